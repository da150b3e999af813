#!/bin/sh
# SPDX-License-Identifier: MIT
# Each example's output on the host and on the M0 (QEMU) must equal examples/expected/<name>.txt,
# and that file must equal what tests/examples/oracle.py derives from exact arithmetic.
# usage: examples-check.sh OUT-DIR "QEMU-COMMAND" RESULT-FILE NAME...
set -u
out=$1 qemu=$2 res=$3
shift 3
pass=0 fail=0
verdict() { # what, expected file, actual file
    if cmp -s "$2" "$3"; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "examples: $1 differs from $2:"; diff "$2" "$3" | head -n 10
    fi
}
for e in "$@"; do
    exp=examples/expected/$e.txt
    python3 tests/examples/oracle.py "$e" > "$out/$e.oracle" 2>&1
    verdict "$e (oracle)" "$exp" "$out/$e.oracle"
    timeout 60 "$out/host/$e" > "$out/$e.host" 2>&1
    verdict "$e (host)" "$exp" "$out/$e.host"
    timeout 120 $qemu -kernel "$out/m0/$e.elf" > "$out/$e.m0" 2>&1
    verdict "$e (M0)" "$exp" "$out/$e.m0"
done
echo "examples: $pass outputs as expected, $fail not (oracle, host, M0 for each of: $*)"
echo "$pass $fail examples" > "$res"
[ "$fail" -eq 0 ]
