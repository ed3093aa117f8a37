# A 4-layer transformer under FSDP2 (fully_shard on each layer and on the model, bf16 parameters with fp32
# gradient reduction, activation checkpointing on each layer), torch.compile'd, trained for STEPS steps
# (default 7) under torchrun on two GPUs. Recorded with
#   scripts/fusescope-capture --profile 2 --out OUT -- torchrun --nproc_per_node 2 train.py
# (2 warm-up steps, then 2 profiled steps on each rank). With fewer GPUs than ranks (the GPU host lends one
# H200 at times) the ranks share GPU 0 through the gloo backend instead of NCCL: the compiled graphs are the
# same, the collectives are gloo's (CPU-side) instead of NCCL kernels.
import sys

import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
from torch.utils.checkpoint import checkpoint

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 7
world = int(__import__("os").environ.get("WORLD_SIZE", "1"))
shared = torch.cuda.device_count() < world
dist.init_process_group("gloo" if shared else "nccl")
rank = dist.get_rank()
dev = torch.device("cuda", 0 if shared else rank)
torch.cuda.set_device(dev)


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm1, self.norm2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.q, self.k, self.v, self.o = (nn.Linear(d, d) for _ in range(4))
        self.up, self.down = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def attention(self, x):
        h = self.norm1(x)
        b, t, _ = h.shape
        q, k, v = (p(h).view(b, t, -1, 64).transpose(1, 2) for p in (self.q, self.k, self.v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, t, -1)
        return x + self.o(a)

    def forward(self, x):
        x = checkpoint(self.attention, x, use_reentrant=False)
        return x + self.down(F.gelu(self.up(self.norm2(x))))


class Model(nn.Module):
    def __init__(self, d=512, n=4):
        super().__init__()
        self.layers = nn.ModuleList(Block(d) for _ in range(n))
        self.head = nn.Linear(d, 1000)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.head(x)


torch.manual_seed(0)
model = Model().to(dev)
policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
for layer in model.layers:
    fully_shard(layer, mp_policy=policy)
fully_shard(model, mp_policy=policy)
model = torch.compile(model)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
x = torch.randn(8, 256, 512, device=dev)
for _ in range(steps):
    loss = model(x).float().pow(2).mean()
    loss.backward()
    opt.step()
    opt.zero_grad()
torch.cuda.synchronize()
if rank == 0:
    print("ok", float(loss))
dist.destroy_process_group()
