/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_capsule.h - capsules: a segment grown by a radius (2D: a stadium; 3D: a pill).
 *
 * Index
 *   fg_capsule2 fg_capsule3            the shapes: endpoints a, b and a radius
 *   fg_segment2_capsule2_raycast       first hit of a segment on a 2D capsule
 *   fg_segment3_capsule3_raycast       first hit of a segment on a 3D capsule
 *   fg_sphere_capsule3_sweep fg_circle_capsule2_sweep   a moving ball or disc: first contact
 *   fg_capsule2_circle_overlap  fg_capsule3_sphere_overlap   capsule vs ball, nearest axis point
 *   fg_capsule2_capsule2_overlap       two 2D capsules, the closest pair of axis points
 *   fg_capsule3_capsule3_overlap       two 3D capsules, the closest pair of axis points
 *   fg_capsule2_aabb2_overlap fg_capsule3_aabb3_overlap   capsule vs box, the closest pair
 *   fg_capsule2_circle_manifold fg_capsule2_capsule2_manifold   contact manifolds (fg_manifold2)
 *   fg_capsule2_in_domain fg_capsule3_in_domain
 *
 * A capsule is closed: the points within radius of the segment [a, b] (its surface
 * included). a == b is a disc (ball); radius 0 is the segment [a, b] itself; a negative
 * radius is empty (no hit).
 *
 * Domain: a, b and the radius in [-8192, 8192] units, as circles and spheres; casts take
 * their segment's origin and end in the domain (fg_segment.h). Outside it, or a NULL
 * shape or segment: FG_REJECTED, nothing written.
 */
#ifndef FG_CAPSULE_H
#define FG_CAPSULE_H

#include "fg_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A closed 2D capsule: the points within radius of the segment [a, b]. */
typedef struct fg_capsule2 {
    fg_vec2 a;        /**< one end of the axis */
    fg_vec2 b;        /**< the other end */
    fg_scalar radius; /**< radius (negative: empty) */
} fg_capsule2;
/** A closed 3D capsule: the points within radius of the segment [a, b]. */
typedef struct fg_capsule3 {
    fg_vec3 a;        /**< one end of the axis */
    fg_vec3 b;        /**< the other end */
    fg_scalar radius; /**< radius (negative: empty) */
} fg_capsule3;

/** The first contact of the segment with the closed capsule, t <= max_t, under the touch
 * rules of fg_segment.h. Exact: hit or miss, and which feature is hit first (the flat
 * sides or an end's disc). On FG_HIT (each <= 0.51 LSB):
 *   t       the fraction of the first contact;
 *   point   origin + t * delta;
 *   normal  unit, from the nearest axis point toward the contact (on a flat side: the
 *           side's normal; on an end: from that end).
 * Starting inside (distance to the axis < radius): t = 0, started_inside, point = origin,
 * normal away from the nearest axis point, zero when the origin is on the axis. Starting
 * on the surface: t = 0 only when moving in, else FG_MISS.
 * Degenerate: a == b is a disc (fg_segment2_circle_raycast's hits, within the bounds above);
 * radius 0: the segment [a, b], hit where crossed (normal: the side's, toward the origin)
 * or at an end met head-on (normal against delta); negative radius: FG_MISS.
 * @param seg the segment (required) @param cap the capsule (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment2_capsule2_raycast(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t,
                                              fg_hit2 *hit);

/** The first contact of the segment with the closed 3D capsule, t <= max_t, under the touch
 * rules of fg_segment.h: fg_segment2_capsule2_raycast's contract in 3D. Exact: hit or miss,
 * and which part is met first (the cylinder or an end's ball). On FG_HIT:
 *   t       the fraction of the first contact (<= 0.51 LSB);
 *   point   origin + t * delta (<= 0.51 LSB);
 *   normal  unit, from the nearest axis point toward the contact: on an end's ball
 *           <= 0.51 LSB; on the cylinder <= 0.5 + 2^-15 / r LSB (r in units: 0.51 LSB for
 *           r >= 1/128 unit).
 * Starting inside (distance to the axis < radius): t = 0, started_inside, point = origin,
 * normal away from the nearest axis point (0.51 LSB), zero when the origin is on the axis.
 * Starting on the surface: t = 0 only when moving in, else FG_MISS.
 * Degenerate: a == b is a ball (fg_segment3_sphere_raycast's hits, within the bounds above);
 * radius 0: the segment [a, b], hit where crossed (normal: perpendicular to the axis,
 * toward the origin) or at an end met head-on (normal against delta); negative radius:
 * FG_MISS.
 * @param seg the segment (required) @param cap the capsule (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_capsule3_raycast(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t,
                                              fg_hit3 *hit);

/** The ball moving by delta against the closed 3D capsule: its first contact with t <= max_t
 * (the centre's cast against the capsule grown by the ball's radius, whose sum of radii may
 * reach 16384 units). Exact: contact or not, which part is met first. On FG_HIT:
 *   t       the fraction of the first contact (<= 0.51 LSB);
 *   point   the capsule's point nearest the centre at t, on its surface (<= 0.51 LSB);
 *   normal  unit, from that point toward the centre: as fg_segment3_capsule3_raycast's, with
 *           r the sum of the radii.
 * Penetrating at t = 0 (distance to the axis < sum of radii): t = 0, started_inside, point =
 * the centre, normal away from the nearest axis point (zero on the axis). Touching at t = 0
 * and moving in: t = 0 at the nearest capsule point, its normal; moving away or along:
 * FG_MISS. Degenerate: ball radius 0 is fg_segment3_capsule3_raycast; a == b is the
 * two-ball sweep; a negative radius: FG_MISS. Domain: the centre at the start AND the end of
 * the motion, the radii, a and b in [-8192, 8192] units, else FG_REJECTED.
 * @param sphere the ball (required)
 * @param delta the motion: at fraction t the centre is c + t * delta
 * @param cap the still capsule (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_sphere_capsule3_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_capsule3 *cap,
                                          fg_scalar max_t, fg_hit3 *hit);
/** As fg_sphere_capsule3_sweep, in 2D: the disc against the 2D capsule (computed by the 3D
 * code in the plane z = 0; the bounds are the 3D ones).
 * @param circle the disc (required) @param delta the motion @param cap the capsule (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_circle_capsule2_sweep(const fg_circle *circle, fg_vec2 delta, const fg_capsule2 *cap,
                                          fg_scalar max_t, fg_hit2 *hit);

/** Does the closed capsule share a point with the closed disc? The distance from the
 * centre to the axis [a, b] against the sum of the radii, exact (squares as fractions in
 * 128 bits). On FG_HIT, axis_pt is the point of [a, b] nearest to the centre (a or b
 * exactly at the ends, else <= 0.5 LSB per component): the contact normal is
 * centre - axis_pt, the depth r_cap + r_disc - |centre - axis_pt|. A negative radius:
 * FG_MISS; a == b: the two-disc overlap.
 * @param cap the capsule (required) @param circle the disc (required)
 * @param axis_pt the nearest axis point, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_capsule2_circle_overlap(const fg_capsule2 *cap, const fg_circle *circle, fg_vec2 *axis_pt);
/** As fg_capsule2_circle_overlap, for the 3D capsule and the ball.
 * @param cap the capsule (required) @param sphere the ball (required)
 * @param axis_pt the nearest axis point, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_capsule3_sphere_overlap(const fg_capsule3 *cap, const fg_sphere *sphere, fg_vec3 *axis_pt);

/** Do the two closed 2D capsules share a point? The distance between their axes against
 * the sum of the radii, exact: axes crossing properly (exact orientations) are at
 * distance 0, otherwise the nearest of the four end-to-axis distances decides (compared
 * as exact fractions, 256 bits). On FG_HIT, a closest pair of axis points: for crossing
 * axes their crossing (<= 0.5 LSB, on_p == on_q); else the nearest end (exact) and its
 * nearest point on the other axis (<= 0.5 LSB), the first in the order a of p, b of p,
 * a of q, b of q on ties (parallel axes). A negative radius: FG_MISS.
 * @param p, q the capsules (required)
 * @param on_p the point of p's axis, written on FG_HIT (may be NULL)
 * @param on_q the point of q's axis, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_capsule2_capsule2_overlap(const fg_capsule2 *p, const fg_capsule2 *q, fg_vec2 *on_p,
                                              fg_vec2 *on_q);

/** Are a, b and the radius in the domain? (A negative radius may still be.) NULL: false.
 * @param cap the capsule (required) @return that answer
 */
FG_API bool fg_capsule2_in_domain(const fg_capsule2 *cap);
/** As fg_capsule2_in_domain, for the 3D capsule. @param cap the capsule (required) @return that answer */
FG_API bool fg_capsule3_in_domain(const fg_capsule3 *cap);

/* ---- contact manifolds (issue 13 item 5; fg_manifold.c, DESIGN.md "Contact manifolds") ---- */
/** The contact manifold of the closed capsule (A) and the closed disc (B): FG_HIT exactly
 * when fg_capsule2_circle_overlap says so (touching: depth 0), else FG_MISS (a negative
 * radius). On FG_HIT, count 1, with q the axis point nearest to the centre c and
 * R = r_cap + r_disc:
 *   normal  (c - q) / |c - q| (<= 0.51 LSB per component; beside the axis the exact
 *           direction +-(u.y, -u.x), u = b - a); c on the axis: (-u.y, u.x) / |u|, and
 *           (1, 0) when a == b;
 *   depth   R - |c - q| (<= 0.5 LSB beyond the ends, <= 0.51 LSB beside the axis);
 *   point   B's deepest point c - r_disc * normal (<= 0.51 LSB).
 * @param cap the capsule (required) @param circle the disc (required)
 * @param m the manifold, written on FG_HIT (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_capsule2_circle_manifold(const fg_capsule2 *cap, const fg_circle *circle, fg_manifold2 *m);

/* ---- capsule vs box (issue 13 item 3; fg_capsule_box.c, DESIGN.md "Capsule vs box") ---- */
/** Does the closed capsule share a point with the closed box? The squared distance from
 * the axis [a, b] to the box against r^2, exact (touching: FG_HIT): 0 when the axis meets
 * the box (exact slab fractions), else the least of the ends' distances to the box and the
 * corners' distances to the axis (fractions compared in 256 bits). On FG_HIT, a closest
 * pair: on_axis on [a, b] and on_box in the box, |on_axis - on_box| the distance (each
 * component <= 0.5 LSB; an end and its clamp into the box, or a corner, exact). An axis
 * meeting the box: its first point in the box from a, both outputs equal. Ties: the first
 * of a, b, corners (x bit 0, y bit 1). Negative radius or an empty box (min > max): FG_MISS;
 * a == b is a disc.
 * @param cap the capsule (required) @param box the box (required)
 * @param on_axis the point of the axis, written on FG_HIT (may be NULL)
 * @param on_box the point of the box, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_capsule2_aabb2_overlap(const fg_capsule2 *cap, const fg_aabb2 *box, fg_vec2 *on_axis,
                                           fg_vec2 *on_box);
/** As fg_capsule2_aabb2_overlap, for the 3D capsule and box; the candidates also include
 * the 12 edges against the axis where their closest points are interior (on_box then
 * has the edge's coordinate rounded, <= 0.5 LSB). Ties: a, b, corners (x bit 0, y bit 1,
 * z bit 2), then the edges along x, y, z.
 * @param cap the capsule (required) @param box the box (required)
 * @param on_axis the point of the axis, written on FG_HIT (may be NULL)
 * @param on_box the point of the box, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_capsule3_aabb3_overlap(const fg_capsule3 *cap, const fg_aabb3 *box, fg_vec3 *on_axis,
                                           fg_vec3 *on_box);

/** Do the two closed 3D capsules share a point? The distance between their axes against
 * the sum of the radii, exact: when the axes' lines are not parallel and their closest
 * points lie on both axes, (w . (u x v))^2 against R^2 |u x v|^2 (256 bits); otherwise
 * the nearest of the four end-to-axis distances (fractions compared in 256 bits). On
 * FG_HIT, a closest pair of axis points: the lines' closest points (<= 0.5 LSB per
 * component), or the nearest end (exact) and its nearest point on the other axis
 * (<= 0.5 LSB), the first in the order a of p, b of p, a of q, b of q on ties (parallel
 * axes). A negative radius: FG_MISS; a == b: the capsule is a ball.
 * @param p, q the capsules (required)
 * @param on_p the point of p's axis, written on FG_HIT (may be NULL)
 * @param on_q the point of q's axis, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_capsule3_capsule3_overlap(const fg_capsule3 *p, const fg_capsule3 *q, fg_vec3 *on_p,
                                              fg_vec3 *on_q);

/** The contact manifold of two closed 2D capsules, A = p and B = q: FG_HIT exactly when
 * fg_capsule2_capsule2_overlap says so (touching: depth 0), else FG_MISS (a negative
 * radius). R = r_p + r_q. On FG_HIT (cute_c2's c2CapsuletoCapsuleManifold):
 *   count   2 when the axes are exactly parallel (u_p x u_q == 0) and their extents along
 *           A's axis overlap with positive length, else 1 (touching end to end: 1);
 *   normal  from A's closest axis point toward B's (the overlap's pair: the nearest end,
 *           first of a_p, b_p, a_q, b_q on ties, and its foot on the other axis), exact
 *           direction (end to end, or the other axis' perpendicular), <= 0.51 LSB; at
 *           distance 0 (axes crossing or touching) A's axis turned left, (-u.y, u.x) / |u|,
 *           (1, 0) when a_p == b_p; count 2: A's perpendicular toward B (left if collinear);
 *   depth   R - distance (<= 0.51 LSB; R for crossing axes); count 2: both equal, R - the
 *           axes' distance;
 *   point   B's deepest point, its closest axis point minus r_q * normal, rounded once:
 *           <= 0.5 + 2^-15 LSB; count 2: the ends of B's axis clipped to A's extent, in
 *           the direction a_p to b_p, each minus r_q * normal (same bound). Unused: 0.
 * @param p the capsule A (required) @param q the capsule B (required)
 * @param m the manifold, written on FG_HIT (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_capsule2_capsule2_manifold(const fg_capsule2 *p, const fg_capsule2 *q, fg_manifold2 *m);

#ifdef __cplusplus
}
#endif

#endif /* FG_CAPSULE_H */
