/* SPDX-License-Identifier: MIT */
/*
 * fg_port.c - fg_port.h for AVR under simavr, through a "test device" of two registers
 * that port/avr/sim/avr_sim.c (the simavr host driver) watches:
 *   GPIOR0  each byte written is a console character
 *   GPIOR1  the byte written is the exit status; the driver stops there
 * On a real part these are spare general-purpose I/O registers: writes are harmless, and
 * fg_port_exit then idles with interrupts off. No files: fopen fails.
 */
#include <avr/io.h>
#include <stdint.h>
#include "fg_port.h"

void fg_port_init(void)
{
}

void fg_port_puts(const char *s)
{
    while (*s != '\0') {
        GPIOR0 = (uint8_t)*s++;
    }
}

void fg_port_exit(int status)
{
    /* A status whose low byte is 0 must not read as success. */
    uint8_t code = (uint8_t)((unsigned)status & 0xFFu);
    GPIOR1 = (status != 0 && code == 0u) ? 1u : code;
    for (;;) {
        /* simavr also stops on "sleep with interrupts off". */
        __asm__ volatile ("cli\n\tsleep" ::: "memory");
    }
}

int fg_port_fopen_write(const char *path)
{
    (void)path;
    return -1;
}

int fg_port_fwrite(int handle, const void *buf, size_t len)
{
    (void)handle;
    (void)buf;
    (void)len;
    return -1;
}

void fg_port_fclose(int handle)
{
    (void)handle;
}
