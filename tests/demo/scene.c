/* SPDX-License-Identifier: MIT */
/*
 * scene.c - ray-cast renderer and obstacle fan over fixgeom's primitives. Every
 * intersection is one fixgeom call; the same source renders in Q16.16 and in float.
 */
#include "scene.h"
#include "scene_data.h"

static fg_plane ground;
static fg_aabb3 boxes[DEMO_NBOXES];
static fg_obb3 obb;
static fg_sphere spheres[DEMO_NSPHERES];
static fg_triangle tris[DEMO_NTRIS];
static fg_vec3 light;      /* unit vector toward the light */
static fg_vec3 light_seg;  /* shadow segment delta */
static fg_aabb2 fan_boxes[DEMO_FAN_BOXES];

static fg_vec3 v3raw(const int32_t *r) { return fg_vec3_make(fg_from_raw(r[0]), fg_from_raw(r[1]), fg_from_raw(r[2])); }

void demo_scene_init(void)
{
    int i;
    ground.n = v3raw(ground_raw);
    ground.d = fg_from_raw(ground_raw[3]);
    for (i = 0; i < DEMO_NBOXES; i++) {
        boxes[i].min = v3raw(boxes_raw[i]);
        boxes[i].max = v3raw(boxes_raw[i] + 3);
    }
    obb.local.min = v3raw(obb_local_raw);
    obb.local.max = v3raw(obb_local_raw + 3);
    /* rotation about y: columns are the box's axes in world space */
    obb.axis[0] = fg_vec3_make(fg_from_raw(obb_cos_raw), FG_ZERO, fg_neg(fg_from_raw(obb_sin_raw)));
    obb.axis[1] = fg_vec3_make(FG_ZERO, FG_ONE, FG_ZERO);
    obb.axis[2] = fg_vec3_make(fg_from_raw(obb_sin_raw), FG_ZERO, fg_from_raw(obb_cos_raw));
    obb.pos = v3raw(obb_pos_raw);
    for (i = 0; i < DEMO_NSPHERES; i++) {
        spheres[i].center = v3raw(spheres_raw[i]);
        spheres[i].radius = fg_from_raw(spheres_raw[i][3]);
    }
    for (i = 0; i < DEMO_NTRIS; i++) {
        tris[i].a = v3raw(tris_raw[i]);
        tris[i].b = v3raw(tris_raw[i] + 3);
        tris[i].c = v3raw(tris_raw[i] + 6);
    }
    light = v3raw(light_raw);
    light = fg_vec3_normalize(light);
    light_seg = fg_vec3_scale(light, fg_from_int(shadow_len));
    for (i = 0; i < DEMO_FAN_BOXES; i++) {
        fan_boxes[i].min = fg_vec2_make(fg_from_raw(fan_boxes_raw[i][0]), fg_from_raw(fan_boxes_raw[i][1]));
        fan_boxes[i].max = fg_vec2_make(fg_from_raw(fan_boxes_raw[i][2]), fg_from_raw(fan_boxes_raw[i][3]));
    }
}

const uint8_t *demo_color(int object) { return colors[object]; }

void demo_primary_raw(int x, int y, int32_t origin[3], int32_t delta[3])
{
    origin[0] = cam_raw[0];
    origin[1] = cam_raw[1];
    origin[2] = cam_raw[2];
    delta[0] = (int32_t)(2 * x + 1 - DEMO_W) * pixel_raw * (DEMO_SCENE_W / DEMO_W);
    delta[1] = (int32_t)(DEMO_H - (2 * y + 1)) * pixel_raw * (DEMO_SCENE_H / DEMO_H) - tilt_raw;
    delta[2] = forward_raw;
}

/* Nearest hit over every object: each cast writes *best only on a hit, and max_t shrinks to
 * each hit found, so farther objects are rejected early (Badouel's "closest hit so far") and
 * no hit record is copied. Returns the object id, 0 for none. */
static int nearest(const fg_segment3 *seg, fg_hit3 *best)
{
    int i, id = 0;
    best->t = FG_ONE;
    if (fg_segment3_plane_raycast(seg, &ground, FG_FRONT_ONLY, best->t, best) == FG_HIT) id = 1;
    for (i = 0; i < DEMO_NBOXES; i++)
        if (fg_segment3_aabb3_raycast(seg, &boxes[i], best->t, best) == FG_HIT) id = 2 + i;
    if (fg_segment3_obb3_raycast(seg, &obb, best->t, best) == FG_HIT) id = 2 + DEMO_NBOXES;
    for (i = 0; i < DEMO_NSPHERES; i++)
        if (fg_segment3_sphere_raycast(seg, &spheres[i], best->t, best) == FG_HIT) id = 3 + DEMO_NBOXES + i;
    for (i = 0; i < DEMO_NTRIS; i++)
        if (fg_segment3_triangle_raycast(seg, &tris[i], FG_FRONT_ONLY, best->t, best, NULL, NULL) == FG_HIT)
            id = 3 + DEMO_NBOXES + DEMO_NSPHERES + i;
    return id;
}

/* Any hit at all along a shadow segment (yes/no: hit == NULL). */
static bool occluded(const fg_segment3 *seg)
{
    int i;
    for (i = 0; i < DEMO_NBOXES; i++)
        if (fg_segment3_aabb3_raycast(seg, &boxes[i], FG_ONE, NULL) == FG_HIT) return true;
    if (fg_segment3_obb3_raycast(seg, &obb, FG_ONE, NULL) == FG_HIT) return true;
    for (i = 0; i < DEMO_NSPHERES; i++)
        if (fg_segment3_sphere_raycast(seg, &spheres[i], FG_ONE, NULL) == FG_HIT) return true;
    for (i = 0; i < DEMO_NTRIS; i++)
        if (fg_segment3_triangle_raycast(seg, &tris[i], FG_FRONT_ONLY, FG_ONE, NULL, NULL, NULL) == FG_HIT) return true;
    return false;
}

demo_pixel demo_trace(int x, int y)
{
    demo_pixel px;
    int32_t o[3], d[3];
    fg_segment3 seg;
    fg_hit3 hit;
    fg_scalar lambert;
    int id;
    /* written only on a hit; set anyway so every compiler sees it initialised */
    hit.t = FG_ZERO;
    hit.point = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    hit.normal = hit.point;
    demo_primary_raw(x, y, o, d);
    seg.origin = v3raw(o);
    seg.delta = v3raw(d);
    id = nearest(&seg, &hit);
    px.object = (uint8_t)id;
    px.t_raw = id != 0 ? fg_to_raw(hit.t) : 0;
    if (id == 0) {
        px.shade = 255;
        return px;
    }
    lambert = fg_vec3_dot(hit.normal, light);
    if (lambert < FG_ZERO) lambert = FG_ZERO;
    if (lambert > FG_ZERO) {
        fg_segment3 shadow;
        /* start a little off the surface so the surface does not shadow itself */
        shadow.origin = fg_vec3_add(hit.point, fg_vec3_scale(hit.normal, FG_C(0.01)));
        shadow.delta = light_seg;
        if (occluded(&shadow)) lambert = FG_ZERO;
    }
    /* 25% ambient + 75% diffuse, 0..255 */
    px.shade = (uint8_t)(fg_to_raw(fg_add(FG_C(64.0), fg_mul(lambert, FG_C(191.0)))) >> 16);
    return px;
}

/* The fan: DEMO_FAN_RAYS segments from the robot, evenly around the circle (directions from
 * a fixed table of integer vectors so every build casts the same segments). */
static void fan_dir(int i, int32_t out[2])
{
    /* cos/sin of 2*pi*i/32 in raw Q16.16, first octant-and-a-bit; the rest by symmetry */
    static const int32_t c[9] = {65536, 64277, 60547, 54491, 46341, 36410, 25080, 12785, 0};
    int q = i / 8, k = i % 8;
    int32_t a = c[k], b = c[8 - k];
    switch (q) {
    case 0: out[0] = a; out[1] = b; break;
    case 1: out[0] = -b; out[1] = a; break;
    case 2: out[0] = -a; out[1] = -b; break;
    default: out[0] = b; out[1] = -a; break;
    }
}

void demo_fan(int32_t dist_raw[DEMO_FAN_RAYS], int idx[DEMO_FAN_RAYS])
{
    int i;
    for (i = 0; i < DEMO_FAN_RAYS; i++) {
        int32_t d[2];
        fg_segment2 seg;
        fg_hit2 hit;
        size_t which = 0;
        fan_dir(i, d);
        seg.origin = fg_vec2_make(fg_from_raw(fan_origin_raw[0]), fg_from_raw(fan_origin_raw[1]));
        seg.delta = fg_vec2_make(fg_mul(fg_from_raw(d[0]), fg_from_int(fan_range)),
                                 fg_mul(fg_from_raw(d[1]), fg_from_int(fan_range)));
        if (fg_segment2_aabb2_batch_nearest(&seg, fan_boxes, DEMO_FAN_BOXES, FG_ONE, &which, &hit) == FG_HIT) {
            dist_raw[i] = fg_to_raw(fg_mul(hit.t, fg_from_int(fan_range)));
            idx[i] = (int)which;
        } else {
            dist_raw[i] = -1;
            idx[i] = -1;
        }
    }
}

void demo_fan_map(char *map, int w, int h)
{
    int32_t dist[DEMO_FAN_RAYS];
    int idx[DEMO_FAN_RAYS], i, x, y;
    demo_fan(dist, idx);
    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            /* cell centre in units: x across [-range, range], y likewise (north up) */
            int32_t cx = (int32_t)((2 * x + 1 - w) * fan_range * 65536 / w);
            int32_t cy = (int32_t)((h - 2 * y - 1) * fan_range * 65536 / h);
            char ch = ' ';
            fg_aabb2 cell;
            cell.min = fg_vec2_make(fg_from_raw(cx), fg_from_raw(cy));
            cell.max = cell.min;
            for (i = 0; i < DEMO_FAN_BOXES; i++)
                if (fg_aabb2_aabb2_overlap(&cell, &fan_boxes[i])) ch = '#';
            map[y * (w + 1) + x] = ch;
        }
        map[y * (w + 1) + w] = '\n';
    }
    /* mark each ray's nearest hit with a digit (distance in whole units, 9+ as '+') */
    for (i = 0; i < DEMO_FAN_RAYS; i++) {
        int32_t d[2];
        if (dist[i] < 0) continue;
        fan_dir(i, d);
        {
            int64_t hx = (int64_t)d[0] * dist[i] / 65536, hy = (int64_t)d[1] * dist[i] / 65536;
            int mx = (int)((hx * w / (2 * fan_range) + (int64_t)w * 32768) / 65536);
            int my = (int)(((int64_t)h * 32768 - hy * h / (2 * fan_range)) / 65536);
            int units = (int)(dist[i] >> 16);
            if (mx >= 0 && mx < w && my >= 0 && my < h) map[my * (w + 1) + mx] = units > 9 ? '+' : (char)('0' + units);
        }
    }
    map[(h / 2) * (w + 1) + w / 2] = 'R';
}
