#!/bin/sh
# SPDX-License-Identifier: MIT
# Install, from Debian's packages, only the tools fixgeom's build and tests need and the
# machine lacks. Safe to run repeatedly: it does nothing when everything is present.
# Usage: deps.sh [extra-package ...]
# The list above is what plain `make` needs. A board that needs more names its packages in
# its board.mk (BOARD_DEPS: RISC-V's compiler and QEMU, the AVR toolchain and libsimavr),
# and the Makefile passes them here the first time that board is built; the GBA checker
# passes libmgba-dev the same way.
set -eu

# command to look for (or =package to check by dpkg) -> Debian package providing it
need="
arm-none-eabi-gcc:gcc-arm-none-eabi
qemu-system-arm:qemu-system-arm
python3:python3
clang:clang
gcc:gcc
make:make
xz:xz-utils
=libclang-rt-14-dev:libclang-rt-14-dev
=libcglm-dev:libcglm-dev
gnuplot:gnuplot-nox
=libgmp-dev:libgmp-dev
=libmpfr-dev:libmpfr-dev
cppcheck:cppcheck
cmake:cmake
g++:g++
doxygen:doxygen
=python3-yaml:python3-yaml
"
missing=""
for entry in $need; do
    probe=${entry%%:*}
    pkg=${entry#*:}
    case $probe in
        =*) dpkg -s "${probe#=}" >/dev/null 2>&1 || missing="$missing $pkg" ;;
        *) command -v "$probe" >/dev/null 2>&1 || missing="$missing $pkg" ;;
    esac
done
for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
[ -n "$missing" ] || exit 0

echo "deps: installing$missing"
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
        echo "deps: missing packages:$missing; run as root or install them:" >&2
        echo "      apt-get install --no-install-recommends$missing" >&2
        exit 1
    fi
else SUDO=""; fi
# --no-install-recommends: qemu-system-arm's recommends pull in a whole GUI stack.
if ! { $SUDO apt-get update -qq &&
       DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing; } >/tmp/fixgeom-deps.log 2>&1; then
    echo "deps: could not install$missing (log: /tmp/fixgeom-deps.log)." >&2
    echo "      Install them with: apt-get install --no-install-recommends$missing" >&2
    exit 1
fi
