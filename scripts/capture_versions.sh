#!/usr/bin/env bash
# Captures every program of scripts/version_programs.py with the PyTorch of PYTHON (CPU, Inductor's C++
# backend) and trims each run into tests/data/versions/<torch version>/<program>/ (scripts/trim_run_for_tests.py),
# the version matrix the tests replay (tests/core/sched/test_release_captures.cpp).
#
#   scripts/capture_versions.sh PYTHON [WORKDIR] [PROGRAM...]
#
# PYTHON is a venv's python with torch installed (e.g. /opt/venv-2.13/bin/python3). WORKDIR (default: a new
# temporary folder) keeps the untrimmed captures. The 2.11 captures were made the same way on the GPU host
# (CUDA_VISIBLE_DEVICES= so that every program stays on the CPU).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
python="${1:?usage: capture_versions.sh PYTHON [WORKDIR] [PROGRAM...]}"
work="${2:-$(mktemp -d)}"
shift $(( $# >= 2 ? 2 : 1 ))
programs=("$@")
[ ${#programs[@]} -gt 0 ] || mapfile -t programs < <("$python" "$here/version_programs.py" --list)
version="$("$python" -c 'import torch; print(torch.__version__.split("+")[0])')"
dest="$repo/tests/data/versions/$version"
mkdir -p "$work" "$dest"
bindir="$(dirname "$python")"
for p in "${programs[@]}"; do
  rm -rf "${work:?}/$p"
  echo "capture_versions: torch $version: $p"
  PATH="$bindir:$PATH" CUDA_VISIBLE_DEVICES= "$here/fusescope-capture" --out "$work/$p" -- \
    python3 "$here/version_programs.py" "$p" > "$work/$p.out" 2>&1 || { cat "$work/$p.out"; exit 1; }
  rm -rf "${dest:?}/$p"
  python3 "$here/trim_run_for_tests.py" "$work/$p" "$dest/$p"
done
echo "capture_versions: $dest"
