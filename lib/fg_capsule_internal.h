/* SPDX-License-Identifier: MIT */
/*
 * fg_capsule_internal.h - INTERNAL: the swept ball vs 3D capsule of fg_capsule.c with its
 * contact fraction to 2^-32, for the ball vs triangle sweep (fg_sphere_tri_sweep.c), which
 * orders its three edges' contacts by it. Not part of the API, not included by fixgeom.h,
 * not installed.
 */
#ifndef FG_CAPSULE_INTERNAL_H
#define FG_CAPSULE_INTERNAL_H

#include "fg_internal.h"

/* fg_sphere_capsule3_sweep's result and record (its domain checks included, FG_REJECTED
 * without the reject hook); on FG_HIT, when t_fine is not NULL, the contact fraction as a
 * wide: the exact root to 0.5 wide LSB on a ball end, to 2^-59 relative on the side, 0 at
 * the start. */
FG_API fg_result fg_ball_capsule_contact(const fg_sphere *sphere, fg_vec3 delta, const fg_capsule3 *cap, fg_scalar max_t,
                                         fg_hit3 *hit, fg_wide *t_fine);

#endif /* FG_CAPSULE_INTERNAL_H */
