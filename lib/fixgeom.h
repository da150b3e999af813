/*
 * fixgeom.h - the one header to include.
 *
 * fixgeom: freestanding C99 Q16.16 fixed-point geometric tests on libfixmath.
 * Scalars are fg_scalar (libfixmath's fix16_t; float in the host reference build).
 *
 * Headers, each opening with an index of its functions:
 *   fg_config.h   build options
 *   fg_scalar.h   the scalar layer (Q16.16 or float, chosen by include path)
 *   fg_types.h    vectors, boxes, planes, spheres, segments, triangles, hits
 *   fg_vec.h      vector operations (inline)
 *   fg_aabb.h     box-box overlap, closest point in a box
 *   fg_plane.h    planes: unit normal, closest point, ray-plane, box classify, convex polyhedron
 *   fg_sweep.h    moving box vs plane, moving box vs box (2D and 3D)
 *   fg_sphere.h   sphere/circle closest point, raycast, static and moving overlap
 *   fg_sphere_box.h  sphere/circle vs box, sphere vs plane (classify, sweep)
 *   fg_triangle.h  segment vs triangle (one- or two-sided raycast)
 *   fg_raycast.h  segment vs box: raycast, overlap with fractions, point in box
 *   fg_obb.h      oriented box type, segment vs oriented box raycast
 *   fg_batch.h    nearest box hit by a segment, boxes overlapping a box (arrays)
 *   fg_line.h     closest points on lines and segments; line-line, segment-segment,
 *                 three planes
 */
#ifndef FIXGEOM_H
#define FIXGEOM_H

#ifdef __cplusplus
extern "C" {
#endif

#include "fg_config.h"
#include "fg_scalar.h"
#include "fg_types.h"
#include "fg_vec.h"
#include "fg_aabb.h"
#include "fg_plane.h"
#include "fg_sweep.h"
#include "fg_sphere.h"
#include "fg_sphere_box.h"
#include "fg_triangle.h"
#include "fg_raycast.h"
#include "fg_obb.h"
#include "fg_batch.h"
#include "fg_line.h"

#ifdef __cplusplus
}
#endif

#endif /* FIXGEOM_H */
