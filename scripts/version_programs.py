#!/usr/bin/env python3
"""Small CPU programs compiled by every PyTorch release FuseScope models (the version matrix).

    python3 scripts/version_programs.py PROGRAM      # compile and run one program with torch.compile
    python3 scripts/version_programs.py --list

Run under scripts/fusescope-capture to record what Inductor did, e.g.
    scripts/fusescope-capture --out cap/mlp_train -- python3 scripts/version_programs.py mlp_train
scripts/capture_versions.sh captures every program with one Python and trims the result into
tests/data/versions/<torch version>/; scripts/test.sh's live stage compiles a few of them again.
Only torch is needed; every program runs on the CPU (Inductor's C++ backend), seeded, small enough
that a compile takes seconds. Each exercises a different part of the scheduler: vertical and horizontal
fusion of pointwise ops, reductions, a training backward, convolutions (extern kernels), a compiled
optimizer step, dynamic shapes and a graph break.
"""
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F


def mlp_train():
    model = nn.Sequential(nn.Linear(64, 128), nn.GELU(), nn.LayerNorm(128), nn.Linear(128, 32))
    step = torch.compile(model)
    x = torch.randn(16, 64)
    step(x).pow(2).mean().backward()


class Block(nn.Module):
    def __init__(self, d=64, heads=4):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-1, -2)) * (d // self.heads) ** -0.5
        att = att.masked_fill(torch.ones(t, t, dtype=torch.bool).triu(1), float("-inf")).softmax(-1)
        x = x + self.proj((att @ v).transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x)), approximate="tanh"))


def block_train():
    model = torch.compile(Block())
    model(torch.randn(2, 16, 64)).sum().backward()


def convnet_inf():
    model = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                          nn.Conv2d(16, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                          nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 10)).eval()
    with torch.no_grad():
        torch.compile(model)(torch.randn(2, 3, 16, 16))


def reductions_inf():
    def f(x, w, b):
        y = F.layer_norm(x, (x.shape[-1],), w, b)
        s = torch.softmax(y * 2.0, dim=-1)
        return s.sum(0), y.var(-1), x.amax(-1) + s.mean(-1), torch.logsumexp(x, 0)

    torch.compile(f)(torch.randn(32, 48), torch.randn(48), torch.randn(48))


def adamw_step():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 8))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    model(torch.randn(4, 32)).sum().backward()

    @torch.compile
    def step():
        opt.step()

    step()


def dynamic_mlp():
    def f(x, w):
        return torch.relu(x @ w).sum(-1) + x.mean(-1)

    g = torch.compile(f, dynamic=True)
    w = torch.randn(24, 24)
    for n in (5, 9):
        g(torch.randn(n, 24), w)


def graph_break():
    def f(x):
        y = torch.tanh(x) * 2 + 1
        print("graph break here", file=sys.stderr)
        return (y.exp() / y.exp().sum(-1, keepdim=True)).cumsum(-1)

    torch.compile(f)(torch.randn(8, 40))


class LlamaBlock(nn.Module):
    """RMSNorm, rotary embeddings on slices of one buffer, grouped heads, SwiGLU: reads of one buffer at
    different indices (the split halves of q and k) are what 2.13's buffer-overlap scoring ranks."""

    def __init__(self, d=64, heads=4, vocab=96):
        super().__init__()
        self.heads = heads
        self.emb = nn.Embedding(vocab, d)
        self.n1 = nn.RMSNorm(d)
        self.qkv = nn.Linear(d, 3 * d, bias=False)
        self.o = nn.Linear(d, d, bias=False)
        self.n2 = nn.RMSNorm(d)
        self.gate_up = nn.Linear(d, 8 * d, bias=False)
        self.down = nn.Linear(4 * d, d, bias=False)
        self.head = nn.Linear(d, vocab, bias=False)

    @staticmethod
    def rotate(x, cos, sin):
        half = x.shape[-1] // 2
        x1, x2 = x[..., :half], x[..., half:]
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

    def forward(self, ids, targets):
        x = self.emb(ids)
        b, t, d = x.shape
        hd = d // self.heads
        pos = torch.arange(t, dtype=torch.float32)[:, None] * (1e-2 * torch.arange(hd // 2, dtype=torch.float32))
        cos, sin = pos.cos(), pos.sin()
        q, k, v = self.qkv(self.n1(x)).view(b, t, 3, self.heads, hd).unbind(2)
        q, k = self.rotate(q.transpose(1, 2), cos, sin), self.rotate(k.transpose(1, 2), cos, sin)
        att = F.scaled_dot_product_attention(q, k, v.transpose(1, 2), is_causal=True)
        x = x + self.o(att.transpose(1, 2).reshape(b, t, d))
        gate, up = self.gate_up(self.n2(x)).chunk(2, dim=-1)
        x = x + self.down(F.silu(gate) * up)
        return F.cross_entropy(self.head(x).flatten(0, 1), targets.flatten())


def llama_block_train():
    model = torch.compile(LlamaBlock())
    ids = torch.randint(0, 96, (2, 16))
    model(ids, torch.randint(0, 96, (2, 16))).backward()


def resnet_block_train():
    class Basic(nn.Module):
        def __init__(self, c=16):
            super().__init__()
            self.c1, self.b1 = nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c)
            self.c2, self.b2 = nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c)

        def forward(self, x):
            return F.relu(x + self.b2(self.c2(F.relu(self.b1(self.c1(x))))))

    model = torch.compile(nn.Sequential(Basic(), Basic(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 4)))
    model(torch.randn(4, 16, 8, 8)).logsumexp(-1).sum().backward()


def norms_train():
    """LayerNorm, GroupNorm and softmax backwards: several reductions over one input in different orders."""
    ln, gn = nn.LayerNorm(48), nn.GroupNorm(4, 16)

    def f(x, y):
        a = ln(x).softmax(-1) * x.sigmoid()
        c = gn(y).relu()
        return a.sum() + (a.sum(0) * a.mean(1, keepdim=True)).sum() + c.var(dim=(2, 3)).sum()

    x = torch.randn(64, 48, requires_grad=True)
    y = torch.randn(4, 16, 6, 6, requires_grad=True)
    torch.compile(f)(x, y).backward()


def nested_reductions():
    """A row sum feeding reductions of another size: from 2.15 (triton.nested_reduction on by default, every
    device) such dependent pairs rank below all others, which changes the order Inductor fuses in."""

    def f(x, y, z):
        a = x.sum(-1)
        b = (y * a[:, None]).sum(-1)
        c = (y * a[:, None]).amax(-1)
        d = (z + b[:, None]).sum(-1)
        return b, c, d, a * 2

    torch.compile(f)(torch.randn(64, 128), torch.randn(64, 32), torch.randn(64, 16))


PROGRAMS = {f.__name__: f for f in (mlp_train, block_train, convnet_inf, reductions_inf, adamw_step,
                                    dynamic_mlp, graph_break, llama_block_train, resnet_block_train, norms_train,
                                    nested_reductions)}


def main():
    if len(sys.argv) != 2 or (sys.argv[1] not in PROGRAMS and sys.argv[1] != "--list"):
        sys.exit(__doc__ + "\nprograms: " + ", ".join(PROGRAMS))
    if sys.argv[1] == "--list":
        print("\n".join(PROGRAMS))
        return
    torch.manual_seed(0)
    PROGRAMS[sys.argv[1]]()


if __name__ == "__main__":
    main()
