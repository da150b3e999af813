/* SPDX-License-Identifier: MIT */
/* Circle and sphere against boxes and planes (fg_sphere.h). Bounds: DESIGN.md, section 4. */
#include "fg_internal.h"

/* Centre minus its clamp to [lo, hi]: 0 inside the slab, else the signed gap. In the
 * domain the gap is below 2^30 raw, so its square is exact in 64 bits. */
static fg_scalar gap_axis(fg_scalar v, fg_scalar lo, fg_scalar hi) { return fg_sub(v, fg_clamp(v, lo, hi)); }

fg_result fg_sphere_aabb3_overlap(const fg_sphere *s, const fg_aabb3 *box)
{
    fg_scalar dx, dy, dz;
    if (fg_missing(s) || fg_missing(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         !fg_domain_fast(fg_vec3_dmag(s->center) | fg_domain_mag(s->radius) | fg_aabb3_dmag(box)) &&
         ((fg_sphere_xood_inline(s) | fg_aabb3_xood_inline(box)) != 0u))) {
        return fg_reject("fg_sphere_aabb3_overlap");
    }
    if (fg_lt(s->radius, FG_ZERO) || fg_aabb3_is_empty(box)) {
        return FG_MISS;
    }
    dx = gap_axis(s->center.x, box->min.x, box->max.x);
    dy = gap_axis(s->center.y, box->min.y, box->max.y);
    dz = gap_axis(s->center.z, box->min.z, box->max.z);
    return fg_wle(fg_wmul3(dx, dx, dy, dy, dz, dz), fg_wmul(s->radius, s->radius)) ? FG_HIT : FG_MISS;
}

fg_result fg_circle_aabb2_overlap(const fg_circle *c, const fg_aabb2 *box)
{
    fg_scalar dx, dy;
    if (fg_missing(c) || fg_missing(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         !fg_domain_fast(fg_vec2_dmag(c->center) | fg_domain_mag(c->radius) | fg_aabb2_dmag(box)) &&
         ((fg_circle_xood_inline(c) | fg_aabb2_xood_inline(box)) != 0u))) {
        return fg_reject("fg_circle_aabb2_overlap");
    }
    if (fg_lt(c->radius, FG_ZERO) || fg_aabb2_is_empty(box)) {
        return FG_MISS;
    }
    dx = gap_axis(c->center.x, box->min.x, box->max.x);
    dy = gap_axis(c->center.y, box->min.y, box->max.y);
    return fg_wle(fg_wadd(fg_wmul(dx, dx), fg_wmul(dy, dy)), fg_wmul(c->radius, c->radius)) ? FG_HIT : FG_MISS;
}

fg_side fg_sphere_plane_classify(const fg_sphere *s, const fg_plane *plane)
{
    fg_wide sd, nn;
    bool far_enough;
    int side;
    if (fg_missing(s) || fg_missing(plane) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_sphere_ood(s) | fg_plane_ood(plane)) != 0u))) {
        return fg_reject_side("fg_sphere_plane_classify");
    }
    if (fg_lt(s->radius, FG_ZERO)) {
        return FG_STRADDLING;
    }
    nn = fg_vec3_dot_wide(plane->n, plane->n);
    if (fg_wsign(nn) == 0) {
        return FG_STRADDLING;
    }
    /* s = dot(n, c) - d = dist * |n|: compare it with +-r*|n| through the squares. */
    sd = fg_wsub(fg_vec3_dot_wide(plane->n, s->center), fg_wide_from(plane->d));
    far_enough = fg_wcmp2(sd, sd, fg_wmul(s->radius, s->radius), nn) >= 0; /* |s| >= r|n| */
    side = fg_wsign(sd);
    if (far_enough && (side >= 0)) {
        return FG_FRONT;
    }
    if (far_enough && (side <= 0)) {
        return FG_BACK;
    }
    return FG_STRADDLING;
}

/* The sweep is split into small functions so that no stack frame holds more than a few
 * 128-bit temporaries (Cortex-M0 budget). */

/* The exact quantities of one sweep: s = dot(n, c) - d (= distance * |n|), e = n.delta
 * (the rate of change of s), r^2 and |n|^2, all exact wides (|delta| <= 2^30 raw: e below
 * 2^61). */
typedef struct {
    fg_wide sd, e, rr, nn;
} sweep_frame;

/* s + m*e <= floor(r|n|) at 2^-64, exactly (both sides are multiples of 2^-64) */
static FG_NOINLINE bool reaches(const sweep_frame *f, fg_scalar m)
{
    fg_xwide lhs = fg_xadd(fg_xwide_from(f->sd), fg_xmul(f->e, fg_wide_from(m)));
    return fg_xsign(fg_xsub(lhs, fg_xsqrt2(f->rr, f->nn))) <= 0;
}

/* the three Q64.64 values the contact outputs divide */
typedef struct {
    fg_xwide num; /* s - r|n| >= 0, high by < 2^-64 (0 exactly when touching) */
    fg_xwide den; /* -(n.delta) > 0, exact */
    fg_xwide len; /* |n|, low by < 2^-64 */
} contact_frame;

static FG_NOINLINE fg_xwide contact_num(const sweep_frame *f)
{
    return fg_xsub(fg_xwide_from(f->sd), fg_xsqrt2(f->rr, f->nn));
}

static FG_NOINLINE void contact_setup(contact_frame *c, const sweep_frame *f)
{
    c->num = contact_num(f);
    c->den = fg_xwide_from(fg_wneg(f->e));
    c->len = fg_xsqrt2(f->nn, fg_wide_from(FG_ONE));
}

/* c_i + delta_i*num/den - r*n_i/len: two rounded quotients */
static FG_NOINLINE fg_scalar contact_axis(fg_scalar c, fg_scalar dl, fg_scalar n, fg_scalar r, const contact_frame *k)
{
    fg_xwide along_num = fg_xscale(k->num, dl), back_num = fg_xwide_from(fg_wmul(r, n));
    fg_scalar along = fg_xratio62(&along_num, &k->den);
    fg_scalar back = fg_xratio62(&back_num, &k->len);
    return fg_sub(fg_add(c, along), back);
}

/* A contact from the front (touching at t = 0 included: num is then exactly 0). */
static FG_NOINLINE void contact(const fg_sphere *s, const fg_vec3 *delta, const fg_plane *plane,
                                const sweep_frame *f, fg_hit3 *hit)
{
    contact_frame k;
    contact_setup(&k, f);
    hit->t = fg_xratio62(&k.num, &k.den);
    hit->point.x = contact_axis(s->center.x, delta->x, plane->n.x, s->radius, &k);
    hit->point.y = contact_axis(s->center.y, delta->y, plane->n.y, s->radius, &k);
    hit->point.z = contact_axis(s->center.z, delta->z, plane->n.z, s->radius, &k);
    hit->normal = fg_plane_unit_n(plane);
    hit->started_inside = false;
}

/* Penetrating at t = 0: the centre, and the normal of least penetration, n / |n|. */
static FG_NOINLINE void inside(const fg_sphere *s, const fg_plane *plane, fg_hit3 *hit)
{
    fg_hit3_put(hit, FG_ZERO, s->center, fg_plane_unit_n(plane), true);
}

enum { START_CLEAR = 0, START_TOUCHING = 1, START_INSIDE = 2 };

/* Fills f; where the ball starts: penetrating the half-space (s < r|n|), touching it
 * (s == r|n|) or clear of it; exact (squares compared in 128 bits). nn must be > 0. */
static FG_NOINLINE int sweep_setup(sweep_frame *f, const fg_sphere *s, const fg_vec3 *delta, const fg_plane *plane)
{
    int above;
    f->sd = fg_wsub(fg_vec3_dot_wide(plane->n, s->center), fg_wide_from(plane->d));
    f->rr = fg_wmul(s->radius, s->radius);
    f->e = fg_vec3_dot_wide(plane->n, *delta);
    if (fg_wsign(f->sd) < 0) {
        return START_INSIDE;
    }
    above = fg_wcmp2(f->sd, f->sd, f->rr, f->nn); /* sign of s - r|n|, as s >= 0 */
    if (above < 0) {
        return START_INSIDE;
    }
    return (above == 0) ? START_TOUCHING : START_CLEAR;
}

/* Out of line: keeps the four range checks out of the caller's Cortex-M0 frame. */
static FG_NOINLINE bool sweep_bad(const fg_sphere *s, const fg_vec3 *delta, const fg_plane *plane)
{
    if (fg_missing(s) || fg_missing(plane)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_sphere_ood(s) | fg_vec3_ood(fg_vec3_add(s->center, *delta)) | fg_plane_ood(plane)) !=
                                       0u);
}

fg_result fg_sphere_plane_sweep(const fg_sphere *s, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t,
                                fg_hit3 *hit)
{
    sweep_frame f;
    int start;
    if (sweep_bad(s, &delta, plane)) {
        return fg_reject("fg_sphere_plane_sweep");
    }
    if (fg_lt(max_t, FG_ZERO) || fg_lt(s->radius, FG_ZERO)) {
        return FG_MISS;
    }
    f.nn = fg_vec3_dot_wide(plane->n, plane->n);
    if (fg_wsign(f.nn) == 0) {
        return FG_MISS; /* not a plane */
    }
    start = sweep_setup(&f, s, &delta, plane);
    if (start == START_INSIDE) {
        if (hit != NULL) {
            inside(s, plane, hit);
        }
        return FG_HIT;
    }
    /* touching or clear: only a motion against n reaches (touching: at t = 0) */
    if (fg_wsign(f.e) >= 0) {
        return FG_MISS;
    }
    if ((start == START_CLEAR) && !reaches(&f, fg_min(max_t, FG_ONE))) { /* max_t > 1 acts as 1 */
        return FG_MISS;
    }
    if (hit != NULL) {
        contact(s, &delta, plane, &f, hit);
    }
    return FG_HIT;
}
