# SPDX-License-Identifier: MIT
# ATmega2560 (8-bit AVR: 256 KB flash, 8 KB SRAM, 16 MHz; 2-cycle 8x8 multiply, no divide)
# under simavr, driven by port/avr/sim/avr_sim.c: a test device of two I/O registers
# (console, exit status), an exact cycle count, the deepest stack seen. int is 16 bits
# here and double is 32 bits. Test vectors stay in program memory (tests/tv.h TV_ROM) and
# each image holds one test set (gen.py's set_<set>.c), since a whole suite can outgrow
# the flash.
CROSS          := avr-
XCC            := $(CROSS)gcc
XOPT           := -Os
# make bench-targets measures the AVR at the level it is tested at (not make bench's -O2)
BENCH_OPT      ?= -Os
AVR_MCU        := atmega2560
AVR_FREQ       := 16000000
BOARD_CPU      := $(AVR_MCU)
# -fno-split-wide-types: avr-gcc 5.4 (Debian 12) drops a shift from 64-bit mask-and-shift
# code when it splits wide types: libfixmath's fix16_mul(-1, 256.0) gave 0x7eff, not -256
# (the '>> 15' of its rounding term '(product & 0x8000) >> 15' vanished); found by these
# tests (4 sets' digests), cf. arduino/Arduino issue 8318. Every AVR build uses the flag.
# FG_ESTIMATES=0: the estimate shortcuts of 1.5.9 would overflow the flash of the largest
# test image (the box-triangle slide's set) by 1.6 KB; the exact paths give the same bits.
BOARD_CFLAGS   := -mmcu=$(AVR_MCU) -DF_CPU=$(AVR_FREQ)UL -fno-split-wide-types -DFG_ESTIMATES=0
BOARD_HAS_FPU  := 0
# The test programs (never lib/) use __memx, a GNU C extension: gnu99 for them.
TV_STD         := -std=gnu99
BOARD_LDSCRIPT := port/avr/avr.ld
XLDFLAGS       += -Wl,--defsym=FLASH_SIZE=0x40000 -Wl,--defsym=RAM_START=0x200 -Wl,--defsym=RAM_SIZE=0x2000
BOARD_PORT     := port/avr port/common
BOARD_RUN       = $(CURDIR)/$(AVR_SIM) -m $(AVR_MCU) -f $(AVR_FREQ)
BOARD_TOOLS     = $(AVR_SIM)
BOARD_TESTS     = $(addprefix set_,$(SUITE_SET_ORDER))
BOARD_DEPS     := gcc-avr avr-libc binutils-avr libsimavr-dev libelf-dev pkg-config
# make check-all also runs this board at -O2.
BOARD_ALT_OPT  := -O2
