/* Adapters: segment vs box raycasts and overlap, point in box, oriented box, batches. */
#include "tv.h"

static fg_segment3 seg3(const int32_t *in)
{
    fg_segment3 s;
    s.origin = tv_v3(in);
    s.delta = tv_v3(in + 3);
    return s;
}

static fg_segment2 seg2(const int32_t *in)
{
    fg_segment2 s;
    s.origin = tv_v2(in);
    s.delta = tv_v2(in + 2);
    return s;
}

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
    fg_segment3 s = seg3(in);
    fg_aabb3 b = tv_aabb3(in + 6);
    fg_hit3 h = hit3_zero;
    bool r = fg_segment3_aabb3_raycast(&s, &b, fg_from_raw(in[12]), &h);
    out_hit3(out, r, &h);
    /* the yes/no-only call must agree (2 never matches the oracle) */
    if (r != fg_segment3_aabb3_raycast(&s, &b, fg_from_raw(in[12]), NULL)) out[0] = 2;
}

void tv_run_segment3_aabb3_raycast_woo(const int32_t *in, int32_t *out)
{
    fg_segment3 s = seg3(in);
    fg_aabb3 b = tv_aabb3(in + 6);
    fg_hit3 h = hit3_zero;
    bool r = fg_segment3_aabb3_raycast_woo(&s, &b, fg_from_raw(in[12]), &h);
    out_hit3(out, r, &h);
}

/* in: origin(2) delta(2) rect min(2) max(2) max_t */
void tv_run_segment2_aabb2_raycast(const int32_t *in, int32_t *out)
{
    fg_segment2 s = seg2(in);
    fg_aabb2 b = tv_aabb2(in + 4);
    fg_hit2 h = hit2_zero;
    bool r = fg_segment2_aabb2_raycast(&s, &b, fg_from_raw(in[8]), &h);
    out_hit2(out, r, &h);
    if (r != fg_segment2_aabb2_raycast(&s, &b, fg_from_raw(in[8]), NULL)) out[0] = 2;
}

/* in: origin(3) delta(3) box(6); out: overlap, t_enter, t_exit */
void tv_run_segment3_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_segment3 s = seg3(in);
    fg_aabb3 b = tv_aabb3(in + 6);
    fg_scalar te = FG_ZERO, tx = FG_ZERO;
    bool r = fg_segment3_aabb3_overlap(&s, &b, &te, &tx);
    out[0] = r;
    if (r) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tx);
    }
    if (r != fg_segment3_aabb3_overlap(&s, &b, NULL, NULL)) out[0] = 2;
}

void tv_run_segment2_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_segment2 s = seg2(in);
    fg_aabb2 b = tv_aabb2(in + 4);
    fg_scalar te = FG_ZERO, tx = FG_ZERO;
    bool r = fg_segment2_aabb2_overlap(&s, &b, &te, &tx);
    out[0] = r;
    if (r) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tx);
    }
    if (r != fg_segment2_aabb2_overlap(&s, &b, NULL, NULL)) out[0] = 2;
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
