/* SPDX-License-Identifier: MIT */
/* Adapters: 2D segment pairs and convex polygons (tests/gen/sets_poly2d.py). A polygon is
 * read from the row as a count and up to 16 vertex slots; a count beyond the slots is only
 * passed on when the library must reject it unread (more than FG_POLY2_MAX). */
#include "tv.h"

enum { SLOTS = 16 };

/* count at r[0], vertices from r[1]; v is filled from the row (2 * avail raws) */
static fg_poly2 read_poly(const int32_t *r, int32_t avail, fg_vec2 *v)
{
    fg_poly2 p;
    int32_t i, n = r[0];
    for (i = 0; (i < n) && (i < avail); i++) {
        v[i] = tv_v2(r + 1 + (2 * i));
    }
    p.v = v;
    p.count = ((n > avail) && (n <= (int32_t)FG_POLY2_MAX)) ? (int32_t)FG_POLY2_MAX + 1 : n;
    return p;
}

/* in: a (origin, delta), b; out: the fg_segs2, ta, tb, point; 99 when a NULL-output call
 * disagrees. */
void tv_run_segment2_segment2_intersect(const int32_t *in, int32_t *out)
{
    fg_segment2 a = tv_seg2(in), b = tv_seg2(in + 4);
    fg_scalar ta = FG_ZERO, tb = FG_ZERO;
    fg_vec2 p = fg_vec2_make(FG_ZERO, FG_ZERO);
    fg_segs2 r = fg_segment2_segment2_intersect(&a, &b, &ta, &tb, &p);
    out[0] = (int32_t)r;
    if ((r == FG_SEGS_POINT) || (r == FG_SEGS_OVERLAP)) {
        out[1] = fg_to_raw(ta);
        out[2] = fg_to_raw(tb);
        tv_out_v2(out + 3, p);
    }
    if (fg_segment2_segment2_intersect(&a, &b, NULL, NULL, NULL) != r) out[0] = 99;
}

/* in: p, count, vertices; out: the fg_result */
void tv_run_poly2_contains_point(const int32_t *in, int32_t *out)
{
    fg_vec2 v[SLOTS];
    fg_poly2 poly = read_poly(in + 2, SLOTS, v);
    out[0] = (int32_t)fg_poly2_contains_point(&poly, tv_v2(in));
    if ((out[0] != FG_REJECTED) != fg_poly2_in_domain(&poly) && fg_vec2_in_domain(tv_v2(in))) out[0] = 99;
}

/* in: origin, delta, max_t, count, vertices; out: the hit record */
void tv_run_segment2_poly2_raycast(const int32_t *in, int32_t *out)
{
    fg_vec2 v[SLOTS];
    fg_segment2 seg = tv_seg2(in);
    fg_poly2 poly = read_poly(in + 5, SLOTS, v);
    fg_hit2 hit = {0};
    fg_result r = fg_segment2_poly2_raycast(&seg, &poly, fg_from_raw(in[4]), &hit);
    tv_put_hit2(out, r, &hit);
    if (fg_segment2_poly2_raycast(&seg, &poly, fg_from_raw(in[4]), NULL) != r) out[0] = 99;
}

/* in: count_a, count_b, a's vertices then b's (31 slots in all); out: the fg_result */
void tv_run_poly2_poly2_overlap(const int32_t *in, int32_t *out)
{
    fg_vec2 va[SLOTS], vb[SLOTS];
    int32_t row_a[1 + (2 * SLOTS)], row_b[1 + (2 * SLOTS)];
    int32_t ka = ((in[0] >= 0) && (in[0] <= SLOTS)) ? in[0] : 0, i;
    fg_poly2 a, b;
    fg_result r;
    row_a[0] = in[0];
    row_b[0] = in[1];
    for (i = 0; i < 2 * SLOTS; i++) {
        row_a[1 + i] = (i < 2 * ka) ? in[2 + i] : 0;
        row_b[1 + i] = ((2 + (2 * ka) + i) < 64) ? in[2 + (2 * ka) + i] : 0;
    }
    a = read_poly(row_a, SLOTS, va);
    b = read_poly(row_b, (31 - ka < SLOTS) ? 31 - ka : SLOTS, vb);
    r = fg_poly2_poly2_overlap(&a, &b);
    out[0] = (int32_t)r;
    if (fg_poly2_poly2_overlap(&b, &a) != r) out[0] = 98; /* symmetric */
}
