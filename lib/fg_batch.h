/*
 * fg_batch.h - batch queries over arrays of boxes (obstacle checks for drones and robots).
 *
 * Index
 *   fg_segment3_aabb3_batch_nearest   nearest box hit by a 3D segment: index, t, point, normal
 *   fg_segment2_aabb2_batch_nearest   the same in 2D
 *   fg_aabb3_aabb3_batch_overlap      indices of the boxes overlapping a box, capacity-bounded
 *
 * Every call looks at no more than FG_BATCH_MAX boxes (lib/fg_config.h): a longer count is
 * clipped to FG_BATCH_MAX, so the worst-case time of a call is bounded. No allocation, a
 * fixed small stack, no writes beyond the caller's capacity.
 */
#ifndef FG_BATCH_H
#define FG_BATCH_H

#include <stddef.h>
#include "fg_raycast.h"

/* The box of boxes[0 .. count-1] the segment hits first, for t in [0, max_t].
 * Each box is tested as by fg_segment3_aabb3_raycast (same conventions, bounds and
 * degenerate cases); the nearest is the smallest exact entry fraction, compared exactly
 * (not the rounded t), ties -> the lowest index. Each hit found becomes the upper bound for
 * the boxes after it, so a box is only examined to the nearest hit so far.
 * Returns true and writes *index and *hit (either may be NULL) for the nearest hit; false
 * when no box is hit (outputs untouched).
 * Domain: the segment as for the raycast (outside: false); a box outside the domain is
 * skipped (never hit). count is clipped to FG_BATCH_MAX; count 0 or boxes == NULL with
 * count 0: false. Start inside one or more boxes: t = 0 for the lowest such index. */
FG_API bool fg_segment3_aabb3_batch_nearest(const fg_segment3 *seg, const fg_aabb3 *boxes, size_t count,
                                            fg_scalar max_t, size_t *index, fg_hit3 *hit);
FG_API bool fg_segment2_aabb2_batch_nearest(const fg_segment2 *seg, const fg_aabb2 *boxes, size_t count,
                                            fg_scalar max_t, size_t *index, fg_hit2 *hit);

/* Which of boxes[0 .. count-1] overlap *box (fg_aabb3_aabb3_overlap: closed, touching
 * counts, inverted boxes overlap nothing)?
 * Writes the indices in increasing order to out_idx[0 .. capacity-1], never more than
 * capacity entries, and returns the TOTAL number of overlapping boxes: a result above
 * capacity means out_idx holds only the first capacity of them (call again with a larger
 * buffer, or on the rest of the array, to get the others). out_idx may be NULL when
 * capacity is 0 (counting only).
 * Domain: every fg_scalar value (comparisons only). Exact. count is clipped to
 * FG_BATCH_MAX. */
FG_API size_t fg_aabb3_aabb3_batch_overlap(const fg_aabb3 *box, const fg_aabb3 *boxes, size_t count, size_t *out_idx,
                                           size_t capacity);

#endif /* FG_BATCH_H */
