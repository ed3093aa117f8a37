// `--max-input-mb N` and `--max-nodes N`: the import limits (LoadOptions) of every command that loads a
// graph, so a user can open a larger capture than the defaults allow, or cap what a script may load.
#pragma once

#include <string>
#include <vector>

#include "cli_args.h"
#include "util/load_options.h"

namespace fusescope::cli {

inline constexpr const char* kLoadLimitsUsage = "[--max-input-mb N] [--max-nodes N]";

// The value options to pass to CliArgs next to a command's own.
std::vector<std::string> withLoadLimitOptions(std::vector<std::string> valueOptions);

// LoadOptions with the defaults, overridden by the options given. Throws UsageError for a value that is
// not a positive integer in range.
LoadOptions loadLimits(const CliArgs& args);

}  // namespace fusescope::cli
