/* SPDX-License-Identifier: MIT */
/*
 * crt0.S - the Game Boy Advance ROM's header and start-up (ARM state: the BIOS jumps to
 * 0x08000000 in ARM state).
 *
 * The first 192 bytes are the cartridge header: a branch over it, then room for the
 * Nintendo logo (0x04-0x9F) and the fields at 0xA0-0xBF; port/gba/gbafix.py fills them in
 * and sets the complement check. Start-up gives the IRQ and system modes their stacks,
 * copies .data to IWRAM, clears .bss and enters main (Thumb) through bx.
 */
    .syntax unified
    .arm

    .section .gba_header, "ax"
    .globl _start
_start:
    b       gba_reset               /* 0x00: entry point */
    .fill   188, 1, 0               /* 0x04-0xBF: logo and header fields (gbafix.py) */

gba_reset:                          /* 0xC0 */
    mov     r0, #0x12               /* IRQ mode */
    msr     cpsr_c, r0
    ldr     sp, =0x03007FA0
    mov     r0, #0x1F               /* system mode: main runs here */
    msr     cpsr_c, r0
    ldr     sp, =0x03007F00
    ldr     r0, =__data_load__
    ldr     r1, =__data_start__
    ldr     r2, =__data_end__
1:  cmp     r1, r2
    ldrlo   r3, [r0], #4
    strlo   r3, [r1], #4
    blo     1b
    ldr     r1, =__bss_start__
    ldr     r2, =__bss_end__
    mov     r3, #0
2:  cmp     r1, r2
    strlo   r3, [r1], #4
    blo     2b
    ldr     r0, =main
    mov     lr, pc
    bx      r0
3:  b       3b                      /* main does not return */
    .ltorg
