/* SPDX-License-Identifier: MIT */
/* Triangle queries: closest point, point in triangle, barycentric coordinates, triangle vs
 * plane, sphere vs triangle (derivations and bounds: DESIGN.md, "Triangle queries").
 * Helpers are small and out of line so that every Cortex-M0 frame stays within 128 bytes. */
#include "fg_internal.h"
#include "fg_core.h"

/* Field by field: a whole-struct copy may become a memcpy call on Cortex-M0. */
static void tq_put3(fg_vec3 *dst, fg_vec3 v)
{
    dst->x = v.x;
    dst->y = v.y;
    dst->z = v.z;
}

/* (p1 - p0) x (q1 - q0) for in-domain points, exact in 64 bits per component. */
static FG_NOINLINE void tq_cross(const fg_vec3 *p0, const fg_vec3 *p1, const fg_vec3 *q0, const fg_vec3 *q1, fg_wide w[3])
{
    fg_vec3 p = fg_vec3_sub(*p1, *p0), q = fg_vec3_sub(*q1, *q0);
    fg_vec3_cross_wide(&p, &q, w);
}

/* n = (b - a) x (c - a), exact. */
static FG_NOINLINE void tq_normal(const fg_triangle *tri, fg_wide n[3])
{
    tq_cross(&tri->a, &tri->b, &tri->a, &tri->c, n);
}

/* acc += a b, exact (128 bits). */
static FG_NOINLINE void tq_xacc(fg_xwide *acc, fg_wide a, fg_wide b) { *acc = fg_xadd(*acc, fg_xmul(a, b)); }

/* a.b for wide vectors, exact while the sum fits 127 bits (2^124 here). */
static FG_NOINLINE void tq_xdot3(const fg_wide a[3], const fg_wide b[3], fg_xwide *out)
{
    *out = fg_xmul(a[0], b[0]);
    tq_xacc(out, a[1], b[1]);
    tq_xacc(out, a[2], b[2]);
}

/* n.v for a wide n and a scalar vector v: raw n.v 2^16 (Q64.64), exact. */
static FG_NOINLINE void tq_ndot(const fg_wide n[3], const fg_vec3 *v, fg_xwide *out)
{
    *out = fg_xdot3ws(n[0], v->x, n[1], v->y, n[2], v->z);
}

static bool tq_wzero3(const fg_wide w[3])
{
    return (fg_wsign(w[0]) == 0) && (fg_wsign(w[1]) == 0) && (fg_wsign(w[2]) == 0);
}

/* (e1 - e0).(p - o), exact wide. */
static FG_NOINLINE fg_wide tq_edot(const fg_vec3 *e0, const fg_vec3 *e1, const fg_vec3 *o, const fg_vec3 *p)
{
    return fg_vec3_dot_wide(fg_vec3_sub(*e1, *e0), fg_vec3_sub(*p, *o));
}
/* |q - o|^2, exact wide. */
static fg_wide tq_len2(const fg_vec3 *o, const fg_vec3 *q) { return tq_edot(o, q, o, q); }

/* ---- closest point ---- */

/* Where the closest point lies: the vertex o, the point o + (e - o) num / den of an edge
 * (0 < num < den), or the face (the projection onto the plane). o and e point into the
 * triangle: no copies. */
typedef enum { TQ_VERTEX, TQ_EDGE, TQ_FACE } tq_kind;
typedef struct {
    tq_kind kind;
    const fg_vec3 *o, *e;
    fg_wide num, den;
} tq_region;

/* The closest point of segment o + t (e - o) (t in [0, 1]) to p as a region; den = |e - o|^2. */
static FG_V6M_SPLIT void tq_seg_region(tq_region *g, const fg_vec3 *o, const fg_vec3 *e, fg_wide num, fg_wide den)
{
    g->kind = TQ_EDGE;
    g->o = o;
    g->e = e;
    g->num = num;
    g->den = den;
    if (fg_wsign(num) <= 0) {
        g->kind = TQ_VERTEX;
    } else if (!fg_wlt(num, den)) {
        g->kind = TQ_VERTEX;
        g->o = e;
    } else {
        /* strictly inside the edge */
    }
}

/* A zero-area triangle is the segment between its two farthest vertices (a point when all
 * three coincide; the first pair on ties): its closest point to p. */
static FG_NOINLINE void tq_region_flat(const fg_triangle *tri, const fg_vec3 *p, tq_region *g)
{
    fg_wide lab = tq_len2(&tri->a, &tri->b), lac = tq_len2(&tri->a, &tri->c), lbc = tq_len2(&tri->b, &tri->c);
    const fg_vec3 *o = &tri->a, *e = &tri->b;
    if (fg_wlt(lab, lac)) {
        e = &tri->c;
        lab = lac;
    }
    if (fg_wlt(lab, lbc)) {
        o = &tri->b;
        e = &tri->c;
        lab = lbc;
    }
    tq_seg_region(g, o, e, tq_edot(o, e, o, p), lab);
}

/* Ericson's dot products d1..d6 (ab.ap, ac.ap, ab.bp, ac.bp, ab.cp, ac.cp), exact wides. */
typedef struct {
    fg_wide d[6];
} tq_dots;

/* The six dots, each edge and each offset p - v formed once. */
static FG_NOINLINE void tq_dots_of(const fg_triangle *tri, const fg_vec3 *p, tq_dots *k)
{
    fg_vec3 ab = fg_vec3_sub(tri->b, tri->a), ac = fg_vec3_sub(tri->c, tri->a), w = fg_vec3_sub(*p, tri->a);
    k->d[0] = fg_vec3_dot_wide(ab, w);
    k->d[1] = fg_vec3_dot_wide(ac, w);
    w = fg_vec3_sub(*p, tri->b);
    k->d[2] = fg_vec3_dot_wide(ab, w);
    k->d[3] = fg_vec3_dot_wide(ac, w);
    w = fg_vec3_sub(*p, tri->c);
    k->d[4] = fg_vec3_dot_wide(ab, w);
    k->d[5] = fg_vec3_dot_wide(ac, w);
}

/* The edge regions (each volume's sign exact through fg_wcmp2, tested after the edge's two
 * cheap sign tests, which reject most edges); TQ_FACE when none holds. The test of ab also
 * asks d1 > d3 (den = |ab|^2 > 0): with a == b it would pass for every p between a and c,
 * whose region is then ac's. */
static FG_V6M_SPLIT void tq_region_edges(const fg_triangle *tri, const tq_dots *k, tq_region *g)
{
    const fg_wide *d = k->d;
    g->kind = TQ_FACE;
    if ((fg_wsign(d[0]) >= 0) && (fg_wsign(d[2]) <= 0) && fg_wlt(d[2], d[0]) &&
        (fg_wcmp2(d[0], d[3], d[2], d[1]) <= 0)) {
        tq_seg_region(g, &tri->a, &tri->b, d[0], fg_wsub(d[0], d[2]));
    } else if ((fg_wsign(d[1]) >= 0) && (fg_wsign(d[5]) <= 0) && (fg_wcmp2(d[4], d[1], d[0], d[5]) <= 0)) {
        tq_seg_region(g, &tri->a, &tri->c, d[1], fg_wsub(d[1], d[5]));
    } else if (fg_wle(d[2], d[3]) && fg_wle(d[5], d[4]) && (fg_wcmp2(d[2], d[5], d[4], d[3]) <= 0)) {
        fg_wide e = fg_wsub(d[3], d[2]);
        tq_seg_region(g, &tri->b, &tri->c, e, fg_wadd(e, fg_wsub(d[4], d[5])));
    } else {
        /* the face */
    }
}

/* Ericson's Voronoi regions (Real-Time Collision Detection, 5.1.5): the vertex regions
 * here, then the edges (the same tests, reordered: a vertex region excludes the edges). */
static FG_NOINLINE void tq_region_of(const fg_triangle *tri, const fg_vec3 *p, tq_region *g)
{
    tq_dots k;
    tq_dots_of(tri, p, &k);
    g->kind = TQ_VERTEX;
    if ((fg_wsign(k.d[0]) <= 0) && (fg_wsign(k.d[1]) <= 0)) {
        g->o = &tri->a;
    } else if ((fg_wsign(k.d[2]) >= 0) && fg_wle(k.d[3], k.d[2])) {
        g->o = &tri->b;
    } else if ((fg_wsign(k.d[5]) >= 0) && fg_wle(k.d[4], k.d[5])) {
        g->o = &tri->c;
    } else {
        tq_region_edges(tri, &k, g);
    }
}

/* The region of p, and for the face region the normal n = (b - a) x (c - a). The normal is
 * formed only there: on a zero-area triangle every edge volume is exactly 0, so the vertex
 * and edge tests cover every p (DESIGN.md). n = 0 would still take the hull segment rather
 * than divide by n.n. */
static FG_NOINLINE void tq_region_any(const fg_triangle *tri, const fg_vec3 *p, fg_wide n[3], tq_region *g)
{
    tq_region_of(tri, p, g);
    if (g->kind == TQ_FACE) {
        tq_normal(tri, n);
        if (tq_wzero3(n)) {
            tq_region_flat(tri, p, g);
        }
    }
}

/* m = max(0, bits(max |n_i|) - 28): the scale of S (DESIGN.md). */
static FG_NOINLINE int tq_face_bits(const fg_wide n[3])
{
    fg_wide nmax = fg_wlt(fg_wabs(n[0]), fg_wabs(n[1])) ? fg_wabs(n[1]) : fg_wabs(n[0]);
    fg_wide thr = fg_wide_from(fg_from_raw(4096)); /* 2^28 raw */
    int m = 0;
    nmax = fg_wlt(nmax, fg_wabs(n[2])) ? fg_wabs(n[2]) : nmax;
    while (!fg_wlt(nmax, thr)) {
        thr = fg_wadd(thr, thr);
        m++;
    }
    return m;
}

/* The face region's exact terms, each formed once per query: n.n and raw (n.ap) 2^16
 * (Q64.64), ap = p - a. */
typedef struct {
    fg_xwide nn, nap;
} tq_face;

static FG_NOINLINE void tq_face_of(const fg_triangle *tri, const fg_vec3 *p, const fg_wide n[3], tq_face *f)
{
    fg_vec3 ap = fg_vec3_sub(*p, tri->a);
    tq_xdot3(n, n, &f->nn);
    tq_ndot(n, &ap, &f->nap);
}

/* S = round((n.ap) / (n.n) 2^(32+m)). */
static FG_NOINLINE fg_wide tq_face_s(const tq_face *f, int m)
{
    fg_xwide num = f->nap;
    fg_xrecip r;
    num = fg_xpow2(num, m - 16);
    fg_xrecip_init(&r, &f->nn);
    return fg_xrecip_q32(&r, &num);
}

/* p_i - n_i S 2^-(32+m), one rounding. */
static FG_NOINLINE fg_scalar tq_face_coord(fg_scalar p, fg_wide n, fg_wide s, int m)
{
    fg_xwide off = fg_xmul(n, s);
    off = fg_xpow2(off, 16 - m);
    return fg_xwide_to(fg_xsub(fg_xwide_from(fg_wide_from(p)), off));
}

/* The face region: p - n (n.ap) / (n.n), <= 0.5 + 2^-5 LSB per coordinate. */
static FG_NOINLINE void tq_closest_face(const fg_wide n[3], const tq_face *f, const fg_vec3 *p, fg_vec3 *q)
{
    int m = tq_face_bits(n);
    fg_wide s = tq_face_s(f, m);
    q->x = tq_face_coord(p->x, n[0], s, m);
    q->y = tq_face_coord(p->y, n[1], s, m);
    q->z = tq_face_coord(p->z, n[2], s, m);
}

static FG_NOINLINE void tq_closest_point(const tq_region *g, fg_vec3 *q)
{
    if (g->kind == TQ_EDGE) {
        fg_wratio t; /* one 64-bit quotient for the three */
        fg_wratio_init(&t, g->num, g->den);
        q->x = fg_wratio_lerp(&t, g->o->x, fg_sub(g->e->x, g->o->x));
        q->y = fg_wratio_lerp(&t, g->o->y, fg_sub(g->e->y, g->o->y));
        q->z = fg_wratio_lerp(&t, g->o->z, fg_sub(g->e->z, g->o->z));
    } else {
        tq_put3(q, *g->o); /* a vertex: exact (the face region: tq_closest_face) */
    }
}

/* The face region's closest point from the normal n. */
static FG_NOINLINE void tq_face_point(const fg_triangle *tri, const fg_vec3 *p, const fg_wide n[3], fg_vec3 *q)
{
    tq_face f;
    tq_face_of(tri, p, n, &f);
    tq_closest_face(n, &f, p, q);
}

fg_result fg_triangle_closest_point(const fg_triangle *tri, fg_vec3 p, fg_vec3 *closest)
{
    tq_region g;
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && ((fg_triangle_ood(tri) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_triangle_closest_point");
    }
    if (closest != NULL) {
        fg_wide n[3];
        tq_region_any(tri, &p, n, &g);
        if (g.kind == TQ_FACE) {
            tq_face_point(tri, &p, n, closest);
        } else {
            tq_closest_point(&g, closest);
        }
    }
    return FG_OK;
}

/* ---- point in triangle, barycentric coordinates ---- */

static FG_NOINLINE fg_wide tq_len2_2(fg_vec2 o, fg_vec2 q)
{
    fg_vec2 d = fg_vec2_sub(q, o);
    return fg_vec2_dot_wide(d, d);
}

/* 0 <= d.w <= d.d: w = p - o projects into the segment (o, o + d). */
static bool tq_within(fg_wide dw, fg_wide dd) { return (fg_wsign(dw) >= 0) && fg_wle(dw, dd); }

/* p on the hull of a zero-area 2D triangle (segment between the farthest vertices). */
static FG_NOINLINE bool tq_on_flat2(const fg_triangle2 *tri, fg_vec2 p)
{
    fg_wide lab = tq_len2_2(tri->a, tri->b), lac = tq_len2_2(tri->a, tri->c), lbc = tq_len2_2(tri->b, tri->c);
    const fg_vec2 *o = &tri->a, *e = &tri->b;
    fg_vec2 d, q;
    if (fg_wlt(lab, lac)) {
        e = &tri->c;
        lab = lac;
    }
    if (fg_wlt(lab, lbc)) {
        o = &tri->b;
        e = &tri->c;
        lab = lbc;
    }
    d = fg_vec2_sub(*e, *o);
    q = fg_vec2_sub(p, *o);
    if (fg_wsign(lab) == 0) {
        return fg_eq(q.x, FG_ZERO) && fg_eq(q.y, FG_ZERO); /* all three coincide */
    }
    return (fg_wsign(fg_vec2_cross_wide(d, q)) == 0) && tq_within(fg_vec2_dot_wide(d, q), lab);
}

/* cross(u, v) and its negation, exact (the products of in-domain differences are below
 * 2^60): the sign of either is one test of its high half. */
static void tq_cross2_pair(fg_vec2 u, fg_vec2 v, fg_wide *c, fg_wide *nc)
{
    fg_wide l = fg_wmul(u.x, v.y), r = fg_wmul(u.y, v.x);
    *c = fg_wsub(l, r);
    *nc = fg_wsub(r, l);
}

/* p in the closed triangle. The sides cross(v0 - p, v1 - p) (= (v1 - v0) x (p - v0)) of
 * the three edges sum to the doubled signed area, exactly. With no two of opposite sign and
 * one nonzero, the area has that sign and p is inside. Two of opposite sign: outside (for a
 * zero-area triangle too: p is then off its line, or all sides would be zero). All zero:
 * a zero area, the flat path. The area itself is never formed. */
static FG_NOINLINE bool tq_in2(const fg_triangle2 *tri, fg_vec2 p)
{
    fg_vec2 ga = fg_vec2_sub(tri->a, p), gb = fg_vec2_sub(tri->b, p), gc = fg_vec2_sub(tri->c, p);
    fg_wide ab, bc, ca, nab, nbc, nca;
    bool neg, pos;
    tq_cross2_pair(ga, gb, &ab, &nab);
    tq_cross2_pair(gb, gc, &bc, &nbc);
    tq_cross2_pair(gc, ga, &ca, &nca);
    neg = fg_wany_neg3(ab, bc, ca);
    pos = fg_wany_neg3(nab, nbc, nca);
    if (neg || pos) {
        return !(neg && pos);
    }
    return tq_on_flat2(tri, p); /* all three zero */
}

/* The signed volumes n.((v1 - v0) x (p - v0)) over the edges, n = e1 x e2 (e1 = b - a,
 * e2 = c - a), from the dot products of e1, e2 and r = p - a (Lagrange's identity):
 *   over a b: d11 r2 - d12 r1,  over c a: d22 r1 - d12 r2,
 *   over b c: (d12 - d11)(r2 - d12) - (r1 - d11)(d22 - d12),  and n.n = d11 d22 - d12^2.
 * Each dot is an exact wide (< 3 2^60 in the domain): one product pair per volume. */
typedef struct {
    fg_wide d11, d12, d22, r1, r2;
} tq_gram;

static FG_NOINLINE void tq_gram_of(const fg_triangle *tri, const fg_vec3 *p, tq_gram *g)
{
    fg_vec3 e1 = fg_vec3_sub(tri->b, tri->a), e2 = fg_vec3_sub(tri->c, tri->a), r = fg_vec3_sub(*p, tri->a);
    g->d11 = fg_vec3_dot_wide(e1, e1);
    g->d12 = fg_vec3_dot_wide(e1, e2);
    g->d22 = fg_vec3_dot_wide(e2, e2);
    g->r1 = fg_vec3_dot_wide(e1, r);
    g->r2 = fg_vec3_dot_wide(e2, r);
}

/* Is p's projection inside (no volume negative)? -1: some volume is negative, 1: none is
 * and one is positive, 0: all three are zero (the volumes sum to n.n: zero area). */
static FG_NOINLINE int tq_vols_inside(const tq_gram *g)
{
    int s_bc, s_ca, s_ab;
    s_bc = fg_wcmp2(fg_wsub(g->d12, g->d11), fg_wsub(g->r2, g->d12), fg_wsub(g->r1, g->d11), fg_wsub(g->d22, g->d12));
    if (s_bc < 0) {
        return -1;
    }
    s_ca = fg_wcmp2(g->d22, g->r1, g->d12, g->r2);
    if (s_ca < 0) {
        return -1;
    }
    s_ab = fg_wcmp2(g->d11, g->r2, g->d12, g->r1);
    if (s_ab < 0) {
        return -1;
    }
    return ((s_bc | s_ca | s_ab) != 0) ? 1 : 0;
}

/* a b - c d, exact (128 bits). */
static FG_NOINLINE void tq_xdet(fg_wide a, fg_wide b, fg_wide c, fg_wide d, fg_xwide *out)
{
    *out = fg_xsub(fg_xmul(a, b), fg_xmul(c, d));
}

/* p on the hull of a zero-area 3D triangle. */
static FG_NOINLINE bool tq_parallel(const tq_region *g, const fg_vec3 *p)
{
    fg_wide w[3];
    tq_cross(g->o, g->e, g->o, p, w);
    return tq_wzero3(w);
}

static FG_NOINLINE bool tq_on_flat3(const fg_triangle *tri, const fg_vec3 *p)
{
    tq_region g;
    tq_region_flat(tri, p, &g);
    if (g.kind == TQ_VERTEX) {
        return fg_eq(g.o->x, p->x) && fg_eq(g.o->y, p->y) && fg_eq(g.o->z, p->z);
    }
    return tq_parallel(&g, p); /* strictly inside the segment: on it when p - o is parallel to e - o */
}

static FG_NOINLINE bool tq_in3(const fg_triangle *tri, const fg_vec3 *p)
{
    tq_gram g;
    int k;
    tq_gram_of(tri, p, &g);
    k = tq_vols_inside(&g);
    return (k > 0) || ((k == 0) && tq_on_flat3(tri, p));
}

static FG_DOMAIN_CHECK uint32_t tq_tri2_ood(const fg_triangle2 *tri, fg_vec2 p)
{
    uint32_t m = fg_domain_mag(tri->a.x) | fg_domain_mag(tri->a.y) | fg_domain_mag(tri->b.x) |
                 fg_domain_mag(tri->b.y) | fg_domain_mag(tri->c.x) | fg_domain_mag(tri->c.y) |
                 fg_domain_mag(p.x) | fg_domain_mag(p.y);
    if (fg_domain_fast(m)) {
        return 0u; /* the filter passed: every coordinate well inside */
    }
    return fg_vec2_ood(tri->a) | fg_vec2_ood(tri->b) | fg_vec2_ood(tri->c) | fg_vec2_ood(p);
}

fg_result fg_triangle2_contains_point(const fg_triangle2 *tri, fg_vec2 p)
{
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && (tq_tri2_ood(tri, p) != 0u))) {
        return fg_reject("fg_triangle2_contains_point");
    }
    return tq_in2(tri, p) ? FG_HIT : FG_MISS;
}

fg_result fg_triangle_contains_point(const fg_triangle *tri, fg_vec3 p)
{
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && ((fg_triangle_ood(tri) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_triangle_contains_point");
    }
    return tq_in3(tri, &p) ? FG_HIT : FG_MISS;
}

/* The exact weights of b and c and their denominator. */
typedef struct {
    fg_xwide den, wb, wc;
} tq_bary;

/* Writes the weights of b, c and a (den - wb - wc), each rounded once through one
 * reciprocal of den. */
static FG_NOINLINE void tq_bary_out(const tq_bary *b, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    fg_xrecip r;
    fg_xwide wa = fg_xsub(fg_xsub(b->den, b->wb), b->wc);
    fg_xrecip_init(&r, &b->den);
    if (u != NULL) {
        *u = fg_xrecip_q16(&r, &b->wb);
    }
    if (v != NULL) {
        *v = fg_xrecip_q16(&r, &b->wc);
    }
    if (w != NULL) {
        *w = fg_xrecip_q16(&r, &wa);
    }
}

/* 2D: the signed areas over the area (wides, |each| < 2^62: fg_wbary's quotients, the
 * same bits as the 128-bit ones); false for zero area. */
static FG_V6M_SPLIT bool tq_bary2(const fg_triangle2 *tri, fg_vec2 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    fg_wide area = fg_vec2_cross_wide(fg_vec2_sub(tri->b, tri->a), fg_vec2_sub(tri->c, tri->a));
    fg_scalar q[3];
    if (fg_wsign(area) == 0) {
        return false;
    }
    fg_wbary(area, fg_vec2_cross_wide(fg_vec2_sub(tri->a, tri->c), fg_vec2_sub(p, tri->c)),
             fg_vec2_cross_wide(fg_vec2_sub(tri->b, tri->a), fg_vec2_sub(p, tri->a)), q);
    if (u != NULL) {
        *u = q[0];
    }
    if (v != NULL) {
        *v = q[1];
    }
    if (w != NULL) {
        *w = q[2];
    }
    return true;
}

/* 3D: the edge volumes over n.n (tq_gram); false for zero area. */
static FG_NOINLINE bool tq_bary3(const fg_triangle *tri, const fg_vec3 *p, tq_bary *b)
{
    tq_gram g;
    tq_gram_of(tri, p, &g);
    tq_xdet(g.d11, g.d22, g.d12, g.d12, &b->den);
    if (fg_xsign(b->den) == 0) {
        return false;
    }
    tq_xdet(g.d22, g.r1, g.d12, g.r2, &b->wb);
    tq_xdet(g.d11, g.r2, g.d12, g.r1, &b->wc);
    return true;
}

fg_result fg_triangle2_barycentric(const fg_triangle2 *tri, fg_vec2 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && (tq_tri2_ood(tri, p) != 0u))) {
        return fg_reject("fg_triangle2_barycentric");
    }
    return tq_bary2(tri, p, u, v, w) ? FG_OK : FG_MISS;
}

fg_result fg_triangle_barycentric(const fg_triangle *tri, fg_vec3 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    tq_bary b;
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && ((fg_triangle_ood(tri) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_triangle_barycentric");
    }
    if (!tq_bary3(tri, &p, &b)) {
        return FG_MISS;
    }
    tq_bary_out(&b, u, v, w);
    return FG_OK;
}

/* ---- triangle vs plane ---- */

/* The domain check of a triangle and a plane: a filter first (fg_domain_fast), the exact
 * tests only when it fails. */
static FG_DOMAIN_CHECK bool tq_plane_bad(const fg_triangle *tri, const fg_plane *plane)
{
    if ((FG_CHECK_DOMAIN == 0) ||
        fg_domain_fast(fg_domain_mag(tri->a.x) | fg_domain_mag(tri->a.y) | fg_domain_mag(tri->a.z) |
                       fg_domain_mag(tri->b.x) | fg_domain_mag(tri->b.y) | fg_domain_mag(tri->b.z) |
                       fg_domain_mag(tri->c.x) | fg_domain_mag(tri->c.y) | fg_domain_mag(tri->c.z) |
                       fg_domain_mag(plane->n.x) | fg_domain_mag(plane->n.y) | fg_domain_mag(plane->n.z) |
                       fg_domain_mag(plane->d))) {
        return false;
    }
    return (fg_triangle_xood_inline(tri) | fg_plane_xood_inline(plane)) != 0u;
}

/* n.v - d for the three vertices, exact wides (|n.v| < 3 2^58, d 2^16 < 2^45); false (g
 * unset) when the triangle or the plane is outside the domain. */
static FG_NOINLINE bool tq_plane_gaps(const fg_triangle *tri, const fg_plane *plane, fg_wide g[3])
{
    fg_wide d;
    if (tq_plane_bad(tri, plane)) {
        return false;
    }
    d = fg_wide_from(plane->d);
    g[0] = fg_wsub(fg_vec3_dot_wide(plane->n, tri->a), d);
    g[1] = fg_wsub(fg_vec3_dot_wide(plane->n, tri->b), d);
    g[2] = fg_wsub(fg_vec3_dot_wide(plane->n, tri->c), d);
    return true;
}

/* The side of a valid triangle: each gap (as tq_plane_gaps) reduced to two sign bits at
 * once, so that only the bits stay live (all below; any at or below the plane). */
static FG_NOINLINE fg_side tq_plane_side(const fg_triangle *tri, const fg_plane *plane)
{
    fg_wide d, g;
    uint32_t below, not_above;
    if (tq_plane_bad(tri, plane)) {
        return fg_reject_side("fg_triangle_plane_classify");
    }
    d = fg_wide_from(plane->d);
    g = fg_wsub(fg_vec3_dot_wide(plane->n, tri->a), d);
    below = fg_wbelow_bit(g);
    not_above = fg_wnonpos_bit(g);
    g = fg_wsub(fg_vec3_dot_wide(plane->n, tri->b), d);
    below &= fg_wbelow_bit(g);
    not_above |= fg_wnonpos_bit(g);
    g = fg_wsub(fg_vec3_dot_wide(plane->n, tri->c), d);
    below &= fg_wbelow_bit(g);
    not_above |= fg_wnonpos_bit(g);
    if (not_above == 0u) {
        return FG_FRONT;
    }
    return (below != 0u) ? FG_BACK : FG_STRADDLING;
}

fg_side fg_triangle_plane_classify(const fg_triangle *tri, const fg_plane *plane)
{
    if (fg_missing(tri) || fg_missing(plane)) {
        return fg_reject_side("fg_triangle_plane_classify");
    }
    return tq_plane_side(tri, plane);
}

/* The crossing of edge v0 v1 with gaps g0, g1 of strictly opposite signs:
 * v0 + (v1 - v0) g0 / (g0 - g1), one rounding per component. */
static FG_NOINLINE void tq_edge_cross(const fg_vec3 *v0, const fg_vec3 *v1, fg_wide g0, fg_wide g1, fg_vec3 *out)
{
    fg_wratio t;
    fg_vec3 d = fg_vec3_sub(*v1, *v0);
    fg_wide num = g0, den = fg_wsub(g0, g1);
    if (fg_wsign(g0) < 0) { /* the same fraction over a positive den: 0 < t < 1 */
        num = fg_wneg(num);
        den = fg_wneg(den);
    }
    fg_wratio_init_inside(&t, num, den);
    out->x = fg_wratio_lerp(&t, v0->x, d.x);
    out->y = fg_wratio_lerp(&t, v0->y, d.y);
    out->z = fg_wratio_lerp(&t, v0->z, d.z);
}

/* Vertex v0 when it is on the plane, else the crossing of edge v0 v1 when it crosses:
 * returns 1 when it put a point in *out. */
static FG_FORCE_INLINE int tq_plane_point_at(const fg_vec3 *v0, const fg_vec3 *v1, fg_wide g0, fg_wide g1,
                                             fg_vec3 *out)
{
    int s0 = fg_wsign(g0);
    if (s0 == 0) {
        tq_put3(out, *v0);
        return 1;
    }
    if (fg_wsign(g1) == -s0) {
        tq_edge_cross(v0, v1, g0, g1, out);
        return 1;
    }
    return 0;
}

/* The crossing points in edge order (a vertex on the plane, then the crossing of its
 * outgoing edge), at most two; returns how many. */
static FG_NOINLINE int tq_plane_points(const fg_triangle *tri, const fg_wide g[3], fg_vec3 pt[2])
{
    int count = tq_plane_point_at(&tri->a, &tri->b, g[0], g[1], &pt[0]);
    count += tq_plane_point_at(&tri->b, &tri->c, g[1], g[2], &pt[count]);
    if (count < 2) {
        count += tq_plane_point_at(&tri->c, &tri->a, g[2], g[0], &pt[count]);
    }
    return count;
}

fg_result fg_triangle_plane_intersect(const fg_triangle *tri, const fg_plane *plane, fg_vec3 *p0, fg_vec3 *p1)
{
    fg_wide g[3];
    fg_vec3 pt[2];
    if (fg_missing(tri) || fg_missing(plane) || !tq_plane_gaps(tri, plane, g)) {
        return fg_reject("fg_triangle_plane_intersect");
    }
    if ((fg_wsign(g[0]) == fg_wsign(g[1])) && (fg_wsign(g[1]) == fg_wsign(g[2]))) {
        return FG_MISS; /* one side only, or the whole triangle in the plane */
    }
    if (tq_plane_points(tri, g, pt) == 1) {
        tq_put3(&pt[1], pt[0]);
    }
    if (p0 != NULL) {
        tq_put3(p0, pt[0]);
    }
    if (p1 != NULL) {
        tq_put3(p1, pt[1]);
    }
    return FG_HIT;
}

/* ---- sphere vs triangle ---- */

/* A wide of raw 1 (2^-32): fg_xmul by it gives an fg_xwide of the same raw integer. */
static fg_wide tq_wraw1(void) { return fg_wmul(fg_from_raw(1), fg_from_raw(1)); }

/* t = r^2 (S^2 - n.n), exact (|S^2 - n.n| <= S + 1 < 2^62, so t < 2^120): two exact
 * multiplications by r, each after making the raw value a multiple of 2^16. */
static FG_NOINLINE void tq_face_t1(fg_wide s, const fg_xwide *dn, fg_scalar r, fg_xwide *t)
{
    *t = fg_xsub(fg_xmul(s, s), *dn);
    *t = fg_xpow2(*t, 16);
    *t = fg_xscale(*t, r);
    *t = fg_xpow2(*t, 16);
    *t = fg_xscale(*t, r);
}

/* The exact residual near a tie (DESIGN.md): the sign of r^2 (S^2 - n.n) + 2 r S X + X^2,
 * x = raw X 2^16 with |X| <= r/2 (so X fits a scalar), s = raw S; each term below 2^120. */
static FG_NOINLINE int tq_face_residual(const fg_xwide *x, fg_wide s, const fg_xwide *dn, fg_scalar r)
{
    fg_xwide t, rsx = *x;
    fg_scalar xs;
    rsx = fg_xpow2(rsx, 32);
    xs = fg_xwide_to(rsx); /* raw X, exactly */
    tq_face_t1(s, dn, r, &t);
    rsx = fg_xmul(fg_wmul(r, xs), s); /* raw r X S */
    t = fg_xadd(t, rsx);
    t = fg_xadd(t, rsx);
    tq_xacc(&t, fg_wmul(xs, xs), tq_wraw1()); /* + X^2 */
    return fg_xsign(t);
}

/* With x = raw X 2^16, X = |n.ap| - r S: decided when |X| > r/2, else the residual. */
static FG_NOINLINE int tq_face_filter(const fg_xwide *x, fg_wide s, const fg_xwide *dn, fg_scalar r)
{
    fg_xwide x2 = fg_xadd(*x, *x);
    fg_xwide m = fg_xmul(fg_wide_from(r), tq_wraw1()); /* raw r 2^16 */
    if (fg_xsign(fg_xsub(x2, m)) > 0) {
        return 1; /* X > r/2 */
    }
    if (fg_xsign(fg_xadd(x2, m)) < 0) {
        return -1; /* X < -r/2 */
    }
    return tq_face_residual(x, s, dn, r);
}

/* Sign of (n.ap)^2 - r^2 (n.n): the squared distance to the plane against r^2, exact. */
static FG_NOINLINE int tq_face_dist_sign(const tq_face *f, fg_scalar r)
{
    fg_xwide x = f->nap; /* raw (n.ap) 2^16 */
    fg_wide s;
    if (fg_xsign(x) < 0) {
        x = fg_xsub(fg_xsub(x, x), x);
    }
    s = fg_xsqrt(f->nn);                        /* raw S = round(sqrt(n.n)) */
    tq_xacc(&x, fg_wneg(fg_wide_from(r)), s);   /* raw X 2^16 */
    return tq_face_filter(&x, s, &f->nn, r);
}

/* The face region: within r of the plane, and then the closest point, from the normal n. */
static FG_NOINLINE bool tq_face_overlap(const fg_triangle *tri, const fg_sphere *sphere, const fg_wide n[3],
                                        fg_vec3 *closest)
{
    tq_face f;
    tq_face_of(tri, &sphere->center, n, &f);
    if (tq_face_dist_sign(&f, sphere->radius) > 0) {
        return false;
    }
    if (closest != NULL) {
        tq_closest_face(n, &f, &sphere->center, closest);
    }
    return true;
}

/* Vertex: |w|^2 <= r^2; edge: |w|^2 - num^2 / den <= r^2 (w = centre - o), exact. */
static FG_NOINLINE bool tq_near_region(const tq_region *g, const fg_sphere *sphere)
{
    fg_wide gap = fg_wsub(tq_len2(g->o, &sphere->center), fg_wmul(sphere->radius, sphere->radius));
    return (g->kind == TQ_VERTEX) ? (fg_wsign(gap) <= 0) : (fg_wcmp2(gap, g->den, g->num, g->num) <= 0);
}

fg_result fg_sphere_triangle_overlap(const fg_sphere *sphere, const fg_triangle *tri, fg_vec3 *closest)
{
    tq_region g;
    fg_wide n[3];
    if (fg_missing(sphere) || fg_missing(tri) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_triangle_ood(tri) | fg_sphere_ood(sphere)) != 0u))) {
        return fg_reject("fg_sphere_triangle_overlap");
    }
    if (fg_lt(sphere->radius, FG_ZERO)) {
        return FG_MISS;
    }
    tq_region_any(tri, &sphere->center, n, &g);
    if (g.kind == TQ_FACE) {
        return tq_face_overlap(tri, sphere, n, closest) ? FG_HIT : FG_MISS;
    }
    if (!tq_near_region(&g, sphere)) {
        return FG_MISS;
    }
    if (closest != NULL) {
        tq_closest_point(&g, closest);
    }
    return FG_HIT;
}
