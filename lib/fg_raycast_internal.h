/*
 * fg_raycast_internal.h - the slab core shared by fg_raycast.c, fg_obb.c and fg_batch.c.
 *
 * Internal: not part of the API, not included by fixgeom.h, not installed. These
 * functions do no domain checks (their callers do), and their names and behaviour may
 * change with the library. FG_API still decorates them: a RAM placement of the library
 * must cover them too.
 *
 * Index
 *   fg_segbox_clip                    the running entry/exit fractions of a slab clip
 *   fg_segbox_clip_init fg_segbox_max_t
 *   fg_segbox_clip_axis fg_segbox_clip3 fg_segbox_clip2
 *   fg_segbox_fraction fg_segbox_lerp fg_segbox_hit3 fg_segbox_hit2
 */
#ifndef FG_RAYCAST_INTERNAL_H
#define FG_RAYCAST_INTERNAL_H

#include "fg_internal.h"

/* The entry fraction is en/ed, the exit fraction xn/xd, both denominators > 0; axis is
 * the axis of the entry face (-1 while the entry fraction is 0) and side -1 for its min
 * face, +1 for its max face. */
typedef struct {
    fg_scalar en, ed, xn, xd;
    int axis, side;
} fg_segbox_clip;

/* Start with entry 0 and exit xn/xd (xd > 0). */
FG_API void fg_segbox_clip_init(fg_segbox_clip *c, fg_scalar xn, fg_scalar xd);
/* Clip by one axis' slab; false once the interval is empty. Needs |lo|, |hi|, |o|, |d|
 * <= 2^29 raw. */
FG_API bool fg_segbox_clip_axis(fg_segbox_clip *c, fg_scalar o, fg_scalar d, fg_scalar lo, fg_scalar hi, int axis);
/* 0 <= num/den <= 1, den > 0, |num|, |den| <= 2^30 raw: returns num/den rounded to nearest
 * and writes *rest = 65536*(num/den - result) (within 1 LSB, |rest| <= 0.5 + 2^-16), the
 * next base-2^16 digit, so that o + d*num/den can be formed to 0.63 LSB. */
FG_API fg_scalar fg_segbox_fraction(fg_scalar num, fg_scalar den, fg_scalar *rest);
/* o + d*(t + rest*2^-16) rounded to nearest: <= 0.63 LSB from o + d*num/den. */
FG_API fg_scalar fg_segbox_lerp(fg_scalar o, fg_scalar d, fg_scalar t, fg_scalar rest);
/* Clip a 3D / 2D segment by all slabs of a box (c initialised by the caller). */
FG_API bool fg_segbox_clip3(fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box);
FG_API bool fg_segbox_clip2(fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box);
/* Fill a hit record from a successful clip (the rules documented for the raycast). */
FG_API void fg_segbox_hit3(const fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box, fg_hit3 *hit);
FG_API void fg_segbox_hit2(const fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box, fg_hit2 *hit);
/* The exit bound a raycast starts from: max_t clipped to at most 1 (as the fraction
 * max_t/1); false when max_t < 0. */
FG_API bool fg_segbox_max_t(fg_scalar max_t, fg_scalar *xn, fg_scalar *xd);

#endif /* FG_RAYCAST_INTERNAL_H */
