/* SPDX-License-Identifier: MIT */
/* Frustum culling: per plane exact, DESIGN.md section 6. */
#include "fg_internal.h"

/* How a shape lies against one plane, from the exact least and greatest dot(n, p) - d. */
typedef enum { PLANE_OUT, PLANE_ACROSS, PLANE_IN } plane_fit;

static bool frustum_ood(const fg_frustum *f)
{
    uint32_t ood = 0u;
    size_t i;
    for (i = 0u; i < 6u; i++) {
        ood |= fg_plane_ood(&f->planes[i]);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

/* The box's corners of greatest and least dot(n, p) pick max or min per axis by n's sign;
 * each sum of three products fits 61 bits. */
static FG_NOINLINE plane_fit box_fit(const fg_plane *pl, const fg_aabb3 *b)
{
    const fg_vec3 *n = &pl->n;
    fg_wide d = fg_wide_from(pl->d);
    fg_wide hi = fg_wmul3(n->x, fg_ge(n->x, FG_ZERO) ? b->max.x : b->min.x, n->y,
                          fg_ge(n->y, FG_ZERO) ? b->max.y : b->min.y, n->z, fg_ge(n->z, FG_ZERO) ? b->max.z : b->min.z);
    fg_wide lo = fg_wmul3(n->x, fg_ge(n->x, FG_ZERO) ? b->min.x : b->max.x, n->y,
                          fg_ge(n->y, FG_ZERO) ? b->min.y : b->max.y, n->z, fg_ge(n->z, FG_ZERO) ? b->min.z : b->max.z);
    if (fg_wlt(hi, d)) {
        return PLANE_OUT;
    }
    return fg_wle(d, lo) ? PLANE_IN : PLANE_ACROSS;
}

fg_cull fg_frustum_aabb3_classify(const fg_frustum *frustum, const fg_aabb3 *box)
{
    size_t i;
    bool inside = true;
    if (fg_missing(frustum) || fg_missing(box) || fg_aabb3_is_empty(box) ||
        ((FG_CHECK_DOMAIN != 0) && (fg_aabb3_ood(box) != 0u)) || frustum_ood(frustum)) {
        FG_ON_REJECT("fg_frustum_aabb3_classify");
        return FG_CULL_REJECTED;
    }
    for (i = 0u; i < 6u; i++) {
        plane_fit fit = box_fit(&frustum->planes[i], box);
        if (fit == PLANE_OUT) {
            return FG_CULL_OUTSIDE;
        }
        inside = inside && (fit == PLANE_IN);
    }
    return inside ? FG_CULL_INSIDE : FG_CULL_INTERSECTING;
}

/* e = dot(n, c) - d against r |n|: out when e < -r|n|, in when e >= r|n|. Since
 * r max|n_i| <= r |n| <= r (|n_x| + |n_y| + |n_z|), a |e| outside that band is decided in
 * 64 bits (each r |n_i| < 2^58); inside it by e^2 against r^2 (n.n) with e's sign, both
 * sides formed in 128 bits (< 2^122). */
static FG_NOINLINE plane_fit sphere_fit(const fg_plane *pl, const fg_sphere *s)
{
    const fg_vec3 *n = &pl->n;
    fg_wide e = fg_wsub(fg_vec3_dot_wide(*n, s->center), fg_wide_from(pl->d));
    fg_wide ae = fg_wabs(e);
    fg_wide rx = fg_wmul(s->radius, fg_abs(n->x)), ry = fg_wmul(s->radius, fg_abs(n->y));
    fg_wide rz = fg_wmul(s->radius, fg_abs(n->z));
    fg_wide lo = fg_wlt(rx, ry) ? ry : rx;
    int cmp;
    lo = fg_wlt(lo, rz) ? rz : lo;
    if (fg_wlt(fg_wadd(fg_wadd(rx, ry), rz), ae)) {
        cmp = 1; /* |e| > r |n| */
    } else if (fg_wlt(ae, lo)) {
        cmp = -1; /* |e| < r |n| */
    } else {
        fg_wide nn = fg_vec3_dot_wide(*n, *n);
        cmp = fg_xsign(fg_xsub(fg_xmul(e, e), fg_xmul(fg_wmul(s->radius, s->radius), nn)));
    }
    if (fg_wsign(e) < 0) {
        return (cmp > 0) ? PLANE_OUT : PLANE_ACROSS;
    }
    return (cmp >= 0) ? PLANE_IN : PLANE_ACROSS;
}

fg_cull fg_frustum_sphere_classify(const fg_frustum *frustum, const fg_sphere *sphere)
{
    size_t i;
    bool inside = true;
    if (fg_missing(frustum) || fg_missing(sphere) || fg_lt(sphere->radius, FG_ZERO) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_sphere_ood(sphere)) != 0u)) ||
        frustum_ood(frustum)) {
        FG_ON_REJECT("fg_frustum_sphere_classify");
        return FG_CULL_REJECTED;
    }
    for (i = 0u; i < 6u; i++) {
        plane_fit fit = sphere_fit(&frustum->planes[i], sphere);
        if (fit == PLANE_OUT) {
            return FG_CULL_OUTSIDE;
        }
        inside = inside && (fit == PLANE_IN);
    }
    return inside ? FG_CULL_INSIDE : FG_CULL_INTERSECTING;
}
