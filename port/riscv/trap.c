/* SPDX-License-Identifier: MIT */
/* trap.c - the RISC-V port's trap report: names the cause, prints mepc/mtval, exits 3. */
#include <stdint.h>
#include "fg_port.h"

void fg_trap_report(uint32_t mcause, uint32_t mepc, uint32_t mtval) __attribute__((noreturn));

#define FG_FAULT_STATUS 3

void fg_trap_report(uint32_t mcause, uint32_t mepc, uint32_t mtval)
{
    /* Synchronous exception codes of the privileged spec, 0..7 (the ones a test can hit). */
    static const char *const names[] = {
        "instruction address misaligned", "instruction access fault", "illegal instruction",
        "breakpoint", "load address misaligned", "load access fault",
        "store address misaligned", "store access fault"
    };
    fg_port_puts("FAULT: ");
    if ((mcause >> 31) == 0u && mcause < sizeof names / sizeof names[0]) {
        fg_port_puts(names[mcause]);
    } else {
        fg_port_puts("mcause ");
        fg_port_put_hex32(mcause);
    }
    fg_port_puts(" pc=");
    fg_port_put_hex32(mepc);
    fg_port_puts(" tval=");
    fg_port_put_hex32(mtval);
    fg_port_puts("\n");
    fg_port_exit(FG_FAULT_STATUS);
}
