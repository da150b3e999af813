/* fuzz_aabb.c - fuzz harness of lib/fg_aabb.h (see README.md). One case per function. */
#include "fuzz_common.h"

/* Boxes are closed; an inverted box (min > max on an axis) is empty. Domain: everything. */

static bool ref_interval(int32_t alo, int32_t ahi, int32_t blo, int32_t bhi)
{
    return alo <= ahi && blo <= bhi && alo <= bhi && blo <= ahi;
}

static void c_aabb2_aabb2_overlap(fz_in *in)
{
    fg_aabb2 a = fz_aabb2(in), b = fz_aabb2(in);
    bool r = fg_aabb2_aabb2_overlap(&a, &b);
    fg_vec2 q;
    FZ_CHECK(r == fg_aabb2_aabb2_overlap(&b, &a)); /* symmetric */
    FZ_CHECK(r == (ref_interval(a.min.x, a.max.x, b.min.x, b.max.x) &&
                   ref_interval(a.min.y, a.max.y, b.min.y, b.max.y))); /* exact */
    FZ_CHECK(fg_aabb2_aabb2_overlap(&a, &a) == !fz_aabb2_empty(&a));  /* itself unless empty */
    /* agrees with closest_point: b's point nearest to a.min lies in a iff they overlap */
    q = fg_aabb2_closest_point(&b, a.min);
    if (!fz_aabb2_empty(&a) && !fz_aabb2_empty(&b)) FZ_CHECK(r == fz_in_aabb2(&a, q, 0));
}

static void c_aabb3_aabb3_overlap(fz_in *in)
{
    fg_aabb3 a = fz_aabb3(in), b = fz_aabb3(in);
    bool r = fg_aabb3_aabb3_overlap(&a, &b);
    fg_aabb3 pt;
    fg_vec3 q;
    FZ_CHECK(r == fg_aabb3_aabb3_overlap(&b, &a));
    FZ_CHECK(r == (ref_interval(a.min.x, a.max.x, b.min.x, b.max.x) &&
                   ref_interval(a.min.y, a.max.y, b.min.y, b.max.y) &&
                   ref_interval(a.min.z, a.max.z, b.min.z, b.max.z)));
    FZ_CHECK(fg_aabb3_aabb3_overlap(&a, &a) == !fz_aabb3_empty(&a));
    q = fg_aabb3_closest_point(&b, a.min);
    if (!fz_aabb3_empty(&a) && !fz_aabb3_empty(&b)) FZ_CHECK(r == fz_in_aabb3(&a, q, 0));
    /* a point box {a.min} overlaps b exactly when the point is in b */
    pt.min = a.min;
    pt.max = a.min;
    FZ_CHECK(fg_aabb3_aabb3_overlap(&pt, &b) == fz_in_aabb3(&b, a.min, 0));
}

/* clamp with min winning on an inverted axis, written from the documentation */
static int32_t ref_clamp(int32_t v, int32_t lo, int32_t hi)
{
    if (lo > hi) return lo;
    return v < lo ? lo : v > hi ? hi : v;
}

static void c_aabb2_closest_point(fz_in *in)
{
    fg_aabb2 b = fz_aabb2(in);
    fg_vec2 p = fz_vec2(in), q = fg_aabb2_closest_point(&b, p);
    FZ_CHECK(q.x == ref_clamp(p.x, b.min.x, b.max.x) && q.y == ref_clamp(p.y, b.min.y, b.max.y));
    if (!fz_aabb2_empty(&b)) {
        fg_vec2 q2 = fg_aabb2_closest_point(&b, q);
        FZ_CHECK(fz_in_aabb2(&b, q, 0));                    /* lies in the box */
        FZ_CHECK(q2.x == q.x && q2.y == q.y);               /* idempotent */
        if (fz_in_aabb2(&b, p, 0)) FZ_CHECK(q.x == p.x && q.y == p.y);
    }
}

static void c_aabb3_closest_point(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_vec3 p = fz_vec3(in), q = fg_aabb3_closest_point(&b, p);
    FZ_CHECK(q.x == ref_clamp(p.x, b.min.x, b.max.x) && q.y == ref_clamp(p.y, b.min.y, b.max.y) &&
             q.z == ref_clamp(p.z, b.min.z, b.max.z));
    if (!fz_aabb3_empty(&b)) {
        fg_vec3 q2 = fg_aabb3_closest_point(&b, q);
        FZ_CHECK(fz_in_aabb3(&b, q, 0));
        FZ_CHECK(q2.x == q.x && q2.y == q.y && q2.z == q.z);
        if (fz_in_aabb3(&b, p, 0)) FZ_CHECK(q.x == p.x && q.y == p.y && q.z == p.z);
    }
}

static const fz_case cases[] = {
    {"fg_aabb2_aabb2_overlap", c_aabb2_aabb2_overlap},
    {"fg_aabb3_aabb3_overlap", c_aabb3_aabb3_overlap},
    {"fg_aabb2_closest_point", c_aabb2_closest_point},
    {"fg_aabb3_closest_point", c_aabb3_closest_point},
};

FZ_HARNESS("fuzz_aabb", cases)
