/*
 * fg_sphere_box.h - spheres (circles) against boxes and planes.
 *
 * Index
 *   fg_sphere_aabb3_overlap    fg_circle_aabb2_overlap   (seed 001 A.14, static)
 *   fg_sphere_plane_classify                             (seed 001 A.15, static)
 *   fg_sphere_plane_sweep                                (seed 001 A.15, moving sphere)
 *
 * Spheres and boxes are closed: touching counts as overlapping. A plane is the set
 * dot(n, p) == d; n need not be unit length (every decision below is exact for any
 * in-domain n). Its front side is where n points: dot(n, p) > d.
 */
#ifndef FG_SPHERE_BOX_H
#define FG_SPHERE_BOX_H

#include <stddef.h>
#include "fg_vec.h"

/* Does the sphere (ball) share at least one point with the box?
 * Seed A.14: the squared distance from the centre to the box's closest point (the
 * centre clamped to the box) against r^2. Both are formed in 64 bits with no rounding
 * (each clamped difference fits 31 bits, three squares fit 62 bits), so the answer is
 * the exact one; a sphere touching a face, an edge or a corner overlaps.
 * Domain: centre, radius and box coordinates in [-FG_DOMAIN_UNITS, FG_DOMAIN_UNITS].
 * Exact: yes, for every in-domain input.
 * Degenerate: radius 0 is a point-in-box test (boundary included); radius < 0 -> false;
 * inverted box (min > max on any axis) -> false; flat box (min == max) is a face, edge or
 * point and overlaps what touches it. Out of domain -> false. */
FG_API bool fg_sphere_aabb3_overlap(const fg_sphere *s, const fg_aabb3 *box);
/* The same in 2D: a disc against a rectangle. Same domain, exactness and degenerate
 * results. */
FG_API bool fg_circle_aabb2_overlap(const fg_circle *c, const fg_aabb2 *box);

/* Which side of the plane is the sphere on?
 * Seed A.15 with its lost comparisons restored: with dist the signed distance from the
 * centre to the plane, dist >= r -> +1 (front), dist <= -r -> -1 (back), otherwise 0
 * (the plane cuts the ball's interior). So a sphere touching the plane from the front
 * is +1 and from the back is -1; a radius-0 sphere on the plane is +1 (front is tested
 * first, as in the seed).
 * n need not be unit: with s = dot(n, c) - d (exact, 64 bits) the tests are s >= r*|n|
 * and s <= -r*|n|, decided without a square root as sign(s) and the exact 128-bit sign
 * of s^2 - r^2*|n|^2 (fg_wcmp2).
 * Domain: centre, radius, n and d in [-FG_DOMAIN_UNITS, FG_DOMAIN_UNITS].
 * Exact: yes, for every in-domain input.
 * Degenerate: zero normal -> 0; radius < 0 -> 0; out of domain -> 0 (0 is the answer that
 * never lets a caller skip a sphere it should have tested further). */
FG_API int fg_sphere_plane_classify(const fg_sphere *s, const fg_plane *plane);

/* First contact of the sphere moving by delta (centre c + t*delta, t in [0, max_t]) with
 * the plane, seen as the boundary of the solid half-space behind it (dot(n, p) <= d).
 * Seed A.15: the point of the sphere that touches first is c - r*n/|n| whatever the path,
 * so the contact time is a ray-plane crossing, t = (s - r|n|) / -(n.delta) with
 * s = dot(n, c) - d.
 * Side convention: only a sphere entirely in front (signed distance > r) moving toward
 * the plane (n.delta < 0) makes contact later. A sphere that at t = 0 already touches the
 * plane (distance == r exactly), straddles it or lies behind it overlaps the half-space:
 * hit at t = 0 with point = c and normal = (0, 0, 0) (the library's "started inside"),
 * whatever its motion. A sphere in front moving parallel or away never hits.
 * Exact: the hit/no-hit answer, for every in-domain input: the t = 0 test compares s with
 * r|n| through exact 128-bit squares (fg_wcmp2); the "by max_t" test compares the exact
 * s + max_t*(n.delta) (128 bits) with floor(r|n|) at 2^-64 (fg_xsqrt2), which decides
 * the exact inequality because the left side is a multiple of 2^-64.
 * Outputs on a hit:
 *   t       error <= 0.51 LSB, in [0, max_t].
 *   point   the contact point c + t*delta - r*n/|n|, with delta*t and r*n/|n| each one
 *           rounded quotient: error <= 1.3 LSB per component.
 *   normal  n/|n| (the plane's front unit normal), error <= 0.51 LSB per component.
 * max_t > 1 is treated as 1; max_t < 0 gives no hit.
 * Domain: centre, radius, delta, n and d in [-FG_DOMAIN_UNITS, FG_DOMAIN_UNITS].
 * Degenerate: radius 0 is a moving point (contact on the plane itself); zero delta is
 * the static test (hit at t = 0 iff overlapping); zero normal -> no hit; radius < 0 ->
 * no hit; out of domain -> no hit. No hit leaves *hit untouched; hit may be NULL. */
FG_API bool fg_sphere_plane_sweep(const fg_sphere *s, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t,
                                  fg_hit3 *hit);

#endif /* FG_SPHERE_BOX_H */
