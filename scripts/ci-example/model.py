"""A small model compiled by Inductor, for scripts/fusescope-ci-check: two pre-norm MLP blocks, one
forward call. On a CUDA device when there is one, else on the CPU."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.up = nn.Linear(dim, 4 * dim)
        self.down = nn.Linear(4 * dim, dim)

    def forward(self, x):
        h = self.norm(x)
        h = F.gelu(self.up(h))
        return x + self.down(h)


def main():
    device = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    model = nn.Sequential(Block(256), Block(256)).to(device).eval()
    compiled = torch.compile(model)
    with torch.no_grad():
        compiled(torch.randn(8, 128, 256, device=device))


if __name__ == "__main__":
    main()
