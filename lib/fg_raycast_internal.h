/* SPDX-License-Identifier: MIT */
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
 *   fg_segbox_clip_axis fg_segbox_clip3 fg_segbox_clip2     the overlap set (no touch rule)
 *   fg_segbox_cast3 fg_segbox_cast2                         a cast: touch rules, then clip
 *   fg_segbox_fraction fg_segbox_lerp fg_segbox_hit3 fg_segbox_hit2
 *
 * Bounds (DESIGN.md, 3.1): every box coordinate and the segment's origin and end in the
 * domain, so |o|, |lo|, |hi| <= 2^29 raw and |d|, every difference <= 2^30 raw.
 */
#ifndef FG_RAYCAST_INTERNAL_H
#define FG_RAYCAST_INTERNAL_H

#include "fg_internal.h"

/* The entry fraction is en/ed, the exit fraction xn/xd, both denominators > 0. axis, side:
 * the face whose normal a hit reports (side -1 its min face, -e_axis; +1 its max face);
 * axis -1 while none. inside: the origin penetrates the box (a cast's started_inside). */
typedef struct {
    fg_scalar en, ed, xn, xd;
    int axis, side;
    bool inside;
} fg_segbox_clip;

/* Start with entry 0 and exit xn/xd (xd > 0). */
FG_API void fg_segbox_clip_init(fg_segbox_clip *c, fg_scalar xn, fg_scalar xd);
/* Clip by one axis' slab; false once the interval is empty. On ties the lower axis keeps
 * the entry face. */
FG_API bool fg_segbox_clip_axis(fg_segbox_clip *c, fg_scalar o, fg_scalar d, fg_scalar lo, fg_scalar hi, int axis);
/* The overlap set: clip a 3D / 2D segment by all slabs of a box (c initialised). */
FG_API bool fg_segbox_clip3(fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box);
FG_API bool fg_segbox_clip2(fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box);
/* A cast with the touch rules (fg_segment.h): c initialised with the exit bound. True on a
 * hit: en == 0 for a hit at the origin (touching inward, or inside), else en/ed > 0 is
 * the entry fraction; axis/side the reported face; inside as started_inside. */
FG_API bool fg_segbox_cast3(fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box);
FG_API bool fg_segbox_cast2(fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box);
/* 0 <= num/den <= 1, den > 0, |num|, |den| <= 2^30 raw: returns num/den rounded to nearest
 * and, when rest is not NULL, writes *rest = the next base-2^16 digit of num/den (|rest| <=
 * 2^15 + 1), within 1 LSB, or exactly rounded when precise, so that o + d*num/den can be
 * formed to 0.63 LSB (precise is needed for |d| > 2^29 raw). */
FG_API fg_scalar fg_segbox_fraction(fg_scalar num, fg_scalar den, fg_scalar *rest, bool precise);
/* o + d*(t + rest*2^-16) rounded to nearest: <= 0.5 + |d| e 2^-32 + 2^-17 LSB from
 * o + d*num/den, e the error of rest (1, or 0.5 when precise): 0.63 LSB either way when
 * precise is used for |d| > 2^29. */
FG_API fg_scalar fg_segbox_lerp(fg_scalar o, fg_scalar d, fg_scalar t, fg_scalar rest);
/* Fill a hit record from a successful cast (the rules documented for the raycast). */
FG_API void fg_segbox_hit3(const fg_segbox_clip *c, const fg_segment3 *seg, const fg_aabb3 *box, fg_hit3 *hit);
FG_API void fg_segbox_hit2(const fg_segbox_clip *c, const fg_segment2 *seg, const fg_aabb2 *box, fg_hit2 *hit);
/* The exit bound a raycast starts from: max_t clipped to at most 1 (as the fraction
 * max_t/1); false when max_t < 0. */
FG_API bool fg_segbox_max_t(fg_scalar max_t, fg_scalar *xn, fg_scalar *xd);

#endif /* FG_RAYCAST_INTERNAL_H */
