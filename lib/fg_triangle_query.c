/* SPDX-License-Identifier: MIT */
/* Triangle queries: closest point, point in triangle, barycentric coordinates
 * (derivations and bounds: DESIGN.md, "Triangle queries"). */
#include "fg_internal.h"
#include "fg_core.h"

/* p x q for vectors of 31 bits, exact in 64 bits per component. */
static FG_NOINLINE void tq_cross(fg_vec3 p, fg_vec3 q, fg_wide w[3])
{
    w[0] = fg_wsub(fg_wmul(p.y, q.z), fg_wmul(p.z, q.y));
    w[1] = fg_wsub(fg_wmul(p.z, q.x), fg_wmul(p.x, q.z));
    w[2] = fg_wsub(fg_wmul(p.x, q.y), fg_wmul(p.y, q.x));
}

static bool tq_wzero3(const fg_wide w[3])
{
    return (fg_wsign(w[0]) == 0) && (fg_wsign(w[1]) == 0) && (fg_wsign(w[2]) == 0);
}

static fg_wide tq_wabs(fg_wide a) { return (fg_wsign(a) < 0) ? fg_wneg(a) : a; }

/* x * 2^e for e in [-48, 42], through the scalar layer: exact upward; downward exact
 * while x's raw value is a multiple of 2^-e (else truncated by < 2^-64 per step). */
static FG_NOINLINE fg_xwide tq_xpow2(fg_xwide x, int e)
{
    while (e > 14) {
        x = fg_xscale(x, fg_from_int((int32_t)1 << 14));
        e -= 14;
    }
    while (e < -16) {
        x = fg_xscale(x, fg_from_raw(1));
        e += 16;
    }
    if (e >= 0) {
        x = fg_xscale(x, fg_from_int((int32_t)1 << e));
    } else {
        x = fg_xscale(x, fg_from_raw((int32_t)1 << (16 + e)));
    }
    return x;
}

/* A zero-area triangle is the segment between its two farthest vertices (a point when all
 * three coincide): that segment as origin and delta, the first pair on ties. */
static FG_NOINLINE void tq_hull3(const fg_triangle *tri, fg_vec3 *o, fg_vec3 *d)
{
    fg_vec3 ab = fg_vec3_sub(tri->b, tri->a), ac = fg_vec3_sub(tri->c, tri->a), bc = fg_vec3_sub(tri->c, tri->b);
    fg_wide lab = fg_vec3_dot_wide(ab, ab), lac = fg_vec3_dot_wide(ac, ac), lbc = fg_vec3_dot_wide(bc, bc);
    *o = tri->a;
    *d = ab;
    if (fg_wlt(lab, lac)) {
        *d = ac;
        lab = lac;
    }
    if (fg_wlt(lab, lbc)) {
        *o = tri->b;
        *d = bc;
    }
}

/* Where the closest point lies: a vertex o, the point o + d num / den of an edge
 * (0 < num < den), or the face (the projection onto the plane). */
typedef enum { TQ_VERTEX, TQ_EDGE, TQ_FACE } tq_kind;
typedef struct {
    tq_kind kind;
    fg_vec3 o, d;
    fg_wide num, den;
} tq_region;

/* The closest point of segment o + t d (t in [0, 1]) to p as a region; den = d.d. */
static void tq_seg_region(tq_region *g, fg_vec3 o, fg_vec3 d, fg_wide num, fg_wide den)
{
    g->kind = TQ_EDGE;
    g->o = o;
    g->d = d;
    g->num = num;
    g->den = den;
    if (fg_wsign(num) <= 0) {
        g->kind = TQ_VERTEX;
    } else if (!fg_wlt(num, den)) {
        g->kind = TQ_VERTEX;
        g->o = fg_vec3_add(o, d);
    } else {
        /* strictly inside the edge */
    }
}

/* Ericson's Voronoi regions (Real-Time Collision Detection, 5.1.5), each test an exact
 * sign; a zero-area triangle: its hull segment. */
static FG_NOINLINE void tq_region_of(const fg_triangle *tri, fg_vec3 p, tq_region *g)
{
    fg_vec3 ab = fg_vec3_sub(tri->b, tri->a), ac = fg_vec3_sub(tri->c, tri->a);
    fg_wide d1 = fg_vec3_dot_wide(ab, fg_vec3_sub(p, tri->a)), d2 = fg_vec3_dot_wide(ac, fg_vec3_sub(p, tri->a));
    fg_wide d3, d4, d5, d6;
    g->kind = TQ_VERTEX;
    g->o = tri->a;
    if ((fg_wsign(d1) <= 0) && (fg_wsign(d2) <= 0)) {
        return;
    }
    d3 = fg_vec3_dot_wide(ab, fg_vec3_sub(p, tri->b));
    d4 = fg_vec3_dot_wide(ac, fg_vec3_sub(p, tri->b));
    if ((fg_wsign(d3) >= 0) && fg_wle(d4, d3)) {
        g->o = tri->b;
        return;
    }
    if ((fg_xsign(fg_xsub(fg_xmul(d1, d4), fg_xmul(d3, d2))) <= 0) && (fg_wsign(d1) >= 0) && (fg_wsign(d3) <= 0)) {
        tq_seg_region(g, tri->a, ab, d1, fg_wsub(d1, d3));
        return;
    }
    d5 = fg_vec3_dot_wide(ab, fg_vec3_sub(p, tri->c));
    d6 = fg_vec3_dot_wide(ac, fg_vec3_sub(p, tri->c));
    if ((fg_wsign(d6) >= 0) && fg_wle(d5, d6)) {
        g->o = tri->c;
        return;
    }
    if ((fg_xsign(fg_xsub(fg_xmul(d5, d2), fg_xmul(d1, d6))) <= 0) && (fg_wsign(d2) >= 0) && (fg_wsign(d6) <= 0)) {
        tq_seg_region(g, tri->a, ac, d2, fg_wsub(d2, d6));
        return;
    }
    if ((fg_xsign(fg_xsub(fg_xmul(d3, d6), fg_xmul(d5, d4))) <= 0) && fg_wle(d3, d4) && fg_wle(d6, d5)) {
        fg_wide e = fg_wsub(d4, d3);
        tq_seg_region(g, tri->b, fg_vec3_sub(tri->c, tri->b), e, fg_wadd(e, fg_wsub(d5, d6)));
        return;
    }
    g->kind = TQ_FACE;
}

static FG_NOINLINE void tq_region_any(const fg_triangle *tri, fg_vec3 p, tq_region *g)
{
    fg_wide n[3];
    tq_cross(fg_vec3_sub(tri->b, tri->a), fg_vec3_sub(tri->c, tri->a), n);
    if (tq_wzero3(n)) {
        fg_vec3 o, d;
        tq_hull3(tri, &o, &d);
        tq_seg_region(g, o, d, fg_vec3_dot_wide(d, fg_vec3_sub(p, o)), fg_vec3_dot_wide(d, d));
    } else {
        tq_region_of(tri, p, g);
    }
}

/* The face region: p - n (n.ap) / (n.n) with n = ab x ac. n has up to 62 bits, so the
 * offset n_i s (s = n.ap / n.n) is formed from s carried to 2^-(32+m) with m set by the
 * size of n (DESIGN.md): <= 2^-5 LSB before the one rounding of each coordinate. */
static FG_NOINLINE fg_vec3 tq_closest_face(const fg_triangle *tri, fg_vec3 p)
{
    fg_wide n[3], nmax, thr, s;
    fg_xwide num, den;
    fg_xrecip r;
    fg_scalar out[3], pc[3];
    fg_vec3 ap = fg_vec3_sub(p, tri->a);
    int m = 0;
    int i;
    tq_cross(fg_vec3_sub(tri->b, tri->a), fg_vec3_sub(tri->c, tri->a), n);
    nmax = fg_wlt(tq_wabs(n[0]), tq_wabs(n[1])) ? tq_wabs(n[1]) : tq_wabs(n[0]);
    nmax = fg_wlt(nmax, tq_wabs(n[2])) ? tq_wabs(n[2]) : nmax;
    thr = fg_wide_from(fg_from_raw((int32_t)1 << 12)); /* 2^28 raw */
    while (!fg_wlt(nmax, thr)) {
        thr = fg_wadd(thr, thr);
        m++;
    }
    den = fg_xmul3(n[0], n[0], n[1], n[1], n[2], n[2]);
    num = fg_xdot3ws(n[0], ap.x, n[1], ap.y, n[2], ap.z); /* raw (n.ap) 2^16 */
    num = tq_xpow2(num, m - 16);
    fg_xrecip_init(&r, &den);
    s = fg_xrecip_q32(&r, &num); /* (n.ap) / (n.n) 2^(32+m), to 0.5 */
    pc[0] = p.x;
    pc[1] = p.y;
    pc[2] = p.z;
    for (i = 0; i < 3; i++) {
        fg_xwide off = tq_xpow2(fg_xmul(n[i], s), 16 - m);
        out[i] = fg_xwide_to(fg_xsub(fg_xwide_from(fg_wide_from(pc[i])), off));
    }
    return fg_vec3_make(out[0], out[1], out[2]);
}

static FG_NOINLINE fg_vec3 tq_closest_point(const fg_triangle *tri, fg_vec3 p, const tq_region *g)
{
    fg_vec3 q = g->o;
    if (g->kind == TQ_EDGE) {
        fg_xrecip r;
        fg_wrecip_init(&r, g->den);
        q.x = fg_wrecip_lerp(&r, g->o.x, g->d.x, g->num);
        q.y = fg_wrecip_lerp(&r, g->o.y, g->d.y, g->num);
        q.z = fg_wrecip_lerp(&r, g->o.z, g->d.z, g->num);
    } else if (g->kind == TQ_FACE) {
        q = tq_closest_face(tri, p);
    } else {
        /* a vertex: exact */
    }
    return q;
}

static uint32_t tq_tri_ood(const fg_triangle *tri)
{
    return fg_vec3_ood(tri->a) | fg_vec3_ood(tri->b) | fg_vec3_ood(tri->c);
}

fg_result fg_triangle_closest_point(const fg_triangle *tri, fg_vec3 p, fg_vec3 *closest)
{
    tq_region g;
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && ((tq_tri_ood(tri) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_triangle_closest_point");
    }
    if (closest != NULL) {
        tq_region_any(tri, p, &g);
        *closest = tq_closest_point(tri, p, &g);
    }
    return FG_OK;
}

/* ---- point in triangle, barycentric coordinates ---- */

/* The 2D hull segment of a zero-area triangle, as tq_hull3. */
static FG_NOINLINE void tq_hull2(const fg_triangle2 *tri, fg_vec2 *o, fg_vec2 *d)
{
    fg_vec2 ab = fg_vec2_sub(tri->b, tri->a), ac = fg_vec2_sub(tri->c, tri->a), bc = fg_vec2_sub(tri->c, tri->b);
    fg_wide lab = fg_vec2_dot_wide(ab, ab), lac = fg_vec2_dot_wide(ac, ac), lbc = fg_vec2_dot_wide(bc, bc);
    *o = tri->a;
    *d = ab;
    if (fg_wlt(lab, lac)) {
        *d = ac;
        lab = lac;
    }
    if (fg_wlt(lab, lbc)) {
        *o = tri->b;
        *d = bc;
    }
}

/* 0 <= d.w <= d.d: w = p - o projects into the segment (o, o + d). */
static bool tq_within(fg_wide dw, fg_wide dd) { return (fg_wsign(dw) >= 0) && fg_wle(dw, dd); }

/* The three signed areas opposite a, b, c (each twice the area of p with an edge). */
static FG_NOINLINE void tq_areas2(const fg_triangle2 *tri, fg_vec2 p, fg_wide w[3])
{
    w[0] = fg_vec2_cross_wide(fg_vec2_sub(tri->c, tri->b), fg_vec2_sub(p, tri->b));
    w[1] = fg_vec2_cross_wide(fg_vec2_sub(tri->a, tri->c), fg_vec2_sub(p, tri->c));
    w[2] = fg_vec2_cross_wide(fg_vec2_sub(tri->b, tri->a), fg_vec2_sub(p, tri->a));
}

static FG_NOINLINE bool tq_in2(const fg_triangle2 *tri, fg_vec2 p)
{
    fg_wide w[3];
    fg_wide area = fg_vec2_cross_wide(fg_vec2_sub(tri->b, tri->a), fg_vec2_sub(tri->c, tri->a));
    int s = fg_wsign(area);
    if (s == 0) {
        fg_vec2 o, d, q;
        tq_hull2(tri, &o, &d);
        q = fg_vec2_sub(p, o);
        if (fg_wsign(fg_vec2_dot_wide(d, d)) == 0) {
            return fg_eq(q.x, FG_ZERO) && fg_eq(q.y, FG_ZERO); /* all three coincide */
        }
        return (fg_wsign(fg_vec2_cross_wide(d, q)) == 0) && tq_within(fg_vec2_dot_wide(d, q), fg_vec2_dot_wide(d, d));
    }
    tq_areas2(tri, p, w);
    return (fg_wsign(w[0]) != -s) && (fg_wsign(w[1]) != -s) && (fg_wsign(w[2]) != -s);
}

/* n . ((v1 - v0) x (p - v0)): the signed volume over edge v0 v1, exact in 128 bits. */
static FG_NOINLINE fg_xwide tq_vol(const fg_wide n[3], fg_vec3 v0, fg_vec3 v1, fg_vec3 p)
{
    fg_wide w[3];
    tq_cross(fg_vec3_sub(v1, v0), fg_vec3_sub(p, v0), w);
    return fg_xmul3(n[0], w[0], n[1], w[1], n[2], w[2]);
}

static FG_NOINLINE bool tq_on_flat3(const fg_triangle *tri, fg_vec3 p)
{
    fg_vec3 o, d, q;
    fg_wide w[3];
    tq_hull3(tri, &o, &d);
    q = fg_vec3_sub(p, o);
    if (fg_vec3_is_zero(d)) {
        return fg_vec3_is_zero(q); /* all three coincide */
    }
    tq_cross(d, q, w);
    return tq_wzero3(w) && tq_within(fg_vec3_dot_wide(d, q), fg_vec3_dot_wide(d, d));
}

static FG_NOINLINE bool tq_in3(const fg_triangle *tri, fg_vec3 p)
{
    fg_wide n[3];
    tq_cross(fg_vec3_sub(tri->b, tri->a), fg_vec3_sub(tri->c, tri->a), n);
    if (tq_wzero3(n)) {
        return tq_on_flat3(tri, p);
    }
    return (fg_xsign(tq_vol(n, tri->b, tri->c, p)) >= 0) && (fg_xsign(tq_vol(n, tri->c, tri->a, p)) >= 0) &&
           (fg_xsign(tq_vol(n, tri->a, tri->b, p)) >= 0);
}

fg_result fg_triangle2_contains_point(const fg_triangle2 *tri, fg_vec2 p)
{
    if (fg_missing(tri) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(tri->a) | fg_vec2_ood(tri->b) | fg_vec2_ood(tri->c) | fg_vec2_ood(p)) != 0u))) {
        return fg_reject("fg_triangle2_contains_point");
    }
    return tq_in2(tri, p) ? FG_HIT : FG_MISS;
}

fg_result fg_triangle_contains_point(const fg_triangle *tri, fg_vec3 p)
{
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && ((tq_tri_ood(tri) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_triangle_contains_point");
    }
    return tq_in3(tri, p) ? FG_HIT : FG_MISS;
}

/* Writes the weights of a, b, c (each rounded once through one reciprocal of den). */
static FG_NOINLINE void tq_bary_out(const fg_xwide *den, const fg_xwide *wb, const fg_xwide *wc, fg_scalar *u,
                                    fg_scalar *v, fg_scalar *w)
{
    fg_xrecip r;
    fg_xwide wa = fg_xsub(fg_xsub(*den, *wb), *wc);
    fg_xrecip_init(&r, den);
    if (u != NULL) {
        *u = fg_xrecip_q16(&r, wb);
    }
    if (v != NULL) {
        *v = fg_xrecip_q16(&r, wc);
    }
    if (w != NULL) {
        *w = fg_xrecip_q16(&r, &wa);
    }
}

fg_result fg_triangle2_barycentric(const fg_triangle2 *tri, fg_vec2 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    fg_wide a[3], area;
    fg_xwide den, wb, wc;
    if (fg_missing(tri) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(tri->a) | fg_vec2_ood(tri->b) | fg_vec2_ood(tri->c) | fg_vec2_ood(p)) != 0u))) {
        return fg_reject("fg_triangle2_barycentric");
    }
    area = fg_vec2_cross_wide(fg_vec2_sub(tri->b, tri->a), fg_vec2_sub(tri->c, tri->a));
    if (fg_wsign(area) == 0) {
        return FG_MISS;
    }
    tq_areas2(tri, p, a);
    den = fg_xwide_from(area);
    wb = fg_xwide_from(a[1]);
    wc = fg_xwide_from(a[2]);
    tq_bary_out(&den, &wb, &wc, u, v, w);
    return FG_OK;
}

fg_result fg_triangle_barycentric(const fg_triangle *tri, fg_vec3 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    fg_wide n[3];
    fg_xwide den, wb, wc;
    if (fg_missing(tri) || ((FG_CHECK_DOMAIN != 0) && ((tq_tri_ood(tri) | fg_vec3_ood(p)) != 0u))) {
        return fg_reject("fg_triangle_barycentric");
    }
    tq_cross(fg_vec3_sub(tri->b, tri->a), fg_vec3_sub(tri->c, tri->a), n);
    if (tq_wzero3(n)) {
        return FG_MISS;
    }
    den = fg_xmul3(n[0], n[0], n[1], n[1], n[2], n[2]);
    wb = tq_vol(n, tri->c, tri->a, p);
    wc = tq_vol(n, tri->a, tri->b, p);
    tq_bary_out(&den, &wb, &wc, u, v, w);
    return FG_OK;
}

/* ---- triangle vs plane ---- */

/* n.v - d for the three vertices, exact wides (|n.v| < 3 2^58, d 2^16 < 2^45). */
static FG_NOINLINE void tq_plane_gaps(const fg_triangle *tri, const fg_plane *plane, fg_wide g[3])
{
    fg_wide d = fg_wide_from(plane->d);
    g[0] = fg_wsub(fg_vec3_dot_wide(plane->n, tri->a), d);
    g[1] = fg_wsub(fg_vec3_dot_wide(plane->n, tri->b), d);
    g[2] = fg_wsub(fg_vec3_dot_wide(plane->n, tri->c), d);
}

static bool tq_plane_bad(const fg_triangle *tri, const fg_plane *plane)
{
    return (FG_CHECK_DOMAIN != 0) && ((tq_tri_ood(tri) | fg_plane_ood(plane)) != 0u);
}

fg_side fg_triangle_plane_classify(const fg_triangle *tri, const fg_plane *plane)
{
    fg_wide g[3];
    int s0, s1, s2;
    if (fg_missing(tri) || fg_missing(plane) || tq_plane_bad(tri, plane)) {
        return fg_reject_side("fg_triangle_plane_classify");
    }
    tq_plane_gaps(tri, plane, g);
    s0 = fg_wsign(g[0]);
    s1 = fg_wsign(g[1]);
    s2 = fg_wsign(g[2]);
    if ((s0 > 0) && (s1 > 0) && (s2 > 0)) {
        return FG_FRONT;
    }
    if ((s0 < 0) && (s1 < 0) && (s2 < 0)) {
        return FG_BACK;
    }
    return FG_STRADDLING;
}

/* The crossing of edge v0 v1 with gaps g0, g1 of strictly opposite signs:
 * v0 + (v1 - v0) g0 / (g0 - g1), one rounding per component. */
static FG_NOINLINE fg_vec3 tq_edge_cross(fg_vec3 v0, fg_vec3 v1, fg_wide g0, fg_wide g1)
{
    fg_xrecip r;
    fg_vec3 d = fg_vec3_sub(v1, v0), q;
    fg_wrecip_init(&r, fg_wsub(g0, g1));
    q.x = fg_wrecip_lerp(&r, v0.x, d.x, g0);
    q.y = fg_wrecip_lerp(&r, v0.y, d.y, g0);
    q.z = fg_wrecip_lerp(&r, v0.z, d.z, g0);
    return q;
}

fg_result fg_triangle_plane_intersect(const fg_triangle *tri, const fg_plane *plane, fg_vec3 *p0, fg_vec3 *p1)
{
    fg_wide g[3];
    fg_vec3 v[3], pt[2];
    int s[3], k, count = 0;
    if (fg_missing(tri) || fg_missing(plane) || tq_plane_bad(tri, plane)) {
        return fg_reject("fg_triangle_plane_intersect");
    }
    tq_plane_gaps(tri, plane, g);
    v[0] = tri->a;
    v[1] = tri->b;
    v[2] = tri->c;
    for (k = 0; k < 3; k++) {
        s[k] = fg_wsign(g[k]);
    }
    if ((s[0] == s[1]) && (s[1] == s[2])) {
        return FG_MISS; /* one side only, or the whole triangle in the plane */
    }
    /* in edge order: a vertex on the plane, then the crossing of its outgoing edge */
    for (k = 0; (k < 3) && (count < 2); k++) {
        int j = (k + 1) % 3;
        if (s[k] == 0) {
            pt[count] = v[k];
            count++;
        } else if (s[j] == -s[k]) {
            pt[count] = tq_edge_cross(v[k], v[j], g[k], g[j]);
            count++;
        } else {
            /* no point from this vertex or edge */
        }
    }
    if (count == 1) {
        pt[1] = pt[0];
    }
    if (p0 != NULL) {
        *p0 = pt[0];
    }
    if (p1 != NULL) {
        *p1 = pt[1];
    }
    return FG_HIT;
}

/* ---- sphere vs triangle ---- */

/* Sign of (n.ap)^2 - r^2 (n.n) (squared distance to the plane against r^2, scaled by n.n),
 * exact: degree 6, up to 2^181. S = sqrt(n.n) rounded (0.5) decides unless |n.ap| is within
 * r/2 of r S; then, with X = |n.ap| - r S (|X| <= r/2), the sign is that of
 * r^2 (S^2 - n.n) + 2 r S X + X^2 (each term below 2^120; DESIGN.md). Raw integers are
 * carried in wides through quotients by a wide of raw 1 (exact). */
static FG_NOINLINE int tq_face_dist_sign(const fg_triangle *tri, fg_vec3 p, fg_scalar r)
{
    fg_wide n[3], s, one, x16, x1;
    fg_xwide nap, dn, x, m, t;
    fg_vec3 ap = fg_vec3_sub(p, tri->a);
    tq_cross(fg_vec3_sub(tri->b, tri->a), fg_vec3_sub(tri->c, tri->a), n);
    dn = fg_xmul3(n[0], n[0], n[1], n[1], n[2], n[2]);
    nap = fg_xdot3ws(n[0], ap.x, n[1], ap.y, n[2], ap.z); /* raw |n.ap| 2^16 */
    if (fg_xsign(nap) < 0) {
        nap = fg_xsub(fg_xsub(nap, nap), nap);
    }
    s = fg_xsqrt(dn);                                      /* raw S = round(sqrt(n.n)) */
    one = fg_wmul(fg_from_raw(1), fg_from_raw(1));         /* a wide of raw 1 */
    x = fg_xsub(nap, fg_xmul(fg_wide_from(r), s));         /* raw X 2^16 */
    m = fg_xmul(fg_wide_from(r), one);                     /* raw r 2^16 */
    if (fg_xsign(fg_xsub(fg_xadd(x, x), m)) > 0) {
        return 1;                                          /* X > r/2 */
    }
    if (fg_xsign(fg_xadd(fg_xadd(x, x), m)) < 0) {
        return -1;                                         /* X < -r/2 */
    }
    x16 = fg_xdivw(&x, one);                               /* raw X 2^16 */
    x1 = fg_xdivw(&x, fg_wide_from(fg_from_raw(1)));       /* raw X */
    t = fg_xsub(fg_xmul(s, s), dn);                        /* raw S^2 - n.n */
    t = fg_xmul(fg_wmul(r, r), fg_xdivw(&t, one));         /* r^2 (S^2 - n.n) */
    m = fg_xscale(fg_xmul(x16, s), r);                     /* raw r S X (exact: x16 S is a multiple of 2^16) */
    t = fg_xadd(fg_xadd(t, m), fg_xadd(m, fg_xmul(x1, x1)));
    return fg_xsign(t);
}

fg_result fg_sphere_triangle_overlap(const fg_sphere *sphere, const fg_triangle *tri, fg_vec3 *closest)
{
    tq_region g;
    bool hit;
    if (fg_missing(sphere) || fg_missing(tri) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((tq_tri_ood(tri) | fg_vec3_ood(sphere->center) | fg_out_of_domain(sphere->radius)) != 0u))) {
        return fg_reject("fg_sphere_triangle_overlap");
    }
    if (fg_lt(sphere->radius, FG_ZERO)) {
        return FG_MISS;
    }
    tq_region_any(tri, sphere->center, &g);
    if (g.kind == TQ_FACE) {
        hit = tq_face_dist_sign(tri, sphere->center, sphere->radius) <= 0;
    } else {
        fg_vec3 w = fg_vec3_sub(sphere->center, g.o);
        fg_wide gap = fg_wsub(fg_vec3_dot_wide(w, w), fg_wmul(sphere->radius, sphere->radius)); /* |w|^2 - r^2 */
        /* vertex: |w|^2 <= r^2; edge: |w|^2 - num^2 / den <= r^2 */
        hit = (g.kind == TQ_VERTEX) ? (fg_wsign(gap) <= 0) : (fg_wcmp2(gap, g.den, g.num, g.num) <= 0);
    }
    if (!hit) {
        return FG_MISS;
    }
    if (closest != NULL) {
        *closest = tq_closest_point(tri, sphere->center, &g);
    }
    return FG_HIT;
}
