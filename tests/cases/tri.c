/* SPDX-License-Identifier: MIT */
/* Adapters: segment vs triangle. */
#include "tv.h"

/* in: origin[3] delta[3] a[3] b[3] c[3] max_t sides (the fg_sides value, invalid ones too)
 * out: the hit record (tv.h), u, v; a NULL-output call disagreeing writes result 99. */
static void run_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 seg;
    fg_triangle tri;
    fg_hit3 hit = {0};
    fg_scalar u = FG_ZERO, v = FG_ZERO;
    fg_sides sides = (fg_sides)in[16];
    fg_scalar max_t = fg_from_raw(in[15]);
    fg_result r;
    seg.origin = tv_v3(in);
    seg.delta = tv_v3(in + 3);
    tri.a = tv_v3(in + 6);
    tri.b = tv_v3(in + 9);
    tri.c = tv_v3(in + 12);
    r = fg_segment3_triangle_raycast(&seg, &tri, sides, max_t, &hit, &u, &v);
    tv_put_hit3(out, r, &hit);
    if (r == FG_HIT) {
        out[TV_HIT3_COLS] = fg_to_raw(u);
        out[TV_HIT3_COLS + 1] = fg_to_raw(v);
    }
    if (fg_segment3_triangle_raycast(&seg, &tri, sides, max_t, NULL, NULL, NULL) != r) out[0] = 99;
}

void tv_run_segment3_triangle_raycast(const int32_t *in, int32_t *out) { run_raycast(in, out); }
void tv_run_segment3_triangle_raycast2(const int32_t *in, int32_t *out) { run_raycast(in, out); }
