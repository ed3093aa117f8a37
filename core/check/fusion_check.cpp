#include "check/fusion_check.h"

#include <array>
#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "check/node_selector.h"

namespace fusescope::check {

int GraphCheck::failed() const {
  return static_cast<int>(std::count_if(results.begin(), results.end(), [](const auto& r) { return !r.met; }));
}

namespace {

struct Context {
  const CheckedCapture& capture;
  const analysis::CaptureKernels& kernels;
};

std::string countText(size_t n, const char* what) { return fmt::format("{} {}{}", n, what, n == 1 ? "" : "s"); }

// Selects every selector's nodes into `r`; false (and r.summary says which) when one names nothing.
bool selectAll(const Context& c, ExpectationResult& r, std::vector<std::vector<NodeId>>& perSelector) {
  for (const auto& selector : r.expectation.selectors) {
    Selection s = selectNodes(c.capture.graph, c.capture.sources, selector);
    SelectorResult sr{selector, s.by, {}};
    for (NodeId n : s.nodes) sr.nodes.push_back(c.capture.graph.nodes[static_cast<size_t>(n)].name);
    r.selected.push_back(std::move(sr));
    if (s.nodes.empty()) {
      r.summary = fmt::format("'{}' names no node of {} (not a node, FX node, ATen op, file.py:LINE or module here)",
                              selector, c.capture.graph.name);
      return false;
    }
    perSelector.push_back(std::move(s.nodes));
  }
  return true;
}

// The kernels (indices, ascending) holding `nodes`; nodes in none go to `missing`.
std::vector<int> kernelsOf(const Context& c, const std::vector<NodeId>& nodes, std::vector<std::string>* missing) {
  std::set<int> ks;
  for (NodeId n : nodes) {
    const int k = c.kernels.groupOfNode[static_cast<size_t>(n)];
    if (k >= 0) ks.insert(k);
    else if (missing) missing->push_back(c.capture.graph.nodes[static_cast<size_t>(n)].name);
  }
  return {ks.begin(), ks.end()};
}

// The first of `nodes` in kernel `k`.
NodeId memberIn(const Context& c, const std::vector<NodeId>& nodes, int k) {
  for (NodeId n : nodes)
    if (c.kernels.groupOfNode[static_cast<size_t>(n)] == k) return n;
  return kNone;
}

KernelPair explain(const Context& c, int ka, NodeId a, int kb, NodeId b) {
  return {c.kernels.names[static_cast<size_t>(ka)], c.kernels.names[static_cast<size_t>(kb)],
          analysis::explainPair(c.capture.graph, c.capture.trace, a, b, -1, &c.capture.sources)};
}

void checkFused(const Context& c, ExpectationResult& r) {
  std::vector<std::vector<NodeId>> perSelector;
  if (!selectAll(c, r, perSelector)) return;
  std::vector<NodeId> nodes;
  for (const auto& s : perSelector) nodes.insert(nodes.end(), s.begin(), s.end());
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  const std::vector<int> ks = kernelsOf(c, nodes, &r.notInKernels);
  for (int k : ks) r.kernels.push_back(c.kernels.names[static_cast<size_t>(k)]);
  r.met = ks.size() <= 1;
  if (r.met) {
    r.summary = ks.empty() ? fmt::format("{} selected, none in a kernel", countText(nodes.size(), "node"))
                           : fmt::format("{} in one kernel: {}", countText(nodes.size(), "node"), r.kernels.front());
    return;
  }
  r.summary = fmt::format("{} in {}", countText(nodes.size(), "node"), countText(ks.size(), "kernel"));
  for (size_t i = 0; i + 1 < ks.size() && i < kMaxExplainedPairs; ++i)
    r.pairs.push_back(explain(c, ks[i], memberIn(c, nodes, ks[i]), ks[i + 1], memberIn(c, nodes, ks[i + 1])));
}

void checkApart(const Context& c, ExpectationResult& r) {
  std::vector<std::vector<NodeId>> perSelector;
  if (!selectAll(c, r, perSelector)) return;
  const std::vector<int> ka = kernelsOf(c, perSelector[0], nullptr), kb = kernelsOf(c, perSelector[1], nullptr);
  std::vector<int> shared;
  std::set_intersection(ka.begin(), ka.end(), kb.begin(), kb.end(), std::back_inserter(shared));
  std::set<int> all(ka.begin(), ka.end());
  all.insert(kb.begin(), kb.end());
  for (int k : all) r.kernels.push_back(c.kernels.names[static_cast<size_t>(k)]);
  r.met = shared.empty();
  if (r.met) {
    r.summary = fmt::format("no kernel holds both ({} against {})", countText(ka.size(), "kernel"), countText(kb.size(), "kernel"));
    return;
  }
  // A node both selectors name (op2 lists aten.mm and aten.add among its origins) is one node, not a
  // fusion: say so, and explain only a pair of two different nodes.
  std::vector<NodeId> both;
  std::set_intersection(perSelector[0].begin(), perSelector[0].end(), perSelector[1].begin(), perSelector[1].end(),
                        std::back_inserter(both));
  std::string bothText;
  for (size_t i = 0; i < both.size() && i < 3; ++i)
    bothText += (i ? ", " : "") + c.capture.graph.nodes[static_cast<size_t>(both[i])].name;
  if (both.size() > 3) bothText += fmt::format(" and {} more", both.size() - 3);
  // Each kernel's first two nodes of each selector, in one pass over each (a scan of the selectors per
  // shared kernel grew with the square of the graph: 48,000 nodes of mm and add in one node each).
  const size_t kernelCount = c.kernels.names.size();
  std::vector<std::array<NodeId, 2>> firstA(kernelCount, {kNone, kNone}), firstB(kernelCount, {kNone, kNone});
  auto note = [&](std::vector<std::array<NodeId, 2>>& first, const std::vector<NodeId>& nodes) {
    for (NodeId n : nodes) {
      const int k = c.kernels.groupOfNode[static_cast<size_t>(n)];
      if (k < 0) continue;
      auto& f = first[static_cast<size_t>(k)];
      if (f[0] == kNone) f[0] = n;
      else if (f[1] == kNone) f[1] = n;
    }
  };
  note(firstA, perSelector[0]);
  note(firstB, perSelector[1]);
  for (int k : shared) {
    for (NodeId a : firstA[static_cast<size_t>(k)]) {
      if (a == kNone) continue;
      for (NodeId b : firstB[static_cast<size_t>(k)]) {
        if (b == kNone || b == a) continue;
        r.summary = fmt::format("both in {}", c.kernels.names[static_cast<size_t>(k)]);
        if (!both.empty()) r.summary += fmt::format("; {} selected by both (one node, not a fusion)", bothText);
        r.pairs.push_back(explain(c, k, a, k, b));
        return;
      }
    }
  }
  r.summary = fmt::format("both select {}: one node cannot be kept apart from itself (name its ops more narrowly, "
                          "e.g. by source line)", bothText);
}

}  // namespace

GraphCheck checkGraph(const CheckedCapture& capture, const std::vector<Expectation>& expectations, bool replayOnly) {
  GraphCheck out;
  out.graph = capture.graph.name;
  out.rank = capture.graph.inductor.rank;
  out.policy = capture.trace.policy;
  out.hasFusionLog = capture.graph.inductor.hasFusionLog;
  const bool recorded = analysis::recordsKernels(capture.graph);
  out.kernelsFrom = recorded && !replayOnly ? analysis::KernelSource::Inductor : analysis::KernelSource::Replay;
  out.kernelsNote = out.kernelsFrom == analysis::KernelSource::Inductor
                        ? "Inductor's recorded result (ir_post_fusion.txt)"
                        : fmt::format("FuseScope's replay ({}){}", out.policy,
                                      recorded ? ", as asked" : ": the capture records no Inductor kernels (ir_post_fusion.txt)");
  const analysis::CaptureKernels kernels = analysis::captureKernels(capture.graph, capture.trace, out.kernelsFrom);
  out.kernels = static_cast<int>(kernels.groups.size());
  const Context c{capture, kernels};
  for (const Expectation& e : expectations) {
    ExpectationResult r;
    r.expectation = e;
    switch (e.kind) {
      case ExpectationKind::Fused: checkFused(c, r); break;
      case ExpectationKind::Apart: checkApart(c, r); break;
      case ExpectationKind::MaxKernels:
        r.met = out.kernels <= e.maxKernels;
        r.summary = fmt::format("{} (at most {})", countText(static_cast<size_t>(out.kernels), "kernel"), e.maxKernels);
        break;
    }
    out.results.push_back(std::move(r));
  }
  return out;
}

}  // namespace fusescope::check
