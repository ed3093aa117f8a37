#!/usr/bin/env python3
"""Inductor captures for issue 16's families (CPU C++ backend, bf16 under max-autotune, mobile CNNs,
channels-last CNN training, GroupNorm+attention conv blocks, dynamic shapes), with Inductor's own
`Scheduler.fuse_nodes` wall time per graph (issue 17).

    python3 scripts/capture_family_models.py --all OUTDIR [--jobs N] [--deadline S] [--models a,b,...]
                                             [--timing-only] [--threads T] [--repeat R]
    python3 scripts/capture_family_models.py --list

Each model runs in its own process with the environment of ../shared/captures/capture_models.py
(TORCH_COMPILE_DEBUG=1, TORCH_LOGS=+fusion, TORCH_LOGS_OUT, FX/AUTOGRAD caches off) and
`Scheduler.fuse_nodes` wrapped with time.perf_counter. Result:
  OUTDIR/FAMILY/MODEL/GRAPH/{ir_pre_fusion.txt, ir_post_fusion.txt, output_code.py, fx_graph_readable.py,
                             inductor_provenance_tracking_node_mappings.json, fusion.log}
  OUTDIR/FAMILY/MODEL/config.json            what was set (compile kwargs, inductor config)
  OUTDIR/FAMILY/MODEL/fuse_nodes_timing.json one entry per fuse_nodes call, in order, each naming its graph
  OUTDIR/logs/MODEL.txt                      the process's output;  OUTDIR/summary.json
fusion.log is split per graph by fuse_nodes call (each starts at "attempting fusion (1/"); the k-th trace
belongs to the graph whose debug folder was active during the k-th fuse_nodes call.
--timing-only: no debug output and no logs, only fuse_nodes timings (OUTDIR/timing/MODEL.json).
--repeat R: compile and run each model R times in its process (torch._dynamo.reset() between), so later
fuse_nodes timings are free of first-compile costs; each timing names its iteration.
Models named shared_* are ../shared/captures/capture_models.py's, for timing only.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time

KEEP = ["ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py",
        "inductor_provenance_tracking_node_mappings.json"]

# name -> (family, device); order = launch order (longest first)
MODELS = {
    "ma_gpt2_bf16_train": ("bf16_autotune", "cuda"),
    "ma_gpt2_bf16_inf": ("bf16_autotune", "cuda"),
    "ma_llama_bf16_inf": ("bf16_autotune", "cuda"),
    "ma_mlp_bf16_train": ("bf16_autotune", "cuda"),
    "ma_prologue_bf16_inf": ("bf16_autotune", "cuda"),
    "ma_llama_bf16_train": ("bf16_autotune", "cuda"),
    "ma_bert_bf16_train": ("bf16_autotune", "cuda"),
    "ma_gpt2l_bf16_train": ("bf16_autotune", "cuda"),
    "mafull_gpt2l_bf16_train": ("bf16_autotune", "cuda"),
    "mafull_llama_bf16_train": ("bf16_autotune", "cuda"),
    "mafull_llama4_bf16_train": ("bf16_autotune", "cuda"),
    "mafull_llama4_autocast_train": ("bf16_autotune", "cuda"),
    "mafull_gpt2_6l_bf16_train": ("bf16_autotune", "cuda"),
    "mafull_bert4_bf16_train": ("bf16_autotune", "cuda"),
    "mafull_vit_tiny_bf16_train": ("bf16_autotune", "cuda"),
    "cpu_resnet18_train": ("cpu", "cpu"),
    "cpu_gpt2_train": ("cpu", "cpu"),
    "cpu_mlp_ln_train": ("cpu", "cpu"),
    "cpu_bert_inf": ("cpu", "cpu"),
    "cpu_llama_inf": ("cpu", "cpu"),
    "cpu_resnet18_inf": ("cpu", "cpu"),
    "cpu_ma_mlp_inf": ("cpu_autotune", "cpu"),
    "cpu_ma_bert_inf": ("cpu_autotune", "cpu"),
    "cpu_ma_prologue_inf": ("cpu_autotune", "cpu"),
    "cpu_ma_resnet18_inf": ("cpu_autotune", "cpu"),
    "cpu_ma_glu_inf": ("cpu_autotune", "cpu"),
    "efficientnet_b0_train": ("mobile", "cuda"),
    "mobilenet_v3_small_train": ("mobile", "cuda"),
    "efficientnet_b0_inf": ("mobile", "cuda"),
    "mobilenet_v3_small_inf": ("mobile", "cuda"),
    "resnet18_cl_train": ("channels_last", "cuda"),
    "mobilenet_v2_cl_train": ("channels_last", "cuda"),
    "regnet_x_400mf_cl_train": ("channels_last", "cuda"),
    "unet_block_train": ("gn_attn", "cuda"),
    "unet_sdpa_bf16_train": ("gn_attn", "cuda"),
    "unet_block_inf": ("gn_attn", "cuda"),
    "bert_dyn_train": ("dynamic", "cuda"),
    "gpt2_dyn_inf": ("dynamic", "cuda"),
    "llama_dyn_inf": ("dynamic", "cuda"),
    "mlp_dyn_train": ("dynamic", "cuda"),
    # higher-order ops whose subgraphs Inductor schedules one by one inside the outer graph (issue 15)
    "cond_mlp_inf": ("subgraph", "cuda"),
    "cond_mlp_train": ("subgraph", "cuda"),
    "invoke_layers_inf": ("subgraph", "cuda"),
    "invoke_layers_train": ("subgraph", "cuda"),
    "while_loop_inf": ("subgraph", "cuda"),
    # a 1,500-node class of graph for the debugger and the speed goal (issues 14, 17)
    "llama_48l_train": ("large", "cuda"),
    # a 4,000-node training backward (issue 36: every question answered at scale)
    "llama_128l_train": ("large", "cuda"),
    # ../shared/captures/capture_models.py's, for --timing-only
    "shared_llama_24l_train": ("shared", "cuda"),
    "shared_convnext_train": ("shared", "cuda"),
    "shared_gpt2_train": ("shared", "cuda"),
}


# ----------------------------------------------------------------------------------------------- child
def child(name, root, timing_only, repeat=1):
    family, dev = MODELS[name]
    os.makedirs(root, exist_ok=True)
    if not timing_only:
        os.environ["TORCH_COMPILE_DEBUG"] = "1"
        os.environ["TORCH_COMPILE_DEBUG_DIR"] = os.path.join(root, "debug")
        # A graph with subgraphs runs one scheduler per subgraph, and each overwrites the debug folder's
        # ir_pre/post_fusion.txt: the ir_* artifact logs keep every run's IR in the one log.
        os.environ["TORCH_LOGS"] = "+fusion,ir_pre_fusion,ir_post_fusion" if family == "subgraph" else "+fusion"
        os.environ["TORCH_LOGS_OUT"] = os.path.join(root, "fusion.log")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join("/tmp/ind_cache", name + "_" + str(os.getpid()))
    os.environ["TORCHINDUCTOR_FX_GRAPH_CACHE"] = "0"
    os.environ["TORCHINDUCTOR_AUTOGRAD_CACHE"] = "0"

    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    import torch._inductor.config as icfg
    from torch._inductor import scheduler as sched
    from torch._inductor.virtualized import V

    times = []
    orig_fuse = sched.Scheduler.fuse_nodes

    def timed_fuse(self, nodes, *a, **k):
        n_in = len(nodes)
        try:
            path = V.debug._path if V.debug is not None else None
        except Exception:
            path = None
        try:
            from functorch.compile import get_aot_graph_name
            aot = get_aot_graph_name()
        except Exception:
            aot = None
        t0 = time.perf_counter()
        r = orig_fuse(self, nodes, *a, **k)
        dt = time.perf_counter() - t0
        times.append({"fuse_nodes_s": dt, "nodes_in": n_in, "nodes_out": len(r),
                      "nodes_pre_fusion": getattr(self, "num_orig_nodes", None),
                      "debug_path": path, "aot_graph_name": aot})
        with open(os.path.join(root, "fuse_times.jsonl"), "a") as f:  # survives a kill at the deadline
            f.write(json.dumps(times[-1], default=str) + "\n")
        return r
    sched.Scheduler.fuse_nodes = timed_fuse

    settings = {"compile": {}, "inductor_config": {}}

    def setcfg(**kv):
        for key, value in kv.items():
            obj = icfg
            *path, last = key.split("__")
            for part in path:
                obj = getattr(obj, part)
            setattr(obj, last, value)
            settings["inductor_config"][key.replace("__", ".")] = value

    def compile_(model, **ck):
        settings["compile"] = {k: v for k, v in ck.items()}
        return torch.compile(model, **ck)

    def sync():
        if dev == "cuda":
            torch.cuda.synchronize()

    def run_inf(model, *inp, **ck):
        model = model.to(dev).eval()
        inp = [x.to(dev) if torch.is_tensor(x) else x for x in inp]
        m = compile_(model, **ck)
        with torch.no_grad():
            m(*inp)
        sync()

    def run_train(model, *inp, loss_fn=None, channels_last=False, autocast=None, **ck):
        model = model.to(dev).train()
        inp = [x.to(dev) if torch.is_tensor(x) else x for x in inp]
        if channels_last:
            model = model.to(memory_format=torch.channels_last)
            inp = [x.to(memory_format=torch.channels_last) if torch.is_tensor(x) and x.dim() == 4 else x
                   for x in inp]
            settings["channels_last"] = True
        m = compile_(model, **ck)
        if autocast is not None:
            settings["autocast"] = str(autocast)
            with torch.autocast(dev, dtype=autocast):
                out = m(*inp)
        else:
            out = m(*inp)
        if loss_fn:
            out = loss_fn(out)
        elif not torch.is_tensor(out):
            out = out[0]
        out.float().sum().backward()
        sync()

    class MLP(nn.Module):
        def __init__(s, d=512):
            super().__init__(); s.l1 = nn.Linear(d, 4 * d); s.ln = nn.LayerNorm(4 * d); s.l2 = nn.Linear(4 * d, d)

        def forward(s, x):
            return s.l2(F.gelu(s.ln(s.l1(x)))) + x

    class ResBlock(nn.Module):
        def __init__(s, cin, cout, temb=64, groups=8):
            super().__init__()
            s.n1 = nn.GroupNorm(groups, cin); s.c1 = nn.Conv2d(cin, cout, 3, padding=1)
            s.t = nn.Linear(temb, cout)
            s.n2 = nn.GroupNorm(groups, cout); s.c2 = nn.Conv2d(cout, cout, 3, padding=1)
            s.skip = nn.Conv2d(cin, cout, 1) if cin != cout else nn.Identity()

        def forward(s, x, t):
            h = s.c1(F.silu(s.n1(x))) + s.t(F.silu(t))[:, :, None, None]
            h = s.c2(F.silu(s.n2(h)))
            return h + s.skip(x)

    class AttnBlock(nn.Module):
        def __init__(s, c, groups=8, heads=1, sdpa=False):
            super().__init__()
            s.n = nn.GroupNorm(groups, c); s.qkv = nn.Conv2d(c, 3 * c, 1); s.proj = nn.Conv2d(c, c, 1)
            s.heads, s.sdpa = heads, sdpa

        def forward(s, x):
            B, C, H, W = x.shape
            q, k, v = s.qkv(s.n(x)).reshape(B, 3, s.heads, C // s.heads, H * W).unbind(1)
            q, k, v = q.transpose(-1, -2), k.transpose(-1, -2), v.transpose(-1, -2)
            if s.sdpa:
                o = F.scaled_dot_product_attention(q, k, v)
            else:
                o = ((q @ k.transpose(-1, -2)) * (C // s.heads) ** -0.5).softmax(-1) @ v
            o = o.transpose(-1, -2).reshape(B, C, H, W)
            return x + s.proj(o)

    class UNetBlock(nn.Module):
        """A small UNet stage: ResBlock + self-attention, downsample, ResBlock, upsample, skip concat."""
        def __init__(s, c=64, sdpa=False):
            super().__init__()
            s.r1 = ResBlock(c, c); s.a1 = AttnBlock(c, heads=2 if sdpa else 1, sdpa=sdpa)
            s.down = nn.Conv2d(c, 2 * c, 3, stride=2, padding=1)
            s.r2 = ResBlock(2 * c, 2 * c); s.a2 = AttnBlock(2 * c, heads=2 if sdpa else 1, sdpa=sdpa)
            s.upc = nn.Conv2d(2 * c, c, 3, padding=1)
            s.r3 = ResBlock(2 * c, c)
            s.out = nn.Sequential(nn.GroupNorm(8, c), nn.SiLU(), nn.Conv2d(c, 3, 3, padding=1))

        def forward(s, x, t):
            h1 = s.a1(s.r1(x, t))
            h2 = s.a2(s.r2(s.down(h1), t))
            u = s.upc(F.interpolate(h2, scale_factor=2.0, mode="nearest"))
            return s.out(s.r3(torch.cat([u, h1], 1), t))

    class GluEpilogues(nn.Module):
        """Epilogues reading a GEMM's output at two indexes (a fused gate/up projection, a transpose)."""
        def __init__(s, d=256):
            super().__init__()
            s.gate_up = nn.Linear(d, 2 * d)
            s.down = nn.Linear(d, d)
            s.sq = nn.Linear(d, d)

        def forward(s, x):
            a, b = s.gate_up(x).chunk(2, -1)
            h = s.down(F.silu(a) * b)
            y = s.sq(h[:, :h.shape[0]] if h.shape[0] <= h.shape[1] else h)
            return torch.relu(y) + 1.0, y + y.t() if y.shape[0] == y.shape[1] else y * 2.0

    class Prologues(nn.Module):
        """Template prologue candidates: a single-use cast, a multi-use relu+cast, a tanh on a template output."""
        def __init__(s, d=512):
            super().__init__()
            s.w1 = nn.Parameter(torch.randn(d, d) * d ** -0.5)
            s.w2 = nn.Parameter(torch.randn(d, d) * d ** -0.5)
            s.w3 = nn.Parameter(torch.randn(d, d) * d ** -0.5)

        def forward(s, x):
            a = (x * 0.5).to(torch.bfloat16) @ s.w1.to(torch.bfloat16)
            g = torch.relu(x).to(torch.bfloat16)
            b = g @ s.w2.to(torch.bfloat16) + g @ s.w3.to(torch.bfloat16)
            c = torch.tanh(a) @ s.w2.to(torch.bfloat16).t()
            return a, b, c

    class CondMLP(nn.Module):
        """torch.cond with a normalisation branch and a softmax branch, both fusible inside."""
        def __init__(s, d=256):
            super().__init__(); s.l1 = nn.Linear(d, d); s.ln = nn.LayerNorm(d); s.l2 = nn.Linear(d, d)

        def forward(s, x):
            h = s.l1(x)
            y = torch.cond(h.sum() > 0, lambda v: F.gelu(s.ln(v)) * 2.0 + 1.0,
                           lambda v: torch.relu(v).softmax(-1) - v.mean(-1, keepdim=True), (h,))
            return s.l2(y) + x

    @torch.compiler.nested_compile_region
    def mlp_block(x, w1, b1, w2, b2):
        h = F.layer_norm(x, x.shape[-1:])
        return x + F.linear(F.gelu(F.linear(h, w1, b1)), w2, b2)

    class InvokeLayers(nn.Module):
        """One block compiled once (nested_compile_region) and called for four layers."""
        def __init__(s, d=256, n=4):
            super().__init__()
            s.w1 = nn.ParameterList([nn.Parameter(torch.randn(4 * d, d) * d ** -0.5) for _ in range(n)])
            s.b1 = nn.ParameterList([nn.Parameter(torch.zeros(4 * d)) for _ in range(n)])
            s.w2 = nn.ParameterList([nn.Parameter(torch.randn(d, 4 * d) * d ** -0.5) for _ in range(n)])
            s.b2 = nn.ParameterList([nn.Parameter(torch.zeros(d)) for _ in range(n)])

        def forward(s, x):
            for i in range(len(s.w1)):
                x = mlp_block(x, s.w1[i], s.b1[i], s.w2[i], s.b2[i])
            return torch.tanh(x) * 0.5

    class WhileLoop(nn.Module):
        def __init__(s, d=256):
            super().__init__(); s.l = nn.Linear(d, d)

        def forward(s, x):
            from torch._higher_order_ops.while_loop import while_loop
            i0 = torch.zeros((), dtype=torch.int64, device=x.device)
            _, y = while_loop(lambda i, v: i < 3, lambda i, v: (i + 1, (v * 0.5).sin() + v.cos() * v.mean()),
                              (i0, s.l(x)))
            return y.relu()

    def gpt2(n_layer, n_embd, n_head, vocab, npos):
        from transformers import GPT2Config, GPT2LMHeadModel
        return GPT2LMHeadModel(GPT2Config(n_layer=n_layer, n_embd=n_embd, n_head=n_head, vocab_size=vocab,
                                          n_positions=npos))

    def bert(hidden, layers, heads, inter, vocab=1000):
        from transformers import BertConfig, BertModel
        return BertModel(BertConfig(hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=heads,
                                    intermediate_size=inter, vocab_size=vocab))

    def llama(hidden, inter, layers, heads, kv, vocab, maxpos=512):
        from transformers import LlamaConfig, LlamaForCausalLM
        return LlamaForCausalLM(LlamaConfig(hidden_size=hidden, intermediate_size=inter, num_hidden_layers=layers,
                                            num_attention_heads=heads, num_key_value_heads=kv, vocab_size=vocab,
                                            max_position_embeddings=maxpos))

    def tv(fn, **kw):
        import torchvision
        return getattr(torchvision.models, fn)(**kw)

    logits = lambda o: o.logits  # noqa: E731
    hidden = lambda o: o.last_hidden_state  # noqa: E731
    bf16 = torch.bfloat16
    # max-autotune, kept quick: Triton templates only (so every mm is a template), default search space;
    # coordinate descent (runtime tuning, no scheduler effect) off where the options dict is used.
    ma_opts = {"max_autotune": True, "triton.cudagraphs": False, "coordinate_descent_tuning": False}

    if name.startswith("ma_"):
        setcfg(max_autotune_gemm_backends="TRITON", max_autotune_gemm_search_space="DEFAULT")
    if name.startswith("cpu_ma_"):
        # The C++ GEMM template (CppGemmTemplate) packs its weight, so it needs frozen (constant) weights.
        # glu: the C++ template alone, so its epilogue rules decide (with ATEN, MKL may win the benchmark).
        setcfg(max_autotune_gemm_backends="CPP" if name == "cpu_ma_glu_inf" else "CPP,ATEN", freezing=True)
    for it in range(repeat):
        if it:
            torch._dynamo.reset()
        torch.manual_seed(0)
        n_before = len(times)
        run_model(name, locals())
        for t in times[n_before:]:
            t["iteration"] = it
    return torch, times, settings


def run_model(name, env):
    """One compile-and-run of the model (all helpers come from child's locals)."""
    globals().update({k: v for k, v in env.items() if k not in ("name",)})

    # --- CPU (C++ backend)
    if name == "cpu_bert_inf":
        run_inf(bert(128, 2, 4, 512), torch.randint(0, 1000, (2, 64)))
    elif name == "cpu_llama_inf":
        run_inf(llama(128, 344, 2, 4, 2, 1024, 256), torch.randint(0, 1024, (2, 64)))
    elif name == "cpu_gpt2_train":
        run_train(gpt2(2, 128, 4, 1024, 128), torch.randint(0, 1024, (2, 64)), loss_fn=logits)
    elif name == "cpu_mlp_ln_train":
        run_train(MLP(256), torch.randn(32, 256))
    elif name == "cpu_resnet18_inf":
        run_inf(tv("resnet18", num_classes=10), torch.randn(2, 3, 64, 64))
    elif name == "cpu_resnet18_train":
        run_train(tv("resnet18", num_classes=10), torch.randn(2, 3, 64, 64))
    # --- CPU under max-autotune: C++ GEMM templates with epilogues
    elif name == "cpu_ma_mlp_inf":
        run_inf(MLP(256), torch.randn(64, 256), options={"max_autotune": True})
    elif name == "cpu_ma_bert_inf":
        run_inf(bert(128, 2, 4, 512), torch.randint(0, 1000, (2, 64)), options={"max_autotune": True})
    elif name == "cpu_ma_prologue_inf":
        run_inf(Prologues(256), torch.randn(64, 256), options={"max_autotune": True})
    elif name == "cpu_ma_glu_inf":
        run_inf(GluEpilogues(256), torch.randn(256, 256), options={"max_autotune": True})
    elif name == "cpu_ma_resnet18_inf":
        run_inf(tv("resnet18", num_classes=10), torch.randn(2, 3, 64, 64), options={"max_autotune": True})
    # --- bf16 under max-autotune
    elif name == "ma_gpt2_bf16_inf":
        run_inf(gpt2(2, 256, 4, 2048, 256).to(bf16), torch.randint(0, 2048, (4, 128)), mode="max-autotune")
    elif name == "ma_gpt2_bf16_train":
        run_train(gpt2(2, 128, 4, 1024, 128).to(bf16), torch.randint(0, 1024, (4, 64)), loss_fn=logits,
                  options=ma_opts)
    elif name == "ma_llama_bf16_inf":
        run_inf(llama(256, 688, 2, 4, 2, 2048).to(bf16), torch.randint(0, 2048, (2, 128)), options=ma_opts)
    elif name == "ma_mlp_bf16_train":
        run_train(MLP(512).to(bf16), torch.randn(256, 512, dtype=bf16), options=ma_opts)
    elif name == "ma_prologue_bf16_inf":
        run_inf(Prologues(512), torch.randn(256, 512), options=ma_opts)
    # training backwards under max-autotune (issue 32: an order-only divergence was seen on one)
    elif name == "ma_llama_bf16_train":
        run_train(llama(256, 688, 2, 4, 2, 2048).to(bf16), torch.randint(0, 2048, (2, 128)), loss_fn=logits,
                  options=ma_opts)
    elif name == "ma_bert_bf16_train":
        run_train(bert(256, 2, 4, 1024).to(bf16), torch.randint(0, 1000, (4, 64)), loss_fn=hidden, options=ma_opts)
    # mode="max-autotune" as users write it: ATen and Triton GEMMs, epilogue fusions benchmarked
    elif name == "mafull_gpt2l_bf16_train":
        run_train(gpt2(4, 256, 4, 2048, 256).to(bf16), torch.randint(0, 2048, (4, 128)), loss_fn=logits,
                  mode="max-autotune-no-cudagraphs")
    elif name == "mafull_llama_bf16_train":
        run_train(llama(256, 688, 2, 4, 2, 2048).to(bf16), torch.randint(0, 2048, (2, 128)), loss_fn=logits,
                  mode="max-autotune-no-cudagraphs")
    # larger training backwards (100-200 kernels) as users compile them: bf16 weights or autocast
    elif name == "mafull_llama4_bf16_train":
        run_train(llama(512, 1376, 4, 8, 4, 4096).to(bf16), torch.randint(0, 4096, (2, 256)), loss_fn=logits,
                  mode="max-autotune-no-cudagraphs")
    elif name == "mafull_llama4_autocast_train":
        run_train(llama(512, 1376, 4, 8, 4, 4096), torch.randint(0, 4096, (2, 256)), loss_fn=logits,
                  autocast=bf16, mode="max-autotune-no-cudagraphs")
    elif name == "mafull_gpt2_6l_bf16_train":
        run_train(gpt2(6, 512, 8, 4096, 256).to(bf16), torch.randint(0, 4096, (4, 128)), loss_fn=logits,
                  mode="max-autotune-no-cudagraphs")
    elif name == "mafull_bert4_bf16_train":
        run_train(bert(512, 4, 8, 2048).to(bf16), torch.randint(0, 1000, (4, 128)), loss_fn=hidden,
                  mode="max-autotune-no-cudagraphs")
    elif name == "mafull_vit_tiny_bf16_train":
        import timm
        run_train(timm.create_model("vit_tiny_patch16_224", pretrained=False).to(bf16),
                  torch.randn(8, 3, 224, 224, dtype=bf16), mode="max-autotune-no-cudagraphs")
    elif name == "ma_gpt2l_bf16_train":
        run_train(gpt2(4, 256, 4, 2048, 256).to(bf16), torch.randint(0, 2048, (4, 128)), loss_fn=logits,
                  options=ma_opts)
    # --- mobile CNNs (depthwise, SiLU / hardswish, squeeze-excite)
    elif name == "mobilenet_v3_small_inf":
        run_inf(tv("mobilenet_v3_small", num_classes=10), torch.randn(4, 3, 96, 96))
    elif name == "mobilenet_v3_small_train":
        run_train(tv("mobilenet_v3_small", num_classes=10), torch.randn(4, 3, 96, 96))
    elif name == "efficientnet_b0_inf":
        run_inf(tv("efficientnet_b0", num_classes=10), torch.randn(2, 3, 96, 96))
    elif name == "efficientnet_b0_train":
        run_train(tv("efficientnet_b0", num_classes=10), torch.randn(2, 3, 96, 96))
    # --- channels-last CNN training
    elif name == "resnet18_cl_train":
        run_train(tv("resnet18", num_classes=10), torch.randn(4, 3, 64, 64), channels_last=True)
    elif name == "mobilenet_v2_cl_train":
        run_train(tv("mobilenet_v2", num_classes=10), torch.randn(4, 3, 64, 64), channels_last=True)
    elif name == "regnet_x_400mf_cl_train":
        run_train(tv("regnet_x_400mf", num_classes=10), torch.randn(4, 3, 64, 64), channels_last=True)
    # --- conv blocks with GroupNorm and attention
    elif name == "unet_block_inf":
        run_inf(UNetBlock(64), torch.randn(2, 64, 16, 16), torch.randn(2, 64))
    elif name == "unet_block_train":
        run_train(UNetBlock(64), torch.randn(2, 64, 16, 16), torch.randn(2, 64))
    elif name == "unet_sdpa_bf16_train":
        run_train(UNetBlock(64, sdpa=True), torch.randn(2, 64, 16, 16), torch.randn(2, 64), autocast=bf16)
    # --- dynamic shapes
    elif name == "gpt2_dyn_inf":
        run_inf(gpt2(2, 256, 4, 2048, 256), torch.randint(0, 2048, (3, 100)), dynamic=True)
    elif name == "llama_dyn_inf":
        run_inf(llama(256, 688, 2, 4, 2, 2048), torch.randint(0, 2048, (2, 96)), dynamic=True)
    elif name == "bert_dyn_train":
        run_train(bert(256, 2, 4, 1024), torch.randint(0, 1000, (3, 80)), loss_fn=hidden, dynamic=True)
    elif name == "mlp_dyn_train":
        run_train(MLP(512), torch.randn(48, 512), dynamic=True)
    # --- subgraphs
    elif name == "cond_mlp_inf":
        run_inf(CondMLP(256), torch.randn(64, 256))
    elif name == "cond_mlp_train":
        run_train(CondMLP(256), torch.randn(64, 256))
    elif name == "invoke_layers_inf":
        run_inf(InvokeLayers(256), torch.randn(64, 256))
    elif name == "invoke_layers_train":
        run_train(InvokeLayers(256), torch.randn(64, 256))
    elif name == "while_loop_inf":
        run_inf(WhileLoop(256), torch.randn(64, 256))
    # --- large
    elif name == "llama_48l_train":
        run_train(llama(256, 688, 48, 4, 2, 2048), torch.randint(0, 2048, (2, 128)), loss_fn=logits)
    elif name == "llama_128l_train":
        run_train(llama(256, 688, 128, 4, 2, 2048), torch.randint(0, 2048, (2, 128)), loss_fn=logits)
    # --- ../shared/captures/capture_models.py's models, same definitions and inputs
    elif name == "shared_llama_24l_train":
        run_train(llama(256, 688, 24, 4, 2, 2048), torch.randint(0, 2048, (2, 128)), loss_fn=logits)
    elif name == "shared_gpt2_train":
        run_train(gpt2(2, 256, 4, 2048, 256), torch.randint(0, 2048, (4, 128)), loss_fn=logits)
    elif name == "shared_convnext_train":
        import timm
        run_train(timm.create_model("convnext_atto", pretrained=False), torch.randn(4, 3, 128, 128))
    else:
        raise SystemExit("unknown " + name)


def child_main(name, root, timing_only, repeat=1):
    t0 = time.perf_counter()
    err, torch_version, times, settings = None, None, [], {}
    try:
        torch, times, settings = child(name, root, timing_only, repeat)
        torch_version = torch.__version__
    except BaseException:  # noqa: BLE001 - keep what was captured
        import traceback
        err = traceback.format_exc()
        try:
            import torch
            torch_version = torch.__version__
        except Exception:
            pass
    info = {"name": name, "family": MODELS[name][0], "device": MODELS[name][1], "torch": torch_version,
            "wall_s": time.perf_counter() - t0, "error": err, "settings": settings, "fuse_nodes": times,
            "timing_only": timing_only, "repeat": repeat}
    try:
        import torch
        if torch.cuda.is_available():
            info["gpu"] = torch.cuda.get_device_name(0)
    except Exception:
        pass
    with open(os.path.join(root, "child.json"), "w") as f:
        json.dump(info, f, indent=1, default=str)
    print(name, "done", round(info["wall_s"], 1), "s", "ERROR" if err else "", flush=True)
    if err:
        print(err[-3000:])


# ---------------------------------------------------------------------------------------------- layout
def split_fusion_log(path):
    segments, current = [], None
    if not os.path.exists(path):
        return segments
    with open(path, encoding="utf-8", errors="replace") as f:
        pre_ir_pending = False  # a run's "BEFORE FUSION" IR (ir_pre_fusion artifact) opens its segment
        for line in f:
            if "[__ir_pre_fusion] BEFORE FUSION" in line:
                current, pre_ir_pending = [], True
                segments.append(current)
            elif "===== attempting fusion (1/" in line:
                if not pre_ir_pending:
                    current = []
                    segments.append(current)
                pre_ir_pending = False
            if current is not None:
                current.append(line)
    return segments


def lay_out(name, raw, out):
    family = MODELS[name][0]
    info = json.load(open(os.path.join(raw, "child.json")))
    segs = split_fusion_log(os.path.join(raw, "fusion.log"))
    calls = info["fuse_nodes"]
    dest_model = os.path.join(out, family, name)
    os.makedirs(dest_model, exist_ok=True)
    problems = []
    if len(segs) != len(calls):
        problems.append(f"{len(calls)} fuse_nodes calls but {len(segs)} fusion traces")
    graphs, seen = [], set()
    for i, call in enumerate(calls):
        path = call.get("debug_path")
        entry = {k: v for k, v in call.items() if k != "debug_path"}
        entry["call"] = i
        if not path or not os.path.exists(os.path.join(path, "ir_pre_fusion.txt")):
            entry["graph"] = None
            problems.append(f"call {i}: no debug folder")
            graphs.append(entry)
            continue
        base = os.path.basename(path)
        gname = base[len("model__"):] if base.startswith("model__") else base
        # Subgraphs (torch.cond, while_loop, invoke_subgraph) are scheduled by their own fuse_nodes calls
        # while the outer graph's debug folder is active: their traces go to that folder's fusion.log.
        again = gname in seen
        entry["same_folder_as_earlier_call"] = again
        seen.add(gname)
        entry["graph"] = gname
        dest = os.path.join(dest_model, gname)
        os.makedirs(dest, exist_ok=True)
        for file in KEEP:
            if os.path.exists(os.path.join(path, file)):
                shutil.copy(os.path.join(path, file), dest)
        if i < len(segs):
            m = re.search(r"attempting fusion \(1/10\): (\d+) nodes", segs[i][0])
            if m and int(m.group(1)) != call["nodes_in"]:
                problems.append(f"call {i}: trace says {m.group(1)} nodes, fuse_nodes got {call['nodes_in']}")
            with open(os.path.join(dest, "fusion.log"), "a" if again else "w", encoding="utf-8") as f:
                f.writelines(segs[i])
        graphs.append(entry)
    with open(os.path.join(dest_model, "config.json"), "w") as f:
        json.dump(info["settings"], f, indent=1, default=str)
    if family == "subgraph":  # the run as Inductor wrote it: debug tree (kept files) + the one log
        if os.path.exists(os.path.join(raw, "fusion.log")):
            shutil.copy(os.path.join(raw, "fusion.log"), os.path.join(dest_model, "run_fusion.log"))
        for dirpath, _, files in os.walk(os.path.join(raw, "debug")):
            for file in files:
                if file in KEEP:
                    rel = os.path.relpath(dirpath, raw)
                    os.makedirs(os.path.join(dest_model, "as_written", rel), exist_ok=True)
                    shutil.copy(os.path.join(dirpath, file), os.path.join(dest_model, "as_written", rel))
    timing = {"model": name, "family": family, "device": info["device"], "torch": info["torch"],
              "gpu": info.get("gpu"), "measured": "Scheduler.fuse_nodes wall time (time.perf_counter) in the "
              "capture run itself: TORCH_COMPILE_DEBUG=1 and TORCH_LOGS=+fusion on, other captures running "
              "beside it", "graphs": graphs, "problems": problems, "error": info["error"]}
    with open(os.path.join(dest_model, "fuse_nodes_timing.json"), "w") as f:
        json.dump(timing, f, indent=1)
    return {"graphs": [g.get("graph") for g in graphs], "nodes_in": [g["nodes_in"] for g in graphs],
            "problems": problems, "error": (info["error"] or "")[-600:]}


# ---------------------------------------------------------------------------------------------- driver
def drive(out, names, jobs, deadline, timing_only, threads, repeat=1):
    out = os.path.abspath(out)
    os.makedirs(os.path.join(out, "logs"), exist_ok=True)
    rawroot = os.path.join(out, "raw")
    start = time.time()
    pending, running, results = list(names), {}, {}
    env = dict(os.environ, PYTHONUNBUFFERED="1", TORCHINDUCTOR_COMPILE_THREADS=str(threads))
    while pending or running:
        while pending and len(running) < jobs and time.time() - start < deadline:
            name = pending.pop(0)
            log = open(os.path.join(out, "logs", name + ".txt"), "w")
            cmd = [sys.executable, os.path.abspath(__file__), "--child", name, os.path.join(rawroot, name)]
            if timing_only:
                cmd.append("--timing-only")
            if repeat > 1:
                cmd += ["--repeat", str(repeat)]
            running[name] = (subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env,
                                              start_new_session=False), time.time(), log)
            print(f"[{time.time() - start:6.1f}s] start {name}", flush=True)
        for name, (proc, t0, log) in list(running.items()):
            rc = proc.poll()
            if rc is None and time.time() - start > deadline:
                proc.kill(); proc.wait(); rc = "killed at deadline"
            if rc is not None:
                log.close()
                del running[name]
                results[name] = {"rc": rc, "wall_s": round(time.time() - t0, 1)}
                print(f"[{time.time() - start:6.1f}s] end {name} rc={rc} {results[name]['wall_s']}s", flush=True)
        if not running and time.time() - start >= deadline:
            break
        time.sleep(1)
    for name in pending:
        results[name] = {"rc": "not started (deadline)"}
    for name, res in results.items():
        raw = os.path.join(rawroot, name)
        if timing_only and os.path.exists(os.path.join(raw, "fuse_times.jsonl")):
            os.makedirs(os.path.join(out, "timing"), exist_ok=True)
            shutil.copy(os.path.join(raw, "fuse_times.jsonl"), os.path.join(out, "timing", name + ".jsonl"))
        if not os.path.exists(os.path.join(raw, "child.json")):
            continue
        if timing_only:
            os.makedirs(os.path.join(out, "timing"), exist_ok=True)
            shutil.copy(os.path.join(raw, "child.json"), os.path.join(out, "timing", name + ".json"))
            info = json.load(open(os.path.join(raw, "child.json")))
            res["nodes_in"] = [c["nodes_in"] for c in info["fuse_nodes"]]
            res["fuse_nodes_s"] = [round(c["fuse_nodes_s"], 4) for c in info["fuse_nodes"]]
            res["error"] = (info["error"] or "")[-600:]
        else:
            try:
                res.update(lay_out(name, raw, out))
            except Exception as e:  # noqa: BLE001
                res["layout_error"] = repr(e)
    shutil.rmtree(rawroot, ignore_errors=True)
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(results, f, indent=1, default=str)
    for name, res in results.items():
        print(name, json.dumps(res, default=str)[:400])


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["--child"]:
        rep = int(argv[argv.index("--repeat") + 1]) if "--repeat" in argv else 1
        child_main(argv[1], os.path.abspath(argv[2]), "--timing-only" in argv, rep)
        return
    if argv[:1] == ["--list"]:
        for name, (family, dev) in MODELS.items():
            print(f"{family:14s} {dev:5s} {name}")
        return
    if argv[:1] != ["--all"] or len(argv) < 2:
        sys.exit(__doc__)
    out = argv[1]
    opts = dict(jobs=6, deadline=500.0, models=None, threads=4, repeat=1)
    timing_only = "--timing-only" in argv
    i = 2
    while i < len(argv):
        if argv[i] in ("--jobs", "--deadline", "--models", "--threads", "--repeat"):
            opts[argv[i][2:]] = argv[i + 1]
            i += 2
        else:
            i += 1
    names = opts["models"].split(",") if opts["models"] else [n for n in MODELS if not n.startswith("shared_")]
    for n in names:
        if n not in MODELS:
            sys.exit("unknown model " + n)
    drive(out, names, int(opts["jobs"]), float(opts["deadline"]), timing_only, int(opts["threads"]), int(opts["repeat"]))


if __name__ == "__main__":
    main()
