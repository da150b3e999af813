#!/bin/sh
# SPDX-License-Identifier: MIT
# Judge a whole check run: every target's result, digests identical to host-fixed's,
# and any extra verdict files (nm check, ...). Ends with the line "N passed, N failed".
# usage: summary.sh BUILD-DIR TARGET... [-- CHECK-RESULT-FILE...]
set -u
build=$1; shift
passed=0 failed=0
ref="$build/host-fixed/digests"
targets=""
while [ $# -gt 0 ] && [ "$1" != "--" ]; do targets="$targets $1"; shift; done
[ $# -gt 0 ] && shift
echo "== summary"
for t in $targets; do
    r="$build/$t/result"
    if [ ! -f "$r" ]; then
        echo "  $t: did not run"; failed=$((failed + 1)); continue
    fi
    read -r p f < "$r"
    passed=$((passed + p)) failed=$((failed + f))
    verdict="$p passed, $f failed"
    case $t in
    host-float) ;;
    host-fixed) ;;
    *)
        if [ -f "$ref" ] && cmp -s "$ref" "$build/$t/digests"; then
            verdict="$verdict, digests identical to host Q16.16"; passed=$((passed + 1))
        else
            verdict="$verdict, DIGESTS DIFFER from host Q16.16"; failed=$((failed + 1))
        fi ;;
    esac
    printf '  %-12s %s\n' "$t" "$verdict"
done
for v in "$@"; do
    if [ -f "$v" ]; then
        read -r p f name < "$v"
        passed=$((passed + p)) failed=$((failed + f))
        printf '  %-12s %s\n' "$name" "$p passed, $f failed"
    else
        echo "  $v: missing"; failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
