# SPDX-License-Identifier: MIT
# fixgeom - Q16.16 fixed-point geometric tests on libfixmath.
#
#   make                       the library only: build/lib/libfixgeom.a and libfixmath.a, with
#                              your CC, CFLAGS (default -O2), CPPFLAGS and AR
#   make install PREFIX=/usr/local      <fixgeom/fixgeom.h>, libfixgeom.a, fixgeom.pc, and
#                              libfixmath apart (INSTALL_LIBFIXMATH=no to skip it)
#   make demo                  the main job on the default board (BOARD=microbit)
#   make check                 every test: host Q16.16 + float (UBSan/ASan), eleven boards, ...
#   make BOARD=mps2-an385 test one board
#   make bench                 instruction counts vs plain Q16.16, float, cglm; size, stack
#   make deps                  installs every Debian package the tests need
#   make dist, make docs       the one-file drop-in (dist/), the API reference (build/docs)
#   make clean
#
# Targets that need a tool install it first when it is missing (port/host/deps.sh): the
# tests, demo and bench; `make`, `make install` and `make clean` never install anything.
# libfixmath's pinned source is fetched on first use (port/host/fetch-libfixmath.sh;
# LIBFIXMATH_SRC=/path uses your copy).
# fixgeom is MIT-licensed (LICENSE). libfixmath is a separate work under its own MIT licence
# (Copyright (c) 2011-2021 Flatmush, Petteri Aimonen & libfixmath AUTHORS): its LICENSE is
# unpacked next to its source, build/third_party/libfixmath/LICENSE, and installed with it.

BUILD    ?= build
BOARD    ?= microbit
BOARDS   := microbit mps2-an385 mps2-an386 mps2-an500 mps2-an505 mps3-an547
# Beyond Cortex-M (issue 15; boards/README.md): RISC-V, ARMv4T, 8-bit AVR. Tested by
# make check (the AVR on a subset) and make check-all; not in make bench (make bench-targets).
TARGET_BOARDS := rv32imac rv32ec armv4t-arm armv4t-thumb atmega2560
PREFIX   ?= /usr/local
COUNT    ?= 300
LFM_DIR  := $(BUILD)/third_party/libfixmath/libfixmath
# libfixmath options, the same for every target: rounding and overflow detection on
# (the defaults; fixgeom never depends on the overflow sentinel inside its domain), and no
# static caches, so everything stays reentrant.
LFM_OPTS := -DFIXMATH_NO_CACHE
LFM_SRCS := fix16.c fix16_sqrt.c

STD      := -std=c99
WARN     := -Wall -Wextra -Wconversion -Wshadow -Werror
LIB_SRCS := $(wildcard lib/*.c)
FIX_SRCS := $(LIB_SRCS) $(wildcard lib/scalar/fix16/*.c)
FLT_SRCS := $(LIB_SRCS) $(wildcard lib/scalar/float/*.c)
CASE_SRCS := $(wildcard tests/cases/*.c)
HDRS     := $(wildcard lib/*.h lib/scalar/*/*.h tests/*.h)

ifeq ($(filter $(BOARD),$(BOARDS) $(TARGET_BOARDS)),)
$(error unknown BOARD=$(BOARD); the boards are: $(BOARDS) $(TARGET_BOARDS))
endif

.PHONY: all lib deps check test demo demo-check demo-render tilemap-render room room-render host host-fixed host-float clang-check boards bench install uninstall clean
all: lib

# ---------------------------------------------------------------- set-up
DEPS_STAMP := $(BUILD)/.deps
deps: $(DEPS_STAMP)
$(DEPS_STAMP): port/host/deps.sh
	@sh port/host/deps.sh
	@mkdir -p $(BUILD) && touch $@

# The fetch needs only apt-get and xz, and installs nothing (the test targets install their
# tools first: the vectors they include need $(DEPS_STAMP)).
$(LFM_DIR)/fix16.h:
	@sh port/host/fetch-libfixmath.sh $(BUILD)/third_party/libfixmath

VEC := $(BUILD)/vectors
$(VEC)/suites.mk: $(wildcard tests/gen/*.py) | $(DEPS_STAMP)
	@python3 tests/gen/gen.py $(VEC) --count $(COUNT)
# The test vectors are generated only for goals that run tests: never for the library,
# install, clean, deps, dist or docs.
NO_VECTOR_GOALS := all lib install uninstall clean deps dist docs spdx-check symbols-check \
  cmake-check cxx-check manifest-check docs-check examples-check
ifneq ($(filter-out $(NO_VECTOR_GOALS),$(if $(MAKECMDGOALS),$(MAKECMDGOALS),all)),)
-include $(VEC)/suites.mk
endif

suite_objs = $(VEC)/suite_$(1).c $(foreach s,$(SUITE_SETS_$(1)),$(VEC)/vec_$(s).c)

# ---------------------------------------------------------------- host builds
HOSTCC   ?= gcc
SAN      := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# The host test builds trap any FG_ASSERT (a required pointer NULL): the tests never pass one.
HOST_ASSERT := '-DFG_ASSERT(e)=((e) ? (void)0 : __builtin_trap())'
HOST_CFLAGS := $(STD) -O1 -g $(SAN) $(HOST_ASSERT)
LFM_INC  := -isystem $(LFM_DIR)

# host-fixed: Q16.16; host-float: float, and it writes float_ref_<suite>.c for the others
HF := $(BUILD)/host-fixed
HL := $(BUILD)/host-float

$(HF)/libfixmath.a: $(LFM_DIR)/fix16.h
	@mkdir -p $(HF)/lfm
	@cd $(HF)/lfm && $(HOSTCC) $(STD) -O1 -g $(SAN) $(LFM_OPTS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@ar rcs $@ $(HF)/lfm/*.o

# The runner, the adapters, the library and the port are compiled once per build (into
# common/); each suite's program compiles only its vectors (and the float outputs) and links.
HOST_COMMON = tests/runner.c $(CASE_SRCS) $(1) port/host/fg_port.c
$(HF)/common/done: $(call HOST_COMMON,$(FIX_SRCS)) $(HDRS) $(LFM_DIR)/fix16.h
	@rm -rf $(@D) && mkdir -p $(@D)
	@cd $(@D) && $(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/fix16 \
	  -I$(CURDIR)/tests -I$(CURDIR)/port/common -isystem $(CURDIR)/$(LFM_DIR) -DTV_TARGET='"host"' \
	  -c $(addprefix $(CURDIR)/,$(call HOST_COMMON,$(FIX_SRCS)))
	@touch $@
$(HL)/common/done: $(call HOST_COMMON,$(FLT_SRCS)) $(HDRS)
	@rm -rf $(@D) && mkdir -p $(@D)
	@cd $(@D) && $(HOSTCC) $(HOST_CFLAGS) $(WARN) -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/float -I$(CURDIR)/tests \
	  -I$(CURDIR)/port/common -DTV_DUMP_FLOAT -DTV_TARGET='"host"' -c $(addprefix $(CURDIR)/,$(call HOST_COMMON,$(FLT_SRCS)))
	@touch $@

$(HF)/test_%: $(HF)/common/done $(HF)/libfixmath.a $(VEC)/suites.mk $(HL)/float_ref_%.c
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -Ilib -Ilib/scalar/fix16 -Itests $(LFM_INC) \
	  $(call suite_objs,$*) $(HL)/float_ref_$*.c $(HF)/common/*.o $(HF)/libfixmath.a -o $@

$(HL)/test_%: $(HL)/common/done $(VEC)/suites.mk
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) -Ilib -Ilib/scalar/float -Itests -DTV_DUMP_FLOAT \
	  $(call suite_objs,$*) $(HL)/common/*.o -lm -o $@

# Running the float build writes its reference outputs.
$(HL)/float_ref_%.c: $(HL)/test_%
	@cd $(HL) && ./test_$* > run_$*.log 2>&1 || true

host-float: $(foreach s,$(SUITES),$(HL)/test_$(s) $(HL)/float_ref_$(s).c)
	@sh tests/tools/run-suites.sh host-float $(HL) "" $(SUITES)
host-fixed: $(foreach s,$(SUITES),$(HF)/test_$(s))
	@sh tests/tools/run-suites.sh host-fixed $(HF) "" $(SUITES)
host: host-float host-fixed

# The library alone, compiled by clang too (both compilers must be warning-clean).
clang-check: $(LFM_DIR)/fix16.h | $(DEPS_STAMP)
	@mkdir -p $(BUILD)/clang
	@for scalar in fix16 float; do \
	  srcs="$(LIB_SRCS) $$(ls lib/scalar/$$scalar/*.c 2>/dev/null)"; \
	  clang $(STD) -O2 $(WARN) -Ilib -Ilib/scalar/$$scalar $(LFM_INC) -fsyntax-only $$srcs || exit 1; \
	done
	@echo "clang: lib/ compiles warning-free (Q16.16 and float)"
	@echo "1 0 clang-Werror" > $(BUILD)/clang/result

# ---------------------------------------------------------------- Cortex-M builds
CROSS    := arm-none-eabi-
XCC      := $(CROSS)gcc
XOPT     ?= -O2
XCFLAGS   = $(STD) $(XOPT) -g -ffreestanding -ffunction-sections -fdata-sections $(BOARD_CFLAGS)
XLDFLAGS  = -nostdlib -nostartfiles -Wl,--gc-sections -T $(BOARD_LDSCRIPT)

include boards/$(BOARD)/board.mk
# The M0's QEMU command line, for tests that always run there (whatever BOARD is).
BOARD_QEMU_microbit := $(shell sed -n 's/^BOARD_QEMU *:= *//p' boards/microbit/board.mk)
BD := $(BUILD)/$(BOARD)
TVC := $(BD)/tv_common
# What a board.mk may set besides its flags: its port folders (every .c/.S in them is
# linked), how an image runs (the command before the image), which test images it runs
# (default one per suite).
BOARD_PORT  ?= port/cortex-m port/semihost port/common
BOARD_RUN   ?= $(BOARD_QEMU) -kernel
BOARD_TESTS ?= $(SUITES)
PORT_SRCS := $(foreach d,$(BOARD_PORT),$(wildcard $(d)/*.c $(d)/*.S))
PORT_INC  := $(addprefix -I,$(BOARD_PORT))

$(BD)/libfixmath.a: $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk
	@mkdir -p $(BD)/lfm
	@cd $(BD)/lfm && $(XCC) $(XCFLAGS) $(LFM_OPTS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@$(CROSS)ar rcs $@ $(BD)/lfm/*.o

$(BD)/libfixgeom.a: $(FIX_SRCS) $(HDRS) $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk
	@mkdir -p $(BD)/lib
	@cd $(BD)/lib && $(XCC) $(XCFLAGS) $(WARN) $(LFM_OPTS) -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/fix16 \
	  -isystem $(CURDIR)/$(LFM_DIR) -c $(addprefix $(CURDIR)/,$(FIX_SRCS))
	@$(CROSS)ar rcs $@ $(BD)/lib/*.o

# The runner, adapters and port are compiled once per board ($(TVC), below); each suite's
# image compiles its vectors and float outputs and links.
$(BD)/test_%.elf: $(TVC)/done $(VEC)/suites.mk $(BD)/libfixgeom.a $(BD)/libfixmath.a $(HL)/float_ref_%.c $(BOARD_LDSCRIPT)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests $(LFM_INC) $(call suite_objs,$*) $(HL)/float_ref_$*.c \
	  $(TVC)/*.o $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@

test: $(foreach s,$(BOARD_TESTS),$(BD)/test_$(s).elf)
	@sh tests/tools/run-suites.sh $(BOARD) $(BD) "$(BOARD_RUN)" $(BOARD_TESTS)

nm-check: $(BD)/libfixgeom.a
	@sh tests/tools/nm-check.sh $(CROSS)nm $(BD)/libfixgeom.a $(BD)/nm-result

# ---------------------------------------------------------------- the verdicts
check:
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) -Otarget host clang-check
	@rm -f $(BUILD)/behaviour/result $(BUILD)/microbit/nm-result $(ACC)/result $(BUILD)/bench/smoke/result $(BUILD)/demo/check-result \
	  $(BUILD)/fuzz/result-fuzz-smoke $(BUILD)/static/misra-result $(BUILD)/stack/result $(BUILD)/core/result $(ADOPT_VERDICTS)
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) -Orecurse $(addprefix check-board-,$(BOARDS))
	@$(MAKE) --no-print-directory BOARD=microbit nm-check
	@$(MAKE) --no-print-directory behaviour
	@$(MAKE) --no-print-directory check-targets
	@$(MAKE) --no-print-directory accuracy-smoke
	@$(MAKE) --no-print-directory bench-smoke
	@$(MAKE) --no-print-directory demo-check
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) -Otarget -k proof || true
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) core-check || true
	@$(MAKE) --no-print-directory -k adopt-check || true
	@sh tests/tools/summary.sh $(BUILD) host-fixed host-float $(BOARDS) $(TARGET_BOARDS) -- $(BUILD)/behaviour/result \
	  $(BUILD)/microbit/nm-result \
	  $(BUILD)/clang/result $(ACC)/result $(BUILD)/bench/smoke/result $(BUILD)/demo/check-result \
	  $(BUILD)/fuzz/result-fuzz-smoke $(BUILD)/static/misra-result $(BUILD)/stack/result $(TARGET_VERDICTS) \
	  $(BUILD)/core/result \
	  $(ADOPT_VERDICTS)

# ---------------------------------------------------------------- behaviour (the contract)
# tests/behaviour/: the touch, rejection, domain and NULL rules on the cases users reported,
# on the host (Q16.16, sanitizers) and the M0. Built with FG_USER_CONFIG so the library's
# FG_ASSERT / FG_ON_REJECT hooks count in the test. Verdict: $(BUILD)/behaviour/result.
BH := $(BUILD)/behaviour
BH_CFLAGS := '-DFG_USER_CONFIG="behaviour_config.h"' -Itests/behaviour -Ilib -Ilib/scalar/fix16
BH_SRCS := tests/behaviour/behaviour.c tests/behaviour/behaviour_config.h
.PHONY: behaviour
$(BH)/behaviour_host: $(BH_SRCS) $(FIX_SRCS) $(HDRS) $(HF)/libfixmath.a port/host/fg_port.c
	@mkdir -p $(@D)
	@$(HOSTCC) $(STD) -O1 -g $(SAN) $(WARN) $(LFM_OPTS) $(BH_CFLAGS) -Iport/common $(LFM_INC) tests/behaviour/behaviour.c \
	  $(FIX_SRCS) port/host/fg_port.c $(HF)/libfixmath.a -o $@
# the M0 image: the microbit's port (whatever BOARD is)
BH_PORT := port/cortex-m port/semihost port/common
BH_PORT_SRCS := $(foreach d,$(BH_PORT),$(wildcard $(d)/*.c $(d)/*.S))
$(BH)/behaviour_m0.elf: $(BH_SRCS) $(FIX_SRCS) $(HDRS) $(BH_PORT_SRCS) FORCE
	@mkdir -p $(@D)
	@$(MAKE) --no-print-directory BOARD=microbit $(BUILD)/microbit/libfixmath.a
	@$(XCC) $(STD) -O2 -g -ffreestanding -ffunction-sections -fdata-sections -mcpu=cortex-m0 -mthumb -mfloat-abi=soft \
	  $(WARN) $(LFM_OPTS) $(BH_CFLAGS) $(addprefix -I,$(BH_PORT)) $(LFM_INC) tests/behaviour/behaviour.c $(FIX_SRCS) $(BH_PORT_SRCS) \
	  -nostdlib -nostartfiles -Wl,--gc-sections -T boards/microbit/link.ld $(BUILD)/microbit/libfixmath.a -lgcc -o $@
behaviour: $(BH)/behaviour_host $(BH)/behaviour_m0.elf
	@rm -f $(BH)/result
	@{ $(BH)/behaviour_host; $(BOARD_QEMU_microbit) -kernel $(BH)/behaviour_m0.elf; } > $(BH)/log 2>&1; \
	  cat $(BH)/log; awk '/^[0-9]+ passed, [0-9]+ failed$$/ { p += $$1; f += $$3; n++ } \
	  END { if (n != 2) f++; print p, f, "behaviour" }' $(BH)/log > $(BH)/result

# ---------------------------------------------------------------- demo
# The scene is rendered on the board in Q16.16 (files come back through semihosting) and on
# the host in float by the same source; tests/demo/compare.py writes the PNGs and compares.
DEMO_W ?= 160
DEMO_H ?= 120
DEMO := $(BUILD)/demo/$(BOARD)-$(DEMO_W)x$(DEMO_H)
DEMO_SRCS := tests/demo/scene.c tests/demo/demo_main.c
$(BUILD)/demo/scene_data.h: tests/demo/scene.py | $(DEPS_STAMP)
	@mkdir -p $(@D) && python3 tests/demo/scene.py $@
$(DEMO)/demo.elf: $(DEMO_SRCS) tests/demo/scene.h $(BUILD)/demo/scene_data.h $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests/demo -I$(BUILD)/demo $(PORT_INC) $(LFM_INC) \
	  -DDEMO_W=$(DEMO_W) -DDEMO_H=$(DEMO_H) $(DEMO_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
$(DEMO)/demo_float: $(DEMO_SRCS) tests/demo/scene.h $(BUILD)/demo/scene_data.h $(FLT_SRCS) $(HDRS) port/host/fg_port.c
	@mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) -Ilib -Ilib/scalar/float -Itests/demo -I$(BUILD)/demo -Iport/common \
	  -DDEMO_W=$(DEMO_W) -DDEMO_H=$(DEMO_H) -DDEMO_BUILD='"float"' $(DEMO_SRCS) $(FLT_SRCS) port/host/fg_port.c -lm -o $@
# instructions per primary segment on this core (shadow segment included): the middle row
$(DEMO)/demo_count.elf: $(DEMO_SRCS) tests/demo/scene.h $(BUILD)/demo/scene_data.h $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests/demo -I$(BUILD)/demo $(PORT_INC) $(LFM_INC) \
	  -DDEMO_COUNT_ROW -DDEMO_W=$(DEMO_W) -DDEMO_H=$(DEMO_H) $(DEMO_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
$(DEMO)/count.counts: $(DEMO)/demo_count.elf $(BUILD)/bench/bench_count tests/bench/bench_run.sh
	@BENCH_START=demo_mark_begin BENCH_STOP=demo_mark_end sh tests/bench/bench_run.sh $(CROSS)nm $(BUILD)/bench/bench_count $< $(DEMO)/count $(BOARD_QEMU)
# make check's end-to-end run: a small render on the M0, compared with float and the oracle
demo-check:
	@$(MAKE) --no-print-directory BOARD=microbit DEMO_W=40 DEMO_H=30 demo-render
	@$(MAKE) --no-print-directory BOARD=microbit TILE_COLS=32 tilemap-render > /dev/null
	@$(MAKE) --no-print-directory BOARD=microbit room-render > /dev/null
	@sh tests/demo/verdicts.sh $(BUILD)/demo/check-result $(BUILD)/demo/tilemap-microbit-32/result
	@sh tests/demo/verdicts.sh $(BUILD)/demo/check-result $(BUILD)/demo/room-microbit/result demo-room
# The verdict is written only by compare.py (a crash leaves none: the summary reports it), and
# overwritten with a failure when the board did not exit 0.
demo-render: $(DEMO)/demo.elf $(DEMO)/demo_float
	@rm -f $(DEMO)/result $(BUILD)/demo/check-result
	@cd $(DEMO) && $(BOARD_QEMU) -kernel demo.elf > board.log 2>&1; echo "$$?" > qemu-status
	@cd $(DEMO) && ./demo_float > float.log
	@python3 tests/demo/compare.py $(DEMO) $(DEMO_W) $(DEMO_H) || true
	@[ "$$(cat $(DEMO)/qemu-status)" = 0 ] || echo "0 1 demo-render (qemu exit $$(cat $(DEMO)/qemu-status))" > $(DEMO)/result
	@[ ! -f $(DEMO)/result ] || cp $(DEMO)/result $(BUILD)/demo/check-result
demo: $(DEMO)/demo.elf $(DEMO)/demo_float
	@echo "demo: rendering $(DEMO_W)x$(DEMO_H) on $(BOARD) ($(BOARD_CPU)) under QEMU, every intersection a fixgeom call in Q16.16"
	@cd $(DEMO) && $(BOARD_QEMU) -kernel demo.elf
	@cd $(DEMO) && ./demo_float > float.log
	@python3 tests/demo/compare.py $(DEMO) $(DEMO_W) $(DEMO_H); echo "$$?" > $(DEMO)/compare-status
	@$(MAKE) --no-print-directory $(DEMO)/count.counts >/dev/null && sort -n $(DEMO)/count.counts | \
	  awk '{a[NR]=$$1; s+=$$1} END {printf "demo: instructions per primary segment (with its shadow segment) on $(BOARD), middle row: min %d, median %d, max %d, mean %d\n", a[1], a[int((NR+1)/2)], a[NR], s/NR}'
	@$(MAKE) --no-print-directory tilemap-render
	@$(MAKE) --no-print-directory room
# ---- the tile-map scene (issue 14): a raycaster view, one fg_grid2 walk per column, on the
# board in Q16.16 beside the host float build of the same source; tests/demo/tilemap_compare.py
# checks every Q16.16 column against the exact oracle and counts the columns float sees differently.
TILE_COLS ?= 64
TILE := $(BUILD)/demo/tilemap-$(BOARD)-$(TILE_COLS)
TILE_SRCS := tests/demo/tilemap.c tests/demo/tilemap_main.c
$(TILE)/tilemap.elf: $(TILE_SRCS) tests/demo/tilemap.h $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests/demo $(PORT_INC) $(LFM_INC) \
	  -DTILE_COLS=$(TILE_COLS) $(TILE_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
$(TILE)/tilemap_float: $(TILE_SRCS) tests/demo/tilemap.h $(FLT_SRCS) $(HDRS) port/host/fg_port.c
	@mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) -Ilib -Ilib/scalar/float -Itests/demo -Iport/common \
	  -DTILE_COLS=$(TILE_COLS) $(TILE_SRCS) $(FLT_SRCS) port/host/fg_port.c -lm -o $@
tilemap-render: $(TILE)/tilemap.elf $(TILE)/tilemap_float
	@rm -f $(TILE)/result
	@cd $(TILE) && $(BOARD_QEMU) -kernel tilemap.elf > board.log 2>&1; echo "$$?" > qemu-status
	@cd $(TILE) && ./tilemap_float > float.log
	@python3 tests/demo/tilemap_compare.py $(TILE) $(TILE_COLS) || true
	@[ "$$(cat $(TILE)/qemu-status)" = 0 ] || echo "0 1 demo-tilemap (qemu exit $$(cat $(TILE)/qemu-status))" > $(TILE)/result
# ---- the room scene (issue 13): a character sliding along walls (fg_circle_aabb2_slide) and two
# capsule robots on waypoint paths (fg_capsule2_* tests), on the board in Q16.16, on the host in
# Q16.16 (must print the same) and in float; tests/demo/room_compare.py checks the invariants exactly.
ROOM := $(BUILD)/demo/room-$(BOARD)
ROOM_SRCS := tests/demo/room.c tests/demo/room_main.c
# the host builds compile the whole library: -O0 with UBSan keeps make demo quick (ASan's build takes 4x)
ROOM_HOST_CFLAGS := $(STD) -O0 -g -fsanitize=undefined -fno-sanitize-recover=all
$(ROOM)/room.elf: $(ROOM_SRCS) tests/demo/room.h $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests/demo $(PORT_INC) $(LFM_INC) \
	  $(ROOM_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
$(ROOM)/room_count.elf: $(ROOM_SRCS) tests/demo/room.h $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests/demo $(PORT_INC) $(LFM_INC) \
	  -DROOM_COUNT $(ROOM_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
$(ROOM)/libfixmath.a: $(LFM_DIR)/fix16.h
	@mkdir -p $(ROOM)/lfm
	@cd $(ROOM)/lfm && $(HOSTCC) $(ROOM_HOST_CFLAGS) $(LFM_OPTS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@ar rcs $@ $(ROOM)/lfm/*.o
$(ROOM)/room_q16: $(ROOM_SRCS) tests/demo/room.h $(FIX_SRCS) $(HDRS) port/host/fg_port.c $(ROOM)/libfixmath.a
	@mkdir -p $(@D)
	@$(HOSTCC) $(ROOM_HOST_CFLAGS) $(WARN) $(LFM_OPTS) -Ilib -Ilib/scalar/fix16 -Itests/demo -Iport/common $(LFM_INC) \
	  $(ROOM_SRCS) $(FIX_SRCS) port/host/fg_port.c $(ROOM)/libfixmath.a -o $@
$(ROOM)/room_float: $(ROOM_SRCS) tests/demo/room.h $(FLT_SRCS) $(HDRS) port/host/fg_port.c
	@mkdir -p $(@D)
	@$(HOSTCC) $(ROOM_HOST_CFLAGS) $(WARN) -Ilib -Ilib/scalar/float -Itests/demo -Iport/common \
	  $(ROOM_SRCS) $(FLT_SRCS) port/host/fg_port.c -lm -o $@
# one count per character slide and per robot step, in that order each frame (two robots: the awk below)
$(ROOM)/count.counts: $(ROOM)/room_count.elf $(BUILD)/bench/bench_count tests/bench/bench_run.sh
	@BENCH_START=demo_mark_begin BENCH_STOP=demo_mark_end sh tests/bench/bench_run.sh $(CROSS)nm $(BUILD)/bench/bench_count $< $(ROOM)/count $(BOARD_QEMU)
# The verdict is written only by room_compare.py, overwritten with a failure when the board did not exit 0.
room-render: $(ROOM)/room.elf $(ROOM)/room_q16 $(ROOM)/room_float
	@rm -f $(ROOM)/result
	@cd $(ROOM) && $(BOARD_QEMU) -kernel room.elf > board.log 2>&1; echo "$$?" > qemu-status
	@cd $(ROOM) && { ./room_q16 > q16.log; ./room_float > float.log; true; }
	@python3 tests/demo/room_compare.py $(ROOM) || true
	@[ "$$(cat $(ROOM)/qemu-status)" = 0 ] || echo "0 1 demo-room (qemu exit $$(cat $(ROOM)/qemu-status))" > $(ROOM)/result
room: room-render
	@$(MAKE) --no-print-directory $(ROOM)/count.counts >/dev/null && awk -v board=$(BOARD) \
	  'function med(v, n,   i, j, t) { for (i = 2; i <= n; i++) { t = v[i]; for (j = i - 1; j >= 1 && v[j] > t; j--) v[j + 1] = v[j]; v[j + 1] = t } return v[int((n + 1) / 2)] } \
	  { if ((NR - 1) % 3 == 0) c[++nc] = $$1; else r[++nr] = $$1 } \
	  END { m = med(c, nc); printf "room: instructions on %s: per character slide median %d, max %d (%d frames); ", board, m, c[nc], nc; \
	  m = med(r, nr); printf "per robot step median %d, max %d (%d steps)\n", m, r[nr], nr }' $(ROOM)/count.counts

# ---------------------------------------------------------------- accuracy (issue: proof)
# Large vector sets through the same adapters, host only, Q16.16 and float, judged by the
# oracle: build/accuracy/accuracy.md. ACC_COUNT cases per function.
ACC_COUNT ?= 20000
ACC := $(BUILD)/accuracy
ACC_BIN = $(ACC)/n$(ACC_COUNT)
.PHONY: accuracy accuracy-smoke
$(ACC_BIN)/acc_registry.c: $(wildcard tests/gen/*.py) | $(DEPS_STAMP)
	@python3 tests/gen/gen.py $(ACC_BIN) --accuracy --count $(ACC_COUNT)
$(ACC)/accuracy_q16: tests/accuracy.c $(CASE_SRCS) $(FIX_SRCS) $(HDRS) $(HF)/libfixmath.a $(ACC_BIN)/acc_registry.c
	@$(HOSTCC) $(STD) -O2 $(SAN) $(WARN) $(LFM_OPTS) -Ilib -Ilib/scalar/fix16 -Itests $(LFM_INC) tests/accuracy.c \
	  $(CASE_SRCS) $(FIX_SRCS) $(ACC_BIN)/acc_registry.c $(HF)/libfixmath.a -o $@
$(ACC)/accuracy_float: tests/accuracy.c $(CASE_SRCS) $(FLT_SRCS) $(HDRS) $(ACC_BIN)/acc_registry.c
	@$(HOSTCC) $(STD) -O2 $(SAN) $(WARN) -Ilib -Ilib/scalar/float -Itests tests/accuracy.c \
	  $(CASE_SRCS) $(FLT_SRCS) $(ACC_BIN)/acc_registry.c -lm -o $@
# Every step chained: a crashed step leaves no verdict (the summary then reports it missing).
accuracy: $(ACC)/accuracy_q16 $(ACC)/accuracy_float
	@rm -f $(ACC)/result $(ACC_BIN)/result
	@$(ACC)/accuracy_q16 $(ACC_BIN) q16 && $(ACC)/accuracy_float $(ACC_BIN) float && \
	  { python3 tests/tools/accuracy.py $(ACC_BIN) --md $(ACC)/accuracy.md; cp $(ACC_BIN)/result $(ACC)/result; }
accuracy-smoke:
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) accuracy ACC_COUNT=3000 | tail -n 1

# ---------------------------------------------------------------- library, install, clean
# (issue 12) `make`: the library alone, as a user builds it: their CC, CFLAGS, CPPFLAGS, AR.
# libfixmath is its own archive (build/lib/libfixmath.a), never merged into libfixgeom.a.
CFLAGS   ?= -O2
LIB_OUT  := $(BUILD)/lib
LIB_CFLAGS = $(STD) $(CPPFLAGS) $(CFLAGS)
LIB_OBJS := $(patsubst %.c,$(LIB_OUT)/obj/%.o,$(notdir $(FIX_SRCS)))
LFM_OBJS := $(patsubst %.c,$(LIB_OUT)/lfm/%.o,$(LFM_SRCS))
PUBLIC_HDRS := $(filter-out %_internal.h,$(wildcard lib/*.h)) lib/scalar/fix16/fg_scalar.h
FG_VERSION_NUM = $(shell sed -n 's/^\#define FG_VERSION_STRING "\([0-9.]*\)".*/\1/p' lib/fixgeom.h)

lib: $(LIB_OUT)/libfixgeom.a $(LIB_OUT)/libfixmath.a
	@echo "lib: $(LIB_OUT)/libfixgeom.a and $(LIB_OUT)/libfixmath.a ($(CC) $(CFLAGS))"
# rebuild when the compiler or flags change
$(LIB_OUT)/flags: FORCE
	@mkdir -p $(@D) && echo '$(CC) $(LIB_CFLAGS) $(AR)' | cmp -s - $@ || echo '$(CC) $(LIB_CFLAGS) $(AR)' > $@
$(LIB_OUT)/obj/%.o: lib/%.c $(HDRS) $(LFM_DIR)/fix16.h $(LIB_OUT)/flags
	@mkdir -p $(@D) && $(CC) $(LIB_CFLAGS) -Ilib -Ilib/scalar/fix16 -isystem $(LFM_DIR) -c $< -o $@
$(LIB_OUT)/obj/%.o: lib/scalar/fix16/%.c $(HDRS) $(LFM_DIR)/fix16.h $(LIB_OUT)/flags
	@mkdir -p $(@D) && $(CC) $(LIB_CFLAGS) -Ilib -Ilib/scalar/fix16 -isystem $(LFM_DIR) -c $< -o $@
# (a static pattern: the sources appear only once the fetch has run)
$(LFM_OBJS): $(LIB_OUT)/lfm/%.o: $(LFM_DIR)/fix16.h $(LIB_OUT)/flags
	@mkdir -p $(@D) && $(CC) $(LIB_CFLAGS) $(LFM_OPTS) -c $(LFM_DIR)/$*.c -o $@
$(LIB_OUT)/libfixgeom.a: $(LIB_OBJS)
	@rm -f $@ && $(AR) rcs $@ $^
$(LIB_OUT)/libfixmath.a: $(LFM_OBJS)
	@rm -f $@ && $(AR) rcs $@ $^
$(LIB_OUT)/fixgeom.pc: port/host/fixgeom.pc.in lib/fixgeom.h FORCE
	@mkdir -p $(@D) && sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(FG_VERSION_NUM)|' $< > $@

# Public headers only (fg_wide.h, fg_internal.h, fg_raycast_internal.h stay private), as
# <fixgeom/fixgeom.h>. libfixmath goes apart: its headers as <libfixmath/fix16.h> (fix16.hpp
# too, which fix16.h includes in C++), libfixmath.a and its licence; INSTALL_LIBFIXMATH=no
# when you link your own libfixmath (fixgeom's headers do not include it).
INSTALL_LIBFIXMATH ?= yes
install: $(LIB_OUT)/libfixgeom.a $(LIB_OUT)/libfixmath.a $(LIB_OUT)/fixgeom.pc
	install -d $(DESTDIR)$(PREFIX)/include/fixgeom $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/share/doc/fixgeom
	install -m 644 $(PUBLIC_HDRS) $(DESTDIR)$(PREFIX)/include/fixgeom/
	install -m 644 $(LIB_OUT)/libfixgeom.a $(DESTDIR)$(PREFIX)/lib/
	install -m 644 $(LIB_OUT)/fixgeom.pc $(DESTDIR)$(PREFIX)/lib/pkgconfig/
	install -m 644 LICENSE README.md CHANGELOG.md $(DESTDIR)$(PREFIX)/share/doc/fixgeom/
ifeq ($(INSTALL_LIBFIXMATH),yes)
	install -d $(DESTDIR)$(PREFIX)/include/libfixmath
	install -m 644 $(wildcard $(LFM_DIR)/*.h $(LFM_DIR)/*.hpp) $(DESTDIR)$(PREFIX)/include/libfixmath/
	install -m 644 $(LIB_OUT)/libfixmath.a $(DESTDIR)$(PREFIX)/lib/
	install -m 644 $(BUILD)/third_party/libfixmath/LICENSE $(DESTDIR)$(PREFIX)/share/doc/fixgeom/libfixmath-LICENSE
endif
	@echo "installed: $(PREFIX)/include/fixgeom, $(PREFIX)/lib/libfixgeom.a, fixgeom.pc$(if $(filter yes,$(INSTALL_LIBFIXMATH)), and libfixmath: $(PREFIX)/include/libfixmath and $(PREFIX)/lib/libfixmath.a)"
uninstall:
	rm -rf $(DESTDIR)$(PREFIX)/include/fixgeom $(DESTDIR)$(PREFIX)/share/doc/fixgeom
	rm -f $(DESTDIR)$(PREFIX)/lib/libfixgeom.a $(DESTDIR)$(PREFIX)/lib/pkgconfig/fixgeom.pc
ifeq ($(INSTALL_LIBFIXMATH),yes)
	rm -rf $(DESTDIR)$(PREFIX)/include/libfixmath
	rm -f $(DESTDIR)$(PREFIX)/lib/libfixmath.a
endif

clean:
	rm -rf $(BUILD) dist

# ================================================================ bench (issue 6) — begin
# `make bench`: exact instruction counts per call under QEMU (-singlestep -d exec,nochain,
# the trace streamed through tests/bench/bench_count), on six cores, for fixgeom Q16.16, the
# plain Q16.16 reference (tests/bench/plain_q16.c), the float build of the same source and
# cglm; hit and miss inputs classified by the tests/gen oracle (tests/bench/bench_inputs.py);
# code size and stack on M0. Writes build/bench/targets.md (issue 11's targets), summary.md,
# bench.svg (and docs/bench.svg) and bench.md (every function). About 2-4 minutes on 2 cores.
# Not part of check. `make bench-smoke`: one function on M0, checks the counts parse; verdict
# in build/bench/smoke/result for summary.sh. The registry is tests/bench/bench_cases.c
# (+ bench_cglm.c, bench_plain.c); see tests/bench/bench.h.
BENCH     := $(BUILD)/bench
BB        := $(BENCH)/$(BOARD)
BENCH_OPT ?= -O2
CGLM_INC  ?= /usr/include
BENCH_SRC := tests/bench/bench_main.c tests/bench/bench_cases.c
BENCH_PLAIN := tests/bench/bench_plain.c tests/bench/plain_q16.c
BENCH_HDR := tests/bench/bench.h tests/bench/bench_args.h tests/bench/bench_inputs.inc tests/bench/plain_q16.h $(HDRS) $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk $(BOARD_LDSCRIPT)
# The same flags for every implementation and core: -O2, the board's CPU/FPU flags.
BENCH_XCFLAGS = $(STD) $(BENCH_OPT) -g -ffreestanding -ffunction-sections -fdata-sections $(BOARD_CFLAGS) \
  -DBENCH_PART=$(BENCH_PART) -DBENCH_PARTS=$(words $(BENCH_PART_LIST))
BENCH_PART ?= 0
# the images per implementation: each holds every third registry line (tests/bench/bench.h)
BENCH_PART_LIST := 1 2 3
BENCH_INC  = -Itests/bench $(PORT_INC) -Ilib

.PHONY: bench bench-board bench-size bench-smoke bench-baseline

$(BENCH)/bench_count: tests/bench/bench_count.c | $(DEPS_STAMP)
	@mkdir -p $(BENCH)
	@$(HOSTCC) -std=c99 -O2 -Wall -Wextra -Werror $< -o $@

# cglm from the system (header-only), seen through a folder that holds only it, so the
# cross compiler keeps newlib's headers for everything else.
$(BENCH)/inc/cglm/cglm.h:
	@mkdir -p $(BENCH)/inc && ln -sfn $(CGLM_INC)/cglm $(BENCH)/inc/cglm
	@test -f $@ || { echo "bench: cglm not found in $(CGLM_INC) (Debian: libcglm-dev)"; exit 1; }

$(BB)/libfixmath.a: $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk
	@mkdir -p $(BB)/lfm
	@cd $(BB)/lfm && $(XCC) $(BENCH_XCFLAGS) $(LFM_OPTS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@$(CROSS)ar rcs $@ $(BB)/lfm/*.o

# One image per implementation. Q16.16: no C library. float and cglm: newlib's libm/libc
# (sqrtf and what it needs), bench images only.
$(BB)/bench_q16.elf: $(BENCH_SRC) $(FIX_SRCS) $(PORT_SRCS) $(BENCH_HDR) $(BB)/libfixmath.a
	@mkdir -p $(BB)
	@$(XCC) $(BENCH_XCFLAGS) $(WARN) $(LFM_OPTS) -DBENCH_IMPL='"q16"' $(BENCH_INC) -Ilib/scalar/fix16 \
	  $(LFM_INC) $(BENCH_EXTRA) $(BENCH_SRC) $(FIX_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BB)/libfixmath.a -lgcc -o $@
$(BB)/bench_float.elf: $(BENCH_SRC) $(FLT_SRCS) $(PORT_SRCS) $(BENCH_HDR)
	@mkdir -p $(BB)
	@$(XCC) $(BENCH_XCFLAGS) $(WARN) -DBENCH_IMPL='"float"' $(BENCH_INC) -Ilib/scalar/float \
	  $(BENCH_SRC) $(FLT_SRCS) $(PORT_SRCS) $(XLDFLAGS) -lm -lc -lgcc -o $@
$(BB)/bench_cglm.elf: $(BENCH_SRC) tests/bench/bench_cglm.c $(FLT_SRCS) $(PORT_SRCS) $(BENCH_HDR) $(BENCH)/inc/cglm/cglm.h
	@mkdir -p $(BB)
	@$(XCC) $(BENCH_XCFLAGS) $(WARN) -DBENCH_IMPL='"cglm"' -DBENCH_ALT $(BENCH_INC) -Ilib/scalar/float \
	  -isystem $(BENCH)/inc $(BENCH_SRC) tests/bench/bench_cglm.c $(FLT_SRCS) $(PORT_SRCS) $(XLDFLAGS) \
	  -lm -lc -lgcc -o $@

# The plain Q16.16 reference (tests/bench/plain_q16.c) on the headline functions' inputs.
$(BB)/bench_plain.elf: $(BENCH_SRC) $(BENCH_PLAIN) $(FIX_SRCS) $(PORT_SRCS) $(BENCH_HDR) $(BB)/libfixmath.a
	@mkdir -p $(BB)
	@$(XCC) $(BENCH_XCFLAGS) $(WARN) $(LFM_OPTS) -DBENCH_IMPL='"plain"' -DBENCH_ALT $(BENCH_INC) -Ilib/scalar/fix16 \
	  $(LFM_INC) $(BENCH_SRC) $(BENCH_PLAIN) $(FIX_SRCS) $(PORT_SRCS) $(XLDFLAGS) $(BB)/libfixmath.a -lgcc -o $@

$(BB)/%.counts: $(BB)/bench_%.elf $(BENCH)/bench_count tests/bench/bench_run.sh
	@sh tests/bench/bench_run.sh $(CROSS)nm $(BENCH)/bench_count $< $(BB)/$* $(BOARD_QEMU)
	@echo "bench: $(BOARD) $*: $$(tail -n 1 $(BB)/$*.log | sed 's/^bench_count: //')"

# Three images per implementation (BENCH_PART_LIST), each with every third function's
# inputs (BENCH_PART in tests/bench/bench.h): all of them no longer fit the M0's 256 KB of
# flash, nor do halves. Their runs are joined into one (tests/bench/bench_merge.sh).
BENCH_IMPLS := q16 plain float cglm
bench-board:
	@for p in $(BENCH_PART_LIST); do $(MAKE) --no-print-directory BB=$(BB)/part$$p BENCH_PART=$$p \
	  $(addprefix $(BB)/part$$p/,$(addsuffix .counts,$(BENCH_IMPLS))) || exit 1; done
	@for i in $(BENCH_IMPLS); do sh tests/bench/bench_merge.sh $(BB)/$$i \
	  $(foreach p,$(BENCH_PART_LIST),$(BB)/part$(p)/$$i) || exit 1; done

# Size and stack of the library alone on this board (M0 for the report), at -Os and -O2:
# objects with -fstack-usage, and a gc-sections link of every public fg_ function with
# the libfixmath and libgcc code it pulls in.
BSZ := $(BENCH)/size
$(BSZ)/%/done: $(FIX_SRCS) $(HDRS) $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk
	@rm -rf $(BSZ)/$* && mkdir -p $(BSZ)/$*/lib $(BSZ)/$*/lfm
	@cd $(BSZ)/$*/lib && $(XCC) $(STD) -$* -ffreestanding -ffunction-sections -fdata-sections $(BOARD_CFLAGS) \
	  -fstack-usage $(WARN) $(LFM_OPTS) -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/fix16 -isystem $(CURDIR)/$(LFM_DIR) \
	  -c $(addprefix $(CURDIR)/,$(FIX_SRCS))
	@cd $(BSZ)/$*/lfm && $(XCC) $(STD) -$* -ffreestanding -ffunction-sections -fdata-sections $(BOARD_CFLAGS) \
	  -fstack-usage $(LFM_OPTS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@syms=$$($(CROSS)nm -g --defined-only $(BSZ)/$*/lib/*.o | awk '$$2 == "T" && $$3 ~ /^fg_/ { printf " -Wl,-u,%s", $$3 }'); \
	  $(XCC) $(BOARD_CFLAGS) -nostdlib -nostartfiles -Wl,--gc-sections -Wl,--entry=0 $$syms \
	  $(BSZ)/$*/lib/*.o $(BSZ)/$*/lfm/*.o -lgcc -o $(BSZ)/$*/footprint.elf
	@$(XCC) $(BOARD_CFLAGS) -nostdlib -nostartfiles -Wl,--gc-sections -Wl,--entry=0 \
	  $(addprefix -Wl$(comma)-u$(comma),$(BENCH_CASTS)) $(BSZ)/$*/lib/*.o $(BSZ)/$*/lfm/*.o -lgcc -o $(BSZ)/$*/raycasts.elf
	@touch $@
bench-size: $(BSZ)/Os/done $(BSZ)/O2/done

BENCH_REPORT = python3 tests/bench/bench_report.py --dir $(BENCH) --nm $(CROSS)nm --size $(CROSS)size --opt='$(BENCH_OPT)'
# Issue 11's headline: hits and misses apart, plain Q16.16, float, cglm; build/bench/targets.md,
# summary.md (README tables) and bench.svg (copied to docs/bench.svg).
BENCH_TRUTH = python3 tests/bench/bench_truth.py --dir $(BENCH) --nm $(CROSS)nm --size $(CROSS)size \
  --baseline tests/bench/baseline_misses.txt --svg-copy docs/bench.svg
bench: $(BENCH)/bench_count
	@for b in $(BOARDS); do $(MAKE) --no-print-directory BOARD=$$b bench-board || exit 1; done
	@$(MAKE) --no-print-directory BOARD=microbit bench-size
	@$(MAKE) --no-print-directory STACK_OUT=$(BENCH)/stack stack > $(BENCH)/stack.txt 2>&1 || true
	@$(BENCH_REPORT) --boards $(BOARDS)
	@$(BENCH_TRUTH) --boards $(BOARDS)

# The four raycasts whose linked size issue 11 bounds (6 KB on M0 -Os, in raycasts.elf).
comma := ,
BENCH_CASTS := fg_segment3_aabb3_raycast fg_segment3_sphere_raycast fg_segment3_triangle_raycast fg_segment3_plane_raycast
# The fixgeom miss medians of today's library: `make bench-baseline` after a make bench
# rewrites tests/bench/baseline_misses.txt (commit it only for a deliberate new baseline).
bench-baseline:
	@$(BENCH_TRUTH) --boards $(BOARDS) --write-baseline tests/bench/baseline_misses.txt

# One function, one core, Q16.16 only: does the harness run and the trace parse?
BENCH_SMOKE_FN ?= fg_aabb3_aabb3_overlap
BENCH_SMOKE_PART ?= 2 # the image that holds it: registry line k is in BENCH_PART (k mod 3) + 1
bench-smoke: $(BENCH)/bench_count
	@rm -f $(BENCH)/smoke/q16.counts
	@$(MAKE) --no-print-directory BOARD=microbit BB=$(BENCH)/smoke BENCH_PART=$(BENCH_SMOKE_PART) \
	  BENCH_EXTRA="'-DBENCH_ONLY=\"$(BENCH_SMOKE_FN)\"'" $(BENCH)/smoke/q16.counts || true
	@$(BENCH_REPORT) --smoke $(BENCH)/smoke/q16 $(BENCH_SMOKE_FN)
# ================================================================ bench (issue 6) — end
# ================================================================ proof (begin)
# Guarantees beyond the tests (tests/fuzz/README.md, tests/static/README.md):
#   make fuzz         libFuzzer + ASan + UBSan, FUZZ_SECONDS (60) per harness
#   make fuzz-smoke   the same, FUZZ_SMOKE_SECONDS (8) per harness: for `make check`
#   make misra        cppcheck: warning/style/portability clean, MISRA C:2012 findings all
#                     fixed or in tests/static/misra-deviations.txt
#   make stack        -O2/-Os frames <= STACK_MAX bytes on every Cortex-M core, none dynamic,
#                     no recursion (the call graph on Cortex-M0)
#   make proof        fuzz-smoke misra stack
# Each writes a verdict file for tests/tools/summary.sh ($(BUILD)/fuzz/result-fuzz-smoke,
# $(BUILD)/static/misra-result, $(BUILD)/stack/result).
.PHONY: fuzz fuzz-smoke fuzz-build misra stack proof
FUZZ_SECONDS       ?= 60
FUZZ_SMOKE_SECONDS ?= 8
FUZZ_CC  ?= clang
FZ       := $(BUILD)/fuzz
FUZZ_HARNESSES := $(patsubst tests/fuzz/%.c,%,$(filter-out tests/fuzz/fuzz_common.c,$(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_CFLAGS := $(STD) -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -fno-omit-frame-pointer $(LFM_OPTS)

$(FZ)/libfixmath.a: $(LFM_DIR)/fix16.h | $(DEPS_STAMP)
	@mkdir -p $(FZ)/lfm
	@cd $(FZ)/lfm && $(FUZZ_CC) $(FUZZ_CFLAGS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@ar rcs $@ $(FZ)/lfm/*.o

# The library is compiled once per seeding path, instrumented as the harnesses are
# (libfg_0.a: the path fg_arith.h picks; libfg_1.a to libfg_4.a: FG_CORE_PATH 1-4, below).
# Each harness compiles only its own file and fuzz_common.c and links one of them: the
# library compiled into each of the 36 harnesses took about 7 minutes of `make check`.
FUZZ_CORE_DEF = $(if $(filter 0,$(1)),,-DFG_CORE_PATH=$(1))
$(FZ)/libfg_%.a: $(FIX_SRCS) $(HDRS) $(LFM_DIR)/fix16.h | $(DEPS_STAMP)
	@rm -rf $(FZ)/obj_$* && mkdir -p $(FZ)/obj_$*
	@cd $(FZ)/obj_$* && $(FUZZ_CC) $(FUZZ_CFLAGS) $(WARN) $(call FUZZ_CORE_DEF,$*) -I$(CURDIR)/lib \
	  -I$(CURDIR)/lib/scalar/fix16 -isystem $(CURDIR)/$(LFM_DIR) -c $(addprefix $(CURDIR)/,$(FIX_SRCS))
	@rm -f $@ && ar rcs $@ $(FZ)/obj_$*/*.o
FUZZ_LINK = $(FUZZ_CC) $(FUZZ_CFLAGS) $(WARN) $(call FUZZ_CORE_DEF,$(2)) -Ilib -Ilib/scalar/fix16 -Itests/fuzz \
  $(LFM_INC) $(1) tests/fuzz/fuzz_common.c $(FZ)/libfg_$(2).a $(FZ)/libfixmath.a -lm -o $@
$(FZ)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.c tests/fuzz/fuzz_common.h tests/core/core_ref.h $(HDRS) \
  $(FZ)/libfg_0.a $(FZ)/libfixmath.a
	@$(call FUZZ_LINK,$<,0)

# The core's harnesses again on each seeding path of lib/scalar/fix16/fg_arith.h (FG_CORE_PATH
# 1-4: the ARMv6-M tables and Newton steps, the hardware-divide and the two FPU-seeded paths,
# here in portable C and the compiler's square root): every path must give the same bits.
FUZZ_PATHS := 1 2 3 4
FUZZ_HARNESSES += $(foreach p,$(FUZZ_PATHS),fuzz_core_p$(p) fuzz_scalar_p$(p))
$(FZ)/fuzz_core_p%: tests/fuzz/fuzz_core.c tests/fuzz/fuzz_common.c tests/fuzz/fuzz_common.h tests/core/core_ref.h $(HDRS) \
  $(FZ)/libfg_%.a $(FZ)/libfixmath.a
	@$(call FUZZ_LINK,$<,$*)
$(FZ)/fuzz_scalar_p%: tests/fuzz/fuzz_scalar.c tests/fuzz/fuzz_common.c tests/fuzz/fuzz_common.h $(HDRS) \
  $(FZ)/libfg_%.a $(FZ)/libfixmath.a
	@$(call FUZZ_LINK,$<,$*)

fuzz-build: $(addprefix $(FZ)/,$(FUZZ_HARNESSES))
fuzz: fuzz-build
	@sh tests/fuzz/run.sh $(FZ) $(FUZZ_SECONDS) fuzz $(FUZZ_HARNESSES)
fuzz-smoke: fuzz-build
	@FUZZ_JOBS=$(CHECK_JOBS) sh tests/fuzz/run.sh $(FZ) $(FUZZ_SMOKE_SECONDS) fuzz-smoke $(FUZZ_HARNESSES)

# cppcheck over the Q16.16 build of lib/ (as on a 32-bit target); libfixmath's header is
# analysed for types but its findings are not ours.
CPPCHECK_ARGS := --std=c99 --platform=unix32 -Ilib -Ilib/scalar/fix16 -I$(LFM_DIR) \
  --suppress='*:$(LFM_DIR)/*' $(LFM_OPTS)
misra: $(LFM_DIR)/fix16.h | $(DEPS_STAMP)
	@python3 tests/static/misra.py --deviations tests/static/misra-deviations.txt --out $(BUILD)/static \
	  -- $(CPPCHECK_ARGS) $(FIX_SRCS)

# Cortex-M0 frames from -fstack-usage (lib/ and libfixmath's two files), call graphs from
# -fcallgraph-info at -O0 (the source's calls), -O2 and -Os; lib/'s frames on the other
# Cortex-M boards' cores at -O2 and -Os too.
STACK_MAX ?= 128
STACK_OUT ?= $(BUILD)/stack
FRAME_CORES = $(foreach b,$(filter-out microbit,$(BOARDS)),--core $(b) "$(shell sed -n 's/^BOARD_CFLAGS *:= *//p' boards/$(b)/board.mk)")
stack: $(LFM_DIR)/fix16.h | $(DEPS_STAMP)
	@python3 tests/static/stack.py --cc $(XCC) --out $(STACK_OUT) --max $(STACK_MAX) --opts "-O2 -Os" \
	  --cflags "$(STD) -mcpu=cortex-m0 -mthumb -ffunction-sections -fdata-sections \
	  $(LFM_OPTS) -Ilib -Ilib/scalar/fix16 -isystem $(LFM_DIR)" \
	  --src $(FIX_SRCS) --third-party $(addprefix $(LFM_DIR)/,$(LFM_SRCS)) --api $(PUBLIC_HDRS)
	@# the same objects, freestanding at every level measured (-Os once turned a loop into memset)
	@for o in O2 Os; do rm -f $(STACK_OUT)/$$o/lib.a; \
	  $(CROSS)ar rcs $(STACK_OUT)/$$o/lib.a $(addprefix $(STACK_OUT)/$$o/,$(notdir $(FIX_SRCS:.c=.o))) && \
	  sh tests/tools/nm-check.sh $(CROSS)nm $(STACK_OUT)/$$o/lib.a $(STACK_OUT)/nm-$$o "nm-check -$$o" && \
	  grep -q '^1 0' $(STACK_OUT)/nm-$$o || { echo "0 1 stack" > $(STACK_OUT)/result; exit 1; }; done
	@# the same frame limit with each other Cortex-M board's flags (frames.py)
	@python3 tests/static/frames.py --cc $(XCC) --out $(STACK_OUT)/cores --max $(STACK_MAX) --opts "-O2 -Os" \
	  --cflags "$(STD) -ffunction-sections -fdata-sections $(LFM_OPTS) -Ilib -Ilib/scalar/fix16 -isystem $(LFM_DIR)" \
	  $(FRAME_CORES) --src $(FIX_SRCS) || { echo "0 1 stack" > $(STACK_OUT)/result; exit 1; }

proof: fuzz-smoke misra stack
# ================================================================ proof (end)
# ================================================================ targets (issue 15) — begin
# Beyond Cortex-M: RISC-V, ARMv4T, 8-bit AVR and the Game Boy Advance (boards/README.md).
#   make BOARD=<board> test   one of $(TARGET_BOARDS), full suites
#   make check-targets        every one of them (the AVR on a subset); part of make check
#   make check-all            make check, then the full AVR run
#   make gba                  the demo scene as a Game Boy Advance ROM, checked in mGBA
#   make bench-targets        instructions per call on RISC-V, cycles per call on AVR
# A board's own tools are installed on first use: port/host/deps.sh $(BOARD_DEPS).
BOARD_DEPS_STAMP := $(BD)/.deps
$(BOARD_DEPS_STAMP): boards/$(BOARD)/board.mk | $(DEPS_STAMP)
	@sh port/host/deps.sh $(BOARD_DEPS)
	@mkdir -p $(@D) && touch $@
$(BD)/libfixmath.a $(BD)/libfixgeom.a $(BB)/libfixmath.a: | $(BOARD_DEPS_STAMP)

# One test set per image (test_set_<set>.elf, gen.py's set_<set>.c), for a flash that
# cannot hold a whole suite (AVR: BOARD_TESTS = set_<each set>). The runner, adapters and
# port are compiled once per board; each image adds its set's vectors and float outputs.
$(TVC)/done: tests/runner.c $(CASE_SRCS) $(PORT_SRCS) $(HDRS) $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk | $(BOARD_DEPS_STAMP)
	@rm -rf $(TVC) && mkdir -p $(TVC)
	@cd $(TVC) && $(XCC) $(XCFLAGS) $(TV_STD) $(WARN) -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/fix16 -I$(CURDIR)/tests \
	  $(addprefix -I$(CURDIR)/,$(BOARD_PORT)) -isystem $(CURDIR)/$(LFM_DIR) -DTV_TARGET='"$(BOARD)"' \
	  -c $(addprefix $(CURDIR)/,tests/runner.c $(CASE_SRCS) $(PORT_SRCS))
	@touch $@
$(BD)/test_set_%.elf: $(TVC)/done $(VEC)/suites.mk $(BD)/libfixgeom.a $(BD)/libfixmath.a $(BOARD_LDSCRIPT) \
  $(foreach s,$(SUITES),$(HL)/float_ref_$(s).c)
	@$(XCC) $(XCFLAGS) $(TV_STD) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests $(LFM_INC) $(TVC)/*.o $(VEC)/set_$*.c \
	  $(VEC)/vec_$*.c $(HL)/float_ref_$(SET_SUITE_$*).c $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@

# simavr's host driver for the AVR port (console, exit status, cycle counts).
AVR_SIM := $(BUILD)/avr_sim/avr_sim
$(AVR_SIM): port/avr/sim/avr_sim.c | $(DEPS_STAMP)
	@sh port/host/deps.sh libsimavr-dev libelf-dev pkg-config
	@mkdir -p $(@D)
	@$(HOSTCC) -std=c99 -O2 -Wall -Wextra -Werror $$(pkg-config --cflags simavr) $< \
	  $$(pkg-config --libs --static simavr) -o $@
# host tools a board's BOARD_RUN needs (board.mk: BOARD_TOOLS)
test: $(BOARD_TOOLS)

# The boards' suites run CHECK_JOBS at a time (each board in its own build directory, its
# output printed whole when it ends): every core busy, not one. The shared inputs (vectors,
# float references) are made by the host step before; a board's own tools (apt packages,
# the AVR simulator) are installed one board at a time first (apt takes one lock).
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
.PHONY: board-tools
board-tools: $(BOARD_DEPS_STAMP) $(BOARD_TOOLS)
check-board-%:
	@$(MAKE) --no-print-directory BOARD=$* test
check-target-%:
	@$(MAKE) --no-print-directory BOARD=$* test nm-check-board

# The freestanding nm check on this board's library: needs only libgcc (this board's
# libgcc.a decides what counts) and libfixmath. Verdict nm-<board>.
.PHONY: nm-check-board check-targets check-all check-alt gba gba-check FORCE
nm-check-board: $(BD)/libfixgeom.a
	@sh tests/tools/nm-check.sh $(CROSS)nm $(BD)/libfixgeom.a $(BD)/nm-result \
	  "$$($(XCC) $(BOARD_CFLAGS) -print-libgcc-file-name)" nm-$(BOARD)

# ---- Game Boy Advance: the demo scene as a cartridge ROM, drawn in mode 3 (port/gba).
# Built with the armv4t-thumb board's library (the one its tests ran), checked headless
# in mGBA against the host's Q16.16 render of the same scene. GBA_LOGO: the Nintendo logo
# for hardware, a 156-byte file or any GBA ROM you own (port/gba/gbafix.py); without it
# the ROM runs in emulators with a high-level BIOS only.
GBA      := $(BUILD)/gba
GBA_W    := 160
GBA_H    := 120
GBA_LOGO ?=
GBA_ROM  := $(GBA)/fixgeom-demo.gba
gba:
	@$(MAKE) --no-print-directory BOARD=armv4t-thumb gba-check
ifeq ($(BOARD),armv4t-thumb)
$(GBA)/demo.elf: port/gba/crt0.S port/gba/gba_main.c boards/gba/link.ld tests/demo/scene.c tests/demo/scene.h \
  $(BUILD)/demo/scene_data.h $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 -Itests/demo -I$(BUILD)/demo $(LFM_INC) \
	  -DDEMO_W=$(GBA_W) -DDEMO_H=$(GBA_H) tests/demo/scene.c port/gba/gba_main.c port/gba/crt0.S \
	  -nostdlib -nostartfiles -Wl,--gc-sections -T boards/gba/link.ld $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
$(GBA_ROM): $(GBA)/demo.elf port/gba/gbafix.py $(GBA_LOGO) $(GBA)/logo-choice
	@$(CROSS)objcopy -O binary $< $(GBA)/demo.bin
	@python3 port/gba/gbafix.py $(GBA)/demo.bin $@ $(if $(GBA_LOGO),--logo $(GBA_LOGO))
endif
# rebuild the ROM when GBA_LOGO changes (also to or from nothing)
$(GBA)/logo-choice: FORCE
	@mkdir -p $(@D) && echo '$(GBA_LOGO)' | cmp -s - $@ || echo '$(GBA_LOGO)' > $@
FORCE:
# the expected picture: the host's Q16.16 build of the same scene
$(GBA)/host/demo_q16.ppm: $(DEMO_SRCS) tests/demo/scene.h $(BUILD)/demo/scene_data.h $(FIX_SRCS) $(HDRS) \
  port/host/fg_port.c $(HF)/libfixmath.a
	@mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -Ilib -Ilib/scalar/fix16 -Itests/demo -I$(BUILD)/demo -Iport/common \
	  $(LFM_INC) -DDEMO_W=$(GBA_W) -DDEMO_H=$(GBA_H) -DDEMO_BUILD='"q16"' $(DEMO_SRCS) $(FIX_SRCS) \
	  port/host/fg_port.c $(HF)/libfixmath.a -o $(GBA)/host/demo_q16
	@cd $(@D) && ./demo_q16 > render.log
$(GBA)/gba_check: port/gba/sim/gba_check.c | $(DEPS_STAMP)
	@sh port/host/deps.sh libmgba-dev
	@mkdir -p $(@D)
	@$(HOSTCC) -std=gnu99 -O2 -Wall -Wextra -Werror $< -lmgba -o $@
gba-check: $(GBA_ROM) $(GBA)/gba_check $(GBA)/host/demo_q16.ppm
	@echo "0 1 gba-mgba" > $(GBA)/result
	@$(GBA)/gba_check $(GBA_ROM) $$($(CROSS)nm $(GBA)/demo.elf | awk '$$3 == "gba_demo_state" {print $$1}') \
	  $$($(CROSS)nm $(GBA)/demo.elf | awk '$$3 == "gba_demo_hits" {print $$1}') $(GBA)/host/demo_q16.ppm \
	  $(GBA_W) $(GBA_H) $(GBA)/mgba-frame.ppm && echo "1 0 gba-mgba" > $(GBA)/result || true
	@python3 -c "import sys; sys.path.insert(0, 'tests/demo'); from compare import png; \
	  d = open('$(GBA)/mgba-frame.ppm', 'rb').read().split(b'\\n', 3); \
	  png('$(GBA)/mgba-frame.png', 240, 160, list(d[3]))" 2>/dev/null || true

# ---- make check's part: every new board's full suites and nm check, the GBA ROM in mGBA.
TARGET_VERDICTS := $(foreach b,$(TARGET_BOARDS),$(BUILD)/$(b)/nm-result) $(GBA)/result
check-targets:
	@rm -f $(TARGET_VERDICTS)
	@for b in $(TARGET_BOARDS); do $(MAKE) --no-print-directory BOARD=$$b board-tools || exit 1; done
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) -Orecurse $(addprefix check-target-,$(TARGET_BOARDS))
	@$(MAKE) --no-print-directory gba

# ---- make bench-targets: build/bench/cores.md (tests/bench/bench_targets.py; targets.md is make bench's).
# Instructions per call from QEMU's exec trace on RISC-V and ARMv4T (and the M0 for
# comparison), exactly as make bench counts them (tests/bench/bench_run.sh, -O2); cycles per
# call and stack per call on the ATmega2560 from simavr (-Os, the AVR board's level); and
# the flash the Arduboy-relevant 2D subset takes on an ATmega32U4. Same inputs everywhere:
# tests/bench/bench_cases.c. Not part of check.
BT := $(BENCH)/targets
BENCH_TARGET_QEMU := microbit rv32imac rv32ec armv4t-thumb armv4t-arm
.PHONY: bench-targets
bench-targets: $(BENCH)/bench_count
	@for b in $(BENCH_TARGET_QEMU) atmega2560; do for p in $(BENCH_PART_LIST); do \
	  $(MAKE) --no-print-directory BOARD=$$b BB=$(BT)/$$b/part$$p BENCH_PART=$$p $(BT)/$$b/part$$p/q16.counts || exit 1; \
	  done; sh tests/bench/bench_merge.sh $(BT)/$$b/q16 $(foreach p,$(BENCH_PART_LIST),$(BT)/$$b/part$(p)/q16) || exit 1; done
	@$(MAKE) --no-print-directory BOARD=atmega2560 BB=$(BT)/atmega2560 $(BT)/avr-size/done
	@python3 tests/bench/bench_targets.py --dir $(BT) --nm avr-nm --size avr-size \
	  --qemu $(BENCH_TARGET_QEMU) --avr atmega2560 --out $(BENCH)/cores.md
ifeq ($(BOARD),atmega2560)
# The bench's input tables (bench_cases.c's .rodata.in_*) move to program memory: the 8 KB
# of RAM cannot hold them; port/avr/bench_rom.h makes the harness read them with LPM. Only
# 16 of each function's classified inputs (BENCH_HM_SHORT): LPM data must stay below 64 KB.
$(BB)/bench_cases_rom.o: tests/bench/bench_cases.c $(BENCH_HDR) | $(BOARD_DEPS_STAMP)
	@mkdir -p $(BB)
	@$(XCC) $(BENCH_XCFLAGS) $(WARN) $(LFM_OPTS) -DBENCH_IMPL='"q16"' -DBENCH_HM_SHORT $(BENCH_INC) -Ilib/scalar/fix16 \
	  $(LFM_INC) -c $< -o $@.tmp
	@$(CROSS)objcopy $$($(CROSS)objdump -h $@.tmp | \
	  awk '$$2 ~ /^\.rodata\.in_/ { printf " --rename-section %s=.progmem.bench.%s", $$2, substr($$2, 9) }') $@.tmp $@
$(BB)/bench_avr.elf: tests/bench/bench_main.c $(BB)/bench_cases_rom.o port/avr/bench_rom.h $(FIX_SRCS) \
  $(PORT_SRCS) $(BENCH_HDR) $(BB)/libfixmath.a
	@$(XCC) $(BENCH_XCFLAGS) $(WARN) $(LFM_OPTS) -DBENCH_IMPL='"q16"' -include port/avr/bench_rom.h \
	  $(BENCH_INC) -Ilib/scalar/fix16 $(LFM_INC) tests/bench/bench_main.c $(BB)/bench_cases_rom.o $(FIX_SRCS) \
	  $(PORT_SRCS) $(XLDFLAGS) $(BB)/libfixmath.a -lgcc -o $@
$(BB)/q16.counts: $(BB)/bench_avr.elf $(AVR_SIM)
	@$(AVR_SIM) -m $(AVR_MCU) -f $(AVR_FREQ) \
	  -c $$($(CROSS)nm $< | awk '$$3 == "bench_start" {print $$1}') $$($(CROSS)nm $< | awk '$$3 == "bench_stop" {print $$1}') \
	  $(BB)/q16.counts.tmp -s $(BB)/q16.stack $< > $(BB)/q16.console 2> $(BB)/q16.log
	@grep -q '^E 0$$' $(BB)/q16.console && mv $(BB)/q16.counts.tmp $@
	@echo "bench: $(BOARD) q16: $$(tail -n 1 $(BB)/q16.log | sed 's/^avr_sim: //')"
# The Arduboy yardstick: the 2D public functions (fg_aabb2_*, fg_circle_*, fg_segment2_*,
# fg_line2_*) linked alone, with libfixmath and libgcc, for the ATmega32U4 at -Os.
AVR_SMALL_MCU := atmega32u4
# A size measurement, not an image: the link may exceed the avr5 scripts' 128 KB text region.
AVR_SIZE_ROOM := -Wl,--defsym=__TEXT_REGION_LENGTH__=0x100000
$(BT)/avr-size/done: $(FIX_SRCS) $(HDRS) $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk | $(BOARD_DEPS_STAMP)
	@rm -rf $(@D) && mkdir -p $(@D)/lib $(@D)/lfm
	@cd $(@D)/lib && $(XCC) $(STD) -Os -ffreestanding -ffunction-sections -fdata-sections \
	  $(subst $(AVR_MCU),$(AVR_SMALL_MCU),$(BOARD_CFLAGS)) $(WARN) $(LFM_OPTS) -I$(CURDIR)/lib \
	  -I$(CURDIR)/lib/scalar/fix16 -isystem $(CURDIR)/$(LFM_DIR) -c $(addprefix $(CURDIR)/,$(FIX_SRCS))
	@cd $(@D)/lfm && $(XCC) $(STD) -Os -ffreestanding -ffunction-sections -fdata-sections \
	  $(subst $(AVR_MCU),$(AVR_SMALL_MCU),$(BOARD_CFLAGS)) $(LFM_OPTS) -c $(addprefix $(CURDIR)/$(LFM_DIR)/,$(LFM_SRCS))
	@syms=$$($(CROSS)nm -g --defined-only $(@D)/lib/*.o | \
	  awk '$$2 == "T" && $$3 ~ /^fg_(aabb2|circle|segment2|line2)_/ { printf " -Wl,-u,%s", $$3 }'); \
	  echo "$$syms" | tr ' ' '\n' | sed -n 's/^-Wl,-u,//p' > $(@D)/functions; \
	  $(XCC) -mmcu=$(AVR_SMALL_MCU) -nostdlib -nostartfiles -Wl,--gc-sections -Wl,--entry=0 $(AVR_SIZE_ROOM) $$syms \
	  $(@D)/lib/*.o $(@D)/lfm/*.o -lgcc -o $(@D)/footprint-2d.elf
	@for f in $$(cat $(@D)/functions); do \
	  $(XCC) -mmcu=$(AVR_SMALL_MCU) -nostdlib -nostartfiles -Wl,--gc-sections -Wl,--entry=0 $(AVR_SIZE_ROOM) -Wl,-u,$$f \
	  $(@D)/lib/*.o $(@D)/lfm/*.o -lgcc -o $(@D)/alone.elf && \
	  echo "$$f $$($(CROSS)size $(@D)/alone.elf | awk 'NR == 2 { print $$1 + $$2 }')"; done > $(@D)/alone
	@touch $@
endif

# make check-all: make check, then every new board again at its other optimisation level
# (BOARD_ALT_OPT: -Os on the 32-bit ones, -O2 on the AVR, where a wrong-code bug showed up
# at every level) into build/<board>-alt, digests compared with the host's.
check-all: check
	@for b in $(TARGET_BOARDS); do $(MAKE) --no-print-directory BOARD=$$b check-alt || exit 1; done
	@sh tests/tools/summary.sh $(BUILD) host-fixed $(addsuffix -alt,$(TARGET_BOARDS))
check-alt:
	@$(MAKE) --no-print-directory BD=$(BD)-alt XOPT=$(BOARD_ALT_OPT) test
# ================================================================ targets (issue 15) — end
# ================================================================ exact core (feat/core) — begin
# The scalar layer's exact core (lib/scalar/fix16/fg_core.c, DESIGN.md section 2).
#   make core-check      the core's digests on every path and board (below), in make check
#                        (the host suites with FG_NO_INTRINSICS: nointrinsics-check)
.PHONY: core-check
# The core's digest (tests/core/core_digest.c) on the host for every FG_CORE_PATH and the
# portable build, and on every board but the AVR (its generic path is the host's path 0):
# all equal, or core-check fails. Verdict: $(BUILD)/core/result.
CORE_DIR := $(BUILD)/core
CORE_HOST_VARIANTS := p0 p1 p2 p3 p4 nointr
CORE_BOARDS := $(BOARDS) rv32imac rv32ec armv4t-arm armv4t-thumb
.PHONY: core-digest-board core-exhaustive
# fg_recip32 (and fg_recip32_est's bound) and fg_isqrt64n over their whole input space, every path (about a minute each;
# not in make check: `make core-exhaustive`).
core-exhaustive: $(foreach p,0 1 2 3 4,$(CORE_DIR)/exhaustive_p$(p))
	@for p in 0 1 2 3 4; do printf '  FG_CORE_PATH=%s: ' $$p; $(CORE_DIR)/exhaustive_p$$p | tail -n 1 || exit 1; done
$(CORE_DIR)/exhaustive_p%: tests/core/core_exhaustive.c tests/core/core_ref.h $(wildcard lib/scalar/fix16/*.c) $(HDRS) $(LFM_DIR)/fix16.h
	@mkdir -p $(@D)
	@$(HOSTCC) $(STD) -O2 $(WARN) $(LFM_OPTS) -DFG_CORE_PATH=$* -Ilib -Ilib/scalar/fix16 -Itests/core $(LFM_INC) \
	  $< $(wildcard lib/scalar/fix16/*.c) -lm -o $@
$(CORE_DIR)/host_%: tests/core/core_digest.c $(FIX_SRCS) $(HDRS) $(HF)/libfixmath.a port/host/fg_port.c
	@mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) $(if $(filter nointr,$*),-DFG_NO_INTRINSICS,-DFG_CORE_PATH=$(patsubst p%,%,$*)) \
	  -Ilib -Ilib/scalar/fix16 -Iport/common $(LFM_INC) $< $(FIX_SRCS) port/host/fg_port.c $(HF)/libfixmath.a -lm -o $@
$(BD)/core_digest.elf: tests/core/core_digest.c $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a $(BOARD_LDSCRIPT)
	@$(XCC) $(XCFLAGS) $(WARN) -Ilib -Ilib/scalar/fix16 $(PORT_INC) $(LFM_INC) $< $(PORT_SRCS) $(XLDFLAGS) \
	  $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
core-digest-board: $(BOARD_TOOLS) $(BD)/core_digest.elf
	@mkdir -p $(CORE_DIR)
	@$(BOARD_RUN) $(BD)/core_digest.elf > $(CORE_DIR)/$(BOARD).txt 2>&1 || echo "exit status $$?" >> $(CORE_DIR)/$(BOARD).txt
core-check: $(addprefix $(CORE_DIR)/host_,$(CORE_HOST_VARIANTS))
	@rm -f $(CORE_DIR)/result
	@for v in $(CORE_HOST_VARIANTS); do $(CORE_DIR)/host_$$v > $(CORE_DIR)/host_$$v.txt 2>&1 || echo "exit status $$?" >> $(CORE_DIR)/host_$$v.txt; done
	@for b in $(CORE_BOARDS); do $(MAKE) --no-print-directory BOARD=$$b core-digest-board || echo "build failed" > $(CORE_DIR)/$$b.txt; done
	@ok=0; bad=0; if python3 tests/core/gen_tables.py --check lib/scalar/fix16/fg_core.c; then ok=1; else bad=1; fi; \
	for f in $(addprefix host_,$(CORE_HOST_VARIANTS)) $(CORE_BOARDS); do \
	  if [ "$$(grep -c '^core digest' $(CORE_DIR)/$$f.txt)" -eq 7 ] && cmp -s $(CORE_DIR)/host_p0.txt $(CORE_DIR)/$$f.txt; \
	  then ok=$$((ok + 1)); else bad=$$((bad + 1)); echo "  core digests of $$f differ from the host's:"; cat $(CORE_DIR)/$$f.txt; fi; \
	done; echo "$$ok $$bad core-digests" > $(CORE_DIR)/result; \
	echo "[core] seed tables and $(words $(CORE_HOST_VARIANTS) $(CORE_BOARDS)) builds' core digests: $$ok agree, $$bad differ ($(CORE_DIR)/host_p0.txt)"

# ================================================================ exact core (feat/core) — end
# ================================================================ adoption (issue 12) — begin
# What a firmware project needs to take fixgeom in: licence lines, install, CMake, C++, the
# one-file drop-in, examples, package manifests, API docs. `make adopt-check` (part of check)
# runs every step below; each writes a verdict $(AD)/<step>.result for tests/tools/summary.sh.
AD := $(BUILD)/adopt
ADOPT_STEPS := spdx symbols cmake cxx dist examples manifest docs nointrinsics
ADOPT_VERDICTS = $(foreach s,$(ADOPT_STEPS),$(AD)/$(s).result)
.PHONY: adopt-check spdx-check
adopt-check:
	@rm -f $(ADOPT_VERDICTS)
	@for s in $(ADOPT_STEPS); do $(MAKE) --no-print-directory $$s-check || true; done

# Every source file names its licence (SPDX) in its first comment.
spdx-check:
	@sh tests/tools/spdx-check.sh $(AD)/spdx.result

# The archives export only public fg_ names and the internal headers' helpers (a static
# archive cannot hide cross-file helpers; the check keeps the list closed): the library as
# `make` builds it on the host, and the M0's.
.PHONY: symbols-check
symbols-check: $(LIB_OUT)/libfixgeom.a
	@$(MAKE) --no-print-directory BOARD=microbit $(BUILD)/microbit/libfixgeom.a
	@sh tests/tools/symbols-check.sh nm $(LIB_OUT)/libfixgeom.a $(AD)/symbols-host.result && \
	  sh tests/tools/symbols-check.sh $(CROSS)nm $(BUILD)/microbit/libfixgeom.a $(AD)/symbols-m0.result && \
	  echo "1 0 symbols (host, M0)" > $(AD)/symbols.result || echo "0 1 symbols (host, M0)" > $(AD)/symbols.result

# CMake (tests/consumer/README.md): an M0 consumer through FetchContent and the toolchain
# file, run under QEMU; cmake --install into a temporary prefix and a find_package project
# in C and C++17 on the host. Outputs compared with tests/consumer/expected.txt.
.PHONY: cmake-check
cmake-check: $(LFM_DIR)/fix16.h | $(DEPS_STAMP)
	@sh tests/tools/cmake-check.sh $(AD)/cmake $(BUILD)/third_party/libfixmath "$(BOARD_QEMU_microbit)" $(AD)/cmake.result

# C++17: `make install` into a temporary prefix, then tests/consumer/cxx/ (one unit per public
# header, each including only that header and calling it; libfixmath's fix16.h with its
# fix16.hpp), with g++ and clang++, warnings as errors; the program must run and pass.
CXX_CHECK := $(AD)/cxx
.PHONY: cxx-check
cxx-check: | $(DEPS_STAMP)
	@rm -rf $(CXX_CHECK) && echo "0 1 c++17" > $(AD)/cxx.result
	@$(MAKE) --no-print-directory -s install PREFIX=$(CURDIR)/$(CXX_CHECK)/prefix > /dev/null
	@for h in fg_wide.h fg_internal.h fg_raycast_internal.h; do [ ! -e $(CXX_CHECK)/prefix/include/fixgeom/$$h ] || \
	  { echo "install: internal header $$h installed"; exit 1; }; done
	@for cxx in g++ clang++; do \
	  $$cxx -std=c++17 -Wall -Wextra -Wpedantic -Werror -I$(CXX_CHECK)/prefix/include tests/consumer/cxx/*.cpp \
	    -L$(CXX_CHECK)/prefix/lib -lfixgeom -lfixmath -o $(CXX_CHECK)/headers-$$cxx && \
	  printf '%s: ' $$cxx && $(CXX_CHECK)/headers-$$cxx || exit 1; done; \
	echo "1 0 c++17" > $(AD)/cxx.result

# `make dist`: the one-file drop-in, dist/fixgeom.h + dist/fixgeom.c (tests/tools/amalgamate.py;
# libfixmath stays a separate dependency). dist-check: the test runner built against it alone
# (-Idist, no lib/), every suite on the host (ASan+UBSan) and on the M0 under QEMU; the
# digests must equal the library's own host Q16.16 run.
DIST_SRCS := $(wildcard lib/*.h lib/*.c lib/scalar/fix16/*.h lib/scalar/fix16/*.c)
.PHONY: dist dist-check dist-m0
dist: dist/fixgeom.c
dist/fixgeom.h: dist/fixgeom.c
dist/fixgeom.c: tests/tools/amalgamate.py $(DIST_SRCS)
	@python3 tests/tools/amalgamate.py dist
DT := $(BUILD)/dist-test
$(DT)/host/fixgeom.o: dist/fixgeom.c dist/fixgeom.h $(LFM_DIR)/fix16.h
	@mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -Idist $(LFM_INC) -c $< -o $@
# As the host builds: the runner, adapters and port compiled once, each suite's program its vectors.
$(DT)/host/common/done: tests/runner.c $(CASE_SRCS) port/host/fg_port.c dist/fixgeom.h $(HDRS) $(LFM_DIR)/fix16.h
	@rm -rf $(@D) && mkdir -p $(@D)
	@cd $(@D) && $(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -I$(CURDIR)/dist -I$(CURDIR)/tests -I$(CURDIR)/port/common \
	  -isystem $(CURDIR)/$(LFM_DIR) -DTV_TARGET='"host"' -c $(addprefix $(CURDIR)/,tests/runner.c $(CASE_SRCS) port/host/fg_port.c)
	@touch $@
$(DT)/host/test_%: $(DT)/host/common/done $(DT)/host/fixgeom.o $(HF)/libfixmath.a $(VEC)/suites.mk $(HL)/float_ref_%.c
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -Idist -Itests $(LFM_INC) \
	  $(call suite_objs,$*) $(HL)/float_ref_$*.c $(DT)/host/common/*.o $(DT)/host/fixgeom.o $(HF)/libfixmath.a -o $@
$(DT)/m0/fixgeom.o: dist/fixgeom.c dist/fixgeom.h $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -Idist $(LFM_INC) -c $< -o $@
$(DT)/m0/common/done: tests/runner.c $(CASE_SRCS) $(PORT_SRCS) dist/fixgeom.h $(HDRS) $(LFM_DIR)/fix16.h boards/$(BOARD)/board.mk
	@rm -rf $(@D) && mkdir -p $(@D)
	@cd $(@D) && $(XCC) $(XCFLAGS) $(WARN) -I$(CURDIR)/dist -I$(CURDIR)/tests $(addprefix -I$(CURDIR)/,$(BOARD_PORT)) \
	  -isystem $(CURDIR)/$(LFM_DIR) -DTV_TARGET='"$(BOARD)"' -c $(addprefix $(CURDIR)/,tests/runner.c $(CASE_SRCS) $(PORT_SRCS))
	@touch $@
$(DT)/m0/test_%.elf: $(DT)/m0/common/done $(DT)/m0/fixgeom.o $(BD)/libfixmath.a $(HL)/float_ref_%.c $(BOARD_LDSCRIPT)
	@$(XCC) $(XCFLAGS) $(WARN) -Idist -Itests $(LFM_INC) $(call suite_objs,$*) $(HL)/float_ref_$*.c \
	  $(DT)/m0/common/*.o $(DT)/m0/fixgeom.o $(XLDFLAGS) $(BD)/libfixmath.a -lgcc -o $@
dist-m0: $(foreach s,$(SUITES),$(DT)/m0/test_$(s).elf)
dist-check:
	@mkdir -p $(AD) && echo "0 1 dist (host, M0)" > $(AD)/dist.result
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) $(foreach s,$(SUITES),$(DT)/host/test_$(s))
	@[ -f $(HF)/digests ] || $(MAKE) --no-print-directory host-fixed > /dev/null
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) BOARD=microbit dist-m0
	@sh tests/tools/run-suites.sh dist-host $(DT)/host "" $(SUITES) | tail -n 1
	@sh tests/tools/run-suites.sh dist-m0 $(DT)/m0 "$(BOARD_QEMU_microbit) -kernel" $(SUITES) | tail -n 1
	@for t in host m0; do read -r p f < $(DT)/$$t/result; [ "$$f" = 0 ] && [ "$$p" -gt 0 ] && \
	  cmp -s $(DT)/$$t/digests $(HF)/digests || { echo "dist: $$t: $$f failed or digests differ"; exit 1; }; done; \
	echo "dist: dist/fixgeom.c passes every suite on the host and the M0, digests identical to lib/'s"; \
	echo "1 0 dist (host, M0)" > $(AD)/dist.result

# examples/ (examples/README.md): each built for the host (ASan+UBSan) and the M0, run (the
# M0 under QEMU), output compared with examples/expected/, which tests/examples/oracle.py
# re-derives in exact arithmetic. They include <fixgeom/fixgeom.h>, as an installed user does.
EXAMPLES := move_and_slide drone_rays triangle_mesh
EX := $(AD)/examples
EX_INC := $(EX)/include/fixgeom/fixgeom.h
.PHONY: examples examples-check examples-m0
$(EX_INC): $(PUBLIC_HDRS)
	@mkdir -p $(@D) && cp $(PUBLIC_HDRS) $(@D)/
$(EX)/host/%: examples/%.c examples/example_print.h $(EX_INC) $(FIX_SRCS) $(HDRS) $(HF)/libfixmath.a port/host/fg_port.c
	@mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) -I$(EX)/include -Iport/common $< port/host/fg_port.c \
	  $(FIX_SRCS) -Ilib -Ilib/scalar/fix16 $(LFM_INC) $(HF)/libfixmath.a -o $@
$(EX)/m0/%.elf: examples/%.c examples/example_print.h $(EX_INC) $(PORT_SRCS) $(BD)/libfixgeom.a $(BD)/libfixmath.a
	@mkdir -p $(@D)
	@$(XCC) $(XCFLAGS) $(WARN) -I$(EX)/include $(PORT_INC) $< $(PORT_SRCS) $(XLDFLAGS) $(BD)/libfixgeom.a $(BD)/libfixmath.a -lgcc -o $@
examples-m0: $(foreach e,$(EXAMPLES),$(EX)/m0/$(e).elf)
examples: $(foreach e,$(EXAMPLES),$(EX)/host/$(e)) | $(DEPS_STAMP)
	@$(MAKE) --no-print-directory BOARD=microbit examples-m0
examples-check:
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) examples
	@sh tests/tools/examples-check.sh $(EX) "$(BOARD_QEMU_microbit)" $(AD)/examples.result $(EXAMPLES)

# PlatformIO's library.json and the Zephyr module (zephyr/): neither tool is installable
# here, so their structure is checked instead (tests/tools/manifest-check.py): every path
# exists and selects the Q16.16 sources, Kconfig symbols used are defined, every version
# equals lib/fixgeom.h's.
.PHONY: manifest-check
manifest-check: | $(DEPS_STAMP)
	@python3 tests/tools/manifest-check.py $(AD)/manifest.result

# `make docs`: the API reference from the public headers (Doxyfile), build/docs/html. Any
# warning (an undocumented function, parameter, return value, type or macro) fails it.
.PHONY: docs docs-check
docs: | $(DEPS_STAMP)
	@rm -rf $(BUILD)/docs && mkdir -p $(BUILD)/docs
	@FG_VERSION=$(FG_VERSION_NUM) FG_DOCS_OUT=$(BUILD)/docs doxygen Doxyfile
	@echo "docs: $(BUILD)/docs/html/index.html"
docs-check:
	@rm -f $(AD)/docs.result && mkdir -p $(AD)
	@$(MAKE) --no-print-directory docs && [ ! -s $(BUILD)/docs/warnings.log ] && [ -f $(BUILD)/docs/html/index.html ] && \
	  echo "1 0 docs (doxygen, no warning)" > $(AD)/docs.result || { cat $(BUILD)/docs/warnings.log; echo "0 1 docs" > $(AD)/docs.result; }

# FG_NO_INTRINSICS (a compiler without __builtin_clzll): the host Q16.16 tests built with it,
# ASan+UBSan, digests equal to host-fixed's. Once lib/ implements the fallback (it mentions
# FG_NO_INTRINSICS), tests/tools/no-intrinsics.h poisons the builtins in this build too.
NI := $(BUILD)/host-nointrinsics
NI_POISON = $(if $(shell grep -l FG_NO_INTRINSICS $(FIX_SRCS) lib/scalar/fix16/*.h 2>/dev/null),-include $(CURDIR)/tests/tools/no-intrinsics.h)
.PHONY: nointrinsics-check
$(NI)/libfixgeom.a: $(FIX_SRCS) $(HDRS) $(LFM_DIR)/fix16.h tests/tools/no-intrinsics.h
	@rm -rf $(NI)/lib && mkdir -p $(NI)/lib
	@cd $(NI)/lib && $(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -DFG_NO_INTRINSICS $(NI_POISON) \
	  -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/fix16 -isystem $(CURDIR)/$(LFM_DIR) -c $(addprefix $(CURDIR)/,$(FIX_SRCS))
	@ar rcs $@ $(NI)/lib/*.o
# As the host builds: the runner, adapters and port compiled once, each suite's program its
# vectors; the programs linked CHECK_JOBS at a time.
$(NI)/common/done: tests/runner.c $(CASE_SRCS) port/host/fg_port.c $(HDRS) $(LFM_DIR)/fix16.h
	@rm -rf $(@D) && mkdir -p $(@D)
	@cd $(@D) && $(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -DFG_NO_INTRINSICS -I$(CURDIR)/lib -I$(CURDIR)/lib/scalar/fix16 \
	  -I$(CURDIR)/tests -I$(CURDIR)/port/common -isystem $(CURDIR)/$(LFM_DIR) -DTV_TARGET='"host"' \
	  -c $(addprefix $(CURDIR)/,tests/runner.c $(CASE_SRCS) port/host/fg_port.c)
	@touch $@
$(NI)/test_%: $(NI)/common/done $(NI)/libfixgeom.a $(HF)/libfixmath.a $(VEC)/suites.mk $(HL)/float_ref_%.c
	@$(HOSTCC) $(HOST_CFLAGS) $(WARN) $(LFM_OPTS) -DFG_NO_INTRINSICS -Ilib -Ilib/scalar/fix16 -Itests $(LFM_INC) \
	  $(call suite_objs,$*) $(HL)/float_ref_$*.c $(NI)/common/*.o $(NI)/libfixgeom.a $(HF)/libfixmath.a -o $@
nointrinsics-check:
	@mkdir -p $(AD) && echo "0 1 FG_NO_INTRINSICS" > $(AD)/nointrinsics.result
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) $(foreach s,$(SUITES),$(NI)/test_$(s))
	@[ -f $(HF)/digests ] || $(MAKE) --no-print-directory host-fixed > /dev/null
	@sh tests/tools/run-suites.sh host-nointrinsics $(NI) "" $(SUITES) | tail -n 1
	@read -r p f < $(NI)/result; [ "$$f" = 0 ] && cmp -s $(NI)/digests $(HF)/digests && \
	  echo "1 0 FG_NO_INTRINSICS$(if $(NI_POISON),, (fallback not in lib/ yet))" > $(AD)/nointrinsics.result || \
	  echo "nointrinsics: failures, or digests differ from host-fixed"
# ================================================================ adoption (issue 12) — end
