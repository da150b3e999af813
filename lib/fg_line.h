/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_line.h - 2D implicit lines: closest point and intersection.
 *
 * Index
 *   fg_line2_closest_point   projection of a point onto the line
 *   fg_line2_line2_intersect one point / parallel / coincident
 *   fg_line2_in_domain
 *   (3D segments and their closest points: fg_segment.h)
 *
 * A line {n, d} is the set of points p with dot(n, p) == d; n need NOT be unit length and
 * every decision is exact. Domain: n, d and p in [-8192, 8192] units; outside it, or a NULL
 * input pointer: FG_REJECTED / FG_LINES_REJECTED. Output pointers may be NULL (not written);
 * outputs are written only on FG_OK / FG_LINES_POINT. Results beyond the Q16.16 range
 * saturate to +-FG_MAX.
 */
#ifndef FG_LINE_H
#define FG_LINE_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The point of the line nearest to p: p + n (d - n.p) / (n.n), <= 0.5 LSB per component;
 * exactly p when p is on the line. Zero normal: p. FG_OK.
 * @param line the line (required) @param p the point
 * @param closest the nearest point, written on FG_OK (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_line2_closest_point(const fg_line2 *line, fg_vec2 p, fg_vec2 *closest);

/** Where do lines a and b meet? FG_LINES_POINT with *point (may be NULL; Cramer's rule,
 * <= 0.5 LSB per component); FG_LINES_PARALLEL (no common point) or FG_LINES_COINCIDENT
 * (the same line), decided exactly as the rank of the 2x3 system. A zero normal describes
 * the whole plane (d == 0) or nothing (d != 0), and the same solution-set rule applies.
 * @param a, b the lines (required)
 * @param point the common point, written on success (may be NULL) @return an fg_lines, as above
 */
FG_API fg_lines fg_line2_line2_intersect(const fg_line2 *a, const fg_line2 *b, fg_vec2 *point);

/** Are n and d in the domain?
 * @param line the line (required) @return that answer
 */
FG_API bool fg_line2_in_domain(const fg_line2 *line);

#ifdef __cplusplus
}
#endif

#endif /* FG_LINE_H */
