#!/bin/sh
# SPDX-License-Identifier: MIT
# Fold a second verdict file ("passed failed name") into the first, in place, so that one
# summary line (make check's demo-check) covers every demo scene. A missing second verdict
# (the run crashed) counts as a failure, named by the optional third argument; a missing first
# one is left missing.
set -u
into=$1 from=$2 from_name=${3:-demo-tilemap}
[ -f "$into" ] || exit 0
read -r p1 f1 n1 < "$into"
if [ -f "$from" ]; then read -r p2 f2 n2 < "$from"; else p2=0 f2=1 n2=$from_name; fi
echo "$((p1 + p2)) $((f1 + f2)) $n1+$n2" > "$into"
