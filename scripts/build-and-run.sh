#!/usr/bin/env bash
# First-time set-up: install missing packages, build, and open FuseScope on the bundled example capture.
# Extra arguments are passed to fusescope (e.g. a capture folder).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset dev
cmake --build --preset dev --target fusescope fusescope-cli
exec build/dev/app/fusescope "$@"
