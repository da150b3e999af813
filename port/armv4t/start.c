/* SPDX-License-Identifier: MIT */
/*
 * start.c - the C side of the ARMv4T port's reset and its fault report.
 * fg_start copies .data from flash, clears .bss and hands main's status to fg_port_exit.
 */
#include <stdint.h>
#include "fg_port.h"

extern uint32_t __data_start__, __data_end__, __data_load__;
extern uint32_t __bss_start__, __bss_end__;

int main(void);
void fg_start(void) __attribute__((noreturn));
void fg_fault_report(uint32_t exception, uint32_t pc) __attribute__((noreturn));

#define FG_FAULT_STATUS 3

void fg_start(void)
{
    /* Word loops: the linker script keeps .data/.bss 4-byte aligned. */
    const uint32_t *src = &__data_load__;
    uint32_t *dst = &__data_start__;
    while (dst < &__data_end__) {
        *dst++ = *src++;
    }
    for (dst = &__bss_start__; dst < &__bss_end__; dst++) {
        *dst = 0u;
    }
    fg_port_exit(main());
}

void fg_fault_report(uint32_t exception, uint32_t pc)
{
    static const char *const names[] = {
        "reset", "undefined instruction", "svc", "prefetch abort", "data abort",
        "reserved", "IRQ", "FIQ"
    };
    fg_port_puts("FAULT: ");
    fg_port_puts(names[exception & 7u]);
    fg_port_puts(" pc=");
    fg_port_put_hex32(pc);
    fg_port_puts("\n");
    fg_port_exit(FG_FAULT_STATUS);
}
