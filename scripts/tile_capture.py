#!/usr/bin/env python3
"""Scale a real capture up by tiling it: K independent copies of one graph in one graph, for measuring
FuseScope at a size no GPU host here can capture in one sitting (#50: a 20,000-node graph with a half-gigabyte
fusion log; the 400-layer Llama tiled 3 times is 21,018 nodes and a 565 MB log).

    scripts/tile_capture.py GRAPH_FOLDER FUSION_LOG K OUT

Copy k renames every scheduler node `opN` to `op{N + k*nodes}` and every buffer `bufN` to
`buf{N + k*buffers}`; graph inputs (`arg0_1`, `primals_1`) are shared, so the copies read the same weights.
The IR dump and the fusion log are tiled alike: each run of per-node lines (IR blocks, the candidate
listing, refusals, fusions) is written K times, and the counts of the lines between them (`attempting
fusion (1/10): N nodes`, `found N possible fusions`, `fused A nodes into B nodes`) are multiplied by K.

What comes out is NOT a capture Inductor made: Inductor would have interleaved the copies' decisions by
score, so FuseScope's replay of it differs from the tiled log in order. It measures reading, memory and
every command at that size; it says nothing about replay fidelity.
"""
import os
import re
import shutil
import sys

NAME = re.compile(r"(?<![A-Za-z0-9])(op|buf)(\d+)(?![0-9])")
COUNTS = [
    re.compile(r"(attempting fusion \(\d+/\d+\): )(\d+)( nodes)"),
    re.compile(r"(found )(\d+)( possible fusions)"),
    re.compile(r"(fused )(\d+)( nodes into )(\d+)( nodes)"),
]
STRUCTURAL = ("===== attempting fusion", "found ", "completed fusion round", "===== fusion complete",
              "fuse_nodes_once, candidates:", "BEFORE FUSION", "AFTER FUSION")


def message(line):
    """The message after the glog prefix and the `[0/0] [__fusion] ` tags, if any."""
    m = re.match(r"^[IWVED]\d{4} [\d:.]+ +\d+ [^\]]+\] (?:\[[^\]]*\] )*", line)
    return line[m.end():] if m else line


def largest(pattern, text):
    return max((int(m.group(2)) for m in pattern.finditer(text)), default=-1) + 1


def renamer(nodes, buffers, k):
    def rename(m):
        offset = nodes * k if m.group(1) == "op" else buffers * k
        return f"{m.group(1)}{int(m.group(2)) + offset}"
    return lambda line: NAME.sub(rename, line)


def scale_counts(line, k):
    for pattern in COUNTS:
        line = pattern.sub(lambda m: "".join(str(int(g) * k) if g.isdigit() else g for g in m.groups()), line)
    return line


def tile_lines(lines, copies, renames, structural, kind=lambda line: 0):
    """Runs of lines of one kind between structural lines, each written `copies` times (a candidate
    listing is its own run: the reader takes the lines after `candidates:` that are indented as its)."""
    out = []
    run = []
    run_kind = None

    def flush():
        for rename in renames[:copies]:
            out.extend(rename(line) for line in run)
        run.clear()

    for line in lines:
        if structural(line):
            flush()
            out.append(scale_counts(line, copies))
            run_kind = None
            continue
        if kind(line) != run_kind:
            flush()
            run_kind = kind(line)
        run.append(line)
    flush()
    return out


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    graph, log, copies, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    with open(os.path.join(graph, "ir_pre_fusion.txt"), encoding="utf-8") as f:
        ir = f.read().splitlines(keepends=True)
    nodes = largest(re.compile(r"^(op)(\d+): ", re.M), "".join(ir))
    buffers = max(largest(re.compile(r"(?<![A-Za-z0-9])(buf)(\d+)(?![0-9])"), "".join(ir)), 1)
    renames = [renamer(nodes, buffers, k) for k in range(copies)]
    target = os.path.join(out, "torch_compile_debug", "run_tiled", "torchinductor", os.path.basename(os.path.normpath(graph)))
    os.makedirs(target, exist_ok=True)
    for name in ("fx_graph_runnable.py", "fx_graph_readable.py", "fusescope_modules.json"):
        if os.path.exists(os.path.join(graph, name)):
            shutil.copy(os.path.join(graph, name), target)
    with open(os.path.join(target, "ir_pre_fusion.txt"), "w", encoding="utf-8") as f:
        f.writelines(tile_lines(ir, copies, renames, lambda line: False))
    with open(log, encoding="utf-8", errors="surrogateescape") as f:
        log_lines = f.readlines()
    tiled = tile_lines(log_lines, copies, renames, lambda line: message(line).startswith(STRUCTURAL),
                       lambda line: "[__fusion]   " in line)
    # Where scripts/fusescope-capture writes a run's log: beside torch_compile_debug/, one log for the run.
    with open(os.path.join(out, "fusion.log"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.writelines(tiled)
    count = sum(1 for line in ir if re.match(r"op\d+: ", line))
    print(f"{target}: {copies} copies of {count} nodes ({copies * count} nodes), "
          f"{os.path.getsize(os.path.join(out, 'fusion.log')) / 1e6:.0f} MB fusion.log")


if __name__ == "__main__":
    main()
