// One function per fusescope-cli command, each in its own cmd_<name>.cpp. Each returns the exit code
// (0 success, 1 a comparison that differs); bad input throws ImportError, bad usage UsageError (exit 2).
#pragma once

#include <string>
#include <vector>

namespace fusescope::cli {

int cmdInfo(const std::vector<std::string>& args);
int cmdSchedule(const std::vector<std::string>& args);
int cmdCompare(const std::vector<std::string>& args);
int cmdExport(const std::vector<std::string>& args);
int cmdKernels(const std::vector<std::string>& args);
int cmdSynth(const std::vector<std::string>& args);
int cmdWhy(const std::vector<std::string>& args);
int cmdWhatIf(const std::vector<std::string>& args);
int cmdDiff(const std::vector<std::string>& args);
int cmdProfile(const std::vector<std::string>& args);
int cmdCheck(const std::vector<std::string>& args);
int cmdReport(const std::vector<std::string>& args);

}  // namespace fusescope::cli
