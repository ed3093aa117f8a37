// Small hand-built graphs for the scheduler rule tests (seed and inductor-2.11): nodes opN with one
// output buffer each, built the way the importers fill a Graph, and lookups of the decisions a Trace holds.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"

namespace fusescope::sched::testgraphs {

inline Dependency mem(const std::string& name, const std::string& index, std::vector<NamedExpr> ranges) {
  Dependency d;
  d.kind = DepKind::Memory;
  d.name = name;
  d.index = index;
  d.ranges = std::move(ranges);
  return d;
}
inline Dependency star(const std::string& name) {
  Dependency d;
  d.kind = DepKind::Star;
  d.name = name;
  return d;
}
inline Dependency flat(const std::string& name, const std::string& n) { return mem(name, "d0", {{"d0", n}}); }

// Builds a Graph the way the importer would: nodes opN with one output buffer each.
struct GraphBuilder {
  Graph g;

  void input(const std::string& name, const std::string& numel, const std::string& device = "cuda:0") {
    Buffer b;
    b.id = static_cast<BufferId>(g.buffers.size());
    b.name = name;
    b.layout = {"FixedLayout", device, "torch.float32", {numel}, {"1"}, "0", ""};
    b.isGraphInput = true;
    g.bufferByName[name] = b.id;
    g.buffers.push_back(b);
    g.graphInputs.push_back(name);
  }

  // A SchedulerNode writing `out` (numel elements, flat index d0) and reading `reads` (unmet deps are
  // computed from them as Inductor does).
  NodeId node(const std::string& name, const std::string& out, std::vector<Dependency> reads, std::string numel,
              std::string rnumel = "1", std::string device = "cuda:0", std::string irType = "ComputedBuffer",
              NodeKind kind = NodeKind::Scheduler) {
    Node n;
    n.id = static_cast<NodeId>(g.nodes.size());
    n.name = name;
    n.kind = kind;
    n.irType = irType;
    n.device = device;
    if (kind == NodeKind::Scheduler) {
      n.group = {numel, rnumel};
      n.iterSizes = {numel};
      if (rnumel != "1") n.reduceSizes = {rnumel};
      n.writes = {flat(out, numel)};
    } else {
      n.writes = {star(out)};
    }
    for (auto& r : reads) {
      const Buffer* b = g.findBuffer(r.name);
      if (b && b->isGraphInput) n.metDeps.push_back(r);
      else n.unmetDeps.push_back(r);
    }
    Buffer b;
    b.id = static_cast<BufferId>(g.buffers.size());
    b.name = out;
    b.irType = irType;
    b.layout = {"FixedLayout", device, "torch.float32", {numel}, {"1"}, "0", ""};
    b.producer = n.id;
    n.outputs = {b.id};
    g.bufferByName[out] = b.id;
    g.buffers.push_back(b);
    g.nodeByName[name] = n.id;
    g.nodes.push_back(n);
    return n.id;
  }

  void output(const std::string& buffer) {
    g.graphOutputs.push_back(buffer);
    g.buffers[static_cast<size_t>(g.bufferByName.at(buffer))].users.push_back({"OUTPUT", "OUTPUT", false, false});
  }
  Buffer& buffer(const std::string& name) { return g.buffers[static_cast<size_t>(g.bufferByName.at(name))]; }
  Node& node(const std::string& name) { return g.nodes[static_cast<size_t>(g.nodeByName.at(name))]; }
};

// in0 -> op0 -> op1 -> ... : `length` pointwise nodes of 64 elements, each reading the one before, the
// last one's buffer a graph output.
inline Graph pointwiseChain(int length) {
  GraphBuilder b;
  b.input("in0", "64");
  for (int i = 0; i < length; ++i)
    b.node("op" + std::to_string(i), "buf" + std::to_string(i), {flat(i == 0 ? "in0" : "buf" + std::to_string(i - 1), "64")},
           "64");
  b.output("buf" + std::to_string(length - 1));
  return b.g;
}

inline std::vector<std::vector<std::string>> kernels(const Graph& g, const Trace& t) {
  std::vector<std::vector<std::string>> out;
  for (const auto& k : t.kernels) {
    std::vector<std::string> names;
    for (NodeId m : t.node(k.node).members) names.push_back(g.nodes[static_cast<size_t>(m)].name);
    out.push_back(names);
  }
  return out;
}

// The decisions about the pair (a, b) by names of the nodes involved (current names).
inline std::vector<const Decision*> decisionsFor(const Trace& t, const std::string& a, const std::string& b) {
  std::vector<const Decision*> out;
  for (const auto& d : t.decisions)
    if (t.name(d.node1) == a && t.name(d.node2) == b) out.push_back(&d);
  return out;
}

inline const Decision* rejection(const Trace& t, const std::string& a, const std::string& b) {
  for (const auto* d : decisionsFor(t, a, b))
    if (d->verdict == Verdict::Rejected) return d;
  return nullptr;
}

using Kernels = std::vector<std::vector<std::string>>;

}  // namespace fusescope::sched::testgraphs
