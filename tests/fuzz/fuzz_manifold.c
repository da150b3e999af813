/* SPDX-License-Identifier: MIT */
/* fuzz_manifold.c - fuzz harness of the 2D contact manifolds (fg_*_manifold). One case per
 * function.
 *
 * Reference, written here from the definitions (no formula of lib/): the decision from
 * exact __int128 squared distances; it must also equal the library's *_overlap answer.
 * Normals, depths and points of the circle cases against long double (sqrtl of an exact
 * integer: relative error 2^-63, far below the 0.51 LSB checked); box faces and the box
 * pair exactly, plus the defining invariants of a box pair's manifold: B moved by
 * normal * depth touches A on that axis, and every point lies in both closed boxes. */
#include <math.h>
#include <stdlib.h>
#include "fuzz_common.h"

typedef fz_i128 i128;

#define ONE_RAW 65536.0L

static bool close_to(fg_scalar got, long double want, long double tol) { return fabsl((long double)got - want) <= tol; }

static void check_cleared(const fg_manifold2 *m)
{
    if (m->count == 1) {
        FZ_CHECK(m->depth[1] == 0 && m->point[1].x == 0 && m->point[1].y == 0);
    }
}

/* ---------------------------------------------------------------- circle vs circle */
static void c_circle_circle(fz_in *in)
{
    fg_circle a = fz_circle(in), b = fz_circle(in);
    fg_manifold2 m;
    fg_result r = fg_circle_circle_manifold(&a, &b, &m);
    int64_t dx, dy, rs;
    i128 dd;
    FZ_CHECK(r == fg_circle_circle_manifold(&a, &b, NULL));
    if (!fz_dom_circle(&a) || !fz_dom_circle(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == fg_circle_circle_overlap(&a, &b));
    if (a.radius < 0 || b.radius < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    dx = (int64_t)b.center.x - a.center.x;
    dy = (int64_t)b.center.y - a.center.y;
    rs = (int64_t)a.radius + b.radius;
    dd = (i128)dx * dx + (i128)dy * dy;
    FZ_CHECK(r == (dd <= (i128)rs * rs ? FG_HIT : FG_MISS));
    if (r != FG_HIT) return;
    FZ_CHECK(m.count == 1);
    check_cleared(&m);
    if (dd == 0) {
        FZ_CHECK(m.normal.x == FG_ONE && m.normal.y == 0);
        FZ_CHECK(m.depth[0] == (fg_scalar)rs);
        FZ_CHECK(m.point[0].x == b.center.x - b.radius && m.point[0].y == b.center.y);
    } else {
        long double L = sqrtl((long double)dd);
        long double nx = (long double)dx / L, ny = (long double)dy / L;
        FZ_CHECK(close_to(m.normal.x, nx * ONE_RAW, 0.51L) && close_to(m.normal.y, ny * ONE_RAW, 0.51L));
        FZ_CHECK(close_to(m.depth[0], (long double)rs - L, 0.5L + 1e-6L));
        FZ_CHECK(close_to(m.point[0].x, (long double)b.center.x - b.radius * nx, 0.51L));
        FZ_CHECK(close_to(m.point[0].y, (long double)b.center.y - b.radius * ny, 0.51L));
        if (dx == 0 || dy == 0) { /* along an axis: exact */
            FZ_CHECK(m.depth[0] == (fg_scalar)(rs - llabs(dx) - llabs(dy)));
            FZ_CHECK(labs((long)m.normal.x) + labs((long)m.normal.y) == FG_ONE);
        }
    }
}

/* ---------------------------------------------------------------- circle vs box */
static int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : (v > hi ? hi : v); }

static void c_circle_aabb2(fz_in *in)
{
    fg_circle c = fz_circle(in);
    fg_aabb2 box = fz_aabb2(in);
    fg_manifold2 m;
    fg_result r = fg_circle_aabb2_manifold(&c, &box, &m);
    int64_t q[2], v[2], lo[2] = {box.min.x, box.min.y}, hi[2] = {box.max.x, box.max.y}, p[2] = {c.center.x, c.center.y};
    i128 vv;
    int k;
    FZ_CHECK(r == fg_circle_aabb2_manifold(&c, &box, NULL));
    if (!fz_dom_circle(&c) || !fz_dom_aabb2(&box)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == fg_circle_aabb2_overlap(&c, &box));
    if (c.radius < 0 || fz_aabb2_empty(&box)) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    for (k = 0; k < 2; k++) {
        q[k] = clamp64(p[k], lo[k], hi[k]);
        v[k] = q[k] - p[k];
    }
    vv = (i128)v[0] * v[0] + (i128)v[1] * v[1];
    FZ_CHECK(r == (vv <= (i128)c.radius * c.radius ? FG_HIT : FG_MISS));
    if (r != FG_HIT) return;
    FZ_CHECK(m.count == 1);
    check_cleared(&m);
    if (vv != 0) {
        long double L = sqrtl((long double)vv);
        FZ_CHECK(m.point[0].x == q[0] && m.point[0].y == q[1]);
        FZ_CHECK(close_to(m.normal.x, v[0] / L * ONE_RAW, 0.51L) && close_to(m.normal.y, v[1] / L * ONE_RAW, 0.51L));
        FZ_CHECK(close_to(m.depth[0], (long double)c.radius - L, 0.5L + 1e-6L));
        if (v[0] == 0 || v[1] == 0) {
            FZ_CHECK(m.depth[0] == (fg_scalar)(c.radius - llabs(v[0]) - llabs(v[1])));
        }
    } else {
        /* inside the closed box: the nearest face, scanned from the last so that a later
         * face wins only when strictly nearer than every earlier one */
        int64_t g[4] = {p[0] - lo[0], hi[0] - p[0], p[1] - lo[1], hi[1] - p[1]};
        int best = 3;
        for (k = 2; k >= 0; k--) {
            int j, earliest = 1;
            for (j = 0; j < 4; j++) {
                if (g[j] < g[k] || (g[j] == g[k] && j < k)) earliest = 0;
            }
            if (earliest) best = k;
        }
        FZ_CHECK(m.depth[0] == c.radius + (fg_scalar)g[best]);
        FZ_CHECK(m.normal.x == (best == 0 ? FG_ONE : (best == 1 ? -FG_ONE : 0)));
        FZ_CHECK(m.normal.y == (best == 2 ? FG_ONE : (best == 3 ? -FG_ONE : 0)));
        FZ_CHECK(m.point[0].x == (best == 0 ? lo[0] : (best == 1 ? hi[0] : p[0])));
        FZ_CHECK(m.point[0].y == (best == 2 ? lo[1] : (best == 3 ? hi[1] : p[1])));
    }
}

/* ---------------------------------------------------------------- box vs box */
static bool in_box(const fg_aabb2 *b, fg_vec2 p)
{
    return p.x >= b->min.x && p.x <= b->max.x && p.y >= b->min.y && p.y <= b->max.y;
}

static void c_aabb2_aabb2(fz_in *in)
{
    fg_aabb2 a = fz_aabb2(in), b = fz_aabb2(in);
    fg_manifold2 m;
    fg_result r = fg_aabb2_aabb2_manifold(&a, &b, &m);
    int64_t pen[4];
    int64_t smallest;
    int k, axis;
    FZ_CHECK(r == fg_aabb2_aabb2_manifold(&a, &b, NULL));
    if (!fz_dom_aabb2(&a) || !fz_dom_aabb2(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK((r == FG_HIT) == fg_aabb2_aabb2_overlap(&a, &b));
    if (r != FG_HIT) return;
    check_cleared(&m);
    pen[0] = (int64_t)a.max.x - b.min.x;
    pen[1] = (int64_t)b.max.x - a.min.x;
    pen[2] = (int64_t)a.max.y - b.min.y;
    pen[3] = (int64_t)b.max.y - a.min.y;
    smallest = pen[0];
    for (k = 1; k < 4; k++) smallest = pen[k] < smallest ? pen[k] : smallest;
    /* the normal is a unit axis; its depth the smallest separating move, the first such */
    FZ_CHECK(labs((long)m.normal.x) + labs((long)m.normal.y) == FG_ONE && (m.normal.x == 0 || m.normal.y == 0));
    axis = m.normal.x != 0 ? 0 : 1;
    k = 2 * axis + ((axis == 0 ? m.normal.x : m.normal.y) > 0 ? 0 : 1);
    FZ_CHECK(m.depth[0] == smallest && pen[k] == smallest);
    for (int j = 0; j < k; j++) FZ_CHECK(pen[j] > smallest);
    /* B moved by normal * depth touches A on that axis */
    if (k == 0) FZ_CHECK((int64_t)b.min.x + m.depth[0] == a.max.x);
    if (k == 1) FZ_CHECK((int64_t)b.max.x - m.depth[0] == a.min.x);
    if (k == 2) FZ_CHECK((int64_t)b.min.y + m.depth[0] == a.max.y);
    if (k == 3) FZ_CHECK((int64_t)b.max.y - m.depth[0] == a.min.y);
    /* points: in both boxes, on the common box's side facing -normal, spanning it */
    FZ_CHECK(m.count == 1 || m.count == 2);
    for (int j = 0; j < m.count; j++) {
        fg_scalar face = k == 0 ? (a.min.x > b.min.x ? a.min.x : b.min.x)
                                : (k == 1 ? (a.max.x < b.max.x ? a.max.x : b.max.x)
                                          : (k == 2 ? (a.min.y > b.min.y ? a.min.y : b.min.y)
                                                    : (a.max.y < b.max.y ? a.max.y : b.max.y)));
        FZ_CHECK(in_box(&a, m.point[j]) && in_box(&b, m.point[j]));
        FZ_CHECK((axis == 0 ? m.point[j].x : m.point[j].y) == face);
        FZ_CHECK(m.depth[j] == m.depth[0]);
    }
    {
        int64_t lo = axis == 0 ? (a.min.y > b.min.y ? a.min.y : b.min.y) : (a.min.x > b.min.x ? a.min.x : b.min.x);
        int64_t hi = axis == 0 ? (a.max.y < b.max.y ? a.max.y : b.max.y) : (a.max.x < b.max.x ? a.max.x : b.max.x);
        FZ_CHECK(m.count == (lo == hi ? 1 : 2));
        FZ_CHECK((axis == 0 ? m.point[0].y : m.point[0].x) == lo);
        if (m.count == 2) FZ_CHECK((axis == 0 ? m.point[1].y : m.point[1].x) == hi);
    }
}


/* ---------------------------------------------------------------- capsule vs circle */
static void c_capsule2_circle(fz_in *in)
{
    fg_capsule2 cap;
    fg_circle c;
    fg_manifold2 m;
    fg_result r;
    int64_t u[2], w[2], R;
    i128 s, uu, cr;
    long double dir[2], dist;
    cap.a = fz_vec2(in);
    cap.b = fz_vec2(in);
    cap.radius = fz_scalar(in);
    c = fz_circle(in);
    r = fg_capsule2_circle_manifold(&cap, &c, &m);
    FZ_CHECK(r == fg_capsule2_circle_manifold(&cap, &c, NULL));
    if (!fz_dom_vec2(cap.a) || !fz_dom_vec2(cap.b) || !fz_dom(cap.radius) || !fz_dom_circle(&c)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == fg_capsule2_circle_overlap(&cap, &c, NULL));
    if (cap.radius < 0 || c.radius < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    u[0] = (int64_t)cap.b.x - cap.a.x;
    u[1] = (int64_t)cap.b.y - cap.a.y;
    w[0] = (int64_t)c.center.x - cap.a.x;
    w[1] = (int64_t)c.center.y - cap.a.y;
    R = (int64_t)cap.radius + c.radius;
    s = (i128)w[0] * u[0] + (i128)w[1] * u[1];
    uu = (i128)u[0] * u[0] + (i128)u[1] * u[1];
    cr = (i128)w[0] * u[1] - (i128)w[1] * u[0];
    if (uu == 0 || s <= 0 || s >= uu) { /* an end's disc */
        int64_t e[2] = {(uu == 0 || s <= 0) ? cap.a.x : cap.b.x, (uu == 0 || s <= 0) ? cap.a.y : cap.b.y};
        i128 d0 = (i128)c.center.x - e[0], d1 = (i128)c.center.y - e[1], dd = d0 * d0 + d1 * d1;
        FZ_CHECK(r == (dd <= (i128)R * R ? FG_HIT : FG_MISS));
        if (r != FG_HIT) return;
        dist = sqrtl((long double)dd);
        if (dd == 0) {
            long double lu = sqrtl((long double)uu);
            dir[0] = uu == 0 ? 1.0L : -(long double)u[1] / lu;
            dir[1] = uu == 0 ? 0.0L : (long double)u[0] / lu;
        } else {
            dir[0] = (long double)d0 / dist;
            dir[1] = (long double)d1 / dist;
        }
    } else { /* beside the axis: the distance |cr| / |u| */
        long double lu = sqrtl((long double)uu);
        FZ_CHECK(r == (fz_big_cmp(fz_big_mul(fz_big_i(cr), fz_big_i(cr)), fz_big_mul(fz_big_i((i128)R * R), fz_big_i(uu))) <= 0
                           ? FG_HIT
                           : FG_MISS));
        if (r != FG_HIT) return;
        dist = fabsl((long double)cr) / lu;
        dir[0] = (cr > 0 ? (long double)u[1] : (long double)-u[1]) / lu;
        dir[1] = (cr > 0 ? (long double)-u[0] : (long double)u[0]) / lu;
        if (cr == 0) {
            dir[0] = -(long double)u[1] / lu;
            dir[1] = (long double)u[0] / lu;
        }
    }
    FZ_CHECK(m.count == 1);
    check_cleared(&m);
    FZ_CHECK(close_to(m.normal.x, dir[0] * ONE_RAW, 0.51L) && close_to(m.normal.y, dir[1] * ONE_RAW, 0.51L));
    FZ_CHECK(close_to(m.depth[0], (long double)R - dist, 0.51L));
    FZ_CHECK(close_to(m.point[0].x, (long double)c.center.x - c.radius * dir[0], 0.51L));
    FZ_CHECK(close_to(m.point[0].y, (long double)c.center.y - c.radius * dir[1], 0.51L));
}

static const fz_case cases[] = {
    {"fg_circle_circle_manifold", c_circle_circle},
    {"fg_circle_aabb2_manifold", c_circle_aabb2},
    {"fg_aabb2_aabb2_manifold", c_aabb2_aabb2},
    {"fg_capsule2_circle_manifold", c_capsule2_circle},
};

FZ_HARNESS("fuzz_manifold", cases)
