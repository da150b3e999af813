/* SPDX-License-Identifier: MIT */
/* Segment vs triangle (derivations and bounds: DESIGN.md section 5). */
#include "fg_internal.h"
#include "fg_core.h"

/* decide() forms each exact value once (n.delta, n.(a - o), two of the three edge volumes)
 * and outputs() divides them through one reciprocal of n.delta. */

typedef struct {
    const fg_vec3 *d; /* the delta (the vertices relative to the origin: in decide()) */
    fg_wide n[3];     /* (b - a) x (c - a), exact: edges fit 31 bits, components 62 */
} tri_frame;

/* p x q for vectors p, q of 31 bits, exact in 64 bits per component. */
static FG_NOINLINE void cross_w(const fg_vec3 *p, const fg_vec3 *q, fg_wide w[3])
{
    fg_vec3_cross_wide(p, q, w);
}

/* d . (p x q), exact in 128 bits. */
static FG_NOINLINE fg_xwide triple(const fg_vec3 *d, const fg_vec3 *p, const fg_vec3 *q)
{
    fg_wide w[3];
    cross_w(p, q, w);
    return fg_xdot3ws(w[0], d->x, w[1], d->y, w[2], d->z);
}

/* sign of num - max_t * dot (max_t * dot is exact: dot's raw value is a multiple of 2^16,
 * n . (delta << 16)) */
static FG_NOINLINE int limit_sign(const fg_xwide *num, const fg_xwide *dot, fg_scalar max_t)
{
    fg_xwide lim = fg_eq(max_t, FG_ONE) ? *dot : fg_xscale(*dot, max_t); /* max_t = 1, the common case: dot */
    return fg_xsign(fg_xsub(*num, lim));
}

/* sign of dot - u - v: the third edge volume (the three sum to n.delta exactly) */
static FG_NOINLINE int third_sign(const fg_xwide *dot, const fg_xwide *u, const fg_xwide *v)
{
    return fg_xsign(fg_xsub(fg_xsub(*dot, *u), *v));
}

/* n . (v scaled to wide), v a scalar vector: n.delta, n.(a - o) */
static FG_NOINLINE fg_xwide n_dot(const tri_frame *f, const fg_vec3 *v)
{
    return fg_xdot3ws(f->n[0], v->x, f->n[1], v->y, f->n[2], v->z);
}

/* The exact values a hit needs, formed once by decide() and read by outputs(). */
typedef struct {
    fg_xwide dot; /* n.delta */
    fg_xwide num; /* n.(a - o): t = num / dot */
    fg_xwide u;   /* delta.(qc x qa): u = u / dot */
    fg_xwide v;   /* delta.(qa x qb): v = v / dot */
} tri_hit;

static FG_NOINLINE void setup(tri_frame *f, const fg_segment3 *seg, const fg_triangle *tri)
{
    fg_vec3 e1 = fg_vec3_sub(tri->b, tri->a), e2 = fg_vec3_sub(tri->c, tri->a);
    f->d = &seg->delta;
    f->n[0] = fg_wsub(fg_wmul(e1.y, e2.z), fg_wmul(e1.z, e2.y));
    f->n[1] = fg_wsub(fg_wmul(e1.z, e2.x), fg_wmul(e1.x, e2.z));
    f->n[2] = fg_wsub(fg_wmul(e1.x, e2.y), fg_wmul(e1.y, e2.x));
}

/* Badouel's early outs, in his order; returns the sign of n.delta on a hit, else 0. */
static FG_NOINLINE int decide(const fg_segment3 *seg, const fg_triangle *tri, bool two_sided, fg_scalar max_t,
                              tri_hit *h)
{
    int sd;
    fg_vec3 q, qa;
    tri_frame fr;
    const tri_frame *f = &fr;
    setup(&fr, seg, tri);
    /* 1. approach: front side iff n.delta < 0; 0 = parallel, in the plane or degenerate */
    h->dot = n_dot(f, f->d);
    sd = fg_xsign(h->dot);
    if ((sd == 0) || ((sd > 0) && !two_sided)) {
        return 0;
    }
    /* 2. plane crossing t = n.(a - o) / n.delta must be >= 0 */
    qa = fg_vec3_sub(tri->a, seg->origin);
    h->num = n_dot(f, &qa);
    if (fg_xsign(h->num) == -sd) {
        return 0;
    }
    /* 3. t <= max_t  <=>  (num - max_t * dot) / dot <= 0 */
    if (limit_sign(&h->num, &h->dot, max_t) == sd) {
        return 0;
    }
    /* 4. edges: each signed volume has the sign of n.delta or is 0 (on the edge: closed);
     *    the three sum to n.delta exactly, so the third is dot - u - v */
    q = fg_vec3_sub(tri->b, seg->origin);
    h->v = triple(f->d, &qa, &q);
    if (fg_xsign(h->v) == -sd) {
        return 0;
    }
    q = fg_vec3_sub(tri->c, seg->origin);
    h->u = triple(f->d, &q, &qa);
    if ((fg_xsign(h->u) == -sd) || (third_sign(&h->dot, &h->u, &h->v) == -sd)) {
        return 0;
    }
    return sd;
}

/* The unit normal facing the segment (out of line: n stays off outputs' Cortex-M0 frame). */
static FG_NOINLINE void normal_out(const fg_segment3 *seg, const fg_triangle *tri, int sd, fg_hit3 *hit)
{
    tri_frame f;
    setup(&f, seg, tri); /* n again (six products) rather than on the caller's frame */
    fg_wunit3(f.n[0], f.n[1], f.n[2], &hit->normal.x, &hit->normal.y, &hit->normal.z);
    if (sd > 0) {
        hit->normal = fg_vec3_neg(hit->normal); /* back hit: face the segment */
    }
}

/* One normalised n.delta for every quotient: u, v one digit each, t = num / dot kept to 64
 * bits for itself and the point (origin_i + delta_i * num / dot, rounded once). */
static FG_NOINLINE void outputs(const fg_segment3 *seg, const fg_triangle *tri, int sd, const tri_hit *h,
                                fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    fg_xfrac r;
    fg_xfrac_init(&r, &h->dot);
    if (u != NULL) {
        *u = fg_xfrac_q16(&r, &h->u);
    }
    if (v != NULL) {
        *v = fg_xfrac_q16(&r, &h->v);
    }
    if (hit == NULL) {
        return;
    }
    fg_xfrac_set_t(&r, &h->num);
    hit->t = fg_xfrac_lerp(&r, FG_ZERO, FG_ONE);
    hit->point.x = fg_xfrac_lerp(&r, seg->origin.x, seg->delta.x);
    hit->point.y = fg_xfrac_lerp(&r, seg->origin.y, seg->delta.y);
    hit->point.z = fg_xfrac_lerp(&r, seg->origin.z, seg->delta.z);
    normal_out(seg, tri, sd, hit);
    hit->started_inside = false;
}

/* The raycast's input checks, out of line: their temporaries stay off the frame that holds
 * tri_hit (the Cortex-M0 frame limit, `make stack`). */
static FG_NOINLINE bool cast_bad(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides)
{
    return fg_missing(seg) || fg_missing(tri) ||
           ((FG_CHECK_DOMAIN != 0) && (((fg_segment3_ood(seg) | fg_triangle_ood(tri)) != 0u) ||
                                       ((sides != FG_FRONT_ONLY) && (sides != FG_BOTH_SIDES))));
}

fg_result fg_triangle_cast_checked(const fg_segment3 *seg, const fg_triangle *tri, bool two_sided, fg_scalar max_t,
                                   fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    tri_hit h;
    int sd;
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    sd = decide(seg, tri, two_sided, fg_min(max_t, FG_ONE), &h); /* max_t > 1 acts as 1 */
    if (sd == 0) {
        return FG_MISS;
    }
    /* hit: the divisions, deferred to here */
    outputs(seg, tri, sd, &h, hit, u, v);
    return FG_HIT;
}

fg_result fg_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides,
                                       fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    if (cast_bad(seg, tri, sides)) {
        return fg_reject("fg_segment3_triangle_raycast");
    }
    return fg_triangle_cast_checked(seg, tri, sides == FG_BOTH_SIDES, max_t, hit, u, v);
}
