/* SPDX-License-Identifier: MIT */
/*
 * bench_cglm.c - cglm counterparts of the fixgeom functions in bench_cases.c.
 *
 * Built only into the cglm image, with the float scalar layer, so the argument buffer a
 * wrapper receives is the fixgeom function's input row converted to float (same columns,
 * same order as the table in bench_cases.c): a box is 6 floats (cglm's vec3[2]), a sphere
 * 4 floats (cglm's vec4: centre, radius), a segment origin then delta.
 *
 * cglm (0.8.8, header-only) is inlined into each wrapper; fixgeom's functions are real
 * calls into its library. Where cglm's semantics differ, the wrapper adds the least that
 * makes it answer the same question (e.g. a max_t bound) and says so.
 *
 * Adding one: a wrapper and one line in bench_cglm_fns[] naming the fixgeom function whose
 * inputs it runs on.
 *
 * cglm 0.8.8 has no ray-sphere, ray-box, ray-plane, box-plane, closest-point-on-sphere or
 * sweep test and no 2D boxes, so those functions are compared with the float build only.
 */
#include <cglm/vec2.h>
#include <cglm/vec3.h>
#include <cglm/box.h>
#include <cglm/sphere.h>
#include <cglm/ray.h>
#include <cglm/plane.h>
#include "bench.h"

/* fg_aabb3_aabb3_overlap <-> glm_aabb_aabb. cglm does not reject inverted boxes; the
 * benchmark's boxes are all valid, so both answer the same question. */
static void run_glm_aabb_aabb(const void *args, bench_out *o)
{
    const float *a = args;
    o->ret = glm_aabb_aabb((vec3 *)a, (vec3 *)(a + 6));
}

/* fg_aabb3_contains_point <-> glm_aabb_point (columns: box(6) then the point). */
static void run_glm_aabb_point(const void *args, bench_out *o)
{
    const float *a = args;
    o->ret = glm_aabb_point((vec3 *)a, (float *)(a + 6));
}

/* fg_aabb3_closest_point <-> cglm has no such function; the same clamp composed from
 * glm_vec3_maxv and glm_vec3_minv (two cglm calls). */
static void run_glm_closest_point(const void *args, bench_out *o)
{
    const float *a = args;
    vec3 t, r;
    glm_vec3_maxv((float *)a, (float *)(a + 6), t);
    glm_vec3_minv(t, (float *)(a + 3), r);
    o->v[0] = r[0];
    o->v[1] = r[1];
    o->v[2] = r[2];
}

/* fg_plane_unit_normal <-> glm_plane_normalize. cglm normalises the plane in place (n and
 * d, by one 1/|n| multiply), so the wrapper copies it first; both give (0,0,0) for a zero
 * normal. Only n is compared. */
static void run_glm_plane_normalize(const void *args, bench_out *o)
{
    const float *a = args;
    vec4 p = { a[0], a[1], a[2], a[3] };
    glm_plane_normalize(p);
    o->v[0] = p[0];
    o->v[1] = p[1];
    o->v[2] = p[2];
}

/* fg_sphere_sphere_overlap <-> glm_sphere_sphere (columns: a.center a.radius, b...; a
 * cglm sphere is a vec4 centre, radius). cglm does not reject negative radii; the
 * benchmark's are all >= 0. */
static void run_glm_sphere_sphere(const void *args, bench_out *o)
{
    const float *a = args;
    o->ret = glm_sphere_sphere((float *)a, (float *)(a + 4));
}

/* fg_circle_circle_overlap <-> cglm 0.8.8 has no 2D sphere test; glm_sphere_sphere's own
 * expression in 2D: glm_vec2_distance2 <= glm_pow2(r_a + r_b). */
static void run_glm_circle_circle(const void *args, bench_out *o)
{
    const float *a = args;
    o->ret = glm_vec2_distance2((float *)a, (float *)(a + 3)) <= glm_pow2(a[2] + a[5]);
}

/* fg_sphere_aabb3_overlap <-> glm_aabb_sphere (columns: sphere(4) then box(6)). */
static void run_glm_aabb_sphere(const void *args, bench_out *o)
{
    const float *a = args;
    o->ret = glm_aabb_sphere((vec3 *)(a + 4), (float *)a);
}

/* fg_segment3_triangle_raycast <-> glm_ray_triangle (Moller-Trumbore, two-sided).
 * Columns: origin delta a b c max_t. cglm's distance is in units of the direction given,
 * so with direction = delta it is the fraction t; the max_t bound is added here. cglm
 * reports no hit for t <= 1e-6 (a segment starting on the triangle), returns only t (no
 * point, normal or barycentrics: 1 output compared). */
static void run_glm_ray_triangle(const void *args, bench_out *o)
{
    const float *a = args;
    float d = 0.0f;
    if (glm_ray_triangle((float *)a, (float *)(a + 3), (float *)(a + 6), (float *)(a + 9),
                         (float *)(a + 12), &d) && d <= a[15]) {
        o->ret = 1;
        o->v[0] = d;
    }
}

const bench_alt_fn bench_alt_fns[] = {
    { "fg_aabb3_aabb3_overlap", "glm_aabb_aabb", 0, run_glm_aabb_aabb },
    { "fg_aabb3_closest_point", "glm_vec3_maxv+glm_vec3_minv", 3, run_glm_closest_point },
    { "fg_aabb3_contains_point", "glm_aabb_point", 0, run_glm_aabb_point },
    { "fg_plane_unit_normal", "glm_plane_normalize", 3, run_glm_plane_normalize },
    { "fg_sphere_sphere_overlap", "glm_sphere_sphere", 0, run_glm_sphere_sphere },
    { "fg_circle_circle_overlap", "glm_vec2_distance2+glm_pow2", 0, run_glm_circle_circle },
    { "fg_sphere_aabb3_overlap", "glm_aabb_sphere", 0, run_glm_aabb_sphere },
    { "fg_segment3_triangle_raycast", "glm_ray_triangle", 1, run_glm_ray_triangle },
};
const unsigned bench_alt_fn_count = BENCH_ROWS(bench_alt_fns);
