# SPDX-License-Identifier: MIT
# QEMU -M virt, riscv32: RV32EC (CH32V003 class: 16 registers, no multiply/divide,
# compressed; no FPU). QEMU's rv32 with I off and E on, M/A/F/D off: a multiply or divide
# instruction traps. QEMU 7.2 does not trap on x16-x31 under E, so every image is first
# disassembled and refused if it names one of those registers (port/riscv/rve-run.sh).
CROSS          := riscv64-unknown-elf-
XCC            := $(CROSS)gcc
BOARD_CPU      := rv32ec
BOARD_CFLAGS   := -march=rv32ec -mabi=ilp32e
BOARD_HAS_FPU  := 0
BOARD_LDSCRIPT := port/riscv/virt.ld
BOARD_PORT     := port/riscv port/semihost port/common
BOARD_QEMU     := qemu-system-riscv32 -M virt -cpu rv32,i=false,e=true,h=false,m=false,a=false,f=false,d=false -bios none -nographic -semihosting-config enable=on,target=native -monitor none -serial none
BOARD_RUN      := sh $(CURDIR)/port/riscv/rve-run.sh $(CROSS)objdump $(BOARD_QEMU) -kernel
BOARD_DEPS     := gcc-riscv64-unknown-elf qemu-system-misc
# make check-all also runs this board at -Os (its tests use XOPT, -O2 by default).
BOARD_ALT_OPT  := -Os
