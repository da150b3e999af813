/* SPDX-License-Identifier: MIT */
/*
 * startup.S - reset for the bare-metal AVR port (no C library, no avr-libc start files).
 *
 * The vector table jumps to __init; the code then falls through the .initN sections in
 * order, as the AVR toolchain lays them out: .init2 (here) clears the zero register and
 * SREG and sets the stack pointer, .init4 is libgcc's __do_copy_data/__do_clear_bss
 * (pulled in by the compiler whenever .data/.bss are used), .init9 (here) calls main and
 * hands its status to fg_port_exit. Every other interrupt vector means a bug: it exits 3.
 */
#include <avr/io.h>

    .section .vectors, "ax", @progbits
    .global __vectors
__vectors:
    jmp     __init
    .rept   (_VECTORS_SIZE / 4) - 1
    jmp     fg_bad_interrupt
    .endr

    .section .init0, "ax", @progbits
    .global __init
__init:

    .section .init2, "ax", @progbits
    clr     r1                          /* gcc's zero register */
    out     _SFR_IO_ADDR(SREG), r1
    ldi     r28, lo8(RAMEND)
    ldi     r29, hi8(RAMEND)
    out     _SFR_IO_ADDR(SPH), r29
    out     _SFR_IO_ADDR(SPL), r28
#ifdef EIND
    /* eicall/eijmp (function pointers beyond 128 KB go through trampolines) assume 0 */
    out     _SFR_IO_ADDR(EIND), r1
#endif

    .section .init9, "ax", @progbits
    call    main
    jmp     fg_port_exit                /* status in r25:r24, main's return value */

    .text
    .global fg_bad_interrupt
fg_bad_interrupt:
    ldi     r24, 3
    clr     r25
    jmp     fg_port_exit
