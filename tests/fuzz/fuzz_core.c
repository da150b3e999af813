/* SPDX-License-Identifier: MIT */
/* fuzz_core.c - fuzz harness of the exact arithmetic core (lib/scalar/fix16/fg_core.h and
 * fg_arith.h): every primitive against the bit-serial references of tests/core/core_ref.h
 * (unsigned __int128, nothing shared with lib/). See README.md. */
#include <math.h>
#include "fuzz_common.h"
#include "fg_core.h"
#include "fg_arith.h"
#include "../core/core_ref.h"

/* A 128-bit operand: two 64-bit reads, then a byte-chosen right shift so that every
 * magnitude from 1 bit to 128 bits occurs. */
static ref_i128 fz_x128(fz_in *in)
{
    ref_u128 hi = (uint64_t)fz_i64(in), lo = (uint64_t)fz_i64(in);
    ref_i128 v = (ref_i128)((hi << 64) | lo);
    return v >> (fz_byte(in) & 127u);
}

static fg_xwide xw(ref_i128 v) { return REF_XWIDE(fg_xwide, v); }

static void c_recip32(fz_in *in)
{
    uint32_t d = (uint32_t)fz_i64(in) | 0x80000000u;
    FZ_CHECK(fg_recip32(d) == ref_recip32(d));
}

static void c_isqrt64n(fz_in *in)
{
    uint64_t x = (uint64_t)fz_i64(in) | ((uint64_t)1 << 62), rem = 0;
    uint32_t s = fg_isqrt64n(x, &rem);
    FZ_CHECK((ref_u128)s == ref_isqrt128(x));
    FZ_CHECK(rem == x - (uint64_t)s * s);
}

/* One reciprocal read by several quotients, as geometry uses it. */
static void c_xrecip(fz_in *in)
{
    ref_i128 den = fz_x128(in), n1 = fz_x128(in), n2 = fz_x128(in), n3 = fz_x128(in);
    fg_scalar o = fz_scalar(in), d = fz_scalar(in);
    fg_xwide xd = xw(den), x1 = xw(n1), x2 = xw(n2), x3 = xw(n3);
    fg_xrecip r;
    fg_xrecip_init(&r, &xd);
    FZ_CHECK(fg_to_raw(fg_xrecip_q16(&r, &x1)) == (int32_t)ref_ratio(n1, den, 16, REF_Q16_MAX));
    FZ_CHECK(fg_xrecip_q32(&r, &x2) == (int64_t)ref_ratio(n2, den, 32, REF_Q32_MAX));
    FZ_CHECK(fg_to_raw(fg_xrecip_lerp(&r, o, d, &x3)) == ref_lerp(fg_to_raw(o), fg_to_raw(d), n3, den));
    /* the reciprocal is not changed by reading it */
    FZ_CHECK(fg_to_raw(fg_xrecip_q16(&r, &x3)) == (int32_t)ref_ratio(n3, den, 16, REF_Q16_MAX));
}

static void c_wrecip(fz_in *in)
{
    int64_t den = fz_i64(in), n1 = fz_i64(in), n2 = fz_i64(in);
    fg_scalar o = fz_scalar(in), d = fz_scalar(in);
    fg_xwide x1 = fg_xwide_from(n1);
    fg_xrecip r;
    /* a wide over a wide: both as Q64.64, so the ratio is n/den */
    fg_wrecip_init(&r, den);
    FZ_CHECK(fg_to_raw(fg_xrecip_q16(&r, &x1)) == (int32_t)ref_ratio(n1, den, 16, REF_Q16_MAX));
    FZ_CHECK(fg_to_raw(fg_wrecip_lerp(&r, o, d, n2)) == ref_lerp(fg_to_raw(o), fg_to_raw(d), n2, den));
}

/* fg_wfrac (fg_wide.h): one wide denominator read by a lerp and a quotient. Shifted
 * operands reach its one-step path (|den| < 2^62, |d num| < |den| 2^31) and beyond it. */
static void c_wfrac(fz_in *in)
{
    int64_t den = fz_i64(in) >> (fz_byte(in) & 63u), n1 = fz_i64(in) >> (fz_byte(in) & 63u);
    int64_t n2 = fz_i64(in) >> (fz_byte(in) & 63u);
    fg_scalar o = fz_scalar(in), d = fz_scalar(in);
    fg_wfrac r;
    if ((fz_byte(in) & 1u) != 0u) { /* n2 / den within a few raw of a half LSB */
        int64_t m = (int64_t)((2u * (fz_byte(in) | ((unsigned)fz_byte(in) << 8)) + 1u) & 0x1FFFFu);
        n2 = (den / 131072) * m + (int64_t)((int)(fz_byte(in) & 15u) - 8);
    }
    if ((fz_byte(in) & 3u) == 0u) { /* n2 / den near m / 2^17, odd m < 2^31: a half LSB, up to 2^14 */
        uint32_t m = (((uint32_t)fz_scalar(in) >> (fz_byte(in) & 31u)) | 1u) & 0x7FFFFFFFu;
        ref_i128 t = (ref_i128)(den / 131072) * m + (int)(fz_byte(in) & 15u) - 8;
        if ((t >= -(ref_i128)INT64_MAX) && (t <= (ref_i128)INT64_MAX)) {
            n2 = (int64_t)t;
        }
    }
    if ((fz_byte(in) & 7u) == 0u) { /* |n2| = |den|: an axis-aligned unit vector's component */
        n2 = ((fz_byte(in) & 1u) != 0u) ? den : (int64_t)(0u - (uint64_t)den);
    }
    fg_wfrac_init(&r, den);
    FZ_CHECK(fg_to_raw(fg_wfrac_lerp(&r, o, d, n1)) == ref_lerp(fg_to_raw(o), fg_to_raw(d), n1, den));
    FZ_CHECK(fg_to_raw(fg_wfrac_q16(&r, n2)) == (int32_t)ref_ratio(n2, den, 16, REF_Q16_MAX));
}

/* A weight's numerator for c_wbary: w den near a random ratio of up to +-2^k (k drawn up
 * to 15, past the estimates' reach), often within a few raw of a half LSB. */
static ref_i128 wbary_num(fz_in *in, int64_t den)
{
    uint32_t m = ((uint32_t)fz_scalar(in) >> (fz_byte(in) & 31u)) & 0x7FFFFFFFu;
    ref_i128 t;
    if ((fz_byte(in) & 1u) != 0u) {
        m |= 1u; /* an odd multiple of 2^-17: a rounding point */
    }
    t = ((ref_i128)(den / 131072) * m) + (int)(fz_byte(in) & 15u) - 8;
    return ((fz_byte(in) & 1u) != 0u) ? -t : t;
}

/* fg_wbary: a / den, b / den and (den - a - b) / den, each as the reference rounds it, for
 * |den|, |a|, |b|, |den - a - b| < 2^62 (the third drawn as often as the first two near a
 * rounding point: b is formed from it). */
static void c_wbary(fz_in *in)
{
    int64_t den = fz_i64(in) >> (2u + (fz_byte(in) % 62u)), a, b;
    ref_i128 lim = (ref_i128)1 << 62, ta = wbary_num(in, den), tc = wbary_num(in, den), tb;
    fg_scalar q[3];
    uint8_t form = fz_byte(in);
    if ((form & 3u) == 0u) { /* raw operands, any size in range */
        ta = fz_i64(in) >> (2u + (fz_byte(in) % 62u));
        tc = fz_i64(in) >> (2u + (fz_byte(in) % 62u));
    }
    tb = (ref_i128)den - ta - tc;
    if ((form & 12u) == 0u) { /* a vertex, an edge: a zero weight */
        ta = 0;
        tb = (ref_i128)den - tc;
    }
    if ((ta <= -lim) || (ta >= lim) || (tb <= -lim) || (tb >= lim) || (tc <= -lim) || (tc >= lim)) {
        return; /* |den| <= 2^61 by its shift */
    }
    a = (int64_t)ta;
    b = (int64_t)tb;
    fg_wbary(den, a, b, q);
    FZ_CHECK(fg_to_raw(q[0]) == (int32_t)ref_ratio(a, den, 16, REF_Q16_MAX));
    FZ_CHECK(fg_to_raw(q[1]) == (int32_t)ref_ratio(b, den, 16, REF_Q16_MAX));
    FZ_CHECK(fg_to_raw(q[2]) == (int32_t)ref_ratio(tc, den, 16, REF_Q16_MAX));
}

/* x^-1 modulo m (0 < x < m, coprime), else 0: extended Euclid. */
static int64_t inv_mod(int64_t x, int64_t m)
{
    ref_i128 a = x, b = m, u = 1, v = 0;
    while (b != 0) {
        ref_i128 q = a / b, t = a - (q * b);
        a = b;
        b = t;
        t = u - (q * v);
        u = v;
        v = t;
    }
    return (a == 1) ? (int64_t)(((u % m) + m) % m) : 0;
}

/* fg_wover_q16: where it decides, (m0 s + (m1 - m0) c) / (s r) rounded as the reference
 * rounds it. t = c / s in (0, 1); m0 is drawn so that m0 + d t lies about y, a value within
 * +-2r (a normal's component and beyond), y often within a few raw of a half LSB. */
static void c_wover(fz_in *in)
{
    int64_t s = (int64_t)((uint64_t)fz_i64(in) >> (1u + (fz_byte(in) % 63u)));
    int64_t c = (int64_t)((uint64_t)fz_i64(in) >> (1u + (fz_byte(in) % 63u)));
    int32_t r = (int32_t)((uint32_t)fz_i64(in) >> (1u + (fz_byte(in) % 31u)));
    int64_t d = fz_i64(in) >> (32u + (fz_byte(in) & 31u)), y, m0, m1;
    int64_t k = (int64_t)(fz_byte(in) | ((unsigned)fz_byte(in) << 8) | ((unsigned)(fz_byte(in) & 3u) << 16)) - 131072;
    fg_scalar out = 0;
    fg_wratio f;
    fg_wover u;
    if ((s < 2) || (r <= 0)) {
        return;
    }
    c = 1 + (c % (s - 1)); /* 0 < c < s */
    y = ((int64_t)r * k) / 65536; /* y / r = k / 2^16 within 2^-16: k odd or near, halves */
    if ((fz_byte(in) & 1u) != 0u) {
        y = ((int64_t)r * ((2 * k) + 1)) / 131072 + (int64_t)((int)(fz_byte(in) & 7u) - 4);
    }
    m0 = y - (int64_t)(((ref_i128)d * c) / s);
    if ((fz_byte(in) & 3u) == 0u) { /* an exact tie: t = a / b (b odd, q inexact), d t whole */
        int64_t b = 3 + (2 * (int64_t)(fz_byte(in) & 3u)), a = 1 + (int64_t)(fz_byte(in) % (unsigned)(b - 1));
        int64_t g = 1 + (int64_t)((uint64_t)fz_i64(in) >> 40), e = (int64_t)(int8_t)fz_byte(in) * 4099;
        r = (int32_t)(1 + (fz_byte(in) & 127u)) * 131072;
        c = a * g;
        s = b * g;
        d = b * e;
        m0 = ((int64_t)(r / 131072) * ((2 * k) + 1)) - (a * e); /* m0 + d t = r (2k + 1) / 2^17 */
    }
    if ((fz_byte(in) & 3u) == 1u) { /* m0 + d t = H - 1/s just below a half H, d < 0 */
        int64_t dd = 1 + (int64_t)((uint64_t)fz_i64(in) >> 33);
        r = (int32_t)(1 + (fz_byte(in) & 127u)) * 131072;
        s |= (int64_t)1 << 40;
        c = inv_mod(dd % s, s); /* dd c = 1 modulo s */
        d = -dd;
        m0 = ((int64_t)(r / 131072) * ((2 * k) + 1)) + (int64_t)((((ref_i128)dd * c) - 1) / s);
        if (c == 0) {
            return;
        }
    }
    m1 = m0 + d;
    if ((m0 < INT32_MIN) || (m0 > INT32_MAX) || (m1 < INT32_MIN) || (m1 > INT32_MAX)) {
        return;
    }
    fg_wratio_init(&f, c, s);
    fg_wover_init(&u, &f, fg_from_raw(r));
    if (fg_wover_q16(&u, fg_from_raw((int32_t)m0), fg_from_raw((int32_t)m1), &out)) {
        ref_i128 num = ((ref_i128)m0 * s) + ((ref_i128)d * c), den = (ref_i128)s * r;
        FZ_CHECK(fg_to_raw(out) == (int32_t)ref_ratio(num, den, 16, REF_Q16_MAX));
    }
}

/* fg_wover_q16_wide: (p s + q c) / (s r) rounded as the reference rounds it, on its estimate
 * and on its exact path, t = c / s in (0, 1). p and q reach past the estimate's 2^61 bound;
 * p is often drawn so that (p + q t) / r lies within a few raw of a half, or on one exactly
 * (t = a / b, b odd). */
static void c_wover_wide(fz_in *in)
{
    int64_t s = (int64_t)((uint64_t)fz_i64(in) >> (1u + (fz_byte(in) % 63u)));
    int64_t c = (int64_t)((uint64_t)fz_i64(in) >> (1u + (fz_byte(in) % 63u)));
    int32_t r = (int32_t)((uint32_t)fz_i64(in) >> (1u + (fz_byte(in) % 31u)));
    int64_t q = fz_i64(in) >> (fz_byte(in) & 63u), p = fz_i64(in) >> (fz_byte(in) & 63u);
    int64_t k = (int64_t)(int32_t)((uint32_t)fz_i64(in) >> (fz_byte(in) & 31u));
    uint8_t form = fz_byte(in);
    fg_wratio f;
    fg_wover u;
    ref_i128 num, den;
    if ((s < 2) || (r <= 0)) {
        return;
    }
    c = 1 + (c % (s - 1)); /* 0 < c < s */
    if ((form & 3u) == 1u) { /* (p + q t) / r = k + 1/2 + e / r, e a few raw */
        ref_i128 y = (((ref_i128)r * ((2 * k) + 1)) / 2) + (int)(fz_byte(in) & 7u) - 4;
        ref_i128 v = y - (((ref_i128)q * c) / s);
        if ((v > INT64_MAX) || (v < INT64_MIN)) {
            return;
        }
        p = (int64_t)v;
    }
    if ((form & 3u) == 2u) { /* exactly k + 1/2: t = a / b (b odd, t's q inexact), q = b e */
        int64_t b = 3 + (2 * (int64_t)(fz_byte(in) & 3u)), a = 1 + (int64_t)(fz_byte(in) % (unsigned)(b - 1));
        int64_t g = 1 + (int64_t)((uint64_t)fz_i64(in) >> 34), e = fz_i64(in) >> (8u + (fz_byte(in) & 31u));
        r = (int32_t)(2 * (1 + (int64_t)((uint32_t)fz_i64(in) >> (3u + (fz_byte(in) % 28u)))));
        c = a * g;
        s = b * g;
        q = b * e;
        p = ((int64_t)(r / 2) * ((2 * (k >> 8)) + 1)) - (a * e);
    }
    fg_wratio_init(&f, c, s);
    fg_wover_init(&u, &f, fg_from_raw(r));
    num = ((ref_i128)p * s) + ((ref_i128)q * c);
    den = (ref_i128)s * ((ref_i128)r * 65536);
    FZ_CHECK(fg_to_raw(fg_wover_q16_wide(&u, p, q)) == (int32_t)ref_ratio(num, den, 16, REF_Q16_MAX));
}

/* fg_wratio (fg_wide.h): one fraction num/den read by several lerps, any num and den. */
static void c_wratio(fz_in *in)
{
    int64_t den = fz_i64(in) >> (fz_byte(in) & 63u), num = fz_i64(in) >> (fz_byte(in) & 63u);
    fg_scalar o1 = fz_scalar(in), d1 = fz_scalar(in), o2 = fz_scalar(in), d2 = fz_scalar(in);
    fg_wratio f;
    uint8_t form = fz_byte(in);
    if ((form & 1u) != 0u) { /* the fast path's domain 0 < num < den, often */
        if (den < 0) den = -(den + 1);
        if (num < 0) num = -(num + 1);
        if (den != 0) num %= den;
    }
    if ((form & 2u) != 0u) { /* the same fraction with both terms negated (den < 0) */
        if (num != INT64_MIN && den != INT64_MIN) {
            num = -num;
            den = -den;
        }
    }
    if ((form & 12u) == 12u) { /* t = 1 and t = 0, taken directly */
        num = ((form & 16u) != 0u) ? den : 0;
    }
    fg_wratio_init(&f, num, den);
    FZ_CHECK(fg_to_raw(fg_wratio_lerp(&f, o1, d1)) == ref_lerp(fg_to_raw(o1), fg_to_raw(d1), num, den));
    FZ_CHECK(fg_to_raw(fg_wratio_lerp(&f, o2, d2)) == ref_lerp(fg_to_raw(o2), fg_to_raw(d2), num, den));
    FZ_CHECK(fg_to_raw(fg_wratio_t(&f)) == ref_lerp(0, 65536, num, den));
}

/* fg_offset_sat (fg_wide.h): o +- h clamped to +-INT32_MAX, h <= 2^31; draws near both
 * ends of the range and of h. */
static void c_offset_sat(fz_in *in)
{
    uint8_t form = fz_byte(in);
    int64_t o = fg_to_raw(fz_scalar(in)), want;
    uint32_t h = (uint32_t)fz_i64(in) >> (fz_byte(in) & 31u);
    bool sub = (form & 16u) != 0u;
    if ((form & 3u) == 1u) { /* o within 3 of an end of the range, h small */
        o = ((form & 4u) != 0u) ? (int64_t)INT32_MAX - (fz_byte(in) & 3u) : (int64_t)INT32_MIN + (fz_byte(in) & 3u);
        h = fz_byte(in) & 3u;
    } else if ((form & 3u) == 2u) { /* o +- h within 2 of an end of the range */
        h = (uint32_t)((uint64_t)(uint32_t)fz_i64(in) % 0x80000001u);
        o = (((form & 4u) != 0u) ? (int64_t)INT32_MAX : -(int64_t)INT32_MAX) + (int64_t)(fz_byte(in) % 5u) - 2;
        o += sub ? (int64_t)h : -(int64_t)h;
        o = (o > INT32_MAX) ? INT32_MAX : ((o < INT32_MIN) ? INT32_MIN : o);
    }
    if (h > 0x80000000u) {
        h = 0x80000000u;
    }
    want = sub ? o - (int64_t)h : o + (int64_t)h;
    want = (want > INT32_MAX) ? INT32_MAX : ((want < -INT32_MAX) ? -INT32_MAX : want);
    FZ_CHECK(fg_to_raw(fg_offset_sat(fg_from_raw((int32_t)o), h, sub)) == (int32_t)want);
}

/* fg_div21_est (fg_arith.h): floor((u1:u0) / d) or up to 2 more, for a normalised d and
 * u1 < d, on this build's core path. */
static void c_div21_est(fz_in *in)
{
    uint32_t d = (uint32_t)fz_i64(in) | 0x80000000u, u0 = (uint32_t)fz_i64(in);
    uint32_t u1 = (uint32_t)((uint64_t)(uint32_t)fz_i64(in) % d), q;
    ref_u128 exact;
    if ((fz_byte(in) & 3u) == 0u) { /* the high digit's top: u1 just below d */
        u1 = d - 1u - (fz_byte(in) & 7u);
    }
    q = fg_div21_est(u1, u0, d);
    exact = ((((ref_u128)u1) << 32) | u0) / d;
    FZ_CHECK(((ref_u128)q >= exact) && ((ref_u128)q <= exact + 2u));
}

/* fg_wlerp (fg_wide.h): one fraction num / den of any size read by three lerps, as the
 * reference rounds each. Draws: raw operands of every size; num placing o + d t within a
 * few raw of a rounding point (the estimate's window edges); t = +-1 and 0. */
static void c_wlerp(fz_in *in)
{
    int64_t den = fz_i64(in) >> (fz_byte(in) & 63u), num = fz_i64(in) >> (fz_byte(in) & 63u);
    fg_scalar o[3], d[3];
    fg_wlerp f;
    uint8_t form = fz_byte(in);
    int i;
    for (i = 0; i < 3; i++) {
        o[i] = fz_scalar(in);
        d[i] = fg_from_raw(fg_to_raw(fz_scalar(in)) >> (fz_byte(in) & 31u));
    }
    if (((form & 1u) != 0u) && (d[0] != 0) && (den != 0)) {
        /* num = (H - o) den / d for H = m + 1/2 (raw), then a few units of den / 2^k off */
        int64_t m = (int64_t)fg_to_raw(fz_scalar(in)) >> (fz_byte(in) & 31u);
        ref_i128 twice = (2 * (ref_i128)m + 1 - 2 * (ref_i128)fg_to_raw(o[0])) * den;
        ref_i128 t = twice / (2 * (ref_i128)fg_to_raw(d[0]));
        t += (ref_i128)((int)(fz_byte(in) & 15u) - 8) * (den >> (fz_byte(in) & 63u));
        if ((t > -(ref_i128)INT64_MAX) && (t < (ref_i128)INT64_MAX)) {
            num = (int64_t)t;
        }
    }
    if (((form & 6u) == 6u) && (den != INT64_MIN)) { /* t = +-1, t = 0 */
        num = ((form & 8u) != 0u) ? den : (((form & 16u) != 0u) ? -den : 0);
    }
    fg_wlerp_init(&f, num, den);
    for (i = 0; i < 3; i++) {
        FZ_CHECK(fg_to_raw(fg_wlerp_at(&f, o[i], d[i])) == ref_lerp(fg_to_raw(o[i]), fg_to_raw(d[i]), num, den));
    }
}

/* fg_unit3 (fg_wide.h): the largest component lifted to 28 bits, len = round(sqrt(sum of
 * squares)), each component / len rounded, ties away from zero; checked where the squared
 * length fits its 63 bits (|a| < 2^30), and only run (sanitizers) beyond. */
static void c_unit3(fz_in *in)
{
    int32_t a[3];
    fg_scalar u[3];
    uint32_t m = 0;
    unsigned i, s = 0;
    ref_u128 ss = 0, len;
    for (i = 0; i < 3u; i++) {
        a[i] = fg_to_raw(fz_scalar(in)) >> (fz_byte(in) & 31u);
        if ((fz_byte(in) & 7u) == 0u) a[i] = 0;
        m |= (a[i] < 0) ? 0u - (uint32_t)a[i] : (uint32_t)a[i];
    }
    fg_unit3(fg_from_raw(a[0]), fg_from_raw(a[1]), fg_from_raw(a[2]), &u[0], &u[1], &u[2]);
    if (m >= 0x40000000u) return;
    while ((m != 0u) && ((m << s) < 0x8000000u)) s++;
    for (i = 0; i < 3u; i++) {
        ref_i128 l = (ref_i128)a[i] * ((ref_i128)1 << s);
        ss += (ref_u128)(l * l);
    }
    len = (ref_isqrt128(4u * ss) + 1u) >> 1;
    for (i = 0; i < 3u; i++) {
        ref_i128 l = (ref_i128)a[i] * ((ref_i128)1 << s);
        FZ_CHECK(fg_to_raw(u[i]) == (int32_t)ref_ratio(l, (ref_i128)len, 16, REF_Q16_MAX));
    }
}

/* fg_wunit3 (fg_wide.h): the components scaled (shifted, the bits below dropped) so that the
 * largest has 31 bits, l = floor(sqrt(sum of squares)), each component / l rounded, ties
 * away from zero. */
static void c_wunit3(fz_in *in)
{
    int64_t x[3];
    uint64_t a[3], m = 0;
    fg_scalar u[3];
    unsigned i, b = 0;
    ref_u128 ss = 0, l;
    for (i = 0; i < 3u; i++) {
        x[i] = fz_i64(in) >> (fz_byte(in) & 63u);
        if ((fz_byte(in) & 7u) == 0u) x[i] = 0;
        a[i] = (x[i] < 0) ? 0u - (uint64_t)x[i] : (uint64_t)x[i];
        m = (a[i] > m) ? a[i] : m;
    }
    fg_wunit3(x[0], x[1], x[2], &u[0], &u[1], &u[2]);
    while ((b < 64u) && ((m >> b) != 0u)) b++;
    for (i = 0; i < 3u; i++) {
        a[i] = (b > 31u) ? (a[i] >> (b - 31u)) : (a[i] << (31u - b));
        ss += (ref_u128)a[i] * a[i];
    }
    l = ref_isqrt128(ss);
    for (i = 0; i < 3u; i++) {
        int32_t want = (m == 0u) ? 0 : (int32_t)ref_ratio((x[i] < 0) ? -(ref_i128)a[i] : (ref_i128)a[i], (ref_i128)l, 16, REF_Q16_MAX);
        FZ_CHECK(fg_to_raw(u[i]) == want);
    }
}

/* fg_xfrac (fg_wide.h): one 128-bit denominator, quotients and a kept fraction t for lerps;
 * numerators often reduced below |den| (the one-step path), the same sign for t, or equal. */
static ref_i128 fz_below(fz_in *in, ref_i128 den)
{
    ref_i128 n = fz_x128(in);
    unsigned k = fz_byte(in) & 3u;
    if ((k != 0u) && (den != 0) && ((ref_u128)den != ((ref_u128)1 << 127))) { /* |den| representable */
        ref_i128 ad = (den < 0) ? -den : den;
        n = (n < 0) ? -((-(n + 1)) % ad) : (n % ad); /* |n| < |den| */
        if ((k == 2u) && ((n < 0) != (den < 0))) {
            n = -n;
        }
        if ((k == 3u) && ((fz_byte(in) & 7u) == 0u)) {
            n = ((fz_byte(in) & 1u) != 0u) ? den : -den;
        }
    }
    return n;
}

static void c_xfrac(fz_in *in)
{
    ref_i128 den = fz_x128(in), n1, n2, t;
    fg_scalar o1 = fz_scalar(in), d1 = fz_scalar(in), o2 = fz_scalar(in), d2 = fz_scalar(in);
    fg_xwide xd, x1, x2, xt;
    fg_xfrac f;
    if ((fz_byte(in) & 3u) == 0u) {
        den >>= (fz_byte(in) & 63u); /* small dens, for the top-limb cases */
    }
    n1 = fz_below(in, den);
    n2 = fz_below(in, den);
    t = fz_below(in, den);
    if ((fz_byte(in) & 1u) != 0u) { /* n1 / den within a few raw of a half LSB: q16's fix-up */
        ref_i128 m = (ref_i128)(2u * (fz_byte(in) | ((unsigned)fz_byte(in) << 8)) + 1u) & 0x1FFFF;
        n1 = (den / 131072) * m + (ref_i128)((int)(fz_byte(in) & 15u) - 8);
    }
    xd = xw(den), x1 = xw(n1), x2 = xw(n2), xt = xw(t);
    fg_xfrac_init(&f, &xd);
    fg_xfrac_set_t(&f, &xt);
    FZ_CHECK(fg_to_raw(fg_xfrac_q16(&f, &x1)) == (int32_t)ref_ratio(n1, den, 16, REF_Q16_MAX));
    FZ_CHECK(fg_to_raw(fg_xfrac_lerp(&f, o1, d1)) == ref_lerp(fg_to_raw(o1), fg_to_raw(d1), t, den));
    FZ_CHECK(fg_to_raw(fg_xfrac_q16(&f, &x2)) == (int32_t)ref_ratio(n2, den, 16, REF_Q16_MAX));
    FZ_CHECK(fg_to_raw(fg_xfrac_lerp(&f, o2, d2)) == ref_lerp(fg_to_raw(o2), fg_to_raw(d2), t, den));
    FZ_CHECK(fg_to_raw(fg_xfrac_lerp(&f, FG_ZERO, FG_ONE)) == (int32_t)ref_ratio(t, den, 16, REF_Q16_MAX));
}

/* fg_wscale58, fg_wscale58sq, fg_xshl and fg_xpow2 (fg_wide.h): against the loops they
 * replace and a shift of the unsigned __int128. */
static void c_scale(fz_in *in)
{
    int64_t nb = fz_i64(in) >> (fz_byte(in) & 63u), c = fz_i64(in), rnb = nb, rc = c;
    ref_i128 x = fz_x128(in);
    unsigned k = fz_byte(in) & 127u;
    int j, rj;
    fg_xwide xs, xr;
    for (rj = 0; (rj < 58) && (rnb < ((int64_t)1 << 58)); rj++) {
        rnb = (int64_t)((uint64_t)rnb + (uint64_t)rnb);
        rc = (int64_t)((uint64_t)rc + (uint64_t)rc);
    }
    j = fg_wscale58(&nb, &c);
    FZ_CHECK(j == rj && nb == rnb && c == rc);
    /* fg_wscale58sq: the times-4 loop it replaces (every magnitude, and negative values) */
    nb = fz_i64(in) >> (fz_byte(in) & 63u);
    rnb = nb;
    for (rj = 0; (rj < 31) && (rnb < ((int64_t)1 << 58)); rj++) {
        rnb = (int64_t)((uint64_t)rnb * 4u);
    }
    j = fg_wscale58sq(&nb);
    FZ_CHECK(j == rj && nb == rnb);
    xs = fg_xshl(xw(x), k);
    xr = xw((ref_i128)((ref_u128)x << k));
    FZ_CHECK(xs.w[0] == xr.w[0] && xs.w[1] == xr.w[1] && xs.w[2] == xr.w[2] && xs.w[3] == xr.w[3]);
    /* fg_xpow2: upward the shift; downward the magnitude's shift, the sign restored (the
     * magnitude of -2^127 is 2^127), and fg_xscale by 2^-i (i <= 16), which it replaces */
    {
        int e = (int)(fz_byte(in) % 255u) - 127;
        ref_u128 mag = (x < 0) ? (ref_u128)0 - (ref_u128)x : (ref_u128)x;
        xs = fg_xpow2(xw(x), e);
        if (e >= 0) {
            xr = xw((ref_i128)((ref_u128)x << (unsigned)e));
        } else {
            mag >>= (unsigned)-e;
            xr = xw((ref_i128)((x < 0) ? (ref_u128)0 - mag : mag));
        }
        FZ_CHECK(xs.w[0] == xr.w[0] && xs.w[1] == xr.w[1] && xs.w[2] == xr.w[2] && xs.w[3] == xr.w[3]);
        if ((e < 0) && (e >= -16)) {
            xr = fg_xscale(xw(x), fg_from_raw((int32_t)1 << (16 + e)));
            FZ_CHECK(xs.w[0] == xr.w[0] && xs.w[1] == xr.w[1] && xs.w[2] == xr.w[2] && xs.w[3] == xr.w[3]);
        }
    }
}

static void c_q16_64(fz_in *in)
{
    uint64_t n = (uint64_t)fz_i64(in) >> (2u + (fz_byte(in) & 61u));
    uint64_t d = (uint64_t)fz_i64(in) >> (2u + (fz_byte(in) & 61u));
    if (d == 0u) return; /* documented domain: 0 < d < 2^62 */
    FZ_CHECK((ref_u128)(uint32_t)fg_to_raw(fg_core_q16_64(n, d)) == ref_udiv_round(n, d, 16, REF_Q16_MAX));
}

static void c_cmp2(fz_in *in)
{
    uint64_t a = (uint64_t)fz_i64(in), b = (uint64_t)fz_i64(in), c = (uint64_t)fz_i64(in), d = (uint64_t)fz_i64(in);
    ref_u128 x, y;
    unsigned s = fz_byte(in);
    a >>= s & 63u; /* products of every size, and near-equal pairs from the byte grid */
    c >>= (s >> 2) & 63u;
    x = (ref_u128)a * b;
    y = (ref_u128)c * d;
    FZ_CHECK(fg_core_cmp2(a, b, c, d) == (x > y) - (x < y));
}

static void c_root128(fz_in *in)
{
    ref_i128 a = fz_x128(in);
    ref_u128 ua, sc, s, rm;
    unsigned j = 0;
    uint32_t rem[3] = {0, 0, 0}, v = 0;
    uint64_t root;
    fg_xwide xa;
    if (a <= 0) return; /* documented domain: a positive */
    xa = xw(a);
    root = fg_core_root128(&xa, &j, rem, &v);
    ua = (ref_u128)a;
    FZ_CHECK(j < 64u && (root >> 63) == 1u);
    if (j >= 64u) return;
    sc = ua << (2u * j);
    FZ_CHECK((sc >> (2u * j)) == ua); /* a 4^j fits 128 bits */
    s = ref_isqrt128(sc);
    FZ_CHECK(s == root);
    rm = sc - s * s;
    FZ_CHECK(rm == ((ref_u128)rem[2] << 64 | (ref_u128)rem[1] << 32 | rem[0]));
    FZ_CHECK(v == ref_recip32((uint32_t)(root >> 32)));
}

/* fg_wsqrtw against round(sqrt(a 2^32)) from the bit-serial root (never a tie: a 2^32 is
 * an integer, and (s + 1/2)^2 is not). */
static void c_wsqrtw(fz_in *in)
{
    int64_t a = fz_i64(in) >> (fz_byte(in) & 63u);
    ref_u128 x, s;
    if (a <= 0) {
        FZ_CHECK(fg_wsqrtw(a) == 0);
        return;
    }
    x = (ref_u128)(uint64_t)a << 32;
    s = ref_isqrt128(x);
    if (x - s * s > s) {
        s++;
    }
    FZ_CHECK((ref_u128)(uint64_t)fg_wsqrtw(a) == s);
}

/* round(sqrt(x)) from the bit-serial root (never a tie: (s + 1/2)^2 is not an integer). */
static ref_u128 round_root(ref_u128 x)
{
    ref_u128 s = ref_isqrt128(x);
    return (x - s * s > s) ? s + 1 : s;
}

/* fg_xsqrt_scaled (and fg_xsqrt, j = 0) against round(sqrt(a 4^j)) from the bit-serial root
 * of the shifted value, saturated to 2^63 - 1; a 4^j at or past 2^128 saturates (its root
 * is at least 2^64), a <= 0 gives 0. j often puts a 4^j near 2^126..2^128. */
static void c_xsqrt_scaled(fz_in *in)
{
    ref_i128 a = fz_x128(in) >> (fz_byte(in) & 127u);
    unsigned j = fz_byte(in) & 63u, bits = 0u;
    ref_u128 x, s;
    fg_wide got;
    fg_xwide aw;
    if ((fz_byte(in) & 1u) != 0u) {
        for (x = (ref_u128)a; (a > 0) && (x != 0u); x >>= 1) {
            bits++;
        }
        j = (128u - bits) / 2u; /* a 4^j at the top pair of bits, or one pair below */
        if ((j > 0u) && ((fz_byte(in) & 1u) != 0u)) {
            j--;
        }
    }
    aw = xw(a);
    got = fg_xsqrt_scaled(&aw, j);
    if (j == 0u) {
        FZ_CHECK(fg_xsqrt(xw(a)) == got);
    }
    if (a <= 0) {
        FZ_CHECK(got == 0);
        return;
    }
    if ((2u * j >= 128u) || ((((ref_u128)a << (2u * j)) >> (2u * j)) != (ref_u128)a)) {
        FZ_CHECK(got == INT64_MAX);
        return;
    }
    x = (ref_u128)a << (2u * j);
    s = round_root(x);
    FZ_CHECK((ref_u128)(uint64_t)got == ((s > (ref_u128)INT64_MAX) ? (ref_u128)INT64_MAX : s));
}

/* fg_wfrac_init_len58 against its definition: j the least count with vv 4^j >= 2^58 (vv > 0),
 * the fraction's den L = round(sqrt(vv 4^j 2^32)) and root = round(sqrt(vv)) (saturated)
 * from the bit-serial root; vv <= 0 as the loop of fg_wscale58sq (0: j = 31; each step
 * wraps), root 0 and L the scaled value's root when the loop made it positive. The fraction
 * is fg_wfrac_init's of L field for field, and a quotient over it is the reference's. */
static void c_wlen58(fz_in *in)
{
    int64_t vv = fz_i64(in) >> (fz_byte(in) & 63u), n = fz_i64(in) >> (fz_byte(in) & 63u), len;
    fg_scalar root = -1;
    fg_wfrac r, w;
    int j = fg_wfrac_init_len58(&r, vv, &root), want = 0;
    ref_u128 rr;
    if (vv <= 0) {
        uint64_t u = (uint64_t)vv;
        while ((vv != 0) && (want < 31) && ((int64_t)u < ((int64_t)1 << 58))) {
            u <<= 2;
            want++;
        }
        FZ_CHECK(j == ((vv == 0) ? 31 : want) && fg_to_raw(root) == 0);
        len = ((int64_t)u > 0) ? (int64_t)round_root((ref_u128)u << 32) : 0;
    } else {
        while ((((ref_u128)(uint64_t)vv) << (2 * want)) < ((ref_u128)1 << 58)) {
            want++;
        }
        FZ_CHECK(j == want);
        len = (int64_t)round_root(((ref_u128)(uint64_t)vv << (2 * want)) << 32);
        rr = round_root((ref_u128)(uint64_t)vv);
        FZ_CHECK((ref_u128)(uint32_t)fg_to_raw(root) == ((rr > 0x7FFFFFFFu) ? 0x7FFFFFFFu : rr));
    }
    fg_wfrac_init(&w, len);
    FZ_CHECK(r.mag == w.mag && r.dn == w.dn && r.v == w.v && r.bits == w.bits && r.neg == w.neg);
    FZ_CHECK(fg_to_raw(fg_wfrac_q16(&r, n)) == (int32_t)ref_ratio(n, len, 16, REF_Q16_MAX));
}

/* Sign of a sqrt(dd) - z, exactly, for a^2 dd and z^2 below 2^128 (dd < 2^62, |a| about
 * 2 sqrt(dd)). */
static int sgn_root(ref_i128 a, uint64_t dd, ref_i128 z)
{
    ref_u128 aa, zz;
    if ((a >= 0) && (z <= 0)) return ((a == 0) || (dd == 0u)) ? ((z == 0) ? 0 : 1) : 1;
    if ((a <= 0) && (z > 0)) return -1;
    aa = (ref_u128)(a < 0 ? -a : a) * (ref_u128)(a < 0 ? -a : a) * dd;
    zz = (ref_u128)(z < 0 ? -z : z) * (ref_u128)(z < 0 ? -z : z);
    if (aa == zz) return 0;
    return ((aa > zz) == (a > 0)) ? 1 : -1;
}

/* fg_wrsqrt: o + d r / sqrt(dd) for 0 <= r, r^2 < dd, d^2 <= dd, against the integer m nearest
 * to it (ties away from zero), found from a long double guess by exact compares of
 * 2 (m - o) -+ 1 times sqrt(dd) with 2 d r. Forms: exact ties (dd = L^2, L = 2 r w,
 * d = +-(2 j + 1) w), and the same dd a few units off. */
static void c_wrsqrt(fz_in *in)
{
    uint64_t dd = ((uint64_t)fz_i64(in) >> 2) >> (fz_byte(in) & 63u), root; /* below 2^62 */
    int64_t r = (uint32_t)fg_to_raw(fz_scalar(in)) >> 1, d = fg_to_raw(fz_scalar(in)) >> (fz_byte(in) & 31u);
    fg_scalar o = fz_scalar(in);
    uint8_t form = fz_byte(in);
    fg_wrsqrt f;
    ref_i128 z, m, lo, hi, want;
    int i;
    r >>= fz_byte(in) & 31u;
    if ((form & 3u) == 3u) { /* a tie: L = 2 r w, d = +-(2 j + 1) w with j < r */
        uint64_t w = 1u + ((uint64_t)fz_i64(in) >> (33 + (fz_byte(in) & 15u))), j;
        r = 1 + (r & 0x3FFFFFFF) % 0x8000;
        if ((uint64_t)r * w > 0x3FFFFFFFu) w = 0x3FFFFFFFu / (uint64_t)r;
        j = (uint64_t)fz_i64(in) % (uint64_t)r;
        d = (int64_t)((2u * j + 1u) * w) * (((form & 4u) != 0u) ? -1 : 1);
        dd = (2u * (uint64_t)r * w) * (2u * (uint64_t)r * w);
        if ((form & 8u) != 0u) dd += (uint64_t)(int)((fz_byte(in) & 7u)) - 3u; /* near a tie */
    }
    if (dd == 0u) dd = 1u;
    root = (uint64_t)ref_isqrt128(dd);
    if ((uint64_t)r * (uint64_t)r >= dd) r = (int64_t)(root * root == dd ? root - 1u : root);
    if ((uint64_t)(d < 0 ? -d : d) > root) d = (d < 0) ? -(int64_t)root : (int64_t)root;
    if (d < INT32_MIN || d > INT32_MAX || r > INT32_MAX) return;
    fg_wrsqrt_init(&f, fg_from_raw((int32_t)r), (fg_wide)dd);
    z = 2 * (ref_i128)d * r;
    m = (ref_i128)fg_to_raw(o) + (ref_i128)llroundl((long double)d * (long double)r / sqrtl((long double)dd));
    for (i = 0; i < 8; i++) {
        lo = 2 * (m - fg_to_raw(o)) - 1;
        hi = lo + 2;
        if (sgn_root(lo, dd, z) > 0) m--;
        else if (sgn_root(hi, dd, z) < 0) m++;
        else break;
    }
    FZ_CHECK(i < 8);
    want = m;
    if (sgn_root(lo, dd, z) == 0) want = (m >= 1) ? m : m - 1;     /* m - 1/2 exactly */
    if (sgn_root(hi, dd, z) == 0) want = (m >= 0) ? m + 1 : m;     /* m + 1/2 exactly */
    if (want > INT32_MAX) want = INT32_MAX;
    if (want < -INT32_MAX) want = -INT32_MAX;
    FZ_CHECK(fg_to_raw(fg_wrsqrt_lerp(&f, o, fg_from_raw((int32_t)d))) == (int32_t)want);
}

/* fg_wtop_init2 and fg_wtop_lerp: two fractions over one den > 0 with 0 <= num <= den
 * (endpoints often): both parameters and the first's lerps as the reference's roundings of
 * the exact values (the lerp's operands often large, where the top digit cannot decide). */
static void c_wtop(fz_in *in)
{
    int64_t den = (int64_t)((uint64_t)fz_i64(in) >> (1u + (fz_byte(in) % 63u))), n[2];
    fg_scalar o = fz_scalar(in), d = fz_scalar(in), ta, tb;
    fg_wtop f;
    int i;
    if (den <= 0) {
        return;
    }
    for (i = 0; i < 2; i++) {
        uint8_t form = fz_byte(in);
        n[i] = (int64_t)((uint64_t)fz_i64(in) % ((uint64_t)den + 1u));
        n[i] = ((form & 7u) == 0u) ? 0 : (((form & 7u) == 1u) ? den : n[i]);
    }
    fg_wtop_init2(&f, &ta, &tb, n[0], n[1], den);
    FZ_CHECK(fg_to_raw(ta) == ref_lerp(0, 65536, n[0], den));
    FZ_CHECK(fg_to_raw(tb) == ref_lerp(0, 65536, n[1], den));
    FZ_CHECK(fg_to_raw(fg_wtop_lerp(&f, o, d)) == ref_lerp(fg_to_raw(o), fg_to_raw(d), n[0], den));
    FZ_CHECK(fg_to_raw(fg_wtop_lerp(&f, o, FG_ONE)) == ref_lerp(fg_to_raw(o), 65536, n[0], den));
}

static const fz_case cases[] = {
    {"fg_recip32", c_recip32},
    {"fg_isqrt64n", c_isqrt64n},
    {"fg_wsqrtw", c_wsqrtw},
    {"fg_wfrac_init_len58", c_wlen58},
    {"fg_xrecip_init fg_xrecip_q16 fg_xrecip_q32 fg_xrecip_lerp", c_xrecip},
    {"fg_wrecip_init fg_wrecip_lerp", c_wrecip},
    {"fg_wfrac_init fg_wfrac_lerp fg_wfrac_q16", c_wfrac},
    {"fg_wbary", c_wbary},
    {"fg_wratio_init fg_wratio_lerp", c_wratio},
    {"fg_wrsqrt_init fg_wrsqrt_lerp", c_wrsqrt},
    {"fg_wtop_init2 fg_wtop_lerp", c_wtop},
    {"fg_offset_sat", c_offset_sat},
    {"fg_div21_est", c_div21_est},
    {"fg_wlerp_init fg_wlerp_at", c_wlerp},
    {"fg_wover_init fg_wover_q16", c_wover},
    {"fg_wover_q16_wide", c_wover_wide},
    {"fg_unit3", c_unit3},
    {"fg_wunit3", c_wunit3},
    {"fg_xfrac_init fg_xfrac_q16 fg_xfrac_set_t fg_xfrac_lerp", c_xfrac},
    {"fg_wscale58 fg_wscale58sq fg_xshl fg_xpow2", c_scale},
    {"fg_core_q16_64", c_q16_64},
    {"fg_core_cmp2", c_cmp2},
    {"fg_core_root128", c_root128},
    {"fg_xsqrt_scaled fg_xsqrt", c_xsqrt_scaled},
};

FZ_HARNESS("fuzz_core", cases)
