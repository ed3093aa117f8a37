#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz (issue #9): scripts/fuzz.sh [TARGET|all] [SECONDS]
#   TARGET   ir_pre_fusion | ir_post_fusion | fusion_log | run_log | rank_log | logged_ir | output_code | fx_source |
#            provenance | module_stacks | expectation_file | kineto_trace | graph_json | pipeline | expr | log_index |
#            stack_trace | size_hints | fx_graph_inputs | recorded_calls | log_ranks_index | all (default)
#   SECONDS  fuzzing time per target (default 60); targets run one after another
# Configures and builds the `fuzz` preset (clang, ASan + UBSan) when needed, seeds build/fuzz/corpus/TARGET
# from the matching files under tests/data (the corpus grows there between runs; it is never committed),
# writes crashing, leaking and hanging inputs to build/fuzz/findings/TARGET/, and prints one summary line
# per target. FUZZ_JOBS sets the build parallelism (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(ir_pre_fusion ir_post_fusion fusion_log run_log rank_log logged_ir output_code fx_source provenance module_stacks expectation_file
             kineto_trace graph_json pipeline expr log_index stack_trace size_hints fx_graph_inputs recorded_calls
             log_ranks_index)
target=${1:-all}
seconds=${2:-60}
if [[ $target == all ]]; then
  targets=("${all_targets[@]}")
elif [[ " ${all_targets[*]} " == *" $target "* ]]; then
  targets=("$target")
else
  echo "usage: scripts/fuzz.sh [${all_targets[*]// /|}|all] [SECONDS]" >&2
  exit 2
fi
if ! [[ $seconds =~ ^[0-9]+$ ]] || ((seconds < 1)); then
  echo "fuzz.sh: SECONDS must be a positive integer, got '$seconds'" >&2
  exit 2
fi

build=build/fuzz
[[ -f $build/build.ninja ]] || cmake --preset fuzz
cmake --build --preset fuzz --parallel "${FUZZ_JOBS:-1}" \
  --target $(printf 'fuzz_%s ' "${targets[@]}") fuzz_json_seeds

# Seeds: the real files of each kind (and the regression inputs named after it in tests/data/malformed).
# Large files are left out: libFuzzer mutates small inputs far faster, and the small ones cover the same code.
seed_max_bytes=$((64 * 1024))
copy_seeds() {  # copy_seeds TARGET FIND-ARGS...
  local dir=$build/corpus/$1
  shift
  mkdir -p "$dir"
  find tests/data -type f -size -"$seed_max_bytes"c "$@" -print0 |
    while IFS= read -r -d '' f; do cp -f "$f" "$dir/seed_$(echo "$f" | tr '/' '_')"; done
}
seed() {
  case $1 in
    ir_pre_fusion) copy_seeds "$1" -name 'ir_pre_fusion*.txt' ;;
    ir_post_fusion) copy_seeds "$1" -name 'ir_post_fusion*.txt' ;;
    fusion_log | run_log) copy_seeds "$1" -name 'fusion*.log' ;;
    rank_log)
      copy_seeds "$1" -name 'fx_graph_runnable.py'
      # The distributed runs' logs are larger than the seed limit: their first lines, cut to it.
      for f in tests/data/runs/*_2rank/fusion.log; do
        head -c "$seed_max_bytes" "$f" > "$build/corpus/$1/seed_head_$(basename "$(dirname "$f")")"
      done ;;
    logged_ir)
      copy_seeds "$1" -name 'fusion*.log'
      # The logs with IR records are larger than the seed limit: their first runs, cut to it.
      for f in tests/data/runs/*_logged_ir/fusion.log; do
        head -c "$seed_max_bytes" "$f" > "$build/corpus/$1/seed_head_$(basename "$(dirname "$f")")"
      done ;;
    output_code) copy_seeds "$1" -name 'output_code*.py' ;;
    fx_source) copy_seeds "$1" -name 'fx_graph_readable*.py' ;;
    provenance) copy_seeds "$1" -name 'inductor_provenance*.json' ;;
    module_stacks) copy_seeds "$1" -name 'fusescope_modules*.json' ;;
    stack_trace)  # the one test log that keeps its stack traces, its first lines cut to the seed limit
      mkdir -p "$build/corpus/$1"
      head -c "$seed_max_bytes" tests/data/runs/block_train_2.15/fusion.log > "$build/corpus/$1/seed_head_block_train_2.15" ;;
    size_hints | fx_graph_inputs) copy_seeds "$1" \( -name 'fx_graph_readable*.py' -o -name 'fx_graph_runnable.py' \) ;;
    recorded_calls) copy_seeds "$1" -name '*.graphs.json' ;;   # fusescope-capture's records beside the test traces
    expectation_file) copy_seeds "$1" -name '*.expect' ;;
    kineto_trace)
      # The real traces are larger than the seed limit: each one's first events, as a whole trace.
      mkdir -p "$build/corpus/$1"
      for f in tests/data/profiles/*/trace.json.gz; do
        python3 - "$f" "$build/corpus/$1/seed_$(basename "$(dirname "$f")")" <<'PY'
import gzip, json, sys
t = json.load(gzip.open(sys.argv[1]))
t["traceEvents"] = t["traceEvents"][:120]
open(sys.argv[2], "w").write(json.dumps(t))
PY
      done ;;
    graph_json | pipeline)
      copy_seeds "$1" -name '*.json' -exec grep -q '"fusescope-graph"' {} \;
      # The small real captures as FuseScope JSON: the scheduler's code paths need real graphs.
      "$build/tests/fuzz/fuzz_json_seeds" "$build/corpus/$1" tests/data/captures tests/data/knobs > /dev/null ;;
    log_index)  # an entry as FusionLogIndex writes it (paths made up: an entry's are the machine's)
      mkdir -p "$build/corpus/$1"
      {
        printf '%s\n' '{"file":"/run/fusion.log","first_line":5,"folder":"/run/torch_compile_debug/run_1-pid_7/torchinductor/model__0_forward_1.0","format":1,"found":true,"graph_runs":[[5,120,200]],"inputs":[["/run/fusion.log",true,9000,1700000000,5,42],["/run",true,4096,1700000000,6,43]],"log_ranks":[0,1],"max_file_bytes":536870912,"rank":0,"rank_option":-1,"sole_run_record_line":2,"text_bytes":25,"warnings":[[0,"/run/fusion.log",3,"a note"]],"whole_run_log":true}'
        printf '%s' '===== attempting fusion ='
      } > "$build/corpus/$1/seed_entry" ;;
    log_ranks_index)  # a log's ranks as keepRanks writes them, for the log and stamp the target reads with
      mkdir -p "$build/corpus/$1"
      printf '%s' '{"first_ranked_line":3,"format":1,"from_pids":false,"log":"/run/fusion.log","rank_of_pid":[[553,0],[554,1]],"ranks":[0,1],"stamp":[10,0,0,0]}' \
        > "$build/corpus/$1/seed_entry" ;;
    expr)  # a few index texts as Inductor prints them
      mkdir -p "$build/corpus/$1"
      printf '%s' '16384*c0 + c3 + 1024*Min(((c1//2)) + 1, Min(16, (((c1 + 1)//2)) + 1) - 1)' > "$build/corpus/$1/seed_maxpool"
      printf '%s' '64*ModularIndexing(p0, 8, 16) + FloorDiv(p1, 3) + 2048*d0' > "$build/corpus/$1/seed_modular"
      printf '%s' '(128, 128)' > "$build/corpus/$1/seed_group" ;;
  esac
}

mkdir -p "$build/logs"
status=0
for t in "${targets[@]}"; do
  seed "$t"
  findings=$build/findings/$t
  mkdir -p "$findings"
  stamp=$(mktemp)
  log=$build/logs/$t.log
  dict=()
  case $t in graph_json | pipeline) dict=(-dict=tests/fuzz/graph_json.dict) ;; esac
  start=$SECONDS
  # detect_leaks stays on: a leak is a finding like a crash (third-party leaks: tests/fuzz/lsan.supp).
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/fuzz/lsan.supp:print_suppressions=0} \
    "$build/tests/fuzz/fuzz_$t" "$build/corpus/$t" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix="$findings/" -print_final_stats=1 "${dict[@]}" > "$log" 2>&1 || true
  elapsed=$((SECONDS - start))
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
  [[ -n $execs ]] || execs=$(grep -o '^Done [0-9]* runs' "$log" | tail -1 | grep -o '[0-9]\+' || true)
  [[ -n $execs ]] || execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#' || true)
  execs=${execs:-0}
  rate=$((elapsed > 0 ? execs / elapsed : execs))
  new=$(find "$findings" -type f -newer "$stamp" -printf '%f ' | sed 's/ $//')
  rm -f "$stamp"
  count=$(wc -w <<< "$new")
  printf 'fuzz_%-15s %10s executions in %5s s (%6s exec/s), %s finding(s)%s\n' \
    "$t" "$execs" "$elapsed" "$rate" "$count" "${new:+: $new}"
  printf '%s\t%s\t%s\t%s\t%s\n' "$(date -Is)" "$t" "$execs" "$elapsed" "$count${new:+ $new}" >> "$build/fuzz-history.tsv"
  ((count == 0)) || status=1
done
exit $status
