#!/usr/bin/env python3
"""Copy a capture graph folder for tests/data, keeping only what the scheduler comparison reads.

    python3 scripts/trim_capture_for_tests.py SRC_GRAPH_FOLDER DEST_GRAPH_FOLDER

Keeps ir_pre_fusion.txt and ir_post_fusion.txt verbatim, and fx_graph_runnable.py's header up to its
`# torch git version:` line (the PyTorch version FuseScope shows; the graph after it is left out); copies
fusion.log without the log prefix (`V1122 03:14:53.126000 473 torch/_inductor/scheduler.py:3706] [0/0]
[__fusion] `, and a torch.distributed process's `[rank0]:` in front of it: give a one-rank log) and without the
`stack_traces = {...}` elements of the candidate listings, and without the node lines of every listing
after the first (they repeat it); those hold most of its bytes and nothing the scheduler reads.
output_code.py and fx_graph_readable.py are left out.
"""
import os
import re
import shutil
import sys

PREFIX = re.compile(r"^(?:\[[A-Za-z_]+\d+\]:)*[VIWE]\d{4} [0-9:.]+ +\d+ [^\]]*\] \[[^\]]*\] \[__fusion\] ")
STACK = re.compile(r", 'stack_traces = \{'(?:, '(?:[^'\\]|\\.)*')*?, '\}'")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    src, dest = sys.argv[1], sys.argv[2]
    os.makedirs(dest, exist_ok=True)
    for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        shutil.copy(os.path.join(src, name), dest)
    runnable = os.path.join(src, "fx_graph_runnable.py")
    if os.path.exists(runnable):
        with open(runnable, encoding="utf-8") as f, \
             open(os.path.join(dest, "fx_graph_runnable.py"), "w", encoding="utf-8") as out:
            for line in f:
                out.write(line)
                if line.startswith("# torch git version:"):
                    break
    with open(os.path.join(src, "fusion.log"), encoding="utf-8") as f, \
         open(os.path.join(dest, "fusion.log"), "w", encoding="utf-8") as out:
        listings, in_listing = 0, False
        for line in f:
            if "[__fusion]" not in line:
                continue  # other loggers' lines (autotuning errors) interleaved by TORCH_LOGS_OUT
            message = PREFIX.sub("", line)
            if message.startswith("fuse_nodes_once, candidates:"):
                listings, in_listing = listings + 1, True
            elif in_listing and message.startswith("  "):
                if listings > 1:
                    continue
            else:
                in_listing = False
            out.write(STACK.sub("", message))


if __name__ == "__main__":
    main()
