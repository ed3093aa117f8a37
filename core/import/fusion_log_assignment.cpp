#include "import/fusion_log_assignment.h"

#include "import/fusion_log_runs.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <tuple>

namespace fusescope {

namespace {

namespace fs = std::filesystem;
using NodeList = std::vector<std::pair<std::string, std::string>>;  // (name, class), sorted

constexpr int kNoTrace = -1;     // the run has no `debug trace:` line after it
constexpr int kOtherGraph = -2;  // its line names a folder that is not one of `graphs`
constexpr int kOtherRun = -3;    // its line names one of `graphs` by name, but in another run_* folder

bool isIdent(std::string_view s) {
  if (s.empty()) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

bool endsWith(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

// `op0: SchedulerNode(ComputedBuffer)` (or `buf0: ...` in older dumps) at the start of a line.
NodeList preFusionNodes(std::string_view text) {
  NodeList out;
  for (std::size_t begin = 0; begin < text.size();) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(begin, end - begin);
    begin = end + 1;
    const std::size_t colon = line.find(": ");
    if (colon == std::string_view::npos || !isIdent(line.substr(0, colon))) continue;
    const std::string_view rest = line.substr(colon + 2);
    const std::size_t paren = rest.find('(');
    if (paren == std::string_view::npos || !isIdent(rest.substr(0, paren)) || !endsWith(rest.substr(0, paren), "SchedulerNode"))
      continue;
    out.emplace_back(std::string(line.substr(0, colon)), std::string(rest.substr(0, paren)));
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Why a run's listing is not the graph's node list, in a few words.
std::string difference(const NodeList& run, const NodeList& graph) {
  std::map<std::string_view, std::string_view> graphClass, runClass;
  for (const auto& [n, c] : graph) graphClass.emplace(n, c);
  for (const auto& [n, c] : run) runClass.emplace(n, c);
  for (const auto& [n, c] : run) {
    auto it = graphClass.find(n);
    if (it == graphClass.end()) return fmt::format("it names {}, which is not a node of the graph's ir_pre_fusion.txt", n);
    if (it->second != c) return fmt::format("it lists {} as {}, ir_pre_fusion.txt as {}", n, c, it->second);
  }
  for (const auto& [n, c] : graph) {
    if (!runClass.count(n)) return fmt::format("it does not list {} of the graph's ir_pre_fusion.txt", n);
  }
  return fmt::format("it lists {} nodes, the graph has {}", run.size(), graph.size());
}

struct Order {
  bool known = false;
  int aot = 0, nth = 0, suffix = 0;
};

Order orderOf(const RunLogGraph& g) {
  Order o;
  o.known = parseGraphFolderOrder(g.name, o.aot, o.nth, o.suffix);
  return o;
}

std::vector<std::string> components(const std::string& path) {
  std::vector<std::string> out;
  if (path.find("..") == std::string::npos) {
    // Split on '/' (std::filesystem parses the path at every step); only `..` needs lexically_normal.
    for (std::string_view rest = path; !rest.empty();) {
      const std::size_t slash = rest.find('/');
      const std::string_view part = rest.substr(0, slash);
      if (!part.empty() && part != ".") out.emplace_back(part);
      rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
    }
    return out;
  }
  for (const auto& part : fs::path(path).lexically_normal()) {
    if (!part.empty() && part != "/" && part != ".") out.push_back(part.generic_string());
  }
  return out;
}

// The graph a run's `debug trace: .../run_X/torchinductor/model__0_forward_1.0` line names: same folder
// name (a copy may drop the `model__` prefix) and, when both paths show it, the same run_* folder, so a
// log that TORCH_LOGS_OUT appended to over several program runs is told apart.
// `graphPaths`: each graph's path as components (split once, not once per run).
int traceOwner(const FusionLogRun& run, const std::vector<std::vector<std::string>>& graphPaths) {
  if (run.debugTrace.empty()) return kNoTrace;
  const std::vector<std::string> trace = components(run.debugTrace);
  if (trace.empty()) return kOtherGraph;
  const std::string& base = trace.back();
  const std::string traceRun = trace.size() >= 3 && trace[trace.size() - 2] == "torchinductor" ? trace[trace.size() - 3] : "";
  int exact = kOtherGraph, suffix = kOtherGraph, suffixCount = 0;
  bool otherRun = false;
  for (std::size_t i = 0; i < graphPaths.size(); ++i) {
    const std::vector<std::string>& mine = graphPaths[i];
    if (mine.empty()) continue;
    const std::string& name = mine.back();
    if (!traceRun.empty() && mine.size() >= 3 && mine[mine.size() - 2] == "torchinductor" &&
        mine[mine.size() - 3].rfind("run_", 0) == 0 && mine[mine.size() - 3] != traceRun) {
      otherRun |= name == base;
      continue;
    }
    if (name == base) exact = static_cast<int>(i);
    else if (base.size() > name.size() && endsWith(base, name) && base[base.size() - name.size() - 1] == '_') {
      suffix = static_cast<int>(i);
      ++suffixCount;
    }
  }
  if (exact != kOtherGraph) return exact;
  if (suffixCount == 1) return suffix;
  return otherRun ? kOtherRun : kOtherGraph;
}

std::string lineList(const std::vector<FusionLogRun>& runs, const std::vector<int>& which) {
  std::string out;
  for (std::size_t i = 0; i < which.size() && i < 6; ++i) out += (i ? ", " : "") + std::to_string(runs[static_cast<size_t>(which[i])].firstLine);
  if (which.size() > 6) out += fmt::format(" and {} more", which.size() - 6);
  return out;
}

}  // namespace

bool parseGraphFolderOrder(std::string_view name, int& aotId, int& nth, int& suffix) {
  // [prefix__]AOT_KIND_NTH[.SUFFIX]
  suffix = 0;
  const std::size_t dot = name.rfind('.');
  auto number = [](std::string_view s, int& out) {
    if (s.empty() || s.size() > 9) return false;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size();
  };
  if (dot != std::string_view::npos) {
    if (!number(name.substr(dot + 1), suffix)) return false;
    name = name.substr(0, dot);
  }
  const std::size_t lastUnderscore = name.rfind('_');
  if (lastUnderscore == std::string_view::npos || !number(name.substr(lastUnderscore + 1), nth)) return false;
  name = name.substr(0, lastUnderscore);
  const std::size_t kindAt = name.rfind('_');
  if (kindAt == std::string_view::npos) return false;
  const std::string_view kind = name.substr(kindAt + 1);
  if (kind != "forward" && kind != "backward" && kind != "inference") return false;
  name = name.substr(0, kindAt);
  const std::size_t prefix = name.rfind('_');
  return number(prefix == std::string_view::npos ? name : name.substr(prefix + 1), aotId);
}

FusionLogAssignment assignFusionLogRun(std::string_view log, const std::string& logFile,
                                       const std::vector<RunLogGraph>& graphs, std::size_t target) {
  return assignFusionLogRun(splitFusionLogRuns(log), logFile, graphs, target);
}

FusionLogAssignment assignFusionLogRun(const std::vector<FusionLogRun>& runs, const std::string& logFile,
                                       const std::vector<RunLogGraph>& graphs, std::size_t target) {
  if (target >= graphs.size()) throw ImportError(logFile, 0, "internal: no such graph to assign a fusion log run to");
  const RunLogGraph& graph = graphs[target];
  if (runs.empty()) {
    throw ImportError(logFile, 0, "no `===== attempting fusion (1/10): N nodes =====` line: not a TORCH_LOGS=+fusion "
                                  "log, or Inductor compiled nothing");
  }
  const int nRuns = static_cast<int>(runs.size());
  const int nGraphs = static_cast<int>(graphs.size());

  std::vector<NodeList> graphNodes(graphs.size());
  for (std::size_t g = 0; g < graphs.size(); ++g) graphNodes[g] = preFusionNodes(graphs[g].preFusion);
  std::vector<NodeList> runNodes(runs.size());
  std::vector<int> owner(runs.size());
  bool anyTraced = false, anyOwned = false, anyOtherRun = false;
  std::vector<std::vector<std::string>> graphPaths;
  for (const RunLogGraph& g : graphs) graphPaths.push_back(components(g.path));
  for (std::size_t r = 0; r < runs.size(); ++r) {
    runNodes[r] = runs[r].nodes;
    std::sort(runNodes[r].begin(), runNodes[r].end());
    owner[r] = traceOwner(runs[r], graphPaths);
    anyTraced |= owner[r] != kNoTrace;
    anyOwned |= owner[r] >= 0;
    anyOtherRun |= owner[r] == kOtherRun;
  }
  FusionLogAssignment result;
  if (anyTraced && !anyOwned && !anyOtherRun) {
    // Folders renamed after the capture: the lines cannot help, the nodes still can.
    std::fill(owner.begin(), owner.end(), kNoTrace);
    result.warnings.push_back({Diagnostic::Severity::Warning, logFile, 0,
                               "its `debug trace:` lines name none of the graph folders here (renamed?); runs are "
                               "assigned by their nodes alone"});
  }
  auto wellFormed = [&](int r) {
    const FusionLogRun& run = runs[static_cast<size_t>(r)];
    return run.announcedNodes < 0 || run.announcedNodes == run.listedNodes;
  };

  // Candidates: the runs whose nodes are exactly the graph's, and whose debug trace line, if any, names it.
  std::vector<std::vector<int>> candidates(graphs.size());
  for (int g = 0; g < nGraphs; ++g) {
    for (int r = 0; r < nRuns; ++r) {
      if ((owner[static_cast<size_t>(r)] == g || owner[static_cast<size_t>(r)] == kNoTrace) && wellFormed(r) &&
          !runNodes[static_cast<size_t>(r)].empty() && runNodes[static_cast<size_t>(r)] == graphNodes[static_cast<size_t>(g)])
        candidates[static_cast<size_t>(g)].push_back(r);
    }
  }
  std::vector<int> assigned(graphs.size(), -1);
  std::vector<char> done(graphs.size(), 0);
  for (int g = 0; g < nGraphs; ++g) {
    const auto& mine = candidates[static_cast<size_t>(g)];
    if (mine.size() == 1) assigned[static_cast<size_t>(g)] = mine.front();
    if (mine.size() <= 1 || done[static_cast<size_t>(g)]) continue;
    // Graphs that look the same (same nodes, no trace line to tell them apart): in compile order, when
    // there are exactly as many runs as graphs.
    std::vector<int> same;
    for (int h = 0; h < nGraphs; ++h) {
      if (candidates[static_cast<size_t>(h)] == mine) same.push_back(h);
    }
    for (int h : same) done[static_cast<size_t>(h)] = 1;
    const bool ordered = std::all_of(same.begin(), same.end(), [&](int h) { return orderOf(graphs[static_cast<size_t>(h)]).known; });
    if (same.size() != mine.size() || !ordered) continue;
    std::sort(same.begin(), same.end(), [&](int a, int b) {
      const Order oa = orderOf(graphs[static_cast<size_t>(a)]), ob = orderOf(graphs[static_cast<size_t>(b)]);
      return std::tie(oa.aot, oa.nth, oa.suffix) < std::tie(ob.aot, ob.nth, ob.suffix);
    });
    for (std::size_t i = 0; i < same.size(); ++i) assigned[static_cast<size_t>(same[i])] = mine[i];
  }

  const int chosen = assigned[target];
  if (chosen < 0) {
    const auto& mine = candidates[target];
    if (mine.size() > 1) {
      throw ImportError(logFile, runs[static_cast<size_t>(mine.front())].firstLine,
                        fmt::format("the blocks at lines {} all match graph {} ({} nodes) and nothing tells them apart "
                                    "(no `debug trace:` line names it, and the graphs that look the same are not as many); "
                                    "give the graph's own log with --fusion-log",
                                    lineList(runs, mine), graph.name, graphNodes[target].size()));
    }
    // No run fits: explain with the run the trace line gives it, else the closest one by node count.
    int best = -1;
    for (int r = 0; r < nRuns && best < 0; ++r) {
      if (owner[static_cast<size_t>(r)] == static_cast<int>(target)) best = r;
    }
    const bool traced = best >= 0;
    if (best < 0) {
      std::size_t bestGap = SIZE_MAX;
      for (int r = 0; r < nRuns; ++r) {
        const std::size_t a = runNodes[static_cast<size_t>(r)].size(), b = graphNodes[target].size();
        const std::size_t gap = a > b ? a - b : b - a;
        if (owner[static_cast<size_t>(r)] == kNoTrace && gap < bestGap) {
          bestGap = gap;
          best = r;
        }
      }
    }
    if (best < 0) {
      throw ImportError(logFile, 0, fmt::format("no block of the log belongs to graph {}: the `debug trace:` lines give "
                                                "every block to other graphs{} (is this the log of another run?)", graph.name,
                                                anyOtherRun ? " or to the same graphs in another run_* folder" : ""));
    }
    const FusionLogRun& run = runs[static_cast<size_t>(best)];
    std::string why;
    if (!wellFormed(best)) {
      why = fmt::format("it announces {} nodes but lists {} (block cut or edited?)", run.announcedNodes, run.listedNodes);
    } else {
      why = difference(runNodes[static_cast<size_t>(best)], graphNodes[target]);
    }
    std::vector<int> all(runs.size());
    for (int r = 0; r < nRuns; ++r) all[static_cast<size_t>(r)] = r;
    throw ImportError(
        logFile, run.firstLine,
        traced ? fmt::format("this block is graph {}'s by the `debug trace:` line {} but does not match it: {}; "
                             "the log does not fit this capture (edited, or another run's?)",
                             graph.name, run.debugTraceLine, why)
               : fmt::format("no block of the log matches graph {} ({} nodes in ir_pre_fusion.txt); the closest, this "
                             "one ({} nodes), does not: {} (blocks start at lines {}); is this the log of this run?",
                             graph.name, graphNodes[target].size(), run.listedNodes, why, lineList(runs, all)));
  }
  for (int g = 0; g < nGraphs; ++g) {
    if (g != static_cast<int>(target) && assigned[static_cast<size_t>(g)] == chosen) {
      throw ImportError(logFile, runs[static_cast<size_t>(chosen)].firstLine,
                        fmt::format("this block matches both graph {} and graph {}, and nothing tells which it is; give "
                                    "the graph's own log with --fusion-log", graph.name, graphs[static_cast<size_t>(g)].name));
    }
  }

  // Inductor compiles the graphs of one AOT compile in order (forward _1 before backward _3), under one
  // compile id: blocks swapped or taken from elsewhere show here.
  const FusionLogRun& run = runs[static_cast<size_t>(chosen)];
  if (!run.debugTraceCompileId.empty() && !run.compileId.empty() && run.debugTraceCompileId != run.compileId) {
    throw ImportError(logFile, run.firstLine,
                      fmt::format("this block (graph {}) has compile id [{}] but its `debug trace:` line {} has [{}]",
                                  graph.name, run.compileId, run.debugTraceLine, run.debugTraceCompileId));
  }
  const Order mine = orderOf(graph);
  for (int g = 0; g < nGraphs && mine.known; ++g) {
    const int other = assigned[static_cast<size_t>(g)];
    const Order theirs = orderOf(graphs[static_cast<size_t>(g)]);
    if (g == static_cast<int>(target) || other < 0 || !theirs.known || theirs.aot != mine.aot) continue;
    const FusionLogRun& them = runs[static_cast<size_t>(other)];
    const bool meFirst = std::tie(mine.nth, mine.suffix) < std::tie(theirs.nth, theirs.suffix);
    if (meFirst != (run.firstLine < them.firstLine)) {
      const std::string& first = meFirst ? graph.name : graphs[static_cast<size_t>(g)].name;
      throw ImportError(logFile, run.firstLine,
                        fmt::format("this block (graph {}) comes {} the block at line {} (graph {}), but Inductor compiles "
                                    "{} first: blocks out of order (log edited?)",
                                    graph.name, meFirst ? "after" : "before", them.firstLine,
                                    graphs[static_cast<size_t>(g)].name, first));
    }
    if (!run.compileId.empty() && !them.compileId.empty() && run.compileId != them.compileId) {
      throw ImportError(logFile, run.firstLine,
                        fmt::format("this block (graph {}) has compile id [{}], but the block at line {} of graph {}, "
                                    "from the same AOT compile, has [{}]",
                                    graph.name, run.compileId, them.firstLine, graphs[static_cast<size_t>(g)].name, them.compileId));
    }
  }

  std::vector<int> others;
  for (int r = 0; r < nRuns; ++r) {
    if (r != chosen && owner[static_cast<size_t>(r)] == static_cast<int>(target)) others.push_back(r);
  }
  others.push_back(chosen);
  std::sort(others.begin(), others.end());
  for (int r : others) {
    const FusionLogRun& own = runs[static_cast<size_t>(r)];
    result.graphRuns.push_back({own.firstLine, own.begin, own.end});
  }
  result.begin = run.begin;
  result.end = run.end;
  result.firstLine = run.firstLine;
  return result;
}

}  // namespace fusescope
