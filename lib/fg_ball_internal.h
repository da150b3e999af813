/* SPDX-License-Identifier: MIT */
/*
 * fg_ball_internal.h - the moving-point-vs-ball core of fg_sphere.c, shared with the ball
 * sweeps of fg_sphere_box_sweep.c (a box's rounded edges and corners are balls and cylinders).
 *
 * Internal: not part of the API, not included by fixgeom.h, not installed. No domain checks.
 * Bounds and the derivation: DESIGN.md, 4.2 and 4.3.
 */
#ifndef FG_BALL_INTERNAL_H
#define FG_BALL_INTERNAL_H

#include "fg_internal.h"

/* A point moving from m0 to m1 (relative to the ball's centre) against radius r >= 0;
 * |m_i| <= 2^30 raw. On a hit the first contact is t = c / s (c in [0, s]). */
typedef struct {
    fg_vec3 m0, m1;
    fg_scalar r;
    fg_wide c, s;
} fg_ball_core;

enum { FG_BALL_MISS = 0, FG_BALL_INSIDE = 1, FG_BALL_HIT = 2 };

/* FG_BALL_INSIDE (penetrating at t = 0), FG_BALL_HIT (c, s set; touching and moving in:
 * c = 0) or FG_BALL_MISS, for contacts with t <= min(max_t, 1); exact. */
FG_API int fg_ball_cast(fg_ball_core *k, fg_scalar max_t);
/* After FG_BALL_HIT with r > 0: the unit normal (m0 + t (m1 - m0)) / r, 0.51 LSB. */
FG_API fg_vec3 fg_ball_normal(const fg_ball_core *k);
/* After FG_BALL_HIT: o + v c / s rounded once (0.5 + 2^-29 LSB for |v| <= 2^31 raw). */
FG_API fg_scalar fg_ball_lerp(const fg_ball_core *k, fg_scalar o, fg_scalar v);

#endif /* FG_BALL_INTERNAL_H */
