# SPDX-License-Identifier: MIT
# QEMU -M mps2-an385: cortex-m3.  Included by the top-level Makefile; paths are
# relative to the repository root and the image goes after -kernel.
BOARD_CPU      := cortex-m3
BOARD_CFLAGS   := -mcpu=cortex-m3 -mthumb -mfloat-abi=soft
BOARD_HAS_FPU  := 0
BOARD_LDSCRIPT := boards/mps2-an385/link.ld
BOARD_QEMU     := qemu-system-arm -M mps2-an385 -nographic -semihosting-config enable=on,target=native -monitor none -serial none
