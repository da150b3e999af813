# SPDX-License-Identifier: MIT
# QEMU -M cheetah (Palm Tungsten|E, TI OMAP310): TI925T core, ARMv4T, the Game Boy
# Advance's architecture (ARM7TDMI: no hardware divide, no CLZ, no Thumb-2). ARM state.
# QEMU's ti925t model traps ARMv5+ instructions (blx, clz, ldrd) as undefined.
BOARD_CPU      := arm7tdmi
BOARD_CFLAGS   := -mcpu=arm7tdmi -marm -mfloat-abi=soft
BOARD_HAS_FPU  := 0
BOARD_LDSCRIPT := port/armv4t/cheetah.ld
BOARD_PORT     := port/armv4t port/semihost port/common
BOARD_QEMU     := sh $(CURDIR)/port/armv4t/cheetah-run.sh -nographic -semihosting-config enable=on,target=native -monitor none -serial none
# make check-all also runs this board at -Os (its tests use XOPT, -O2 by default).
BOARD_ALT_OPT  := -Os
