/* SPDX-License-Identifier: MIT */
/*
 * startup.S - reset and trap entry for the bare-metal RISC-V port (RV32I/E, machine mode).
 *
 * No C library: set gp and sp, point mtvec at the trap entry, clear .bss, call main and
 * hand its return value to fg_port_exit (semihosting). Any trap (illegal instruction,
 * misaligned or faulting access, ecall, a stray ebreak) reports mcause and mepc and exits
 * with status 3, so a crash never looks like a pass or a hang.
 */
    .option arch, +zicsr            /* csrr/csrw: Zicsr is separate from the base ISA */

    .section .text.start, "ax"
    .globl _start
_start:
    .option push
    .option norelax                 /* gp is not set yet: no gp-relative relaxation here */
    la      gp, __global_pointer$
    .option pop
    la      sp, __stack_top
    la      t0, fg_trap_entry
    csrw    mtvec, t0
    la      t0, __bss_start
    la      t1, __bss_end
1:  bgeu    t0, t1, 2f
    sw      zero, 0(t0)
    addi    t0, t0, 4
    j       1b
2:  call    main
    call    fg_port_exit            /* noreturn; a0 = main's status */
3:  j       3b

    /* mtvec in direct mode needs a 4-byte aligned entry. */
    .text
    .balign 4
    .globl fg_trap_entry
fg_trap_entry:
    la      sp, __stack_top         /* whatever went wrong, report from a sane stack */
    csrr    a0, mcause
    csrr    a1, mepc
    csrr    a2, mtval
    call    fg_trap_report
4:  j       4b
