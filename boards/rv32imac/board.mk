# SPDX-License-Identifier: MIT
# QEMU -M virt, riscv32: RV32IMAC (ESP32-C3 class: multiply/divide, atomics, compressed;
# no FPU). The CPU is QEMU's rv32 with F and D switched off, so a float instruction would
# trap. Output and exit status through RISC-V semihosting (port/semihost).
CROSS          := riscv64-unknown-elf-
XCC            := $(CROSS)gcc
BOARD_CPU      := rv32imac
BOARD_CFLAGS   := -march=rv32imac -mabi=ilp32
BOARD_HAS_FPU  := 0
BOARD_LDSCRIPT := port/riscv/virt.ld
BOARD_PORT     := port/riscv port/semihost port/common
BOARD_QEMU     := qemu-system-riscv32 -M virt -cpu rv32,f=false,d=false -bios none -nographic -semihosting-config enable=on,target=native -monitor none -serial none
BOARD_DEPS     := gcc-riscv64-unknown-elf qemu-system-misc
# make check-all also runs this board at -Os (its tests use XOPT, -O2 by default).
BOARD_ALT_OPT  := -Os
