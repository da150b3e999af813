/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fixgeom.h - the one header to include.
 *
 * fixgeom: freestanding C99 Q16.16 fixed-point geometric tests on libfixmath. Scalars are
 * fg_scalar (libfixmath's fix16_t; float in the host reference build). Functions are named
 * fg_<shape>_<shape>_<what> and live in the header of their first shape:
 *   fg_config.h    build options and hooks (FG_ASSERT, FG_ON_REJECT, FG_USER_CONFIG, ...)
 *   fg_scalar.h    the scalar type, constants, conversions, arithmetic
 *   fg_types.h     vectors, shapes, hit records, result codes
 *   fg_vec.h       vector arithmetic and helpers (length, distance, normalize, lerp)
 *   fg_aabb.h      boxes: overlap, closest point, contains, merge, union, intersection;
 *                  box sweeps; box vs plane
 *   fg_segment.h   segments vs boxes, oriented boxes, balls, planes, polyhedra, triangles;
 *                  closest points of segments; nearest box or triangle of many
 *   fg_sphere.h    circles and spheres: closest point, overlaps, sweeps, vs box, plane and
 *                  triangle
 *   fg_plane.h     planes: unit normal, closest point, three planes
 *   fg_line.h      2D lines: closest point, intersection
 *   fg_triangle.h  triangles: closest point, point in triangle, barycentric, vs plane, vs box
 *   fg_obb.h       oriented boxes
 *   fg_frustum.h   view frustums: box and ball culling
 *   fg_grid.h      exact traversal of 2D and 3D uniform grids by a segment (tile maps)
 *   fg_polygon.h   2D: segment pairs, convex polygons (point in, raycast, overlap)
 *   fg_capsule.h   capsules: segment vs capsule raycast, capsule vs ball and capsule pair overlaps
 *
 * Conventions: shapes and segments are passed by const pointer and must not be NULL (with
 * FG_CHECK_DOMAIN a NULL is rejected and FG_ASSERT sees it); every output pointer may be NULL
 * (that output is then not written). A function that can refuse its input returns fg_result
 * (or fg_side / fg_lines), negative for "rejected" (outside the documented domain, or a
 * required pointer NULL); outputs are written only on FG_HIT / FG_OK. Touch rules for casts:
 * README, "Contacts", and each header.
 */
#ifndef FIXGEOM_H
#define FIXGEOM_H

/** The release (semantic versioning; CHANGELOG.md). CMakeLists.txt and fixgeom.pc take their
 * number from here; make check compares library.json and CHANGELOG.md with it. */
#define FG_VERSION_MAJOR 1 /**< major: incompatible API changes */
#define FG_VERSION_MINOR 5 /**< minor: features added compatibly */
#define FG_VERSION_PATCH 29 /**< patch: fixes only */
#define FG_VERSION_STRING "1.5.29" /**< "major.minor.patch" */
/** One number to compare: 10000 * major + 100 * minor + patch. */
#define FG_VERSION ((FG_VERSION_MAJOR * 10000) + (FG_VERSION_MINOR * 100) + FG_VERSION_PATCH)

#include "fg_config.h"
#include "fg_scalar.h"
#include "fg_types.h"
#include "fg_vec.h"
#include "fg_aabb.h"
#include "fg_segment.h"
#include "fg_sphere.h"
#include "fg_plane.h"
#include "fg_line.h"
#include "fg_triangle.h"
#include "fg_obb.h"
#include "fg_frustum.h"
#include "fg_grid.h"
#include "fg_polygon.h"
#include "fg_capsule.h"

#endif /* FIXGEOM_H */
