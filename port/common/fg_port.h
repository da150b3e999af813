/* SPDX-License-Identifier: MIT */
/*
 * fg_port.h - the minimal platform layer the test programs run on, for every bare-metal
 * target. Semihosting targets (Cortex-M, ARMv4T, RISC-V under QEMU: port/semihost) give
 * the host the console text, the files written and the exit status; AVR under simavr
 * (port/avr) has a console and an exit status but no files. The host port
 * (port/host/fg_port.c) implements the same functions on top of stdio.
 */
#ifndef FG_PORT_H
#define FG_PORT_H

#include <stddef.h>
#include <stdint.h>

/* Nothing to set up on most targets (the startup code already did); kept for
 * symmetry with the host port. */
void fg_port_init(void);

/* Write a NUL-terminated string to the console; no newline is added. */
void fg_port_puts(const char *s);

/* End the program.  0 makes the emulator exit 0; any other value makes it
 * exit non-zero (the low 8 bits of status when they are non-zero, else 1). */
void fg_port_exit(int status) __attribute__((noreturn));

/* Host-file output (image dumps).  Paths are relative to the emulator's
 * working directory.  fopen returns a handle >= 0, or -1 on failure (always,
 * on a target without files); fwrite returns 0 when all len bytes were
 * written, -1 otherwise. */
int  fg_port_fopen_write(const char *path);
int  fg_port_fwrite(int handle, const void *buf, size_t len);
void fg_port_fclose(int handle);

/* Bare-metal ports only (port/common/hex.c): v as "0x" and 8 hex digits on the console,
 * for the fault reports of the start-up code. */
void fg_port_put_hex32(uint32_t v);

#endif /* FG_PORT_H */
