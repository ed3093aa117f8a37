#!/usr/bin/env python3
"""GPU programs compiled by every PyTorch release FuseScope models (the GPU half of the version matrix).

    python3 scripts/gpu_programs.py PROGRAM      # compile and run one program on CUDA with torch.compile
    python3 scripts/gpu_programs.py --list

Sizes are those of real models (a Llama layer at width 1024, LayerNorm over 32768x1024 rows, a 32k vocabulary),
because Inductor's GPU rules look at sizes: mix-order reductions need millions of elements, split reductions
and persistent reductions change with the row length. Each program exercises a part of the Triton scheduler
the CPU programs (scripts/version_programs.py) cannot: Triton tiling, mix-order and nested reductions, split
scans, foreach kernels of a compiled optimizer, loop reordering and reindexing, and extern kernels (matmuls,
convolutions) with their epilogues.

Modules are made on the device (device=, dtype=) rather than moved there: a fake parameter cannot be swapped.
Run on a real GPU under scripts/fusescope-capture, or, for a release no GPU here has, under
scripts/fake_gpu.py, which gives every tensor a CUDA device and no data and stops each compile after the
scheduler (scripts/capture_versions.sh --gpu does that). The programs never read a tensor's values, so both
ways compile the same graphs.
"""
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

DEVICE = "cuda"


class LlamaLayer(nn.Module):
    def __init__(self, d=1024, heads=8):
        super().__init__()
        self.heads = heads
        at = dict(device=DEVICE, dtype=torch.bfloat16)
        self.n1 = nn.RMSNorm(d, **at)
        self.qkv = nn.Linear(d, 3 * d, bias=False, **at)
        self.o = nn.Linear(d, d, bias=False, **at)
        self.n2 = nn.RMSNorm(d, **at)
        self.gate_up = nn.Linear(d, 2 * 2816, bias=False, **at)
        self.down = nn.Linear(2816, d, bias=False, **at)

    @staticmethod
    def rotate(x, cos, sin):
        half = x.shape[-1] // 2
        x1, x2 = x[..., :half], x[..., half:]
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

    def forward(self, x, cos, sin):
        b, t, d = x.shape
        hd = d // self.heads
        q, k, v = self.qkv(self.n1(x)).view(b, t, 3, self.heads, hd).unbind(2)
        q, k, v = self.rotate(q.transpose(1, 2), cos, sin), self.rotate(k.transpose(1, 2), cos, sin), v.transpose(1, 2)
        # attention written out (not SDPA): the same graph on every GPU and release, and more to fuse
        att = (q @ k.transpose(-1, -2)) * hd ** -0.5
        att = att.masked_fill(torch.ones(t, t, dtype=torch.bool, device=x.device).triu(1), float("-inf"))
        x = x + self.o((att.softmax(-1) @ v).transpose(1, 2).reshape(b, t, d))
        gate, up = self.gate_up(self.n2(x)).chunk(2, dim=-1)
        return x + self.down(F.silu(gate) * up)


def llama_train():
    """Two decoder layers in bf16 and a 32k-vocabulary loss, forward and backward."""
    torch.manual_seed(0)
    layers = nn.ModuleList([LlamaLayer(), LlamaLayer()])
    head = nn.Linear(1024, 32000, bias=False, device=DEVICE, dtype=torch.bfloat16)

    def loss(x, targets):
        t = x.shape[1]
        pos = torch.arange(t, device=x.device, dtype=torch.float32)[:, None] * \
            torch.arange(64, device=x.device, dtype=torch.float32)
        cos, sin = pos.cos().to(x.dtype), pos.sin().to(x.dtype)
        for layer in layers:
            x = layer(x, cos, sin)
        return F.cross_entropy(head(x).flatten(0, 1).float(), targets.flatten())

    x = torch.randn(2, 512, 1024, device=DEVICE, dtype=torch.bfloat16, requires_grad=True)
    torch.compile(loss)(x, torch.randint(0, 32000, (2, 512), device=DEVICE)).backward()


def layernorm_backward():
    """LayerNorm over 32768 rows of 1024: the weight and bias gradients reduce across rows while the input
    gradient reduces along them, Inductor's mix-order reduction case."""
    ln = nn.LayerNorm(1024, device=DEVICE)
    x = torch.randn(32768, 1024, device=DEVICE, requires_grad=True)
    torch.compile(lambda x: (ln(x) * x.sigmoid()).sum())(x).backward()


def rmsnorm_backward():
    """RMSNorm in bf16 with a residual: the Llama norm's backward at 16384 tokens of 2048."""
    norm = nn.RMSNorm(2048, device=DEVICE, dtype=torch.bfloat16)
    x = torch.randn(16384, 2048, device=DEVICE, dtype=torch.bfloat16, requires_grad=True)
    r = torch.randn(16384, 2048, device=DEVICE, dtype=torch.bfloat16)
    torch.compile(lambda x, r: norm(x + r).float().pow(2).mean())(x, r).backward()


def adamw_foreach():
    """A compiled AdamW step over 24 parameters: Inductor groups the per-parameter updates into foreach
    (horizontal) kernels."""
    torch.manual_seed(0)
    model = nn.Sequential(*[nn.Linear(256, 256, device=DEVICE) for _ in range(12)])
    # capturable: the step counts live on the GPU, where Dynamo would move them anyway
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, capturable=True)
    model(torch.randn(8, 256, device=DEVICE)).sum().backward()
    opt.step()  # the state exists before the compile, as from a training loop's second step on

    @torch.compile
    def step():
        opt.step()

    step()


def softmax_xent():
    """Cross entropy over a 32k vocabulary for 4096 tokens, with label smoothing: long rows, split and
    persistent reductions, and a backward that recomputes the softmax."""
    logits = torch.randn(4096, 32000, device=DEVICE, requires_grad=True)
    targets = torch.randint(0, 32000, (4096,), device=DEVICE)
    torch.compile(lambda z, t: F.cross_entropy(z, t, label_smoothing=0.1))(logits, targets).backward()


def nested_reductions():
    """A row sum feeding reductions of another length: the pairs 2.15's nested reductions fuse on GPUs."""
    def f(x, y, z):
        a = x.sum(-1)
        b = (y * a[:, None]).sum(-1)
        c = (y * a[:, None]).amax(-1)
        d = (z + b[:, None]).sum(-1)
        return b, c, d, a * 2

    torch.compile(f)(torch.randn(4096, 1024, device=DEVICE), torch.randn(4096, 256, device=DEVICE),
                     torch.randn(4096, 64, device=DEVICE))


def scan_and_reduce():
    """A cumulative sum along a long row beside reductions of the same rows: split scans may not fuse with
    reductions. (PyTorch 2.11's code generation of this graph fails after the scheduler; the capture is whole.)"""
    def f(x):
        c = x.cumsum(-1)
        return c * x.amax(-1, keepdim=True), x.sum(-1)

    torch.compile(f)(torch.randn(8, 1 << 18, device=DEVICE))


def transposed_pointwise():
    """Pointwise ops reading one buffer in two layouts feeding reductions over either dimension: what loop
    reordering (and from 2.13 loop reindexing) changes to make a fusion possible."""
    def f(x, y, w):
        a = (x.t() * 2 + y).relu()             # (2048, 4096), x read transposed
        b = a.sum(0) + (x * w).sum(1)          # reductions over both dimensions
        c = (a.t() + x).tanh().amax(0)         # the transposed result read back in x's layout
        return b, c, (a * a).mean(1)

    torch.compile(f)(torch.randn(4096, 2048, device=DEVICE), torch.randn(2048, 4096, device=DEVICE),
                     torch.randn(4096, 2048, device=DEVICE))


def convnet_bf16():
    """A bf16 conv net on a channels-last input at inference: extern convolutions with their batch-norm/activation
    epilogues and a pooled head."""
    at = dict(device=DEVICE, dtype=torch.bfloat16)
    model = nn.Sequential(nn.Conv2d(3, 64, 7, stride=2, padding=3, **at), nn.BatchNorm2d(64, **at), nn.ReLU(),
                          nn.Conv2d(64, 64, 3, padding=1, **at), nn.BatchNorm2d(64, **at), nn.SiLU(),
                          nn.Conv2d(64, 128, 3, stride=2, padding=1, **at), nn.BatchNorm2d(128, **at), nn.GELU(),
                          nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(128, 1000, **at)).eval()
    with torch.no_grad():
        torch.compile(model)(torch.randn(32, 3, 224, 224, device=DEVICE, dtype=torch.bfloat16)
                             .to(memory_format=torch.channels_last))


class GptBlock(nn.Module):
    def __init__(self, d=768, heads=12):
        super().__init__()
        at = dict(device=DEVICE, dtype=torch.bfloat16)
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(d, **at), nn.LayerNorm(d, **at)
        self.qkv, self.proj = nn.Linear(d, 3 * d, **at), nn.Linear(d, d, **at)
        self.fc, self.out = nn.Linear(d, 4 * d, **at), nn.Linear(4 * d, d, **at)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2)
                   for z in self.qkv(self.ln1(x)).split(d, dim=2))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, t, d)
        x = x + self.drop(self.proj(y))
        return x + self.drop(self.out(F.gelu(self.fc(self.ln2(x)), approximate="tanh")))


def gpt_sdpa_train():
    """Three GPT-2 blocks in bf16 with fused attention (SDPA) and dropout, training: more loads per layer
    than a mix-order reduction may take from 2.13 on (triton.mix_order_reduction_max_reads)."""
    blocks = nn.Sequential(*[GptBlock() for _ in range(3)])
    x = torch.randn(8, 1024, 768, device=DEVICE, dtype=torch.bfloat16, requires_grad=True)
    torch.compile(blocks)(x).float().pow(2).mean().backward()


def adam_mixed_dtypes():
    """A compiled Adam step over fp32 and bf16 parameters of five shapes: foreach groups split by dtype."""
    shapes = [((512, 512), torch.float32), ((512,), torch.float32), ((1024, 256), torch.bfloat16),
              ((256,), torch.bfloat16), ((3, 3, 64, 64), torch.float32)] * 4
    params = [nn.Parameter(torch.randn(s, device=DEVICE, dtype=dt)) for s, dt in shapes]
    for p in params:
        p.grad = torch.randn_like(p)
    opt = torch.optim.Adam(params, lr=1e-3, weight_decay=0.01, capturable=True)
    opt.step()  # the state exists before the compile
    torch.compile(lambda: opt.step())()


def dynamic_mlp():
    """An MLP compiled with dynamic=True: symbolic sizes in every rule that compares sizes."""
    def f(x, w1, w2):
        h = F.gelu(x @ w1)
        return (h @ w2).softmax(-1), h.var(-1)

    g = torch.compile(f, dynamic=True)
    w1, w2 = torch.randn(512, 2048, device=DEVICE), torch.randn(2048, 512, device=DEVICE)
    for n in (384, 1000):
        g(torch.randn(n, 512, device=DEVICE), w1, w2)


PROGRAMS = {f.__name__: f for f in (llama_train, layernorm_backward, rmsnorm_backward, adamw_foreach,
                                    softmax_xent, nested_reductions, scan_and_reduce, transposed_pointwise,
                                    convnet_bf16, dynamic_mlp, gpt_sdpa_train, adam_mixed_dtypes)}


def main():
    if len(sys.argv) != 2 or (sys.argv[1] not in PROGRAMS and sys.argv[1] != "--list"):
        sys.exit(__doc__ + "\nprograms: " + ", ".join(PROGRAMS))
    if sys.argv[1] == "--list":
        print("\n".join(PROGRAMS))
        return
    PROGRAMS[sys.argv[1]]()


if __name__ == "__main__":
    main()
