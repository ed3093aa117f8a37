#include "profile/graph_calls.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <unordered_map>

namespace fusescope::profile {
namespace {

constexpr std::string_view kCallPrefix = "## Call CompiledFxGraph";

// Parent of every CPU event in its thread's nesting (-1 at top level). Events are sorted by start, longer
// first, so an enclosing range precedes what it encloses.
std::vector<int> nestingParents(const KinetoTrace& trace) {
  std::map<std::pair<int64_t, int64_t>, std::vector<int>> byThread;
  for (size_t i = 0; i < trace.cpu.size(); ++i) byThread[{trace.cpu[i].pid, trace.cpu[i].tid}].push_back(static_cast<int>(i));
  std::vector<int> parent(trace.cpu.size(), -1);
  std::vector<int> stack;
  for (auto& [thread, events] : byThread) {
    std::sort(events.begin(), events.end(), [&](int a, int b) {
      const CpuEvent &x = trace.cpu[static_cast<size_t>(a)], &y = trace.cpu[static_cast<size_t>(b)];
      if (x.ts != y.ts) return x.ts < y.ts;
      if (x.dur != y.dur) return x.dur > y.dur;
      return a < b;
    });
    stack.clear();
    for (int e : events) {
      const CpuEvent& ev = trace.cpu[static_cast<size_t>(e)];
      while (!stack.empty()) {
        const CpuEvent& top = trace.cpu[static_cast<size_t>(stack.back())];
        if (ev.ts < top.ts + top.dur || ev.ts == top.ts) break;
        stack.pop_back();
      }
      parent[static_cast<size_t>(e)] = stack.empty() ? -1 : stack.back();
      stack.push_back(e);
    }
  }
  return parent;
}

}  // namespace

bool isGraphCallRange(const std::string& name) { return name.compare(0, kCallPrefix.size(), kCallPrefix) == 0; }

TraceCalls findGraphCalls(const KinetoTrace& trace) {
  TraceCalls out;
  const std::vector<int> parent = nestingParents(trace);
  std::unordered_map<int64_t, int> byCorrelation, byExternal;
  std::vector<char> isCall(trace.cpu.size(), 0);
  for (size_t i = 0; i < trace.cpu.size(); ++i) {
    const CpuEvent& c = trace.cpu[i];
    if (c.kind == CpuKind::Runtime && c.correlation >= 0) byCorrelation.emplace(c.correlation, static_cast<int>(i));
    if (c.kind == CpuKind::Operator && c.externalId >= 0) byExternal.emplace(c.externalId, static_cast<int>(i));
    if (c.kind == CpuKind::Annotation) {
      const std::string& name = trace.name(c.name);
      if (isGraphCallRange(name)) isCall[i] = 1;
      else if (name.rfind("ProfilerStep#", 0) == 0) out.steps.push_back(static_cast<int>(i));
    }
  }
  std::sort(out.steps.begin(), out.steps.end(), [&](int a, int b) { return trace.cpu[static_cast<size_t>(a)].ts < trace.cpu[static_cast<size_t>(b)].ts; });

  // One GraphCall per range, and its direct operators, in time order.
  std::unordered_map<int, size_t> callIndex;
  std::vector<int> callEvents;
  for (size_t i = 0; i < trace.cpu.size(); ++i)
    if (isCall[i]) callEvents.push_back(static_cast<int>(i));
  std::sort(callEvents.begin(), callEvents.end(), [&](int a, int b) { return trace.cpu[static_cast<size_t>(a)].ts < trace.cpu[static_cast<size_t>(b)].ts; });
  for (int c : callEvents) {
    GraphCall call;
    call.cpu = c;
    std::string label = trace.name(trace.cpu[static_cast<size_t>(c)].name).substr(kCallPrefix.size());
    if (auto end = label.rfind("##"); end != std::string::npos) label = label.substr(0, end);
    label.erase(0, label.find_first_not_of(' '));
    label.erase(label.find_last_not_of(' ') + 1);
    call.label = label;
    callIndex[c] = out.calls.size();
    out.calls.push_back(std::move(call));
  }
  std::vector<std::vector<int>> direct(out.calls.size());
  for (size_t i = 0; i < trace.cpu.size(); ++i) {
    const int p = parent[i];
    if (p >= 0 && isCall[static_cast<size_t>(p)] && trace.cpu[i].kind == CpuKind::Operator)
      direct[callIndex[p]].push_back(static_cast<int>(i));
  }
  std::unordered_map<int, std::pair<size_t, size_t>> opSlot;  // operator -> (call, op index)
  for (size_t k = 0; k < out.calls.size(); ++k) {
    auto& ops = direct[k];
    std::sort(ops.begin(), ops.end(), [&](int a, int b) { return trace.cpu[static_cast<size_t>(a)].ts < trace.cpu[static_cast<size_t>(b)].ts; });
    for (int op : ops) {
      opSlot[op] = {k, out.calls[k].ops.size()};
      out.calls[k].ops.push_back(LaunchOp{op, {}, 0.0});
    }
  }

  for (size_t g = 0; g < trace.gpu.size(); ++g) {
    const GpuEvent& ev = trace.gpu[g];
    out.gpuTotalUs += ev.dur;
    int start = -1;
    if (auto it = byCorrelation.find(ev.correlation); ev.correlation >= 0 && it != byCorrelation.end()) start = it->second;
    else if (auto jt = byExternal.find(ev.externalId); ev.externalId >= 0 && jt != byExternal.end()) start = jt->second;
    if (start < 0) {
      out.unlinked.push_back(static_cast<int>(g));
      continue;
    }
    int cur = start, call = -1;
    while (cur >= 0) {
      const int p = parent[static_cast<size_t>(cur)];
      if (p >= 0 && isCall[static_cast<size_t>(p)]) {
        call = p;
        break;
      }
      cur = p;
    }
    if (call < 0) {
      out.outside.push_back(static_cast<int>(g));
      continue;
    }
    GraphCall& gc = out.calls[callIndex[call]];
    gc.gpuUs += ev.dur;
    auto slot = opSlot.find(cur);
    if (slot == opSlot.end()) {  // a bare runtime call directly inside the graph call
      opSlot[cur] = {callIndex[call], gc.ops.size()};
      gc.ops.push_back(LaunchOp{cur, {}, 0.0});
      slot = opSlot.find(cur);
    }
    LaunchOp& op = gc.ops[slot->second.second];
    op.gpu.push_back(static_cast<int>(g));
    op.gpuUs += ev.dur;
  }
  // Bare runtime calls were appended as their kernels came; keep launch order.
  for (auto& call : out.calls)
    std::stable_sort(call.ops.begin(), call.ops.end(), [&](const LaunchOp& a, const LaunchOp& b) {
      return trace.cpu[static_cast<size_t>(a.cpu)].ts < trace.cpu[static_cast<size_t>(b.cpu)].ts;
    });
  return out;
}

}  // namespace fusescope::profile
