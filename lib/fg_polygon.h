/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_polygon.h - 2D convex polygons.
 *
 * Index
 *   fg_poly2_contains_point         point in a closed convex polygon
 *   fg_poly2_poly2_overlap          do two closed convex polygons share a point?
 *   fg_poly2_in_domain              is a polygon valid (in the domain, convex, CCW)?
 *   (segment vs polygon: fg_segment2_poly2_raycast; two 2D segments:
 *   fg_segment2_segment2_intersect; both in fg_segment.h. The type fg_poly2: fg_types.h)
 *
 * A convex polygon is fg_poly2 {v, count}: count vertices (3 to FG_POLY2_MAX, fg_config.h)
 * in counter-clockwise order, closed (edges and vertices belong to it). Valid means, decided
 * exactly: every vertex in the domain ([-8192, 8192] units), no zero-length edge, every turn
 * to the left or straight ahead (consecutive collinear vertices are allowed, a reversal is
 * not), and the edges turn through exactly one full circle (so a self-overlapping star or a
 * polygon of collinear points only is invalid). Each function checks its polygons in
 * O(count) and rejects an invalid one (clockwise, non-convex, out of the domain, NULL
 * vertices, count out of range): FG_REJECTED, never a miss. Every decision is exact.
 */
#ifndef FG_POLYGON_H
#define FG_POLYGON_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Is p in the closed convex polygon (edges and vertices included)? Exact.
 * @param poly the polygon (required, valid) @param p the point (in the domain)
 * @return FG_HIT, FG_MISS, or FG_REJECTED for an invalid polygon or p out of the domain
 */
FG_API fg_result fg_poly2_contains_point(const fg_poly2 *poly, fg_vec2 p);

/** Do the closed convex polygons share a point (touching counts)? Exact separating-axis
 * test on both polygons' edge normals (O(count_a * count_b)).
 * @param a, b the polygons (required, valid)
 * @return FG_HIT, FG_MISS, or FG_REJECTED for an invalid polygon
 */
FG_API fg_result fg_poly2_poly2_overlap(const fg_poly2 *a, const fg_poly2 *b);

/** Is the polygon valid: count in [3, FG_POLY2_MAX], vertices non-NULL and in the domain,
 * convex and counter-clockwise as the file comment says? Exact.
 * @param poly the polygon (required) @return that answer (false for NULL)
 */
FG_API bool fg_poly2_in_domain(const fg_poly2 *poly);

#ifdef __cplusplus
}
#endif

#endif /* FG_POLYGON_H */
