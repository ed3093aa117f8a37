#!/usr/bin/env python3
"""Capture one model of ../shared/captures/capture_models.py under changed Inductor config.

    python3 scripts/capture_with_config.py CAPTURE_MODELS.py MODEL OUTDIR [KEY=VALUE ...]

Runs the capture script unchanged except that `torch._inductor.config.KEY = VALUE` is set right after
it imports torch (so TORCH_LOGS and the debug dir it sets are still in effect), then lays the result out
like ../shared/captures: OUTDIR/MODEL/GRAPH/{ir_pre_fusion.txt, ir_post_fusion.txt, output_code.py,
fx_graph_readable.py, fusion.log} plus OUTDIR/MODEL/config.json naming the values that were set.
fusion.log is split per graph in compile order (each graph's trace starts at "attempting fusion (1/").
Needs PyTorch 2.11 with a GPU (or a model name ending in _cpu). Used to check FuseScope's `--set`.
"""
import ast
import json
import os
import re
import shutil
import subprocess
import sys

KEEP = ["ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py"]
ANCHOR = "from torch._inductor import scheduler as sched\n"


def parse_assignments(pairs):
    values = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]*", key):
            sys.exit(f"capture_with_config: expected KEY=VALUE, got {pair!r}")
        try:
            values[key] = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            values[key] = text
    return values


def run_child(script, model, out, values):
    source = open(script, encoding="utf-8").read()
    if ANCHOR not in source:
        sys.exit(f"capture_with_config: {script} no longer has the line {ANCHOR.strip()!r} to hook config after")
    setter = "import torch._inductor.config as _fs_cfg\n" + "".join(
        f"_fs_cfg.{key} = {value!r}\n" for key, value in values.items())
    patched = source.replace(ANCHOR, ANCHOR + setter, 1)
    sys.argv = [script, model, out]
    exec(compile(patched, script, "exec"), {"__name__": "__main__", "__file__": script})


def graph_folders(debug_root):
    """model__0_forward_1.0 -> 0_forward_1.0, in compile order (the trailing number)."""
    found = []
    for dirpath, dirnames, filenames in os.walk(debug_root):
        base = os.path.basename(dirpath)
        if "ir_pre_fusion.txt" in filenames and base.startswith("model__"):
            found.append((base[len("model__"):], dirpath))
    def order(item):
        match = re.search(r"_(\d+)\.(\d+)$", item[0])
        return (int(match.group(1)), int(match.group(2))) if match else (1 << 30, 0)
    return sorted(found, key=order)


def split_fusion_log(path):
    segments, current = [], None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if "===== attempting fusion (1/" in line:
                current = []
                segments.append(current)
            if current is not None:
                current.append(line)
    return segments


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "--child":
        run_child(sys.argv[2], sys.argv[3], sys.argv[4], json.loads(sys.argv[5]))
        return
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    script, model, out = sys.argv[1], sys.argv[2], os.path.abspath(sys.argv[3])
    values = parse_assignments(sys.argv[4:])
    raw = os.path.join(out, "raw_" + model)  # one per model: several captures may share OUTDIR
    subprocess.run([sys.executable, os.path.abspath(__file__), "--child", os.path.abspath(script), model, raw,
                    json.dumps(values)], check=True)
    lay_out_capture(raw, model, out, values, "capture_with_config")


def lay_out_capture(raw, model, out, values, tool):
    """RAW/MODEL/{debug, fusion.log} -> OUT/MODEL/GRAPH/{KEEP files, fusion.log} and OUT/MODEL/config.json."""
    graphs = graph_folders(os.path.join(raw, model, "debug"))
    logs = split_fusion_log(os.path.join(raw, model, "fusion.log"))
    if len(logs) != len(graphs):
        sys.exit(f"{tool}: {len(graphs)} graphs but {len(logs)} fusion traces in fusion.log")
    dest_model = os.path.join(out, model)
    for (name, folder), log in zip(graphs, logs):
        dest = os.path.join(dest_model, name)
        os.makedirs(dest, exist_ok=True)
        for file in KEEP:
            if os.path.exists(os.path.join(folder, file)):
                shutil.copy(os.path.join(folder, file), dest)
        with open(os.path.join(dest, "fusion.log"), "w", encoding="utf-8") as f:
            f.writelines(log)
    with open(os.path.join(dest_model, "config.json"), "w", encoding="utf-8") as f:
        json.dump(values, f, indent=1)
    shutil.rmtree(raw)
    print(f"{model}: {len(graphs)} graphs under {dest_model} with {values}")

if __name__ == "__main__":
    main()
