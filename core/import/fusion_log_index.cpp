#include "import/fusion_log_index.h"

#include "util/text_hash.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>
#include <system_error>
#include <unistd.h>

namespace fusescope {

namespace fs = std::filesystem;

namespace {

nlohmann::json stampJson(const std::string& path, const FileStamp& s) {
  return nlohmann::json::array({path, s.exists, s.size, s.seconds, s.nanoseconds, s.inode});
}

std::string normalFolder(const fs::path& folder) {
  std::error_code ec;
  fs::path p = fs::absolute(folder, ec).lexically_normal();
  if (ec) p = folder.lexically_normal();
  if (!p.empty() && !p.has_filename()) p = p.parent_path();
  return p.string();
}

}  // namespace

std::string formatIndexEntry(const FusionLogIndexEntry& e) {
  nlohmann::json j;
  j["format"] = kIndexFormat;
  j["folder"] = e.folder;
  j["rank_option"] = e.rankOption;
  j["max_file_bytes"] = e.maxFileBytes;
  j["inputs"] = nlohmann::json::array();
  for (const auto& [path, stamp] : e.inputs) j["inputs"].push_back(stampJson(path, stamp));
  const GraphFusionLog& l = e.log;
  j["found"] = l.found;
  j["file"] = l.file;
  j["first_line"] = l.firstLine;
  j["whole_run_log"] = l.wholeRunLog;
  j["graph_runs"] = nlohmann::json::array();
  for (const LogRunSpan& r : l.graphRuns) j["graph_runs"].push_back({r.firstLine, r.begin, r.end});
  j["warnings"] = nlohmann::json::array();
  for (const Diagnostic& d : l.warnings)
    j["warnings"].push_back({d.severity == Diagnostic::Severity::Error ? 1 : 0, d.file, d.line, d.message});
  j["rank"] = l.rank;
  j["log_ranks"] = l.logRanks;
  j["sole_run_record_line"] = l.soleRunRecordLine;
  j["text_bytes"] = l.text.size();
  // Invalid UTF-8 in a path or message is replaced, not refused: the entry is only a copy.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n" + l.text;
}

std::optional<FusionLogIndexEntry> parseIndexEntry(std::string_view bytes) {
  const std::size_t nl = bytes.find('\n');
  if (nl == std::string_view::npos) return std::nullopt;
  const nlohmann::json j = nlohmann::json::parse(bytes.substr(0, nl), nullptr, false);
  if (!j.is_object()) return std::nullopt;
  try {
    if (j.at("format").get<int>() != kIndexFormat) return std::nullopt;
    FusionLogIndexEntry e;
    e.folder = j.at("folder").get<std::string>();
    e.rankOption = j.at("rank_option").get<int>();
    e.maxFileBytes = j.at("max_file_bytes").get<std::uintmax_t>();
    for (const auto& in : j.at("inputs")) {
      if (!in.is_array() || in.size() != 6) return std::nullopt;
      e.inputs.push_back({in[0].get<std::string>(), FileStamp{in[1].get<bool>(), in[2].get<std::uintmax_t>(), in[3].get<long>(),
                                                              in[4].get<long>(), in[5].get<std::uintmax_t>()}});
    }
    GraphFusionLog& l = e.log;
    l.found = j.at("found").get<bool>();
    l.file = j.at("file").get<std::string>();
    l.firstLine = j.at("first_line").get<int>();
    l.wholeRunLog = j.at("whole_run_log").get<bool>();
    for (const auto& r : j.at("graph_runs")) {
      if (!r.is_array() || r.size() != 3) return std::nullopt;
      l.graphRuns.push_back({r[0].get<int>(), r[1].get<std::size_t>(), r[2].get<std::size_t>()});
    }
    for (const auto& d : j.at("warnings")) {
      if (!d.is_array() || d.size() != 4) return std::nullopt;
      l.warnings.push_back({d[0].get<int>() == 1 ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning,
                            d[1].get<std::string>(), d[2].get<int>(), d[3].get<std::string>()});
    }
    l.rank = j.at("rank").get<int>();
    l.logRanks = j.at("log_ranks").get<std::vector<int>>();
    l.soleRunRecordLine = j.at("sole_run_record_line").get<int>();
    const auto textBytes = j.at("text_bytes").get<std::size_t>();
    if (bytes.size() - nl - 1 != textBytes) return std::nullopt;  // cut, or written twice at once
    l.text = std::string(bytes.substr(nl + 1));
    return e;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

fs::path FusionLogIndex::entryFile(const std::string& folder, const LoadOptions& options) const {
  const std::string key = fmt::format("{}\n{}\n{}", folder, options.rank, options.maxFileBytes);
  return dir_ / fmt::format("{:016x}.entry", hashText(key));
}

std::optional<GraphFusionLog> FusionLogIndex::find(const fs::path& graphFolder, const LoadOptions& options) const {
  const std::string folder = normalFolder(graphFolder);
  const fs::path file = entryFile(folder, options);
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::optional<FusionLogIndexEntry> e = parseIndexEntry(bytes);
  if (!e || e->folder != folder || e->rankOption != options.rank || e->maxFileBytes != options.maxFileBytes) return std::nullopt;
  for (const auto& [path, stamp] : e->inputs)
    if (fileStamp(path) != stamp) return std::nullopt;
  return std::move(e->log);
}

void FusionLogIndex::store(const fs::path& graphFolder, const LoadOptions& options, const GraphFusionLog& log,
                           const std::vector<fs::path>& inputs) const {
  FusionLogIndexEntry e;
  e.folder = normalFolder(graphFolder);
  e.rankOption = options.rank;
  e.maxFileBytes = options.maxFileBytes;
  for (const fs::path& p : inputs) e.inputs.push_back({p.string(), fileStamp(p)});
  e.log = log;
  e.log.wholeText.reset();
  e.log.irRecordStarts.clear();
  std::error_code ec;
  fs::create_directories(dir_, ec);
  if (ec) return;
  const fs::path file = entryFile(e.folder, options);
  // Written beside and renamed into place: a reader sees the old entry or the whole new one.
  const fs::path partial = file.string() + fmt::format(".{}.partial", static_cast<long>(::getpid()));
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out << formatIndexEntry(e);
    if (!out.flush()) {
      out.close();
      fs::remove(partial, ec);
      return;
    }
  }
  fs::rename(partial, file, ec);
  if (ec) fs::remove(partial, ec);
}

fs::path FusionLogIndex::defaultDir() {
  if (const char* own = std::getenv("FUSESCOPE_CACHE_DIR")) return *own ? fs::path(own) / "fusion-logs" : fs::path();
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "fusescope" / "fusion-logs";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "fusescope" / "fusion-logs";
  return {};
}

}  // namespace fusescope
