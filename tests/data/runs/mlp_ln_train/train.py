"""A tiny MLP with LayerNorm, one compiled training step (forward + backward = 2 Inductor graphs).

    scripts/fusescope-capture --out OUT -- python3 tests/data/runs/mlp_ln_train/train.py
"""
import torch


class Mlp(torch.nn.Module):
    def __init__(self, width=256, hidden=1024):
        super().__init__()
        self.norm = torch.nn.LayerNorm(width)
        self.up = torch.nn.Linear(width, hidden)
        self.down = torch.nn.Linear(hidden, width)

    def forward(self, x):
        return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))


def main():
    torch.manual_seed(0)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = Mlp().to(device)
    step = torch.compile(lambda x: model(x).pow(2).mean())
    x = torch.randn(64, 256, device=device)
    loss = step(x)
    loss.backward()
    print(f"loss {loss.item():.6f} on {device}, torch {torch.__version__}")


if __name__ == "__main__":
    main()
