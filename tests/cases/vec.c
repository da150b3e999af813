/* SPDX-License-Identifier: MIT */
/* Adapters: the vector helpers (fg_vec.h), the scalar conversions and the shape validators.
 * Each 3D helper and its 2D twin (on x, y) run on one row. */
#include "tv.h"

/* in: a(3) b(3); out: add, sub, neg (3D), then add, sub, neg (2D) */
void tv_run_vec_add_sub_neg(const int32_t *in, int32_t *out)
{
    fg_vec3 a = tv_v3(in), b = tv_v3(in + 3);
    fg_vec2 a2 = tv_v2(in), b2 = tv_v2(in + 3);
    tv_out_v3(out, fg_vec3_add(a, b));
    tv_out_v3(out + 3, fg_vec3_sub(a, b));
    tv_out_v3(out + 6, fg_vec3_neg(a));
    tv_out_v2(out + 9, fg_vec2_add(a2, b2));
    tv_out_v2(out + 11, fg_vec2_sub(a2, b2));
    tv_out_v2(out + 13, fg_vec2_neg(a2));
}

/* in: v(3) s */
void tv_run_vec_scale(const int32_t *in, int32_t *out)
{
    fg_scalar s = fg_from_raw(in[3]);
    tv_out_v3(out, fg_vec3_scale(tv_v3(in), s));
    tv_out_v2(out + 3, fg_vec2_scale(tv_v2(in), s));
}

/* in: a(3) b(3); out: dot3, dot2, cross2, cross3 */
void tv_run_vec_dot_cross(const int32_t *in, int32_t *out)
{
    fg_vec3 a = tv_v3(in), b = tv_v3(in + 3);
    out[0] = fg_to_raw(fg_vec3_dot(a, b));
    out[1] = fg_to_raw(fg_vec2_dot(tv_v2(in), tv_v2(in + 3)));
    out[2] = fg_to_raw(fg_vec2_cross(tv_v2(in), tv_v2(in + 3)));
    tv_out_v3(out + 3, fg_vec3_cross(a, b));
}

/* in: a(3) b(3); out: |a| (3D, 2D), |a - b| (3D, 2D), the same through a hit record whose
 * point is a, from the origin b */
void tv_run_vec_length_distance(const int32_t *in, int32_t *out)
{
    fg_vec3 a = tv_v3(in), b = tv_v3(in + 3);
    fg_vec2 a2 = tv_v2(in), b2 = tv_v2(in + 3);
    fg_hit3 h3;
    fg_hit2 h2;
    h3.point = a;
    h2.point = a2;
    out[0] = fg_to_raw(fg_vec3_length(a));
    out[1] = fg_to_raw(fg_vec2_length(a2));
    out[2] = fg_to_raw(fg_vec3_distance(a, b));
    out[3] = fg_to_raw(fg_vec2_distance(a2, b2));
    out[4] = fg_to_raw(fg_hit3_distance(&h3, b));
    out[5] = fg_to_raw(fg_hit2_distance(&h2, b2));
}

/* in: v(3) */
void tv_run_vec_normalize(const int32_t *in, int32_t *out)
{
    tv_out_v3(out, fg_vec3_normalize(tv_v3(in)));
    tv_out_v2(out + 3, fg_vec2_normalize(tv_v2(in)));
}

/* in: a(3) b(3) t */
void tv_run_vec_lerp(const int32_t *in, int32_t *out)
{
    fg_scalar t = fg_from_raw(in[6]);
    tv_out_v3(out, fg_vec3_lerp(tv_v3(in), tv_v3(in + 3), t));
    tv_out_v2(out + 3, fg_vec2_lerp(tv_v2(in), tv_v2(in + 3), t));
}

/* in: an integer i, a raw value a; out: fg_from_int(i), fg_to_int_floor(a), fg_to_int_round(a) */
void tv_run_scalar_int_conversions(const int32_t *in, int32_t *out)
{
    out[0] = fg_to_raw(fg_from_int(in[0]));
    out[1] = fg_to_int_floor(fg_from_raw(in[1]));
    out[2] = fg_to_int_round(fg_from_raw(in[1]));
}

/* in: 18 raw values, read as each shape from the start (the oriented box: local box 0..5,
 * axes 6..14, position 15..17); out: each validator's answer */
void tv_run_shape_in_domain(const int32_t *in, int32_t *out)
{
    fg_segment2 s2 = tv_seg2(in);
    fg_segment3 s3 = tv_seg3(in);
    fg_aabb2 b2 = tv_aabb2(in);
    fg_aabb3 b3 = tv_aabb3(in);
    fg_circle c = tv_circle(in);
    fg_sphere s = tv_sphere(in);
    fg_plane p = tv_plane(in);
    fg_line2 l = tv_line2(in);
    fg_triangle t;
    fg_obb3 o;
    t.a = tv_v3(in);
    t.b = tv_v3(in + 3);
    t.c = tv_v3(in + 6);
    o.local = tv_aabb3(in);
    o.axis[0] = tv_v3(in + 6);
    o.axis[1] = tv_v3(in + 9);
    o.axis[2] = tv_v3(in + 12);
    o.pos = tv_v3(in + 15);
    out[0] = fg_vec2_in_domain(tv_v2(in));
    out[1] = fg_vec3_in_domain(tv_v3(in));
    out[2] = fg_segment2_in_domain(&s2);
    out[3] = fg_segment3_in_domain(&s3);
    out[4] = fg_aabb2_in_domain(&b2);
    out[5] = fg_aabb3_in_domain(&b3);
    out[6] = fg_circle_in_domain(&c);
    out[7] = fg_sphere_in_domain(&s);
    out[8] = fg_plane_in_domain(&p);
    out[9] = fg_line2_in_domain(&l);
    out[10] = fg_triangle_in_domain(&t);
    out[11] = fg_obb3_in_domain(&o);
}
