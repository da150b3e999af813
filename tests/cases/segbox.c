/* Adapters: segment vs box raycasts and overlap, point in box, oriented box, batches. */
#include "tv.h"

/* hit, t, point, normal; all 0 on a miss */
static void out_hit3(int32_t *out, bool r, const fg_hit3 *h)
{
    out[0] = r;
    if (!r) return;
    out[1] = fg_to_raw(h->t);
    tv_out_v3(out + 2, h->point);
    tv_out_v3(out + 5, h->normal);
}

static void out_hit2(int32_t *out, bool r, const fg_hit2 *h)
{
    out[0] = r;
    if (!r) return;
    out[1] = fg_to_raw(h->t);
    tv_out_v2(out + 2, h->point);
    tv_out_v2(out + 4, h->normal);
}

static const fg_hit3 hit3_zero;
static const fg_hit2 hit2_zero;

/* in: origin(3) delta(3) box min(3) max(3) max_t */
void tv_run_segment3_aabb3_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_aabb3 b = tv_aabb3(in + 6);
    fg_hit3 h = hit3_zero;
    bool r = tv_hit(fg_segment3_aabb3_raycast(&s, &b, fg_from_raw(in[12]), &h));
    out_hit3(out, r, &h);
    /* the yes/no-only call must agree (2 never matches the oracle) */
    if (r != tv_hit(fg_segment3_aabb3_raycast(&s, &b, fg_from_raw(in[12]), NULL))) out[0] = 2;
}

void tv_run_segment3_aabb3_raycast_woo(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_aabb3 b = tv_aabb3(in + 6);
    fg_hit3 h = hit3_zero;
    bool r = tv_hit(fg_segment3_aabb3_raycast(&s, &b, fg_from_raw(in[12]), &h));
    out_hit3(out, r, &h);
}

/* in: origin(2) delta(2) rect min(2) max(2) max_t */
void tv_run_segment2_aabb2_raycast(const int32_t *in, int32_t *out)
{
    fg_segment2 s = tv_seg2(in);
    fg_aabb2 b = tv_aabb2(in + 4);
    fg_hit2 h = hit2_zero;
    bool r = tv_hit(fg_segment2_aabb2_raycast(&s, &b, fg_from_raw(in[8]), &h));
    out_hit2(out, r, &h);
    if (r != tv_hit(fg_segment2_aabb2_raycast(&s, &b, fg_from_raw(in[8]), NULL))) out[0] = 2;
}

/* in: origin(3) delta(3) box(6); out: overlap, t_enter, t_exit */
void tv_run_segment3_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_aabb3 b = tv_aabb3(in + 6);
    fg_scalar te = FG_ZERO, tx = FG_ZERO;
    bool r = tv_hit(fg_segment3_aabb3_overlap(&s, &b, &te, &tx));
    out[0] = r;
    if (r) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tx);
    }
    if (r != tv_hit(fg_segment3_aabb3_overlap(&s, &b, NULL, NULL))) out[0] = 2;
}

void tv_run_segment2_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_segment2 s = tv_seg2(in);
    fg_aabb2 b = tv_aabb2(in + 4);
    fg_scalar te = FG_ZERO, tx = FG_ZERO;
    bool r = tv_hit(fg_segment2_aabb2_overlap(&s, &b, &te, &tx));
    out[0] = r;
    if (r) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tx);
    }
    if (r != tv_hit(fg_segment2_aabb2_overlap(&s, &b, NULL, NULL))) out[0] = 2;
}

void tv_run_aabb3_contains_point(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    out[0] = fg_aabb3_contains_point(&b, tv_v3(in + 6));
}

void tv_run_aabb2_contains_point(const int32_t *in, int32_t *out)
{
    fg_aabb2 b = tv_aabb2(in);
    out[0] = fg_aabb2_contains_point(&b, tv_v2(in + 4));
}

/* in: origin(3) delta(3) local min(3) max(3) axis0(3) axis1(3) axis2(3) pos(3) max_t */
void tv_run_segment3_obb3_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_obb3 b;
    fg_hit3 h = hit3_zero;
    bool r;
    b.local = tv_aabb3(in + 6);
    b.axis[0] = tv_v3(in + 12);
    b.axis[1] = tv_v3(in + 15);
    b.axis[2] = tv_v3(in + 18);
    b.pos = tv_v3(in + 21);
    r = tv_hit(fg_segment3_obb3_raycast(&s, &b, fg_from_raw(in[24]), &h));
    out_hit3(out, r, &h);
    if (r != tv_hit(fg_segment3_obb3_raycast(&s, &b, fg_from_raw(in[24]), NULL))) out[0] = 2;
}

#define TV_BATCH 8 /* boxes per test vector */

static size_t batch_count(int32_t raw) { return raw < 0 ? 0u : raw > TV_BATCH ? TV_BATCH : (size_t)raw; }

/* in: origin(3) delta(3) max_t count boxes(8 x 6); out: hit index t point(3) normal(3) */
void tv_run_segment3_aabb3_batch_nearest(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_aabb3 boxes[TV_BATCH];
    fg_hit3 h = hit3_zero;
    size_t i, idx = 0, idx2 = 99, n = batch_count(in[7]);
    bool r;
    for (i = 0; i < TV_BATCH; i++) boxes[i] = tv_aabb3(in + 8 + 6 * i);
    r = tv_hit(fg_segment3_aabb3_batch_nearest(&s, boxes, n, fg_from_raw(in[6]), &idx, &h));
    out[0] = r;
    if (r) {
        out[1] = (int32_t)idx;
        out[2] = fg_to_raw(h.t);
        tv_out_v3(out + 3, h.point);
        tv_out_v3(out + 6, h.normal);
    }
    /* NULL outputs must give the same answer; index alone the same index */
    if (r != tv_hit(fg_segment3_aabb3_batch_nearest(&s, boxes, n, fg_from_raw(in[6]), NULL, NULL))) out[0] = 2;
    if (r != tv_hit(fg_segment3_aabb3_batch_nearest(&s, boxes, n, fg_from_raw(in[6]), &idx2, NULL)) || (r && idx2 != idx))
        out[0] = 3;
}

/* in: origin(2) delta(2) max_t count boxes(8 x 4); out: hit index t point(2) normal(2) */
void tv_run_segment2_aabb2_batch_nearest(const int32_t *in, int32_t *out)
{
    fg_segment2 s = tv_seg2(in);
    fg_aabb2 boxes[TV_BATCH];
    fg_hit2 h = hit2_zero;
    size_t i, idx = 0, n = batch_count(in[5]);
    bool r;
    for (i = 0; i < TV_BATCH; i++) boxes[i] = tv_aabb2(in + 6 + 4 * i);
    r = tv_hit(fg_segment2_aabb2_batch_nearest(&s, boxes, n, fg_from_raw(in[4]), &idx, &h));
    out[0] = r;
    if (r) {
        out[1] = (int32_t)idx;
        out[2] = fg_to_raw(h.t);
        tv_out_v2(out + 3, h.point);
        tv_out_v2(out + 5, h.normal);
    }
    if (r != tv_hit(fg_segment2_aabb2_batch_nearest(&s, boxes, n, fg_from_raw(in[4]), NULL, NULL))) out[0] = 2;
}

/* in: box(6) count capacity boxes(8 x 6); out: total, out_idx[0..7] (-1 where unwritten).
 * The buffer has a guard slot after the capacity: a write there is reported as total -1. */
void tv_run_aabb3_aabb3_batch_overlap(const int32_t *in, int32_t *out)
{
    fg_aabb3 box = tv_aabb3(in), boxes[TV_BATCH];
    size_t i, idx[TV_BATCH + 1], n = batch_count(in[6]), cap = batch_count(in[7]), total;
    for (i = 0; i < TV_BATCH; i++) boxes[i] = tv_aabb3(in + 8 + 6 * i);
    for (i = 0; i <= TV_BATCH; i++) idx[i] = (size_t)0x5a5a;
    size_t total2 = 0;
    total = 0;
    (void)fg_aabb3_aabb3_batch_overlap(&box, boxes, n, cap == 0 ? NULL : idx, cap, &total);
    out[0] = (int32_t)total;
    for (i = 0; i < TV_BATCH; i++) out[1 + i] = idx[i] == (size_t)0x5a5a ? -1 : (int32_t)idx[i];
    for (i = cap; i <= TV_BATCH; i++)
        if (idx[i] != (size_t)0x5a5a) out[0] = -1;
    (void)fg_aabb3_aabb3_batch_overlap(&box, boxes, n, NULL, 0, &total2);
    if (total != total2) out[0] = -2;
}
