"""Functional collectives inside a compiled graph (a row-parallel MLP, tensor-parallel style), for
torchrun --nproc_per_node N: all_reduce, all_gather_into_tensor and reduce_scatter_tensor each become an
extern node with its wait_tensor in Inductor's graph."""
import torch, torch.nn as nn, torch.distributed as dist
import torch.distributed._functional_collectives as funcol
dist.init_process_group("nccl"); rank = dist.get_rank(); torch.cuda.set_device(rank)
torch.manual_seed(0)


class RowParallelMLP(nn.Module):
    def __init__(self, d=256):
        super().__init__()
        self.up = nn.Linear(d, 4 * d)
        self.down = nn.Linear(4 * d, d, bias=False)
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        h = nn.functional.gelu(self.up(x))
        y = self.down(h)
        y = funcol.all_reduce(y, "sum", dist.group.WORLD)  # the row-parallel reduction
        g = funcol.all_gather_tensor(y * 0.5, 0, dist.group.WORLD)
        r = funcol.reduce_scatter_tensor(g, "sum", 0, dist.group.WORLD)
        return self.norm(x + r.relu())


model = torch.compile(RowParallelMLP().cuda())
with torch.no_grad():
    out = model(torch.randn(8, 64, 256, device="cuda"))
torch.cuda.synchronize(); dist.barrier(); dist.destroy_process_group()
print("rank", rank, "done", tuple(out.shape))
