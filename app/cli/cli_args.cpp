#include "cli_args.h"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

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

std::vector<std::pair<std::string, std::string>> CliArgs::valuesInOrder(const std::vector<std::string>& names) const {
  std::vector<std::pair<std::string, std::string>> result;
  for (const auto& option : options_)
    if (std::find(names.begin(), names.end(), option.first) != names.end()) result.push_back(option);
  return result;
}

std::string CliArgs::requirePositional(size_t index, const std::string& what) const {
  if (index >= positionals_.size()) throw UsageError("missing " + what);
  return positionals_[index];
}

int CliArgs::count(const std::string& name, int fallback, int min, int max) const {
  const auto text = value(name);
  if (!text) return fallback;
  int n = 0;
  const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), n);
  if (ec != std::errc() || end != text->data() + text->size() || n < min || n > max)
    throw UsageError(max == 1'000'000'000 ? fmt::format("{} takes a whole number of at least {}, not '{}'", name, min, *text)
                                          : fmt::format("{} takes a whole number from {} to {}, not '{}'", name, min, max, *text));
  return n;
}

}  // namespace fusescope::cli
