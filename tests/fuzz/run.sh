#!/bin/sh
# SPDX-License-Identifier: MIT
# Run fixgeom's fuzz harnesses for a bounded time each and judge them.
# usage: run.sh OUTDIR SECONDS LABEL HARNESS...
#   OUTDIR/HARNESS is the built harness; its corpus grows in OUTDIR/corpus/HARNESS (kept
#   between runs, minimised past FUZZ_CORPUS_MAX inputs), its generated seeds go to OUTDIR/seeds/HARNESS, findings (crash-*,
#   timeout-*, oom-*, leak-*) to OUTDIR/artifacts/, logs to OUTDIR/LABEL-HARNESS.log.
#   tests/fuzz/regress/HARNESS/, when present, holds inputs replayed first on every run.
# Prints one line per harness (executions, corpus, findings) and a total; writes
# OUTDIR/result-LABEL ("clean-harnesses harnesses-with-findings LABEL", the format of
# tests/tools/summary.sh). Exit status 1 on any finding.
# FUZZ_JOBS harnesses run at a time (default 1; each is one process), reported in order.
set -u
out=$1 secs=$2 label=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/artifacts"
# one HARNESS: runs it, writes its report lines to $out/$label-HARNESS.report and
# "executions clean|bad" to $out/$label-HARNESS.status
one() {
    h=$1
    bin="$out/$h"
    log="$out/$label-$h.log"
    corpus="$out/corpus/$h"
    seeds="$out/seeds/$h"
    mkdir -p "$corpus" "$out/seeds"
    rm -rf "$seeds"
    if ! FZ_WRITE_SEEDS="$seeds" "$bin" > /dev/null; then
        echo "  $h: could not write seeds" > "$out/$label-$h.report"
        echo "0 bad" > "$out/$label-$h.status"
        return
    fi
    # Keep the corpus small enough to reload quickly: minimise it (by coverage and value
    # profile features) once it passes FUZZ_CORPUS_MAX inputs.
    if [ "$(ls "$corpus" | wc -l)" -gt "${FUZZ_CORPUS_MAX:-3000}" ]; then
        rm -rf "$corpus.min" && mkdir -p "$corpus.min"
        if "$bin" -merge=1 -use_value_profile=1 "$corpus.min" "$corpus" > "$out/$label-$h.merge.log" 2>&1; then
            rm -rf "$corpus" && mv "$corpus.min" "$corpus"
        fi
    fi
    dirs="$corpus $seeds"
    [ -d "$here/regress/$h" ] && dirs="$dirs $here/regress/$h"
    before=$(ls "$out/artifacts" | grep -c "^$h-")
    # -timeout: one input running 10 s is a hang; the outer timeout guards libFuzzer itself.
    # shellcheck disable=SC2086
    timeout $((secs + 120)) "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=512 \
        -use_value_profile=1 -print_final_stats=1 -dict="$here/fuzz.dict" \
        -artifact_prefix="$out/artifacts/$h-" $dirs > "$log" 2>&1
    rc=$?
    after=$(ls "$out/artifacts" | grep -c "^$h-")
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    size=$(ls "$corpus" | wc -l)
    findings=$((after - before))
    [ "$rc" -ne 0 ] && [ "$findings" -eq 0 ] && findings=1
    {
    printf '  %-14s %10s executions in %s s (%s/s), corpus %s inputs, %s findings\n' \
        "$h" "${execs:-?}" "$secs" "${rate:-?}" "$size" "$findings"
    if [ "$findings" -ne 0 ]; then
        grep -E '^==fuzz==|SUMMARY|runtime error|ERROR: libFuzzer' "$log" | head -n 20 | sed 's/^/    /'
        for a in $(ls -t "$out/artifacts" | grep "^$h-" | head -n "$findings"); do
            echo "    finding: $out/artifacts/$a   reproduce: $bin $out/artifacts/$a"
        done
        [ "$rc" -ne 0 ] && echo "    libFuzzer exit status $rc; log: $log"
    fi
    } > "$out/$label-$h.report"
    if [ "$findings" -ne 0 ]; then echo "${execs:-0} bad"; else echo "${execs:-0} clean"; fi > "$out/$label-$h.status"
}

jobs=${FUZZ_JOBS:-1} n=0
for h in "$@"; do
    rm -f "$out/$label-$h.status"
    one "$h" &
    n=$((n + 1))
    if [ "$n" -ge "$jobs" ]; then wait; n=0; fi
done
wait
clean=0 bad=0 total_execs=0
for h in "$@"; do
    cat "$out/$label-$h.report" 2>/dev/null
    read -r execs verdict < "$out/$label-$h.status" 2>/dev/null || { execs=0 verdict=bad; echo "  $h: no status"; }
    total_execs=$((total_execs + execs))
    if [ "$verdict" = clean ]; then clean=$((clean + 1)); else bad=$((bad + 1)); fi
done
echo "$clean $bad $label" > "$out/result-$label"
echo "[$label] $total_execs executions, $clean harnesses clean, $bad with findings"
[ "$bad" -eq 0 ]
