"""A training step prepared by Hugging Face Accelerate, for `accelerate launch --num_processes 2 --multi_gpu`
(Accelerate wraps the model in DistributedDataParallel; the model is then torch.compile'd)."""
import torch, torch.nn as nn
from accelerate import Accelerator

acc = Accelerator()
torch.manual_seed(0)
class Blk(nn.Module):
    def __init__(s, d=256):
        super().__init__(); s.a = nn.Linear(d, 4 * d); s.b = nn.Linear(4 * d, d); s.n = nn.LayerNorm(d)
    def forward(s, x): return s.n(x + s.b(nn.functional.gelu(s.a(x))))
model = nn.Sequential(*[Blk() for _ in range(2)])
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model, opt = acc.prepare(model, opt)
m = torch.compile(model)
x = torch.randn(8, 64, 256, device=acc.device)
loss = m(x).float().sum()
acc.backward(loss)
opt.step()
acc.wait_for_everyone()
print("rank", acc.process_index, "done", flush=True)
acc.end_training()
