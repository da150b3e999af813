/* SPDX-License-Identifier: MIT */
/* Vector helpers (fg_vec.h): every intermediate exact (wide or 128-bit), one rounding at the
 * end, saturated to +-FG_MAX; defined for every int32 input. And the shapes' validators. */
#include "fg_internal.h"

/* The exact domain tests, out of line where FG_DOMAIN_EXACT_CALLS (fg_internal.h). */
uint32_t fg_vec2_xood_call(fg_vec2 v) { return fg_vec2_xood_inline(v); }
uint32_t fg_vec3_xood_call(fg_vec3 v) { return fg_vec3_xood_inline(v); }
uint32_t fg_segment2_xood_call(const fg_segment2 *s) { return fg_segment2_xood_inline(s); }
uint32_t fg_segment3_xood_call(const fg_segment3 *s) { return fg_segment3_xood_inline(s); }
uint32_t fg_aabb2_xood_call(const fg_aabb2 *b) { return fg_aabb2_xood_inline(b); }
uint32_t fg_aabb3_xood_call(const fg_aabb3 *b) { return fg_aabb3_xood_inline(b); }
uint32_t fg_triangle_xood_call(const fg_triangle *t) { return fg_triangle_xood_inline(t); }
uint32_t fg_capsule2_xood_call(const fg_capsule2 *c) { return fg_capsule2_xood_inline(c); }
uint32_t fg_capsule3_xood_call(const fg_capsule3 *c) { return fg_capsule3_xood_inline(c); }
uint32_t fg_sphere_xood_call(const fg_sphere *s) { return fg_sphere_xood_inline(s); }
uint32_t fg_circle_xood_call(const fg_circle *c) { return fg_circle_xood_inline(c); }
uint32_t fg_plane_xood_call(const fg_plane *p) { return fg_plane_xood_inline(p); }

/* a*b, correctly rounded and saturated: the 64-bit product is exact for any inputs.
 * (libfixmath's fix16_mul returns its overflow sentinel 0x80000000 on overflow, and also
 * when rounding carries a product just below 2^31 raw over it.) */
static fg_scalar mul_sat(fg_scalar a, fg_scalar b) { return fg_wide_to(fg_wmul(a, b)); }

fg_vec2 fg_vec2_scale(fg_vec2 a, fg_scalar s) { return fg_vec2_make(mul_sat(a.x, s), mul_sat(a.y, s)); }
fg_vec3 fg_vec3_scale(fg_vec3 a, fg_scalar s) { return fg_vec3_make(mul_sat(a.x, s), mul_sat(a.y, s), mul_sat(a.z, s)); }

/* a*b + c*d + e*f exactly, rounded once: each product below 2^94 raw as a Q64.64 value, the
 * sum formed in 128 bits so that no input can make it wrap. */
static fg_scalar dot_exact(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar d, fg_scalar e, fg_scalar f)
{
    fg_xwide s = fg_xmul3(fg_wide_from(a), fg_wide_from(b), fg_wide_from(c), fg_wide_from(d), fg_wide_from(e),
                          fg_wide_from(f));
    return fg_xwide_to(s);
}

fg_scalar fg_vec2_dot(fg_vec2 a, fg_vec2 b) { return dot_exact(a.x, b.x, a.y, b.y, FG_ZERO, FG_ZERO); }
fg_scalar fg_vec3_dot(fg_vec3 a, fg_vec3 b) { return dot_exact(a.x, b.x, a.y, b.y, a.z, b.z); }

/* a*b - c*d exactly, rounded once (fg_neg(INT32_MIN) wraps to itself: subtract the
 * product instead of negating an input). */
static fg_scalar cross_k(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar d)
{
    fg_xwide s = fg_xsub(fg_xmul(fg_wide_from(a), fg_wide_from(b)), fg_xmul(fg_wide_from(c), fg_wide_from(d)));
    return fg_xwide_to(s);
}

fg_scalar fg_vec2_cross(fg_vec2 a, fg_vec2 b) { return cross_k(a.x, b.y, a.y, b.x); }

fg_vec3 fg_vec3_cross(fg_vec3 a, fg_vec3 b)
{
    return fg_vec3_make(cross_k(a.y, b.z, a.z, b.y), cross_k(a.z, b.x, a.x, b.z), cross_k(a.x, b.y, a.y, b.x));
}

/* a - b exactly; *d receives it when representable. false when |a - b| >= FG_MAX, where
 * every length it takes part in saturates. */
static bool diff(fg_scalar a, fg_scalar b, fg_scalar *d)
{
    fg_scalar r = fg_wide_to(fg_wsub(fg_wide_from(a), fg_wide_from(b)));
    *d = r;
    return fg_lt(fg_abs(r), FG_MAX);
}

/* sqrt(x^2 + y^2 + z^2) rounded to nearest: a sum of squares of values up to 2^31 raw; at or
 * above FG_MAX^2 its root saturates, below it the sum fits a wide and fg_wsqrt rounds it
 * correctly. */
static fg_scalar length3(fg_scalar x, fg_scalar y, fg_scalar z)
{
    fg_xwide s = fg_xmul3(fg_wide_from(x), fg_wide_from(x), fg_wide_from(y), fg_wide_from(y), fg_wide_from(z),
                          fg_wide_from(z));
    fg_wide lim = fg_wmul(FG_MAX, FG_MAX);
    if (fg_xsign(fg_xsub(s, fg_xwide_from(lim))) >= 0) {
        return FG_MAX;
    }
    return fg_wsqrt(fg_wadd(fg_wadd(fg_wmul(x, x), fg_wmul(y, y)), fg_wmul(z, z)));
}

fg_scalar fg_vec2_length(fg_vec2 v) { return length3(v.x, v.y, FG_ZERO); }
fg_scalar fg_vec3_length(fg_vec3 v) { return length3(v.x, v.y, v.z); }

fg_scalar fg_vec2_distance(fg_vec2 a, fg_vec2 b)
{
    fg_scalar dx, dy;
    if (!diff(a.x, b.x, &dx) || !diff(a.y, b.y, &dy)) {
        return FG_MAX;
    }
    return length3(dx, dy, FG_ZERO);
}

fg_scalar fg_vec3_distance(fg_vec3 a, fg_vec3 b)
{
    fg_scalar dx, dy, dz;
    if (!diff(a.x, b.x, &dx) || !diff(a.y, b.y, &dy) || !diff(a.z, b.z, &dz)) {
        return FG_MAX;
    }
    return length3(dx, dy, dz);
}

fg_vec2 fg_vec2_normalize(fg_vec2 v)
{
    fg_vec3 u;
    fg_wunit3(fg_wide_from(v.x), fg_wide_from(v.y), fg_wide_from(FG_ZERO), &u.x, &u.y, &u.z);
    return fg_vec2_make(u.x, u.y);
}

fg_vec3 fg_vec3_normalize(fg_vec3 v)
{
    fg_vec3 u;
    fg_wunit3(fg_wide_from(v.x), fg_wide_from(v.y), fg_wide_from(v.z), &u.x, &u.y, &u.z);
    return u;
}

/* a + (b - a) t: the difference exact as a wide, its product with t exact in 128 bits. */
static fg_scalar lerp1(fg_scalar a, fg_scalar b, fg_scalar t)
{
    fg_wide d = fg_wsub(fg_wide_from(b), fg_wide_from(a));
    fg_xwide s = fg_xadd(fg_xmul(d, fg_wide_from(t)), fg_xwide_from(fg_wide_from(a)));
    return fg_xwide_to(s);
}

fg_vec2 fg_vec2_lerp(fg_vec2 a, fg_vec2 b, fg_scalar t) { return fg_vec2_make(lerp1(a.x, b.x, t), lerp1(a.y, b.y, t)); }
fg_vec3 fg_vec3_lerp(fg_vec3 a, fg_vec3 b, fg_scalar t)
{
    return fg_vec3_make(lerp1(a.x, b.x, t), lerp1(a.y, b.y, t), lerp1(a.z, b.z, t));
}

/* ---- the validators of every shape (fg_<shape>_in_domain), kept together: one rule.
 * A NULL shape is not in the domain (FG_ASSERT sees it first); the test does not depend on
 * FG_CHECK_DOMAIN, which only decides whether the other functions check. ---- */

static bool given(const void *p)
{
    FG_ASSERT(p != NULL);
    return p != NULL;
}

bool fg_segment2_in_domain(const fg_segment2 *seg) { return given(seg) && (fg_segment2_ood(seg) == 0u); }
bool fg_segment3_in_domain(const fg_segment3 *seg) { return given(seg) && (fg_segment3_ood(seg) == 0u); }
bool fg_aabb2_in_domain(const fg_aabb2 *box) { return given(box) && (fg_aabb2_ood(box) == 0u); }
bool fg_aabb3_in_domain(const fg_aabb3 *box) { return given(box) && (fg_aabb3_ood(box) == 0u); }
bool fg_circle_in_domain(const fg_circle *circle)
{
    return given(circle) && (fg_circle_ood(circle) == 0u);
}
bool fg_sphere_in_domain(const fg_sphere *sphere)
{
    return given(sphere) && (fg_sphere_ood(sphere) == 0u);
}
bool fg_plane_in_domain(const fg_plane *plane) { return given(plane) && (fg_plane_ood(plane) == 0u); }
bool fg_line2_in_domain(const fg_line2 *line)
{
    return given(line) && ((fg_vec2_ood(line->n) | fg_out_of_domain(line->d)) == 0u);
}
bool fg_triangle_in_domain(const fg_triangle *tri)
{
    return given(tri) && (fg_triangle_ood(tri) == 0u);
}

/* Axis components in [-2, 2] units keep the object-space dot products exact. */
static bool in_pm2(fg_scalar v) { return fg_ge(v, fg_from_int(-2)) && fg_le(v, fg_from_int(2)); }
static bool axis_in_range(fg_vec3 a) { return in_pm2(a.x) && in_pm2(a.y) && in_pm2(a.z); }

bool fg_obb3_in_domain(const fg_obb3 *box)
{
    return given(box) && ((fg_aabb3_ood(&box->local) | fg_vec3_ood(box->pos)) == 0u) && axis_in_range(box->axis[0]) &&
           axis_in_range(box->axis[1]) && axis_in_range(box->axis[2]);
}
