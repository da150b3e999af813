/* SPDX-License-Identifier: MIT */
/* fuzz_sphere_box.c - fuzz harness of the sphere/circle vs box and sphere vs plane functions
 * of lib/fg_sphere.h (see README.md). One case per function.
 *
 * Exact oracles on raw integers: with s = N.C - D*2^16 (the centre's signed distance times
 * |n|, Q32.32) every decision and every documented error bound is the sign of
 * a*sqrt(|n|^2) + b for big integers a, b (fz_big_sgn_sqrt), so nothing here is rounded.
 * The sweep's touch rule: a ball resting on the plane (s == r|n|) hits at t = 0 only when
 * moving against n; inputs are steered onto that case (and into the plane) often. */
#include "fuzz_common.h"

typedef __int128 i128;

static i128 dot3(fg_vec3 a, fg_vec3 b) { return (i128)a.x * b.x + (i128)a.y * b.y + (i128)a.z * b.z; }
static bool is_zero3(fg_vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }
static fz_big B(i128 v) { return fz_big_i(v); }
static fz_big mul(fz_big a, fz_big b) { return fz_big_mul(a, b); }
static fz_big add(fz_big a, fz_big b) { return fz_big_add(a, b); }
static fz_big sub(fz_big a, fz_big b) { return fz_big_sub(a, b); }

/* ---------------------------------------------------------------- overlap */

static int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

static bool ref_ball_box(int dim, const int64_t *c, int64_t r, const int64_t *lo, const int64_t *hi)
{
    i128 dd = 0;
    int i;
    if (r < 0) return false;
    for (i = 0; i < dim; i++) {
        int64_t e;
        if (lo[i] > hi[i]) return false; /* inverted: empty */
        e = c[i] - clamp64(c[i], lo[i], hi[i]);
        dd += (i128)e * e;
    }
    return dd <= (i128)r * r; /* touching counts */
}

static void c_sphere_aabb3_overlap(fz_in *in)
{
    fg_sphere s = fz_sphere(in);
    fg_aabb3 b = fz_aabb3(in);
    int r = fg_sphere_aabb3_overlap(&s, &b);
    int64_t c[3] = {s.center.x, s.center.y, s.center.z}, lo[3] = {b.min.x, b.min.y, b.min.z},
            hi[3] = {b.max.x, b.max.y, b.max.z};
    if (!fz_dom_sphere(&s) || !fz_dom_aabb3(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == (ref_ball_box(3, c, s.radius, lo, hi) ? FG_HIT : FG_MISS)); /* exact */
}

static void c_circle_aabb2_overlap(fz_in *in)
{
    fg_circle s = fz_circle(in);
    fg_aabb2 b = fz_aabb2(in);
    int r = fg_circle_aabb2_overlap(&s, &b);
    int64_t c[2] = {s.center.x, s.center.y}, lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
    if (!fz_dom_circle(&s) || !fz_dom_aabb2(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == (ref_ball_box(2, c, s.radius, lo, hi) ? FG_HIT : FG_MISS));
}

/* ---------------------------------------------------------------- plane */

/* sign of s - r|n| (r >= 0): the centre at least r in front? */
static int cmp_front(i128 s, int64_t r, i128 nn) { return fz_big_sgn_sqrt(B(-(i128)r), B(nn), B(s)); }

static int ref_classify(const fg_sphere *sp, const fg_plane *pl)
{
    i128 s = dot3(pl->n, sp->center) - (i128)pl->d * 65536, nn = dot3(pl->n, pl->n);
    if (nn == 0 || sp->radius < 0) return 0;
    if (cmp_front(s, sp->radius, nn) >= 0) return 1;                           /* dist >= r */
    if (fz_big_sgn_sqrt(B(sp->radius), B(nn), B(s)) <= 0) return -1;           /* dist <= -r */
    return 0;
}

static void c_sphere_plane_classify(fz_in *in)
{
    fg_sphere s = fz_sphere(in);
    fg_plane pl = fz_plane(in), neg;
    int r = fg_sphere_plane_classify(&s, &pl), want;
    if (!fz_dom_sphere(&s) || !fz_dom_plane(&pl)) {
        FZ_CHECK(r == FG_SIDE_REJECTED); /* never a side */
        return;
    }
    want = ref_classify(&s, &pl);
    FZ_CHECK(r == want); /* exact */
    /* the same plane oriented the other way: the other side, except a radius-0 sphere on
     * the plane, which is +1 both ways (front is tested first) */
    neg.n = fg_vec3_make(-pl.n.x, -pl.n.y, -pl.n.z);
    neg.d = -pl.d;
    if (s.radius == 0 && dot3(pl.n, s.center) == (i128)pl.d * 65536 && !is_zero3(pl.n))
        FZ_CHECK(fg_sphere_plane_classify(&s, &neg) == 1);
    else
        FZ_CHECK(fg_sphere_plane_classify(&s, &neg) == -r);
    /* consistency with the sweep (without motion): a ball not wholly in front penetrates
     * the half-space (started_inside at t = 0); one in front, resting on the plane
     * included, never hits (touching is not sticking) */
    if (s.radius >= 0 && !is_zero3(pl.n)) {
        fg_hit3 h;
        fg_vec3 z = fg_vec3_make(0, 0, 0);
        int rs = fg_sphere_plane_sweep(&s, z, &pl, FG_ONE, &h);
        FZ_CHECK(rs == (r != FG_FRONT ? FG_HIT : FG_MISS));
        FZ_CHECK(rs != FG_HIT || (h.t == 0 && h.started_inside));
    }
}

/* Steer the ball onto the plane (resting on it from the front, s == r|n|) when the plane
 * is axis-aligned with a whole-unit normal (k units on one axis), or into it. */
static void steer(fz_in *in, fg_sphere *sp, fg_plane *pl)
{
    uint8_t how = fz_byte(in);
    int ax = how % 3u;
    int64_t k = 1 + (how >> 2) % 4u, side = (how & 0x80u) ? -1 : 1, dist, c;
    fg_scalar *n = ax == 0 ? &pl->n.x : ax == 1 ? &pl->n.y : &pl->n.z;
    fg_scalar *cp = ax == 0 ? &sp->center.x : ax == 1 ? &sp->center.y : &sp->center.z;
    if ((how & 0x60u) == 0u) return;
    pl->n = fg_vec3_make(0, 0, 0);
    *n = (fg_scalar)(side * k * 65536);
    /* n.c - d = side k c - d: resting when c = side (d / k + r), with d a multiple of k */
    pl->d = fz_derived("plane d", (int64_t)pl->d / k * k);
    dist = (int64_t)sp->radius - ((how & 0x60u) == 0x60u ? (int64_t)fz_byte(in) : 0); /* sometimes a bit into it */
    c = side * ((int64_t)pl->d / k + dist);
    *cp = fz_derived("centre on the plane", c);
}

static void c_sphere_plane_sweep(fz_in *in)
{
    fg_sphere sp = fz_sphere(in);
    fg_vec3 delta = fz_vec3(in);
    fg_plane pl = fz_plane(in);
    fg_scalar mt = fz_scalar(in);
    static const fz_hit_rules rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = true, .facing = false,
                                       .point_tol = -1, .t_tol = 0};
    fg_hit3 h;
    fg_segment3 path;
    int r;
    bool want;
    i128 s, nn, e;
    int64_t R, T = fz_clip_t(mt);
    int start = 0, front;
    steer(in, &sp, &pl);
    R = sp.radius;
    path.origin = sp.center;
    path.delta = delta;
    r = FZ_RAYCAST3(mt, &h, fg_sphere_plane_sweep(&sp, delta, &pl, fz_mt, fz_hit));
    if (!fz_dom_sphere(&sp) || !fz_dom_segment3(&path) || !fz_dom_plane(&pl)) {
        FZ_CHECK(r == FG_REJECTED); /* the centre at t = 0 and t = 1 */
        return;
    }
    s = dot3(pl.n, sp.center) - (i128)pl.d * 65536;
    nn = dot3(pl.n, pl.n);
    e = dot3(pl.n, delta);
    front = (mt >= 0 && nn != 0 && R >= 0) ? cmp_front(s, R, nn) : 0; /* sign of s - r|n| */
    if (mt < 0 || nn == 0 || R < 0) want = false; /* zero normal, negative radius: no hit */
    else if (front < 0) want = true, start = 1;     /* penetrating: straddling or behind */
    else if (e >= 0) want = false;                  /* clear or resting, moving along or away */
    else if (front == 0) want = true, start = 2;    /* resting, moving in: t = 0 */
    else /* t = (s - r|n|) / -e <= T/2^16  <=>  2^16 s + T e - 2^16 r |n| <= 0 */
        want = fz_big_sgn_sqrt(B(-(i128)R * 65536), B(nn), B(s * 65536 + (i128)T * e)) <= 0;
    FZ_CHECK(r == (want ? FG_HIT : FG_MISS)); /* exact; no sticking */
    if (r != FG_HIT) return;
    fz_check_hit3(&path, &h, &rules);
    FZ_CHECK(h.started_inside == (start == 1));
    {
        fz_big nb[3] = {B(pl.n.x), B(pl.n.y), B(pl.n.z)};
        FZ_CHECK(fz_unit_near3(h.normal, nb, +1, 51, 100)); /* n/|n|, 0.51 LSB, in every case */
    }
    if (start == 1) {
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &sp.center, sizeof h.point) == 0);
        return;
    }
    if (start == 2) FZ_CHECK(h.t == 0);
    {
        fz_big g = B(-e), q2 = B(nn), S = B(s), RR = B(R), nb[3] = {B(pl.n.x), B(pl.n.y), B(pl.n.z)};
        fz_big k = mul(B(6553600), RR);
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, c[3] = {sp.center.x, sp.center.y, sp.center.z},
                  dl[3] = {delta.x, delta.y, delta.z};
        int i;
        /* t = 2^16 (s - r q) / g, q = |n|: |t - T| <= 0.51  <=>  6553600 r q + (100T -+ 51) g - 6553600 s
         * is <= 0 / >= 0 */
        FZ_CHECK(fz_big_sgn_sqrt(k, q2, sub(mul(B((i128)100 * h.t - 51), g), mul(B(6553600), S))) <= 0);
        FZ_CHECK(fz_big_sgn_sqrt(k, q2, sub(mul(B((i128)100 * h.t + 51), g), mul(B(6553600), S))) >= 0);
        /* point: c + delta (s - r q)/g - r n/q within 1.3 LSB; times 10 g q:
         * q [10 (P - C) g - 10 delta s -+ 13 g] + 10 r (delta n.n + n g)  <= 0 / >= 0 */
        for (i = 0; i < 3; i++) {
            fz_big base = sub(mul(B((i128)10 * ((int64_t)p[i] - c[i])), g), mul(B((i128)10 * dl[i]), S));
            fz_big rest = mul(B((i128)10 * R), add(mul(B(dl[i]), q2), mul(nb[i], g)));
            FZ_CHECK(fz_big_sgn_sqrt(sub(base, mul(B(13), g)), q2, rest) <= 0);
            FZ_CHECK(fz_big_sgn_sqrt(add(base, mul(B(13), g)), q2, rest) >= 0);
        }
    }
}

static const fz_case cases[] = {
    {"fg_sphere_aabb3_overlap", c_sphere_aabb3_overlap},
    {"fg_circle_aabb2_overlap", c_circle_aabb2_overlap},
    {"fg_sphere_plane_classify", c_sphere_plane_classify},
    {"fg_sphere_plane_sweep", c_sphere_plane_sweep},
};

FZ_HARNESS("fuzz_sphere_box", cases)
