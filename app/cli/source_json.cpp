#include "source_json.h"

#include <fmt/format.h>

namespace fusescope::cli {

namespace {

nlohmann::json sourcesOf(const std::vector<source::SourceKind>& kinds) {
  nlohmann::json out = nlohmann::json::array();
  for (auto k : kinds) out.push_back(source::toString(k));
  return out;
}

nlohmann::json names(const std::vector<source::Fact<std::string>>& facts) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& f : facts) out.push_back(f.value);
  return out;
}

}  // namespace

void addSourceJson(nlohmann::json& into, const source::NodeSource& s) {
  nlohmann::json locations = nlohmann::json::array();
  for (const auto& f : s.locations)
    locations.push_back({{"file", f.value.file}, {"line", f.value.line}, {"function", f.value.function},
                         {"code", f.value.code}, {"from", sourcesOf(f.sources)}});
  into["source"] = std::move(locations);
  into["aten"] = names(s.aten);
  into["fx"] = names(s.fxNodes);
  into["pre_grad"] = names(s.preGrad);
  into["source_notes"] = s.notes;
}

std::vector<std::string> sourceLines(const source::NodeSource& s) {
  std::vector<std::string> out;
  for (const auto& f : s.locations)
    out.push_back(fmt::format("{}:{} in {}{}{}", f.value.file, f.value.line, f.value.function,
                              f.value.code.empty() ? "" : ": ", f.value.code));
  return out;
}

}  // namespace fusescope::cli
