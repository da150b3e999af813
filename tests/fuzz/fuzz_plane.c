/* fuzz_plane.c - fuzz harness of lib/fg_plane.h (see README.md). One case per function.
 *
 * A plane {n, d} is dot(n, p) == d with any n; the oracles work on raw integers: with n, p
 * raw and d raw, dot(n, p) - d is the exact Q32.32 integer N.P - D*2^16. Unit normals are
 * checked exactly (fz_unit_near: signs of a*sqrt(c) + b). */
#include <stdlib.h>
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }
static void big3(fg_vec3 v, fz_big *r) { r[0] = fz_big_i(v.x), r[1] = fz_big_i(v.y), r[2] = fz_big_i(v.z); }
static bool is_zero3(fg_vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }
static i128 dot3(fg_vec3 a, fg_vec3 b) { return (i128)a.x * b.x + (i128)a.y * b.y + (i128)a.z * b.z; }
static i128 iabs(i128 v) { return v < 0 ? -v : v; }
/* dot(n, p) - d, exact Q32.32 */
static i128 gap(const fg_plane *pl, fg_vec3 p) { return dot3(pl->n, p) - (i128)pl->d * 65536; }

static void c_plane_unit_normal(fz_in *in)
{
    fg_plane pl = fz_plane(in);
    fg_vec3 u = fg_plane_unit_normal(&pl);
    fz_big n[3];
    if (!fz_dom_vec3(pl.n) || is_zero3(pl.n)) { /* out of domain, zero normal: (0,0,0) */
        FZ_CHECK(is_zero3(u));
        return;
    }
    big3(pl.n, n);
    FZ_CHECK(fz_unit_near3(u, n, +1, 51, 100)); /* <= 0.51 LSB per component (d unused) */
    FZ_CHECK(u.x >= -FG_ONE && u.x <= FG_ONE && u.y >= -FG_ONE && u.y <= FG_ONE && u.z >= -FG_ONE && u.z <= FG_ONE);
}

static void c_plane_closest_point(fz_in *in)
{
    fg_plane pl = fz_plane(in);
    fg_vec3 p = fz_vec3(in), q = fg_plane_closest_point(&pl, p);
    fg_scalar pc[3] = {p.x, p.y, p.z}, qc[3] = {q.x, q.y, q.z}, nc[3] = {pl.n.x, pl.n.y, pl.n.z};
    i128 nn, g;
    int i;
    if (!fz_dom_plane(&pl) || !fz_dom_vec3(p) || is_zero3(pl.n)) { /* out of domain, zero normal: p */
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    nn = dot3(pl.n, pl.n);
    g = gap(&pl, p);
    if (g == 0) FZ_CHECK(memcmp(&p, &q, sizeof p) == 0); /* on the plane: p itself, exactly */
    /* p + n (d - n.p) / n.n, <= 0.5 LSB when the exact result is representable (every
     * |component| < 32768 units, i.e. raw in (-2^31, 2^31)); otherwise unspecified. */
    {
        fz_rat x[3];
        bool representable = true;
        for (i = 0; i < 3; i++) {
            x[i] = rat((i128)pc[i] * nn - (i128)nc[i] * g, nn);
            representable = representable && fz_rat_cmp(x[i], fz_rat_i(INT32_MAX)) <= 0 &&
                            fz_rat_cmp(x[i], fz_rat_i(-(i128)INT32_MAX)) >= 0;
        }
        /* fg_plane.h promises the bound when the offset from p to the result is
         * representable (always so for planes passing within the domain). Fuzzing found a
         * representable result with an unrepresentable offset coming out wrong (reproducer:
         * tests/fuzz/findings/fuzz_plane-closest-point-offset); the header now says so. */
        for (i = 0; i < 3; i++) {
            fz_rat off = rat(-(i128)nc[i] * g, nn); /* x[i] - p[i] */
            representable = representable && fz_rat_cmp(off, fz_rat_i(INT32_MAX)) <= 0 &&
                            fz_rat_cmp(off, fz_rat_i(-(i128)INT32_MAX)) >= 0;
        }
        if (representable) {
            for (i = 0; i < 3; i++) FZ_CHECK(fz_near(qc[i], x[i], 1, 2));
        }
    }
}

/* The plane raycast's hit for an in-domain input, from the header: t = (d - n.o) / (n.d). */
static void c_segment3_plane_raycast(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_plane pl = fz_plane(in);
    fg_scalar mt = fz_scalar(in);
    bool front_only = fz_byte(in) & 1u;
    static const fz_hit_rules rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = true, .facing = false,
                                       .point_tol = 1, .t_tol = 1};
    fg_hit3 h;
    bool r, want;
    i128 g, nd;
    fz_big n[3];
    int i;
    r = FZ_RAYCAST3(mt, &h, fg_segment3_plane_raycast(&s, &pl, front_only, fz_mt, fz_hit));
    if (!fz_dom_segment3(&s) || !fz_dom_plane(&pl)) {
        FZ_CHECK(!r); /* out of domain: no hit */
        return;
    }
    g = gap(&pl, s.origin); /* > 0: origin in front */
    nd = dot3(pl.n, s.delta);
    if (mt < 0 || is_zero3(pl.n)) want = false; /* zero normal: no hit, even with d == 0 */
    else if (g == 0) want = true;                /* origin on the plane: t = 0, any delta, both modes */
    else if (nd == 0 || (g > 0) == (nd > 0)) want = false; /* parallel off the plane, moving away */
    else if (front_only && nd > 0) want = false;            /* from the back */
    else want = iabs(g) * 65536 <= (i128)fz_clip_t(mt) * iabs(nd); /* t <= max_t, exact */
    FZ_CHECK(r == want);
    if (!r) return;
    fz_check_hit3(&s, &h, &rules);
    if (g == 0) {
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &s.origin, sizeof h.point) == 0 && is_zero3(h.normal));
        return;
    }
    {
        fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z}, oc[3] = {s.origin.x, s.origin.y, s.origin.z},
                  dc[3] = {s.delta.x, s.delta.y, s.delta.z};
        FZ_CHECK(fz_near(h.t, rat(iabs(g) * 65536, iabs(nd)), 1, 2)); /* t <= 0.5 LSB */
        for (i = 0; i < 3; i++) /* point <= 0.5 LSB, from the exact fraction */
            FZ_CHECK(fz_near(pc[i], rat((i128)oc[i] * iabs(nd) + (i128)dc[i] * iabs(g), iabs(nd)), 1, 2));
    }
    big3(pl.n, n);
    /* facing the origin's side: +n/|n| from the front (always with front_only), 0.51 LSB */
    FZ_CHECK(fz_unit_near3(h.normal, n, g > 0 ? +1 : -1, 51, 100));
}

static int ref_classify(const fg_aabb3 *b, const fg_plane *pl)
{
    fg_scalar lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    fg_scalar n[3] = {pl->n.x, pl->n.y, pl->n.z};
    i128 mn = 0, mx = 0, d = (i128)pl->d * 65536;
    int i;
    if (fz_aabb3_empty(b)) return 1; /* inverted: +1, a fixed answer */
    for (i = 0; i < 3; i++) {
        i128 a = (i128)n[i] * lo[i], c = (i128)n[i] * hi[i];
        mn += a < c ? a : c;
        mx += a < c ? c : a;
    }
    return mn > d ? 1 : mx < d ? -1 : 0; /* touching: 0 */
}

static void c_aabb3_plane_classify(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_plane pl = fz_plane(in), neg;
    int r = fg_aabb3_plane_classify(&b, &pl);
    if (!fz_dom_aabb3(&b) || !fz_dom_plane(&pl)) {
        FZ_CHECK(r == 0); /* out of domain: 0, "may intersect" */
        return;
    }
    FZ_CHECK(r == ref_classify(&b, &pl)); /* exact */
    /* the same plane with the other orientation: the other side */
    neg.n = fg_vec3_make(-pl.n.x, -pl.n.y, -pl.n.z);
    neg.d = -pl.d;
    FZ_CHECK(fg_aabb3_plane_classify(&b, &neg) == (fz_aabb3_empty(&b) ? 1 : -r));
    /* a box entirely on one side: its diagonal never meets the plane */
    if (r != 0 && !fz_aabb3_empty(&b)) {
        fg_segment3 diag;
        diag.origin = b.min;
        diag.delta = fg_vec3_make(b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z);
        if (fz_dom_vec3(diag.delta)) FZ_CHECK(!fg_segment3_plane_raycast(&diag, &pl, false, FG_ONE, NULL));
    }
}

/* Polyhedron raycast. With an input flag the planes are built around a point c (d =
 * n.c + slack >= n.c, so c is inside) and the segment is aimed at c: hits are frequent. */
#define PMAX 6

typedef struct {
    fz_rat lower, upper;
    long entered; /* plane of the lower end, -1 while 0 */
    bool hit;
} poly_ref;

static poly_ref ref_planes(const fg_segment3 *s, const fg_plane *pls, size_t n, fg_scalar mt)
{
    poly_ref r;
    size_t i;
    r.lower = fz_rat_i(0);
    r.upper = rat(fz_clip_t(mt), 65536);
    r.entered = -1;
    r.hit = false;
    if (mt < 0) return r;
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

static void c_segment3_planes_raycast(fz_in *in)
{
    uint8_t how = fz_byte(in);
    bool big = (how & 0x1Cu) == 0; /* 1 in 8: count above FG_BATCH_MAX */
    size_t n = fz_byte(in) % (PMAX + 1u), len = big ? FG_BATCH_MAX : n, count = n, i, lim;
    fg_plane *pls = len ? malloc(len * sizeof *pls) : NULL;
    fg_segment3 s = fz_segment3(in);
    fg_scalar mt = fz_scalar(in);
    fg_vec3 c = fz_vec3(in);
    static const fz_hit_rules rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = true, .facing = false,
                                       .point_tol = 1, .t_tol = 1};
    fg_hit3 h;
    bool r, dom = true;
    poly_ref ref;
    for (i = 0; i < len; i++) { /* filler: a zero normal with d >= 0 is all of space */
        pls[i].n = fg_vec3_make(0, 0, 0);
        pls[i].d = FG_ONE;
    }
    for (i = 0; i < n; i++) {
        fg_plane p = fz_plane(in);
        size_t at = big ? ((size_t)fz_byte(in) * 16u + fz_byte(in)) % FG_BATCH_MAX : i;
        if (how & 1u) { /* around c: d = round(n.c) + |slack| */
            i128 nc = dot3(p.n, c);
            int64_t slack = p.d < 0 ? -(int64_t)p.d : p.d;
            p.d = fz_derived("plane.d", (int64_t)((nc + 32768) >> 16) + (slack >> (fz_byte(in) % 24u)));
        }
        pls[at] = p;
    }
    if (how & 1u) {
        int k = (how & 2u) ? 2 : 1;
        s.delta.x = fz_derived("delta.x", ((int64_t)c.x - s.origin.x) * k);
        s.delta.y = fz_derived("delta.y", ((int64_t)c.y - s.origin.y) * k);
        s.delta.z = fz_derived("delta.z", ((int64_t)c.z - s.origin.z) * k);
    }
    if (big) count = FG_BATCH_MAX + 1u + ((how & 0x20u) ? (size_t)fz_byte(in) : SIZE_MAX - FG_BATCH_MAX - 1u);
    fz_note("count", (int64_t)count);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_planes_raycast(&s, pls, count, fz_mt, fz_hit));
    lim = len; /* count is clipped to FG_BATCH_MAX */
    for (i = 0; i < lim; i++) dom = dom && fz_dom_plane(&pls[i]);
    if (!fz_dom_segment3(&s) || !dom) {
        FZ_CHECK(!r); /* out of domain (the segment or any plane): no hit */
        free(pls);
        return;
    }
    ref = ref_planes(&s, pls, lim, mt);
    FZ_CHECK(r == ref.hit); /* exact */
    if (r) {
        fz_check_hit3(&s, &h, &rules);
        if (ref.entered < 0) { /* inside or on the surface (count 0 included): t 0, origin, 0 */
            FZ_CHECK(h.t == 0 && memcmp(&h.point, &s.origin, sizeof h.point) == 0 && is_zero3(h.normal));
        } else {
            fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z}, oc[3] = {s.origin.x, s.origin.y, s.origin.z},
                      dc[3] = {s.delta.x, s.delta.y, s.delta.z};
            fz_big nb[3];
            FZ_CHECK(fz_near(h.t, fz_rat_make(fz_big_mul(ref.lower.n, fz_big_i(65536)), ref.lower.d), 1, 2));
            for (i = 0; i < 3; i++) {
                fz_rat x = fz_rat_make(fz_big_add(fz_big_mul(fz_big_i(oc[i]), ref.lower.d),
                                                  fz_big_mul(fz_big_i(dc[i]), ref.lower.n)),
                                       ref.lower.d);
                FZ_CHECK(fz_near(pc[i], x, 1, 2)); /* point <= 0.5 LSB */
            }
            big3(pls[ref.entered].n, nb);
            FZ_CHECK(fz_unit_near3(h.normal, nb, +1, 51, 100)); /* entered plane's n/|n|, 0.51 */
        }
    }
    free(pls);
}

static const fz_case cases[] = {
    {"fg_plane_unit_normal", c_plane_unit_normal},
    {"fg_plane_closest_point", c_plane_closest_point},
    {"fg_segment3_plane_raycast", c_segment3_plane_raycast},
    {"fg_aabb3_plane_classify", c_aabb3_plane_classify},
    {"fg_segment3_planes_raycast", c_segment3_planes_raycast},
};

FZ_HARNESS("fuzz_plane", cases)
