/* SPDX-License-Identifier: MIT */
/* 2D segment pairs and convex polygons (derivations and bounds: DESIGN.md, last section).
 * Every edge vector, difference of two domain points, is below 2^30 raw per component, so
 * every cross or dot product of two of them is an exact wide below 2^61 raw. */
#include "fg_internal.h"
#include "fg_polygon.h"

/* ---------------------------------------------------------------- polygons */

static int32_t next_index(const fg_poly2 *p, int32_t i)
{
    int32_t j = i + 1;
    if (j >= p->count) {
        j = 0;
    }
    return j;
}

static FG_NOINLINE fg_vec2 edge_of(const fg_poly2 *p, int32_t i)
{
    return fg_vec2_sub(p->v[next_index(p, i)], p->v[i]);
}

/* cross(edge i, q - v[i]): > 0 when q is strictly on the inner (left) side of edge i. */
static FG_NOINLINE fg_wide edge_side(const fg_poly2 *p, int32_t i, fg_vec2 q)
{
    return fg_vec2_cross_wide(edge_of(p, i), fg_vec2_sub(q, p->v[i]));
}

/* The direction's half turn: 0 for angles in [0, pi), 1 for [pi, 2 pi). */
static bool upper_half(fg_vec2 e)
{
    return fg_gt(e.y, FG_ZERO) || (fg_eq(e.y, FG_ZERO) && fg_gt(e.x, FG_ZERO));
}

/* Left or straight turn from e to f (a zero edge or a reversal fails). */
/* dot(e, f) > 0, scalars in registers (no struct copies on the hot path that calls it) */
static FG_NOINLINE bool goes_ahead(fg_scalar ex, fg_scalar ey, fg_scalar fx, fg_scalar fy)
{
    return fg_wsign(fg_wadd(fg_wmul(ex, fx), fg_wmul(ey, fy))) > 0;
}

static FG_FORCE_INLINE bool turns_left(fg_vec2 e, fg_vec2 f)
{
    fg_wide l = fg_wmul(e.x, f.y), r = fg_wmul(e.y, f.x); /* cross(e, f) = l - r */
    return fg_wlt(r, l) || (!fg_wlt(l, r) && goes_ahead(e.x, e.y, f.x, f.y)); /* the rare straight case apart */
}

/* The exact domain test of every vertex, behind poly_valid's filter. */
static FG_NOINLINE bool poly_ood(const fg_poly2 *p)
{
    uint32_t ood = 0u;
    int32_t i;
    for (i = 0; i < p->count; i++) {
        ood |= fg_vec2_xood(p->v[i]);
    }
    return ood != 0u;
}

/* Valid (fg_polygon.h): with every turn in [0, pi) the edge directions wrap past angle 0
 * once per full circle, so exactly one wrap means convex and simple. One pass over the
 * edges, each formed once from the vertex kept from the step before (starting with the
 * turn into the closing edge; the set of turns is the same); the domain filter rides along.
 * The differences wrap (fg_sub) and are exact when every vertex is in the domain, which is
 * decided before true is returned. Few live values (the last edge's half turn is read again
 * from the edge), so the loop keeps them in registers. */
static FG_NOINLINE bool poly_valid(const fg_poly2 *p)
{
    uint32_t dmag;
    int32_t n, wraps = 0;
    const fg_vec2 *v, *end;
    fg_vec2 e, at;
    if ((p->v == NULL) || (p->count < 3) || (p->count > (int32_t)FG_POLY2_MAX)) {
        return false;
    }
    n = p->count;
    at = p->v[n - 1];
    e = fg_vec2_sub(at, p->v[n - 2]);
    dmag = fg_vec2_dmag(p->v[n - 2]);
    end = &p->v[n]; /* a pointer walk: no index beside it in the loop's registers */
    for (v = p->v; v != end; v++) {
        fg_vec2 f = fg_vec2_sub(*v, at);
        dmag |= fg_vec2_dmag(*v);
        if (!turns_left(e, f)) {
            return false;
        }
        if (upper_half(f) && !upper_half(e)) {
            wraps++;
        }
        e.x = f.x; /* field by field: -Os on Cortex-M0 turned the struct copy into memcpy */
        e.y = f.y;
        at.x = v->x;
        at.y = v->y;
    }
    return (wraps == 1) && (fg_domain_fast(dmag) || !poly_ood(p));
}

/* (qx, qy) on the inner side of or on every edge of a valid polygon: cross(v_i - q,
 * v_(i+1) - q) >= 0, each vertex offset once (q as two scalars: no copy through memory). */
static FG_FORCE_INLINE bool poly_holds(const fg_poly2 *p, fg_scalar qx, fg_scalar qy)
{
    const fg_vec2 *v, *end;
    fg_scalar gx, gy;
    if (p->count <= 0) { /* unchecked (FG_CHECK_DOMAIN 0): no edge, no read */
        return true;
    }
    end = &p->v[p->count];
    gx = fg_sub(p->v[p->count - 1].x, qx);
    gy = fg_sub(p->v[p->count - 1].y, qy);
    for (v = p->v; v != end; v++) {
        fg_scalar hx = fg_sub(v->x, qx), hy = fg_sub(v->y, qy);
        if (fg_wlt(fg_wmul(gx, hy), fg_wmul(gy, hx))) {
            return false;
        }
        gx = hx;
        gy = hy;
    }
    return true;
}

/* A polygon the caller must supply, valid (only checked with FG_CHECK_DOMAIN). */
static bool poly_bad(const fg_poly2 *p)
{
    return fg_missing(p) || ((FG_CHECK_DOMAIN != 0) && !poly_valid(p));
}

bool fg_poly2_in_domain(const fg_poly2 *poly)
{
    FG_ASSERT(poly != NULL);
    return (poly != NULL) && poly_valid(poly);
}

fg_result fg_poly2_contains_point(const fg_poly2 *poly, fg_vec2 p)
{
    if (fg_missing(poly) || ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(p) != 0u) || !poly_valid(poly)))) {
        return fg_reject("fg_poly2_contains_point");
    }
    return poly_holds(poly, p.x, p.y) ? FG_HIT : FG_MISS;
}

/* Does edge i of a have every vertex of b strictly outside it? The edge formed once;
 * each side as a compare of the cross product's two terms. */
static bool separates(const fg_poly2 *a, int32_t i, const fg_poly2 *b)
{
    fg_vec2 o = a->v[i], e = fg_vec2_sub(a->v[next_index(a, i)], o);
    int32_t j;
    for (j = 0; j < b->count; j++) {
        fg_vec2 d = fg_vec2_sub(b->v[j], o);
        if (!fg_wlt(fg_wmul(e.x, d.y), fg_wmul(e.y, d.x))) { /* cross(e, d) >= 0 */
            return false;
        }
    }
    return true;
}

static FG_NOINLINE bool any_separates(const fg_poly2 *a, const fg_poly2 *b)
{
    int32_t i;
    for (i = 0; i < a->count; i++) {
        if (separates(a, i, b)) {
            return true;
        }
    }
    return false;
}

fg_result fg_poly2_poly2_overlap(const fg_poly2 *a, const fg_poly2 *b)
{
    if (poly_bad(a) || poly_bad(b)) {
        return fg_reject("fg_poly2_poly2_overlap");
    }
    return (any_separates(a, b) || any_separates(b, a)) ? FG_MISS : FG_HIT;
}

/* ---------------------------------------------------------------- raycast */

/* A fraction num / den, den > 0. */
typedef struct {
    fg_wide num, den;
} frac2;

/* a < b, exact (products below 2^123 raw, formed in 128 bits) */
static FG_NOINLINE bool frac_lt(const frac2 *a, const frac2 *b)
{
    return fg_wcmp2(a->num, b->den, b->num, a->den) < 0;
}

/* The outward unit normal of edge i: (e.y, -e.x) / |e|. */
static FG_NOINLINE fg_vec2 edge_normal(const fg_poly2 *p, int32_t i)
{
    fg_vec2 e = edge_of(p, i);
    fg_scalar nx, ny, nz;
    fg_wunit3(fg_wide_from(e.y), fg_wide_from(fg_neg(e.x)), fg_wide_from(FG_ZERO), &nx, &ny, &nz);
    (void)nz;
    return fg_vec2_make(nx, ny);
}

/* Cyrus-Beck: the entry (largest entering fraction, from 0; *edge -1 when none) and exit
 * (smallest leaving fraction, from mt); false when some edge can never be satisfied. */
typedef struct {
    frac2 in, out;
    int32_t edge;
} clip2;

static FG_NOINLINE bool clip_edge(clip2 *c, const fg_poly2 *p, int32_t i, const fg_segment2 *seg)
{
    fg_vec2 e = edge_of(p, i); /* once for the gap and the rate (edge_side's gap) */
    fg_wide gap = fg_vec2_cross_wide(e, fg_vec2_sub(seg->origin, p->v[i])); /* >= 0: inner side */
    fg_wide rate = fg_vec2_cross_wide(e, seg->delta);
    frac2 f;
    int r = fg_wsign(rate);
    if (r > 0) {
        if (fg_wsign(gap) < 0) {
            f.num = fg_wneg(gap);
            f.den = rate;
            if (frac_lt(&c->in, &f)) {
                c->in.num = f.num; /* field by field: no memcpy on Cortex-M0 */
                c->in.den = f.den;
                c->edge = i;
            }
        }
    } else if (r < 0) {
        if (fg_wsign(gap) < 0) {
            return false;
        }
        f.num = gap;
        f.den = fg_wneg(rate);
        if (frac_lt(&f, &c->out)) {
            c->out.num = f.num;
            c->out.den = f.den;
        }
    } else if (fg_wsign(gap) < 0) {
        return false;
    } else {
        /* parallel, on the inner side: no constraint */
    }
    return true;
}

/* Squared distance of the origin to edge i's line, g^2 / |e|^2 (raw, g = gap > 0), as
 * R = round(g^2 / |e|^2) and the exact remainder g^2 - R |e|^2 (|rem| <= |e|^2 / 2). */
typedef struct {
    fg_wide r, rem, nn;
} dist2;

static FG_NOINLINE void dist_of(dist2 *d, const fg_poly2 *p, int32_t i, fg_vec2 o)
{
    fg_wide g = edge_side(p, i, o);
    fg_vec2 e = edge_of(p, i);
    fg_xwide g2 = fg_xmul(g, g), nnx, rem;
    d->nn = fg_vec2_dot_wide(e, e);
    nnx = fg_xwide_from(d->nn);
    d->r = fg_xratiow(&g2, &nnx); /* <= the squared diameter: never saturates */
    rem = fg_xsub(g2, fg_xmul(d->r, d->nn));
    d->rem = fg_xdivw(&rem, fg_wmul(FG_LSB, FG_LSB)); /* the raw integer, exactly */
}

/* *r = a b - c d, exact; out of line to keep the caller's frame small (Cortex-M0) */
static FG_NOINLINE void xdiff(fg_wide a, fg_wide b, fg_wide c, fg_wide d, fg_xwide *r)
{
    *r = fg_xsub(fg_xmul(a, b), fg_xmul(c, d));
}

/* a nearer than b: ga^2 / na < gb^2 / nb. With dr = Ra - Rb that is dr + rema / na -
 * remb / nb < 0, where each remainder term lies in [-1/2, 1/2]: |dr| >= 2 decides alone,
 * else the sign of dr na nb + rema nb - remb na (each product below 2^122 raw), exact. */
static FG_NOINLINE bool dist_lt(const dist2 *a, const dist2 *b)
{
    fg_wide one = fg_wmul(FG_LSB, FG_LSB); /* 1 raw */
    fg_wide two = fg_wadd(one, one);
    fg_wide dr = fg_wsub(a->r, b->r);
    fg_xwide s;
    if (!fg_wlt(dr, two) || !fg_wlt(fg_wneg(two), dr)) { /* |dr| >= 2 */
        return fg_wsign(dr) < 0;
    }
    xdiff(a->rem, b->nn, b->rem, a->nn, &s);
    if (fg_wsign(dr) != 0) {
        fg_xwide nn;
        xdiff(a->nn, b->nn, fg_wide_from(FG_ZERO), fg_wide_from(FG_ZERO), &nn);
        s = (fg_wsign(dr) > 0) ? fg_xadd(s, nn) : fg_xsub(s, nn);
    }
    return fg_xsign(s) < 0;
}

/* The edge nearest to o, strictly inside (ties: the lower index). */
static FG_NOINLINE int32_t nearest_edge(const fg_poly2 *p, fg_vec2 o)
{
    dist2 best, cur;
    int32_t i, k = 0;
    dist_of(&best, p, 0, o);
    for (i = 1; i < p->count; i++) {
        dist_of(&cur, p, i, o);
        if (dist_lt(&cur, &best)) {
            best.r = cur.r; /* field by field: no memcpy on Cortex-M0 */
            best.rem = cur.rem;
            best.nn = cur.nn;
            k = i;
        }
    }
    return k;
}

/* The origin on or inside the polygon (entry 0): started inside, a touch moving inward
 * across every edge through the origin (the first such edge's normal), or a miss. */
static FG_NOINLINE fg_result start_on(const fg_segment2 *seg, const fg_poly2 *p, fg_hit2 *hit)
{
    int32_t i, first = -1;
    for (i = 0; i < p->count; i++) {
        if (fg_wsign(edge_side(p, i, seg->origin)) == 0) {
            if (fg_wsign(fg_vec2_cross_wide(edge_of(p, i), seg->delta)) <= 0) {
                return FG_MISS; /* away from or along this edge */
            }
            if (first < 0) {
                first = i;
            }
        }
    }
    if (hit != NULL) {
        bool inside = first < 0;
        fg_vec2 n = edge_normal(p, inside ? nearest_edge(p, seg->origin) : first);
        fg_hit2_put(hit, FG_ZERO, seg->origin, n, inside);
    }
    return FG_HIT;
}

static FG_NOINLINE void enter_at(const fg_segment2 *seg, const fg_poly2 *p, const clip2 *c, fg_hit2 *hit)
{
    fg_wratio r; /* one 64-bit quotient for t and the point */
    fg_vec2 pt;
    fg_scalar t;
    fg_wratio_init(&r, c->in.num, c->in.den);
    t = fg_wratio_t(&r);
    pt.x = fg_wratio_lerp(&r, seg->origin.x, seg->delta.x);
    pt.y = fg_wratio_lerp(&r, seg->origin.y, seg->delta.y);
    fg_hit2_put(hit, t, pt, edge_normal(p, c->edge), false);
}

fg_result fg_segment2_poly2_raycast(const fg_segment2 *seg, const fg_poly2 *poly, fg_scalar max_t, fg_hit2 *hit)
{
    clip2 c;
    int32_t i;
    if (fg_missing(seg) || poly_bad(poly) || ((FG_CHECK_DOMAIN != 0) && (fg_segment2_ood(seg) != 0u))) {
        return fg_reject("fg_segment2_poly2_raycast");
    }
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    c.in.num = fg_wide_from(FG_ZERO);
    c.in.den = fg_wide_from(FG_ONE);
    c.out.num = fg_wide_from(fg_min(max_t, FG_ONE));
    c.out.den = fg_wide_from(FG_ONE);
    c.edge = -1;
    for (i = 0; i < poly->count; i++) {
        if (!clip_edge(&c, poly, i, seg)) {
            return FG_MISS;
        }
    }
    if (frac_lt(&c.out, &c.in)) {
        return FG_MISS;
    }
    if (c.edge < 0) {
        return start_on(seg, poly, hit);
    }
    if (hit != NULL) {
        enter_at(seg, poly, &c, hit);
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- segment pairs */

/* o + d * num / den for 0 <= num <= den (den > 0), with the fraction: one 64-bit quotient
 * (fg_wratio, the core's bits). */
static FG_NOINLINE void put_at(const fg_segment2 *s, fg_wide num, fg_wide den, fg_scalar *t, fg_vec2 *point)
{
    fg_wratio r;
    fg_wratio_init(&r, num, den);
    if (t != NULL) {
        *t = fg_wratio_t(&r);
    }
    if (point != NULL) {
        point->x = fg_wratio_lerp(&r, s->origin.x, s->delta.x);
        point->y = fg_wratio_lerp(&r, s->origin.y, s->delta.y);
    }
}

static FG_NOINLINE fg_scalar frac_of(fg_wide num, fg_wide den)
{
    fg_wfrac r;
    fg_wfrac_init(&r, den);
    return fg_wfrac_lerp(&r, FG_ZERO, FG_ONE, num);
}

/* 0 <= num <= den, den > 0 */
static bool in_unit(fg_wide num, fg_wide den)
{
    return !fg_wlt(num, fg_wide_from(FG_ZERO)) && fg_wle(num, den); /* a sign test, not fg_wsign's -1/0/1 */
}

/* s, t and o + d s of crossing segments (0 <= sn, tn <= den) through one reciprocal of den
 * and one quotient digit each (fg_wtop); each output rounded once. */
static FG_FORCE_INLINE void cross_put(const fg_segment2 *s, fg_wide sn, fg_wide tn, fg_wide den, fg_scalar *ta,
                                      fg_scalar *tb, fg_vec2 *point)
{
    fg_wtop fs;
    fg_scalar s_out, t_out;
    fg_wtop_init2(&fs, &s_out, &t_out, sn, tn, den);
    if (ta != NULL) {
        *ta = s_out;
    }
    if (tb != NULL) {
        *tb = t_out;
    }
    if (point != NULL) {
        point->x = fg_wtop_lerp(&fs, s->origin.x, s->delta.x);
        point->y = fg_wtop_lerp(&fs, s->origin.y, s->delta.y);
    }
}

/* The lines cross (den = cross(da, db) != 0): s = cross(w, db) / den, t = cross(w, da) / den. */
static FG_NOINLINE fg_segs2 crossing(const fg_segment2 *a, const fg_segment2 *b, fg_wide cross_ab, fg_scalar *ta,
                                     fg_scalar *tb, fg_vec2 *point)
{
    fg_vec2 w = fg_vec2_sub(b->origin, a->origin);
    fg_wide sn = fg_vec2_cross_wide(w, b->delta);
    fg_wide tn = fg_vec2_cross_wide(w, a->delta);
    fg_wide den = cross_ab;
    if (fg_wlt(den, fg_wide_from(FG_ZERO))) {
        den = fg_wneg(den);
        sn = fg_wneg(sn);
        tn = fg_wneg(tn);
    }
    if (!in_unit(sn, den) || !in_unit(tn, den)) {
        return FG_SEGS_DISJOINT;
    }
    cross_put(a, sn, tn, den, ta, tb, point);
    return FG_SEGS_POINT;
}

/* Is point q on segment s (a nonzero delta)? Then *num / *den is its fraction. */
static FG_NOINLINE bool on_segment(const fg_segment2 *s, fg_vec2 q, fg_wide *num, fg_wide *den)
{
    fg_vec2 w = fg_vec2_sub(q, s->origin);
    *num = fg_vec2_dot_wide(w, s->delta);
    *den = fg_vec2_dot_wide(s->delta, s->delta);
    return (fg_wsign(fg_vec2_cross_wide(s->delta, w)) == 0) && in_unit(*num, *den);
}

static bool is_zero2(fg_vec2 v) { return fg_eq(v.x, FG_ZERO) && fg_eq(v.y, FG_ZERO); }

/* At least one zero delta: a point on the other segment, or nothing. */
static FG_NOINLINE fg_segs2 point_pair(const fg_segment2 *a, const fg_segment2 *b, fg_scalar *ta, fg_scalar *tb,
                                       fg_vec2 *point)
{
    fg_wide num, den;
    fg_scalar fa = FG_ZERO, fb = FG_ZERO;
    fg_vec2 q;
    if (is_zero2(a->delta)) {
        q = a->origin;
        if (is_zero2(b->delta)) {
            if (!fg_eq(q.x, b->origin.x) || !fg_eq(q.y, b->origin.y)) {
                return FG_SEGS_DISJOINT;
            }
        } else if (on_segment(b, q, &num, &den)) {
            fb = frac_of(num, den);
        } else {
            return FG_SEGS_DISJOINT;
        }
    } else {
        q = b->origin;
        if (!on_segment(a, q, &num, &den)) {
            return FG_SEGS_DISJOINT;
        }
        fa = frac_of(num, den);
    }
    if (ta != NULL) {
        *ta = fa;
    }
    if (tb != NULL) {
        *tb = fb;
    }
    if (point != NULL) {
        *point = q;
    }
    return FG_SEGS_POINT;
}

/* Parallel nonzero segments: collinear pieces as fractions of a, common denominator |da|^2. */
static FG_NOINLINE fg_segs2 parallel_pair(const fg_segment2 *a, const fg_segment2 *b, fg_scalar *ta,
                                          fg_scalar *tb, fg_vec2 *point)
{
    fg_vec2 w = fg_vec2_sub(b->origin, a->origin);
    fg_wide la = fg_vec2_dot_wide(a->delta, a->delta);
    fg_wide n0, n1, lo, hi;
    if (fg_wsign(fg_vec2_cross_wide(a->delta, w)) != 0) {
        return FG_SEGS_PARALLEL;
    }
    n0 = fg_vec2_dot_wide(w, a->delta);
    n1 = fg_vec2_dot_wide(fg_vec2_sub(fg_vec2_add(b->origin, b->delta), a->origin), a->delta);
    lo = fg_wlt(n0, n1) ? n0 : n1;
    hi = fg_wlt(n0, n1) ? n1 : n0;
    if (fg_wsign(lo) < 0) {
        lo = fg_wide_from(FG_ZERO);
    }
    if (fg_wlt(la, hi)) {
        hi = la;
    }
    if (fg_wlt(hi, lo)) {
        return FG_SEGS_PARALLEL;
    }
    if (!fg_wlt(lo, hi)) { /* one point: an end of a on an end of b */
        if (ta != NULL) {
            *ta = (fg_wsign(lo) == 0) ? FG_ZERO : FG_ONE;
        }
        if (tb != NULL) {
            *tb = (!fg_wlt(n0, lo) && !fg_wlt(lo, n0)) ? FG_ZERO : FG_ONE;
        }
        if (point != NULL) {
            *point = (fg_wsign(lo) == 0) ? a->origin : fg_vec2_add(a->origin, a->delta);
        }
        return FG_SEGS_POINT;
    }
    put_at(a, lo, la, ta, point);
    if (tb != NULL) {
        *tb = frac_of(hi, la);
    }
    return FG_SEGS_OVERLAP;
}

fg_segs2 fg_segment2_segment2_intersect(const fg_segment2 *a, const fg_segment2 *b, fg_scalar *ta, fg_scalar *tb,
                                        fg_vec2 *point)
{
    fg_wide den;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_segment2_ood(a) | fg_segment2_ood(b)) != 0u))) {
        FG_ON_REJECT("fg_segment2_segment2_intersect");
        return FG_SEGS_REJECTED;
    }
    den = fg_vec2_cross_wide(a->delta, b->delta);
    /* two sign tests, not fg_wsign's -1/0/1 */
    if (fg_wlt(den, fg_wide_from(FG_ZERO)) || fg_wlt(fg_wide_from(FG_ZERO), den)) {
        return crossing(a, b, den, ta, tb, point);
    }
    if (is_zero2(a->delta) || is_zero2(b->delta)) {
        return point_pair(a, b, ta, tb, point);
    }
    return parallel_pair(a, b, ta, tb, point);
}
