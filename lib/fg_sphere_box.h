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

#endif /* FG_SPHERE_BOX_H */
