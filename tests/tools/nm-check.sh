#!/bin/sh
# Freestanding check: the Cortex-M library may only need libgcc helpers and libfixmath.
# Symbols one object of the archive takes from another are internal, not needs.
# usage: nm-check.sh NM ARCHIVE RESULT-FILE
set -u
nm=$1 ar=$2 res=$3
defined=$($nm --defined-only "$ar" | awk 'NF == 3 {print $3}' | sort -u)
needed=$($nm -u "$ar" | grep -v ':$' | awk 'NF {print $NF}' | sort -u)
external=$(printf '%s\n' "$needed" | grep -v -x -F "$defined")
bad=$(printf '%s\n' "$external" | grep -v '^$' |
      grep -v -E '^(__aeabi_[a-z0-9_]+|__(clz|ctz|popcount|ashl|ashr|lshr|mul|div|mod|udiv|umod|udivmod|divmod|cmp|ucmp|neg)[a-z]*[0-9]+|fix16_[a-z0-9_]+)$')
if [ -n "$bad" ]; then
    echo "nm check: $ar needs symbols outside libgcc and libfixmath:"
    printf '  %s\n' $bad
    echo "0 1 nm-check" > "$res"
else
    echo "nm check: $ar needs only libgcc helpers and fix16_* ($(printf '%s\n' "$external" | tr '\n' ' '))"
    echo "1 0 nm-check" > "$res"
fi
