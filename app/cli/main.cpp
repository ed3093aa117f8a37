// fusescope-cli: everything FuseScope does, headless. Exit codes: 0 success, 1 a comparison that
// differs, 2 bad input or usage.
#include <cstdio>
#include <exception>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli_args.h"
#include "commands.h"
#include "load_limits.h"
#include "sched/policy.h"
#include "sched/knob_table.h"
#include "util/import_error.h"

namespace {

struct Command {
  std::function<int(const std::vector<std::string>&)> run;
  const char* synopsis;
};

const std::map<std::string, Command>& commands() {
  using namespace fusescope::cli;
  static const std::map<std::string, Command> table = {
      {"schedule", {cmdSchedule, "schedule PATH [--graph NAME] [--policy P] [--set KEY=VALUE]... [--json] [--unfold] [--repeat N] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]"}},
      {"compare", {cmdCompare, "compare PATH [--graph NAME] [--policy P] [--set KEY=VALUE]... [--json] [--all-ranks] [--sequence] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]   vs Inductor's own result"}},
      {"export", {cmdExport, "export PATH [--graph NAME] [--policy P] [--set K=V] [--step K|last|inductor] [--clusters] [--collapse-blocks] [--caption] [--dpi N] [--theme light|dark] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress] --format svg|png|pdf|dot -o FILE | --all-steps -o DIR"}},
      {"kernels", {cmdKernels, "kernels PATH [--graph NAME] [--policy P] [--node NODE] [--source real|generated|both] [--json] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]"}},
      {"synth", {cmdSynth, "synth --nodes N [--seed S] [--pattern PATH [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]] -o FILE.json   synthetic deep model"}},
      {"why", {cmdWhy, "why PATH A B [--graph NAME] [--step K] [--policy P] [--set KEY=VALUE]... [--json | --markdown] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]   why two nodes were (not) fused"}},
      {"whatif", {cmdWhatIf, "whatif PATH A B [--graph NAME] [--policy P] [--set KEY=VALUE]... [--max-runs N] [--trace FILE] [--json] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]   knob settings that put A and B in one kernel, and their cost"}},
      {"diff", {cmdDiff, "diff A B [--graph-a NAME] [--graph-b NAME] [--policy P] [--set-a KEY=VALUE]... [--set-b KEY=VALUE]... [--replay] [--trace-a FILE --trace-b FILE] [--json] [--max-input-mb N] [--max-nodes N] [--progress]   kernels two captures of one model differ in, where their schedules part, and (profiled) what each region costs a call"}},
      {"profile", {cmdProfile, "profile PATH [--trace FILE] [--graph NAME] [--top N] [--refusals N] [--annotate OUT.json.gz] [--json] [--rank N] [--max-input-mb N]   where a torch.profiler trace's GPU time goes: per kernel, node and source line"}},
      {"check", {cmdCheck, "check PATH [--expect FILE]... [--expect-fused \"A,B,...\"]... [--expect-apart \"A,B\"]... [--max-kernels N] [--baseline OTHER [--baseline-graph NAME]] [--junit FILE] [--json] [--replay] [--graph NAME] [--policy P] [--set KEY=VALUE]... [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]   for CI: nodes that must (not) share a kernel, at most N kernels, no kernel split against a baseline; exit 1 when one fails"}},
      {"report", {cmdReport, "report PATH -o FILE.html|DIR [--graph NAME] [--step K] [--why A B]... [--profile TRACE] [--policy P] [--set KEY=VALUE]... [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]   one self-contained HTML page: trust line, graph, why answers, decisions, kernels"}},
      {"info", {cmdInfo, "info PATH [--graph NAME] [--json] [--blocks] [--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]   summary of the graphs at PATH"}},
  };
  return table;
}

void printUsage(std::FILE* to) {
  fmt::print(to, "usage: fusescope-cli COMMAND [ARGS]\n\ncommands:\n");
  for (const auto& [name, cmd] : commands()) fmt::print(to, "  {}\n", cmd.synopsis);
  const fusescope::LoadOptions defaults;
  fmt::print(to, "\n{}: refuse input files above N MB (default {}) or graphs above N nodes (default {})\n",
             "[--max-input-mb N] [--max-nodes N]", defaults.maxFileBytes / (1024 * 1024), defaults.maxNodes);
  fmt::print(to, "--fusion-log FILE: Inductor's TORCH_LOGS=+fusion log for the graph (its own, or the whole run's\n"
                 "  TORCH_LOGS_OUT file, cut to the graph's scheduler run); without it: the graph folder's fusion.log,\n"
                 "  else a *.log holding fusion blocks in the 4 folders above it (next to torch_compile_debug/);\n"
                 "  --no-fusion-log opens the graph without one (its kernels are still compared, its decisions are not)\n");
  fmt::print(to, "--subgraph NAME: a graph with torch.cond / while_loop / invoke_subgraph holds one scheduler run per\n"
                 "  subgraph (`info` lists them); open that one (needs TORCH_LOGS=+fusion,ir_pre_fusion,ir_post_fusion)\n");
  fmt::print(to, "--rank N: a torch.distributed run (torchrun) writes one run_*-pid_* folder per rank and one log of\n"
                 "  `[rankN]:` lines; take rank N's graph (default: the folder's own rank, else the lowest; `info` lists them)\n");
  fmt::print(to, "--progress: say on stderr how far a long import is (the stage, the file and its size, the share\n"
                 "  done: a 500 MB fusion log takes seconds)\n");
  fmt::print(to, "--policy P: the scheduler replayed (default auto):\n");
  for (const auto& p : fusescope::sched::policyTable()) fmt::print(to, "  {:<14} {}\n", p.name, p.description);
  fmt::print(to, "--set KEY=VALUE: a scheduler knob (Inductor's config name; the recorded policy reads none). The knobs:\n{}",
             fusescope::sched::knobHelpText());
  fmt::print(to, "\nexit codes: 0 success, 1 a comparison that differs, 2 bad input or usage\n");
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    printUsage(args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  const auto it = commands().find(args[0]);
  if (it == commands().end()) {
    fmt::print(stderr, "fusescope-cli: unknown command '{}'\n\n", args[0]);
    printUsage(stderr);
    return 2;
  }
  try {
    return it->second.run(std::vector<std::string>(args.begin() + 1, args.end()));
  } catch (const fusescope::cli::UsageError& e) {
    fmt::print(stderr, "fusescope-cli {}: {}\nusage: fusescope-cli {}\n", args[0], e.what(), it->second.synopsis);
    return 2;
  } catch (const fusescope::ImportError& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  }
}
