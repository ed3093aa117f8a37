#include "import/capture_loader.h"

#include "import/scheduler_run_choice.h"

#include "import/fusion_log_importer.h"
#include "import/fusion_log_lookup.h"
#include "import/log_cache.h"
#include "import/ir_dump_importer.h"
#include "import/output_code_importer.h"
#include "import/recorded_size_hints.h"
#include "import/torch_version.h"
#include "import/post_fusion_importer.h"
#include "source/fx_source_comments.h"
#include "import/fx_graph_inputs.h"
#include "source/module_stacks.h"
#include "source/provenance_json.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <future>
#include <set>
#include <system_error>

namespace fusescope {

namespace fs = std::filesystem;

namespace {

// "191.2 MB", for the progress of a load.
std::string megabytes(std::uintmax_t bytes) { return fmt::format("{:.1f} MB", static_cast<double>(bytes) / 1e6); }

// " (191.2 MB)" for a file whose size can be read, else nothing.
std::string sizeNote(const fs::path& file) {
  std::error_code ec;
  const std::uintmax_t bytes = fs::file_size(file, ec);
  return ec ? std::string() : " (" + megabytes(bytes) + ")";
}

std::string joinPath(const std::string& folder, const std::string& file) {
  if (folder.empty()) return file;
  return folder.back() == '/' ? folder + file : folder + "/" + file;
}

// "a/b/gpt2_train/0_backward_3.1" -> "gpt2_train/0_backward_3.1".
std::string displayName(const std::string& folder) {
  fs::path p = fs::path(folder).lexically_normal();
  if (!p.empty() && !p.has_filename()) p = p.parent_path();  // trailing separator
  const fs::path leaf = p.filename();
  const fs::path parent = p.parent_path().filename();
  if (parent.empty() || parent == "/" || parent == ":") return leaf.generic_string();
  return (parent / leaf).generic_string();
}

void checkSize(const std::string& file, std::uintmax_t size, std::uintmax_t maxBytes) {
  if (size > maxBytes) {
    throw ImportError(file, 0, fmt::format("file is {} bytes, above the import limit of {} bytes "
                                           "(LoadOptions::maxFileBytes)", size, maxBytes));
  }
}

const std::string* findFile(const CaptureFiles& capture, const char* name) {
  auto it = capture.files.find(name);
  return it == capture.files.end() ? nullptr : &it->second;
}

void mergeOrigins(Graph& graph, const FusionLogRecord& log, const std::string& file) {
  for (const auto& [name, origins] : log.origins) {
    auto it = graph.nodeByName.find(name);
    if (it == graph.nodeByName.end()) {
      graph.warnings.push_back({Diagnostic::Severity::Warning, file, 0,
                                fmt::format("origins given for {}, which is not a node of ir_pre_fusion.txt", name)});
      continue;
    }
    Node& node = graph.nodes[static_cast<size_t>(it->second)];
    for (const std::string& origin : origins) {
      if (std::find(node.origins.begin(), node.origins.end(), origin) == node.origins.end()) node.origins.push_back(origin);
    }
  }
  // Each node's first stack trace in the candidate listings (the blocks of a model are found from them).
  for (const auto& [name, stack] : log.stacks)
    if (auto it = graph.nodeByName.find(name); it != graph.nodeByName.end() && graph.nodes[static_cast<size_t>(it->second)].stacks.empty())
      graph.nodes[static_cast<size_t>(it->second)].stacks = stack;
}

void checkMembers(Graph& graph, const std::vector<std::string>& members, const std::string& owner, const std::string& file) {
  for (const std::string& m : members) {
    if (!graph.nodeByName.count(m)) {
      graph.warnings.push_back({Diagnostic::Severity::Warning, file, 0,
                                fmt::format("{} lists {}, which is not a node of ir_pre_fusion.txt", owner, m)});
    }
  }
}

// Inductor schedules every node of ir_pre_fusion.txt into some kernel, so a node no kernel lists means the
// post-fusion dump was cut between two scheduled nodes, where it still parses.
void checkCoverage(Graph& graph, const std::string& file) {
  std::vector<char> scheduled(graph.nodes.size(), 0);
  for (const RecordedKernel& k : graph.inductor.kernels) {
    for (const std::string& m : k.members) {
      if (auto it = graph.nodeByName.find(m); it != graph.nodeByName.end()) scheduled[static_cast<size_t>(it->second)] = 1;
    }
  }
  const auto missing = std::count(scheduled.begin(), scheduled.end(), 0);
  if (missing == 0) return;
  const auto first = std::find(scheduled.begin(), scheduled.end(), 0) - scheduled.begin();
  graph.warnings.push_back({Diagnostic::Severity::Warning, file, 0,
                            fmt::format("no kernel holds {} node(s) of ir_pre_fusion.txt, the first {} (file truncated?)",
                                        missing, graph.nodes[static_cast<size_t>(first)].name)});
}

}  // namespace

std::optional<std::string_view> fusionLogText(const CaptureFiles& capture) {
  if (capture.sharedFusionLog.owner) return capture.sharedFusionLog.view;
  auto it = capture.files.find("fusion.log");
  if (it == capture.files.end()) return std::nullopt;
  return std::string_view(it->second);
}

std::string readTextFile(const fs::path& file, std::uintmax_t maxBytes) {
  const std::string name = file.string();
  std::error_code ec;
  const auto status = fs::status(file, ec);
  if (ec || !fs::exists(status)) throw ImportError(name, 0, "no such file");
  if (!fs::is_regular_file(status)) throw ImportError(name, 0, "not a regular file");
  const std::uintmax_t size = fs::file_size(file, ec);
  if (ec) throw ImportError(name, 0, fmt::format("cannot read: {}", ec.message()));
  checkSize(name, size, maxBytes);
  std::ifstream in(file, std::ios::binary);
  if (!in) throw ImportError(name, 0, "cannot open for reading");
  std::string content(static_cast<size_t>(size), '\0');
  in.read(content.data(), static_cast<std::streamsize>(size));
  content.resize(static_cast<size_t>(in.gcount()));
  if (in.bad()) throw ImportError(name, 0, "read error");
  return content;
}

std::string readTextHead(const fs::path& file, std::size_t maxBytes) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw ImportError(file.string(), 0, "cannot open for reading");
  std::string content(maxBytes, '\0');
  in.read(content.data(), static_cast<std::streamsize>(maxBytes));
  content.resize(static_cast<std::size_t>(in.gcount()));
  if (content.size() == maxBytes) content.resize(content.rfind('\n') == std::string::npos ? 0 : content.rfind('\n') + 1);
  return content;
}

const char* const kWithoutLogHint = " (to open the graph without its fusion log: --no-fusion-log)";

CaptureFiles readCaptureFolder(const fs::path& folder, const LoadOptions& options) {
  CaptureFiles capture;
  capture.folder = folder.string();
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) throw ImportError(capture.folder, 0, "not a folder");
  for (const char* name : kCaptureFileNames) {
    if (name == std::string_view("fusion.log")) continue;  // below
    const fs::path file = folder / name;
    if (name != std::string_view("ir_pre_fusion.txt") && !fs::exists(file, ec)) continue;
    if (name == std::string_view("ir_pre_fusion.txt") && !fs::exists(file, ec)) {
      throw ImportError(file.string(), 0, "no ir_pre_fusion.txt here; not a TORCH_COMPILE_DEBUG graph folder "
                                          "(run with TORCH_COMPILE_DEBUG=1, or open the debug root to pick a graph)");
    }
    if (name == std::string_view("fx_graph_runnable.py")) {
      capture.files.emplace(name, readTextHead(file, kRunnableHeadBytes));  // only its header is read
      continue;
    }
    options.progress(fmt::format("reading {}{}", name, sizeNote(file)), 0.02);
    // The IR through the run's cache where there is one: the log's assignment reads every graph folder's.
    const bool shared = options.logCache && name == std::string_view("ir_pre_fusion.txt");
    capture.files.emplace(name, shared ? *options.logCache->fileText(file, options.maxFileBytes) : readTextFile(file, options.maxFileBytes));
  }
  options.progress("reading the fusion log", 0.08);
  GraphFusionLog log;
  if (options.ignoreFusionLog) {
    log.warnings.push_back({Diagnostic::Severity::Warning, capture.folder, 0,
                            "fusion log not read (--no-fusion-log): Inductor's decisions are not checked"});
  } else {
    try {
      log = readGraphFusionLog(folder, options, findFile(capture, "ir_pre_fusion.txt"));
    } catch (const ImportError& e) {
      // The graph itself is fine: say how to open it without the log.
      throw ImportError(e.file(), e.line(), e.message() + kWithoutLogHint);
    }
  }
  capture.notes = std::move(log.warnings);
  capture.rank = log.rank;
  capture.logRanks = log.logRanks;
  if (log.found) {
    if (log.file != (folder / "fusion.log").string() || log.firstLine != 1) {
      capture.fusionLogFile = log.file;
      capture.fusionLogFirstLine = log.firstLine;
    }
    // Shared with the run's cache, which keeps the whole text anyway, or with the index entry's mapping,
    // which holds no memory once read; a copy where nothing else keeps it.
    if (options.logCache || log.text.mapped)
      capture.sharedFusionLog = std::move(log.text);
    else
      capture.files.emplace("fusion.log", std::string(log.text.view));
    chooseSchedulerRun(capture, log, options.subgraph);
  } else if (!options.subgraph.empty()) {
    throw ImportError(capture.folder, 0, fmt::format("subgraph {} asked for, but no fusion log was found for this graph "
                                                     "(give it with --fusion-log)", options.subgraph));
  }
  return capture;
}

Graph loadCapture(const CaptureFiles& capture, const LoadOptions& options) {
  for (const auto& [name, content] : capture.files) checkSize(joinPath(capture.folder, name), content.size(), options.maxFileBytes);
  checkSize(joinPath(capture.folder, "fusion.log"), capture.sharedFusionLog.size(), options.maxFileBytes);

  // fusescope_modules.json (14 MB at 345 layers, a quarter of such a capture's import) is parsed on another
  // core while this one reads the IR dumps and the fusion log. (A load that fails or is cancelled first waits
  // for it: the future's destructor joins.)
  std::future<source::ModuleFile> moduleFile;
  if (const std::string* modules = findFile(capture, "fusescope_modules.json"))
    moduleFile = std::async(std::launch::async, [modules, file = joinPath(capture.folder, "fusescope_modules.json")] {
      return source::parseModuleFile(*modules, file);
    });

  const std::string preName = joinPath(capture.folder, "ir_pre_fusion.txt");
  const std::string* pre = findFile(capture, "ir_pre_fusion.txt");
  if (!pre) throw ImportError(preName, 0, "missing; a capture needs ir_pre_fusion.txt");

  // The fusion log (the bulk of a deep capture: 212 MB at 400 layers) is parsed on another core while this
  // one parses the IR dumps; it needs nothing from them. Its reader tells how far it is through an atomic,
  // read by this thread's progress reports (a progress callback is called from this thread only), and stops
  // at its next report once `stopLog` is raised (this load failed or was cancelled).
  const std::optional<std::string_view> logText = fusionLogText(capture);
  const std::string logFile = capture.fusionLogFile.empty() ? joinPath(capture.folder, "fusion.log") : capture.fusionLogFile;
  std::atomic<double> logThrough{0};
  std::atomic<bool> stopLog{false};
  std::future<FusionLogRecord> logRecord;
  struct StopLogOnExit {   // declared after the future: runs first, so a failing load does not wait for the log
    std::atomic<bool>& stop;
    ~StopLogOnExit() { stop = true; }
  } stopLogOnExit{stopLog};
  if (logText) {
    logRecord = std::async(std::launch::async, [&, text = *logText] {
      // A mapped log (the index entry's) leaves memory behind the reader: read once, never resident whole.
      const SharedText& shared = capture.sharedFusionLog;
      FusionLogRecord record = parseFusionLog(text, logFile, [&](double through) {
        if (stopLog || (options.progress.cancel && options.progress.cancel->load(std::memory_order_relaxed))) throw LoadCancelled();
        logThrough = through;
      }, shared.mapped ? std::function<void(std::size_t)>([&](std::size_t upTo) {
        shared.releasePages(0, upTo);
      }) : std::function<void(std::size_t)>());
      shared.releasePages();
      return record;
    });
  }
  // IR taken from the log's record of one scheduler run: messages name the log and its lines.
  auto fromLog = [&](auto&& parse, int firstLine) {
    if (capture.irLogFile.empty()) return parse();
    try {
      return parse();
    } catch (const ImportError& e) {
      throw ImportError(capture.irLogFile, e.line() > 0 ? e.line() + firstLine - 1 : firstLine, e.message());
    }
  };
  // The stages' shares of the load, roughly their shares of a deep capture's import time.
  options.progress(fmt::format("parsing ir_pre_fusion.txt ({})", megabytes(pre->size())), 0.2);
  Graph graph = fromLog([&] { return parseIrDump(*pre, preName, options); }, capture.preFusionFirstLine);
  graph.name = displayName(capture.folder);
  if (!capture.subgraph.empty()) graph.name += "/" + capture.subgraph;
  graph.subgraph = capture.subgraph;
  graph.schedulerRuns = capture.schedulerRuns;
  for (SchedulerRunInfo& run : graph.schedulerRuns) {
    // A run opened from the folder's own IR (import/scheduler_run_choice.cpp): its nodes are the graph's.
    if (run.nodes == 0 && run.subgraph == graph.subgraph) run.nodes = static_cast<int>(graph.nodes.size());
  }
  graph.inductor.rank = capture.rank;
  graph.inductor.ranks = capture.logRanks;
  if (const std::string* runnable = findFile(capture, "fx_graph_runnable.py")) {
    const TorchVersion version = parseTorchVersion(*runnable, joinPath(capture.folder, "fx_graph_runnable.py"));
    graph.inductor.torchVersion = version.version;
    graph.inductor.torchGitVersion = version.gitVersion;
  }

  if (const std::string* post = findFile(capture, "ir_post_fusion.txt")) {
    const std::string file = joinPath(capture.folder, "ir_post_fusion.txt");
    options.progress(fmt::format("parsing ir_post_fusion.txt ({})", megabytes(post->size())), 0.3);
    graph.inductor.kernels =
        fromLog([&] { return parseIrPostFusion(*post, file, options); }, capture.postFusionFirstLine);
    graph.inductor.hasPostFusion = true;
    for (const RecordedKernel& k : graph.inductor.kernels) checkMembers(graph, k.members, k.name, file);
    checkCoverage(graph, file);
  }
  for (const Diagnostic& d : capture.notes) graph.warnings.push_back(d);
  if (logText) {
    const std::string& file = logFile;
    const int offset = std::max(capture.fusionLogFirstLine, 1) - 1;  // the graph's run inside a whole-run log
    FusionLogRecord record;
    const std::string stage = fmt::format("parsing {} ({})", fs::path(file).filename().string(), megabytes(logText->size()));
    options.progress(stage, 0.4 + 0.5 * logThrough.load());
    try {
      // Reported from here while the other core reads it (and a cancel raised meanwhile stops both).
      while (logRecord.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready)
        options.progress(stage, 0.4 + 0.5 * logThrough.load());
      record = logRecord.get();
    } catch (const ImportError& e) {
      // The graph itself is fine: say how to open it without the log.
      throw ImportError(e.file(), offset == 0 || e.line() == 0 ? e.line() : e.line() + offset, e.message() + kWithoutLogHint);
    }
    for (RecordedDecision& d : record.decisions) d.line += offset;
    for (RecordedBenchmark& b : record.benchmarks) b.line += offset;
    for (Diagnostic& d : record.warnings) {
      if (d.line > 0) d.line += offset;
    }
    graph.inductor.hasFusionLog = true;
    graph.inductor.decisions = std::move(record.decisions);
    graph.inductor.benchmarks = std::move(record.benchmarks);
    graph.inductor.rounds = record.rounds;
    graph.foreachGroups = std::move(record.foreachGroups);
    for (const ForeachGroup& g : graph.foreachGroups) checkMembers(graph, g.members, g.name, file);
    mergeOrigins(graph, record, file);
    for (Diagnostic& d : record.warnings) graph.warnings.push_back(std::move(d));
  }
  if (graph.foreachGroups.empty() && !graph.inductor.hasFusionLog && graph.inductor.hasPostFusion) {
    // Without fusion.log the foreach lists are only visible as Inductor's final foreach kernels. With
    // it, they are its first candidate listing: the other final foreach kernels are combo kernels.
    for (const RecordedKernel& k : graph.inductor.kernels) {
      if (k.typeName == "ForeachKernelSchedulerNode") graph.foreachGroups.push_back({k.name, k.members, "ir_post_fusion.txt"});
    }
  }
  options.progress("reading the generated code and sources", 0.92);
  if (const std::string* code = findFile(capture, "output_code.py")) {
    graph.inductor.codeKernels = parseOutputCode(*code, joinPath(capture.folder, "output_code.py"), capture.subgraph);
    graph.inductor.hasOutputCode = true;
  }
  if (const std::string* fx = findFile(capture, "fx_graph_readable.py")) {
    if (const std::string* code = findFile(capture, "output_code.py")) graph.inductor.sizeHints = recordedSizeHints(*fx, *code);
    const std::string file = joinPath(capture.folder, "fx_graph_readable.py");
    // Kept verbatim and saved with the graph as JSON, which must be UTF-8 (TextLines checks that).
    try {
      const source::FxSourceIndex index = source::parseFxSourceComments(*fx, file);
      for (const Diagnostic& d : index.warnings) graph.warnings.push_back(d);
      graph.inductor.fxGraph = *fx;
      graph.inductor.hasFxGraph = true;
      graph.inductor.inputLayouts = fxGraphInputs(*fx);
    } catch (const ImportError& e) {
      graph.warnings.push_back({Diagnostic::Severity::Warning, e.file(), e.line(),
                                e.message() + "; left out, so nodes have no source lines"});
    }
  }
  if (const std::string* runnable = findFile(capture, "fx_graph_runnable.py"))
    graph.inductor.sizeHints.merge(runnableSizeHints(*runnable));  // fills what output_code.py did not say
  if (const std::string* prov = findFile(capture, "inductor_provenance_tracking_node_mappings.json")) {
    const std::string file = joinPath(capture.folder, "inductor_provenance_tracking_node_mappings.json");
    try {
      graph.inductor.provenance = source::parseProvenance(*prov, file);
      graph.inductor.hasProvenance = true;
    } catch (const ImportError& e) {
      graph.warnings.push_back({Diagnostic::Severity::Warning, e.file(), e.line(),
                                e.message() + "; left out, so pre-grad names come from output_code.py only"});
    }
  }
  if (moduleFile.valid()) {
    try {
      source::ModuleFile parsed = moduleFile.get();
      graph.inductor.recordedCallers = std::move(parsed.callers);
      graph.inductor.recordedLines = std::move(parsed.lines);
      graph.inductor.moduleStacks = std::move(parsed.stacks);
      graph.inductor.hasModuleStacks = true;
    } catch (const ImportError& e) {
      graph.warnings.push_back({Diagnostic::Severity::Warning, e.file(), e.line(),
                                e.message() + "; left out, so nodes have no module paths"});
    }
  }
  return graph;
}

Graph loadCaptureFolder(const fs::path& folder, const LoadOptions& options) {
  return loadCapture(readCaptureFolder(folder, options), options);
}

LoadedFolder loadCaptureFolderKeepingCode(const fs::path& folder, const LoadOptions& options) {
  CaptureFiles capture = readCaptureFolder(folder, options);
  LoadedFolder loaded{loadCapture(capture, options), std::nullopt};
  if (auto it = capture.files.find("output_code.py"); it != capture.files.end()) loaded.outputCode = std::move(it->second);
  return loaded;
}

std::string graphKindFromName(const std::string& folderName) {
  if (folderName.find("backward") != std::string::npos) return "backward";
  if (folderName.find("forward") != std::string::npos) return "forward";
  if (folderName.find("inference") != std::string::npos) return "inference";
  return "unknown";
}

namespace {

bool isGraphFolder(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "ir_pre_fusion.txt", ec);
}

void walk(const fs::path& root, const fs::path& dir, int depth, int maxDepth, std::set<fs::path>& visited,
          std::vector<GraphEntry>& out) {
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(dir, ec);
  if (ec || !visited.insert(canonical).second) return;  // already seen through another path (symlink loop)
  if (isGraphFolder(dir)) {
    out.push_back({dir.lexically_relative(root).generic_string(), dir, graphKindFromName(dir.filename().string())});
    return;
  }
  if (depth >= maxDepth) return;
  fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  if (ec) return;
  std::vector<fs::path> children;
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    std::error_code statusEc;
    if (it->is_directory(statusEc)) children.push_back(it->path());
  }
  std::sort(children.begin(), children.end());
  for (const fs::path& child : children) walk(root, child, depth + 1, maxDepth, visited, out);
}

}  // namespace

std::vector<GraphEntry> discoverGraphs(const fs::path& root, int maxDepth) {
  std::error_code ec;
  if (!fs::is_directory(root, ec)) throw ImportError(root.string(), 0, "not a folder");
  std::vector<GraphEntry> out;
  if (isGraphFolder(root)) {
    fs::path absolute = fs::absolute(root, ec).lexically_normal();
    if (!absolute.has_filename()) absolute = absolute.parent_path();
    out.push_back({displayName(absolute.string()), root, graphKindFromName(absolute.filename().string())});
    return out;
  }
  std::set<fs::path> visited;
  walk(root, root, 0, maxDepth, visited, out);
  std::sort(out.begin(), out.end(), [](const GraphEntry& a, const GraphEntry& b) { return a.name < b.name; });
  return out;
}

bool namesGraph(const GraphEntry& entry, const std::string& name) {
  const std::string& n = entry.name;
  return !name.empty() && (n == name || (n.size() > name.size() && n.compare(n.size() - name.size(), name.size(), name) == 0 &&
                                         n[n.size() - name.size() - 1] == '/'));
}

}  // namespace fusescope
