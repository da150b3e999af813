/* SPDX-License-Identifier: MIT */
/* Balls moving against boxes (declared in fg_sphere.h). The box grown by the radius has flat
 * faces, cylindrical edges and spherical corners: the slab clip of the centre's motion
 * against the box grown by r on every axis finds the entry; an entry on the flat part of a
 * face is the contact; otherwise the motion is followed through the box's Voronoi regions,
 * where the squared distance to the box is one quadratic per region, until one reaches r^2.
 * Derivation and bounds: DESIGN.md, "Swept balls against boxes". */
#include "fg_raycast_internal.h"
#include "fg_ball_internal.h"

/* The motion and the box (2D callers: z = 0 and a flat z slab at 0, dims = 2). */
typedef struct {
    fg_vec3 c0, d;
    fg_aabb3 box;
    fg_scalar r;
    int dims;
} bb_move;

/* A time n / d, d > 0. */
typedef struct {
    fg_scalar n, d;
} bb_frac;

/* Where the centre is against each slab: -1 below min, +1 above max, 0 in it. */
typedef struct {
    int st[3];
} bb_region;

/* Field by field: a struct assignment may become a memcpy call on Cortex-M0. */
static void frac_copy(bb_frac *dst, const bb_frac *src)
{
    dst->n = src->n;
    dst->d = src->d;
}

/* a < b for two times, exact (products below 2^61) */
static bool bb_frac_lt(const bb_frac *a, const bb_frac *b) { return fg_wlt(fg_wmul(a->n, b->d), fg_wmul(b->n, a->d)); }

/* sign of (c_i(t) - v) * t.d, exact: (c0 - v) t.d + d t.n, each product below 2^60 */
static FG_NOINLINE int side_at(const bb_move *m, int i, fg_scalar v, const bb_frac *t)
{
    return fg_wsign(fg_wadd(fg_wmul(fg_sub(fg_vec3_axis(&m->c0, i), v), t->d), fg_wmul(fg_vec3_axis(&m->d, i), t->n)));
}

/* The slab state just after t (on a face the motion decides), exact. */
static FG_NOINLINE int state_after(const bb_move *m, int i, const bb_frac *t)
{
    int below = side_at(m, i, fg_vec3_axis(&m->box.min, i), t);
    int above = side_at(m, i, fg_vec3_axis(&m->box.max, i), t);
    fg_scalar dl = fg_vec3_axis(&m->d, i);
    if ((below < 0) || ((below == 0) && fg_lt(dl, FG_ZERO))) {
        return -1;
    }
    if ((above > 0) || ((above == 0) && fg_gt(dl, FG_ZERO))) {
        return 1;
    }
    return 0;
}

/* The next slab boundary the centre crosses on axis i after leaving state st, if any. */
static FG_NOINLINE bool bb_crossing(const bb_move *m, int i, int st, bb_frac *x)
{
    fg_scalar c0 = fg_vec3_axis(&m->c0, i), dl = fg_vec3_axis(&m->d, i);
    fg_scalar lo = fg_vec3_axis(&m->box.min, i), hi = fg_vec3_axis(&m->box.max, i);
    bool up = fg_gt(dl, FG_ZERO), down = fg_lt(dl, FG_ZERO);
    if ((up && (st < 0)) || (down && (st == 0))) {
        x->n = up ? fg_sub(lo, c0) : fg_sub(c0, lo);
    } else if ((up && (st == 0)) || (down && (st > 0))) {
        x->n = up ? fg_sub(hi, c0) : fg_sub(c0, hi);
    } else {
        return false;
    }
    x->d = up ? dl : fg_neg(dl);
    return true;
}

/* The centre's ends relative to the feature of region g (the box's nearest face, edge or
 * corner): the anchor coordinate on the axes outside their slab, 0 on the others. */
static FG_NOINLINE void feature_ends(const bb_move *m, const bb_region *g, fg_vec3 *m0, fg_vec3 *m1)
{
    int i;
    for (i = 0; i < 3; i++) {
        fg_scalar a = (g->st[i] < 0) ? fg_vec3_axis(&m->box.min, i) : fg_vec3_axis(&m->box.max, i);
        fg_scalar c0 = fg_vec3_axis(&m->c0, i);
        bool out = (g->st[i] != 0);
        fg_vec3_set_axis(m0, i, out ? fg_sub(c0, a) : FG_ZERO);
        fg_vec3_set_axis(m1, i, out ? fg_sub(fg_add(c0, fg_vec3_axis(&m->d, i)), a) : FG_ZERO);
    }
}

/* The squared distance minus r^2 along the motion in region g, in endpoint form
 * f(t) = (1-t)^2 a0 + 2t(1-t) a01 + t^2 a1 (each below 2^62, as in the ball core). */
typedef struct {
    fg_wide a0, a01, a1;
} bb_quad;

static FG_NOINLINE void feature_quad(const bb_move *m, const bb_region *g, bb_quad *q)
{
    fg_vec3 m0, m1;
    fg_wide rr = fg_wmul(m->r, m->r);
    feature_ends(m, g, &m0, &m1);
    q->a0 = fg_wsub(fg_vec3_dot_wide(m0, m0), rr);
    q->a01 = fg_wsub(fg_vec3_dot_wide(m0, m1), rr);
    q->a1 = fg_wsub(fg_vec3_dot_wide(m1, m1), rr);
}

/* sign of f'(t) t.d / 2 = (t.d - t.n)(a01 - a0) + t.n (a1 - a01), exact (< 2^108) */
static FG_NOINLINE int slope_at(const bb_quad *q, const bb_frac *t)
{
    fg_xwide s;
    if (fg_eq(t->n, FG_ZERO)) {
        return fg_wsign(fg_wsub(q->a01, q->a0)); /* t = 0: b */
    }
    if (fg_eq(t->n, t->d)) {
        return fg_wsign(fg_wsub(q->a1, q->a01)); /* t = 1 */
    }
    s = fg_xmul(fg_wsub(q->a01, q->a0), fg_wide_from(fg_sub(t->d, t->n)));
    return fg_xsign(fg_xadd(s, fg_xmul(fg_wsub(q->a1, q->a01), fg_wide_from(t->n))));
}

/* sign of f(t) t.d^2 = (d-n)^2 a0 + 2n(d-n) a01 + n^2 a1, exact (each term < 2^122) */
static FG_NOINLINE int value_at(const bb_quad *q, const bb_frac *t)
{
    fg_scalar u = fg_sub(t->d, t->n);
    fg_wide nu = fg_wmul(t->n, u);
    fg_xwide f;
    if (fg_eq(t->n, t->d)) {
        return fg_wsign(q->a1); /* t = 1 */
    }
    f = fg_xadd(fg_xmul(q->a0, fg_wmul(u, u)), fg_xmul(q->a01, fg_wadd(nu, nu)));
    return fg_xsign(fg_xadd(f, fg_xmul(q->a1, fg_wmul(t->n, t->n))));
}

enum { PIECE_AWAY = -1, PIECE_CLEAR = 0, PIECE_CONTACT = 1 };

/* One piece [t0, t1] of the motion inside region g, with f(t0) > 0: PIECE_CONTACT when f
 * reaches 0 by t1; PIECE_AWAY when f is not decreasing at t0 (f is convex along the whole
 * motion, so it never will); else PIECE_CLEAR. */
static FG_NOINLINE int piece_test(const bb_move *m, const bb_region *g, const bb_frac *t0, const bb_frac *t1)
{
    bb_quad q;
    feature_quad(m, g, &q);
    if (slope_at(&q, t0) >= 0) {
        return PIECE_AWAY;
    }
    if (slope_at(&q, t1) <= 0) {
        return (value_at(&q, t1) <= 0) ? PIECE_CONTACT : PIECE_CLEAR;
    }
    /* the minimum is inside the piece: it reaches 0 iff the discriminant is >= 0 */
    return (fg_wcmp2(q.a01, q.a01, q.a0, q.a1) >= 0) ? PIECE_CONTACT : PIECE_CLEAR;
}

/* The region just after t and the end of its piece: the first slab crossing, or the exit
 * (then true). */
static FG_NOINLINE bool piece_at(const bb_move *m, const bb_frac *t, const bb_frac *exit_t, bb_region *g, bb_frac *end)
{
    bb_frac x;
    bool last = true;
    int i;
    g->st[2] = 0; /* 2D: the flat z slab */
    for (i = 0; i < m->dims; i++) {
        g->st[i] = state_after(m, i, t);
    }
    frac_copy(end, exit_t);
    for (i = 0; i < m->dims; i++) {
        if (bb_crossing(m, i, g->st[i], &x) && bb_frac_lt(&x, end)) {
            frac_copy(end, &x);
            last = false;
        }
    }
    return last;
}

/* From t (outside the rounded box, f(t) > 0) to the exit: the region of the first contact,
 * or false. At most one piece per slab crossing: 7 in 3D. */
static FG_NOINLINE bool walk(const bb_move *m, const bb_frac *t, const bb_frac *exit_t, bb_region *g)
{
    bb_frac t0, end;
    int step;
    frac_copy(&t0, t);
    for (step = 0; step < 7; step++) {
        bool last = piece_at(m, &t0, exit_t, g, &end);
        int res = piece_test(m, g, &t0, &end);
        if (res != PIECE_CLEAR) {
            return res == PIECE_CONTACT;
        }
        if (last) {
            return false;
        }
        frac_copy(&t0, &end);
    }
    return false;
}

/* The hit record of a feature contact (feature_hit), from the core's t = c / s: one 64-bit
 * quotient for t and the centre (fg_ball_t's bits). Apart: the Cortex-M0 frame limit. */
static FG_NOINLINE void feature_put(const bb_move *m, const bb_region *g, const fg_ball_core *k, fg_scalar max_t,
                                    fg_hit3 *hit, fg_vec3 *centre)
{
    int i;
    fg_wratio t;
    fg_wratio_init(&t, k->c, k->s);
    hit->t = fg_min(fg_wratio_t(&t), max_t);
    for (i = 0; i < 3; i++) {
        fg_scalar lo = fg_vec3_axis(&m->box.min, i), hi = fg_vec3_axis(&m->box.max, i);
        fg_scalar c = fg_wratio_lerp(&t, fg_vec3_axis(&m->c0, i), fg_vec3_axis(&m->d, i));
        if (centre != NULL) {
            fg_vec3_set_axis(centre, i, c);
        }
        if (g->st[i] != 0) {
            c = (g->st[i] < 0) ? lo : hi;
        }
        fg_vec3_set_axis(&hit->point, i, fg_clamp(c, lo, hi));
    }
    hit->normal = fg_ball_normal(k, &t);
    hit->started_inside = false;
}

/* The contact on the feature of region g: t is the first root of its quadratic (the ball
 * core's, to 0.51 LSB); the centre there o + d t is rounded once from the core's exact
 * fraction; the point is the feature's nearest point (anchors exact, the free axis of an
 * edge the centre's, clamped to the edge). */
static FG_NOINLINE bool feature_hit(const bb_move *m, const bb_region *g, fg_scalar max_t, fg_hit3 *hit,
                                    fg_vec3 *centre)
{
    fg_ball_core k;
    feature_ends(m, g, &k.m0, &k.m1);
    k.r = m->r;
    if (fg_ball_cast(&k, FG_ONE) != FG_BALL_HIT) {
        return false; /* not in the Q16.16 build: the walk found a contact by t1 <= 1 */
    }
    if (hit != NULL) {
        feature_put(m, g, &k, max_t, hit, centre);
    }
    return true;
}

/* A contact on a face at t = en/ed (c->axis, c->side), or at t = 0 on the start rules of
 * the point cast (radius 0): t and the other coordinates rounded once and clamped into the
 * face (which holds the exact point); started inside: the centre. The centre at contact:
 * the face -/+ r on the face's axis (exact), the others o + d t rounded once. */
static FG_NOINLINE void face_hit(const bb_move *m, const fg_segbox_clip *c, fg_hit3 *hit, fg_vec3 *centre)
{
    fg_wfrac rc;
    int i;
    fg_wfrac_init(&rc, fg_wide_from(c->ed));
    hit->t = fg_wfrac_lerp(&rc, FG_ZERO, FG_ONE, fg_wide_from(c->en));
    for (i = 0; i < 3; i++) {
        fg_scalar lo = fg_vec3_axis(&m->box.min, i), hi = fg_vec3_axis(&m->box.max, i), p;
        if (c->inside) {
            p = fg_vec3_axis(&m->c0, i);
        } else if (i == c->axis) {
            p = (c->side < 0) ? fg_sub(lo, m->r) : fg_add(hi, m->r);
        } else {
            p = fg_wfrac_lerp(&rc, fg_vec3_axis(&m->c0, i), fg_vec3_axis(&m->d, i), fg_wide_from(c->en));
        }
        if (centre != NULL) {
            fg_vec3_set_axis(centre, i, p);
        }
        if (!c->inside) {
            p = (i == c->axis) ? ((c->side < 0) ? lo : hi) : fg_clamp(p, lo, hi);
        }
        fg_vec3_set_axis(&hit->point, i, p);
    }
    hit->normal = fg_vec3_zero();
    fg_vec3_set_axis(&hit->normal, c->axis, (c->side < 0) ? fg_neg(FG_ONE) : FG_ONE);
    hit->started_inside = c->inside;
}

/* Is the centre at the entry t = en/ed within the box's slab on every axis but the entry
 * axis (the flat part of a face of the grown box)? Exact. */
static FG_NOINLINE bool on_flat_face(const bb_move *m, const fg_segbox_clip *c)
{
    bb_frac t;
    int i;
    t.n = c->en;
    t.d = c->ed;
    for (i = 0; i < m->dims; i++) {
        if ((i != c->axis) &&
            ((side_at(m, i, fg_vec3_axis(&m->box.min, i), &t) < 0) || (side_at(m, i, fg_vec3_axis(&m->box.max, i), &t) > 0))) {
            return false;
        }
    }
    return true;
}

/* The box grown by r on every axis (coordinates within 2^30 raw: the slab core's bounds
 * hold, DESIGN.md 3.1). */
static FG_NOINLINE bool clip_grown(const bb_move *m, fg_segbox_clip *c)
{
    int i;
    for (i = 0; i < m->dims; i++) { /* 2D: the flat z slab grown by r holds z = 0 */
        fg_scalar lo = fg_sub(fg_vec3_axis(&m->box.min, i), m->r), hi = fg_add(fg_vec3_axis(&m->box.max, i), m->r);
        if (!fg_segbox_clip_axis(c, fg_vec3_axis(&m->c0, i), fg_vec3_axis(&m->d, i), lo, hi, i)) {
            return false;
        }
    }
    return true;
}

/* The centre's offset from its nearest box point at t = 0 (exact, each below 2^30). */
static FG_NOINLINE fg_vec3 start_gap(const bb_move *m)
{
    fg_vec3 g;
    int i;
    for (i = 0; i < 3; i++) {
        fg_scalar c = fg_vec3_axis(&m->c0, i);
        fg_vec3_set_axis(&g, i, fg_sub(c, fg_clamp(c, fg_vec3_axis(&m->box.min, i), fg_vec3_axis(&m->box.max, i))));
    }
    return g;
}

/* Started inside with the centre in the closed box: the face of least depth (strictly
 * smaller wins: ties go to the lower axis, then the min face). */
static FG_NOINLINE fg_vec3 least_depth_normal(const bb_move *m)
{
    fg_scalar best = FG_MAX;
    int i, axis = 0;
    fg_scalar sign = fg_neg(FG_ONE);
    fg_vec3 n = fg_vec3_zero();
    for (i = 0; i < m->dims; i++) {
        fg_scalar depth = fg_sub(fg_vec3_axis(&m->c0, i), fg_vec3_axis(&m->box.min, i));
        if (fg_lt(depth, best)) {
            best = depth;
            axis = i;
            sign = fg_neg(FG_ONE);
        }
        depth = fg_sub(fg_vec3_axis(&m->box.max, i), fg_vec3_axis(&m->c0, i));
        if (fg_lt(depth, best)) {
            best = depth;
            axis = i;
            sign = FG_ONE;
        }
    }
    fg_vec3_set_axis(&n, axis, sign);
    return n;
}

/* The ball starts in the grown box (r > 0). Penetrating: t = 0, started_inside, the
 * centre, the normal of least penetration. Touching (distance == r): a hit at t = 0 only
 * when moving in (the gap . delta < 0: f decreases), at the nearest box point. Clear (a
 * rounded edge or corner region): the walk from t = 0. */
static FG_NOINLINE int start_rules(const bb_move *m, fg_hit3 *hit, fg_vec3 *centre)
{
    fg_vec3 g = start_gap(m);
    fg_wide f0 = fg_wsub(fg_vec3_dot_wide(g, g), fg_wmul(m->r, m->r));
    bool penetrating = (fg_wsign(f0) < 0);
    if (!penetrating && (fg_wsign(f0) > 0)) {
        return 0; /* clear: walk */
    }
    if (!penetrating && (fg_wsign(fg_vec3_dot_wide(g, m->d)) >= 0)) {
        return -1; /* touching, moving away, along or not at all */
    }
    if (hit != NULL) {
        bool centre_in = fg_vec3_is_zero(g);
        fg_vec3 n = centre_in ? least_depth_normal(m) : fg_vec3_normalize(g);
        fg_hit3_put(hit, FG_ZERO, penetrating ? m->c0 : fg_vec3_sub(m->c0, g), n, penetrating);
        if (centre != NULL) {
            *centre = m->c0;
        }
    }
    return 1;
}

/* The sweep of a radius-0 ball is the segment cast (its start rules included). */
static FG_NOINLINE bool point_cast2(const bb_move *m, fg_segbox_clip *c)
{
    fg_segment2 s;
    fg_aabb2 b;
    s.origin = fg_vec2_make(m->c0.x, m->c0.y);
    s.delta = fg_vec2_make(m->d.x, m->d.y);
    b.min = fg_vec2_make(m->box.min.x, m->box.min.y);
    b.max = fg_vec2_make(m->box.max.x, m->box.max.y);
    return fg_segbox_cast2(c, &s, &b);
}

static FG_NOINLINE bool point_cast(const bb_move *m, fg_scalar max_t, fg_hit3 *hit, fg_vec3 *centre)
{
    fg_segbox_clip c;
    fg_segment3 s;
    bool res;
    s.origin = m->c0;
    s.delta = m->d;
    fg_segbox_clip_init(&c, fg_min(max_t, FG_ONE), FG_ONE);
    /* 2D: the flat z slab would count as a face the start touches */
    res = (m->dims == 2) ? point_cast2(m, &c) : fg_segbox_cast3(&c, &s, &m->box);
    if (!res) {
        return false;
    }
    if (hit != NULL) {
        face_hit(m, &c, hit, centre);
    }
    return true;
}

/* The shared sweep (max_t >= 0, r >= 0, box not empty); on a hit with hit != NULL, the
 * centre at contact into *centre when that is not NULL. */
static FG_NOINLINE bool ball_box(const bb_move *m, fg_scalar max_t, fg_hit3 *hit, fg_vec3 *centre)
{
    fg_segbox_clip c;
    bb_frac t, exit_t;
    bb_region g;
    if (fg_eq(m->r, FG_ZERO)) {
        return point_cast(m, max_t, hit, centre);
    }
    fg_segbox_clip_init(&c, fg_min(max_t, FG_ONE), FG_ONE);
    if (!clip_grown(m, &c)) {
        return false;
    }
    t.n = c.en;
    t.d = c.ed;
    exit_t.n = c.xn;
    exit_t.d = c.xd;
    if (c.axis < 0) {
        int start = start_rules(m, hit, centre);
        if (start != 0) {
            return start > 0;
        }
    } else if (on_flat_face(m, &c)) {
        if (hit != NULL) {
            face_hit(m, &c, hit, centre);
        }
        return true;
    } else {
        /* entered the grown box beside a rounded edge or corner: walk */
    }
    return walk(m, &t, &exit_t, &g) && feature_hit(m, &g, max_t, hit, centre);
}

static FG_NOINLINE bool ball_box3_bad(const fg_sphere *s, const fg_vec3 *delta, const fg_aabb3 *box)
{
    if (fg_missing(s) || fg_missing(box)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_sphere_ood(s) | fg_vec3_ood(fg_vec3_add(s->center, *delta)) | fg_aabb3_ood(box)) !=
                                       0u);
}

static FG_NOINLINE bool ball_box2_bad(const fg_circle *s, const fg_vec2 *delta, const fg_aabb2 *box)
{
    if (fg_missing(s) || fg_missing(box)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_circle_ood(s) | fg_vec2_ood(fg_vec2_add(s->center, *delta)) | fg_aabb2_ood(box)) !=
                                       0u);
}

fg_result fg_sphere_aabb3_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_aabb3 *box, fg_scalar max_t,
                                fg_hit3 *hit)
{
    bb_move m;
    if (ball_box3_bad(sphere, &delta, box)) {
        return fg_reject("fg_sphere_aabb3_sweep");
    }
    if (fg_lt(max_t, FG_ZERO) || fg_lt(sphere->radius, FG_ZERO) || fg_aabb3_is_empty(box)) {
        return FG_MISS;
    }
    m.c0 = sphere->center;
    m.d = delta;
    m.box = *box;
    m.r = sphere->radius;
    m.dims = 3;
    return ball_box(&m, max_t, hit, NULL) ? FG_HIT : FG_MISS;
}

/* The 2D sweep as the 3D one in the plane z = 0 (a flat z slab the motion never leaves). */
static FG_NOINLINE bool ball_box2(const fg_circle *circle, const fg_vec2 *delta, const fg_aabb2 *box,
                                  fg_scalar max_t, fg_hit2 *hit)
{
    bb_move m;
    fg_hit3 h;
    bool res;
    m.c0 = fg_vec3_make(circle->center.x, circle->center.y, FG_ZERO);
    m.d = fg_vec3_make(delta->x, delta->y, FG_ZERO);
    m.box.min = fg_vec3_make(box->min.x, box->min.y, FG_ZERO);
    m.box.max = fg_vec3_make(box->max.x, box->max.y, FG_ZERO);
    m.r = circle->radius;
    m.dims = 2;
    res = ball_box(&m, max_t, (hit != NULL) ? &h : NULL, NULL);
    if (res && (hit != NULL)) {
        fg_hit2_put(hit, h.t, fg_vec2_make(h.point.x, h.point.y), fg_vec2_make(h.normal.x, h.normal.y),
                    h.started_inside);
    }
    return res;
}

fg_result fg_circle_aabb2_sweep(const fg_circle *circle, fg_vec2 delta, const fg_aabb2 *box, fg_scalar max_t,
                                fg_hit2 *hit)
{
    if (ball_box2_bad(circle, &delta, box)) {
        return fg_reject("fg_circle_aabb2_sweep");
    }
    if (fg_lt(max_t, FG_ZERO) || fg_lt(circle->radius, FG_ZERO) || fg_aabb2_is_empty(box)) {
        return FG_MISS;
    }
    return ball_box2(circle, &delta, box, max_t, hit) ? FG_HIT : FG_MISS;
}

/* The movers' cast (fg_ball_internal.h): a ball against a box, max_t 1, with the centre at
 * contact. The public sweeps' checks: 2D as fg_circle_aabb2_sweep (z ignored). */
fg_result fg_ball_box_contact(const fg_vec3 *c0, fg_vec3 delta, const fg_aabb3 *box, fg_scalar r, int dims,
                              fg_hit3 *hit, fg_vec3 *centre)
{
    bb_move m;
    bool bad;
    m.c0 = *c0;
    m.d = delta;
    m.box = *box;
    m.r = r;
    m.dims = dims;
    if (dims == 2) {
        m.c0.z = FG_ZERO;
        m.d.z = FG_ZERO;
        m.box.min.z = FG_ZERO;
        m.box.max.z = FG_ZERO;
    }
    bad = (FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(m.c0) | fg_vec3_ood(fg_vec3_add(m.c0, m.d)) |
                                      fg_out_of_domain(r) | fg_aabb3_ood(&m.box)) != 0u);
    if (bad) {
        return fg_reject("fg_ball_box_contact");
    }
    if (fg_lt(r, FG_ZERO) || fg_aabb3_is_empty(&m.box)) {
        return FG_MISS;
    }
    return ball_box(&m, FG_ONE, hit, centre) ? FG_HIT : FG_MISS;
}
