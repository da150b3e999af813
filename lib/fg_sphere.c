#include "fg_internal.h"

/* The 128-bit helpers are FG_NOINLINE: inlined into one function they made a 250-byte
 * frame on Cortex-M0; split, every frame stays within the 128-byte target. */

/* a * b / den as a wide (Q32.32), rounded to nearest once: the exact 128-bit product over
 * a wide. (Wides, not an fg_xwide argument: gcc copies a returned fg_xwide into a by-value
 * parameter with memcpy on Cortex-M0.) */
FG_NOINLINE static fg_wide muldivw(fg_wide a, fg_wide b, fg_wide den)
{
    fg_xwide n = fg_xmul(a, b);
    return fg_xdivw(&n, den);
}

/* ---------------------------------------------------------------- closest point */

/* c + d * r / |d| on one axis: d*r (exact, 128 bits) over |d| as Q32.32 (rounded to 2^-33
 * units), then one rounding to Q16.16. */
static fg_scalar towards(fg_scalar c, fg_scalar d, fg_scalar r, fg_wide len)
{
    return fg_wide_to(fg_wadd(fg_wide_from(c), muldivw(fg_wide_from(d), fg_wide_from(r), len)));
}

fg_result fg_sphere_closest_point(const fg_sphere *s, fg_vec3 p, fg_vec3 *closest)
{
    fg_vec3 d;
    fg_wide dd, len;
    fg_scalar r;
    if (fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(p) | fg_vec3_ood(s->center) | fg_out_of_domain(s->radius)) != 0u))) {
        return fg_reject("fg_sphere_closest_point");
    }
    r = fg_max(s->radius, FG_ZERO);
    d = fg_vec3_sub(p, s->center);
    dd = fg_vec3_dot_wide(d, d);
    if (fg_wle(dd, fg_wmul(r, r)) || (closest == NULL)) {
        if (closest != NULL) {
            *closest = p;
        }
        return FG_OK;
    }
    len = fg_xsqrt(fg_xwide_from(dd)); /* |d| as Q32.32 */
    *closest = fg_vec3_make(towards(s->center.x, d.x, r, len), towards(s->center.y, d.y, r, len),
                            towards(s->center.z, d.z, r, len));
    return FG_OK;
}

fg_result fg_circle_closest_point(const fg_circle *s, fg_vec2 p, fg_vec2 *closest)
{
    fg_vec2 d;
    fg_wide dd, len;
    fg_scalar r;
    if (fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(p) | fg_vec2_ood(s->center) | fg_out_of_domain(s->radius)) != 0u))) {
        return fg_reject("fg_circle_closest_point");
    }
    r = fg_max(s->radius, FG_ZERO);
    d = fg_vec2_sub(p, s->center);
    dd = fg_vec2_dot_wide(d, d);
    if (fg_wle(dd, fg_wmul(r, r)) || (closest == NULL)) {
        if (closest != NULL) {
            *closest = p;
        }
        return FG_OK;
    }
    len = fg_xsqrt(fg_xwide_from(dd));
    *closest = fg_vec2_make(towards(s->center.x, d.x, r, len), towards(s->center.y, d.y, r, len));
    return FG_OK;
}

/* ---------------------------------------------------------------- static overlap */

fg_result fg_sphere_sphere_overlap(const fg_sphere *a, const fg_sphere *b)
{
    fg_vec3 d;
    fg_scalar r;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(a->center) | fg_vec3_ood(b->center) | fg_out_of_domain(a->radius) |
                                     fg_out_of_domain(b->radius)) != 0u))) {
        return fg_reject("fg_sphere_sphere_overlap");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    d = fg_vec3_sub(a->center, b->center);
    r = fg_add(a->radius, b->radius);
    return fg_wle(fg_vec3_dot_wide(d, d), fg_wmul(r, r)) ? FG_HIT : FG_MISS;
}

fg_result fg_circle_circle_overlap(const fg_circle *a, const fg_circle *b)
{
    fg_vec2 d;
    fg_scalar r;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(a->center) | fg_vec2_ood(b->center) | fg_out_of_domain(a->radius) |
                                     fg_out_of_domain(b->radius)) != 0u))) {
        return fg_reject("fg_circle_circle_overlap");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    d = fg_vec2_sub(a->center, b->center);
    r = fg_add(a->radius, b->radius);
    return fg_wle(fg_vec2_dot_wide(d, d), fg_wmul(r, r)) ? FG_HIT : FG_MISS;
}

/* ---------------------------------------------------------------- moving point vs ball
 *
 * The shared core: the point m + t d (m = start relative to the centre) against the ball of
 * radius r >= 0 at the origin, t in [0, min(max_t, 1)]. 2D callers pass z = 0.
 * Input bounds (callers' domain): |m_i|, |d_i|, r <= 2^30 raw, so a = d.d, b = m.d and
 * c = m.m - r^2 all fit 2^62 and the degree-4 terms fit 128 bits. */

enum { CORE_MISS = 0, CORE_INSIDE = 1, CORE_HIT = 2 };

/* The caller fills m, d, r; sph_sweep scales them in place and adds t = c / s. Kept in
 * one struct, passed by pointer, so that the M0 frames stay small. */
typedef struct {
    fg_vec3 m, d;     /* start relative to the centre, and motion (scaled by 2^k on a hit) */
    fg_scalar r, t;   /* radius (scaled); t rounded and clamped to max_t */
    fg_wide c, s;     /* first root t = c / s, s = -b + sqrt(b^2 - a c); the ratio is scale-free */
} sph_core;

/* a . b exactly (each product and the sum fit 2^62 for components <= 2^30 raw) */
FG_NOINLINE static fg_wide dot3(const fg_vec3 *a, const fg_vec3 *b) { return fg_vec3_dot_wide(*a, *b); }

static fg_wide sq_minus(const fg_vec3 *m, fg_scalar r) { return fg_wsub(dot3(m, m), fg_wmul(r, r)); }

/* (m_i + T d_i)^2 exactly: the sum is exact in Q32.32, its square in Q64.64. */
FG_NOINLINE static fg_xwide sq_at(fg_scalar m_i, fg_scalar d_i, fg_scalar T)
{
    fg_wide q = fg_wadd(fg_wide_from(m_i), fg_wmul(T, d_i));
    return fg_xmul(q, q);
}

/* a T + b > 0, exactly (degree 3: 128 bits); out of line to keep first_root_le's frame
 * small on Cortex-M0. */
FG_NOINLINE static bool slope_positive(fg_wide a, fg_wide b, fg_scalar T)
{
    return fg_xsign(fg_xadd(fg_xmul(a, fg_wide_from(T)), fg_xwide_from(b))) > 0;
}

/* Exact: is the first root t1 of a t^2 + 2 b t + c (c > 0, b < 0, real roots) <= T?
 * t1 <= T exactly when the quadratic is <= 0 at T (T between the roots) or its slope
 * a T + b is > 0 there (T past the vertex, hence past both roots). */
FG_NOINLINE static bool first_root_le(const sph_core *k, fg_wide a, fg_wide b, fg_scalar T)
{
    fg_xwide f;
    if (slope_positive(a, b, T)) {
        return true;
    }
    /* |m + T d|^2 - r^2 */
    f = fg_xsub(sq_at(k->m.x, k->d.x, T), fg_xwide_from(fg_wmul(k->r, k->r)));
    f = fg_xadd(f, sq_at(k->m.y, k->d.y, T));
    f = fg_xadd(f, sq_at(k->m.z, k->d.z, T));
    return fg_xsign(f) <= 0;
}

/* Scale m, d, r by 2^k so that the largest reaches [2^29, 2^30] raw: exact (doubling), t
 * unchanged, and the square root's rounding (0.5 unit of 2^-32) then lands on a large
 * number. Inputs stay <= 2^30 raw, so every bound stated above still holds. */
FG_NOINLINE static void normalise(sph_core *k)
{
    int i;
    fg_scalar big = fg_max(fg_max(fg_max(fg_abs(k->m.x), fg_abs(k->m.y)), fg_max(fg_abs(k->m.z), fg_abs(k->d.x))),
                           fg_max(fg_max(fg_abs(k->d.y), fg_abs(k->d.z)), k->r));
    for (i = 0; (i < 32) && fg_lt(big, FG_C(8192.0)); i++) {
        big = fg_add(big, big);
        k->m = fg_vec3_add(k->m, k->m);
        k->d = fg_vec3_add(k->d, k->d);
        k->r = fg_add(k->r, k->r);
    }
}

/* sqrt(b^2 - a c), rounded to nearest as a wide, from the exact 128-bit discriminant */
FG_NOINLINE static fg_wide disc_root(fg_wide a, fg_wide b, fg_wide c)
{
    return fg_xsqrt(fg_xsub(fg_xmul(b, b), fg_xmul(a, c)));
}

/* After the exact decision: t = c / s, s = -b + sqrt(b^2 - a c) (no cancellation: b < 0). */
FG_NOINLINE static void solve(sph_core *k, fg_scalar T)
{
    fg_wide a, b, c;
    normalise(k);
    a = dot3(&k->d, &k->d);
    b = dot3(&k->m, &k->d);
    c = sq_minus(&k->m, k->r);
    k->c = c;
    /* s <= 2|b| < 2^63; the discriminant is >= 0 (tested exactly before) */
    k->s = fg_wsub(disc_root(a, b, c), b);
    k->t = fg_min(fg_wide_to(muldivw(c, fg_wide_from(FG_ONE), k->s)), T);
}

static int sph_sweep(sph_core *k, fg_scalar max_t)
{
    fg_wide a, b, c;
    fg_scalar T;
    if (fg_lt(max_t, FG_ZERO)) {
        return CORE_MISS;
    }
    T = fg_min(max_t, FG_ONE);
    c = sq_minus(&k->m, k->r);
    if (fg_wsign(c) <= 0) {
        return CORE_INSIDE; /* closed ball: on the surface counts */
    }
    a = dot3(&k->d, &k->d);
    b = dot3(&k->m, &k->d);
    /* outside and not approaching (this covers d = 0): |m + t d| only grows for t > 0 */
    if (fg_wsign(b) >= 0) {
        return CORE_MISS;
    }
    if (fg_wcmp2(b, b, a, c) < 0) {
        return CORE_MISS; /* discriminant < 0: the line misses */
    }
    if (!first_root_le(k, a, b, T)) {
        return CORE_MISS;
    }

    solve(k, T);
    return CORE_HIT;
}

/* base + v * t on one axis, t = c / s unrounded: v*c exact, one quotient to 2^-32 units. */
static fg_wide at_t(fg_scalar base, fg_scalar v, const sph_core *k)
{
    return fg_wadd(fg_wide_from(base), muldivw(fg_wide_from(v), k->c, k->s));
}

/* Normal component i at the hit: (m_i + t d_i) / r, or -d_i / |d| when r = 0 (the point hit
 * is the centre itself; the ray arrives from -d). */
FG_NOINLINE static fg_scalar normal_at(fg_scalar m_i, fg_scalar d_i, const sph_core *k)
{
    if (fg_eq(k->r, FG_ZERO)) {
        fg_wide len = fg_xsqrt(fg_xwide_from(dot3(&k->d, &k->d)));
        return fg_wide_to(muldivw(fg_wide_from(fg_neg(d_i)), fg_wide_from(FG_ONE), len));
    }
    return fg_wide_to(muldivw(at_t(m_i, d_i, k), fg_wide_from(FG_ONE), fg_wide_from(k->r)));
}

/* ---------------------------------------------------------------- raycast */

fg_result fg_segment3_sphere_raycast(const fg_segment3 *seg, const fg_sphere *s, fg_scalar max_t, fg_hit3 *hit)
{
    sph_core k;
    int res;
    if (fg_missing(seg) || fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(seg->origin) | fg_vec3_ood(seg->delta) | fg_vec3_ood(s->center) |
                                     fg_out_of_domain(s->radius)) != 0u))) {
        return fg_reject("fg_segment3_sphere_raycast");
    }
    if (fg_lt(s->radius, FG_ZERO)) {
        return FG_MISS;
    }
    k.m = fg_vec3_sub(seg->origin, s->center);
    k.d = seg->delta;
    k.r = s->radius;
    res = sph_sweep(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        if (res == CORE_INSIDE) {
            fg_hit3_put(hit, FG_ZERO, seg->origin, fg_vec3_zero(), true);
        } else {
            hit->started_inside = false;
            hit->t = k.t;
            hit->point.x = fg_wide_to(at_t(seg->origin.x, seg->delta.x, &k));
            hit->point.y = fg_wide_to(at_t(seg->origin.y, seg->delta.y, &k));
            hit->point.z = fg_wide_to(at_t(seg->origin.z, seg->delta.z, &k));
            hit->normal.x = normal_at(k.m.x, k.d.x, &k);
            hit->normal.y = normal_at(k.m.y, k.d.y, &k);
            hit->normal.z = normal_at(k.m.z, k.d.z, &k);
        }
    }
    return FG_HIT;
}

fg_result fg_segment2_circle_raycast(const fg_segment2 *seg, const fg_circle *s, fg_scalar max_t, fg_hit2 *hit)
{
    sph_core k;
    int res;
    fg_vec2 m;
    if (fg_missing(seg) || fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(seg->origin) | fg_vec2_ood(seg->delta) | fg_vec2_ood(s->center) |
                                     fg_out_of_domain(s->radius)) != 0u))) {
        return fg_reject("fg_segment2_circle_raycast");
    }
    if (fg_lt(s->radius, FG_ZERO)) {
        return FG_MISS;
    }
    m = fg_vec2_sub(seg->origin, s->center);
    k.m = fg_vec3_make(m.x, m.y, FG_ZERO);
    k.d = fg_vec3_make(seg->delta.x, seg->delta.y, FG_ZERO);
    k.r = s->radius;
    res = sph_sweep(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        if (res == CORE_INSIDE) {
            fg_hit2_put(hit, FG_ZERO, seg->origin, fg_vec2_zero(), true);
        } else {
            hit->started_inside = false;
            hit->t = k.t;
            hit->point.x = fg_wide_to(at_t(seg->origin.x, seg->delta.x, &k));
            hit->point.y = fg_wide_to(at_t(seg->origin.y, seg->delta.y, &k));
            hit->normal.x = normal_at(k.m.x, k.d.x, &k);
            hit->normal.y = normal_at(k.m.y, k.d.y, &k);
        }
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- moving spheres */

/* Contact point on one axis: b's centre at t, plus r_b along the unit normal
 * (m_i + t d_i) / r, i.e. cb_i + t db_i + (m_i + t d_i) * rb / r in the scaled frame
 * (the ratio rb / r is taken against the scaled r, so it is scale-free). */
FG_NOINLINE static fg_scalar contact_at(fg_scalar cb_i, fg_scalar db_i, fg_scalar m_i, fg_scalar d_i, fg_scalar rb,
                            const sph_core *k)
{
    fg_wide p = at_t(cb_i, db_i, k);
    if (!fg_eq(k->r, FG_ZERO)) {
        p = fg_wadd(p, muldivw(at_t(m_i, d_i, k), fg_wide_from(rb), fg_wide_from(k->r)));
    }
    return fg_wide_to(p);
}

/* Out of line: inlined, its fourteen checks (two by-value vectors) made the caller's frame 144
 * bytes on Cortex-M0 at -O2. */
FG_NOINLINE static bool sweep_bad(const fg_sphere *a, const fg_vec3 *delta_a, const fg_sphere *b,
                                  const fg_vec3 *delta_b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) &&
           ((fg_vec3_ood(a->center) | fg_vec3_ood(b->center) | fg_vec3_ood(*delta_a) | fg_vec3_ood(*delta_b) |
             fg_out_of_domain(a->radius) | fg_out_of_domain(b->radius)) != 0u);
}

fg_result fg_sphere_sphere_sweep(const fg_sphere *a, fg_vec3 delta_a, const fg_sphere *b, fg_vec3 delta_b,
                            fg_scalar max_t, fg_hit3 *hit)
{
    sph_core k;
    int res;
    if (sweep_bad(a, &delta_a, b, &delta_b)) {
        return fg_reject("fg_sphere_sphere_sweep");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    k.m = fg_vec3_sub(a->center, b->center);
    k.d = fg_vec3_sub(delta_a, delta_b);
    k.r = fg_add(a->radius, b->radius);
    res = sph_sweep(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        if (res == CORE_INSIDE) {
            fg_hit3_put(hit, FG_ZERO, a->center, fg_vec3_zero(), true);
        } else {
            hit->started_inside = false;
            hit->t = k.t;
            hit->point.x = contact_at(b->center.x, delta_b.x, k.m.x, k.d.x, b->radius, &k);
            hit->point.y = contact_at(b->center.y, delta_b.y, k.m.y, k.d.y, b->radius, &k);
            hit->point.z = contact_at(b->center.z, delta_b.z, k.m.z, k.d.z, b->radius, &k);
            hit->normal.x = normal_at(k.m.x, k.d.x, &k);
            hit->normal.y = normal_at(k.m.y, k.d.y, &k);
            hit->normal.z = normal_at(k.m.z, k.d.z, &k);
        }
    }
    return FG_HIT;
}

/* The same for circles (the caller's frame was at the 128-byte limit). */
FG_NOINLINE static bool sweep2_bad(const fg_circle *a, const fg_vec2 *delta_a, const fg_circle *b,
                                   const fg_vec2 *delta_b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) &&
           ((fg_vec2_ood(a->center) | fg_vec2_ood(b->center) | fg_vec2_ood(*delta_a) | fg_vec2_ood(*delta_b) |
             fg_out_of_domain(a->radius) | fg_out_of_domain(b->radius)) != 0u);
}

fg_result fg_circle_circle_sweep(const fg_circle *a, fg_vec2 delta_a, const fg_circle *b, fg_vec2 delta_b,
                            fg_scalar max_t, fg_hit2 *hit)
{
    sph_core k;
    int res;
    fg_vec2 m, d;
    if (sweep2_bad(a, &delta_a, b, &delta_b)) {
        return fg_reject("fg_circle_circle_sweep");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    m = fg_vec2_sub(a->center, b->center);
    d = fg_vec2_sub(delta_a, delta_b);
    k.m = fg_vec3_make(m.x, m.y, FG_ZERO);
    k.d = fg_vec3_make(d.x, d.y, FG_ZERO);
    k.r = fg_add(a->radius, b->radius);
    res = sph_sweep(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        if (res == CORE_INSIDE) {
            fg_hit2_put(hit, FG_ZERO, a->center, fg_vec2_zero(), true);
        } else {
            hit->started_inside = false;
            hit->t = k.t;
            hit->point.x = contact_at(b->center.x, delta_b.x, k.m.x, k.d.x, b->radius, &k);
            hit->point.y = contact_at(b->center.y, delta_b.y, k.m.y, k.d.y, b->radius, &k);
            hit->normal.x = normal_at(k.m.x, k.d.x, &k);
            hit->normal.y = normal_at(k.m.y, k.d.y, &k);
        }
    }
    return FG_HIT;
}
