/* SPDX-License-Identifier: MIT */
/* Adapters: capsules. Each writes the raw result (FG_REJECTED -1 / FG_MISS 0 / FG_HIT 1)
 * and, on a hit, the record (tv_put_hit*); a NULL-output call disagreeing writes 99. */
#include "tv.h"

static fg_capsule2 tv_capsule2(const int32_t *r)
{
    fg_capsule2 c;
    c.a = tv_v2(r);
    c.b = tv_v2(r + 2);
    c.radius = fg_from_raw(r[4]);
    return c;
}

/* in: origin(2) delta(2) a(2) b(2) radius max_t */
void tv_run_segment2_capsule2_raycast(const int32_t *in, int32_t *out)
{
    fg_segment2 seg = tv_seg2(in);
    fg_capsule2 cap = tv_capsule2(in + 4);
    fg_scalar mt = fg_from_raw(in[9]);
    fg_hit2 hit;
    fg_result r = fg_segment2_capsule2_raycast(&seg, &cap, mt, &hit);
    tv_put_hit2(out, r, &hit);
    if (fg_segment2_capsule2_raycast(&seg, &cap, mt, NULL) != r) out[0] = 99;
}
