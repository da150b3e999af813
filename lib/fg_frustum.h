/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_frustum.h - view-frustum culling: boxes and spheres against six planes.
 *
 * Index
 *   fg_frustum                  six planes; inside is their common front side
 *   fg_cull                     FG_CULL_OUTSIDE / _INTERSECTING / _INSIDE / _REJECTED
 *   fg_frustum_aabb3_classify   a box against the frustum
 *   fg_frustum_sphere_classify  a ball against the frustum
 *
 * The frustum is the closed set of points p with dot(n, p) >= d for each of its six
 * planes {n, d} (fg_plane): every normal points INTO the frustum, and a point on a plane
 * is inside it. Normals need not be unit nor the six planes bound anything: any six
 * half-spaces are accepted (use a plane twice for fewer).
 *
 * Every per-plane decision is exact (wide integers, no rounded square root):
 *   FG_CULL_OUTSIDE       the shape lies entirely outside (dot(n, p) < d strictly for
 *                         all its points) of at least one plane: it is truly outside;
 *   FG_CULL_INSIDE        the shape lies inside (closed) every plane: truly inside;
 *   FG_CULL_INTERSECTING  otherwise. Conservative, as all plane-by-plane culling is: a
 *                         shape near an edge or corner of the frustum, outside it but
 *                         across two of its planes, is reported intersecting.
 * A shape touching a plane from outside (sharing only points of the plane) is
 * intersecting, not outside. FG_CULL_OUTSIDE is 0, so `if (r)` means "maybe visible"
 * (a rejection included).
 * Domain: every plane's n and d, box corners, sphere centre and radius in [-8192, 8192]
 * units. Outside it, a NULL pointer, an inverted box (min > max on an axis) or a negative
 * radius: FG_CULL_REJECTED.
 */
#ifndef FG_FRUSTUM_H
#define FG_FRUSTUM_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Six planes whose common front side (dot(n, p) >= d, closed) is the frustum. */
typedef struct fg_frustum {
    fg_plane planes[6]; /**< normals point inward; any order */
} fg_frustum;

/** Where a shape lies relative to a frustum. */
typedef enum fg_cull {
    FG_CULL_REJECTED = -1,    /**< input outside the domain, NULL, inverted box, negative radius */
    FG_CULL_OUTSIDE = 0,      /**< entirely outside one plane: cannot be seen */
    FG_CULL_INTERSECTING = 1, /**< neither (conservative near the frustum's edges and corners) */
    FG_CULL_INSIDE = 2        /**< inside every plane */
} fg_cull;

/** The closed box against the frustum, per plane exactly from the box's corners of least
 * and greatest dot(n, p). A zero normal makes its plane all inside (d <= 0) or all outside
 * (d > 0). A flat box is a face, edge or point.
 * @param frustum the frustum (required) @param box the box (required)
 * @return an fg_cull, as above
 */
FG_API fg_cull fg_frustum_aabb3_classify(const fg_frustum *frustum, const fg_aabb3 *box);

/** The closed ball against the frustum: per plane the signed distance (dot(n, c) - d) / |n|
 * compared with the radius exactly (both sides squared with their signs in 128 bits).
 * Radius 0 is a point. A zero normal as for the box.
 * @param frustum the frustum (required) @param sphere the ball (required)
 * @return an fg_cull, as above
 */
FG_API fg_cull fg_frustum_sphere_classify(const fg_frustum *frustum, const fg_sphere *sphere);

#ifdef __cplusplus
}
#endif

#endif /* FG_FRUSTUM_H */
