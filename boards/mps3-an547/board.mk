# SPDX-License-Identifier: MIT
# QEMU -M mps3-an547: cortex-m55.  Included by the top-level Makefile; paths are
# relative to the repository root and the image goes after -kernel.
BOARD_CPU      := cortex-m55
BOARD_CFLAGS   := -mcpu=cortex-m55 -mthumb -mfloat-abi=hard
BOARD_HAS_FPU  := 1
BOARD_LDSCRIPT := boards/mps3-an547/link.ld
BOARD_QEMU     := qemu-system-arm -M mps3-an547 -nographic -semihosting-config enable=on,target=native -monitor none -serial none
