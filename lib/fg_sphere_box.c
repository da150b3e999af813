#include "fg_sphere_box.h"

/* Centre minus its clamp to [lo, hi]: 0 inside the slab, else the signed gap. In the
 * domain the gap fits 31 bits, so its square is exact in 64. */
static fg_scalar gap_axis(fg_scalar v, fg_scalar lo, fg_scalar hi)
{
    return fg_sub(v, fg_max(lo, fg_min(v, hi)));
}

bool fg_sphere_aabb3_overlap(const fg_sphere *s, const fg_aabb3 *box)
{
    fg_scalar dx, dy, dz;
#if FG_CHECK_DOMAIN
    if (fg_vec3_out_of_domain(s->center) | fg_out_of_domain(s->radius) | fg_vec3_out_of_domain(box->min) |
        fg_vec3_out_of_domain(box->max))
        return false;
#endif
    if (fg_lt(s->radius, FG_ZERO)) return false;
    if (fg_gt(box->min.x, box->max.x) || fg_gt(box->min.y, box->max.y) || fg_gt(box->min.z, box->max.z))
        return false;
    dx = gap_axis(s->center.x, box->min.x, box->max.x);
    dy = gap_axis(s->center.y, box->min.y, box->max.y);
    dz = gap_axis(s->center.z, box->min.z, box->max.z);
    return fg_wle(fg_wmul3(dx, dx, dy, dy, dz, dz), fg_wmul(s->radius, s->radius));
}

bool fg_circle_aabb2_overlap(const fg_circle *c, const fg_aabb2 *box)
{
    fg_scalar dx, dy;
#if FG_CHECK_DOMAIN
    if (fg_vec2_out_of_domain(c->center) | fg_out_of_domain(c->radius) | fg_vec2_out_of_domain(box->min) |
        fg_vec2_out_of_domain(box->max))
        return false;
#endif
    if (fg_lt(c->radius, FG_ZERO)) return false;
    if (fg_gt(box->min.x, box->max.x) || fg_gt(box->min.y, box->max.y)) return false;
    dx = gap_axis(c->center.x, box->min.x, box->max.x);
    dy = gap_axis(c->center.y, box->min.y, box->max.y);
    return fg_wle(fg_wadd(fg_wmul(dx, dx), fg_wmul(dy, dy)), fg_wmul(c->radius, c->radius));
}

int fg_sphere_plane_classify(const fg_sphere *s, const fg_plane *plane)
{
    fg_wide sd, nn;
    int far_enough, side;
#if FG_CHECK_DOMAIN
    if (fg_vec3_out_of_domain(s->center) | fg_out_of_domain(s->radius) | fg_vec3_out_of_domain(plane->n) |
        fg_out_of_domain(plane->d))
        return 0;
#endif
    if (fg_lt(s->radius, FG_ZERO)) return 0;
    nn = fg_vec3_dot_wide(plane->n, plane->n);
    if (fg_wsign(nn) == 0) return 0;
    /* s = dot(n, c) - d = dist * |n|: compare it with +-r*|n| through the squares. */
    sd = fg_wsub(fg_vec3_dot_wide(plane->n, s->center), fg_wide_from(plane->d));
    far_enough = fg_wcmp2(sd, sd, fg_wmul(s->radius, s->radius), nn) >= 0; /* |s| >= r|n| */
    side = fg_wsign(sd);
    if (far_enough && side >= 0) return 1;
    if (far_enough && side <= 0) return -1;
    return 0;
}

/* num/den * k for scalar k, num and den Q64.64: one rounded quotient. */
static fg_scalar scaled_ratio(fg_xwide num, fg_scalar k, fg_xwide den)
{
    return fg_xdiv(fg_xmul(num, k), den);
}

bool fg_sphere_plane_sweep(const fg_sphere *s, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t,
                           fg_hit3 *hit)
{
    const fg_wide one = fg_wide_from(FG_ONE);
    fg_wide sd, nn, rr, e;
    fg_xwide rn, num, den, len;
    if (fg_lt(max_t, FG_ZERO)) return false;
    if (fg_gt(max_t, FG_ONE)) max_t = FG_ONE;
#if FG_CHECK_DOMAIN
    if (fg_vec3_out_of_domain(s->center) | fg_out_of_domain(s->radius) | fg_vec3_out_of_domain(delta) |
        fg_vec3_out_of_domain(plane->n) | fg_out_of_domain(plane->d))
        return false;
#endif
    if (fg_lt(s->radius, FG_ZERO)) return false;
    nn = fg_vec3_dot_wide(plane->n, plane->n);
    if (fg_wsign(nn) == 0) return false;
    sd = fg_wsub(fg_vec3_dot_wide(plane->n, s->center), fg_wide_from(plane->d)); /* dist * |n| */
    rr = fg_wmul(s->radius, s->radius);
    /* overlapping the half-space at t = 0: s <= r|n| */
    if (fg_wsign(sd) <= 0 || fg_wcmp2(sd, sd, rr, nn) <= 0) {
        if (hit != NULL) {
            hit->t = FG_ZERO;
            hit->point = s->center;
            hit->normal = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
        }
        return true;
    }
    e = fg_vec3_dot_wide(plane->n, delta); /* rate of change of s */
    if (fg_wsign(e) >= 0) return false;
    /* in contact by max_t iff s + max_t*e <= r|n|; the left side is exact at 2^-64 and
     * rn = floor(r|n|) at 2^-64, so comparing with rn is exact */
    rn = fg_xsqrt2(rr, nn);
    if (fg_xsign(fg_xsub(fg_xdot3(sd, one, e, fg_wide_from(max_t), 0, 0), rn)) > 0) return false;
    if (hit != NULL) {
        num = fg_xsub(fg_xdot3(sd, one, 0, 0, 0, 0), rn); /* s - r|n| > 0, high by < 2^-64 */
        den = fg_xdot3(fg_wneg(e), one, 0, 0, 0, 0);
        len = fg_xsqrt2(nn, one);                          /* |n|, low by < 2^-64 */
        hit->t = fg_xdiv(num, den);
        /* c + delta*t - r*n/|n|, each product one rounded quotient */
        hit->point.x = fg_sub(fg_add(s->center.x, scaled_ratio(num, delta.x, den)),
                              scaled_ratio(fg_xdot3(fg_wide_from(plane->n.x), one, 0, 0, 0, 0), s->radius, len));
        hit->point.y = fg_sub(fg_add(s->center.y, scaled_ratio(num, delta.y, den)),
                              scaled_ratio(fg_xdot3(fg_wide_from(plane->n.y), one, 0, 0, 0, 0), s->radius, len));
        hit->point.z = fg_sub(fg_add(s->center.z, scaled_ratio(num, delta.z, den)),
                              scaled_ratio(fg_xdot3(fg_wide_from(plane->n.z), one, 0, 0, 0, 0), s->radius, len));
        fg_wunit3(fg_wide_from(plane->n.x), fg_wide_from(plane->n.y), fg_wide_from(plane->n.z), &hit->normal.x,
                  &hit->normal.y, &hit->normal.z);
    }
    return true;
}
