// Runs a command line in a shell and collects its exit code and output (stdout and stderr together): the
// CLI tests run the real fusescope-cli binary, the capture-helper test a Python script.
#pragma once

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace fusescope::testdata {

struct RunResult {
  int exitCode = -1;
  std::string output;   // stdout and stderr together
};

inline RunResult runCommand(const std::string& command) {
  RunResult r;
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf{};
  size_t n = 0;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.output.append(buf.data(), n);
  const int status = pclose(pipe);
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// fusescope-cli ARGS (the binary this build made).
inline RunResult runCli(const std::string& args) { return runCommand(std::string(FUSESCOPE_CLI_PATH) + " " + args); }

}  // namespace fusescope::testdata
