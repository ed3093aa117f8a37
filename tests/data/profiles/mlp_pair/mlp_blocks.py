# Four MLP blocks (LayerNorm, Linear, GELU, a SiLU-like gate, Linear, residual), bf16 inference, compiled.
import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)

    def forward(self, x):
        h = self.fc1(self.ln(x))
        h = torch.nn.functional.gelu(h)
        h = h * torch.sigmoid(h) + 0.1 * h
        h = self.fc2(h)
        return x + 0.5 * h


torch.manual_seed(0)
model = nn.Sequential(*[Block(1024) for _ in range(4)]).cuda().to(torch.bfloat16).eval()
compiled = torch.compile(model)
x = torch.randn(32, 256, 1024, device="cuda", dtype=torch.bfloat16)
with torch.no_grad():
    for _ in range(12):
        compiled(x)
        torch.cuda.synchronize()
print("done")
