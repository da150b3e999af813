/* SPDX-License-Identifier: MIT */
/* 2D lines, closest points of segments, segment pairs, three planes (derivations and
 * bounds: DESIGN.md section 5). */
#include "fg_internal.h"

/* a1*b2 - a2*b1, exact (degree 2: below 2^61 raw in the domain). */
static fg_wide wdet2(fg_scalar a1, fg_scalar a2, fg_scalar b1, fg_scalar b2)
{
    return fg_vec2_cross_wide(fg_vec2_make(a1, a2), fg_vec2_make(b1, b2));
}

/* Shared with fg_plane.c (fg_internal.h). */
fg_scalar fg_lerp_frac(fg_scalar o, fg_scalar d, fg_wide num, fg_wide den)
{
    fg_wfrac r;
    fg_wfrac_init(&r, den);
    return fg_wfrac_lerp(&r, o, d, num);
}

/* nx / den and ny / den rounded once each (0.5 LSB) through one reciprocal. den != 0. */
static void wratio2(fg_wide nx, fg_wide ny, fg_wide den, fg_vec2 *q)
{
    fg_wfrac r;
    fg_wfrac_init(&r, den);
    q->x = fg_wfrac_q16(&r, nx);
    q->y = fg_wfrac_q16(&r, ny);
}

/* d.(p - o) and d.d, exact (out of line on ARMv6-M: the products' registers stay off the
 * public function's frame). */
static FG_V6M_SPLIT void seg_dots3(const fg_segment3 *seg, const fg_vec3 *p, fg_wide *num, fg_wide *dd)
{
    *dd = fg_vec3_dot_wide(seg->delta, seg->delta);
    *num = fg_vec3_dot_wide(seg->delta, fg_vec3_sub(*p, seg->origin));
}

/* o + d num / den per component and t = num / den (when asked), 0 < num < den, through one
 * 64-bit quotient (fg_wratio; out of line on ARMv6-M: it stays off the public functions'
 * frames). */
static FG_V6M_SPLIT void seg_point3(fg_vec3 *q, fg_scalar *t, const fg_vec3 *o, const fg_vec3 *d, fg_wide num,
                                   fg_wide den)
{
    fg_wratio r;
    fg_wratio_init_inside(&r, num, den);
    if (t != NULL) {
        *t = fg_wratio_t(&r);
    }
    *q = fg_vec3_make(fg_wratio_lerp(&r, o->x, d->x), fg_wratio_lerp(&r, o->y, d->y), fg_wratio_lerp(&r, o->z, d->z));
}
static FG_V6M_SPLIT void seg_point2(fg_vec2 *q, fg_scalar *t, const fg_vec2 *o, const fg_vec2 *d, fg_wide num,
                                    fg_wide den)
{
    fg_wratio r;
    fg_wratio_init_inside(&r, num, den);
    if (t != NULL) {
        *t = fg_wratio_t(&r);
    }
    *q = fg_vec2_make(fg_wratio_lerp(&r, o->x, d->x), fg_wratio_lerp(&r, o->y, d->y));
}

/* ---------------------------------------------------------------- A.1 */

fg_result fg_line2_closest_point(const fg_line2 *line, fg_vec2 p, fg_vec2 *closest)
{
    fg_vec2 n;
    fg_wide nn, r;
    fg_wlerp t;
    if (fg_missing(line) ||
        ((FG_CHECK_DOMAIN != 0) && !fg_domain_fast(fg_vec2_dmag(line->n) | fg_domain_mag(line->d) | fg_vec2_dmag(p)) &&
         ((fg_vec2_ood(line->n) | fg_out_of_domain(line->d) | fg_vec2_ood(p)) != 0u))) { /* one filter first */
        return fg_reject("fg_line2_closest_point");
    }
    n = line->n;
    nn = fg_vec2_dot_wide(n, n);
    if ((nn == 0) || (closest == NULL)) {
        if (closest != NULL) {
            *closest = p;
        }
        return FG_OK;
    }
    /* q = p + n * r / nn with r = d - n.p: the same exact fraction as a segment point */
    r = fg_wsub(fg_wide_from(line->d), fg_vec2_dot_wide(n, p));
    fg_wlerp_init(&t, r, nn);
    *closest = fg_vec2_make(fg_wlerp_at(&t, p.x, n.x), fg_wlerp_at(&t, p.y, n.y));
    return FG_OK;
}

/* ---------------------------------------------------------------- A.2 */

/* A projection outside the segment's interior (not 0 < num < den, den = delta.delta):
 * t = 0 when num <= 0 (also a zero-length segment), else t = 1; true at the origin. */
static bool seg_clamped_to_origin(fg_wide num, fg_scalar *t)
{
    bool origin = (num <= 0);
    if (t != NULL) {
        *t = origin ? FG_ZERO : FG_ONE;
    }
    return origin;
}

fg_result fg_segment2_closest_point(const fg_segment2 *seg, fg_vec2 p, fg_vec2 *closest, fg_scalar *t)
{
    fg_vec2 q;
    fg_wide dd, num;
    if (fg_missing(seg) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_segment2_ood(seg) | fg_vec2_ood(p)) != 0u))) {
        return fg_reject("fg_segment2_closest_point");
    }
    dd = fg_vec2_dot_wide(seg->delta, seg->delta);
    num = fg_vec2_dot_wide(seg->delta, fg_vec2_sub(p, seg->origin));
    if ((num > 0) && (num < dd)) { /* inside first: the hits' branch */
        seg_point2(&q, t, &seg->origin, &seg->delta, num, dd);
    } else if (seg_clamped_to_origin(num, t)) {
        q = seg->origin;
    } else {
        q = fg_vec2_add(seg->origin, seg->delta);
    }
    if (closest != NULL) {
        *closest = q;
    }
    return FG_OK;
}

fg_result fg_segment3_closest_point(const fg_segment3 *seg, fg_vec3 p, fg_vec3 *closest, fg_scalar *t)
{
    fg_vec3 q;
    fg_wide dd, num;
    if (fg_missing(seg) ||
        ((FG_CHECK_DOMAIN != 0) &&
         !fg_domain_fast(fg_vec3_dmag(seg->origin) | fg_vec3_dmag(fg_vec3_add(seg->origin, seg->delta)) |
                         fg_vec3_dmag(p)) &&
         ((fg_segment3_ood(seg) | fg_vec3_ood(p)) != 0u))) { /* one filter over both inputs first */
        return fg_reject("fg_segment3_closest_point");
    }
    seg_dots3(seg, &p, &num, &dd);
    if ((num > 0) && (num < dd)) { /* inside first: the hits' branch */
        seg_point3(&q, t, &seg->origin, &seg->delta, num, dd);
    } else if (seg_clamped_to_origin(num, t)) {
        q = seg->origin;
    } else {
        q = fg_vec3_add(seg->origin, seg->delta);
    }
    if (closest != NULL) {
        *closest = q;
    }
    return FG_OK;
}

/* ---------------------------------------------------------------- A.7 */

fg_lines fg_line2_line2_intersect(const fg_line2 *a, const fg_line2 *b, fg_vec2 *point)
{
    fg_wide det, nx, ny;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_vec2_ood(a->n) | fg_out_of_domain(a->d) | fg_vec2_ood(b->n) | fg_out_of_domain(b->d)) != 0u))) {
        return fg_reject_lines("fg_line2_line2_intersect");
    }
    det = wdet2(a->n.x, b->n.x, a->n.y, b->n.y);
    /* Cramer numerators; with det == 0 they are the other two 2x2 minors of [n | d] */
    nx = wdet2(a->d, b->d, a->n.y, b->n.y);
    ny = wdet2(a->n.x, b->n.x, a->d, b->d);
    if (det != 0) {
        if (point != NULL) {
            wratio2(nx, ny, det, point);
        }
        return FG_LINES_POINT;
    }
    /* rank of [n | d] decides between no solution and infinitely many */
    if ((a->n.x == 0) && (a->n.y == 0) && (b->n.x == 0) && (b->n.y == 0)) {
        return ((a->d == 0) && (b->d == 0)) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    }
    return ((nx == 0) && (ny == 0)) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
}

/* ---------------------------------------------------------------- A.8 */

/* The exact dot products of Ericson 5.1.9 with r = p1 - p2 = -w: a = aa, e = ee, b = bb,
 * c = -dw1, f = -dw2 (degree 2, wides). */
typedef struct {
    fg_wide aa, ee, bb, dw1, dw2;
} ericson_t;

/* A segment parameter as an exact fraction num/den, den > 0 (degree 2). den == 0 marks
 * the degree-4 fraction of two skew lines' closest points, recomputed where needed. */
typedef struct {
    fg_wide num, den;
} seg_t;

static void set_ratio(seg_t *r, fg_wide num, fg_wide den)
{
    r->num = num;
    r->den = den;
}

/* r = clamp(num/den, 0, 1), den > 0 */
static void set_clamped(seg_t *r, fg_wide num, fg_wide den)
{
    if (num <= 0) {
        set_ratio(r, 0, 1);
    } else if (num >= den) {
        set_ratio(r, 1, 1);
    } else {
        set_ratio(r, num, den);
    }
}

/* s = (b f - c e) / (a e - b^2) (which == 0) or t = (a f - b c) / (a e - b^2) (which == 1)
 * as exact degree-4 fractions. */
static FG_NOINLINE void xdet2(fg_wide a, fg_wide b, fg_wide c, fg_wide d, fg_xwide *r)
{
    *r = fg_xsub(fg_xmul(a, b), fg_xmul(c, d));
}

static void deg4(const ericson_t *q, int which, fg_xwide *num, fg_xwide *den)
{
    xdet2(q->aa, q->ee, q->bb, q->bb, den);
    if (which == 0) {
        xdet2(q->dw1, q->ee, q->bb, q->dw2, num);
    } else {
        xdet2(q->bb, q->dw1, q->aa, q->dw2, num);
    }
}

/* Where the degree-4 fraction lies: -1 below 0, +1 above 1, 0 in [0, 1]. Exact: each
 * side is the sign of a difference of two products of wides: num - den factors as
 * (dw1 - aa) ee - bb (dw2 - bb) for s, bb (dw1 + bb) - aa (dw2 + ee) for t (the sums stay
 * below 2^63 in the domain). */
static FG_NOINLINE int deg4_side(const ericson_t *q, int which)
{
    int above;
    if (which == 0) {
        if (fg_wcmp2(q->dw1, q->ee, q->bb, q->dw2) < 0) {
            return -1;
        }
        above = fg_wcmp2(fg_wsub(q->dw1, q->aa), q->ee, q->bb, fg_wsub(q->dw2, q->bb));
    } else {
        if (fg_wcmp2(q->bb, q->dw1, q->aa, q->dw2) < 0) {
            return -1;
        }
        above = fg_wcmp2(q->bb, fg_wadd(q->dw1, q->bb), q->aa, fg_wadd(q->dw2, q->ee));
    }
    return (above > 0) ? 1 : 0;
}

/* t4 * (d / 4) rounded once, for a wide t4 (d / 4 is exact as a wide). */
static FG_NOINLINE fg_scalar wscale4(fg_wide t4, fg_scalar d)
{
    return fg_xwide_to(fg_xmul(t4, fg_wmul(d, FG_C(0.25))));
}

/* The degree-4 parameter of skew lines and its point o + t*d. */
static FG_NOINLINE void put_deg4(const ericson_t *q, int which, const fg_vec3 *o, const fg_vec3 *d, fg_scalar *t,
                                   fg_vec3 *p)
{
    fg_xwide num, den;
    fg_wide tw;
    deg4(q, which, &num, &den);
    if (t != NULL) {
        *t = fg_xratio(&num, &den);
    }
    if (p == NULL) {
        return;
    }
    /* degree-5 numerators would not fit: carry 4t to 2^-33 instead (0 <= num <= den below
     * 2^124 raw, so 4 num fits): t to 2^-35, 1/32 LSB on a 16384-unit delta */
    num = fg_xadd(num, num);
    num = fg_xadd(num, num);
    tw = fg_xratiow(&num, &den);
    p->x = fg_add(o->x, wscale4(tw, d->x));
    p->y = fg_add(o->y, wscale4(tw, d->y));
    p->z = fg_add(o->z, wscale4(tw, d->z));
}

/* Writes the parameter and the point o + t*d. */
static FG_NOINLINE void put_result(const seg_t *r, const ericson_t *q, int which, const fg_vec3 *o,
                                     const fg_vec3 *d, fg_scalar *t, fg_vec3 *p)
{
    if (r->den == 0) {
        put_deg4(q, which, o, d, t, p);
        return;
    }
    if ((r->num == 0) || (r->num == r->den)) { /* an end (a clamped parameter): exact */
        bool end = (r->num != 0);
        if (t != NULL) {
            *t = end ? FG_ONE : FG_ZERO;
        }
        if (p != NULL) {
            *p = end ? fg_vec3_add(*o, *d) : *o;
        }
        return;
    }
    fg_wratio rd; /* one 64-bit quotient for t and the point */
    fg_wratio_init(&rd, r->num, r->den);
    if (t != NULL) {
        *t = fg_wratio_t(&rd);
    }
    if (p != NULL) {
        p->x = fg_wratio_lerp(&rd, o->x, d->x);
        p->y = fg_wratio_lerp(&rd, o->y, d->y);
        p->z = fg_wratio_lerp(&rd, o->z, d->z);
    }
}

/* Component k of u x v as an exact wide. */
static FG_NOINLINE fg_wide wcross_k(const fg_vec3 *u, const fg_vec3 *v, int k)
{
    if (k == 0) {
        return wdet2(u->y, v->y, u->z, v->z);
    }
    if (k == 1) {
        return wdet2(u->z, v->z, u->x, v->x);
    }
    return wdet2(u->x, v->x, u->y, v->y);
}

static bool wcross_zero(const fg_vec3 *u, const fg_vec3 *v)
{
    return (wcross_k(u, v, 0) == 0) && (wcross_k(u, v, 1) == 0) && (wcross_k(u, v, 2) == 0);
}

/* The sign of u . c for a wide vector c, exact (out of line: the 128-bit sum stays off
 * the caller's Cortex-M0 frame). */
static FG_NOINLINE int wdot_sign(const fg_vec3 *u, const fg_wide c[3])
{
    return fg_xsign(fg_xdot3ws(c[0], u->x, c[1], u->y, c[2], u->z));
}

/* Relation of the lines of a and b (see the header). */
static FG_NOINLINE fg_lines classify_lines(const fg_segment3 *a, const fg_segment3 *b)
{
    const fg_vec3 *d1 = &a->delta, *d2 = &b->delta;
    fg_vec3 wv = fg_vec3_sub(b->origin, a->origin);
    const fg_vec3 *w = &wv;
    fg_wide c[3]; /* d1 x d2, once for the parallel test and the triple product */
    c[0] = wcross_k(d1, d2, 0);
    c[1] = wcross_k(d1, d2, 1);
    c[2] = wcross_k(d1, d2, 2);
    if ((c[0] == 0) && (c[1] == 0) && (c[2] == 0)) {
        /* parallel: the same line when b's origin lies on a's line (or a's on b's) */
        if (fg_vec3_is_zero(*d1) && fg_vec3_is_zero(*d2)) {
            return fg_vec3_is_zero(*w) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
        }
        return (wcross_zero(w, d1) && wcross_zero(w, d2)) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    }
    return (wdot_sign(w, c) == 0) ? FG_LINES_POINT : FG_LINES_SKEW; /* w . (d1 x d2) */
}

/* For crossing lines the parameters are also degree-2 fractions: s (d1 x d2) = w x d2 and
 * t (d1 x d2) = w x d1, read on the component k where d1 x d2 is largest. */
static FG_NOINLINE void crossing_params(const fg_segment3 *a, const fg_segment3 *b, seg_t *s, seg_t *t)
{
    const fg_vec3 *d1 = &a->delta, *d2 = &b->delta;
    fg_vec3 w = fg_vec3_sub(b->origin, a->origin);
    fg_wide n, best = 0;
    int k = 0, i;
    for (i = 0; i < 3; i++) {
        fg_wide an;
        n = wcross_k(d1, d2, i);
        an = fg_wabs(n);
        if (an > best) {
            best = an;
            k = i;
        }
    }
    n = wcross_k(d1, d2, k);
    set_ratio(s, wcross_k(&w, d2, k), n);
    set_ratio(t, wcross_k(&w, d1, k), n);
}

static FG_NOINLINE void ericson_init(ericson_t *q, const fg_segment3 *a, const fg_segment3 *b)
{
    fg_vec3 w = fg_vec3_sub(b->origin, a->origin);
    q->aa = fg_vec3_dot_wide(a->delta, a->delta);
    q->ee = fg_vec3_dot_wide(b->delta, b->delta);
    q->bb = fg_vec3_dot_wide(a->delta, b->delta);
    q->dw1 = fg_vec3_dot_wide(a->delta, w);
    q->dw2 = fg_vec3_dot_wide(b->delta, w);
}

/* Ericson's clamp-and-recompute with every decision taken on exact values. */
static FG_NOINLINE void closest_params(const ericson_t *q, fg_lines cls, seg_t *s, seg_t *t)
{
    int side;
    set_ratio(s, 0, 1);
    set_ratio(t, 0, 1);
    if (q->aa == 0) {
        /* a is a point: s = 0, t = its clamped projection on b (0 when b is a point too) */
        if (q->ee != 0) {
            set_clamped(t, fg_wneg(q->dw2), q->ee);
        }
        return;
    }
    if (q->ee == 0) {
        set_clamped(s, q->dw1, q->aa); /* b is a point */
        return;
    }
    /* parallel: s = 0, the documented smallest-s choice; else s = sN / den clamped */
    side = ((cls == FG_LINES_PARALLEL) || (cls == FG_LINES_COINCIDENT)) ? -1 : deg4_side(q, 0);
    if (side == 0) {
        /* s inside: t = (b s + f) / e = tN / den, the same denominator */
        side = deg4_side(q, 1);
        if (side == 0) {
            set_ratio(s, 0, 0); /* both inside: the lines' own closest points */
            set_ratio(t, 0, 0);
            return;
        }
    } else {
        fg_wide tnum;
        if (side > 0) {
            set_ratio(s, 1, 1);
        }
        tnum = (side < 0) ? fg_wneg(q->dw2) : fg_wsub(q->bb, q->dw2); /* b s + f for s = 0, 1 */
        if (tnum < 0) {
            side = -1;
        } else if (tnum > q->ee) {
            side = 1;
        } else {
            side = 0;
        }
        if (side == 0) {
            set_ratio(t, tnum, q->ee);
            return;
        }
    }
    /* t left [0, 1]: clamp it, s = clamp((b t - c) / a) */
    if (side < 0) {
        set_ratio(t, 0, 1);
        set_clamped(s, q->dw1, q->aa);
    } else {
        set_ratio(t, 1, 1);
        set_clamped(s, fg_wadd(q->bb, q->dw1), q->aa);
    }
}

/* A NULL or an end outside the domain (out of line: keeps the segments' ends out of the
 * caller's frame). */
static FG_NOINLINE bool pair_bad(const fg_segment3 *a, const fg_segment3 *b)
{
    return fg_missing(a) || fg_missing(b) || ((FG_CHECK_DOMAIN != 0) && ((fg_segment3_ood(a) | fg_segment3_ood(b)) != 0u));
}

fg_lines fg_segment3_segment3_closest(const fg_segment3 *a, const fg_segment3 *b, fg_scalar *ta, fg_scalar *tb,
                                      fg_vec3 *pa, fg_vec3 *pb)
{
    ericson_t q;
    seg_t s, t;
    fg_lines cls;
    if (pair_bad(a, b)) {
        return fg_reject_lines("fg_segment3_segment3_closest");
    }
    cls = classify_lines(a, b);
    ericson_init(&q, a, b);
    closest_params(&q, cls, &s, &t);
    /* crossing lines, both inside: the common point from degree-2 fractions, so that
     * pa == pb exactly (one exact point, rounded once) */
    if ((s.den == 0) && (cls == FG_LINES_POINT)) {
        crossing_params(a, b, &s, &t);
    }
    put_result(&s, &q, 0, &a->origin, &a->delta, ta, pa);
    put_result(&t, &q, 1, &b->origin, &b->delta, tb, pb);
    return cls;
}

/* ---------------------------------------------------------------- A.11 */

/* Component k of Goldman's numerator da (nb x nc) + db (nc x na) + dc (na x nb).
 * Exact, degree 3, 128 bits. */
static FG_NOINLINE void goldman(const fg_plane *a, const fg_plane *b, const fg_plane *c, int k, fg_xwide *r)
{
    fg_xwide acc = fg_xmul(fg_wide_from(a->d), wcross_k(&b->n, &c->n, k));
    acc = fg_xadd(acc, fg_xmul(fg_wide_from(b->d), wcross_k(&c->n, &a->n, k)));
    acc = fg_xadd(acc, fg_xmul(fg_wide_from(c->d), wcross_k(&a->n, &b->n, k)));
    *r = acc;
}

/* u . (v x x), exact, degree 3, 128 bits. */
static FG_NOINLINE void det3(const fg_vec3 *u, const fg_vec3 *v, const fg_vec3 *x, fg_xwide *r)
{
    *r = fg_xdot3ws(wcross_k(v, x, 0), u->x, wcross_k(v, x, 1), u->y, wcross_k(v, x, 2), u->z);
}


static FG_NOINLINE fg_scalar goldman_coord(const fg_plane *a, const fg_plane *b, const fg_plane *c, int k,
                                             const fg_xwide *det)
{
    fg_xwide num;
    goldman(a, b, c, k, &num);
    return fg_xratio(&num, det);
}

fg_result fg_plane_plane_plane_intersect(const fg_plane *a, const fg_plane *b, const fg_plane *c, fg_vec3 *point)
{
    fg_xwide det;
    if (fg_missing(a) || fg_missing(b) || fg_missing(c) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_plane_ood(a) | fg_plane_ood(b) | fg_plane_ood(c)) != 0u))) {
        return fg_reject("fg_plane_plane_plane_intersect");
    }
    det3(&a->n, &b->n, &c->n, &det); /* na . (nb x nc), exact */
    if (fg_xsign(det) == 0) {
        return FG_MISS;
    }
    if (point != NULL) {
        point->x = goldman_coord(a, b, c, 0, &det);
        point->y = goldman_coord(a, b, c, 1, &det);
        point->z = goldman_coord(a, b, c, 2, &det);
    }
    return FG_HIT;
}
