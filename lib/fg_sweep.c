#include "fg_internal.h"

/* ---------------------------------------------------------------- box vs plane */

/* A contact at t = num / den (num >= 0, den > 0): point = box min moved by t * delta,
 * normal = the plane's unit normal, negated when flip. */
static FG_NOINLINE void plane_hit_fill(fg_hit3 *hit, const fg_vec3 *min, const fg_vec3 *delta, fg_wide num,
                                          fg_wide den, const fg_plane *plane, bool flip)
{
    hit->t = fg_wmuldiv(FG_ONE, num, den);
    hit->point.x = fg_add(min->x, fg_wmuldiv(delta->x, num, den));
    hit->point.y = fg_add(min->y, fg_wmuldiv(delta->y, num, den));
    hit->point.z = fg_add(min->z, fg_wmuldiv(delta->z, num, den));
    hit->normal = fg_plane_unit_n(plane);
    if (flip) {
        hit->normal = fg_vec3_neg(hit->normal);
    }
    hit->started_inside = false;
}

/* Exact dot(n, corner) of the box's corners of least and greatest dot product (A.10:
 * per axis, the sign of n picks min or max). */
static FG_NOINLINE void extreme_dots(const fg_aabb3 *box, const fg_vec3 *n, fg_wide *dmin, fg_wide *dmax)
{
    fg_vec3 lo, hi;
    lo.x = fg_gt(n->x, FG_ZERO) ? box->min.x : box->max.x;
    hi.x = fg_gt(n->x, FG_ZERO) ? box->max.x : box->min.x;
    lo.y = fg_gt(n->y, FG_ZERO) ? box->min.y : box->max.y;
    hi.y = fg_gt(n->y, FG_ZERO) ? box->max.y : box->min.y;
    lo.z = fg_gt(n->z, FG_ZERO) ? box->min.z : box->max.z;
    hi.z = fg_gt(n->z, FG_ZERO) ? box->max.z : box->min.z;
    *dmin = fg_vec3_dot_wide(*n, lo);
    *dmax = fg_vec3_dot_wide(*n, hi);
}

static FG_NOINLINE bool box_plane_bad(const fg_aabb3 *box, const fg_vec3 *delta, const fg_plane *plane)
{
    if (fg_missing(box) || fg_missing(plane)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_aabb3_ood(box) | fg_vec3_ood(*delta) | fg_plane_ood(plane)) != 0u);
}

static FG_NOINLINE fg_wide dot_wide(const fg_vec3 *a, const fg_vec3 *b) { return fg_vec3_dot_wide(*a, *b); }

fg_result fg_aabb3_plane_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t, fg_hit3 *hit)
{
    fg_wide d, dmin, dmax, num, den;
    bool front;
    if (box_plane_bad(box, &delta, plane)) {
        return fg_reject("fg_aabb3_plane_sweep");
    }
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    if (fg_gt(box->min.x, box->max.x) || fg_gt(box->min.y, box->max.y) || fg_gt(box->min.z, box->max.z)) {
        return FG_MISS;
    }
    if (fg_eq(plane->n.x, FG_ZERO) && fg_eq(plane->n.y, FG_ZERO) && fg_eq(plane->n.z, FG_ZERO)) {
        return FG_MISS;
    }
    extreme_dots(box, &plane->n, &dmin, &dmax);
    d = fg_wide_from(plane->d);
    den = dot_wide(&plane->n, &delta);
    if (fg_wlt(d, dmin)) { /* entirely in front: the least corner reaches the plane if moving against n */
        if (fg_wsign(den) >= 0) {
            return FG_MISS;
        }
        num = fg_wsub(dmin, d);
        den = fg_wneg(den);
        front = true;
    } else if (fg_wlt(dmax, d)) { /* entirely behind: the greatest corner, if moving along n */
        if (fg_wsign(den) <= 0) {
            return FG_MISS;
        }
        num = fg_wsub(d, dmax);
        front = false;
    } else { /* straddling or touching now */
        if (hit != NULL) {
            fg_hit3_put(hit, FG_ZERO, box->min, fg_vec3_zero(), true);
        }
        return FG_HIT;
    }
    /* num / den <= max_t, exactly: num * 1 <= den * max_t in 128 bits */
    if (fg_wcmp2(num, fg_wide_from(FG_ONE), den, fg_wide_from(fg_min(max_t, FG_ONE))) > 0) {
        return FG_MISS;
    }
    if (hit != NULL) {
        plane_hit_fill(hit, &box->min, &delta, num, den, plane, !front);
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- box vs box */

/* The running interval: enter = en / ed, leave = ln / ld, ed and ld > 0, all exact
 * scalars (in the domain a difference of two coordinates fits 31 bits, a product of two
 * such 62 bits, so the cross-multiplied comparisons are exact). axis: the axis that set
 * enter (-1: none, the boxes overlap at t = 0), sign: its normal's sign. */
typedef struct {
    fg_scalar en, ed, ln, ld;
    int axis, sign;
    bool empty;
} sweep_state;

static void sweep_init(sweep_state *s, fg_scalar mt)
{
    s->en = FG_ZERO;
    s->ed = FG_ONE;
    s->ln = mt;
    s->ld = FG_ONE;
    s->axis = -1;
    s->sign = 0;
    s->empty = false;
}

/* One axis (A.17): moving extent [m0, m1] + t * v against still [s0, s1]. */
static void sweep_axis(sweep_state *s, int axis, fg_scalar m0, fg_scalar m1, fg_scalar s0, fg_scalar s1, fg_scalar v)
{
    fg_scalar en, ln, dv;
    if (s->empty) {
        return;
    }
    if (fg_gt(m0, m1) || fg_gt(s0, s1)) { /* an inverted box is empty */
        s->empty = true;
        return;
    }
    if (fg_eq(v, FG_ZERO)) { /* overlap on this axis always or never */
        if (fg_gt(m0, s1) || fg_lt(m1, s0)) {
            s->empty = true;
        }
        return;
    }
    if (fg_gt(v, FG_ZERO)) { /* enter when m1 + tv = s0, leave when m0 + tv = s1 */
        en = fg_sub(s0, m1);
        ln = fg_sub(s1, m0);
        dv = v;
    } else { /* enter when m0 + tv = s1, leave when m1 + tv = s0 */
        en = fg_sub(m0, s1);
        ln = fg_sub(m1, s0);
        dv = fg_neg(v);
    }
    if (fg_wlt(fg_wmul(s->en, dv), fg_wmul(en, s->ed))) { /* en/dv > s->en/s->ed */
        s->en = en;
        s->ed = dv;
        s->axis = axis;
        s->sign = fg_gt(v, FG_ZERO) ? -1 : 1;
    }
    if (fg_wlt(fg_wmul(ln, s->ld), fg_wmul(s->ln, dv))) { /* ln/dv < s->ln/s->ld */
        s->ln = ln;
        s->ld = dv;
    }
    if (fg_wlt(fg_wmul(s->ln, s->ed), fg_wmul(s->en, s->ld))) {
        s->empty = true; /* leave < enter */
    }
}

static fg_scalar frac(fg_scalar a, fg_scalar num, fg_scalar den)
{
    return fg_wmuldiv(a, fg_wide_from(num), fg_wide_from(den));
}

static fg_scalar axis_normal(const sweep_state *s, int axis)
{
    if (s->axis != axis) {
        return FG_ZERO;
    }
    return (s->sign > 0) ? FG_ONE : fg_neg(FG_ONE);
}

static bool bad3(const fg_aabb3 *m, fg_vec3 delta, const fg_aabb3 *st)
{
    if (fg_missing(m) || fg_missing(st)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_aabb3_ood(m) | fg_vec3_ood(delta) | fg_aabb3_ood(st)) != 0u);
}

static bool bad2(const fg_aabb2 *m, fg_vec2 delta, const fg_aabb2 *st)
{
    if (fg_missing(m) || fg_missing(st)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_aabb2_ood(m) | fg_vec2_ood(delta) | fg_aabb2_ood(st)) != 0u);
}

static bool sweep3(const fg_aabb3 *m, fg_vec3 delta, const fg_aabb3 *st, fg_scalar mt, sweep_state *s)
{
    sweep_init(s, mt);
    sweep_axis(s, 0, m->min.x, m->max.x, st->min.x, st->max.x, delta.x);
    sweep_axis(s, 1, m->min.y, m->max.y, st->min.y, st->max.y, delta.y);
    sweep_axis(s, 2, m->min.z, m->max.z, st->min.z, st->max.z, delta.z);
    return !s->empty;
}

static bool sweep2(const fg_aabb2 *m, fg_vec2 delta, const fg_aabb2 *st, fg_scalar mt, sweep_state *s)
{
    sweep_init(s, mt);
    sweep_axis(s, 0, m->min.x, m->max.x, st->min.x, st->max.x, delta.x);
    sweep_axis(s, 1, m->min.y, m->max.y, st->min.y, st->max.y, delta.y);
    return !s->empty;
}

fg_result fg_aabb3_aabb3_sweep(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar max_t, fg_hit3 *hit)
{
    sweep_state s;
    if (bad3(moving, delta, still)) {
        return fg_reject("fg_aabb3_aabb3_sweep");
    }
    if (fg_lt(max_t, FG_ZERO) || !sweep3(moving, delta, still, fg_min(max_t, FG_ONE), &s)) {
        return FG_MISS;
    }
    if (hit != NULL) {
        hit->t = frac(FG_ONE, s.en, s.ed);
        hit->point = fg_vec3_make(fg_add(moving->min.x, frac(delta.x, s.en, s.ed)),
                                  fg_add(moving->min.y, frac(delta.y, s.en, s.ed)),
                                  fg_add(moving->min.z, frac(delta.z, s.en, s.ed)));
        hit->normal = fg_vec3_make(axis_normal(&s, 0), axis_normal(&s, 1), axis_normal(&s, 2));
        hit->started_inside = (s.axis < 0);
    }
    return FG_HIT;
}

fg_result fg_aabb3_aabb3_sweep_interval(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar *t_enter,
                                   fg_scalar *t_exit)
{
    sweep_state s;
    if (bad3(moving, delta, still)) {
        return fg_reject("fg_aabb3_aabb3_sweep_interval");
    }
    if (!sweep3(moving, delta, still, FG_ONE, &s)) {
        return FG_MISS;
    }
    if (t_enter != NULL) {
        *t_enter = frac(FG_ONE, s.en, s.ed);
    }
    if (t_exit != NULL) {
        *t_exit = frac(FG_ONE, s.ln, s.ld);
    }
    return FG_HIT;
}

fg_result fg_aabb2_aabb2_sweep(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar max_t, fg_hit2 *hit)
{
    sweep_state s;
    if (bad2(moving, delta, still)) {
        return fg_reject("fg_aabb2_aabb2_sweep");
    }
    if (fg_lt(max_t, FG_ZERO) || !sweep2(moving, delta, still, fg_min(max_t, FG_ONE), &s)) {
        return FG_MISS;
    }
    if (hit != NULL) {
        hit->t = frac(FG_ONE, s.en, s.ed);
        hit->point = fg_vec2_make(fg_add(moving->min.x, frac(delta.x, s.en, s.ed)),
                                  fg_add(moving->min.y, frac(delta.y, s.en, s.ed)));
        hit->normal = fg_vec2_make(axis_normal(&s, 0), axis_normal(&s, 1));
        hit->started_inside = (s.axis < 0);
    }
    return FG_HIT;
}

fg_result fg_aabb2_aabb2_sweep_interval(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar *t_enter,
                                   fg_scalar *t_exit)
{
    sweep_state s;
    if (bad2(moving, delta, still)) {
        return fg_reject("fg_aabb2_aabb2_sweep_interval");
    }
    if (!sweep2(moving, delta, still, FG_ONE, &s)) {
        return FG_MISS;
    }
    if (t_enter != NULL) {
        *t_enter = frac(FG_ONE, s.en, s.ed);
    }
    if (t_exit != NULL) {
        *t_exit = frac(FG_ONE, s.ln, s.ld);
    }
    return FG_HIT;
}
