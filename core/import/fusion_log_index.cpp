#include "import/fusion_log_index.h"

#include "import/capture_loader.h"
#include "util/import_error.h"
#include "util/mapped_text_file.h"
#include "util/text_hash.h"
#include "util/whole_file_write.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <system_error>
#include <utility>

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

namespace {

// An entry's JSON line; the graph's part of the log (`textBytes` long) follows it after a newline.
std::string indexEntryHeader(const FusionLogIndexEntry& e, std::size_t textBytes) {
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
  j["text_bytes"] = textBytes;
  // Invalid UTF-8 in a path or message is replaced, not refused: the entry is only a copy.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

std::string formatIndexEntry(const FusionLogIndexEntry& e) {
  return indexEntryHeader(e, e.log.text.size()) + "\n" + std::string(e.log.text.view);
}

namespace {

struct Malformed {};

// A value of the type the entry says, or Malformed: nlohmann's get<> converts a float or another type
// (and a float out of range, undefined behaviour) where an entry has integers.
template <class T>
T integerOf(const nlohmann::json& v) {
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (!std::in_range<T>(u)) throw Malformed{};
    return static_cast<T>(u);
  }
  if (v.is_number_integer()) {
    const auto i = v.get<std::int64_t>();
    if (!std::in_range<T>(i)) throw Malformed{};
    return static_cast<T>(i);
  }
  throw Malformed{};
}

bool boolOf(const nlohmann::json& v) {
  if (!v.is_boolean()) throw Malformed{};
  return v.get<bool>();
}

std::string stringOf(const nlohmann::json& v) {
  if (!v.is_string()) throw Malformed{};
  return v.get<std::string>();
}

const nlohmann::json& arrayOf(const nlohmann::json& v, std::size_t size = 0) {
  if (!v.is_array() || (size && v.size() != size)) throw Malformed{};
  return v;
}

const nlohmann::json& field(const nlohmann::json& j, const char* key) {
  const auto it = j.find(key);
  if (it == j.end()) throw Malformed{};
  return *it;
}

}  // namespace

std::optional<FusionLogIndexEntry> parseIndexEntry(std::string_view bytes) {
  return parseIndexEntry(SharedText::own(std::string(bytes)));
}

std::optional<FusionLogIndexEntry> parseIndexEntry(const SharedText& entry) {
  const std::string_view bytes = entry.view;
  const std::size_t nl = bytes.find('\n');
  if (nl == std::string_view::npos) return std::nullopt;
  const nlohmann::json j = nlohmann::json::parse(bytes.substr(0, nl), nullptr, false);
  if (!j.is_object()) return std::nullopt;
  try {
    if (integerOf<int>(field(j, "format")) != kIndexFormat) return std::nullopt;
    FusionLogIndexEntry e;
    e.folder = stringOf(field(j, "folder"));
    e.rankOption = integerOf<int>(field(j, "rank_option"));
    e.maxFileBytes = integerOf<std::uintmax_t>(field(j, "max_file_bytes"));
    for (const auto& in : arrayOf(field(j, "inputs"))) {
      arrayOf(in, 6);
      e.inputs.push_back({stringOf(in[0]), FileStamp{boolOf(in[1]), integerOf<std::uintmax_t>(in[2]), integerOf<long>(in[3]),
                                                     integerOf<long>(in[4]), integerOf<std::uintmax_t>(in[5])}});
    }
    GraphFusionLog& l = e.log;
    l.found = boolOf(field(j, "found"));
    l.file = stringOf(field(j, "file"));
    l.firstLine = integerOf<int>(field(j, "first_line"));
    l.wholeRunLog = boolOf(field(j, "whole_run_log"));
    for (const auto& r : arrayOf(field(j, "graph_runs"))) {
      arrayOf(r, 3);
      l.graphRuns.push_back({integerOf<int>(r[0]), integerOf<std::size_t>(r[1]), integerOf<std::size_t>(r[2])});
    }
    for (const auto& d : arrayOf(field(j, "warnings"))) {
      arrayOf(d, 4);
      l.warnings.push_back({integerOf<int>(d[0]) == 1 ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning,
                            stringOf(d[1]), integerOf<int>(d[2]), stringOf(d[3])});
    }
    l.rank = integerOf<int>(field(j, "rank"));
    for (const auto& r : arrayOf(field(j, "log_ranks"))) l.logRanks.push_back(integerOf<int>(r));
    l.soleRunRecordLine = integerOf<int>(field(j, "sole_run_record_line"));
    const auto textBytes = integerOf<std::size_t>(field(j, "text_bytes"));
    if (bytes.size() - nl - 1 != textBytes) return std::nullopt;  // cut, or written twice at once
    l.text = SharedText::slice(entry, nl + 1, textBytes);   // the bytes read (or mapped), not a copy
    return e;
  } catch (const Malformed&) {
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
  // Mapped, not read: the log's part is most of the entry, and its pages can leave memory once parsed.
  // Entries are only ever replaced by a rename (writeWholeFile), so the mapping never sees one cut short.
  SharedText bytes;
  try {
    bytes = mapTextFile(file, options.maxFileBytes);
  } catch (const ImportError&) {
    return std::nullopt;  // none kept (or not readable): the log is read
  }
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
  // An input changed in the last seconds may still be being written (a run in progress appends to its log
  // and adds graph folders), and what was read of it may be older than the stamp taken now: keep nothing.
  const long now = static_cast<long>(std::time(nullptr));
  for (const fs::path& p : inputs) {
    const FileStamp stamp = fileStamp(p);
    if (stamp.exists && stamp.seconds > now - kSettleSeconds) return;
    e.inputs.push_back({p.string(), stamp});
  }
  e.log = log;   // its text is shared, not copied; written from the view
  e.log.wholeText = nullptr;
  e.log.irRecordStarts.clear();
  writeWholeFile(entryFile(e.folder, options), {indexEntryHeader(e, log.text.size()), "\n", log.text.view}, MissingFolder::Create);
}

fs::path FusionLogIndex::defaultDir() {
  if (const char* own = std::getenv("FUSESCOPE_CACHE_DIR")) return *own ? fs::path(own) / "fusion-logs" : fs::path();
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "fusescope" / "fusion-logs";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "fusescope" / "fusion-logs";
  return {};
}

}  // namespace fusescope
