#!/usr/bin/env python3
"""Copy a whole fusescope-capture run for tests/data, keeping only what the scheduler comparison reads.

    python3 scripts/trim_run_for_tests.py [--keep-sources] RUN_DIR DEST_DIR

RUN_DIR holds fusion.log and torch_compile_debug/ as scripts/fusescope-capture wrote them. Each graph
folder keeps ir_pre_fusion.txt, ir_post_fusion.txt and fusescope_modules.json verbatim and
fx_graph_runnable.py's header up to its `# torch git version:` line (the version FuseScope replays). The
log keeps, with their prefixes, the `[__fusion]` lines and the `debug trace:` lines that say which graph
folder each scheduler run belongs to; the `[__ir_pre_fusion]` / `[__ir_post_fusion]` records (needed only
for subgraphs, which these programs have none of), the `stack_traces = {...}` elements of the candidate
listings and the node lines of every listing after a scheduler run's first (they repeat it) are left out.
--keep-sources keeps the stack traces and each graph's fx_graph_readable.py and output_code.py (for tests of
source lines).
"""
import os
import re
import shutil
import sys

STACK = re.compile(r", 'stack_traces = \{'(?:, '(?:[^'\\]|\\.)*')*?, '\}'")
KEEP = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "fusescope_modules.json")


def trim_log(src, dest, keep_stacks=False):
    with open(src, encoding="utf-8") as f, open(dest, "w", encoding="utf-8") as out:
        listings, in_listing = 0, False
        for line in f:
            if "[__fusion] " not in line:
                if " debug trace: " in line:
                    out.write(line)
                continue
            message = line.split("[__fusion] ", 1)[1]
            if message.startswith("===== attempting fusion (1/"):
                listings = 0
            if message.startswith("fuse_nodes_once, candidates:"):
                listings, in_listing = listings + 1, True
            elif in_listing and message.startswith("  "):
                if listings > 1:
                    continue
            else:
                in_listing = False
            out.write(line if keep_stacks else STACK.sub("", line))


def main():
    args = sys.argv[1:]
    keep_sources = "--keep-sources" in args
    args = [a for a in args if a != "--keep-sources"]
    if len(args) != 2:
        sys.exit(__doc__)
    src, dest = args
    os.makedirs(dest, exist_ok=True)
    trim_log(os.path.join(src, "fusion.log"), os.path.join(dest, "fusion.log"), keep_sources)
    debug = os.path.join(src, "torch_compile_debug")
    for run in sorted(os.listdir(debug)):
        inductor = os.path.join(debug, run, "torchinductor")
        if not os.path.isdir(inductor):
            continue
        for graph in sorted(os.listdir(inductor)):
            folder = os.path.join(inductor, graph)
            if not os.path.isfile(os.path.join(folder, "ir_pre_fusion.txt")):
                continue
            out = os.path.join(dest, "torch_compile_debug", run, "torchinductor", graph)
            os.makedirs(out, exist_ok=True)
            for name in KEEP + (("fx_graph_readable.py", "output_code.py") if keep_sources else ()):
                if os.path.exists(os.path.join(folder, name)):
                    shutil.copy(os.path.join(folder, name), out)
            runnable = os.path.join(folder, "fx_graph_runnable.py")
            if os.path.exists(runnable):
                with open(runnable, encoding="utf-8") as f, \
                     open(os.path.join(out, "fx_graph_runnable.py"), "w", encoding="utf-8") as w:
                    for line in f:
                        w.write(line)
                        if line.startswith("# torch git version:"):
                            break


if __name__ == "__main__":
    main()
