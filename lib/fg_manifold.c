/* SPDX-License-Identifier: MIT */
/* 2D contact manifolds (fg_sphere.h, fg_aabb.h). The overlap decisions are the *_overlap
 * functions' exact ones; derivations and bounds: DESIGN.md, section "Contact manifolds". */
#include "fg_internal.h"
#include "fg_core.h"

/* Every manifold starts zeroed (unused entries stay 0); built field by field, since a
 * struct copy may become a memcpy call on Cortex-M0. */
static void manifold_clear(fg_manifold2 *m)
{
    m->count = 0;
    m->normal = fg_vec2_make(FG_ZERO, FG_ZERO);
    m->depth[0] = FG_ZERO;
    m->depth[1] = FG_ZERO;
    m->point[0] = fg_vec2_make(FG_ZERO, FG_ZERO);
    m->point[1] = fg_vec2_make(FG_ZERO, FG_ZERO);
}

/* One contact with an axis-aligned normal (nx, ny), exact. */
static void manifold_one(fg_manifold2 *m, fg_scalar nx, fg_scalar ny, fg_scalar depth, fg_vec2 p)
{
    manifold_clear(m);
    m->count = 1;
    m->normal = fg_vec2_make(nx, ny);
    m->depth[0] = depth;
    m->point[0] = p;
}

/* ---- the direction of a non-zero vector v (components within 2^30 raw)
 * |v| is irrational in general: the reciprocal is set from L = 2^j |v|, rounded to a wide
 * after scaling |v|^2 by 4^j to at least 2^58 raw, so that L's relative error is below
 * 2^-46; the quotients 2^j v_i / L then round once (DESIGN.md). */
typedef struct {
    fg_xrecip rc; /* 1 / (2^j |v|) */
    int j;
} unit_dir;

/* w * 2^n as an fg_xwide (0 <= n < 128), exact while it fits: one shift; out of line, so
 * that the callers' frames hold no 128-bit temporary. */
FG_NOINLINE static fg_xwide wide_2pow(fg_wide w, int n) { return fg_xshl(fg_xwide_from(w), (unsigned)n); }

FG_NOINLINE static void unit_dir_init(unit_dir *u, fg_vec2 v)
{
    fg_wide vv = fg_vec2_dot_wide(v, v);
    fg_xwide len;
    int j = fg_wscale58sq(&vv);
    len = fg_xwide_from(fg_wsqrtw(vv));
    fg_xrecip_init(&u->rc, &len);
    u->j = j;
}

/* 2^j c as the numerator over the unit_dir's denominator. */
FG_NOINLINE static fg_xwide unit_num(const unit_dir *u, fg_scalar c)
{
    return wide_2pow(fg_wide_from(c), u->j);
}

/* The unit vector v / |v| (<= 0.5 + 2^-30 LSB per component) and o + s v / |v|
 * (<= 0.5 + 2^-17 LSB for |s| <= 2^29 raw), both from one reciprocal; returns the distance
 * *extra / |v| (<= 0.5 + 2^-16 LSB; 0 for *extra == 0) for a wide *extra >= 0, and without
 * one (NULL) |v| itself, fg_wsqrt's 0.5 LSB, from the same root as the reciprocal's. Every
 * numerator is a wide here: 2^j |v| < 2^30.5 raw, and the callers' extra / |v| is at most a
 * sum of radii (below 2^31 raw), so 2^j extra < 2^62; L = 2^j |v| < 2^47 as a wide. Then
 * fg_wfrac's quotients give the bits of the 128-bit ones (unit_dir) at a fraction of
 * their cost. */
FG_NOINLINE static fg_scalar unit_contact(fg_manifold2 *m, fg_vec2 v, fg_vec2 o, fg_scalar s, const fg_wide *extra)
{
    fg_wfrac r;
    fg_wide nx, ny;
    fg_scalar e;
    unsigned j = (unsigned)fg_wfrac_init_len58(&r, fg_vec2_dot_wide(v, v), &e);
    if (extra != NULL) {
        e = (fg_wsign(*extra) != 0) ? fg_wfrac_q16(&r, fg_wshl(*extra, j)) : FG_ZERO;
    }
    nx = fg_wshl(fg_wide_from(v.x), j);
    ny = fg_wshl(fg_wide_from(v.y), j);
    m->normal.x = fg_wfrac_q16(&r, nx);
    m->normal.y = fg_wfrac_q16(&r, ny);
    m->point[0].x = fg_wfrac_lerp(&r, o.x, s, nx);
    m->point[0].y = fg_wfrac_lerp(&r, o.y, s, ny);
    return e;
}

/* ---------------------------------------------------------------- circle vs circle */

FG_NOINLINE static void circle_circle_fill(const fg_circle *a, const fg_circle *b, fg_vec2 d, fg_wide dd,
                                           fg_manifold2 *m)
{
    fg_scalar r = fg_add(a->radius, b->radius);
    manifold_clear(m);
    m->count = 1;
    if (fg_wsign(dd) == 0) {
        m->depth[0] = r;
        m->normal = fg_vec2_make(FG_ONE, FG_ZERO); /* coincident centres: the fixed axis +x */
        m->point[0] = fg_vec2_make(fg_sub(b->center.x, b->radius), b->center.y);
        return;
    }
    m->depth[0] = fg_sub(r, unit_contact(m, d, b->center, fg_neg(b->radius), NULL));
}

fg_result fg_circle_circle_manifold(const fg_circle *a, const fg_circle *b, fg_manifold2 *m)
{
    fg_vec2 d;
    fg_scalar r;
    fg_wide dd;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_circle_ood(a) | fg_circle_ood(b)) != 0u))) {
        return fg_reject("fg_circle_circle_manifold");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    d = fg_vec2_sub(b->center, a->center);
    r = fg_add(a->radius, b->radius);
    dd = fg_vec2_dot_wide(d, d);
    if (!fg_wle(dd, fg_wmul(r, r))) {
        return FG_MISS;
    }
    if (m != NULL) {
        circle_circle_fill(a, b, d, dd, m);
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- circle vs box */

/* The centre c in the closed box: the face of least penetration (min.x, max.x, min.y,
 * max.y first on ties), every value exact. */
FG_NOINLINE static void circle_in_box(const fg_circle *c, const fg_aabb2 *box, fg_manifold2 *m)
{
    fg_vec2 p = c->center;
    fg_scalar g[4];
    int k, best = 0;
    g[0] = fg_sub(p.x, box->min.x);
    g[1] = fg_sub(box->max.x, p.x);
    g[2] = fg_sub(p.y, box->min.y);
    g[3] = fg_sub(box->max.y, p.y);
    for (k = 1; k < 4; k++) {
        if (fg_lt(g[k], g[best])) {
            best = k;
        }
    }
    if (best == 0) {
        manifold_one(m, FG_ONE, FG_ZERO, fg_add(c->radius, g[0]), fg_vec2_make(box->min.x, p.y));
    } else if (best == 1) {
        manifold_one(m, fg_neg(FG_ONE), FG_ZERO, fg_add(c->radius, g[1]), fg_vec2_make(box->max.x, p.y));
    } else if (best == 2) {
        manifold_one(m, FG_ZERO, FG_ONE, fg_add(c->radius, g[2]), fg_vec2_make(p.x, box->min.y));
    } else {
        manifold_one(m, FG_ZERO, fg_neg(FG_ONE), fg_add(c->radius, g[3]), fg_vec2_make(p.x, box->max.y));
    }
}

/* The centre outside: toward the nearest box point q (exact), v = q - c. */
FG_NOINLINE static void circle_outside_box(const fg_circle *c, fg_vec2 q, fg_vec2 v, fg_manifold2 *m)
{
    manifold_clear(m);
    m->count = 1;
    m->depth[0] = fg_sub(c->radius, unit_contact(m, v, q, FG_ZERO, NULL)); /* s = 0: the point is q itself */
}

fg_result fg_circle_aabb2_manifold(const fg_circle *circle, const fg_aabb2 *box, fg_manifold2 *m)
{
    fg_vec2 q, v;
    fg_wide vv;
    if (fg_missing(circle) || fg_missing(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_circle_ood(circle) | fg_aabb2_ood(box)) != 0u))) {
        return fg_reject("fg_circle_aabb2_manifold");
    }
    if (fg_lt(circle->radius, FG_ZERO) || fg_aabb2_is_empty(box)) {
        return FG_MISS;
    }
    q = fg_vec2_make(fg_clamp(circle->center.x, box->min.x, box->max.x),
                     fg_clamp(circle->center.y, box->min.y, box->max.y));
    v = fg_vec2_sub(q, circle->center);
    vv = fg_vec2_dot_wide(v, v);
    if (!fg_wle(vv, fg_wmul(circle->radius, circle->radius))) {
        return FG_MISS;
    }
    if (m != NULL) {
        if (fg_wsign(vv) == 0) {
            circle_in_box(circle, box, m);
        } else {
            circle_outside_box(circle, q, v, m);
        }
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- box vs box */

/* The contacts: the ends of the common box's side facing against the normal (B's face
 * when that face lies in A). Two on the line coord[axis] = face, from lo to hi along the other axis (one when
 * lo == hi), normal (nx, ny), depth pen. */
FG_NOINLINE static void box_face(fg_manifold2 *m, int axis, fg_scalar face, fg_scalar lo, fg_scalar hi, fg_scalar nx,
                                 fg_scalar ny, fg_scalar pen)
{
    manifold_clear(m);
    m->normal = fg_vec2_make(nx, ny);
    m->depth[0] = pen;
    m->point[0] = (axis == 0) ? fg_vec2_make(face, lo) : fg_vec2_make(lo, face);
    m->count = 1;
    if (fg_lt(lo, hi)) {
        m->depth[1] = pen;
        m->point[1] = (axis == 0) ? fg_vec2_make(face, hi) : fg_vec2_make(hi, face);
        m->count = 2;
    }
}

FG_NOINLINE static void box_box_fill(const fg_aabb2 *a, const fg_aabb2 *b, fg_manifold2 *m)
{
    fg_scalar g[4];
    fg_scalar ylo = fg_max(a->min.y, b->min.y), yhi = fg_min(a->max.y, b->max.y);
    fg_scalar xlo = fg_max(a->min.x, b->min.x), xhi = fg_min(a->max.x, b->max.x);
    int k, best = 0;
    g[0] = fg_sub(a->max.x, b->min.x);
    g[1] = fg_sub(b->max.x, a->min.x);
    g[2] = fg_sub(a->max.y, b->min.y);
    g[3] = fg_sub(b->max.y, a->min.y);
    for (k = 1; k < 4; k++) {
        if (fg_lt(g[k], g[best])) {
            best = k;
        }
    }
    if (best == 0) {
        box_face(m, 0, xlo, ylo, yhi, FG_ONE, FG_ZERO, g[0]);
    } else if (best == 1) {
        box_face(m, 0, xhi, ylo, yhi, fg_neg(FG_ONE), FG_ZERO, g[1]);
    } else if (best == 2) {
        box_face(m, 1, ylo, xlo, xhi, FG_ZERO, FG_ONE, g[2]);
    } else {
        box_face(m, 1, yhi, xlo, xhi, FG_ZERO, fg_neg(FG_ONE), g[3]);
    }
}

fg_result fg_aabb2_aabb2_manifold(const fg_aabb2 *a, const fg_aabb2 *b, fg_manifold2 *m)
{
    if (fg_missing(a) || fg_missing(b) || ((FG_CHECK_DOMAIN != 0) && ((fg_aabb2_ood(a) | fg_aabb2_ood(b)) != 0u))) {
        return fg_reject("fg_aabb2_aabb2_manifold");
    }
    if (fg_aabb2_is_empty(a) || fg_aabb2_is_empty(b) || fg_lt(a->max.x, b->min.x) || fg_lt(b->max.x, a->min.x) ||
        fg_lt(a->max.y, b->min.y) || fg_lt(b->max.y, a->min.y)) {
        return FG_MISS;
    }
    if (m != NULL) {
        box_box_fill(a, b, m);
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- capsule vs circle
 * The centre c against the axis [a, a + u]: beyond an end (s = (c - a) . u <= 0, or
 * >= |u|^2, or a == b) the end's disc decides, as two circles; beside the axis c - q is
 * perpendicular to u, so the direction is the exact +-(u.y, -u.x) / |u| and the distance
 * |(c - a) x u| / |u| (one reciprocal for both). c on the axis: the left normal
 * (-u.y, u.x) / |u| ((1, 0) when a == b), depth R. */

/* The disc of radius R at e (A) against the point c of the disc of radius rb (B). */
FG_NOINLINE static bool end_contact(const fg_vec2 *e, const fg_vec2 *u, const fg_vec2 *c, fg_scalar R, fg_scalar rb,
                                    fg_manifold2 *m)
{
    fg_vec2 d = fg_vec2_sub(*c, *e);
    fg_wide dd = fg_vec2_dot_wide(d, d);
    if (!fg_wle(dd, fg_wmul(R, R))) {
        return false;
    }
    if (m != NULL) {
        fg_scalar dist;
        bool at_end = fg_wsign(dd) == 0;
        manifold_clear(m);
        m->count = 1;
        if (at_end) {
            bool point_axis = fg_wsign(fg_vec2_dot_wide(*u, *u)) == 0;
            d = point_axis ? fg_vec2_make(FG_ONE, FG_ZERO) : fg_vec2_make(fg_neg(u->y), u->x);
        }
        dist = unit_contact(m, d, *c, fg_neg(rb), NULL);
        m->depth[0] = fg_sub(R, at_end ? FG_ZERO : dist);
    }
    return true;
}

/* c beside the axis: cr = (c - a) x u, the distance |cr| / |u|. */
FG_NOINLINE static bool side_contact(const fg_vec2 *u, fg_wide uu, fg_wide cr, const fg_vec2 *c, fg_scalar R,
                                     fg_scalar rb, fg_manifold2 *m)
{
    int sg = fg_wsign(cr);
    if (fg_wcmp2(cr, cr, fg_wmul(R, R), uu) > 0) {
        return false;
    }
    if (m != NULL) {
        fg_vec2 v;
        fg_wide acr = (sg < 0) ? fg_wneg(cr) : cr;
        manifold_clear(m);
        m->count = 1;
        v = (sg > 0) ? fg_vec2_make(u->y, fg_neg(u->x)) : fg_vec2_make(fg_neg(u->y), u->x);
        m->depth[0] = fg_sub(R, unit_contact(m, v, *c, fg_neg(rb), &acr));
    }
    return true;
}

/* The capsule's axis [a, b] grown by R (A) against the point c of a disc of radius rb (B). */
FG_NOINLINE static bool axis_point_contact(const fg_vec2 *a, const fg_vec2 *b, const fg_vec2 *c, fg_scalar R,
                                           fg_scalar rb, fg_manifold2 *m)
{
    fg_vec2 u = fg_vec2_sub(*b, *a), mc = fg_vec2_sub(*c, *a);
    fg_wide s = fg_vec2_dot_wide(mc, u), uu = fg_vec2_dot_wide(u, u);
    if ((fg_wsign(s) <= 0) || (fg_wsign(uu) == 0)) {
        return end_contact(a, &u, c, R, rb, m);
    }
    if (!fg_wlt(s, uu)) {
        return end_contact(b, &u, c, R, rb, m);
    }
    return side_contact(&u, uu, fg_vec2_cross_wide(mc, u), c, R, rb, m);
}

fg_result fg_capsule2_circle_manifold(const fg_capsule2 *cap, const fg_circle *circle, fg_manifold2 *m)
{
    if (fg_missing(cap) || fg_missing(circle) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_capsule2_ood(cap) |
                                     fg_circle_ood(circle)) != 0u))) {
        return fg_reject("fg_capsule2_circle_manifold");
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_lt(circle->radius, FG_ZERO)) {
        return FG_MISS;
    }
    return axis_point_contact(&cap->a, &cap->b, &circle->center, fg_add(cap->radius, circle->radius), circle->radius,
                              m)
               ? FG_HIT
               : FG_MISS;
}

/* ---------------------------------------------------------------- capsule vs capsule
 * (issue 13 item 5; DESIGN.md "Capsule vs capsule manifold"). The decision is
 * fg_capsule2_capsule2_overlap's, made here once (mf_capsules). Axes crossing properly: the
 * left normal of A's axis, depth R, B's point from the crossing. Otherwise the nearest end
 * (the overlap's order: a_p, b_p, a_q, b_q, first on ties) and its foot on the other axis:
 * an end (the exact end-to-end direction) or beside (the exact perpendicular of that axis),
 * as for the capsule-vs-disc manifold above. */

static int mf_orient(fg_vec2 pt, fg_vec2 a, fg_vec2 u) { return fg_wsign(fg_vec2_cross_wide(fg_vec2_sub(pt, a), u)); }

/* Do the axes cross properly (each one's ends strictly on both sides of the other's line)?
 * If so the crossing's parameter on p's axis is *tn / *td. */
FG_NOINLINE static bool mf_axes_cross(const fg_capsule2 *p, const fg_capsule2 *q, fg_wide *tn, fg_wide *td)
{
    fg_vec2 up = fg_vec2_sub(p->b, p->a), uq = fg_vec2_sub(q->b, q->a);
    if (((mf_orient(q->a, p->a, up) * mf_orient(q->b, p->a, up)) >= 0) ||
        ((mf_orient(p->a, q->a, uq) * mf_orient(p->b, q->a, uq)) >= 0)) {
        return false;
    }
    *tn = fg_vec2_cross_wide(fg_vec2_sub(p->a, q->a), uq);
    *td = fg_vec2_cross_wide(uq, up);
    return true;
}

/* End k of the order a_p, b_p, a_q, b_q. */
static fg_vec2 mf_end(const fg_capsule2 *p, const fg_capsule2 *q, int32_t k)
{
    const fg_capsule2 *c = (k < 2) ? p : q;
    return ((k % 2) == 0) ? fg_vec2_make(c->a.x, c->a.y) : fg_vec2_make(c->b.x, c->b.y);
}

typedef struct {
    fg_xwide num;
    fg_wide den;
} mf_dist;

/* End k's squared distance to the other axis as num / den: |e - a|^2 or |e - b|^2 over a
 * unit den beyond the ends, (m x u)^2 / |u|^2 beside. */
FG_NOINLINE static void mf_end_dist(const fg_capsule2 *p, const fg_capsule2 *q, int32_t k, mf_dist *d)
{
    const fg_capsule2 *other = (k < 2) ? q : p;
    fg_vec2 e = mf_end(p, q, k), u = fg_vec2_sub(other->b, other->a), m = fg_vec2_sub(e, other->a);
    fg_wide s = fg_vec2_dot_wide(m, u), uu = fg_vec2_dot_wide(u, u);
    if ((fg_wsign(s) > 0) && fg_wlt(s, uu)) {
        fg_wide cr = fg_vec2_cross_wide(m, u);
        d->num = fg_xmul(cr, cr);
        d->den = uu;
        return;
    }
    if (fg_wsign(s) > 0) {
        m = fg_vec2_sub(e, other->b);
    }
    d->den = fg_wmul(FG_ONE, FG_ONE);
    d->num = fg_xwide_from(fg_vec2_dot_wide(m, m)); /* = fg_xmul(|m|^2, unit den), no product */
}

/* x < y as fractions, exact (256 bits; over one den, the numerators). */
FG_NOINLINE static bool mf_dist_below(const mf_dist *x, const mf_dist *y)
{
    fg_xwide xd, yd;
    if (fg_wsign(fg_wsub(x->den, y->den)) == 0) {
        return fg_xsign(fg_xsub(x->num, y->num)) < 0;
    }
    xd = fg_xwide_from(x->den);
    yd = fg_xwide_from(y->den);
    return fg_xcmp2(&x->num, &yd, &y->num, &xd) < 0;
}

/* num / den <= R^2, exact (R >= 0; an end's unit den: R^2 as it is, no product). */
static bool mf_within(const mf_dist *d, fg_scalar R)
{
    fg_wide rr = fg_wmul(R, R);
    bool unit = fg_wsign(fg_wsub(d->den, fg_wmul(FG_ONE, FG_ONE))) == 0;
    return fg_xsign(fg_xsub(d->num, unit ? fg_xwide_from(rr) : fg_xmul(rr, d->den))) <= 0;
}

/* The nearest end (the first of the order on ties), or -1 when it is farther than R. */
FG_NOINLINE static int32_t mf_nearest_end(const fg_capsule2 *p, const fg_capsule2 *q, fg_scalar R)
{
    mf_dist one, two, *top = &one, *cur = &two, *swap; /* the two buffers trade places */
    int32_t k, kb = 0;
    mf_end_dist(p, q, 0, top);
    for (k = 1; k < 4; k++) {
        mf_end_dist(p, q, k, cur);
        if (mf_dist_below(cur, top)) {
            swap = top;
            top = cur;
            cur = swap;
            kb = k;
        }
    }
    return mf_within(top, R) ? kb : -1;
}

/* The direction used at distance 0: A's axis turned left, (1, 0) when A is a point. */
FG_NOINLINE static fg_vec2 mf_left_of(const fg_capsule2 *p)
{
    fg_vec2 u = fg_vec2_sub(p->b, p->a);
    return (fg_wsign(fg_vec2_dot_wide(u, u)) == 0) ? fg_vec2_make(FG_ONE, FG_ZERO) : fg_vec2_make(fg_neg(u.y), u.x);
}

/* ---- B's deepest point from a rational axis point x, rounded once
 * x_i = o_i + k d_i / den (k, den wides) and the point x_i + s n_i, n = v / |v|: the two
 * terms as Q32.32 quotients (each within 2^-17 LSB, the second's length error adding
 * |s| 2^-46 <= 2^-17 LSB), summed exactly, then rounded once: <= 0.5 + 2^-15 LSB. */

/* s c / |v| as Q32.32 over the unit_dir of v. */
FG_NOINLINE static fg_wide unit_q32(const unit_dir *u, fg_scalar s, fg_scalar c)
{
    fg_xwide n = wide_2pow(fg_wmul(s, c), u->j);
    return fg_xrecip_q32(&u->rc, &n);
}

/* The normal v / |v| into m and s v_i / |v| as Q32.32 into irr; returns extra / |v|
 * (extra a wide >= 0; 0 gives 0), the values of unit_contact. */
FG_NOINLINE static fg_scalar mf_normal_irr(fg_manifold2 *m, const fg_vec2 *v, fg_scalar s, fg_wide extra,
                                           fg_wide *irr)
{
    unit_dir u;
    fg_xwide n;
    fg_scalar e = FG_ZERO;
    unit_dir_init(&u, *v);
    if (fg_wsign(extra) != 0) {
        n = wide_2pow(extra, u.j);
        e = fg_xrecip_q16(&u.rc, &n);
    }
    n = unit_num(&u, v->x);
    m->normal.x = fg_xrecip_q16(&u.rc, &n);
    n = unit_num(&u, v->y);
    m->normal.y = fg_xrecip_q16(&u.rc, &n);
    irr[0] = unit_q32(&u, s, v->x);
    irr[1] = unit_q32(&u, s, v->y);
    return e;
}

/* o + k d / den + irr, each coordinate rounded once. */
FG_NOINLINE static fg_vec2 mf_point_over(fg_wide den, const fg_vec2 *o, fg_wide k, const fg_vec2 *d,
                                         const fg_wide *irr)
{
    fg_xrecip rd;
    fg_xwide n;
    fg_wide x, y;
    fg_wrecip_init(&rd, den);
    n = fg_xmul(k, fg_wide_from(d->x));
    x = fg_wadd(fg_wadd(fg_wide_from(o->x), fg_xrecip_q32(&rd, &n)), irr[0]);
    n = fg_xmul(k, fg_wide_from(d->y));
    y = fg_wadd(fg_wadd(fg_wide_from(o->y), fg_xrecip_q32(&rd, &n)), irr[1]);
    return fg_vec2_make(fg_wide_to(x), fg_wide_to(y));
}

/* Crossing axes: normal A's left, depth R, point the crossing a_p + (tn / td) u_p minus
 * r_q n, rounded once. */
FG_NOINLINE static void mf_cross_fill(const fg_capsule2 *p, const fg_capsule2 *q, fg_wide tn, fg_wide td,
                                      fg_manifold2 *m)
{
    fg_wide irr[2];
    fg_vec2 left = mf_left_of(p), up = fg_vec2_sub(p->b, p->a);
    manifold_clear(m);
    m->count = 1;
    m->depth[0] = fg_add(p->radius, q->radius);
    (void)mf_normal_irr(m, &left, fg_neg(q->radius), FG_ZERO, irr);
    m->point[0] = mf_point_over(td, &p->a, tn, &up, irr);
}

/* The nearest end kb and its foot at an end of the other axis (exact): the direction from
 * A's point to B's point, B's point exact. */
FG_NOINLINE static void mf_end_end_fill(const fg_capsule2 *p, const fg_capsule2 *q, int32_t kb, fg_vec2 foot,
                                        fg_manifold2 *m)
{
    fg_vec2 e = mf_end(p, q, kb);
    fg_vec2 d = (kb < 2) ? fg_vec2_sub(foot, e) : fg_vec2_sub(e, foot), bpt = (kb < 2) ? foot : e;
    fg_wide dd = fg_vec2_dot_wide(d, d);
    bool touch = fg_wsign(dd) == 0;
    fg_scalar dist = unit_contact(m, touch ? mf_left_of(p) : d, bpt, fg_neg(q->radius), NULL);
    m->depth[0] = fg_sub(fg_add(p->radius, q->radius), touch ? FG_ZERO : dist);
}

/* A's end e beside B's axis: normal v / |v|, B's point the foot a_q + (s / |u|^2) u
 * (s = (e - a_q) . u) minus r_q n, rounded once; returns the distance acr / |v|. */
FG_NOINLINE static fg_scalar mf_foot_contact(fg_manifold2 *m, const fg_vec2 *v, const fg_capsule2 *q, const fg_vec2 *e,
                                             fg_wide acr)
{
    fg_wide irr[2];
    fg_vec2 u = fg_vec2_sub(q->b, q->a);
    fg_scalar dist = mf_normal_irr(m, v, fg_neg(q->radius), acr, irr);
    m->point[0] = mf_point_over(fg_vec2_dot_wide(u, u), &q->a, fg_vec2_dot_wide(fg_vec2_sub(*e, q->a), u), &u, irr);
    return dist;
}

/* The nearest end kb beside the other axis (cr = (e - a) x u != 0): the direction the
 * exact perpendicular of that axis, the distance |cr| / |u|. B's point: e - r_q n when e
 * is B's; when e is A's, its foot a + (s / |u|^2) u on B's axis (s = (e - a) . u) minus
 * r_q n, rounded once. */
FG_NOINLINE static void mf_side_fill(const fg_capsule2 *p, const fg_capsule2 *q, int32_t kb, fg_vec2 u, fg_wide cr,
                                     fg_manifold2 *m)
{
    fg_vec2 e = mf_end(p, q, kb);
    /* (u.y, -u.x) runs from the axis toward e when cr > 0; A to B is that way when e is B's */
    bool turn_right = (fg_wsign(cr) > 0) == (kb >= 2);
    fg_vec2 v = turn_right ? fg_vec2_make(u.y, fg_neg(u.x)) : fg_vec2_make(fg_neg(u.y), u.x);
    fg_wide acr = (fg_wsign(cr) < 0) ? fg_wneg(cr) : cr;
    fg_scalar dist = (kb >= 2) ? unit_contact(m, v, e, fg_neg(q->radius), &acr) : mf_foot_contact(m, &v, q, &e, acr);
    m->depth[0] = fg_sub(fg_add(p->radius, q->radius), dist);
}

/* Where end kb's foot on the other axis lies: 0 at its a, 1 at its b, 2 beside (then
 * *cr = (e - a) x u). */
FG_NOINLINE static int32_t mf_foot(const fg_capsule2 *p, const fg_capsule2 *q, int32_t kb, fg_wide *cr)
{
    const fg_capsule2 *other = (kb < 2) ? q : p;
    fg_vec2 u = fg_vec2_sub(other->b, other->a), me = fg_vec2_sub(mf_end(p, q, kb), other->a);
    fg_wide s = fg_vec2_dot_wide(me, u), uu = fg_vec2_dot_wide(u, u);
    if ((fg_wsign(s) <= 0) || (fg_wsign(uu) == 0)) {
        return 0;
    }
    if (!fg_wlt(s, uu)) {
        return 1;
    }
    *cr = fg_vec2_cross_wide(me, u);
    return 2;
}

/* Not crossing: the nearest end kb and its foot. */
FG_NOINLINE static void mf_end_fill(const fg_capsule2 *p, const fg_capsule2 *q, int32_t kb, fg_manifold2 *m)
{
    int32_t foot;
    const fg_capsule2 *other = (kb < 2) ? q : p;
    fg_wide cr = FG_ZERO;
    foot = mf_foot(p, q, kb, &cr);
    manifold_clear(m);
    m->count = 1;
    if (foot < 2) {
        mf_end_end_fill(p, q, kb, (foot == 0) ? fg_vec2_make(other->a.x, other->a.y) : fg_vec2_make(other->b.x, other->b.y),
                        m);
    } else if (fg_wsign(cr) == 0) { /* the end on the other axis: distance 0 */
        m->depth[0] = fg_add(p->radius, q->radius);
        (void)unit_contact(m, mf_left_of(p), mf_end(p, q, kb), fg_neg(q->radius), NULL);
    } else {
        mf_side_fill(p, q, kb, fg_vec2_sub(other->b, other->a), cr, m);
    }
}

/* Parallel axes (u_p x u_q == 0) whose projections on A's axis, s = (x - a_p) . u_p,
 * overlap on [lo, hi] with lo < hi? Then k[0], k[1] = lo - s_aq, hi - s_aq: B's axis
 * points over the overlap's ends are a_q + (k / |u_p|^2) u_p. */
FG_NOINLINE static bool mf_parallel_span(const fg_capsule2 *p, const fg_capsule2 *q, fg_wide *k)
{
    fg_vec2 up = fg_vec2_sub(p->b, p->a), uq = fg_vec2_sub(q->b, q->a);
    fg_wide uu, sa, sb, lo, hi;
    if (fg_wsign(fg_vec2_cross_wide(up, uq)) != 0) {
        return false;
    }
    uu = fg_vec2_dot_wide(up, up);
    sa = fg_vec2_dot_wide(fg_vec2_sub(q->a, p->a), up);
    sb = fg_wadd(sa, fg_vec2_dot_wide(uq, up));
    lo = fg_wlt(sa, sb) ? sa : sb;
    hi = fg_wlt(sa, sb) ? sb : sa;
    if (fg_wsign(lo) < 0) {
        lo = fg_wide_from(FG_ZERO);
    }
    if (fg_wlt(uu, hi)) {
        hi = uu;
    }
    k[0] = fg_wsub(lo, sa);
    k[1] = fg_wsub(hi, sa);
    return fg_wlt(lo, hi);
}

/* Parallel axes: n A's axis turned toward B (left when collinear) into m, -r_q n into irr;
 * returns the lines' distance |(a_q - a_p) x u_p| / |u_p|. */
FG_NOINLINE static fg_scalar mf_parallel_normal(const fg_capsule2 *p, const fg_capsule2 *q, fg_manifold2 *m,
                                                fg_wide *irr)
{
    fg_vec2 up = fg_vec2_sub(p->b, p->a), v;
    fg_wide cr = fg_vec2_cross_wide(up, fg_vec2_sub(q->a, p->a)); /* > 0: B on A's left */
    v = (fg_wsign(cr) >= 0) ? fg_vec2_make(fg_neg(up.y), up.x) : fg_vec2_make(up.y, fg_neg(up.x));
    return mf_normal_irr(m, &v, fg_neg(q->radius), (fg_wsign(cr) < 0) ? fg_wneg(cr) : cr, irr);
}

/* The two contacts of a parallel overlap (k from mf_parallel_span), points rounded once. */
FG_NOINLINE static void mf_parallel_fill(const fg_capsule2 *p, const fg_capsule2 *q, const fg_wide *k, fg_manifold2 *m)
{
    fg_vec2 up = fg_vec2_sub(p->b, p->a);
    fg_wide irr[2];
    manifold_clear(m);
    m->count = 2;
    m->depth[0] = fg_sub(fg_add(p->radius, q->radius), mf_parallel_normal(p, q, m, irr));
    m->depth[1] = m->depth[0];
    m->point[0] = mf_point_over(fg_vec2_dot_wide(up, up), &q->a, k[0], &up, irr);
    m->point[1] = mf_point_over(fg_vec2_dot_wide(up, up), &q->a, k[1], &up, irr);
}

/* The decision (fg_capsule2_capsule2_overlap's: the axes cross properly, or the nearest
 * end is within R), made once, and the manifold when m is given. A proper crossing needs
 * non-parallel axes, so it never meets the parallel case. */
FG_NOINLINE static bool mf_capsules(const fg_capsule2 *p, const fg_capsule2 *q, fg_scalar R, fg_manifold2 *m)
{
    fg_wide tn, td, k[2];
    int32_t kb;
    if (mf_axes_cross(p, q, &tn, &td)) {
        if (m != NULL) {
            mf_cross_fill(p, q, tn, td, m);
        }
        return true;
    }
    kb = mf_nearest_end(p, q, R);
    if ((kb < 0) || (m == NULL)) {
        return kb >= 0;
    }
    if (mf_parallel_span(p, q, k)) {
        mf_parallel_fill(p, q, k, m);
    } else {
        mf_end_fill(p, q, kb, m);
    }
    return true;
}

fg_result fg_capsule2_capsule2_manifold(const fg_capsule2 *p, const fg_capsule2 *q, fg_manifold2 *m)
{
    if (fg_missing(p) || fg_missing(q) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_capsule2_ood(p) |
                                     fg_capsule2_ood(q)) != 0u))) {
        return fg_reject("fg_capsule2_capsule2_manifold");
    }
    if (fg_lt(p->radius, FG_ZERO) || fg_lt(q->radius, FG_ZERO)) {
        return FG_MISS;
    }
    return mf_capsules(p, q, fg_add(p->radius, q->radius), m) ? FG_HIT : FG_MISS;
}
