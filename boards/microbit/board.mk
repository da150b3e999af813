# SPDX-License-Identifier: MIT
# QEMU -M microbit: cortex-m0.  Included by the top-level Makefile; paths are
# relative to the repository root and the image goes after -kernel.
BOARD_CPU      := cortex-m0
BOARD_CFLAGS   := -mcpu=cortex-m0 -mthumb -mfloat-abi=soft
BOARD_HAS_FPU  := 0
BOARD_LDSCRIPT := boards/microbit/link.ld
BOARD_QEMU     := qemu-system-arm -M microbit -nographic -semihosting-config enable=on,target=native -monitor none -serial none
