/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_triangle.h - triangles.
 *
 * Index
 *   fg_triangle_in_domain
 *   (segment vs triangle: fg_segment3_triangle_raycast in fg_segment.h)
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

#ifdef __cplusplus
}
#endif

#endif /* FG_TRIANGLE_H */
