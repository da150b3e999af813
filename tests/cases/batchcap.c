/* SPDX-License-Identifier: MIT */
/* Adapter: the nearest of N 2D capsules along a segment. Writes the raw result, the index
 * and the hit record; a result the oracle never has marks a broken promise: 8 = a miss or
 * rejection wrote an output, 9 = a call with fewer outputs (or a NULL array with count 0)
 * answered differently, 10 = the record is not bit for bit the winner's own raycast, 11 =
 * an element before the winner reports a t no larger (the documented order). */
#include "tv.h"

#define BC_N 6 /* capsules per test vector (sets_batchcap.py NB) */

/* in: origin(2) delta(2) max_t count capsules(6 x 5); out: result index t point(2) normal(2) inside */
void tv_run_segment2_capsule2_batch_nearest(const int32_t *in, int32_t *out)
{
    fg_segment2 s = tv_seg2(in);
    fg_capsule2 els[BC_N];
    fg_hit2 h, one;
    size_t i, idx = 77, idx2 = 99, n = tv_count(in[5]);
    fg_scalar mt = fg_from_raw(in[4]);
    fg_result r;
    h.t = (fg_scalar)0x5A5A5A5;
    for (i = 0; i < BC_N; i++) {
        const int32_t *c = in + 6 + 5 * i;
        els[i].a = tv_v2(c);
        els[i].b = tv_v2(c + 2);
        els[i].radius = fg_from_raw(c[4]);
    }
    r = fg_segment2_capsule2_batch_nearest(&s, els, n, mt, &idx, &h);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_put_hit2(out + 1, r, &h);
        out[1] = (int32_t)idx;
        if (idx >= BC_N || fg_segment2_capsule2_raycast(&s, &els[idx], mt, &one) != FG_HIT || !tv_same_hit2(&h, &one))
            out[0] = 10;
        for (i = 0; i < idx && out[0] == (int32_t)FG_HIT; i++) {
            if (fg_segment2_capsule2_raycast(&s, &els[i], mt, &one) == FG_HIT && !fg_gt(one.t, h.t)) out[0] = 11;
        }
    } else if (idx != 77 || h.t != (fg_scalar)0x5A5A5A5) {
        out[0] = 8;
    }
    if (r != fg_segment2_capsule2_batch_nearest(&s, els, n, mt, NULL, NULL)) out[0] = 9;
    if (r != fg_segment2_capsule2_batch_nearest(&s, els, n, mt, &idx2, NULL) || (r == FG_HIT && idx2 != idx))
        out[0] = 9;
    if ((n == 0 || n > FG_BATCH_MAX) && r != fg_segment2_capsule2_batch_nearest(&s, NULL, n, mt, &idx2, NULL))
        out[0] = 9;
}

/* in: origin(3) delta(3) max_t count capsules(6 x 7); out: result index t point(3) normal(3) inside */
void tv_run_segment3_capsule3_batch_nearest(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_capsule3 els[BC_N];
    fg_hit3 h, one;
    size_t i, idx = 77, idx2 = 99, n = tv_count(in[7]);
    fg_scalar mt = fg_from_raw(in[6]);
    fg_result r;
    h.t = (fg_scalar)0x5A5A5A5;
    for (i = 0; i < BC_N; i++) {
        const int32_t *c = in + 8 + 7 * i;
        els[i].a = tv_v3(c);
        els[i].b = tv_v3(c + 3);
        els[i].radius = fg_from_raw(c[6]);
    }
    r = fg_segment3_capsule3_batch_nearest(&s, els, n, mt, &idx, &h);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_put_hit3(out + 1, r, &h);
        out[1] = (int32_t)idx;
        if (idx >= BC_N || fg_segment3_capsule3_raycast(&s, &els[idx], mt, &one) != FG_HIT || !tv_same_hit3(&h, &one))
            out[0] = 10;
        for (i = 0; i < idx && out[0] == (int32_t)FG_HIT; i++) {
            if (fg_segment3_capsule3_raycast(&s, &els[i], mt, &one) == FG_HIT && !fg_gt(one.t, h.t)) out[0] = 11;
        }
    } else if (idx != 77 || h.t != (fg_scalar)0x5A5A5A5) {
        out[0] = 8;
    }
    if (r != fg_segment3_capsule3_batch_nearest(&s, els, n, mt, NULL, NULL)) out[0] = 9;
    if (r != fg_segment3_capsule3_batch_nearest(&s, els, n, mt, &idx2, NULL) || (r == FG_HIT && idx2 != idx))
        out[0] = 9;
    if ((n == 0 || n > FG_BATCH_MAX) && r != fg_segment3_capsule3_batch_nearest(&s, NULL, n, mt, &idx2, NULL))
        out[0] = 9;
}
