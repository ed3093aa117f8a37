#!/usr/bin/env bash
# FuseScope's step breakdown against Holistic Trace Analysis on every trace of tests/data/profiles
# (scripts/hta_compare.py: idle, compute and non-compute time within 1% of the span).
#
#   scripts/hta-check.sh BUILD_DIR
#
# Installs HolisticTraceAnalysis from PyPI into BUILD_DIR/hta-venv once. Where it cannot be installed (no
# network) the stage says so and is skipped (exit 0, "SKIPPED" on stderr); FUSESCOPE_HTA_REQUIRED=1 makes
# that a failure.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
build="$(cd "${1:?usage: hta-check.sh BUILD_DIR}" && pwd)"
venv="$build/hta-venv"
cli="$build/app/fusescope-cli"
skip() {
  echo "hta-check: SKIPPED: $1" >&2
  [ "${FUSESCOPE_HTA_REQUIRED:-0}" = 1 ] && exit 1
  exit 0
}
[ -x "$cli" ] || { echo "hta-check: no $cli (build first)" >&2; exit 2; }
[ "${FUSESCOPE_SKIP_HTA:-0}" = 1 ] && skip "FUSESCOPE_SKIP_HTA=1"
command -v python3 > /dev/null || skip "no python3"
if ! "$venv/bin/python3" -c "import hta" 2> /dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv" || skip "python3 -m venv failed (Debian: apt-get install python3-venv)"
  "$venv/bin/pip" install --quiet --disable-pip-version-check HolisticTraceAnalysis > "$build/hta-pip.log" 2>&1 ||
    skip "pip could not install HolisticTraceAnalysis (no network?): $(grep -m1 -i error "$build/hta-pip.log" || tail -1 "$build/hta-pip.log")"
fi
data="$repo/tests/data/profiles"
pairs=()
for trace in "$data"/*/profile/trace_*.json.gz; do pairs+=("$(dirname "$(dirname "$trace")")/torch_compile_debug" "$trace"); done
pairs+=("$data/llama_bf16_inf/debug" "$data/llama_bf16_inf/trace.json.gz")
"$venv/bin/python3" "$here/hta_compare.py" "$cli" "${pairs[@]}"
