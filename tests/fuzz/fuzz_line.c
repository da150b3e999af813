/* SPDX-License-Identifier: MIT */
/* fuzz_line.c - fuzz harness of fg_line.h, the closest points of fg_segment.h and
 * fg_plane_plane_plane_intersect (see README.md). One case per function, one for NULL.
 *
 * Exact rational oracles on raw integers (fz_big / fz_rat). A line {n, d} in raw values is
 * N.P == D*2^16. The closest pair of two segments is found without the library's method
 * (clamp and recompute): the squared distance is a convex quadratic in (s, t) on [0, 1]^2,
 * so its minimisers are exactly the points satisfying the first-order (KKT) conditions;
 * the oracle solves each of the 9 cases "s at 0, at 1 or free" x "t at 0, at 1 or free",
 * keeps the candidates that satisfy the conditions, and takes the smallest (s, t) as the
 * header's tie rule says (smallest s; a zero delta's parameter 0). */
#include <math.h>
#include "fuzz_common.h"

typedef __int128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }
static fz_big mul(fz_big a, fz_big b) { return fz_big_mul(a, b); }
static fz_big add(fz_big a, fz_big b) { return fz_big_add(a, b); }
static fz_big sub(fz_big a, fz_big b) { return fz_big_sub(a, b); }
static fz_rat rat(i128 n, i128 d) { return fz_rat_make(B(n), B(d)); }

/* ---------------------------------------------------------------- A.1 */

static void c_line2_closest_point(fz_in *in)
{
    fg_line2 l = fz_line2(in);
    fg_vec2 p = fz_vec2(in), q;
    i128 nn = (i128)l.n.x * l.n.x + (i128)l.n.y * l.n.y, g;
    fg_result r;
    fz_poison(&q, sizeof q);
    r = fg_line2_closest_point(&l, p, &q);
    FZ_CHECK(fg_line2_closest_point(&l, p, NULL) == r);
    if (!fz_dom_line2(&l) || !fz_dom_vec2(p)) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q)); /* reported, nothing written */
        return;
    }
    FZ_CHECK(r == FG_OK);
    if (nn == 0) {
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0); /* zero normal: p */
        return;
    }
    g = (i128)l.d * 65536 - ((i128)l.n.x * p.x + (i128)l.n.y * p.y); /* d - n.p, Q32.32 */
    if (g == 0) FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);             /* on the line: p, exactly */
    /* p + n (d - n.p) / n.n, 0.5 LSB, saturated beyond the Q16.16 range */
    FZ_CHECK(fz_near_sat(q.x, rat((i128)p.x * nn + (i128)l.n.x * g, nn), 1, 2));
    FZ_CHECK(fz_near_sat(q.y, rat((i128)p.y * nn + (i128)l.n.y * g, nn), 1, 2));
}

/* ---------------------------------------------------------------- A.2 */

static long double dist(int dim, const int64_t *a, const int64_t *b)
{
    long double s = 0.0L;
    int i;
    for (i = 0; i < dim; i++) s += ((long double)a[i] - (long double)b[i]) * ((long double)a[i] - (long double)b[i]);
    return sqrtl(s);
}

/* o, d, p raw; q, t the library's answers (r its result; in the domain here) */
static void check_seg_closest(int dim, int r, const int64_t *o, const int64_t *d, const int64_t *p,
                              const int64_t *q, fg_scalar t, bool same_null)
{
    i128 dd = 0, dp = 0;
    int i;
    FZ_CHECK(same_null); /* t may be NULL: the same point */
    FZ_CHECK(r == FG_OK);
    for (i = 0; i < dim; i++) dd += (i128)d[i] * d[i], dp += (i128)d[i] * (p[i] - o[i]);
    if (dp <= 0) { /* clamped at 0, exactly (zero-length included) */
        FZ_CHECK(t == 0);
        for (i = 0; i < dim; i++) FZ_CHECK(q[i] == o[i]);
        return;
    }
    if (dp >= dd) { /* clamped at 1, exactly */
        FZ_CHECK(t == FG_ONE);
        for (i = 0; i < dim; i++) FZ_CHECK(q[i] == o[i] + d[i]);
        return;
    }
    FZ_CHECK(fz_near(t, rat(dp * 65536, dd), 1, 2)); /* t 0.5 LSB */
    for (i = 0; i < dim; i++) {
        FZ_CHECK(fz_near(q[i], rat((i128)o[i] * dd + (i128)d[i] * dp, dd), 1, 2)); /* from the exact fraction */
        FZ_CHECK(q[i] >= (d[i] < 0 ? o[i] + d[i] : o[i]) && q[i] <= (d[i] < 0 ? o[i] : o[i] + d[i])); /* bbox */
    }
    {
        /* no farther from p than either end (to the 0.5 LSB per component rounding) */
        int64_t e[3];
        for (i = 0; i < dim; i++) e[i] = o[i] + d[i];
        FZ_CHECK(dist(dim, q, p) <= fminl(dist(dim, o, p), dist(dim, e, p)) + 0.5L * sqrtl((long double)dim) + 1e-6L);
    }
}

static void c_segment2_closest_point(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_vec2 p = fz_vec2(in), q, q2;
    fg_scalar t, t2;
    int r;
    int64_t o[2] = {s.origin.x, s.origin.y}, d[2] = {s.delta.x, s.delta.y}, pp[2] = {p.x, p.y}, qq[2];
    fz_poison(&t, sizeof t), fz_poison(&q, sizeof q), fz_poison(&q2, sizeof q2), fz_poison(&t2, sizeof t2);
    r = fg_segment2_closest_point(&s, p, &q, &t);
    FZ_CHECK((int)fg_segment2_closest_point(&s, p, NULL, &t2) == r && memcmp(&t, &t2, sizeof t) == 0);
    FZ_CHECK((int)fg_segment2_closest_point(&s, p, &q2, NULL) == r);
    if (!fz_dom_segment2(&s) || !fz_dom_vec2(p)) { /* by its two ends: rejected, nothing written */
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q) && fz_is_poison(&t, sizeof t));
        return;
    }
    qq[0] = q.x, qq[1] = q.y;
    check_seg_closest(2, r, o, d, pp, qq, t, memcmp(&q, &q2, sizeof q) == 0);
}

static void c_segment3_closest_point(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_vec3 p = fz_vec3(in), q, q2;
    fg_scalar t, t2;
    int r;
    int64_t o[3] = {s.origin.x, s.origin.y, s.origin.z}, d[3] = {s.delta.x, s.delta.y, s.delta.z},
            pp[3] = {p.x, p.y, p.z}, qq[3];
    fz_poison(&t, sizeof t), fz_poison(&q, sizeof q), fz_poison(&q2, sizeof q2), fz_poison(&t2, sizeof t2);
    r = fg_segment3_closest_point(&s, p, &q, &t);
    FZ_CHECK((int)fg_segment3_closest_point(&s, p, NULL, &t2) == r && memcmp(&t, &t2, sizeof t) == 0);
    FZ_CHECK((int)fg_segment3_closest_point(&s, p, &q2, NULL) == r);
    if (!fz_dom_segment3(&s) || !fz_dom_vec3(p)) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q) && fz_is_poison(&t, sizeof t));
        return;
    }
    qq[0] = q.x, qq[1] = q.y, qq[2] = q.z;
    check_seg_closest(3, r, o, d, pp, qq, t, memcmp(&q, &q2, sizeof q) == 0);
}

/* ---------------------------------------------------------------- A.7 */

/* The solution set of NA.P = DA 2^16, NB.P = DB 2^16 (P raw). */
static int ref_lines2(const fg_line2 *a, const fg_line2 *b)
{
    i128 det = (i128)a->n.x * b->n.y - (i128)a->n.y * b->n.x;
    bool za = a->n.x == 0 && a->n.y == 0, zb = b->n.x == 0 && b->n.y == 0;
    if (det != 0) return FG_LINES_POINT;
    if (za && zb) return a->d == 0 && b->d == 0 ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL; /* rank 0 */
    /* rank 1: consistent iff every 2x2 minor of the augmented matrix [n | d] is 0 */
    if ((i128)a->n.x * b->d - (i128)b->n.x * a->d == 0 && (i128)a->n.y * b->d - (i128)b->n.y * a->d == 0)
        return FG_LINES_COINCIDENT;
    return FG_LINES_PARALLEL;
}

static void c_line2_line2_intersect(fz_in *in)
{
    fg_line2 a = fz_line2(in), b = fz_line2(in);
    fg_vec2 p, p2;
    int r, r2;
    fz_poison(&p, sizeof p);
    fz_poison(&p2, sizeof p2);
    r = (int)fg_line2_line2_intersect(&a, &b, &p);
    FZ_CHECK((int)fg_line2_line2_intersect(&a, &b, NULL) == r); /* point may be NULL */
    r2 = (int)fg_line2_line2_intersect(&b, &a, &p2);
    FZ_CHECK(r2 == r); /* the solution set does not depend on the order */
    if (r != FG_LINES_POINT) FZ_CHECK(fz_is_poison(&p, sizeof p)); /* written only for a point */
    if (!fz_dom_line2(&a) || !fz_dom_line2(&b)) {
        FZ_CHECK(r == FG_LINES_REJECTED);
        return;
    }
    FZ_CHECK(r == ref_lines2(&a, &b)); /* exact */
    if (r == FG_LINES_POINT) {
        i128 det = (i128)a.n.x * b.n.y - (i128)a.n.y * b.n.x;
        fz_rat x = rat(((i128)a.d * b.n.y - (i128)a.n.y * b.d) * 65536, det);
        fz_rat y = rat(((i128)a.n.x * b.d - (i128)b.n.x * a.d) * 65536, det);
        FZ_CHECK(fz_near_sat(p.x, x, 1, 2) && fz_near_sat(p.y, y, 1, 2)); /* Cramer, 0.5 LSB, saturated */
        FZ_CHECK(fz_near_sat(p2.x, x, 1, 2) && fz_near_sat(p2.y, y, 1, 2));
    }
}

/* ---------------------------------------------------------------- A.8 */

static void big3(fg_vec3 v, fz_big *r) { r[0] = B(v.x), r[1] = B(v.y), r[2] = B(v.z); }
static fz_big dot(const fz_big *a, const fz_big *b) { return add(add(mul(a[0], b[0]), mul(a[1], b[1])), mul(a[2], b[2])); }
static void cross(const fz_big *a, const fz_big *b, fz_big *r)
{
    r[0] = sub(mul(a[1], b[2]), mul(a[2], b[1]));
    r[1] = sub(mul(a[2], b[0]), mul(a[0], b[2]));
    r[2] = sub(mul(a[0], b[1]), mul(a[1], b[0]));
}
static bool zero3(const fz_big *v) { return !fz_big_sgn(v[0]) && !fz_big_sgn(v[1]) && !fz_big_sgn(v[2]); }

static int ref_lines3(const fg_segment3 *a, const fg_segment3 *b)
{
    fz_big u[3], v[3], w[3], c[3];
    big3(a->delta, u), big3(b->delta, v);
    w[0] = B((i128)b->origin.x - a->origin.x), w[1] = B((i128)b->origin.y - a->origin.y),
    w[2] = B((i128)b->origin.z - a->origin.z);
    if (zero3(u) && zero3(v)) return zero3(w) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    if (zero3(u)) { /* a point: on b's line? */
        cross(w, v, c);
        return zero3(c) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    }
    if (zero3(v)) {
        cross(w, u, c);
        return zero3(c) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    }
    cross(u, v, c);
    if (zero3(c)) { /* parallel: the same line when b's origin is on a's line */
        fz_big e[3];
        cross(w, u, e);
        return zero3(e) ? FG_LINES_COINCIDENT : FG_LINES_PARALLEL;
    }
    return fz_big_sgn(dot(w, c)) == 0 ? FG_LINES_POINT : FG_LINES_SKEW;
}

typedef struct {
    bool ok;
    fz_rat s, t;
} st_pair;

/* U.r and V.r at (s, t) with r = w + s U - t V, w = A - B: c + a s - b t, f + b s - e t;
 * their signs, exactly (denominators > 0) */
static int sgn_ur(fz_big a, fz_big b, fz_big c, fz_rat s, fz_rat t)
{
    return fz_big_sgn(add(sub(mul(c, mul(s.d, t.d)), mul(b, mul(t.n, s.d))), mul(a, mul(s.n, t.d))));
}

static bool kkt_ok(int sgn, int mode) /* mode 0: at 0 (grad >= 0), 1: at 1 (grad <= 0), 2: free (== 0) */
{
    return mode == 0 ? sgn >= 0 : mode == 1 ? sgn <= 0 : sgn == 0;
}

static bool in_open01(fz_rat x) { return fz_big_sgn(x.n) > 0 && fz_big_cmp(x.n, x.d) < 0; }

static st_pair ref_closest(const fg_segment3 *sa, const fg_segment3 *sb)
{
    fz_big U[3], V[3], w[3], a, b, e, c, f;
    st_pair best = {false, {{{0}}, {{0}}}, {{{0}}, {{0}}}};
    int ms, mt;
    big3(sa->delta, U), big3(sb->delta, V);
    w[0] = B((i128)sa->origin.x - sb->origin.x), w[1] = B((i128)sa->origin.y - sb->origin.y),
    w[2] = B((i128)sa->origin.z - sb->origin.z);
    a = dot(U, U), b = dot(U, V), e = dot(V, V), c = dot(U, w), f = dot(V, w);
    for (ms = 0; ms < 3; ms++) {
        for (mt = 0; mt < 3; mt++) {
            fz_rat s, t;
            /* -(V.r) has the sign condition of t: grad_t f = -2 V.r */
            if (ms < 2 && mt < 2) {
                s = fz_rat_i(ms), t = fz_rat_i(mt);
            } else if (ms < 2) { /* t free: f + b s - e t = 0 */
                if (fz_big_sgn(e) == 0) continue;
                s = fz_rat_i(ms);
                t = fz_rat_make(add(f, mul(b, B(ms))), e);
                if (!in_open01(t)) continue;
            } else if (mt < 2) { /* s free: c + a s - b t = 0 */
                if (fz_big_sgn(a) == 0) continue;
                t = fz_rat_i(mt);
                s = fz_rat_make(sub(mul(b, B(mt)), c), a);
                if (!in_open01(s)) continue;
            } else { /* both free: a s - b t = -c, b s - e t = -f */
                fz_big D = sub(mul(b, b), mul(a, e));
                if (fz_big_sgn(D) == 0) continue;
                s = fz_rat_make(sub(mul(c, e), mul(b, f)), D);
                t = fz_rat_make(sub(mul(b, c), mul(a, f)), D);
                if (!in_open01(s) || !in_open01(t)) continue;
            }
            if (!kkt_ok(sgn_ur(a, b, c, s, t), ms)) continue;
            if (!kkt_ok(-sgn_ur(b, e, f, s, t), mt)) continue;
            if (!best.ok || fz_rat_cmp(s, best.s) < 0 || (fz_rat_cmp(s, best.s) == 0 && fz_rat_cmp(t, best.t) < 0)) {
                best.ok = true, best.s = s, best.t = t;
            }
        }
    }
    return best;
}

static fz_rat scale16(fz_rat x) { return fz_rat_make(mul(x.n, B(65536)), x.d); }

/* |p - (o + d x)| <= num/den per component */
static bool point_near(fg_vec3 p, fg_vec3 o, fg_vec3 d, fz_rat x, int num, int den)
{
    fg_scalar pc[3] = {p.x, p.y, p.z}, oc[3] = {o.x, o.y, o.z}, dc[3] = {d.x, d.y, d.z};
    int i;
    for (i = 0; i < 3; i++) {
        if (!fz_near(pc[i], fz_rat_make(add(mul(B(oc[i]), x.d), mul(B(dc[i]), x.n)), x.d), num, den)) return false;
    }
    return true;
}

static void c_segment3_segment3_closest(fz_in *in)
{
    fg_segment3 a = fz_segment3(in), b = fz_segment3(in);
    fg_scalar ta, tb, ta2;
    fg_vec3 pa, pb, pb2;
    int r, want;
    st_pair st;
    fz_poison(&ta, sizeof ta), fz_poison(&tb, sizeof tb), fz_poison(&pa, sizeof pa), fz_poison(&pb, sizeof pb);
    r = fg_segment3_segment3_closest(&a, &b, &ta, &tb, &pa, &pb);
    /* each pointer may be NULL: the same answers */
    FZ_CHECK(fg_segment3_segment3_closest(&a, &b, NULL, NULL, NULL, NULL) == r);
    fz_poison(&ta2, sizeof ta2), fz_poison(&pb2, sizeof pb2);
    FZ_CHECK(fg_segment3_segment3_closest(&a, &b, &ta2, NULL, NULL, &pb2) == r);
    FZ_CHECK(memcmp(&ta2, &ta, sizeof ta) == 0 && memcmp(&pb2, &pb, sizeof pb) == 0);
    /* the lines' relation does not depend on the order */
    FZ_CHECK(fg_segment3_segment3_closest(&b, &a, NULL, NULL, NULL, NULL) == r);
    if (!fz_dom_segment3(&a) || !fz_dom_segment3(&b)) {
        FZ_CHECK(r == FG_LINES_REJECTED); /* nothing written */
        FZ_CHECK(fz_is_poison(&ta, sizeof ta) && fz_is_poison(&tb, sizeof tb) && fz_is_poison(&pa, sizeof pa) &&
                 fz_is_poison(&pb, sizeof pb));
        return;
    }
    want = ref_lines3(&a, &b);
    FZ_CHECK(r == want); /* exact */
    st = ref_closest(&a, &b);
    FZ_CHECK(st.ok); /* (the oracle always finds the minimum) */
    FZ_CHECK(fz_near(ta, scale16(st.s), 1, 2) && fz_near(tb, scale16(st.t), 1, 2)); /* 0.5 LSB; exact clamps */
    {
        /* points 0.5 LSB, 0.5625 (9/16) for skew lines (fg_segment.h). The header used to
         * say "skew with both parameters strictly inside (0, 1)"; fuzzing found the carried-t
         * path taken with a parameter clamped to exactly 0 or 1 as well (reproducer, replayed
         * on every run: tests/fuzz/regress/fuzz_line/segment3-closest-skew-boundary) and the
         * header states 0.5625 for every skew pair (DESIGN.md section 5: 0.53 with deltas of
         * 16384 units). */
        bool wide = r == FG_LINES_SKEW;
        FZ_CHECK(point_near(pa, a.origin, a.delta, st.s, wide ? 9 : 1, wide ? 16 : 2));
        FZ_CHECK(point_near(pb, b.origin, b.delta, st.t, wide ? 9 : 1, wide ? 16 : 2));
    }
    {
        /* segments sharing a point: pa == pb exactly */
        fz_big d[3];
        fg_scalar ao[3] = {a.origin.x, a.origin.y, a.origin.z}, ad[3] = {a.delta.x, a.delta.y, a.delta.z};
        fg_scalar bo[3] = {b.origin.x, b.origin.y, b.origin.z}, bd[3] = {b.delta.x, b.delta.y, b.delta.z};
        int i;
        for (i = 0; i < 3; i++) /* (pa(s) - pb(t)) * s.d * t.d */
            d[i] = sub(mul(add(mul(B(ao[i]), st.s.d), mul(B(ad[i]), st.s.n)), st.t.d),
                       mul(add(mul(B(bo[i]), st.t.d), mul(B(bd[i]), st.t.n)), st.s.d));
        if (zero3(d)) FZ_CHECK(memcmp(&pa, &pb, sizeof pa) == 0);
    }
}

/* ---------------------------------------------------------------- A.11 */

static void c_plane_plane_plane_intersect(fz_in *in)
{
    fg_plane a = fz_plane(in), b = fz_plane(in), c = fz_plane(in);
    fg_vec3 p, p2;
    int r;
    fz_big na[3], nb[3], nc[3], bc[3], ca[3], ab[3], det;
    int i;
    fz_poison(&p, sizeof p);
    r = fg_plane_plane_plane_intersect(&a, &b, &c, &p);
    FZ_CHECK((int)fg_plane_plane_plane_intersect(&a, &b, &c, NULL) == r);
    fz_poison(&p2, sizeof p2);
    FZ_CHECK((int)fg_plane_plane_plane_intersect(&b, &c, &a, &p2) == r); /* any order */
    if (r != FG_HIT) FZ_CHECK(fz_is_poison(&p, sizeof p) && fz_is_poison(&p2, sizeof p2)); /* untouched */
    if (!fz_dom_plane(&a) || !fz_dom_plane(&b) || !fz_dom_plane(&c)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    big3(a.n, na), big3(b.n, nb), big3(c.n, nc);
    cross(nb, nc, bc), cross(nc, na, ca), cross(na, nb, ab);
    det = dot(na, bc);
    FZ_CHECK(r == (fz_big_sgn(det) != 0 ? FG_HIT : FG_MISS)); /* exact */
    if (r != FG_HIT) return;
    for (i = 0; i < 3; i++) {
        /* 2^16 (da (nb x nc) + db (nc x na) + dc (na x nb)) / det, 0.5 LSB, saturated */
        fz_big num = add(add(mul(B(a.d), bc[i]), mul(B(b.d), ca[i])), mul(B(c.d), ab[i]));
        fz_rat x = fz_rat_make(mul(num, B(65536)), det);
        fg_scalar pc[3] = {p.x, p.y, p.z}, pc2[3] = {p2.x, p2.y, p2.z};
        FZ_CHECK(fz_near_sat(pc[i], x, 1, 2));
        FZ_CHECK(fz_near_sat(pc2[i], x, 1, 2));
    }
}

/* Every required pointer NULL in turn: rejected, outputs untouched. */
static void c_null(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_line2 l = fz_line2(in);
    fg_plane pl = fz_plane(in);
    fg_vec3 v;
    fg_vec2 w;
    fg_scalar t;
    fz_poison(&v, sizeof v), fz_poison(&w, sizeof w), fz_poison(&t, sizeof t);
    FZ_CHECK(fg_line2_closest_point(NULL, w, &w) == FG_REJECTED);
    FZ_CHECK(fg_segment2_closest_point(NULL, w, &w, &t) == FG_REJECTED);
    FZ_CHECK(fg_segment3_closest_point(NULL, v, &v, &t) == FG_REJECTED);
    FZ_CHECK(fg_line2_line2_intersect(NULL, &l, &w) == FG_LINES_REJECTED);
    FZ_CHECK(fg_line2_line2_intersect(&l, NULL, &w) == FG_LINES_REJECTED);
    FZ_CHECK(fg_segment3_segment3_closest(NULL, &s, &t, &t, &v, &v) == FG_LINES_REJECTED);
    FZ_CHECK(fg_segment3_segment3_closest(&s, NULL, &t, &t, &v, &v) == FG_LINES_REJECTED);
    FZ_CHECK(fg_plane_plane_plane_intersect(NULL, &pl, &pl, &v) == FG_REJECTED);
    FZ_CHECK(fg_plane_plane_plane_intersect(&pl, NULL, &pl, &v) == FG_REJECTED);
    FZ_CHECK(fg_plane_plane_plane_intersect(&pl, &pl, NULL, &v) == FG_REJECTED);
    FZ_CHECK(fz_is_poison(&v, sizeof v) && fz_is_poison(&w, sizeof w) && fz_is_poison(&t, sizeof t));
}

static const fz_case cases[] = {
    {"fg_line2_closest_point", c_line2_closest_point},
    {"fg_segment2_closest_point", c_segment2_closest_point},
    {"fg_segment3_closest_point", c_segment3_closest_point},
    {"fg_line2_line2_intersect", c_line2_line2_intersect},
    {"fg_segment3_segment3_closest", c_segment3_segment3_closest},
    {"fg_plane_plane_plane_intersect", c_plane_plane_plane_intersect},
    {"NULL pointers", c_null},
};

FZ_HARNESS("fuzz_line", cases)
