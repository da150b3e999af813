/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_obb.h - oriented boxes (fg_obb3 in fg_types.h).
 *
 * Index
 *   fg_obb3_in_domain
 *   (segment vs oriented box: fg_segment3_obb3_raycast in fg_segment.h)
 *
 * An oriented box keeps its box in object space (local), with its rotation as three axes
 * and its translation (pos); a segment is tested by moving the segment into object space.
 */
#ifndef FG_OBB_H
#define FG_OBB_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Are the local box and pos in the domain, and every axis component in [-2, 2] units?
 * @param box the box (required) @return that answer
 */
FG_API bool fg_obb3_in_domain(const fg_obb3 *box);

#ifdef __cplusplus
}
#endif

#endif /* FG_OBB_H */
