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
