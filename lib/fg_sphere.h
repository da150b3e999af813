/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_sphere.h - circles (2D discs) and spheres (3D balls): closest point, overlaps, sweeps.
 *
 * Index
 *   fg_circle_closest_point      fg_sphere_closest_point       nearest point of the ball
 *   fg_circle_circle_overlap     fg_sphere_sphere_overlap      static overlap
 *   fg_circle_aabb2_overlap      fg_sphere_aabb3_overlap       ball vs box
 *                                fg_sphere_triangle_overlap    ball vs triangle, with the closest point
 *   fg_circle_circle_sweep       fg_sphere_sphere_sweep        two moving balls: first contact
 *   fg_circle_aabb2_sweep        fg_sphere_aabb3_sweep         moving ball vs still box: first contact
 *                                fg_sphere_triangle_sweep      moving ball vs still triangle: first contact
 *   fg_circle_aabb2_slide        fg_sphere_aabb3_slide         move-and-slide against boxes
 *                                fg_sphere_triangle_slide      move-and-slide against triangles
 *   fg_sphere_plane_classify                                   ball in front / behind / across
 *   fg_sphere_plane_sweep                                      moving ball vs half-space
 *   fg_circle_in_domain          fg_sphere_in_domain
 *   (segment vs ball: fg_segment2_circle_raycast, fg_segment3_sphere_raycast in fg_segment.h)
 *
 * Balls are closed (a point on the surface is inside; touching balls overlap). Radius 0 is a
 * single point; a negative radius is an empty ball (no overlap, no hit).
 *
 * Sweeps follow the library's touch rules (README, "Contacts"): balls starting in contact
 * hit at t = 0 only when moving into each other (the exact sign of (c_a - c_b) . (delta_a -
 * delta_b) < 0), with the contact point and normal; moving apart or tangentially is FG_MISS.
 * Already penetrating: t = 0, started_inside. max_t > 1 acts as 1; max_t < 0: FG_MISS.
 *
 * Domain: every centre (for sweeps at the start AND at the end of its motion, so a delta may
 * reach 16384 units per axis), radius, box corner, plane n and d in [-8192, 8192] units.
 * Outside it, or a NULL shape: FG_REJECTED (FG_SIDE_REJECTED), nothing written. Every
 * output pointer (closest, hit) may be NULL.
 */
#ifndef FG_SPHERE_H
#define FG_SPHERE_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The point of the closed ball nearest to p: p itself when |p - centre| <= radius (decided
 * exactly), else centre + (p - centre) * radius / |p - centre|, each component rounded once
 * from the exact value (0.5 LSB; ties away from zero).
 * FG_OK. Radius 0 or negative: the centre (p itself when p is the centre).
 * @param circle the disc (required) @param p the point
 * @param closest the nearest point, written on FG_OK (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_circle_closest_point(const fg_circle *circle, fg_vec2 p, fg_vec2 *closest);
/** As fg_circle_closest_point, for the sphere.
 * @param sphere the ball (required) @param p the point
 * @param closest the nearest point, written on FG_OK (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_sphere_closest_point(const fg_sphere *sphere, fg_vec3 p, fg_vec3 *closest);

/** Do the closed balls share a point? |c_a - c_b|^2 <= (r_a + r_b)^2, exact. FG_HIT or
 * FG_MISS; a negative radius: FG_MISS.
 * @param a, b the shapes (required) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_circle_circle_overlap(const fg_circle *a, const fg_circle *b);
FG_API fg_result fg_sphere_sphere_overlap(const fg_sphere *a, const fg_sphere *b);
/** @} */

/** Does the closed ball share a point with the closed box? The squared distance from the
 * centre to the box against r^2, exact. Radius 0 is a point-in-box test; negative radius or
 * inverted box: FG_MISS.
 * @param circle the disc (required) @param box the box (required)
 * @return an fg_result, as above
 */
FG_API fg_result fg_circle_aabb2_overlap(const fg_circle *circle, const fg_aabb2 *box);
/** As fg_circle_aabb2_overlap, for the sphere.
 * @param sphere the ball (required) @param box the box (required)
 * @return an fg_result, as above
 */
FG_API fg_result fg_sphere_aabb3_overlap(const fg_sphere *sphere, const fg_aabb3 *box);

/** Ball a moves by delta_a and b by delta_b over t in [0, 1]: their first contact with
 * t <= max_t (the cast of the relative motion against a ball of radius r_a + r_b). Exact:
 * contact or not. On FG_HIT (each <= 0.51 LSB):
 *   t       the fraction of the first contact (0 when touching and moving together);
 *   point   the contact point: b's centre at t plus r_b along the normal;
 *   normal  unit vector from b's centre toward a's at t.
 * Penetrating at t = 0: started_inside, point = a's centre, normal from b's centre toward
 * a's, zero when the centres coincide. Degenerate: r_a + r_b == 0: contact only where the
 * centres meet exactly coming from apart, normal against the relative motion; a negative
 * radius: FG_MISS.
 * @param a, b the moving shapes (required) @param delta_a the motion of a
 * @param delta_b the motion of b
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_circle_circle_sweep(const fg_circle *a, fg_vec2 delta_a, const fg_circle *b, fg_vec2 delta_b,
                                        fg_scalar max_t, fg_hit2 *hit);
FG_API fg_result fg_sphere_sphere_sweep(const fg_sphere *a, fg_vec3 delta_a, const fg_sphere *b, fg_vec3 delta_b,
                                        fg_scalar max_t, fg_hit3 *hit);
/** @} */

/** Which side of the plane {n, d} the ball is on (n need not be unit): with dist the signed
 * distance of the centre, FG_FRONT when dist >= r, FG_BACK when dist <= -r, else
 * FG_STRADDLING (so a ball touching the plane is on the side it touches from; radius 0 on
 * the plane is FG_FRONT). Exact (squares compared in 128 bits, no square root).
 * Zero normal or negative radius: FG_STRADDLING. Out of domain: FG_SIDE_REJECTED.
 * @param sphere the ball (required) @param plane the plane (required)
 * @return an fg_side, as above
 */
FG_API fg_side fg_sphere_plane_classify(const fg_sphere *sphere, const fg_plane *plane);

/** The ball moving by t * delta against the solid half-space behind the plane
 * (dot(n, p) <= d): first contact, when the point c - r n/|n| reaches the plane. Exact: hit
 * or miss. On FG_HIT: t <= 0.51 LSB; point = the contact point c + t delta - r n/|n|,
 * <= 1.3 LSB; normal = n / |n| (as fg_plane_unit_normal), <= 0.51 LSB. Touching at t = 0
 * (distance == r): a hit at t = 0, at the contact point, only when moving against n
 * (n . delta < 0); moving along or away: FG_MISS. Penetrating (distance < r, behind
 * included): t = 0, started_inside, point = c, normal n / |n|.
 * Degenerate: radius 0 is a moving point; zero normal or negative radius: FG_MISS.
 * @param sphere the ball (required)
 * @param delta the motion: at fraction t the shape is moved by t * delta
 * @param plane the plane (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_sphere_plane_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_plane *plane,
                                       fg_scalar max_t, fg_hit3 *hit);

/* Balls moving against boxes: the contact region is the box grown by the radius (flat faces,
 * rounded edges and spherical corners); hit or miss is decided exactly. Domain: the centre at
 * the start AND at the end of the motion (a delta may reach 16384 units per axis), the radius
 * and the box corners in [-8192, 8192] units, else FG_REJECTED. */
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
/** The ball moving by delta against the closed triangle: its first contact with t <= max_t
 * (the centre's cast against the triangle grown by the radius: the face slab and the three
 * edge capsules). Exact: contact or not, and whether the face or the rim is met first. On
 * FG_HIT:
 *   t       the fraction of the first contact (0.51 LSB; on the face 0.5 + 2^-45 r / |u . delta|
 *           LSB for u the unit normal, so 0.51 unless delta runs within about 2^-38 r / |delta|
 *           rad of the plane);
 *   point   the triangle's point nearest the centre at t (face: <= 1.01 LSB; rim:
 *           <= 0.76 LSB);
 *   normal  unit, from that point toward the centre (face: +-n / |n|, 0.51 LSB; rim: as
 *           fg_sphere_capsule3_sweep's).
 * On the rim the edges' contacts are ordered by their fractions to 2^-32 (ties: edge ab,
 * bc, ca): one met less than 2^-32 of t after another may be reported, |delta| 2^-32
 * (<= 0.25 LSB) away (DESIGN.md, "Swept sphere vs triangle").
 * Penetrating at t = 0: t = 0, started_inside, point = the centre, normal away from the
 * nearest triangle point (zero on the triangle). Touching at t = 0 and moving in: t = 0 at
 * the nearest point, its normal; moving away or along: FG_MISS. Degenerate: collinear
 * vertices are the segment of the longest edge (coincident ones a point), swept as
 * fg_sphere_capsule3_sweep with capsule radius 0; radius 0 starting on the triangle:
 * FG_MISS; a negative radius: FG_MISS. Domain: the centre at the start AND the end of the
 * motion, the radius and the vertices in [-8192, 8192] units, else FG_REJECTED.
 * @param sphere the ball (required)
 * @param delta the motion: at fraction t the centre is c + t * delta
 * @param tri the still triangle (required)
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param hit the contact, written on FG_HIT only (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_sphere_triangle_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_triangle *tri,
                                          fg_scalar max_t, fg_hit3 *hit);

/** Are the centre and the radius in the domain? (A negative radius may still be.) NULL: false.
 * @param circle the disc (required) @return that answer
 */
FG_API bool fg_circle_in_domain(const fg_circle *circle);
/** As fg_circle_in_domain, for the sphere. @param sphere the ball (required) @return that answer */
FG_API bool fg_sphere_in_domain(const fg_sphere *sphere);

/** Does the closed ball share a point with the closed triangle? The squared distance from
 * the centre to the exact closest point against r^2, decided exactly (touching overlaps).
 * On FG_HIT, closest is the triangle's point nearest the centre, as
 * fg_triangle_closest_point (<= 0.54 LSB). Radius 0: is the centre on the triangle;
 * negative radius: FG_MISS; zero-area triangle: its hull segment (or point). Domain: centre,
 * radius and vertices in [-8192, 8192] units, else FG_REJECTED.
 * @param sphere the ball (required) @param tri the triangle (required)
 * @param closest the triangle's point nearest the centre, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_sphere_triangle_overlap(const fg_sphere *sphere, const fg_triangle *tri, fg_vec3 *closest);

/* ---- contact manifolds (issue 13 item 5; fg_manifold.c, DESIGN.md "Contact manifolds") ---- */
/** The contact manifold of two closed discs, A = a and B = b: FG_HIT exactly when
 * fg_circle_circle_overlap says so (touching: depth 0), else FG_MISS; a negative radius:
 * FG_MISS. On FG_HIT, count 1:
 *   normal   (c_b - c_a) / |c_b - c_a| (<= 0.51 LSB per component); coincident centres: (1, 0);
 *   depth    r_a + r_b - |c_b - c_a| (<= 0.5 LSB);
 *   point    B's deepest point c_b - r_b * normal, from the exact direction (<= 0.51 LSB).
 * @param a, b the discs (required) @param m the manifold, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_circle_circle_manifold(const fg_circle *a, const fg_circle *b, fg_manifold2 *m);
/** The contact manifold of the closed disc (A) and the closed box (B): FG_HIT exactly when
 * fg_circle_aabb2_overlap says so (touching: depth 0), else FG_MISS (negative radius,
 * inverted box). On FG_HIT, count 1. Centre outside the box: point = the box's point q
 * nearest to the centre c (exact), normal (q - c) / |q - c| (<= 0.51 LSB; exactly (+-1, 0)
 * or (0, +-1) beside a face), depth r - |q - c| (<= 0.5 LSB; exact beside a face). Centre
 * in the closed box: the face of least penetration, first of min.x, max.x, min.y, max.y on
 * ties; normal into the box from that face ((1, 0) for min.x), depth r + the centre's
 * distance to the face, point the centre projected on the face (all exact).
 * @param circle the disc (required) @param box the box (required)
 * @param m the manifold, written on FG_HIT (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_circle_aabb2_manifold(const fg_circle *circle, const fg_aabb2 *box, fg_manifold2 *m);

/** Move-and-slide: the ball moving by delta against the walls (still boxes).
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
 *     wall is made in full;
 *   - a wall it starts in (or is in) does not block it: it may walk out of it (or through);
 *   - each stop is the exact contact's centre rounded once per axis (0.5 LSB; a face's
 *     axis exact), and the rest of the motion is clipped along the exact direction from
 *     the wall's nearest point to that stop, each component rounded once: every step is
 *     the exact step from the rounded position before it, so the slide is the oracle's
 *     documented one bit for bit (the contact normals: 0.51 LSB).
 * FG_HIT: at least one contact; FG_MISS: moved by delta in full. Both write end and
 * n_contacts (the exception to "outputs only on FG_HIT": the end is always computed).
 * FG_REJECTED (nothing written): a NULL mover, walls NULL with count > 0, count < 0 or
 * > FG_BATCH_MAX, max_iter outside [1, FG_SLIDE_ITER_MAX], capacity < 0 (or > 0 with
 * contacts NULL), or a coordinate outside [-8192, 8192] units (the mover at the start and
 * at start + delta, the walls). Empty walls are never hit; a negative radius moves freely.
 * @param ball the moving disc or ball (required) @param delta the motion
 * @param walls the still boxes (may be NULL when count is 0) @param count how many
 * @param max_iter the most cast-and-slide iterations, 1 to FG_SLIDE_ITER_MAX
 * @param end where the mover ends (may be NULL)
 * @param contacts the contacts in order, the first capacity of them (may be NULL)
 * @param capacity room in contacts @param n_contacts how many contacts there were (may be NULL;
 *        may exceed capacity) @return an fg_result, as above
 */
/** @{ */
FG_API fg_result fg_circle_aabb2_slide(const fg_circle *ball, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                       int32_t max_iter, fg_vec2 *end, fg_slide2 *contacts, int32_t capacity,
                                       int32_t *n_contacts);
FG_API fg_result fg_sphere_aabb3_slide(const fg_sphere *ball, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                       int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                       int32_t *n_contacts);
/** @} */

/** Move-and-slide of a ball against triangles (a level's mesh): fg_sphere_aabb3_slide's loop,
 * rules and outputs with fg_sphere_triangle_sweep as the cast (contact = the wall's index in
 * the triangle array). Each stop is the ball's centre at the exact contact rounded once per
 * axis (0.5 LSB), checked exactly against every triangle (penetrating: the centre's distance
 * to the closed triangle < r); the rest of the motion is clipped along the direction from
 * the triangle's nearest point to the stop as a grid vector (the face's normal shifted to 30
 * bits, a vertex's offset, or beside an edge its exact perpendicular shifted to 30 bits),
 * each component rounded once. A triangle is two-sided; degenerate ones are their longest
 * edge or a point. Contact normals: fg_sphere_triangle_sweep's bounds (0.51 LSB, on an edge
 * 0.5 + 2^-15 / r for r in units). FG_REJECTED as fg_sphere_aabb3_slide, with the vertices
 * in the domain.
 * @param ball the moving ball (required) @param delta the motion
 * @param walls the triangles (may be NULL when count is 0) @param count how many
 * @param max_iter the most cast-and-slide iterations, 1 to FG_SLIDE_ITER_MAX
 * @param end where the centre ends (may be NULL)
 * @param contacts the contacts in order, the first capacity of them (may be NULL)
 * @param capacity room in contacts @param n_contacts how many contacts there were (may be NULL;
 *        may exceed capacity) @return an fg_result, as fg_sphere_aabb3_slide
 */
FG_API fg_result fg_sphere_triangle_slide(const fg_sphere *ball, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                          int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                          int32_t *n_contacts);

#ifdef __cplusplus
}
#endif

#endif /* FG_SPHERE_H */
