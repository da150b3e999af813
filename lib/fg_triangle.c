#include "fg_triangle.h"

/* d . (p x q) for vectors p, q (vertices relative to the origin, 31 bits each in the
 * domain): the cross product is exact in 64 bits, the dot with d exact in 128. */
static fg_xwide triple(fg_vec3 d, fg_vec3 p, fg_vec3 q)
{
    return fg_xdot3(fg_wsub(fg_wmul(p.y, q.z), fg_wmul(p.z, q.y)), fg_wide_from(d.x),
                    fg_wsub(fg_wmul(p.z, q.x), fg_wmul(p.x, q.z)), fg_wide_from(d.y),
                    fg_wsub(fg_wmul(p.x, q.y), fg_wmul(p.y, q.x)), fg_wide_from(d.z));
}

bool fg_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, bool two_sided,
                                  fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    fg_vec3 d = seg->delta, qa, qb, qc;
    fg_wide nx, ny, nz;
    fg_xwide dot, num, s_ab, s_ca;
    int sd;
    if (fg_lt(max_t, FG_ZERO)) return false;
    if (fg_gt(max_t, FG_ONE)) max_t = FG_ONE;
#if FG_CHECK_DOMAIN
    if (fg_vec3_out_of_domain(seg->origin) | fg_vec3_out_of_domain(d) | fg_vec3_out_of_domain(tri->a) |
        fg_vec3_out_of_domain(tri->b) | fg_vec3_out_of_domain(tri->c))
        return false;
#endif
    /* vertices relative to the origin: every later quantity is a polynomial in these */
    qa = fg_vec3_sub(tri->a, seg->origin);
    qb = fg_vec3_sub(tri->b, seg->origin);
    qc = fg_vec3_sub(tri->c, seg->origin);
    {
        /* n = (b - a) x (c - a), exact: the edges fit 31 bits, each component 62 */
        fg_vec3 e1 = fg_vec3_sub(tri->b, tri->a), e2 = fg_vec3_sub(tri->c, tri->a);
        nx = fg_wsub(fg_wmul(e1.y, e2.z), fg_wmul(e1.z, e2.y));
        ny = fg_wsub(fg_wmul(e1.z, e2.x), fg_wmul(e1.x, e2.z));
        nz = fg_wsub(fg_wmul(e1.x, e2.y), fg_wmul(e1.y, e2.x));
    }
    /* 1. approach: front side iff n.delta < 0 */
    dot = fg_xdot3(nx, fg_wide_from(d.x), ny, fg_wide_from(d.y), nz, fg_wide_from(d.z));
    sd = fg_xsign(dot);
    if (sd == 0 || (sd > 0 && !two_sided)) return false;
    /* 2. plane crossing t = n.(a - o) / n.delta must be >= 0 */
    num = fg_xdot3(nx, fg_wide_from(qa.x), ny, fg_wide_from(qa.y), nz, fg_wide_from(qa.z));
    if (fg_xsign(num) == -sd) return false;
    /* 3. t <= max_t  <=>  (num - max_t*dot)/dot <= 0, and num - max_t*dot = n.(qa - max_t*delta)
     *    exactly (qa - max_t*delta is formed exactly as a wide) */
    if (fg_xsign(fg_xdot3(nx, fg_wsub(fg_wide_from(qa.x), fg_wmul(max_t, d.x)), ny,
                          fg_wsub(fg_wide_from(qa.y), fg_wmul(max_t, d.y)), nz,
                          fg_wsub(fg_wide_from(qa.z), fg_wmul(max_t, d.z)))) == sd)
        return false;
    /* 4. edges: each signed volume has dot's sign or is 0 (on the edge: closed) */
    s_ab = triple(d, qa, qb);
    if (fg_xsign(s_ab) == -sd) return false;
    s_ca = triple(d, qc, qa);
    if (fg_xsign(s_ca) == -sd) return false;
    if (fg_xsign(triple(d, qb, qc)) == -sd) return false;
    /* hit: the divisions, deferred to here */
    if (u != NULL) *u = fg_xdiv(s_ca, dot);
    if (v != NULL) *v = fg_xdiv(s_ab, dot);
    if (hit != NULL) {
        /* num's raw value is a multiple of 2^16 (n times qa << 16), so num*delta_i is exact */
        hit->t = fg_xdiv(num, dot);
        hit->point.x = fg_add(seg->origin.x, fg_xdiv(fg_xmul(num, d.x), dot));
        hit->point.y = fg_add(seg->origin.y, fg_xdiv(fg_xmul(num, d.y), dot));
        hit->point.z = fg_add(seg->origin.z, fg_xdiv(fg_xmul(num, d.z), dot));
        fg_wunit3(nx, ny, nz, &hit->normal.x, &hit->normal.y, &hit->normal.z);
        if (sd > 0) hit->normal = fg_vec3_neg(hit->normal);
    }
    return true;
}
