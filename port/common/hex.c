/* SPDX-License-Identifier: MIT */
/* hex.c - a 32-bit value in hex on the console: the fault reports of every bare-metal
 * port's start-up code (port/cortex-m, port/riscv, port/armv4t). */
#include "fg_port.h"

void fg_port_put_hex32(uint32_t v)
{
    char buf[11];
    int i;
    buf[0] = '0';
    buf[1] = 'x';
    for (i = 0; i < 8; i++) {
        buf[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 0xFu];
    }
    buf[10] = '\0';
    fg_port_puts(buf);
}
