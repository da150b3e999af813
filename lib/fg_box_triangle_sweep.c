/* SPDX-License-Identifier: MIT */
/* Swept box vs triangle: the separating-axis test of fg_triangle_box.c made dynamic (the
 * projected intervals move linearly in t, so every axis gives an exact entry and exit
 * fraction). Rules and bounds: DESIGN.md, "Swept box vs triangle". */
#include "fg_internal.h"

/* On one axis L (up to 13, in fg_triangle_aabb3_overlap's order: x, y, z, the triangle's
 * normal, then (b - a), (c - b), (a - c) each crossed with x, y, z), exact: the triangle's
 * projection minus the box's is [lo, hi] at t = 0 and [lo - t s, hi - t s] at t, where
 * lo = triangle min - box max (> 0: the box lies below), hi = triangle max - box min
 * (< 0: above), s = L . delta; q = L . L (only when asked). */
typedef struct {
    fg_xwide lo, hi, s, q;
} bt_axis_gap;

/* The first contact so far: the latest entry en/ed (0/1 until an axis is entered later)
 * with its axis and side (-1: the normal is -L), the earliest exit xn/xd (max_t/1 at
 * first); and the start rules: the lowest touching axis moved into (and its side), and
 * whether some touching axis is not moved into. */
typedef struct {
    fg_xwide en, ed, xn, xd;
    int8_t axis, side, taxis, tside;
    bool away;
} bt_sweep_state;

static fg_scalar bt_comp(const fg_vec3 *v, int k)
{
    fg_scalar c = v->x;
    if (k == 1) {
        c = v->y;
    } else if (k == 2) {
        c = v->z;
    } else {
        /* x */
    }
    return c;
}

static fg_xwide bt_xw(fg_wide a) { return fg_xwide_from(a); }

static fg_xwide bt_xs(fg_scalar a) { return fg_xwide_from(fg_wide_from(a)); }

/* A box axis: the triangle's coordinate range against the box's. */
static FG_NOINLINE void bt_box_axis(const fg_aabb3 *b, const fg_triangle *t, fg_vec3 d, int k, bt_axis_gap *g)
{
    fg_scalar pa = bt_comp(&t->a, k), pb = bt_comp(&t->b, k), pc = bt_comp(&t->c, k);
    fg_scalar tl = fg_min(pa, fg_min(pb, pc)), th = fg_max(pa, fg_max(pb, pc));
    g->lo = bt_xw(fg_wsub(fg_wide_from(tl), fg_wide_from(bt_comp(&b->max, k))));
    g->hi = bt_xw(fg_wsub(fg_wide_from(th), fg_wide_from(bt_comp(&b->min, k))));
    g->s = bt_xs(bt_comp(&d, k));
    g->q = bt_xs(FG_ONE);
}

/* n = (b - a) x (c - a), exact: edges of 31 bits, components of 62. */
static FG_NOINLINE void bt_tri_normal(const fg_triangle *t, fg_wide n[3])
{
    fg_vec3 e1 = fg_vec3_sub(t->b, t->a), e2 = fg_vec3_sub(t->c, t->a);
    n[0] = fg_wsub(fg_wmul(e1.y, e2.z), fg_wmul(e1.z, e2.y));
    n[1] = fg_wsub(fg_wmul(e1.z, e2.x), fg_wmul(e1.x, e2.z));
    n[2] = fg_wsub(fg_wmul(e1.x, e2.y), fg_wmul(e1.y, e2.x));
}

/* The box's corner of greatest (high) or least L . p, for L's signs. */
static fg_vec3 bt_corner(const fg_aabb3 *b, bool px, bool py, bool pz, bool high)
{
    return fg_vec3_make((px == high) ? b->max.x : b->min.x, (py == high) ? b->max.y : b->min.y,
                        (pz == high) ? b->max.z : b->min.z);
}

/* n . p in 128 bits (< 2^93 raw). */
static FG_NOINLINE fg_xwide bt_ndot(const fg_wide n[3], fg_vec3 p) { return fg_xdot3ws(n[0], p.x, n[1], p.y, n[2], p.z); }

/* *g -= n . p (out of line: inlined, its 128-bit terms took the caller's frame past 128 B on
 * the Cortex-M0, and on the Cortex-M55 at -O2). */
static FG_NOINLINE void bt_ndot_less(const fg_wide n[3], fg_vec3 p, fg_xwide *g) { *g = fg_xsub(*g, bt_ndot(n, p)); }

static FG_NOINLINE void bt_xneg(fg_xwide *a) { *a = fg_xsub(fg_xwide_from(0), *a); }

/* The normal axis' gaps: every vertex projects to n . a. */
static FG_NOINLINE void bt_normal_gaps(const fg_wide n[3], const fg_aabb3 *b, const fg_vec3 *a, bt_axis_gap *g)
{
    bool px = fg_wsign(n[0]) >= 0, py = fg_wsign(n[1]) >= 0, pz = fg_wsign(n[2]) >= 0;
    g->lo = bt_ndot(n, *a);
    g->hi = g->lo;
    bt_ndot_less(n, bt_corner(b, px, py, pz, false), &g->hi);
    bt_ndot_less(n, bt_corner(b, px, py, pz, true), &g->lo);
}

static FG_NOINLINE void bt_normal_q(const fg_wide n[3], bt_axis_gap *g)
{
    g->q = fg_xmul3(n[0], n[0], n[1], n[1], n[2], n[2]);
}

/* The triangle's plane (every value < 2^93 raw, 128 bits). A zero normal (collinear
 * vertices) is no axis. */
static FG_NOINLINE bool bt_normal_axis(const fg_aabb3 *b, const fg_triangle *t, fg_vec3 d, bool want_q, bt_axis_gap *g)
{
    fg_wide n[3];
    bt_tri_normal(t, n);
    if ((fg_wsign(n[0]) == 0) && (fg_wsign(n[1]) == 0) && (fg_wsign(n[2]) == 0)) {
        return false;
    }
    bt_normal_gaps(n, b, &t->a, g);
    g->s = bt_ndot(n, d);
    if (want_q) {
        bt_normal_q(n, g);
    }
    return true;
}

/* Axis 4 + 3 i + j: edge i crossed with the unit axis j (two components, each an edge
 * component of 31 bits). The zero vector (an edge parallel to the axis, or of length 0)
 * is no axis. */
static FG_NOINLINE bool bt_cross_vector(const fg_triangle *t, int k, fg_vec3 *l)
{
    int i = (k - 4) / 3, j = (k - 4) % 3;
    fg_vec3 e = (i == 0) ? fg_vec3_sub(t->b, t->a) : ((i == 1) ? fg_vec3_sub(t->c, t->b) : fg_vec3_sub(t->a, t->c));
    if (j == 0) {
        *l = fg_vec3_make(FG_ZERO, e.z, fg_neg(e.y));
    } else if (j == 1) {
        *l = fg_vec3_make(fg_neg(e.z), FG_ZERO, e.x);
    } else {
        *l = fg_vec3_make(e.y, fg_neg(e.x), FG_ZERO);
    }
    return !(fg_eq(l->x, FG_ZERO) && fg_eq(l->y, FG_ZERO) && fg_eq(l->z, FG_ZERO));
}

/* An edge cross axis: every projection is a 62-bit wide (two products of 31 bits). */
static FG_NOINLINE bool bt_cross_axis(const fg_aabb3 *b, const fg_triangle *t, fg_vec3 d, int k, bt_axis_gap *g)
{
    fg_vec3 l;
    fg_wide pa, pb, pc, tl, th;
    bool px, py, pz;
    if (!bt_cross_vector(t, k, &l)) {
        return false;
    }
    px = fg_ge(l.x, FG_ZERO);
    py = fg_ge(l.y, FG_ZERO);
    pz = fg_ge(l.z, FG_ZERO);
    pa = fg_vec3_dot_wide(l, t->a);
    pb = fg_vec3_dot_wide(l, t->b);
    pc = fg_vec3_dot_wide(l, t->c);
    tl = fg_wlt(pb, pa) ? pb : pa;
    tl = fg_wlt(pc, tl) ? pc : tl;
    th = fg_wlt(pa, pb) ? pb : pa;
    th = fg_wlt(th, pc) ? pc : th;
    g->lo = bt_xw(fg_wsub(tl, fg_vec3_dot_wide(l, bt_corner(b, px, py, pz, true))));
    g->hi = bt_xw(fg_wsub(th, fg_vec3_dot_wide(l, bt_corner(b, px, py, pz, false))));
    g->s = bt_xw(fg_vec3_dot_wide(l, d));
    g->q = bt_xw(fg_vec3_dot_wide(l, l));
    return true;
}

/* Axis k's gaps; false when the axis is the zero vector (it separates nothing). */
static FG_NOINLINE bool bt_axis_gaps(const fg_aabb3 *b, const fg_triangle *t, fg_vec3 d, int k, bool want_q, bt_axis_gap *g)
{
    if (k < 3) {
        bt_box_axis(b, t, d, k, g);
        return true;
    }
    if (k == 3) {
        return bt_normal_axis(b, t, d, want_q, g);
    }
    return bt_cross_axis(b, t, d, k, g);
}

/* Stores num/den with a positive denominator: negated when neg (den < 0). The callers
 * compare the fraction as given and flip the result's sign instead, so only a stored
 * fraction is negated. */
static FG_NOINLINE void bt_keep(fg_xwide *kn, fg_xwide *kd, const fg_xwide *num, const fg_xwide *den, bool neg)
{
    *kn = *num;
    *kd = *den;
    if (neg) {
        bt_xneg(kn);
        bt_xneg(kd);
    }
}

/* A later entry num/den replaces the entry only when strictly later: ties keep the lower
 * axis. */
static FG_NOINLINE void bt_enter(bt_sweep_state *st, const fg_xwide *num, const fg_xwide *den, bool neg, int k,
                                 int side)
{
    int c = fg_xcmp2w(num, &st->ed, &st->en, den);
    if ((neg ? -c : c) > 0) {
        bt_keep(&st->en, &st->ed, num, den, neg);
        st->axis = (int8_t)k;
        st->side = (int8_t)side;
    }
}

/* An earlier exit num/den. */
static FG_NOINLINE void bt_leave(bt_sweep_state *st, const fg_xwide *num, const fg_xwide *den, bool neg)
{
    int c = fg_xcmp2w(num, &st->xd, &st->xn, den);
    if ((neg ? -c : c) < 0) {
        bt_keep(&st->xn, &st->xd, num, den, neg);
    }
}

/* An axis on which the projections overlap at t = 0: the exit, and the start rules (a
 * touching axis, lo == 0 or hi == 0, is moved into when s > 0 from below, s < 0 from
 * above, s != 0 when the two projections are one point). */
static FG_NOINLINE void bt_overlap_axis(bt_sweep_state *st, bt_axis_gap *g, int k)
{
    int slo = fg_xsign(g->lo), shi = fg_xsign(g->hi), ss = fg_xsign(g->s);
    if ((slo == 0) || (shi == 0)) {
        bool inward;
        int side;
        if ((slo == 0) && (shi == 0)) {
            inward = (ss != 0);
            side = 1; /* against the motion */
            if (ss > 0) {
                side = -1;
            }
        } else if (slo == 0) {
            inward = (ss > 0);
            side = -1;
        } else {
            inward = (ss < 0);
            side = 1;
        }
        if (!inward) {
            st->away = true;
        } else if (st->taxis < 0) {
            st->taxis = (int8_t)k;
            st->tside = (int8_t)side;
        } else {
            /* a lower touching axis already holds the normal */
        }
    }
    if (ss > 0) {
        bt_leave(st, &g->hi, &g->s, false); /* exit when box min reaches triangle max */
    } else if (ss < 0) {
        bt_leave(st, &g->lo, &g->s, true);
    } else {
        /* no motion along L: it never leaves */
    }
}

/* Axis k into the state; false when it proves a miss (separated and not approaching). */
static FG_NOINLINE bool bt_step(bt_sweep_state *st, const fg_aabb3 *b, const fg_triangle *t, const fg_vec3 *d, int k)
{
    bt_axis_gap g;
    int ss;
    if (!bt_axis_gaps(b, t, *d, k, false, &g)) {
        return true;
    }
    ss = fg_xsign(g.s);
    if (fg_xsign(g.lo) > 0) { /* below: enters when box max reaches triangle min */
        if (ss <= 0) {
            return false;
        }
        bt_enter(st, &g.lo, &g.s, false, k, -1);
        bt_leave(st, &g.hi, &g.s, false);
    } else if (fg_xsign(g.hi) < 0) { /* above */
        if (ss >= 0) {
            return false;
        }
        bt_enter(st, &g.hi, &g.s, true, k, 1);
        bt_leave(st, &g.lo, &g.s, true);
    } else {
        bt_overlap_axis(st, &g, k);
    }
    return true;
}

/* The least penetration so far: depth d over sqrt(q) (compared exactly, fg_xcmp2sq). */
typedef struct {
    fg_xwide d, q;
    int8_t axis, side;
} bt_deep_state;

/* Axis k's depth: the box leaves along -L by box max - triangle min (-lo), along +L by
 * triangle max - box min (hi); the smaller, -L on a tie. */
static FG_NOINLINE void bt_deep_step(bt_deep_state *ds, const fg_aabb3 *b, const fg_triangle *t, fg_vec3 d, int k)
{
    bt_axis_gap g;
    const fg_xwide *dep;
    int side = 1;
    if (!bt_axis_gaps(b, t, d, k, true, &g)) {
        return;
    }
    dep = &g.hi;
    if (fg_xsign(fg_xadd(g.hi, g.lo)) >= 0) {
        bt_xneg(&g.lo);
        dep = &g.lo;
        side = -1;
    }
    if ((ds->axis < 0) || (fg_xcmp2sq(dep, &ds->q, &ds->d, &g.q) < 0)) {
        ds->d = *dep;
        ds->q = g.q;
        ds->axis = (int8_t)k;
        ds->side = (int8_t)side;
    }
}

/* The unit vector along axis k times side: exact for a box axis, else fg_wunit3 (0.5 +
 * 2^-12 LSB per component). */
static FG_NOINLINE fg_vec3 bt_axis_normal(const fg_triangle *t, int k, int side)
{
    fg_vec3 u = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO), l;
    fg_wide n[3];
    if (k == 0) {
        u.x = FG_ONE;
    } else if (k == 1) {
        u.y = FG_ONE;
    } else if (k == 2) {
        u.z = FG_ONE;
    } else if (k == 3) {
        bt_tri_normal(t, n);
        fg_wunit3(n[0], n[1], n[2], &u.x, &u.y, &u.z);
    } else {
        (void)bt_cross_vector(t, k, &l);
        fg_wunit3(fg_wide_from(l.x), fg_wide_from(l.y), fg_wide_from(l.z), &u.x, &u.y, &u.z);
    }
    return (side < 0) ? fg_vec3_neg(u) : u;
}

/* A contact at t = en/ed > 0: t and the box's min corner at t over one reciprocal. */
static FG_NOINLINE void bt_hit_later(fg_hit3 *hit, const bt_sweep_state *st, const fg_aabb3 *b, fg_vec3 d,
                                  const fg_triangle *t)
{
    fg_xrecip r;
    fg_xrecip_init(&r, &st->ed);
    hit->t = fg_xrecip_q16(&r, &st->en);
    hit->point.x = fg_xrecip_lerp(&r, b->min.x, d.x, &st->en);
    hit->point.y = fg_xrecip_lerp(&r, b->min.y, d.y, &st->en);
    hit->point.z = fg_xrecip_lerp(&r, b->min.z, d.z, &st->en);
    hit->normal = bt_axis_normal(t, st->axis, st->side);
    hit->started_inside = false;
}

/* Penetrating at t = 0: the axis of least depth (a second pass over the axes). */
static FG_NOINLINE void bt_hit_inside(fg_hit3 *hit, const fg_aabb3 *b, fg_vec3 d, const fg_triangle *t)
{
    bt_deep_state ds;
    int k;
    ds.axis = -1;
    ds.side = -1;
    for (k = 0; k < 13; k++) {
        bt_deep_step(&ds, b, t, d, k);
    }
    hit->normal = bt_axis_normal(t, ds.axis, ds.side); /* field by field: no memcpy on Cortex-M0 */
    hit->t = FG_ZERO;
    hit->point = b->min;
    hit->started_inside = true;
}

static FG_NOINLINE bool bt_sweep_bad(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri)
{
    if (fg_missing(box) || fg_missing(tri)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) &&
           ((fg_aabb3_ood(box) | fg_vec3_ood(fg_vec3_add(box->min, delta)) | fg_vec3_ood(fg_vec3_add(box->max, delta)) |
             fg_triangle_ood(tri)) != 0u);
}

static FG_NOINLINE void bt_state_init(bt_sweep_state *st, fg_scalar max_t)
{
    st->en = fg_xwide_from(0);
    st->ed = bt_xs(FG_ONE);
    st->xn = bt_xs(fg_min(max_t, FG_ONE));
    st->xd = st->ed;
    st->axis = -1;
    st->side = -1;
    st->taxis = -1;
    st->tside = -1;
    st->away = false;
}

/* The hit, or FG_MISS, once every axis is in the state. */
static FG_NOINLINE fg_result bt_finish(const bt_sweep_state *st, const fg_aabb3 *box, const fg_vec3 *delta,
                                       const fg_triangle *tri, fg_hit3 *hit)
{
    if (st->axis >= 0) { /* met at en/ed > 0, if before every exit */
        if (fg_xcmp2w(&st->en, &st->xd, &st->xn, &st->ed) > 0) {
            return FG_MISS;
        }
        if (hit != NULL) {
            bt_hit_later(hit, st, box, *delta, tri);
        }
        return FG_HIT;
    }
    if (st->away) { /* touching, and not moving into every touching axis */
        return FG_MISS;
    }
    if (hit != NULL) {
        if (st->taxis >= 0) {
            fg_hit3_put(hit, FG_ZERO, box->min, bt_axis_normal(tri, st->taxis, st->tside), false);
        } else {
            bt_hit_inside(hit, box, *delta, tri);
        }
    }
    return FG_HIT;
}

/* The sweep once the inputs are checked; on FG_HIT *axis and *side name the contact axis
 * (the touching one at t = 0; -1 when started inside), and *graze says whether a contact
 * at t > 0 only grazes: some axis touches with no motion along it, so the two never
 * overlap strictly (a box sliding on the triangle's plane onto it). */
static FG_NOINLINE fg_result bt_run(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                    fg_hit3 *hit, int *axis, int *side, bool *graze)
{
    bt_sweep_state st;
    int k;
    fg_result res;
    if (fg_lt(max_t, FG_ZERO) || fg_aabb3_is_empty(box)) {
        return FG_MISS;
    }
    bt_state_init(&st, max_t);
    for (k = 0; k < 13; k++) {
        if (!bt_step(&st, box, tri, &delta, k)) {
            return FG_MISS;
        }
    }
    res = bt_finish(&st, box, &delta, tri, hit);
    *axis = (st.axis >= 0) ? st.axis : st.taxis;
    *side = (st.axis >= 0) ? st.side : st.tside;
    *graze = (st.axis >= 0) && st.away; /* at t > 0 a touching axis moved away has left */
    return res;
}

fg_result fg_aabb3_triangle_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                  fg_hit3 *hit)
{
    int axis, side;
    bool graze;
    if (bt_sweep_bad(box, delta, tri)) {
        return fg_reject("fg_aabb3_triangle_sweep");
    }
    return bt_run(box, delta, tri, max_t, hit, &axis, &side, &graze);
}

/* Axis k times side as a grid vector (fg_internal.h, fg_box_triangle_contact). */
static FG_NOINLINE fg_vec3 bt_axis_dir(const fg_triangle *t, int k, int side)
{
    fg_vec3 l = fg_vec3_zero();
    fg_wide n[3];
    if (k < 3) {
        fg_vec3_set_axis(&l, k, FG_ONE);
    } else if (k == 3) {
        bt_tri_normal(t, n);
        fg_wreduce3(n[0], n[1], n[2], &l.x, &l.y, &l.z);
    } else {
        (void)bt_cross_vector(t, k, &l);
    }
    return (side < 0) ? fg_vec3_neg(l) : l;
}

fg_result fg_box_triangle_contact(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_hit3 *hit,
                                  fg_vec3 *dir)
{
    int axis = -1, side = 1;
    bool graze = false;
    fg_result res;
    if (bt_sweep_bad(box, delta, tri)) {
        return fg_reject("fg_box_triangle_contact");
    }
    res = bt_run(box, delta, tri, FG_ONE, hit, &axis, &side, &graze);
    if (graze) {
        return FG_MISS; /* never penetrates: not an obstacle for the mover */
    }
    if ((res == FG_HIT) && (axis >= 0)) {
        *dir = bt_axis_dir(tri, axis, side);
    }
    return res;
}

bool fg_box_triangle_penetrates(const fg_aabb3 *box, const fg_triangle *tri)
{
    int axis = 0, side = 1;
    bool graze;
    return (bt_run(box, fg_vec3_zero(), tri, FG_ZERO, NULL, &axis, &side, &graze) == FG_HIT) && (axis < 0);
}
