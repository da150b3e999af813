/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_triangle.h - triangles.
 *
 * Index
 *   fg_triangle_in_domain
 *   fg_triangle_closest_point                            nearest point of the triangle
 *   fg_triangle2_contains_point fg_triangle_contains_point   point in triangle (3D: prism)
 *   fg_triangle2_barycentric fg_triangle_barycentric         barycentric coordinates
 *   fg_triangle_plane_classify fg_triangle_plane_intersect   triangle vs plane
 *   fg_triangle_aabb3_overlap                            triangle vs box, exact
 *   (segment vs triangle: fg_segment3_triangle_raycast and, for a mesh,
 *   fg_segment3_triangle_batch_nearest in fg_segment.h; ball vs triangle:
 *   fg_sphere_triangle_overlap in fg_sphere.h)
 *
 * A triangle (a, b, c) is a closed flat piece of its plane: its edges and vertices belong
 * to it. Its front side is where n = (b - a) x (c - a) points (counter-clockwise seen from
 * the front). It has no inside.
 */
#ifndef FG_TRIANGLE_H
#define FG_TRIANGLE_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Are the three vertices in the domain?
 * @param tri the triangle (required) @return that answer
 */
FG_API bool fg_triangle_in_domain(const fg_triangle *tri);

/* ---- triangle vs box (lib/fg_triangle_box.c) ---- */

/** Do the closed triangle and the closed box share a point? Exact separating-axis test
 * (the box's 3 axes, the triangle's normal, the 9 edge x axis cross products; every
 * projection an exact integer, the normal's in 128 bits): FG_HIT or FG_MISS, touching
 * (a vertex, edge or face on the box's surface) is FG_HIT. Degenerate triangles are exact
 * too: collinear vertices are tested as their segment, three equal vertices as a point.
 * A flat box is a face, edge or point. FG_REJECTED: a vertex or box corner outside
 * [-8192, 8192] units, an inverted box (min > max on an axis), a NULL pointer.
 * @param tri the triangle (required) @param box the box (required)
 * @return an fg_result, as above
 */
FG_API fg_result fg_triangle_aabb3_overlap(const fg_triangle *tri, const fg_aabb3 *box);

/* ---- triangle queries (lib/fg_triangle_query.c) ----
 * Domain: every vertex and point in [-8192, 8192] units; outside it, or a NULL triangle:
 * FG_REJECTED, nothing written. Output pointers may be NULL. Decisions are exact. */

/** A closed 2D triangle (either orientation): its edges and vertices belong to it. */
typedef struct fg_triangle2 {
    fg_vec2 a; /**< first vertex */
    fg_vec2 b; /**< second vertex */
    fg_vec2 c; /**< third vertex */
} fg_triangle2;

/** The point of the closed triangle nearest to p (Ericson's Voronoi regions, each decided
 * exactly). On a vertex region: the vertex, exactly; on an edge: <= 0.5 LSB per component;
 * inside the face (the projection of p onto the plane): <= 0.54 LSB per component. Zero
 * area (collinear or coincident vertices): the nearest point of the segment between the two
 * farthest vertices (0.5 LSB), or the vertex when all three coincide. FG_OK.
 * @param tri the triangle (required) @param p the point
 * @param closest the nearest point, written on FG_OK (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_triangle_closest_point(const fg_triangle *tri, fg_vec3 p, fg_vec3 *closest);

/** Is p in the closed 2D triangle (on an edge or vertex counts)? Exact, either orientation.
 * Zero area: FG_HIT when p lies on the segment between the two farthest vertices (or is the
 * vertex, when all three coincide). FG_HIT or FG_MISS.
 * @param tri the triangle (required) @param p the point @return an fg_result, as above
 */
FG_API fg_result fg_triangle2_contains_point(const fg_triangle2 *tri, fg_vec2 p);

/** Is p in the closed prism over the triangle along its normal, i.e. is the orthogonal
 * projection of p onto the triangle's plane in the closed triangle? (For a point on the
 * plane: point in triangle.) Exact; the distance from the plane is ignored. Zero area:
 * FG_HIT only when p lies on the segment between the two farthest vertices (or is the
 * vertex). FG_HIT or FG_MISS.
 * @param tri the triangle (required) @param p the point @return an fg_result, as above
 */
FG_API fg_result fg_triangle_contains_point(const fg_triangle *tri, fg_vec3 p);

/** Barycentric coordinates of p (3D: of its orthogonal projection onto the plane):
 * p = w a + u b + v c (u, v as in fg_segment3_triangle_raycast: point = a + u (b - a) +
 * v (c - a); w = 1 - u - v). Each is one rounding of its exact value, <= 0.5 LSB (so the
 * rounded three may not sum to exactly 1), saturated to +-FG_MAX far outside a thin
 * triangle. In the closed triangle all three are in [0, 1]. Zero area: FG_MISS (no
 * coordinates). FG_OK otherwise.
 * @param tri the triangle (required) @param p the point
 * @param u, v, w the weights of b, c and a, written on FG_OK (each may be NULL)
 * @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_triangle2_barycentric(const fg_triangle2 *tri, fg_vec2 p, fg_scalar *u, fg_scalar *v,
                                          fg_scalar *w);
FG_API fg_result fg_triangle_barycentric(const fg_triangle *tri, fg_vec3 p, fg_scalar *u, fg_scalar *v,
                                         fg_scalar *w);
/** @} */

/** Which side of the plane {n, d} (n need not be unit) the closed triangle lies on:
 * FG_FRONT when every vertex has dot(n, v) > d, FG_BACK when every vertex has dot(n, v) < d,
 * else FG_STRADDLING (a vertex or edge on the plane straddles, as fg_aabb3_plane_classify).
 * Exact. Zero normal: the sign of -d (d == 0: FG_STRADDLING). Out of domain or NULL:
 * FG_SIDE_REJECTED.
 * @param tri the triangle (required) @param plane the plane (required) @return an fg_side
 */
FG_API fg_side fg_triangle_plane_classify(const fg_triangle *tri, const fg_plane *plane);

/** Where the closed triangle meets the plane {n, d}: FG_HIT with the segment p0 p1 when it
 * touches or crosses it. Walking the edges a->b, b->c, c->a: a vertex on the plane gives
 * itself (exactly), an edge crossing it strictly between its ends gives v0 + (v1 - v0)
 * g0 / (g0 - g1) (g = dot(n, v) - d), <= 0.5 LSB per component; the first two points found
 * are p0, p1 (an edge in the plane: its two vertices; a single vertex touching: p0 == p1).
 * FG_MISS when every vertex is on one side, and when the whole triangle lies in the plane
 * (no single segment; fg_triangle_plane_classify says FG_STRADDLING), including a zero
 * normal. Decisions exact.
 * @param tri the triangle (required) @param plane the plane (required)
 * @param p0, p1 the segment's ends, written on FG_HIT (each may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_triangle_plane_intersect(const fg_triangle *tri, const fg_plane *plane, fg_vec3 *p0,
                                             fg_vec3 *p1);
/* ---- end of triangle queries ---- */

#ifdef __cplusplus
}
#endif

#endif /* FG_TRIANGLE_H */
