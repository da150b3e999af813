/* SPDX-License-Identifier: MIT */
/* Segment vs triangle (derivations and bounds: DESIGN.md section 5). */
#include "fg_internal.h"

/* The work is split into small functions so that no stack frame holds more than a few
 * 128-bit temporaries (Cortex-M0 budget): the decisions keep only signs, and the hit's
 * outputs recompute the few exact values they divide. */

typedef struct {
    fg_vec3 qa, qb, qc, d; /* vertices relative to the origin, and the delta */
    fg_wide n[3];          /* (b - a) x (c - a), exact: edges fit 31 bits, components 62 */
} tri_frame;

/* d . (p x q) for vectors p, q of 31 bits: the cross product is exact in 64 bits, the
 * dot with d exact in 128. */
static FG_NOINLINE fg_xwide triple(const fg_vec3 *d, const fg_vec3 *p, const fg_vec3 *q)
{
    return fg_xmul3(fg_wsub(fg_wmul(p->y, q->z), fg_wmul(p->z, q->y)), fg_wide_from(d->x),
                    fg_wsub(fg_wmul(p->z, q->x), fg_wmul(p->x, q->z)), fg_wide_from(d->y),
                    fg_wsub(fg_wmul(p->x, q->y), fg_wmul(p->y, q->x)), fg_wide_from(d->z));
}

static FG_NOINLINE int triple_sign(const fg_vec3 *d, const fg_vec3 *p, const fg_vec3 *q)
{
    return fg_xsign(triple(d, p, q));
}

/* n . (v scaled to wide), v a scalar vector: n.delta, n.(a - o) */
static FG_NOINLINE fg_xwide n_dot(const tri_frame *f, const fg_vec3 *v)
{
    return fg_xmul3(f->n[0], fg_wide_from(v->x), f->n[1], fg_wide_from(v->y), f->n[2], fg_wide_from(v->z));
}

/* sign of n.(qa - m*delta), with qa - m*delta formed exactly as wides */
static FG_NOINLINE int limit_sign(const tri_frame *f, fg_scalar m)
{
    return fg_xsign(fg_xmul3(f->n[0], fg_wsub(fg_wide_from(f->qa.x), fg_wmul(m, f->d.x)), f->n[1],
                             fg_wsub(fg_wide_from(f->qa.y), fg_wmul(m, f->d.y)), f->n[2],
                             fg_wsub(fg_wide_from(f->qa.z), fg_wmul(m, f->d.z))));
}

/* Badouel's early outs, in his order; returns the sign of n.delta on a hit, else 0. */
static FG_NOINLINE int decide(const tri_frame *f, bool two_sided, fg_scalar max_t)
{
    int sd;
    /* 1. approach: front side iff n.delta < 0; 0 = parallel, in the plane or degenerate */
    sd = fg_xsign(n_dot(f, &f->d));
    if ((sd == 0) || ((sd > 0) && !two_sided)) {
        return 0;
    }
    /* 2. plane crossing t = n.(a - o) / n.delta must be >= 0 */
    if (fg_xsign(n_dot(f, &f->qa)) == -sd) {
        return 0;
    }
    /* 3. t <= max_t  <=>  (n.(a - o) - max_t*(n.delta)) / n.delta <= 0 */
    if (limit_sign(f, max_t) == sd) {
        return 0;
    }
    /* 4. edges: each signed volume has the sign of n.delta or is 0 (on the edge: closed);
     *    the three sum to n.delta exactly */
    if (triple_sign(&f->d, &f->qa, &f->qb) == -sd) {
        return 0;
    }
    if (triple_sign(&f->d, &f->qc, &f->qa) == -sd) {
        return 0;
    }
    if (triple_sign(&f->d, &f->qb, &f->qc) == -sd) {
        return 0;
    }
    return sd;
}

/* origin_i + delta_i * t, with delta_i * t = delta_i * num / dot as one rounded quotient
 * (num's raw value is a multiple of 2^16, so num * delta_i is exact) */
static FG_NOINLINE fg_scalar point_axis(fg_scalar o, fg_scalar d, const fg_xwide *num, const fg_xwide *dot)
{
    fg_xwide p = fg_xscale(*num, d);
    return fg_add(o, fg_xratio62(&p, dot));
}

/* d.(p x q) / dot, one rounded quotient (the barycentric u and v) */
static FG_NOINLINE fg_scalar triple_ratio(const fg_vec3 *d, const fg_vec3 *p, const fg_vec3 *q, const fg_xwide *dot)
{
    fg_xwide t = triple(d, p, q);
    return fg_xratio62(&t, dot);
}

static FG_NOINLINE void outputs(const tri_frame *f, const fg_vec3 *origin, int sd, fg_hit3 *hit, fg_scalar *u,
                                fg_scalar *v)
{
    fg_xwide dot = n_dot(f, &f->d), num;
    if (u != NULL) {
        *u = triple_ratio(&f->d, &f->qc, &f->qa, &dot);
    }
    if (v != NULL) {
        *v = triple_ratio(&f->d, &f->qa, &f->qb, &dot);
    }
    if (hit == NULL) {
        return;
    }
    num = n_dot(f, &f->qa);
    hit->t = fg_xratio62(&num, &dot);
    hit->point.x = point_axis(origin->x, f->d.x, &num, &dot);
    hit->point.y = point_axis(origin->y, f->d.y, &num, &dot);
    hit->point.z = point_axis(origin->z, f->d.z, &num, &dot);
    fg_wunit3(f->n[0], f->n[1], f->n[2], &hit->normal.x, &hit->normal.y, &hit->normal.z);
    if (sd > 0) {
        hit->normal = fg_vec3_neg(hit->normal); /* back hit: face the segment */
    }
    hit->started_inside = false;
}

static FG_NOINLINE void setup(tri_frame *f, const fg_segment3 *seg, const fg_triangle *tri)
{
    fg_vec3 e1 = fg_vec3_sub(tri->b, tri->a), e2 = fg_vec3_sub(tri->c, tri->a);
    f->d = seg->delta;
    f->qa = fg_vec3_sub(tri->a, seg->origin);
    f->qb = fg_vec3_sub(tri->b, seg->origin);
    f->qc = fg_vec3_sub(tri->c, seg->origin);
    f->n[0] = fg_wsub(fg_wmul(e1.y, e2.z), fg_wmul(e1.z, e2.y));
    f->n[1] = fg_wsub(fg_wmul(e1.z, e2.x), fg_wmul(e1.x, e2.z));
    f->n[2] = fg_wsub(fg_wmul(e1.x, e2.y), fg_wmul(e1.y, e2.x));
}

fg_result fg_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides,
                                       fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    tri_frame f;
    int sd;
    if (fg_missing(seg) || fg_missing(tri) ||
        ((FG_CHECK_DOMAIN != 0) &&
         (((fg_segment3_ood(seg) | fg_vec3_ood(tri->a) | fg_vec3_ood(tri->b) | fg_vec3_ood(tri->c)) != 0u) ||
          ((sides != FG_FRONT_ONLY) && (sides != FG_BOTH_SIDES))))) {
        return fg_reject("fg_segment3_triangle_raycast");
    }
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    setup(&f, seg, tri);
    sd = decide(&f, sides == FG_BOTH_SIDES, fg_min(max_t, FG_ONE)); /* max_t > 1 acts as 1 */
    if (sd == 0) {
        return FG_MISS;
    }
    /* hit: the divisions, deferred to here */
    outputs(&f, &seg->origin, sd, hit, u, v);
    return FG_HIT;
}
