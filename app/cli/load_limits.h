// `--max-input-mb N`, `--max-nodes N` and `--fusion-log FILE`: the LoadOptions of every command that
// loads a graph (the one place they are built), so a user can open a larger capture than the defaults
// allow, cap what a script may load, or name the run's fusion log.
#pragma once

#include <string>
#include <vector>

#include "cli_args.h"
#include "util/load_options.h"

namespace fusescope::cli {

inline constexpr const char* kLoadLimitsUsage =
    "[--fusion-log FILE | --no-fusion-log] [--subgraph NAME] [--rank N] [--max-input-mb N] [--max-nodes N] [--progress]";

// The value options to pass to CliArgs next to a command's own.
std::vector<std::string> withLoadLimitOptions(std::vector<std::string> valueOptions);
// The flags likewise (`--no-fusion-log`, `--progress`).
std::vector<std::string> withLoadFlags(std::vector<std::string> flags);

// LoadOptions with the defaults, overridden by the options given. Throws UsageError for a value that is
// not a positive integer in range.
LoadOptions loadLimits(const CliArgs& args);

}  // namespace fusescope::cli
