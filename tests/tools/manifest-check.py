#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Check the package manifests that no tool here can exercise (PlatformIO, Zephyr): their
structure, that every path they name exists and selects exactly the Q16.16 build's sources,
and that every version number equals lib/fixgeom.h's (CMake reads it from there).
usage: manifest-check.py RESULT-FILE   (run from the top of the tree)
"""
import glob
import json
import os
import re
import sys

import yaml

errors = []
checks = 0


def expect(cond, what):
    global checks
    checks += 1
    if not cond:
        errors.append(what)


def read(path):
    with open(path) as fh:
        return fh.read()


def header_version():
    h = read("lib/fixgeom.h")
    parts = [int(re.search(r"#define FG_VERSION_%s (\d+)" % k, h).group(1)) for k in ("MAJOR", "MINOR", "PATCH")]
    string = re.search(r'#define FG_VERSION_STRING "([^"]+)"', h).group(1)
    expect(string == "%d.%d.%d" % tuple(parts), "FG_VERSION_STRING %s != MAJOR.MINOR.PATCH %s" % (string, parts))
    return string


def q16_sources():
    return sorted(glob.glob("lib/*.c") + glob.glob("lib/scalar/fix16/*.c"))


def check_versions(v):
    first = re.search(r"^## (\S+)", read("CHANGELOG.md"), re.M)
    expect(first and first.group(1) == v, "CHANGELOG.md's first release is not %s" % v)
    expect("Version: @VERSION@" in read("port/host/fixgeom.pc.in"), "fixgeom.pc.in does not take @VERSION@")
    expect("FG_VERSION_STRING" in read("CMakeLists.txt"), "CMakeLists.txt does not read FG_VERSION_STRING")


def srcfilter_files(src_dir, patterns):
    chosen = set()
    for p in patterns:
        m = re.fullmatch(r"([+-])<(.+)>", p)
        expect(m is not None, "library.json: srcFilter entry %r is not +<glob> or -<glob>" % p)
        if not m:
            continue
        hits = set(glob.glob(os.path.join(src_dir, m.group(2))))
        expect(hits, "library.json: srcFilter %r matches nothing" % p)
        chosen = chosen | hits if m.group(1) == "+" else chosen - hits
    return sorted(chosen)


def check_platformio(v):
    d = json.loads(read("library.json"))
    for key in ("name", "version", "description", "keywords", "license", "frameworks", "platforms", "build"):
        expect(key in d, "library.json: no %s" % key)
    expect(d.get("version") == v, "library.json: version %s, fixgeom.h %s" % (d.get("version"), v))
    expect(d.get("license") == "MIT", "library.json: license is not MIT")
    b = d.get("build", {})
    src, inc = b.get("srcDir", "src"), b.get("includeDir", "include")
    expect(os.path.isdir(src) and os.path.isdir(inc), "library.json: srcDir or includeDir missing")
    for h in d.get("headers", []):
        expect(os.path.isfile(os.path.join(inc, h)), "library.json: header %s not in %s" % (h, inc))
    for flag in b.get("flags", []):
        m = re.fullmatch(r"-I\s*(\S+)", flag)
        if m:
            expect(os.path.isdir(m.group(1)), "library.json: include folder %s missing" % m.group(1))
    files = srcfilter_files(src, b.get("srcFilter", ["+<*>"]))
    expect(files == q16_sources(), "library.json: srcFilter selects %s, not the Q16.16 sources" % files)
    for dep in d.get("dependencies", []):
        expect("name" in dep and "version" in dep, "library.json: dependency without name or version")
        url = dep.get("version", "")
        if url.startswith("http"):
            expect(re.search(r"#[0-9a-f]{40}$", url) is not None, "library.json: %s is not pinned to a commit" % url)
    for path in d.get("export", {}).get("include", []):
        expect(os.path.exists(path), "library.json: export.include %s missing" % path)


def kconfig_symbols():
    text = read("zephyr/Kconfig")
    syms = {}
    for block in re.split(r"^(?=config |menuconfig )", text, flags=re.M)[1:]:
        name = block.split()[1]
        typ = re.search(r"^\s+(bool|string|int|hex|tristate)\b", block, re.M)
        expect(typ is not None, "zephyr/Kconfig: %s has no type" % name)
        expect(re.search(r"^\s+help\s*$", block, re.M) is not None, "zephyr/Kconfig: %s has no help" % name)
        syms[name] = typ.group(1) if typ else None
    opened = len(re.findall(r"^if ", text, re.M))
    closed = len(re.findall(r"^endif", text, re.M))
    expect(opened == closed, "zephyr/Kconfig: %d if, %d endif" % (opened, closed))
    return syms


def check_zephyr():
    m = yaml.safe_load(read("zephyr/module.yml"))
    expect(isinstance(m, dict) and m.get("name") == "fixgeom", "zephyr/module.yml: name is not fixgeom")
    build = m.get("build", {}) if isinstance(m, dict) else {}
    expect(os.path.isfile(os.path.join(build.get("cmake", "?"), "CMakeLists.txt")),
           "zephyr/module.yml: build.cmake has no CMakeLists.txt")
    expect(os.path.isfile(build.get("kconfig", "?")), "zephyr/module.yml: build.kconfig missing")
    syms = kconfig_symbols()
    expect("FIXGEOM" in syms, "zephyr/Kconfig: no FIXGEOM")
    cm = read("zephyr/CMakeLists.txt")
    for used in set(re.findall(r"CONFIG_([A-Z0-9_]+)", cm)):
        expect(used in syms, "zephyr/CMakeLists.txt uses CONFIG_%s, which Kconfig does not define" % used)
    for rel in re.findall(r"\$\{FIXGEOM_ROOT\}/(\S+?)[\s)]", cm):
        expect(glob.glob(rel), "zephyr/CMakeLists.txt: %s matches nothing" % rel)
    globbed = sorted(f for rel in re.findall(r"\$\{FIXGEOM_ROOT\}/(\S+\.c)", cm) for f in glob.glob(rel))
    expect(globbed == q16_sources(), "zephyr/CMakeLists.txt compiles %s, not the Q16.16 sources" % globbed)


def main():
    v = header_version()
    check_versions(v)
    check_platformio(v)
    check_zephyr()
    res = sys.argv[1]
    os.makedirs(os.path.dirname(res) or ".", exist_ok=True)
    for e in errors:
        print("manifest: " + e)
    print("manifest: version %s; library.json, zephyr/module.yml, Kconfig, CMakeLists: %d checks, %d failed"
          % (v, checks, len(errors)))
    with open(res, "w") as fh:
        fh.write("%d %d manifests (%d checks)\n" % (0 if errors else 1, 1 if errors else 0, checks))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
