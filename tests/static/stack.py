#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Stack guarantees of lib/ on Cortex-M0 (see tests/static/README.md).

usage: stack.py --cc CC --out DIR [--max N] [--opts "-O2 -Os"] --cflags "FLAGS"
                --src LIB-SOURCES... [--third-party SOURCES...]

Compiles every source with -fstack-usage -fcallgraph-info=su at each optimisation level
(and at -O0, whose call graph is the source's: no call is optimised away there), then:
  - every frame (lib/ and the third-party sources alike) must be <= N bytes at -O2 and -Os,
    and none 'dynamic' (no VLA, no alloca);
  - no function reachable from itself, in the -O0, -O2 and -Os call graphs;
  - no indirect call (the call graph would be incomplete).
Reports the largest frames, and the deepest call chain of the public functions (frames
summed; libgcc helpers such as __aeabi_lmul are listed, their few bytes not counted); writes
each public function's deepest chain to DIR/chains.txt (the stack a call needs).
Writes DIR/result ("1 0 stack" or "0 1 stack", for tests/tools/summary.sh).
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
from collections import defaultdict

SU_RE = re.compile(r"^(?P<file>.*):(?P<line>\d+):(?P<col>\d+):(?P<func>[^\t]+)\t(?P<bytes>\d+)\t(?P<qual>.*)$")
NODE_RE = re.compile(r'^node: \{ title: "(?P<title>[^"]*)" label: "(?P<label>[^"]*)"')
EDGE_RE = re.compile(r'^edge: \{ sourcename: "(?P<src>[^"]*)" targetname: "(?P<dst>[^"]*)"')
BYTES_RE = re.compile(r"\\n(\d+) bytes \((\w[\w,]*)\)")


def compile_all(cc, cflags, opt, srcs, outdir):
    os.makedirs(outdir, exist_ok=True)
    for src in srcs:
        obj = os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".o")
        cmd = [cc] + cflags + [opt, "-fstack-usage", "-fcallgraph-info=su", "-c", src, "-o", obj]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit("stack: compiling %s failed:\n%s\n%s" % (src, " ".join(cmd), p.stderr))


def read_su(outdir, src):
    base = os.path.join(outdir, os.path.splitext(os.path.basename(src))[0])
    frames = []
    with open(base + ".su") as fh:
        for line in fh:
            m = SU_RE.match(line.rstrip("\n"))
            if m:
                frames.append((m["func"], int(m["bytes"]), m["qual"], "%s:%s" % (m["file"], m["line"])))
    return frames


def read_graph(outdir, srcs):
    """Merged call graph: title -> (name, frame bytes or None), and title -> callee titles."""
    nodes, edges = {}, defaultdict(set)
    for src in srcs:
        with open(os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".ci")) as fh:
            for line in fh:
                m = NODE_RE.match(line)
                if m:
                    b = BYTES_RE.search(m["label"])
                    name = m["label"].split("\\n")[0]
                    if b or m["title"] not in nodes:
                        nodes[m["title"]] = (name, int(b.group(1)) if b else None, src)
                    continue
                m = EDGE_RE.match(line)
                if m:
                    edges[m["src"]].add(m["dst"])
    return nodes, edges


def cycles(nodes, edges):
    """Strongly connected components with a cycle (Tarjan, iterative)."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in list(nodes) + list(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in edges.get(v, ()):
                    out.append(comp)
    return out


def deepest(nodes, edges):
    """title -> (bytes, chain, external callees), for an acyclic graph."""
    memo = {}

    def depth(t):
        if t in memo:
            return memo[t]
        name, frame, _ = nodes.get(t, (t, None, None))
        if frame is None:  # not compiled here: libgcc helper
            memo[t] = (0, [], {name})
            return memo[t]
        best, chain, ext = 0, [], set()
        for c in sorted(edges.get(t, ())):
            b, ch, e = depth(c)
            ext |= e
            if b > best or not chain and ch:
                best, chain = b, ch
        memo[t] = (frame + best, ["%s (%d)" % (name, frame)] + chain, ext)
        return memo[t]

    return {t: depth(t) for t in nodes if nodes[t][1] is not None}


def common_args(ap):
    """The options stack.py and frames.py share."""
    ap.add_argument("--cc", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max", type=int, default=128)
    ap.add_argument("--opts", default="-O2 -Os")
    ap.add_argument("--cflags", default="")
    ap.add_argument("--src", nargs="+", required=True)


def main():
    ap = argparse.ArgumentParser()
    common_args(ap)
    ap.add_argument("--third-party", nargs="*", default=[])
    ap.add_argument("--chain-report", type=int, default=600, help="count the API functions within this")
    ap.add_argument("--api", nargs="*", default=[], help="the public headers: their fg_ functions' chains")
    a = ap.parse_args()
    api = set()
    for h in a.api:
        with open(h) as fh:
            api |= set(re.findall(r"\b(fg_\w+)\s*\(", fh.read()))
    cflags = shlex.split(a.cflags)
    srcs = a.src + a.third_party
    opts = a.opts.split()
    os.makedirs(a.out, exist_ok=True)
    result = os.path.join(a.out, "result")
    if os.path.exists(result):
        os.remove(result)
    problems = []
    table = defaultdict(dict)  # (func, where) -> opt -> (bytes, qual)
    chains = defaultdict(dict)  # public fg_ function -> opt -> its deepest chain's bytes
    for opt in ["-O0"] + opts:
        d = os.path.join(a.out, opt.lstrip("-"))
        compile_all(a.cc, cflags, opt, srcs, d)
        nodes, edges = read_graph(d, srcs)
        for comp in cycles(nodes, edges):
            problems.append("recursion at %s: %s" % (opt, " -> ".join(nodes.get(t, (t,))[0] for t in comp)))
        for src_t, dsts in sorted(edges.items()):
            if "__indirect_call" in dsts:
                problems.append("indirect call at %s in %s: the call graph is incomplete" % (opt, nodes[src_t][0]))
        if opt == "-O0":
            continue
        for src in srcs:
            for func, nbytes, qual, where in read_su(d, src):
                table[(func, where, src in a.third_party)][opt] = (nbytes, qual)
                if "dynamic" in qual:
                    problems.append("%s %s (%s): dynamic stack usage (%s)" % (opt, func, where, qual))
                if nbytes > a.max:
                    problems.append("%s %s (%s): frame %d bytes > %d" % (opt, func, where, nbytes, a.max))
        if not cycles(nodes, edges):
            depths = deepest(nodes, edges)
            public = [t for t in depths if ":" not in t and nodes[t][2] in a.src]
            if public:
                t = max(public, key=lambda t: depths[t][0])
                b, chain, ext = depths[t]
                print("deepest call chain at %s: %d bytes: %s%s" % (
                    opt, b, " -> ".join(chain), ("  (+ libgcc: %s)" % ", ".join(sorted(ext))) if ext else ""))
            for t in public:
                if nodes[t][0] in api:
                    chains[nodes[t][0]][opt] = depths[t][0]

    print("stack frames on Cortex-M0 (bytes, from -fstack-usage), limit %d:" % a.max)
    print("  %-28s %-40s %s" % ("function", "where", "  ".join("%5s" % o for o in opts)))
    rows = sorted(table.items(), key=lambda kv: (kv[0][2], -max(v[0] for v in kv[1].values()), kv[0][0]))
    for (func, where, third), per in rows:
        cells = "  ".join("%5s" % (per[o][0] if o in per else "-") for o in opts)
        where = ("(3rd party) " + os.path.basename(where)) if third else os.path.relpath(where)
        print("  %-28s %-40s %s%s" % (func, where, cells,
                                      "" if all(per[o][1] == "static" for o in per) else "  " + ",".join(
                                          sorted({per[o][1] for o in per}))))
    own = [(max(v[0] for v in per.values()), k[0]) for k, per in table.items() if not k[2]]
    if own:
        print("largest frame in lib/: %d bytes (%s); limit %d" % (max(own)[0], max(own)[1], a.max))
    if chains:
        # the stack a call needs: each public function's deepest chain (frames summed), the
        # larger of the levels; a report, not a limit
        worst = {f: max(per.values()) for f, per in chains.items()}
        with open(os.path.join(a.out, "chains.txt"), "w") as fh:
            fh.write("# public function, deepest call chain on Cortex-M0 in bytes (frames summed) at %s\n"
                     % " ".join(opts))
            for f in sorted(worst, key=lambda f: (-worst[f], f)):
                fh.write("%s %s\n" % (f, " ".join(str(chains[f].get(o, "-")) for o in opts)))
        sizes = sorted(worst.values())
        print("call chains of the %d API functions (bytes, the larger of %s): smallest %d, median %d, "
              "largest %d; within %d: %d" % (len(sizes), "/".join(opts), sizes[0], sizes[len(sizes) // 2], sizes[-1],
                                             a.chain_report, sum(1 for v in sizes if v <= a.chain_report)))
    for p in problems:
        print("  PROBLEM: " + p)
    ok = not problems
    with open(result, "w") as fh:
        fh.write("1 0 stack\n" if ok else "0 1 stack\n")
    print("stack: %s (frames <= %d bytes, no dynamic frame, no recursion, no indirect call)"
          % ("passed" if ok else "FAILED", a.max))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
