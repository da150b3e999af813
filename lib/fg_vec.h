/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_vec.h - vectors: arithmetic and helpers.
 *
 * Index
 *   fg_vec2_make fg_vec3_make
 *   fg_vec2_add fg_vec3_add fg_vec2_sub fg_vec3_sub fg_vec2_neg fg_vec3_neg   (wrap, inline)
 *   fg_vec2_scale fg_vec3_scale          v * s, 0.5 LSB per component
 *   fg_vec2_dot fg_vec3_dot              exact sum, rounded once (0.5 LSB)
 *   fg_vec2_cross fg_vec3_cross          exact, rounded once per component (0.5 LSB)
 *   fg_vec2_length fg_vec3_length        |v|, 0.5 LSB
 *   fg_vec2_distance fg_vec3_distance    |a - b|, 0.5 LSB
 *   fg_vec2_normalize fg_vec3_normalize  v / |v|, 0.51 LSB per component
 *   fg_vec2_lerp fg_vec3_lerp            a + (b - a) * t, 0.5 LSB per component
 *   fg_hit2_distance fg_hit3_distance    how far along the segment a hit is, 0.5 LSB
 *   fg_vec2_in_domain fg_vec3_in_domain  every component in [-8192, 8192] units
 *
 * add, sub and neg wrap (two's complement) like fg_add. The compiled helpers (scale to
 * lerp) are defined for every input: intermediate values are exact (no wrap), and a result
 * beyond the Q16.16 range saturates to +-FG_MAX. "0.5 LSB" means correctly rounded: the
 * exact result rounded to nearest, halves away from zero.
 */
#ifndef FG_VEC_H
#define FG_VEC_H

#include "fg_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The vector (x, y). @param x x component @param y y component @return that vector */
FG_INLINE fg_vec2 fg_vec2_make(fg_scalar x, fg_scalar y) { fg_vec2 v; v.x = x; v.y = y; return v; }
/** The vector (x, y, z).
 * @param x x component @param y y component @param z z component @return that vector
 */
FG_INLINE fg_vec3 fg_vec3_make(fg_scalar x, fg_scalar y, fg_scalar z) { fg_vec3 v; v.x = x; v.y = y; v.z = z; return v; }

/** a + b per component, wrapping. @param a, b the vectors @return that vector */
FG_INLINE fg_vec2 fg_vec2_add(fg_vec2 a, fg_vec2 b) { return fg_vec2_make(fg_add(a.x, b.x), fg_add(a.y, b.y)); }
/** a + b per component, wrapping. @param a, b the vectors @return that vector */
FG_INLINE fg_vec3 fg_vec3_add(fg_vec3 a, fg_vec3 b) { return fg_vec3_make(fg_add(a.x, b.x), fg_add(a.y, b.y), fg_add(a.z, b.z)); }
/** a - b per component, wrapping. @param a, b the vectors @return that vector */
FG_INLINE fg_vec2 fg_vec2_sub(fg_vec2 a, fg_vec2 b) { return fg_vec2_make(fg_sub(a.x, b.x), fg_sub(a.y, b.y)); }
/** a - b per component, wrapping. @param a, b the vectors @return that vector */
FG_INLINE fg_vec3 fg_vec3_sub(fg_vec3 a, fg_vec3 b) { return fg_vec3_make(fg_sub(a.x, b.x), fg_sub(a.y, b.y), fg_sub(a.z, b.z)); }
/** -a per component, wrapping. @param a the vector @return that vector */
FG_INLINE fg_vec2 fg_vec2_neg(fg_vec2 a) { return fg_vec2_make(fg_neg(a.x), fg_neg(a.y)); }
/** -a per component, wrapping. @param a the vector @return that vector */
FG_INLINE fg_vec3 fg_vec3_neg(fg_vec3 a) { return fg_vec3_make(fg_neg(a.x), fg_neg(a.y), fg_neg(a.z)); }

/** v * s per component. (Not fg_mul: fix16_mul returns 0x80000000 when it overflows.)
 * @param a the vector @param s the scale factor @return that vector
 */
/** @{ */
FG_API fg_vec2 fg_vec2_scale(fg_vec2 a, fg_scalar s);
FG_API fg_vec3 fg_vec3_scale(fg_vec3 a, fg_scalar s);
/** @} */

/** a . b
 * @param a, b the vectors @return that value
 */
/** @{ */
FG_API fg_scalar fg_vec2_dot(fg_vec2 a, fg_vec2 b);
FG_API fg_scalar fg_vec3_dot(fg_vec3 a, fg_vec3 b);
/** @} */
/** a.x * b.y - a.y * b.x (the z of the 3D cross product), and the 3D cross product.
 * @param a, b the vectors @return that value
 */
/** @{ */
FG_API fg_scalar fg_vec2_cross(fg_vec2 a, fg_vec2 b);
FG_API fg_vec3 fg_vec3_cross(fg_vec3 a, fg_vec3 b);
/** @} */
/** |v|: output in [0, FG_MAX].
 * @param v the vector @return that value
 */
/** @{ */
FG_API fg_scalar fg_vec2_length(fg_vec2 v);
FG_API fg_scalar fg_vec3_length(fg_vec3 v);
/** @} */
/** |a - b|, the difference formed exactly: output in [0, FG_MAX].
 * @param a, b the points @return that value
 */
/** @{ */
FG_API fg_scalar fg_vec2_distance(fg_vec2 a, fg_vec2 b);
FG_API fg_scalar fg_vec3_distance(fg_vec3 a, fg_vec3 b);
/** @} */
/** v / |v|, components in [-1, 1], <= 0.51 LSB each (0.5 + 2^-12 LSB: one division by |v|
 * rounded down to an integer at 31 bits; a correctly rounded unit vector needs a wider
 * root and division than the scalar layer provides today). The zero vector gives the zero
 * vector. The result's length is 1 to within about 1 LSB.
 * @param v the vector @return that vector
 */
/** @{ */
FG_API fg_vec2 fg_vec2_normalize(fg_vec2 v);
FG_API fg_vec3 fg_vec3_normalize(fg_vec3 v);
/** @} */
/** a + (b - a) * t, rounded once per component (t is not limited to [0, 1]).
 * @param a, b the vectors @param t the blend fraction (not limited to [0, 1])
 * @return that vector
 */
/** @{ */
FG_API fg_vec2 fg_vec2_lerp(fg_vec2 a, fg_vec2 b, fg_scalar t);
FG_API fg_vec3 fg_vec3_lerp(fg_vec3 a, fg_vec3 b, fg_scalar t);
/** @} */

/** The distance from the segment's origin to a hit point: |hit->point - origin|, 0.5 LSB.
 * Prefer it to t * |delta|: the hit point is exact to 0.5 LSB, while t's 0.5 LSB grows by
 * |delta| (up to 1/8 unit on a 16384-unit segment). hit must not be NULL.
 * @param hit the hit (required) @param origin the segment's origin @return that value
 */
/** @{ */
FG_INLINE fg_scalar fg_hit2_distance(const fg_hit2 *hit, fg_vec2 origin) { return fg_vec2_distance(origin, hit->point); }
FG_INLINE fg_scalar fg_hit3_distance(const fg_hit3 *hit, fg_vec3 origin) { return fg_vec3_distance(origin, hit->point); }
/** @} */

/** Is every component in [-8192, 8192] units? @param v the vector @return that answer */
FG_INLINE bool fg_vec2_in_domain(fg_vec2 v) { return fg_in_domain(v.x) && fg_in_domain(v.y); }
/** Is every component in [-8192, 8192] units? @param v the vector @return that answer */
FG_INLINE bool fg_vec3_in_domain(fg_vec3 v) { return fg_in_domain(v.x) && fg_in_domain(v.y) && fg_in_domain(v.z); }

#ifdef __cplusplus
}
#endif

#endif /* FG_VEC_H */
