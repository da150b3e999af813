/* SPDX-License-Identifier: MIT */
/* fuzz_common.c - input decoding, invariant helpers and seeds for the fuzz harnesses
 * (see fuzz_common.h and README.md). Test code: libc, __int128 and long double allowed. */
#include "fuzz_common.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

/* For the failure message: the case being run and the values it read. */
static const char *fz_current = "?";
#define FZ_LOG_MAX 64
static int32_t fz_log[FZ_LOG_MAX];
static unsigned fz_nlog;
#define FZ_NOTE_MAX 16
static const char *fz_note_what[FZ_NOTE_MAX];
static int64_t fz_note_v[FZ_NOTE_MAX];
static unsigned fz_nnote;

void fz_note(const char *what, int64_t v)
{
    if (fz_nnote < FZ_NOTE_MAX) {
        fz_note_what[fz_nnote] = what;
        fz_note_v[fz_nnote++] = v;
    }
}

_Noreturn void fz_fail(const char *what, const char *file, int line)
{
    unsigned i;
    fprintf(stderr, "\n==fuzz== invariant violated in case %s: %s (%s:%d)\n==fuzz== inputs (raw, in order read):",
            fz_current, what, file, line);
    for (i = 0; i < fz_nlog && i < FZ_LOG_MAX; i++) fprintf(stderr, "%s%ld", i % 8u ? " " : "\n==fuzz==   ", (long)fz_log[i]);
    fprintf(stderr, "\n");
    for (i = 0; i < fz_nnote; i++) fprintf(stderr, "==fuzz== derived %s = %lld\n", fz_note_what[i], (long long)fz_note_v[i]);
    fflush(stderr);
    __builtin_trap();
}

/* ---------------------------------------------------------------- input */

uint8_t fz_byte(fz_in *in)
{
    uint8_t b = 0;
    if (in->n > 0) {
        b = in->p[0];
        in->p++;
        in->n--;
    }
    return b;
}

/* Domain edges and extremes for FZ_MODE_EDGE. */
static const uint32_t edge_base[8] = {
    0u, 0x20000000u, 0xE0000000u, 0x7FFFFFFFu, 0x80000000u, 0x00010000u, 0xFFFF0000u, 0x40000000u,
};

static int32_t decode(unsigned mode, const uint8_t b[4])
{
    uint32_t u = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    switch (mode) {
    case FZ_MODE_DOMAIN:
        /* (u >> 2) - 2^29 covers [-2^29, 2^29 - 1]; the low bit reaches +2^29 */
        return (int32_t)(u >> 2) - FZ_DOM_RAW + (int32_t)(u & 1u);
    case FZ_MODE_GRID: {
        int32_t units = (int8_t)b[0];
        unsigned s = (b[1] & 0x1Fu) % 17u; /* step 2^-s units: whole units down to 1 LSB */
        int32_t v = units * (int32_t)(1u << (16u - s));
        if (b[1] & 0x80u) v += (int8_t)b[2];
        return v;
    }
    case FZ_MODE_EDGE:
        return (int32_t)(edge_base[b[0] % 8u] + (uint32_t)(int32_t)(int16_t)(b[1] | b[2] << 8));
    default:
        return (int32_t)u;
    }
}

fg_scalar fz_scalar(fz_in *in)
{
    uint8_t b[4];
    unsigned mode = in->mode;
    int i;
    int32_t v;
    if (mode == FZ_MODE_MIXED) mode = fz_byte(in) % 4u;
    for (i = 0; i < 4; i++) b[i] = fz_byte(in);
    v = decode(mode, b);
    if (fz_nlog < FZ_LOG_MAX) fz_log[fz_nlog++] = v;
    return fg_from_raw(v);
}

fg_scalar fz_derived(const char *what, int64_t v)
{
    int32_t r = (int32_t)(uint32_t)(uint64_t)v;
    fz_note(what, r);
    return fg_from_raw(r);
}

fg_scalar fz_lerp_byte(fg_scalar lo, fg_scalar hi, uint8_t f)
{
    int64_t a = fg_to_raw(lo), b = fg_to_raw(hi);
    return fg_from_raw((int32_t)(uint32_t)(uint64_t)(a + (b - a) * f / 255));
}

int64_t fz_i64(fz_in *in)
{
    uint32_t hi = (uint32_t)fg_to_raw(fz_scalar(in));
    uint32_t lo = (uint32_t)fg_to_raw(fz_scalar(in));
    return (int64_t)((uint64_t)hi << 32 | lo);
}

fg_vec2 fz_vec2(fz_in *in)
{
    fg_vec2 v;
    v.x = fz_scalar(in);
    v.y = fz_scalar(in);
    return v;
}

fg_vec3 fz_vec3(fz_in *in)
{
    fg_vec3 v;
    v.x = fz_scalar(in);
    v.y = fz_scalar(in);
    v.z = fz_scalar(in);
    return v;
}

fg_aabb2 fz_aabb2(fz_in *in)
{
    fg_aabb2 b;
    b.min = fz_vec2(in);
    b.max = fz_vec2(in);
    return b;
}

fg_aabb3 fz_aabb3(fz_in *in)
{
    fg_aabb3 b;
    b.min = fz_vec3(in);
    b.max = fz_vec3(in);
    return b;
}

fg_segment2 fz_segment2(fz_in *in)
{
    fg_segment2 s;
    s.origin = fz_vec2(in);
    s.delta = fz_vec2(in);
    return s;
}

fg_segment3 fz_segment3(fz_in *in)
{
    fg_segment3 s;
    s.origin = fz_vec3(in);
    s.delta = fz_vec3(in);
    return s;
}

fg_circle fz_circle(fz_in *in)
{
    fg_circle c;
    c.center = fz_vec2(in);
    c.radius = fz_scalar(in);
    return c;
}

fg_sphere fz_sphere(fz_in *in)
{
    fg_sphere s;
    s.center = fz_vec3(in);
    s.radius = fz_scalar(in);
    return s;
}

fg_plane fz_plane(fz_in *in)
{
    fg_plane p;
    p.n = fz_vec3(in);
    p.d = fz_scalar(in);
    return p;
}

fg_line2 fz_line2(fz_in *in)
{
    fg_line2 l;
    l.n = fz_vec2(in);
    l.d = fz_scalar(in);
    return l;
}

fg_triangle fz_triangle(fz_in *in)
{
    fg_triangle t;
    t.a = fz_vec3(in);
    t.b = fz_vec3(in);
    t.c = fz_vec3(in);
    return t;
}

/* ---------------------------------------------------------------- domain */

bool fz_dom(fg_scalar v) { return fg_to_raw(v) >= -FZ_DOM_RAW && fg_to_raw(v) <= FZ_DOM_RAW; }
bool fz_dom_vec2(fg_vec2 v) { return fz_dom(v.x) && fz_dom(v.y); }
bool fz_dom_vec3(fg_vec3 v) { return fz_dom(v.x) && fz_dom(v.y) && fz_dom(v.z); }
bool fz_dom_aabb2(const fg_aabb2 *b) { return fz_dom_vec2(b->min) && fz_dom_vec2(b->max); }
bool fz_dom_aabb3(const fg_aabb3 *b) { return fz_dom_vec3(b->min) && fz_dom_vec3(b->max); }
/* A segment is in the domain when its origin and its end (origin + delta, exact) are. */
static bool dom_raw(int64_t v) { return v >= -FZ_DOM_RAW && v <= FZ_DOM_RAW; }
static bool dom_end(fg_scalar o, fg_scalar d) { return dom_raw((int64_t)fg_to_raw(o) + fg_to_raw(d)); }
bool fz_dom_segment2(const fg_segment2 *s)
{
    return fz_dom_vec2(s->origin) && dom_end(s->origin.x, s->delta.x) && dom_end(s->origin.y, s->delta.y);
}
bool fz_dom_segment3(const fg_segment3 *s)
{
    return fz_dom_vec3(s->origin) && dom_end(s->origin.x, s->delta.x) && dom_end(s->origin.y, s->delta.y) &&
           dom_end(s->origin.z, s->delta.z);
}
bool fz_dom_circle(const fg_circle *c) { return fz_dom_vec2(c->center) && fz_dom(c->radius); }
bool fz_dom_sphere(const fg_sphere *s) { return fz_dom_vec3(s->center) && fz_dom(s->radius); }
bool fz_dom_plane(const fg_plane *p) { return fz_dom_vec3(p->n) && fz_dom(p->d); }
bool fz_dom_line2(const fg_line2 *l) { return fz_dom_vec2(l->n) && fz_dom(l->d); }
bool fz_dom_triangle(const fg_triangle *t) { return fz_dom_vec3(t->a) && fz_dom_vec3(t->b) && fz_dom_vec3(t->c); }

/* ---------------------------------------------------------------- shape predicates */

static void raw2(fg_vec2 v, int64_t r[3]) { r[0] = fg_to_raw(v.x); r[1] = fg_to_raw(v.y); r[2] = 0; }
static void raw3(fg_vec3 v, int64_t r[3]) { r[0] = fg_to_raw(v.x); r[1] = fg_to_raw(v.y); r[2] = fg_to_raw(v.z); }

static bool in_box(int dim, const int64_t *lo, const int64_t *hi, const int64_t *p, int64_t tol)
{
    int i;
    for (i = 0; i < dim; i++) {
        if (lo[i] > hi[i]) return false;
        if (p[i] < lo[i] - tol || p[i] > hi[i] + tol) return false;
    }
    return true;
}

/* n a unit axis (exactly one component +-1, others 0): p within tol of that face. */
static bool on_face(int dim, const int64_t *lo, const int64_t *hi, const int64_t *p, const int64_t *n, int64_t tol)
{
    int i, axis = -1;
    int64_t face, d;
    for (i = 0; i < dim; i++) {
        if (n[i] == 0) continue;
        if (axis >= 0 || (n[i] != 0x10000 && n[i] != -0x10000)) return false;
        axis = i;
    }
    if (axis < 0) return false;
    face = n[axis] > 0 ? hi[axis] : lo[axis];
    d = p[axis] - face;
    return in_box(dim, lo, hi, p, tol) && d >= -tol && d <= tol;
}

bool fz_in_aabb2(const fg_aabb2 *b, fg_vec2 p, int32_t tol)
{
    int64_t lo[3], hi[3], q[3];
    raw2(b->min, lo); raw2(b->max, hi); raw2(p, q);
    return in_box(2, lo, hi, q, tol);
}

bool fz_in_aabb3(const fg_aabb3 *b, fg_vec3 p, int32_t tol)
{
    int64_t lo[3], hi[3], q[3];
    raw3(b->min, lo); raw3(b->max, hi); raw3(p, q);
    return in_box(3, lo, hi, q, tol);
}

bool fz_on_aabb2_face(const fg_aabb2 *b, fg_vec2 p, fg_vec2 n, int32_t tol)
{
    int64_t lo[3], hi[3], q[3], m[3];
    raw2(b->min, lo); raw2(b->max, hi); raw2(p, q); raw2(n, m);
    return on_face(2, lo, hi, q, m, tol);
}

bool fz_on_aabb3_face(const fg_aabb3 *b, fg_vec3 p, fg_vec3 n, int32_t tol)
{
    int64_t lo[3], hi[3], q[3], m[3];
    raw3(b->min, lo); raw3(b->max, hi); raw3(p, q); raw3(n, m);
    return on_face(3, lo, hi, q, m, tol);
}

bool fz_aabb2_empty(const fg_aabb2 *b) { return b->min.x > b->max.x || b->min.y > b->max.y; }
bool fz_aabb3_empty(const fg_aabb3 *b)
{
    return b->min.x > b->max.x || b->min.y > b->max.y || b->min.z > b->max.z;
}

/* dist(p, c) in [lo, hi] (raw units), exactly: squared distance against squared bounds. */
static bool dist_within(const int64_t *p, const int64_t *c, int64_t lo, int64_t hi)
{
    u128 d2 = 0;
    int i;
    if (hi < 0) return false;
    if (lo < 0) lo = 0;
    for (i = 0; i < 3; i++) {
        int64_t d = p[i] - c[i];
        d2 += (u128)((i128)d * d);
    }
    return d2 >= (u128)((i128)lo * lo) && d2 <= (u128)((i128)hi * hi);
}

bool fz_on_sphere(const fg_sphere *s, fg_vec3 p, int32_t tol)
{
    int64_t c[3], q[3];
    raw3(s->center, c); raw3(p, q);
    return dist_within(q, c, (int64_t)s->radius - tol, (int64_t)s->radius + tol);
}

bool fz_in_sphere(const fg_sphere *s, fg_vec3 p, int32_t tol)
{
    int64_t c[3], q[3];
    raw3(s->center, c); raw3(p, q);
    return dist_within(q, c, 0, (int64_t)s->radius + tol);
}

bool fz_on_circle(const fg_circle *cr, fg_vec2 p, int32_t tol)
{
    int64_t c[3], q[3];
    raw2(cr->center, c); raw2(p, q);
    return dist_within(q, c, (int64_t)cr->radius - tol, (int64_t)cr->radius + tol);
}

bool fz_in_circle(const fg_circle *cr, fg_vec2 p, int32_t tol)
{
    int64_t c[3], q[3];
    raw2(cr->center, c); raw2(p, q);
    return dist_within(q, c, 0, (int64_t)cr->radius + tol);
}

/* Distance (raw) of p to {x : n.x == d}, all raw: (n.p - d*2^16) / |n| <= tol, exactly.
 * Inputs are int32, so |e| < 2^64 and e^2 fits u128; tol below 2^24 keeps the right side
 * in range too. */
static bool on_hyperplane(const int64_t *n, const int64_t *p, int64_t d, int32_t tol)
{
    i128 e = -(i128)d * 65536;
    u128 n2 = 0, e2;
    int i;
    for (i = 0; i < 3; i++) {
        e += (i128)n[i] * p[i];
        n2 += (u128)((i128)n[i] * n[i]);
    }
    if (n2 == 0) return false;
    if (tol < 0) return false;
    if (e < 0) e = -e;
    if ((u128)e >> 64 != 0) return false; /* > 2^64: beyond any tolerance for int32 inputs */
    e2 = (u128)e * (u128)e;
    return e2 <= (u128)tol * (u128)tol * n2;
}

bool fz_on_plane(const fg_plane *pl, fg_vec3 p, int32_t tol)
{
    int64_t n[3], q[3];
    raw3(pl->n, n); raw3(p, q);
    return on_hyperplane(n, q, pl->d, tol);
}

bool fz_on_line2(const fg_line2 *l, fg_vec2 p, int32_t tol)
{
    int64_t n[3], q[3];
    raw2(l->n, n); raw2(p, q);
    return on_hyperplane(n, q, l->d, tol);
}

/* ---------------------------------------------------------------- long double geometry */

typedef struct { long double x, y, z; } ld3;
static ld3 ld_v(fg_vec3 v) { ld3 r = {fg_to_raw(v.x), fg_to_raw(v.y), fg_to_raw(v.z)}; return r; }
static ld3 ld_sub(ld3 a, ld3 b) { ld3 r = {a.x - b.x, a.y - b.y, a.z - b.z}; return r; }
static long double ld_dot(ld3 a, ld3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static ld3 ld_cross(ld3 a, ld3 b)
{
    ld3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    return r;
}

static long double ld_dist_segment(ld3 p, ld3 a, ld3 b)
{
    ld3 ab = ld_sub(b, a), ap = ld_sub(p, a), q;
    long double l2 = ld_dot(ab, ab), t = 0.0L;
    if (l2 > 0.0L) t = ld_dot(ap, ab) / l2;
    if (t < 0.0L) t = 0.0L;
    if (t > 1.0L) t = 1.0L;
    q.x = a.x + t * ab.x - p.x;
    q.y = a.y + t * ab.y - p.y;
    q.z = a.z + t * ab.z - p.z;
    return sqrtl(ld_dot(q, q));
}

long double fz_dist_triangle(const fg_triangle *t, fg_vec3 pv)
{
    ld3 a = ld_v(t->a), b = ld_v(t->b), c = ld_v(t->c), p = ld_v(pv);
    ld3 n = ld_cross(ld_sub(b, a), ld_sub(c, a));
    long double n2 = ld_dot(n, n), e;
    if (n2 > 0.0L && ld_dot(n, ld_cross(ld_sub(b, a), ld_sub(p, a))) >= 0.0L &&
        ld_dot(n, ld_cross(ld_sub(c, b), ld_sub(p, b))) >= 0.0L &&
        ld_dot(n, ld_cross(ld_sub(a, c), ld_sub(p, c))) >= 0.0L)
        return fabsl(ld_dot(n, ld_sub(p, a))) / sqrtl(n2); /* projects inside: plane distance */
    e = ld_dist_segment(p, a, b);
    e = fminl(e, ld_dist_segment(p, b, c));
    return fminl(e, ld_dist_segment(p, c, a));
}

long double fz_dir_err3(fg_vec3 nv, fg_vec3 vv)
{
    ld3 n = ld_v(nv), v = ld_v(vv), d;
    long double ln = sqrtl(ld_dot(n, n)), lv = sqrtl(ld_dot(v, v));
    if (lv == 0.0L) return 0.0L;
    if (ln == 0.0L) return INFINITY;
    d.x = n.x / ln - v.x / lv;
    d.y = n.y / ln - v.y / lv;
    d.z = n.z / ln - v.z / lv;
    return sqrtl(ld_dot(d, d)) * 65536.0L;
}

long double fz_dir_err2(fg_vec2 n, fg_vec2 v)
{
    return fz_dir_err3(fg_vec3_make(n.x, n.y, FG_ZERO), fg_vec3_make(v.x, v.y, FG_ZERO));
}

/* ---------------------------------------------------------------- exact arithmetic */

fz_big fz_big_i(fz_i128 v)
{
    fz_big r;
    uint64_t fill = v < 0 ? ~(uint64_t)0 : 0;
    int i;
    r.w[0] = (uint64_t)(fz_u128)v;
    r.w[1] = (uint64_t)((fz_u128)v >> 64);
    for (i = 2; i < FZ_BIG_LIMBS; i++) r.w[i] = fill;
    return r;
}

fz_big fz_big_add(fz_big a, fz_big b)
{
    fz_big r;
    fz_u128 c = 0;
    int i;
    for (i = 0; i < FZ_BIG_LIMBS; i++) {
        c += (fz_u128)a.w[i] + b.w[i];
        r.w[i] = (uint64_t)c;
        c >>= 64;
    }
    /* overflow: both operands of one sign, result of the other */
    if ((a.w[FZ_BIG_LIMBS - 1] >> 63) == (b.w[FZ_BIG_LIMBS - 1] >> 63) &&
        (r.w[FZ_BIG_LIMBS - 1] >> 63) != (a.w[FZ_BIG_LIMBS - 1] >> 63))
        fz_fail("fz_big overflow (harness bug)", __FILE__, __LINE__);
    return r;
}

fz_big fz_big_neg(fz_big a)
{
    int i;
    for (i = 0; i < FZ_BIG_LIMBS; i++) a.w[i] = ~a.w[i];
    return fz_big_add(a, fz_big_i(1));
}

fz_big fz_big_sub(fz_big a, fz_big b) { return fz_big_add(a, fz_big_neg(b)); }

int fz_big_sgn(fz_big a)
{
    int i;
    if (a.w[FZ_BIG_LIMBS - 1] >> 63) return -1;
    for (i = 0; i < FZ_BIG_LIMBS; i++) {
        if (a.w[i] != 0) return 1;
    }
    return 0;
}

fz_big fz_big_abs(fz_big a) { return fz_big_sgn(a) < 0 ? fz_big_neg(a) : a; }

int fz_big_cmp(fz_big a, fz_big b) { return fz_big_sgn(fz_big_sub(a, b)); }

static int big_limbs(const fz_big *a) /* used limbs of a non-negative value */
{
    int n = FZ_BIG_LIMBS;
    while (n > 0 && a->w[n - 1] == 0) n--;
    return n;
}

fz_big fz_big_mul(fz_big a, fz_big b)
{
    int neg = (fz_big_sgn(a) < 0) != (fz_big_sgn(b) < 0);
    fz_big x = fz_big_abs(a), y = fz_big_abs(b), r;
    int na = big_limbs(&x), nb = big_limbs(&y), i, j;
    if (na + nb > FZ_BIG_LIMBS) fz_fail("fz_big overflow (harness bug)", __FILE__, __LINE__);
    memset(&r, 0, sizeof r);
    for (i = 0; i < na; i++) {
        fz_u128 c = 0;
        for (j = 0; j < nb; j++) {
            c += (fz_u128)x.w[i] * y.w[j] + r.w[i + j];
            r.w[i + j] = (uint64_t)c;
            c >>= 64;
        }
        if (i + nb < FZ_BIG_LIMBS) r.w[i + nb] = (uint64_t)c;
    }
    if (r.w[FZ_BIG_LIMBS - 1] >> 63) fz_fail("fz_big overflow (harness bug)", __FILE__, __LINE__);
    return neg ? fz_big_neg(r) : r;
}

long double fz_big_ld(fz_big a)
{
    int s = fz_big_sgn(a), i;
    long double v = 0.0L;
    fz_big m = fz_big_abs(a);
    for (i = FZ_BIG_LIMBS - 1; i >= 0; i--) v = v * 18446744073709551616.0L + (long double)m.w[i];
    return s < 0 ? -v : v;
}

int fz_big_sgn_sqrt(fz_big a, fz_big c, fz_big b)
{
    int sa = fz_big_sgn(c) > 0 ? fz_big_sgn(a) : 0, sb = fz_big_sgn(b), k;
    if (fz_big_sgn(c) < 0) fz_fail("fz_big_sgn_sqrt of a negative (harness bug)", __FILE__, __LINE__);
    if (sa == 0) return sb;
    if (sb == 0 || sa == sb) return sa;
    /* opposite signs: the larger magnitude wins; |a| sqrt(c) vs |b| by squares */
    k = fz_big_cmp(fz_big_mul(fz_big_mul(a, a), c), fz_big_mul(b, b));
    return k > 0 ? sa : k < 0 ? sb : 0;
}

fz_rat fz_rat_make(fz_big n, fz_big d)
{
    fz_rat q;
    if (fz_big_sgn(d) == 0) fz_fail("fz_rat with a zero denominator (harness bug)", __FILE__, __LINE__);
    if (fz_big_sgn(d) < 0) {
        n = fz_big_neg(n);
        d = fz_big_neg(d);
    }
    q.n = n;
    q.d = d;
    return q;
}

fz_rat fz_rat_i(fz_i128 v) { return fz_rat_make(fz_big_i(v), fz_big_i(1)); }

int fz_rat_cmp(fz_rat a, fz_rat b) { return fz_big_cmp(fz_big_mul(a.n, b.d), fz_big_mul(b.n, a.d)); }

bool fz_near(fz_i128 raw, fz_rat q, int num, int den)
{
    /* |raw*d - n| * den <= num * d */
    fz_big e = fz_big_abs(fz_big_sub(fz_big_mul(fz_big_i(raw), q.d), q.n));
    return fz_big_cmp(fz_big_mul(e, fz_big_i(den)), fz_big_mul(q.d, fz_big_i(num))) <= 0;
}

bool fz_near_sat(fz_i128 raw, fz_rat q, int num, int den)
{
    fz_rat hi = fz_rat_i(INT32_MAX), lo = fz_rat_i(-(fz_i128)INT32_MAX);
    if (fz_rat_cmp(q, hi) > 0) q = hi;
    if (fz_rat_cmp(q, lo) < 0) q = lo;
    return fz_near(raw, q, num, den);
}

bool fz_unit_near(int dim, const fg_scalar *u, const fz_big *n, int sign, int num, int den)
{
    fz_big n2 = fz_big_i(0);
    int i;
    for (i = 0; i < dim; i++) n2 = fz_big_add(n2, fz_big_mul(n[i], n[i]));
    if (fz_big_sgn(n2) == 0) return false;
    for (i = 0; i < dim; i++) {
        /* den*U - num <= den*65536*sign*n_i/|n| <= den*U + num, times |n| */
        fz_big t = fz_big_mul(fz_big_i((fz_i128)den * 65536 * sign), n[i]);
        fz_big lo = fz_big_i((fz_i128)den * fg_to_raw(u[i]) - num);
        fz_big hi = fz_big_i((fz_i128)den * fg_to_raw(u[i]) + num);
        if (fz_big_sgn_sqrt(lo, n2, fz_big_neg(t)) > 0) return false;
        if (fz_big_sgn_sqrt(hi, n2, fz_big_neg(t)) < 0) return false;
    }
    return true;
}

bool fz_unit_near3(fg_vec3 u, const fz_big n[3], int sign, int num, int den)
{
    fg_scalar c[3] = {u.x, u.y, u.z};
    return fz_unit_near(3, c, n, sign, num, den);
}

/* ---------------------------------------------------------------- segment vs box oracle */

fz_slab fz_slab_clip(int dim, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi, int64_t mt)
{
    fz_slab r = {false, 0, 1, mt, 65536, -1, 0};
    int i;
    if (mt < 0) return r;
    for (i = 0; i < dim; i++) {
        int64_t a, b, den;
        int side;
        if (lo[i] > hi[i]) return r; /* inverted: empty */
        if (d[i] == 0) {
            if (o[i] < lo[i] || o[i] > hi[i]) return r; /* parallel outside the slab */
            continue;
        }
        if (d[i] > 0) {
            a = lo[i] - o[i], b = hi[i] - o[i], den = d[i], side = -1;
        } else {
            a = o[i] - hi[i], b = o[i] - lo[i], den = -d[i], side = +1;
        }
        if ((i128)a * r.ed > (i128)r.en * den) { /* strictly later entry: lowest axis on ties */
            r.en = a, r.ed = den, r.axis = i, r.side = side;
        }
        if ((i128)b * r.xd < (i128)r.xn * den) r.xn = b, r.xd = den;
    }
    r.hit = (i128)r.en * r.xd <= (i128)r.xn * r.ed;
    return r;
}

/* ---------------------------------------------------------------- raycasts */

void fz_poison(void *p, size_t n) { memset(p, 0xA5, n); }

bool fz_is_poison(const void *p, size_t n)
{
    const uint8_t *b = p;
    size_t i;
    for (i = 0; i < n; i++) {
        if (b[i] != 0xA5u) return false;
    }
    return true;
}

fg_scalar fz_clip_t(fg_scalar max_t) { return max_t > FG_ONE ? FG_ONE : max_t; }

void fz_check_raycast_common(int r, int r_null, int r_clip, fg_scalar max_t, fg_scalar t,
                             const void *hit, const void *hit_clip, size_t size)
{
    FZ_CHECK(r == FG_HIT || r == FG_MISS || r == FG_REJECTED);
    FZ_CHECK(r == r_null);           /* hit == NULL gives the same answer */
    FZ_CHECK(r == r_clip);           /* max_t > 1 is treated as 1 */
    if (r != FG_HIT) {
        FZ_CHECK(fz_is_poison(hit, size)); /* a miss or a rejection leaves *hit untouched */
        FZ_CHECK(fz_is_poison(hit_clip, size));
        return;
    }
    FZ_CHECK(max_t >= 0);            /* max_t < 0: no hit */
    FZ_CHECK(memcmp(hit, hit_clip, size) == 0);
    FZ_CHECK(t >= 0 && t <= fz_clip_t(max_t));
}

static void check_hit(int dim, const int64_t *o, const int64_t *d, int64_t t, const int64_t *p, const int64_t *n,
                      bool inside, const fz_hit_rules *ru)
{
    int i, nonzero = 0, axis_ok = 0;
    i128 dot = 0;
    for (i = 0; i < dim; i++) nonzero += n[i] != 0;
    if (inside) {
        FZ_CHECK(ru->closed); /* started inside: only a closed shape has an inside */
        FZ_CHECK(t == 0);
        if (ru->point_tol >= 0) {
            for (i = 0; i < dim; i++) FZ_CHECK(p[i] == o[i]); /* point == origin exactly */
        }
        if (nonzero == 0) {
            return; /* no direction of least penetration (the case checks where that is right) */
        }
    } else {
        FZ_CHECK(nonzero != 0); /* every contact from outside has a normal */
    }
    if (ru->normal == FZ_NORMAL_AXIS) {
        for (i = 0; i < dim; i++) axis_ok += n[i] == 0x10000 || n[i] == -0x10000;
        FZ_CHECK(nonzero == 1 && axis_ok == 1);
    } else if (ru->normal == FZ_NORMAL_UNIT) {
        u128 n2 = 0, lo = (u128)(0x10000 - ru->normal_tol), hi = (u128)(0x10000 + ru->normal_tol);
        for (i = 0; i < dim; i++) n2 += (u128)((i128)n[i] * n[i]);
        FZ_CHECK(n2 >= lo * lo && n2 <= hi * hi); /* | |n| - 1 | <= normal_tol LSB */
    }
    if (ru->facing && !inside) {
        for (i = 0; i < dim; i++) dot += (i128)n[i] * d[i];
        FZ_CHECK(dot <= 0);
    }
    if (ru->point_tol >= 0) {
        for (i = 0; i < dim; i++) {
            /* Q32.32: point*2^16 against origin*2^16 + t*delta */
            i128 e = (i128)p[i] * 65536 - ((i128)o[i] * 65536 + (i128)t * d[i]);
            i128 lim = (i128)ru->point_tol * 65536 + (i128)ru->t_tol * (d[i] < 0 ? -d[i] : d[i]);
            FZ_CHECK(e >= -lim && e <= lim);
        }
    }
}

void fz_check_hit3(const fg_segment3 *s, const fg_hit3 *h, const fz_hit_rules *ru)
{
    int64_t o[3], d[3], p[3], n[3];
    raw3(s->origin, o); raw3(s->delta, d); raw3(h->point, p); raw3(h->normal, n);
    check_hit(3, o, d, fg_to_raw(h->t), p, n, h->started_inside, ru);
}

void fz_check_hit2(const fg_segment2 *s, const fg_hit2 *h, const fz_hit_rules *ru)
{
    int64_t o[3], d[3], p[3], n[3];
    raw2(s->origin, o); raw2(s->delta, d); raw2(h->point, p); raw2(h->normal, n);
    check_hit(2, o, d, fg_to_raw(h->t), p, n, h->started_inside, ru);
}

/* ---------------------------------------------------------------- harness */

int fz_dispatch(const fz_case *cases, size_t ncases, const uint8_t *data, size_t size)
{
    fz_in in;
    const fz_case *c;
    if (size == 0 || ncases == 0) return 0;
    c = &cases[data[0] % ncases];
    in.mode = size > 1 ? data[1] % (unsigned)FZ_MODES : (unsigned)FZ_MODE_RAW;
    in.p = data + 2;
    in.n = size > 2 ? size - 2 : 0;
    fz_current = c->name;
    fz_nlog = 0;
    fz_nnote = 0;
    c->run(&in);
    return 0;
}

static uint32_t xorshift(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

/* One value's bytes for a seed: in grid mode small whole units (-4..4) so that shapes
 * meet and segments hit; in edge mode an exact base; otherwise random. */
static size_t seed_value(uint8_t *out, unsigned mode, uint32_t *rng)
{
    uint32_t r = xorshift(rng);
    size_t n = 0;
    if (mode == FZ_MODE_MIXED) {
        mode = r % 4u;
        out[n++] = (uint8_t)mode;
        r = xorshift(rng);
    }
    switch (mode) {
    case FZ_MODE_GRID:
        out[n] = (uint8_t)(int8_t)((int)(r % 9u) - 4);
        out[n + 1] = out[n + 2] = out[n + 3] = 0;
        break;
    case FZ_MODE_EDGE:
        out[n] = (uint8_t)r;
        out[n + 1] = out[n + 2] = out[n + 3] = 0;
        break;
    default:
        out[n] = (uint8_t)r;
        out[n + 1] = (uint8_t)(r >> 8);
        out[n + 2] = (uint8_t)(r >> 16);
        out[n + 3] = (uint8_t)(r >> 24);
        break;
    }
    return n + 4;
}

#define FZ_SEED_VALUES 64 /* enough for the largest argument list (a batch of boxes) */
#define FZ_SEEDS_PER 4    /* seeds per (case, mode) */

static int write_seeds(size_t ncases, const char *harness, const char *dir)
{
    size_t k;
    unsigned m, j;
    int written = 0;
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        perror(dir);
        return 1;
    }
    for (k = 0; k < ncases; k++) {
        for (m = 0; m < (unsigned)FZ_MODES; m++) {
            for (j = 0; j < FZ_SEEDS_PER; j++) {
                uint8_t buf[2 + FZ_SEED_VALUES * 5];
                size_t n = 2;
                uint32_t rng = 0x9E3779B9u ^ (uint32_t)(k * 7919u + m * 131u + j * 17u + 1u);
                char path[4096];
                FILE *f;
                int v;
                buf[0] = (uint8_t)k;
                buf[1] = (uint8_t)m;
                for (v = 0; v < FZ_SEED_VALUES; v++) n += seed_value(buf + n, m, &rng);
                snprintf(path, sizeof path, "%s/seed-%s-%02u-%u-%u", dir, harness, (unsigned)k, m, j);
                f = fopen(path, "wb");
                if (f == NULL || fwrite(buf, 1, n, f) != n || fclose(f) != 0) {
                    perror(path);
                    return 1;
                }
                written++;
            }
        }
    }
    printf("%s: %d seeds written to %s\n", harness, written, dir);
    return 0;
}

int fz_initialize(const fz_case *cases, size_t ncases, const char *harness)
{
    const char *dir = getenv("FZ_WRITE_SEEDS");
    if (dir != NULL && dir[0] != '\0') exit(write_seeds(ncases, harness, dir));
    if (getenv("FZ_LIST") != NULL) {
        size_t k;
        for (k = 0; k < ncases; k++) printf("%s case %u: %s\n", harness, (unsigned)k, cases[k].name);
        exit(0);
    }
    return 0;
}

/* ---------------------------------------------------------------- boxes */

fz_box_hit fz_box_cast(int dim, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi, int64_t mt)
{
    fz_box_hit r;
    int i, f, first_held = -1, least = -1;
    int64_t best = INT64_MAX;
    memset(&r, 0, sizeof r);
    r.axis = -1;
    r.start = FZ_BOX_OUTSIDE;
    if (mt < 0) return r;
    for (i = 0; i < dim; i++) {
        if (lo[i] > hi[i]) return r; /* empty */
    }
    for (i = 0; i < dim; i++) {
        if (o[i] < lo[i] || o[i] > hi[i]) {
            r.slab = fz_slab_clip(dim, o, d, lo, hi, mt);
            r.hit = r.slab.hit;
            r.axis = r.slab.axis;
            r.side = r.slab.side;
            return r;
        }
    }
    /* the 2*dim faces in the order x-, x+, y-, y+, ...: face f is axis f/2, side -1 / +1 */
    for (f = 0; f < 2 * dim; f++) {
        int a = f / 2, s = (f % 2) ? 1 : -1;
        int64_t depth = s < 0 ? o[a] - lo[a] : hi[a] - o[a];
        if (depth == 0) {
            bool flat = lo[a] == hi[a];
            bool enters = flat ? d[a] != 0 : (i128)s * d[a] < 0;
            if (!enters) {
                r.start = FZ_BOX_AWAY;
                return r;
            }
            if (first_held < 0) first_held = flat ? 2 * a + (d[a] > 0 ? 0 : 1) : f;
        } else if (depth < best) {
            best = depth;
            least = f;
        }
    }
    f = first_held >= 0 ? first_held : least;
    r.hit = true;
    r.start = first_held >= 0 ? FZ_BOX_TOUCH_IN : FZ_BOX_INSIDE;
    r.axis = f / 2;
    r.side = (f % 2) ? 1 : -1;
    return r;
}
