#!/bin/sh
# SPDX-License-Identifier: MIT
# Obtain libfixmath's pinned source (Debian source package libfixmath 0~20220222) into
# DEST, without touching the system's apt configuration: apt-get gets a private sources
# folder (the system's own deb entries turned into deb-src) and a private lists folder.
# LIBFIXMATH_SRC=/path (a folder holding libfixmath/fix16.h) uses a local copy instead.
# libfixmath is MIT-licensed (Flatmush, Petteri Aimonen & libfixmath AUTHORS); its LICENSE
# file is unpacked into DEST with the source and must travel with any copy of it.
# Usage: fetch-libfixmath.sh DEST
set -eu
mkdir -p "$1"
dest=$(cd "$1" && pwd)
tarball=libfixmath_0~20220222.orig.tar.xz
sha=38a93f38bcf2b6fbc00bfc4e10905f8f012cc72943ec5eed69a459c3bc0349e0

fail() {
    echo "libfixmath: $*" >&2
    echo "libfixmath: fix: either allow apt-get to reach Debian's deb-src archive, or download" >&2
    echo "            $tarball (sha256 $sha)," >&2
    echo "            unpack it and run: make LIBFIXMATH_SRC=/path/to/unpacked/folder ..." >&2
    exit 1
}

if [ -n "${LIBFIXMATH_SRC:-}" ]; then
    [ -f "$LIBFIXMATH_SRC/libfixmath/fix16.h" ] ||
        fail "LIBFIXMATH_SRC=$LIBFIXMATH_SRC has no libfixmath/fix16.h"
    mkdir -p "$dest"
    cp -R "$LIBFIXMATH_SRC/libfixmath" "$dest/"
    [ ! -f "$LIBFIXMATH_SRC/LICENSE" ] || cp "$LIBFIXMATH_SRC/LICENSE" "$dest/"
    exit 0
fi

[ -f "$dest/libfixmath/fix16.h" ] && exit 0
work=$(dirname "$dest")/libfixmath-apt
rm -rf "$work"
mkdir -p "$work/sources.list.d" "$work/lists/partial" "$work/dl"
found=0
for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    sed 's/^Types:.*$/Types: deb-src/' "$f" > "$work/sources.list.d/$(basename "$f")"
    found=1
done
if [ -f /etc/apt/sources.list ]; then
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > "$work/sources.list.d/system.list"
    found=1
fi
[ $found -eq 1 ] || fail "no apt sources found in /etc/apt to derive a deb-src entry from"
command -v apt-get >/dev/null 2>&1 || fail "apt-get not found"
command -v xz >/dev/null 2>&1 || fail "xz not found (Debian: apt-get install xz-utils)"

opts="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$work/sources.list.d -o Dir::State::Lists=$work/lists -o Debug::NoLocking=1"
# shellcheck disable=SC2086
(cd "$work/dl" && apt-get $opts update -qq && apt-get $opts source --download-only --tar-only libfixmath) \
    >"$work/apt.log" 2>&1 || fail "apt-get source failed (log: $work/apt.log)"
[ -f "$work/dl/$tarball" ] || fail "apt-get did not deliver $tarball (log: $work/apt.log)"
got=$(sha256sum "$work/dl/$tarball" | cut -d' ' -f1)
[ "$got" = "$sha" ] || fail "checksum mismatch: got $got, want $sha"
mkdir -p "$dest"
tar -xJf "$work/dl/$tarball" -C "$dest" ./libfixmath ./LICENSE
[ -f "$dest/libfixmath/fix16.h" ] || fail "tarball has no libfixmath/fix16.h"
echo "libfixmath: $tarball verified (sha256 $sha)"
