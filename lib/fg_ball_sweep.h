/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_ball_sweep.h - a moving circle or sphere against a still box: first contact.
 *
 * Index
 *   fg_circle_aabb2_sweep   fg_sphere_aabb3_sweep    ball moving by delta vs box
 *
 * The ball's centre moves c + t * delta, t in [0, min(max_t, 1)] (max_t > 1 acts as 1;
 * max_t < 0: FG_MISS). The contact region is the box grown by the radius: flat faces,
 * rounded (cylindrical) edges and spherical corners; hit or miss is decided exactly.
 * Touch rules (README, "Contacts"): a ball touching the box at t = 0 hits at t = 0 only when
 * moving in (its distance to the box decreasing); moving away, along or not at all: FG_MISS.
 *
 * Domain: the centre at the start AND at the end of the motion (so a delta may reach 16384
 * units per axis), the radius and the box corners in [-8192, 8192] units. Outside it, or a
 * NULL shape: FG_REJECTED, nothing written. The hit pointer may be NULL.
 */
#ifndef FG_BALL_SWEEP_H
#define FG_BALL_SWEEP_H

#include "fg_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The ball moving by delta against the closed box: its first contact with t <= max_t.
 * Exact: contact or not. On FG_HIT (each output <= 0.51 LSB):
 *   t       the fraction of the first contact;
 *   point   the box's point nearest the centre at t (on its surface: a face, an edge or a
 *           corner, which is exact);
 *   normal  unit, from that point toward the centre (an axis for a face: exact).
 * Penetrating at t = 0 (distance < radius): t = 0, started_inside, point = the centre,
 * normal = the direction of least penetration: away from the nearest box point when the
 * centre is outside the box, else the face of least depth (ties: lower axis, then min face).
 * Touching at t = 0 and moving in: t = 0 at the nearest box point, its normal.
 * Degenerate: radius 0 is the segment cast (fg_segment3_aabb3_raycast's rules: a flat box
 * is crossed); zero delta hits only when penetrating; negative radius or an empty box
 * (min > max on an axis): FG_MISS.
 * @param sphere the ball (required)
 * @param delta the motion: at fraction t the centre is c + t * delta
 * @param box the still box (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_sphere_aabb3_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_aabb3 *box, fg_scalar max_t,
                                       fg_hit3 *hit);
/** As fg_sphere_aabb3_sweep, in 2D (rounded corners, no edges): the disc against the rectangle.
 * @param circle the disc (required)
 * @param delta the motion: at fraction t the centre is c + t * delta
 * @param box the still rectangle (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_circle_aabb2_sweep(const fg_circle *circle, fg_vec2 delta, const fg_aabb2 *box, fg_scalar max_t,
                                       fg_hit2 *hit);

#ifdef __cplusplus
}
#endif

#endif /* FG_BALL_SWEEP_H */
