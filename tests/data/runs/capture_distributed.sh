#!/usr/bin/env bash
# Captures the distributed runs of this folder on a host with 2 GPUs, as a user would: through
# scripts/fusescope-capture and torchrun. Usage: capture_distributed.sh OUT_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
capture="$here/../../../scripts/fusescope-capture"
out=$1
mkdir -p "$out"
"$capture" --out "$out/ddp_2rank" -- torchrun --nproc_per_node 2 "$here/ddp_2rank/train.py"
"$capture" --out "$out/funcol_2rank" -- torchrun --nproc_per_node 2 "$here/funcol_2rank/train.py"
"$capture" --out "$out/funcol_1rank" -- python3 -m torch.distributed.run --nproc_per_node 1 "$here/funcol_2rank/train.py"
"$capture" --out "$out/fsdp2_2rank" -- torchrun --nproc_per_node 2 "$here/fsdp2_2rank/train.py" fsdp
"$capture" --out "$out/accelerate_2rank" -- accelerate launch --num_processes 2 --multi_gpu --mixed_precision no \
  --dynamo_backend no "$here/accelerate_2rank/train.py"
