/* SPDX-License-Identifier: MIT */
/*
 * fg_internal.h - INTERNAL helpers shared by the library's .c files.
 *
 * Not part of the API: not included by fixgeom.h, not installed; names may change.
 *
 * Index
 *   fg_vec2_dot_wide fg_vec3_dot_wide fg_vec2_cross_wide fg_vec3_cross_wide   exact, as wides
 *   fg_reject fg_reject_side fg_reject_lines   call FG_ON_REJECT, return the rejected value
 *   fg_missing                                  FG_ASSERT a required pointer; true if NULL
 *   fg_vec2_ood fg_vec3_ood                     nonzero when a point leaves the domain
 *   fg_segment2_ood fg_segment3_ood             ... the origin or the end of a segment
 *   fg_aabb2_ood fg_aabb3_ood fg_plane_ood fg_triangle_ood fg_capsule2_ood fg_capsule3_ood
 *   fg_sphere_ood fg_circle_ood
 *   fg_vec2_dmag fg_vec3_dmag fg_aabb2_dmag fg_aabb3_dmag fg_triangle_dmag   the filter's magnitudes
 *   fg_vec2_xood fg_vec3_xood fg_aabb2_xood fg_aabb3_xood   the exact tests without the filter
 *   fg_<shape>_xood_inline fg_<shape>_xood_call ... inline, or out of line (fg_vec.c)
 *   fg_aabb2_is_empty fg_aabb3_is_empty         min > max on some axis
 *   fg_clamp                                    max(lo, min(v, hi)): lo wins when inverted
 *   fg_vec2_zero fg_vec3_zero
 *   fg_hit2_put fg_hit3_put                     fill a hit record field by field
 */
#ifndef FG_INTERNAL_H
#define FG_INTERNAL_H

#include "fixgeom.h"
#include "fg_wide.h"
#include "fg_core.h"

/* The libfixmath options fixgeom relies on (README, "libfixmath"): fg_wdiv reads
 * fix16_div's overflow sentinel, fg_mul promises fix16_mul's rounding, and the figures and
 * digests were checked with the 32-bit division (FIXMATH_OPTIMIZE_8BIT changes it). These
 * see the definitions fixgeom is compiled with: build libfixmath with the same ones. */
#if defined(FIXMATH_NO_OVERFLOW)
#error "fixgeom needs libfixmath's overflow detection: do not define FIXMATH_NO_OVERFLOW"
#endif
#if defined(FIXMATH_NO_ROUNDING)
#error "fixgeom needs libfixmath's rounding: do not define FIXMATH_NO_ROUNDING"
#endif
#if defined(FIXMATH_OPTIMIZE_8BIT)
#error "fixgeom is tested with libfixmath's 32-bit code paths: do not define FIXMATH_OPTIMIZE_8BIT"
#endif

/* Exact dot and cross products as wides (each product and the sum fit 63 bits for
 * components of 30 bits: every in-domain difference). */
FG_INLINE fg_wide fg_vec2_dot_wide(fg_vec2 a, fg_vec2 b) { return fg_wadd(fg_wmul(a.x, b.x), fg_wmul(a.y, b.y)); }
FG_INLINE fg_wide fg_vec3_dot_wide(fg_vec3 a, fg_vec3 b) { return fg_wmul3(a.x, b.x, a.y, b.y, a.z, b.z); }
FG_INLINE fg_wide fg_vec2_cross_wide(fg_vec2 a, fg_vec2 b) { return fg_wsub(fg_wmul(a.x, b.y), fg_wmul(a.y, b.x)); }
FG_INLINE void fg_vec3_cross_wide(const fg_vec3 *a, const fg_vec3 *b, fg_wide out[3])
{
    out[0] = fg_wsub(fg_wmul(a->y, b->z), fg_wmul(a->z, b->y));
    out[1] = fg_wsub(fg_wmul(a->z, b->x), fg_wmul(a->x, b->z));
    out[2] = fg_wsub(fg_wmul(a->x, b->y), fg_wmul(a->y, b->x));
}

/* The rejected values, after the user's hook (name: the public function's name). */
/* |a| of a wide value (in the domain never the most negative one). */
FG_INLINE fg_wide fg_wabs(fg_wide a) { return (fg_wsign(a) < 0) ? fg_wneg(a) : a; }
/* v mod 3 for an index sum v in [0, 5], without a division (a library call on ARMv6-M). */
FG_INLINE int32_t fg_wrap3(int32_t v)
{
    int32_t w = v;
    if (w >= 3) {
        w -= 3;
    }
    return w;
}
/* Component i of v (0: x, 1: y, else z), and setting it: the box code's per-axis loops. */
FG_INLINE fg_scalar fg_vec3_axis(const fg_vec3 *v, int32_t i) { return (i == 0) ? v->x : ((i == 1) ? v->y : v->z); }
FG_INLINE void fg_vec3_set_axis(fg_vec3 *v, int32_t i, fg_scalar x)
{
    if (i == 0) {
        v->x = x;
    } else if (i == 1) {
        v->y = x;
    } else {
        v->z = x;
    }
}
FG_INLINE fg_result fg_reject(const char *name)
{
    FG_ON_REJECT(name);
    (void)name;
    return FG_REJECTED;
}
FG_INLINE fg_side fg_reject_side(const char *name)
{
    FG_ON_REJECT(name);
    (void)name;
    return FG_SIDE_REJECTED;
}
FG_INLINE fg_lines fg_reject_lines(const char *name)
{
    FG_ON_REJECT(name);
    (void)name;
    return FG_LINES_REJECTED;
}

/* A pointer the caller must supply: FG_ASSERT it, and tell the caller to reject a NULL
 * (only with FG_CHECK_DOMAIN; without it a NULL is the caller's undefined behaviour). */
FG_INLINE bool fg_missing(const void *p)
{
    FG_ASSERT(p != NULL);
    return (FG_CHECK_DOMAIN != 0) && (p == NULL);
}

/* Out-of-domain tests: nonzero when any coordinate leaves [-8192, 8192] units. OR them
 * over all inputs and test once. A segment's end is formed with a wrapping add: when the
 * origin is in the domain, the wrapped end is in the domain exactly when the true end is.
 * Each helper (and a caller over many inputs) puts the filter fg_domain_fast in front:
 * the OR of the inputs' one's complement magnitudes (fg_*_dmag), two instructions per input
 * on Thumb-2 (three on ARMv6-M), where the exact test takes five or more; when it says yes,
 * every input is in the domain, else the exact test decides. On the AVR it folds away
 * (fg_wide.h). */
FG_INLINE uint32_t fg_vec2_dmag(fg_vec2 v) { return fg_domain_mag(v.x) | fg_domain_mag(v.y); }
FG_INLINE uint32_t fg_vec3_dmag(fg_vec3 v) { return fg_domain_mag(v.x) | fg_domain_mag(v.y) | fg_domain_mag(v.z); }
FG_INLINE uint32_t fg_aabb2_dmag(const fg_aabb2 *b) { return fg_vec2_dmag(b->min) | fg_vec2_dmag(b->max); }
FG_INLINE uint32_t fg_aabb3_dmag(const fg_aabb3 *b) { return fg_vec3_dmag(b->min) | fg_vec3_dmag(b->max); }
FG_INLINE uint32_t fg_triangle_dmag(const fg_triangle *t)
{
    return fg_vec3_dmag(t->a) | fg_vec3_dmag(t->b) | fg_vec3_dmag(t->c);
}
/* The exact tests. They run only when the filter cannot pass an input (a coordinate at
 * +8192 exactly, or one out of the domain). Where FG_DOMAIN_EXACT_CALLS (the scalar layer)
 * says flash counts more than a call, each check calls them out of line (fg_*_xood_call,
 * fg_vec.c) and inlines the filter alone. Elsewhere a call in the rare branch costs more
 * than it saves: it makes small functions save registers on every call. */
FG_INLINE uint32_t fg_vec2_xood_inline(fg_vec2 v) { return fg_out_of_domain(v.x) | fg_out_of_domain(v.y); }
FG_INLINE uint32_t fg_vec3_xood_inline(fg_vec3 v)
{
    return fg_out_of_domain(v.x) | fg_out_of_domain(v.y) | fg_out_of_domain(v.z);
}
FG_INLINE uint32_t fg_segment2_xood_inline(const fg_segment2 *s)
{
    return fg_vec2_xood_inline(s->origin) | fg_vec2_xood_inline(fg_vec2_add(s->origin, s->delta));
}
FG_INLINE uint32_t fg_segment3_xood_inline(const fg_segment3 *s)
{
    return fg_vec3_xood_inline(s->origin) | fg_vec3_xood_inline(fg_vec3_add(s->origin, s->delta));
}
FG_INLINE uint32_t fg_aabb2_xood_inline(const fg_aabb2 *b)
{
    return fg_vec2_xood_inline(b->min) | fg_vec2_xood_inline(b->max);
}
FG_INLINE uint32_t fg_aabb3_xood_inline(const fg_aabb3 *b)
{
    return fg_vec3_xood_inline(b->min) | fg_vec3_xood_inline(b->max);
}
FG_INLINE uint32_t fg_triangle_xood_inline(const fg_triangle *t)
{
    return fg_vec3_xood_inline(t->a) | fg_vec3_xood_inline(t->b) | fg_vec3_xood_inline(t->c);
}
FG_INLINE uint32_t fg_capsule2_xood_inline(const fg_capsule2 *c)
{
    return fg_vec2_xood_inline(c->a) | fg_vec2_xood_inline(c->b) | fg_out_of_domain(c->radius);
}
FG_INLINE uint32_t fg_capsule3_xood_inline(const fg_capsule3 *c)
{
    return fg_vec3_xood_inline(c->a) | fg_vec3_xood_inline(c->b) | fg_out_of_domain(c->radius);
}
FG_INLINE uint32_t fg_sphere_xood_inline(const fg_sphere *s)
{
    return fg_vec3_xood_inline(s->center) | fg_out_of_domain(s->radius);
}
FG_INLINE uint32_t fg_circle_xood_inline(const fg_circle *c)
{
    return fg_vec2_xood_inline(c->center) | fg_out_of_domain(c->radius);
}
FG_INLINE uint32_t fg_plane_xood_inline(const fg_plane *p)
{
    return fg_vec3_xood_inline(p->n) | fg_out_of_domain(p->d);
}
uint32_t fg_vec2_xood_call(fg_vec2 v);
uint32_t fg_vec3_xood_call(fg_vec3 v);
uint32_t fg_segment2_xood_call(const fg_segment2 *s);
uint32_t fg_segment3_xood_call(const fg_segment3 *s);
uint32_t fg_aabb2_xood_call(const fg_aabb2 *b);
uint32_t fg_aabb3_xood_call(const fg_aabb3 *b);
uint32_t fg_triangle_xood_call(const fg_triangle *t);
uint32_t fg_capsule2_xood_call(const fg_capsule2 *c);
uint32_t fg_capsule3_xood_call(const fg_capsule3 *c);
uint32_t fg_sphere_xood_call(const fg_sphere *s);
uint32_t fg_circle_xood_call(const fg_circle *c);
uint32_t fg_plane_xood_call(const fg_plane *p);
/* the exact tests of a point and a box, as a check behind its own filter calls them */
FG_INLINE uint32_t fg_vec2_xood(fg_vec2 v)
{
    return FG_DOMAIN_EXACT_CALLS ? fg_vec2_xood_call(v) : fg_vec2_xood_inline(v);
}
FG_INLINE uint32_t fg_vec3_xood(fg_vec3 v)
{
    return FG_DOMAIN_EXACT_CALLS ? fg_vec3_xood_call(v) : fg_vec3_xood_inline(v);
}
FG_INLINE uint32_t fg_aabb2_xood(const fg_aabb2 *b)
{
    return FG_DOMAIN_EXACT_CALLS ? fg_aabb2_xood_call(b) : fg_aabb2_xood_inline(b);
}
FG_INLINE uint32_t fg_aabb3_xood(const fg_aabb3 *b)
{
    return FG_DOMAIN_EXACT_CALLS ? fg_aabb3_xood_call(b) : fg_aabb3_xood_inline(b);
}

/* the filtered checks: zero at once when the filter passes every input */
FG_INLINE uint32_t fg_vec2_ood(fg_vec2 v) { return fg_domain_fast(fg_vec2_dmag(v)) ? 0u : fg_vec2_xood(v); }
FG_INLINE uint32_t fg_vec3_ood(fg_vec3 v) { return fg_domain_fast(fg_vec3_dmag(v)) ? 0u : fg_vec3_xood(v); }
FG_INLINE uint32_t fg_segment2_ood(const fg_segment2 *s)
{
    fg_vec2 e = fg_vec2_add(s->origin, s->delta);
    if (fg_domain_fast(fg_vec2_dmag(s->origin) | fg_vec2_dmag(e))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_segment2_xood_call(s) : fg_segment2_xood_inline(s);
}
FG_INLINE uint32_t fg_segment3_ood(const fg_segment3 *s)
{
    fg_vec3 e = fg_vec3_add(s->origin, s->delta);
    if (fg_domain_fast(fg_vec3_dmag(s->origin) | fg_vec3_dmag(e))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_segment3_xood_call(s) : fg_segment3_xood_inline(s);
}
FG_INLINE uint32_t fg_aabb2_ood(const fg_aabb2 *b)
{
    if (fg_domain_fast(fg_aabb2_dmag(b))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_aabb2_xood_call(b) : fg_aabb2_xood_inline(b);
}
FG_INLINE uint32_t fg_aabb3_ood(const fg_aabb3 *b)
{
    if (fg_domain_fast(fg_aabb3_dmag(b))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_aabb3_xood_call(b) : fg_aabb3_xood_inline(b);
}
FG_INLINE uint32_t fg_triangle_ood(const fg_triangle *t)
{
    if (fg_domain_fast(fg_triangle_dmag(t))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_triangle_xood_call(t) : fg_triangle_xood_inline(t);
}
/* a capsule's ends and radius under one filter; likewise a ball's centre and radius */
FG_INLINE uint32_t fg_capsule2_ood(const fg_capsule2 *c)
{
    if (fg_domain_fast(fg_vec2_dmag(c->a) | fg_vec2_dmag(c->b) | fg_domain_mag(c->radius))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_capsule2_xood_call(c) : fg_capsule2_xood_inline(c);
}
FG_INLINE uint32_t fg_capsule3_ood(const fg_capsule3 *c)
{
    if (fg_domain_fast(fg_vec3_dmag(c->a) | fg_vec3_dmag(c->b) | fg_domain_mag(c->radius))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_capsule3_xood_call(c) : fg_capsule3_xood_inline(c);
}
FG_INLINE uint32_t fg_sphere_ood(const fg_sphere *s)
{
    if (fg_domain_fast(fg_vec3_dmag(s->center) | fg_domain_mag(s->radius))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_sphere_xood_call(s) : fg_sphere_xood_inline(s);
}
FG_INLINE uint32_t fg_circle_ood(const fg_circle *c)
{
    if (fg_domain_fast(fg_vec2_dmag(c->center) | fg_domain_mag(c->radius))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_circle_xood_call(c) : fg_circle_xood_inline(c);
}
FG_INLINE uint32_t fg_plane_ood(const fg_plane *p)
{
    if (fg_domain_fast(fg_vec3_dmag(p->n) | fg_domain_mag(p->d))) {
        return 0u;
    }
    return FG_DOMAIN_EXACT_CALLS ? fg_plane_xood_call(p) : fg_plane_xood_inline(p);
}

FG_INLINE bool fg_aabb2_is_empty(const fg_aabb2 *b) { return fg_gt(b->min.x, b->max.x) || fg_gt(b->min.y, b->max.y); }
FG_INLINE bool fg_aabb3_is_empty(const fg_aabb3 *b)
{
    return fg_gt(b->min.x, b->max.x) || fg_gt(b->min.y, b->max.y) || fg_gt(b->min.z, b->max.z);
}

/* v clamped to [lo, hi]; lo wins on an inverted interval (one documented answer). */
FG_INLINE fg_scalar fg_clamp(fg_scalar v, fg_scalar lo, fg_scalar hi) { return fg_max(lo, fg_min(v, hi)); }

FG_INLINE fg_vec2 fg_vec2_zero(void) { return fg_vec2_make(FG_ZERO, FG_ZERO); }
FG_INLINE fg_vec3 fg_vec3_zero(void) { return fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO); }

/* Field by field: a whole-record assignment may become a memcpy call on Cortex-M0, and lib/
 * links no libc. */
FG_INLINE void fg_hit2_put(fg_hit2 *hit, fg_scalar t, fg_vec2 point, fg_vec2 normal, bool started_inside)
{
    hit->t = t;
    hit->point = point;
    hit->normal = normal;
    hit->started_inside = started_inside;
}
FG_INLINE void fg_hit3_put(fg_hit3 *hit, fg_scalar t, fg_vec3 point, fg_vec3 normal, bool started_inside)
{
    hit->t = t;
    hit->point = point;
    hit->normal = normal;
    hit->started_inside = started_inside;
}

/* n / |n| of a plane, no domain check (fg_plane.c): <= 0.51 LSB; zero normal: zero. */
FG_API fg_vec3 fg_plane_unit_n(const fg_plane *plane);

/* ---- planes, polyhedra, triangles, lines ---- */

/* The raycasts after their input checks (seg and the shape non-NULL and in the domain; the
 * same outputs bit for bit): for the batches, which check their whole array once.
 * fg_triangle.c, fg_capsule.c. */
FG_API fg_result fg_triangle_cast_checked(const fg_segment3 *seg, const fg_triangle *tri, bool two_sided,
                                          fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v);
FG_API fg_result fg_capsule2_cast_checked(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t,
                                          fg_hit2 *hit);
FG_API fg_result fg_capsule3_cast_checked(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t,
                                          fg_hit3 *hit);

FG_INLINE bool fg_vec3_is_zero(fg_vec3 v) { return fg_eq(v.x, FG_ZERO) && fg_eq(v.y, FG_ZERO) && fg_eq(v.z, FG_ZERO); }

/* o + d * num / den rounded once (0.5 LSB), saturated to +-FG_MAX, from the exact 128-bit
 * numerator o * den + d * num: a rounded parameter's error is never multiplied by d. den != 0;
 * exact while |num|, |den| < 2^63 and each product stays below 2^126 raw (fg_line.c). */
FG_API fg_scalar fg_lerp_frac(fg_scalar o, fg_scalar d, fg_wide num, fg_wide den);

/* ---- batch pre-rejects (fg_aabb.c) ---- */
/* A closed box, [lo[i], hi[i]] on axis i: an element's (each end within 2^30 raw: domain
 * points grown by a radius in the domain), or the box of a segment's part (fg_seg_part). */
typedef struct {
    fg_scalar lo[3], hi[3];
} fg_seg_box;
/* Does the closed segment from o by d (|d_i| <= 2^30 raw) miss the box b? Exact, by the
 * separating axes of a segment and a box: each box axis i against the box of the segment's
 * part (fg_seg_box_axis_apart; inline, so a caller can test an axis as soon as it has formed
 * it), then the cross axes d x e_i on b relative to o (fg_seg_box_shift, then
 * fg_seg_box_cross_apart; dims 2: x and y, whose one cross axis is the segment's normal;
 * lo[2], hi[2] and d.z unused).
 * The part (fg_seg_part) is t in [0, s] (s clamped to [0, 1]): its box spans o_i +
 * [min(0, r_i), max(0, r_i)] with r_i = d_i s rounded toward zero (s >= 1: d_i), ends
 * between o and o + d, so domain values. The element's ends are whole raw values, and a
 * whole b exceeds a real x iff it exceeds floor(x) (is below x iff below ceil(x)), so the
 * test is exactly the real part's. A nearest batch shrinks s to its best hit so far, as
 * Box2D's tree ray cast shrinks its ray's box: a cast with that limit misses every element
 * the part misses. A cross axis holds for every part of the segment: its whole line
 * projects to one value. The part's box is absolute, formed once per limit, so an
 * element's box axis costs two compares (no shift by o: that waits for the cross axes). */
FG_INLINE bool fg_seg_box_axis_apart(const fg_seg_box *b, const fg_seg_box *part, unsigned i)
{
    return fg_lt(b->hi[i], part->lo[i]) || fg_lt(part->hi[i], b->lo[i]);
}
FG_API void fg_seg_reach_part(fg_vec3 *reach, fg_scalar dx, fg_scalar dy, fg_scalar dz, fg_scalar s);
FG_INLINE void fg_seg_part_axis(fg_seg_box *part, unsigned i, fg_scalar oi, fg_scalar ri)
{
    fg_scalar end = fg_add(oi, ri); /* between o and o + d: a domain value */
    bool back = fg_lt(ri, FG_ZERO);
    part->lo[i] = back ? end : oi;
    part->hi[i] = back ? oi : end;
}
FG_INLINE void fg_seg_part(fg_seg_box *part, fg_scalar ox, fg_scalar oy, fg_scalar oz, fg_scalar dx, fg_scalar dy,
                           fg_scalar dz, fg_scalar s)
{
    fg_scalar rx = dx, ry = dy, rz = dz;
    if (fg_lt(s, FG_ONE)) {
        fg_vec3 r;
        fg_seg_reach_part(&r, dx, dy, dz, s); /* products: out of line */
        rx = r.x;
        ry = r.y;
        rz = r.z;
    }
    fg_seg_part_axis(part, 0u, ox, rx);
    fg_seg_part_axis(part, 1u, oy, ry);
    fg_seg_part_axis(part, 2u, oz, rz);
}
/* The box b relative to the origin o (dims 2: x and y), for the cross axes. */
FG_INLINE void fg_seg_box_shift(fg_seg_box *b, fg_scalar ox, fg_scalar oy, fg_scalar oz, unsigned dims)
{
    b->lo[0] = fg_sub(b->lo[0], ox);
    b->hi[0] = fg_sub(b->hi[0], ox);
    b->lo[1] = fg_sub(b->lo[1], oy);
    b->hi[1] = fg_sub(b->hi[1], oy);
    if (dims == 3u) {
        b->lo[2] = fg_sub(b->lo[2], oz);
        b->hi[2] = fg_sub(b->hi[2], oz);
    }
}
/* b relative to o (fg_seg_box_shift): each end within 1.5 2^30 raw. */
FG_API bool fg_seg_box_cross_apart(const fg_seg_box *b, fg_vec3 d, unsigned dims);

/* ---- for the movers (fg_mover.c) ---- */
/* fg_aabb3_triangle_sweep with max_t 1 (its checks included), except that a contact at
 * t > 0 that only grazes (an axis touching with no motion along it: they never overlap
 * strictly) is FG_MISS; on FG_HIT, hit (required), and unless started inside, the contact
 * axis as a grid vector pointing like the normal: a box axis FG_ONE, an edge cross its
 * exact components, the triangle's normal through fg_wreduce3. A clip along it is then
 * reproducible exactly. */
FG_API fg_result fg_box_triangle_contact(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_hit3 *hit,
                                         fg_vec3 *dir);
/* Does the box penetrate the triangle (every separating axis overlaps strictly; touching
 * does not)? Exact; no domain checks (the mover's positions are in the domain). */
FG_API bool fg_box_triangle_penetrates(const fg_aabb3 *box, const fg_triangle *tri);

#endif /* FG_INTERNAL_H */
