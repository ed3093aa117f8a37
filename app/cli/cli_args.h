// Minimal argument handling shared by the fusescope-cli commands. Usage errors throw UsageError,
// which main() turns into exit code 2 with the message on stderr.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace fusescope::cli {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The arguments after the command name: positionals, `--flag`, `--key VALUE` and repeated `--set K=V`.
class CliArgs {
 public:
  CliArgs(std::vector<std::string> args, std::vector<std::string> valueOptions, std::vector<std::string> flags);

  const std::vector<std::string>& positionals() const { return positionals_; }
  bool flag(const std::string& name) const;                               // "--json"
  std::optional<std::string> value(const std::string& name) const;        // last "--graph NAME"
  std::vector<std::string> values(const std::string& name) const;         // every "--set K=V"
  // Every value of any of `names`, with its option, in command-line order.
  std::vector<std::pair<std::string, std::string>> valuesInOrder(const std::vector<std::string>& names) const;
  std::string requirePositional(size_t index, const std::string& what) const;
  // `--top 20`: the whole number given, `fallback` when absent; UsageError naming the option when the
  // value is not a whole number in [min, max].
  int count(const std::string& name, int fallback, int min = 0, int max = 1'000'000'000) const;

 private:
  std::vector<std::string> positionals_;
  std::vector<std::pair<std::string, std::string>> options_;
  std::vector<std::string> flags_;
};

}  // namespace fusescope::cli
