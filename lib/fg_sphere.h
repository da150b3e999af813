/*
 * fg_sphere.h - spheres and circles: closest point, raycast, static and moving overlap.
 *
 * Index
 *   fg_circle_closest_point      fg_sphere_closest_point       (seed 001 A.4)
 *   fg_segment2_circle_raycast   fg_segment3_sphere_raycast    (seed 001 A.12)
 *   fg_circle_circle_overlap     fg_sphere_sphere_overlap      (seed 001 A.13, static)
 *   fg_circle_circle_sweep       fg_sphere_sphere_sweep        (seed 001 A.13, moving)
 *
 * Spheres and circles are closed solid balls: a point on the surface is inside, and two
 * spheres that touch in one point overlap. Radius 0 is a single point; a negative radius is
 * an empty sphere (no overlap, no hit; its closest point is its centre).
 *
 * Domain (all functions): every coordinate, delta and radius in [-8192, 8192] units. Out of
 * the domain (and NaN in the float build) each function returns its documented rejected
 * result when FG_CHECK_DOMAIN is 1. max_t is not a domain input: it is clamped to [0, 1]
 * (max_t < 0: no hit).
 *
 * How the answers stay exact. The ray-sphere quadratic a t^2 + 2 b t + c (a = |d|^2,
 * b = m.d, c = |m|^2 - r^2, m = origin - centre) has a discriminant b^2 - a c of degree 4,
 * up to 2^124 raw inside the domain: hit or miss is decided by its exact sign (fg_wcmp2),
 * and "first root <= max_t" by the exact sign of the quadratic and of its slope at max_t
 * (128-bit, fg_xmul). Only the reported t, point and normal are rounded. t is computed as
 * c / (-b + sqrt(b^2 - a c)), the form without cancellation, after scaling the inputs by a
 * power of two (exact, t is scale-free) so that the square root keeps its precision.
 */
#ifndef FG_SPHERE_H
#define FG_SPHERE_H

#include "fg_vec.h"

/* The point of the solid ball s nearest to p (seed 001 A.4).
 * Output: p itself when |p - centre| <= radius (p inside or on the surface, including p at
 * the centre: every surface point is equally near there, and the ball's own point p is
 * nearer); otherwise centre + (p - centre) * radius / |p - centre|.
 * Error: <= 0.51 LSB per component: 0.5 + 2^-16 (the length is a rounded 128-bit square
 * root to 2^-33 units, the ratio a rounded 128-bit quotient, then one rounding).
 * Measured: 0.50.
 * Exact: the inside/outside choice (|p - c|^2 against r^2 in 64 bits).
 * Degenerate: radius 0 gives the centre; negative radius gives the centre.
 * Out of domain: returns p unchanged. */
FG_API fg_vec2 fg_circle_closest_point(const fg_circle *s, fg_vec2 p);
FG_API fg_vec3 fg_sphere_closest_point(const fg_sphere *s, fg_vec3 p);

/* First point of the segment origin + t * delta, t in [0, max_t], inside the closed ball
 * (seed 001 A.12; also "segment-circle").
 * Returns: true with *hit = (t, point, outward unit normal) for the first hit; false (hit
 * untouched) on a miss. hit may be NULL.
 * Exact: hit or miss, for every input in the domain, including exactly tangent segments
 * (a tangent segment hits) and a hit exactly at t = max_t.
 * Start inside or on the surface: t = 0, point = origin, normal = (0, 0, 0).
 * Error (M = largest |component| of origin - centre, of delta, and the radius; the inputs
 * are scaled by 2^k, exactly, so that M' = M 2^k lies in [2^29, 2^30] raw; primes below
 * are scaled values):
 *   t: <= 1 LSB whenever |delta| >= M / 2^21 or the segment does not graze: 0.5 from the
 *     final rounding, and the square root's rounding (0.5 unit of 2^-32) adds at most
 *     2^15 t / s' LSB, s' = -b' + sqrt(b'^2 - a'c') >= max(|d'|^2 t, |m'.d'|) raw. Only a
 *     grazing delta far shorter than the scene, starting within 2^-14 LSB of the surface
 *     (special lattice points), can exceed that. Never above max_t. Measured: 0.50.
 *   point: <= 1 LSB per component, for every input (origin + delta c/s', with the exact
 *     quotient to 2^-32 units, then one rounding). Measured: 0.50.
 *   normal: (point - centre) / radius, one rounding: <= 1 LSB per component when
 *     radius >= M / 2^13; in general 0.5 + 0.5 / r' + 2^15 / (|d'| r') LSB (a radius far
 *     below the scene's scale leaves the direction ill-conditioned). Measured: 0.50,
 *     including radii of 1 LSB thousands of units away.
 * Degenerate: delta = 0 is a point test (hit at t = 0 or miss); radius 0 hits only when the
 * segment passes exactly through the centre (exact), with normal = -delta / |delta|;
 * negative radius: miss. Out of domain: false. */
FG_API bool fg_segment2_circle_raycast(const fg_segment2 *seg, const fg_circle *s, fg_scalar max_t, fg_hit2 *hit);
FG_API bool fg_segment3_sphere_raycast(const fg_segment3 *seg, const fg_sphere *s, fg_scalar max_t, fg_hit3 *hit);

/* Do the closed balls a and b share a point? |c_a - c_b|^2 <= (r_a + r_b)^2 (seed 001
 * A.13), both sides exact in 64 bits (each fits 2^62 in the domain). Touching overlaps.
 * Degenerate: radius 0 is a point (overlaps when it lies in or on the other ball; two
 * zero-radius spheres overlap when their centres coincide); a negative radius: false.
 * Out of domain: false. */
FG_API bool fg_circle_circle_overlap(const fg_circle *a, const fg_circle *b);
FG_API bool fg_sphere_sphere_overlap(const fg_sphere *a, const fg_sphere *b);

/* a moves by delta_a and b by delta_b over t in [0, 1]: first contact with t <= max_t
 * (seed 001 A.13, moving). Reduced to relative motion: the segment c_a - c_b + t (delta_a -
 * delta_b) against a ball of radius r_a + r_b at the origin, by the same code as the raycast.
 * Returns: true with *hit for the first contact; false (hit untouched) otherwise.
 * Exact: contact or not within [0, max_t] (as the raycast), touching counts.
 * Already overlapping or touching at t = 0: t = 0, point = a's centre, normal = (0, 0, 0).
 * Otherwise: point = the contact point (b's centre at t, plus r_b along the normal), normal
 * = unit vector from b's centre to a's centre at contact.
 * Error: t and normal as the raycast's, with origin - centre = c_a - c_b, delta = delta_a -
 * delta_b, radius = r_a + r_b (so <= 1 LSB in the same conditions); point <= 1.5 LSB per
 * component (three quotients to 2^-32 units and one rounding). Measured: 0.50 for all.
 * Degenerate: zero relative motion: hit at 0 or no hit; coincident centres: overlapping
 * (t = 0); r_a + r_b = 0: contact only when the centres meet exactly, point = that centre,
 * normal = -(delta_a - delta_b) / |delta_a - delta_b|; a negative radius: false.
 * Out of domain (any centre, delta or radius): false. */
FG_API bool fg_circle_circle_sweep(const fg_circle *a, fg_vec2 delta_a, const fg_circle *b, fg_vec2 delta_b,
                                   fg_scalar max_t, fg_hit2 *hit);
FG_API bool fg_sphere_sphere_sweep(const fg_sphere *a, fg_vec3 delta_a, const fg_sphere *b, fg_vec3 delta_b,
                                   fg_scalar max_t, fg_hit3 *hit);

#endif /* FG_SPHERE_H */
