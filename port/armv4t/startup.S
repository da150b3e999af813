/* SPDX-License-Identifier: MIT */
/*
 * startup.S - exception vectors and reset for the bare-metal ARMv4T port (ARM state, as
 * the core enters every exception in ARM state; the C code may be ARM or Thumb).
 *
 * Reset gives each exception mode a stack, turns the OMAP310 watchdog off and enters C
 * (fg_start, start.c) through bx, which switches to Thumb when the C code is Thumb.
 * Every other exception (undefined instruction, stray svc, prefetch or data abort, IRQ,
 * FIQ) reports itself through fg_fault_report and exits with status 3.
 */
    .syntax unified
    .arm

    .section .vectors, "ax"
    .globl fg_vectors
fg_vectors:
    b       fg_reset
    b       undef_entry
    b       svc_entry
    b       pabt_entry
    b       dabt_entry
    b       .                       /* reserved */
    b       irq_entry
    b       fiq_entry

    .text
    .globl fg_reset
    .type fg_reset, %function
fg_reset:
    /* CPSR mode field, with IRQ and FIQ masked (0xC0). */
    msr     cpsr_c, #0xD7           /* abort */
    ldr     sp, =__exc_stack_top
    msr     cpsr_c, #0xDB           /* undefined */
    ldr     sp, =__exc_stack_top
    msr     cpsr_c, #0xD2           /* IRQ */
    ldr     sp, =__exc_stack_top
    msr     cpsr_c, #0xD1           /* FIQ */
    ldr     sp, =__exc_stack_top
    msr     cpsr_c, #0xD3           /* supervisor: main runs here (semihosting allowed) */
    ldr     sp, =__stack_top
    /* OMAP310 MPU watchdog: writing 0xF5 then 0xA0 (16-bit) to its mode register stops it.
     * The real chip resets when it expires; QEMU's model only raises a (masked) IRQ. */
    ldr     r0, =0xFFFEC808
    mov     r1, #0xF5
    strh    r1, [r0]
    mov     r1, #0xA0
    strh    r1, [r0]
    ldr     r0, =fg_start
    bx      r0                      /* no return: fg_start ends in fg_port_exit */

    /* r0 = exception number (as in the vector table), r1 = address of the faulting
     * instruction (lr minus the offset the core adds for that exception). */
undef_entry:
    mov     r0, #1
    sub     r1, lr, #4              /* ARM state; a Thumb one is at lr - 2, close enough */
    b       report
svc_entry:
    mov     r0, #2
    sub     r1, lr, #4
    b       report
pabt_entry:
    mov     r0, #3
    sub     r1, lr, #4
    b       report
dabt_entry:
    mov     r0, #4
    sub     r1, lr, #8
    b       report
irq_entry:
    mov     r0, #6
    sub     r1, lr, #4
    b       report
fiq_entry:
    mov     r0, #7
    sub     r1, lr, #4
report:
    ldr     r2, =fg_fault_report
    bx      r2                      /* noreturn */
    .ltorg
