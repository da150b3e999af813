/* SPDX-License-Identifier: MIT */
/* semihost_trap.c - the Cortex-M semihosting trap: "bkpt 0xAB", operation in r0, argument
 * in r1, result in r0. */
#include "fg_semihost.h"

int fg_semihost_trap(int op, void *arg)
{
    /* Pin the operands to r0/r1 as the protocol requires; works in Thumb-1
     * (ARMv6-M) as well since bkpt has no register operands. */
    register int r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    /* "memory": the host reads and writes our buffers behind gcc's back. */
    __asm__ volatile ("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}
