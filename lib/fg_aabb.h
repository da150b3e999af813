/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_aabb.h - axis-aligned boxes (2D rectangles and 3D boxes), static and moving.
 *
 * Index
 *   fg_aabb2_aabb2_overlap      fg_aabb3_aabb3_overlap      share a point? (static)
 *   fg_aabb2_closest_point      fg_aabb3_closest_point      p clamped into the box
 *   fg_aabb2_contains_point     fg_aabb3_contains_point     closed point-in-box
 *   fg_aabb2_merge fg_aabb3_merge  fg_aabb2_center fg_aabb3_center
 *   fg_aabb2_half_extents fg_aabb3_half_extents  fg_aabb2_from_points fg_aabb3_from_points
 *   fg_aabb2_aabb2_sweep        fg_aabb3_aabb3_sweep        moving box vs box: first contact
 *   fg_aabb3_triangle_sweep     moving box vs triangle: first contact
 *   fg_aabb2_aabb2_sweep_interval  fg_aabb3_aabb3_sweep_interval  when they overlap
 *   fg_aabb2_aabb2_slide        fg_aabb3_aabb3_slide        move-and-slide against boxes
 *   fg_aabb3_triangle_slide     move-and-slide against triangles
 *   fg_aabb3_plane_classify     box in front of / behind / across a plane
 *   fg_aabb3_plane_sweep        moving box vs plane: first contact
 *   fg_aabb3_aabb3_batch_overlap  which boxes of an array overlap a box
 *   fg_aabb2_in_domain fg_aabb3_in_domain
 *   fg_aabb2_aabb2_contains fg_aabb3_aabb3_contains   is b inside a? (closed)
 *   fg_aabb2_aabb2_union fg_aabb3_aabb3_union fg_aabb2_aabb2_intersection fg_aabb3_aabb3_intersection
 *
 * Boxes are closed (a point on a face is inside; boxes sharing a face, edge or corner
 * overlap). A box with min > max on an axis is empty ("inverted"): it overlaps nothing and
 * is never hit. A box with min == max on an axis is flat: a face, edge or point.
 *
 * Sweeps follow the library's touch rules (README, "Contacts"): a box already touching the
 * other shape hits at t = 0 only when it moves into it (exactly decided), with the contact
 * face's normal; moving away or along it is no hit. A box already penetrating hits at t = 0
 * with started_inside and the normal of least penetration. A plane has no inside, nor do
 * two flat boxes at the same coordinate: lying in it, moving off it to either side is a
 * hit at t = 0 (normal against the motion), moving along it is not. max_t > 1 acts as 1;
 * max_t < 0: FG_MISS.
 * hit may be NULL (the answer only); it is written only on FG_HIT.
 *
 * Domain of the functions that compute: every box corner, at the start and (sweeps) at the
 * end of the motion, and the plane's n and d, in [-8192, 8192] units; so a delta may reach
 * 16384 units per axis. Outside it (or a NULL shape): FG_REJECTED / FG_SIDE_REJECTED.
 */
#ifndef FG_AABB_H
#define FG_AABB_H

#include <stddef.h>
#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Do a and b share a point? Exact for every fg_scalar value (comparisons only); an
 * inverted box overlaps nothing, not even itself. a and b must not be NULL.
 * @param a, b the shapes (required) @return that answer
 */
/** @{ */
FG_API bool fg_aabb2_aabb2_overlap(const fg_aabb2 *a, const fg_aabb2 *b);
FG_API bool fg_aabb3_aabb3_overlap(const fg_aabb3 *a, const fg_aabb3 *b);
/** @} */

/** The point of the box nearest to p: p clamped to [min, max] per axis, exact (0 LSB), for
 * every input. p itself when inside. An inverted axis gives min. box must not be NULL.
 * @param box the box (required) @param p the point @return that vector
 */
/** @{ */
FG_API fg_vec2 fg_aabb2_closest_point(const fg_aabb2 *box, fg_vec2 p);
FG_API fg_vec3 fg_aabb3_closest_point(const fg_aabb3 *box, fg_vec3 p);
/** @} */

/** Is p in the closed box? Exact for every input; an inverted box contains nothing.
 * @param box the box (required) @param p the point @return that answer
 */
/** @{ */
FG_API bool fg_aabb2_contains_point(const fg_aabb2 *box, fg_vec2 p);
FG_API bool fg_aabb3_contains_point(const fg_aabb3 *box, fg_vec3 p);
/** @} */

/** The smallest box containing a and b (per axis min of the mins, max of the maxes); an
 * inverted (empty) operand is ignored, so merging with an empty box returns the other
 * (both empty: b). Exact for every input.
 * @param a, b the boxes (required) @return that box
 */
/** @{ */
FG_API fg_aabb2 fg_aabb2_merge(const fg_aabb2 *a, const fg_aabb2 *b);
FG_API fg_aabb3 fg_aabb3_merge(const fg_aabb3 *a, const fg_aabb3 *b);
/** @} */

/** (min + max) / 2 and (max - min) / 2, from the exact sum and difference, rounded to
 * nearest (halves away from zero): 0.5 LSB, saturated to +-FG_MAX; every input (an
 * inverted axis has a negative half-extent).
 * @param box the box (required) @return that vector
 */
/** @{ */
FG_API fg_vec2 fg_aabb2_center(const fg_aabb2 *box);
FG_API fg_vec3 fg_aabb3_center(const fg_aabb3 *box);
FG_API fg_vec2 fg_aabb2_half_extents(const fg_aabb2 *box);
FG_API fg_vec3 fg_aabb3_half_extents(const fg_aabb3 *box);
/** @} */

/** The smallest box containing points[0 .. count-1]: FG_OK, or FG_REJECTED (*out untouched)
 * when count is 0, above FG_BATCH_MAX, or points is NULL. Exact for every value (never
 * rejected for a value). out may be NULL.
 * @param points the points (required) @param count number of elements
 * @param out the box, written on FG_OK (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_from_points(const fg_vec2 *points, size_t count, fg_aabb2 *out);
FG_API fg_result fg_aabb3_from_points(const fg_vec3 *points, size_t count, fg_aabb3 *out);
/** @} */

/** Box `moving`, translated by t * delta, against `still`: the first t in [0, max_t] at
 * which they touch (per axis the closed interval where the extents overlap, intersected).
 * Exact: hit or miss, and the contact axis. On FG_HIT:
 *   t       <= 0.5 LSB;
 *   point   the moving box's min corner at t (min + t * delta), <= 0.5 LSB;
 *   normal  exact unit axis of the still box's face that was met (-x when moving in +x);
 *           at an edge or corner contact (several axes at the same t) the lowest axis.
 * In contact at t = 0 (moving.max == still.min or moving.min == still.max on some axes,
 * the extents overlapping on the others): FG_HIT at t = 0 only when moving into every face
 * in contact (flat on flat: any motion along that axis), normal of the lowest such axis;
 * moving away, along a face or not at all: FG_MISS. Penetrating (the extents overlap
 * strictly on every axis): t = 0, started_inside, the face of least depth (toward -x
 * moving.max.x - still.min.x, toward +x still.max.x - moving.min.x; ties: lowest axis,
 * then the - face). Inverted boxes: FG_MISS. Domain: both boxes, and moving + delta.
 * @param moving the moving box (required)
 * @param delta the motion: at fraction t the shape is moved by t * delta
 * @param still the box that stays put (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_aabb2_sweep(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still,
                                      fg_scalar max_t, fg_hit2 *hit);
FG_API fg_result fg_aabb3_aabb3_sweep(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still,
                                      fg_scalar max_t, fg_hit3 *hit);
/** @} */

/** Box `box`, translated by t * delta, against the closed triangle `tri`: the first t in
 * [0, max_t] at which they touch. The separating-axis test of fg_triangle_aabb3_overlap
 * (13 axes: x, y, z, the triangle's normal, then the edges b - a, c - b, a - c each
 * crossed with x, y, z) made dynamic: exact hit or miss, exact contact axis. On FG_HIT:
 *   t       <= 0.5 LSB (the latest axis entry, before every axis exit and max_t);
 *   point   the box's min corner at t (min + t * delta), <= 0.5 LSB (as fg_aabb3_aabb3_sweep);
 *   normal  the unit contact axis pointing from the triangle toward the box: exact on a
 *           box axis, else <= 0.51 LSB per component; several axes entering at the same
 *           t (an edge or corner contact): the lowest axis in the order above.
 * Touching at t = 0 (every axis overlaps, some only touch): FG_HIT at t = 0 only when
 * moving into every touching axis (an axis where both project to one point: any motion
 * along it, normal against the motion), normal of the lowest such axis; moving away,
 * along or not at all: FG_MISS. Penetrating (every axis overlaps strictly): t = 0,
 * started_inside, the axis of least depth over its length (exactly compared; ties: the
 * lowest axis, then -axis). Degenerate triangles (collinear or equal vertices) are
 * segments or points: their zero axes are skipped, exactly. Inverted box: FG_MISS; a flat
 * box is fine. Domain: the box at the start and at the end, the vertices.
 * @param box the moving box (required)
 * @param delta the motion: at fraction t the shape is moved by t * delta
 * @param tri the triangle (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_aabb3_triangle_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                         fg_hit3 *hit);

/** The closed interval [*t_enter, *t_exit] within [0, 1] during which the moving box
 * overlaps (touching counts: this is the overlap set, not a cast, so no touch rule).
 * FG_MISS when they never meet in [0, 1]; outputs (each may be NULL) written on FG_HIT,
 * each <= 0.5 LSB. Domain as the sweep.
 * @param moving the moving box (required)
 * @param delta the motion: at fraction t the shape is moved by t * delta
 * @param still the box that stays put (required)
 * @param t_enter entry fraction, written on FG_HIT (may be NULL)
 * @param t_exit exit fraction, written on FG_HIT (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_aabb2_sweep_interval(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still,
                                               fg_scalar *t_enter, fg_scalar *t_exit);
FG_API fg_result fg_aabb3_aabb3_sweep_interval(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still,
                                               fg_scalar *t_enter, fg_scalar *t_exit);
/** @} */

/** Which side of the plane {n, d} the closed box lies on: FG_FRONT when every point has
 * dot(n, p) > d, FG_BACK when every point has dot(n, p) < d, FG_STRADDLING otherwise (a
 * face, edge or corner exactly on the plane is FG_STRADDLING: boxes are closed). Exact.
 * Degenerate: inverted box: FG_FRONT (vacuous, a fixed answer); zero normal: the sign of
 * 0 - d (d < 0: FG_FRONT, d > 0: FG_BACK, d == 0: FG_STRADDLING).
 * Out of domain or NULL: FG_SIDE_REJECTED.
 * @param box the box (required) @param plane the plane (required) @return an fg_side, as above
 */
FG_API fg_side fg_aabb3_plane_classify(const fg_aabb3 *box, const fg_plane *plane);

/** The box moving by t * delta against the plane {n, d} as a two-sided surface: a box in
 * front first touches it with its corner of least dot(n, p), a box behind with its corner
 * of greatest. Exact: hit or miss. On FG_HIT:
 *   t       <= 0.5 LSB;  point  the box's min corner at t, <= 0.5 LSB;
 *   normal  n / |n| when the box comes from the front, -n / |n| from behind: <= 0.51 LSB.
 * At t = 0: resting on the front (least dot(n, corner) == d) it hits only when moving
 * against n (n . delta < 0), touching from behind (greatest == d) only when moving along
 * n; a flat box lying in the plane hits when moving off it (normal against the motion);
 * across the plane (corners strictly on both sides): started_inside, normal toward the
 * side needing the smaller move (d - least <= greatest - d: n / |n|). Zero normal or
 * inverted box: FG_MISS. Domain: the box at start and end, n and d.
 * @param box the box (required)
 * @param delta the motion: at fraction t the shape is moved by t * delta
 * @param plane the plane (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_aabb3_plane_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t,
                                      fg_hit3 *hit);

/** Which of boxes[0 .. count-1] overlap *box (fg_aabb3_aabb3_overlap)? On FG_HIT (at least
 * one overlaps) writes their indices in increasing order to out_idx, never more than
 * capacity of them (none when out_idx is NULL), and the total number found to *found
 * (*found > capacity: out_idx holds only the first capacity). FG_MISS when none overlaps
 * (nothing written). FG_REJECTED (nothing written) when count > FG_BATCH_MAX, or box or
 * boxes (with count > 0) is NULL. Comparisons only: exact for every value, never rejected
 * for a value. found may be NULL.
 * @param box the box (required) @param boxes the array of boxes (required when count > 0)
 * @param count number of elements @param out_idx indices of the overlapping boxes (may be NULL)
 * @param capacity how many indices out_idx holds
 * @param found number of overlapping boxes (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_aabb3_aabb3_batch_overlap(const fg_aabb3 *box, const fg_aabb3 *boxes, size_t count,
                                              size_t *out_idx, size_t capacity, size_t *found);

/** Are both corners in the domain? (An inverted box may still be in the domain.)
 * @param box the box (required) @return that answer
 */
/** @{ */
FG_API bool fg_aabb2_in_domain(const fg_aabb2 *box);
FG_API bool fg_aabb3_in_domain(const fg_aabb3 *box);
/** @} */

/* ---- box contains box, union, intersection (lib/fg_aabb_ops.c) ---- */

/** Does a contain every point of b (closed: b's faces may lie on a's; equal boxes contain
 * each other)? FG_HIT yes, FG_MISS no. Comparisons only: exact. FG_REJECTED when either
 * box is inverted (min > max on an axis), has a corner outside [-8192, 8192] units, or is
 * NULL.
 * @param a the containing box (required) @param b the contained box (required)
 * @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_aabb2_contains(const fg_aabb2 *a, const fg_aabb2 *b);
FG_API fg_result fg_aabb3_aabb3_contains(const fg_aabb3 *a, const fg_aabb3 *b);
/** @} */

/** The smallest box containing a and b: per axis the min of the mins and the max of the
 * maxes, exact (0 LSB), within the domain. FG_OK with *out (may be NULL); FG_REJECTED
 * (nothing written) as fg_aabb2_aabb2_contains. (fg_aabb2_merge instead ignores an empty
 * operand and never rejects.)
 * @param a, b the boxes (required) @param out the union, written on FG_OK (may be NULL)
 * @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_aabb2_union(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out);
FG_API fg_result fg_aabb3_aabb3_union(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out);
/** @} */

/** The common part of the closed boxes a and b: per axis the max of the mins and the min of
 * the maxes, exact (0 LSB). FG_HIT with *out (may be NULL) exactly when
 * fg_aabb3_aabb3_overlap would say they overlap; boxes that only touch give the flat
 * (zero-thickness) box of the shared face, edge or corner. FG_MISS (nothing written) when
 * they share no point. FG_REJECTED (nothing written) as fg_aabb2_aabb2_contains.
 * @param a, b the boxes (required) @param out the intersection, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_aabb2_intersection(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out);
FG_API fg_result fg_aabb3_aabb3_intersection(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out);
/** @} */

/* ---- contact manifolds (issue 13 item 5; fg_manifold.c) ---- */
/** The contact manifold of the closed boxes A = a and B = b, exact (0 LSB): FG_HIT exactly
 * when fg_aabb2_aabb2_overlap says so (touching: depth 0), else FG_MISS (an inverted box
 * too). The normal is the axis of least penetration, the smallest of a.max.x - b.min.x
 * (normal (1, 0)), b.max.x - a.min.x ((-1, 0)), a.max.y - b.min.y ((0, 1)), b.max.y -
 * a.min.y ((0, -1)), the first in that order on ties; depth that value at each point. The
 * points: the ends of the common box's side facing against the normal (for (1, 0): x =
 * max(a.min.x, b.min.x), y from max(a.min.y, b.min.y) to min(a.max.y, b.max.y); B's face
 * when it lies in A), lower coordinate first; count 1 when that side is a single point.
 * Domain: every coordinate in [-8192, 8192] units; outside it or NULL: FG_REJECTED.
 * @param a, b the boxes (required) @param m the manifold, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_aabb2_aabb2_manifold(const fg_aabb2 *a, const fg_aabb2 *b, fg_manifold2 *m);

/** Move-and-slide: the box moving by delta against the walls (still boxes); every normal
 * is an exact axis, so every contact position is exact on its axis and the displacement
 * never exceeds |delta| per axis.
 * Each iteration casts the remaining motion against every wall with the library's sweep
 * (max_t 1), takes the earliest contact (ties: the lowest wall index), moves there, and
 * removes the normal component of what is left of the motion when it points into the
 * wall (Box2D v3's b2ClipVector); it stops when no wall is hit (the rest of the motion is
 * made in full), the motion is used up, max_iter iterations are done, or the clipped motion
 * would leave the domain. Rules (DESIGN.md, "Move-and-slide"):
 *   - it never ends penetrating (strictly overlapping, exactly decided) a wall it did not
 *     start in: each stop is checked exactly against every wall and, if needed, backed off
 *     by 1 or 2 LSB per axis against the motion, else to the largest clear fraction;
 *   - touching is not sticking: from a touching position, motion along or away from the
 *     wall is made in full, and a wall it only grazes (touching on an axis it does not move
 *     along, e.g. the seam between two floor boxes) does not stop it;
 *   - a wall it starts in (or is in) does not block it: it may walk out of it (or through);
 *   - a contact's position is exact on the normal's axis (wall face -/+ the box's size),
 *     the others the exact contact rounded once (0.5 LSB): every step is the exact step
 *     from the rounded position before it.
 * FG_HIT: at least one contact; FG_MISS: moved by delta in full. Both write end and
 * n_contacts (the exception to "outputs only on FG_HIT": the end is always computed).
 * FG_REJECTED (nothing written): a NULL mover, walls NULL with count > 0, count < 0 or
 * > FG_BATCH_MAX, max_iter outside [1, FG_SLIDE_ITER_MAX], capacity < 0 (or > 0 with
 * contacts NULL), or a coordinate outside [-8192, 8192] units (the mover at the start and
 * at start + delta, the walls). Empty walls are never hit; an empty mover moves freely.
 * @param box the moving box (required; min > max on an axis: empty) @param delta the motion
 * @param walls the still boxes (may be NULL when count is 0) @param count how many
 * @param max_iter the most cast-and-slide iterations, 1 to FG_SLIDE_ITER_MAX
 * @param end where the mover ends (may be NULL)
 * @param contacts the contacts in order, the first capacity of them (may be NULL)
 * @param capacity room in contacts @param n_contacts how many contacts there were (may be NULL;
 *        may exceed capacity) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_aabb2_aabb2_slide(const fg_aabb2 *box, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                      int32_t max_iter, fg_vec2 *end, fg_slide2 *contacts, int32_t capacity,
                                      int32_t *n_contacts);
FG_API fg_result fg_aabb3_aabb3_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                      int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                      int32_t *n_contacts);
/** @} */

/** Move-and-slide of a box against triangles (a level's mesh): fg_aabb3_aabb3_slide's loop,
 * rules and outputs with fg_aabb3_triangle_sweep as the cast (contact = the wall's index in
 * the triangle array). Each stop is the sweep's min corner at the exact contact (0.5 LSB,
 * checked exactly against every triangle: penetrating = every separating axis overlaps
 * strictly); the rest of the motion is clipped along the contact axis as a grid vector (a
 * box axis, an edge cross, or the triangle's normal shifted to 30 bits), each component
 * rounded once. A triangle is two-sided; degenerate ones are their edges or points.
 * FG_REJECTED as fg_aabb3_aabb3_slide, with the triangles' vertices in the domain.
 * @param box the moving box (required; min > max on an axis: empty) @param delta the motion
 * @param walls the triangles (may be NULL when count is 0) @param count how many
 * @param max_iter the most cast-and-slide iterations, 1 to FG_SLIDE_ITER_MAX
 * @param end where the box's min corner ends (may be NULL)
 * @param contacts the contacts in order, the first capacity of them (may be NULL)
 * @param capacity room in contacts @param n_contacts how many contacts there were (may be NULL;
 *        may exceed capacity) @return an fg_result, as fg_aabb3_aabb3_slide
 */
FG_API fg_result fg_aabb3_triangle_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                         int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                         int32_t *n_contacts);

#ifdef __cplusplus
}
#endif

#endif /* FG_AABB_H */
