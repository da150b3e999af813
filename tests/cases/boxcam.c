/* SPDX-License-Identifier: MIT */
/* Adapters: boxes and cameras, meshes (issue 14). A NULL-output call disagreeing with the
 * full call writes result 99. */
#include "tv.h"

/* in: a[2k] b[2k]; out: result */
void tv_run_aabb2_aabb2_contains(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4);
    out[0] = (int32_t)fg_aabb2_aabb2_contains(&a, &b);
}
void tv_run_aabb3_aabb3_contains(const int32_t *in, int32_t *out)
{
    fg_aabb3 a = tv_aabb3(in), b = tv_aabb3(in + 6);
    out[0] = (int32_t)fg_aabb3_aabb3_contains(&a, &b);
}

/* out: result, then the box's min and max (written only on FG_OK / FG_HIT) */
static void put_box2(int32_t *out, fg_result r, const fg_aabb2 *o)
{
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_out_v2(out + 1, o->min);
        tv_out_v2(out + 3, o->max);
    }
}
static void put_box3(int32_t *out, fg_result r, const fg_aabb3 *o)
{
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_out_v3(out + 1, o->min);
        tv_out_v3(out + 4, o->max);
    }
}

void tv_run_aabb2_aabb2_union(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4), o = {{0, 0}, {0, 0}};
    fg_result r = fg_aabb2_aabb2_union(&a, &b, &o);
    put_box2(out, r, &o);
    if (fg_aabb2_aabb2_union(&a, &b, NULL) != r) out[0] = 99;
}
void tv_run_aabb3_aabb3_union(const int32_t *in, int32_t *out)
{
    fg_aabb3 a = tv_aabb3(in), b = tv_aabb3(in + 6), o = {{0, 0, 0}, {0, 0, 0}};
    fg_result r = fg_aabb3_aabb3_union(&a, &b, &o);
    put_box3(out, r, &o);
    if (fg_aabb3_aabb3_union(&a, &b, NULL) != r) out[0] = 99;
}
void tv_run_aabb2_aabb2_intersection(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4), o = {{0, 0}, {0, 0}};
    fg_result r = fg_aabb2_aabb2_intersection(&a, &b, &o);
    put_box2(out, r, &o);
    if (fg_aabb2_aabb2_intersection(&a, &b, NULL) != r) out[0] = 99;
}
void tv_run_aabb3_aabb3_intersection(const int32_t *in, int32_t *out)
{
    fg_aabb3 a = tv_aabb3(in), b = tv_aabb3(in + 6), o = {{0, 0, 0}, {0, 0, 0}};
    fg_result r = fg_aabb3_aabb3_intersection(&a, &b, &o);
    put_box3(out, r, &o);
    if (fg_aabb3_aabb3_intersection(&a, &b, NULL) != r) out[0] = 99;
}

static void tv_frustum(const int32_t *in, fg_frustum *f)
{
    int i;
    for (i = 0; i < 6; i++) f->planes[i] = tv_plane(in + 4 * i);
}

/* in: 6 planes (n[3], d), box min[3] max[3]; out: the fg_cull value */
void tv_run_frustum_aabb3_classify(const int32_t *in, int32_t *out)
{
    fg_frustum f;
    fg_aabb3 b = tv_aabb3(in + 24);
    tv_frustum(in, &f);
    out[0] = (int32_t)fg_frustum_aabb3_classify(&f, &b);
}
/* in: 6 planes, centre[3], radius */
void tv_run_frustum_sphere_classify(const int32_t *in, int32_t *out)
{
    fg_frustum f;
    fg_sphere s = tv_sphere(in + 24);
    tv_frustum(in, &f);
    out[0] = (int32_t)fg_frustum_sphere_classify(&f, &s);
}

static fg_triangle tv_tri(const int32_t *in)
{
    fg_triangle t;
    t.a = tv_v3(in);
    t.b = tv_v3(in + 3);
    t.c = tv_v3(in + 6);
    return t;
}

/* in: a[3] b[3] c[3] box min[3] max[3]; out: result */
void tv_run_triangle_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_triangle t = tv_tri(in);
    fg_aabb3 b = tv_aabb3(in + 9);
    out[0] = (int32_t)fg_triangle_aabb3_overlap(&t, &b);
}

/* in: origin[3] delta[3] max_t sides count, then 6 triangles (a[3] b[3] c[3]);
 * out: the hit record (tv.h), u, v, index */
#define MESH_NT 6
static void run_mesh(const int32_t *in, int32_t *out)
{
    fg_triangle tris[MESH_NT];
    fg_segment3 seg = tv_seg3(in);
    fg_hit3 hit = {0};
    fg_scalar u = FG_ZERO, v = FG_ZERO;
    size_t idx = 0u, count = (size_t)in[8];
    fg_result r;
    int i;
    for (i = 0; i < MESH_NT; i++) tris[i] = tv_tri(in + 9 + 9 * i);
    r = fg_segment3_triangle_batch_nearest(&seg, tris, count, (fg_sides)in[7], fg_from_raw(in[6]), &idx, &hit, &u,
                                           &v);
    tv_put_hit3(out, r, &hit);
    if (r == FG_HIT) {
        out[TV_HIT3_COLS] = fg_to_raw(u);
        out[TV_HIT3_COLS + 1] = fg_to_raw(v);
        out[TV_HIT3_COLS + 2] = (int32_t)idx;
    }
    if (fg_segment3_triangle_batch_nearest(&seg, tris, count, (fg_sides)in[7], fg_from_raw(in[6]), NULL, NULL, NULL,
                                           NULL) != r)
        out[0] = 99;
}
void tv_run_segment3_triangle_batch_nearest(const int32_t *in, int32_t *out) { run_mesh(in, out); }
void tv_run_segment3_triangle_batch_nearest2(const int32_t *in, int32_t *out) { run_mesh(in, out); }
