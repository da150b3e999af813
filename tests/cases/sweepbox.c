/* SPDX-License-Identifier: MIT */
/* Adapters: swept circle vs rectangle, swept sphere vs box (issue 13). The call without a
 * hit record must agree: a disagreement is a result the oracle never expects (99). */
#include "tv.h"

/* in: centre[3] r delta[3] min[3] max[3] max_t; out: the hit record (TV_HIT3_COLS) */
void tv_run_sphere_aabb3_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 delta = tv_v3(in + 4);
    fg_aabb3 b = tv_aabb3(in + 7);
    fg_scalar mt = fg_from_raw(in[13]);
    fg_hit3 hit;
    fg_result r = fg_sphere_aabb3_sweep(&s, delta, &b, mt, &hit);
    tv_put_hit3(out, r, &hit);
    if (fg_sphere_aabb3_sweep(&s, delta, &b, mt, NULL) != r) out[0] = 99;
}

/* in: centre[2] r delta[2] min[2] max[2] max_t; out: the hit record (TV_HIT2_COLS) */
void tv_run_circle_aabb2_sweep(const int32_t *in, int32_t *out)
{
    fg_circle c = tv_circle(in);
    fg_vec2 delta = tv_v2(in + 3);
    fg_aabb2 b = tv_aabb2(in + 5);
    fg_scalar mt = fg_from_raw(in[9]);
    fg_hit2 hit;
    fg_result r = fg_circle_aabb2_sweep(&c, delta, &b, mt, &hit);
    tv_put_hit2(out, r, &hit);
    if (fg_circle_aabb2_sweep(&c, delta, &b, mt, NULL) != r) out[0] = 99;
}
