"""A compiled AdamW step over 2*LAYERS parameters (Inductor's graph has 12 scheduler nodes per layer: 12
layers 144 nodes, 24 layers 288, 48 layers 576), the compiled-optimizer graph whose fusion rounds grow faster
than linearly (0.35, 0.98, 3.1 ms for 144, 288, 576 nodes on the 2-core machine, 2026-11-29), captured with

    scripts/fusescope-capture --out OUT -- python3 bench/programs/adamw_foreach.py [LAYERS]

on a GPU (Inductor groups the per-parameter updates into foreach kernels).
"""
import sys

import torch
import torch.nn as nn

layers = int(sys.argv[1]) if len(sys.argv) > 1 else 24
torch.manual_seed(0)
model = nn.Sequential(*[nn.Linear(256, 256, device="cuda") for _ in range(layers)])
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, capturable=True)
model(torch.randn(8, 256, device="cuda")).sum().backward()
opt.step()  # the state exists before the compile, as from a training loop's second step on


@torch.compile
def step():
    opt.step()


step()
