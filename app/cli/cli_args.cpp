#include "cli_args.h"

#include <algorithm>

namespace fusescope::cli {

CliArgs::CliArgs(std::vector<std::string> args, std::vector<std::string> valueOptions, std::vector<std::string> flags) {
  auto contains = [](const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.size() > 2 && a.rfind("--", 0) == 0) {
      std::string name = a, inlineValue;
      bool hasInline = false;
      if (auto eq = a.find('='); eq != std::string::npos) {
        name = a.substr(0, eq);
        inlineValue = a.substr(eq + 1);
        hasInline = true;
      }
      if (contains(flags, name) && !hasInline) {
        flags_.push_back(name);
      } else if (contains(valueOptions, name)) {
        if (hasInline) {
          options_.emplace_back(name, inlineValue);
        } else {
          if (i + 1 >= args.size()) throw UsageError("option " + name + " needs a value");
          options_.emplace_back(name, args[++i]);
        }
      } else {
        throw UsageError("unknown option " + name);
      }
    } else if (a == "-o") {
      if (i + 1 >= args.size()) throw UsageError("option -o needs a value");
      options_.emplace_back("-o", args[++i]);
    } else {
      positionals_.push_back(a);
    }
  }
}

bool CliArgs::flag(const std::string& name) const {
  return std::find(flags_.begin(), flags_.end(), name) != flags_.end();
}

std::optional<std::string> CliArgs::value(const std::string& name) const {
  std::optional<std::string> result;
  for (const auto& [k, v] : options_)
    if (k == name) result = v;
  return result;
}

std::vector<std::string> CliArgs::values(const std::string& name) const {
  std::vector<std::string> result;
  for (const auto& [k, v] : options_)
    if (k == name) result.push_back(v);
  return result;
}

std::string CliArgs::requirePositional(size_t index, const std::string& what) const {
  if (index >= positionals_.size()) throw UsageError("missing " + what);
  return positionals_[index];
}

}  // namespace fusescope::cli
