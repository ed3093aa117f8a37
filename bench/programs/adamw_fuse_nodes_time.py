"""Inductor's own Scheduler.fuse_nodes wall time on the compiled AdamW step of adamw_foreach.py.

    python3 bench/programs/adamw_fuse_nodes_time.py LAYERS COMPILES > inductor.json

On a GPU host (the foreach kernels need CUDA): COMPILES fresh compiles of the step over 2*LAYERS parameters
with Inductor's caches off, each fuse_nodes call timed (its node count beside it). Drop the first compile
(one-off costs) and divide the median of the rest by FuseScope's fusion rounds on a capture of the same
program (`fusescope-cli schedule CAPTURE --repeat 50 --json`: timing_ms.schedule_repeated.fuse_nodes_median).
Used where scripts/measure_speedup.py cannot run: the packed CLI and the capture exceed what a device call
carries beside the repository.
"""
import json, os, sys, time
os.environ["TORCHINDUCTOR_FORCE_DISABLE_CACHES"] = "1"
import torch
import torch._inductor.scheduler as S

layers = int(sys.argv[1])
times = []
orig = S.Scheduler.fuse_nodes
def timed(self, nodes):
    t = time.perf_counter()
    out = orig(self, nodes)
    times.append({"ms": (time.perf_counter() - t) * 1e3, "nodes": len(nodes)})
    return out
S.Scheduler.fuse_nodes = timed

torch.manual_seed(0)
model = torch.nn.Sequential(*[torch.nn.Linear(256, 256, device="cuda") for _ in range(layers)])
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, capturable=True)
model(torch.randn(8, 256, device="cuda")).sum().backward()
opt.step()
for i in range(int(sys.argv[2])):
    torch._dynamo.reset()
    @torch.compile
    def step():
        opt.step()
    step()
print(json.dumps({"torch": torch.__version__, "calls": times}))
