#include "profile/recorded_calls.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "util/import_error.h"
#include "util/json_document.h"

namespace fusescope::profile {
namespace fs = std::filesystem;

RecordedCalls parseRecordedCalls(std::string_view text, const std::string& file, const fs::path& captureDir) {
  const nlohmann::json j = parseJsonDocument(text, file, 6, "a fusescope-capture graphs.json");
  if (!j.is_object() || !j.contains("graphs") || !j["graphs"].is_array() || !j.contains("call_order") || !j["call_order"].is_array())
    throw ImportError(file, 1, "not a fusescope-capture record: no \"graphs\" and \"call_order\" lists");
  RecordedCalls r;
  r.file = file;
  for (const auto& g : j["graphs"]) {
    if (!g.is_object()) throw ImportError(file, lineOfKey(text, "graphs"), "an entry of \"graphs\" is not an object");
    const auto folder = g.find("folder");
    if (folder == g.end() || folder->is_null()) {
      r.folders.emplace_back();  // the capture did not find the graph's output_code.py
    } else if (folder->is_string()) {
      const fs::path p = folder->get<std::string>();
      r.folders.push_back(p.is_absolute() ? p : captureDir / p);
    } else {
      throw ImportError(file, lineOfKey(text, "folder"), "a graph's \"folder\" is not a path");
    }
  }
  for (const auto& c : j["call_order"]) {
    if (!c.is_number_integer() || c.get<long long>() < 0 || c.get<long long>() >= static_cast<long long>(r.folders.size()))
      throw ImportError(file, lineOfKey(text, "call_order"),
                        fmt::format("\"call_order\" holds {}, not the index of one of its {} graph(s)", c.dump(), r.folders.size()));
    r.order.push_back(static_cast<int>(c.get<long long>()));
  }
  if (!r.order.empty()) r.steps = static_cast<int>(std::count(r.order.begin(), r.order.end(), r.order.front()));
  return r;
}

std::optional<RecordedCalls> readRecordedCalls(const fs::path& traceFile) {
  std::string stem = traceFile.filename().string();
  for (std::string_view ext : {".json.gz", ".json"})
    if (stem.size() > ext.size() && stem.ends_with(ext)) {
      stem.resize(stem.size() - ext.size());
      break;
    }
  const fs::path file = traceFile.parent_path() / (stem + ".graphs.json");
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) return std::nullopt;
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  if (!in || !(text << in.rdbuf())) throw ImportError(file.string(), 0, "cannot be read");
  // profile/trace_....graphs.json: its folders are relative to the capture, profile/'s parent.
  return parseRecordedCalls(text.str(), file.string(), fs::absolute(traceFile).parent_path().parent_path());
}

}  // namespace fusescope::profile
