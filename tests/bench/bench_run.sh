#!/bin/sh
# SPDX-License-Identifier: MIT
# Run one bench image under QEMU with instruction tracing and count each measured call.
# The trace is streamed through the counter, never stored.
# usage: bench_run.sh NM COUNTER ELF OUT QEMU-COMMAND...
#   QEMU-COMMAND is the board's QEMU line (BOARD_QEMU); this adds the trace options.
# Writes OUT.console (what the image printed), OUT.counts (one count per measured call)
# and OUT.log (the counter's summary). Exit status non-zero if anything went wrong.
set -u
nm=$1 counter=$2 elf=$3 out=$4
shift 4
# The marker functions; BENCH_START/BENCH_STOP name others (the demo's per-ray count).
start_sym=${BENCH_START:-bench_start} stop_sym=${BENCH_STOP:-bench_stop}
start=$($nm "$elf" | awk -v s="$start_sym" '$3 == s { print $1 }')
stop=$($nm "$elf" | awk -v s="$stop_sym" '$3 == s { print $1 }')
if [ -z "$start" ] || [ -z "$stop" ]; then
    echo "bench_run: $elf has no $start_sym/$stop_sym symbols" >&2
    exit 1
fi
# One instruction per translation block: -singlestep up to QEMU 8.0 (Debian 12 has 7.2),
# -accel tcg,one-insn-per-tb=on from 8.1, where -singlestep is deprecated.
ver=$("$1" --version 2>/dev/null | sed -n 's/.*version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n 1)
one="-singlestep"
if [ -n "$ver" ]; then
    major=${ver% *} minor=${ver#* }
    if [ "$major" -gt 8 ] || { [ "$major" -eq 8 ] && [ "$minor" -ge 1 ]; }; then
        one="-accel tcg,one-insn-per-tb=on"
    fi
fi
rm -f "$out.counts" "$out.rc"
# QEMU writes the trace to fd 3 (the pipe) and its console to OUT.console.
{ timeout 600 "$@" $one -d exec,nochain -D /dev/fd/3 -kernel "$elf" 3>&1 >"$out.console" 2>&1
  echo $? > "$out.rc"; } | "$counter" "$start" "$stop" > "$out.counts.tmp" 2> "$out.log"
crc=$?
qrc=$(cat "$out.rc" 2>/dev/null || echo 255)
rm -f "$out.rc"
if [ "$qrc" -ne 0 ] || [ "$crc" -ne 0 ] || ! grep -q '^E 0$' "$out.console"; then
    echo "bench_run: $elf failed (qemu exit $qrc, counter exit $crc); see $out.console, $out.log" >&2
    rm -f "$out.counts.tmp"
    exit 1
fi
mv "$out.counts.tmp" "$out.counts"
