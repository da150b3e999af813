#!/bin/sh
# SPDX-License-Identifier: MIT
# Run an RV32E image under QEMU after checking that it names only x0-x15: QEMU 7.2 accepts
# the E base ISA but does not trap on x16-x31, so the disassembly is the check.
# usage: rve-run.sh OBJDUMP QEMU-COMMAND... IMAGE   (IMAGE last, as after -kernel)
set -u
objdump=$1
shift
for img; do :; done
# ABI names of x16-x31: a6 a7, s2-s11, t3-t6 (objdump prints ABI names). Operands only:
# the symbol in <...> and comments after # are not instructions.
bad=$("$objdump" -d -M no-aliases "$img" | awk -F '\t' 'NF >= 4 { sub(/[<#].*/, "", $4); print $3 " " $4 }' |
      grep -E '(^|[^a-z0-9_])(a[67]|s[2-9]|s1[01]|t[3-6]|x(1[6-9]|2[0-9]|3[01]))([^a-z0-9_]|$)' | head -n 5)
if [ -n "$bad" ]; then
    echo "rve-run: $img uses registers outside x0-x15 (not RV32E):"
    printf '  %s\n' "$bad"
    exit 1
fi
exec "$@"
