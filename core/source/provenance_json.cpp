#include "source/provenance_json.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "util/import_error.h"
#include "util/json_document.h"

namespace fusescope::source {

namespace {

using Map = std::map<std::string, std::vector<std::string>>;

Map readMap(const nlohmann::json& j, std::string_view text, const std::string& file, const char* key) {
  Map out;
  if (!j.is_object()) throw ImportError(file, lineOfKey(text, key), fmt::format("\"{}\" is not an object", key));
  for (const auto& [k, v] : j.items()) {
    if (!v.is_array()) {
      throw ImportError(file, lineOfKey(text, k), fmt::format("\"{}\" in \"{}\" is not a list of names", k, key));
    }
    std::vector<std::string> names;
    for (const auto& n : v) {
      if (!n.is_string()) {
        throw ImportError(file, lineOfKey(text, k), fmt::format("\"{}\" in \"{}\" holds a value that is not a name", k, key));
      }
      names.push_back(n.get<std::string>());
    }
    out.emplace(k, std::move(names));
  }
  return out;
}

}  // namespace

ProvenanceRecord parseProvenance(std::string_view text, const std::string& file) {
  const nlohmann::json j = parseJsonDocument(text, file, 16, "a provenance file");
  if (!j.is_object()) throw ImportError(file, 1, "not a JSON object (not an Inductor provenance file?)");
  ProvenanceRecord r;
  bool any = false;
  const std::pair<const char*, Map*> maps[] = {{"preToPost", &r.preToPost},
                                               {"postToPre", &r.postToPre},
                                               {"cppCodeToPost", &r.kernelToPost},
                                               {"postToCppCode", &r.postToKernel}};
  for (const auto& [key, map] : maps) {
    auto it = j.find(key);
    if (it == j.end()) continue;
    *map = readMap(*it, text, file, key);
    any = true;
  }
  if (!any) throw ImportError(file, 1, "none of preToPost, postToPre, cppCodeToPost, postToCppCode (not an Inductor provenance file?)");
  return r;
}

KernelHandle splitKernelKey(std::string_view key) {
  const std::size_t colon = key.rfind(':');
  if (colon == std::string_view::npos || colon + 1 >= key.size() || key.size() - colon - 1 > 9) return {std::string(key), -1};
  for (std::size_t i = colon + 1; i < key.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(key[i]))) return {std::string(key), -1};
  return {std::string(key.substr(0, colon)), std::stoi(std::string(key.substr(colon + 1)))};
}

}  // namespace fusescope::source
