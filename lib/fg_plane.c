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

static bool vec3_is_zero(fg_vec3 v)
{
    return fg_eq(v.x, FG_ZERO) && fg_eq(v.y, FG_ZERO) && fg_eq(v.z, FG_ZERO);
}

/* d - dot(n, p), exact: < 0 when p is in front of the plane. */
static FG_NOINLINE fg_wide plane_gap(const fg_plane *pl, const fg_vec3 *p)
{
    return fg_wsub(fg_wide_from(pl->d), fg_vec3_dot_wide(pl->n, *p));
}

static FG_NOINLINE fg_wide dot_w(const fg_vec3 *a, const fg_vec3 *b) { return fg_vec3_dot_wide(*a, *b); }


/* *out = o + delta * num / den, each component rounded once (0.5 LSB). */
static FG_NOINLINE void point_at(fg_vec3 *out, const fg_vec3 *o, const fg_vec3 *delta, fg_wide num, fg_wide den)
{
    out->x = fg_add(o->x, fg_wmuldiv(delta->x, num, den));
    out->y = fg_add(o->y, fg_wmuldiv(delta->y, num, den));
    out->z = fg_add(o->z, fg_wmuldiv(delta->z, num, den));
}

/* A hit at t = num / den (num >= 0, den > 0) with the plane's unit normal, negated when
 * flip. */
static FG_NOINLINE void hit_fill(fg_hit3 *hit, const fg_segment3 *seg, fg_wide num, fg_wide den,
                                    const fg_plane *plane, bool flip)
{
    hit->t = fg_wmuldiv(FG_ONE, num, den);
    point_at(&hit->point, &seg->origin, &seg->delta, num, den);
    hit->normal = fg_plane_unit_n(plane);
    if (flip) {
        hit->normal = fg_vec3_neg(hit->normal);
    }
    hit->started_inside = false;
}

static void hit_at_origin(fg_hit3 *hit, fg_vec3 origin)
{
    if (hit != NULL) {
        fg_hit3_put(hit, FG_ZERO, origin, fg_vec3_zero(), true);
    }
}

/* A power-of-two scaling is exact in both builds and keeps the direction, so a short n
 * is first brought to |n|max >= 2048 units: the square root's 0.5 LSB is then a relative
 * error below 2^-28 and each quotient is exact-rounded. */
fg_vec3 fg_plane_unit_n(const fg_plane *plane)
{
    fg_vec3 n = plane->n;
    fg_scalar m, len;
    fg_wide len_w;
    int i;
    if (vec3_is_zero(n)) {
        return fg_vec3_zero();
    }
    m = fg_max(fg_abs(n.x), fg_max(fg_abs(n.y), fg_abs(n.z)));
    /* from 1 LSB: 3 x 256 reach 8 units, 8 doublings 2048; the counts also bound the
     * loops for wrapped input when FG_CHECK_DOMAIN is 0 */
    for (i = 0; (i < 3) && fg_lt(m, FG_C(8.0)); i++) {
        n = fg_vec3_scale(n, fg_from_int(256));
        m = fg_mul(m, fg_from_int(256));
    }
    for (i = 0; (i < 8) && fg_lt(m, FG_C(2048.0)); i++) {
        n = fg_vec3_add(n, n);
        m = fg_add(m, m);
    }
    len = fg_wsqrt(fg_vec3_dot_wide(n, n));
    len_w = fg_wide_from(len);
    return fg_vec3_make(fg_wmuldiv(n.x, fg_wide_from(FG_ONE), len_w), fg_wmuldiv(n.y, fg_wide_from(FG_ONE), len_w),
                        fg_wmuldiv(n.z, fg_wide_from(FG_ONE), len_w));
}

fg_result fg_plane_unit_normal(const fg_plane *plane, fg_vec3 *normal)
{
    if (fg_missing(plane) || ((FG_CHECK_DOMAIN != 0) && (fg_plane_ood(plane) != 0u))) {
        return fg_reject("fg_plane_unit_normal");
    }
    if (normal != NULL) {
        *normal = fg_plane_unit_n(plane);
    }
    return FG_OK;
}

fg_result fg_plane_closest_point(const fg_plane *plane, fg_vec3 p, fg_vec3 *closest)
{
    fg_vec3 n, q = p;
    fg_wide num, den;
    if (fg_missing(plane) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_plane_ood(plane) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_plane_closest_point");
    }
    n = plane->n;
    den = fg_vec3_dot_wide(n, n);
    if ((fg_wsign(den) != 0) && (closest != NULL)) {
        num = fg_wsub(fg_wide_from(plane->d), fg_vec3_dot_wide(n, p));
        point_at(&q, &p, &n, num, den);
    }
    if (closest != NULL) {
        *closest = q;
    }
    return FG_OK;
}

fg_result fg_segment3_plane_raycast(const fg_segment3 *seg, const fg_plane *plane, fg_sides sides, fg_scalar max_t,
                                    fg_hit3 *hit)
{
    fg_wide num, den;
    int sn, sd;
    bool front_only = (sides == FG_FRONT_ONLY);
    if (fg_missing(seg) || fg_missing(plane) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(seg->origin) | fg_vec3_ood(seg->delta) | fg_plane_ood(plane)) != 0u))) {
        return fg_reject("fg_segment3_plane_raycast");
    }
    if (fg_lt(max_t, FG_ZERO) || vec3_is_zero(plane->n)) {
        return FG_MISS;
    }
    num = plane_gap(plane, &seg->origin); /* < 0: origin in front */
    den = dot_w(&plane->n, &seg->delta);
    sn = fg_wsign(num);
    sd = fg_wsign(den);
    if (sn == 0) { /* origin on the plane: closed surface, t = 0 */
        hit_at_origin(hit, seg->origin);
        return FG_HIT;
    }
    if ((sd == 0) || (sn != sd)) {
        return FG_MISS; /* parallel off the plane, or moving away */
    }
    if (front_only && (sd > 0)) {
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
        hit_fill(hit, seg, num, den, plane, sn > 0);
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
    /* lo/hi: the corners with the smallest and largest dot(n, corner) (A.10) */
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

/* The clipped interval [lower, upper] = [ln / ld, un / ud], denominators > 0, and the
 * plane that set lower. */
typedef struct {
    fg_wide ln, ld, un, ud;
    size_t entered;
    bool any_entered;
} clip_state;

/* Clip by the half-space dot(pl->n, p) <= pl->d (seed 000/002, division-free variant).
 * Returns false when the interval became empty or the plane is out of the domain. */
static FG_NOINLINE bool clip_plane(clip_state *c, const fg_plane *pl, const fg_segment3 *seg, size_t i)
{
    fg_wide num, den;
    /* p(t) inside: n.o + t n.delta <= d, i.e. t * den <= num */
    num = plane_gap(pl, &seg->origin);
    den = dot_w(&pl->n, &seg->delta);
    if (fg_wsign(den) == 0) {
        return fg_wsign(num) >= 0; /* parallel: inside or outside for every t */
    }
    if (fg_wsign(den) < 0) {                         /* entering: t >= num / den = (-num) / (-den) */
        num = fg_wneg(num);
        den = fg_wneg(den);
        if (fg_wcmp2(num, c->ld, c->ln, den) > 0) { /* num/den > ln/ld */
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

fg_result fg_segment3_planes_raycast(const fg_segment3 *seg, const fg_plane *planes, size_t count, fg_scalar max_t,
                                     fg_hit3 *hit)
{
    clip_state c;
    size_t i, n = count;
    if (fg_missing(seg) || ((count > 0u) && fg_missing(planes)) || (count > (size_t)FG_BATCH_MAX) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(seg->origin) | fg_vec3_ood(seg->delta)) != 0u))) {
        return fg_reject("fg_segment3_planes_raycast");
    }
    for (i = 0; (FG_CHECK_DOMAIN != 0) && (i < n); i++) {
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
    for (i = 0; i < n; i++) {
        if (!clip_plane(&c, &planes[i], seg, i)) {
            return FG_MISS;
        }
    }
    if (!c.any_entered) { /* lower never rose above 0: the origin is inside or on the surface */
        hit_at_origin(hit, seg->origin);
        return FG_HIT;
    }
    if (hit != NULL) {
        hit_fill(hit, seg, c.ln, c.ld, &planes[c.entered], false);
    }
    return FG_HIT;
}
