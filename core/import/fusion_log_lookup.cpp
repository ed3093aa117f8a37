#include "import/fusion_log_lookup.h"

#include "import/logged_ir_runs.h"

#include "import/capture_loader.h"
#include "import/fusion_log_assignment.h"
#include "import/fusion_log_index.h"
#include "import/fusion_log_runs.h"
#include "import/log_cache.h"
#include "import/log_ranks.h"
#include "util/import_error.h"
#include "util/text_lines.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <optional>
#include <system_error>

namespace fusescope {

namespace fs = std::filesystem;

namespace {

constexpr int kLevelsAbove = 4;  // graph -> torchinductor -> run_* -> torch_compile_debug -> its folder

fs::path normalFolder(const fs::path& folder) {
  std::error_code ec;
  fs::path p = fs::absolute(folder, ec).lexically_normal();
  if (ec) p = folder.lexically_normal();
  if (!p.empty() && !p.has_filename()) p = p.parent_path();
  return p;
}

// Whether `file` has a `===== attempting fusion (1/` line, read in small chunks so a large unrelated log
// next to the capture is not held in memory, and a fusion log (whose first run starts near its top) is
// answered after its first chunk.
bool holdsFusionBlock(const fs::path& file) {
  constexpr std::string_view kHeader = "===== attempting fusion (1/";
  constexpr std::size_t kChunk = 64 * 1024;
  std::ifstream in(file, std::ios::binary);
  std::string buffer(kChunk + kHeader.size(), '\0');
  std::size_t carried = 0;  // the end of the last chunk, for a header across chunks
  while (in) {
    in.read(buffer.data() + carried, static_cast<std::streamsize>(kChunk));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got == 0) break;
    const std::string_view window(buffer.data(), carried + got);
    if (window.find(kHeader) != std::string_view::npos) return true;
    carried = std::min(window.size(), kHeader.size() - 1);
    std::copy(window.end() - static_cast<long>(carried), window.end(), buffer.begin());
  }
  return false;
}

// `*.log` files in `dir` that hold a fusion block, sorted by name.
std::vector<fs::path> fusionLogsIn(const fs::path& dir, const LoadOptions& options, std::vector<Diagnostic>* warnings) {
  std::vector<fs::path> found;
  std::error_code ec;
  fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  if (ec) return found;
  std::vector<fs::path> logs;
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    std::error_code statusEc;
    if (it->path().extension() == ".log" && it->is_regular_file(statusEc)) logs.push_back(it->path());
  }
  std::sort(logs.begin(), logs.end());
  for (const fs::path& log : logs) {
    std::error_code sizeEc;
    const auto size = fs::file_size(log, sizeEc);
    if (sizeEc) continue;
    if (size > options.maxFileBytes) {
      if (warnings) {
        warnings->push_back({Diagnostic::Severity::Warning, log.string(), 0,
                             fmt::format("not read as the fusion log: {} bytes, above the import limit of {} bytes",
                                         size, options.maxFileBytes)});
      }
      continue;
    }
    if (holdsFusionBlock(log)) found.push_back(log);
  }
  return found;
}

// `os.environ['KEY'] = 'VALUE'` in fx_graph_runnable.py's header (Inductor writes the environment the graph
// was compiled under there), or "".
std::string recordedEnv(std::string_view head, std::string_view key) {
  const std::string prefix = "os.environ['" + std::string(key) + "'] = '";
  const std::size_t at = head.find(prefix);
  if (at == std::string_view::npos || (at > 0 && head[at - 1] != '\n')) return {};
  const std::size_t begin = at + prefix.size();
  const std::size_t end = head.find('\'', begin);
  if (end == std::string_view::npos || head.substr(begin, end - begin).find('\n') != std::string_view::npos) return {};
  return std::string(head.substr(begin, end - begin));
}

// The log TORCH_LOGS_OUT named, where the capture was moved to: fx_graph_runnable.py records both
// TORCH_COMPILE_DEBUG_DIR and TORCH_LOGS_OUT, and the log's place relative to the first holds here too
// (`TORCH_COMPILE_DEBUG_DIR=run/debug TORCH_LOGS_OUT=run/fusion.log` puts it beside debug/). Empty when the
// graph folder is not in a torch_compile_debug tree or does not say.
fs::path recordedLogOut(const fs::path& graphFolder) {
  std::error_code ec;
  const fs::path runnable = graphFolder / "fx_graph_runnable.py";
  if (!fs::is_regular_file(runnable, ec)) return {};
  const fs::path debugRoot = normalFolder(graphFolder).parent_path().parent_path().parent_path();  // torchinductor, run_*
  if (debugRoot.filename() != "torch_compile_debug") return {};
  std::string head;
  try {
    head = readTextHead(runnable, 16 * 1024);
  } catch (const ImportError&) {
    return {};
  }
  const std::string debugDir = recordedEnv(head, "TORCH_COMPILE_DEBUG_DIR");
  const std::string logOut = recordedEnv(head, "TORCH_LOGS_OUT");
  if (debugDir.empty() || logOut.empty()) return {};
  const fs::path relative = fs::path(logOut).lexically_normal().lexically_relative(fs::path(debugDir).lexically_normal());
  if (relative.empty() || relative.is_absolute()) return {};
  const fs::path here = (debugRoot.parent_path() / relative).lexically_normal();
  return fs::is_regular_file(here, ec) ? here : fs::path();
}

bool isGraphFolder(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "ir_pre_fusion.txt", ec);
}

// The line of the BEFORE FUSION record of a graph's only scheduler run, when the record directly precedes
// the run (no other run's header in between); 0 otherwise (several runs, a log cut before the record).
int soleRunRecordLine(const GraphFusionLog& log) {
  constexpr std::string_view kRunHeader = "===== attempting fusion (1/";
  if (log.graphRuns.size() != 1 || !log.wholeText) return 0;
  const LogRunSpan& run = log.graphRuns.front();
  if (log.irRecordStarts.empty() || log.irRecordStarts.front() >= run.begin) return 0;
  const std::string_view whole = *log.wholeText;
  const std::size_t from = loggedIrRecordBefore(log.irRecordStarts, run.begin);
  const std::string_view between = whole.substr(from, run.begin - from);
  if (memmem(between.data(), between.size(), kRunHeader.data(), kRunHeader.size())) return 0;
  return run.firstLine - static_cast<int>(countNewlines(between));
}

}  // namespace

fs::path findFusionLog(const fs::path& graphFolder, const LoadOptions& options, std::vector<Diagnostic>* warnings) {
  std::error_code ec;
  if (!options.fusionLog.empty()) {
    if (!fs::exists(options.fusionLog, ec)) throw ImportError(options.fusionLog.string(), 0, "no such file (--fusion-log)");
    return options.fusionLog;
  }
  if (fs::exists(graphFolder / "fusion.log", ec)) return graphFolder / "fusion.log";
  // Inside torch_compile_debug/: every folder up to the one holding torch_compile_debug/; elsewhere (a
  // copy laid out as MODEL/GRAPH): the two folders above the graph.
  const fs::path self = normalFolder(graphFolder);
  int levels = 2;
  fs::path up = self;
  for (int level = 1; level <= kLevelsAbove - 1 && up.has_parent_path() && up.parent_path() != up; ++level) {
    up = up.parent_path();
    if (up.filename() == "torch_compile_debug") levels = level + 1;
  }
  fs::path dir = self;
  for (int level = 1; level <= levels && dir.has_parent_path() && dir.parent_path() != dir; ++level) {
    dir = dir.parent_path();
    std::vector<fs::path> logs;
    if (options.logCache) {
      LogCache::FolderLogs found = options.logCache->folderLogs(dir, [&] {
        LogCache::FolderLogs f;
        f.logs = fusionLogsIn(dir, options, &f.warnings);
        return f;
      });
      logs = std::move(found.logs);
      if (warnings) warnings->insert(warnings->end(), found.warnings.begin(), found.warnings.end());
    } else {
      logs = fusionLogsIn(dir, options, warnings);
    }
    if (logs.size() == 1) return logs.front();
    if (logs.size() > 1) {
      // The one TORCH_LOGS_OUT named, when the capture recorded it (a program's own output, tee'd beside
      // the capture, holds the same fusion lines).
      if (const fs::path recorded = recordedLogOut(graphFolder); !recorded.empty())
        for (const fs::path& l : logs)
          if (fs::equivalent(l, recorded, ec)) return l;
      std::string names;
      for (const fs::path& l : logs) names += (names.empty() ? "" : ", ") + l.filename().string();
      throw ImportError(dir.string(), 0, fmt::format("several fusion logs here ({}) and none named for graph {}; pick "
                                                     "one with --fusion-log FILE", names, self.filename().string()));
    }
  }
  // Elsewhere, where the capture says TORCH_LOGS_OUT pointed (a log beside the debug dir's parent).
  if (const fs::path recorded = recordedLogOut(graphFolder);
      !recorded.empty() && fs::file_size(recorded, ec) <= options.maxFileBytes && !ec && holdsFusionBlock(recorded))
    return recorded;
  return {};
}

namespace {

// What the lookup of a whole-run log for `self` depended on, for FusionLogIndex to check: the log, the graph
// folder and its fx_graph_runnable.py, the folders above it searched for logs and the *.log files in them,
// and the graph folders the run was checked against.
std::vector<fs::path> lookupInputs(const fs::path& self, const fs::path& log, const std::vector<fs::path>& siblings) {
  std::vector<fs::path> inputs = {log, self, self / "fx_graph_runnable.py"};
  fs::path dir = self;
  for (int level = 1; level <= kLevelsAbove && dir.has_parent_path() && dir.parent_path() != dir; ++level) {
    dir = dir.parent_path();
    inputs.push_back(dir);
    std::error_code ec;
    for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::directory_iterator(); it.increment(ec)) {
      if (it->path().extension() == ".log") inputs.push_back(it->path());
    }
  }
  for (const fs::path& folder : siblings) inputs.push_back(folder / "ir_pre_fusion.txt");
  if (const fs::path recorded = recordedLogOut(self); !recorded.empty()) inputs.push_back(recorded);
  return inputs;
}

}  // namespace

GraphFusionLog readGraphFusionLog(const fs::path& graphFolder, const LoadOptions& options, const std::string* ownPreFusion) {
  const bool indexed = !options.logIndexDir.empty() && options.fusionLog.empty() && options.subgraph.empty();
  if (indexed) {
    if (std::optional<GraphFusionLog> kept = FusionLogIndex(options.logIndexDir).find(graphFolder, options)) return std::move(*kept);
  }
  GraphFusionLog out;
  const fs::path log = findFusionLog(graphFolder, options, &out.warnings);
  if (log.empty()) return out;
  out.found = true;
  out.file = log.string();
  // Cut to the graph folder's rank when the log interleaves several (import/log_ranks.h).
  const std::shared_ptr<const LogSplit> split = splitLog(
      log, options.maxFileBytes,
      [&](const LogRanks& ranks) { return rankOfGraphFolder(graphFolder, ranks, options.rank, out.file); },
      options.logCache.get());
  const std::string& text = *split->text;
  if (split->ranks.ranked()) {
    out.rank = split->rank;
    out.logRanks = split->ranks.ranks;
    if (split->ranks.fromPids)
      out.warnings.push_back({Diagnostic::Severity::Warning, out.file, split->ranks.firstRankedLine,
                              fmt::format("{} processes ran the scheduler into this log without [rankN]: prefixes (no process "
                                          "group); they are told apart by pid, and \"rank\" {} is this graph's process in pid "
                                          "order, not necessarily its torch.distributed rank",
                                          split->ranks.ranks.size(), out.rank)});
  }
  const bool ownLog = options.fusionLog.empty() && log.parent_path() == graphFolder;
  if (ownLog && split->headerMentions <= 1) {
    // The run where it is in the log: a log that records the IR too (TORCH_LOGS=+fusion,ir_pre_fusion) has
    // its BEFORE FUSION record first, and the run is matched to it by its header's line.
    if (!split->runs.empty()) out.graphRuns.push_back({split->runs.front().firstLine, split->runs.front().begin, split->runs.front().end});
    if (split->loggedIr) {
      out.wholeText = split->text;
      out.irRecordStarts = split->irRecordStarts;
      out.soleRunRecordLine = soleRunRecordLine(out);
    }
    out.text = SharedText::slice(split->text, 0, text.size());
    return out;
  }
  // A log of the whole run (or one given by hand): the graph's run, checked against every graph folder
  // beside this one (the graphs of one program run share torchinductor/).
  const fs::path self = normalFolder(graphFolder);
  std::vector<RunLogGraph> graphs;
  std::size_t target = 0;
  std::vector<fs::path> folders;
  std::error_code ec;
  fs::directory_iterator it(self.parent_path(), fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::error_code dirEc;
    if (it->is_directory(dirEc) && isGraphFolder(it->path())) folders.push_back(normalFolder(it->path()));
  }
  if (std::find(folders.begin(), folders.end(), self) == folders.end()) folders.push_back(self);
  std::sort(folders.begin(), folders.end());
  for (const fs::path& folder : folders) {
    if (folder == self) target = graphs.size();
    const fs::path preFusion = folder / "ir_pre_fusion.txt";
    graphs.push_back({folder.filename().string(), folder.string(),
                      folder == self && ownPreFusion ? *ownPreFusion
                      : options.logCache            ? *options.logCache->fileText(preFusion, options.maxFileBytes)
                                                    : readTextFile(preFusion, options.maxFileBytes)});
  }
  // What this lookup finds for graphs[index]: `out`'s notes so far (the log lookup's and the ranks') are
  // every sibling's too, as they share the folders above and the log.
  const std::vector<Diagnostic> lookupNotes = out.warnings;
  auto resultFor = [&](std::size_t index) {
    GraphFusionLog r = out;
    r.warnings = lookupNotes;
    FusionLogAssignment picked = assignFusionLogRun(split->runs, r.file, graphs, index);
    r.text = SharedText::slice(split->text, picked.begin, picked.end - picked.begin);
    r.firstLine = picked.firstLine;
    r.wholeRunLog = true;
    r.graphRuns = std::move(picked.graphRuns);
    if (ownLog) {  // the folder's own log: every run in it is this folder's
      r.graphRuns.clear();
      for (const FusionLogRun& run : split->runs) r.graphRuns.push_back({run.firstLine, run.begin, run.end});
    }
    if (split->loggedIr) {
      r.wholeText = split->text;
      r.irRecordStarts = split->irRecordStarts;
      r.soleRunRecordLine = soleRunRecordLine(r);
    }
    for (Diagnostic& d : picked.warnings) r.warnings.push_back(std::move(d));
    return r;
  };
  out = resultFor(target);
  // One run cut out of a whole-run log: kept for the next process (a folder with subgraph runs reads the
  // whole log's IR records each time).
  auto keepable = [&](const GraphFusionLog& r) {
    return r.graphRuns.size() == 1 && (!split->loggedIr || r.soleRunRecordLine > 0);
  };
  if (indexed && keepable(out)) {
    const FusionLogIndex index(options.logIndexDir);
    index.store(graphFolder, options, out, lookupInputs(self, log, folders));
    // The log was read whole for this graph: every other graph folder of the run whose part this log is
    // gets its part kept now too, so none of them reads the whole log again, and the opened graph is then
    // read from its kept entry. A 567 MB log and the graph built from it were more than 1 GB at 21,000 nodes;
    // the mapped entry leaves memory as it is parsed.
    bool everyGraphKept = !ownLog;
    for (std::size_t j = 0; j < folders.size() && everyGraphKept; ++j) {
      if (j == target) continue;
      try {
        std::vector<Diagnostic> ignored;
        if (normalFolder(findFusionLog(folders[j], options, &ignored)) != normalFolder(log) ||
            (split->ranks.ranked() && rankOfGraphFolder(folders[j], split->ranks, options.rank, out.file) != split->rank)) {
          everyGraphKept = false;
          break;
        }
        const GraphFusionLog sibling = resultFor(j);
        if (!keepable(sibling)) {
          everyGraphKept = false;
          break;
        }
        index.store(folders[j], options, sibling, lookupInputs(folders[j], log, folders));
        everyGraphKept = index.find(folders[j], options).has_value();
      } catch (const ImportError&) {
        everyGraphKept = false;   // that graph's own open says why
      }
    }
    if (std::optional<GraphFusionLog> kept = index.find(graphFolder, options)) {
      if (everyGraphKept && options.logCache) options.logCache->forget(log, split->rank);
      return std::move(*kept);
    }
  }
  return out;
}

}  // namespace fusescope
