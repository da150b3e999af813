/* SPDX-License-Identifier: MIT */
/* fuzz_aabb.c - fuzz harness of lib/fg_aabb.h's static tests and box helpers (see
 * README.md). One case per function (2D and 3D together where the rule is per axis). */
#include <stdlib.h>
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

/* ---- helpers: exact for every int32 ---- */

/* v / 2 for the exact sum or difference v, rounded to nearest (halves away from zero),
 * saturated to +-(2^31 - 1) raw: written from the header. */
static int32_t ref_half(int64_t v)
{
    int64_t m = v < 0 ? -v : v, q = (m + 1) / 2;
    int64_t r = v < 0 ? -q : q;
    return r > INT32_MAX ? INT32_MAX : r < -INT32_MAX ? -INT32_MAX : (int32_t)r;
}

static void c_aabb_center_half_extents(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_aabb2 b2;
    fg_vec3 c = fg_aabb3_center(&b), e = fg_aabb3_half_extents(&b);
    fg_vec2 c2, e2;
    FZ_CHECK(c.x == ref_half((int64_t)b.min.x + b.max.x) && c.y == ref_half((int64_t)b.min.y + b.max.y) &&
             c.z == ref_half((int64_t)b.min.z + b.max.z));
    FZ_CHECK(e.x == ref_half((int64_t)b.max.x - b.min.x) && e.y == ref_half((int64_t)b.max.y - b.min.y) &&
             e.z == ref_half((int64_t)b.max.z - b.min.z));
    b2.min = fg_vec2_make(b.min.x, b.min.y);
    b2.max = fg_vec2_make(b.max.x, b.max.y);
    c2 = fg_aabb2_center(&b2);
    e2 = fg_aabb2_half_extents(&b2);
    FZ_CHECK(c2.x == c.x && c2.y == c.y && e2.x == e.x && e2.y == e.y); /* per axis */
    if (!fz_aabb3_empty(&b) && fz_dom_aabb3(&b)) {
        /* in the domain the centre lies in the box and centre +- half-extents are the
         * corners to 1 LSB (one rounding each) */
        FZ_CHECK(fz_in_aabb3(&b, c, 0));
        FZ_CHECK((int64_t)c.x - e.x - b.min.x >= -1 && (int64_t)c.x - e.x - b.min.x <= 1);
        FZ_CHECK((int64_t)c.z + e.z - b.max.z >= -1 && (int64_t)c.z + e.z - b.max.z <= 1);
    }
}

static int32_t min32(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }

static void c_aabb_merge(fz_in *in)
{
    fg_aabb3 a = fz_aabb3(in), b = fz_aabb3(in), m = fg_aabb3_merge(&a, &b), want;
    fg_aabb2 a2, b2, m2;
    if (fz_aabb3_empty(&a)) want = b; /* an empty operand is ignored (both empty: b) */
    else if (fz_aabb3_empty(&b)) want = a;
    else {
        want.min = fg_vec3_make(min32(a.min.x, b.min.x), min32(a.min.y, b.min.y), min32(a.min.z, b.min.z));
        want.max = fg_vec3_make(max32(a.max.x, b.max.x), max32(a.max.y, b.max.y), max32(a.max.z, b.max.z));
    }
    FZ_CHECK(memcmp(&m, &want, sizeof m) == 0);
    if (!fz_aabb3_empty(&a) && !fz_aabb3_empty(&b)) { /* contains both: overlaps each unless empty */
        FZ_CHECK(fg_aabb3_aabb3_overlap(&m, &a) && fg_aabb3_aabb3_overlap(&m, &b));
        FZ_CHECK(fg_aabb3_contains_point(&m, a.min) && fg_aabb3_contains_point(&m, b.max));
    }
    a2.min = fg_vec2_make(a.min.x, a.min.y), a2.max = fg_vec2_make(a.max.x, a.max.y);
    b2.min = fg_vec2_make(b.min.x, b.min.y), b2.max = fg_vec2_make(b.max.x, b.max.y);
    m2 = fg_aabb2_merge(&a2, &b2);
    if (fz_aabb2_empty(&a2)) FZ_CHECK(memcmp(&m2, &b2, sizeof m2) == 0);
    else if (fz_aabb2_empty(&b2)) FZ_CHECK(memcmp(&m2, &a2, sizeof m2) == 0);
    else FZ_CHECK(m2.min.x == min32(a2.min.x, b2.min.x) && m2.min.y == min32(a2.min.y, b2.min.y) &&
                  m2.max.x == max32(a2.max.x, b2.max.x) && m2.max.y == max32(a2.max.y, b2.max.y));
}

/* from points: up to 8 points in an exactly sized heap block; count 0 or above
 * FG_BATCH_MAX (over FG_BATCH_MAX points): rejected, *out untouched */
static void c_aabb_from_points(fz_in *in)
{
    uint8_t k = fz_byte(in);
    size_t n = k % 9u, i, count = n, len = n;
    bool big = (k & 0x80u) != 0u;
    fg_vec3 *p;
    fg_vec2 *p2;
    fg_aabb3 out, want;
    fg_aabb2 out2;
    int r, r2;
    if (big) len = FG_BATCH_MAX, count = FG_BATCH_MAX + 1u + (k & 0x40u ? (size_t)fz_byte(in) : SIZE_MAX - FG_BATCH_MAX - 1u);
    p = malloc((len ? len : 1u) * sizeof *p);
    p2 = malloc((len ? len : 1u) * sizeof *p2);
    for (i = 0; i < len; i++) {
        p[i] = i < n ? fz_vec3(in) : fg_vec3_make(0, 0, 0);
        p2[i] = fg_vec2_make(p[i].x, p[i].y);
    }
    fz_note("count", (int64_t)count);
    fz_poison(&out, sizeof out);
    fz_poison(&out2, sizeof out2);
    r = fg_aabb3_from_points(p, count, &out);
    r2 = fg_aabb2_from_points(p2, count, &out2);
    FZ_CHECK(fg_aabb3_from_points(p, count, NULL) == r && fg_aabb2_from_points(p2, count, NULL) == r2);
    FZ_CHECK(fg_aabb3_from_points(NULL, count, &out) == FG_REJECTED);
    if (count == 0u || count > FG_BATCH_MAX) {
        FZ_CHECK(r == FG_REJECTED && r2 == FG_REJECTED);
        FZ_CHECK(fz_is_poison(&out, sizeof out) && fz_is_poison(&out2, sizeof out2));
    } else {
        FZ_CHECK(r == FG_OK && r2 == FG_OK);
        want.min = want.max = p[0];
        for (i = 1; i < n; i++) {
            want.min = fg_vec3_make(min32(want.min.x, p[i].x), min32(want.min.y, p[i].y), min32(want.min.z, p[i].z));
            want.max = fg_vec3_make(max32(want.max.x, p[i].x), max32(want.max.y, p[i].y), max32(want.max.z, p[i].z));
        }
        FZ_CHECK(memcmp(&out, &want, sizeof out) == 0); /* exact for every value */
        FZ_CHECK(out2.min.x == want.min.x && out2.min.y == want.min.y && out2.max.x == want.max.x &&
                 out2.max.y == want.max.y);
    }
    free(p);
    free(p2);
}

static void c_aabb_in_domain(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_aabb2 b2;
    b2.min = fg_vec2_make(b.min.x, b.min.y);
    b2.max = fg_vec2_make(b.max.x, b.max.y);
    FZ_CHECK(fg_aabb3_in_domain(&b) == fz_dom_aabb3(&b)); /* inverted boxes may be in the domain */
    FZ_CHECK(fg_aabb2_in_domain(&b2) == fz_dom_aabb2(&b2));
}

static const fz_case cases[] = {
    {"fg_aabb2_aabb2_overlap", c_aabb2_aabb2_overlap},
    {"fg_aabb3_aabb3_overlap", c_aabb3_aabb3_overlap},
    {"fg_aabb2_closest_point", c_aabb2_closest_point},
    {"fg_aabb3_closest_point", c_aabb3_closest_point},
    {"fg_aabb3_center, _half_extents (and 2D)", c_aabb_center_half_extents},
    {"fg_aabb3_merge, fg_aabb2_merge", c_aabb_merge},
    {"fg_aabb3_from_points, fg_aabb2_from_points", c_aabb_from_points},
    {"fg_aabb3_in_domain, fg_aabb2_in_domain", c_aabb_in_domain},
};

FZ_HARNESS("fuzz_aabb", cases)
