#include "profile/run_profile.h"

#include <algorithm>
#include <map>
#include <tuple>

#include <fmt/format.h>

#include "codegen/kernel_group.h"
#include "codegen/kernel_report.h"
#include "import/load.h"
#include "import/log_ranks.h"
#include "profile/device_peaks.h"
#include "profile/recorded_calls.h"
#include "sched/symbol_values.h"
#include "util/import_error.h"

namespace fusescope::profile {
namespace fs = std::filesystem;

namespace {

fs::path canonicalOr(const fs::path& p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(p, ec);
  return ec ? p : c;
}

// The trace's own process: the pid of its compiled-graph calls.
long tracePid(const KinetoTrace& trace, const TraceCalls& calls) {
  return calls.calls.empty() ? -1 : static_cast<long>(trace.cpu[static_cast<size_t>(calls.calls.front().cpu)].pid);
}

}  // namespace

const GraphTime* RunProfile::timeOf(const fs::path& folder) const {
  const int i = indexOf(folder);
  if (i < 0) return nullptr;
  for (const auto& g : attribution.graphs)
    if (g.graph == i) return &g;
  return nullptr;
}

int RunProfile::indexOf(const fs::path& folder) const {
  const fs::path want = canonicalOr(folder);
  for (size_t i = 0; i < graphs.size(); ++i)
    if (canonicalOr(graphs[i].folder) == want) return static_cast<int>(i);
  return -1;
}

RunProfile profileRun(const fs::path& runPath, const fs::path& traceFile, const LoadOptions& options, const ScannedCode& scannedCode) {
  RunProfile p;
  p.trace = readKinetoTrace(traceFile);
  p.calls = findGraphCalls(p.trace);

  // One graph folder: match its siblings too.
  fs::path root = runPath;
  std::vector<GraphEntry> entries = listGraphs(root, options);
  if (entries.size() == 1 && canonicalOr(entries.front().folder) == canonicalOr(runPath) &&
      canonicalOr(runPath).parent_path().filename() == "torchinductor") {
    root = canonicalOr(runPath).parent_path();
    entries = listGraphs(root, options);
  }
  if (entries.empty()) throw ImportError(runPath.string(), 0, "no Inductor capture here (no folder with an ir_pre_fusion.txt)");

  const long pid = tracePid(p.trace, p.calls);
  std::vector<GraphEntry> own;
  for (const auto& e : entries)
    if (pid >= 0 && runFolderPid(e.folder) == pid) own.push_back(e);
  if (!own.empty()) {
    if (own.size() < entries.size())
      p.notes.push_back(fmt::format("matched against the {} graph(s) of process {} (run_*-pid_{}), the trace's process", own.size(), pid, pid));
    entries = std::move(own);
  } else if (pid >= 0 && std::any_of(entries.begin(), entries.end(), [](const GraphEntry& e) { return runFolderPid(e.folder) >= 0; })) {
    p.notes.push_back(fmt::format("no run_*-pid_{} folder: the trace's process is not named in the run; matched against all {} graph(s)",
                                  pid, entries.size()));
  }

  std::vector<GraphCode> codes;
  for (const auto& e : entries) {
    const fs::path file = e.folder / "output_code.py";
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
      p.notes.push_back(fmt::format("{}: no output_code.py, its kernels cannot be matched", e.name));
      continue;
    }
    const auto scanned = std::find_if(scannedCode.begin(), scannedCode.end(), [&](const auto& known) {
      return known.second && canonicalOr(known.first) == canonicalOr(e.folder);
    });
    p.graphs.push_back(e);
    p.code.push_back(scanned != scannedCode.end() ? *scanned->second
                                                  : codegen::scanOutputCode(readTextFile(file, options.maxFileBytes)));
  }
  if (p.graphs.empty()) throw ImportError(runPath.string(), 0, "no graph with an output_code.py: nothing to tie the trace's kernels to");
  for (size_t i = 0; i < p.graphs.size(); ++i) codes.push_back({p.graphs[i].name, &p.code[i]});
  // fusescope-capture's record of the calls, where it wrote one beside the trace.
  std::optional<CallRecord> record;
  try {
    if (const auto recorded = readRecordedCalls(traceFile)) {
      if (recorded->order.size() != p.calls.calls.size()) {
        p.notes.push_back(fmt::format("{} lists {} call(s), the trace has {} compiled-graph call(s): not used",
                                      fs::path(recorded->file).filename().string(), recorded->order.size(), p.calls.calls.size()));
      } else {
        record.emplace();
        record->file = recorded->file;
        record->steps = recorded->steps;
        std::vector<int> graphOf;   // recorded graph -> index into p.graphs (-1: not among them)
        for (const fs::path& folder : recorded->folders) graphOf.push_back(folder.empty() ? -1 : p.indexOf(folder));
        for (int g : recorded->order) record->graphOfCall.push_back(graphOf[static_cast<size_t>(g)]);
        const int first = graphOf[static_cast<size_t>(recorded->order.front())];
        record->firstGraph = first >= 0 ? p.graphs[static_cast<size_t>(first)].name
                                        : recorded->folders[static_cast<size_t>(recorded->order.front())].filename().string();
      }
    }
  } catch (const ImportError& e) {
    p.notes.push_back(fmt::format("{} (left out)", e.what()));
  }
  p.attribution = attributeProfile(p.trace, p.calls, codes, record ? &*record : nullptr);
  for (const auto& n : p.attribution.notes) p.notes.push_back(n);
  p.breakdown = stepBreakdown(p.trace, p.calls, p.attribution);
  p.deviceName = traceDeviceName(p.trace);
  p.peak = deviceProfileForName(p.deviceName);
  if (!p.peak)
    p.notes.push_back(p.deviceName.empty() ? "the trace names no device (no deviceProperties): no peak to hold kernels against"
                                           : fmt::format("no peak figures for '{}': achieved bandwidth is shown without a fraction", p.deviceName));
  return p;
}

namespace {

// CAPTURE/profile/trace_*_pid<PID>.json.gz for the graph folder's process, or empty.
fs::path traceOfProcess(const fs::path& graphFolder, long pid) {
  std::error_code ec;
  // graph -> torchinductor -> run_* -> torch_compile_debug -> CAPTURE
  fs::path debug = canonicalOr(graphFolder);
  for (int up = 0; up < 4 && debug.filename() != "torch_compile_debug" && debug.has_parent_path(); ++up) debug = debug.parent_path();
  if (debug.filename() != "torch_compile_debug") return {};
  const fs::path folder = debug.parent_path() / "profile";
  if (!fs::is_directory(folder, ec)) return {};
  const std::string suffix = fmt::format("_pid{}.json.gz", pid);
  for (const auto& f : fs::directory_iterator(folder, ec)) {
    const std::string name = f.path().filename().string();
    if (name.rfind("trace_", 0) == 0 && name.ends_with(suffix)) return f.path();
  }
  return {};
}

}  // namespace

std::vector<RankTrace> findCapturedRankTraces(const fs::path& path, const LoadOptions& options) {
  LoadOptions every = options;
  every.rank = -1;
  std::vector<GraphEntry> entries;
  try {
    entries = listGraphs(path, every);
  } catch (const ImportError&) {
    return {};
  }
  std::map<long, RankTrace> byPid;
  for (const auto& e : entries) {
    const long pid = runFolderPid(e.folder);
    if (pid < 0 || byPid.count(pid)) continue;
    if (fs::path trace = traceOfProcess(e.folder, pid); !trace.empty()) byPid[pid] = {e.rank, pid, std::move(trace)};
  }
  std::vector<RankTrace> out;
  for (auto& [pid, t] : byPid) out.push_back(std::move(t));
  std::sort(out.begin(), out.end(), [](const RankTrace& a, const RankTrace& b) { return std::tie(a.rank, a.pid) < std::tie(b.rank, b.pid); });
  return out;
}

fs::path findCapturedTrace(const fs::path& path, const std::string& graphName, const LoadOptions& options) {
  std::error_code ec;
  std::vector<GraphEntry> entries;
  try {
    if (!graphName.empty()) {
      entries = {resolveGraph(path, graphName, options).entry};
    } else {
      entries = listGraphs(path, options);
      // Several processes' graphs: the asked rank's (listGraphs kept only those), else the lowest rank's.
      int lowest = -1;
      for (const auto& e : entries)
        if (e.rank >= 0 && (lowest < 0 || e.rank < lowest)) lowest = e.rank;
      if (lowest >= 0) std::erase_if(entries, [&](const GraphEntry& e) { return e.rank != lowest; });
    }
  } catch (const ImportError&) {
    return {};
  }
  for (const auto& e : entries) {
    const long pid = runFolderPid(e.folder);
    if (pid < 0) continue;
    if (fs::path trace = traceOfProcess(e.folder, pid); !trace.empty()) return trace;
  }
  return {};
}

std::vector<MeasuredKernel> measuredKernelsOf(const RunProfile& profile, int index, const Graph& graph,
                                              std::vector<codegen::KernelReport>* reportsOut) {
  const GraphTime* time = nullptr;
  for (const auto& g : profile.attribution.graphs)
    if (g.graph == index) time = &g;
  if (!time || index < 0) return {};
  codegen::KernelReportOptions options;
  options.generated = false;
  if (profile.peak) options.device = *profile.peak;
  options.hints = sched::symbolValuesOf(sched::SchedulerConfig{}, graph);
  const auto& code = profile.code[static_cast<size_t>(index)];
  std::vector<codegen::KernelReport> reports =
      codegen::buildKernelReports(graph, codegen::groupsFromInductor(graph), &code, options);
  auto kernels = measureKernels(*time, code, reports, profile.peak, profile.attribution.gpuTotalUs);
  if (reportsOut) *reportsOut = std::move(reports);
  return kernels;
}

}  // namespace fusescope::profile
