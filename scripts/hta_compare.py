#!/usr/bin/env python3
"""FuseScope's step breakdown against Holistic Trace Analysis (PyPI HolisticTraceAnalysis) on the same trace.

    python3 scripts/hta_compare.py FUSESCOPE_CLI RUN TRACE [RUN TRACE]...

RUN is what `fusescope-cli profile` opens (a debug root), TRACE the torch.profiler trace. For each trace,
HTA's temporal breakdown (idle, compute and non-compute time over the span from the first GPU activity to
the last) and its communication/computation overlap are set beside `profile --json`'s "step_breakdown";
every figure must agree within 1% of the span (the overlap within 1 percentage point). Then the trace
`profile --annotate` writes (FuseScope's answers in each kernel's args, fusion-group tracks added) must load
in HTA with every GPU event of the original and give the same breakdown.

HTA takes every event with a "stream" argument for GPU work, and Inductor's Triton launch events (CPU
operators) carry "stream": 0, so HTA run as it comes counts the CPU launches as GPU kernels. Here its
frame keeps only the GPU activity (kernel, gpu_memcpy, gpu_memset), and its rounding of nanosecond times
to microseconds is off (HTA_DISABLE_NS_ROUNDING=1): both then measure the same events. Exit 1 on a
disagreement.
"""
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import warnings

os.environ["HTA_DISABLE_NS_ROUNDING"] = "1"
warnings.simplefilter("ignore")
logging.disable(logging.CRITICAL)


def hta_figures(trace, counts=None):
    from hta.trace_analysis import TraceAnalysis
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(trace, folder)  # HTA reads every trace of a folder as one rank each
        analysis = TraceAnalysis(trace_dir=folder)
        symbols = analysis.t.symbol_table.get_sym_table()
        for frame in analysis.t.traces.values():
            category = frame["cat"].map(lambda c: symbols[c])
            gpu = category.isin(["kernel", "gpu_memcpy", "gpu_memset"])
            frame.loc[~gpu, "stream"] = -1
            if counts is not None:
                counts.append(int(gpu.sum()))
        temporal = analysis.get_temporal_breakdown(visualize=False).iloc[0]
        overlap = analysis.get_comm_comp_overlap(visualize=False).iloc[0]["comp_comm_overlap_pctg"]
    return {"span": float(temporal["kernel_time(us)"]), "idle": float(temporal["idle_time(us)"]),
            "compute": float(temporal["compute_time(us)"]), "non_compute": float(temporal["non_compute_time(us)"]),
            "overlap_pct": None if overlap != overlap else float(overlap)}


def main():
    if len(sys.argv) < 4 or len(sys.argv) % 2 != 0:
        sys.exit(__doc__)
    cli, pairs = sys.argv[1], sys.argv[2:]
    failed = 0
    for run, trace in zip(pairs[::2], pairs[1::2]):
        out = subprocess.run([cli, "profile", run, "--trace", trace, "--json", "--refusals", "0"], capture_output=True,
                             text=True, check=True)
        fs = json.loads(out.stdout)["step_breakdown"]
        hta = hta_figures(trace)
        span = fs["span_us"]
        mine = {"span": span, "idle": fs["idle_us"], "compute": fs["compute_us"],
                "non_compute": span - fs["idle_us"] - fs["compute_us"]}
        bad = [k for k in mine if abs(mine[k] - hta[k]) > 0.01 * span]
        fs_overlap = 100.0 * fs["overlap_us"] / fs["collectives_us"] if fs["collectives_us"] > 0 else None
        if (fs_overlap is None) != (hta["overlap_pct"] is None) or (
                fs_overlap is not None and abs(fs_overlap - hta["overlap_pct"]) > 1.0):
            bad.append("overlap")
        print(f"hta-compare: {os.path.basename(trace)}: span {span:.1f} µs; idle {mine['idle']:.1f} vs HTA "
              f"{hta['idle']:.1f}; compute {mine['compute']:.1f} vs {hta['compute']:.1f}; non-compute "
              f"{mine['non_compute']:.1f} vs {hta['non_compute']:.1f}; overlap {fs_overlap} vs {hta['overlap_pct']}"
              + (f"  DIFFERS: {', '.join(bad)}" if bad else "  agrees"))
        # The annotated copy: the same GPU events for HTA, the same figures.
        with tempfile.TemporaryDirectory() as folder:
            annotated = os.path.join(folder, os.path.basename(trace))
            subprocess.run([cli, "profile", run, "--trace", trace, "--annotate", annotated, "--refusals", "0", "--top", "0"],
                           capture_output=True, text=True, check=True)
            before, after = [], []
            hta_figures(trace, before)
            again = hta_figures(annotated, after)
        same = before == after and all(abs(again[k] - hta[k]) <= 1e-6 * span for k in ("span", "idle", "compute", "non_compute"))
        print(f"hta-compare: {os.path.basename(trace)} annotated: {after[0]} GPU events in HTA (original {before[0]})"
              + ("  same" if same else "  DIFFERS"))
        failed += bool(bad) + (not same)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
