# SPDX-License-Identifier: MIT
# QEMU -M mps2-an386: cortex-m4.  Included by the top-level Makefile; paths are
# relative to the repository root and the image goes after -kernel.
BOARD_CPU      := cortex-m4
BOARD_CFLAGS   := -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16
BOARD_HAS_FPU  := 1
BOARD_LDSCRIPT := boards/mps2-an386/link.ld
BOARD_QEMU     := qemu-system-arm -M mps2-an386 -nographic -semihosting-config enable=on,target=native -monitor none -serial none
