# SPDX-License-Identifier: MIT
# QEMU -M mps2-an505: cortex-m33.  Included by the top-level Makefile; paths are
# relative to the repository root and the image goes after -kernel.
BOARD_CPU      := cortex-m33
BOARD_CFLAGS   := -mcpu=cortex-m33 -mthumb -mfloat-abi=hard -mfpu=fpv5-sp-d16
BOARD_HAS_FPU  := 1
BOARD_LDSCRIPT := boards/mps2-an505/link.ld
BOARD_QEMU     := qemu-system-arm -M mps2-an505 -nographic -semihosting-config enable=on,target=native -monitor none -serial none
