/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_polygon.h - 2D segment pairs and convex polygons.
 *
 * Index
 *   fg_segment2_segment2_intersect  common point, or overlap, of two 2D segments
 *   fg_poly2_contains_point         point in a closed convex polygon
 *   fg_segment2_poly2_raycast       first hit of a segment on a convex polygon
 *   fg_poly2_poly2_overlap          do two closed convex polygons share a point?
 *   fg_poly2_in_domain              is a polygon valid (in the domain, convex, CCW)?
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

/** A closed convex polygon: count vertices, counter-clockwise (see the file comment). */
typedef struct fg_poly2 {
    const fg_vec2 *v; /**< the vertices, counter-clockwise */
    int32_t count;    /**< number of vertices, 3 to FG_POLY2_MAX */
} fg_poly2;

/** How two 2D segments meet (fg_segment2_segment2_intersect). */
typedef enum fg_segs2 {
    FG_SEGS_REJECTED = -1, /**< input outside the domain or NULL; nothing written */
    FG_SEGS_DISJOINT = 0,  /**< no common point, the lines not parallel (or a segment is a point) */
    FG_SEGS_POINT = 1,     /**< exactly one common point (crossing, or touching at an end) */
    FG_SEGS_OVERLAP = 2,   /**< collinear, sharing a piece of positive length */
    FG_SEGS_PARALLEL = 3   /**< parallel or collinear, no common point */
} fg_segs2;

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

/** Is p in the closed convex polygon (edges and vertices included)? Exact.
 * @param poly the polygon (required, valid) @param p the point (in the domain)
 * @return FG_HIT, FG_MISS, or FG_REJECTED for an invalid polygon or p out of the domain
 */
FG_API fg_result fg_poly2_contains_point(const fg_poly2 *poly, fg_vec2 p);

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
