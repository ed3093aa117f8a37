#include "import/load.h"


#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "graph/graph_json.h"
#include "import/fusion_log_lookup.h"
#include "import/fusion_log_runs.h"
#include "import/ir_dump_importer.h"
#include "import/log_cache.h"
#include "import/log_ranks_index.h"
#include "import/log_ranks.h"
#include "util/import_error.h"

namespace fusescope {

namespace {

bool looksLikeJson(const std::string& text) {
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    return c == '{';
  }
  return false;
}

Graph loadFile(const std::filesystem::path& path, const LoadOptions& options) {
  if (path.filename() == "ir_pre_fusion.txt") return loadCaptureFolder(path.parent_path(), options);
  std::string text = readTextFile(path, options.maxFileBytes);
  if (path.extension() == ".json" || looksLikeJson(text)) return parseGraphJson(text, path.string(), options);
  if (countFusionLogRuns(text) > 0) {
    // The run's log given where the graph belongs: say what to open instead.
    throw ImportError(path.string(), 0, "this is a TORCH_LOGS fusion log, not a graph: open the torch_compile_debug "
                                        "folder (or a graph folder in it) next to it; the log is found there, or give "
                                        "it with --fusion-log FILE");
  }
  // A lone dump in either ir_pre_fusion or the seed's debug_str format, named as the user named it.
  Graph g = parseIrDump(text, path.string(), options);
  g.name = path.stem().string();
  return g;
}

}  // namespace

void findGraphRanks(std::vector<GraphEntry>& entries, const LoadOptions& options) {
  std::map<std::filesystem::path, LogRanks> logs;  // each log scanned once
  for (GraphEntry& e : entries) {
    const long pid = runFolderPid(e.folder);
    if (pid < 0) continue;
    try {
      const std::filesystem::path log = findFusionLog(e.folder, options);
      if (log.empty()) continue;
      auto it = logs.find(log);
      if (it == logs.end()) {
        // Kept on disk by an earlier command: the log is not read at all (its graph's part comes from the
        // fusion-log index too).
        std::optional<LogRanks> ranks = findKeptRanks(options.logIndexDir, log);
        if (!ranks) {
          ranks = options.logCache ? options.logCache->ranks(log, options.maxFileBytes)
                                   : scanLogRanks(readTextFile(log, options.maxFileBytes));
          keepRanks(options.logIndexDir, log, *ranks);
        }
        it = logs.emplace(log, std::move(*ranks)).first;
      }
      if (const auto owner = it->second.rankOfPid.find(pid); owner != it->second.rankOfPid.end()) e.rank = owner->second;
    } catch (const ImportError&) {
    }
  }
}

namespace {

// Keeps the entries of LoadOptions::rank; the call fails when no entry has that rank.
void keepRank(std::vector<GraphEntry>& entries, const std::filesystem::path& path, const LoadOptions& options) {
  if (options.rank < 0) return;
  std::set<int> ranks;
  for (const GraphEntry& e : entries) {
    if (e.rank >= 0) ranks.insert(e.rank);
  }
  if (ranks.empty()) return;  // no rank folders here: the log check says whether --rank fits
  if (!ranks.count(options.rank)) {
    throw ImportError(path.string(), 0, fmt::format("--rank {} asked, but the graphs here were compiled by rank(s) {}",
                                                    options.rank, formatRanks({ranks.begin(), ranks.end()})));
  }
  std::erase_if(entries, [&](const GraphEntry& e) { return e.rank != options.rank; });
}

// "run_…-pid_2390/torchinductor/model__0_forward_1.0" -> "model__0_forward_1.0": what the ranks share.
std::string rankFreeName(const GraphEntry& e) { return e.folder.filename().string(); }

}  // namespace

RankedGraphLocation rankedGraphLocation(const std::filesystem::path& path, const std::string& graphName) {
  std::error_code ec;
  if (!graphName.empty() && !std::filesystem::is_directory(path / graphName, ec)) {
    // A name loadGraph matches as a suffix (`model__0_forward_1.0` under the debug root): the root is `path`.
    const std::string leaf = std::filesystem::path(graphName).filename().string();
    return std::filesystem::is_directory(path, ec) ? RankedGraphLocation{path, leaf} : RankedGraphLocation{};
  }
  std::filesystem::path folder = (graphName.empty() ? path : path / graphName).lexically_normal();
  if (!folder.empty() && !folder.has_filename()) folder = folder.parent_path();
  const std::filesystem::path inductor = folder.parent_path();
  const std::filesystem::path run = inductor.parent_path();
  if (inductor.filename() != "torchinductor" || runFolderPid(run) < 0) return {};
  return {run.parent_path(), folder.filename().string()};
}

std::vector<GraphEntry> listGraphs(const std::filesystem::path& path, const LoadOptions& options) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw ImportError(path.string(), 0, "no such file or directory");
  if (!std::filesystem::is_directory(path, ec)) {
    GraphEntry e;
    e.name = path.stem().string();
    e.folder = path;
    e.kind = "unknown";
    return {e};
  }
  std::vector<GraphEntry> entries = discoverGraphs(path);
  findGraphRanks(entries, options);
  keepRank(entries, path, options);
  return entries;
}

ResolvedGraph resolveGraph(const std::filesystem::path& path, const std::string& graphName, const LoadOptions& options) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw ImportError(path.string(), 0, "no such file or directory");
  if (!std::filesystem::is_directory(path, ec)) return {listGraphs(path, options).front(), {}};

  const std::vector<GraphEntry> graphs = discoverGraphs(path);
  if (graphs.empty())
    throw ImportError(path.string(), 0, "no Inductor capture here (no folder with an ir_pre_fusion.txt)");
  std::vector<const GraphEntry*> picked;
  for (const auto& e : graphs) {
    const bool exact = e.name == graphName;
    if (graphName.empty() || namesGraph(e, graphName)) picked.push_back(&e);
    if (exact) {
      picked = {&e};
      break;
    }
  }
  std::vector<Diagnostic> notes;
  std::vector<GraphEntry> candidates;   // with their ranks, where those were looked for
  if (picked.size() > 1 || options.rank >= 0) {
    // The same graph once per rank: --rank picks, else the lowest rank.
    for (const GraphEntry* e : picked) candidates.push_back(*e);
    findGraphRanks(candidates, options);
    keepRank(candidates, path, options);
    const bool perRank = candidates.size() > 1 && std::all_of(candidates.begin(), candidates.end(), [&](const GraphEntry& e) {
      return e.rank >= 0 && rankFreeName(e) == rankFreeName(candidates.front());
    });
    if (perRank) {
      std::set<int> ranks;
      for (const GraphEntry& e : candidates) ranks.insert(e.rank);
      if (ranks.size() == candidates.size()) {
        const auto lowest = std::min_element(candidates.begin(), candidates.end(),
                                             [](const GraphEntry& a, const GraphEntry& b) { return a.rank < b.rank; });
        notes.push_back({Diagnostic::Severity::Warning, lowest->folder.string(), 0,
                         fmt::format("{} was compiled by ranks {}; showing rank {} (pick one with --rank N)",
                                     rankFreeName(*lowest), formatRanks({ranks.begin(), ranks.end()}), lowest->rank)});
        candidates = {*lowest};
      }
    }
    if (candidates.size() == 1 || options.rank >= 0) {
      picked.clear();
      for (const GraphEntry& c : candidates) {
        for (const GraphEntry& e : graphs) {
          if (e.folder == c.folder) picked.push_back(&e);
        }
      }
    }
  }
  if (picked.size() != 1) {
    std::string names;
    for (const auto& e : graphs) names += fmt::format("\n  {} ({})", e.name, e.kind);
    const std::string why = graphName.empty() ? fmt::format("holds {} graphs; pick one with --graph NAME:", graphs.size())
                            : picked.empty()  ? fmt::format("has no graph named '{}'; it holds:", graphName)
                                              : fmt::format("'{}' matches several graphs:", graphName);
    throw ImportError(path.string(), 0, why + names);
  }
  for (const GraphEntry& c : candidates)
    if (c.folder == picked.front()->folder) return {c, std::move(notes)};
  return {*picked.front(), std::move(notes)};
}

Graph loadResolvedGraph(ResolvedGraph resolved, const LoadOptions& options) {
  return loadResolvedCapture(std::move(resolved), options).graph;
}

LoadedFolder loadResolvedCapture(ResolvedGraph resolved, const LoadOptions& options) {
  auto& [entry, notes] = resolved;
  LoadedFolder loaded = loadCaptureFolderKeepingCode(entry.folder, options);
  Graph& g = loaded.graph;
  if (options.logCache) options.logCache->releaseScanText();   // taken by the load, or not needed by it
  if (entry.name.empty() || entry.name == ".") {
    // A graph folder opened directly: name it like a debug-root entry, "model/graph".
    const auto folder = std::filesystem::absolute(entry.folder).lexically_normal();
    const auto parent = folder.has_parent_path() ? folder.parent_path().filename().string() : std::string();
    g.name = parent.empty() ? folder.filename().string() : parent + "/" + folder.filename().string();
  } else {
    g.name = entry.name;
  }
  if (!g.subgraph.empty()) g.name += "/" + g.subgraph;
  for (Diagnostic& d : notes) g.warnings.push_back(std::move(d));
  return loaded;
}

Graph loadGraph(const std::filesystem::path& path, const std::string& graphName, const LoadOptions& options) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw ImportError(path.string(), 0, "no such file or directory");
  if (!std::filesystem::is_directory(path, ec)) return loadFile(path, options);
  return loadResolvedGraph(resolveGraph(path, graphName, options), options);
}

}  // namespace fusescope
