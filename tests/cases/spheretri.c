/* SPDX-License-Identifier: MIT */
/* Adapter: the ball swept against a triangle. Writes the raw result (FG_REJECTED -1 /
 * FG_MISS 0 / FG_HIT 1) and, on a hit, the record (tv_put_hit3); a NULL-output call
 * disagreeing writes 99. */
#include "tv.h"

/* in: centre(3) radius delta(3) a(3) b(3) c(3) max_t */
void tv_run_sphere_triangle_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 d = tv_v3(in + 4);
    fg_triangle tri;
    fg_scalar mt = fg_from_raw(in[16]);
    fg_hit3 hit;
    fg_result r;
    tri.a = tv_v3(in + 7);
    tri.b = tv_v3(in + 10);
    tri.c = tv_v3(in + 13);
    r = fg_sphere_triangle_sweep(&s, d, &tri, mt, &hit);
    tv_put_hit3(out, r, &hit);
    if (fg_sphere_triangle_sweep(&s, d, &tri, mt, NULL) != r) out[0] = 99;
}
