#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Complete a Game Boy Advance ROM's cartridge header (our own tool; GBATEK's layout).

usage: gbafix.py IN.bin OUT.gba [--logo FILE] [--title T] [--code C] [--maker M]

Writes the title (0xA0, 12 bytes), game code (0xAC, 4), maker code (0xB0, 2), the fixed
0x96 (0xB2), unit code, device type and version (0), and the complement check at 0xBD:
-(sum of bytes 0xA0..0xBC) - 0x19, modulo 256. The BIOS refuses a ROM whose check is wrong.

The Nintendo logo (156 bytes at 0x04) is copyrighted and not part of this repository.
--logo FILE copies it from FILE: either the 156 bytes themselves or any GBA ROM (read at
offset 4). Without it the logo area stays zero: emulators that boot through their own
high-level BIOS (mGBA without a BIOS file) run the ROM; the real BIOS (hardware, or an
emulator given a BIOS dump) compares the logo and halts.
"""
import argparse
import sys

LOGO_AT, LOGO_LEN = 0x04, 156


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inp")
    ap.add_argument("out")
    ap.add_argument("--logo")
    ap.add_argument("--title", default="FIXGEOM DEMO")
    ap.add_argument("--code", default="FXGD")
    ap.add_argument("--maker", default="00")
    a = ap.parse_args()
    rom = bytearray(open(a.inp, "rb").read())
    if len(rom) < 0xC0 or any(rom[LOGO_AT:0xC0]):
        sys.exit("gbafix: %s does not start with a blank 192-byte header" % a.inp)
    logo = "absent (zeros): runs in emulators with a high-level BIOS, not on hardware"
    if a.logo:
        data = open(a.logo, "rb").read()
        if len(data) != LOGO_LEN:
            data = data[LOGO_AT:LOGO_AT + LOGO_LEN]
        if len(data) != LOGO_LEN:
            sys.exit("gbafix: %s holds neither the 156 logo bytes nor a GBA ROM" % a.logo)
        rom[LOGO_AT:LOGO_AT + LOGO_LEN] = data
        logo = "copied from %s" % a.logo

    def field(at, text, size):
        raw = text.encode("ascii")
        if len(raw) > size:
            sys.exit("gbafix: '%s' is longer than %d characters" % (text, size))
        rom[at:at + size] = raw.ljust(size, b"\0")
    field(0xA0, a.title.upper(), 12)
    field(0xAC, a.code.upper(), 4)
    field(0xB0, a.maker.upper(), 2)
    rom[0xB2] = 0x96
    rom[0xB3:0xBD] = bytes(10)  # unit code, device type, reserved, version
    rom[0xBD] = (-(sum(rom[0xA0:0xBD]) + 0x19)) & 0xFF
    rom[0xBE:0xC0] = bytes(2)
    rom += bytes(-len(rom) % 4)
    open(a.out, "wb").write(rom)
    print("gbafix: %s: %d bytes, title '%s', code %s, complement check 0x%02X, logo %s" % (
        a.out, len(rom), a.title.upper(), a.code.upper(), rom[0xBD], logo))


if __name__ == "__main__":
    main()
