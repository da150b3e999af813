/* SPDX-License-Identifier: MIT */
/* fuzz_triq.c - fuzz harness of the triangle queries (fg_triangle.h: closest point, point in
 * triangle, barycentric coordinates; see README.md).
 *
 * Oracle (exact, fz_big), by other methods than the library's: the projection's barycentric
 * weights from the 2x2 Gram system (least squares) G [u v] = [e1.w e2.w], G = [e1.e1 e1.e2;
 * e1.e2 e2.e2], det = |G|; the closest point is the projection when u, v >= 0 and
 * u + v <= 1, else the nearest of the three edges' clamped closest points (squared distances
 * compared exactly); a zero-area triangle (det == 0) is the union of its three edges.
 * (The library uses Ericson's Voronoi regions and signed areas/volumes.) */
#include <math.h>
#include "fuzz_common.h"

typedef __int128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }
static fz_big mul(fz_big a, fz_big b) { return fz_big_mul(a, b); }
static fz_big add(fz_big a, fz_big b) { return fz_big_add(a, b); }
static fz_big sub(fz_big a, fz_big b) { return fz_big_sub(a, b); }
static fz_big dotn(int dim, const fz_big *a, const fz_big *b)
{
    fz_big s = B(0);
    int i;
    for (i = 0; i < dim; i++) s = add(s, mul(a[i], b[i]));
    return s;
}

/* Points as raw integers in fz_big, dim 2 or 3. */
typedef struct { fz_big v[3]; } P;
static P p3(fg_vec3 v) { P r; r.v[0] = B(v.x), r.v[1] = B(v.y), r.v[2] = B(v.z); return r; }
static P p2(fg_vec2 v) { P r; r.v[0] = B(v.x), r.v[1] = B(v.y), r.v[2] = B(0); return r; }
static P psub(P a, P b) { P r; int i; for (i = 0; i < 3; i++) r.v[i] = sub(a.v[i], b.v[i]); return r; }

/* The closest point as rationals x[i] / den. */
typedef struct { fz_big x[3], den; } RP;

/* Least-squares barycentrics: un/det, vn/det (weights of b and c), det >= 0. */
static void gram(P a, P b, P c, P p, fz_big *un, fz_big *vn, fz_big *det)
{
    P e1 = psub(b, a), e2 = psub(c, a), w = psub(p, a);
    fz_big g11 = dotn(3, e1.v, e1.v), g12 = dotn(3, e1.v, e2.v), g22 = dotn(3, e2.v, e2.v);
    fz_big r1 = dotn(3, e1.v, w.v), r2 = dotn(3, e2.v, w.v);
    *det = sub(mul(g11, g22), mul(g12, g12));
    *un = sub(mul(r1, g22), mul(r2, g12));
    *vn = sub(mul(g11, r2), mul(g12, r1));
}

static bool inside(fz_big un, fz_big vn, fz_big det)
{
    return fz_big_sgn(un) >= 0 && fz_big_sgn(vn) >= 0 && fz_big_sgn(sub(sub(det, un), vn)) >= 0;
}

/* The nearest point of segment o + t e (t in [0, 1]) to p. */
static RP seg_closest(P o, P e, P p)
{
    RP r;
    fz_big ee = dotn(3, e.v, e.v), num = dotn(3, e.v, psub(p, o).v);
    int i;
    if (fz_big_sgn(ee) == 0 || fz_big_sgn(num) <= 0) num = B(0), ee = B(1);
    else if (fz_big_cmp(num, ee) >= 0) num = B(1), ee = B(1);
    for (i = 0; i < 3; i++) r.x[i] = add(mul(o.v[i], ee), mul(e.v[i], num));
    r.den = ee;
    return r;
}

/* |x/den - p|^2 as a rational (numerator, den^2) */
static int dist_cmp(RP a, RP b, P p)
{
    fz_big da = B(0), db = B(0);
    int i;
    for (i = 0; i < 3; i++) {
        fz_big ea = sub(a.x[i], mul(p.v[i], a.den)), eb = sub(b.x[i], mul(p.v[i], b.den));
        da = add(da, mul(ea, ea));
        db = add(db, mul(eb, eb));
    }
    return fz_big_cmp(mul(da, mul(b.den, b.den)), mul(db, mul(a.den, a.den)));
}

static bool on_seg(P o, P e, P p)
{
    RP q = seg_closest(o, e, p);
    int i;
    for (i = 0; i < 3; i++)
        if (fz_big_cmp(q.x[i], mul(p.v[i], q.den)) != 0) return false;
    return true;
}

static bool on_flat(P a, P b, P c, P p)
{
    return on_seg(a, psub(b, a), p) || on_seg(b, psub(c, b), p) || on_seg(c, psub(a, c), p);
}

static RP ref_closest(P a, P b, P c, P p)
{
    fz_big un, vn, det;
    RP best, q;
    int i;
    gram(a, b, c, p, &un, &vn, &det);
    if (fz_big_sgn(det) != 0 && inside(un, vn, det)) {
        P e1 = psub(b, a), e2 = psub(c, a);
        for (i = 0; i < 3; i++) best.x[i] = add(add(mul(a.v[i], det), mul(e1.v[i], un)), mul(e2.v[i], vn));
        best.den = det;
        return best;
    }
    best = seg_closest(a, psub(b, a), p);
    q = seg_closest(b, psub(c, b), p);
    if (dist_cmp(q, best, p) < 0) best = q;
    q = seg_closest(c, psub(a, c), p);
    if (dist_cmp(q, best, p) < 0) best = q;
    return best;
}

/* Shapes the fuzzer rarely finds alone, chosen by a flags byte: a zero-area triangle
 * (c = a, b = a, or c on the line ab) and p on an edge (a vertex, an edge's midpoint). */
static void shape3(fz_in *in, fg_triangle *t, fg_vec3 *p)
{
    uint8_t f = fz_byte(in);
    if ((f & 3u) == 1u) t->c = t->a;
    if ((f & 3u) == 3u) t->b = t->a;
    if ((f & 3u) == 2u)
        t->c = fg_vec3_make(fz_derived("c.x", 2 * (int64_t)t->b.x - t->a.x), fz_derived("c.y", 2 * (int64_t)t->b.y - t->a.y),
                            fz_derived("c.z", 2 * (int64_t)t->b.z - t->a.z));
    if (f & 4u) *p = (f & 8u) ? t->b : t->a;
    if (f & 16u)
        *p = fg_vec3_make(fz_derived("p.x", ((int64_t)t->a.x + t->c.x) >> 1), fz_derived("p.y", ((int64_t)t->a.y + t->c.y) >> 1),
                          fz_derived("p.z", ((int64_t)t->a.z + t->c.z) >> 1));
    if (f & 32u) p->x = (fg_scalar)((uint32_t)p->x + ((f & 64u) ? 1u : 0xFFFFFFFFu)); /* 1 LSB off (wraps) */
}

static fg_triangle2 tri2(fz_in *in) { fg_triangle2 t; t.a = fz_vec2(in), t.b = fz_vec2(in), t.c = fz_vec2(in); return t; }

static void shape2(fz_in *in, fg_triangle2 *t, fg_vec2 *p)
{
    uint8_t f = fz_byte(in);
    if ((f & 3u) == 1u) t->c = t->a;
    if ((f & 3u) == 2u)
        t->c = fg_vec2_make(fz_derived("c.x", 2 * (int64_t)t->b.x - t->a.x), fz_derived("c.y", 2 * (int64_t)t->b.y - t->a.y));
    if (f & 4u) *p = (f & 8u) ? t->b : t->a;
    if (f & 16u)
        *p = fg_vec2_make(fz_derived("p.x", ((int64_t)t->a.x + t->c.x) >> 1), fz_derived("p.y", ((int64_t)t->a.y + t->c.y) >> 1));
    if (f & 32u) p->y = (fg_scalar)((uint32_t)p->y + ((f & 64u) ? 1u : 0xFFFFFFFFu));
}

static bool dom2(const fg_triangle2 *t, fg_vec2 p)
{
    return fz_dom_vec2(t->a) && fz_dom_vec2(t->b) && fz_dom_vec2(t->c) && fz_dom_vec2(p);
}

static void c_closest(fz_in *in)
{
    fg_triangle t = fz_triangle(in);
    fg_vec3 p = fz_vec3(in), q;
    fg_scalar qc[3];
    RP ref;
    int r, i;
    shape3(in, &t, &p);
    fz_poison(&q, sizeof q);
    r = fg_triangle_closest_point(&t, p, &q);
    FZ_CHECK((int)fg_triangle_closest_point(&t, p, NULL) == r);
    if (!fz_dom_triangle(&t) || !fz_dom_vec3(p)) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q));
        return;
    }
    FZ_CHECK(r == FG_OK);
    ref = ref_closest(p3(t.a), p3(t.b), p3(t.c), p3(p));
    qc[0] = q.x, qc[1] = q.y, qc[2] = q.z;
    for (i = 0; i < 3; i++) FZ_CHECK(fz_near(qc[i], fz_rat_make(ref.x[i], ref.den), 54, 100)); /* 0.54 LSB */
}

static void c_contains3(fz_in *in)
{
    fg_triangle t = fz_triangle(in);
    fg_vec3 p = fz_vec3(in);
    fz_big un, vn, det;
    bool hit;
    int r;
    shape3(in, &t, &p);
    r = fg_triangle_contains_point(&t, p);
    if (!fz_dom_triangle(&t) || !fz_dom_vec3(p)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    gram(p3(t.a), p3(t.b), p3(t.c), p3(p), &un, &vn, &det);
    hit = fz_big_sgn(det) != 0 ? inside(un, vn, det) : on_flat(p3(t.a), p3(t.b), p3(t.c), p3(p));
    FZ_CHECK(r == (hit ? FG_HIT : FG_MISS));
}

static void c_contains2(fz_in *in)
{
    fg_triangle2 t = tri2(in);
    fg_vec2 p = fz_vec2(in);
    fz_big un, vn, det;
    bool hit;
    int r;
    shape2(in, &t, &p);
    r = fg_triangle2_contains_point(&t, p);
    if (!dom2(&t, p)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    gram(p2(t.a), p2(t.b), p2(t.c), p2(p), &un, &vn, &det);
    hit = fz_big_sgn(det) != 0 ? inside(un, vn, det) : on_flat(p2(t.a), p2(t.b), p2(t.c), p2(p));
    FZ_CHECK(r == (hit ? FG_HIT : FG_MISS));
}

/* u, v, w against un/det, vn/det, (det - un - vn)/det (raw: times 2^16), saturated */
static void check_bary(int r, fz_big un, fz_big vn, fz_big det, fg_scalar u, fg_scalar v, fg_scalar w)
{
    fz_big one = B(65536);
    if (fz_big_sgn(det) == 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    FZ_CHECK(r == FG_OK);
    FZ_CHECK(fz_near_sat(u, fz_rat_make(mul(un, one), det), 1, 2));
    FZ_CHECK(fz_near_sat(v, fz_rat_make(mul(vn, one), det), 1, 2));
    FZ_CHECK(fz_near_sat(w, fz_rat_make(mul(sub(sub(det, un), vn), one), det), 1, 2));
}

static void c_bary3(fz_in *in)
{
    fg_triangle t = fz_triangle(in);
    fg_vec3 p = fz_vec3(in);
    fg_scalar u, v, w, u2, v2, w2;
    fz_big un, vn, det;
    int r;
    shape3(in, &t, &p);
    fz_poison(&u, sizeof u), fz_poison(&v, sizeof v), fz_poison(&w, sizeof w);
    r = fg_triangle_barycentric(&t, p, &u, &v, &w);
    FZ_CHECK((int)fg_triangle_barycentric(&t, p, NULL, &v2, NULL) == r && (r != FG_OK || v2 == v));
    FZ_CHECK((int)fg_triangle_barycentric(&t, p, &u2, NULL, &w2) == r && (r != FG_OK || (u2 == u && w2 == w)));
    if (r != FG_OK) FZ_CHECK(fz_is_poison(&u, sizeof u) && fz_is_poison(&v, sizeof v) && fz_is_poison(&w, sizeof w));
    if (!fz_dom_triangle(&t) || !fz_dom_vec3(p)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    gram(p3(t.a), p3(t.b), p3(t.c), p3(p), &un, &vn, &det);
    check_bary(r, un, vn, det, u, v, w);
}

static void c_bary2(fz_in *in)
{
    fg_triangle2 t = tri2(in);
    fg_vec2 p = fz_vec2(in);
    fg_scalar u, v, w;
    fz_big un, vn, det;
    int r;
    shape2(in, &t, &p);
    fz_poison(&u, sizeof u), fz_poison(&v, sizeof v), fz_poison(&w, sizeof w);
    r = fg_triangle2_barycentric(&t, p, &u, &v, &w);
    FZ_CHECK((int)fg_triangle2_barycentric(&t, p, NULL, NULL, NULL) == r);
    if (r != FG_OK) FZ_CHECK(fz_is_poison(&u, sizeof u) && fz_is_poison(&v, sizeof v) && fz_is_poison(&w, sizeof w));
    if (!dom2(&t, p)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    gram(p2(t.a), p2(t.b), p2(t.c), p2(p), &un, &vn, &det);
    check_bary(r, un, vn, det, u, v, w);
}

/* Gaps n.v - d 2^16 (raw), exact. */
static void plane_gaps(const fg_triangle *t, const fg_plane *pl, fz_big g[3])
{
    P n = p3(pl->n), v[3];
    int k;
    v[0] = p3(t->a), v[1] = p3(t->b), v[2] = p3(t->c);
    for (k = 0; k < 3; k++) g[k] = sub(dotn(3, n.v, v[k].v), mul(B(pl->d), B(65536)));
}

static void c_plane(fz_in *in)
{
    fg_triangle t = fz_triangle(in);
    fg_plane pl = fz_plane(in);
    uint8_t f = fz_byte(in);
    fg_vec3 p0, p1, ref[2], v[3];
    fz_big g[3];
    int s[3], k, cnt = 0, r;
    fg_side side;
    if (f & 1u) { /* through vertex a: d = n.a when that is a whole raw value */
        i128 nd = (i128)pl.n.x * t.a.x + (i128)pl.n.y * t.a.y + (i128)pl.n.z * t.a.z;
        pl.d = fz_derived("d", (int64_t)(nd >> 16));
    }
    fz_poison(&p0, sizeof p0), fz_poison(&p1, sizeof p1);
    side = fg_triangle_plane_classify(&t, &pl);
    r = fg_triangle_plane_intersect(&t, &pl, &p0, &p1);
    if (!fz_dom_triangle(&t) || !fz_dom_plane(&pl)) {
        FZ_CHECK(side == FG_SIDE_REJECTED && r == FG_REJECTED && fz_is_poison(&p0, sizeof p0));
        return;
    }
    plane_gaps(&t, &pl, g);
    for (k = 0; k < 3; k++) s[k] = fz_big_sgn(g[k]);
    FZ_CHECK(side == ((s[0] > 0 && s[1] > 0 && s[2] > 0) ? FG_FRONT : (s[0] < 0 && s[1] < 0 && s[2] < 0) ? FG_BACK : FG_STRADDLING));
    if (s[0] == s[1] && s[1] == s[2]) {
        FZ_CHECK(r == FG_MISS && fz_is_poison(&p0, sizeof p0) && fz_is_poison(&p1, sizeof p1));
        return;
    }
    FZ_CHECK(r == FG_HIT);
    v[0] = t.a, v[1] = t.b, v[2] = t.c;
    for (k = 0; k < 3 && cnt < 2; k++) {
        int j = (k + 1) % 3, i;
        fg_scalar a0[3] = {v[k].x, v[k].y, v[k].z}, a1[3] = {v[j].x, v[j].y, v[j].z};
        fg_scalar got[3];
        fg_vec3 gp = cnt == 0 ? p0 : p1;
        got[0] = gp.x, got[1] = gp.y, got[2] = gp.z;
        if (s[k] == 0) {
            FZ_CHECK(memcmp(&gp, &v[k], sizeof gp) == 0);
            ref[cnt++] = v[k];
        } else if (s[j] == -s[k]) { /* v0 + (v1 - v0) g0 / (g0 - g1), 0.5 LSB */
            fz_big den = sub(g[k], g[j]);
            for (i = 0; i < 3; i++)
                FZ_CHECK(fz_near(got[i], fz_rat_make(add(mul(B(a0[i]), den), mul(B((int64_t)a1[i] - a0[i]), g[k])), den), 1, 2));
            ref[cnt++] = gp;
        }
    }
    if (cnt == 1) FZ_CHECK(memcmp(&p0, &p1, sizeof p0) == 0);
}

static void c_sphere(fz_in *in)
{
    fg_triangle t = fz_triangle(in);
    fg_sphere sp = fz_sphere(in);
    uint8_t f = fz_byte(in);
    fg_vec3 q;
    RP ref;
    int r, i;
    bool in_dom;
    fz_big d2 = B(0);
    shape3(in, &t, &sp.center);
    in_dom = fz_dom_triangle(&t) && fz_dom_sphere(&sp);
    if (in_dom) {
        ref = ref_closest(p3(t.a), p3(t.b), p3(t.c), p3(sp.center));
        for (i = 0; i < 3; i++) {
            fz_big e = sub(ref.x[i], mul(p3(sp.center).v[i], ref.den));
            d2 = add(d2, mul(e, e));
        }
        if (f & 1u) { /* the radius at the distance, +-1 LSB: the near ties */
            long double dist = sqrtl(fz_big_ld(d2)) / fabsl(fz_big_ld(ref.den));
            sp.radius = fz_derived("radius", (int64_t)llroundl(dist) + (int64_t)(f >> 6) - 1);
            in_dom = fz_dom_sphere(&sp);
        }
    }
    fz_poison(&q, sizeof q);
    r = fg_sphere_triangle_overlap(&sp, &t, &q);
    FZ_CHECK((int)fg_sphere_triangle_overlap(&sp, &t, NULL) == r);
    if (!in_dom) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q));
        return;
    }
    if (sp.radius < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    /* d2 / den^2 <= radius^2 */
    FZ_CHECK(r == (fz_big_cmp(d2, mul(mul(B(sp.radius), B(sp.radius)), mul(ref.den, ref.den))) <= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) {
        fg_scalar qc[3] = {q.x, q.y, q.z};
        for (i = 0; i < 3; i++) FZ_CHECK(fz_near(qc[i], fz_rat_make(ref.x[i], ref.den), 54, 100));
    } else {
        FZ_CHECK(fz_is_poison(&q, sizeof q));
    }
}

/* A required pointer NULL: rejected, outputs untouched. */
static void c_null(fz_in *in)
{
    fg_vec3 p = fz_vec3(in), q;
    fg_scalar u;
    fz_poison(&q, sizeof q), fz_poison(&u, sizeof u);
    FZ_CHECK(fg_triangle_closest_point(NULL, p, &q) == FG_REJECTED);
    FZ_CHECK(fg_triangle_contains_point(NULL, p) == FG_REJECTED);
    FZ_CHECK(fg_triangle2_contains_point(NULL, fg_vec2_make(p.x, p.y)) == FG_REJECTED);
    FZ_CHECK(fg_triangle_barycentric(NULL, p, &u, NULL, NULL) == FG_REJECTED);
    FZ_CHECK(fg_triangle2_barycentric(NULL, fg_vec2_make(p.x, p.y), &u, NULL, NULL) == FG_REJECTED);
    FZ_CHECK(fg_triangle_plane_classify(NULL, NULL) == FG_SIDE_REJECTED);
    FZ_CHECK(fg_triangle_plane_intersect(NULL, NULL, &q, NULL) == FG_REJECTED);
    FZ_CHECK(fg_sphere_triangle_overlap(NULL, NULL, &q) == FG_REJECTED);
    FZ_CHECK(fz_is_poison(&q, sizeof q) && fz_is_poison(&u, sizeof u));
}

static const fz_case cases[] = {
    {"fg_triangle_closest_point", c_closest},
    {"fg_triangle_contains_point", c_contains3},
    {"fg_triangle2_contains_point", c_contains2},
    {"fg_triangle_barycentric", c_bary3},
    {"fg_triangle2_barycentric", c_bary2},
    {"fg_triangle_plane_classify/intersect", c_plane},
    {"fg_sphere_triangle_overlap", c_sphere},
    {"NULL pointers", c_null},
};

FZ_HARNESS("fuzz_triq", cases)
