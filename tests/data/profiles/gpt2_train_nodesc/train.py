"""A small GPT-2 fp32 training loop: torch.compile of the model (forward + loss), backward, plain SGD (not compiled)."""
import sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 7
torch.manual_seed(0)
config = GPT2Config(n_layer=2, n_embd=256, n_head=4, n_positions=128, vocab_size=8192)
model = GPT2LMHeadModel(config).cuda().train()
opt = torch.optim.SGD(model.parameters(), lr=1e-3)
compiled = torch.compile(model)
x = torch.randint(0, config.vocab_size, (8, 128), device="cuda")
for step in range(steps):
    loss = compiled(input_ids=x, labels=x, use_cache=False).loss
    loss.backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    print(f"step {step} loss {loss.item():.4f}", flush=True)
