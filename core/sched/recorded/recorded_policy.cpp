#include "sched/recorded/recorded_policy.h"

#include "sched/schedule_cancel.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

namespace fusescope::sched {

namespace {

SchedNodeType typeOf(const Node& n) {
  switch (n.kind) {
    case NodeKind::Extern: return SchedNodeType::Extern;
    case NodeKind::Nop: return SchedNodeType::Nop;
    default: return SchedNodeType::Scheduler;
  }
}

std::string backendOf(const Trace& trace, const Graph& graph, SchedNodeId id) {
  const SchedNodeInfo& info = trace.node(id);
  if (info.type == SchedNodeType::Extern) return "extern";
  if (info.type == SchedNodeType::Nop) return "nop";
  if (info.type == SchedNodeType::Foreach) return "foreach";
  for (NodeId m : info.members) {
    if (graph.nodes[static_cast<size_t>(m)].device.rfind("cpu", 0) == 0) return "cpp";
  }
  return "triton";
}

class Replay {
 public:
  Replay(const Graph& graph, Trace& trace, const std::atomic<bool>* cancel)
      : graph_(graph), trace_(trace), cancel_(cancel) {}

  void run() {
    for (const Node& n : graph_.nodes) {
      SchedNodeInfo info;
      info.name = n.name;
      info.type = typeOf(n);
      info.members = {n.id};
      info.device = n.device;
      info.isReduction = n.isReduction();
      info.isTemplate = n.isTemplate();
      info.minOrder = info.maxOrder = n.id;
      add(std::move(info));
      trace_.initial.push_back(n.id);
    }
    trace_.nodesBefore = static_cast<int>(graph_.nodes.size());
    // Foreach nodes are formed before fusion: fusion.log's first listing names them (Graph::foreachGroups).
    for (const ForeachGroup& f : graph_.foreachGroups) {
      SchedNodeInfo info;
      info.type = SchedNodeType::Foreach;
      for (const std::string& m : f.members) {
        if (const auto it = graph_.nodeByName.find(m); it != graph_.nodeByName.end()) {
          info.members.push_back(it->second);
          info.name += (info.name.empty() ? "" : "_") + m;
        }
      }
      if (info.members.empty()) continue;
      const Node& first = graph_.nodes[static_cast<size_t>(info.members.front())];
      info.device = first.device;
      info.minOrder = info.maxOrder = first.id;
      for (NodeId m : info.members) {
        alive_.erase(owner_.at(m));
        std::erase(trace_.initial, m);
      }
      trace_.initial.push_back(add(std::move(info)));
    }
    const int recordedNote = note("recorded: Inductor's own decision, read from fusion.log (policy recorded runs no rules)");
    for (const RecordedDecision& d : graph_.inductor.decisions) {
      if (cancel_ && cancel_->load(std::memory_order_relaxed)) throw ScheduleCancelled();
      const SchedNodeId a = find(d.node1), b = find(d.node2);
      if (a < 0 || b < 0) {
        note(fmt::format("fusion.log line {} names {}, which is no node the log formed before it: the decision is "
                         "left out", d.line, a < 0 ? d.node1 : d.node2));
        continue;
      }
      trace_.rounds = std::max(trace_.rounds, d.round);
      Decision decision;
      decision.round = d.round;
      decision.phase = DecisionPhase::Fuse;
      decision.node1 = a;
      decision.node2 = b;
      decision.kind = kindOf(a, b);
      decision.basis = DecisionBasis::Recorded;
      decision.note = recordedNote;
      if (!d.fused) {
        decision.verdict = Verdict::Rejected;
        decision.reason = d.reason;
        trace_.decisions.push_back(std::move(decision));
        continue;
      }
      if (a == b || !alive_.count(a) || !alive_.count(b)) {
        note(fmt::format("fusion.log line {} fuses {} with {}, which are not two live nodes then: left out", d.line,
                         d.node1, d.node2));
        continue;
      }
      decision.verdict = Verdict::Fused;
      decision.fusion = static_cast<int>(trace_.fusions.size());
      const int decisionIndex = static_cast<int>(trace_.decisions.size());
      trace_.decisions.push_back(std::move(decision));
      const SchedNodeId fused = fuse(a, b);
      trace_.fusions.push_back({d.round, a, b, fused, decisionIndex});
    }
    finishKernels();
  }

 private:
  SchedNodeId add(SchedNodeInfo info) {
    const auto id = static_cast<SchedNodeId>(trace_.nodes.size());
    byName_[info.name] = id;
    for (NodeId m : info.members) owner_[m] = id;
    alive_.insert(id);
    trace_.nodes.push_back(std::move(info));
    return id;
  }

  int note(std::string text) {
    trace_.notes.push_back(std::move(text));
    return static_cast<int>(trace_.notes.size()) - 1;
  }

  // A name as the log writes it: a node's or a fused node's (`op1_op2`). Inductor names some fused nodes
  // in an order of its own (a foreach fusion interleaves its parts: `op40_op10_op41_op11`): a name made of
  // exactly a live node's members is that node, which takes the logged name from then on.
  SchedNodeId find(const std::string& name) {
    // A node by its own name, live or a part of a live one (a member of a foreach node Inductor evaluates
    // on its own).
    if (const auto it = byName_.find(name); it != byName_.end()) return it->second;
    std::set<NodeId> named;
    for (std::size_t begin = 0; begin < name.size();) {
      NodeId node = kNone;
      std::size_t next = std::string::npos;
      for (std::size_t cut = name.find('_', begin);; cut = name.find('_', cut + 1)) {  // the longest node name
        const std::string head = name.substr(begin, cut == std::string::npos ? std::string::npos : cut - begin);
        if (const auto it = graph_.nodeByName.find(head); it != graph_.nodeByName.end()) {
          node = it->second;
          next = cut == std::string::npos ? name.size() : cut + 1;
        }
        if (cut == std::string::npos) break;
      }
      if (node == kNone) return -1;
      named.insert(node);
      begin = next;
    }
    if (named.empty()) return -1;
    const SchedNodeId id = owner_.at(*named.begin());
    const auto& members = trace_.node(id).members;
    const std::set<NodeId> have(members.begin(), members.end());
    if (have == named) {
      trace_.nodes[static_cast<size_t>(id)].name = name;
      byName_[name] = id;
      return id;
    }
    // A part of a live node that Inductor evaluates on its own (a fused part of a foreach node:
    // `cannot fuse op0 with op40_op10_op50_op63`): recorded as that part, which is no live node itself.
    if (!std::includes(have.begin(), have.end(), named.begin(), named.end())) return -1;
    SchedNodeInfo part;
    part.name = name;
    part.type = SchedNodeType::Fused;
    part.members.assign(named.begin(), named.end());
    part.device = trace_.node(id).device;
    const auto partId = static_cast<SchedNodeId>(trace_.nodes.size());
    trace_.nodes.push_back(std::move(part));
    byName_[name] = partId;
    return partId;
  }

  FusionKind kindOf(SchedNodeId a, SchedNodeId b) const {
    if (trace_.node(a).isTemplate || trace_.node(b).isTemplate) return FusionKind::Epilogue;
    return reads(b, a) || reads(a, b) ? FusionKind::Vertical : FusionKind::Horizontal;
  }

  // Whether a member of `reader` depends on a buffer a member of `writer` writes.
  bool reads(SchedNodeId reader, SchedNodeId writer) const {
    std::set<std::string> written;
    for (NodeId m : trace_.node(writer).members) {
      for (const Dependency& w : graph_.nodes[static_cast<size_t>(m)].writes) written.insert(w.name);
      for (BufferId o : graph_.nodes[static_cast<size_t>(m)].outputs) written.insert(graph_.buffers[static_cast<size_t>(o)].name);
    }
    for (NodeId m : trace_.node(reader).members) {
      for (const Dependency& d : graph_.nodes[static_cast<size_t>(m)].unmetDeps)
        if (written.count(d.name)) return true;
    }
    return false;
  }

  SchedNodeId fuse(SchedNodeId a, SchedNodeId b) {
    const SchedNodeInfo& x = trace_.node(a);
    const SchedNodeInfo& y = trace_.node(b);
    SchedNodeInfo info;
    info.name = x.name + "_" + y.name;
    info.type = SchedNodeType::Fused;
    info.members = x.members;
    info.members.insert(info.members.end(), y.members.begin(), y.members.end());
    info.createdByFusion = static_cast<int>(trace_.fusions.size());
    info.device = x.device;
    info.isReduction = x.isReduction || y.isReduction;
    info.isTemplate = x.isTemplate || y.isTemplate;
    info.minOrder = std::min(x.minOrder, y.minOrder);
    info.maxOrder = std::max(x.maxOrder, y.maxOrder);
    alive_.erase(a);
    alive_.erase(b);
    return add(std::move(info));
  }

  // Inductor's kernels in ir_post_fusion.txt's order, each the live node with its members; a kernel no
  // logged fusion formed (foreach, combo kernels, a log cut short) is added as it is and said.
  void finishKernels() {
    std::set<SchedNodeId> placed;
    for (const RecordedKernel& k : graph_.inductor.kernels) {
      std::vector<NodeId> members;
      for (const std::string& m : k.members) {
        if (const auto it = graph_.nodeByName.find(m); it != graph_.nodeByName.end()) members.push_back(it->second);
      }
      if (members.empty()) continue;
      SchedNodeId id = owner_.at(members.front());
      std::set<NodeId> want(members.begin(), members.end());
      const auto& have = trace_.node(id).members;
      if (std::set<NodeId>(have.begin(), have.end()) != want) {
        note(fmt::format("ir_post_fusion.txt's kernel {} ({}) was formed by no fusion fusion.log records: shown as "
                         "Inductor printed it", k.name, k.typeName));
        SchedNodeInfo info;
        info.name = k.name;
        info.type = k.typeName == "ForeachKernelSchedulerNode" ? SchedNodeType::Foreach : SchedNodeType::Fused;
        info.members = members;
        info.device = graph_.nodes[static_cast<size_t>(members.front())].device;
        for (NodeId m : members) {
          const SchedNodeId was = owner_.at(m);
          alive_.erase(was);
          info.isReduction |= graph_.nodes[static_cast<size_t>(m)].isReduction();
        }
        id = add(std::move(info));
      }
      if (placed.insert(id).second) trace_.kernels.push_back({id, backendOf(trace_, graph_, id), {}, 0});
    }
    if (!graph_.inductor.hasPostFusion) {
      note("no ir_post_fusion.txt: the kernels are the nodes left after the logged fusions, in node order");
      std::vector<SchedNodeId> left(alive_.begin(), alive_.end());
      std::sort(left.begin(), left.end(), [&](SchedNodeId p, SchedNodeId q) { return trace_.node(p).minOrder < trace_.node(q).minOrder; });
      for (SchedNodeId id : left) trace_.kernels.push_back({id, backendOf(trace_, graph_, id), {}, 0});
    }
  }

  const Graph& graph_;
  Trace& trace_;
  const std::atomic<bool>* cancel_;
  std::map<std::string, SchedNodeId> byName_;
  std::map<NodeId, SchedNodeId> owner_;  // graph node -> the live node holding it
  std::set<SchedNodeId> alive_;
};

}  // namespace

void RecordedPolicy::schedule(const Graph& graph, const SchedulerConfig& /*config*/, Trace& trace,
                              const std::atomic<bool>* cancel) const {
  if (!graph.inductor.hasFusionLog)
    throw std::invalid_argument("policy recorded steps through fusion.log's decisions, and this capture has no fusion log");
  Replay(graph, trace, cancel).run();
}

}  // namespace fusescope::sched
