/* SPDX-License-Identifier: MIT */
/* Capsule vs axis-aligned box (fg_capsule.h). Derivation and bounds: DESIGN.md, section
 * "Capsule vs box". The 2D test is the 3D one with z = 0 (a flat box), minus the edges. */
#include "fg_internal.h"
#include "fg_core.h"

/* The capsule's axis [a, b] and the box [lo, hi], as 3D points (2D: z = 0). */
typedef struct {
    fg_vec3 a, b, lo, hi;
    fg_scalar r;
    int32_t dim; /* 2 or 3 */
} capbox;

/* A candidate squared distance num / den (den > 0) between a point of the axis,
 * a + u sn / sd (sd = 0: a), and a point of the box. */
typedef struct {
    fg_xwide num;
    fg_wide den, sn, sd;
} capbox_dist;

/* Candidates: 0, 1 the ends a, b against the box; then the box's corners against the axis
 * (4 in 2D, 8 in 3D), then in 3D the 12 edges against the axis (interior pairs only). */
enum { CB_CORNER0 = 2, CB_EDGE0 = 10 };

static int32_t candidate_count(const capbox *g) { return (g->dim == 3) ? (CB_EDGE0 + 12) : (CB_CORNER0 + 4); }

static fg_wide unit_den(void) { return fg_wmul(FG_ONE, FG_ONE); }

/* Box corner c: bit i chooses hi on axis i. */
static fg_vec3 corner(const capbox *g, int32_t c)
{
    return fg_vec3_make(((c & 1) != 0) ? g->hi.x : g->lo.x, ((c & 2) != 0) ? g->hi.y : g->lo.y,
                        ((c & 4) != 0) ? g->hi.z : g->lo.z);
}

/* Every coordinate of the axis' bounding box more than r away from the box: a miss. */
FG_NOINLINE static bool far_apart(const capbox *g)
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
FG_NOINLINE static bool axis_meets_box(const capbox *g, fg_scalar *tn, fg_scalar *td)
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

/* (|m|^2 |u|^2 - s^2) / |u|^2: beside the axis. */
FG_NOINLINE static void side_fraction(capbox_dist *d, const fg_vec3 *m, fg_wide s, fg_wide uu)
{
    d->num = fg_xsub(fg_xmul(fg_vec3_dot_wide(*m, *m), uu), fg_xmul(s, s));
    d->den = uu;
    d->sn = s;
    d->sd = uu;
}

/* |m|^2 over the unit den, the axis parameter sn / sd. */
FG_NOINLINE static void point_fraction(capbox_dist *d, const fg_vec3 *m, fg_wide sn)
{
    d->den = unit_den();
    d->num = fg_xmul(fg_vec3_dot_wide(*m, *m), d->den);
    d->sn = sn;
    d->sd = sn;
}

/* End k (0: a, 1: b) against the box: the sum of the squared gaps, over the unit den. */
FG_NOINLINE static void end_candidate(const capbox *g, int32_t k, capbox_dist *d)
{
    const fg_vec3 *e = (k == 0) ? &g->a : &g->b;
    fg_vec3 gap;
    int32_t i;
    for (i = 0; i < 3; i++) {
        fg_scalar x = fg_vec3_axis(e, i);
        fg_vec3_set_axis(&gap, i, fg_sub(x, fg_clamp(x, fg_vec3_axis(&g->lo, i), fg_vec3_axis(&g->hi, i))));
    }
    point_fraction(d, &gap, (k == 0) ? FG_ZERO : unit_den());
}

/* A corner p against the axis: |p - a|^2 (s <= 0), |p - b|^2 (s >= |u|^2), else
 * (|m|^2 |u|^2 - s^2) / |u|^2 with m = p - a, s = m . u. */
FG_NOINLINE static void corner_candidate(const capbox *g, int32_t c, capbox_dist *d)
{
    fg_vec3 p = corner(g, c), u = fg_vec3_sub(g->b, g->a), m = fg_vec3_sub(p, g->a);
    fg_wide s = fg_vec3_dot_wide(m, u), uu = fg_vec3_dot_wide(u, u);
    if ((fg_wsign(s) <= 0) || (fg_wsign(uu) == 0)) {
        point_fraction(d, &m, FG_ZERO);
    } else if (!fg_wlt(s, uu)) {
        m = fg_vec3_sub(p, g->b);
        point_fraction(d, &m, uu);
    } else {
        side_fraction(d, &m, s, uu);
    }
}

/* Edge e (3D): along axis i = e / 4 at the corner coordinates (bit 0: j = i + 1, bit 1:
 * l = i + 2, mod 3). Valid when the axis' nearest point to the edge's line, projected on
 * the jl plane, lies on both segments: t = s / w in [0, 1] with w = |u_jl|^2,
 * s = m_jl . u_jl, and a_i + u_i t in [lo_i, hi_i]; the squared distance is then
 * (m_jl x u_jl)^2 / w. Here: w, s and the cross product into d (den, sn, num's root). */
FG_NOINLINE static bool edge_projection(const capbox *g, int32_t e, capbox_dist *d, fg_wide *cr)
{
    int32_t i = e >> 2, j = (i + 1) % 3, l = (i + 2) % 3;
    fg_scalar cj = ((e & 1) != 0) ? fg_vec3_axis(&g->hi, j) : fg_vec3_axis(&g->lo, j);
    fg_scalar cl = ((e & 2) != 0) ? fg_vec3_axis(&g->hi, l) : fg_vec3_axis(&g->lo, l);
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
FG_NOINLINE static bool not_below(fg_scalar lo, fg_scalar ai, fg_scalar ui, fg_wide w, fg_wide s)
{
    return fg_xsign(fg_xsub(fg_xmul(fg_wide_from(fg_sub(lo, ai)), w), fg_xmul(fg_wide_from(ui), s))) <= 0;
}

FG_NOINLINE static bool edge_candidate(const capbox *g, int32_t e, capbox_dist *d)
{
    int32_t i = e >> 2;
    fg_scalar ai = fg_vec3_axis(&g->a, i), ui = fg_sub(fg_vec3_axis(&g->b, i), ai);
    fg_wide cr;
    if (!edge_projection(g, e, d, &cr) || !not_below(fg_vec3_axis(&g->lo, i), ai, ui, d->den, d->sn) ||
        !not_below(fg_neg(fg_vec3_axis(&g->hi, i)), fg_neg(ai), fg_neg(ui), d->den, d->sn)) {
        return false;
    }
    d->num = fg_xmul(cr, cr);
    return true;
}

FG_NOINLINE static bool candidate(const capbox *g, int32_t k, capbox_dist *d)
{
    if (k < CB_CORNER0) {
        end_candidate(g, k, d);
        return true;
    }
    if (k < CB_EDGE0) {
        corner_candidate(g, k - CB_CORNER0, d);
        return true;
    }
    return edge_candidate(g, k - CB_EDGE0, d);
}

/* num / den <= r^2, exact. */
FG_NOINLINE static bool within(const capbox_dist *d, fg_scalar r)
{
    return fg_xsign(fg_xsub(d->num, fg_xmul(fg_wmul(r, r), d->den))) <= 0;
}

/* x < y as fractions, exact (256-bit products). */
FG_NOINLINE static bool below(const capbox_dist *x, const capbox_dist *y)
{
    fg_xwide xd = fg_xwide_from(x->den), yd = fg_xwide_from(y->den);
    return fg_xcmp2(&x->num, &yd, &y->num, &xd) < 0;
}

/* The nearest candidate within r (the first on ties) into *best, or -1. Candidates beyond
 * r are never compared (the nearest is within r whenever any is); want_pair false: the
 * first within r. */
FG_NOINLINE static int32_t nearest_candidate(const capbox *g, bool want_pair, capbox_dist *best)
{
    capbox_dist d;
    int32_t k, kb = -1, n = candidate_count(g);
    for (k = 0; k < n; k++) {
        if (candidate(g, k, &d) && within(&d, g->r) && ((kb < 0) || below(&d, best))) {
            (void)candidate(g, k, best); /* again: copying d may call memcpy */
            kb = k;
            if (!want_pair) {
                break;
            }
        }
    }
    return kb;
}

/* a + u sn / sd, one rounding per component (0.5 LSB); sd = 0 gives a. */
FG_NOINLINE static fg_vec3 axis_point(const capbox *g, fg_wide sn, fg_wide sd)
{
    fg_xrecip rs;
    fg_vec3 u = fg_vec3_sub(g->b, g->a);
    fg_wrecip_init(&rs, sd);
    return fg_vec3_make(fg_wrecip_lerp(&rs, g->a.x, u.x, sn), fg_wrecip_lerp(&rs, g->a.y, u.y, sn),
                        fg_wrecip_lerp(&rs, g->a.z, u.z, sn));
}

/* The box point of candidate k, given its axis point x. */
FG_NOINLINE static fg_vec3 box_point(const capbox *g, int32_t k, const fg_vec3 *x)
{
    fg_vec3 p;
    int32_t i, e;
    if (k < CB_CORNER0) {
        for (i = 0; i < 3; i++) {
            fg_vec3_set_axis(&p, i, fg_clamp(fg_vec3_axis(x, i), fg_vec3_axis(&g->lo, i), fg_vec3_axis(&g->hi, i)));
        }
        return p;
    }
    if (k < CB_EDGE0) {
        return corner(g, k - CB_CORNER0);
    }
    e = k - CB_EDGE0;
    i = e >> 2;
    p = corner(g, ((e & 1) << ((i + 1) % 3)) | (((e >> 1) & 1) << ((i + 2) % 3)));
    fg_vec3_set_axis(&p, i, fg_vec3_axis(x, i)); /* within [lo_i, hi_i]: rounded from a value there */
    return p;
}

/* The decision and the closest pair (written when the pointers are non-NULL). */
FG_NOINLINE static fg_result capbox_run(const capbox *g, fg_vec3 *on_axis, fg_vec3 *on_box)
{
    capbox_dist best;
    fg_scalar tn, td;
    fg_vec3 x;
    int32_t kb;
    bool want = (on_axis != NULL) || (on_box != NULL);
    if (far_apart(g)) {
        return FG_MISS;
    }
    if (axis_meets_box(g, &tn, &td)) {
        if (want) {
            x = axis_point(g, fg_wide_from(tn), fg_wide_from(td)); /* in the box: rounded from a point there */
            if (on_axis != NULL) {
                *on_axis = x;
            }
            if (on_box != NULL) {
                *on_box = x;
            }
        }
        return FG_HIT;
    }
    kb = nearest_candidate(g, want, &best);
    if (kb < 0) {
        return FG_MISS;
    }
    if (want) {
        x = axis_point(g, best.sn, best.sd);
        if (on_box != NULL) {
            *on_box = box_point(g, kb, &x);
        }
        if (on_axis != NULL) {
            *on_axis = x;
        }
    }
    return FG_HIT;
}

fg_result fg_capsule3_aabb3_overlap(const fg_capsule3 *cap, const fg_aabb3 *box, fg_vec3 *on_axis, fg_vec3 *on_box)
{
    capbox g;
    if (fg_missing(cap) || fg_missing(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_vec3_ood(cap->a) | fg_vec3_ood(cap->b) | fg_out_of_domain(cap->radius) | fg_aabb3_ood(box)) != 0u))) {
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
         ((fg_vec2_ood(cap->a) | fg_vec2_ood(cap->b) | fg_out_of_domain(cap->radius) | fg_aabb2_ood(box)) != 0u))) {
        return fg_reject("fg_capsule2_aabb2_overlap");
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_aabb2_is_empty(box)) {
        return FG_MISS;
    }
    return capbox2(cap, box, on_axis, on_box);
}
