/* Adapters: sphere/circle vs box, sphere vs plane, segment vs triangle. */
#include "tv.h"

static fg_sphere tv_sphere(const int32_t *r)
{
    fg_sphere s;
    s.center = tv_v3(r);
    s.radius = fg_from_raw(r[3]);
    return s;
}

static fg_plane tv_plane(const int32_t *r)
{
    fg_plane p;
    p.n = tv_v3(r);
    p.d = fg_from_raw(r[3]);
    return p;
}

void tv_run_sphere_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_aabb3 b = tv_aabb3(in + 4);
    out[0] = tv_hit(fg_sphere_aabb3_overlap(&s, &b));
}

void tv_run_circle_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_circle c;
    fg_aabb2 b = tv_aabb2(in + 3);
    c.center = tv_v2(in);
    c.radius = fg_from_raw(in[2]);
    out[0] = tv_hit(fg_circle_aabb2_overlap(&c, &b));
}

void tv_run_sphere_plane_classify(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_plane p = tv_plane(in + 4);
    out[0] = tv_side(fg_sphere_plane_classify(&s, &p));
}

/* in: origin[3] delta[3] a[3] b[3] c[3] max_t two_sided; out: hit t point[3] normal[3] u v */
static void run_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 seg;
    fg_triangle tri;
    fg_hit3 hit;
    fg_scalar u = FG_ZERO, v = FG_ZERO;
    seg.origin = tv_v3(in);
    seg.delta = tv_v3(in + 3);
    tri.a = tv_v3(in + 6);
    tri.b = tv_v3(in + 9);
    tri.c = tv_v3(in + 12);
    hit.t = FG_ZERO;
    hit.point = hit.normal = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    out[0] = tv_hit(fg_segment3_triangle_raycast(&seg, &tri, in[16] != 0 ? FG_BOTH_SIDES : FG_FRONT_ONLY, fg_from_raw(in[15]), &hit, &u, &v));
    if (out[0]) {
        out[1] = fg_to_raw(hit.t);
        tv_out_v3(out + 2, hit.point);
        tv_out_v3(out + 5, hit.normal);
        out[8] = fg_to_raw(u);
        out[9] = fg_to_raw(v);
    }
}

void tv_run_segment3_triangle_raycast(const int32_t *in, int32_t *out) { run_raycast(in, out); }
void tv_run_segment3_triangle_raycast2(const int32_t *in, int32_t *out) { run_raycast(in, out); }

/* in: centre[3] r delta[3] n[3] d max_t; out: hit t point[3] normal[3] */
void tv_run_sphere_plane_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_plane p = tv_plane(in + 7);
    fg_hit3 hit;
    hit.t = FG_ZERO;
    hit.point = hit.normal = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    out[0] = tv_hit(fg_sphere_plane_sweep(&s, tv_v3(in + 4), &p, fg_from_raw(in[11]), &hit));
    if (out[0]) {
        out[1] = fg_to_raw(hit.t);
        tv_out_v3(out + 2, hit.point);
        tv_out_v3(out + 5, hit.normal);
    }
}
