/*
 * fg_line.h - lines, rays and segments: closest points and intersections.
 *
 * Index
 *   fg_line2_closest_point          closest point on a 2D implicit line        (seed 001 A.1)
 *   fg_segment2_closest_point       closest point on a 2D segment, and its t   (seed 001 A.2)
 *   fg_segment3_closest_point       closest point on a 3D segment, and its t   (seed 001 A.2)
 *   fg_line2_line2_intersect        two 2D implicit lines: point / parallel /
 *                                   coincident                                 (seed 001 A.7)
 *   fg_segment3_segment3_closest    two 3D segments: their lines' relation
 *                                   (crossing / parallel / coincident / skew)
 *                                   and the closest pair of points             (seed 001 A.8)
 *   fg_plane_plane_plane_intersect  the point common to three planes           (seed 001 A.11)
 *
 * A 2D line {n, d} is the set of points p with dot(n, p) == d; a plane likewise in 3D.
 * n need NOT be unit length (nothing here divides by |n| or takes a square root), and
 * scaling n and d together gives the same answers. A zero normal is not a line: each
 * function says what it does with one.
 *
 * How the answers stay exact: every yes/no decision is the sign of an exact integer
 * polynomial in the raw inputs: degree 2 (2x2 determinants, cross products) in 64 bits,
 * degree 3 (triple products, 3x3 determinants) and degree 4 (Cramer numerators of two 3D
 * lines) in 128 bits (fg_xwide). Every returned coordinate or parameter is the exact
 * rational value rounded once (fg_xratio), so it is within 0.5 LSB, except where a header
 * comment says otherwise.
 *
 * Domain (FG_DOMAIN_UNITS): every coordinate, delta, normal component and offset d in
 * [-8192, 8192] units. With FG_CHECK_DOMAIN, inputs outside it give the documented
 * rejected result; any int32 input is free of undefined behaviour.
 */
#ifndef FG_LINE_H
#define FG_LINE_H

#include "fg_vec.h"

/* What fg_line2_line2_intersect and fg_segment3_segment3_closest report about the two
 * (infinite) lines. */
enum {
    FG_LINES_REJECTED = -1,  /* an input is outside the domain; nothing written */
    FG_LINES_PARALLEL = 0,   /* no common point: distinct parallel lines */
    FG_LINES_POINT = 1,      /* exactly one common point */
    FG_LINES_COINCIDENT = 2, /* infinitely many common points: the same line */
    FG_LINES_SKEW = 3        /* 3D only: not parallel, not in one plane, no common point */
};

/* The point of the line dot(n, q) == d nearest to p (A.1 for any n, not only unit):
 * p + n * (d - dot(n, p)) / dot(n, n), computed as one exact 128-bit fraction
 * (p * n.n + n * (d - n.p)) / n.n and rounded once.
 * Domain: n, d, p in the domain.
 * Error: <= 0.5 LSB per component. Output: p itself (exactly) when p is on the line.
 * A line far outside the Q16.16 range (tiny n, large d) gives components saturated to
 * +-(2^31 - 1) raw.
 * Degenerate: zero normal -> p. Out of domain -> p. */
FG_API fg_vec2 fg_line2_closest_point(const fg_line2 *line, fg_vec2 p);

/* The point of the segment origin + t * delta, t in [0, 1], nearest to p (A.2 for a
 * non-unit delta): t = clamp(dot(delta, p - origin) / dot(delta, delta), 0, 1).
 * *t (may be NULL) receives that t.
 * Domain: origin, delta, p in the domain.
 * Exact: the clamping (t == 0 exactly when dot(delta, p - origin) <= 0, t == 1 exactly when
 * it is >= delta.delta); the returned point is then exactly origin or origin + delta.
 * Error: t <= 0.5 LSB; point <= 0.5 LSB per component (computed from the exact fraction,
 * (origin * dd + delta * dot) / dd, not from the rounded t, whose error would be scaled
 * by |delta|). So the point is within 0.5 LSB of origin + t_exact * delta but need not
 * equal origin + (*t) * delta.
 * Output: t in [0, 1]; the point lies within the segment's bounding box.
 * Degenerate: zero-length segment (delta == 0) -> origin, t = 0.
 * Out of domain -> origin, t = 0. */
FG_API fg_vec2 fg_segment2_closest_point(const fg_segment2 *seg, fg_vec2 p, fg_scalar *t);
FG_API fg_vec3 fg_segment3_closest_point(const fg_segment3 *seg, fg_vec3 p, fg_scalar *t);

/* Where do the lines a (dot(na, p) == da) and b meet (A.7)? Returns
 *   FG_LINES_POINT       one point (det = na.x*nb.y - na.y*nb.x != 0); *point receives it
 *                        by Cramer's rule, x = (nb.y*da - na.y*db) / det,
 *                        y = (na.x*db - nb.x*da) / det;
 *   FG_LINES_PARALLEL    no common point (det == 0 and the lines differ);
 *   FG_LINES_COINCIDENT  the same line (det == 0 and (na, da), (nb, db) proportional:
 *                        both Cramer numerators zero too);
 *   FG_LINES_REJECTED    out of domain.
 * That is, the result describes the solution set of the 2x2 system. *point (may be NULL)
 * is written only for FG_LINES_POINT.
 * Domain: na, da, nb, db in the domain.
 * Exact: the classification, for all such inputs (the determinant and numerators are
 * degree 2: exact 64-bit integers).
 * Error: point <= 0.5 LSB per component (each numerator / det rounded once). Nearly
 * parallel lines can meet far outside the domain: components beyond the Q16.16 range
 * saturate to +-(2^31 - 1) raw (the classification stays exact).
 * Degenerate: a zero normal describes the whole plane (d == 0) or nothing (d != 0), and
 * the solution-set rule applies as is: zero na with da != 0 -> FG_LINES_PARALLEL; zero na
 * with da == 0 -> FG_LINES_COINCIDENT when b is a line or also the whole plane, and
 * FG_LINES_PARALLEL when b is empty (zero nb, db != 0). Never FG_LINES_POINT.
 * Out of domain -> FG_LINES_REJECTED, *point untouched. */
FG_API int fg_line2_line2_intersect(const fg_line2 *a, const fg_line2 *b, fg_vec2 *point);

/* Two segments pa(s) = a.origin + s * a.delta and pb(t) = b.origin + t * b.delta,
 * s, t in [0, 1] (A.8). Returns how their infinite lines relate:
 *   FG_LINES_POINT       the lines cross at one point (not parallel, and coplanar:
 *                        the triple product (b.origin - a.origin) . (a.delta x b.delta) == 0);
 *   FG_LINES_SKEW        not parallel and not coplanar;
 *   FG_LINES_PARALLEL    a.delta x b.delta == 0 and the lines are distinct;
 *   FG_LINES_COINCIDENT  the same line;
 *   FG_LINES_REJECTED    out of domain (nothing written).
 * and writes the closest pair of points of the two SEGMENTS with their parameters:
 * *ta = s, *tb = t, *pa = pa(s), *pb = pb(t) (each pointer may be NULL). The
 * classification is about the lines, whatever the segments' extents. When the segments
 * share a point (crossing lines meeting within both, overlapping coincident segments, a
 * T or an end-to-end touch), *pa == *pb exactly: both are the same exact point rounded
 * once. The converse does not hold (pairs closer than 1 LSB can round equal too).
 * When several pairs are closest (parallel or coincident segments that overlap when
 * projected), the pair with the smallest s is returned.
 * Method: Ericson's clamp-and-recompute (Real-Time Collision Detection 5.1.9) on exact
 * values: s = clamp((b*f - c*e) / (a*e - b*b)), t = (b*s + f) / e, and if t leaves [0, 1]
 * it is clamped and s recomputed from it; every parameter is kept as an exact fraction
 * (degree 2, or degree 4 in 128 bits), so each clamp decision is exact.
 * Domain: both origins and deltas in the domain.
 * Exact: the classification (parallel: cross product, degree 2; crossing vs skew: triple
 * product, degree 3 in 128 bits) and every clamp decision, so s == 0 / s == 1 / t == 0 /
 * t == 1 exactly when the true closest pair has them.
 * Error: *ta, *tb <= 0.5 LSB. *pa, *pb <= 0.5 LSB per component, except when the lines are
 * skew: then <= 0.5625 LSB (the parameter is carried as a 2^-33 fraction, whose error times
 * a delta of up to 8192 units adds 1/16 LSB; this includes closest points with a parameter
 * clamped to exactly 0 or 1: tests/fuzz/findings/fuzz_line-segment3-closest-skew-boundary).
 * Output: s, t in [0, 1]; pa on segment a and pb on segment b (to that error).
 * Degenerate: a zero delta makes that segment a point; its line counts as parallel to
 * every direction: FG_LINES_COINCIDENT when the point lies on the other line (both zero:
 * when the two points are equal), else FG_LINES_PARALLEL; its parameter is 0 and the
 * other segment's is the clamped projection of the point. Both zero: s = t = 0.
 * Out of domain -> FG_LINES_REJECTED, outputs untouched. */
FG_API int fg_segment3_segment3_closest(const fg_segment3 *a, const fg_segment3 *b, fg_scalar *ta,
                                        fg_scalar *tb, fg_vec3 *pa, fg_vec3 *pb);

/* The single point common to the planes a, b and c (A.11, Goldman):
 * p = (da (nb x nc) + db (nc x na) + dc (na x nb)) / (na . (nb x nc)).
 * Returns true and writes *point (may be NULL) when the normals are linearly independent
 * (determinant na . (nb x nc) != 0); false, *point untouched, when there is no single
 * point: any two normals parallel, all three parallel to one plane (the planes then share
 * a line, or nothing), or a zero normal.
 * Domain: the normals and offsets of all three planes in the domain (the full domain: the
 * determinant and numerators are degree 3, computed exactly in 128 bits).
 * Exact: true/false, for all such inputs.
 * Error: <= 0.5 LSB per component (each numerator / determinant rounded once). Nearly
 * dependent normals can put the point far outside the domain: components beyond the Q16.16
 * range saturate to +-(2^31 - 1) raw (the true/false answer stays exact).
 * Out of domain -> false, *point untouched. */
FG_API bool fg_plane_plane_plane_intersect(const fg_plane *a, const fg_plane *b, const fg_plane *c,
                                           fg_vec3 *point);

#endif /* FG_LINE_H */
