/* SPDX-License-Identifier: MIT */
/* The ball swept against a triangle: the centre's cast against the triangle grown by the
 * radius (the face slab and the three edge capsules). DESIGN.md, "Swept sphere vs triangle". */
#include "fg_internal.h"
#include "fg_ball_internal.h"
#include "fg_capsule_internal.h"

enum { ST_OUTSIDE = 2, FACE_J = 14 };

typedef struct {
    const fg_sphere *s;
    const fg_triangle *tri;
    fg_vec3 d;     /* delta */
    fg_wide n[3];  /* (b - a) x (c - a), exact */
    fg_xwide nn;   /* N = |n|^2 */
    bool centre;   /* the movers' cast: points are the ball's centre at contact */
} st_cast;

static fg_vec3 st_vertex(const fg_triangle *t, int32_t i) { return (i == 0) ? t->a : ((i == 1) ? t->b : t->c); }

static fg_vec3 st_edge(const fg_triangle *t, int i) { return fg_vec3_sub(st_vertex(t, fg_wrap3(i + 1)), st_vertex(t, i)); }

/* u x v, each component an exact wide */
FG_NOINLINE static void cross_wide(fg_vec3 u, fg_vec3 v, fg_wide out[3])
{
    fg_vec3_cross_wide(&u, &v, out);
}

/* n . (u x v), exact (< 2^62 units^4) */
FG_NOINLINE static void n_triple(const st_cast *g, fg_vec3 u, fg_vec3 v, fg_xwide *out)
{
    fg_wide x[3];
    cross_wide(u, v, x);
    *out = fg_xmul3(g->n[0], x[0], g->n[1], x[1], g->n[2], x[2]);
}

/* c - a + T d as wides, exact */
FG_NOINLINE static void offset_at(const st_cast *g, fg_scalar T, fg_wide m[3])
{
    fg_vec3 w = fg_vec3_sub(g->s->center, g->tri->a);
    m[0] = fg_wadd(fg_wide_from(w.x), fg_wmul(T, g->d.x));
    m[1] = fg_wadd(fg_wide_from(w.y), fg_wmul(T, g->d.y));
    m[2] = fg_wadd(fg_wide_from(w.z), fg_wmul(T, g->d.z));
}

/* n . (c - a + T d), exact */
FG_NOINLINE static void n_dot_at(const st_cast *g, fg_scalar T, fg_xwide *out)
{
    fg_wide m[3];
    offset_at(g, T, m);
    *out = fg_xmul3(g->n[0], m[0], g->n[1], m[1], g->n[2], m[2]);
}

/* n . d */
FG_NOINLINE static void n_dot_d(const st_cast *g, fg_xwide *out)
{
    *out = fg_xdot3ws(g->n[0], g->d.x, g->n[1], g->d.y, g->n[2], g->d.z);
}

/* sign(x^2 - r^2 N): beyond (> 0) the offset plane at the signed plane distance x / sqrt(N) */
FG_NOINLINE static int beyond_slab(const st_cast *g, const fg_xwide *x)
{
    fg_xwide rr = fg_xwide_from(fg_wmul(g->s->radius, g->s->radius));
    return fg_xcmp2(x, x, &rr, &g->nn);
}

/* alpha_i = n . (e_i x (c - v_i)): >= 0 on the inner side of edge i's plane Pi_i */
FG_NOINLINE static int inner_sign(const st_cast *g, int i)
{
    fg_xwide a;
    n_triple(g, st_edge(g->tri, i), fg_vec3_sub(g->s->center, st_vertex(g->tri, i)), &a);
    return fg_xsign(a);
}

static bool in_face_region(const st_cast *g)
{
    return (inner_sign(g, 0) >= 0) && (inner_sign(g, 1) >= 0) && (inner_sign(g, 2) >= 0);
}

/* sqrt(N) 2^20, within 2^-61 relative */
FG_NOINLINE static void root_n(const st_cast *g, fg_xwide *out)
{
    fg_xwide zero = fg_xwide_from(FG_ZERO), neg1 = fg_xwide_from(fg_wide_from(-FG_ONE));
    *out = fg_xroot_bac(&zero, &neg1, &g->nn, 20);
}

/* The unit normal s n / |n| (s = +-1) */
FG_NOINLINE static fg_vec3 face_normal(const st_cast *g, int s)
{
    fg_scalar x, y, z;
    if (s < 0) {
        fg_wunit3(fg_wneg(g->n[0]), fg_wneg(g->n[1]), fg_wneg(g->n[2]), &x, &y, &z);
    } else {
        fg_wunit3(g->n[0], g->n[1], g->n[2], &x, &y, &z);
    }
    return fg_vec3_make(x, y, z);
}

/* s r n_i / sqrt(N), rounded once */
FG_NOINLINE static fg_scalar face_offset(const st_cast *g, const fg_xwide *rootn, int i, int s)
{
    fg_xwide x = fg_xshl(fg_xmul(fg_wide_from(g->s->radius), g->n[i]), 20u);
    if (s < 0) {
        x = fg_xsub(fg_xwide_from(FG_ZERO), x);
    }
    return fg_xratio(&x, rootn);
}

/* The point of the face under the centre p at distance r on side s: p - s r n / |n| */
FG_NOINLINE static void face_point(const st_cast *g, int s, fg_vec3 *p)
{
    fg_xwide rn;
    root_n(g, &rn);
    p->x = fg_sub(p->x, face_offset(g, &rn, 0, s));
    p->y = fg_sub(p->y, face_offset(g, &rn, 1, s));
    p->z = fg_sub(p->z, face_offset(g, &rn, 2, s));
}

/* The squared distance of the centre to edge i, an exact fraction */
FG_NOINLINE static void edge_dist(const st_cast *g, int i, fg_axis_dist *q)
{
    fg_vec3 a = st_vertex(g->tri, i), b = st_vertex(g->tri, fg_wrap3(i + 1));
    fg_axis_dist_point(q, &a, &b, &g->s->center);
}

/* q->num / q->den < num / den */
FG_NOINLINE static bool dist_less(const fg_axis_dist *q, const fg_xwide *num, fg_wide den)
{
    fg_xwide qd = fg_xwide_from(q->den), d = fg_xwide_from(den);
    return fg_xcmp2(&q->num, &d, num, &qd) < 0;
}

/* sign(num / den - r^2) */
FG_NOINLINE static int dist_vs_radius(const fg_xwide *num, fg_wide den, fg_scalar r)
{
    fg_xwide one = fg_xwide_from(fg_wide_from(FG_ONE)), rr = fg_xwide_from(fg_wmul(r, r)), d = fg_xwide_from(den);
    return fg_xcmp2(num, &one, &rr, &d);
}

/* *dst = *src, built rather than copied (a 16-byte copy is a memcpy call on Cortex-M0) */
FG_NOINLINE static void xcopy(fg_xwide *dst, const fg_xwide *src) { *dst = fg_xadd(*src, fg_xwide_from(FG_ZERO)); }

/* The nearest edge of the centre (exact squared distances; ties: the lower index) and
 * the sign of its distance minus the radius. */
FG_NOINLINE static int st_nearest_edge(const st_cast *g, int *vs_r)
{
    fg_axis_dist q;
    fg_xwide best;
    fg_wide bden;
    int i, bi = 0;
    edge_dist(g, 0, &q);
    xcopy(&best, &q.num);
    bden = q.den;
    for (i = 1; i < 3; i++) {
        edge_dist(g, i, &q);
        if (dist_less(&q, &best, bden)) {
            xcopy(&best, &q.num);
            bden = q.den;
            bi = i;
        }
    }
    *vs_r = dist_vs_radius(&best, bden, g->s->radius);
    return bi;
}

/* Edge i's capsule of radius 0 */
static fg_capsule3 edge_capsule(const fg_triangle *t, int i)
{
    fg_capsule3 c;
    c.a = st_vertex(t, i);
    c.b = st_vertex(t, fg_wrap3(i + 1));
    c.radius = FG_ZERO;
    return c;
}

/* Edge i's contact and its fraction to 2^-32 (fg_ball_capsule_contact; tf may be NULL).
 * For the movers the centre's cast against the edge grown by the radius: the same
 * decisions, t and normal, and the point is the centre. */
FG_NOINLINE static fg_result edge_contact(const st_cast *g, int i, fg_scalar max_t, fg_hit3 *h, fg_wide *tf)
{
    fg_capsule3 c = edge_capsule(g->tri, i);
    fg_sphere b;
    b.center = g->s->center;
    b.radius = g->s->radius;
    if (g->centre) {
        c.radius = b.radius;
        b.radius = FG_ZERO;
    }
    return fg_ball_capsule_contact(&b, g->d, &c, max_t, h, tf);
}

FG_NOINLINE static fg_result edge_sweep(const st_cast *g, int i, fg_scalar max_t, fg_hit3 *hit)
{
    return edge_contact(g, i, max_t, hit, NULL);
}

/* In the face region at t = 0: penetrating, touching (moving in or not) or outside. */
FG_NOINLINE static int face_start(const st_cast *g, fg_hit3 *hit)
{
    fg_xwide x, q;
    int st, s;
    n_dot_at(g, FG_ZERO, &x);
    st = beyond_slab(g, &x);
    s = fg_xsign(x);
    if (st > 0) {
        return ST_OUTSIDE;
    }
    if (st == 0) {
        n_dot_d(g, &q);
        if ((s == 0) || ((s * fg_xsign(q)) >= 0)) {
            return (int)FG_MISS; /* touching, moving away or along (radius 0: on the face) */
        }
    }
    if (hit != NULL) {
        hit->t = FG_ZERO;
        hit->point = g->s->center;
        hit->normal = (s == 0) ? fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO) : face_normal(g, s);
        hit->started_inside = st < 0;
        if ((st == 0) && !g->centre) {
            face_point(g, s, &hit->point);
        }
    }
    return (int)FG_HIT;
}

/* At the start: FG_HIT or FG_MISS under the touch rules, else ST_OUTSIDE. Beside the face
 * region the nearest edge's capsule decides (the grown triangle is that capsule there). */
FG_NOINLINE static int st_start_contact(const st_cast *g, fg_scalar max_t, fg_hit3 *hit)
{
    int vs_r, i;
    if (in_face_region(g)) {
        return face_start(g, hit);
    }
    i = st_nearest_edge(g, &vs_r);
    if (vs_r > 0) {
        return ST_OUTSIDE;
    }
    return (int)edge_sweep(g, i, max_t, hit);
}

/* d x (c - v_i) */
FG_NOINLINE static void d_cross_w(const st_cast *g, int i, fg_wide x[3])
{
    cross_wide(g->d, fg_vec3_sub(g->s->center, st_vertex(g->tri, i)), x);
}

/* Y_i = (d x (c - v_i)) . e_i */
FG_NOINLINE static void edge_y(const st_cast *g, int i, fg_xwide *y)
{
    fg_wide x[3];
    fg_vec3 e;
    d_cross_w(g, i, x);
    e = st_edge(g->tri, i);
    *y = fg_xdot3ws(x[0], e.x, x[1], e.y, x[2], e.z);
}

/* sign(N Y^2 - r^2 beta^2) */
FG_NOINLINE static int rim_gap_sign(const st_cast *g, const fg_xwide *y, const fg_xwide *beta)
{
    fg_xwide rr = fg_xwide_from(fg_wmul(g->s->radius, g->s->radius));
    return fg_xcmp2sq(y, &g->nn, beta, &rr);
}

/* Is the foot of the centre at the face contact t_f on the inner side of Pi_i? With tau the
 * time the path crosses Pi_i (alpha_i + tau beta_i = 0, beta_i = n . (e_i x d)), t_f >= tau
 * iff the plane distance there is >= r: sign(s Y sgn(beta) sqrt(N) - r |beta|) (DESIGN.md). */
FG_NOINLINE static bool face_inside_edge(const st_cast *g, int i, int s)
{
    fg_xwide beta, y;
    int sb, p, gs;
    n_triple(g, st_edge(g->tri, i), g->d, &beta);
    sb = fg_xsign(beta);
    if (sb == 0) {
        return inner_sign(g, i) >= 0;
    }
    edge_y(g, i, &y);
    p = s * sb * fg_xsign(y);
    if (p < 0) {
        gs = -1;
    } else if (p == 0) {
        gs = fg_lt(FG_ZERO, g->s->radius) ? -1 : 0;
    } else {
        gs = rim_gap_sign(g, &y, &beta);
    }
    return (sb > 0) ? (gs >= 0) : (gs <= 0);
}

/* The face contact: outside the slab on side s, approaching, the offset plane reached by T
 * and its foot in the closed triangle. Returns s, or 0 when there is none. */
FG_NOINLINE static int face_side(const st_cast *g, fg_scalar T)
{
    fg_xwide x;
    int s, i;
    n_dot_at(g, FG_ZERO, &x);
    s = fg_xsign(x);
    if ((s == 0) || (beyond_slab(g, &x) <= 0)) {
        return 0;
    }
    n_dot_d(g, &x);
    if ((s * fg_xsign(x)) >= 0) {
        return 0;
    }
    n_dot_at(g, T, &x);
    if (((s * fg_xsign(x)) > 0) && (beyond_slab(g, &x) > 0)) {
        return 0;
    }
    for (i = 0; i < 3; i++) {
        if (!face_inside_edge(g, i, s)) {
            return 0;
        }
    }
    return s;
}

/* -x */
FG_NOINLINE static void xnegate(fg_xwide *x) { *x = fg_xsub(fg_xwide_from(FG_ZERO), *x); }

/* r sqrt(N) 2^FACE_J (fg_xroot_bac: 2^-61 relative) */
FG_NOINLINE static void face_root(const st_cast *g, fg_xwide *out)
{
    fg_xwide zero = fg_xwide_from(FG_ZERO), rr = fg_xwide_from(fg_wmul(g->s->radius, g->s->radius));
    xnegate(&rr);
    *out = fg_xroot_bac(&zero, &rr, &g->nn, FACE_J);
}

/* t_f = (s n.w - r sqrt(N)) / (-s n.d), both times 2^FACE_J (|n.w|, |n.d| < 2^46 units^3,
 * so each stays below 2^60) */
FG_NOINLINE static void face_fraction(const st_cast *g, int s, fg_xwide *num, fg_xwide *den)
{
    fg_xwide rt;
    n_dot_at(g, FG_ZERO, num);
    n_dot_d(g, den);
    if (s < 0) {
        xnegate(num);
    } else {
        xnegate(den);
    }
    face_root(g, &rt);
    *num = fg_xsub(fg_xshl(*num, (unsigned)FACE_J), rt);
    *den = fg_xshl(*den, (unsigned)FACE_J);
}

FG_NOINLINE static void st_face_hit(const st_cast *g, int s, fg_scalar max_t, fg_hit3 *hit)
{
    fg_xwide num, den;
    fg_xrecip rc;
    face_fraction(g, s, &num, &den);
    fg_xrecip_init(&rc, &den);
    hit->t = fg_min(fg_xrecip_q16(&rc, &num), max_t);
    hit->point.x = fg_xrecip_lerp(&rc, g->s->center.x, g->d.x, &num);
    hit->point.y = fg_xrecip_lerp(&rc, g->s->center.y, g->d.y, &num);
    hit->point.z = fg_xrecip_lerp(&rc, g->s->center.z, g->d.z, &num);
    if (!g->centre) {
        face_point(g, s, &hit->point);
    }
    hit->normal = face_normal(g, s);
    hit->started_inside = false;
}

/* The motion's box [min(c, c + d) - r, max(c, c + d) + r] misses [lo, hi] on an axis
 * (comparisons only, within 2^30 raw: never rejects a contact). */
static bool apart_axis(fg_scalar c, fg_scalar d, fg_scalar r, fg_scalar lo, fg_scalar hi)
{
    fg_scalar e = fg_add(c, d);
    return fg_lt(fg_add(fg_max(c, e), r), lo) || fg_lt(hi, fg_sub(fg_min(c, e), r));
}

FG_NOINLINE static bool apart_edge(const st_cast *g, int i)
{
    const fg_vec3 *c = &g->s->center;
    fg_vec3 a = st_vertex(g->tri, i), b = st_vertex(g->tri, fg_wrap3(i + 1));
    fg_scalar r = g->s->radius;
    return apart_axis(c->x, g->d.x, r, fg_min(a.x, b.x), fg_max(a.x, b.x)) ||
           apart_axis(c->y, g->d.y, r, fg_min(a.y, b.y), fg_max(a.y, b.y)) ||
           apart_axis(c->z, g->d.z, r, fg_min(a.z, b.z), fg_max(a.z, b.z));
}

/* The triangle's box: min and max of three */
static fg_scalar min3(fg_scalar a, fg_scalar b, fg_scalar c) { return fg_min(a, fg_min(b, c)); }
static fg_scalar max3(fg_scalar a, fg_scalar b, fg_scalar c) { return fg_max(a, fg_max(b, c)); }

FG_NOINLINE static bool apart_triangle(const st_cast *g)
{
    const fg_triangle *t = g->tri;
    const fg_vec3 *c = &g->s->center;
    fg_scalar r = g->s->radius;
    return apart_axis(c->x, g->d.x, r, min3(t->a.x, t->b.x, t->c.x), max3(t->a.x, t->b.x, t->c.x)) ||
           apart_axis(c->y, g->d.y, r, min3(t->a.y, t->b.y, t->c.y), max3(t->a.y, t->b.y, t->c.y)) ||
           apart_axis(c->z, g->d.z, r, min3(t->a.z, t->b.z, t->c.z), max3(t->a.z, t->b.z, t->c.z));
}

/* *hit = *h field by field (a struct copy is a memcpy call on Cortex-M0); hit may be NULL */
FG_NOINLINE static void keep_record(fg_hit3 *hit, const fg_hit3 *h)
{
    if (hit != NULL) {
        hit->t = h->t;
        hit->point = h->point;
        hit->normal = h->normal;
        hit->started_inside = h->started_inside;
    }
}

/* The edges' capsules: the earliest contact by the fractions to 2^-32 (ties: the lower
 * index). A later edge is cast with the limit of the best reported t + 1 LSB, which every
 * contact at or before the best's exact one passes (reported t within 0.51 LSB). */
FG_NOINLINE static fg_result edges_hit(const st_cast *g, fg_scalar max_t, fg_hit3 *hit)
{
    fg_hit3 h;
    fg_scalar limit = max_t;
    fg_wide best = fg_wide_from(FG_ZERO), tf = fg_wide_from(FG_ZERO);
    int i;
    bool found = false;
    for (i = 0; i < 3; i++) {
        if (apart_edge(g, i)) {
            continue;
        }
        if ((edge_contact(g, i, limit, &h, &tf) == FG_HIT) && (!found || fg_wlt(tf, best))) {
            best = tf;
            limit = fg_min(max_t, fg_add(h.t, FG_LSB));
            found = true;
            keep_record(hit, &h);
        }
    }
    return found ? FG_HIT : FG_MISS;
}

FG_NOINLINE static fg_result st_outside(const st_cast *g, fg_scalar max_t, fg_hit3 *hit)
{
    int s = face_side(g, fg_min(max_t, FG_ONE));
    if (s != 0) {
        if (hit != NULL) {
            st_face_hit(g, s, max_t, hit);
        }
        return FG_HIT;
    }
    return edges_hit(g, max_t, hit);
}

/* Collinear vertices: the longest edge (ties: the lower index), the segment they span. */
FG_NOINLINE static int longest_edge(const st_cast *g)
{
    fg_wide l0, l1, l2;
    fg_vec3 e = st_edge(g->tri, 0);
    int i = 0;
    l0 = fg_vec3_dot_wide(e, e);
    e = st_edge(g->tri, 1);
    l1 = fg_vec3_dot_wide(e, e);
    e = st_edge(g->tri, 2);
    l2 = fg_vec3_dot_wide(e, e);
    if (fg_wlt(l0, l1)) {
        i = fg_wlt(l1, l2) ? 2 : 1;
    } else if (fg_wlt(l0, l2)) {
        i = 2;
    } else {
        i = 0;
    }
    return i;
}

/* Collinear vertices: the capsule of radius 0 about the longest edge (a point: a ball). */
FG_NOINLINE static fg_result degenerate_sweep(const st_cast *g, fg_scalar max_t, fg_hit3 *hit)
{
    return edge_sweep(g, longest_edge(g), max_t, hit);
}

FG_NOINLINE static void st_setup(st_cast *g, const fg_sphere *sphere, const fg_vec3 *delta, const fg_triangle *tri)
{
    g->s = sphere;
    g->tri = tri;
    g->d = *delta;
    cross_wide(fg_vec3_sub(tri->b, tri->a), fg_vec3_sub(tri->c, tri->a), g->n);
    g->nn = fg_xmul3(g->n[0], g->n[0], g->n[1], g->n[1], g->n[2], g->n[2]);
    g->centre = false;
}

FG_NOINLINE static fg_result st_run(const st_cast *g, fg_scalar max_t, fg_hit3 *hit)
{
    int st;
    if (fg_xsign(g->nn) == 0) {
        return degenerate_sweep(g, max_t, hit);
    }
    if (apart_triangle(g)) {
        return FG_MISS; /* the motion's box misses the triangle's grown box */
    }
    st = st_start_contact(g, max_t, hit);
    if (st != ST_OUTSIDE) {
        return (st == (int)FG_HIT) ? FG_HIT : FG_MISS;
    }
    return st_outside(g, max_t, hit);
}

FG_NOINLINE static bool st_out_of_domain(const fg_sphere *sphere, const fg_vec3 *delta, const fg_triangle *tri)
{
    fg_segment3 seg;
    seg.origin = sphere->center;
    seg.delta = *delta;
    return (FG_CHECK_DOMAIN != 0) && ((fg_segment3_ood(&seg) | fg_triangle_ood(tri) | fg_out_of_domain(sphere->radius)) != 0u);
}

fg_result fg_sphere_triangle_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                   fg_hit3 *hit)
{
    st_cast g;
    if (fg_missing(sphere) || fg_missing(tri) || st_out_of_domain(sphere, &delta, tri)) {
        return fg_reject("fg_sphere_triangle_sweep");
    }
    if (fg_lt(sphere->radius, FG_ZERO) || fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    st_setup(&g, sphere, &delta, tri);
    return st_run(&g, max_t, hit);
}

/* ---- for the movers (fg_mover.c; fg_ball_internal.h) */

fg_result fg_ball_triangle_contact(const fg_sphere *ball, fg_vec3 delta, const fg_triangle *tri, fg_hit3 *hit)
{
    st_cast g;
    if (st_out_of_domain(ball, &delta, tri)) {
        return fg_reject("fg_ball_triangle_contact");
    }
    if (fg_lt(ball->radius, FG_ZERO)) {
        return FG_MISS;
    }
    st_setup(&g, ball, &delta, tri);
    g.centre = true;
    return st_run(&g, FG_ONE, hit);
}

/* Edge i's squared distance to the centre below r^2 */
FG_NOINLINE static bool edge_penetrates(const st_cast *g, int i)
{
    fg_axis_dist q;
    edge_dist(g, i, &q);
    return dist_vs_radius(&q.num, q.den, g->s->radius) < 0;
}

/* The plane's distance below r (the centre in the face's region) */
FG_NOINLINE static bool face_penetrates(const st_cast *g)
{
    fg_xwide x;
    n_dot_at(g, FG_ZERO, &x);
    return beyond_slab(g, &x) < 0;
}

bool fg_ball_triangle_penetrates(const fg_sphere *ball, const fg_triangle *tri)
{
    st_cast g;
    int vs_r;
    fg_vec3 zero = fg_vec3_zero();
    if (fg_lt(ball->radius, FG_ZERO)) {
        return false;
    }
    st_setup(&g, ball, &zero, tri);
    if (fg_xsign(g.nn) == 0) {
        return edge_penetrates(&g, longest_edge(&g));
    }
    if (in_face_region(&g)) {
        return face_penetrates(&g);
    }
    (void)st_nearest_edge(&g, &vs_r);
    return vs_r < 0;
}

/* m_i |u|^2 - u_i (m . u) for m = q - a, u = b - a: exact */
FG_NOINLINE static void edge_perp_axis(fg_scalar q_i, fg_scalar a_i, fg_scalar b_i, const fg_axis_dist *d, fg_xwide *out)
{
    *out = fg_xsub(fg_xmul(fg_wide_from(fg_sub(q_i, a_i)), d->sd), fg_xmul(fg_wide_from(fg_sub(b_i, a_i)), d->sn));
}

/* The perpendicular from the edge [a, b] to q, times |u|^2, as a grid vector */
FG_NOINLINE static void edge_perp(const fg_vec3 *q, const fg_vec3 *a, const fg_vec3 *b, const fg_axis_dist *d,
                                  fg_vec3 *v)
{
    fg_xwide w[3];
    edge_perp_axis(q->x, a->x, b->x, d, &w[0]);
    edge_perp_axis(q->y, a->y, b->y, d, &w[1]);
    edge_perp_axis(q->z, a->z, b->z, d, &w[2]);
    fg_xreduce3(w, &v->x, &v->y, &v->z);
}

/* The direction from edge i's nearest point to the centre: the vertex's offset, or
 * beside the edge m |u|^2 - u (m . u) for m = centre - a, u = b - a (exact, 128 bits). */
FG_NOINLINE static void edge_away(const st_cast *g, int i, fg_vec3 *v)
{
    fg_vec3 a = st_vertex(g->tri, i), b = st_vertex(g->tri, fg_wrap3(i + 1));
    const fg_vec3 *q = &g->s->center;
    fg_axis_dist d;
    fg_axis_dist_point(&d, &a, &b, q);
    if (fg_wsign(d.sd) == 0) {
        *v = fg_vec3_sub(*q, a);
    } else if (!fg_wlt(d.sn, d.sd)) {
        *v = fg_vec3_sub(*q, b);
    } else {
        edge_perp(q, &a, &b, &d, v);
    }
}

/* The face's normal toward the centre's side as a grid vector; false in the plane */
FG_NOINLINE static bool face_away(const st_cast *g, fg_vec3 *v)
{
    fg_xwide x;
    int s;
    n_dot_at(g, FG_ZERO, &x);
    s = fg_xsign(x);
    fg_wreduce3(g->n[0], g->n[1], g->n[2], &v->x, &v->y, &v->z);
    if (s < 0) {
        *v = fg_vec3_neg(*v);
    }
    return s != 0;
}

/* fg_ball_triangle_away for the point ball p (radius 0) */
FG_NOINLINE static bool away_from(const fg_sphere *p, const fg_triangle *tri, fg_vec3 *v)
{
    st_cast g;
    fg_vec3 zero = fg_vec3_zero();
    int vs_r, i;
    st_setup(&g, p, &zero, tri);
    if (fg_xsign(g.nn) == 0) {
        i = longest_edge(&g);
    } else if (in_face_region(&g)) {
        return face_away(&g, v);
    } else {
        i = st_nearest_edge(&g, &vs_r);
    }
    edge_away(&g, i, v);
    return !fg_vec3_is_zero(*v);
}

bool fg_ball_triangle_away(const fg_vec3 *centre, const fg_triangle *tri, fg_vec3 *v)
{
    fg_sphere p;
    p.center = *centre;
    p.radius = FG_ZERO;
    return away_from(&p, tri, v);
}
