#include <stddef.h>
#include "fg_line.h"

/* a1*b2 - a2*b1, exact (degree 2: below 2^61 raw in the domain). */
static fg_wide wdet2(fg_scalar a1, fg_scalar a2, fg_scalar b1, fg_scalar b2)
{
    return fg_wsub(fg_wmul(a1, b2), fg_wmul(a2, b1));
}

/* o + d * num / den rounded once: (o * den + d * num) / den from the exact 128-bit
 * numerator, so the rounded parameter's error is never multiplied by d. den != 0. */
static fg_scalar lerp_exact(fg_scalar o, fg_scalar d, fg_wide num, fg_wide den)
{
    return fg_wwdiv(fg_wwadd(fg_wwmul(fg_wide_from(o), den), fg_wwmul(num, fg_wide_from(d))), fg_wwide_from(den));
}

/* ---------------------------------------------------------------- A.1 */

fg_vec2 fg_line2_closest_point(const fg_line2 *line, fg_vec2 p)
{
    fg_vec2 n = line->n;
    fg_wide nn, r;
    if (FG_CHECK_DOMAIN && (fg_vec2_out_of_domain(n) | fg_out_of_domain(line->d) | fg_vec2_out_of_domain(p))) return p;
    nn = fg_vec2_dot_wide(n, n);
    if (nn == 0) return p;
    /* q = p + n * r / nn with r = d - n.p: the same exact fraction as a segment point */
    r = fg_wsub(fg_wide_from(line->d), fg_vec2_dot_wide(n, p));
    return fg_vec2_make(lerp_exact(p.x, n.x, r, nn), lerp_exact(p.y, n.y, r, nn));
}

/* ---------------------------------------------------------------- A.2 */

/* Clamped projection parameter num/den of a point on a segment, den = delta.delta.
 * Returns 0 (t = 0), 2 (t = 1) or 1 (0 < t < 1, *t written from the exact fraction). */
static int seg_param(fg_wide num, fg_wide den, fg_scalar *t)
{
    if (num <= 0) { /* also den == 0: a zero-length segment */
        if (t != NULL) *t = FG_ZERO;
        return 0;
    }
    if (num >= den) {
        if (t != NULL) *t = FG_ONE;
        return 2;
    }
    if (t != NULL) *t = fg_wwdiv(fg_wwide_from(num), fg_wwide_from(den));
    return 1;
}

fg_vec2 fg_segment2_closest_point(const fg_segment2 *seg, fg_vec2 p, fg_scalar *t)
{
    fg_vec2 o = seg->origin, d = seg->delta;
    fg_wide dd, num;
    int k;
    if (FG_CHECK_DOMAIN && (fg_vec2_out_of_domain(o) | fg_vec2_out_of_domain(d) | fg_vec2_out_of_domain(p))) {
        if (t != NULL) *t = FG_ZERO;
        return o;
    }
    dd = fg_vec2_dot_wide(d, d);
    num = fg_vec2_dot_wide(d, fg_vec2_sub(p, o));
    k = seg_param(num, dd, t);
    if (k == 0) return o;
    if (k == 2) return fg_vec2_add(o, d);
    return fg_vec2_make(lerp_exact(o.x, d.x, num, dd), lerp_exact(o.y, d.y, num, dd));
}

fg_vec3 fg_segment3_closest_point(const fg_segment3 *seg, fg_vec3 p, fg_scalar *t)
{
    fg_vec3 o = seg->origin, d = seg->delta;
    fg_wide dd, num;
    int k;
    if (FG_CHECK_DOMAIN && (fg_vec3_out_of_domain(o) | fg_vec3_out_of_domain(d) | fg_vec3_out_of_domain(p))) {
        if (t != NULL) *t = FG_ZERO;
        return o;
    }
    dd = fg_vec3_dot_wide(d, d);
    num = fg_vec3_dot_wide(d, fg_vec3_sub(p, o));
    k = seg_param(num, dd, t);
    if (k == 0) return o;
    if (k == 2) return fg_vec3_add(o, d);
    return fg_vec3_make(lerp_exact(o.x, d.x, num, dd), lerp_exact(o.y, d.y, num, dd), lerp_exact(o.z, d.z, num, dd));
}

/* ---------------------------------------------------------------- A.7 */

int fg_line2_line2_intersect(const fg_line2 *a, const fg_line2 *b, fg_vec2 *point)
{
    fg_wide det, nx, ny;
    if (FG_CHECK_DOMAIN && (fg_vec2_out_of_domain(a->n) | fg_out_of_domain(a->d) | fg_vec2_out_of_domain(b->n) |
                            fg_out_of_domain(b->d)))
        return FG_LINES_REJECTED;
    det = wdet2(a->n.x, b->n.x, a->n.y, b->n.y);
    /* Cramer numerators; with det == 0 they are the other two 2x2 minors of [n | d] */
    nx = wdet2(a->d, b->d, a->n.y, b->n.y);
    ny = wdet2(a->n.x, b->n.x, a->d, b->d);
    if (det != 0) {
        if (point != NULL) {
            fg_wwide den = fg_wwide_from(det);
            *point = fg_vec2_make(fg_wwdiv(fg_wwide_from(nx), den), fg_wwdiv(fg_wwide_from(ny), den));
        }
        return FG_LINES_POINT;
    }
    /* rank of [n | d] decides between no solution and infinitely many */
    if (a->n.x == 0 && a->n.y == 0 && b->n.x == 0 && b->n.y == 0)
        return a->d == 0 && b->d == 0 ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    return nx == 0 && ny == 0 ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
}

/* ---------------------------------------------------------------- A.8 */

/* A segment parameter as an exact fraction: num/den with den > 0 (degree 2, wide), or,
 * when big != 0, the degree-4 fraction N/D (128-bit) of two skew lines' closest points. */
typedef struct {
    fg_wide num, den;
    int big;
} seg_t;

static void set_ratio(seg_t *r, fg_wide num, fg_wide den)
{
    r->num = num;
    r->den = den;
    r->big = 0;
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

/* Writes the parameter and the point o + t*d. */
static void put_result(const seg_t *r, fg_wwide bn, fg_wwide bd, fg_vec3 o, fg_vec3 d, fg_scalar *t, fg_vec3 *p)
{
    if (!r->big) {
        if (t != NULL) *t = fg_wwdiv(fg_wwide_from(r->num), fg_wwide_from(r->den));
        if (p != NULL)
            *p = fg_vec3_make(lerp_exact(o.x, d.x, r->num, r->den), lerp_exact(o.y, d.y, r->num, r->den),
                              lerp_exact(o.z, d.z, r->num, r->den));
        return;
    }
    if (t != NULL) *t = fg_wwdiv(bn, bd);
    if (p != NULL) {
        /* degree 5 numerators would not fit: carry t to 2^-33 instead (1/16 LSB at 8192) */
        fg_wide tw = fg_wwdivw(bn, bd);
        *p = fg_vec3_make(fg_add(o.x, fg_wwide_to(fg_wwmul(tw, fg_wide_from(d.x)))),
                          fg_add(o.y, fg_wwide_to(fg_wwmul(tw, fg_wide_from(d.y)))),
                          fg_add(o.z, fg_wwide_to(fg_wwmul(tw, fg_wide_from(d.z)))));
    }
}

static bool vec3_is_zero(fg_vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }

/* The three wide components of u x v, and whether all are zero. */
static bool wcross_zero(fg_vec3 u, fg_vec3 v)
{
    return wdet2(u.y, v.y, u.z, v.z) == 0 && wdet2(u.z, v.z, u.x, v.x) == 0 && wdet2(u.x, v.x, u.y, v.y) == 0;
}

/* Relation of the lines p1 + s d1 and p1 + w + t d2 (see the header). */
static int classify_lines(fg_vec3 d1, fg_vec3 d2, fg_vec3 w)
{
    fg_wide nx = wdet2(d1.y, d2.y, d1.z, d2.z), ny = wdet2(d1.z, d2.z, d1.x, d2.x), nz = wdet2(d1.x, d2.x, d1.y, d2.y);
    if (nx == 0 && ny == 0 && nz == 0) {
        /* parallel: the same line when b's origin lies on a's line (or a's on b's) */
        if (vec3_is_zero(d1) && vec3_is_zero(d2)) return vec3_is_zero(w) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
        return wcross_zero(w, d1) && wcross_zero(w, d2) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    }
    /* triple product w . (d1 x d2), degree 3: 128 bits */
    return fg_wwsign(fg_wwadd(fg_wwadd(fg_wwmul(fg_wide_from(w.x), nx), fg_wwmul(fg_wide_from(w.y), ny)),
                              fg_wwmul(fg_wide_from(w.z), nz))) == 0
               ? FG_LINES_POINT
               : FG_LINES_SKEW;
}

/* For crossing lines the parameters are also degree-2 fractions: s (d1 x d2) = w x d2 and
 * t (d1 x d2) = w x d1, read on the component k where d1 x d2 is largest. */
static void crossing_params(fg_vec3 d1, fg_vec3 d2, fg_vec3 w, seg_t *s, seg_t *t)
{
    fg_wide n[3], an[3];
    int k = 0, i;
    n[0] = wdet2(d1.y, d2.y, d1.z, d2.z);
    n[1] = wdet2(d1.z, d2.z, d1.x, d2.x);
    n[2] = wdet2(d1.x, d2.x, d1.y, d2.y);
    for (i = 0; i < 3; i++) an[i] = fg_wsign(n[i]) < 0 ? fg_wneg(n[i]) : n[i];
    if (an[1] > an[k]) k = 1;
    if (an[2] > an[k]) k = 2;
    if (k == 0) {
        set_ratio(s, wdet2(w.y, d2.y, w.z, d2.z), n[0]);
        set_ratio(t, wdet2(w.y, d1.y, w.z, d1.z), n[0]);
    } else if (k == 1) {
        set_ratio(s, wdet2(w.z, d2.z, w.x, d2.x), n[1]);
        set_ratio(t, wdet2(w.z, d1.z, w.x, d1.x), n[1]);
    } else {
        set_ratio(s, wdet2(w.x, d2.x, w.y, d2.y), n[2]);
        set_ratio(t, wdet2(w.x, d1.x, w.y, d1.y), n[2]);
    }
}

int fg_segment3_segment3_closest(const fg_segment3 *a, const fg_segment3 *b, fg_scalar *ta, fg_scalar *tb,
                                 fg_vec3 *pa, fg_vec3 *pb)
{
    fg_vec3 p1 = a->origin, d1 = a->delta, p2 = b->origin, d2 = b->delta, w;
    fg_wide aa, ee, bb, dw1, dw2;
    fg_wwide sn, tn, den;
    seg_t s, t;
    int cls, s_inside = 0;
    if (FG_CHECK_DOMAIN && (fg_vec3_out_of_domain(p1) | fg_vec3_out_of_domain(d1) | fg_vec3_out_of_domain(p2) |
                            fg_vec3_out_of_domain(d2)))
        return FG_LINES_REJECTED;
    w = fg_vec3_sub(p2, p1);
    cls = classify_lines(d1, d2, w);
    /* Ericson's names with r = p1 - p2 = -w: a = aa, e = ee, b = bb, c = -dw1, f = -dw2 */
    aa = fg_vec3_dot_wide(d1, d1);
    ee = fg_vec3_dot_wide(d2, d2);
    bb = fg_vec3_dot_wide(d1, d2);
    dw1 = fg_vec3_dot_wide(d1, w);
    dw2 = fg_vec3_dot_wide(d2, w);
    sn = tn = den = fg_wwide_from(0);
    set_ratio(&s, 0, 1);
    set_ratio(&t, 0, 1);
    if (aa == 0) {
        /* a is a point: s = 0, t = its clamped projection on b (0 when b is a point too) */
        if (ee != 0) set_clamped(&t, fg_wneg(dw2), ee);
    } else if (ee == 0) {
        set_clamped(&s, dw1, aa); /* b is a point */
    } else {
        fg_wide tnum;
        if (cls != FG_LINES_PARALLEL && cls != FG_LINES_COINCIDENT) {
            /* s = (b f - c e) / (a e - b^2), t = (a f - b c) / (a e - b^2): degree 4 */
            den = fg_wwsub(fg_wwmul(aa, ee), fg_wwmul(bb, bb));
            sn = fg_wwsub(fg_wwmul(dw1, ee), fg_wwmul(bb, dw2));
            tn = fg_wwsub(fg_wwmul(bb, dw1), fg_wwmul(aa, dw2));
            if (fg_wwsign(sn) <= 0) {
                /* s = 0 */
            } else if (fg_wwsign(fg_wwsub(sn, den)) >= 0) {
                set_ratio(&s, 1, 1);
            } else {
                s_inside = 1;
            }
        } /* parallel: s = 0, the documented smallest-s choice */
        /* t = (b s + f) / e, then clamp t and recompute s when t leaves [0, 1] */
        if (s_inside) {
            if (fg_wwsign(tn) < 0) {
                set_ratio(&t, 0, 1);
                set_clamped(&s, dw1, aa);
            } else if (fg_wwsign(fg_wwsub(tn, den)) > 0) {
                set_ratio(&t, 1, 1);
                set_clamped(&s, fg_wadd(bb, dw1), aa);
            } else if (cls == FG_LINES_POINT) {
                crossing_params(d1, d2, w, &s, &t);
            } else {
                s.big = t.big = 1;
            }
        } else {
            tnum = s.num == 0 ? fg_wneg(dw2) : fg_wsub(bb, dw2);
            if (tnum < 0) {
                set_ratio(&t, 0, 1);
                set_clamped(&s, dw1, aa);
            } else if (tnum > ee) {
                set_ratio(&t, 1, 1);
                set_clamped(&s, fg_wadd(bb, dw1), aa);
            } else {
                set_ratio(&t, tnum, ee);
            }
        }
    }
    put_result(&s, sn, den, p1, d1, ta, pa);
    put_result(&t, tn, den, p2, d2, tb, pb);
    return cls;
}

/* ---------------------------------------------------------------- A.11 */

/* d * (u x v) . e_k summed over the three planes is one component of Goldman's numerator;
 * u x v component k as a wide. */
static fg_wide wcross_k(fg_vec3 u, fg_vec3 v, int k)
{
    if (k == 0) return wdet2(u.y, v.y, u.z, v.z);
    if (k == 1) return wdet2(u.z, v.z, u.x, v.x);
    return wdet2(u.x, v.x, u.y, v.y);
}

/* da (nb x nc)_k + db (nc x na)_k + dc (na x nb)_k, exact (degree 3, 128 bits). */
static fg_wwide goldman_num(const fg_plane *a, const fg_plane *b, const fg_plane *c, int k)
{
    fg_wwide r = fg_wwmul(fg_wide_from(a->d), wcross_k(b->n, c->n, k));
    r = fg_wwadd(r, fg_wwmul(fg_wide_from(b->d), wcross_k(c->n, a->n, k)));
    return fg_wwadd(r, fg_wwmul(fg_wide_from(c->d), wcross_k(a->n, b->n, k)));
}

bool fg_plane_plane_plane_intersect(const fg_plane *a, const fg_plane *b, const fg_plane *c, fg_vec3 *point)
{
    fg_wwide det;
    if (FG_CHECK_DOMAIN && (fg_vec3_out_of_domain(a->n) | fg_out_of_domain(a->d) | fg_vec3_out_of_domain(b->n) |
                            fg_out_of_domain(b->d) | fg_vec3_out_of_domain(c->n) | fg_out_of_domain(c->d)))
        return false;
    /* na . (nb x nc), exact */
    det = fg_wwmul(fg_wide_from(a->n.x), wcross_k(b->n, c->n, 0));
    det = fg_wwadd(det, fg_wwmul(fg_wide_from(a->n.y), wcross_k(b->n, c->n, 1)));
    det = fg_wwadd(det, fg_wwmul(fg_wide_from(a->n.z), wcross_k(b->n, c->n, 2)));
    if (fg_wwsign(det) == 0) return false;
    if (point != NULL)
        *point = fg_vec3_make(fg_wwdiv(goldman_num(a, b, c, 0), det), fg_wwdiv(goldman_num(a, b, c, 1), det),
                              fg_wwdiv(goldman_num(a, b, c, 2), det));
    return true;
}
