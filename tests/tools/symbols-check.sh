#!/bin/sh
# SPDX-License-Identifier: MIT
# What an archive of fixgeom exports: every global symbol it defines must start with fg_ and
# be declared either in a public header (the API) or in an internal header (lib/*_internal.h,
# lib/scalar/fix16/*.h but fg_scalar.h: cross-file helpers, which a static
# archive cannot hide; the fg_ prefix is reserved to fixgeom, README "Layout"). A helper
# used by one file only must be static. Also every public function is defined (or inline).
# usage: symbols-check.sh NM ARCHIVE RESULT-FILE [LABEL]   (run from the top of the tree)
set -u
nm=$1 ar=$2 res=$3 label=${4:-symbols}
mkdir -p "$(dirname "$res")"
tmp=${TMPDIR:-/tmp}/fg-symbols.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
decls() { cat "$@" | tr -c 'A-Za-z0-9_' '\n' | grep '^fg_' | sort -u; }
decls lib/fixgeom.h lib/fg_config.h lib/fg_types.h lib/fg_vec.h lib/fg_aabb.h lib/fg_segment.h \
      lib/fg_sphere.h lib/fg_plane.h lib/fg_line.h lib/fg_triangle.h lib/fg_obb.h \
      lib/fg_capsule.h \
      lib/scalar/fix16/fg_scalar.h > "$tmp/public"
decls lib/*_internal.h $(ls lib/scalar/fix16/*.h | grep -v '/fg_scalar\.h$') > "$tmp/internal"
$nm -g --defined-only "$ar" | awk 'NF == 3 && $2 ~ /[TDBRSCVW]/ {print $3}' | sort -u > "$tmp/exported"
# public functions that are compiled (FG_API, not FG_INLINE)
cat lib/fg_*.h | grep -v -e '_internal' | tr '\n' ' ' | tr ';' '\n' | grep '^ *FG_API' |
    grep -o 'fg_[a-z0-9_]*(' | tr -d '(' | sort -u > "$tmp/api"
bad=$(grep -v -x -F -f "$tmp/public" "$tmp/exported" | grep -v -x -F -f "$tmp/internal")
undef=$(grep -v -x -F -f "$tmp/exported" "$tmp/api")
n_pub=$(grep -c -x -F -f "$tmp/public" "$tmp/exported")
n_int=$(grep -v -x -F -f "$tmp/public" "$tmp/exported" | grep -c -x -F -f "$tmp/internal")
if [ -n "$bad" ] || [ -n "$undef" ] || [ "$n_pub" -eq 0 ]; then
    [ -z "$bad" ] || { echo "symbols: $ar exports names no header declares:"; printf '  %s\n' $bad; }
    [ -z "$undef" ] || { echo "symbols: public functions $ar does not define:"; printf '  %s\n' $undef; }
    echo "0 1 $label" > "$res"; exit 1
fi
echo "symbols: $ar exports $n_pub public functions and $n_int internal helpers (declared in the internal headers), nothing else"
echo "1 0 $label" > "$res"
