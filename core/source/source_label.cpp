#include "source/source_label.h"

#include <fmt/format.h>

namespace fusescope::source {

std::string baseName(const std::string& path) {
  const size_t slash = path.find_last_of("/\\");
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string shortLocation(const SourceLocation& location) {
  return fmt::format("{}:{}", baseName(location.file), location.line);
}

std::string locationText(const SourceLocation& location) {
  std::string out = shortLocation(location);
  if (!location.function.empty()) out += " in " + location.function;
  if (!location.code.empty()) out += ": " + location.code;
  return out;
}

std::vector<std::string> locationTexts(const NodeSource& source) {
  std::vector<std::string> out;
  out.reserve(source.locations.size());
  for (const auto& fact : source.locations) out.push_back(locationText(fact.value));
  return out;
}

std::string sourceSummary(const NodeSource& source, size_t maxShown) {
  std::string out;
  std::vector<std::string> seen;
  for (const auto& fact : source.locations) {
    std::string s = shortLocation(fact.value);
    bool dup = false;
    for (const auto& x : seen) dup = dup || x == s;
    if (!dup) seen.push_back(std::move(s));
  }
  for (size_t i = 0; i < seen.size() && i < maxShown; ++i) out += (i ? ", " : "") + seen[i];
  if (seen.size() > maxShown) out += fmt::format(" (+{} more)", seen.size() - maxShown);
  return out;
}

std::string moduleSummary(const NodeSource& source, const SourceMap& map, size_t maxShown) {
  std::string out;
  for (size_t i = 0; i < source.modules.size() && i < maxShown; ++i) {
    const std::string& path = source.modules[i].value;
    auto type = map.moduleTypes.find(path);
    out += fmt::format("{}{}{}", i ? ", " : "", path.empty() ? "(model)" : path,
                       type == map.moduleTypes.end() ? "" : " (" + type->second + ")");
  }
  if (source.modules.size() > maxShown) out += fmt::format(" (+{} more)", source.modules.size() - maxShown);
  return out;
}

}  // namespace fusescope::source
