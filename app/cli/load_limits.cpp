#include "load_limits.h"

#include <charconv>
#include <cstdint>
#include <cstdio>

#include <fmt/format.h>

#include "import/fusion_log_index.h"
#include "import/log_cache.h"

namespace fusescope::cli {

namespace {

std::uint64_t parseLimit(const std::string& text, const std::string& option, std::uint64_t max) {
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value == 0 || value > max)
    throw UsageError(fmt::format("{} needs a positive integer (at most {}), got '{}'", option, max, text));
  return value;
}

// `--progress`: a line on stderr when the stage changes or another tenth of the load is done, so a script's
// log shows where a long import is without a line per 65,536 lines of the fusion log.
void printProgress(const std::string& stage, double fraction) {
  static std::string lastStage;
  static int lastTenth = -1;
  const int tenth = static_cast<int>(fraction * 10);
  if (stage == lastStage && tenth == lastTenth) return;
  lastStage = stage;
  lastTenth = tenth;
  fmt::print(stderr, "fusescope-cli: [{:3.0f}%] {}\n", fraction * 100, stage);
  std::fflush(stderr);
}

}  // namespace

std::vector<std::string> withLoadLimitOptions(std::vector<std::string> valueOptions) {
  valueOptions.push_back("--max-input-mb");
  valueOptions.push_back("--max-nodes");
  valueOptions.push_back("--fusion-log");
  valueOptions.push_back("--subgraph");
  valueOptions.push_back("--rank");
  return valueOptions;
}

std::vector<std::string> withLoadFlags(std::vector<std::string> flags) {
  flags.push_back("--no-fusion-log");
  flags.push_back("--progress");
  return flags;
}

LoadOptions loadLimits(const CliArgs& args) {
  LoadOptions options;
  // A command is one process: the graphs it opens share one LogCache, so a command that opens every graph
  // of a run (info, report, compare --all-ranks) reads and splits the run's log once.
  static const std::shared_ptr<LogCache> processLogCache = std::make_shared<LogCache>();
  options.logCache = processLogCache;
  // And the next command opening a graph of that run reads only the graph's part of the log.
  options.logIndexDir = FusionLogIndex::defaultDir();
  if (const auto mb = args.value("--max-input-mb"))
    options.maxFileBytes = parseLimit(*mb, "--max-input-mb", 1u << 20) * 1024 * 1024;  // up to 1 TiB
  if (const auto nodes = args.value("--max-nodes"))
    options.maxNodes = static_cast<std::size_t>(parseLimit(*nodes, "--max-nodes", 1'000'000'000));
  if (const auto log = args.value("--fusion-log")) {
    if (log->empty()) throw UsageError("--fusion-log needs a file name");
    options.fusionLog = *log;
  }
  if (const auto sub = args.value("--subgraph")) {
    if (sub->empty()) throw UsageError("--subgraph needs a subgraph name (`info` lists them)");
    options.subgraph = *sub;
  }
  options.ignoreFusionLog = args.flag("--no-fusion-log");
  if (options.ignoreFusionLog && args.value("--fusion-log"))
    throw UsageError("--no-fusion-log and --fusion-log contradict each other: give one");
  if (const auto rank = args.value("--rank")) {
    int value = -1;
    const auto [end, ec] = std::from_chars(rank->data(), rank->data() + rank->size(), value);
    if (ec != std::errc() || end != rank->data() + rank->size() || value < 0)
      throw UsageError(fmt::format("--rank needs a rank number (0, 1, ...; `info` lists them), got '{}'", *rank));
    options.rank = value;
  }
  if (args.flag("--progress")) options.progress.report = printProgress;
  return options;
}

}  // namespace fusescope::cli
