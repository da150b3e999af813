/* SPDX-License-Identifier: MIT */
/*
 * example_print.h - what the examples print through: fg_port_puts (the test port: stdout on
 * the host, semihosting on the boards). In your firmware, replace fg_port_puts with your
 * UART or log function. No printf: nothing here needs a C library.
 */
#ifndef EXAMPLE_PRINT_H
#define EXAMPLE_PRINT_H

#include <fixgeom/fixgeom.h>
#include "fg_port.h"

static inline void print_str(const char *s) { fg_port_puts(s); }

static inline void print_uint(unsigned long v)
{
    char buf[24];
    int i = (int)sizeof buf - 1;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (int)(v % 10u));
        v /= 10u;
    } while (v != 0u);
    fg_port_puts(&buf[i]);
}

/* A Q16.16 value with four decimals, rounded to nearest (halves away from zero). */
static inline void print_q16(fg_scalar a)
{
    int32_t raw = fg_to_raw(a);
    uint32_t m = (raw < 0) ? (0u - (uint32_t)raw) : (uint32_t)raw;
    uint32_t whole = m >> 16;
    uint32_t dec = (uint32_t)((((uint64_t)(m & 0xFFFFu)) * 10000u + 0x8000u) >> 16);
    char frac[6];
    if (dec == 10000u) {
        whole++;
        dec = 0u;
    }
    if (raw < 0 && (whole != 0u || dec != 0u)) {
        fg_port_puts("-");
    }
    print_uint(whole);
    frac[0] = '.';
    frac[1] = (char)('0' + (int)(dec / 1000u));
    frac[2] = (char)('0' + (int)(dec / 100u % 10u));
    frac[3] = (char)('0' + (int)(dec / 10u % 10u));
    frac[4] = (char)('0' + (int)(dec % 10u));
    frac[5] = '\0';
    fg_port_puts(frac);
}

static inline void print_vec2(fg_vec2 v)
{
    print_str("(");
    print_q16(v.x);
    print_str(", ");
    print_q16(v.y);
    print_str(")");
}

static inline void print_vec3(fg_vec3 v)
{
    print_str("(");
    print_q16(v.x);
    print_str(", ");
    print_q16(v.y);
    print_str(", ");
    print_q16(v.z);
    print_str(")");
}

#endif /* EXAMPLE_PRINT_H */
