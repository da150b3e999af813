/* SPDX-License-Identifier: MIT */
/* Planes and convex polyhedra (derivations and bounds: DESIGN.md section 5). */
#include "fg_internal.h"

/* num / den <= mt for num >= 0, den > 0 and mt in [0, 1]: exact, cross-multiplied in
 * 128 bits (num * 1 <= den * mt), never a rounded quotient against a bound. */
static bool frac_le_max(fg_wide num, fg_wide den, fg_scalar mt)
{
    if (fg_eq(mt, FG_ONE)) {
        return fg_wle(num, den);
    }
    return fg_wcmp2(num, fg_wide_from(FG_ONE), den, fg_wide_from(mt)) <= 0;
}

/* d - dot(n, p), exact (below 2^60 raw): > 0 when p is behind the plane, inside the
 * half-space of a polyhedron. */
static FG_FORCE_INLINE fg_wide gap_wide(fg_scalar d, fg_vec3 n, fg_vec3 p)
{
    return fg_wsub(fg_wide_from(d), fg_vec3_dot_wide(n, p));
}

static FG_NOINLINE fg_wide plane_gap(const fg_plane *pl, const fg_vec3 *p) { return gap_wide(pl->d, pl->n, *p); }

static FG_NOINLINE fg_wide dot_w(const fg_vec3 *a, const fg_vec3 *b) { return fg_vec3_dot_wide(*a, *b); }

/* A contact at t = num / den (0 <= num <= den; num == 0 gives t = 0 and the origin
 * exactly) with the plane's unit normal, negated when flip: t and the point each rounded
 * once (0.5 LSB) from one exact fraction. */
static FG_NOINLINE void hit_fill(fg_hit3 *hit, const fg_segment3 *seg, fg_wide num, fg_wide den,
                                 const fg_plane *plane, bool flip)
{
    fg_vec3 n = fg_plane_unit_n(plane);
    fg_wratio t;
    fg_wratio_init(&t, num, den);
    hit->t = fg_wratio_t(&t);
    hit->point.x = fg_wratio_lerp(&t, seg->origin.x, seg->delta.x);
    hit->point.y = fg_wratio_lerp(&t, seg->origin.y, seg->delta.y);
    hit->point.z = fg_wratio_lerp(&t, seg->origin.z, seg->delta.z);
    hit->normal = flip ? fg_vec3_neg(n) : n;
    hit->started_inside = false;
}

/* A power-of-two scaling is exact in both builds and keeps the direction, so a short n
 * is first brought to |n|max >= 2048 units: the square root's 0.5 LSB is then a relative
 * error below 2^-28 and each quotient is exact-rounded (fg_unit3). */
fg_vec3 fg_plane_unit_n(const fg_plane *plane)
{
    fg_vec3 u;
    fg_unit3(plane->n.x, plane->n.y, plane->n.z, &u.x, &u.y, &u.z);
    return u;
}

fg_result fg_plane_unit_normal(const fg_plane *plane, fg_vec3 *normal)
{
    if (fg_missing(plane) || ((FG_CHECK_DOMAIN != 0) && (fg_plane_ood(plane) != 0u))) {
        return fg_reject("fg_plane_unit_normal");
    }
    if (normal != NULL) { /* straight into *normal: a returned vector is copied twice on the M0 */
        fg_unit3(plane->n.x, plane->n.y, plane->n.z, &normal->x, &normal->y, &normal->z);
    }
    return FG_OK;
}

fg_result fg_plane_closest_point(const fg_plane *plane, fg_vec3 p, fg_vec3 *closest)
{
    fg_vec3 n;
    fg_wide num, den;
    fg_wlerp t;
    if (fg_missing(plane) ||
        ((FG_CHECK_DOMAIN != 0) && !fg_domain_fast(fg_vec3_dmag(plane->n) | fg_domain_mag(plane->d) | fg_vec3_dmag(p)) &&
         ((fg_plane_ood(plane) | fg_vec3_ood(p)) != 0u))) { /* one filter over both inputs first */
        return fg_reject("fg_plane_closest_point");
    }
    if (closest == NULL) {
        return FG_OK;
    }
    n = plane->n;
    den = fg_vec3_dot_wide(n, n);
    if (den == 0) {
        *closest = p;
        return FG_OK;
    }
    num = gap_wide(plane->d, n, p); /* inline: plane_gap's call and spills cost 20 a hit */
    fg_wlerp_init(&t, num, den); /* p + n num / den, one quotient for the three */
    closest->x = fg_wlerp_at(&t, p.x, n.x);
    closest->y = fg_wlerp_at(&t, p.y, n.y);
    closest->z = fg_wlerp_at(&t, p.z, n.z);
    return FG_OK;
}

fg_result fg_segment3_plane_raycast(const fg_segment3 *seg, const fg_plane *plane, fg_sides sides, fg_scalar max_t,
                                    fg_hit3 *hit)
{
    fg_wide num, den;
    int sn, sd;
    if (fg_missing(seg) || fg_missing(plane) ||
        ((FG_CHECK_DOMAIN != 0) && (((fg_segment3_ood(seg) | fg_plane_ood(plane)) != 0u) ||
                                    ((sides != FG_FRONT_ONLY) && (sides != FG_BOTH_SIDES))))) {
        return fg_reject("fg_segment3_plane_raycast");
    }
    if (fg_lt(max_t, FG_ZERO) || fg_vec3_is_zero(plane->n)) {
        return FG_MISS;
    }
    num = plane_gap(plane, &seg->origin); /* > 0: origin behind */
    den = dot_w(&plane->n, &seg->delta);  /* > 0: moving toward the front */
    sn = fg_wsign(num);
    sd = fg_wsign(den);
    /* along the plane (on it or off it), culled back side, or moving away; an origin on
     * the plane (sn == 0) crossing it hits at t = 0 */
    if ((sd == 0) || ((sides == FG_FRONT_ONLY) && (sd > 0)) || (sn == -sd)) {
        return FG_MISS;
    }
    if (sd < 0) {
        num = fg_wneg(num);
        den = fg_wneg(den);
    }
    if (!frac_le_max(num, den, fg_min(max_t, FG_ONE))) {
        return FG_MISS;
    }
    if (hit != NULL) {
        hit_fill(hit, seg, num, den, plane, sd > 0); /* the normal faces the side left */
    }
    return FG_HIT;
}

fg_side fg_aabb3_plane_classify(const fg_aabb3 *box, const fg_plane *plane)
{
    fg_vec3 n, lo, hi;
    fg_wide d, dmin, dmax;
    if (fg_missing(box) || fg_missing(plane) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_aabb3_ood(box) | fg_plane_ood(plane)) != 0u))) {
        return fg_reject_side("fg_aabb3_plane_classify");
    }
    n = plane->n;
    if (fg_aabb3_is_empty(box)) {
        return FG_FRONT;
    }
    /* lo/hi: the corners with the smallest and largest dot(n, corner) */
    lo.x = fg_gt(n.x, FG_ZERO) ? box->min.x : box->max.x;
    hi.x = fg_gt(n.x, FG_ZERO) ? box->max.x : box->min.x;
    lo.y = fg_gt(n.y, FG_ZERO) ? box->min.y : box->max.y;
    hi.y = fg_gt(n.y, FG_ZERO) ? box->max.y : box->min.y;
    lo.z = fg_gt(n.z, FG_ZERO) ? box->min.z : box->max.z;
    hi.z = fg_gt(n.z, FG_ZERO) ? box->max.z : box->min.z;
    d = fg_wide_from(plane->d);
    dmin = fg_vec3_dot_wide(n, lo);
    dmax = fg_vec3_dot_wide(n, hi);
    if (fg_wlt(d, dmin)) {
        return FG_FRONT;
    }
    if (fg_wlt(dmax, d)) {
        return FG_BACK;
    }
    return FG_STRADDLING;
}

/* ---------------------------------------------------------------- convex polyhedron */

/* The clipped interval [lower, upper] = [ln / ld, un / ud], denominators > 0, and the
 * plane that set lower. */
typedef struct {
    fg_wide ln, ld, un, ud;
    size_t entered;
    bool any_entered;
} clip_state;

/* Clip by the half-space dot(pl->n, p) <= pl->d (division-free). Returns false when the
 * interval became empty. */
static FG_NOINLINE bool clip_plane(clip_state *c, const fg_plane *pl, const fg_segment3 *seg, size_t i)
{
    fg_wide num, den;
    /* p(t) inside: n.o + t n.delta <= d, i.e. t * den <= num */
    num = plane_gap(pl, &seg->origin);
    den = dot_w(&pl->n, &seg->delta);
    if (fg_wsign(den) == 0) {
        return fg_wsign(num) >= 0; /* parallel (or a zero normal): inside or outside for every t */
    }
    if (fg_wsign(den) < 0) { /* entering: t >= num / den = (-num) / (-den) */
        num = fg_wneg(num);
        den = fg_wneg(den);
        if (fg_wcmp2(num, c->ld, c->ln, den) > 0) { /* strictly later: the first plane on ties */
            c->ln = num;
            c->ld = den;
            c->entered = i;
            c->any_entered = true;
        }
    } else if (fg_wcmp2(num, c->ud, c->un, den) < 0) { /* leaving: t <= num / den < un/ud */
        c->un = num;
        c->ud = den;
    } else {
        /* leaving, but not before the current upper bound */
    }
    return fg_wcmp2(c->un, c->ld, c->ln, c->ud) >= 0; /* upper >= lower */
}

/* The distance comparison of two planes, g_i / |n_i| against g_j / |n_j|, is the sign of
 * g_i^2 |n_j|^2 - g_j^2 |n_i|^2: degree 6, up to 2^180 raw. Each of the four wides (below
 * 2^60 raw) is cut into two scalar digits, w = hi * 2^14 + lo * 2^-16 (raw: hi * 2^30 + lo,
 * |lo| <= 2^29), both exact roundings; the difference is then a polynomial in B = 2^30 whose
 * coefficients (sums of products of three digits) fit 128 bits, evaluated by Horner's rule
 * from the top, stopping as soon as the leading part outweighs everything below it. */
static FG_NOINLINE void split_wide(fg_wide w, fg_scalar *hi, fg_scalar *lo)
{
    fg_scalar h = fg_xwide_to(fg_xmul(w, fg_wide_from(FG_C(1.0 / 16384.0)))); /* round(raw / 2^30) */
    fg_wide rest = fg_wsub(w, fg_wmul(h, FG_C(16384.0)));                      /* raw - h * 2^30 */
    *hi = h;
    *lo = fg_xwide_to(fg_xmul(rest, fg_wmul(FG_C(256.0), FG_C(256.0)))); /* its raw value, exactly */
}

/* *acc += a * z, exact (a product of three digits: below 2^106 raw). */
static FG_NOINLINE void add_term(fg_xwide *acc, fg_wide a, fg_scalar z)
{
    *acc = fg_xadd(*acc, fg_xmul(a, fg_wide_from(z)));
}

/* The coefficient of B^k in (ah B + al)^2 (vh B + vl), d = {ah, al, vh, vl}; below 2^107 raw. */
static FG_NOINLINE void sq_coef(const fg_scalar *d, int k, fg_xwide *r)
{
    int p;
    *r = fg_xwide_from(fg_wide_from(FG_ZERO));
    for (p = 0; p < 3; p++) {
        int q = k - p; /* B^p from the square, B^q from (vh B + vl) */
        if ((q == 0) || (q == 1)) {
            fg_wide a2;
            if (p == 2) {
                a2 = fg_wmul(d[0], d[0]);
            } else if (p == 1) {
                a2 = fg_wadd(fg_wmul(d[0], d[1]), fg_wmul(d[0], d[1]));
            } else {
                a2 = fg_wmul(d[1], d[1]);
            }
            add_term(r, a2, d[3 - q]);
        }
    }
}

static FG_NOINLINE void coef_diff(const fg_scalar *p, const fg_scalar *q, int k, fg_xwide *r)
{
    fg_xwide b;
    sq_coef(p, k, r);
    sq_coef(q, k, &b);
    *r = fg_xsub(*r, b);
}

/* |r| >= 2^79 raw */
static FG_NOINLINE bool outweighs(const fg_xwide *r)
{
    fg_xwide lim = fg_xwide_from(fg_wmul(FG_C(128.0), FG_C(256.0)));
    return (fg_xsign(fg_xsub(*r, lim)) >= 0) || (fg_xsign(fg_xadd(*r, lim)) <= 0);
}

/* *r = *r * 2^30 + *c (|r| < 2^79 raw: exact) */
static FG_NOINLINE void shift_add(fg_xwide *r, const fg_xwide *c)
{
    *r = fg_xadd(fg_xpow2(*r, 30), *c);
}

/* Sign of (ah B + al)^2 (vh B + vl) - (bh B + bl)^2 (uh B + ul), exact. The coefficients
 * stay below M = 2^108 raw, so once |R| >= 2^79 > M / (B - 1), R * B^k outweighs the rest. */
static FG_NOINLINE int horner_sign(const fg_scalar *p, const fg_scalar *q)
{
    fg_xwide r, c;
    int k;
    coef_diff(p, q, 3, &r);
    for (k = 2; (k >= 0) && !outweighs(&r); k--) {
        coef_diff(p, q, k, &c);
        shift_add(&r, &c);
    }
    return fg_xsign(r);
}

/* sign(gi^2 nnj - gj^2 nni) by the digits above: exact, about 7400 instructions on M0. */
static FG_NOINLINE int nearer_exact(fg_wide gi, fg_wide nni, fg_wide gj, fg_wide nnj)
{
    fg_scalar p[4], q[4];
    split_wide(gi, &p[0], &p[1]);
    split_wide(nnj, &p[2], &p[3]);
    split_wide(gj, &q[0], &q[1]);
    split_wide(nni, &q[2], &q[3]);
    return horner_sign(p, q);
}

/* A plane's distance from the origin as the exact pair (g, |n|^2), with |n| rounded. */
typedef struct {
    fg_wide g, nn;
    fg_scalar root; /* sqrt(nn), 0.5 raw */
} plane_dist;

static FG_NOINLINE void plane_dist_of(const fg_plane *pl, const fg_vec3 *o, plane_dist *r)
{
    r->g = plane_gap(pl, o);
    r->nn = dot_w(&pl->n, &pl->n);
    r->root = fg_wsqrt(r->nn);
}

/* *r = a.g b.root - b.g a.root (raw times the 2^16 of fg_wide_from), and its error bound */
static FG_NOINLINE void cross_roots(const plane_dist *a, const plane_dist *b, fg_xwide *r)
{
    *r = fg_xsub(fg_xmul(a->g, fg_wide_from(b->root)), fg_xmul(b->g, fg_wide_from(a->root)));
}
static FG_NOINLINE void roots_error(const plane_dist *a, const plane_dist *b, fg_xwide *r)
{
    *r = fg_xmul(fg_wadd(a->g, b->g), fg_wmul(FG_HALF, FG_LSB));
}

/* sign(d) when |d| > lim, else 0 */
static FG_NOINLINE int sign_beyond(const fg_xwide *d, const fg_xwide *lim)
{
    int r = 0;
    if (fg_xsign(fg_xsub(*d, *lim)) > 0) {
        r = 1;
    } else if (fg_xsign(fg_xadd(*d, *lim)) < 0) {
        r = -1;
    } else {
        /* within the bound */
    }
    return r;
}

/* The same sign from the rounded roots: a.g b.root - b.g a.root differs from
 * a.g sqrt(b.nn) - b.g sqrt(a.nn) by at most (a.g + b.g) / 2 (raw, times 2^16), so a larger
 * difference decides; 0: undecided (a near tie). */
static FG_NOINLINE int nearer_rounded(const plane_dist *a, const plane_dist *b)
{
    fg_xwide d, lim;
    cross_roots(a, b, &d);
    roots_error(a, b, &lim);
    return sign_beyond(&d, &lim);
}

/* < 0 when plane a (gap > 0) is nearer than plane b: equal norms or equal gaps compare the
 * other, exactly; then the rounded roots; the exact digits only for near ties. */
static FG_NOINLINE int plane_nearer(const plane_dist *a, const plane_dist *b)
{
    int r;
    if (!fg_wlt(a->nn, b->nn) && !fg_wlt(b->nn, a->nn)) {
        r = fg_wsign(fg_wsub(a->g, b->g));
    } else if (!fg_wlt(a->g, b->g) && !fg_wlt(b->g, a->g)) {
        r = fg_wsign(fg_wsub(b->nn, a->nn));
    } else {
        r = nearer_rounded(a, b);
        if (r == 0) {
            r = nearer_exact(a->g, a->nn, b->g, b->nn);
        }
    }
    return r;
}

/* The plane (not a zero normal) nearest to the origin, strictly inside all of them: the
 * first on ties; false when there is none. */
static FG_NOINLINE bool nearest_plane(const fg_vec3 *o, const fg_plane *planes, size_t count, size_t *best)
{
    plane_dist cur, near;
    bool any = false;
    size_t i;
    for (i = 0; i < count; i++) {
        if (!fg_vec3_is_zero(planes[i].n)) { /* a zero normal has d >= 0 here: all of space */
            plane_dist_of(&planes[i], o, &cur);
            if (!any || (plane_nearer(&cur, &near) < 0)) {
                near.g = cur.g; /* field by field: no memcpy on Cortex-M0 */
                near.nn = cur.nn;
                near.root = cur.root;
                *best = i;
                any = true;
            }
        }
    }
    return any;
}

/* Does the plane (not a zero normal) pass through p? */
static FG_NOINLINE bool through(const fg_plane *pl, const fg_vec3 *p)
{
    return !fg_vec3_is_zero(pl->n) && (fg_wsign(plane_gap(pl, p)) == 0);
}

/* The origin lies in the closed polyhedron (no plane has it outside). Touching some planes:
 * a hit at t = 0 only when moving into every one of them, with the first one's normal.
 * Strictly inside: started_inside, with the normal of the nearest plane (first on ties;
 * zero without planes). */
static FG_NOINLINE fg_result start_inside(const fg_segment3 *seg, const fg_plane *planes, size_t count, fg_hit3 *hit)
{
    size_t i, best = 0;
    bool any;
    i = 0;
    while ((i < count) && !through(&planes[i], &seg->origin)) {
        i++;
    }
    if (i < count) {
        size_t j;
        for (j = i; j < count; j++) {
            if (through(&planes[j], &seg->origin) && (fg_wsign(dot_w(&planes[j].n, &seg->delta)) >= 0)) {
                return FG_MISS; /* moving away from or along a face it touches */
            }
        }
        if (hit != NULL) {
            hit_fill(hit, seg, fg_wide_from(FG_ZERO), fg_wide_from(FG_ONE), &planes[i], false);
        }
        return FG_HIT;
    }
    any = nearest_plane(&seg->origin, planes, count, &best);
    if (hit != NULL) {
        fg_hit3_put(hit, FG_ZERO, seg->origin, any ? fg_plane_unit_n(&planes[best]) : fg_vec3_zero(), true);
    }
    return FG_HIT;
}

fg_result fg_segment3_planes_raycast(const fg_segment3 *seg, const fg_plane *planes, size_t count, fg_scalar max_t,
                                     fg_hit3 *hit)
{
    clip_state c;
    size_t i;
    if (fg_missing(seg) || ((count > 0u) && fg_missing(planes)) || (count > (size_t)FG_BATCH_MAX) ||
        ((FG_CHECK_DOMAIN != 0) && (fg_segment3_ood(seg) != 0u))) {
        return fg_reject("fg_segment3_planes_raycast");
    }
    for (i = 0; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        if (fg_plane_ood(&planes[i]) != 0u) {
            return fg_reject("fg_segment3_planes_raycast");
        }
    }
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    c.ln = fg_wide_from(FG_ZERO);
    c.ld = fg_wide_from(FG_ONE);
    c.un = fg_wide_from(fg_min(max_t, FG_ONE));
    c.ud = fg_wide_from(FG_ONE);
    c.entered = 0;
    c.any_entered = false;
    for (i = 0; i < count; i++) {
        if (!clip_plane(&c, &planes[i], seg, i)) {
            return FG_MISS;
        }
    }
    /* the lower end rose above 0 exactly when some plane has the origin outside */
    if (!c.any_entered) {
        return start_inside(seg, planes, count, hit);
    }
    if (hit != NULL) {
        hit_fill(hit, seg, c.ln, c.ld, &planes[c.entered], false);
    }
    return FG_HIT;
}
