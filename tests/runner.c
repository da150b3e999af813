/* SPDX-License-Identifier: MIT */
/*
 * runner.c - one test program for every build: host Q16.16, host float, each board.
 *
 * For each vector of each set in the suite it calls the adapter and checks:
 *  - against the oracle: TV_EXACT columns equal, TV_SCALAR columns within the documented
 *    bound (tol256, in 1/256 LSB);
 *  - against the host float build's outputs (Q16.16 builds only): agreement is counted;
 *    where the two disagree the oracle decides, and a case fails if float was right and
 *    Q16.16 wrong.
 * The float build itself must match the oracle on generic vectors (within its own
 * magnitude-relative allowance); on adversarial ones (touching, grazing, near-parallel,
 * huge) its misses are counted, not failed: they are what Q16.16 exists to get right.
 * After each set a line "digest <set> 0x...": FNV-1a over that set's outputs, so a target
 * that must run a suite's sets in separate images (AVR) prints the very same lines. Output
 * ends with a line "N passed, N failed".
 * No libc: printing goes through fg_port_puts. The tables are read through tv.h's tv_rd*
 * (program memory on AVR).
 */
#include "tv.h"
#include "fg_port.h"

#ifndef TV_TARGET
#define TV_TARGET "host"
#endif

static void put(const char *s) { fg_port_puts(s); }

static void put_u(uint32_t v)
{
    char buf[12];
    int i = 11;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0u && i > 0);
    put(&buf[i]);
}

static void put_hex(uint32_t v)
{
    char buf[11];
    int i;
    buf[0] = '0';
    buf[1] = 'x';
    for (i = 0; i < 8; i++) buf[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 15u];
    buf[10] = '\0';
    put(buf);
}

/* An error in 1/256 LSB, printed as LSB with two decimals. */
static void put_lsb(uint64_t e256)
{
    uint32_t whole = e256 >= ((uint64_t)0xFFFFFFFFu << 8) ? 0xFFFFFFFFu : (uint32_t)(e256 >> 8);
    uint32_t frac = (uint32_t)(((e256 & 255u) * 100u + 128u) >> 8);
    if (frac >= 100u) { whole++; frac -= 100u; }
    put_u(whole);
    put(frac < 10u ? ".0" : ".");
    put_u(frac);
}

static void pad(const char *s, int width)
{
    int n = 0;
    put(s);
    while (s[n] != '\0') n++;
    while (n++ < width) put(" ");
}

static uint64_t absdiff64(int64_t a, int64_t b) { return a > b ? (uint64_t)a - (uint64_t)b : (uint64_t)b - (uint64_t)a; }

#define FNV_BASIS 2166136261u /* FNV-1a over a set's outputs, in order */

static uint32_t digest_word(uint32_t digest, int32_t w)
{
    uint32_t v = (uint32_t)w;
    int i;
    for (i = 0; i < 4; i++) {
        digest ^= (v >> (8 * i)) & 255u;
        digest *= 16777619u;
    }
    return digest;
}

/* Case c's inputs as the adapter wants them: in place, or copied out of program memory. */
static const int32_t *case_inputs(const tv_set *s, uint32_t c, int32_t *buf)
{
    const TV_ROM int32_t *chunk = s->in[c / s->chunk];
    uint32_t row = c % s->chunk;
#if TV_ROM_COPY
    uint16_t k;
    for (k = 0; k < s->n_in && k < TV_MAX_IN; k++) buf[k] = tv_rd32(chunk, row * s->n_in + k);
    return buf;
#else
    (void)buf;
    return chunk + (size_t)row * s->n_in;
#endif
}

static uint32_t max_abs_input(const int32_t *in, uint16_t n)
{
    uint32_t m = 0;
    uint16_t i;
    for (i = 0; i < n; i++) {
        uint32_t a = in[i] < 0 ? 0u - (uint32_t)in[i] : (uint32_t)in[i];
        if (a > m) m = a;
    }
    return m;
}

#ifdef TV_DUMP_FLOAT
/* Host float build: write this build's outputs as C, for the Q16.16 builds to compare with. */
static int dump = -1;
static void dump_str(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0') n++;
    if (dump >= 0) (void)fg_port_fwrite(dump, s, n);
}
static void dump_int(int32_t v)
{
    char buf[16];
    int i = 15;
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0u);
    if (v < 0) buf[--i] = '-';
    dump_str(&buf[i]);
    dump_str(v == INT32_MIN ? "-1," : ",");
}
/* The name of a set's chunk k of float outputs: tv_float_<set>_<k>. */
static void dump_chunk(const char *set, uint32_t k)
{
    char buf[12];
    int i = 11;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + k % 10u);
        k /= 10u;
    } while (k != 0u);
    dump_str("tv_float_");
    dump_str(set);
    dump_str("_");
    dump_str(&buf[i]);
}
#endif

static uint32_t run_set(const tv_set *s, uint32_t *failed)
{
    uint32_t c, passed = 0, fails = 0, float_disagree = 0, float_wrong = 0, q_wrong = 0;
    uint32_t digest = FNV_BASIS;
    uint64_t max_err[TV_MAX_OUT] = {0};
    int32_t in_buf[TV_MAX_IN];
    uint16_t k;
    for (c = 0; c < s->count; c++) {
        const int32_t *in = case_inputs(s, c, in_buf);
        int64_t orc[TV_MAX_OUT];
        int32_t flt_buf[TV_MAX_OUT];
        const int32_t *flt = s->flt != NULL ? flt_buf : NULL;
        uint8_t flags = tv_rd8(s->flags, c);
        int32_t out[TV_MAX_OUT];
        uint32_t mag = max_abs_input(in, s->n_in);
        int ok = 1, exact_ok = 1, fdis = 0;
#ifdef TV_DUMP_FLOAT
        if (c % s->chunk == 0u) {
            if (c != 0u) dump_str("};\n");
            dump_str("const TV_ROM int32_t ");
            dump_chunk(s->name, c / s->chunk);
            dump_str("[] = {\n");
        }
#endif
        for (k = 0; k < s->n_out; k++) {
            uint32_t at = (c % s->chunk) * s->n_out + k;
            out[k] = 0;
            orc[k] = tv_rd64(s->oracle[c / s->chunk], at);
            flt_buf[k] = s->flt != NULL ? tv_rd32(s->flt[c / s->chunk], at) : 0;
        }
        s->fn(in, out);
        for (k = 0; k < s->n_out; k++) {
            const tv_col *col = &s->cols[k];
            digest = digest_word(digest, out[k]);
#ifdef TV_DUMP_FLOAT
            dump_int(out[k]);
#endif
            if (col->kind == TV_EXACT) {
                if ((int64_t)out[k] != orc[k]) exact_ok = 0;
            }
        }
        for (k = 0; k < s->n_out; k++) {
            const tv_col *col = &s->cols[k];
            uint64_t err = col->kind == TV_EXACT ? 0u : absdiff64((int64_t)out[k] * 256, orc[k]);
            uint64_t allow = col->tol256;
#ifdef TV_DUMP_FLOAT
            allow += ((uint64_t)(mag >> col->float_shift) + 1u) * 256u;
#endif
            if (col->kind == TV_SCALAR && exact_ok) {
                if (err > max_err[k]) max_err[k] = err;
                if (err > allow) ok = 0;
            }
            if (flt != NULL) {
                if (col->kind == TV_EXACT ? out[k] != flt[k]
                                          : absdiff64(out[k], flt[k]) * 256u > col->tol256 + (((uint64_t)(mag >> col->float_shift) + 1u) << 8)) {
                    fdis = 1;
                    /* who is right? the oracle says */
                    if (col->kind == TV_EXACT ? (int64_t)flt[k] == orc[k] && (int64_t)out[k] != orc[k]
                                              : absdiff64((int64_t)flt[k] * 256, orc[k]) < err)
                        q_wrong = 1;
                }
            }
        }
        if (!exact_ok) ok = 0;
#ifdef TV_DUMP_FLOAT
        dump_str("\n");
        /* the float build may miss adversarial vectors: counted, not failed */
        if (!ok && (flags & TV_ADVERSARIAL)) {
            float_wrong++;
            ok = 1;
        }
        (void)fdis;
        (void)q_wrong;
#else
        (void)flags;
        if (fdis) {
            float_disagree++;
            if (q_wrong) ok = 0;
        }
#endif
        if (ok) {
            passed++;
        } else {
            fails++;
            if (fails <= 3u) {
                put("  FAIL ");
                put(s->name);
                put(" case ");
                put_u(c);
                put(": got");
                for (k = 0; k < s->n_out; k++) {
                    put(" ");
                    put_hex((uint32_t)out[k]);
                }
                put("\n");
            }
        }
        q_wrong = 0;
    }
#ifdef TV_DUMP_FLOAT
    if (s->count != 0u) dump_str("};\n");
    /* the chunks' table, as tv_set.flt wants it */
    dump_str("const TV_ROM int32_t *const tv_float_");
    dump_str(s->name);
    dump_str("[] = {");
    for (c = 0; c < s->count; c += s->chunk) {
        dump_chunk(s->name, c / s->chunk);
        dump_str(", ");
    }
    dump_str("};\n");
#endif
    put("  ");
    pad(s->name, 30);
    put(" ");
    put_u(s->count);
    put(" cases, ");
    put_u(fails);
    put(" failed, ");
    {
        int scalars = 0;
        for (k = 0; k < s->n_out; k++) {
            if (s->cols[k].kind == TV_SCALAR) {
                put(scalars++ == 0 ? "max err " : " ");
                put_lsb(max_err[k]);
            }
        }
        put(scalars != 0 ? " LSB" : "exact");
    }
#ifdef TV_DUMP_FLOAT
    put(", float wrong on ");
    put_u(float_wrong);
    put(" adversarial");
    (void)float_disagree;
#else
    if (s->flt != NULL) {
        put(", differs from float on ");
        put_u(float_disagree);
        put(" (oracle sides with Q16.16)");
        (void)float_wrong;
    } else {
        put(", NO FLOAT REFERENCE");
        fails += s->count;
        passed = 0;
    }
#endif
    put("\n");
    put("digest ");
    put(s->name);
    put(" ");
    put_hex(digest);
    put("\n");
    *failed += fails;
    return passed;
}

int main(void)
{
    uint32_t i, passed = 0, failed = 0;
    fg_port_init();
#ifdef TV_DUMP_FLOAT
    {
        char path[96] = "float_ref_";
        const char *n = tv_this_suite.name;
        size_t j = 10;
        while (*n != '\0' && j < 80) path[j++] = *n++;
        path[j++] = '.';
        path[j++] = 'c';
        path[j] = '\0';
        dump = fg_port_fopen_write(path);
        dump_str("/* generated by the host float build of tests/runner.c */\n#include \"tv.h\"\n");
    }
#endif
    put("fixgeom tests [" FG_SCALAR_NAME ", " TV_TARGET "] suite ");
    put(tv_this_suite.name);
    put("\n");
    for (i = 0; i < tv_this_suite.n_sets; i++) passed += run_set(tv_this_suite.sets[i], &failed);
#ifdef TV_DUMP_FLOAT
    if (dump >= 0) fg_port_fclose(dump);
#endif
    put_u(passed);
    put(" passed, ");
    put_u(failed);
    put(" failed\n");
    return failed != 0u ? 1 : 0;
}
