#include "profile/profile_attribution.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "util/import_error.h"

namespace fusescope::profile {
namespace {

struct GraphKeys {
  std::unordered_set<std::string> hashes, names;
  std::unordered_map<std::string, std::vector<int>> kernelSites;  // kernel name -> call sites, code order
  std::vector<std::pair<int, std::string>> externSites;           // (call site, profiler op name), code order
};

GraphKeys keysOf(const codegen::OutputCodeIndex& code) {
  GraphKeys k;
  for (const auto& d : code.definitions) {
    k.names.insert(d.name);
    if (!d.kernelPath.empty()) k.hashes.insert(std::filesystem::path(d.kernelPath).stem().string());
  }
  for (size_t i = 0; i < code.calls.size(); ++i) {
    const auto& c = code.calls[i];
    if (c.kind == codegen::CallKind::Kernel) k.kernelSites[c.callee].push_back(static_cast<int>(i));
    else if (c.kind == codegen::CallKind::Extern) k.externSites.emplace_back(static_cast<int>(i), profilerOpName(c));
  }
  return k;
}

// The Triton kernel an operator launched: the launch event's kernel_name, or its own name (traces
// written without Inductor's launch arguments name the operator after the kernel).
std::string tritonKernel(const KinetoTrace& trace, const CpuEvent& op) {
  if (op.kernelName >= 0) return trace.name(op.kernelName);
  const std::string& n = trace.name(op.name);
  return n.rfind("triton_", 0) == 0 ? n : std::string();
}

class Aggregate {
 public:
  void add(const std::string& name, double us, const std::string& why) {
    auto [it, added] = index_.try_emplace(name + '\x1f' + why, list_.size());
    if (added) list_.push_back({name, 0, 0.0, why});
    list_[it->second].count += 1;
    list_[it->second].totalUs += us;
  }
  std::vector<Unattributed> take() {
    std::stable_sort(list_.begin(), list_.end(), [](const auto& a, const auto& b) { return a.totalUs > b.totalUs; });
    return std::move(list_);
  }

 private:
  std::unordered_map<std::string, size_t> index_;
  std::vector<Unattributed> list_;
};

}  // namespace

std::string profilerOpName(const codegen::CallSite& call) {
  // An op run under a random-number state (dropout in SDPA, activation checkpointing replays) is called
  // through a higher-order op whose first argument is the op; the profiler records the op itself.
  const bool rngWrapper = call.callee == "torch.ops.higher_order.graphsafe_run_with_rng_state" ||
                          call.callee == "torch.ops.higher_order.run_with_rng_state" ||
                          call.callee == "torch.ops.higher_order.run_and_save_rng_state";
  if (rngWrapper && !call.rawArgs.empty() && call.rawArgs.front().rfind("torch.ops.", 0) == 0) return profilerOpName(call.rawArgs.front());
  return profilerOpName(call.callee);
}

std::string profilerOpName(const std::string& callee) {
  std::string c = callee;
  if (c.rfind("torch.ops.", 0) == 0) c = c.substr(10);
  if (c.rfind("extern_kernels.", 0) == 0) return "aten::" + c.substr(15);
  const auto dot = c.find('.');
  if (dot == std::string::npos) return c;
  const auto dot2 = c.find('.', dot + 1);
  return c.substr(0, dot) + "::" + c.substr(dot + 1, dot2 == std::string::npos ? std::string::npos : dot2 - dot - 1);
}

std::string perStepText(bool stepsAssumed) { return stepsAssumed ? "a step (steps assumed)" : "a step"; }

ProfileAttribution attributeProfile(const KinetoTrace& trace, const TraceCalls& calls, const std::vector<GraphCode>& graphs,
                                    const CallRecord* record) {
  if (calls.calls.empty())
    throw ImportError(trace.file, 0,
                      "no `## Call CompiledFxGraph` range: not a profile of torch.compile'd code (or recorded without "
                      "CPU activity, which those ranges need)");
  ProfileAttribution out;
  out.gpuTotalUs = calls.gpuTotalUs;
  out.eventGraph.assign(trace.gpu.size(), -1);
  out.eventSite.assign(trace.gpu.size(), -1);
  out.callsTotal = static_cast<int>(calls.calls.size());
  std::vector<GraphKeys> keys;
  keys.reserve(graphs.size());
  for (const auto& g : graphs) keys.push_back(keysOf(*g.code));

  Aggregate missing;
  std::map<std::vector<int>, int> ambiguous;   // candidate graphs -> calls counted as the first
  std::unordered_map<int, size_t> timeIndex;   // graph -> index into out.graphs
  std::string firstForeignKernel;
  int firstGraph = -1;
  int told = 0, contradicted = 0;   // calls the record told apart from alike graphs; calls it disagrees with
  size_t callIndex = 0;

  for (const GraphCall& call : calls.calls) {
    const int recorded = record && callIndex < record->graphOfCall.size() ? record->graphOfCall[callIndex] : -1;
    ++callIndex;
    out.inCallsUs += call.gpuUs;
    out.callGraph.push_back(-1);
    // The call's Triton launches and its other operators that ran GPU work.
    std::vector<std::pair<std::string, std::string>> triton;  // (kernel, hash)
    std::vector<std::string> externOps;
    for (const LaunchOp& op : call.ops) {
      const CpuEvent& ev = trace.cpu[static_cast<size_t>(op.cpu)];
      if (std::string k = tritonKernel(trace, ev); !k.empty()) triton.emplace_back(k, ev.kernelHash);
      else if (!op.gpu.empty()) externOps.push_back(trace.name(ev.name));
    }
    std::vector<int> candidates;
    bool byHash = false;
    if (!triton.empty()) {
      byHash = std::all_of(triton.begin(), triton.end(), [](const auto& t) { return !t.second.empty(); });
      for (size_t g = 0; g < graphs.size(); ++g) {
        const bool all = std::all_of(triton.begin(), triton.end(), [&](const auto& t) {
          return byHash ? keys[g].hashes.count(t.second) > 0 : keys[g].names.count(t.first) > 0;
        });
        if (all) candidates.push_back(static_cast<int>(g));
      }
      // Among graphs that define them all, prefer those that launch each kernel as often as the call did.
      if (candidates.size() > 1) {
        std::unordered_map<std::string, int> launched;
        for (const auto& t : triton) ++launched[t.first];
        std::vector<int> exact;
        for (int g : candidates) {
          bool same = true;
          for (const auto& [name, n] : launched) {
            auto it = keys[static_cast<size_t>(g)].kernelSites.find(name);
            same = same && it != keys[static_cast<size_t>(g)].kernelSites.end() && static_cast<int>(it->second.size()) == n;
          }
          if (same) exact.push_back(g);
        }
        if (!exact.empty()) candidates = exact;
      }
      if (candidates.empty() && firstForeignKernel.empty()) {
        for (const auto& t : triton) {
          const bool anywhere = std::any_of(keys.begin(), keys.end(), [&](const GraphKeys& k) {
            return byHash ? k.hashes.count(t.second) > 0 : k.names.count(t.first) > 0;
          });
          if (!anywhere) {
            firstForeignKernel = t.first;
            break;
          }
        }
      }
    } else if (!externOps.empty()) {
      // No Triton kernel to identify the graph: the extern operators, in order, must be the graph's.
      for (size_t g = 0; g < graphs.size(); ++g) {
        const auto& sites = keys[g].externSites;
        if (!keys[g].kernelSites.empty() || sites.size() != externOps.size()) continue;
        bool same = true;
        for (size_t i = 0; i < sites.size() && same; ++i) same = sites[i].second == externOps[i];
        if (same) candidates.push_back(static_cast<int>(g));
      }
    }
    if (candidates.empty()) {
      const std::string why = triton.empty() && externOps.empty()
                                  ? "a compiled-graph call that launched no kernel FuseScope could name"
                                  : "in a compiled-graph call whose kernels are in no graph of this run (another process's or rank's graph, or another run?)";
      for (const LaunchOp& op : call.ops)
        for (int g : op.gpu) missing.add(trace.name(trace.gpu[static_cast<size_t>(g)].name), trace.gpu[static_cast<size_t>(g)].dur, why);
      continue;
    }
    // The process's own record of the call wins among the graphs its kernels fit; it is never taken against them.
    if (recorded >= 0) {
      if (std::find(candidates.begin(), candidates.end(), recorded) == candidates.end()) {
        ++contradicted;
      } else {
        told += candidates.size() > 1;
        candidates = {recorded};
      }
    }
    if (candidates.size() > 1) ++ambiguous[candidates];
    const int gi = candidates.front();
    out.callGraph.back() = gi;
    if (firstGraph < 0) firstGraph = gi;
    ++out.callsMatched;
    auto [slot, added] = timeIndex.try_emplace(gi, out.graphs.size());
    if (added) {
      GraphTime fresh;
      fresh.graph = gi;
      out.graphs.push_back(std::move(fresh));
    }
    GraphTime& gt = out.graphs[slot->second];
    ++gt.calls;
    gt.gpuUs += call.gpuUs;

    // Launches -> call sites.
    const GraphKeys& k = keys[static_cast<size_t>(gi)];
    std::unordered_map<std::string, size_t> nextKernel;
    size_t nextExtern = 0;
    for (const LaunchOp& op : call.ops) {
      const CpuEvent& ev = trace.cpu[static_cast<size_t>(op.cpu)];
      const std::string kernel = tritonKernel(trace, ev);
      int site = -1;
      if (!kernel.empty()) {
        auto it = k.kernelSites.find(kernel);
        if (it != k.kernelSites.end()) {
          size_t& n = nextKernel[kernel];
          site = it->second[n % it->second.size()];  // more launches than sites: a subgraph run in a loop
          ++n;
        }
      } else if (!op.gpu.empty()) {
        const std::string opName = trace.name(ev.name);
        for (size_t pass = 0; pass < 2 && site < 0; ++pass)
          for (size_t i = pass == 0 ? nextExtern : 0; i < k.externSites.size(); ++i)
            if (k.externSites[i].second == opName) {
              site = k.externSites[i].first;
              nextExtern = i + 1;
              break;
            }
      }
      if (op.gpu.empty()) continue;
      if (site < 0) {
        const std::string why = kernel.empty()
                                    ? fmt::format("launched by {} inside {}'s call; its output_code.py has no extern call running it",
                                                  trace.name(ev.name), graphs[static_cast<size_t>(gi)].graph)
                                    : fmt::format("kernel {} is not called in {}'s output_code.py", kernel, graphs[static_cast<size_t>(gi)].graph);
        for (int g : op.gpu) missing.add(trace.name(trace.gpu[static_cast<size_t>(g)].name), trace.gpu[static_cast<size_t>(g)].dur, why);
        continue;
      }
      for (int g : op.gpu) {
        out.eventGraph[static_cast<size_t>(g)] = gi;
        out.eventSite[static_cast<size_t>(g)] = site;
      }
      SiteTime& st = gt.sites[site];
      ++st.calls;
      st.gpuEvents += static_cast<int>(op.gpu.size());
      st.totalUs += op.gpuUs;
      if (const double f = operatorFlops(trace, ev); f > 0) {
        st.traceFlops = f;
        st.traceDtype = torchDtypeOf(ev.inputType);
      }
      gt.attributedUs += op.gpuUs;
      out.attributedUs += op.gpuUs;
    }
  }

  if (out.callsMatched == 0)
    throw ImportError(trace.file, 0,
                      fmt::format("none of its {} compiled-graph call(s) launches the kernels of this run's {} graph(s){}: "
                                  "a trace of another run?",
                                  out.callsTotal, graphs.size(),
                                  firstForeignKernel.empty() ? "" : " (" + firstForeignKernel + " is in no output_code.py)"));

  if (told > 0)
    out.notes.push_back(fmt::format("{} call(s) launch kernels that several alike graphs define: each is the graph {} "
                                    "says it ran", told, std::filesystem::path(record->file).filename().string()));
  if (contradicted > 0)
    out.notes.push_back(fmt::format("{} call(s) launch kernels the graph {} names does not define: matched by their kernels "
                                    "instead (a record of another run?)", contradicted, std::filesystem::path(record->file).filename().string()));
  for (const auto& [cands, n] : ambiguous) {
    std::vector<std::string> names;
    for (int g : cands) names.push_back(graphs[static_cast<size_t>(g)].graph);
    out.notes.push_back(fmt::format("{} call(s) match {} alike (the same kernels); counted as {}", n, fmt::join(names, " and "), names.front()));
  }
  for (int g : calls.outside)
    missing.add(trace.name(trace.gpu[static_cast<size_t>(g)].name), trace.gpu[static_cast<size_t>(g)].dur,
                "outside every compiled-graph call (eager PyTorch: the optimizer, the loss, data movement)");
  for (int g : calls.unlinked)
    missing.add(trace.name(trace.gpu[static_cast<size_t>(g)].name), trace.gpu[static_cast<size_t>(g)].dur,
                "its launch is not among the trace's CPU events (a thread the profiler did not record?)");
  out.unattributed = missing.take();

  if (!calls.steps.empty()) {
    out.steps = static_cast<int>(calls.steps.size());
    out.stepsEvidence = "ProfilerStep# ranges";
  } else if (record && record->steps > 0) {
    out.steps = record->steps;
    out.stepsEvidence = fmt::format("recorded by fusescope-capture ({}): a step from one call of {} to its next",
                                    std::filesystem::path(record->file).filename().string(), record->firstGraph);
  } else if (firstGraph >= 0) {
    out.stepsAssumed = true;
    out.steps = out.graphs.front().calls;
    out.stepsEvidence = fmt::format("assumed: one step per call of {}, the first graph called (the trace has no ProfilerStep# ranges)",
                                    graphs[static_cast<size_t>(firstGraph)].graph);
  }
  return out;
}

}  // namespace fusescope::profile
