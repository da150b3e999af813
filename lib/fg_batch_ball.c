/* SPDX-License-Identifier: MIT */
/* Segment vs an array of discs / balls: the nearest hit, decided on the exact contact
 * fractions (roots of quadratics), with a box pre-reject. DESIGN.md, "Batch: nearest ball". */
#include "fg_internal.h"
#include "fg_ball_internal.h"

/* The exact first root of one ball's |m(t)|^2 - r^2, as the pair (b, disc): every ball on
 * one segment shares the leading coefficient |d|^2, so t = (-b - sqrt(disc)) / |d|^2 and
 * the roots order as -b - sqrt(disc) does. b = m0.d (< 0 on a hit), disc = b^2 - |d|^2 A0. */
typedef struct {
    fg_xwide disc; /* A01^2 - A0 A1, in [0, 2^124) raw */
    fg_wide b;     /* A01 - A0, in (-2^62, 0) raw */
} ball_root;

/* a.b - r^2, exact */
static FG_FORCE_INLINE fg_wide bb_dot_minus_rr(const fg_vec3 *a, const fg_vec3 *b, fg_scalar r)
{
    return fg_wsub(fg_vec3_dot_wide(*a, *b), fg_wmul(r, r));
}

FG_NOINLINE static void root_of(const fg_ball_core *k, ball_root *out)
{
    fg_wide a0 = bb_dot_minus_rr(&k->m0, &k->m0, k->r), a01 = bb_dot_minus_rr(&k->m0, &k->m1, k->r);
    fg_wide a1 = bb_dot_minus_rr(&k->m1, &k->m1, k->r);
    out->b = fg_wsub(a01, a0);
    out->disc = fg_xsub(fg_xmul(a01, a01), fg_xmul(a0, a1));
}

/* q - p - uu and 4 p (out of line: each 128-bit temporary stays off sum_sign's frame) */
FG_NOINLINE static fg_xwide excess(const fg_xwide *q, const fg_xwide *p, const fg_xwide *uu)
{
    return fg_xsub(fg_xsub(*q, *p), *uu);
}

FG_NOINLINE static fg_xwide times4(const fg_xwide *p)
{
    fg_xwide p2 = fg_xadd(*p, *p);
    return fg_xadd(p2, p2);
}

/* sign(u + sqrt(p) - sqrt(q)) for u >= 0, exact: squared once (w = q - p - u^2, the sign
 * of 2u sqrt(p) - w), then again (4 u^2 p against w^2, 256 bits in fg_xcmp2). */
FG_NOINLINE static int sum_sign(fg_wide u, const fg_xwide *p, const fg_xwide *q)
{
    fg_xwide uu = fg_xmul(u, u), w = excess(q, p, &uu), p4;
    if (fg_xsign(w) < 0) {
        return 1;
    }
    p4 = times4(p);
    return fg_xcmp2(&uu, &p4, &w, &w);
}

/* Is a's root strictly below b's? -b_a - sqrt(D_a) < -b_b - sqrt(D_b), i.e.
 * (b_b - b_a) + sqrt(D_b) - sqrt(D_a) < 0. */
FG_NOINLINE static bool root_below(const ball_root *a, const ball_root *b)
{
    fg_wide u = fg_wsub(b->b, a->b);
    if (fg_wsign(u) >= 0) {
        return sum_sign(u, &b->disc, &a->disc) < 0;
    }
    return sum_sign(fg_wneg(u), &a->disc, &b->disc) > 0;
}

/* The ball's box [c - r, c + r] misses the segment's [min(o, e), max(o, e)] on an axis:
 * no point of the ball is on the segment (comparisons only, never a rejected hit). */
static bool axis_apart(fg_scalar o, fg_scalar e, fg_scalar c, fg_scalar r)
{
    return fg_lt(fg_add(c, r), fg_min(o, e)) || fg_lt(fg_max(o, e), fg_sub(c, r));
}

/* One scan over the array: the segment's ends (2D: z = 0), max_t and the nearest so far.
 * The best root and the candidate's take turns in root[] (no struct copies: a copy may
 * become a memcpy call on Cortex-M0, and lib/ links no libc). */
typedef struct {
    fg_vec3 o, e;
    ball_root root[2]; /* root[best] is the nearest so far, the other the candidate's */
    fg_scalar max_t;
    fg_scalar best_t; /* the nearest's reported t, for the next casts' limit */
    uint8_t best;
    bool found;   /* root[best] holds a hit */
    bool at_zero; /* the nearest's exact fraction is 0 (inside, or touching inward): unbeatable */
} ball_scan;

/* Does the ball (centre *c, radius r >= 0) beat the scan's best? Then the best takes it.
 * Its cast's limit is the best's reported t plus 1 LSB (the exact fraction is within
 * 0.51 LSB of it), so a ball it culls is strictly farther; the survivors are ordered
 * exactly. A tie (equal exact fractions) keeps the lower index. */
FG_NOINLINE static bool ball_beats(ball_scan *sc, const fg_vec3 *c, fg_scalar r)
{
    fg_ball_core k;
    uint8_t cand;
    int res;
    if (axis_apart(sc->o.x, sc->e.x, c->x, r) || axis_apart(sc->o.y, sc->e.y, c->y, r) ||
        axis_apart(sc->o.z, sc->e.z, c->z, r)) {
        return false;
    }
    k.m0 = fg_vec3_sub(sc->o, *c);
    k.m1 = fg_vec3_sub(sc->e, *c);
    k.r = r;
    res = fg_ball_cast(&k, sc->found ? fg_min(sc->max_t, fg_add(sc->best_t, FG_C(1.0 / 65536.0))) : sc->max_t);
    if (res == FG_BALL_MISS) {
        return false;
    }
    if (res == FG_BALL_INSIDE) {
        sc->at_zero = true; /* found: the best is above 0 (the scan stops at 0) */
        return true;
    }
    cand = (uint8_t)(1u - sc->best);
    root_of(&k, &sc->root[cand]);
    if (sc->found && !root_below(&sc->root[cand], &sc->root[sc->best])) {
        return false;
    }
    sc->best = cand;
    sc->best_t = fg_ball_t(&k, sc->max_t);
    sc->at_zero = (fg_wsign(k.c) == 0);
    return true;
}

/* The disc as a ball in z = 0 (out of line: the vector stays off the caller's frame). */
FG_NOINLINE static bool disc_beats(ball_scan *sc, const fg_circle *d)
{
    fg_vec3 c = fg_vec3_make(d->center.x, d->center.y, FG_ZERO);
    return fg_ge(d->radius, FG_ZERO) && ball_beats(sc, &c, d->radius);
}

FG_NOINLINE static bool sphere_beats(ball_scan *sc, const fg_sphere *s)
{
    return fg_ge(s->radius, FG_ZERO) && ball_beats(sc, &s->center, s->radius);
}

/* The scan's start: the segment's ends, no hit yet. */
FG_NOINLINE static void scan_init(ball_scan *sc, const fg_vec3 *o, const fg_vec3 *d, fg_scalar max_t)
{
    sc->o = *o;
    sc->e = fg_vec3_add(*o, *d);
    sc->max_t = max_t;
    sc->best_t = FG_ZERO;
    sc->best = 0u;
    sc->found = false;
    sc->at_zero = false;
}

/* The same for a 2D segment, in z = 0. */
FG_NOINLINE static void scan_init2(ball_scan *sc, const fg_segment2 *seg, fg_scalar max_t)
{
    fg_vec3 o = fg_vec3_make(seg->origin.x, seg->origin.y, FG_ZERO), d = fg_vec3_make(seg->delta.x, seg->delta.y, FG_ZERO);
    scan_init(sc, &o, &d, max_t);
}

/* The scans: true and *best_i when some element is hit (stopping at an exact fraction 0).
 * Out of line: the scan's state stays off the public functions' frames. */
FG_NOINLINE static bool scan_spheres(const fg_segment3 *seg, const fg_sphere *spheres, size_t count, fg_scalar max_t,
                                     size_t *best_i)
{
    ball_scan sc;
    size_t i;
    scan_init(&sc, &seg->origin, &seg->delta, max_t);
    for (i = 0u; (i < count) && !sc.at_zero; i++) {
        if (sphere_beats(&sc, &spheres[i])) {
            *best_i = i;
            sc.found = true;
        }
    }
    return sc.found;
}

FG_NOINLINE static bool scan_circles(const fg_segment2 *seg, const fg_circle *circles, size_t count, fg_scalar max_t,
                                     size_t *best_i)
{
    ball_scan sc;
    size_t i;
    scan_init2(&sc, seg, max_t);
    for (i = 0u; (i < count) && !sc.at_zero; i++) {
        if (disc_beats(&sc, &circles[i])) {
            *best_i = i;
            sc.found = true;
        }
    }
    return sc.found;
}

/* NULL, count above FG_BATCH_MAX, or any input outside the domain (every element checked:
 * none is silently skipped). */
static bool circles_bad(const fg_segment2 *seg, const fg_circle *circles, size_t count)
{
    size_t i;
    uint32_t ood, mag;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(circles))) {
        return true;
    }
    if ((FG_CHECK_DOMAIN == 0) || (fg_segment2_ood(seg) != 0u)) {
        return FG_CHECK_DOMAIN != 0;
    }
    mag = 0u; /* one filter over the array; each element's own test only when it fails */
    for (i = 0u; i < count; i++) {
        mag |= fg_vec2_dmag(circles[i].center) | fg_domain_mag(circles[i].radius);
    }
    ood = 0u;
    for (i = 0u; !fg_domain_fast(mag) && (i < count); i++) {
        ood |= fg_circle_ood(&circles[i]);
    }
    return ood != 0u;
}

static bool spheres_bad(const fg_segment3 *seg, const fg_sphere *spheres, size_t count)
{
    size_t i;
    uint32_t ood, mag;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(spheres))) {
        return true;
    }
    if ((FG_CHECK_DOMAIN == 0) || (fg_segment3_ood(seg) != 0u)) {
        return FG_CHECK_DOMAIN != 0;
    }
    mag = 0u; /* one filter over the array; each element's own test only when it fails */
    for (i = 0u; i < count; i++) {
        mag |= fg_vec3_dmag(spheres[i].center) | fg_domain_mag(spheres[i].radius);
    }
    ood = 0u;
    for (i = 0u; !fg_domain_fast(mag) && (i < count); i++) {
        ood |= fg_sphere_ood(&spheres[i]);
    }
    return ood != 0u;
}

fg_result fg_segment3_sphere_batch_nearest(const fg_segment3 *seg, const fg_sphere *spheres, size_t count,
                                           fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    size_t best_i = 0u;
    if (spheres_bad(seg, spheres, count)) {
        return fg_reject("fg_segment3_sphere_batch_nearest");
    }
    if (!scan_spheres(seg, spheres, count, max_t, &best_i)) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        (void)fg_segment3_sphere_raycast(seg, &spheres[best_i], max_t, hit); /* the winner's own record */
    }
    return FG_HIT;
}

fg_result fg_segment2_circle_batch_nearest(const fg_segment2 *seg, const fg_circle *circles, size_t count,
                                           fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    size_t best_i = 0u;
    if (circles_bad(seg, circles, count)) {
        return fg_reject("fg_segment2_circle_batch_nearest");
    }
    if (!scan_circles(seg, circles, count, max_t, &best_i)) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        (void)fg_segment2_circle_raycast(seg, &circles[best_i], max_t, hit); /* the winner's own record */
    }
    return FG_HIT;
}
