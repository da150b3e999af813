/* SPDX-License-Identifier: MIT */
/* semihost_trap.c - the ARMv4T (A/R-profile) semihosting trap: "svc 0x123456" in ARM
 * state, "svc 0xAB" in Thumb state; operation in r0, argument in r1, result in r0. */
#include "fg_semihost.h"

int fg_semihost_trap(int op, void *arg)
{
    register int r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    /* "memory": the host reads and writes our buffers behind gcc's back. */
#if defined(__thumb__)
    __asm__ volatile ("svc 0xAB" : "+r"(r0) : "r"(r1) : "memory");
#else
    __asm__ volatile ("svc 0x123456" : "+r"(r0) : "r"(r1) : "memory");
#endif
    return r0;
}
