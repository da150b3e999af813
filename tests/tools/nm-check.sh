#!/bin/sh
# SPDX-License-Identifier: MIT
# Freestanding check: a board's library may only need libgcc helpers and libfixmath.
# Symbols one object of the archive takes from another are internal, not needs. A need is
# a libgcc helper when its name is one of the familiar helper patterns or, given LIBGCC
# (the board's libgcc.a), when that archive defines it (AVR's and RISC-V's helpers have
# names of their own, e.g. __adddi3_s8, __mulsi3).
# usage: nm-check.sh NM ARCHIVE RESULT-FILE [LIBGCC [LABEL]]
set -u
nm=$1 ar=$2 res=$3 libgcc=${4:-} label=${5:-nm-check}
defined=$($nm --defined-only "$ar" | awk 'NF == 3 {print $3}' | sort -u)
needed=$($nm -u "$ar" | grep -v ':$' | awk 'NF {print $NF}' | sort -u)
external=$(printf '%s\n' "$needed" | grep -v -x -F "$defined")
helpers=""
[ -n "$libgcc" ] && helpers=$($nm --defined-only "$libgcc" 2>/dev/null | awk 'NF == 3 && $2 ~ /[TW]/ {print $3}' | sort -u)
bad=$(printf '%s\n' "$external" | grep -v '^$' |
      grep -v -E '^(__aeabi_[a-z0-9_]+|__(clz|ctz|popcount|ashl|ashr|lshr|mul|div|mod|udiv|umod|udivmod|divmod|cmp|ucmp|neg)[a-z]*[0-9]+|fix16_[a-z0-9_]+)$' |
      { if [ -n "$helpers" ]; then grep -v -x -F "$helpers"; else cat; fi; })
if [ -n "$bad" ]; then
    echo "nm check: $ar needs symbols outside libgcc and libfixmath:"
    printf '  %s\n' $bad
    echo "0 1 $label" > "$res"
else
    echo "nm check: $ar needs only libgcc helpers and fix16_* ($(printf '%s\n' "$external" | tr '\n' ' '))"
    echo "1 0 $label" > "$res"
fi
