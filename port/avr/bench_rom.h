/* SPDX-License-Identifier: MIT */
/*
 * bench_rom.h - forced into the AVR bench image (-include): the bench input tables of
 * tests/bench/bench_cases.c (its .rodata.in_* sections) are moved to program memory by
 * objcopy (the 8 KB of RAM cannot hold them; the linker keeps .progmem below 64 KB), so
 * the harness reads a raw value with LPM.
 */
#if !defined(BENCH_ROM_H) && !defined(__ASSEMBLER__)
#define BENCH_ROM_H
#include <avr/pgmspace.h>
#define BENCH_READ_RAW(p) ((int32_t)pgm_read_dword(p))
#endif
