# Two training steps of a small transformer under torchrun, compiled, in one of three setups (argument):
# fsdp (FSDP2 fully_shard per layer and on the model; the run kept here), tp (tensor parallel attention and
# MLP projections), funcol (a functional all_reduce inside the compiled graph).
import os, sys, torch, torch.nn as nn, torch.nn.functional as F
import torch.distributed as dist
mode = sys.argv[1]
dist.init_process_group("nccl")
rank = dist.get_rank(); torch.cuda.set_device(rank)
dev = torch.device("cuda", rank)

class Block(nn.Module):
    def __init__(s, d):
        super().__init__()
        s.norm1 = nn.LayerNorm(d); s.q = nn.Linear(d, d); s.k = nn.Linear(d, d); s.v = nn.Linear(d, d); s.o = nn.Linear(d, d)
        s.norm2 = nn.LayerNorm(d); s.up = nn.Linear(d, 4 * d); s.down = nn.Linear(4 * d, d)
    def forward(s, x):
        h = s.norm1(x)
        B, T, D = h.shape
        q, k, v = (t(h).view(B, T, -1, 64).transpose(1, 2) for t in (s.q, s.k, s.v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(B, T, -1)
        x = x + s.o(a)
        return x + s.down(F.gelu(s.up(s.norm2(x))))

class Model(nn.Module):
    def __init__(s, d=256, n=4):
        super().__init__(); s.layers = nn.ModuleList(Block(d) for _ in range(n)); s.head = nn.Linear(d, 1000)
    def forward(s, x):
        for l in s.layers: x = l(x)
        return s.head(x)

torch.manual_seed(0)
model = Model().to(dev)
if mode == "fsdp":
    from torch.distributed.fsdp import fully_shard
    for l in model.layers: fully_shard(l)
    fully_shard(model)
    model = torch.compile(model)
elif mode == "tp":
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor.parallel import parallelize_module, ColwiseParallel, RowwiseParallel
    mesh = init_device_mesh("cuda", (dist.get_world_size(),))
    for l in model.layers:
        parallelize_module(l, mesh, {"q": ColwiseParallel(), "k": ColwiseParallel(), "v": ColwiseParallel(), "o": RowwiseParallel(),
                                     "up": ColwiseParallel(), "down": RowwiseParallel()})
    model = torch.compile(model)
else:
    import torch.distributed._functional_collectives as funcol
    inner = model
    def step_fn(x):
        y = inner(x)
        return funcol.all_reduce(y, "sum", dist.group.WORLD) / dist.get_world_size()
    model = torch.compile(step_fn)
opt = torch.optim.AdamW((inner if mode == "funcol" else model).parameters(), lr=1e-3, foreach=False)
x = torch.randn(4, 128, 256, device=dev)
for _ in range(2):
    loss = model(x).float().pow(2).mean()
    loss.backward(); opt.step(); opt.zero_grad()
torch.cuda.synchronize()
if rank == 0: print("ok", mode, float(loss))
dist.destroy_process_group()
