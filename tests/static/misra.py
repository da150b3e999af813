#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Static checks of lib/ with cppcheck (see tests/static/README.md).

usage: misra.py --deviations FILE --out DIR -- CPPCHECK-ARGS... SOURCES...

1. cppcheck --enable=warning,style,portability: must report nothing.
2. cppcheck --addon=misra (MISRA C:2012): every finding must be covered by a line of the
   deviations file (rule + path scope); an uncovered finding fails the check.
   A canary file with a known 15.5 finding is checked first, so that a silently failing
   addon cannot pass.
Prints the findings per rule with their deviation, writes DIR/misra-findings.txt (every
finding) and DIR/misra-result ("1 0 misra" or "0 1 misra", for tests/tools/summary.sh).
"""
import argparse
import fnmatch
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

TEMPLATE = "{file}:{line}:{column}:{severity}:{id}:{message}"
LINE_RE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+):(?P<sev>\w+):(?P<id>[\w.-]+):(?P<msg>.*)$")
# cppcheck prints these (with exit status 0) when the addon could not run
ADDON_FAILURES = ("Did not find addon", "Failed to execute addon", "Bailing out from analysis", "addon failed")


def run_cppcheck(extra, args):
    cmd = ["cppcheck", "--quiet", "--template=" + TEMPLATE] + extra + args
    p = subprocess.run(cmd, capture_output=True, text=True)
    out = p.stdout + p.stderr
    for bad in ADDON_FAILURES:
        if bad in out:
            sys.exit("misra: cppcheck could not run its analysis (%s):\n%s" % (bad, out))
    if p.returncode != 0:
        sys.exit("misra: cppcheck failed (exit %d):\n%s" % (p.returncode, out))
    findings = []
    for line in out.splitlines():
        m = LINE_RE.match(line)
        if m:
            findings.append(m.groupdict())
    return findings


def rule_of(f):
    return f["id"][len("misra-c2012-"):] if f["id"].startswith("misra-c2012-") else None


def rule_key(rule):
    return tuple(int(x) for x in rule.split("."))


def read_deviations(path):
    devs = []
    with open(path) as fh:
        for n, raw in enumerate(fh, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 2)
            if len(parts) < 3 or not re.match(r"^\d+\.\d+$", parts[0]):
                sys.exit("%s:%d: expected 'RULE SCOPE REASON'" % (path, n))
            devs.append({"rule": parts[0], "scope": parts[1], "reason": parts[2], "used": 0})
    return devs


def covering(devs, rule, path):
    for d in devs:
        if d["rule"] == rule and (d["scope"] == "*" or fnmatch.fnmatch(path, d["scope"])):
            return d
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deviations", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("cppcheck_args", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    args = [x for x in a.cppcheck_args if x != "--"]
    os.makedirs(a.out, exist_ok=True)
    result = os.path.join(a.out, "misra-result")
    if os.path.exists(result):
        os.remove(result)
    version = subprocess.run(["cppcheck", "--version"], capture_output=True, text=True).stdout.strip()
    ok = True

    # 1. plain cppcheck
    plain = run_cppcheck(["--enable=warning,style,portability", "--inline-suppr"], args)
    if plain:
        ok = False
        print("cppcheck --enable=warning,style,portability: %d findings" % len(plain))
        for f in plain:
            print("  %s:%s:%s: %s [%s] %s" % (f["file"], f["line"], f["col"], f["sev"], f["id"], f["msg"]))
    else:
        print("cppcheck --enable=warning,style,portability: clean (%s)" % version)

    # 2. the MISRA addon: canary first
    with tempfile.TemporaryDirectory() as tmp:
        canary = os.path.join(tmp, "canary.c")
        with open(canary, "w") as fh:
            fh.write("int canary(int a);\nint canary(int a)\n{\n    if (a > 0) {\n        return 1;\n    }\n    return 0;\n}\n")
        got = [rule_of(f) for f in run_cppcheck(["--addon=misra"], [canary])]
        if "15.5" not in got:
            sys.exit("misra: the MISRA addon did not report the canary's rule 15.5 finding: the check would be void")

    findings = [f for f in run_cppcheck(["--addon=misra"], args) if rule_of(f)]
    devs = read_deviations(a.deviations)
    by_rule = defaultdict(list)
    undocumented = []
    with open(os.path.join(a.out, "misra-findings.txt"), "w") as fh:
        for f in sorted(findings, key=lambda f: (rule_key(rule_of(f)), f["file"], int(f["line"]))):
            rule = rule_of(f)
            d = covering(devs, rule, f["file"])
            by_rule[rule].append((f, d))
            if d:
                d["used"] += 1
            else:
                undocumented.append(f)
            fh.write("%s:%s:%s: rule %s%s\n" % (f["file"], f["line"], f["col"], rule, "" if d else "  UNDOCUMENTED"))

    print("MISRA C:2012 (cppcheck addon) over %s: %d findings, %d rules, %d undocumented"
          % (" ".join(x for x in args if x.endswith(".c")), len(findings), len(by_rule), len(undocumented)))
    print("  %-6s %5s  %-34s %s" % ("rule", "count", "where", "deviation"))
    for rule in sorted(by_rule, key=rule_key):
        items = by_rule[rule]
        files = defaultdict(int)
        for f, _ in items:
            files[os.path.basename(f["file"])] += 1
        where = ", ".join("%s %d" % (k, v) for k, v in sorted(files.items()))
        reasons = sorted({d["reason"] for _, d in items if d})
        status = reasons[0] if len(reasons) == 1 else ("; ".join(reasons) if reasons else "")
        if any(d is None for _, d in items):
            status = "UNDOCUMENTED " + status
        if len(status) > 90:
            status = status[:87] + "..."
        print("  %-6s %5d  %-34s %s" % (rule, len(items), where, status))
    for f in undocumented:
        print("  undocumented: %s:%s:%s rule %s" % (f["file"], f["line"], f["col"], rule_of(f)))
    for d in devs:
        if d["used"] == 0:
            print("  note: deviation %s %s matches no finding any more (remove it?)" % (d["rule"], d["scope"]))
    if undocumented:
        ok = False
        print("misra: FAILED: fix the finding or document it in %s (RULE SCOPE REASON)" % a.deviations)
    with open(result, "w") as fh:
        fh.write("1 0 misra\n" if ok else "0 1 misra\n")
    print("misra: %s" % ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
