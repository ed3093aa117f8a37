#!/usr/bin/env bash
# Captures every program of scripts/version_programs.py with the PyTorch of PYTHON (CPU, Inductor's C++
# backend) and trims each run into tests/data/versions/<torch version>/<program>/ (scripts/trim_run_for_tests.py),
# the version matrix the tests replay (tests/core/sched/test_release_captures.cpp).
#
#   scripts/capture_versions.sh [--gpu | --real-gpu] PYTHON [WORKDIR] [PROGRAM...]
#
# PYTHON is a venv's python with torch installed (e.g. /opt/venv-2.13/bin/python3). WORKDIR (default: a new
# temporary folder) keeps the untrimmed captures. The 2.11 captures were made the same way on the GPU host
# (CUDA_VISIBLE_DEVICES= so that every program stays on the CPU).
# --gpu captures scripts/gpu_programs.py instead, into gpu_<program>/, for an H200 this machine does not have
# (scripts/fake_gpu.py: PYTHON must be a CUDA build of PyTorch, with Triton; a C compiler builds its stubs).
# --real-gpu runs the same programs on the machine's own GPU (how 2.11's were made, on the GPU host).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
mode=cpu
case "${1:-}" in --gpu) mode=fake; shift ;; --real-gpu) mode=gpu; shift ;; esac
python="${1:?usage: capture_versions.sh [--gpu | --real-gpu] PYTHON [WORKDIR] [PROGRAM...]}"
work="${2:-$(mktemp -d)}"
shift $(( $# >= 2 ? 2 : 1 ))
programs=("$@")
list="$here/version_programs.py" prefix=""
[ "$mode" = cpu ] || { list="$here/gpu_programs.py"; prefix=gpu_; }
[ ${#programs[@]} -gt 0 ] || mapfile -t programs < <("$python" "$list" --list)
version="$("$python" -c 'import torch; print(torch.__version__.split("+")[0])')"
dest="$repo/tests/data/versions/$version"
mkdir -p "$work" "$dest"
bindir="$(dirname "$python")"
for p in "${programs[@]}"; do
  rm -rf "${work:?}/$p"
  echo "capture_versions: torch $version: $prefix$p"
  case "$mode" in
    cpu) run=(env CUDA_VISIBLE_DEVICES= python3 "$list" "$p") ;;
    fake) run=(env CUDA_VISIBLE_DEVICES= python3 "$here/fake_gpu.py" "$list" "$p") ;;
    gpu) run=(python3 "$list" "$p") ;;
  esac
  if ! PATH="$bindir:$PATH" "$here/fusescope-capture" --out "$work/$p" -- "${run[@]}" > "$work/$p.out" 2>&1; then
    # A compile that fails after the scheduler (2.11's split-scan code generation does) left a whole capture.
    if [ "$mode" = cpu ] || [ -z "$(find "$work/$p" -name ir_post_fusion.txt 2>/dev/null)" ]; then
      cat "$work/$p.out"; exit 1
    fi
    echo "capture_versions: $p failed after its scheduler ran (see $work/$p.out); its capture is kept" >&2
  fi
  rm -rf "${dest:?}/$prefix$p"
  python3 "$here/trim_run_for_tests.py" "$work/$p" "$dest/$prefix$p"
done
echo "capture_versions: $dest"
