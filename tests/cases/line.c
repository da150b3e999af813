/* SPDX-License-Identifier: MIT */
/* Adapters: closest points on lines and segments, line-line, segment-segment, three planes.
 * Each writes the raw result first (fg_result or fg_lines); the other outputs stay 0 unless
 * it is FG_OK / FG_HIT / a computed relation. A call with NULL outputs that disagrees
 * writes result 99, which no oracle expects. */
#include "tv.h"

#define TV_NULL_DIFFERS 99

/* in: n.x n.y d p.x p.y -> out: r x y */
void tv_run_line2_closest_point(const int32_t *in, int32_t *out)
{
    fg_line2 l = tv_line2(in);
    fg_vec2 q = fg_vec2_make(FG_ZERO, FG_ZERO);
    fg_result r = fg_line2_closest_point(&l, tv_v2(in + 3), &q);
    out[0] = r;
    if (r == FG_OK) tv_out_v2(out + 1, q);
    if (fg_line2_closest_point(&l, tv_v2(in + 3), NULL) != r) out[0] = TV_NULL_DIFFERS;
}

/* in: origin(2) delta(2) p(2) -> out: r t x y */
void tv_run_segment2_closest_point(const int32_t *in, int32_t *out)
{
    fg_segment2 s;
    fg_scalar t = FG_ZERO;
    fg_vec2 q = fg_vec2_make(FG_ZERO, FG_ZERO);
    fg_result r;
    s.origin = tv_v2(in);
    s.delta = tv_v2(in + 2);
    r = fg_segment2_closest_point(&s, tv_v2(in + 4), &q, &t);
    out[0] = r;
    if (r == FG_OK) {
        out[1] = fg_to_raw(t);
        tv_out_v2(out + 2, q);
    }
    if (fg_segment2_closest_point(&s, tv_v2(in + 4), NULL, NULL) != r) out[0] = TV_NULL_DIFFERS;
}

/* in: origin(3) delta(3) p(3) -> out: r t x y z */
void tv_run_segment3_closest_point(const int32_t *in, int32_t *out)
{
    fg_segment3 s;
    fg_scalar t = FG_ZERO;
    fg_vec3 q = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_result r;
    s.origin = tv_v3(in);
    s.delta = tv_v3(in + 3);
    r = fg_segment3_closest_point(&s, tv_v3(in + 6), &q, &t);
    out[0] = r;
    if (r == FG_OK) {
        out[1] = fg_to_raw(t);
        tv_out_v3(out + 2, q);
    }
    if (fg_segment3_closest_point(&s, tv_v3(in + 6), NULL, NULL) != r) out[0] = TV_NULL_DIFFERS;
}

/* in: line a (n d) line b (n d) -> out: kind x y (x y = 0 unless FG_LINES_POINT) */
void tv_run_line2_line2_intersect(const int32_t *in, int32_t *out)
{
    fg_line2 a = tv_line2(in), b = tv_line2(in + 3);
    fg_vec2 p = fg_vec2_make(FG_ZERO, FG_ZERO);
    fg_lines r = fg_line2_line2_intersect(&a, &b, &p);
    out[0] = (int32_t)r;
    if (r == FG_LINES_POINT) tv_out_v2(out + 1, p);
    if (fg_line2_line2_intersect(&a, &b, NULL) != r) out[0] = TV_NULL_DIFFERS;
}

/* in: segment a (origin delta) segment b (origin delta)
 * -> out: kind ta tb pa(3) pb(3) (all 0 when rejected) */
void tv_run_segment3_segment3_closest(const int32_t *in, int32_t *out)
{
    fg_segment3 a, b;
    fg_scalar ta = FG_ZERO, tb = FG_ZERO;
    fg_vec3 pa = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO), pb = pa;
    fg_lines r;
    a.origin = tv_v3(in);
    a.delta = tv_v3(in + 3);
    b.origin = tv_v3(in + 6);
    b.delta = tv_v3(in + 9);
    r = fg_segment3_segment3_closest(&a, &b, &ta, &tb, &pa, &pb);
    out[0] = (int32_t)r;
    if (r != FG_LINES_REJECTED) {
        out[1] = fg_to_raw(ta);
        out[2] = fg_to_raw(tb);
        tv_out_v3(out + 3, pa);
        tv_out_v3(out + 6, pb);
    }
    if (fg_segment3_segment3_closest(&a, &b, NULL, NULL, NULL, NULL) != r) out[0] = TV_NULL_DIFFERS;
}

/* in: three planes (n d) -> out: r x y z (x y z = 0 unless FG_HIT) */
void tv_run_plane_plane_plane_intersect(const int32_t *in, int32_t *out)
{
    fg_plane a = tv_plane(in), b = tv_plane(in + 4), c = tv_plane(in + 8);
    fg_vec3 p = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_result r = fg_plane_plane_plane_intersect(&a, &b, &c, &p);
    out[0] = r;
    if (r == FG_HIT) tv_out_v3(out + 1, p);
    if (fg_plane_plane_plane_intersect(&a, &b, &c, NULL) != r) out[0] = TV_NULL_DIFFERS;
}
