/* SPDX-License-Identifier: MIT */
/* fuzz_sweepbox.c - fuzz harness of the ball-vs-box sweeps (lib/fg_sphere.h).
 *
 * Independent reference on raw integers (not the library's region walk): the box grown by
 * r is the union of the box grown along one axis (per axis: a slab clip), the cylinders
 * around the edges (3D, the free coordinate of the first root checked against the edge
 * exactly) and the balls at the corners. From a clear start, the ball reaches the box by
 * T iff one of those pieces is entered by T: each a big-integer sign, with the square roots
 * decided by fz_big_sgn_sqrt. The reported t is checked against that decision at t -+ 1 LSB
 * (no contact before, a contact after), the point and normal against the geometry of the
 * contact in long double. Radius 0 is the segment cast (fz_box_cast). A steered case builds
 * paths exactly tangent to a rounded corner or edge (then nudged by 1 LSB or not). */
#include <math.h>
#include "fuzz_common.h"

typedef __int128 i128;
static fz_big B(i128 v) { return fz_big_i(v); }
static fz_big mul(fz_big a, fz_big b) { return fz_big_mul(a, b); }
static fz_big sub(fz_big a, fz_big b) { return fz_big_sub(a, b); }

typedef struct {
    int dim;
    int64_t c[3], d[3], lo[3], hi[3], r;
} ref_move;

/* first root of |m0 + t d|^2 = r^2 (raw: t = tau / 2^16) in (0, T/2^16], for |m0| > r;
 * writes the quadratic (a t^2 + 2 b t + c) for the callers' checks */
static bool ball_reach(int n, const int64_t *m0, const int64_t *d, int64_t r, int64_t T, fz_big *a, fz_big *b,
                       fz_big *disc)
{
    i128 A = 0, Bq = 0, C = -(i128)r * r;
    int i;
    for (i = 0; i < n; i++) {
        A += (i128)d[i] * d[i];
        Bq += (i128)m0[i] * d[i];
        C += (i128)m0[i] * m0[i];
    }
    if (A == 0 || Bq >= 0 || C <= 0) return false;
    *a = B(A);
    *b = B(Bq);
    *disc = sub(mul(B(Bq), B(Bq)), mul(B(A), B(C)));
    if (fz_big_sgn(*disc) < 0) return false;
    /* t1 = (-b - sqrt(disc)) / a <= T / 2^16  <=>  -sqrt(disc) + (-b 2^16 - a T) / 2^16 <= 0 */
    return fz_big_sgn_sqrt(B(-65536), *disc, sub(mul(B(-Bq), B(65536)), mul(B(A), B(T)))) <= 0;
}

/* Does the ball, clear at t = 0, reach the box by T (raw)? */
static bool ref_reach(const ref_move *m, int64_t T)
{
    int i, e, k;
    fz_big a, b, disc;
    for (i = 0; i < m->dim; i++) { /* the box grown along axis i */
        int64_t lo[3], hi[3];
        memcpy(lo, m->lo, sizeof lo);
        memcpy(hi, m->hi, sizeof hi);
        lo[i] -= m->r;
        hi[i] += m->r;
        if (fz_slab_clip(m->dim, m->c, m->d, lo, hi, T).hit) return true;
    }
    for (k = 0; k < (1 << m->dim); k++) { /* corner balls */
        int64_t m0[3];
        for (i = 0; i < m->dim; i++) m0[i] = m->c[i] - (((k >> i) & 1) ? m->hi[i] : m->lo[i]);
        if (ball_reach(m->dim, m0, m->d, m->r, T, &a, &b, &disc)) return true;
    }
    if (m->dim < 3) return false;
    for (e = 0; e < 3; e++) { /* edge cylinders along axis e */
        int u = (e + 1) % 3, v = (e + 2) % 3;
        for (k = 0; k < 4; k++) {
            int64_t m0[2], dd[2] = {m->d[u], m->d[v]};
            m0[0] = m->c[u] - ((k & 1) ? m->hi[u] : m->lo[u]);
            m0[1] = m->c[v] - ((k & 2) ? m->hi[v] : m->lo[v]);
            if (!ball_reach(2, m0, dd, m->r, T, &a, &b, &disc)) continue;
            /* c_e + d_e t1 in [lo_e, hi_e], t1 = (-b - sqrt(disc)) / a:
             * (c_e - lo_e) a - d_e b - d_e sqrt(disc) >= 0 and (hi_e - c_e) a + d_e b + d_e sqrt(disc) >= 0 */
            if (fz_big_sgn_sqrt(B(-m->d[e]), disc, sub(mul(B(m->c[e] - m->lo[e]), a), mul(B(m->d[e]), b))) >= 0 &&
                fz_big_sgn_sqrt(B(m->d[e]), disc, fz_big_add(mul(B(m->hi[e] - m->c[e]), a), mul(B(m->d[e]), b))) >= 0)
                return true;
        }
    }
    return false;
}

enum { START_CLEAR, START_TOUCH_IN, START_TOUCH_AWAY, START_INSIDE };

static int ref_start(const ref_move *m, int64_t *gap)
{
    i128 g2 = 0, gd = 0;
    int i;
    for (i = 0; i < m->dim; i++) {
        int64_t n = m->c[i] < m->lo[i] ? m->lo[i] : m->c[i] > m->hi[i] ? m->hi[i] : m->c[i];
        gap[i] = m->c[i] - n;
        g2 += (i128)gap[i] * gap[i];
        gd += (i128)gap[i] * m->d[i];
    }
    if (g2 < (i128)m->r * m->r) return START_INSIDE;
    if (g2 > (i128)m->r * m->r) return START_CLEAR;
    return gd < 0 ? START_TOUCH_IN : START_TOUCH_AWAY;
}

/* the checks of one call, in 3D coordinates (2D: z = 0) */
static void check(const ref_move *m, int64_t mt, int res, fg_scalar t, const fg_scalar *p, const fg_scalar *n,
                  bool inside)
{
    int64_t gap[3] = {0, 0, 0}, T = mt > 65536 ? 65536 : mt;
    int start, i;
    bool want;
    if (mt < 0 || m->r < 0) {
        FZ_CHECK(res == FG_MISS);
        return;
    }
    for (i = 0; i < m->dim; i++) {
        if (m->lo[i] > m->hi[i]) {
            FZ_CHECK(res == FG_MISS); /* empty box */
            return;
        }
    }
    if (m->r == 0) {
        fz_box_hit bh = fz_box_cast(m->dim, m->c, m->d, m->lo, m->hi, T);
        FZ_CHECK(res == (bh.hit ? FG_HIT : FG_MISS));
        if (!bh.hit) return;
        FZ_CHECK(inside == (bh.start == FZ_BOX_INSIDE));
        for (i = 0; i < m->dim; i++) FZ_CHECK(n[i] == (i == bh.axis ? bh.side * 65536 : 0));
        if (bh.start != FZ_BOX_OUTSIDE) FZ_CHECK(t == 0);
        return;
    }
    start = ref_start(m, gap);
    want = start == START_INSIDE || start == START_TOUCH_IN || (start == START_CLEAR && ref_reach(m, T));
    FZ_CHECK(res == (want ? FG_HIT : FG_MISS)); /* exact, touching is not sticking */
    if (!want) return;
    FZ_CHECK(inside == (start == START_INSIDE));
    if (start != START_CLEAR) {
        FZ_CHECK(t == 0);
        if (start == START_INSIDE) {
            for (i = 0; i < m->dim; i++) FZ_CHECK(p[i] == m->c[i]);
        } else {
            for (i = 0; i < m->dim; i++) FZ_CHECK(p[i] == m->c[i] - gap[i]); /* the nearest box point, exact */
        }
        return;
    }
    /* t within 1 LSB of the first contact: none by t - 1, one by t + 1 */
    FZ_CHECK(t >= 0 && t <= T);
    if (t >= 1) FZ_CHECK(!ref_reach(m, t - 1));
    if (t + 1 <= T) FZ_CHECK(ref_reach(m, t + 1));
    {
        /* the point is on the box, |c(t) - point| ~ r, normal ~ (c(t) - point) / r */
        long double dist2 = 0, nn = 0, tol = 2.0L, derr = 0;
        long double ct[3];
        for (i = 0; i < m->dim; i++) {
            FZ_CHECK(p[i] >= m->lo[i] && p[i] <= m->hi[i]);
            ct[i] = (long double)m->c[i] + (long double)m->d[i] * t / 65536.0L;
            dist2 += (ct[i] - p[i]) * (ct[i] - p[i]);
            nn += (long double)n[i] * n[i];
            tol += fabsl((long double)m->d[i]) / 65536.0L; /* t's LSB moves the centre by |d| 2^-16 */
        }
        FZ_CHECK(fabsl(sqrtl(dist2) - (long double)m->r) <= 2.0L * tol);
        FZ_CHECK(fabsl(sqrtl(nn) - 65536.0L) <= 2.0L);
        for (i = 0; i < m->dim; i++) {
            long double e = (long double)n[i] - (ct[i] - p[i]) * 65536.0L / (long double)m->r;
            derr = fabsl(e) > derr ? fabsl(e) : derr;
        }
        /* the direction error of the rounded centre, in LSB of a unit vector */
        FZ_CHECK(derr <= 1.0L + 2.0L * tol * 65536.0L / (long double)m->r);
    }
}

static void c_sphere_aabb3_sweep(fz_in *in)
{
    fg_sphere s = fz_sphere(in);
    fg_vec3 delta = fz_vec3(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h;
    fg_segment3 path = {s.center, delta};
    ref_move m = {3, {s.center.x, s.center.y, s.center.z}, {delta.x, delta.y, delta.z},
                  {b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}, s.radius};
    int r = FZ_RAYCAST3(mt, &h, fg_sphere_aabb3_sweep(&s, delta, &b, fz_mt, fz_hit));
    if (!fz_dom_sphere(&s) || !fz_dom_segment3(&path) || !fz_dom_aabb3(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (r != FG_HIT) memset(&h, 0, sizeof h); /* poisoned by the no-write check */
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        check(&m, mt, r, h.t, p, n, h.started_inside);
    }
}

static void c_circle_aabb2_sweep(fz_in *in)
{
    fg_circle s = fz_circle(in);
    fg_vec2 delta = fz_vec2(in);
    fg_aabb2 b = fz_aabb2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h;
    fg_segment2 path = {s.center, delta};
    ref_move m = {2, {s.center.x, s.center.y, 0}, {delta.x, delta.y, 0}, {b.min.x, b.min.y, 0}, {b.max.x, b.max.y, 0},
                  s.radius};
    int r = FZ_RAYCAST2(mt, &h, fg_circle_aabb2_sweep(&s, delta, &b, fz_mt, fz_hit));
    if (!fz_dom_circle(&s) || !fz_dom_segment2(&path) || !fz_dom_aabb2(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (r != FG_HIT) memset(&h, 0, sizeof h);
    {
        fg_scalar p[3] = {h.point.x, h.point.y, 0}, n[3] = {h.normal.x, h.normal.y, 0};
        check(&m, mt, r, h.t, p, n, h.started_inside);
    }
}

/* Steered: a path tangent to a rounded corner or edge of the box, exactly (Pythagorean gaps,
 * a motion perpendicular to the gap, the tangent point at t = 1/2), then nudged by 1 LSB or
 * not: the decisions random bytes almost never reach. */
static void c_sphere_aabb3_sweep_tangent(fz_in *in)
{
    static const int trip[6][4] = {{1, 2, 2, 3}, {2, 3, 6, 7}, {1, 4, 8, 9}, {3, 4, 0, 5}, {0, 5, 12, 13}, {8, 15, 0, 17}};
    fg_aabb3 b = fz_aabb3(in);
    uint8_t sel = fz_byte(in), signs = fz_byte(in), nudge = fz_byte(in);
    int64_t k = (int64_t)(fz_byte(in) % 64 + 1) << (fz_byte(in) % 17);
    const int *g = trip[sel % 6];
    int64_t lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z}, touch[3], gap[3], a[3], dd[3];
    int i;
    for (i = 0; i < 3; i++) {
        if (lo[i] > hi[i]) { int64_t t = lo[i]; lo[i] = hi[i]; hi[i] = t; }
        gap[i] = ((signs >> i) & 1 ? 1 : -1) * g[i] * k;
        touch[i] = gap[i] > 0 ? hi[i] + gap[i] : gap[i] < 0 ? lo[i] + gap[i] : lo[i] + (hi[i] - lo[i]) / 2;
        a[i] = (int64_t)(fz_byte(in) % 7) - 3;
    }
    /* dd = 2 s (a x gap / k): perpendicular to the gap, even */
    {
        int64_t s = (int64_t)(fz_byte(in) % 16 + 1) << (fz_byte(in) % 12);
        dd[0] = 2 * s * (a[1] * gap[2] - a[2] * gap[1]) / k;
        dd[1] = 2 * s * (a[2] * gap[0] - a[0] * gap[2]) / k;
        dd[2] = 2 * s * (a[0] * gap[1] - a[1] * gap[0]) / k;
    }
    {
        int64_t r = g[3] * k + ((nudge & 3) == 1 ? 1 : (nudge & 3) == 2 ? -1 : 0);
        int64_t c0[3];
        for (i = 0; i < 3; i++) c0[i] = touch[i] - dd[i] / 2 + ((nudge >> 2) % 7 == i + 1 ? ((nudge >> 5) & 1 ? 1 : -1) : 0);
        if (r < INT32_MIN || r > INT32_MAX) return;
        for (i = 0; i < 3; i++) {
            if (c0[i] < INT32_MIN || c0[i] > INT32_MAX || dd[i] < INT32_MIN || dd[i] > INT32_MAX ||
                lo[i] < INT32_MIN || hi[i] > INT32_MAX) return;
        }
        {
            fg_sphere sp = {{(fg_scalar)c0[0], (fg_scalar)c0[1], (fg_scalar)c0[2]}, (fg_scalar)r};
            fg_vec3 delta = {(fg_scalar)dd[0], (fg_scalar)dd[1], (fg_scalar)dd[2]};
            fg_aabb3 box = {{(fg_scalar)lo[0], (fg_scalar)lo[1], (fg_scalar)lo[2]},
                            {(fg_scalar)hi[0], (fg_scalar)hi[1], (fg_scalar)hi[2]}};
            fg_segment3 path = {sp.center, delta};
            ref_move m = {3, {c0[0], c0[1], c0[2]}, {dd[0], dd[1], dd[2]}, {lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}, r};
            fg_hit3 h;
            int res = FZ_RAYCAST3(65536, &h, fg_sphere_aabb3_sweep(&sp, delta, &box, fz_mt, fz_hit));
            if (!fz_dom_sphere(&sp) || !fz_dom_segment3(&path) || !fz_dom_aabb3(&box)) {
                FZ_CHECK(res == FG_REJECTED);
                return;
            }
            if (res != FG_HIT) memset(&h, 0, sizeof h);
            {
                fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
                check(&m, 65536, res, h.t, p, n, h.started_inside);
            }
        }
    }
}

static const fz_case cases[] = {
    {"fg_sphere_aabb3_sweep tangent", c_sphere_aabb3_sweep_tangent},
    {"fg_sphere_aabb3_sweep", c_sphere_aabb3_sweep},
    {"fg_circle_aabb2_sweep", c_circle_aabb2_sweep},
};

FZ_HARNESS("fuzz_sweepbox", cases)
