"""A deep Llama inference graph for the import and whole-command benchmarks (#50): LAYERS decoder layers
(default 400, about 17.5 scheduler nodes each: 400 layers give about 7,000 nodes and a fusion log of
about 170 MB), small widths so that the depth, not the arithmetic, is what is measured. Captured with

    scripts/fusescope-capture --out OUT -- python3 bench/programs/deep_llama.py [LAYERS]

on a GPU host. Only Inductor's scheduler is needed (the fusion log, the IR dumps before and after fusion,
the FX graph): the program stops the process as soon as the first Scheduler is built, which skips code
generation and Triton's compiles, most of a deep model's compile time. No output_code.py is written.
"""
import logging
import os
import sys

import torch
import torch._inductor.scheduler as inductor_scheduler
from transformers import LlamaConfig, LlamaForCausalLM

layers = int(sys.argv[1]) if len(sys.argv) > 1 else 400
original_init = inductor_scheduler.Scheduler.__init__


def init_then_stop(self, *args, **kwargs):
    original_init(self, *args, **kwargs)  # fuses: the fusion log and ir_post_fusion are written by now
    for handler in logging.getLogger("torch").handlers + logging.getLogger().handlers:
        handler.flush()
    print(f"deep_llama: scheduler built for {len(self.nodes)} nodes; stopping before code generation",
          file=sys.stderr, flush=True)
    os._exit(0)


inductor_scheduler.Scheduler.__init__ = init_then_stop

config = LlamaConfig(vocab_size=1024, hidden_size=256, intermediate_size=688, num_hidden_layers=layers,
                     num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=256)
torch.manual_seed(0)
model = LlamaForCausalLM(config).to("cuda", torch.bfloat16).eval()
ids = torch.randint(0, config.vocab_size, (1, 128), device="cuda")
with torch.no_grad():
    torch.compile(model)(ids)
