/*
 * fg_vec.h - vector operations, header-only (cheap, inlined).
 *
 * Index
 *   fg_vec2_make fg_vec3_make
 *   fg_vec2_add fg_vec3_add fg_vec2_sub fg_vec3_sub fg_vec2_neg fg_vec3_neg
 *   fg_vec2_scale fg_vec3_scale         v * s, each component rounded (0.5 LSB)
 *   fg_vec2_dot fg_vec3_dot             rounded once at the end (0.5 LSB)
 *   fg_vec2_dot_wide fg_vec3_dot_wide   exact (fg_wide)
 *   fg_vec2_cross fg_vec2_cross_wide    z of the 2D cross product
 *   fg_vec3_cross                       each component rounded once (0.5 LSB)
 *   fg_vec2_out_of_domain fg_vec3_out_of_domain
 */
#ifndef FG_VEC_H
#define FG_VEC_H

#include "fg_types.h"

FG_INLINE fg_vec2 fg_vec2_make(fg_scalar x, fg_scalar y) { fg_vec2 v; v.x = x; v.y = y; return v; }
FG_INLINE fg_vec3 fg_vec3_make(fg_scalar x, fg_scalar y, fg_scalar z) { fg_vec3 v; v.x = x; v.y = y; v.z = z; return v; }

FG_INLINE fg_vec2 fg_vec2_add(fg_vec2 a, fg_vec2 b) { return fg_vec2_make(fg_add(a.x, b.x), fg_add(a.y, b.y)); }
FG_INLINE fg_vec3 fg_vec3_add(fg_vec3 a, fg_vec3 b) { return fg_vec3_make(fg_add(a.x, b.x), fg_add(a.y, b.y), fg_add(a.z, b.z)); }
FG_INLINE fg_vec2 fg_vec2_sub(fg_vec2 a, fg_vec2 b) { return fg_vec2_make(fg_sub(a.x, b.x), fg_sub(a.y, b.y)); }
FG_INLINE fg_vec3 fg_vec3_sub(fg_vec3 a, fg_vec3 b) { return fg_vec3_make(fg_sub(a.x, b.x), fg_sub(a.y, b.y), fg_sub(a.z, b.z)); }
FG_INLINE fg_vec2 fg_vec2_neg(fg_vec2 a) { return fg_vec2_make(fg_neg(a.x), fg_neg(a.y)); }
FG_INLINE fg_vec3 fg_vec3_neg(fg_vec3 a) { return fg_vec3_make(fg_neg(a.x), fg_neg(a.y), fg_neg(a.z)); }
FG_INLINE fg_vec2 fg_vec2_scale(fg_vec2 a, fg_scalar s) { return fg_vec2_make(fg_mul(a.x, s), fg_mul(a.y, s)); }
FG_INLINE fg_vec3 fg_vec3_scale(fg_vec3 a, fg_scalar s) { return fg_vec3_make(fg_mul(a.x, s), fg_mul(a.y, s), fg_mul(a.z, s)); }

FG_INLINE fg_wide fg_vec2_dot_wide(fg_vec2 a, fg_vec2 b) { return fg_wadd(fg_wmul(a.x, b.x), fg_wmul(a.y, b.y)); }
FG_INLINE fg_wide fg_vec3_dot_wide(fg_vec3 a, fg_vec3 b) { return fg_wmul3(a.x, b.x, a.y, b.y, a.z, b.z); }
FG_INLINE fg_scalar fg_vec2_dot(fg_vec2 a, fg_vec2 b) { return fg_wide_to(fg_vec2_dot_wide(a, b)); }
FG_INLINE fg_scalar fg_vec3_dot(fg_vec3 a, fg_vec3 b) { return fg_wide_to(fg_vec3_dot_wide(a, b)); }

FG_INLINE fg_wide fg_vec2_cross_wide(fg_vec2 a, fg_vec2 b) { return fg_wsub(fg_wmul(a.x, b.y), fg_wmul(a.y, b.x)); }
FG_INLINE fg_scalar fg_vec2_cross(fg_vec2 a, fg_vec2 b) { return fg_wide_to(fg_vec2_cross_wide(a, b)); }
FG_INLINE fg_vec3 fg_vec3_cross(fg_vec3 a, fg_vec3 b)
{
    return fg_vec3_make(fg_wide_to(fg_wsub(fg_wmul(a.y, b.z), fg_wmul(a.z, b.y))),
                        fg_wide_to(fg_wsub(fg_wmul(a.z, b.x), fg_wmul(a.x, b.z))),
                        fg_wide_to(fg_wsub(fg_wmul(a.x, b.y), fg_wmul(a.y, b.x))));
}

FG_INLINE uint32_t fg_vec2_out_of_domain(fg_vec2 a) { return fg_out_of_domain(a.x) | fg_out_of_domain(a.y); }
FG_INLINE uint32_t fg_vec3_out_of_domain(fg_vec3 a)
{
    return fg_out_of_domain(a.x) | fg_out_of_domain(a.y) | fg_out_of_domain(a.z);
}

#endif /* FG_VEC_H */
