/* Adapters: sphere/circle vs box, sphere vs plane. */
#include "tv.h"

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
