/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_segment.h - segments (rays of finite length) against every shape, and closest points.
 *
 * Index
 *   fg_segment2_aabb2_raycast      fg_segment3_aabb3_raycast       first hit on a box
 *   fg_segment2_aabb2_overlap      fg_segment3_aabb3_overlap       entry and exit fractions
 *   fg_segment3_obb3_raycast                                       first hit on an oriented box
 *   fg_segment2_aabb2_batch_nearest  fg_segment3_aabb3_batch_nearest  nearest of many boxes
 *   fg_segment3_triangle_batch_nearest                             nearest of many triangles (a mesh)
 *   fg_segment2_circle_batch_nearest fg_segment3_sphere_batch_nearest  nearest of many discs / balls
 *   fg_segment2_capsule2_batch_nearest fg_segment3_capsule3_batch_nearest  nearest of many capsules
 *   fg_segment2_circle_raycast     fg_segment3_sphere_raycast      first hit on a disc / ball
 *   fg_segment3_plane_raycast                                      plane (one or both sides)
 *   fg_segment3_planes_raycast                                     convex polyhedron (its planes)
 *   fg_segment3_triangle_raycast                                   triangle, with barycentrics
 *   fg_segment2_poly2_raycast                                      convex polygon
 *   fg_segment2_segment2_intersect                                 common point or piece of two
 *   fg_segment2_closest_point      fg_segment3_closest_point       nearest point to p, and t
 *   fg_segment3_segment3_closest                                   closest pair of two segments
 *   fg_segment2_in_domain          fg_segment3_in_domain
 *
 * A segment is p(t) = origin + t * delta, t in [0, 1]; a ray of length L is a segment with
 * delta = direction * L. Casts report the fraction t of the first contact in [0, max_t]
 * (max_t > 1 acts as 1, max_t < 0: FG_MISS; pass the nearest hit so far to cull farther
 * shapes). hit may be NULL (the answer only); outputs are written only on FG_HIT.
 *
 * Touch rules (README, "Contacts"), the same for every cast against a closed shape (box,
 * oriented box, disc, ball, convex polyhedron): starting outside, the first touch is a hit
 * (grazing counts). Starting ON the surface, the segment hits at t = 0, with the contact
 * normal and point = origin, only when it moves into the shape (exactly decided: at a box
 * edge or corner, into every face it touches); moving away or along the surface is FG_MISS.
 * Starting INSIDE, it hits at t = 0 with started_inside, point = origin and the normal of
 * least penetration. A plane, a triangle and a flat box have no inside: starting on one,
 * moving off it (to an allowed side) hits at t = 0 with the normal against the motion,
 * moving along it is FG_MISS. A zero delta therefore hits only from inside.
 *
 * Domain: the segment's origin AND end (origin + delta) in [-8192, 8192] units per axis,
 * so |delta| may reach 16384 units per axis; every shape coordinate, radius, plane n and d
 * likewise. Outside it, or a NULL shape or segment: FG_REJECTED (FG_LINES_REJECTED).
 */
#ifndef FG_SEGMENT_H
#define FG_SEGMENT_H

#include <stddef.h>
#include "fg_vec.h"
#include "fg_capsule.h"

#ifdef __cplusplus
extern "C" {
#endif

/** First point of the closed box on the segment, t in [0, max_t] (slab method, exact).
 * Exact: hit or miss, and the face. On FG_HIT:
 *   t       the entry fraction, <= 0.5 LSB;
 *   point   on the face's axis exactly the face coordinate; on the others origin + delta * t
 *           from the exact fraction, <= 0.63 LSB, clamped into the face;
 *   normal  the exact outward axis of the face entered: the axis whose slab is entered last;
 *           at an edge or corner (equal entry fractions) the lowest axis.
 * Touching: t = 0 only when entering through every face the origin lies on (delta > 0 at
 * a min face, < 0 at a max face; a flat axis is crossed by any motion along it), normal:
 * the lowest such axis' face (on a flat axis the face met). Inside (strictly, on every
 * axis): the face of least depth (o - min or max - o; ties: lowest axis, then the - face).
 * Degenerate: inverted box: FG_MISS.
 * @param seg the segment: origin and delta (required) @param box the box (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_segment2_aabb2_raycast(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar max_t,
                                           fg_hit2 *hit);
FG_API fg_result fg_segment3_aabb3_raycast(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar max_t,
                                           fg_hit3 *hit);
/** @} */

/** Does the segment (t in [0, 1]) meet the closed box, and where does it enter and leave?
 * The overlap set itself (touching counts; not a cast, so no touch rule): FG_HIT with
 * *t_enter <= *t_exit (each may be NULL; 0 when the origin is in the box), each <= 0.5 LSB.
 * Zero delta: FG_HIT iff the origin is in the box, fractions 0 and 1.
 * @param seg the segment: origin and delta (required) @param box the box (required)
 * @param t_enter entry fraction, written on FG_HIT (may be NULL)
 * @param t_exit exit fraction, written on FG_HIT (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_segment2_aabb2_overlap(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar *t_enter,
                                           fg_scalar *t_exit);
FG_API fg_result fg_segment3_aabb3_overlap(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar *t_enter,
                                           fg_scalar *t_exit);
/** @} */

/** First point of the oriented box on the segment. The segment is moved into object space,
 * origin' = R^T (origin - pos) and delta' = R^T delta, each coordinate rounded once (0.5 LSB),
 * and cast against box->local by the exact box raycast above (same rules, touch rules
 * included); the answer is exact for that object-space segment, which is within 1 LSB per
 * axis of the exact one. On FG_HIT: t <= 0.5 LSB; point = origin + delta * t in world space,
 * <= 0.63 LSB (the origin at t = 0); normal = +-axis[k] of the face, copied exactly.
 * Domain: segment, pos and local box in the domain, axis components in [-2, 2] units, and
 * the object-space segment (origin' and origin' + delta') in the domain too, which holds
 * for unit axes when |origin - pos| and |origin + delta - pos| <= 8192 units (up to the
 * axes' rounding); otherwise FG_REJECTED. Axes are used as given (orthonormal to the
 * precision they are given).
 * @param seg the segment: origin and delta (required) @param box the box (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_obb3_raycast(const fg_segment3 *seg, const fg_obb3 *box, fg_scalar max_t,
                                          fg_hit3 *hit);

/** The box of boxes[0 .. count-1] the segment hits first, each as by the raycast above
 * (touch rules included); the nearest is the smallest exact entry fraction (0 for a hit at
 * the start), ties to the lowest index. On FG_HIT writes *index and *hit (either may be
 * NULL). FG_REJECTED (nothing written) when the segment or ANY box is outside the domain,
 * count > FG_BATCH_MAX, or boxes is NULL with count > 0. count 0: FG_MISS.
 * @param seg the segment: origin and delta (required)
 * @param boxes the array of boxes (required when count > 0) @param count number of elements
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest box, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_segment2_aabb2_batch_nearest(const fg_segment2 *seg, const fg_aabb2 *boxes, size_t count,
                                                 fg_scalar max_t, size_t *index, fg_hit2 *hit);
FG_API fg_result fg_segment3_aabb3_batch_nearest(const fg_segment3 *seg, const fg_aabb3 *boxes, size_t count,
                                                 fg_scalar max_t, size_t *index, fg_hit3 *hit);
/** @} */

/** The triangle of tris[0 .. count-1] the segment hits first: bit for bit the result of
 * calling fg_segment3_triangle_raycast(seg, &tris[i], sides, max_t, ...) for each i and
 * keeping the hit of least reported t, ties (equal reported t) to the lowest index. A
 * triangle whose bounding box the segment's part up to the nearest hit so far misses is
 * skipped (an exact segment-box test, never rejecting a hit). On FG_HIT writes *index,
 * *hit, *u, *v (each may be NULL; bounds as the raycast: t and point <= 0.5 LSB, normal
 * <= 0.51 LSB, u and v <= 0.5 LSB). count 0: FG_MISS. FG_REJECTED (nothing written) when
 * the segment or ANY triangle is outside the domain, sides is invalid, count >
 * FG_BATCH_MAX, or a required pointer is NULL.
 * @param seg the segment: origin and delta (required)
 * @param tris the array of triangles (required when count > 0) @param count number of elements
 * @param sides FG_FRONT_ONLY or FG_BOTH_SIDES
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest triangle, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL)
 * @param u barycentric weight of b, written on FG_HIT (may be NULL)
 * @param v barycentric weight of c, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_segment3_triangle_batch_nearest(const fg_segment3 *seg, const fg_triangle *tris, size_t count,
                                                    fg_sides sides, fg_scalar max_t, size_t *index, fg_hit3 *hit,
                                                    fg_scalar *u, fg_scalar *v);

/** The disc / ball of circles[0 .. count-1] (spheres[...]) the segment hits first: on
 * FG_HIT *index and *hit (either may be NULL) are bit for bit those of
 * fg_segment2_circle_raycast (fg_segment3_sphere_raycast) on that element with max_t. The
 * nearest is the smallest EXACT contact fraction (a quadratic's root, compared exactly, not
 * the rounded t: two elements whose reported t are equal are ordered by their exact roots);
 * equal exact fractions (and every start inside: fraction 0) go to the lowest index. Each
 * element's bounding box is first compared with the segment's, and each cast is limited
 * to the best reported t + 1 LSB (both exact pre-rejects, never dropping a nearer hit).
 * Bounds: the raycast's (t, point, normal <= 0.51 LSB). Negative radius: never hit.
 * count 0: FG_MISS. FG_REJECTED (nothing written) when the segment or ANY element is
 * outside the domain, count > FG_BATCH_MAX, or circles (spheres) is NULL with count > 0.
 * @param seg the segment: origin and delta (required)
 * @param circles the array of discs (required when count > 0) @param count number of elements
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest element, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment2_circle_batch_nearest(const fg_segment2 *seg, const fg_circle *circles, size_t count,
                                                  fg_scalar max_t, size_t *index, fg_hit2 *hit);
/** As fg_segment2_circle_batch_nearest, for balls (fg_segment3_sphere_raycast's records).
 * @param seg the segment: origin and delta (required)
 * @param spheres the array of balls (required when count > 0) @param count number of elements
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest element, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_sphere_batch_nearest(const fg_segment3 *seg, const fg_sphere *spheres, size_t count,
                                                  fg_scalar max_t, size_t *index, fg_hit3 *hit);

/** The 2D capsule of caps[0 .. count-1] the segment hits first: bit for bit the result of
 * calling fg_segment2_capsule2_raycast(seg, &caps[i], max_t, ...) for each i and keeping
 * the hit of least reported t, ties (equal reported t) to the lowest index, as the triangle
 * batch (the reported t is the exact contact fraction rounded, 0.51 LSB: two contacts
 * within that of each other may come in either order). A capsule whose bounding box the
 * segment's part up to the best reported t so far misses is skipped, and each cast is
 * limited to that t (both exact pre-rejects, never dropping a nearer hit). Bounds: the
 * raycast's. Negative radius: never hit. count 0: FG_MISS. FG_REJECTED (nothing written)
 * when the segment or ANY capsule is outside the domain, count > FG_BATCH_MAX, or caps is
 * NULL with count > 0.
 * @param seg the segment: origin and delta (required)
 * @param caps the array of capsules (required when count > 0) @param count number of elements
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest capsule, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment2_capsule2_batch_nearest(const fg_segment2 *seg, const fg_capsule2 *caps, size_t count,
                                                    fg_scalar max_t, size_t *index, fg_hit2 *hit);
/** As fg_segment2_capsule2_batch_nearest, for 3D capsules (fg_segment3_capsule3_raycast's
 * records, the same rule: least reported t, ties to the lowest index).
 * @param seg the segment: origin and delta (required)
 * @param caps the array of capsules (required when count > 0) @param count number of elements
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest capsule, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_capsule3_batch_nearest(const fg_segment3 *seg, const fg_capsule3 *caps, size_t count,
                                                    fg_scalar max_t, size_t *index, fg_hit3 *hit);

/** First point of the closed disc / ball on the segment. Exact: hit or miss, including
 * exact tangents (a tangent segment hits) and a hit exactly at max_t. On FG_HIT, each
 * <= 0.51 LSB: t; point = origin + t delta; normal = (point - centre) / radius, outward.
 * Touching (|origin - centre| == radius): a hit at t = 0 only when moving inward,
 * (origin - centre) . delta < 0, normal (origin - centre) / radius; else FG_MISS.
 * Inside: started_inside, normal from the centre through the origin, zero when the origin
 * is the centre. Degenerate: radius 0 is a point (never inside; hit only by a segment
 * passing through it from outside, normal -delta / |delta|); negative radius: FG_MISS.
 * @param seg the segment: origin and delta (required) @param circle the disc (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment2_circle_raycast(const fg_segment2 *seg, const fg_circle *circle, fg_scalar max_t,
                                            fg_hit2 *hit);
/** As fg_segment2_circle_raycast, for the segment3.
 * @param seg the segment: origin and delta (required) @param sphere the ball (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_sphere_raycast(const fg_segment3 *seg, const fg_sphere *sphere, fg_scalar max_t,
                                            fg_hit3 *hit);

/** The segment against the plane {n, d} (n need not be unit), a zero-thickness surface:
 * t = (d - n.origin) / (n.delta), hit when 0 <= t <= max_t. FG_FRONT_ONLY: only a segment
 * travelling against n (n.delta < 0) hits. Exact: hit or miss. On FG_HIT: t <= 0.5 LSB;
 * point <= 0.5 LSB per component; normal = n / |n| facing the side the segment comes from
 * (-n / |n| when crossing from behind), <= 0.51 LSB; started_inside false. Starting on the
 * plane: a hit at t = 0, point = origin, when n.delta != 0 (and < 0 for FG_FRONT_ONLY),
 * normal against the motion; FG_MISS when moving along it (or zero delta).
 * Degenerate: parallel off the plane, zero normal: FG_MISS. sides neither FG_FRONT_ONLY
 * nor FG_BOTH_SIDES: FG_REJECTED.
 * @param seg the segment: origin and delta (required) @param plane the plane (required)
 * @param sides FG_FRONT_ONLY or FG_BOTH_SIDES
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_plane_raycast(const fg_segment3 *seg, const fg_plane *plane, fg_sides sides,
                                           fg_scalar max_t, fg_hit3 *hit);

/** The segment against the closed convex polyhedron {p : dot(planes[i].n, p) <= planes[i].d
 * for all i < count} (outward normals, need not be unit). Exact: hit or miss, and which
 * plane. On FG_HIT: t and point <= 0.5 LSB; normal = the entered plane's n / |n| (<= 0.51
 * LSB; several at the same t: the first in the array). Touching (the origin on some planes,
 * inside the others): a hit at t = 0 only when n_i . delta < 0 for EVERY plane through the
 * origin, with the first one's normal; else FG_MISS. Inside: started_inside, normal of the
 * plane at the least distance (d_i - n_i.origin) / |n_i| (exactly compared; ties: the
 * first). Degenerate: count 0 is all of space (inside, zero normal); a zero-normal plane is
 * all of space when d >= 0 (ignored) and empty when d < 0 (FG_MISS). count > FG_BATCH_MAX,
 * planes NULL with count > 0, or any plane out of the domain: FG_REJECTED.
 * @param seg the segment: origin and delta (required)
 * @param planes the planes, outward normals (required when count > 0)
 * @param count number of elements
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_segment3_planes_raycast(const fg_segment3 *seg, const fg_plane *planes, size_t count,
                                            fg_scalar max_t, fg_hit3 *hit);

/** First point of the closed triangle on the segment (Badouel's early outs, every decision
 * an exact sign). FG_FRONT_ONLY: only a segment travelling against the face normal
 * n = (b - a) x (c - a) hits. On FG_HIT, *hit and *u, *v (each may be NULL): the
 * barycentric weights of b and c (point = (1-u-v) a + u b + v c):
 *   t, point  <= 0.5 LSB (correctly rounded);  normal  n / |n| facing the side the segment
 *             comes from (against the motion), <= 0.51 LSB;  started_inside false;
 *   u, v      <= 0.5 LSB each, in [0, 1] (u + v may exceed 1 by 1 LSB after rounding).
 * Edges and vertices belong to the triangle. Starting on it: a hit at t = 0 when the
 * segment leaves its plane (n.delta != 0, and < 0 for FG_FRONT_ONLY); a segment in the
 * triangle's plane never hits. Degenerate: zero-area triangle or zero delta: FG_MISS.
 * sides neither FG_FRONT_ONLY nor FG_BOTH_SIDES: FG_REJECTED.
 * @param seg the segment: origin and delta (required) @param tri the triangle (required)
 * @param sides FG_FRONT_ONLY or FG_BOTH_SIDES
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL)
 * @param u barycentric weight of b, written on FG_HIT (may be NULL)
 * @param v barycentric weight of c, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides,
                                              fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v);

/** The point of the segment nearest to p, and its parameter (each output may be NULL):
 * t = clamp(dot(delta, p - origin) / dot(delta, delta), 0, 1), the clamp decided exactly (t
 * is exactly 0 or 1, and the point exactly origin or origin + delta, when clamped).
 * FG_OK; t <= 0.5 LSB, point <= 0.5 LSB per component (from the exact fraction, not from
 * the rounded t). Zero delta: origin, t = 0. Domain: segment and p.
 * @param seg the segment: origin and delta (required) @param p the point
 * @param closest the nearest point, written on FG_OK (may be NULL)
 * @param t the nearest point's parameter in [0, 1] (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_segment2_closest_point(const fg_segment2 *seg, fg_vec2 p, fg_vec2 *closest, fg_scalar *t);
FG_API fg_result fg_segment3_closest_point(const fg_segment3 *seg, fg_vec3 p, fg_vec3 *closest, fg_scalar *t);
/** @} */

/** The closest pair of points of segments a and b: *ta = s, *tb = t, *pa = a(s), *pb = b(t)
 * (each may be NULL), and how the infinite lines relate: FG_LINES_POINT (they cross),
 * FG_LINES_SKEW, FG_LINES_PARALLEL, FG_LINES_COINCIDENT. Ericson's clamp-and-recompute
 * (Real-Time Collision Detection 5.1.9) with every parameter an exact fraction, so every
 * classification and clamp is exact. When the segments share a point, *pa == *pb exactly.
 * Several closest pairs (overlapping parallel segments): the one with the smallest s.
 * ta, tb <= 0.5 LSB; pa, pb <= 0.5 LSB per component (skew lines: 0.5625 LSB).
 * Degenerate: a zero delta is a point: FG_LINES_COINCIDENT when it lies on the other line,
 * else FG_LINES_PARALLEL, its parameter 0. Out of domain: FG_LINES_REJECTED.
 * @param a, b the segments (required) @param ta parameter of pa on a (may be NULL)
 * @param tb parameter of pb on b (may be NULL) @param pa closest point of a (may be NULL)
 * @param pb closest point of b (may be NULL) @return an fg_lines, as above
 */
FG_API fg_lines fg_segment3_segment3_closest(const fg_segment3 *a, const fg_segment3 *b, fg_scalar *ta,
                                             fg_scalar *tb, fg_vec3 *pa, fg_vec3 *pb);

/** Are the origin and the end (origin + delta, formed exactly) in the domain?
 * @param seg the segment: origin and delta (required) @return that answer
 */
/** @{ */
FG_API bool fg_segment2_in_domain(const fg_segment2 *seg);
FG_API bool fg_segment3_in_domain(const fg_segment3 *seg);
/** @} */

/** First point of the closed convex polygon on the segment (Cyrus-Beck clipping), t in
 * [0, max_t] (> 1 acts as 1, < 0: FG_MISS). Exact: hit or miss, and the edge entered (the
 * per-edge fractions compared cross-multiplied in 128 bits). On FG_HIT:
 *   t, point  <= 0.5 LSB each (correctly rounded from the exact fraction);
 *   normal    the entered edge's outward unit normal, <= 0.51 LSB per component (an
 *             axis-aligned edge gives an exact axis); at a vertex (equal entries) the
 *             lower-indexed edge.
 * Touch rules (fg_segment.h): starting outside, the first touch is a hit (grazing a vertex
 * or running along an edge counts). Starting on the boundary: a hit at t = 0, point =
 * origin, only when moving strictly inward across EVERY edge through the origin (at a vertex,
 * both), with the lower-indexed such edge's normal; moving away or along: FG_MISS.
 * Inside (strictly): started_inside, t = 0, point = origin, the normal of the nearest edge
 * (distances compared exactly; ties: the lower index). A zero delta hits only from inside.
 * @param seg the segment: origin and end in the domain (required)
 * @param poly the polygon (required, valid)
 * @param max_t ignore contacts beyond this fraction
 * @param hit the contact, written on FG_HIT only (may be NULL)
 * @return an fg_result; FG_REJECTED for an invalid polygon or segment
 */
FG_API fg_result fg_segment2_poly2_raycast(const fg_segment2 *seg, const fg_poly2 *poly, fg_scalar max_t,
                                           fg_hit2 *hit);

/** How segments a and b (p = origin + t delta, t in [0, 1]) meet, decided exactly.
 * FG_SEGS_POINT: *ta, *tb the fractions of the common point on a and on b, *point the point
 * (a(ta) == b(tb) exactly before rounding); each <= 0.5 LSB (correctly rounded, one
 * reciprocal of the shared denominator); a touch at an end gives exactly 0 or 1.
 * FG_SEGS_OVERLAP: the common piece as fractions of a, *ta < *tb before rounding (each
 * <= 0.5 LSB, 0 and 1 exact), *point = a(*ta) (<= 0.5 LSB; exact when it is an end).
 * Degenerate: a zero delta is a point: FG_SEGS_POINT (its fraction 0, the other's fraction
 * of it) when it lies on the other segment, else FG_SEGS_DISJOINT; never OVERLAP/PARALLEL.
 * Domain: origins and ends in the domain; outside, or NULL a/b: FG_SEGS_REJECTED.
 * @param a, b the segments (required) @param ta fraction on a (may be NULL)
 * @param tb fraction on b, or the overlap's end on a (may be NULL)
 * @param point the common point, or the overlap's start (may be NULL)
 * @return an fg_segs2, as above; outputs written on POINT and OVERLAP only
 */
FG_API fg_segs2 fg_segment2_segment2_intersect(const fg_segment2 *a, const fg_segment2 *b, fg_scalar *ta,
                                               fg_scalar *tb, fg_vec2 *point);

#ifdef __cplusplus
}
#endif

#endif /* FG_SEGMENT_H */
