/*
 * fg_plane.h - planes: unit normal, closest point, ray-plane, box classify, convex
 * polyhedron given by its planes.
 *
 * Index
 *   fg_plane_unit_normal         n / |n|, to 0.5 LSB                       (helper)
 *   fg_plane_closest_point       projection of a point on the plane        (seed 001 A.3)
 *   fg_segment3_plane_raycast    segment vs plane, optionally front only   (seed 001 A.9)
 *   fg_aabb3_plane_classify      box entirely front / back / touching      (seed 001 A.10)
 *   fg_segment3_planes_raycast   segment vs convex polyhedron (its planes) (seeds 000/002)
 *   (moving box vs plane: fg_aabb3_plane_sweep in fg_sweep.h)
 *
 * A plane {n, d} is the set of points p with dot(n, p) == d. n need NOT be unit length:
 * every yes/no decision here compares exact 64-bit dot products (fg_vec3_dot_wide) with
 * d, so it is exact for any n in the domain, and nothing here divides by |n| except
 * where a unit normal or a point is returned. The FRONT side is dot(n, p) > d (n points
 * into it), the BACK side dot(n, p) < d. Scaling n and d together by the same factor
 * describes the same plane and gives the same answers (up to the documented rounding of
 * returned scalars). A zero normal n = (0,0,0) is not a plane: each function says what
 * it returns for it.
 *
 * Domain (FG_DOMAIN_UNITS): every coordinate, delta, normal component and offset d in
 * [-8192, 8192] units. With FG_CHECK_DOMAIN, inputs outside it give the documented
 * rejected result; any int32 input is free of undefined behaviour.
 */
#ifndef FG_PLANE_H
#define FG_PLANE_H

#include <stddef.h>
#include "fg_vec.h"

/* The plane's normal scaled to unit length, n / |n|.
 * Domain: n in the domain. Error: <= 0.51 LSB per component (n is first scaled by an
 * exact power of two so that |n| >= 2048 units, then each component is divided by the
 * 0.5-LSB square root with an exactly rounded division; the square root's relative error
 * adds < 2^-12 LSB). So even n = (1 LSB, 1 LSB, 0) gives (0.7071, 0.7071, 0) to 0.5 LSB.
 * Output: components in [-1, 1]; the exact result's length is 1, the returned vector's
 * within about 1 LSB of it.
 * Degenerate: zero normal -> (0,0,0). Out of domain -> (0,0,0). d is not used. */
FG_API fg_vec3 fg_plane_unit_normal(const fg_plane *plane);

/* The point of the plane nearest to p: p + n * (d - dot(n, p)) / dot(n, n) (A.3 for any
 * n, not only unit ones; no square root).
 * Domain: n, d, p in the domain, and the offset from p to the result representable
 * (|component| < 32768 units): always true when the result lies in the domain too
 * (|d| / |n| <= 8192 units, a plane passing within the domain). Otherwise the components
 * are unspecified (no UB): a representable result whose offset from p is not representable
 * comes out wrong (fuzzing found one; tests/fuzz/findings/fuzz_plane-closest-point-offset).
 * Error: <= 0.5 LSB per component (the offset n * (d - n.p) / (n.n) is rounded once from
 * the exact 128-bit product, then added exactly).
 * Output: p itself (exactly) when p is on the plane.
 * Degenerate: zero normal -> p. Out of domain -> p. */
FG_API fg_vec3 fg_plane_closest_point(const fg_plane *plane, fg_vec3 p);

/* Segment origin + t * delta, t in [0, max_t], against the plane (A.9).
 * t = (d - n.origin) / (n.delta); hit when 0 <= t <= max_t (max_t > 1 treated as 1,
 * max_t < 0: no hit). front_only: only a segment travelling against n (n.delta < 0,
 * coming from the front side) hits; otherwise both sides do.
 * The plane is treated as a closed, zero-thickness surface: an origin ON the plane
 * (n.origin == d exactly) hits at t = 0 with point = origin and normal = (0,0,0), for
 * every delta, in both modes (also parallel and zero-length segments).
 * Domain: origin, delta, n, d in the domain. Exact: hit/no hit, for all such inputs
 * (signs of exact wide products; t <= max_t by an exact 128-bit cross-multiplication).
 * Error: t <= 0.5 LSB; point <= 0.5 LSB per component (origin + delta * num / den
 * rounded once from exact numbers, so the error does not grow with |delta|); normal
 * <= 0.51 LSB per component (fg_plane_unit_normal).
 * Output: t in [0, max_t]; normal = the unit normal facing the side the origin is on
 * (+n/|n| from the front, -n/|n| from the back; always +n/|n| with front_only).
 * Degenerate: parallel segment (n.delta == 0) off the plane -> no hit, on the plane ->
 * t = 0 (rule above); zero-length segment -> hit at t = 0 only if the origin is on the
 * plane; zero normal -> no hit (even with d == 0); out of domain -> no hit.
 * hit may be NULL; on no hit *hit is untouched. */
FG_API bool fg_segment3_plane_raycast(const fg_segment3 *seg, const fg_plane *plane, bool front_only, fg_scalar max_t,
                                      fg_hit3 *hit);

/* Which side of the plane the closed box lies on (A.10, static).
 * Returns +1 when every point of the box is strictly in front (dot(n, p) > d), -1 when
 * every point is strictly behind (dot(n, p) < d), 0 when the box straddles the plane or
 * touches it (a face, edge or corner exactly on the plane gives 0: boxes are closed).
 * Domain: box, n, d in the domain. Exact: yes (the extreme corners' dot products are
 * exact wides compared with d).
 * Degenerate: zero-thickness box -> a face/edge/point, classified the same way;
 * inverted box (min > max on any axis: empty) -> +1 (vacuously both sides; a fixed
 * answer, the seed's first test); zero normal -> the exact sign of 0 - d: d < 0 -> +1,
 * d > 0 -> -1, d == 0 -> 0 (every point satisfies 0 == 0); out of domain -> 0 (the
 * conservative "may intersect"). */
FG_API int fg_aabb3_plane_classify(const fg_aabb3 *box, const fg_plane *plane);

/* Segment origin + t * delta against the convex polyhedron that is the intersection of
 * the half-spaces dot(planes[i].n, p) <= planes[i].d (outward normals), i < count
 * (seeds 000/002: entering/leaving fractions clipped to [lower, upper]).
 * Each fraction is kept as an exact pair (num, den) of wides and compared by exact 128-bit
 * cross-multiplication (fg_wcmp2): no division in the loop; the result's t, point and
 * normal are formed once at the end.
 * Hit when the clipped interval [max(0, entering fractions), min(max_t, leaving
 * fractions)] is not empty (closed: grazing an edge or a face counts); t is its lower end.
 * An origin inside or on the surface of the polyhedron hits at t = 0 with point = origin
 * and normal = (0,0,0).
 * planes: caller's array, read only; count is clipped to FG_BATCH_MAX. No allocation.
 * Domain: origin, delta and every plane's n and d in the domain. Exact: hit/no hit.
 * Error: t <= 0.5 LSB, point <= 0.5 LSB per component, normal <= 0.51 LSB per component.
 * Output: normal = the entered plane's n / |n| (outward); when several planes are entered
 * at the same t (an edge or corner), the first such plane in the array.
 * Degenerate: count == 0 -> the intersection of no half-spaces is all of space: the origin
 * is inside, hit at t = 0 (when max_t >= 0); a plane with zero normal is all of space
 * when d >= 0 (ignored) and empty when d < 0 (no hit); a segment parallel to a plane
 * (n.delta == 0) is clipped by that plane only if it lies outside it (no hit); empty
 * polyhedron (contradicting planes) -> no hit; zero-length segment -> a point test;
 * max_t < 0 -> no hit; out of domain (any plane) -> no hit. */
FG_API bool fg_segment3_planes_raycast(const fg_segment3 *seg, const fg_plane *planes, size_t count, fg_scalar max_t,
                                       fg_hit3 *hit);

#endif /* FG_PLANE_H */
