#!/bin/sh
# SPDX-License-Identifier: MIT
# Every source file fixgeom owns names its licence in its first comment: line 1, or line 2
# after a #! line. Fails (and writes a failing verdict) on the first file without it.
# usage: spdx-check.sh RESULT-FILE   (run from the top of the tree)
set -u
res=$1
mkdir -p "$(dirname "$res")"
tag='SPDX-License-Identifier: MIT'
files=$( { find lib port tests boards examples cmake zephyr tools -type f \
             \( -name '*.c' -o -name '*.h' -o -name '*.S' -o -name '*.ld' -o -name '*.mk' \
                -o -name '*.py' -o -name '*.sh' -o -name '*.cpp' -o -name '*.cmake' \
                -o -name '*.in' -o -name 'CMakeLists.txt' -o -name 'Kconfig' -o -name '*.yml' \) 2>/dev/null
           ls Makefile CMakeLists.txt Doxyfile 2>/dev/null; } | sort)
n=0 bad=""
for f in $files; do
    n=$((n + 1))
    if head -n 1 "$f" | grep -q '^#!'; then
        sed -n 2p "$f" | grep -q "$tag" || bad="$bad $f"
    else
        head -n 1 "$f" | grep -q "$tag" || bad="$bad $f"
    fi
done
if [ -n "$bad" ] || [ "$n" -eq 0 ]; then
    echo "spdx: no '$tag' first-line comment in:"; printf '  %s\n' $bad
    echo "0 1 spdx" > "$res"; exit 1
fi
echo "spdx: $n source files carry '$tag'"
echo "1 0 spdx" > "$res"
