#!/bin/sh
# SPDX-License-Identifier: MIT
# Run an image on QEMU -M cheetah without the audio chatter: the board's TSC2102 codec
# wants an audio backend; "none" is given, and the one warning QEMU 7.2 still prints for
# it (its codec cannot name the backend) is filtered out. Everything else QEMU or the
# image prints (semihosting writes to stderr) passes through, and the exit status is
# QEMU's.
# usage: cheetah-run.sh QEMU-ARGUMENTS... (the image last, after -kernel)
set -u
status=$(mktemp)
{ qemu-system-arm -M cheetah -audiodev none,id=fg_snd "$@" 2>&1; echo $? > "$status"; } |
    grep -v -F 'audiodev default parameter is deprecated'
rc=$(cat "$status")
rm -f "$status"
exit "$rc"
