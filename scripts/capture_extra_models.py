#!/usr/bin/env python3
"""Extra Inductor captures that trigger mix-order reductions (two reductions of one input along
different dimensions fused into one kernel: LayerNorm/RMSNorm backward's per-row reduction with the
weight-gradient column reduction), plus a negative case below Inductor's size thresholds.

    python3 scripts/capture_extra_models.py MODEL OUTDIR [KEY=VALUE ...]

Sets the environment exactly like ../shared/captures/capture_models.py (TORCH_COMPILE_DEBUG,
TORCH_COMPILE_DEBUG_DIR, TORCHINDUCTOR_CACHE_DIR, FX/AUTOGRAD cache off, TORCH_LOGS=+fusion,
TORCH_LOGS_OUT), sets `torch._inductor.config.KEY = VALUE` for each pair, and lays the result out like
../shared/captures: OUTDIR/MODEL/GRAPH/{ir_pre_fusion.txt, ir_post_fusion.txt, output_code.py,
fx_graph_readable.py, fusion.log} plus OUTDIR/MODEL/config.json (the pairs set, `{}` if none).
The per-graph split of fusion.log and the graph folder order are scripts/capture_with_config.py's.
Needs PyTorch 2.11 with a CUDA GPU.

Models:
  layernorm_bwd_large  nn.LayerNorm(1024) training step, input (8192, 1024) requiring grad
  rmsnorm_bwd_large    Llama-style RMSNorm(512) with weight, training step, input (16384, 512)
  layernorm_bwd_small  nn.LayerNorm(1024) training step, input (2048, 1024): below nrow*ncol >= 5Mi
"""
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
from capture_with_config import lay_out_capture, parse_assignments  # noqa: E402

MODELS = ["layernorm_bwd_large", "rmsnorm_bwd_large", "layernorm_bwd_small"]


def child(name, out, values):
    root = os.path.join(out, name)
    os.makedirs(root, exist_ok=True)
    os.environ["TORCH_COMPILE_DEBUG"] = "1"
    os.environ["TORCH_COMPILE_DEBUG_DIR"] = os.path.join(root, "debug")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join("/tmp/ind_cache", name + "_" + str(os.getpid()))
    os.environ["TORCHINDUCTOR_FX_GRAPH_CACHE"] = "0"
    os.environ["TORCHINDUCTOR_AUTOGRAD_CACHE"] = "0"
    os.environ["TORCH_TRACE"] = os.path.join(root, "trace")
    os.environ["TORCH_LOGS"] = os.environ.get("CAP_LOGS", "+fusion")
    os.environ["TORCH_LOGS_OUT"] = os.path.join(root, "fusion.log")

    import torch
    import torch.nn as nn
    import torch._inductor.config as icfg
    for key, value in values.items():
        obj = icfg
        *path, last = key.split(".")
        for part in path:
            obj = getattr(obj, part)
        setattr(obj, last, value)

    class RMSNorm(nn.Module):
        """Llama's RMSNorm (transformers.models.llama.LlamaRMSNorm)."""
        def __init__(self, d, eps=1e-6):
            super().__init__()
            self.weight = nn.Parameter(torch.ones(d))
            self.eps = eps

        def forward(self, x):
            dtype = x.dtype
            x = x.to(torch.float32)
            x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
            return self.weight * x.to(dtype)

    def train_step(model, shape):
        torch.manual_seed(0)
        model = model.to("cuda").train()
        x = torch.randn(*shape, device="cuda", requires_grad=True)
        out = torch.compile(model)(x)
        out.float().sum().backward()
        torch.cuda.synchronize()

    if name == "layernorm_bwd_large":
        train_step(nn.LayerNorm(1024), (8192, 1024))
    elif name == "rmsnorm_bwd_large":
        train_step(RMSNorm(512), (16384, 512))
    elif name == "layernorm_bwd_small":
        train_step(nn.LayerNorm(1024), (2048, 1024))
    else:
        raise SystemExit("unknown " + name)
    return torch.__version__


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "--child":
        t0 = time.perf_counter()
        version = child(sys.argv[2], os.path.abspath(sys.argv[3]), json.loads(sys.argv[4]))
        print(sys.argv[2], "torch", version, "done", round(time.perf_counter() - t0, 1), "s")
        return
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    model, out = sys.argv[1], os.path.abspath(sys.argv[2])
    values = parse_assignments(sys.argv[3:])
    raw = os.path.join(out, "raw_" + model)  # one per model: several models may share OUTDIR
    subprocess.run([sys.executable, os.path.abspath(__file__), "--child", model, raw, json.dumps(values)],
                   check=True)
    lay_out_capture(raw, model, out, values, "capture_extra_models")

if __name__ == "__main__":
    main()
