/* SPDX-License-Identifier: MIT */
#include "fg_raycast_internal.h"

/* ---- the slab core ---- */

void fg_segbox_clip_init(fg_segbox_clip *c, fg_scalar xn, fg_scalar xd)
{
    c->en = FG_ZERO;
    c->ed = FG_ONE;
    c->xn = xn;
    c->xd = xd;
    c->axis = -1;
    c->side = 0;
    c->inside = false;
}

bool fg_segbox_max_t(fg_scalar max_t, fg_scalar *xn, fg_scalar *xd)
{
    if (fg_lt(max_t, FG_ZERO)) {
        return false;
    }
    *xn = fg_min(max_t, FG_ONE);
    *xd = FG_ONE;
    return true;
}

bool fg_segbox_clip_axis(fg_segbox_clip *c, fg_scalar o, fg_scalar d, fg_scalar lo, fg_scalar hi, int axis)
{
    fg_scalar nin, nout, den;
    int side;
    if (fg_lt(hi, lo)) {
        return false; /* inverted: empty */
    }
    if (fg_eq(d, FG_ZERO)) {
        return fg_le(lo, o) && fg_le(o, hi); /* parallel to the slab */
    }
    if (fg_gt(d, FG_ZERO)) {
        nin = fg_sub(lo, o);
        nout = fg_sub(hi, o);
        den = d;
        side = -1;
    } else {
        /* negate numerator and denominator so the denominator is positive */
        nin = fg_sub(o, hi);
        nout = fg_sub(o, lo);
        den = fg_neg(d);
        side = 1;
    }
    /* nin/den > en/ed: strictly, so on ties the earlier (lower) axis keeps the face */
    if (fg_wlt(fg_wmul(c->en, den), fg_wmul(nin, c->ed))) {
        c->en = nin;
        c->ed = den;
        c->axis = axis;
        c->side = side;
    }
    if (fg_wlt(fg_wmul(nout, c->xd), fg_wmul(c->xn, den))) {
        c->xn = nout;
        c->xd = den;
    }
    /* interval still non-empty: en/ed <= xn/xd (this is also the quick rejection of both ends beyond one face) */
    return fg_wle(fg_wmul(c->en, c->xd), fg_wmul(c->xn, c->ed));
}

bool fg_segbox_clip3(fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box)
{
    return fg_segbox_clip_axis(c, seg->origin.x, seg->delta.x, box->min.x, box->max.x, 0) &&
           fg_segbox_clip_axis(c, seg->origin.y, seg->delta.y, box->min.y, box->max.y, 1) &&
           fg_segbox_clip_axis(c, seg->origin.z, seg->delta.z, box->min.z, box->max.z, 2);
}

bool fg_segbox_clip2(fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box)
{
    return fg_segbox_clip_axis(c, seg->origin.x, seg->delta.x, box->min.x, box->max.x, 0) &&
           fg_segbox_clip_axis(c, seg->origin.y, seg->delta.y, box->min.y, box->max.y, 1);
}

/* Where an origin in the closed box starts, gathered axis by axis. */
typedef struct {
    bool touching;  /* on a face of some axis (the lowest such axis is in axis/side) */
    bool away;      /* on a face of some axis without moving into it */
    fg_scalar depth; /* while neither: the least depth so far, its face in axis/side */
    int axis, side;
} start_place;

static void start_init(start_place *s)
{
    s->touching = false;
    s->away = false;
    s->depth = FG_MAX;
    s->axis = -1;
    s->side = 0;
}

/* One axis, lo <= o <= hi. On a face: inward means d > 0 at the min face, d < 0 at the
 * max face, and d != 0 on a flat axis (crossing it), whose reported face is the one met
 * (-sign(d)). Strictly inside: the depths o - lo (face -e) and hi - o (face +e), compared
 * strictly so that ties keep the lower axis, then the min face. */
static void start_axis(start_place *s, fg_scalar o, fg_scalar d, fg_scalar lo, fg_scalar hi, int axis)
{
    bool on_face = true, inward;
    int side;
    if (fg_eq(lo, hi)) {
        inward = !fg_eq(d, FG_ZERO);
        side = fg_gt(d, FG_ZERO) ? -1 : 1;
    } else if (fg_eq(o, lo)) {
        inward = fg_gt(d, FG_ZERO);
        side = -1;
    } else if (fg_eq(o, hi)) {
        inward = fg_lt(d, FG_ZERO);
        side = 1;
    } else {
        on_face = false;
        inward = true;
        side = 0;
    }
    if (on_face) {
        if (!s->touching) {
            s->touching = true;
            s->axis = axis;
            s->side = side;
        }
        s->away = s->away || !inward;
        return;
    }
    if (!s->touching) {
        if (fg_lt(fg_sub(o, lo), s->depth)) {
            s->depth = fg_sub(o, lo);
            s->axis = axis;
            s->side = -1;
        }
        if (fg_lt(fg_sub(hi, o), s->depth)) {
            s->depth = fg_sub(hi, o);
            s->axis = axis;
            s->side = 1;
        }
    }
}

/* The cast: the slab clip first. Its entry stays 0 (no axis) exactly when the origin is in
 * the closed box (from outside the entry is > 0, and an origin in the box never empties
 * the interval: every exit is >= 0), so only then are the start rules needed: touching, a
 * hit at the origin only when entering through every face touched; inside, a hit at the
 * origin, started inside. Outside origins pay nothing for them. */
static bool start_decide(fg_segbox_clip *c, const start_place *s)
{
    if (s->away) {
        return false;
    }
    c->axis = s->axis;
    c->side = s->side;
    c->inside = !s->touching;
    return true;
}

bool fg_segbox_cast3(fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box)
{
    start_place s;
    if (!fg_segbox_clip3(c, seg, box)) {
        return false;
    }
    if (c->axis >= 0) {
        return true;
    }
    start_init(&s);
    start_axis(&s, seg->origin.x, seg->delta.x, box->min.x, box->max.x, 0);
    start_axis(&s, seg->origin.y, seg->delta.y, box->min.y, box->max.y, 1);
    start_axis(&s, seg->origin.z, seg->delta.z, box->min.z, box->max.z, 2);
    return start_decide(c, &s);
}

bool fg_segbox_cast2(fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box)
{
    start_place s;
    if (!fg_segbox_clip2(c, seg, box)) {
        return false;
    }
    if (c->axis >= 0) {
        return true;
    }
    start_init(&s);
    start_axis(&s, seg->origin.x, seg->delta.x, box->min.x, box->max.x, 0);
    start_axis(&s, seg->origin.y, seg->delta.y, box->min.y, box->max.y, 1);
    return start_decide(c, &s);
}

/* One division gives t within about 1 LSB; the exact remainder num - t*den then tells on
 * which side of t the true quotient lies, so one correction step rounds to nearest. The
 * remainder divided once more is the next base-2^16 digit, which keeps o + d*num/den
 * accurate even for |d| of thousands of units (d*t with the rounded t would be off by up
 * to |d|*2^-17, i.e. thousands of LSB): within 1 LSB by fg_wdiv, exactly rounded by
 * fg_xratio (dearer) when precise, which a delta beyond 2^29 raw needs (DESIGN.md, 3.1). */
fg_scalar fg_segbox_fraction(fg_scalar num, fg_scalar den, fg_scalar *rest, bool precise)
{
    fg_scalar t = fg_div(num, den);
    fg_wide unit = fg_wmul(den, FG_LSB); /* den * (1 LSB of t) */
    fg_wide r = fg_wsub(fg_wide_from(num), fg_wmul(t, den));
    fg_wide r2 = fg_wadd(r, r);
    if (fg_wle(unit, r2)) {
        t = fg_add(t, FG_LSB);
        r = fg_wsub(r, unit);
    } else if (fg_wlt(r2, fg_wneg(unit))) {
        t = fg_sub(t, FG_LSB);
        r = fg_wadd(r, unit);
    } else {
        /* t is already the nearest */
    }
    if ((rest != NULL) && precise) {
        fg_xwide rx = fg_xwide_from(r), ux = fg_xwide_from(unit);
        *rest = fg_xratio(&rx, &ux);
    } else if (rest != NULL) {
        *rest = fg_wdiv(r, unit);
    } else {
        /* t only */
    }
    return t;
}

fg_scalar fg_segbox_lerp(fg_scalar o, fg_scalar d, fg_scalar t, fg_scalar rest)
{
    fg_wide w = fg_wadd(fg_wide_from(o), fg_wmul(d, t));
    w = fg_wadd(w, fg_wmul(fg_wide_to(fg_wmul(d, rest)), FG_LSB));
    return fg_wide_to(w);
}

/* One coordinate of the hit point: the face coordinate itself on the face's axis, else the
 * interpolated value clamped into the face (the exact point lies in it). */
static fg_scalar hit_coord(const fg_segbox_clip *c, int axis, fg_scalar o, fg_scalar d, fg_scalar lo, fg_scalar hi,
                           fg_scalar t, fg_scalar rest)
{
    if (axis == c->axis) {
        return (c->side < 0) ? lo : hi;
    }
    return fg_clamp(fg_segbox_lerp(o, d, t, rest), lo, hi);
}

static fg_scalar normal_comp(const fg_segbox_clip *c, int axis)
{
    if (axis != c->axis) {
        return FG_ZERO;
    }
    return (c->side < 0) ? fg_neg(FG_ONE) : FG_ONE;
}

void fg_segbox_hit3(const fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box, fg_hit3 *hit)
{
    fg_scalar t, rest;
    fg_vec3 n = fg_vec3_make(normal_comp(c, 0), normal_comp(c, 1), normal_comp(c, 2));
    if (fg_eq(c->en, FG_ZERO)) { /* at the origin: touching inward, or inside */
        fg_hit3_put(hit, FG_ZERO, seg->origin, n, c->inside);
        return;
    }
    t = fg_segbox_fraction(c->en, c->ed, &rest, fg_vec3_ood(seg->delta) != 0u);
    hit->t = t;
    hit->point.x = hit_coord(c, 0, seg->origin.x, seg->delta.x, box->min.x, box->max.x, t, rest);
    hit->point.y = hit_coord(c, 1, seg->origin.y, seg->delta.y, box->min.y, box->max.y, t, rest);
    hit->point.z = hit_coord(c, 2, seg->origin.z, seg->delta.z, box->min.z, box->max.z, t, rest);
    hit->normal = n;
    hit->started_inside = false;
}

void fg_segbox_hit2(const fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box, fg_hit2 *hit)
{
    fg_scalar t, rest;
    fg_vec2 n = fg_vec2_make(normal_comp(c, 0), normal_comp(c, 1));
    if (fg_eq(c->en, FG_ZERO)) {
        fg_hit2_put(hit, FG_ZERO, seg->origin, n, c->inside);
        return;
    }
    t = fg_segbox_fraction(c->en, c->ed, &rest, fg_vec2_ood(seg->delta) != 0u);
    hit->t = t;
    hit->point.x = hit_coord(c, 0, seg->origin.x, seg->delta.x, box->min.x, box->max.x, t, rest);
    hit->point.y = hit_coord(c, 1, seg->origin.y, seg->delta.y, box->min.y, box->max.y, t, rest);
    hit->normal = n;
    hit->started_inside = false;
}

/* ---- public ---- */

static bool raycast_bad3(const fg_segment3 *seg, const fg_aabb3 *box)
{
    if (fg_missing(seg) || fg_missing(box)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_segment3_ood(seg) | fg_aabb3_ood(box)) != 0u);
}

static bool raycast_bad2(const fg_segment2 *seg, const fg_aabb2 *box)
{
    if (fg_missing(seg) || fg_missing(box)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_segment2_ood(seg) | fg_aabb2_ood(box)) != 0u);
}

fg_result fg_segment3_aabb3_raycast(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar max_t, fg_hit3 *hit)
{
    fg_segbox_clip c;
    fg_scalar xn, xd;
    if (raycast_bad3(seg, box)) {
        return fg_reject("fg_segment3_aabb3_raycast");
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&c, xn, xd);
    if (!fg_segbox_cast3(&c, seg, box)) {
        return FG_MISS;
    }
    if (hit != NULL) {
        fg_segbox_hit3(&c, seg, box, hit);
    }
    return FG_HIT;
}

fg_result fg_segment2_aabb2_raycast(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar max_t, fg_hit2 *hit)
{
    fg_segbox_clip c;
    fg_scalar xn, xd;
    if (raycast_bad2(seg, box)) {
        return fg_reject("fg_segment2_aabb2_raycast");
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&c, xn, xd);
    if (!fg_segbox_cast2(&c, seg, box)) {
        return FG_MISS;
    }
    if (hit != NULL) {
        fg_segbox_hit2(&c, seg, box, hit);
    }
    return FG_HIT;
}

static void put_fractions(const fg_segbox_clip *c, fg_scalar *t_enter, fg_scalar *t_exit)
{
    if (t_enter != NULL) {
        *t_enter = fg_segbox_fraction(c->en, c->ed, NULL, false);
    }
    if (t_exit != NULL) {
        *t_exit = fg_segbox_fraction(c->xn, c->xd, NULL, false);
    }
}

fg_result fg_segment3_aabb3_overlap(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar *t_enter, fg_scalar *t_exit)
{
    fg_segbox_clip c;
    if (raycast_bad3(seg, box)) {
        return fg_reject("fg_segment3_aabb3_overlap");
    }
    fg_segbox_clip_init(&c, FG_ONE, FG_ONE);
    if (!fg_segbox_clip3(&c, seg, box)) {
        return FG_MISS;
    }
    put_fractions(&c, t_enter, t_exit);
    return FG_HIT;
}

fg_result fg_segment2_aabb2_overlap(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar *t_enter, fg_scalar *t_exit)
{
    fg_segbox_clip c;
    if (raycast_bad2(seg, box)) {
        return fg_reject("fg_segment2_aabb2_overlap");
    }
    fg_segbox_clip_init(&c, FG_ONE, FG_ONE);
    if (!fg_segbox_clip2(&c, seg, box)) {
        return FG_MISS;
    }
    put_fractions(&c, t_enter, t_exit);
    return FG_HIT;
}
