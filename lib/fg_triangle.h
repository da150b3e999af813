/*
 * fg_triangle.h - segment (ray) against a triangle.
 *
 * Index
 *   fg_segment3_triangle_raycast   (seed 001 A.16, Badouel: early outs, deferred division,
 *                                   barycentric coordinates, closest hit so far)
 *
 * A triangle (a, b, c) is a closed flat piece of its plane: its edges and vertices belong
 * to it. Its front side is where n = (b - a) x (c - a) points (counter-clockwise seen from
 * the front). It is not a volume: nothing is "inside" it.
 */
#ifndef FG_TRIANGLE_H
#define FG_TRIANGLE_H

#include <stddef.h>
#include "fg_vec.h"

/* First point of the segment p(t) = origin + t*delta, t in [0, max_t], on the triangle.
 * Seed A.16 (Badouel) reorganised for exactness. Every decision is the exact sign of a
 * degree-3 polynomial in the inputs, formed in 128 bits (fg_xmul3), in the seed's order
 * of early outs:
 *   1. dot = n.delta: 0 -> no hit (parallel, in the plane, degenerate triangle or
 *      zero-length segment); > 0 -> back side: no hit unless two_sided.
 *   2. the origin on the far side of the plane (t < 0) -> no hit.
 *   3. t > max_t (the closest hit found so far) -> no hit, before any edge test.
 *   4. the three edge tests: the sign of delta.((v_i - o) x (v_j - o)) for each edge; the
 *      segment's line meets the closed triangle iff none has the sign opposite to dot
 *      (this is the barycentric test: the three values over dot are the barycentric
 *      coordinates of the crossing point and sum to 1 exactly).
 *   Only then the divisions (deferred, as in the seed).
 * Outputs on a hit: *hit (if hit != NULL) and *u, *v (if not NULL), the barycentric
 * weights of b and c (the point is (1-u-v)*a + u*b + v*c).
 *   t        error <= 0.51 LSB (exact quotient of two exact 128-bit values, rounded);
 *            in [0, max_t].
 *   point    origin + t*delta with delta*t formed as one exact quotient: error <= 0.51 LSB
 *            per component (not origin + rounded t * delta).
 *   normal   the unit face normal n/|n| on a front hit; on a back hit (two_sided only) the
 *            flipped one -n/|n|, so it always faces the side the segment came from.
 *            Error <= 0.51 LSB per component (fg_wunit3).
 *   u, v     error <= 0.51 LSB each, in [0, 1]; u + v may exceed 1 by 1 LSB after rounding.
 * Boundary: edges and vertices count as on the triangle (closed), so a segment through an
 * edge or a vertex hits. An origin exactly on the triangle hits at t = 0 with the face
 * normal (a triangle is not a closed volume: no zero "started inside" normal), unless the
 * segment travels toward the front side's normal direction in one-sided mode (back face).
 * A segment lying in the triangle's plane never hits (dot = 0), even if it crosses it.
 * max_t > 1 is treated as 1; max_t < 0 gives no hit.
 * Domain: origin, delta and vertices in [-FG_DOMAIN_UNITS, FG_DOMAIN_UNITS] (max_t any).
 * Exact: yes, the hit/no-hit answer for every in-domain input.
 * Degenerate: zero-area triangle (coincident or collinear vertices) -> no hit; zero-length
 * segment -> no hit; out of domain -> no hit. No hit leaves *hit, *u, *v untouched. */
FG_API bool fg_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, bool two_sided,
                                         fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v);

#endif /* FG_TRIANGLE_H */
