/* SPDX-License-Identifier: MIT */
/* Adapters: sphere/circle vs box, sphere vs plane. Results raw (FG_REJECTED -1, FG_MISS 0,
 * FG_HIT 1; classify: FG_BACK -1, FG_STRADDLING 0, FG_FRONT 1, FG_SIDE_REJECTED 2). */
#include "tv.h"

void tv_run_sphere_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_aabb3 b = tv_aabb3(in + 4);
    out[0] = (int32_t)fg_sphere_aabb3_overlap(&s, &b);
}

void tv_run_circle_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_circle c = tv_circle(in);
    fg_aabb2 b = tv_aabb2(in + 3);
    out[0] = (int32_t)fg_circle_aabb2_overlap(&c, &b);
}

void tv_run_sphere_plane_classify(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_plane p = tv_plane(in + 4);
    out[0] = (int32_t)fg_sphere_plane_classify(&s, &p);
}

/* in: centre[3] r delta[3] n[3] d max_t; out: the hit record (TV_HIT3_COLS). The call
 * without a record must agree: a disagreement is a result the oracle never expects. */
void tv_run_sphere_plane_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_plane p = tv_plane(in + 7);
    fg_vec3 delta = tv_v3(in + 4);
    fg_scalar mt = fg_from_raw(in[11]);
    fg_hit3 hit;
    fg_result r = fg_sphere_plane_sweep(&s, delta, &p, mt, &hit);
    tv_put_hit3(out, r, &hit);
    if (fg_sphere_plane_sweep(&s, delta, &p, mt, NULL) != r) out[0] = 99;
}
