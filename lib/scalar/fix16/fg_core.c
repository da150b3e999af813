/* SPDX-License-Identifier: MIT */
/* fg_core.c - the exact arithmetic core of the Q16.16 scalar layer (fg_core.h, and the
 * per-core primitives of fg_arith.h). Quotients: one reciprocal per denominator, then per
 * quotient digit one 2/1 step and an exact remainder correction formed modulo 2^(32 L),
 * L the limbs of den plus two bits. Square roots: a seeded root of the top 64 bits, then
 * 32-bit digits from the reciprocal of the root's top word, each corrected exactly from
 * its remainder. Derivations and bounds: DESIGN.md section 2. */
#include "fg_core.h"
#include "fg_arith.h"

#if (FG_CORE_PATH == FG_PATH_FPSP) || (FG_CORE_PATH == FG_PATH_FPDP)
#if defined(FG_NO_INTRINSICS)
#error "FG_NO_INTRINSICS: the FPU paths need the square-root instruction; use FG_CORE_PATH 0 or 2"
#endif
#if defined(__ARM_FP) && defined(__GNUC__)
/* VSQRT without libm (a call to sqrtf/sqrt would also set errno). */
static inline float fg_fsqrt(float x)
{
    float r;
    __asm__("vsqrt.f32 %0, %1" : "=t"(r) : "t"(x));
    return r;
}
#if FG_CORE_PATH == FG_PATH_FPDP
static inline double fg_dsqrt(double x)
{
    double r;
    __asm__("vsqrt.f64 %P0, %P1" : "=w"(r) : "w"(x));
    return r;
}
#endif
#else
/* host builds of the FPU paths (tests): the compiler's correctly rounded square root */
#if FG_CORE_PATH == FG_PATH_FPSP
static inline float fg_fsqrt(float x) { return __builtin_sqrtf(x); }
#else
static inline double fg_dsqrt(double x) { return __builtin_sqrt(x); }
#endif
#endif
#endif

/* ================================================================ 32-bit reciprocal */

/* Q1.15 seeds of 1/D, D = d / 2^32, on 256 intervals (tests/core/gen_tables.py): fg_recip32_est. */
const uint16_t fg_recip_seed[256] = {
    65408u, 65154u, 64902u, 64652u, 64404u, 64158u, 63913u, 63671u, 63430u, 63191u, 62954u, 62719u,
    62485u, 62253u, 62023u, 61795u, 61568u, 61343u, 61119u, 60897u, 60677u, 60458u, 60241u, 60026u,
    59812u, 59599u, 59388u, 59179u, 58971u, 58764u, 58559u, 58356u, 58153u, 57952u, 57753u, 57555u,
    57358u, 57163u, 56968u, 56776u, 56584u, 56394u, 56205u, 56017u, 55831u, 55646u, 55462u, 55279u,
    55098u, 54917u, 54738u, 54560u, 54383u, 54207u, 54033u, 53859u, 53687u, 53516u, 53346u, 53177u,
    53009u, 52842u, 52676u, 52511u, 52347u, 52184u, 52022u, 51862u, 51702u, 51543u, 51385u, 51228u,
    51072u, 50917u, 50763u, 50610u, 50458u, 50306u, 50156u, 50007u, 49858u, 49710u, 49563u, 49417u,
    49272u, 49128u, 48985u, 48842u, 48700u, 48559u, 48419u, 48280u, 48141u, 48003u, 47867u, 47730u,
    47595u, 47460u, 47326u, 47193u, 47061u, 46929u, 46798u, 46668u, 46539u, 46410u, 46282u, 46155u,
    46028u, 45902u, 45777u, 45652u, 45528u, 45405u, 45283u, 45161u, 45040u, 44919u, 44799u, 44680u,
    44561u, 44443u, 44326u, 44209u, 44093u, 43977u, 43862u, 43748u, 43634u, 43521u, 43408u, 43296u,
    43185u, 43074u, 42963u, 42854u, 42744u, 42636u, 42528u, 42420u, 42313u, 42207u, 42101u, 41996u,
    41891u, 41786u, 41683u, 41579u, 41476u, 41374u, 41272u, 41171u, 41070u, 40970u, 40870u, 40771u,
    40672u, 40574u, 40476u, 40378u, 40281u, 40185u, 40089u, 39993u, 39898u, 39804u, 39709u, 39616u,
    39522u, 39429u, 39337u, 39245u, 39153u, 39062u, 38971u, 38881u, 38791u, 38702u, 38613u, 38524u,
    38436u, 38348u, 38260u, 38173u, 38087u, 38000u, 37915u, 37829u, 37744u, 37659u, 37575u, 37491u,
    37407u, 37324u, 37241u, 37159u, 37077u, 36995u, 36914u, 36833u, 36752u, 36672u, 36592u, 36512u,
    36433u, 36354u, 36275u, 36197u, 36119u, 36041u, 35964u, 35887u, 35810u, 35734u, 35658u, 35583u,
    35507u, 35432u, 35358u, 35283u, 35209u, 35136u, 35062u, 34989u, 34916u, 34844u, 34771u, 34700u,
    34628u, 34557u, 34486u, 34415u, 34344u, 34274u, 34204u, 34135u, 34065u, 33996u, 33928u, 33859u,
    33791u, 33723u, 33655u, 33588u, 33521u, 33454u, 33387u, 33321u, 33255u, 33189u, 33124u, 33059u,
    32994u, 32929u, 32864u, 32800u,
};

#if FG_CORE_PATH == FG_PATH_V6M

/* fg_recip32_est's estimate (2^-18), then the exact remainder
 * e = 2^64 - d (2^32 + v) of that estimate: one more Newton step read from e's top word
 * (within 3 units), and unit steps on e to 0 < e <= d. Every d: tests/core/core_exhaustive.c. */
uint32_t fg_recip32(uint32_t d)
{
    uint32_t v = fg_recip32_est(d);
    uint32_t top, lo, m, mag, dl, dh;
    uint64_t p, e;
    /* e = 2^64 - d (2^32 + v) modulo 2^64: its top word, as a signed value, is in
     * [-509, 16766]; the Newton step v += e (2^32 + v) / 2^64 from the top words
     * (|step| < 2^16) leaves v within 3 units */
    p = fg_umul32(d, v);
    lo = (uint32_t)p;
    top = ((0u - d) - (uint32_t)(p >> 32)) - ((lo != 0u) ? 1u : 0u);
    lo = 0u - lo;
    mag = ((top >> 31) != 0u) ? (0u - top) : top;
    m = mag + ((mag * (v >> 16)) >> 16);
    dl = (d & 0xFFFFu) * m; /* d m = dh 2^16 + dl, exact */
    dh = (d >> 16) * m;
    e = (((uint64_t)top) << 32) | lo;
    if ((top >> 31) != 0u) {
        v -= m;
        e += (((uint64_t)dh) << 16) + dl;
    } else {
        v += m;
        e -= (((uint64_t)dh) << 16) + dl;
    }
    while (((e >> 63) != 0u) || (e == 0u)) { /* e <= 0: v too big */
        v--;
        e += d;
    }
    while (e > d) {
        v++;
        e -= d;
    }
    return v;
}
#elif FG_CORE_PATH == FG_PATH_FPDP
/* 2^64 / d in double precision, correctly rounded, never falls below an integer it lies
 * above, and reaches at most the next one: truncated, less 2^32, it is the reciprocal v or
 * v + 1 (also where 2^64 / d is an integer, d = 2^31). v + 1 is the one for which
 * d (2^32 + v) reaches 2^64: a carry out of the product's high word plus d. */
uint32_t fg_recip32(uint32_t d)
{
    double t = (18446744073709551616.0 / (double)d) - 4294967296.0; /* exact subtraction */
    uint32_t v = (t >= 4294967295.0) ? 0xFFFFFFFFu : (uint32_t)t;
    uint32_t hi = (uint32_t)(fg_umul32(d, v) >> 32);
    return v - (((hi + d) < hi) ? 1u : 0u);
}
#elif (FG_CORE_PATH == FG_PATH_IDIV) || (FG_CORE_PATH == FG_PATH_FPSP)
/* floor((~d : 2^32 - 1) / d) in two 16-bit digits with the 32/32 divide (Knuth D). (With a
 * single-precision FPU, a VDIV seed plus the Newton step and the fix-up measured 67
 * instructions on the M4F against 41 for this.) */
static uint32_t recip_digit(uint32_t n, uint32_t next16, uint32_t d)
{
    uint32_t dh = d >> 16, dl = d & 0xFFFFu, q = n / dh, rh = n - (q * dh);
    while ((q > 0xFFFFu) || ((q * dl) > ((rh << 16) | next16))) {
        q--;
        rh += dh;
        if (rh > 0xFFFFu) {
            break;
        }
    }
    return q;
}
uint32_t fg_recip32(uint32_t d)
{
    uint32_t n = ~d, q1 = recip_digit(n, 0xFFFFu, d), r1 = ((n << 16) | 0xFFFFu) - (q1 * d);
    uint32_t q0 = recip_digit(r1, 0xFFFFu, d);
    return (q1 << 16) | q0;
}
#else
uint32_t fg_recip32(uint32_t d) { return (uint32_t)(UINT64_MAX / d); }
#endif

/* ================================================================ 64-bit square root */

/* x = S^2 + R with 0 <= R <= 2S, from a root S with signed remainder R (any sign):
 * unit steps (the callers' estimates are within a few units). */
static uint32_t isqrt_fix(uint32_t s0, uint64_t r0, uint64_t *rem)
{
    uint32_t s = s0;
    uint64_t r = r0;
    while ((r >> 63) != 0u) { /* r < 0: (s - 1)^2 = s^2 - 2s + 1 */
        r += ((uint64_t)s << 1) - 1u;
        s--;
    }
    while (r > ((uint64_t)s << 1)) {
        r -= ((uint64_t)s << 1) + 1u;
        s++;
    }
    *rem = r;
    return s;
}

#if (FG_CORE_PATH == FG_PATH_V6M) || (FG_CORE_PATH == FG_PATH_IDIV) || (FG_CORE_PATH == FG_PATH_GENERIC)

/* Karatsuba's square root with 16-bit digits, all products in MULS range: the top digit
 * s1 = floor(sqrt(xh)) from the seed z and one remainder step; the low digit from
 * q = floor((r1 2^32 + xl) / (2 s1 2^16)), by a divide where there is one, else by the
 * reciprocal 2^32/s1 refined from 2z by a Newton step; then the exact fix-up. */
uint32_t fg_isqrt64n(uint64_t x, uint64_t *rem)
{
    /* Q1.15 seeds of 1/sqrt(A), A = x / 2^32 in [1/4, 1), on 96 intervals (gen_tables.py). */
    static const uint16_t fg_rsqrt_seed[96] = {
        65032u, 64054u, 63119u, 62223u, 61365u, 60541u, 59749u, 58988u, 58255u, 57549u, 56868u, 56211u,
        55575u, 54961u, 54367u, 53792u, 53234u, 52694u, 52169u, 51660u, 51166u, 50685u, 50218u, 49764u,
        49321u, 48891u, 48471u, 48062u, 47663u, 47274u, 46894u, 46523u, 46161u, 45808u, 45462u, 45124u,
        44793u, 44470u, 44153u, 43843u, 43540u, 43243u, 42952u, 42666u, 42386u, 42112u, 41843u, 41579u,
        41320u, 41066u, 40816u, 40571u, 40330u, 40093u, 39861u, 39633u, 39408u, 39187u, 38970u, 38757u,
        38547u, 38340u, 38136u, 37936u, 37739u, 37545u, 37354u, 37166u, 36981u, 36798u, 36618u, 36441u,
        36266u, 36094u, 35924u, 35756u, 35591u, 35428u, 35268u, 35109u, 34953u, 34798u, 34646u, 34496u,
        34347u, 34201u, 34056u, 33913u, 33772u, 33633u, 33496u, 33360u, 33225u, 33093u, 32962u, 32832u,
    };
    uint32_t xh = (uint32_t)(x >> 32), xl = (uint32_t)x;
    uint32_t z = fg_rsqrt_seed[(xh >> 25) - 32u]; /* 2^15 / sqrt(A), 2^-8 */
    uint32_t s = ((xh >> 16) * z) >> 15, t, n, q;
    uint64_t r;
    if (s > 0xFFFFu) {
        s = 0xFFFFu;
    }
    /* s += (xh - s^2) / (2s), 1/(2s) ~ z / 2^32 */
    t = s * s;
    if (xh >= t) {
        s += (((xh - t) >> 9) * z) >> 23;
    } else {
        s -= (((t - xh) >> 9) * z) >> 23;
    }
    if (s > 0xFFFFu) {
        s = 0xFFFFu;
    }
    t = s * s;
    s = isqrt_fix(s, (uint64_t)xh - t, &r); /* r <= 2s < 2^17 */
    /* n = floor((r 2^32 + xl) / 2^17) < 2^32 since r <= 2s <= 2^17 - 2 */
    n = ((uint32_t)r << 15) + (xl >> 17);
#if FG_CORE_PATH == FG_PATH_V6M
    {
        /* w ~ 2^32 / s (2^-8); e = 2^32 - s w has |e| < 2^31: s w modulo 2^32 is -e or
         * 2^32 - e */
        uint32_t w = z << 1, p = s * w, c;
        if (p < 0x80000000u) { /* e = -p */
            c = ((p >> 11) * w) >> 21;
            w -= c;
        } else {
            c = (((0u - p) >> 11) * w) >> 21;
            w += c;
        }
        if (w > 0x20000u) { /* 2^32 / s <= 2^17 */
            w = 0x20000u;
        }
        /* q ~ n w / 2^32 (w < 2^17 + 2^10: the low product keeps w / 4) */
        q = (((n >> 17) * w) >> 15) + (((n & 0x1FFFFu) * (w >> 2)) >> 30);
    }
#else
    q = n / s;
#endif
    if (q > 0xFFFFu) {
        q = 0xFFFFu;
    }
    /* x - (s 2^16 + q)^2 = r 2^32 + xl - 2 s q 2^16 - q^2 */
    t = s * q;
    n = q * q;
    r = ((r << 32) + xl) - ((uint64_t)t << 17) - n;
    return isqrt_fix((s << 16) + q, r, rem);
}
#elif FG_CORE_PATH == FG_PATH_FPSP
/* sqrt of the top word in single precision (within 2^9 units), one Newton step from the
 * exact remainder with a single-precision divide, the exact fix-up. */
uint32_t fg_isqrt64n(uint64_t x, uint64_t *rem)
{
    float f = fg_fsqrt((float)(uint32_t)(x >> 32)) * 65536.0f;
    uint32_t s = (f >= 4294967295.0f) ? 0xFFFFFFFFu : (uint32_t)f, c;
    uint64_t r = x - fg_umul32(s, s); /* |r| < 2^42 */
    bool neg = (r >> 63) != 0u;
    float fc;
    if (neg) {
        r = 0u - r;
    }
    fc = ((float)(uint32_t)(r >> 10) / (float)s) * 512.0f; /* |r| / (2 s) */
    c = (uint32_t)fc;
    if (neg) {
        s -= c;
    } else if ((0xFFFFFFFFu - s) < c) {
        s = 0xFFFFFFFFu;
    } else {
        s += c;
    }
    return isqrt_fix(s, x - fg_umul32(s, s), rem);
}
#else
/* sqrt in double precision is within one unit: only the fix-up. */
uint32_t fg_isqrt64n(uint64_t x, uint64_t *rem)
{
    double f = ((double)(uint32_t)(x >> 32) * 4294967296.0) + (double)(uint32_t)x;
    double r = fg_dsqrt(f);
    uint32_t s = (r >= 4294967295.0) ? 0xFFFFFFFFu : (uint32_t)r;
    return isqrt_fix(s, x - fg_umul32(s, s), rem);
}
#endif

/* ================================================================ limbs */

/* Significant bits of an n-limb magnitude (0 for 0). */
static unsigned x_bitsn(const uint32_t *m, unsigned n)
{
    unsigned i = n;
    while (i > 0u) {
        i--;
        if (m[i] != 0u) {
            return (32u * i) + fg_bits32(m[i]);
        }
    }
    return 0u;
}

/* A numerator's magnitude sits at limbs NB_LOW.. of a zero-padded buffer of NB_SIZE limbs,
 * so that its shifted limbs read without bounds checks. The reads reach limb
 * NB_LOW + zl + len + 1 <= 9: len limbs of D leave zl <= 4 - ceil(bits / 32) zero limbs. */
#define NB_LOW 2u
#define NB_SIZE 10u

/* All of nb zero, written out (a loop or an initialiser becomes a memset call, which lib/
 * must not need). */
static void nb_zero(uint32_t nb[NB_SIZE])
{
    nb[0] = 0u;
    nb[1] = 0u;
    nb[2] = 0u;
    nb[3] = 0u;
    nb[4] = 0u;
    nb[5] = 0u;
    nb[6] = 0u;
    nb[7] = 0u;
    nb[8] = 0u;
    nb[9] = 0u;
}

/* The zeros around an n-limb magnitude placed at nb[NB_LOW..]. */
static void nb_pad(uint32_t nb[NB_SIZE], unsigned n)
{
    unsigned i;
    nb[0] = 0u;
    nb[1] = 0u;
    for (i = NB_LOW + n; i < NB_SIZE; i++) {
        nb[i] = 0u;
    }
}

/* In place: nb[i] = limb i of floor(m 2^(32 lo + b)) for i < cnt, the m at nb[NB_LOW..],
 * -3 <= lo <= 1, 0 <= b < 32, cnt <= 7 (each read is at or above the limb written, so
 * ascending is safe). */
static void nb_shift(uint32_t nb[NB_SIZE], int lo, unsigned b, unsigned cnt)
{
    int ki = (int)NB_LOW - lo; /* nb's limb landing at limb 0 */
    unsigned i, k = (unsigned)ki, c = 32u - b;
    if (b == 0u) {
        for (i = 0u; i < cnt; i++) {
            nb[i] = nb[k + i];
        }
    } else {
        for (i = 0u; i < cnt; i++) {
            nb[i] = (nb[(k + i) - 1u] >> c) | (nb[k + i] << b);
        }
    }
}

/* The low `count` bits of the n-limb m are all zero. */
static bool low_zero(const uint32_t *m, unsigned n, unsigned count)
{
    unsigned i;
    for (i = 0u; (i < n) && ((32u * i) < count); i++) {
        unsigned left = count - (32u * i);
        uint32_t mask = (left >= 32u) ? 0xFFFFFFFFu : (((uint32_t)1 << left) - 1u);
        if ((m[i] & mask) != 0u) {
            return false;
        }
    }
    return true;
}

/* ================================================================ reciprocal object */

/* dn and v of a divisor d[0..3] of `bits` significant bits (bits > 0). */
static void recip_top(fg_xrecip *r, unsigned bits)
{
    if (bits <= 32u) {
        r->dn = r->d[0] << (32u - bits);
    } else {
        unsigned e = bits - 32u, k = e >> 5, s = e & 31u;
        r->dn = (s == 0u) ? r->d[k] : ((r->d[k] >> s) | (r->d[k + 1u] << (32u - s)));
    }
    r->v = fg_recip32(r->dn);
}

/* The reciprocal's size and top word, once d[] and zl are set (den == 0: all zero). */
static void recip_finish(fg_xrecip *r, unsigned bits)
{
    r->bits = (uint8_t)bits;
    if (bits == 0u) {
        r->zl = 0u;
        r->dn = 0u;
        r->v = 0u;
        return;
    }
    recip_top(r, bits);
}

void fg_xrecip_init(fg_xrecip *r, const fg_xwide *den)
{
    uint32_t m[4];
    unsigned z = 0u, bits;
    r->neg = fg_core_mag(den, m) ? 1u : 0u;
    while ((z < 3u) && (m[z] == 0u)) {
        z++;
    }
    r->d[0] = m[z];
    r->d[1] = (z < 3u) ? m[z + 1u] : 0u;
    r->d[2] = (z < 2u) ? m[z + 2u] : 0u;
    r->d[3] = (z == 0u) ? m[3] : 0u;
    bits = x_bitsn(r->d, 4u - z);
    r->zl = (uint8_t)z;
    recip_finish(r, bits);
}

void fg_wrecip_init(fg_xrecip *r, fg_wide den)
{
    uint64_t a = (den < 0) ? (0u - (uint64_t)den) : (uint64_t)den;
    uint32_t lo = (uint32_t)a, hi = (uint32_t)(a >> 32);
    unsigned bits;
    r->neg = (den < 0) ? 1u : 0u;
    r->d[2] = 0u;
    r->d[3] = 0u;
    if (lo != 0u) { /* fg_xwide_from(den): |den| at limbs 1, 2 */
        r->zl = 1u;
        r->d[0] = lo;
        r->d[1] = hi;
        bits = fg_bits64(a);
    } else {
        r->zl = 2u;
        r->d[0] = hi;
        r->d[1] = 0u;
        bits = fg_bits32(hi);
    }
    recip_finish(r, bits);
}

/* ---- one quotient digit: the window w[0..L] holds W < D 2^32 (so w[1..L] < D); returns
 * floor(W / D) and leaves W mod D in w[0..L-1], w[L] = 0. Above 32 bits the 2/1 step on
 * the 64 bits at D's leading bit is at most 2 over: the remainder, in (-2D, D), is formed
 * modulo 2^(32 L) and corrected. L = 1, 2, 3 or 5 limbs by the size of D. */

/* D of at most 32 bits: exact from one normalised 2/1 step. */
static uint32_t digit_w1(const fg_xrecip *r, uint32_t *w)
{
    unsigned s = 32u - r->bits;
    uint64_t u = ((((uint64_t)w[1]) << 32) | w[0]) << s; /* below dn 2^32 */
    uint32_t rem, q = fg_div21((uint32_t)(u >> 32), (uint32_t)u, r->dn, r->v, &rem);
    w[0] = rem >> s;
    w[1] = 0u;
    return q;
}

/* D of 33..62 bits: the remainder modulo 2^64. */
static FG_NOINLINE uint32_t digit_w2(const fg_xrecip *r, uint32_t *w)
{
    unsigned e = r->bits - 32u, c = 32u - e;
    uint32_t u1 = (w[2] << c) | (w[1] >> e), u0 = (w[1] << c) | (w[0] >> e), q, dummy, qh;
    uint64_t rem, qd;
    q = (u1 >= r->dn) ? 0xFFFFFFFFu : fg_div21(u1, u0, r->dn, r->v, &dummy);
    qh = q * r->d[1];
    qd = fg_umul32(q, r->d[0]) + ((uint64_t)qh << 32);
    rem = ((((uint64_t)w[1]) << 32) | w[0]) - qd;
    while ((rem >> 63) != 0u) {
        rem += ((uint64_t)r->d[1] << 32) | r->d[0];
        q--;
    }
    w[0] = (uint32_t)rem;
    w[1] = (uint32_t)(rem >> 32);
    w[2] = 0u;
    return q;
}

/* The 64 bits of the window at bit e (32 <= e + 32 <= 32 (L + 1)). */
static uint32_t window_u(const uint32_t *w, unsigned e, uint32_t *u0)
{
    unsigned k = e >> 5, s = e & 31u;
    uint32_t lo = w[k], mid = w[k + 1u], u1;
    if (s == 0u) {
        *u0 = lo;
        u1 = mid;
    } else {
        *u0 = (lo >> s) | (mid << (32u - s));
        u1 = (mid >> s) | (w[k + 2u] << (32u - s));
    }
    return u1;
}

/* D of 63..94 bits: the remainder modulo 2^96. */
static FG_NOINLINE uint32_t digit_w3(const fg_xrecip *r, uint32_t *w)
{
    uint32_t u0, u1 = window_u(w, r->bits - 32u, &u0), q, dummy, top;
    uint64_t p0, p1, t0, t1;
    q = (u1 >= r->dn) ? 0xFFFFFFFFu : fg_div21(u1, u0, r->dn, r->v, &dummy);
    p0 = fg_umul32(q, r->d[0]);
    p1 = fg_umul32(q, r->d[1]) + (p0 >> 32);
    top = (q * r->d[2]) + (uint32_t)(p1 >> 32);
    t0 = (uint64_t)w[0] - (uint32_t)p0;
    t1 = ((uint64_t)w[1] - (uint32_t)p1) - (t0 >> 63);
    w[2] = (w[2] - top) - (uint32_t)(t1 >> 63);
    w[1] = (uint32_t)t1;
    w[0] = (uint32_t)t0;
    while ((w[2] >> 31) != 0u) {
        uint64_t c = (uint64_t)w[0] + r->d[0];
        w[0] = (uint32_t)c;
        c = (c >> 32) + w[1] + r->d[1];
        w[1] = (uint32_t)c;
        w[2] += r->d[2] + (uint32_t)(c >> 32);
        q--;
    }
    w[3] = 0u;
    return q;
}

/* D of 95..128 bits: the remainder modulo 2^160. */
static FG_NOINLINE uint32_t digit_w5(const fg_xrecip *r, uint32_t *w)
{
    uint32_t u0, u1 = window_u(w, r->bits - 32u, &u0), q, dummy, borrow = 0u;
    uint64_t carry = 0u;
    unsigned i;
    q = (u1 >= r->dn) ? 0xFFFFFFFFu : fg_div21(u1, u0, r->dn, r->v, &dummy);
    for (i = 0u; i < 4u; i++) {
        uint64_t p = fg_umul32(q, r->d[i]) + carry, t = ((uint64_t)w[i] - (uint32_t)p) - borrow;
        carry = p >> 32;
        w[i] = (uint32_t)t;
        borrow = (uint32_t)(t >> 63);
    }
    w[4] = (w[4] - (uint32_t)carry) - borrow;
    while ((w[4] >> 31) != 0u) {
        uint64_t c = 0u;
        for (i = 0u; i < 4u; i++) {
            c += (uint64_t)w[i] + r->d[i];
            w[i] = (uint32_t)c;
            c >>= 32;
        }
        w[4] += (uint32_t)c;
        q--;
    }
    w[5] = 0u;
    return q;
}

/* floor(X / 2^(32 nd)) < D for the X in x[0..cnt) (D: len limbs). */
static bool top_below(const fg_xrecip *r, const uint32_t *x, unsigned nd, unsigned len, unsigned cnt)
{
    unsigned k;
    for (k = nd + len; k < cnt; k++) {
        if (x[k] != 0u) {
            return false;
        }
    }
    for (k = len; k > 0u; k--) {
        uint32_t xi = x[(nd + k) - 1u], di = (k <= 4u) ? r->d[k - 1u] : 0u;
        if (xi != di) {
            return xi < di;
        }
    }
    return false; /* equal */
}

/* Limbs of the remainder: 1, 2, 3 or 5 by the size of D (its bits + 2). */
static unsigned rem_len(unsigned bd) { return (bd <= 32u) ? 1u : ((bd <= 62u) ? 2u : ((bd <= 94u) ? 3u : 5u)); }

/* X = floor(m 2^(32 lo + b)) in place into nb[0..nd_max + len) (m: the n limbs at
 * nb[NB_LOW..]); false when X >= 2^(bits(D) + 32 nd_max): then no nd_max digits hold X/D. */
static bool x_load(const fg_xrecip *r, uint32_t nb[NB_SIZE], unsigned n, int lo, unsigned b, unsigned nd_max)
{
    unsigned bd = r->bits, cnt = nd_max + rem_len(bd), lim = bd + (32u * nd_max);
    int bx = (int)x_bitsn(&nb[NB_LOW], n) + (32 * lo) + (int)b; /* X < 2^bx */
    if (bx > (int)lim) {
        return false;
    }
    if (bx <= 0) {
        nb_zero(nb);
    } else {
        nb_shift(nb, lo, b, cnt);
    }
    return true;
}

/* qr[0] = floor(X / D) for the X loaded by x_load, in the fewest of nd_min..nd_max (1 or 2)
 * digits that hold it, qr[1] the remainder (UINT64_MAX when it needs more than 64 bits);
 * false when X >= D 2^(32 nd_max). */
static FG_NOINLINE bool x_quot(const fg_xrecip *r, uint32_t *x, unsigned nd_min, unsigned nd_max, uint64_t qr[2])
{
    unsigned len = rem_len(r->bits), nd, k;
    for (nd = nd_min; nd <= nd_max; nd++) {
        if (top_below(r, x, nd, len, nd_max + len)) {
            uint64_t qq = 0u;
            for (k = nd; k > 0u; k--) {
                uint32_t *w = &x[k - 1u], d;
                if (len == 1u) {
                    d = digit_w1(r, w);
                } else if (len == 2u) {
                    d = digit_w2(r, w);
                } else if (len == 3u) {
                    d = digit_w3(r, w);
                } else {
                    d = digit_w5(r, w);
                }
                qq = (qq << 32) | d;
            }
            qr[0] = qq;
            qr[1] = ((len > 2u) && ((x[2] | x[3] | x[4]) != 0u)) ? UINT64_MAX : ((((uint64_t)x[1]) << 32) | x[0]);
            return true;
        }
    }
    return false;
}

fg_scalar fg_core_q16_64(uint64_t n, uint64_t d)
{
    fg_xrecip r;
    uint32_t x[3], q2;
    unsigned bd = fg_bits64(d);
    r.d[0] = (uint32_t)d;
    r.d[1] = (uint32_t)(d >> 32);
    r.bits = (uint8_t)bd;
    recip_top(&r, bd);
    x[0] = (uint32_t)n << 17; /* X = n 2^17 < 2^79 */
    x[1] = ((uint32_t)n >> 15) | ((uint32_t)(n >> 32) << 17);
    x[2] = (uint32_t)(n >> 47);
    if (((((uint64_t)x[2]) << 32) | x[1]) >= d) {
        return INT32_MAX; /* Q2 >= 2^32 */
    }
    q2 = (bd <= 32u) ? digit_w1(&r, x) : digit_w2(&r, x);
    if (q2 == 0xFFFFFFFFu) {
        return INT32_MAX;
    }
    q2 = (q2 >> 1) + (q2 & 1u);
    return (fg_scalar)q2;
}

/* ---- the filter in front of the exact quotient (DESIGN.md section 2)
 * Y = X 2^k / |D| is estimated from P = xt (2^32 + v): xt the top 64 bits of X, v the
 * reciprocal of dn (D's top 32 bits); |Y 2^s - P| < P 2^-31 + 2^33 + 1 (D and X truncated:
 * 2^-31 and 2^-63 relative; 2^32 + v within 2 of 2^64 / dn). W = floor(P / 2^(s - 30)) is
 * Y with 30 fraction bits, within e = floor(W / 2^30) + 2^(64 - s) + 4 of the true value: when
 * W - e and W + e have the same integer part, it is floor(Y), and Y is not an integer.
 * Undecided (Y within about Y 2^-30 of an integer, or of a size the window cannot hold):
 * the exact path. */

/* The 64 bits of the n-limb x from bit f up (f + 64 <= 32 n). */
static uint64_t bits64_at(const uint32_t *x, unsigned f)
{
    unsigned k = f >> 5, b = f & 31u;
    uint32_t l0 = x[k], l1 = x[k + 1u];
    if (b != 0u) { /* 32-bit shifts: no variable 64-bit shift (a libgcc call on ARMv6-M) */
        unsigned up = 32u - b;
        l0 = (l0 >> b) | (l1 << up);
        l1 = (l1 >> b) | (x[k + 2u] << up);
    }
    return (((uint64_t)l1) << 32) | l0;
}

/* floor(X 2^k / |D|) into *q when the estimate decides it (then X 2^k / |D| is not an
 * integer); X: n <= 5 limbs, nonzero; den nonzero. */
static FG_NOINLINE bool quot_filter(const fg_xrecip *r, const uint32_t *x, unsigned n, unsigned k, uint64_t *q)
{
    unsigned nb = x_bitsn(x, n), f0 = 0u, sh;
    int s;
    uint64_t xt, t0, t1, acc, w, e;
    uint32_t p[5];
    if (nb > 64u) {
        f0 = nb - 64u;
        xt = bits64_at(x, f0);
    } else {
        xt = (n > 1u) ? ((((uint64_t)x[1]) << 32) | x[0]) : x[0];
    }
    s = (32 + (int)r->bits + (32 * (int)r->zl)) - (int)f0 - (int)k;
    /* 34 <= s <= 94, and P < 2^(bits(xt) + 33) <= 2^(s + 34) so that W < 2^64 */
    if ((s < 34) || (s > 94)) {
        return false;
    }
    if (nb > ((unsigned)s + 1u)) { /* bits(xt) = min(nb, 64) <= 64 <= s + 1 when nb > 64 */
        if ((nb <= 64u) || (s < 63)) {
            return false;
        }
    }
    sh = (unsigned)s - 30u;
    t0 = fg_umul32((uint32_t)xt, r->v); /* P = xt v + xt 2^32, 97 bits */
    t1 = fg_umul32((uint32_t)(xt >> 32), r->v);
    p[0] = (uint32_t)t0;
    acc = (t0 >> 32) + (uint32_t)t1 + (uint32_t)xt;
    p[1] = (uint32_t)acc;
    acc = (acc >> 32) + (t1 >> 32) + (uint32_t)(xt >> 32);
    p[2] = (uint32_t)acc;
    p[3] = (uint32_t)(acc >> 32);
    p[4] = 0u;
    w = bits64_at(p, sh);
    sh = 94u - (unsigned)s;
    e = (w >> 30) + ((uint64_t)1 << sh) + 4u; /* 2^(64 - s) in 2^-30 units */
    if ((w < e) || ((w + e) < w) || (((w - e) >> 30) != ((w + e) >> 30))) {
        return false;
    }
    *q = (w - e) >> 30;
    return true;
}

/* round(|num| 2^fb / |den|) (fb = 16 or 32: nd = 1 or 2 digits) as floor(2X/D) = Q2,
 * then (Q2 + 1) / 2 (half up); false when it needs 32 nd - 1 bits or more (saturate). */
static FG_NOINLINE bool x_ratio(const fg_xrecip *r, const fg_xwide *num, unsigned nd, bool *neg, uint64_t *q)
{
    uint32_t nb[NB_SIZE];
    uint64_t qr[2];
    int lo = 1; /* 2^(fb + 1) = 2^(32 lo + b): 2^17 or 2^33 */
    if (nd == 1u) {
        lo = 0;
    }
    *neg = fg_core_mag(num, &nb[NB_LOW]) != (r->neg != 0u);
    nb_pad(nb, 4u);
    if (!x_load(r, nb, 4u, lo - (int)r->zl, (nd == 1u) ? 17u : 1u, nd) || !x_quot(r, nb, nd, nd, qr)) {
        return false;
    }
    if ((nd == 1u) ? (qr[0] == 0xFFFFFFFFu) : (qr[0] == UINT64_MAX)) {
        return false;
    }
    *q = (qr[0] >> 1) + (qr[0] & 1u);
    return true;
}

/* The filter's floor(2^17 |num| / |D|), when it decides (not for num == 0). */
static FG_NOINLINE bool q16_filtered(const fg_xrecip *r, const fg_xwide *num, bool *neg, uint64_t *q2)
{
    uint32_t m[4];
    *neg = fg_core_mag(num, m) != (r->neg != 0u);
    return ((m[0] | m[1] | m[2] | m[3]) != 0u) && quot_filter(r, m, 4u, 17u, q2);
}

fg_scalar fg_xrecip_q16(const fg_xrecip *r, const fg_xwide *num)
{
    bool neg = false;
    uint64_t q = 0u;
    fg_scalar res;
    if (r->bits == 0u) {
        return 0;
    }
    if (q16_filtered(r, num, &neg, &q)) {
        uint64_t h = (q >> 1) + (q & 1u);
        res = (q >= 0xFFFFFFFFu) ? INT32_MAX : (fg_scalar)h;
        return neg ? -res : res;
    }
    res = x_ratio(r, num, 1u, &neg, &q) ? (fg_scalar)q : INT32_MAX;
    return neg ? -res : res;
}

fg_wide fg_xrecip_q32(const fg_xrecip *r, const fg_xwide *num)
{
    bool neg = false;
    uint64_t q = 0u;
    fg_wide res;
    if (r->bits == 0u) {
        return 0;
    }
    res = x_ratio(r, num, 2u, &neg, &q) ? (fg_wide)q : INT64_MAX;
    return neg ? -res : res;
}

/* floor(F / 2) for any int64 F (no shift of a negative value). */
static int64_t floor_half(int64_t f)
{
    uint64_t u = (uint64_t)f;
    return (f >= 0) ? (int64_t)(u >> 1) : -(int64_t)(((0u - u) + 1u) >> 1);
}

/* Q2 = floor(2 |t|), t = d num / den (D = |den| / 2^(32 zl)), in qr[0] (UINT64_MAX when
 * |t| >= 2^63); returns t < 0; *exact: 2 |t| is an integer. */
static FG_NOINLINE bool lerp_quot(const fg_xrecip *r, uint32_t ad, const fg_xwide *num, uint64_t qr[2], bool *exact)
{
    uint32_t nb[NB_SIZE];
    uint64_t c = 0u;
    unsigned i;
    bool neg = fg_core_mag(num, &nb[NB_LOW]) != (r->neg != 0u);
    for (i = 0u; i < 4u; i++) { /* |d| |num| in place: 160 bits */
        c += fg_umul32(ad, nb[NB_LOW + i]);
        nb[NB_LOW + i] = (uint32_t)c;
        c >>= 32;
    }
    nb[NB_LOW + 4u] = (uint32_t)c;
    if (((nb[NB_LOW] | nb[NB_LOW + 1u] | nb[NB_LOW + 2u] | nb[NB_LOW + 3u] | nb[NB_LOW + 4u]) != 0u) &&
        quot_filter(r, &nb[NB_LOW], 5u, 1u, &qr[0])) {
        *exact = false; /* the filter decides only non-integers */
        return neg;
    }
    nb_pad(nb, 5u);
    /* exact when no bit of 2 |d num| drops with den's zero limbs and no remainder */
    *exact = low_zero(&nb[NB_LOW], 5u, (r->zl == 0u) ? 0u : ((32u * r->zl) - 1u));
    if (!x_load(r, nb, 5u, -(int)r->zl, 1u, 2u) || !x_quot(r, nb, 1u, 2u, qr)) {
        qr[0] = UINT64_MAX;
        qr[1] = 1u;
    }
    *exact = *exact && (qr[1] == 0u);
    return neg;
}

/* o + s t for t = floor(2 |t|) / 2 in q2 (t < 0 when neg, *exact: 2 |t| an integer), rounded
 * to nearest with ties away from zero, saturated. */
static fg_scalar lerp_round(fg_scalar o, uint64_t q2, bool neg, bool exact)
{
    int64_t f, res;
    if (q2 >= ((uint64_t)1 << 33)) { /* |t| >= 2^32: |o + t| >= 2^31 */
        return neg ? -INT32_MAX : INT32_MAX;
    }
    /* F = floor(2 (o + t)); o + t is F/2 rounded up when F is odd, except at an exact
     * half below zero (ties away from zero) */
    if (neg) {
        uint64_t mq = q2 + (exact ? (uint64_t)0 : (uint64_t)1);
        f = (2 * (int64_t)o) - (int64_t)mq;
    } else {
        f = (2 * (int64_t)o) + (int64_t)q2;
    }
    res = floor_half(f);
    if ((((uint64_t)f & 1u) != 0u) && ((!exact) || (f > 0))) {
        res++;
    }
    if (res > INT32_MAX) {
        res = INT32_MAX;
    } else if (res < -INT32_MAX) {
        res = -INT32_MAX;
    } else {
        /* representable */
    }
    return (fg_scalar)res;
}

fg_scalar fg_xrecip_lerp(const fg_xrecip *r, fg_scalar o, fg_scalar d, const fg_xwide *num)
{
    uint32_t ad = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    uint64_t qr[2];
    bool neg, exact = false;
    if ((r->bits == 0u) || (ad == 0u)) {
        return (o < -INT32_MAX) ? -INT32_MAX : o; /* saturated like every result */
    }
    neg = lerp_quot(r, ad, num, qr, &exact);
    {
        bool dneg = (d < 0);
        return lerp_round(o, qr[0], neg != dneg, exact);
    }
}

/* The exact path of fg_wrecip_lerp (out of line: its 128-bit temporary stays off the
 * filter's frame; one call level less than through fg_xrecip_lerp). */
static FG_NOINLINE fg_scalar wlerp_exact(const fg_xrecip *r, fg_scalar o, fg_scalar d, fg_wide num)
{
    fg_xwide n = fg_xwide_from(num);
    uint32_t ad = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    uint64_t qr[2];
    bool neg, exact = false, dneg = (d < 0);
    if ((r->bits == 0u) || (ad == 0u)) {
        return (o < -INT32_MAX) ? -INT32_MAX : o;
    }
    neg = lerp_quot(r, ad, &n, qr, &exact);
    return lerp_round(o, qr[0], neg != dneg, exact);
}

/* A wide num: |d| |num| is 96 bits (two multiplies), filtered directly; the 160-bit path
 * of fg_xrecip_lerp only when the filter cannot decide. */
fg_scalar fg_wrecip_lerp(const fg_xrecip *r, fg_scalar o, fg_scalar d, fg_wide num)
{
    uint32_t ad = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    uint64_t an = (num < 0) ? (0u - (uint64_t)num) : (uint64_t)num, q2 = 0u;
    if ((r->bits != 0u) && (ad != 0u) && (an != 0u)) {
        uint32_t x[3];
        uint64_t p0 = fg_umul32((uint32_t)an, ad);
        uint64_t p1 = fg_umul32((uint32_t)(an >> 32), ad) + (p0 >> 32);
        x[0] = (uint32_t)p0;
        x[1] = (uint32_t)p1;
        x[2] = (uint32_t)(p1 >> 32);
        /* fg_xwide_from(num) is num 2^32: floor(2 |d num| 2^32 / |D|) */
        if (quot_filter(r, x, 3u, 33u, &q2)) {
            bool dneg = (d < 0), nneg = (num < 0), rneg = (r->neg != 0u);
            bool neg = (dneg != nneg) != rneg;
            return lerp_round(o, q2, neg, false);
        }
    }
    return wlerp_exact(r, o, d, num);
}

/* ================================================================ 128-bit square roots */

/* R = r1 2^64 + x1 2^32 + x0 - 2 s1 q 2^32 - q^2 modulo 2^96 (it lies in (-2^67, 2^66)):
 * the remainder of the root estimate s1 2^32 + q. */
static FG_FORCE_INLINE void root_rem96(uint32_t s1, uint32_t q, uint32_t r1, uint32_t x1, uint32_t x0, uint32_t rem[3])
{
    uint64_t p = fg_umul32(s1, q) << 1, qq = fg_umul32(q, q), t0, t1, t2; /* bit 64 of 2 s1 q: dropped */
    t1 = (qq >> 32) + (uint32_t)p;
    t2 = (p >> 32) + (t1 >> 32);
    t0 = (uint64_t)x0 - (uint32_t)qq;
    t1 = ((uint64_t)x1 - (uint32_t)t1) - (t0 >> 63);
    t2 = ((uint64_t)r1 - (uint32_t)t2) - (t1 >> 63);
    rem[0] = (uint32_t)t0;
    rem[1] = (uint32_t)t1;
    rem[2] = (uint32_t)t2;
}

/* While R < 0: R += 2S - 1 (65 bits), S--. */
static FG_NOINLINE uint64_t root_fix96(uint64_t s0, uint32_t rem[3])
{
    uint64_t s = s0;
    while ((rem[2] >> 31) != 0u) {
        uint64_t t = (s << 1) - 1u, a0, a1;
        uint32_t th = (uint32_t)(s >> 63) - (((s << 1) == 0u) ? 1u : 0u);
        a0 = (uint64_t)rem[0] + (uint32_t)t;
        a1 = (uint64_t)rem[1] + (uint32_t)(t >> 32) + (a0 >> 32);
        rem[0] = (uint32_t)a0;
        rem[1] = (uint32_t)a1;
        rem[2] += th + (uint32_t)(a1 >> 32);
        s--;
    }
    return s;
}

/* floor(sqrt(a 4^j)) for a positive 128-bit a, normalised into [2^63, 2^64) (*j returned).
 * The top digit s1 from fg_isqrt64n on the top 64 bits, the next from
 * q = floor((R1 2^64 + L) / (2 s1 2^32)) by one 2/1 step on the reciprocal of s1 (at most
 * 2 over), corrected on the remainder. */
uint64_t fg_core_root128(const fg_xwide *a, unsigned *j, uint32_t rem[3], uint32_t *v)
{
    uint32_t x[4], s1, q, dummy;
    uint64_t r1, u;
    unsigned k = 0u, b;
    x[0] = a->w[0];
    x[1] = a->w[1];
    x[2] = a->w[2];
    x[3] = a->w[3];
    /* a 4^j with its top pair of bits nonzero: whole limbs up, then an even bit shift (by
     * registers, not a shifted buffer: in-range discriminants have one or two zero limbs) */
    while ((x[3] == 0u) && (k < 96u)) {
        x[3] = x[2];
        x[2] = x[1];
        x[1] = x[0];
        x[0] = 0u;
        k += 32u;
    }
    b = (32u - fg_bits32(x[3])) & ~1u;
    if ((b != 0u) && (b < 32u)) {
        x[3] = (x[3] << b) | (x[2] >> (32u - b));
        x[2] = (x[2] << b) | (x[1] >> (32u - b));
        x[1] = (x[1] << b) | (x[0] >> (32u - b));
        x[0] <<= b;
        k += b;
    }
    *j = k >> 1;
    s1 = fg_isqrt64n(((uint64_t)x[3] << 32) | x[2], &r1);
    *v = fg_recip32(s1);
    u = (r1 << 31) | (x[1] >> 1); /* r1 <= 2 s1 < 2^33: below 2^64 */
    q = ((uint32_t)(u >> 32) >= s1) ? 0xFFFFFFFFu : fg_div21((uint32_t)(u >> 32), (uint32_t)u, s1, *v, &dummy);
    root_rem96(s1, q, (uint32_t)r1, x[1], x[0], rem); /* r1's bit 32 is bit 96: dropped */
    return root_fix96(((uint64_t)s1 << 32) + q, rem);
}

/* ================================================================ filtered signs */

/* The filters pay where a long multiply costs a call's worth of instructions (ARMv6-M:
 * four MULS and their glue each); with UMULL the exact products cost no more. */
#if FG_CORE_PATH == FG_PATH_V6M
#define FG_FILTER_SIGNS 1
#else
#define FG_FILTER_SIGNS 0
#endif

#if FG_FILTER_SIGNS

/* |a| |b| ~ P 2^E from 15-bit leading parts (one 32-bit multiply): P < 2^30 and
 * P 2^E <= |a b| <= Pup 2^E with Pup < 2^30 + 2^16 (Pup = P when both are exact). */
typedef struct {
    uint32_t p, pup;
    unsigned e;
} prod_est;

static FG_NOINLINE prod_est prod_estimate(uint64_t a, uint64_t b)
{
    prod_est r;
    unsigned ba = fg_bits64(a), bb = fg_bits64(b);
    unsigned ea = 0u, eb = 0u;
    uint32_t ma, mb, ia = 0u, ib = 0u;
    if (ba > 15u) {
        ea = ba - 15u;
        ia = 1u;
    }
    if (bb > 15u) {
        eb = bb - 15u;
        ib = 1u;
    }
    ma = (uint32_t)(a >> ea);
    mb = (uint32_t)(b >> eb);
    r.p = ma * mb;
    r.pup = (ma + ia) * (mb + ib);
    r.e = 0u; /* a zero product is exact: no exponent */
    if (r.pup != 0u) {
        r.e = ea + eb;
    }
    return r;
}

static uint32_t shr_sat(uint32_t v, unsigned s) { return (s >= 32u) ? 0u : (v >> s); }

/* |ab| vs |cd| from the estimates: -1, +1, or 2 when they cannot tell. */
static int cmp_filter(uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
    prod_est x = prod_estimate(a, b), y = prod_estimate(c, d);
    if (x.e >= y.e) { /* in units of 2^x.e: |cd| in [y.p >> sh, (y.pup >> sh) + 1) */
        unsigned sh = x.e - y.e;
        if (x.p > shr_sat(y.pup, sh)) {
            return 1;
        }
        if (x.pup < shr_sat(y.p, sh)) {
            return -1;
        }
    } else {
        unsigned sh = y.e - x.e;
        if (y.p > shr_sat(x.pup, sh)) {
            return -1;
        }
        if (y.pup < shr_sat(x.p, sh)) {
            return 1;
        }
    }
    return 2;
}

#endif

#if FG_FILTER_SIGNS
int fg_core_cmp2(uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
    int f = cmp_filter(a, b, c, d);
    return (f != 2) ? f : fg_cmp_exact(a, b, c, d);
}
#endif
