/* SPDX-License-Identifier: MIT */
/* fuzz_vec.c - fuzz harness of lib/fg_vec.h, the scalar conversions and every shape's
 * validator (see README.md). One case per helper family.
 *
 * Every helper is defined for every int32 input, so nothing is skipped: the exact result
 * is computed in __int128 (square roots by an integer root, exact), rounded to nearest
 * with halves away from zero and saturated to +-(2^31 - 1) raw, and must be met exactly
 * (normalize: within its documented 0.51 LSB). */
#include "fuzz_common.h"

typedef __int128 i128;

#define SAT ((i128)INT32_MAX)

static i128 sat(i128 v) { return v > SAT ? SAT : v < -SAT ? -SAT : v; }

/* v / 2^16 rounded to nearest, halves away from zero, saturated */
static int32_t rnd16(i128 v)
{
    i128 a = v < 0 ? -v : v, r = (a + 32768) >> 16;
    return (int32_t)sat(v < 0 ? -r : r);
}

static int32_t wrap(int64_t v) { return (int32_t)(uint32_t)(uint64_t)v; }

static unsigned __int128 isqrt128(unsigned __int128 s)
{
    unsigned __int128 r = 0, bit = (unsigned __int128)1 << 126;
    while (bit > s) bit >>= 2;
    while (bit != 0) {
        if (s >= r + bit) {
            s -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

/* sqrt(x^2 + y^2 + z^2) rounded (never halfway) and saturated */
static int32_t len_raw(i128 x, i128 y, i128 z)
{
    unsigned __int128 s = (unsigned __int128)(x * x) + (unsigned __int128)(y * y) + (unsigned __int128)(z * z);
    unsigned __int128 r = isqrt128(s);
    if (s - r * r > r) r++;
    return r > (unsigned __int128)INT32_MAX ? INT32_MAX : (int32_t)r;
}

static void c_add_sub_neg(fz_in *in)
{
    fg_vec3 a = fz_vec3(in), b = fz_vec3(in);
    fg_vec3 s = fg_vec3_add(a, b), d = fg_vec3_sub(a, b), n = fg_vec3_neg(a);
    fg_vec2 s2 = fg_vec2_add(fg_vec2_make(a.x, a.y), fg_vec2_make(b.x, b.y));
    FZ_CHECK(s.x == wrap((int64_t)a.x + b.x) && s.y == wrap((int64_t)a.y + b.y) && s.z == wrap((int64_t)a.z + b.z));
    FZ_CHECK(d.x == wrap((int64_t)a.x - b.x) && d.y == wrap((int64_t)a.y - b.y) && d.z == wrap((int64_t)a.z - b.z));
    FZ_CHECK(n.x == wrap(-(int64_t)a.x) && n.y == wrap(-(int64_t)a.y) && n.z == wrap(-(int64_t)a.z));
    FZ_CHECK(s2.x == s.x && s2.y == s.y);
}

static void c_scale(fz_in *in)
{
    fg_vec3 a = fz_vec3(in);
    fg_scalar k = fz_scalar(in);
    fg_vec3 r = fg_vec3_scale(a, k);
    fg_vec2 r2 = fg_vec2_scale(fg_vec2_make(a.x, a.y), k);
    FZ_CHECK(r.x == rnd16((i128)a.x * k) && r.y == rnd16((i128)a.y * k) && r.z == rnd16((i128)a.z * k));
    FZ_CHECK(r2.x == r.x && r2.y == r.y);
}

static void c_dot_cross(fz_in *in)
{
    fg_vec3 a = fz_vec3(in), b = fz_vec3(in), c = fg_vec3_cross(a, b);
    fg_vec2 a2 = fg_vec2_make(a.x, a.y), b2 = fg_vec2_make(b.x, b.y);
    FZ_CHECK(fg_vec3_dot(a, b) == rnd16((i128)a.x * b.x + (i128)a.y * b.y + (i128)a.z * b.z));
    FZ_CHECK(fg_vec2_dot(a2, b2) == rnd16((i128)a.x * b.x + (i128)a.y * b.y));
    FZ_CHECK(fg_vec2_cross(a2, b2) == rnd16((i128)a.x * b.y - (i128)a.y * b.x));
    FZ_CHECK(c.x == rnd16((i128)a.y * b.z - (i128)a.z * b.y));
    FZ_CHECK(c.y == rnd16((i128)a.z * b.x - (i128)a.x * b.z));
    FZ_CHECK(c.z == rnd16((i128)a.x * b.y - (i128)a.y * b.x));
}

static void c_length_distance(fz_in *in)
{
    fg_vec3 a = fz_vec3(in), b = fz_vec3(in);
    fg_hit3 h;
    fg_hit2 h2;
    i128 dx = (i128)a.x - b.x, dy = (i128)a.y - b.y, dz = (i128)a.z - b.z;
    FZ_CHECK(fg_vec3_length(a) == len_raw(a.x, a.y, a.z));
    FZ_CHECK(fg_vec2_length(fg_vec2_make(a.x, a.y)) == len_raw(a.x, a.y, 0));
    FZ_CHECK(fg_vec3_distance(a, b) == len_raw(dx, dy, dz));
    FZ_CHECK(fg_vec2_distance(fg_vec2_make(a.x, a.y), fg_vec2_make(b.x, b.y)) == len_raw(dx, dy, 0));
    h.point = b;
    h2.point = fg_vec2_make(b.x, b.y);
    FZ_CHECK(fg_hit3_distance(&h, a) == len_raw(dx, dy, dz)); /* |point - origin| */
    FZ_CHECK(fg_hit2_distance(&h2, fg_vec2_make(a.x, a.y)) == len_raw(dx, dy, 0));
}

static void c_normalize(fz_in *in)
{
    fg_vec3 v = fz_vec3(in), u = fg_vec3_normalize(v);
    fg_vec2 u2 = fg_vec2_normalize(fg_vec2_make(v.x, v.y));
    fz_big n[3] = {fz_big_i(v.x), fz_big_i(v.y), fz_big_i(v.z)};
    fg_scalar c2[2] = {u2.x, u2.y};
    if (v.x == 0 && v.y == 0 && v.z == 0) {
        FZ_CHECK(u.x == 0 && u.y == 0 && u.z == 0);
    } else {
        FZ_CHECK(fz_unit_near3(u, n, +1, 51, 100)); /* 0.51 LSB per component */
    }
    if (v.x == 0 && v.y == 0) {
        FZ_CHECK(u2.x == 0 && u2.y == 0);
    } else {
        FZ_CHECK(fz_unit_near(2, c2, n, +1, 51, 100));
    }
    FZ_CHECK(u.x >= -65536 && u.x <= 65536 && u.y >= -65536 && u.y <= 65536 && u.z >= -65536 && u.z <= 65536);
}

static void c_lerp(fz_in *in)
{
    fg_vec3 a = fz_vec3(in), b = fz_vec3(in);
    fg_scalar t = fz_scalar(in);
    fg_vec3 r = fg_vec3_lerp(a, b, t);
    fg_vec2 r2 = fg_vec2_lerp(fg_vec2_make(a.x, a.y), fg_vec2_make(b.x, b.y), t);
    FZ_CHECK(r.x == rnd16((i128)a.x * 65536 + ((i128)b.x - a.x) * t));
    FZ_CHECK(r.y == rnd16((i128)a.y * 65536 + ((i128)b.y - a.y) * t));
    FZ_CHECK(r.z == rnd16((i128)a.z * 65536 + ((i128)b.z - a.z) * t));
    FZ_CHECK(r2.x == r.x && r2.y == r.y);
}

static void c_int_conversions(fz_in *in)
{
    int32_t i = fz_scalar(in), a = fz_scalar(in);
    int64_t fi = i > 32767 ? INT32_MAX : i < -32767 ? -INT32_MAX : (int64_t)i * 65536;
    int64_t m = a < 0 ? -(int64_t)a : a, rd = (m + 32768) >> 16;
    FZ_CHECK(fg_from_int(i) == fi);
    FZ_CHECK(fg_to_int_floor(a) == (int32_t)(((int64_t)a - (((int64_t)a % 65536 + 65536) % 65536)) / 65536));
    FZ_CHECK(fg_to_int_round(a) == (a < 0 ? -rd : rd));
}

/* The validators against the domain written here (fz_dom_*), and NULL gives false. */
static void c_in_domain(fz_in *in)
{
    fg_segment3 s3 = fz_segment3(in);
    fg_segment2 s2 = fz_segment2(in);
    fg_aabb3 b3 = fz_aabb3(in);
    fg_aabb2 b2 = fz_aabb2(in);
    fg_sphere sp = fz_sphere(in);
    fg_circle ci = fz_circle(in);
    fg_plane pl = fz_plane(in);
    fg_line2 ln = fz_line2(in);
    fg_triangle tr = fz_triangle(in);
    fg_obb3 ob;
    int k;
    bool axes = true;
    ob.local = fz_aabb3(in);
    ob.pos = fz_vec3(in);
    for (k = 0; k < 3; k++) {
        ob.axis[k] = fz_vec3(in);
        axes = axes && ob.axis[k].x >= -2 * 65536 && ob.axis[k].x <= 2 * 65536 && ob.axis[k].y >= -2 * 65536 &&
               ob.axis[k].y <= 2 * 65536 && ob.axis[k].z >= -2 * 65536 && ob.axis[k].z <= 2 * 65536;
    }
    FZ_CHECK(fg_vec3_in_domain(s3.origin) == fz_dom_vec3(s3.origin));
    FZ_CHECK(fg_vec2_in_domain(s2.origin) == fz_dom_vec2(s2.origin));
    FZ_CHECK(fg_segment3_in_domain(&s3) == fz_dom_segment3(&s3));
    FZ_CHECK(fg_segment2_in_domain(&s2) == fz_dom_segment2(&s2));
    FZ_CHECK(fg_aabb3_in_domain(&b3) == fz_dom_aabb3(&b3));
    FZ_CHECK(fg_aabb2_in_domain(&b2) == fz_dom_aabb2(&b2));
    FZ_CHECK(fg_sphere_in_domain(&sp) == fz_dom_sphere(&sp));
    FZ_CHECK(fg_circle_in_domain(&ci) == fz_dom_circle(&ci));
    FZ_CHECK(fg_plane_in_domain(&pl) == fz_dom_plane(&pl));
    FZ_CHECK(fg_line2_in_domain(&ln) == fz_dom_line2(&ln));
    FZ_CHECK(fg_triangle_in_domain(&tr) == fz_dom_triangle(&tr));
    FZ_CHECK(fg_obb3_in_domain(&ob) == (fz_dom_aabb3(&ob.local) && fz_dom_vec3(ob.pos) && axes));
    FZ_CHECK(!fg_segment3_in_domain(NULL) && !fg_segment2_in_domain(NULL) && !fg_aabb3_in_domain(NULL) &&
             !fg_aabb2_in_domain(NULL) && !fg_sphere_in_domain(NULL) && !fg_circle_in_domain(NULL) &&
             !fg_plane_in_domain(NULL) && !fg_line2_in_domain(NULL) && !fg_triangle_in_domain(NULL) &&
             !fg_obb3_in_domain(NULL));
}

static const fz_case cases[] = {
    {"fg_vec*_add/sub/neg", c_add_sub_neg},   {"fg_vec*_scale", c_scale},   {"fg_vec*_dot/cross", c_dot_cross},
    {"fg_vec*_length/distance", c_length_distance}, {"fg_vec*_normalize", c_normalize}, {"fg_vec*_lerp", c_lerp},
    {"fg_from_int/fg_to_int_*", c_int_conversions}, {"fg_*_in_domain", c_in_domain},
};

FZ_HARNESS("fuzz_vec", cases)
