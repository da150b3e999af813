/* SPDX-License-Identifier: MIT */
/*
 * bench_main.c - the benchmark harness that runs on the target under QEMU.
 *
 * One image = one implementation (BENCH_IMPL: "q16" the Q16.16 build of fixgeom,
 * "float" the float build, and with BENCH_ALT another implementation's wrappers,
 * bench_alt_fns: "cglm" or "plain", the plain Q16.16 reference) on one core. For every
 * registered function and every input row it converts the row (outside the measured
 * region), then calls measure(), whose trace between the entries of bench_start and
 * bench_stop tests/bench/bench_count counts. The first function measured is an empty wrapper: its count is the fixed
 * overhead the report subtracts.
 *
 * Console output, one line each, read by tests/bench/bench_report.py and bench_truth.py
 * together with the counts (the n-th count belongs to the n-th "R" line):
 *   I <impl> <scalar>
 *   F <index> <fixgeom name> <cases> <outputs> <what is called>
 *   K <index> <class of case 0> <class of case 1>...   (classified inputs only, bench.h)
 *   R <index> <case> <ret> <raw output>...
 *   E <status>
 * BENCH_ONLY="name" keeps one function (make bench-smoke).
 * BENCH_READ_RAW(p) reads one raw input value; a target whose input tables stay in program
 * memory defines it (AVR: port/avr/bench_rom.h); elsewhere it is *p.
 */
#include "bench.h"
#include "fg_port.h"

#ifndef BENCH_IMPL
#error "BENCH_IMPL must be \"q16\", \"float\", \"cglm\" or \"plain\""
#endif

/* The markers. The empty asm keeps them from being merged or dropped; noinline keeps
 * their entry addresses in the trace. */
BENCH_NOINLINE void bench_start(unsigned fn, unsigned c);
BENCH_NOINLINE void bench_stop(void);
BENCH_NOINLINE void bench_start(unsigned fn, unsigned c)
{
    __asm__ volatile ("" : : "r"(fn), "r"(c) : "memory");
}
BENCH_NOINLINE void bench_stop(void)
{
    __asm__ volatile ("" : : : "memory");
}

static BENCH_NOINLINE void bench_empty(const void *args, bench_out *out)
{
    (void)args;
    (void)out;
}

/* The single call site of every wrapper, so the overhead is the same for all. */
static BENCH_NOINLINE void measure(bench_run run, const void *args, bench_out *out, unsigned fn, unsigned c)
{
    bench_start(fn, c);
    run(args, out);
    bench_stop();
}

#ifndef BENCH_READ_RAW
#define BENCH_READ_RAW(p) (*(p))
#endif

static fg_scalar args_buf[BENCH_MAX_IN];
static bench_out out_buf;

static void put(const char *s)
{
    fg_port_puts(s);
}

static void put_int(int32_t v)
{
    char buf[13];
    char *p = buf + sizeof buf - 1;
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    *p = '\0';
    do {
        *--p = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0u);
    if (v < 0) {
        *--p = '-';
    }
    fg_port_puts(p);
}

static int same(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

static void run_cases(unsigned index, const char *name, const char *called, const bench_fn *in,
                      unsigned n_out, bench_run run)
{
    unsigned c, i;
    put("F ");
    put_int((int32_t)index);
    put(" ");
    put(name);
    put(" ");
    put_int((int32_t)in->n_cases);
    put(" ");
    put_int((int32_t)n_out);
    put(" ");
    put(called);
    put("\n");
    if (in->cls != 0) {
        put("K ");
        put_int((int32_t)index);
        for (c = 0; c < in->n_cases; c++) {
            put(" ");
            put_int(BENCH_READ_RAW(&in->cls[c]));
        }
        put("\n");
    }
    for (c = 0; c < in->n_cases; c++) {
        const int32_t *row = in->raw + c * in->n_in;
        for (i = 0; i < BENCH_MAX_IN; i++) {
            args_buf[i] = fg_from_raw(i < in->n_in ? BENCH_READ_RAW(&row[i]) : 0);
        }
        out_buf.ret = 0;
        for (i = 0; i < BENCH_MAX_OUT; i++) {
            out_buf.v[i] = FG_ZERO;
        }
        measure(run, args_buf, &out_buf, index, c);
        put("R ");
        put_int((int32_t)index);
        put(" ");
        put_int((int32_t)c);
        put(" ");
        put_int(out_buf.ret);
        for (i = 0; i < n_out; i++) {
            put(" ");
            put_int(fg_to_raw(out_buf.v[i]));
        }
        put("\n");
    }
}

#ifndef BENCH_ONLY
#define BENCH_ONLY 0
#endif
static int selected(const char *name)
{
    static const char *const only = BENCH_ONLY;
    return only == 0 || same(name, only);
}

int main(void)
{
    /* The overhead: an empty wrapper, five times (rows of zero inputs). */
    static const int32_t none[1] = { 0 };
    static const bench_fn empty = { "(empty)", 0, 5, none, 0, bench_empty, 0 };
    unsigned f, k, index = 1;

    fg_port_init();
    put("I " BENCH_IMPL " " FG_SCALAR_NAME "\n");
    run_cases(0, "(empty)", "-", &empty, 0, bench_empty);

#if defined(BENCH_ALT)
    for (k = 0; k < bench_alt_fn_count; k++) {
        const bench_alt_fn *g = &bench_alt_fns[k];
        const bench_fn *in = 0;
        for (f = 0; f < bench_fn_count; f++) {
            if (same(bench_fns[f].name, g->name)) {
                in = &bench_fns[f];
            }
        }
        if (in == 0) {
            put("E no inputs for ");
            put(g->name);
            put("\n");
            return 2;
        }
        if (selected(g->name) && (in->raw != 0)) { /* raw 0: in another BENCH_PART */
            run_cases(index, g->name, g->called, in, g->n_out, g->run);
        }
        index++;
    }
    (void)f;
#else
    for (f = 0; f < bench_fn_count; f++) {
        const bench_fn *e = &bench_fns[f];
        if (e->n_in > BENCH_MAX_IN) {
            put("E too many inputs for ");
            put(e->name);
            put("\n");
            return 2;
        }
        if (selected(e->name) && (e->raw != 0)) { /* raw 0: in another BENCH_PART */
            run_cases(index, e->name, e->name, e, e->n_out, e->run);
        }
        index++;
    }
    (void)k;
#endif
    put("E 0\n");
    return 0;
}
