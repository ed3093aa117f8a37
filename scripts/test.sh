#!/usr/bin/env bash
# Builds everything and runs every test (core, widgets offscreen, the GUI smoke test under Xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset dev
cmake --build --preset dev
ctest --preset dev
