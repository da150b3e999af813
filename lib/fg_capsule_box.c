/* SPDX-License-Identifier: MIT */
/* Capsule vs axis-aligned box (fg_capsule.h). Derivation and bounds: DESIGN.md, section
 * "Capsule vs box". The 2D test is the 3D one with z = 0 (a flat box), minus the edges. */
#include "fg_ball_internal.h"
#include "fg_core.h"

/* The capsule's axis [a, b] and the box [lo, hi], as 3D points (2D: z = 0). */
typedef struct {
    fg_vec3 a, b, lo, hi;
    fg_scalar r;
    int32_t dim; /* 2 or 3 */
} capbox;

/* A candidate squared distance num / den (den > 0) between a point of the axis,
 * a + u sn / sd (sd = 0: a), and a point of the box. */
typedef fg_axis_dist capbox_dist; /* fg_ball_internal.h */

/* Candidates: 0, 1 the ends a, b against the box; then the box's corners against the axis
 * (4 in 2D, 8 in 3D), then in 3D the 12 edges against the axis (interior pairs only). */
#define CB_CORNER0 ((int32_t)2)
#define CB_EDGE0 ((int32_t)10)

static int32_t cb_candidate_count(const capbox *g) { return (g->dim == 3) ? (CB_EDGE0 + (int32_t)12) : (CB_CORNER0 + (int32_t)4); }

static fg_wide cb_unit_den(void) { return fg_wmul(FG_ONE, FG_ONE); }

/* Box corner c: bit i chooses hi on axis i. */
static fg_vec3 cb_corner(const capbox *g, int32_t c)
{
    return fg_vec3_make(((c % 2) != 0) ? g->hi.x : g->lo.x, (((c / 2) % 2) != 0) ? g->hi.y : g->lo.y,
                        (((c / 4) % 2) != 0) ? g->hi.z : g->lo.z);
}

/* Every coordinate of the axis' bounding box more than r away from the box: a miss. */
FG_NOINLINE static bool cb_far_apart(const capbox *g)
{
    int32_t i;
    for (i = 0; i < g->dim; i++) {
        fg_scalar p = fg_vec3_axis(&g->a, i), q = fg_vec3_axis(&g->b, i);
        if (fg_gt(fg_sub(fg_vec3_axis(&g->lo, i), fg_max(p, q)), g->r) ||
            fg_gt(fg_sub(fg_min(p, q), fg_vec3_axis(&g->hi, i)), g->r)) {
            return true;
        }
    }
    return false;
}

/* Does the axis meet the box? The slab clip with exact fractions (entry en / ed, exit
 * xn / xd, denominators > 0, cross products in 64 bits); on success the first parameter
 * in the box is *tn / *td. */
FG_NOINLINE static bool cb_axis_meets_box(const capbox *g, fg_scalar *tn, fg_scalar *td)
{
    fg_scalar en = FG_ZERO, ed = FG_ONE, xn = FG_ONE, xd = FG_ONE;
    int32_t i;
    for (i = 0; i < g->dim; i++) {
        fg_scalar o = fg_vec3_axis(&g->a, i), lo = fg_vec3_axis(&g->lo, i), hi = fg_vec3_axis(&g->hi, i);
        fg_scalar u = fg_sub(fg_vec3_axis(&g->b, i), o), n0, n1, dd;
        if (fg_eq(u, FG_ZERO)) {
            if (fg_lt(o, lo) || fg_gt(o, hi)) {
                return false;
            }
            continue;
        }
        n0 = fg_gt(u, FG_ZERO) ? fg_sub(lo, o) : fg_sub(o, hi);
        n1 = fg_gt(u, FG_ZERO) ? fg_sub(hi, o) : fg_sub(o, lo);
        dd = fg_abs(u);
        if (fg_wlt(fg_wmul(en, dd), fg_wmul(n0, ed))) {
            en = n0;
            ed = dd;
        }
        if (fg_wlt(fg_wmul(n1, xd), fg_wmul(xn, dd))) {
            xn = n1;
            xd = dd;
        }
    }
    *tn = en;
    *td = ed;
    return fg_wle(fg_wmul(en, xd), fg_wmul(xn, ed));
}

/* |m|^2 over the unit den, the axis parameter sn / sd. */
FG_NOINLINE static void cb_point_fraction(capbox_dist *d, const fg_vec3 *m, fg_wide sn)
{
    d->den = cb_unit_den();
    d->num = fg_xwide_from(fg_vec3_dot_wide(*m, *m)); /* = fg_xmul(|m|^2, unit den), no product */
    d->sn = sn;
    d->sd = sn;
}

/* End k (0: a, 1: b) against the box: the sum of the squared gaps, over the unit den. */
FG_NOINLINE static void cb_end_candidate(const capbox *g, int32_t k, capbox_dist *d)
{
    const fg_vec3 *e = (k == 0) ? &g->a : &g->b;
    fg_vec3 gap;
    int32_t i;
    for (i = 0; i < 3; i++) {
        fg_scalar x = fg_vec3_axis(e, i);
        fg_vec3_set_axis(&gap, i, fg_sub(x, fg_clamp(x, fg_vec3_axis(&g->lo, i), fg_vec3_axis(&g->hi, i))));
    }
    cb_point_fraction(d, &gap, (k == 0) ? FG_ZERO : cb_unit_den());
}

FG_NOINLINE static void cb_corner_candidate(const capbox *g, int32_t c, capbox_dist *d)
{
    fg_vec3 p = cb_corner(g, c);
    fg_axis_dist_point(d, &g->a, &g->b, &p);
}

/* Edge e (3D): along axis i = e / 4 at the corner coordinates (bit 0: j = i + 1, bit 1:
 * l = i + 2, mod 3). Valid when the axis' nearest point to the edge's line, projected on
 * the jl plane, lies on both segments: t = s / w in [0, 1] with w = |u_jl|^2,
 * s = m_jl . u_jl, and a_i + u_i t in [lo_i, hi_i]; the squared distance is then
 * (m_jl x u_jl)^2 / w. Here: w, s and the cross product into d (den, sn, num's root). */
FG_NOINLINE static bool cb_edge_projection(const capbox *g, int32_t e, capbox_dist *d, fg_wide *cr)
{
    int32_t i = e / 4, j = fg_wrap3(i + 1), l = fg_wrap3(i + 2);
    fg_scalar cj = ((e % 2) != 0) ? fg_vec3_axis(&g->hi, j) : fg_vec3_axis(&g->lo, j);
    fg_scalar cl = (((e / 2) % 2) != 0) ? fg_vec3_axis(&g->hi, l) : fg_vec3_axis(&g->lo, l);
    fg_scalar mj = fg_sub(cj, fg_vec3_axis(&g->a, j)), ml = fg_sub(cl, fg_vec3_axis(&g->a, l));
    fg_scalar uj = fg_sub(fg_vec3_axis(&g->b, j), fg_vec3_axis(&g->a, j));
    fg_scalar ul = fg_sub(fg_vec3_axis(&g->b, l), fg_vec3_axis(&g->a, l));
    d->den = fg_wadd(fg_wmul(uj, uj), fg_wmul(ul, ul));
    d->sd = d->den;
    d->sn = fg_wadd(fg_wmul(mj, uj), fg_wmul(ml, ul));
    *cr = fg_wsub(fg_wmul(mj, ul), fg_wmul(ml, uj));
    return (fg_wsign(d->den) > 0) && (fg_wsign(d->sn) >= 0) && !fg_wlt(d->den, d->sn);
}

/* (lo - a_i) w <= u_i s, exact (128 bits). */
FG_NOINLINE static bool cb_not_below(fg_scalar lo, fg_scalar ai, fg_scalar ui, fg_wide w, fg_wide s)
{
    return fg_xsign(fg_xsub(fg_xmul(fg_wide_from(fg_sub(lo, ai)), w), fg_xmul(fg_wide_from(ui), s))) <= 0;
}

FG_NOINLINE static bool cb_edge_candidate(const capbox *g, int32_t e, capbox_dist *d)
{
    int32_t i = e / 4;
    fg_scalar ai = fg_vec3_axis(&g->a, i), ui = fg_sub(fg_vec3_axis(&g->b, i), ai);
    fg_wide cr;
    if (!cb_edge_projection(g, e, d, &cr) || !cb_not_below(fg_vec3_axis(&g->lo, i), ai, ui, d->den, d->sn) ||
        !cb_not_below(fg_neg(fg_vec3_axis(&g->hi, i)), fg_neg(ai), fg_neg(ui), d->den, d->sn)) {
        return false;
    }
    d->num = fg_xmul(cr, cr);
    return true;
}

FG_NOINLINE static bool cb_candidate(const capbox *g, int32_t k, capbox_dist *d)
{
    if (k < CB_CORNER0) {
        cb_end_candidate(g, k, d);
        return true;
    }
    if (k < CB_EDGE0) {
        cb_corner_candidate(g, k - CB_CORNER0, d);
        return true;
    }
    return cb_edge_candidate(g, k - CB_EDGE0, d);
}

/* The winner's candidate: cb_candidate's value, without the edge's two 128-bit range checks
 * (the winner's edge point lies within [lo_i, hi_i], section 17). */
FG_NOINLINE static bool cb_winner_candidate(const capbox *g, int32_t k, capbox_dist *d)
{
    fg_wide cr;
    if (k < CB_EDGE0) {
        return cb_candidate(g, k, d);
    }
    if (!cb_edge_projection(g, k - CB_EDGE0, d, &cr)) {
        return false;
    }
    d->num = fg_xmul(cr, cr);
    return true;
}

/* num / den <= r^2, exact. */
FG_NOINLINE static bool cb_within(const capbox_dist *d, fg_scalar r)
{
    return fg_xsign(fg_xsub(d->num, fg_xmul(fg_wmul(r, r), d->den))) <= 0;
}

/* x < y as fractions, exact (256-bit products). */
FG_NOINLINE static bool cb_below(const capbox_dist *x, const capbox_dist *y)
{
    fg_xwide xd = fg_xwide_from(x->den), yd = fg_xwide_from(y->den);
    return fg_xcmp2(&x->num, &yd, &y->num, &xd) < 0;
}

/* The nearest candidate within r (the first on ties) into *best, or -1. Candidates beyond
 * r are never compared (the nearest is within r whenever any is); want_pair false: the
 * first within r. */
FG_NOINLINE static int32_t cb_nearest_candidate(const capbox *g, bool want_pair, capbox_dist *best)
{
    capbox_dist d;
    int32_t k, kb = -1, n = cb_candidate_count(g);
    for (k = 0; (k < n) && ((kb < 0) || want_pair); k++) {
        if (kb < 0) { /* the first within r goes straight into *best */
            kb = (cb_candidate(g, k, best) && cb_within(best, g->r)) ? k : -1;
        } else if (cb_candidate(g, k, &d) && cb_within(&d, g->r) && cb_below(&d, best)) {
            (void)cb_candidate(g, k, best); /* again: copying d may call memcpy */
            kb = k;
        } else {
            /* farther, or beyond r */
        }
    }
    return kb;
}

/* The nearest feature without the scan (DESIGN.md section 17, "The winner first"). With
 * every u_i != 0 (i < dim) and the axis apart from the box, the closest pair is unique and
 * D(t) = sum gap_i(a_i + t u_i)^2 strictly convex on [0, 1]; the sign of D'(n / d), exact
 * (products below 2^94), locates its minimum t* at an end, at a crossing of a face's plane
 * or inside a piece where the set of planes the point lies beyond is constant. The first
 * candidate in the scan's order that attains the minimum follows from the box point's
 * bounded coordinates: all of them a corner, one free an edge. */

/* The axis against the box per coordinate: u_i, a_i - lo_i, a_i - hi_i. */
typedef struct {
    fg_scalar u[3], al[3], ah[3];
} cb_axis_rel;

FG_NOINLINE static void cb_axis_rel_init(const capbox *g, cb_axis_rel *q)
{
    int32_t i;
    for (i = 0; i < 3; i++) {
        fg_scalar a = fg_vec3_axis(&g->a, i);
        q->u[i] = fg_sub(fg_vec3_axis(&g->b, i), a);
        q->al[i] = fg_sub(a, fg_vec3_axis(&g->lo, i));
        q->ah[i] = fg_sub(a, fg_vec3_axis(&g->hi, i));
    }
}

/* sum gap_i u_i, exact (products below 2^94): out of line, its 128-bit frame apart. */
FG_NOINLINE static int cb_slope_exact(const fg_wide gap[3], const fg_scalar u[3])
{
    return fg_xsign(fg_xdot3ws(gap[0], u[0], gap[1], u[1], gap[2], u[2]));
}

/* Axis i's term of D'(n / d) (d > 0): *gap the excess of d p_i(t) beyond [d lo_i, d hi_i]
 * (negative below), *side cb_side_at's leaving side; returns the sign of gap u_i. */
FG_NOINLINE static int cb_slope_term(const cb_axis_rel *q, int32_t i, fg_scalar n, fg_scalar d, fg_wide *gap,
                                     int32_t *side)
{
    fg_scalar u = q->u[i];
    fg_wide zero = fg_wide_from(FG_ZERO), nu = fg_wmul(n, u), g;
    *side = 0;
    *gap = zero;
    if (fg_eq(u, FG_ZERO)) {
        return 0; /* no term */
    }
    g = fg_wadd(fg_wmul(q->al[i], d), nu);
    if (fg_wlt(g, zero) || ((fg_wsign(g) == 0) && fg_lt(u, FG_ZERO))) {
        *side = -1;
    }
    if (!fg_wlt(g, zero)) {
        g = fg_wadd(fg_wmul(q->ah[i], d), nu);
        if ((*side == 0) && (fg_wlt(zero, g) || ((fg_wsign(g) == 0) && fg_gt(u, FG_ZERO)))) {
            *side = 1;
        }
        g = fg_wlt(zero, g) ? g : zero;
    }
    *gap = g;
    return fg_wsign(g) * (fg_gt(u, FG_ZERO) ? 1 : -1);
}

/* Sign of D'(n / d) (d > 0): sum of u_i times the gap of d p_i(t) outside [d lo_i, d hi_i];
 * the 128-bit sum only when the terms' signs differ. side[i]: cb_side_at's leaving side. */
FG_NOINLINE static int cb_slope_sign(const cb_axis_rel *q, fg_scalar n, fg_scalar d, int32_t side[3])
{
    fg_wide gap[3];
    bool pos = false, neg = false;
    int32_t i;
    for (i = 0; i < 3; i++) {
        int sg = cb_slope_term(q, i, n, d, &gap[i], &side[i]);
        pos = pos || (sg > 0);
        neg = neg || (sg < 0);
    }
    if (!pos || !neg) {
        return pos ? 1 : (neg ? -1 : 0);
    }
    return cb_slope_exact(gap, q->u);
}

/* cb_slope_sign at an end (k = 0: a, 1: b), in 64 bits: the gaps are scalars there. */
FG_NOINLINE static int cb_end_slope(const capbox *g, const cb_axis_rel *q, int32_t k, int32_t side[3])
{
    const fg_vec3 *e = (k == 0) ? &g->a : &g->b;
    fg_wide sum = fg_wide_from(FG_ZERO);
    int32_t i;
    for (i = 0; i < 3; i++) {
        fg_scalar x = fg_vec3_axis(e, i), u = q->u[i];
        fg_scalar el = fg_sub(x, fg_vec3_axis(&g->lo, i)), eh = fg_sub(x, fg_vec3_axis(&g->hi, i));
        fg_scalar gap = fg_lt(el, FG_ZERO) ? el : (fg_gt(eh, FG_ZERO) ? eh : FG_ZERO);
        side[i] = 0;
        if (fg_lt(el, FG_ZERO) || (fg_eq(el, FG_ZERO) && fg_lt(u, FG_ZERO))) {
            side[i] = -1;
        } else if (fg_gt(eh, FG_ZERO) || (fg_eq(eh, FG_ZERO) && fg_gt(u, FG_ZERO))) {
            side[i] = 1;
        } else {
            /* inside */
        }
        sum = fg_wadd(sum, fg_wmul(gap, u)); /* below 2^62 */
    }
    return fg_wsign(sum);
}

/* Side of axis i at t = n / d: -1 at or beyond lo, +1 at or beyond hi (lo when lo = hi),
 * 0 strictly inside. With leaving set, a point on a plane counts as beyond it only when
 * the axis runs outwards there (the side just after t). */
FG_NOINLINE static int32_t cb_side_at(const cb_axis_rel *q, int32_t i, fg_scalar n, fg_scalar d, bool leaving)
{
    fg_scalar u = q->u[i];
    fg_wide nu = fg_wmul(n, u), zero = fg_wide_from(FG_ZERO);
    fg_wide xl = fg_wadd(fg_wmul(q->al[i], d), nu), xh = fg_wadd(fg_wmul(q->ah[i], d), nu);
    bool low = fg_wlt(xl, zero) || (!fg_wlt(zero, xl) && (!leaving || fg_lt(u, FG_ZERO)));
    bool high = fg_wlt(zero, xh) || (!fg_wlt(xh, zero) && (!leaving || fg_gt(u, FG_ZERO)));
    int32_t side = 0;
    if (low) {
        side = -1;
    } else if (high) {
        side = 1;
    } else {
        /* inside */
    }
    return side;
}

/* The candidate of the box feature with the given sides (i < dim): bit i of the corner is
 * hi when the point lies beyond hi_i and hi_i != lo_i (equal bounds: the first, lo, ties);
 * one free axis an edge. -1 when the feature is no corner or edge (not reached for a
 * unique pair). */
FG_NOINLINE static int32_t cb_feature(const capbox *g, const int32_t side[3])
{
    int32_t i, nfree = 0, freeaxis = 0, k = -1;
    int32_t hi[3];
    for (i = 0; i < 3; i++) {
        int32_t si = (i < g->dim) ? side[i] : -1;
        hi[i] = 0;
        if ((si > 0) && fg_lt(fg_vec3_axis(&g->lo, i), fg_vec3_axis(&g->hi, i))) {
            hi[i] = 1;
        }
        if (si == 0) {
            nfree++;
            freeaxis = i;
        }
    }
    if (nfree == 0) {
        k = CB_CORNER0 + hi[0] + (2 * hi[1]) + (4 * hi[2]);
    } else if ((nfree == 1) && (g->dim == 3)) {
        /* the edge along freeaxis: bit 0 the side on axis freeaxis + 1, bit 1 on freeaxis + 2 */
        k = CB_EDGE0 + (4 * freeaxis) + hi[fg_wrap3(freeaxis + 1)] + (2 * hi[fg_wrap3(freeaxis + 2)]);
    } else {
        /* not a corner or an edge */
    }
    return k;
}

/* The feature at a plane crossing t = n / d where D' = 0 (a point on a plane counts). */
FG_NOINLINE static int32_t cb_feature_on(const capbox *g, const cb_axis_rel *q, fg_scalar n, fg_scalar d)
{
    int32_t side[3], i;
    for (i = 0; i < 3; i++) {
        side[i] = cb_side_at(q, i, n, d, false);
    }
    return cb_feature(g, side);
}

/* n1 / d1 < n2 / d2 (d1, d2 > 0). */
FG_NOINLINE static bool cb_param_below(fg_scalar n1, fg_scalar d1, fg_scalar n2, fg_scalar d2)
{
    return fg_wlt(fg_wmul(n1, d2), fg_wmul(n2, d1));
}

/* The first candidate attaining the distance, or -1 (some u_i = 0: the scan decides).
 * t* lies between the last plane crossing l with D' < 0 and the first r with D' > 0
 * (0 and 1 when none); a crossing outside (l, r) needs no slope. */
FG_NOINLINE static int32_t cb_winner(const capbox *g)
{
    cb_axis_rel q;
    fg_scalar ln = FG_ZERO, ld = FG_ONE, rn = FG_ONE, rd = FG_ONE;
    int32_t i, k, lside[3], side[3];
    bool lset = false, rset = false;
    cb_axis_rel_init(g, &q);
    for (i = 0; i < g->dim; i++) {
        if (fg_eq(q.u[i], FG_ZERO)) {
            return -1;
        }
    }
    for (k = 0; k < (2 * g->dim); k++) {
        fg_scalar u = q.u[k / 2], off = ((k % 2) != 0) ? q.ah[k / 2] : q.al[k / 2];
        fg_scalar n = fg_gt(u, FG_ZERO) ? fg_neg(off) : off, d = fg_abs(u);
        int sg;
        if (fg_le(n, FG_ZERO) || fg_ge(n, d) || (lset && !cb_param_below(ln, ld, n, d)) ||
            (rset && !cb_param_below(n, d, rn, rd))) {
            continue;
        }
        sg = cb_slope_sign(&q, n, d, side);
        if (sg == 0) {
            return cb_feature_on(g, &q, n, d);
        }
        if (sg < 0) {
            ln = n;
            ld = d;
            lset = true;
            for (i = 0; i < 3; i++) {
                lside[i] = side[i];
            }
        } else {
            rn = n;
            rd = d;
            rset = true;
        }
    }
    if (!lset && (cb_end_slope(g, &q, 0, lside) >= 0)) {
        return 0;
    }
    if (!rset && (cb_end_slope(g, &q, 1, side) <= 0)) {
        return 1;
    }
    return cb_feature(g, lside); /* t* inside (l, r): the sides just after l */
}

/* a + (b - a) sn / sd, one rounding per component (0.5 LSB); sd = 0 gives a. For an axis
 * parameter over a wide sd (a candidate's, the capsule pair's end): one 64-bit fraction
 * (fg_wratio) serves the three. */
FG_NOINLINE static fg_vec3 cb_lerp3(const fg_vec3 *a, const fg_vec3 *b, fg_wide sn, fg_wide sd)
{
    fg_wratio rs;
    fg_vec3 u = fg_vec3_sub(*b, *a);
    fg_wratio_init(&rs, sn, sd);
    return fg_vec3_make(fg_wratio_lerp(&rs, a->x, u.x), fg_wratio_lerp(&rs, a->y, u.y), fg_wratio_lerp(&rs, a->z, u.z));
}

/* The same for the crossing's parameter over a 32-bit sd: fg_wfrac's one 2/1 step (over
 * fg_wratio the 2D box overlap's hits took twice as many instructions). */
FG_NOINLINE static fg_vec3 cb_axis_point(const capbox *g, fg_wide sn, fg_wide sd)
{
    fg_wfrac rs;
    fg_vec3 u = fg_vec3_sub(g->b, g->a);
    fg_wfrac_init(&rs, sd);
    return fg_vec3_make(fg_wfrac_lerp(&rs, g->a.x, u.x, sn), fg_wfrac_lerp(&rs, g->a.y, u.y, sn),
                        fg_wfrac_lerp(&rs, g->a.z, u.z, sn));
}

/* The box point of candidate k, given its axis point x. */
FG_NOINLINE static fg_vec3 cb_box_point(const capbox *g, int32_t k, const fg_vec3 *x)
{
    fg_vec3 p;
    int32_t i, j, e;
    if (k < CB_CORNER0) {
        for (i = 0; i < 3; i++) {
            fg_vec3_set_axis(&p, i, fg_clamp(fg_vec3_axis(x, i), fg_vec3_axis(&g->lo, i), fg_vec3_axis(&g->hi, i)));
        }
        return p;
    }
    if (k < CB_EDGE0) {
        return cb_corner(g, k - CB_CORNER0);
    }
    e = k - CB_EDGE0;
    i = e / 4;
    for (j = 1; j < 3; j++) { /* the edge's two fixed coordinates: bit j - 1 of e, hi or lo */
        int32_t m = fg_wrap3(i + j);
        fg_vec3_set_axis(&p, m, ((((e / j) % 2) != 0) ? fg_vec3_axis(&g->hi, m) : fg_vec3_axis(&g->lo, m)));
    }
    fg_vec3_set_axis(&p, i, fg_vec3_axis(x, i)); /* within [lo_i, hi_i]: rounded from a value there */
    return p;
}

/* The crossing's point p(tn / td), both outputs. */
FG_NOINLINE static void cb_crossing_pair(const capbox *g, fg_scalar tn, fg_scalar td, fg_vec3 *on_axis, fg_vec3 *on_box)
{
    fg_vec3 x = cb_axis_point(g, fg_wide_from(tn), fg_wide_from(td)); /* in the box: rounded from a point there */
    if (on_axis != NULL) {
        *on_axis = x;
    }
    if (on_box != NULL) {
        *on_box = x;
    }
}

/* Candidate kb's pair. */
FG_NOINLINE static void cb_candidate_pair(const capbox *g, int32_t kb, const capbox_dist *best, fg_vec3 *on_axis,
                                          fg_vec3 *on_box)
{
    fg_vec3 x = cb_lerp3(&g->a, &g->b, best->sn, best->sd);
    if (on_box != NULL) {
        *on_box = cb_box_point(g, kb, &x);
    }
    if (on_axis != NULL) {
        *on_axis = x;
    }
}

/* The decision and the closest pair (written when the pointers are non-NULL). */
FG_NOINLINE static fg_result capbox_run(const capbox *g, fg_vec3 *on_axis, fg_vec3 *on_box)
{
    capbox_dist best;
    fg_scalar tn, td;
    int32_t kb;
    bool want = (on_axis != NULL) || (on_box != NULL);
    if (cb_far_apart(g)) {
        return FG_MISS;
    }
    if (cb_axis_meets_box(g, &tn, &td)) {
        if (want) {
            cb_crossing_pair(g, tn, td, on_axis, on_box);
        }
        return FG_HIT;
    }
    kb = cb_winner(g);
    if ((kb >= 0) && cb_winner_candidate(g, kb, &best)) {
        if (!cb_within(&best, g->r)) {
            return FG_MISS;
        }
    } else {
        kb = cb_nearest_candidate(g, want, &best);
    }
    if (kb < 0) {
        return FG_MISS;
    }
    if (want) {
        cb_candidate_pair(g, kb, &best, on_axis, on_box);
    }
    return FG_HIT;
}

fg_result fg_capsule3_aabb3_overlap(const fg_capsule3 *cap, const fg_aabb3 *box, fg_vec3 *on_axis, fg_vec3 *on_box)
{
    capbox g;
    if (fg_missing(cap) || fg_missing(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_capsule3_ood(cap) | fg_aabb3_ood(box)) != 0u))) {
        return fg_reject("fg_capsule3_aabb3_overlap");
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_aabb3_is_empty(box)) {
        return FG_MISS;
    }
    g.a = fg_vec3_make(cap->a.x, cap->a.y, cap->a.z);
    g.b = fg_vec3_make(cap->b.x, cap->b.y, cap->b.z);
    g.lo = fg_vec3_make(box->min.x, box->min.y, box->min.z);
    g.hi = fg_vec3_make(box->max.x, box->max.y, box->max.z);
    g.r = cap->radius;
    g.dim = 3;
    return capbox_run(&g, on_axis, on_box);
}

/* The 2D test through the 3D one (z = 0); out of line, the 3D temporaries stay off the
 * public function's frame. */
FG_NOINLINE static fg_result capbox2(const fg_capsule2 *cap, const fg_aabb2 *box, fg_vec2 *on_axis, fg_vec2 *on_box)
{
    capbox g;
    fg_vec3 x, y;
    fg_result res;
    g.a = fg_vec3_make(cap->a.x, cap->a.y, FG_ZERO);
    g.b = fg_vec3_make(cap->b.x, cap->b.y, FG_ZERO);
    g.lo = fg_vec3_make(box->min.x, box->min.y, FG_ZERO);
    g.hi = fg_vec3_make(box->max.x, box->max.y, FG_ZERO);
    g.r = cap->radius;
    g.dim = 2;
    res = capbox_run(&g, (on_axis != NULL) ? &x : NULL, (on_box != NULL) ? &y : NULL);
    if (res == FG_HIT) {
        if (on_axis != NULL) {
            on_axis->x = x.x;
            on_axis->y = x.y;
        }
        if (on_box != NULL) {
            on_box->x = y.x;
            on_box->y = y.y;
        }
    }
    return res;
}

fg_result fg_capsule2_aabb2_overlap(const fg_capsule2 *cap, const fg_aabb2 *box, fg_vec2 *on_axis, fg_vec2 *on_box)
{
    if (fg_missing(cap) || fg_missing(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_capsule2_ood(cap) | fg_aabb2_ood(box)) != 0u))) {
        return fg_reject("fg_capsule2_aabb2_overlap");
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_aabb2_is_empty(box)) {
        return FG_MISS;
    }
    return capbox2(cap, box, on_axis, on_box);
}

/* ---------------------------------------------------------------- two 3D capsules
 * (issue 13 item 3; DESIGN.md "Two 3D capsules"). With p(s) = a_p + s u, q(t) = a_q + t v,
 * w = a_p - a_q, the squared distance |w + s u - t v|^2 is convex on [0, 1]^2; its
 * stationary point, when the axes are not parallel, is s = (b e - c d) / den,
 * t = (a e - b d) / den with a = u.u, b = u.v, c = v.v, d = u.w, e = v.w and
 * den = a c - b^2 = |u x v|^2 (every product below 2^125). Inside the closed square it is
 * the minimum, at squared distance (w . (u x v))^2 / den; otherwise the minimum lies on
 * the square's border: an end of one axis against the other axis. */

typedef struct {
    fg_xwide sn, tn, den;
} cb_lines;

/* The five dot products, out of line (the 128-bit products' frame stays small). */
typedef struct {
    fg_wide a, b, c, d, e;
} cb_dots;

FG_NOINLINE static void cb_pair_dots(const fg_capsule3 *p, const fg_capsule3 *q, cb_dots *k)
{
    fg_vec3 u = fg_vec3_sub(p->b, p->a), v = fg_vec3_sub(q->b, q->a), w = fg_vec3_sub(p->a, q->a);
    k->a = fg_vec3_dot_wide(u, u);
    k->b = fg_vec3_dot_wide(u, v);
    k->c = fg_vec3_dot_wide(v, v);
    k->d = fg_vec3_dot_wide(u, w);
    k->e = fg_vec3_dot_wide(v, w);
}

/* *out = x y - z w, exact (128 bits). */
FG_NOINLINE static void cb_xdet(fg_xwide *out, fg_wide x, fg_wide y, fg_wide z, fg_wide w)
{
    *out = fg_xsub(fg_xmul(x, y), fg_xmul(z, w));
}

FG_NOINLINE static void cb_line_params(const fg_capsule3 *p, const fg_capsule3 *q, cb_lines *l)
{
    cb_dots k;
    cb_pair_dots(p, q, &k);
    cb_xdet(&l->den, k.a, k.c, k.b, k.b);
    cb_xdet(&l->sn, k.b, k.e, k.c, k.d);
    cb_xdet(&l->tn, k.a, k.e, k.b, k.d);
}

/* 0 <= x <= den */
static bool cb_unit_interval(const fg_xwide *x, const fg_xwide *den)
{
    return (fg_xsign(*x) >= 0) && (fg_xsign(fg_xsub(*den, *x)) >= 0);
}

/* Is the stationary point in the closed square (axes not parallel)? */
FG_NOINLINE static bool cb_lines_inside(const cb_lines *l)
{
    return (fg_xsign(l->den) > 0) && cb_unit_interval(&l->sn, &l->den) && cb_unit_interval(&l->tn, &l->den);
}

/* (w . (u x v))^2 <= R^2 |u x v|^2, exact (the triple product below 2^109, 256-bit
 * products); R^2 carries the unit scale of the other side (fg_wmul(1, 1)). */
/* *t += w (x y - z v): one term of the triple product (128 bits). */
FG_NOINLINE static void cb_triple_add(fg_xwide *t, fg_scalar w, fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar v)
{
    *t = fg_xadd(*t, fg_xmul(fg_wide_from(w), fg_wsub(fg_wmul(x, y), fg_wmul(z, v))));
}

/* *t = w . (u x v) */
FG_NOINLINE static void cb_triple(const fg_capsule3 *p, const fg_capsule3 *q, fg_xwide *t)
{
    fg_vec3 u = fg_vec3_sub(p->b, p->a), v = fg_vec3_sub(q->b, q->a), w = fg_vec3_sub(p->a, q->a);
    *t = fg_xwide_from(FG_ZERO);
    cb_triple_add(t, w.x, u.y, v.z, u.z, v.y);
    cb_triple_add(t, w.y, u.z, v.x, u.x, v.z);
    cb_triple_add(t, w.z, u.x, v.y, u.y, v.x);
}

FG_NOINLINE static bool cb_lines_within(const fg_capsule3 *p, const fg_capsule3 *q, const fg_xwide *den, fg_scalar R)
{
    fg_xwide t, rr = fg_xwide_from(fg_wmul(R, R)); /* R^2 over the unit den */
    cb_triple(p, q, &t);
    return fg_xcmp2(&t, &t, &rr, den) <= 0;
}

/* a + (b - a) num / den per component, one rounding each (0.5 LSB). */
FG_NOINLINE static void cb_xlerp3(const fg_vec3 *a, const fg_vec3 *b, const fg_xwide *num, const fg_xwide *den,
                                  fg_vec3 *out)
{
    fg_xrecip r;
    fg_vec3 u = fg_vec3_sub(*b, *a);
    fg_xrecip_init(&r, den);
    out->x = fg_xrecip_lerp(&r, a->x, u.x, num);
    out->y = fg_xrecip_lerp(&r, a->y, u.y, num);
    out->z = fg_xrecip_lerp(&r, a->z, u.z, num);
}

/* End k of the order a_p, b_p (against q's axis), a_q, b_q (against p's axis). */
static const fg_vec3 *cb_end(const fg_capsule3 *p, const fg_capsule3 *q, int32_t k)
{
    const fg_capsule3 *c = (k < 2) ? p : q;
    return ((k % 2) == 0) ? &c->a : &c->b;
}

FG_NOINLINE static bool cb_end_within(const fg_capsule3 *p, const fg_capsule3 *q, int32_t k, fg_scalar R,
                                      capbox_dist *d)
{
    const fg_capsule3 *other = (k < 2) ? q : p;
    return fg_axis_dist_within(d, &other->a, &other->b, cb_end(p, q, k), R);
}

/* The nearest end within R (the first of the order on ties) into *best, or -1; the
 * first within R when want_pair is false. */
FG_NOINLINE static int32_t cb_nearest_end(const fg_capsule3 *p, const fg_capsule3 *q, fg_scalar R, bool want_pair,
                                          capbox_dist *best)
{
    capbox_dist d;
    int32_t k, kb = -1;
    for (k = 0; (k < 4) && ((kb < 0) || want_pair); k++) {
        if (kb < 0) { /* the first within R goes straight into *best */
            kb = cb_end_within(p, q, k, R, best) ? k : -1;
        } else if (cb_end_within(p, q, k, R, &d) && cb_below(&d, best)) {
            (void)cb_end_within(p, q, k, R, best); /* again: copying d may call memcpy */
            kb = k;
        } else {
            /* farther, or beyond R */
        }
    }
    return kb;
}

/* Both outputs for the nearest end kb: the end itself, its nearest point of the other axis. */
FG_NOINLINE static void cb_end_pair(const fg_capsule3 *p, const fg_capsule3 *q, int32_t kb, const capbox_dist *d,
                                    fg_vec3 *on_p, fg_vec3 *on_q)
{
    const fg_capsule3 *other = (kb < 2) ? q : p;
    const fg_vec3 *e = cb_end(p, q, kb);
    fg_vec3 x = cb_lerp3(&other->a, &other->b, d->sn, d->sd);
    fg_vec3 *own = (kb < 2) ? on_p : on_q, *far = (kb < 2) ? on_q : on_p;
    if (own != NULL) {
        *own = fg_vec3_make(e->x, e->y, e->z);
    }
    if (far != NULL) {
        *far = x;
    }
}

FG_NOINLINE static fg_result cb_capsules3(const fg_capsule3 *p, const fg_capsule3 *q, fg_scalar R, fg_vec3 *on_p,
                                          fg_vec3 *on_q)
{
    cb_lines l;
    capbox_dist best;
    int32_t kb;
    cb_line_params(p, q, &l);
    if (cb_lines_inside(&l)) {
        if (!cb_lines_within(p, q, &l.den, R)) {
            return FG_MISS;
        }
        if (on_p != NULL) {
            cb_xlerp3(&p->a, &p->b, &l.sn, &l.den, on_p);
        }
        if (on_q != NULL) {
            cb_xlerp3(&q->a, &q->b, &l.tn, &l.den, on_q);
        }
        return FG_HIT;
    }
    kb = cb_nearest_end(p, q, R, (on_p != NULL) || (on_q != NULL), &best);
    if (kb < 0) {
        return FG_MISS;
    }
    cb_end_pair(p, q, kb, &best, on_p, on_q);
    return FG_HIT;
}

/* Some axis where the two axes' extents are more than R apart: a miss, exact. */
FG_NOINLINE static bool cb_extents_apart(const fg_capsule3 *p, const fg_capsule3 *q, fg_scalar R)
{
    int32_t i;
    for (i = 0; i < 3; i++) {
        fg_scalar pa = fg_vec3_axis(&p->a, i), pb = fg_vec3_axis(&p->b, i);
        fg_scalar qa = fg_vec3_axis(&q->a, i), qb = fg_vec3_axis(&q->b, i);
        if (fg_gt(fg_sub(fg_min(qa, qb), fg_max(pa, pb)), R) || fg_gt(fg_sub(fg_min(pa, pb), fg_max(qa, qb)), R)) {
            return true;
        }
    }
    return false;
}

fg_result fg_capsule3_capsule3_overlap(const fg_capsule3 *p, const fg_capsule3 *q, fg_vec3 *on_p, fg_vec3 *on_q)
{
    fg_scalar R;
    if (fg_missing(p) || fg_missing(q) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_capsule3_ood(p) |
                                     fg_capsule3_ood(q)) != 0u))) {
        return fg_reject("fg_capsule3_capsule3_overlap");
    }
    if (fg_lt(p->radius, FG_ZERO) || fg_lt(q->radius, FG_ZERO)) {
        return FG_MISS;
    }
    R = fg_add(p->radius, q->radius);
    if (cb_extents_apart(p, q, R)) {
        return FG_MISS;
    }
    return cb_capsules3(p, q, R, on_p, on_q);
}
