/* SPDX-License-Identifier: MIT */
/* fuzz_plane.c - fuzz harness of the plane functions (fg_plane.h; fg_segment3_plane_raycast,
 * fg_segment3_planes_raycast in fg_segment.h; fg_aabb3_plane_classify in fg_aabb.h). See
 * README.md. One case per function, and one for the NULL pointers.
 *
 * A plane {n, d} is dot(n, p) == d with any n; the oracles work on raw integers: with n, p
 * raw and d raw, dot(n, p) - d is the exact Q32.32 integer N.P - D*2^16. Unit normals are
 * checked exactly (fz_unit_near: signs of a*sqrt(c) + b). The touch rules (DESIGN.md
 * section 5) are decided here from the exact gaps and rates, the nearest plane of a
 * polyhedron by comparing g_i^2 |n_j|^2 with g_j^2 |n_i|^2 in fz_big. */
#include <stdlib.h>
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }
static void big3(fg_vec3 v, fz_big *r) { r[0] = fz_big_i(v.x), r[1] = fz_big_i(v.y), r[2] = fz_big_i(v.z); }
static bool is_zero3(fg_vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }
static i128 dot3(fg_vec3 a, fg_vec3 b) { return (i128)a.x * b.x + (i128)a.y * b.y + (i128)a.z * b.z; }
static i128 iabs(i128 v) { return v < 0 ? -v : v; }
/* dot(n, p) - d, exact Q32.32 (> 0: p in front) */
static i128 gap(const fg_plane *pl, fg_vec3 p) { return dot3(pl->n, p) - (i128)pl->d * 65536; }
/* fg_sides from a byte: mostly the two values, sometimes an invalid one (rejected) */
static fg_sides sides_of(uint8_t b) { return (b & 0xF0u) == 0xF0u ? (fg_sides)(2 + (b & 1u)) : (fg_sides)(b & 1u); }
static bool sides_ok(fg_sides s) { return s == FG_FRONT_ONLY || s == FG_BOTH_SIDES; }

static void c_plane_unit_normal(fz_in *in)
{
    fg_plane pl = fz_plane(in);
    fg_vec3 u;
    fz_big n[3];
    fg_result r;
    fz_poison(&u, sizeof u);
    r = fg_plane_unit_normal(&pl, &u);
    FZ_CHECK(fg_plane_unit_normal(&pl, NULL) == r); /* the output may be NULL */
    if (!fz_dom_plane(&pl)) { /* rejected, nothing written */
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&u, sizeof u));
        return;
    }
    FZ_CHECK(r == FG_OK);
    if (is_zero3(pl.n)) {
        FZ_CHECK(is_zero3(u));
        return;
    }
    big3(pl.n, n);
    FZ_CHECK(fz_unit_near3(u, n, +1, 51, 100)); /* <= 0.51 LSB per component (d unused) */
    FZ_CHECK(u.x >= -FG_ONE && u.x <= FG_ONE && u.y >= -FG_ONE && u.y <= FG_ONE && u.z >= -FG_ONE && u.z <= FG_ONE);
}

/* p + n (d - n.p) / n.n, 0.5 LSB, saturated beyond the Q16.16 range (this used to be
 * unspecified when the offset from p was not representable: the reproducer
 * tests/fuzz/regress/fuzz_plane/closest-point-offset, replayed on every run). */
static void c_plane_closest_point(fz_in *in)
{
    fg_plane pl = fz_plane(in);
    fg_vec3 p = fz_vec3(in), q;
    fg_scalar pc[3] = {p.x, p.y, p.z}, qc[3], nc[3] = {pl.n.x, pl.n.y, pl.n.z};
    i128 nn, g;
    fg_result r;
    int i;
    fz_poison(&q, sizeof q);
    r = fg_plane_closest_point(&pl, p, &q);
    FZ_CHECK(fg_plane_closest_point(&pl, p, NULL) == r);
    if (!fz_dom_plane(&pl) || !fz_dom_vec3(p)) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q));
        return;
    }
    FZ_CHECK(r == FG_OK);
    nn = dot3(pl.n, pl.n);
    g = -gap(&pl, p); /* d - n.p */
    if (nn == 0 || g == 0) { /* zero normal, or p on the plane: p itself, exactly */
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    qc[0] = q.x, qc[1] = q.y, qc[2] = q.z;
    for (i = 0; i < 3; i++) FZ_CHECK(fz_near_sat(qc[i], rat((i128)pc[i] * nn + (i128)nc[i] * g, nn), 1, 2));
}

/* No inside (started_inside never). The normal's side is checked exactly against n by the
 * case (a rounded unit normal of a near-parallel crossing may fail dot(n, delta) <= 0). */
static const fz_hit_rules surface_rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = false,
                                           .facing = false, .point_tol = 1, .t_tol = 1};

static void c_segment3_plane_raycast(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_plane pl = fz_plane(in);
    fg_scalar mt = fz_scalar(in);
    uint8_t flags = fz_byte(in);
    fg_sides sides = sides_of(flags);
    fg_hit3 h;
    int r;
    bool want;
    i128 g, nd;
    fz_big n[3];
    int i;
    if (flags & 2u) { /* start on the plane: d = n.origin, n cut to whole units if needed */
        if (dot3(pl.n, s.origin) % 65536 != 0) {
            pl.n = fg_vec3_make(fz_derived("n.x", pl.n.x / 65536 * 65536), fz_derived("n.y", pl.n.y / 65536 * 65536),
                                fz_derived("n.z", pl.n.z / 65536 * 65536));
        }
        pl.d = fz_derived("d", (int64_t)(dot3(pl.n, s.origin) / 65536));
    }
    r = FZ_RAYCAST3(mt, &h, fg_segment3_plane_raycast(&s, &pl, sides, fz_mt, fz_hit));
    if (!fz_dom_segment3(&s) || !fz_dom_plane(&pl) || !sides_ok(sides)) {
        FZ_CHECK(r == FG_REJECTED); /* out of domain: always reported, never a miss */
        return;
    }
    g = gap(&pl, s.origin); /* > 0: origin in front */
    nd = dot3(pl.n, s.delta);
    if (mt < 0 || is_zero3(pl.n) || nd == 0) want = false; /* zero normal; along the plane, on it or off it */
    else if (sides == FG_FRONT_ONLY && nd > 0) want = false; /* travelling along n: the culled back */
    else if (g != 0 && (g > 0) == (nd > 0)) want = false;     /* moving away */
    else want = iabs(g) * 65536 <= (i128)fz_clip_t(mt) * iabs(nd); /* t <= max_t, exact (t = 0 on it) */
    FZ_CHECK(r == (want ? FG_HIT : FG_MISS));
    if (r != FG_HIT) return;
    fz_check_hit3(&s, &h, &surface_rules); /* started_inside never; the normal opposes the motion */
    if (g == 0) { /* starting on it and leaving it: t = 0 at the origin, exactly */
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &s.origin, sizeof h.point) == 0);
    } else {
        fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z}, oc[3] = {s.origin.x, s.origin.y, s.origin.z},
                  dc[3] = {s.delta.x, s.delta.y, s.delta.z};
        FZ_CHECK(fz_near(h.t, rat(iabs(g) * 65536, iabs(nd)), 1, 2)); /* t <= 0.5 LSB */
        for (i = 0; i < 3; i++) /* point <= 0.5 LSB, from the exact fraction */
            FZ_CHECK(fz_near(pc[i], rat((i128)oc[i] * iabs(nd) + (i128)dc[i] * iabs(g), iabs(nd)), 1, 2));
    }
    big3(pl.n, n);
    /* against the motion: +n/|n| when travelling against n, 0.51 LSB */
    FZ_CHECK(fz_unit_near3(h.normal, n, nd < 0 ? +1 : -1, 51, 100));
}

static int ref_classify(const fg_aabb3 *b, const fg_plane *pl)
{
    fg_scalar lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    fg_scalar n[3] = {pl->n.x, pl->n.y, pl->n.z};
    i128 mn = 0, mx = 0, d = (i128)pl->d * 65536;
    int i;
    if (fz_aabb3_empty(b)) return FG_FRONT; /* inverted: a fixed answer */
    for (i = 0; i < 3; i++) {
        i128 a = (i128)n[i] * lo[i], c = (i128)n[i] * hi[i];
        mn += a < c ? a : c;
        mx += a < c ? c : a;
    }
    return mn > d ? FG_FRONT : mx < d ? FG_BACK : FG_STRADDLING; /* touching: straddling */
}

static void c_aabb3_plane_classify(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_plane pl = fz_plane(in), neg;
    int r = fg_aabb3_plane_classify(&b, &pl);
    if (!fz_dom_aabb3(&b) || !fz_dom_plane(&pl)) {
        FZ_CHECK(r == FG_SIDE_REJECTED);
        return;
    }
    FZ_CHECK(r == ref_classify(&b, &pl)); /* exact */
    /* the same plane with the other orientation: the other side */
    neg.n = fg_vec3_make(-pl.n.x, -pl.n.y, -pl.n.z);
    neg.d = -pl.d;
    FZ_CHECK((int)fg_aabb3_plane_classify(&b, &neg) == (fz_aabb3_empty(&b) ? FG_FRONT : -r));
    /* a box entirely on one side: its diagonal (any length, both ends in the domain) never
     * meets the plane */
    if (r != FG_STRADDLING && !fz_aabb3_empty(&b)) {
        fg_segment3 diag;
        diag.origin = b.min;
        diag.delta = fg_vec3_make(b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z);
        FZ_CHECK(fg_segment3_plane_raycast(&diag, &pl, FG_BOTH_SIDES, FG_ONE, NULL) == FG_MISS);
    }
}

/* ---------------------------------------------------------------- convex polyhedron */

#define PMAX 6

typedef struct {
    fz_rat lower, upper;
    long entered; /* plane of the lower end, -1 while 0 */
    bool hit;
} poly_ref;

/* The clipped parameter interval of the closed polyhedron (exact rationals). */
static poly_ref ref_clip(const fg_segment3 *s, const fg_plane *pls, size_t n, fg_scalar mt)
{
    poly_ref r;
    size_t i;
    r.lower = fz_rat_i(0);
    r.upper = rat(fz_clip_t(mt), 65536);
    r.entered = -1;
    r.hit = false;
    for (i = 0; i < n; i++) {
        i128 g = gap(&pls[i], s->origin), nd = dot3(pls[i].n, s->delta); /* inside: g + t nd <= 0 */
        if (nd == 0) {
            if (g > 0) return r; /* parallel outside (also a zero normal with d < 0) */
            continue;
        }
        if (nd < 0) { /* entering: t >= g / -nd */
            fz_rat e = rat(g, -nd);
            if (fz_rat_cmp(e, r.lower) > 0) r.lower = e, r.entered = (long)i; /* first plane on ties */
        } else { /* leaving: t <= -g / nd */
            fz_rat x = rat(-g, nd);
            if (fz_rat_cmp(x, r.upper) < 0) r.upper = x;
        }
    }
    r.hit = fz_rat_cmp(r.lower, r.upper) <= 0;
    return r;
}

/* The origin in the closed polyhedron: the touch rules. *kind: 1 touching and moving in,
 * 0 touching and not moving in (a miss), 2 strictly inside. Returns the plane whose normal
 * the hit carries (-1: none, the zero normal). */
static long ref_start(const fg_segment3 *s, const fg_plane *pls, size_t n, int *kind)
{
    long first = -1, best = -1;
    fz_big bg = fz_big_i(0), bnn = fz_big_i(0);
    size_t i;
    *kind = 1;
    for (i = 0; i < n; i++) {
        if (is_zero3(pls[i].n) || gap(&pls[i], s->origin) != 0) continue;
        if (first < 0) first = (long)i;
        if (dot3(pls[i].n, s->delta) >= 0) *kind = 0; /* moving away from or along a face it touches */
    }
    if (first >= 0) return first;
    *kind = 2;
    for (i = 0; i < n; i++) {
        fz_big g, nn;
        if (is_zero3(pls[i].n)) continue;
        g = fz_big_i(-gap(&pls[i], s->origin)); /* d - n.o > 0 */
        nn = fz_big_i(dot3(pls[i].n, pls[i].n));
        /* nearer: g^2 |n_best|^2 < g_best^2 |n|^2 */
        if (best < 0 || fz_big_cmp(fz_big_mul(fz_big_mul(g, g), bnn), fz_big_mul(fz_big_mul(bg, bg), nn)) < 0) {
            best = (long)i, bg = g, bnn = nn;
        }
    }
    return best;
}

static const fz_hit_rules solid_rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = true,
                                         .facing = false, .point_tol = 1, .t_tol = 1};

/* With an input flag the planes are built around a point c (d = n.c + slack >= n.c, so c
 * is inside) and the segment is aimed at c, or starts there: hits, touching and inside
 * starts are frequent. */
static void c_segment3_planes_raycast(fz_in *in)
{
    uint8_t how = fz_byte(in);
    bool over = (how & 0x1Cu) == 0 && (how & 0x20u);      /* 1 in 16: more than FG_BATCH_MAX */
    bool big = (how & 0x1Cu) == 0 && (how & 0x62u) == 0x42u; /* 1 in 64: exactly FG_BATCH_MAX (slow) */
    size_t n = fz_byte(in) % (PMAX + 1u), len = big ? FG_BATCH_MAX : n, count = n, i;
    fg_plane *pls = len ? malloc(len * sizeof *pls) : NULL;
    fg_segment3 s = fz_segment3(in);
    fg_scalar mt = fz_scalar(in);
    fg_vec3 c = fz_vec3(in);
    fg_hit3 h;
    int r, kind;
    bool dom = true;
    poly_ref ref;
    for (i = 0; i < len; i++) { /* filler: a zero normal with d >= 0 is all of space */
        pls[i].n = fg_vec3_make(0, 0, 0);
        pls[i].d = FG_ONE;
    }
    for (i = 0; i < n; i++) {
        fg_plane p = fz_plane(in);
        size_t at = big ? ((size_t)fz_byte(in) * 16u + fz_byte(in)) % FG_BATCH_MAX : i;
        if (how & 1u) { /* around c: d = round(n.c) + |slack|, slack 0 on odd planes with 0x80 */
            i128 nc = dot3(p.n, c);
            int64_t slack = p.d < 0 ? -(int64_t)p.d : p.d;
            if ((how & 0x80u) && (i & 1u)) slack = 0;
            p.d = fz_derived("plane.d", (int64_t)((nc + 32768) >> 16) + (slack >> (fz_byte(in) % 24u)));
        }
        pls[at] = p;
    }
    if (how & 1u) {
        if (how & 0x40u) { /* start at c: inside, or touching the planes through it */
            s.origin = c;
        } else {
            int k = (how & 2u) ? 2 : 1;
            s.delta.x = fz_derived("delta.x", ((int64_t)c.x - s.origin.x) * k);
            s.delta.y = fz_derived("delta.y", ((int64_t)c.y - s.origin.y) * k);
            s.delta.z = fz_derived("delta.z", ((int64_t)c.z - s.origin.z) * k);
        }
    }
    if (over) count = FG_BATCH_MAX + 1u + ((how & 2u) ? (size_t)fz_byte(in) : SIZE_MAX - FG_BATCH_MAX - 1u);
    else if (big) count = FG_BATCH_MAX;
    fz_note("count", (int64_t)count);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_planes_raycast(&s, pls, count, fz_mt, fz_hit));
    for (i = 0; i < len; i++) dom = dom && fz_dom_plane(&pls[i]);
    if (count > FG_BATCH_MAX || !fz_dom_segment3(&s) || !dom) {
        FZ_CHECK(r == FG_REJECTED); /* too many planes, or the segment or any plane out of the domain */
        free(pls);
        return;
    }
    if (mt < 0) {
        FZ_CHECK(r == FG_MISS);
        free(pls);
        return;
    }
    ref = ref_clip(&s, pls, count, mt);
    if (!ref.hit) {
        FZ_CHECK(r == FG_MISS); /* exact */
    } else if (ref.entered >= 0) { /* from outside: the first contact */
        fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z}, oc[3] = {s.origin.x, s.origin.y, s.origin.z},
                  dc[3] = {s.delta.x, s.delta.y, s.delta.z};
        fz_big nb[3];
        FZ_CHECK(r == FG_HIT);
        fz_check_hit3(&s, &h, &solid_rules);
        FZ_CHECK(!h.started_inside);
        FZ_CHECK(fz_near(h.t, fz_rat_make(fz_big_mul(ref.lower.n, fz_big_i(65536)), ref.lower.d), 1, 2));
        for (i = 0; i < 3; i++) {
            fz_rat x = fz_rat_make(fz_big_add(fz_big_mul(fz_big_i(oc[i]), ref.lower.d),
                                              fz_big_mul(fz_big_i(dc[i]), ref.lower.n)),
                                   ref.lower.d);
            FZ_CHECK(fz_near(pc[i], x, 1, 2)); /* point <= 0.5 LSB */
        }
        big3(pls[ref.entered].n, nb);
        FZ_CHECK(fz_unit_near3(h.normal, nb, +1, 51, 100)); /* the entered plane's n/|n|, 0.51 */
    } else { /* the origin in the closed polyhedron */
        long k = ref_start(&s, pls, count, &kind);
        if (kind == 0) {
            FZ_CHECK(r == FG_MISS); /* touching, moving away or along: no sticking */
        } else {
            FZ_CHECK(r == FG_HIT);
            fz_check_hit3(&s, &h, &solid_rules);
            FZ_CHECK(h.t == 0 && memcmp(&h.point, &s.origin, sizeof h.point) == 0);
            FZ_CHECK(h.started_inside == (kind == 2));
            if (k < 0) {
                FZ_CHECK(is_zero3(h.normal)); /* no plane at all: no direction out */
            } else {
                fz_big nb[3];
                big3(pls[k].n, nb);
                FZ_CHECK(fz_unit_near3(h.normal, nb, +1, 51, 100)); /* first touched / nearest plane */
            }
        }
    }
    free(pls);
}

/* Every required pointer NULL in turn: rejected, outputs untouched (FG_ASSERT is empty
 * in this build, so the library returns). */
static void c_null(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_plane pl = fz_plane(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_vec3 v;
    fg_hit3 h;
    fz_poison(&v, sizeof v);
    fz_poison(&h, sizeof h);
    FZ_CHECK(fg_plane_unit_normal(NULL, &v) == FG_REJECTED);
    FZ_CHECK(fg_plane_closest_point(NULL, v, &v) == FG_REJECTED);
    FZ_CHECK(fg_segment3_plane_raycast(NULL, &pl, FG_BOTH_SIDES, FG_ONE, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment3_plane_raycast(&s, NULL, FG_BOTH_SIDES, FG_ONE, &h) == FG_REJECTED);
    FZ_CHECK(fg_aabb3_plane_classify(NULL, &pl) == FG_SIDE_REJECTED);
    FZ_CHECK(fg_aabb3_plane_classify(&b, NULL) == FG_SIDE_REJECTED);
    FZ_CHECK(fg_segment3_planes_raycast(NULL, &pl, 1, FG_ONE, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment3_planes_raycast(&s, NULL, 1, FG_ONE, &h) == FG_REJECTED);
    FZ_CHECK(fz_is_poison(&v, sizeof v) && fz_is_poison(&h, sizeof h));
    /* NULL with count 0 is no array at all: all of space (in the domain) */
    FZ_CHECK(fg_segment3_planes_raycast(&s, NULL, 0, FG_ONE, NULL) == (fz_dom_segment3(&s) ? FG_HIT : FG_REJECTED));
}

static const fz_case cases[] = {
    {"fg_plane_unit_normal", c_plane_unit_normal},
    {"fg_plane_closest_point", c_plane_closest_point},
    {"fg_segment3_plane_raycast", c_segment3_plane_raycast},
    {"fg_aabb3_plane_classify", c_aabb3_plane_classify},
    {"fg_segment3_planes_raycast", c_segment3_planes_raycast},
    {"NULL pointers", c_null},
};

FZ_HARNESS("fuzz_plane", cases)
