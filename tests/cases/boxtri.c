/* SPDX-License-Identifier: MIT */
/* Adapter: swept box vs triangle (fg_aabb3_triangle_sweep). The call without a hit record
 * must agree: a disagreement is a result the oracle never expects (99). */
#include "tv.h"

/* in: min[3] max[3] delta[3] a[3] b[3] c[3] max_t; out: the hit record (TV_HIT3_COLS) */
void tv_run_aabb3_triangle_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_vec3 delta = tv_v3(in + 6);
    fg_triangle tri;
    fg_scalar mt = fg_from_raw(in[18]);
    fg_hit3 hit;
    fg_result r;
    tri.a = tv_v3(in + 9);
    tri.b = tv_v3(in + 12);
    tri.c = tv_v3(in + 15);
    r = fg_aabb3_triangle_sweep(&b, delta, &tri, mt, &hit);
    tv_put_hit3(out, r, &hit);
    if (fg_aabb3_triangle_sweep(&b, delta, &tri, mt, NULL) != r) out[0] = 99;
}
