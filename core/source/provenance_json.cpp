#include "source/provenance_json.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "util/import_error.h"

namespace fusescope::source {

namespace {

int lineAt(std::string_view text, std::size_t byte) {
  byte = std::min(byte, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(byte), '\n'));
}

// The line where `"key"` first appears (for messages about a map's content); 1 when not found.
int lineOfKey(std::string_view text, const std::string& key) {
  const std::size_t at = text.find("\"" + key + "\"");
  return at == std::string_view::npos ? 1 : lineAt(text, at);
}

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
  // The SAX parser keeps its own stack, so deep nesting cannot overflow ours; a depth limit still keeps a
  // hostile file from building a huge tree.
  bool tooDeep = false;
  const nlohmann::json::parser_callback_t limit = [&](int d, nlohmann::json::parse_event_t, nlohmann::json&) {
    if (d > 16) tooDeep = true;
    return !tooDeep;
  };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.begin(), text.end(), limit);
  } catch (const nlohmann::json::parse_error& e) {
    throw ImportError(file, lineAt(text, e.byte > 0 ? e.byte - 1 : 0), fmt::format("malformed JSON ({})", e.what()));
  } catch (const nlohmann::json::exception& e) {
    // The parser also throws out_of_range for a number beyond double ("number overflow parsing '1e999'"),
    // which carries no offset: the line is that of the first occurrence of the quoted number.
    const std::string_view what = e.what();
    const std::size_t open = what.find("parsing '"), close = what.rfind('\'');
    std::size_t at = std::string_view::npos;
    if (open != std::string_view::npos && close > open + 9) at = text.find(what.substr(open + 9, close - open - 9));
    throw ImportError(file, at == std::string_view::npos ? 1 : lineAt(text, at), fmt::format("malformed JSON ({})", e.what()));
  }
  if (tooDeep) throw ImportError(file, 1, "nested deeper than a provenance file ever is");
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
