/* SPDX-License-Identifier: MIT */
/*
 * fg_semihost.h - the one per-core piece of the semihosting port: the trap that hands an
 * operation and its argument to the debugger (QEMU) and returns its result.
 * Defined in port/<arch>/semihost_trap.c.
 */
#ifndef FG_SEMIHOST_H
#define FG_SEMIHOST_H

int fg_semihost_trap(int op, void *arg);

#endif /* FG_SEMIHOST_H */
