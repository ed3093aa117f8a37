#!/usr/bin/env bash
# The live stage: compiles small programs with a real PyTorch *now*, opens what Inductor wrote with
# FuseScope and requires every graph IDENTICAL to Inductor (kernels, fusion order, every recorded refusal)
# under the policy FuseScope chooses from the capture's version; then checks the rule table's lines against
# the installed PyTorch's own sources. This keeps the port honest against the release, not only against
# captures kept in the repository.
#
#   scripts/live-inductor.sh BUILD_DIR [PROGRAM...]
#
# Installs torch==${FUSESCOPE_LIVE_TORCH:-2.13.0} (a CPU build; pip takes it from a wheel on disk where the
# machine keeps one) into BUILD_DIR/live-venv once. Where no such PyTorch can be installed (no network, no
# wheel) the stage says so and is skipped (exit 0, "SKIPPED" on stderr); FUSESCOPE_LIVE_REQUIRED=1 makes
# that a failure. Programs default to three quick ones of scripts/version_programs.py.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:?usage: live-inductor.sh BUILD_DIR [PROGRAM...]}" && pwd)"
shift
programs=("$@")
[ ${#programs[@]} -gt 0 ] || programs=(mlp_train reductions_inf graph_break)
torch_version="${FUSESCOPE_LIVE_TORCH:-2.13.0}"
venv="$build/live-venv"
cli="$build/app/fusescope-cli"

skip() {
  echo "live-inductor: SKIPPED: $1" >&2
  [ "${FUSESCOPE_LIVE_REQUIRED:-0}" = 1 ] && exit 1
  exit 0
}

[ -x "$cli" ] || { echo "live-inductor: no $cli (build first)" >&2; exit 2; }
[ "${FUSESCOPE_SKIP_LIVE:-0}" = 1 ] && skip "FUSESCOPE_SKIP_LIVE=1"
command -v python3 > /dev/null || skip "no python3"
if ! "$venv/bin/python3" -c "import torch, sys; sys.exit(torch.__version__.split('+')[0] != '$torch_version')" 2> /dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv" || skip "python3 -m venv failed (Debian: apt-get install python3-venv)"
  echo "live-inductor: installing torch==$torch_version into $venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "torch==$torch_version" numpy > "$build/live-pip.log" 2>&1 ||
    skip "pip could not install torch==$torch_version (no wheel on disk and no network?): $(grep -m1 -i error "$build/live-pip.log" || tail -1 "$build/live-pip.log")"
fi
installed="$("$venv/bin/python3" -c 'import torch; print(torch.__version__)')"
site="$("$venv/bin/python3" -c 'import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))')"
expected_policy="inductor-$(cut -d. -f1,2 <<< "$installed")"
echo "live-inductor: PyTorch $installed (FuseScope must choose $expected_policy)"

work="$build/live-captures"
rm -rf "$work"
mkdir -p "$work"
failed=0 graphs=0
for p in "${programs[@]}"; do
  start=$SECONDS
  if ! PATH="$venv/bin:$PATH" CUDA_VISIBLE_DEVICES= "$here/fusescope-capture" --out "$work/$p" -- \
      python3 "$here/version_programs.py" "$p" > "$work/$p.out" 2>&1; then
    echo "live-inductor: $p: the program failed under torch $installed:" >&2
    tail -20 "$work/$p.out" >&2
    exit 1
  fi
  root="$work/$p/torch_compile_debug"
  for folder in "$root"/run_*/torchinductor/*/; do
    [ -f "$folder/ir_pre_fusion.txt" ] || continue
    graph="$(basename "$folder")"
    graphs=$((graphs + 1))
    verdict="$("$cli" compare "$root" --graph "$graph" 2>&1)" || true
    policy="$(sed -n '1s/.*(policy \([^)]*\)).*/\1/p' <<< "$verdict")"
    last="$(tail -1 <<< "$verdict")"
    warnings="$("$cli" info "$root" --graph "$graph" --json 2>/dev/null | python3 -c 'import json,sys; print(sum(g["warnings"] for g in json.load(sys.stdin)["graphs"]))' 2>/dev/null || echo '?')"
    printf 'live-inductor: %-16s %-26s %-15s %s (%s warnings, %ds)\n' "$p" "$graph" "$policy" "$last" "$warnings" $((SECONDS - start))
    if [ "$last" != IDENTICAL ] || [ "$policy" != "$expected_policy" ] || [ "$warnings" != 0 ]; then
      echo "$verdict" >&2
      failed=$((failed + 1))
    fi
  done
done
[ "$graphs" -gt 0 ] || { echo "live-inductor: no graph was compiled" >&2; exit 1; }
FUSESCOPE_LIVE_TORCH_SITE="$site" FUSESCOPE_LIVE_TORCH_VERSION="$installed" \
  "$build/tests/test_rule_sources" --gtest_filter='RuleSources.TheInstalledPyTorchsLinesHoldTheReasons' --gtest_brief=1
if [ "$failed" -gt 0 ]; then
  echo "live-inductor: $failed of $graphs graph(s) compiled by PyTorch $installed are not replayed identically" >&2
  exit 1
fi
echo "live-inductor: all $graphs graph(s) compiled by PyTorch $installed replayed IDENTICAL"
