/* SPDX-License-Identifier: MIT */
/* semihost_trap.c - the RISC-V semihosting trap: an ebreak between "slli x0, x0, 0x1f" and
 * "srai x0, x0, 7" (the debugger recognises the sequence; a lone ebreak is a breakpoint),
 * operation in a0, argument in a1, result in a0. The three must be uncompressed 32-bit
 * instructions, hence norvc. */
#include "fg_semihost.h"

int fg_semihost_trap(int op, void *arg)
{
    register int a0 __asm__("a0") = op;
    register void *a1 __asm__("a1") = arg;
    /* "memory": the host reads and writes our buffers behind gcc's back. */
    __asm__ volatile (".option push\n\t"
                      ".option norvc\n\t"
                      "slli x0, x0, 0x1f\n\t"
                      "ebreak\n\t"
                      "srai x0, x0, 7\n\t"
                      ".option pop"
                      : "+r"(a0) : "r"(a1) : "memory");
    return a0;
}
