/* SPDX-License-Identifier: MIT */
/*
 * plain_q16.c - the plain Q16.16 reference (see plain_q16.h): what a straightforward
 * fixed-point implementation of each headline function costs, for the bench only.
 * Q32 means a sum of products of raw Q16.16 values (scale 2^32), Q16 a raw Q16.16 value.
 */
#include <stdint.h>
#include "fix16.h"
#include "plain_q16.h"

/* Only the Q16.16 build: fg_scalar must be the raw int32_t of fix16_t. */
typedef char plain_needs_q16[((fg_scalar)0.5 == 0 && sizeof(fg_scalar) == 4) ? 1 : -1];

#define P_ONE 65536
typedef int64_t i64;

static i64 dot3(fg_vec3 a, fg_vec3 b)   /* Q32 */
{
    return (i64)a.x * b.x + (i64)a.y * b.y + (i64)a.z * b.z;
}

static fg_vec3 sub3(fg_vec3 a, fg_vec3 b)
{
    fg_vec3 r = { a.x - b.x, a.y - b.y, a.z - b.z };
    return r;
}

static int32_t q16(i64 x)
{
    return (int32_t)(x >> 16);
}

/* o + d * t, t in Q16. */
static fg_vec3 along(fg_vec3 o, fg_vec3 d, int32_t t)
{
    fg_vec3 r = { o.x + q16((i64)d.x * t), o.y + q16((i64)d.y * t), o.z + q16((i64)d.z * t) };
    return r;
}

static uint32_t isqrt32(uint32_t n)
{
    uint32_t r = 0u, bit = 1u << 30;
    while (bit > n) {
        bit >>= 2;
    }
    while (bit != 0u) {
        if (n >= r + bit) {
            n -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

static uint32_t isqrt64(uint64_t n)
{
    uint64_t r = 0u, bit = (uint64_t)1 << 62;
    while (bit > n) {
        bit >>= 2;
    }
    while (bit != 0u) {
        if (n >= r + bit) {
            n -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return (uint32_t)r;
}

static i64 abs64(i64 x)
{
    return x < 0 ? -x : x;
}

/* (x, y, z) / |(x, y, z)| in Q16: scaled to 15 bits, one square root, one reciprocal. */
static fg_vec3 unit3(i64 x, i64 y, i64 z)
{
    fg_vec3 r = { 0, 0, 0 };
    i64 m = abs64(x) > abs64(y) ? abs64(x) : abs64(y);
    int32_t xs, ys, zs;
    uint32_t len, inv;
    m = abs64(z) > m ? abs64(z) : m;
    if (m == 0) {
        return r;
    }
    while (m >= ((i64)1 << 15)) {
        x >>= 1; y >>= 1; z >>= 1; m >>= 1;
    }
    while (m < ((i64)1 << 14)) {
        x *= 2; y *= 2; z *= 2; m *= 2;
    }
    xs = (int32_t)x; ys = (int32_t)y; zs = (int32_t)z;
    len = isqrt32((uint32_t)(xs * xs) + (uint32_t)(ys * ys) + (uint32_t)(zs * zs));
    inv = 0x80000000u / len;   /* 2^31 / len */
    r.x = (int32_t)(((i64)xs * inv) >> 15);
    r.y = (int32_t)(((i64)ys * inv) >> 15);
    r.z = (int32_t)(((i64)zs * inv) >> 15);
    return r;
}

static void set_hit(fg_hit3 *hit, int32_t t, fg_vec3 p, fg_vec3 n, bool inside)
{
    if (hit != 0) {
        hit->t = t;
        hit->point = p;
        hit->normal = n;
        hit->started_inside = inside;
    }
}

static int32_t clamp_t(fg_scalar max_t)
{
    return max_t > P_ONE ? P_ONE : max_t;
}

/* num / d in Q16 from inv = 2^46 / d; beyond +-2^15 (far outside [0, 1]) a sentinel. */
static i64 slab_t(int32_t num, int32_t d, i64 inv)
{
    if (abs64(num) >= abs64(d) * ((i64)1 << 15)) {
        return ((num < 0) != (d < 0)) ? -((i64)1 << 40) : ((i64)1 << 40);
    }
    return (num * inv) >> 30;
}

/* Slabs: one reciprocal of delta per axis. 1: hit at *t on face axis *axis (-1: inside). */
/* One axis of the slab test: -1 outside a slab it moves parallel to, 0 parallel inside it,
 * 1 with its entry and exit t (t0 <= t1) from one reciprocal of the delta. */
static inline int slab_axis(int32_t o, int32_t d, int32_t lo, int32_t hi, i64 *t0, i64 *t1)
{
    i64 inv;
    if (d == 0) {
        return (o < lo || o > hi) ? -1 : 0;
    }
    inv = ((i64)1 << 46) / d;
    *t0 = slab_t(lo - o, d, inv);
    *t1 = slab_t(hi - o, d, inv);
    if (*t0 > *t1) {
        i64 sw = *t0;
        *t0 = *t1;
        *t1 = sw;
    }
    return 1;
}

static inline int slabs(const int32_t *o, const int32_t *d, const int32_t *lo, const int32_t *hi, int dim,
                        int32_t max_t, int32_t *t, int *axis)
{
    i64 tin = -((i64)1 << 40), tout;
    int i;
    *axis = -1;
    if (max_t < 0) {
        return 0;
    }
    tout = clamp_t(max_t);
    for (i = 0; i < dim; i++) {
        i64 t0, t1;
        int k = slab_axis(o[i], d[i], lo[i], hi[i], &t0, &t1);
        if (k < 0) {
            return 0;
        }
        if (k == 0) {
            continue;
        }
        if (t0 > tin) {
            tin = t0;
            *axis = i;
        }
        if (t1 < tout) {
            tout = t1;
        }
        if (tin > tout) {
            return 0;
        }
    }
    if (tin < 0) {
        *axis = -1;
    }
    *t = *axis < 0 ? 0 : (int32_t)tin;
    return 1;
}

/* The slab cast's hit record (3D): t, origin + delta t, the entered face's axis normal. */
static fg_result slab_cast3(const int32_t *o, const int32_t *d, const int32_t *lo, const int32_t *hi, fg_vec3 org,
                            fg_vec3 dl, fg_scalar max_t, fg_hit3 *hit)
{
    int32_t t, n[3] = { 0, 0, 0 };
    int axis;
    fg_vec3 nv;
    if (!slabs(o, d, lo, hi, 3, max_t, &t, &axis)) {
        return FG_MISS;
    }
    if (axis >= 0) {
        n[axis] = d[axis] > 0 ? -P_ONE : P_ONE;
    }
    nv.x = n[0]; nv.y = n[1]; nv.z = n[2];
    set_hit(hit, t, along(org, dl, t), nv, axis < 0);
    return FG_HIT;
}

/* The same in 2D. */
static fg_result slab_cast2(const int32_t *o, const int32_t *d, const int32_t *lo, const int32_t *hi, fg_scalar max_t,
                            fg_hit2 *hit)
{
    int32_t t, n[2] = { 0, 0 };
    int axis;
    if (!slabs(o, d, lo, hi, 2, max_t, &t, &axis)) {
        return FG_MISS;
    }
    if (axis >= 0) {
        n[axis] = d[axis] > 0 ? -P_ONE : P_ONE;
    }
    if (hit != 0) {
        hit->t = t;
        hit->point.x = o[0] + q16((i64)d[0] * t);
        hit->point.y = o[1] + q16((i64)d[1] * t);
        hit->normal.x = n[0]; hit->normal.y = n[1];
        hit->started_inside = axis < 0;
    }
    return FG_HIT;
}

fg_result plain_segment3_aabb3_raycast(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar max_t, fg_hit3 *hit)
{
    const int32_t o[3] = { seg->origin.x, seg->origin.y, seg->origin.z };
    const int32_t d[3] = { seg->delta.x, seg->delta.y, seg->delta.z };
    const int32_t lo[3] = { box->min.x, box->min.y, box->min.z };
    const int32_t hi[3] = { box->max.x, box->max.y, box->max.z };
    return slab_cast3(o, d, lo, hi, seg->origin, seg->delta, max_t, hit);
}

fg_result plain_segment2_aabb2_raycast(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar max_t, fg_hit2 *hit)
{
    const int32_t o[2] = { seg->origin.x, seg->origin.y };
    const int32_t d[2] = { seg->delta.x, seg->delta.y };
    const int32_t lo[2] = { box->min.x, box->min.y };
    const int32_t hi[2] = { box->max.x, box->max.y };
    return slab_cast2(o, d, lo, hi, max_t, hit);
}

/* A point from m (relative to the centre) moving by d against the ball of radius r: the
 * closest approach tc = -m.d / d.d, the half chord sqrt((r^2 - h^2) / d.d), t = tc - half.
 * 1: hit at *t (0 when starting inside, *inside set), 0: miss. */
static inline int ball_cast(const int32_t *m, const int32_t *d, int dim, int32_t r, int32_t max_t, int32_t *t,
                            bool *inside)
{
    i64 a = 0, b = 0, mm = 0, r2 = (i64)r * r, a16, tc, h2 = 0, dt2;
    int i;
    for (i = 0; i < dim; i++) {
        a += (i64)d[i] * d[i];
        b += (i64)m[i] * d[i];
        mm += (i64)m[i] * m[i];
    }
    *inside = false;
    if (max_t < 0 || r < 0) {
        return 0;
    }
    if (mm <= r2) {
        *inside = true;
        *t = 0;
        return 1;
    }
    if (b >= 0 || a < P_ONE) {
        return 0;
    }
    a16 = a >> 16;
    tc = -b / a16;
    for (i = 0; i < dim; i++) {
        i64 h = m[i] + q16(d[i] * tc);
        h2 += h * h;
    }
    if (h2 > r2) {
        return 0;
    }
    dt2 = (r2 - h2) / a16;
    *t = (int32_t)tc - fix16_sqrt(dt2 > INT32_MAX ? INT32_MAX : (int32_t)dt2);
    if (*t < 0) {
        *t = 0;
    }
    return *t <= clamp_t(max_t);
}

/* (p - c) / r in Q16 from one reciprocal of r (zero for r == 0). */
static inline void ball_normal(const int32_t *pc, int dim, int32_t r, int32_t *n)
{
    i64 inv = r > 0 ? ((i64)1 << 46) / r : 0;
    int i;
    for (i = 0; i < dim; i++) {
        n[i] = (int32_t)((pc[i] * inv) >> 30);
    }
}

fg_result plain_segment3_sphere_raycast(const fg_segment3 *seg, const fg_sphere *s, fg_scalar max_t, fg_hit3 *hit)
{
    const int32_t m[3] = { seg->origin.x - s->center.x, seg->origin.y - s->center.y, seg->origin.z - s->center.z };
    const int32_t d[3] = { seg->delta.x, seg->delta.y, seg->delta.z };
    int32_t t, n[3] = { 0, 0, 0 };
    bool inside;
    if (!ball_cast(m, d, 3, s->radius, max_t, &t, &inside)) {
        return FG_MISS;
    }
    if (hit != 0) {
        fg_vec3 p = along(seg->origin, seg->delta, t), nv;
        const int32_t pc[3] = { p.x - s->center.x, p.y - s->center.y, p.z - s->center.z };
        if (!inside) {
            ball_normal(pc, 3, s->radius, n);
        }
        nv.x = n[0]; nv.y = n[1]; nv.z = n[2];
        set_hit(hit, t, p, nv, inside);
    }
    return FG_HIT;
}

fg_result plain_segment2_circle_raycast(const fg_segment2 *seg, const fg_circle *c, fg_scalar max_t, fg_hit2 *hit)
{
    const int32_t m[2] = { seg->origin.x - c->center.x, seg->origin.y - c->center.y };
    const int32_t d[2] = { seg->delta.x, seg->delta.y };
    int32_t t, n[2] = { 0, 0 };
    bool inside;
    if (!ball_cast(m, d, 2, c->radius, max_t, &t, &inside)) {
        return FG_MISS;
    }
    if (hit != 0) {
        const int32_t p[2] = { seg->origin.x + q16((i64)d[0] * t), seg->origin.y + q16((i64)d[1] * t) };
        const int32_t pc[2] = { p[0] - c->center.x, p[1] - c->center.y };
        if (!inside) {
            ball_normal(pc, 2, c->radius, n);
        }
        hit->t = t;
        hit->point.x = p[0]; hit->point.y = p[1];
        hit->normal.x = n[0]; hit->normal.y = n[1];
        hit->started_inside = inside;
    }
    return FG_HIT;
}

/* The cast of a's motion relative to b against the ball of radius r_a + r_b. */
fg_result plain_sphere_sphere_sweep(const fg_sphere *a, fg_vec3 delta_a, const fg_sphere *b, fg_vec3 delta_b,
                                    fg_scalar max_t, fg_hit3 *hit)
{
    const int32_t m[3] = { a->center.x - b->center.x, a->center.y - b->center.y, a->center.z - b->center.z };
    const int32_t d[3] = { delta_a.x - delta_b.x, delta_a.y - delta_b.y, delta_a.z - delta_b.z };
    int32_t t, n[3] = { 0, 0, 0 }, pc[3];
    bool inside;
    if (b->radius < 0 || !ball_cast(m, d, 3, a->radius + b->radius, max_t, &t, &inside)) {
        return FG_MISS;
    }
    if (hit != 0) {
        fg_vec3 cb = along(b->center, delta_b, t), p, nv;
        int i;
        for (i = 0; i < 3; i++) {
            pc[i] = m[i] + q16((i64)d[i] * t);   /* a's centre - b's centre at t */
        }
        ball_normal(pc, 3, a->radius + b->radius, n);
        nv.x = n[0]; nv.y = n[1]; nv.z = n[2];
        p.x = cb.x + q16((i64)n[0] * b->radius);
        p.y = cb.y + q16((i64)n[1] * b->radius);
        p.z = cb.z + q16((i64)n[2] * b->radius);
        set_hit(hit, t, inside ? a->center : p, nv, inside);
    }
    return FG_HIT;
}

/* Moller-Trumbore with n = e1 x e2 in Q16 (int64) and one reciprocal of the determinant. */
fg_result plain_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides,
                                          fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    const fg_vec3 d = seg->delta;
    fg_vec3 e1 = sub3(tri->b, tri->a), e2 = sub3(tri->c, tri->a), ap = sub3(seg->origin, tri->a);
    i64 nx = ((i64)e1.y * e2.z - (i64)e1.z * e2.y) >> 16;
    i64 ny = ((i64)e1.z * e2.x - (i64)e1.x * e2.z) >> 16;
    i64 nz = ((i64)e1.x * e2.y - (i64)e1.y * e2.x) >> 16;
    i64 det = -(d.x * nx + d.y * ny + d.z * nz) >> 16;   /* (-delta).n */
    i64 tn, ex, ey, ez, vn, wn, inv;
    int32_t t;
    bool back = false;
    if (max_t < 0 || det == 0) {
        return FG_MISS;
    }
    tn = (ap.x * nx + ap.y * ny + ap.z * nz) >> 16;
    ex = ((i64)d.z * ap.y - (i64)d.y * ap.z) >> 16;       /* (-delta) x ap */
    ey = ((i64)d.x * ap.z - (i64)d.z * ap.x) >> 16;
    ez = ((i64)d.y * ap.x - (i64)d.x * ap.y) >> 16;
    vn = (e2.x * ex + e2.y * ey + e2.z * ez) >> 16;
    wn = -(e1.x * ex + e1.y * ey + e1.z * ez) >> 16;
    if (det < 0) {
        if (sides != FG_BOTH_SIDES) {
            return FG_MISS;
        }
        back = true;
        det = -det; tn = -tn; vn = -vn; wn = -wn;
    }
    if (tn < 0 || vn < 0 || wn < 0 || vn + wn > det || tn > ((det * clamp_t(max_t)) >> 16)) {
        return FG_MISS;
    }
    inv = ((i64)1 << 62) / det;                          /* quotients below are <= 1 */
    t = (int32_t)((tn * inv) >> 46);
    if (u != 0) {
        *u = (int32_t)((vn * inv) >> 46);
    }
    if (v != 0) {
        *v = (int32_t)((wn * inv) >> 46);
    }
    if (hit != 0) {
        set_hit(hit, t, along(seg->origin, d, t), back ? unit3(-nx, -ny, -nz) : unit3(nx, ny, nz), false);
    }
    return FG_HIT;
}

/* t = (d - n.o) / n.delta, one division. */
fg_result plain_segment3_plane_raycast(const fg_segment3 *seg, const fg_plane *plane, fg_sides sides,
                                       fg_scalar max_t, fg_hit3 *hit)
{
    i64 den = dot3(plane->n, seg->delta);
    i64 num = (i64)plane->d * P_ONE - dot3(plane->n, seg->origin);
    i64 t;
    if (max_t < 0 || (den >> 16) == 0 || (den > 0 && sides != FG_BOTH_SIDES)) {
        return FG_MISS;
    }
    t = num / (den >> 16);
    if (t < 0 || t > clamp_t(max_t)) {
        return FG_MISS;
    }
    if (hit != 0) {
        fg_vec3 n = den > 0 ? unit3(-(i64)plane->n.x, -(i64)plane->n.y, -(i64)plane->n.z)
                            : unit3(plane->n.x, plane->n.y, plane->n.z);
        set_hit(hit, (int32_t)t, along(seg->origin, seg->delta, (int32_t)t), n, false);
    }
    return FG_HIT;
}

static i64 clamp01(i64 x)
{
    return x < 0 ? 0 : x > P_ONE ? P_ONE : x;
}

/* Ericson's ClosestPtSegmentSegment (Real-Time Collision Detection 5.1.9) on Q16 dot
 * products in int64; no exact classification (crossing lines are reported as skew). */
fg_lines plain_segment3_segment3_closest(const fg_segment3 *a, const fg_segment3 *b, fg_scalar *ta, fg_scalar *tb,
                                         fg_vec3 *pa, fg_vec3 *pb)
{
    fg_vec3 r = sub3(a->origin, b->origin);
    i64 A = dot3(a->delta, a->delta) >> 16, E = dot3(b->delta, b->delta) >> 16;
    i64 B = dot3(a->delta, b->delta) >> 16, C = dot3(a->delta, r) >> 16, F = dot3(b->delta, r) >> 16;
    i64 denom = A * E - B * B, s = 0, t;
    fg_lines kind = FG_LINES_SKEW;
    if (A == 0 || E == 0) {
        return FG_LINES_PARALLEL;   /* a point: not on the bench's inputs */
    }
    if ((denom >> 16) != 0) {
        s = clamp01((B * F - C * E) / (denom >> 16));
    } else {
        kind = FG_LINES_PARALLEL;
    }
    t = ((B * s >> 16) + F) * P_ONE / E;
    if (t < 0) {
        t = 0;
        s = clamp01(-C * P_ONE / A);
    } else if (t > P_ONE) {
        t = P_ONE;
        s = clamp01((B - C) * P_ONE / A);
    }
    if (ta != 0) {
        *ta = (int32_t)s;
    }
    if (tb != 0) {
        *tb = (int32_t)t;
    }
    if (pa != 0) {
        *pa = along(a->origin, a->delta, (int32_t)s);
    }
    if (pb != 0) {
        *pb = along(b->origin, b->delta, (int32_t)t);
    }
    return kind;
}

fg_result plain_plane_unit_normal(const fg_plane *plane, fg_vec3 *normal)
{
    *normal = unit3(plane->n.x, plane->n.y, plane->n.z);
    return FG_OK;
}

bool plain_aabb3_aabb3_overlap(const fg_aabb3 *a, const fg_aabb3 *b)
{
    return a->min.x <= b->max.x && b->min.x <= a->max.x && a->min.y <= b->max.y && b->min.y <= a->max.y &&
           a->min.z <= b->max.z && b->min.z <= a->max.z;
}

fg_result plain_sphere_sphere_overlap(const fg_sphere *a, const fg_sphere *b)
{
    fg_vec3 m = sub3(a->center, b->center);
    i64 rr = (i64)a->radius + b->radius;
    return dot3(m, m) <= rr * rr ? FG_HIT : FG_MISS;
}

static int32_t clamp_to(int32_t x, int32_t lo, int32_t hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

fg_result plain_sphere_aabb3_overlap(const fg_sphere *s, const fg_aabb3 *box)
{
    fg_vec3 q = { clamp_to(s->center.x, box->min.x, box->max.x), clamp_to(s->center.y, box->min.y, box->max.y),
                  clamp_to(s->center.z, box->min.z, box->max.z) };
    fg_vec3 m = sub3(s->center, q);
    return dot3(m, m) <= (i64)s->radius * s->radius ? FG_HIT : FG_MISS;
}

bool plain_aabb2_aabb2_overlap(const fg_aabb2 *a, const fg_aabb2 *b)
{
    return a->min.x <= b->max.x && b->min.x <= a->max.x && a->min.y <= b->max.y && b->min.y <= a->max.y;
}

fg_result plain_circle_circle_overlap(const fg_circle *a, const fg_circle *b)
{
    i64 dx = (i64)a->center.x - b->center.x, dy = (i64)a->center.y - b->center.y;
    i64 rr = (i64)a->radius + b->radius;
    return dx * dx + dy * dy <= rr * rr ? FG_HIT : FG_MISS;
}

fg_result plain_circle_aabb2_overlap(const fg_circle *c, const fg_aabb2 *box)
{
    i64 dx = (i64)c->center.x - clamp_to(c->center.x, box->min.x, box->max.x);
    i64 dy = (i64)c->center.y - clamp_to(c->center.y, box->min.y, box->max.y);
    return dx * dx + dy * dy <= (i64)c->radius * c->radius ? FG_HIT : FG_MISS;
}

fg_result plain_circle_circle_sweep(const fg_circle *a, fg_vec2 delta_a, const fg_circle *b, fg_vec2 delta_b,
                                    fg_scalar max_t, fg_hit2 *hit)
{
    const int32_t m[2] = { a->center.x - b->center.x, a->center.y - b->center.y };
    const int32_t d[2] = { delta_a.x - delta_b.x, delta_a.y - delta_b.y };
    int32_t t, n[2] = { 0, 0 }, pc[2];
    bool inside;
    if (b->radius < 0 || !ball_cast(m, d, 2, a->radius + b->radius, max_t, &t, &inside)) {
        return FG_MISS;
    }
    if (hit != 0) {
        pc[0] = m[0] + q16((i64)d[0] * t);
        pc[1] = m[1] + q16((i64)d[1] * t);
        ball_normal(pc, 2, a->radius + b->radius, n);
        hit->t = t;
        hit->point.x = inside ? a->center.x : b->center.x + q16((i64)delta_b.x * t) + q16((i64)n[0] * b->radius);
        hit->point.y = inside ? a->center.y : b->center.y + q16((i64)delta_b.y * t) + q16((i64)n[1] * b->radius);
        hit->normal.x = n[0]; hit->normal.y = n[1];
        hit->started_inside = inside;
    }
    return FG_HIT;
}

/* The moving box's min corner cast against the still box grown by the moving one's size. */
fg_result plain_aabb3_aabb3_sweep(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar max_t,
                                  fg_hit3 *hit)
{
    const int32_t o[3] = { moving->min.x, moving->min.y, moving->min.z };
    const int32_t d[3] = { delta.x, delta.y, delta.z };
    const int32_t lo[3] = { still->min.x - (moving->max.x - moving->min.x),
                            still->min.y - (moving->max.y - moving->min.y),
                            still->min.z - (moving->max.z - moving->min.z) };
    const int32_t hi[3] = { still->max.x, still->max.y, still->max.z };
    return slab_cast3(o, d, lo, hi, moving->min, delta, max_t, hit);
}

/* The slab interval clipped to [0, 1]: 1 with *tin <= *tout, or 0. */
static inline int slab_interval(const int32_t *o, const int32_t *d, const int32_t *lo, const int32_t *hi, int dim,
                                int32_t *t_enter, int32_t *t_exit)
{
    i64 tin = 0, tout = P_ONE;
    int i;
    for (i = 0; i < dim; i++) {
        i64 t0, t1;
        int k = slab_axis(o[i], d[i], lo[i], hi[i], &t0, &t1);
        if (k < 0) {
            return 0;
        }
        if (k == 0) {
            continue;
        }
        tin = t0 > tin ? t0 : tin;
        tout = t1 < tout ? t1 : tout;
        if (tin > tout) {
            return 0;
        }
    }
    *t_enter = (int32_t)tin;
    *t_exit = (int32_t)tout;
    return 1;
}

static fg_result interval_out(int hit, int32_t t0, int32_t t1, fg_scalar *t_enter, fg_scalar *t_exit)
{
    if (!hit) {
        return FG_MISS;
    }
    if (t_enter != 0) {
        *t_enter = t0;
    }
    if (t_exit != 0) {
        *t_exit = t1;
    }
    return FG_HIT;
}

fg_result plain_segment3_aabb3_overlap(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar *t_enter,
                                       fg_scalar *t_exit)
{
    const int32_t o[3] = { seg->origin.x, seg->origin.y, seg->origin.z };
    const int32_t d[3] = { seg->delta.x, seg->delta.y, seg->delta.z };
    const int32_t lo[3] = { box->min.x, box->min.y, box->min.z };
    const int32_t hi[3] = { box->max.x, box->max.y, box->max.z };
    int32_t t0 = 0, t1 = 0;
    return interval_out(slab_interval(o, d, lo, hi, 3, &t0, &t1), t0, t1, t_enter, t_exit);
}

fg_result plain_segment2_aabb2_overlap(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar *t_enter,
                                       fg_scalar *t_exit)
{
    const int32_t o[2] = { seg->origin.x, seg->origin.y };
    const int32_t d[2] = { seg->delta.x, seg->delta.y };
    const int32_t lo[2] = { box->min.x, box->min.y };
    const int32_t hi[2] = { box->max.x, box->max.y };
    int32_t t0 = 0, t1 = 0;
    return interval_out(slab_interval(o, d, lo, hi, 2, &t0, &t1), t0, t1, t_enter, t_exit);
}

/* The moving box's min corner against the still box grown by the moving one's size. */
fg_result plain_aabb3_aabb3_sweep_interval(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still,
                                           fg_scalar *t_enter, fg_scalar *t_exit)
{
    const int32_t o[3] = { moving->min.x, moving->min.y, moving->min.z };
    const int32_t d[3] = { delta.x, delta.y, delta.z };
    const int32_t lo[3] = { still->min.x - (moving->max.x - moving->min.x),
                            still->min.y - (moving->max.y - moving->min.y),
                            still->min.z - (moving->max.z - moving->min.z) };
    const int32_t hi[3] = { still->max.x, still->max.y, still->max.z };
    int32_t t0 = 0, t1 = 0;
    return interval_out(slab_interval(o, d, lo, hi, 3, &t0, &t1), t0, t1, t_enter, t_exit);
}

fg_result plain_aabb2_aabb2_sweep_interval(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still,
                                           fg_scalar *t_enter, fg_scalar *t_exit)
{
    const int32_t o[2] = { moving->min.x, moving->min.y };
    const int32_t d[2] = { delta.x, delta.y };
    const int32_t lo[2] = { still->min.x - (moving->max.x - moving->min.x),
                            still->min.y - (moving->max.y - moving->min.y) };
    const int32_t hi[2] = { still->max.x, still->max.y };
    int32_t t0 = 0, t1 = 0;
    return interval_out(slab_interval(o, d, lo, hi, 2, &t0, &t1), t0, t1, t_enter, t_exit);
}

/* t = clamp(d.(p - o) / d.d, 0, 1), one division. */
fg_result plain_segment3_closest_point(const fg_segment3 *seg, fg_vec3 p, fg_vec3 *closest, fg_scalar *t)
{
    i64 dd = dot3(seg->delta, seg->delta) >> 16, tt = 0;
    if (dd != 0) {
        tt = clamp01(dot3(seg->delta, sub3(p, seg->origin)) / dd);
    }
    if (closest != 0) {
        *closest = along(seg->origin, seg->delta, (int32_t)tt);
    }
    if (t != 0) {
        *t = (int32_t)tt;
    }
    return FG_OK;
}

/* p + n (d - n.p) / n.n, one division. */
fg_result plain_plane_closest_point(const fg_plane *plane, fg_vec3 p, fg_vec3 *closest)
{
    i64 nn = dot3(plane->n, plane->n) >> 16, k;
    if (nn == 0) {
        *closest = p;
        return FG_OK;
    }
    k = ((i64)plane->d * P_ONE - dot3(plane->n, p)) / nn;
    closest->x = p.x + q16(plane->n.x * k);
    closest->y = p.y + q16(plane->n.y * k);
    closest->z = p.z + q16(plane->n.z * k);
    return FG_OK;
}

fg_result plain_aabb2_aabb2_sweep(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar max_t,
                                  fg_hit2 *hit)
{
    const int32_t o[2] = { moving->min.x, moving->min.y };
    const int32_t d[2] = { delta.x, delta.y };
    const int32_t lo[2] = { still->min.x - (moving->max.x - moving->min.x),
                            still->min.y - (moving->max.y - moving->min.y) };
    const int32_t hi[2] = { still->max.x, still->max.y };
    return slab_cast2(o, d, lo, hi, max_t, hit);
}

bool plain_aabb3_contains_point(const fg_aabb3 *box, fg_vec3 p)
{
    return p.x >= box->min.x && p.x <= box->max.x && p.y >= box->min.y && p.y <= box->max.y &&
           p.z >= box->min.z && p.z <= box->max.z;
}

bool plain_aabb2_contains_point(const fg_aabb2 *box, fg_vec2 p)
{
    return p.x >= box->min.x && p.x <= box->max.x && p.y >= box->min.y && p.y <= box->max.y;
}

/* c + m r / |m| with m = p - c: one square root, one reciprocal. */
static inline void ball_point(const int32_t *c, int32_t r, const int32_t *p, int dim, int32_t *out)
{
    i64 mm = 0, len, scale;
    int i;
    for (i = 0; i < dim; i++) {
        mm += (i64)(p[i] - c[i]) * (p[i] - c[i]);
    }
    if (mm <= (i64)r * r) {
        for (i = 0; i < dim; i++) {
            out[i] = p[i];
        }
        return;
    }
    len = isqrt64((uint64_t)mm);                          /* |m| in Q16 */
    scale = len > 0 ? ((i64)r * ((i64)1 << 30)) / len : 0;     /* r / |m| in Q30 */
    for (i = 0; i < dim; i++) {
        out[i] = c[i] + (int32_t)(((i64)(p[i] - c[i]) * scale) >> 30);
    }
}

fg_result plain_sphere_closest_point(const fg_sphere *sphere, fg_vec3 p, fg_vec3 *closest)
{
    const int32_t c[3] = { sphere->center.x, sphere->center.y, sphere->center.z }, q[3] = { p.x, p.y, p.z };
    int32_t r[3];
    ball_point(c, sphere->radius, q, 3, r);
    closest->x = r[0]; closest->y = r[1]; closest->z = r[2];
    return FG_OK;
}

fg_result plain_circle_closest_point(const fg_circle *circle, fg_vec2 p, fg_vec2 *closest)
{
    const int32_t c[2] = { circle->center.x, circle->center.y }, q[2] = { p.x, p.y };
    int32_t r[2];
    ball_point(c, circle->radius, q, 2, r);
    closest->x = r[0]; closest->y = r[1];
    return FG_OK;
}

/* Cramer's rule on n_a . p = d_a, n_b . p = d_b. */
fg_lines plain_line2_line2_intersect(const fg_line2 *a, const fg_line2 *b, fg_vec2 *point)
{
    i64 det = ((i64)a->n.x * b->n.y - (i64)a->n.y * b->n.x) >> 16;
    if (det == 0) {
        return FG_LINES_PARALLEL;
    }
    point->x = (int32_t)(((i64)a->d * b->n.y - (i64)b->d * a->n.y) / det);
    point->y = (int32_t)(((i64)a->n.x * b->d - (i64)b->n.x * a->d) / det);
    return FG_LINES_POINT;
}

fg_result plain_segment2_closest_point(const fg_segment2 *seg, fg_vec2 p, fg_vec2 *closest, fg_scalar *t)
{
    i64 dd = ((i64)seg->delta.x * seg->delta.x + (i64)seg->delta.y * seg->delta.y) >> 16, tt = 0;
    if (dd != 0) {
        tt = clamp01(((i64)seg->delta.x * (p.x - seg->origin.x) + (i64)seg->delta.y * (p.y - seg->origin.y)) / dd);
    }
    if (closest != 0) {
        closest->x = seg->origin.x + q16(seg->delta.x * tt);
        closest->y = seg->origin.y + q16(seg->delta.y * tt);
    }
    if (t != 0) {
        *t = (int32_t)tt;
    }
    return FG_OK;
}

/* p + n (d - n.p) / n.n, one division. */
fg_result plain_line2_closest_point(const fg_line2 *line, fg_vec2 p, fg_vec2 *closest)
{
    i64 nn = ((i64)line->n.x * line->n.x + (i64)line->n.y * line->n.y) >> 16, k;
    if (nn == 0) {
        *closest = p;
        return FG_OK;
    }
    k = ((i64)line->d * P_ONE - ((i64)line->n.x * p.x + (i64)line->n.y * p.y)) / nn;
    closest->x = p.x + q16(line->n.x * k);
    closest->y = p.y + q16(line->n.y * k);
    return FG_OK;
}

/* ---- boxes and cameras, meshes (issue 14) ---- */

fg_result plain_aabb3_aabb3_contains(const fg_aabb3 *a, const fg_aabb3 *b)
{
    return (a->min.x <= b->min.x && b->max.x <= a->max.x && a->min.y <= b->min.y && b->max.y <= a->max.y &&
            a->min.z <= b->min.z && b->max.z <= a->max.z) ? FG_HIT : FG_MISS;
}

/* Inside is dot(n, p) >= d; the box's nearest and farthest corners along n. */
fg_cull plain_frustum_aabb3_classify(const fg_frustum *f, const fg_aabb3 *b)
{
    int i, in = 1;
    for (i = 0; i < 6; i++) {
        const fg_plane *p = &f->planes[i];
        fg_vec3 hi = { p->n.x >= 0 ? b->max.x : b->min.x, p->n.y >= 0 ? b->max.y : b->min.y,
                       p->n.z >= 0 ? b->max.z : b->min.z };
        fg_vec3 lo = { p->n.x >= 0 ? b->min.x : b->max.x, p->n.y >= 0 ? b->min.y : b->max.y,
                       p->n.z >= 0 ? b->min.z : b->max.z };
        i64 d = (i64)p->d << 16;
        if (dot3(p->n, hi) < d) return FG_CULL_OUTSIDE;
        if (dot3(p->n, lo) < d) in = 0;
    }
    return in ? FG_CULL_INSIDE : FG_CULL_INTERSECTING;
}

/* Signed distance (n.c - d) against r |n|, |n| by an integer square root (truncated). */
fg_cull plain_frustum_sphere_classify(const fg_frustum *f, const fg_sphere *s)
{
    int i, in = 1;
    for (i = 0; i < 6; i++) {
        const fg_plane *p = &f->planes[i];
        i64 dist = q16(dot3(p->n, s->center)) - p->d;
        i64 rn = ((i64)s->radius * isqrt64((uint64_t)dot3(p->n, p->n))) >> 16;
        if (dist < -rn) return FG_CULL_OUTSIDE;
        if (dist < rn) in = 0;
    }
    return in ? FG_CULL_INSIDE : FG_CULL_INTERSECTING;
}

/* Akenine-Moller: box centre and half extents (truncated halves), 13 axes, int64. */
static int plain_gap(i64 lx, i64 ly, i64 lz, const fg_vec3 *v, const int32_t *h)
{
    i64 r = abs64(lx) * h[0] + abs64(ly) * h[1] + abs64(lz) * h[2];
    i64 p0 = lx * v[0].x + ly * v[0].y + lz * v[0].z;
    i64 p1 = lx * v[1].x + ly * v[1].y + lz * v[1].z;
    i64 p2 = lx * v[2].x + ly * v[2].y + lz * v[2].z;
    i64 mn = p0 < p1 ? (p0 < p2 ? p0 : p2) : (p1 < p2 ? p1 : p2);
    i64 mx = p0 > p1 ? (p0 > p2 ? p0 : p2) : (p1 > p2 ? p1 : p2);
    return mn > r || mx < -r;
}

fg_result plain_triangle_aabb3_overlap(const fg_triangle *tri, const fg_aabb3 *box)
{
    fg_vec3 c = { (box->min.x + box->max.x) / 2, (box->min.y + box->max.y) / 2, (box->min.z + box->max.z) / 2 };
    int32_t h[3] = { (box->max.x - box->min.x) / 2, (box->max.y - box->min.y) / 2, (box->max.z - box->min.z) / 2 };
    fg_vec3 v[3], e[3];
    int k;
    v[0] = sub3(tri->a, c), v[1] = sub3(tri->b, c), v[2] = sub3(tri->c, c);
    e[0] = sub3(v[1], v[0]), e[1] = sub3(v[2], v[1]), e[2] = sub3(v[0], v[2]);
    if (plain_gap(P_ONE, 0, 0, v, h) || plain_gap(0, P_ONE, 0, v, h) || plain_gap(0, 0, P_ONE, v, h)) return FG_MISS;
    for (k = 0; k < 3; k++) {
        if (plain_gap(0, e[k].z, -e[k].y, v, h) || plain_gap(-e[k].z, 0, e[k].x, v, h) ||
            plain_gap(e[k].y, -e[k].x, 0, v, h))
            return FG_MISS;
    }
    if (plain_gap(((i64)e[0].y * e[1].z - (i64)e[0].z * e[1].y) >> 16, ((i64)e[0].z * e[1].x - (i64)e[0].x * e[1].z) >> 16,
                  ((i64)e[0].x * e[1].y - (i64)e[0].y * e[1].x) >> 16, v, h))
        return FG_MISS;
    return FG_HIT;
}

/* Each triangle's bounding box against the segment's, then the plain triangle cast with
 * the nearest t so far as its limit. */
fg_result plain_segment3_triangle_batch_nearest(const fg_segment3 *seg, const fg_triangle *tris, size_t count,
                                                fg_sides sides, fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    fg_vec3 e = { seg->origin.x + seg->delta.x, seg->origin.y + seg->delta.y, seg->origin.z + seg->delta.z };
    fg_vec3 lo = { e.x < seg->origin.x ? e.x : seg->origin.x, e.y < seg->origin.y ? e.y : seg->origin.y,
                   e.z < seg->origin.z ? e.z : seg->origin.z };
    fg_vec3 hi = { e.x > seg->origin.x ? e.x : seg->origin.x, e.y > seg->origin.y ? e.y : seg->origin.y,
                   e.z > seg->origin.z ? e.z : seg->origin.z };
    fg_hit3 c, best;
    size_t i, bi = 0;
    int found = 0;
    for (i = 0; i < count; i++) {
        const fg_triangle *t = &tris[i];
        if ((t->a.x < lo.x && t->b.x < lo.x && t->c.x < lo.x) || (t->a.x > hi.x && t->b.x > hi.x && t->c.x > hi.x) ||
            (t->a.y < lo.y && t->b.y < lo.y && t->c.y < lo.y) || (t->a.y > hi.y && t->b.y > hi.y && t->c.y > hi.y) ||
            (t->a.z < lo.z && t->b.z < lo.z && t->c.z < lo.z) || (t->a.z > hi.z && t->b.z > hi.z && t->c.z > hi.z))
            continue;
        if (plain_segment3_triangle_raycast(seg, t, sides, found ? best.t : max_t, &c, 0, 0) == FG_HIT &&
            (!found || c.t < best.t)) {
            best = c, bi = i, found = 1;
        }
    }
    if (!found) return FG_MISS;
    if (index) *index = bi;
    if (hit) *hit = best;
    return FG_HIT;
}

/* ---- grid traversal (issue 14) ---- */
/* One axis of the DDA: the cell of p, the step, tMax to the first line and tDelta. */
static void plain_dda_axis(fix16_t p, fix16_t d, fix16_t o, fix16_t s, int32_t *cell, int32_t *step, fix16_t *t_max,
                           fix16_t *t_delta)
{
    fix16_t rel = p - o;
    *cell = rel / s;
    if (d > 0) {
        *step = 1;
        *t_delta = fix16_div(s, d);
        *t_max = fix16_div(o + (*cell + 1) * s - p, d);
    } else if (d < 0) {
        *step = -1;
        *t_delta = fix16_div(s, -d);
        *t_max = fix16_div(p - (o + *cell * s), -d);
    } else {
        *step = 0;
        *t_delta = 0;
        *t_max = fix16_maximum;
    }
}

fg_result plain_grid2_walk(fg_vec2 origin, fg_vec2 cell_size, int32_t cells_x, int32_t cells_y,
                           const fg_segment2 *seg, fg_scalar max_t, int32_t *cells, fg_scalar *last_t)
{
    int32_t x, y, sx, sy, n = 1;
    fix16_t tx, ty, dx, dy, t, end = max_t < fix16_one ? max_t : fix16_one;
    if (max_t < 0 || seg->origin.x < origin.x || seg->origin.y < origin.y) {
        return FG_MISS;
    }
    plain_dda_axis(seg->origin.x, seg->delta.x, origin.x, cell_size.x, &x, &sx, &tx, &dx);
    plain_dda_axis(seg->origin.y, seg->delta.y, origin.y, cell_size.y, &y, &sy, &ty, &dy);
    if (x >= cells_x || y >= cells_y) {
        return FG_MISS;
    }
    *last_t = 0;
    for (;;) {
        if (tx <= ty) {
            if (tx > end) break;
            t = tx;
            x += sx;
            tx += dx;
        } else {
            if (ty > end) break;
            t = ty;
            y += sy;
            ty += dy;
        }
        if (x < 0 || x >= cells_x || y < 0 || y >= cells_y) break;
        n++;
        *last_t = t;
    }
    *cells = n;
    return FG_HIT;
}

/* ---- triangle queries (issue 14) ---- */

/* Ericson 5.1.5 on Q16 dot products (Q32 >> 16): region tests in int64, one 64-bit
 * division per denominator, truncating. */
fg_result plain_triangle_closest_point(const fg_triangle *tri, fg_vec3 p, fg_vec3 *closest)
{
    fg_vec3 ab = sub3(tri->b, tri->a), ac = sub3(tri->c, tri->a);
    fg_vec3 ap = sub3(p, tri->a), bp = sub3(p, tri->b), cp = sub3(p, tri->c);
    i64 d1 = dot3(ab, ap) >> 16, d2 = dot3(ac, ap) >> 16, d3, d4, d5, d6, va, vb, vc, den;
    if (d1 <= 0 && d2 <= 0) {
        *closest = tri->a;
        return FG_OK;
    }
    d3 = dot3(ab, bp) >> 16;
    d4 = dot3(ac, bp) >> 16;
    if (d3 >= 0 && d4 <= d3) {
        *closest = tri->b;
        return FG_OK;
    }
    vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        *closest = along(tri->a, ab, (int32_t)((d1 << 16) / (d1 - d3)));
        return FG_OK;
    }
    d5 = dot3(ab, cp) >> 16;
    d6 = dot3(ac, cp) >> 16;
    if (d6 >= 0 && d5 <= d6) {
        *closest = tri->c;
        return FG_OK;
    }
    vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        *closest = along(tri->a, ac, (int32_t)((d2 << 16) / (d2 - d6)));
        return FG_OK;
    }
    va = d3 * d6 - d5 * d4;
    if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
        *closest = along(tri->b, sub3(tri->c, tri->b), (int32_t)(((d4 - d3) << 16) / ((d4 - d3) + (d5 - d6))));
        return FG_OK;
    }
    den = va + vb + vc;
    {
        i64 inv = ((i64)1 << 62) / den; /* one reciprocal: v, w = vb, vc times it */
        int32_t v = (int32_t)((vb * (inv >> 16)) >> 30), w = (int32_t)((vc * (inv >> 16)) >> 30);
        fg_vec3 q = along(tri->a, ab, v);
        q.x += q16((i64)ac.x * w);
        q.y += q16((i64)ac.y * w);
        q.z += q16((i64)ac.z * w);
        *closest = q;
    }
    return FG_OK;
}

/* The three edge volumes n.(e x (p - v)) in Q16 (products >> 16), all >= 0. */
fg_result plain_triangle_contains_point(const fg_triangle *tri, fg_vec3 p)
{
    fg_vec3 ab = sub3(tri->b, tri->a), ac = sub3(tri->c, tri->a);
    fg_vec3 n = { q16((i64)ab.y * ac.z - (i64)ab.z * ac.y), q16((i64)ab.z * ac.x - (i64)ab.x * ac.z),
                  q16((i64)ab.x * ac.y - (i64)ab.y * ac.x) };
    const fg_vec3 *v[3] = { &tri->a, &tri->b, &tri->c };
    int k;
    for (k = 0; k < 3; k++) {
        fg_vec3 e = sub3(*v[(k + 1) % 3], *v[k]), w = sub3(p, *v[k]);
        fg_vec3 x = { q16((i64)e.y * w.z - (i64)e.z * w.y), q16((i64)e.z * w.x - (i64)e.x * w.z),
                      q16((i64)e.x * w.y - (i64)e.y * w.x) };
        if (dot3(n, x) < 0) {
            return FG_MISS;
        }
    }
    return FG_HIT;
}

fg_result plain_sphere_triangle_overlap(const fg_sphere *s, const fg_triangle *tri, fg_vec3 *closest)
{
    fg_vec3 q, m;
    plain_triangle_closest_point(tri, s->center, &q);
    m = sub3(s->center, q);
    if (dot3(m, m) > (i64)s->radius * s->radius) {
        return FG_MISS;
    }
    *closest = q;
    return FG_HIT;
}

/* ---- 2D segments and convex polygons ---- */

static i64 cross2(int32_t ax, int32_t ay, int32_t bx, int32_t by)   /* Q32 */
{
    return (i64)ax * by - (i64)ay * bx;
}

/* Cramer's rule with one reciprocal of the denominator; parallel pairs are not told apart
 * (no collinear overlap), t truncated. */
fg_segs2 plain_segment2_segment2_intersect(const fg_segment2 *a, const fg_segment2 *b, fg_scalar *ta, fg_scalar *tb,
                                           fg_vec2 *point)
{
    const int32_t wx = b->origin.x - a->origin.x, wy = b->origin.y - a->origin.y;
    i64 den = cross2(a->delta.x, a->delta.y, b->delta.x, b->delta.y);
    i64 sn = cross2(wx, wy, b->delta.x, b->delta.y), tn = cross2(wx, wy, a->delta.x, a->delta.y), inv;
    int32_t s, t;
    if (den == 0) {
        return FG_SEGS_PARALLEL;
    }
    inv = ((i64)1 << 46) / den;                 /* 2^46 / den: one division */
    s = (int32_t)((sn >> 16) * inv >> 14);
    t = (int32_t)((tn >> 16) * inv >> 14);
    if (s < 0 || s > P_ONE || t < 0 || t > P_ONE) {
        return FG_SEGS_DISJOINT;
    }
    *ta = s;
    *tb = t;
    point->x = a->origin.x + q16((i64)a->delta.x * s);
    point->y = a->origin.y + q16((i64)a->delta.y * s);
    return FG_SEGS_POINT;
}

fg_result plain_poly2_contains_point(const fg_poly2 *poly, fg_vec2 p)
{
    int32_t i;
    for (i = 0; i < poly->count; i++) {
        fg_vec2 a = poly->v[i], b = poly->v[i + 1 < poly->count ? i + 1 : 0];
        if (cross2(b.x - a.x, b.y - a.y, p.x - a.x, p.y - a.y) < 0) {
            return FG_MISS;
        }
    }
    return FG_HIT;
}

/* Cyrus-Beck with one truncating division per edge; the normal by unit2 below. */
static fg_vec2 unit2(int32_t x, int32_t y)
{
    fg_vec3 n = unit3(x, y, 0);
    fg_vec2 r = { n.x, n.y };
    return r;
}

fg_result plain_segment2_poly2_raycast(const fg_segment2 *seg, const fg_poly2 *poly, fg_scalar max_t, fg_hit2 *hit)
{
    int32_t i, t_in = 0, t_out = max_t > P_ONE ? P_ONE : max_t, edge = -1;
    for (i = 0; i < poly->count; i++) {
        fg_vec2 a = poly->v[i], b = poly->v[i + 1 < poly->count ? i + 1 : 0];
        int32_t ex = b.x - a.x, ey = b.y - a.y;
        i64 gap = cross2(ex, ey, seg->origin.x - a.x, seg->origin.y - a.y);
        i64 rate = cross2(ex, ey, seg->delta.x, seg->delta.y);
        if (rate == 0) {
            if (gap < 0) {
                return FG_MISS;
            }
        } else {
            int32_t t = (int32_t)(((-gap) << 8) / (rate >> 8));
            if (rate > 0 && t > t_in) {
                t_in = t;
                edge = i;
            } else if (rate < 0 && t < t_out) {
                t_out = t;
            }
        }
    }
    if (max_t < 0 || t_in > t_out) {
        return FG_MISS;
    }
    if (hit != 0) {
        fg_vec2 a = poly->v[edge < 0 ? 0 : edge], b = poly->v[edge + 1 < poly->count ? edge + 1 : 0];
        hit->t = t_in;
        hit->point.x = seg->origin.x + q16((i64)seg->delta.x * t_in);
        hit->point.y = seg->origin.y + q16((i64)seg->delta.y * t_in);
        hit->normal = unit2(b.y - a.y, a.x - b.x);
        hit->started_inside = edge < 0;
    }
    return FG_HIT;
}

/* Separating axes: every edge normal of both, all of the other polygon strictly outside. */
static bool plain_separates(const fg_poly2 *a, const fg_poly2 *b)
{
    int32_t i, j;
    for (i = 0; i < a->count; i++) {
        fg_vec2 p = a->v[i], q = a->v[i + 1 < a->count ? i + 1 : 0];
        for (j = 0; j < b->count; j++) {
            if (cross2(q.x - p.x, q.y - p.y, b->v[j].x - p.x, b->v[j].y - p.y) >= 0) {
                break;
            }
        }
        if (j == b->count) {
            return true;
        }
    }
    return false;
}

fg_result plain_poly2_poly2_overlap(const fg_poly2 *a, const fg_poly2 *b)
{
    return (plain_separates(a, b) || plain_separates(b, a)) ? FG_MISS : FG_HIT;
}

/* ---- issue 14's remaining rows ---- */

fg_result plain_grid3_walk(fg_vec3 origin, fg_vec3 cell_size, const int32_t cells[3], const fg_segment3 *seg,
                           fg_scalar max_t, int32_t *count, fg_scalar *last_t)
{
    const fix16_t o[3] = { origin.x, origin.y, origin.z }, s[3] = { cell_size.x, cell_size.y, cell_size.z };
    const fix16_t p[3] = { seg->origin.x, seg->origin.y, seg->origin.z };
    const fix16_t d[3] = { seg->delta.x, seg->delta.y, seg->delta.z };
    int32_t c[3], st[3], n = 1;
    fix16_t tm[3], td[3], t, end = max_t < fix16_one ? max_t : fix16_one;
    int k;
    if (max_t < 0) {
        return FG_MISS;
    }
    for (k = 0; k < 3; k++) {
        if (p[k] < o[k]) {
            return FG_MISS;
        }
        plain_dda_axis(p[k], d[k], o[k], s[k], &c[k], &st[k], &tm[k], &td[k]);
        if (c[k] >= cells[k]) {
            return FG_MISS;
        }
    }
    *last_t = 0;
    for (;;) {
        k = tm[0] <= tm[1] ? (tm[0] <= tm[2] ? 0 : 2) : (tm[1] <= tm[2] ? 1 : 2);
        if (tm[k] > end) break;
        t = tm[k];
        c[k] += st[k];
        tm[k] += td[k];
        if (c[k] < 0 || c[k] >= cells[k]) break;
        n++;
        *last_t = t;
    }
    *count = n;
    return FG_HIT;
}

/* The signs of the three edge cross products (Q32): inside when none disagree. */
fg_result plain_triangle2_contains_point(const fg_triangle2 *tri, fg_vec2 p)
{
    i64 d1 = cross2(tri->b.x - tri->a.x, tri->b.y - tri->a.y, p.x - tri->a.x, p.y - tri->a.y);
    i64 d2 = cross2(tri->c.x - tri->b.x, tri->c.y - tri->b.y, p.x - tri->b.x, p.y - tri->b.y);
    i64 d3 = cross2(tri->a.x - tri->c.x, tri->a.y - tri->c.y, p.x - tri->c.x, p.y - tri->c.y);
    int neg = d1 < 0 || d2 < 0 || d3 < 0, pos = d1 > 0 || d2 > 0 || d3 > 0;
    return (neg && pos) ? FG_MISS : FG_HIT;
}

/* nu / den and nv / den in Q16 by one reciprocal: all three shifted until den fits 31 bits,
 * so the products stay in int64 for |u|, |v| < 8 (truncating). */
static void plain_ratios(i64 nu, i64 nv, i64 den, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    i64 m = abs64(den), inv;
    int sh = m >= ((i64)1 << 31) ? 33 - __builtin_clzll((uint64_t)m) : 0;
    inv = ((i64)1 << 60) / (den >> sh);
    *u = (fg_scalar)(((nu >> sh) * inv) >> 44);
    *v = (fg_scalar)(((nv >> sh) * inv) >> 44);
    *w = P_ONE - *u - *v;
}

fg_result plain_triangle2_barycentric(const fg_triangle2 *tri, fg_vec2 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    const int32_t e1x = tri->b.x - tri->a.x, e1y = tri->b.y - tri->a.y;
    const int32_t e2x = tri->c.x - tri->a.x, e2y = tri->c.y - tri->a.y;
    const int32_t wx = p.x - tri->a.x, wy = p.y - tri->a.y;
    i64 den = cross2(e1x, e1y, e2x, e2y);
    if (den == 0) {
        return FG_MISS;
    }
    plain_ratios(cross2(wx, wy, e2x, e2y), cross2(e1x, e1y, wx, wy), den, u, v, w);
    return FG_OK;
}

/* The normal equations of the projection on Q16 dot products (Q32 >> 16); their products
 * need edges below about 2^7 units. */
fg_result plain_triangle_barycentric(const fg_triangle *tri, fg_vec3 p, fg_scalar *u, fg_scalar *v, fg_scalar *w)
{
    fg_vec3 e1 = sub3(tri->b, tri->a), e2 = sub3(tri->c, tri->a), r = sub3(p, tri->a);
    i64 g11 = dot3(e1, e1) >> 16, g12 = dot3(e1, e2) >> 16, g22 = dot3(e2, e2) >> 16;
    i64 r1 = dot3(e1, r) >> 16, r2 = dot3(e2, r) >> 16;
    i64 det = g11 * g22 - g12 * g12;
    if (det == 0) {
        return FG_MISS;
    }
    plain_ratios(r1 * g22 - r2 * g12, g11 * r2 - g12 * r1, det, u, v, w);
    return FG_OK;
}

/* dot(n, v) - d per vertex, Q32. */
static void plain_plane_gaps(const fg_triangle *tri, const fg_plane *plane, i64 g[3])
{
    i64 d = (i64)plane->d * P_ONE;
    g[0] = dot3(plane->n, tri->a) - d;
    g[1] = dot3(plane->n, tri->b) - d;
    g[2] = dot3(plane->n, tri->c) - d;
}

fg_side plain_triangle_plane_classify(const fg_triangle *tri, const fg_plane *plane)
{
    i64 g[3];
    plain_plane_gaps(tri, plane, g);
    if (g[0] > 0 && g[1] > 0 && g[2] > 0) return FG_FRONT;
    if (g[0] < 0 && g[1] < 0 && g[2] < 0) return FG_BACK;
    return FG_STRADDLING;
}

/* The edges a->b, b->c, c->a: a vertex on the plane, or one division per crossing edge. */
fg_result plain_triangle_plane_intersect(const fg_triangle *tri, const fg_plane *plane, fg_vec3 *p0, fg_vec3 *p1)
{
    const fg_vec3 *v[3] = { &tri->a, &tri->b, &tri->c };
    fg_vec3 q[2];
    i64 g[3];
    int n = 0, k;
    plain_plane_gaps(tri, plane, g);
    if ((g[0] > 0 && g[1] > 0 && g[2] > 0) || (g[0] < 0 && g[1] < 0 && g[2] < 0) ||
        (g[0] == 0 && g[1] == 0 && g[2] == 0)) {
        return FG_MISS;
    }
    for (k = 0; k < 3 && n < 2; k++) {
        int j = (k + 1) % 3;
        if (g[k] == 0) {
            q[n++] = *v[k];
        } else if (g[j] != 0 && (g[k] < 0) != (g[j] < 0)) {
            q[n++] = along(*v[k], sub3(*v[j], *v[k]), (int32_t)((g[k] * P_ONE) / (g[k] - g[j])));
        }
    }
    if (n == 1) {
        q[1] = q[0];
    }
    *p0 = q[0];
    *p1 = q[1];
    return FG_HIT;
}

#define P_MIN(a, b) ((a) < (b) ? (a) : (b))
#define P_MAX(a, b) ((a) > (b) ? (a) : (b))

fg_result plain_aabb2_aabb2_contains(const fg_aabb2 *a, const fg_aabb2 *b)
{
    return (a->min.x <= b->min.x && b->max.x <= a->max.x && a->min.y <= b->min.y && b->max.y <= a->max.y) ? FG_HIT
                                                                                                          : FG_MISS;
}

fg_result plain_aabb2_aabb2_union(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out)
{
    out->min.x = P_MIN(a->min.x, b->min.x);
    out->min.y = P_MIN(a->min.y, b->min.y);
    out->max.x = P_MAX(a->max.x, b->max.x);
    out->max.y = P_MAX(a->max.y, b->max.y);
    return FG_OK;
}

fg_result plain_aabb3_aabb3_union(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out)
{
    out->min.x = P_MIN(a->min.x, b->min.x);
    out->min.y = P_MIN(a->min.y, b->min.y);
    out->min.z = P_MIN(a->min.z, b->min.z);
    out->max.x = P_MAX(a->max.x, b->max.x);
    out->max.y = P_MAX(a->max.y, b->max.y);
    out->max.z = P_MAX(a->max.z, b->max.z);
    return FG_OK;
}

fg_result plain_aabb2_aabb2_intersection(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out)
{
    fg_aabb2 r;
    r.min.x = P_MAX(a->min.x, b->min.x);
    r.min.y = P_MAX(a->min.y, b->min.y);
    r.max.x = P_MIN(a->max.x, b->max.x);
    r.max.y = P_MIN(a->max.y, b->max.y);
    if (r.min.x > r.max.x || r.min.y > r.max.y) {
        return FG_MISS;
    }
    *out = r;
    return FG_HIT;
}

fg_result plain_aabb3_aabb3_intersection(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out)
{
    fg_aabb3 r;
    r.min.x = P_MAX(a->min.x, b->min.x);
    r.min.y = P_MAX(a->min.y, b->min.y);
    r.min.z = P_MAX(a->min.z, b->min.z);
    r.max.x = P_MIN(a->max.x, b->max.x);
    r.max.y = P_MIN(a->max.y, b->max.y);
    r.max.z = P_MIN(a->max.z, b->max.z);
    if (r.min.x > r.max.x || r.min.y > r.max.y || r.min.z > r.max.z) {
        return FG_MISS;
    }
    *out = r;
    return FG_HIT;
}

/* ---- issue 13: swept balls against boxes ----
 * What a user composes by hand from the plain casts: the centre's segment against the box
 * grown by r along each axis in turn (the flat faces), against a ball of radius r at each
 * corner and (3D) a cylinder around each edge (a circle cast in the two axes across the edge,
 * its hit kept when the free coordinate lies on the edge); the earliest hit wins. */
static void keep_earliest(fg_hit3 *best, bool *have, const fg_hit3 *h)
{
    if (!*have || h->t < best->t) {
        *best = *h;
        *have = true;
    }
}

fg_result plain_sphere_aabb3_sweep(const fg_sphere *s, fg_vec3 delta, const fg_aabb3 *box, fg_scalar max_t,
                                   fg_hit3 *hit)
{
    fg_segment3 seg = {s->center, delta};
    fg_hit3 h, best = {0, {0, 0, 0}, {0, 0, 0}, false};
    bool have = false;
    const int32_t lo[3] = {box->min.x, box->min.y, box->min.z}, hi[3] = {box->max.x, box->max.y, box->max.z};
    const int32_t c[3] = {s->center.x, s->center.y, s->center.z}, d[3] = {delta.x, delta.y, delta.z};
    int i, k;
    for (i = 0; i < 3; i++) {
        fg_aabb3 g = *box;
        int32_t *gl = &g.min.x, *gh = &g.max.x;
        gl[i] -= s->radius;
        gh[i] += s->radius;
        if (plain_segment3_aabb3_raycast(&seg, &g, max_t, &h) == FG_HIT) keep_earliest(&best, &have, &h);
    }
    for (k = 0; k < 8; k++) {
        fg_sphere corner = {{(k & 1) ? hi[0] : lo[0], (k & 2) ? hi[1] : lo[1], (k & 4) ? hi[2] : lo[2]}, s->radius};
        if (plain_segment3_sphere_raycast(&seg, &corner, max_t, &h) == FG_HIT) keep_earliest(&best, &have, &h);
    }
    for (i = 0; i < 3; i++) { /* edges along axis i */
        int u = (i + 1) % 3, v = (i + 2) % 3;
        for (k = 0; k < 4; k++) {
            fg_segment2 s2 = {{c[u], c[v]}, {d[u], d[v]}};
            fg_circle cyl = {{(k & 1) ? hi[u] : lo[u], (k & 2) ? hi[v] : lo[v]}, s->radius};
            fg_hit2 h2;
            if (plain_segment2_circle_raycast(&s2, &cyl, max_t, &h2) == FG_HIT) {
                int32_t e = c[i] + q16((i64)d[i] * h2.t);
                if (e >= lo[i] && e <= hi[i]) {
                    int32_t *hp = &h.point.x, *hn = &h.normal.x;
                    h.t = h2.t;
                    hp[i] = e;
                    hp[u] = cyl.center.x;
                    hp[v] = cyl.center.y;
                    hn[i] = 0;
                    hn[u] = h2.normal.x;
                    hn[v] = h2.normal.y;
                    h.started_inside = h2.started_inside;
                    keep_earliest(&best, &have, &h);
                }
            }
        }
    }
    if (!have) return FG_MISS;
    if (hit) *hit = best;
    return FG_HIT;
}

fg_result plain_circle_aabb2_sweep(const fg_circle *c, fg_vec2 delta, const fg_aabb2 *box, fg_scalar max_t,
                                   fg_hit2 *hit)
{
    fg_segment2 seg = {c->center, delta};
    fg_hit2 h, best = {0, {0, 0}, {0, 0}, false};
    bool have = false;
    int i, k;
    for (i = 0; i < 2; i++) {
        fg_aabb2 g = *box;
        int32_t *gl = &g.min.x, *gh = &g.max.x;
        gl[i] -= c->radius;
        gh[i] += c->radius;
        if (plain_segment2_aabb2_raycast(&seg, &g, max_t, &h) == FG_HIT && (!have || h.t < best.t)) {
            best = h;
            have = true;
        }
    }
    for (k = 0; k < 4; k++) {
        fg_circle corner = {{(k & 1) ? box->max.x : box->min.x, (k & 2) ? box->max.y : box->min.y}, c->radius};
        if (plain_segment2_circle_raycast(&seg, &corner, max_t, &h) == FG_HIT && (!have || h.t < best.t)) {
            best = h;
            have = true;
        }
    }
    if (!have) return FG_MISS;
    if (hit) *hit = best;
    return FG_HIT;
}

/* ---- capsules (issue 13) ---- */

/* The usual float-style capsule cast in Q16.16: start inside from the clamped projection,
 * the two flat sides through the axis' unit normal (one square root, one division), the
 * two end discs by ball_cast; the earliest contact wins. */
fg_result plain_segment2_capsule2_raycast(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t,
                                          fg_hit2 *hit)
{
    const int32_t u[2] = { cap->b.x - cap->a.x, cap->b.y - cap->a.y };
    const int32_t d[2] = { seg->delta.x, seg->delta.y };
    int32_t ma[2] = { seg->origin.x - cap->a.x, seg->origin.y - cap->a.y };
    int32_t mb[2] = { seg->origin.x - cap->b.x, seg->origin.y - cap->b.y };
    i64 uu = (i64)u[0] * u[0] + (i64)u[1] * u[1], s = 0, r2 = (i64)cap->radius * cap->radius;
    int32_t best = INT32_MAX, t, n[2] = { 0, 0 }, len, nx = 0, ny = 0;
    bool inside;
    int k;
    if (max_t < 0 || cap->radius < 0) {
        return FG_MISS;
    }
    if (uu >= P_ONE) {
        s = clamp01(((i64)ma[0] * u[0] + (i64)ma[1] * u[1]) / (uu >> 16));
    }
    {
        i64 qx = ma[0] - q16(u[0] * s), qy = ma[1] - q16(u[1] * s);
        if (qx * qx + qy * qy <= r2) {
            if (hit != 0) {
                hit->t = 0;
                hit->point = seg->origin;
                hit->normal.x = 0; hit->normal.y = 0;
                hit->started_inside = true;
            }
            return FG_HIT;
        }
    }
    for (k = 0; k < 2; k++) {
        if (ball_cast(k ? mb : ma, d, 2, cap->radius, max_t, &t, &inside) && t < best) {
            const int32_t *c = k ? &cap->b.x : &cap->a.x;
            const int32_t pc[2] = { seg->origin.x + q16((i64)d[0] * t) - c[0], seg->origin.y + q16((i64)d[1] * t) - c[1] };
            best = t;
            ball_normal(pc, 2, cap->radius, n);
        }
    }
    len = (int32_t)isqrt64((uint64_t)uu);            /* |u| in Q16 */
    if (len > 0) {
        i64 h0, hd;
        nx = (int32_t)(((i64)u[1] << 16) / len);
        ny = (int32_t)(((i64)-u[0] << 16) / len);
        h0 = q16((i64)ma[0] * nx + (i64)ma[1] * ny);
        hd = q16((i64)d[0] * nx + (i64)d[1] * ny);
        if (h0 < 0) {
            h0 = -h0, hd = -hd, nx = -nx, ny = -ny;
        }
        if (h0 > cap->radius && hd < 0) {
            i64 ts = ((h0 - cap->radius) << 16) / -hd, ax;
            if (ts <= clamp_t(max_t) && ts < best) {
                ax = q16((i64)(ma[0] + q16(d[0] * ts)) * u[0] + (i64)(ma[1] + q16(d[1] * ts)) * u[1]);
                if (ax >= 0 && ax <= q16(uu)) {
                    best = (int32_t)ts;
                    n[0] = nx; n[1] = ny;
                }
            }
        }
    }
    if (best == INT32_MAX) {
        return FG_MISS;
    }
    if (hit != 0) {
        hit->t = best;
        hit->point.x = seg->origin.x + q16((i64)d[0] * best);
        hit->point.y = seg->origin.y + q16((i64)d[1] * best);
        hit->normal.x = n[0]; hit->normal.y = n[1];
        hit->started_inside = false;
    }
    return FG_HIT;
}

/* The axis parameter of p's nearest point on [a, a + u] (Q16, clamped). */
static i64 axis_param(const int32_t *m, const int32_t *u, int dim)
{
    i64 s = 0, uu = 0;
    int i;
    for (i = 0; i < dim; i++) {
        s += (i64)m[i] * u[i];
        uu += (i64)u[i] * u[i];
    }
    return uu >= P_ONE ? clamp01(s / (uu >> 16)) : 0;
}

/* Capsule vs ball: the nearest axis point from the Q16 parameter, its distance squared. */
fg_result plain_capsule3_sphere_overlap(const fg_capsule3 *cap, const fg_sphere *s, fg_vec3 *axis_pt)
{
    const int32_t u[3] = { cap->b.x - cap->a.x, cap->b.y - cap->a.y, cap->b.z - cap->a.z };
    const int32_t m[3] = { s->center.x - cap->a.x, s->center.y - cap->a.y, s->center.z - cap->a.z };
    i64 t = axis_param(m, u, 3), r = (i64)cap->radius + s->radius;
    fg_vec3 q = along(cap->a, sub3(cap->b, cap->a), (int32_t)t);
    fg_vec3 d = sub3(s->center, q);
    if (cap->radius < 0 || s->radius < 0 || dot3(d, d) > r * r) {
        return FG_MISS;
    }
    *axis_pt = q;
    return FG_HIT;
}

/* Two 2D capsules: the four end-to-axis distances (no crossing test beyond a sign check). */
fg_result plain_capsule2_capsule2_overlap(const fg_capsule2 *p, const fg_capsule2 *q, fg_vec2 *on_p, fg_vec2 *on_q)
{
    const fg_capsule2 *c[2] = { p, q };
    i64 r = (i64)p->radius + q->radius, best = INT64_MAX;
    int k;
    if (p->radius < 0 || q->radius < 0) {
        return FG_MISS;
    }
    for (k = 0; k < 4; k++) {
        const fg_capsule2 *own = c[k >> 1], *oth = c[1 - (k >> 1)];
        const fg_vec2 e = (k & 1) ? own->b : own->a;
        const int32_t u[2] = { oth->b.x - oth->a.x, oth->b.y - oth->a.y };
        const int32_t m[2] = { e.x - oth->a.x, e.y - oth->a.y };
        i64 t = axis_param(m, u, 2), dx, dy;
        fg_vec2 x;
        x.x = oth->a.x + q16((i64)u[0] * t);
        x.y = oth->a.y + q16((i64)u[1] * t);
        dx = e.x - x.x;
        dy = e.y - x.y;
        if (dx * dx + dy * dy < best) {
            best = dx * dx + dy * dy;
            *(k < 2 ? on_p : on_q) = e;
            *(k < 2 ? on_q : on_p) = x;
        }
    }
    return best <= r * r ? FG_HIT : FG_MISS;
}

/* ---- contact manifolds (issue 13 item 5) ----
 * What a Q16.16 user writes from cute_c2's manifold routines: the squared-distance test in
 * 64 bits, then one square root and the plain unit vector (unit2), depth and point from
 * the rounded normal. */
static void plain_one(fg_manifold2 *m, fg_vec2 n, int32_t depth, int32_t px, int32_t py)
{
    m->count = 1;
    m->normal = n;
    m->depth[0] = depth;
    m->point[0].x = px;
    m->point[0].y = py;
    m->depth[1] = 0;
    m->point[1].x = 0;
    m->point[1].y = 0;
}

/* The disc of radius R at e against the point c of a disc of radius rb. */
static fg_result plain_ball_contact(int32_t ex, int32_t ey, int32_t cx, int32_t cy, i64 R, int32_t rb,
                                    fg_manifold2 *m)
{
    i64 dx = (i64)cx - ex, dy = (i64)cy - ey, dd = dx * dx + dy * dy;
    fg_vec2 n = { P_ONE, 0 };
    int32_t len;
    if (dd > R * R) {
        return FG_MISS;
    }
    len = (int32_t)isqrt64((uint64_t)dd);
    if (dd != 0) {
        n = unit2((int32_t)dx, (int32_t)dy);
    }
    plain_one(m, n, (int32_t)(R - len), cx - q16((i64)rb * n.x), cy - q16((i64)rb * n.y));
    return FG_HIT;
}

fg_result plain_circle_circle_manifold(const fg_circle *a, const fg_circle *b, fg_manifold2 *m)
{
    if (a->radius < 0 || b->radius < 0) {
        return FG_MISS;
    }
    return plain_ball_contact(a->center.x, a->center.y, b->center.x, b->center.y, (i64)a->radius + b->radius,
                              b->radius, m);
}

fg_result plain_circle_aabb2_manifold(const fg_circle *c, const fg_aabb2 *box, fg_manifold2 *m)
{
    int32_t qx = clamp_to(c->center.x, box->min.x, box->max.x), qy = clamp_to(c->center.y, box->min.y, box->max.y);
    i64 dx = (i64)qx - c->center.x, dy = (i64)qy - c->center.y, dd = dx * dx + dy * dy;
    if (c->radius < 0 || box->min.x > box->max.x || box->min.y > box->max.y || dd > (i64)c->radius * c->radius) {
        return FG_MISS;
    }
    if (dd != 0) {
        plain_one(m, unit2((int32_t)dx, (int32_t)dy), c->radius - (int32_t)isqrt64((uint64_t)dd), qx, qy);
    } else {
        int32_t g[4] = { c->center.x - box->min.x, box->max.x - c->center.x, c->center.y - box->min.y,
                         box->max.y - c->center.y };
        int k, best = 0;
        for (k = 1; k < 4; k++) {
            best = g[k] < g[best] ? k : best;
        }
        {
            fg_vec2 n = { best == 0 ? P_ONE : (best == 1 ? -P_ONE : 0), best == 2 ? P_ONE : (best == 3 ? -P_ONE : 0) };
            plain_one(m, n, c->radius + g[best], best == 0 ? box->min.x : (best == 1 ? box->max.x : c->center.x),
                      best == 2 ? box->min.y : (best == 3 ? box->max.y : c->center.y));
        }
    }
    return FG_HIT;
}

fg_result plain_aabb2_aabb2_manifold(const fg_aabb2 *a, const fg_aabb2 *b, fg_manifold2 *m)
{
    int32_t g[4], lo[2], hi[2];
    int k, best = 0, ax, o;
    if (a->min.x > a->max.x || a->min.y > a->max.y || b->min.x > b->max.x || b->min.y > b->max.y ||
        a->max.x < b->min.x || b->max.x < a->min.x || a->max.y < b->min.y || b->max.y < a->min.y) {
        return FG_MISS;
    }
    g[0] = a->max.x - b->min.x;
    g[1] = b->max.x - a->min.x;
    g[2] = a->max.y - b->min.y;
    g[3] = b->max.y - a->min.y;
    for (k = 1; k < 4; k++) {
        best = g[k] < g[best] ? k : best;
    }
    lo[0] = a->min.x > b->min.x ? a->min.x : b->min.x;
    lo[1] = a->min.y > b->min.y ? a->min.y : b->min.y;
    hi[0] = a->max.x < b->max.x ? a->max.x : b->max.x;
    hi[1] = a->max.y < b->max.y ? a->max.y : b->max.y;
    ax = best >> 1;
    o = 1 - ax;
    m->normal.x = ax == 0 ? ((best & 1) ? -P_ONE : P_ONE) : 0;
    m->normal.y = ax == 1 ? ((best & 1) ? -P_ONE : P_ONE) : 0;
    m->count = lo[o] == hi[o] ? 1 : 2;
    for (k = 0; k < 2; k++) {
        int32_t f = (best & 1) ? hi[ax] : lo[ax], t = k == 0 ? lo[o] : hi[o];
        m->depth[k] = k < m->count ? g[best] : 0;
        m->point[k].x = k < m->count ? (ax == 0 ? f : t) : 0;
        m->point[k].y = k < m->count ? (ax == 0 ? t : f) : 0;
    }
    return FG_HIT;
}

fg_result plain_capsule2_circle_manifold(const fg_capsule2 *cap, const fg_circle *c, fg_manifold2 *m)
{
    const int32_t u[2] = { cap->b.x - cap->a.x, cap->b.y - cap->a.y };
    const int32_t w[2] = { c->center.x - cap->a.x, c->center.y - cap->a.y };
    i64 t = axis_param(w, u, 2);
    int32_t qx = cap->a.x + q16((i64)u[0] * t), qy = cap->a.y + q16((i64)u[1] * t);
    if (cap->radius < 0 || c->radius < 0) {
        return FG_MISS;
    }
    return plain_ball_contact(qx, qy, c->center.x, c->center.y, (i64)cap->radius + c->radius, c->radius, m);
}

/* ---- batch: nearest of N discs / balls (issue 13) ---- */
/* A loop over the plain ball casts, the nearest rounded t so far as the next limit,
 * ties to the lowest index (rounded t's: no exact order of the roots). */
fg_result plain_segment2_circle_batch_nearest(const fg_segment2 *seg, const fg_circle *c, size_t count,
                                              fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    fg_hit2 h, best;
    size_t i, bi = 0;
    int found = 0;
    for (i = 0; i < count; i++) {
        if (plain_segment2_circle_raycast(seg, &c[i], found ? best.t : max_t, &h) == FG_HIT && (!found || h.t < best.t)) {
            best = h, bi = i, found = 1;
        }
    }
    if (!found) return FG_MISS;
    if (index) *index = bi;
    if (hit) *hit = best;
    return FG_HIT;
}

fg_result plain_segment3_sphere_batch_nearest(const fg_segment3 *seg, const fg_sphere *s, size_t count,
                                              fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    fg_hit3 h, best;
    size_t i, bi = 0;
    int found = 0;
    for (i = 0; i < count; i++) {
        if (plain_segment3_sphere_raycast(seg, &s[i], found ? best.t : max_t, &h) == FG_HIT && (!found || h.t < best.t)) {
            best = h, bi = i, found = 1;
        }
    }
    if (!found) return FG_MISS;
    if (index) *index = bi;
    if (hit) *hit = best;
    return FG_HIT;
}

/* ---- move-and-slide (issue 13) ---- */

/* The usual mover in Q16.16, the way a game writes it: plain sweeps against every wall, the
 * earliest wins, move to p + r t, clip r (1 - t) against the normal when moving in; no
 * exact stop check and no back-off. Returns the number of contacts. */
static void plain_clip2(fg_vec2 *r, fg_vec2 n)
{
    fix16_t d = fix16_add(fix16_mul(r->x, n.x), fix16_mul(r->y, n.y));
    if (d < 0) {
        r->x = fix16_sub(r->x, fix16_mul(n.x, d));
        r->y = fix16_sub(r->y, fix16_mul(n.y, d));
    }
}

int32_t plain_circle_aabb2_slide(const fg_circle *c, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                 int32_t max_iter, fg_vec2 *end)
{
    fg_circle m = *c;
    fg_vec2 r = delta;
    int32_t it, i, contacts = 0;
    for (it = 0; it < max_iter; it++) {
        fg_hit2 h, best = {0, {0, 0}, {0, 0}, false};
        bool have = false;
        for (i = 0; i < count; i++) {
            if (plain_circle_aabb2_sweep(&m, r, &walls[i], fix16_one, &h) == FG_HIT && !h.started_inside && (!have || h.t < best.t)) {
                best = h;
                have = true;
            }
        }
        if (!have) {
            m.center.x = fix16_add(m.center.x, r.x);
            m.center.y = fix16_add(m.center.y, r.y);
            break;
        }
        contacts++;
        m.center.x = fix16_add(m.center.x, fix16_mul(r.x, best.t));
        m.center.y = fix16_add(m.center.y, fix16_mul(r.y, best.t));
        r.x = fix16_mul(r.x, fix16_sub(fix16_one, best.t));
        r.y = fix16_mul(r.y, fix16_sub(fix16_one, best.t));
        plain_clip2(&r, best.normal);
        if (r.x == 0 && r.y == 0) break;
    }
    *end = m.center;
    return contacts;
}

int32_t plain_aabb2_aabb2_slide(const fg_aabb2 *box, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                int32_t max_iter, fg_vec2 *end)
{
    fg_aabb2 m = *box;
    fg_vec2 r = delta;
    int32_t it, i, contacts = 0;
    for (it = 0; it < max_iter; it++) {
        fg_hit2 h, best = {0, {0, 0}, {0, 0}, false};
        bool have = false;
        fix16_t dx, dy;
        for (i = 0; i < count; i++) {
            if (plain_aabb2_aabb2_sweep(&m, r, &walls[i], fix16_one, &h) == FG_HIT && !h.started_inside && (!have || h.t < best.t)) {
                best = h;
                have = true;
            }
        }
        if (!have) {
            dx = r.x;
            dy = r.y;
        } else {
            contacts++;
            dx = fix16_mul(r.x, best.t);
            dy = fix16_mul(r.y, best.t);
        }
        m.min.x = fix16_add(m.min.x, dx);
        m.min.y = fix16_add(m.min.y, dy);
        m.max.x = fix16_add(m.max.x, dx);
        m.max.y = fix16_add(m.max.y, dy);
        if (!have) break;
        r.x = fix16_mul(r.x, fix16_sub(fix16_one, best.t));
        r.y = fix16_mul(r.y, fix16_sub(fix16_one, best.t));
        plain_clip2(&r, best.normal);
        if (r.x == 0 && r.y == 0) break;
    }
    *end = m.min;
    return contacts;
}

/* ---- 3D move-and-slide (issue 13) ----
 * The 2D movers' loop in 3D, on the plain sweeps: the earliest hit of any wall wins, the
 * mover goes to p + r t, what is left, r (1 - t), loses its component into the wall.
 * A hit flagged as started inside is skipped (a wall one is in does not block, as in
 * fixgeom): the plain slab cast also flags a box behind the start, on the motion's line,
 * that way, and taking those would stop the mover in free space. */
static void plain_clip3(fg_vec3 *r, fg_vec3 n)
{
    int32_t d = q16(dot3(*r, n));
    if (d < 0) {
        r->x -= q16((i64)n.x * d);
        r->y -= q16((i64)n.y * d);
        r->z -= q16((i64)n.z * d);
    }
}

/* The step to the contact, r t; r becomes the rest of the motion, clipped. */
static fg_vec3 plain_slide3_step(fg_vec3 *r, const fg_hit3 *h)
{
    fg_vec3 z = { 0, 0, 0 }, step = along(z, *r, h->t);
    *r = sub3(*r, step);
    plain_clip3(r, h->normal);
    return step;
}

static bool plain_zero3(fg_vec3 v)
{
    return v.x == 0 && v.y == 0 && v.z == 0;
}

static fg_vec3 add3(fg_vec3 a, fg_vec3 b)
{
    fg_vec3 r = { a.x + b.x, a.y + b.y, a.z + b.z };
    return r;
}

int32_t plain_sphere_aabb3_slide(const fg_sphere *s, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                 int32_t max_iter, fg_vec3 *end)
{
    fg_sphere m = *s;
    fg_vec3 r = delta;
    int32_t it, i, contacts = 0;
    for (it = 0; it < max_iter; it++) {
        fg_hit3 h, best = { 0 };
        bool have = false;
        for (i = 0; i < count; i++) {
            if (plain_sphere_aabb3_sweep(&m, r, &walls[i], fix16_one, &h) == FG_HIT && !h.started_inside &&
                (!have || h.t < best.t)) {
                best = h;
                have = true;
            }
        }
        if (!have) {
            m.center = add3(m.center, r);
            break;
        }
        contacts++;
        m.center = add3(m.center, plain_slide3_step(&r, &best));
        if (plain_zero3(r)) break;
    }
    *end = m.center;
    return contacts;
}

int32_t plain_aabb3_aabb3_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                int32_t max_iter, fg_vec3 *end)
{
    fg_aabb3 m = *box;
    fg_vec3 r = delta, step;
    int32_t it, i, contacts = 0;
    for (it = 0; it < max_iter; it++) {
        fg_hit3 h, best = { 0 };
        bool have = false;
        for (i = 0; i < count; i++) {
            if (plain_aabb3_aabb3_sweep(&m, r, &walls[i], fix16_one, &h) == FG_HIT && !h.started_inside &&
                (!have || h.t < best.t)) {
                best = h;
                have = true;
            }
        }
        step = have ? plain_slide3_step(&r, &best) : r;
        m.min = add3(m.min, step);
        m.max = add3(m.max, step);
        if (!have) break;
        contacts++;
        if (plain_zero3(r)) break;
    }
    *end = m.min;
    return contacts;
}

int32_t plain_aabb3_triangle_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                   int32_t max_iter, fg_vec3 *end)
{
    fg_aabb3 m = *box;
    fg_vec3 r = delta, step;
    int32_t it, i, contacts = 0;
    for (it = 0; it < max_iter; it++) {
        fg_hit3 h, best = { 0 };
        bool have = false;
        for (i = 0; i < count; i++) {
            if (plain_aabb3_triangle_sweep(&m, r, &walls[i], fix16_one, &h) == FG_HIT && !h.started_inside &&
                (!have || h.t < best.t)) {
                best = h;
                have = true;
            }
        }
        step = have ? plain_slide3_step(&r, &best) : r;
        m.min = add3(m.min, step);
        m.max = add3(m.max, step);
        if (!have) break;
        contacts++;
        if (plain_zero3(r)) break;
    }
    *end = m.min;
    return contacts;
}

int32_t plain_sphere_triangle_slide(const fg_sphere *s, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                    int32_t max_iter, fg_vec3 *end)
{
    fg_sphere m = *s;
    fg_vec3 r = delta;
    int32_t it, i, contacts = 0;
    for (it = 0; it < max_iter; it++) {
        fg_hit3 h, best = { 0 };
        bool have = false;
        for (i = 0; i < count; i++) {
            if (plain_sphere_triangle_sweep(&m, r, &walls[i], fix16_one, &h) == FG_HIT && !h.started_inside &&
                (!have || h.t < best.t)) {
                best = h;
                have = true;
            }
        }
        if (!have) {
            m.center = add3(m.center, r);
            break;
        }
        contacts++;
        m.center = add3(m.center, plain_slide3_step(&r, &best));
        if (plain_zero3(r)) break;
    }
    *end = m.center;
    return contacts;
}

/* ---- batch: nearest of N 2D capsules (issue 13) ---- */
/* A loop over the plain capsule casts, the nearest rounded t so far as the next limit,
 * ties to the lowest index. */
fg_result plain_segment2_capsule2_batch_nearest(const fg_segment2 *seg, const fg_capsule2 *c, size_t count,
                                                fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    fg_hit2 h, best;
    size_t i, bi = 0;
    int found = 0;
    for (i = 0; i < count; i++) {
        if (plain_segment2_capsule2_raycast(seg, &c[i], found ? best.t : max_t, &h) == FG_HIT && (!found || h.t < best.t)) {
            best = h, bi = i, found = 1;
        }
    }
    if (!found) return FG_MISS;
    if (index) *index = bi;
    if (hit) *hit = best;
    return FG_HIT;
}

/* swept box vs triangle (issue 13): the SAT with the box moving, straightforwardly. Each
 * axis becomes a Q16 unit vector (unit3), every projection a Q32 dot product cut to Q16,
 * each entry and exit one fix16_div; the latest entry before the earliest exit wins.
 * Touching counts as a hit (no touch rules), a start inside gives t = 0 and the entry
 * normal of nothing (zero). */
static fg_vec3 plain_bt_axis(int k, const fg_triangle *t)
{
    fg_vec3 z = {0, 0, 0}, e;
    i64 l[3] = {0, 0, 0};
    if (k < 3) {
        l[k] = P_ONE;
    } else if (k == 3) {
        fg_vec3 e1 = sub3(t->b, t->a), e2 = sub3(t->c, t->a);
        l[0] = (i64)e1.y * e2.z - (i64)e1.z * e2.y;
        l[1] = (i64)e1.z * e2.x - (i64)e1.x * e2.z;
        l[2] = (i64)e1.x * e2.y - (i64)e1.y * e2.x;
    } else {
        int i = (k - 4) / 3, j = (k - 4) % 3;
        e = i == 0 ? sub3(t->b, t->a) : i == 1 ? sub3(t->c, t->b) : sub3(t->a, t->c);
        if (j == 0) { l[1] = e.z; l[2] = -e.y; }
        else if (j == 1) { l[0] = -e.z; l[2] = e.x; }
        else { l[0] = e.y; l[1] = -e.x; }
    }
    if (l[0] == 0 && l[1] == 0 && l[2] == 0) return z;
    return unit3(l[0], l[1], l[2]);
}

fg_result plain_aabb3_triangle_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                     fg_hit3 *hit)
{
    int32_t en = 0, ex;
    fg_vec3 n = {0, 0, 0};
    int k;
    if (max_t < 0) return FG_MISS;
    ex = clamp_t(max_t);
    for (k = 0; k < 13; k++) {
        fg_vec3 u = plain_bt_axis(k, tri), lo, hi;
        int32_t bl, bh, pa, pb, pc, tl, th, s, e = 0, x = INT32_MAX;
        if (u.x == 0 && u.y == 0 && u.z == 0) continue;
        lo.x = u.x >= 0 ? box->min.x : box->max.x; hi.x = u.x >= 0 ? box->max.x : box->min.x;
        lo.y = u.y >= 0 ? box->min.y : box->max.y; hi.y = u.y >= 0 ? box->max.y : box->min.y;
        lo.z = u.z >= 0 ? box->min.z : box->max.z; hi.z = u.z >= 0 ? box->max.z : box->min.z;
        bl = q16(dot3(u, lo));
        bh = q16(dot3(u, hi));
        pa = q16(dot3(u, tri->a)); pb = q16(dot3(u, tri->b)); pc = q16(dot3(u, tri->c));
        tl = pa < pb ? (pa < pc ? pa : pc) : (pb < pc ? pb : pc);
        th = pa > pb ? (pa > pc ? pa : pc) : (pb > pc ? pb : pc);
        s = q16(dot3(u, delta));
        if (bh < tl) {
            if (s <= 0) return FG_MISS;
            e = fix16_div(tl - bh, s);
            x = fix16_div(th - bl, s);
            if (e > en) { en = e; n.x = -u.x; n.y = -u.y; n.z = -u.z; }
        } else if (bl > th) {
            if (s >= 0) return FG_MISS;
            e = fix16_div(bl - th, -s);
            x = fix16_div(bh - tl, -s);
            if (e > en) { en = e; n = u; }
        } else if (s > 0) {
            x = fix16_div(th - bl, s);
        } else if (s < 0) {
            x = fix16_div(bh - tl, -s);
        }
        if (x < ex) ex = x;
    }
    if (en > ex) return FG_MISS;
    set_hit(hit, en, along(box->min, delta, en), n, en == 0);
    return FG_HIT;
}

/* ---- 3D capsule casts and sweeps (issue 13, capsule3): the ends as balls, the cylinder as the
 * ball cast of the components perpendicular to the rounded unit axis, every step rounded. */
fg_result plain_segment3_capsule3_raycast(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t, fg_hit3 *hit)
{
    const int32_t u[3] = { cap->b.x - cap->a.x, cap->b.y - cap->a.y, cap->b.z - cap->a.z };
    const int32_t d[3] = { seg->delta.x, seg->delta.y, seg->delta.z };
    const int32_t ma[3] = { seg->origin.x - cap->a.x, seg->origin.y - cap->a.y, seg->origin.z - cap->a.z };
    const int32_t mb[3] = { seg->origin.x - cap->b.x, seg->origin.y - cap->b.y, seg->origin.z - cap->b.z };
    i64 uu = (i64)u[0] * u[0] + (i64)u[1] * u[1] + (i64)u[2] * u[2];
    int32_t best = INT32_MAX, t, n[3] = { 0, 0, 0 }, len;
    bool inside;
    int k, i;
    fg_vec3 nv;
    if (max_t < 0 || cap->radius < 0) {
        return FG_MISS;
    }
    for (k = 0; k < 2; k++) {
        if (ball_cast(k ? mb : ma, d, 3, cap->radius, max_t, &t, &inside)) {
            if (inside) {
                nv.x = 0; nv.y = 0; nv.z = 0;
                set_hit(hit, 0, seg->origin, nv, true);
                return FG_HIT;
            }
            if (t < best) {
                const int32_t *c = k ? &cap->b.x : &cap->a.x;
                fg_vec3 p = along(seg->origin, seg->delta, t);
                const int32_t pc[3] = { p.x - c[0], p.y - c[1], p.z - c[2] };
                best = t;
                ball_normal(pc, 3, cap->radius, n);
            }
        }
    }
    len = (int32_t)isqrt64((uint64_t)uu); /* |u| raw */
    if (len > 0) {
        int32_t e[3], mp[3], dp[3];
        i64 sm = 0, sd = 0;
        for (i = 0; i < 3; i++) {
            e[i] = (int32_t)(((i64)u[i] << 16) / len);
        }
        for (i = 0; i < 3; i++) {
            sm += (i64)ma[i] * e[i];
            sd += (i64)d[i] * e[i];
        }
        sm >>= 16;
        sd >>= 16;
        for (i = 0; i < 3; i++) {
            mp[i] = ma[i] - q16((i64)e[i] * sm);
            dp[i] = d[i] - q16((i64)e[i] * sd);
        }
        if (ball_cast(mp, dp, 3, cap->radius, max_t, &t, &inside)) {
            i64 ax = sm + q16(sd * t);
            if (ax >= 0 && ax <= len) {
                if (inside) {
                    nv.x = 0; nv.y = 0; nv.z = 0;
                    set_hit(hit, 0, seg->origin, nv, true);
                    return FG_HIT;
                }
                if (t < best) {
                    int32_t pc[3];
                    for (i = 0; i < 3; i++) {
                        pc[i] = mp[i] + q16((i64)dp[i] * t);
                    }
                    best = t;
                    ball_normal(pc, 3, cap->radius, n);
                }
            }
        }
    }
    if (best == INT32_MAX) {
        return FG_MISS;
    }
    nv.x = n[0]; nv.y = n[1]; nv.z = n[2];
    set_hit(hit, best, along(seg->origin, seg->delta, best), nv, false);
    return FG_HIT;
}

fg_result plain_sphere_capsule3_sweep(const fg_sphere *s, fg_vec3 delta, const fg_capsule3 *cap, fg_scalar max_t,
                                      fg_hit3 *hit)
{
    fg_segment3 seg;
    fg_capsule3 g = *cap;
    fg_hit3 h;
    if (s->radius < 0 || cap->radius < 0) {
        return FG_MISS;
    }
    seg.origin = s->center;
    seg.delta = delta;
    g.radius = cap->radius + s->radius;
    if (plain_segment3_capsule3_raycast(&seg, &g, max_t, &h) != FG_HIT) {
        return FG_MISS;
    }
    if (!h.started_inside) {
        h.point.x -= q16((i64)h.normal.x * s->radius);
        h.point.y -= q16((i64)h.normal.y * s->radius);
        h.point.z -= q16((i64)h.normal.z * s->radius);
    }
    if (hit != 0) {
        *hit = h;
    }
    return FG_HIT;
}

/* ---- capsule vs box (issue 13 item 3) ----
 * What a Q16.16 user writes (the common game approach): the axis point nearest to the box
 * centre, its clamp into the box, the axis point nearest to that, clamped again; the
 * squared distance of the last pair in 64 bits. Two alternations, not exact: a skew axis
 * near an edge or a corner may be judged apart. */
static void capbox_plain(int dim, const int32_t *a, const int32_t *b, const int32_t *lo, const int32_t *hi,
                         int32_t *x, int32_t *y)
{
    int32_t u[3], m[3];
    int i, k;
    for (i = 0; i < dim; i++) {
        u[i] = b[i] - a[i];
        y[i] = lo[i] + (int32_t)(((i64)hi[i] - lo[i]) / 2);
    }
    for (k = 0; k < 2; k++) {
        i64 t;
        for (i = 0; i < dim; i++) {
            m[i] = y[i] - a[i];
        }
        t = axis_param(m, u, dim);
        for (i = 0; i < dim; i++) {
            x[i] = a[i] + q16((i64)u[i] * t);
            y[i] = x[i] < lo[i] ? lo[i] : (x[i] > hi[i] ? hi[i] : x[i]);
        }
    }
}

static fg_result capbox_plain_verdict(int dim, const int32_t *x, const int32_t *y, int32_t r)
{
    i64 d = 0;
    int i;
    for (i = 0; i < dim; i++) {
        d += ((i64)x[i] - y[i]) * ((i64)x[i] - y[i]);
    }
    return d <= (i64)r * r ? FG_HIT : FG_MISS;
}

fg_result plain_capsule2_aabb2_overlap(const fg_capsule2 *cap, const fg_aabb2 *box, fg_vec2 *on_axis, fg_vec2 *on_box)
{
    const int32_t a[2] = { cap->a.x, cap->a.y }, b[2] = { cap->b.x, cap->b.y };
    const int32_t lo[2] = { box->min.x, box->min.y }, hi[2] = { box->max.x, box->max.y };
    int32_t x[2] = { 0, 0 }, y[2] = { 0, 0 };
    if (cap->radius < 0 || lo[0] > hi[0] || lo[1] > hi[1]) {
        return FG_MISS;
    }
    capbox_plain(2, a, b, lo, hi, x, y);
    on_axis->x = x[0], on_axis->y = x[1];
    on_box->x = y[0], on_box->y = y[1];
    return capbox_plain_verdict(2, x, y, cap->radius);
}

fg_result plain_capsule3_aabb3_overlap(const fg_capsule3 *cap, const fg_aabb3 *box, fg_vec3 *on_axis, fg_vec3 *on_box)
{
    const int32_t a[3] = { cap->a.x, cap->a.y, cap->a.z }, b[3] = { cap->b.x, cap->b.y, cap->b.z };
    const int32_t lo[3] = { box->min.x, box->min.y, box->min.z }, hi[3] = { box->max.x, box->max.y, box->max.z };
    int32_t x[3] = { 0, 0, 0 }, y[3] = { 0, 0, 0 };
    if (cap->radius < 0 || lo[0] > hi[0] || lo[1] > hi[1] || lo[2] > hi[2]) {
        return FG_MISS;
    }
    capbox_plain(3, a, b, lo, hi, x, y);
    on_axis->x = x[0], on_axis->y = x[1], on_axis->z = x[2];
    on_box->x = y[0], on_box->y = y[1], on_box->z = y[2];
    return capbox_plain_verdict(3, x, y, cap->radius);
}

/* Two 3D capsules as the usual float code does it in Q16.16: the lines' parameters
 * s = (b e - c d) / den in Q16 (products with low bits dropped to fit 64 bits), clamped,
 * then t from s and s from t (the clamped line of each), and the squared distance of the
 * rounded points in 64 bits. Parallel (den < 1): s = 0. */
static i64 clamp_q16(i64 x) { return x < 0 ? 0 : (x > P_ONE ? P_ONE : x); }
/* Q16 products with 8 bits dropped from each factor (64 bits at 100-unit scales). */
static i64 mulq(i64 x, i64 y) { return (x / 256) * (y / 256); }
static i64 ratio_q16(i64 n, i64 d) { return d >= P_ONE ? clamp_q16(n / (d / P_ONE)) : 0; }

fg_result plain_capsule3_capsule3_overlap(const fg_capsule3 *p, const fg_capsule3 *q, fg_vec3 *on_p, fg_vec3 *on_q)
{
    const int32_t u[3] = { p->b.x - p->a.x, p->b.y - p->a.y, p->b.z - p->a.z };
    const int32_t v[3] = { q->b.x - q->a.x, q->b.y - q->a.y, q->b.z - q->a.z };
    const int32_t w[3] = { p->a.x - q->a.x, p->a.y - q->a.y, p->a.z - q->a.z };
    i64 a = 0, b = 0, c = 0, d = 0, e = 0, s, t, R = (i64)p->radius + q->radius, dd = 0;
    int32_t x[3] = { 0, 0, 0 }, y[3] = { 0, 0, 0 };
    int i;
    if (p->radius < 0 || q->radius < 0) {
        return FG_MISS;
    }
    for (i = 0; i < 3; i++) { /* Q16.16 products >> 16 */
        a += q16((i64)u[i] * u[i]);
        b += q16((i64)u[i] * v[i]);
        c += q16((i64)v[i] * v[i]);
        d += q16((i64)u[i] * w[i]);
        e += q16((i64)v[i] * w[i]);
    }
    s = ratio_q16(mulq(b, e) - mulq(c, d), mulq(a, c) - mulq(b, b));
    t = ratio_q16(mulq(b, s) + e, c);
    s = ratio_q16(mulq(b, t) - d, a);
    for (i = 0; i < 3; i++) {
        x[i] = (i == 0 ? p->a.x : (i == 1 ? p->a.y : p->a.z)) + q16((i64)u[i] * s);
        y[i] = (i == 0 ? q->a.x : (i == 1 ? q->a.y : q->a.z)) + q16((i64)v[i] * t);
        dd += ((i64)x[i] - y[i]) * ((i64)x[i] - y[i]);
    }
    on_p->x = x[0], on_p->y = x[1], on_p->z = x[2];
    on_q->x = y[0], on_q->y = y[1], on_q->z = y[2];
    return dd <= R * R ? FG_HIT : FG_MISS;
}

/* The 2D capsule pair's manifold as cute_c2 writes it, in Q16.16: the plain closest pair
 * above, then one square root and the plain unit vector (A's left at distance 0), depth
 * R - d, point on_q - r_q n. */
fg_result plain_capsule2_capsule2_manifold(const fg_capsule2 *p, const fg_capsule2 *q, fg_manifold2 *m)
{
    fg_vec2 x = { 0, 0 }, y = { 0, 0 }, n = { P_ONE, 0 };
    i64 dx, dy, dd, R = (i64)p->radius + q->radius;
    if (plain_capsule2_capsule2_overlap(p, q, &x, &y) != FG_HIT) {
        return FG_MISS;
    }
    dx = (i64)y.x - x.x;
    dy = (i64)y.y - x.y;
    dd = dx * dx + dy * dy;
    if (dd != 0) {
        n = unit2((int32_t)dx, (int32_t)dy);
    } else if (p->b.x != p->a.x || p->b.y != p->a.y) {
        n = unit2(p->a.y - p->b.y, p->b.x - p->a.x);
    }
    plain_one(m, n, (int32_t)(R - (i64)isqrt64((uint64_t)dd)), y.x - q16((i64)q->radius * n.x),
              y.y - q16((i64)q->radius * n.y));
    return FG_HIT;
}

fg_result plain_segment3_capsule3_batch_nearest(const fg_segment3 *seg, const fg_capsule3 *c, size_t count,
                                                fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    fg_hit3 h, best;
    size_t i, bi = 0;
    int found = 0;
    for (i = 0; i < count; i++) {
        if (plain_segment3_capsule3_raycast(seg, &c[i], found ? best.t : max_t, &h) == FG_HIT && (!found || h.t < best.t)) {
            best = h, bi = i, found = 1;
        }
    }
    if (!found) return FG_MISS;
    if (index) *index = bi;
    if (hit) *hit = best;
    return FG_HIT;
}

/* ---- swept sphere vs triangle (issue 13 item 2) ----
 * What a Q16.16 user writes: the unit normal of the 64-bit cross product, the time the
 * offset plane on the start side is reached (one division), the foot at that time tested
 * against the three edges in 64 bits; else the three edges as capsules of radius 0 (the
 * plain capsule sweep above), the earliest reported t. Rounded throughout, not exact. */
static bool plain_foot_inside(const fg_triangle *tri, fg_vec3 n, fg_vec3 p)
{
    const fg_vec3 *v[3] = { &tri->a, &tri->b, &tri->c };
    int i;
    for (i = 0; i < 3; i++) {
        fg_vec3 e = sub3(*v[(i + 1) % 3], *v[i]), w = sub3(p, *v[i]);
        i64 cx = ((i64)e.y * w.z - (i64)e.z * w.y) >> 16, cy = ((i64)e.z * w.x - (i64)e.x * w.z) >> 16;
        i64 cz = ((i64)e.x * w.y - (i64)e.y * w.x) >> 16;
        if (cx * n.x + cy * n.y + cz * n.z < 0) {
            return false;
        }
    }
    return true;
}

fg_result plain_sphere_triangle_sweep(const fg_sphere *s, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                      fg_hit3 *hit)
{
    fg_vec3 e0 = sub3(tri->b, tri->a), e1 = sub3(tri->c, tri->a), n, w = sub3(s->center, tri->a);
    fg_hit3 h, best;
    int found = 0, i;
    if (s->radius < 0 || max_t < 0) {
        return FG_MISS;
    }
    n = unit3((i64)e0.y * e1.z - (i64)e0.z * e1.y, (i64)e0.z * e1.x - (i64)e0.x * e1.z,
              (i64)e0.x * e1.y - (i64)e0.y * e1.x);
    if (n.x != 0 || n.y != 0 || n.z != 0) {
        int32_t dist = q16(dot3(n, w)), vn = q16(dot3(n, delta)), side = dist >= 0 ? 1 : -1;
        int32_t ad = dist >= 0 ? dist : -dist, av = vn >= 0 ? vn : -vn;
        if (ad > s->radius && (i64)dist * vn < 0) {
            i64 t = (((i64)(ad - s->radius)) << 16) / av;
            if (t <= clamp_t(max_t)) {
                fg_vec3 c = along(s->center, delta, (int32_t)t), nn = { side * n.x, side * n.y, side * n.z };
                fg_vec3 f = { c.x - q16((i64)nn.x * s->radius), c.y - q16((i64)nn.y * s->radius),
                              c.z - q16((i64)nn.z * s->radius) };
                if (plain_foot_inside(tri, n, f)) {
                    set_hit(hit, (int32_t)t, f, nn, false);
                    return FG_HIT;
                }
            }
        }
    }
    for (i = 0; i < 3; i++) {
        fg_capsule3 cap;
        const fg_vec3 *v[3] = { &tri->a, &tri->b, &tri->c };
        cap.a = *v[i];
        cap.b = *v[(i + 1) % 3];
        cap.radius = 0;
        if (plain_sphere_capsule3_sweep(s, delta, &cap, found ? best.t : max_t, &h) == FG_HIT && (!found || h.t < best.t)) {
            best = h, found = 1;
        }
    }
    if (!found) {
        return FG_MISS;
    }
    if (hit != 0) {
        *hit = best;
    }
    return FG_HIT;
}

/* ---- issue 13: 2D capsule vs disc, the swept disc ---- */
/* Capsule vs disc: the nearest axis point from the Q16 parameter, its distance squared
 * against the sum of the radii squared (as plain_capsule3_sphere_overlap). */
fg_result plain_capsule2_circle_overlap(const fg_capsule2 *cap, const fg_circle *c, fg_vec2 *axis_pt)
{
    const int32_t u[2] = { cap->b.x - cap->a.x, cap->b.y - cap->a.y };
    const int32_t m[2] = { c->center.x - cap->a.x, c->center.y - cap->a.y };
    i64 t = axis_param(m, u, 2), r = (i64)cap->radius + c->radius;
    int32_t qx = cap->a.x + q16((i64)u[0] * t), qy = cap->a.y + q16((i64)u[1] * t);
    i64 dx = (i64)c->center.x - qx, dy = (i64)c->center.y - qy;
    if (cap->radius < 0 || c->radius < 0 || dx * dx + dy * dy > r * r) {
        return FG_MISS;
    }
    if (axis_pt != 0) {
        axis_pt->x = qx;
        axis_pt->y = qy;
    }
    return FG_HIT;
}

/* The swept disc: its centre cast against the capsule grown by its radius, the contact
 * moved back by radius * normal onto the capsule (as plain_sphere_capsule3_sweep). */
fg_result plain_circle_capsule2_sweep(const fg_circle *c, fg_vec2 delta, const fg_capsule2 *cap, fg_scalar max_t,
                                      fg_hit2 *hit)
{
    fg_segment2 seg;
    fg_capsule2 g = *cap;
    fg_hit2 h;
    if (c->radius < 0 || cap->radius < 0) {
        return FG_MISS;
    }
    seg.origin = c->center;
    seg.delta = delta;
    g.radius = cap->radius + c->radius;
    if (plain_segment2_capsule2_raycast(&seg, &g, max_t, &h) != FG_HIT) {
        return FG_MISS;
    }
    if (!h.started_inside) {
        h.point.x -= q16((i64)h.normal.x * c->radius);
        h.point.y -= q16((i64)h.normal.y * c->radius);
    }
    if (hit != 0) {
        *hit = h;
    }
    return FG_HIT;
}
