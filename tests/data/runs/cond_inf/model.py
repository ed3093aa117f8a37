"""torch.cond inside a compiled function: one Inductor graph whose branches are subgraphs.

    scripts/fusescope-capture --out OUT -- python3 tests/data/runs/cond_inf/model.py
"""
import torch


def branch_true(x):
    return (x.sin() * 2).relu() + 1


def branch_false(x):
    return x.cos().softmax(-1) - 1


@torch.compile
def step(x):
    y = x * 3 + 1
    z = torch.cond(y.sum() > 0, branch_true, branch_false, (y,))
    return z.sum(-1) + y.mean()


if __name__ == "__main__":
    device = "cuda" if torch.cuda.is_available() else "cpu"
    print(step(torch.randn(32, 64, device=device)).shape)
