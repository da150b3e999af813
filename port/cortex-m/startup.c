/* SPDX-License-Identifier: MIT */
/*
 * startup.c - vector table and reset code for the bare-metal Cortex-M port.
 *
 * No C library: the linker script (boards/<machine>/link.ld) provides the
 * symbols below, Reset_Handler sets up RAM and calls main(), whose return
 * value becomes the QEMU exit status through semihosting.  Every fault and
 * unexpected exception reports itself and exits with status 3, so a crash
 * never looks like a pass or a hang.
 */
#include <stdint.h>
#include "fg_port.h"

/* From the linker script. */
extern uint32_t __stack_top;
extern uint32_t __data_start__, __data_end__, __data_load__;
extern uint32_t __bss_start__, __bss_end__;

int main(void);
void Reset_Handler(void) __attribute__((noreturn));
void Fault_Handler(void);
void fg_fault_report(const uint32_t *frame) __attribute__((noreturn, used));

#define FG_FAULT_STATUS 3

void Reset_Handler(void)
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

#if defined(__ARM_FP)
    /* Built for hardware float: grant full access to CP10/CP11 (FPU, and
     * MVE on M55) before any compiled code may use an FP register.  Boards
     * built soft-float never touch CPACR. */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile ("dsb\n\tisb" ::: "memory");
#endif

    fg_port_exit(main());
}

/*
 * Shared entry for faults and unexpected exceptions.  Naked so that the stack
 * pointer still points at the hardware-stacked frame (r0-r3, r12, lr, pc,
 * xpsr); bit 2 of EXC_RETURN in lr says whether that frame is on MSP or PSP.
 * Thumb-1 only, so it also assembles for ARMv6-M; a literal load reaches
 * fg_fault_report wherever the linker puts it.
 */
__attribute__((naked)) void Fault_Handler(void)
{
    __asm__ volatile (
        "mov  r0, lr\n\t"
        "movs r1, #4\n\t"
        "tst  r0, r1\n\t"
        "mrs  r0, msp\n\t"
        "beq  1f\n\t"
        "mrs  r0, psp\n"
        "1:\n\t"
        "ldr  r1, =fg_fault_report\n\t"
        "bx   r1\n\t"
        ".ltorg\n");
}

void fg_fault_report(const uint32_t *frame)
{
    static const char *const names[] = {
        "?", "Reset", "NMI", "HardFault", "MemManage", "BusFault",
        "UsageFault", "SecureFault"
    };
    uint32_t ipsr;
    __asm__ volatile ("mrs %0, ipsr" : "=r"(ipsr));
    ipsr &= 0x1FFu; /* exception number */

    fg_port_puts("FAULT: ");
    if (ipsr < sizeof names / sizeof names[0]) {
        fg_port_puts(names[ipsr]);
    } else {
        fg_port_puts("exception ");
        fg_port_put_hex32(ipsr);
    }
    fg_port_puts(" pc=");
    fg_port_put_hex32(frame[6]); /* stacked return address */
    fg_port_puts("\n");
    fg_port_exit(FG_FAULT_STATUS);
}

/*
 * Vector table, placed first at the boot address by the linker script.
 * Entry 0 is the initial stack pointer, a data address, hence the union.
 * The reserved slots (7-10, 13) hold the fault handler too: harmless, and
 * on ARMv8-M slot 7 is SecureFault.
 */
typedef union {
    void (*handler)(void);
    void *sp;
} vector_t;

#define FH { .handler = Fault_Handler }

__attribute__((section(".vectors"), used))
const vector_t fg_vectors[16 + 16] = {
    { .sp = &__stack_top },
    { .handler = Reset_Handler },
    FH, /* NMI */
    FH, /* HardFault */
    FH, /* MemManage */
    FH, /* BusFault */
    FH, /* UsageFault */
    FH, /* SecureFault (v8-M), reserved before */
    FH, FH, FH, /* reserved */
    FH, /* SVCall */
    FH, /* DebugMonitor */
    FH, /* reserved */
    FH, /* PendSV */
    FH, /* SysTick */
    /* A handful of external IRQs: none is enabled, so any that fires is a bug. */
    FH, FH, FH, FH, FH, FH, FH, FH, FH, FH, FH, FH, FH, FH, FH, FH
};
