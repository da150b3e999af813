/* SPDX-License-Identifier: MIT */
/* Adapters: moving boxes (box vs plane, box vs box). Casts write the raw result and the
 * hit record (tv_put_hit3/2); 8 = a miss or rejection wrote the record, 9 = the call
 * without outputs answered differently (results the oracle never has). */
#include "tv.h"

static const fg_hit3 hit3_poison = {(fg_scalar)0x5A5A5A5, {1, 2, 3}, {4, 5, 6}, true};
static const fg_hit2 hit2_poison = {(fg_scalar)0x5A5A5A5, {1, 2}, {4, 5}, true};

static void put3(int32_t *out, fg_result r, const fg_hit3 *h, fg_result r_null)
{
    tv_put_hit3(out, r, h);
    if (r != FG_HIT && (h->t != hit3_poison.t || h->point.x != 1 || h->point.z != 3 || h->normal.x != 4 ||
                        h->normal.z != 6 || !h->started_inside))
        out[0] = 8;
    if (r_null != r) out[0] = 9;
}

static void put2(int32_t *out, fg_result r, const fg_hit2 *h, fg_result r_null)
{
    tv_put_hit2(out, r, h);
    if (r != FG_HIT && (h->t != hit2_poison.t || h->point.x != 1 || h->point.y != 2 || h->normal.x != 4 ||
                        h->normal.y != 5 || !h->started_inside))
        out[0] = 8;
    if (r_null != r) out[0] = 9;
}

/* in: box(6) delta(3) plane n(3) d max_t */
void tv_run_aabb3_plane_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_plane p = tv_plane(in + 9);
    fg_hit3 h = hit3_poison;
    fg_result r = fg_aabb3_plane_sweep(&b, tv_v3(in + 6), &p, fg_from_raw(in[13]), &h);
    put3(out, r, &h, fg_aabb3_plane_sweep(&b, tv_v3(in + 6), &p, fg_from_raw(in[13]), NULL));
}

/* in: moving(6) delta(3) still(6) max_t */
void tv_run_aabb3_aabb3_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb3 m = tv_aabb3(in), st = tv_aabb3(in + 9);
    fg_hit3 h = hit3_poison;
    fg_result r = fg_aabb3_aabb3_sweep(&m, tv_v3(in + 6), &st, fg_from_raw(in[15]), &h);
    put3(out, r, &h, fg_aabb3_aabb3_sweep(&m, tv_v3(in + 6), &st, fg_from_raw(in[15]), NULL));
}

/* in: moving(4) delta(2) still(4) max_t */
void tv_run_aabb2_aabb2_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb2 m = tv_aabb2(in), st = tv_aabb2(in + 6);
    fg_hit2 h = hit2_poison;
    fg_result r = fg_aabb2_aabb2_sweep(&m, tv_v2(in + 4), &st, fg_from_raw(in[10]), &h);
    put2(out, r, &h, fg_aabb2_aabb2_sweep(&m, tv_v2(in + 4), &st, fg_from_raw(in[10]), NULL));
}

/* result, t_enter, t_exit (0 unless FG_HIT); 8: written on no hit; 9: NULL outputs differ */
static void put_interval(int32_t *out, fg_result r, fg_scalar te, fg_scalar tx, fg_result r_null)
{
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tx);
    } else if (te != (fg_scalar)0x5A5A5A5 || tx != (fg_scalar)0x5A5A5A5) {
        out[0] = 8;
    }
    if (r_null != r) out[0] = 9;
}

void tv_run_aabb3_aabb3_sweep_interval(const int32_t *in, int32_t *out)
{
    fg_aabb3 m = tv_aabb3(in), st = tv_aabb3(in + 9);
    fg_scalar te = (fg_scalar)0x5A5A5A5, tx = (fg_scalar)0x5A5A5A5;
    fg_result r = fg_aabb3_aabb3_sweep_interval(&m, tv_v3(in + 6), &st, &te, &tx);
    put_interval(out, r, te, tx, fg_aabb3_aabb3_sweep_interval(&m, tv_v3(in + 6), &st, NULL, NULL));
}

void tv_run_aabb2_aabb2_sweep_interval(const int32_t *in, int32_t *out)
{
    fg_aabb2 m = tv_aabb2(in), st = tv_aabb2(in + 6);
    fg_scalar te = (fg_scalar)0x5A5A5A5, tx = (fg_scalar)0x5A5A5A5;
    fg_result r = fg_aabb2_aabb2_sweep_interval(&m, tv_v2(in + 4), &st, &te, &tx);
    put_interval(out, r, te, tx, fg_aabb2_aabb2_sweep_interval(&m, tv_v2(in + 4), &st, NULL, NULL));
}
