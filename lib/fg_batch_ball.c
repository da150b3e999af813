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

/* The box [c - r, c + r] misses [min(o, e), max(o, e)] on an axis (comparisons only). */
static bool axis_apart(fg_scalar o, fg_scalar e, fg_scalar c, fg_scalar r)
{
    return fg_lt(fg_add(c, r), fg_min(o, e)) || fg_lt(fg_max(o, e), fg_sub(c, r));
}

/* The nearest so far, in the public function's frame (each frame within 128 bytes): its
 * root and the candidate's take turns in root[] (no struct copies: a copy may become a
 * memcpy call on Cortex-M0, and lib/ links no libc); its cast's result and c / s, from
 * which its hit record is written without casting again. */
typedef struct {
    ball_root root[2]; /* root[best] is the nearest so far, the other the candidate's */
    fg_wide c, s;      /* the nearest's fg_ball_cast fraction (res FG_BALL_HIT) */
    uint8_t best;      /* 0 or 1 */
    uint8_t res;       /* the nearest's fg_ball_cast result */
    bool found;        /* root[best] holds a hit */
} ball_best;

/* One scan over the array: the segment's ends (2D: z = 0), the next cast's limit and the
 * nearest so far. */
typedef struct {
    fg_vec3 o, e;
    fg_vec3 reach; /* o + min(lim, 1) (e - o), rounded: where the next cast can reach */
    fg_scalar lim; /* the next cast's limit: max_t, then at most the nearest's t plus 1 LSB */
    ball_best *nb;
    bool at_zero; /* the nearest's exact fraction is 0 (inside, or touching inward): unbeatable */
} ball_scan;

/* The reach for the limit lim: within 1 LSB of o + min(lim, 1) d here, within 2^-9 in the
 * float build (inside the domain), both below the 1/64 that ball_beats adds to a radius. */
FG_NOINLINE static void scan_reach(ball_scan *sc, fg_scalar lim)
{
    fg_scalar t = fg_max(fg_min(lim, FG_ONE), FG_ZERO);
    sc->lim = lim;
    sc->reach = fg_eq(t, FG_ONE) ? sc->e : fg_vec3_add(sc->o, fg_vec3_scale(fg_vec3_sub(sc->e, sc->o), t));
}

/* Does the ball (centre *c, radius r >= 0) beat the scan's best? Then the best takes it.
 * Its cast's limit (lim) is at least the best's exact fraction, so a ball it culls is
 * strictly farther; the survivors are ordered exactly. A tie (equal exact fractions) keeps
 * the lower index. */
FG_NOINLINE static bool ball_beats(ball_scan *sc, const fg_vec3 *c, fg_scalar r)
{
    fg_ball_core k;
    ball_best *nb = sc->nb;
    uint8_t cand;
    int res;
    fg_scalar rs = fg_add(r, FG_C(1.0 / 64.0)); /* the reach's rounding (scan_reach) */
    if (axis_apart(sc->o.x, sc->reach.x, c->x, rs) || axis_apart(sc->o.y, sc->reach.y, c->y, rs) ||
        axis_apart(sc->o.z, sc->reach.z, c->z, rs)) {
        return false; /* no point of the ball within the cast's reach: never a rejected hit */
    }
    k.m0 = fg_vec3_sub(sc->o, *c);
    k.m1 = fg_vec3_sub(sc->e, *c);
    k.r = r;
    res = fg_ball_cast(&k, sc->lim);
    if (res == FG_BALL_MISS) {
        return false;
    }
    if (res == FG_BALL_INSIDE) {
        nb->res = (uint8_t)res;
        sc->at_zero = true; /* found: the best is above 0 (the scan stops at 0) */
        return true;
    }
    cand = (nb->best == 0u) ? 1u : 0u;
    root_of(&k, &nb->root[cand]);
    if (nb->found && !root_below(&nb->root[cand], &nb->root[nb->best])) {
        return false;
    }
    nb->best = cand;
    nb->found = true;
    nb->res = (uint8_t)res;
    nb->c = k.c;
    nb->s = k.s;
    sc->at_zero = (fg_wsign(k.c) == 0);
    /* the next limit: its exact fraction is at most lim and within 0.51 LSB of its t */
    scan_reach(sc, fg_min(sc->lim, fg_add(fg_ball_t(&k, sc->lim), FG_C(1.0 / 65536.0))));
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
FG_NOINLINE static void scan_init(ball_scan *sc, ball_best *nb, const fg_vec3 *o, const fg_vec3 *d, fg_scalar max_t)
{
    sc->o = *o;
    sc->e = fg_vec3_add(*o, *d);
    sc->nb = nb;
    nb->best = 0u;
    nb->found = false;
    sc->at_zero = false;
    if (fg_lt(max_t, FG_ONE)) {
        scan_reach(sc, max_t);
    } else { /* the whole segment */
        sc->lim = max_t;
        sc->reach = sc->e;
    }
}

/* The same for a 2D segment, in z = 0. */
FG_NOINLINE static void scan_init2(ball_scan *sc, ball_best *nb, const fg_segment2 *seg, fg_scalar max_t)
{
    fg_vec3 o = fg_vec3_make(seg->origin.x, seg->origin.y, FG_ZERO), d = fg_vec3_make(seg->delta.x, seg->delta.y, FG_ZERO);
    scan_init(sc, nb, &o, &d, max_t);
}

/* The scans: true and *best_i when some element is hit (stopping at an exact fraction 0).
 * Out of line: the scan's state stays off the public functions' frames. */
FG_NOINLINE static bool scan_spheres(const fg_segment3 *seg, const fg_sphere *spheres, size_t count, fg_scalar max_t,
                                     ball_best *nb, size_t *best_i)
{
    ball_scan sc;
    size_t i;
    bool found = false;
    scan_init(&sc, nb, &seg->origin, &seg->delta, max_t);
    for (i = 0u; (i < count) && !sc.at_zero; i++) {
        if (sphere_beats(&sc, &spheres[i])) {
            *best_i = i;
            found = true;
        }
    }
    return found;
}

FG_NOINLINE static bool scan_circles(const fg_segment2 *seg, const fg_circle *circles, size_t count, fg_scalar max_t,
                                     ball_best *nb, size_t *best_i)
{
    ball_scan sc;
    size_t i;
    bool found = false;
    scan_init2(&sc, nb, seg, max_t);
    for (i = 0u; (i < count) && !sc.at_zero; i++) {
        if (disc_beats(&sc, &circles[i])) {
            *best_i = i;
            found = true;
        }
    }
    return found;
}

/* The nearest's hit record from its cast (as its raycast's, without casting again). */
FG_NOINLINE static void sphere_record(const fg_segment3 *seg, const fg_sphere *s, const ball_best *nb, fg_scalar max_t,
                                      fg_hit3 *hit)
{
    fg_ball_core k;
    fg_ball_core_set3(&k, seg, s->center, s->radius);
    k.c = nb->c;
    k.s = nb->s;
    fg_ball_ray_hit3(&k, (int)nb->res, &seg->origin, &seg->delta, max_t, hit);
}

FG_NOINLINE static void disc_record(const fg_segment2 *seg, const fg_circle *d, const ball_best *nb, fg_scalar max_t,
                                    fg_hit2 *hit)
{
    fg_ball_core k;
    fg_ball_core_set2(&k, seg, d->center, d->radius);
    k.c = nb->c;
    k.s = nb->s;
    fg_ball_ray_hit2(&k, (int)nb->res, seg, max_t, hit);
}

/* NULL, count above FG_BATCH_MAX, or any input outside the domain (every element checked:
 * none is silently skipped). */
FG_NOINLINE static bool circles_bad(const fg_segment2 *seg, const fg_circle *circles, size_t count)
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

FG_NOINLINE static bool spheres_bad(const fg_segment3 *seg, const fg_sphere *spheres, size_t count)
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
    ball_best nb;
    size_t best_i = 0u;
    if (spheres_bad(seg, spheres, count)) {
        return fg_reject("fg_segment3_sphere_batch_nearest");
    }
    if (!scan_spheres(seg, spheres, count, max_t, &nb, &best_i)) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        sphere_record(seg, &spheres[best_i], &nb, max_t, hit);
    }
    return FG_HIT;
}

fg_result fg_segment2_circle_batch_nearest(const fg_segment2 *seg, const fg_circle *circles, size_t count,
                                           fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    ball_best nb;
    size_t best_i = 0u;
    if (circles_bad(seg, circles, count)) {
        return fg_reject("fg_segment2_circle_batch_nearest");
    }
    if (!scan_circles(seg, circles, count, max_t, &nb, &best_i)) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        disc_record(seg, &circles[best_i], &nb, max_t, hit);
    }
    return FG_HIT;
}
