#include "load_limits.h"

#include <charconv>
#include <cstdint>

#include <fmt/format.h>

namespace fusescope::cli {

namespace {

std::uint64_t parseLimit(const std::string& text, const std::string& option, std::uint64_t max) {
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value == 0 || value > max)
    throw UsageError(fmt::format("{} needs a positive integer (at most {}), got '{}'", option, max, text));
  return value;
}

}  // namespace

std::vector<std::string> withLoadLimitOptions(std::vector<std::string> valueOptions) {
  valueOptions.push_back("--max-input-mb");
  valueOptions.push_back("--max-nodes");
  valueOptions.push_back("--fusion-log");
  valueOptions.push_back("--subgraph");
  return valueOptions;
}

LoadOptions loadLimits(const CliArgs& args) {
  LoadOptions options;
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
  return options;
}

}  // namespace fusescope::cli
