#include "analysis/explain_pair.h"
#include "sched/order_refusal.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "graph/graph_summary.h"
#include "graph/node_edges.h"
#include "util/python_repr.h"
#include "sched/symbol_values.h"
#include "sched/policy.h"
#include "sched/timeline.h"
#include "source/source_label.h"

namespace fusescope::analysis {

const char* toString(PairOutcome outcome) {
  switch (outcome) {
    case PairOutcome::SameNode: return "same node";
    case PairOutcome::Fused: return "fused";
    case PairOutcome::Refused: return "refused";
    case PairOutcome::Candidate: return "candidate";
    case PairOutcome::NotEvaluated: return "not evaluated";
  }
  return "?";
}

namespace {

bool holds(const sched::Trace& trace, sched::SchedNodeId id, NodeId n) {
  if (id < 0 || static_cast<size_t>(id) >= trace.nodes.size()) return false;
  const auto& m = trace.node(id).members;
  return std::find(m.begin(), m.end(), n) != m.end();
}

// A fused name as fusion.log writes it ("op1_op2") holds `node` when the name appears between '_' boundaries.
bool nameHolds(const std::string& fused, const std::string& node) {
  if (fused == node) return true;
  for (size_t at = fused.find(node); at != std::string::npos; at = fused.find(node, at + 1)) {
    const bool startOk = at == 0 || fused[at - 1] == '_';
    const size_t end = at + node.size();
    const bool endOk = end == fused.size() || fused[end] == '_';
    if (startOk && endOk) return true;
  }
  return false;
}

std::string sizesOf(const Graph& g, const std::vector<NodeId>& members) {
  // A group's (numel, rnumel) is its reduction member's when it has one (Inductor's group of a fused node).
  const Node* pick = nullptr;
  for (NodeId m : members) {
    const Node& n = g.nodes[static_cast<size_t>(m)];
    if (!pick || (n.isReduction() && !pick->isReduction())) pick = &n;
  }
  if (!pick) return {};
  if (!pick->groupText.empty()) return pick->groupText;
  return pick->kernel.empty() ? nodeCategory(*pick) : pick->kernel;
}

// The top-level items of a printed tuple "(a, b, ...)", trimmed; none when the text is not a tuple. A
// group prints as one: (numel, rnumel) for SIMD, ((vars), (reduce)) for the C++ backend.
std::optional<std::vector<std::string_view>> tupleItems(std::string_view text) {
  text = pyrepr::trim(text);
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') return std::nullopt;
  return pyrepr::splitTopLevel(text.substr(1, text.size() - 2));
}

// Whether two groups' (numel, rnumel) texts allow one kernel, as SIMD can_fuse compares them: "" when they
// are equal, the case that allows them when they differ, else a text starting "differ".
std::string sizesCompatibility(const Graph& graph, const sched::Trace& trace, const std::string& a, const std::string& b) {
  if (a == b) return {};
  const auto split = [](const std::string& text) -> std::pair<std::string, std::string> {
    const auto parts = tupleItems(text);
    if (!parts || parts->size() != 2) return {};
    return {std::string((*parts)[0]), std::string((*parts)[1])};
  };
  const auto [numelA, rnumelA] = split(a);
  const auto [numelB, rnumelB] = split(b);
  const std::string differ = "differ: groups of different sizes fuse only when one is pointwise (rnumel 1) with the "
                             "reduction's numel or numel*rnumel";
  if (numelA.empty() || numelB.empty()) return differ;
  const bool pointwiseA = rnumelA == "1", pointwiseB = rnumelB == "1";
  if (pointwiseA == pointwiseB) return differ;
  const std::string& pNumel = pointwiseA ? numelA : numelB;
  const std::string& rNumel = pointwiseA ? numelB : numelA;
  const std::string& rRnumel = pointwiseA ? rnumelB : rnumelA;
  if (pNumel == rNumel) return "the pointwise group's numel is the reduction's numel";
  try {
    const SymbolValues symbols = sched::symbolValuesOf(trace.config, graph);
    const auto hint = [&](const std::string& text) { return sched::sizeHint(symbols, text); };
    if (hint(pNumel) == hint(rNumel) * hint(rRnumel)) return "the pointwise group's numel is the reduction's numel*rnumel";
  } catch (const std::exception&) {  // a size text the hints cannot evaluate
  }
  return differ;
}

// The C++ backend (CppScheduling._why_fuse_nodes, outer-loop fusion) compares loop-size tuples
// ((vars), (reduce)) as the dump prints a CPU node's group, not (numel, rnumel): "" when equal, the case that
// allows them when they differ, else a text starting "differ".
std::string cppSizesCompatibility(const Graph& graph, const sched::Trace& trace, const std::string& a, const std::string& b) {
  if (a == b) return {};
  using Loops = std::vector<std::string_view>;
  const auto split = [](const std::string& text) -> std::optional<std::pair<Loops, Loops>> {
    const auto parts = tupleItems(text);
    if (!parts || parts->size() != 2) return std::nullopt;
    return std::pair{tupleItems((*parts)[0]).value_or(Loops{}), tupleItems((*parts)[1]).value_or(Loops{})};
  };
  const std::string differ = "differ: the C++ backend joins groups of different loop sizes only as a compatible "
                             "reduction (the pointwise loops are the reduction's loops then its reduction loops), as "
                             "pointwise groups of as many elements, or on common outer loops (outer-loop fusion)";
  const auto ga = split(a), gb = split(b);
  if (!ga || !gb) return differ;
  const auto& [varsA, reduceA] = *ga;
  const auto& [varsB, reduceB] = *gb;
  const auto joined = [](Loops vars, const Loops& reduce) {
    vars.insert(vars.end(), reduce.begin(), reduce.end());
    return vars;
  };
  if ((reduceA.empty() && varsA == joined(varsB, reduceB)) || (reduceB.empty() && varsB == joined(varsA, reduceA)))
    return "the pointwise group's loops are the reduction's loops then its reduction loops (compatible reduction)";
  if (reduceA.empty() && reduceB.empty()) {
    try {
      const SymbolValues symbols = sched::symbolValuesOf(trace.config, graph);
      const auto hint = [&](const std::string& text) { return sched::sizeHint(symbols, text); };
      int64_t na = 1, nb = 1;
      for (const auto& s : varsA) na *= hint(std::string(s));
      for (const auto& s : varsB) nb *= hint(std::string(s));
      if (na == nb) return "both pointwise with as many elements (compatible ranges)";
    } catch (const std::exception&) {  // a size text the hints cannot evaluate
    }
  }
  if (!varsA.empty() && !varsB.empty() && varsA.front() == varsB.front())
    return "their first loops have the same size (outer-loop fusion can join them)";
  return differ;
}

// Shortest dependency path from any node of `from` to any node of `to` whose inner nodes lie outside both.
std::vector<NodeId> pathThroughOthers(const std::vector<std::vector<NodeId>>& succ, const std::vector<NodeId>& from,
                                      const std::vector<NodeId>& to) {
  const size_t n = succ.size();
  std::vector<char> inFrom(n, 0), inTo(n, 0);
  for (NodeId x : from) inFrom[static_cast<size_t>(x)] = 1;
  for (NodeId x : to) inTo[static_cast<size_t>(x)] = 1;
  std::vector<NodeId> parent(n, kNone);
  std::vector<char> seen(n, 0);
  std::deque<NodeId> queue;
  for (NodeId s : from)
    for (NodeId t : succ[static_cast<size_t>(s)])
      if (!inFrom[static_cast<size_t>(t)] && !inTo[static_cast<size_t>(t)] && !seen[static_cast<size_t>(t)]) {
        seen[static_cast<size_t>(t)] = 1;
        parent[static_cast<size_t>(t)] = s;
        queue.push_back(t);
      }
  while (!queue.empty()) {
    const NodeId x = queue.front();
    queue.pop_front();
    for (NodeId t : succ[static_cast<size_t>(x)]) {
      if (inTo[static_cast<size_t>(t)]) {
        std::vector<NodeId> path{t};
        for (NodeId p = x; p != kNone; p = parent[static_cast<size_t>(p)]) {
          path.push_back(p);
          if (inFrom[static_cast<size_t>(p)]) break;
        }
        std::reverse(path.begin(), path.end());
        return path;
      }
      if (inFrom[static_cast<size_t>(t)] || seen[static_cast<size_t>(t)]) continue;
      seen[static_cast<size_t>(t)] = 1;
      parent[static_cast<size_t>(t)] = x;
      queue.push_back(t);
    }
  }
  return {};
}

std::string nodesText(int count) { return fmt::format("{} node{}", count, count == 1 ? "" : "s"); }

void collectBuffers(const Graph& g, const std::vector<NodeId>& members, std::set<std::string>& reads,
                    std::set<std::string>& writes) {
  for (NodeId m : members) {
    const Node& n = g.nodes[static_cast<size_t>(m)];
    for (const auto& d : n.writes) writes.insert(d.name);
    for (const auto* list : {&n.unmetDeps, &n.metDeps})
      for (const auto& d : *list) reads.insert(d.name);
  }
}

}  // namespace

NodeId resolvePairNode(const Graph& graph, const sched::Trace& trace, const std::string& name) {
  if (const Node* n = graph.findNode(name)) return n->id;
  for (const auto& info : trace.nodes)
    if (info.name == name && !info.members.empty()) return info.members.front();
  return kNone;
}

bool factsMeasureRefusal(const PairExplanation& e) {
  if (e.outcome != PairOutcome::Refused) return true;
  return std::any_of(e.facts.begin(), e.facts.end(), [](const PairFact& f) { return !f.ok; });
}

namespace {

// The decision that settles the pair among `hits` (the decisions on groups holding both nodes, in order):
// the last verdict; an accepted candidate counts only while nothing decided the pair after it. A pair
// refused in its order is tried in the other when node2 is a template or a foreach node
// (get_possible_fusions: can_fuse(node2, node1)), and a dependent pair's retry is refused by its order
// alone: the refusal just before it, of the same pair in its own order, is the one that explains. -1: none.
int decidingDecision(const sched::Trace& trace, const std::vector<int>& hits) {
  int decision = -1;
  for (auto it = hits.rbegin(); it != hits.rend() && decision < 0; ++it)
    if (trace.decisions[static_cast<size_t>(*it)].verdict != sched::Verdict::Candidate) decision = *it;
  if (decision < 0 && !hits.empty()) decision = hits.back();
  if (decision <= 0) return decision;
  const sched::Decision& last = trace.decisions[static_cast<size_t>(decision)];
  if (last.verdict == sched::Verdict::Rejected && last.reason == sched::kNode1MustGoBeforeNode2) {
    const sched::Decision& before = trace.decisions[static_cast<size_t>(decision - 1)];
    if (before.verdict == sched::Verdict::Rejected && before.round == last.round && before.phase == last.phase &&
        before.node1 == last.node2 && before.node2 == last.node1)
      return decision - 1;
  }
  return decision;
}

PairOutcome outcomeOf(const sched::Decision& d) {
  return d.verdict == sched::Verdict::Fused ? PairOutcome::Fused
         : d.verdict == sched::Verdict::Rejected ? PairOutcome::Refused
                                                 : PairOutcome::Candidate;
}

}  // namespace

PairVerdict pairVerdict(const sched::Trace& trace, NodeId a, NodeId b) {
  PairVerdict out;
  if (a == b) {
    out.outcome = PairOutcome::SameNode;
    return out;
  }
  std::vector<int> hits;
  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const sched::Decision& d = trace.decisions[i];
    if ((holds(trace, d.node1, a) && holds(trace, d.node2, b)) || (holds(trace, d.node1, b) && holds(trace, d.node2, a)))
      hits.push_back(static_cast<int>(i));
  }
  out.decision = decidingDecision(trace, hits);
  if (out.decision >= 0) {
    const sched::Decision& d = trace.decisions[static_cast<size_t>(out.decision)];
    out.outcome = outcomeOf(d);
    out.reason = d.reason;
  }
  return out;
}

PairExplanation explainPair(const Graph& graph, const sched::Trace& trace, NodeId a, NodeId b, int step,
                            const source::SourceMap* sources) {
  const auto count = static_cast<NodeId>(graph.nodes.size());
  if (a < 0 || b < 0 || a >= count || b >= count) throw std::out_of_range("explainPair: node id outside the graph");
  PairExplanation out;
  out.a = a;
  out.b = b;
  out.nameA = graph.nodes[static_cast<size_t>(a)].name;
  out.nameB = graph.nodes[static_cast<size_t>(b)].name;
  out.policy = trace.policy;
  const int decisions = static_cast<int>(trace.decisions.size());
  out.step = (step < 0 || step > decisions) ? decisions : step;
  if (a == b) {
    out.outcome = PairOutcome::SameNode;
    return out;
  }

  // The groups at the step (dead nodes stay on their own).
  std::vector<NodeId> membersA{a}, membersB{b};
  if (!trace.nodes.empty()) {
    sched::Timeline timeline(graph, trace);
    timeline.seekDecision(out.step - 1);
    const auto ga = timeline.groupOf(a), gb = timeline.groupOf(b);
    if (ga >= 0) {
      membersA = timeline.members(ga);
      out.groupA = timeline.kernelName(ga);
    }
    if (gb >= 0) {
      membersB = timeline.members(gb);
      out.groupB = timeline.kernelName(gb);
    }
  }
  if (out.groupA.empty()) out.groupA = out.nameA;
  if (out.groupB.empty()) out.groupB = out.nameB;
  out.sizesA = sizesOf(graph, membersA);
  out.sizesB = sizesOf(graph, membersB);
  if (sources && sources->nodes.size() == graph.nodes.size()) {
    out.sourceA = source::locationTexts(sources->kernel(membersA));
    out.sourceB = source::locationTexts(sources->kernel(membersB));
  }

  // Every decision on groups holding both nodes, up to the step.
  const LoggedVerdicts logged = alignWithFusionLog(graph, trace);
  for (int i = 0; i < out.step; ++i) {
    const sched::Decision& d = trace.decisions[static_cast<size_t>(i)];
    const bool hit = (holds(trace, d.node1, a) && holds(trace, d.node2, b)) ||
                     (holds(trace, d.node1, b) && holds(trace, d.node2, a));
    if (!hit) continue;
    PairDecision pd;
    pd.decision = i;
    pd.round = d.round;
    pd.phase = sched::toString(d.phase);
    pd.kind = sched::toString(d.kind);
    pd.verdict = sched::toString(d.verdict);
    pd.reason = d.reason;
    pd.node1 = trace.name(d.node1);
    pd.node2 = trace.name(d.node2);
    pd.basis = sched::toString(d.basis);
    pd.logged = logged.perDecision[static_cast<size_t>(i)];
    out.decisions.push_back(std::move(pd));
  }
  std::vector<int> hits;
  for (const PairDecision& pd : out.decisions) hits.push_back(pd.decision);
  out.decision = decidingDecision(trace, hits);
  const sched::Decision* last = out.decision >= 0 ? &trace.decisions[static_cast<size_t>(out.decision)] : nullptr;
  if (last) {
    out.outcome = outcomeOf(*last);
    out.reason = last->reason;
    if (last->verdict == sched::Verdict::Rejected && !out.reason.empty()) {
      try {
        out.reasonSource = sched::makePolicy(trace.policy)->ruleSource(out.reason);
      } catch (const std::exception&) {  // a trace of a policy this build does not have
      }
    }
    out.basis = sched::toString(last->basis);
    if (last->note >= 0 && static_cast<size_t>(last->note) < trace.notes.size())
      out.basisNote = trace.notes[static_cast<size_t>(last->note)];
  }

  // Inductor's logged line: the one matched with the decision above, else the last line naming both groups.
  const RecordedDecision* line = nullptr;
  if (out.decision >= 0) {
    const int r = logged.perDecision[static_cast<size_t>(out.decision)].recorded;
    if (r >= 0) line = &graph.inductor.decisions[static_cast<size_t>(r)];
  }
  if (!line)
    for (const RecordedDecision& rd : graph.inductor.decisions)
      if ((nameHolds(rd.node1, out.nameA) && nameHolds(rd.node2, out.nameB)) ||
          (nameHolds(rd.node1, out.nameB) && nameHolds(rd.node2, out.nameA)))
        line = &rd;
  if (line) {
    out.inductorLogged = true;
    out.inductorVerdict = line->fused ? "fused" : "refused";
    out.inductorReason = line->reason;
    out.inductorLine = line->line;
  }
  if (graph.inductor.hasPostFusion) {
    out.inductorSameKernel = 0;
    for (const RecordedKernel& k : graph.inductor.kernels) {
      const auto& m = k.members;
      const bool hasA = std::find(m.begin(), m.end(), out.nameA) != m.end();
      const bool hasB = std::find(m.begin(), m.end(), out.nameB) != m.end();
      if (hasA && hasB) out.inductorSameKernel = 1;
    }
  }

  // Facts from the graph, in the order can_fuse looks at the same things. For a pair already in one group
  // they are the facts of the two groups the fusion joined: of one group with itself they say nothing.
  if (out.outcome == PairOutcome::Fused && !trace.nodes.empty() && membersA == membersB) {
    sched::Timeline timeline(graph, trace);
    timeline.seekDecision(out.decision - 1);
    const auto ga = timeline.groupOf(a), gb = timeline.groupOf(b);
    if (ga >= 0 && gb >= 0 && ga != gb) {
      membersA = timeline.members(ga);
      membersB = timeline.members(gb);
      out.factsGroupA = timeline.kernelName(ga);
      out.factsGroupB = timeline.kernelName(gb);
    }
  }
  const std::string factSizesA = out.factsGroupA.empty() ? out.sizesA : sizesOf(graph, membersA);
  const std::string factSizesB = out.factsGroupB.empty() ? out.sizesB : sizesOf(graph, membersB);
  const std::string& factA = out.factsGroupA.empty() ? out.groupA : out.factsGroupA;
  const std::string& factB = out.factsGroupB.empty() ? out.groupB : out.factsGroupB;
  const Node& na = graph.nodes[static_cast<size_t>(a)];
  const Node& nb = graph.nodes[static_cast<size_t>(b)];
  out.facts.push_back({"same device", na.device == nb.device, na.device + " / " + nb.device});
  auto fusable = [](const Node& n) { return n.kind == NodeKind::Scheduler; };
  out.facts.push_back({"fusable kinds", fusable(na) && fusable(nb),
                       nodeCategory(na) + " / " + nodeCategory(nb) +
                           (fusable(na) && fusable(nb) ? "" : " (extern and nop nodes never fuse)")});
  const bool cpu = na.device.rfind("cpu", 0) == 0 && nb.device.rfind("cpu", 0) == 0;
  const std::string sizesVerdict = cpu ? cppSizesCompatibility(graph, trace, factSizesA, factSizesB)
                                       : sizesCompatibility(graph, trace, factSizesA, factSizesB);
  out.facts.push_back({cpu ? "loop sizes (C++ backend)" : "(numel, rnumel)", sizesVerdict.rfind("differ", 0) != 0,
                       factA + " " + factSizesA + " / " + factB + " " + factSizesB +
                           (sizesVerdict.empty() ? "" : " (" + sizesVerdict + ")")});
  std::set<std::string> readsA, writesA, readsB, writesB;
  collectBuffers(graph, membersA, readsA, writesA);
  collectBuffers(graph, membersB, readsB, writesB);
  std::set<std::string> shared;
  for (const auto& s : readsB)
    if (writesA.count(s)) shared.insert(s);
  for (const auto& s : readsA)
    if (writesB.count(s) || readsB.count(s)) shared.insert(s);
  out.sharedBuffers.assign(shared.begin(), shared.end());
  std::string sharedText;
  for (const auto& s : out.sharedBuffers) sharedText += (sharedText.empty() ? "" : ", ") + s;
  // Shared buffer names are not what can_fuse measures: the policy's own measure for the deciding
  // decision's pair, in the state it had then, says whether they count ("no shared data" often names
  // buffers both sides use). A report of another pair than the decision's is never shown.
  std::optional<sched::RuleMeasure> ruleMeasure;
  if (out.decision >= 0) {
    const sched::Decision& d = trace.decisions[static_cast<size_t>(out.decision)];
    std::optional<sched::DecisionProbe> probe;
    try {
      probe = sched::makePolicy(trace.policy)->probeDecision(graph, trace.config, out.decision);
    } catch (const std::exception&) {  // a trace of a policy this build does not have: names only
      probe.reset();
    }
    if (probe && probe->sharedData && probe->sharedData->node1 == trace.name(d.node1) &&
        probe->sharedData->node2 == trace.name(d.node2)) {
      out.sharedData = std::move(probe->sharedData);
      if (d.verdict == sched::Verdict::Rejected) ruleMeasure = std::move(probe->rule);
    }
  }
  if (out.sharedData) {
    const sched::SharedDataReport& r = *out.sharedData;
    std::string detail = fmt::format("{} by score_fusion_memory (reads and writes with the same index and loop sizes "
                                     "on both sides)",
                                     r.score > 0 ? fmt::format("{} bytes", r.score) : std::string("none"));
    if (r.afterReordering >= 0) detail += fmt::format("; {} bytes after reordering loops", r.afterReordering);
    if (r.afterInverting >= 0) detail += fmt::format("; {} bytes after inverting indexing", r.afterInverting);
    if (!r.counted.empty()) {
      std::string names;
      for (const auto& n : r.counted) names += (names.empty() ? "" : ", ") + n;
      detail += "; counted: " + names;
    }
    if (!r.mismatches.empty())
      detail += fmt::format("; {} buffer(s) both use do not count, each for the reason Inductor's "
                            "decide_fusion_fail_reason gives", r.mismatches.size());
    PairFact fact{"shared data", r.best() > 0, detail};
    fact.rowsSubject = "buffer";
    fact.rowsHeading = fmt::format("why it does not count (node1 {} v.s. node2 {})", r.node1, r.node2);
    for (const auto& m : r.mismatches) fact.rows.push_back({m.buffer, m.reason});
    out.facts.push_back(std::move(fact));
  } else {
    out.facts.push_back({"shared data", !shared.empty(), shared.empty() ? "none" : sharedText});
  }
  if (shared.empty()) {
    for (const auto* set : {&readsA, &writesA}) out.buffersA.insert(out.buffersA.end(), set->begin(), set->end());
    for (const auto* set : {&readsB, &writesB}) out.buffersB.insert(out.buffersB.end(), set->begin(), set->end());
  }

  std::vector<std::vector<NodeId>> succ(graph.nodes.size());
  for (const NodeEdge& e : nodeEdges(graph)) succ[static_cast<size_t>(e.from)].push_back(e.to);
  std::vector<NodeId> path = pathThroughOthers(succ, membersA, membersB);
  if (path.empty()) path = pathThroughOthers(succ, membersB, membersA);
  const bool haveSources = sources && sources->nodes.size() == graph.nodes.size();
  for (NodeId n : path) {
    const Node& node = graph.nodes[static_cast<size_t>(n)];
    PathNode p{n, node.name, nodeCategory(node), {}};
    const source::NodeSource* s = haveSources ? &sources->node(n) : nullptr;
    if (node.irType == "MultiOutput")  // picks one result of a call: say which op's
      p.what += " MultiOutput" + (s && !s->aten.empty() ? " of " + s->aten.front().value : std::string());
    else if (node.kind == NodeKind::Extern && !node.kernel.empty() && node.kernel != "None")  // the op it calls
      p.what += " " + node.kernel;
    else if (s && !s->aten.empty())
      p.what += " " + s->aten.front().value + (s->aten.size() > 1 ? fmt::format(" (+{} more)", s->aten.size() - 1) : "");
    else if (!node.irType.empty())  // no ATen op known: its IR type
      p.what += " " + node.irType;
    if (s && !s->locations.empty())  // the first in FX order; a node made of several FX nodes says it has more
      p.where = source::locationText(s->locations.front().value) +
                (s->locations.size() > 1 ? fmt::format(" (+{} more)", s->locations.size() - 1) : "");
    out.path.push_back(std::move(p));
  }
  std::string pathText;
  for (const auto& p : out.path) pathText += (pathText.empty() ? "" : " → ") + p.name;
  out.facts.push_back({"no path through other nodes", path.empty(),
                       path.empty() ? "none" : pathText + " (fusing the two groups would put a node both before and after them)"});

  // As are_long_distant_nodes measures it: between the far ends of the two groups in the original order.
  // can_fuse_horizontal asks it; a vertical pair (one side reads what the other writes) is not held to it.
  const auto [minA, maxA] = std::minmax_element(membersA.begin(), membersA.end());
  const auto [minB, maxB] = std::minmax_element(membersB.begin(), membersB.end());
  const int dist = std::max(std::abs(*minA - *maxB), std::abs(*minB - *maxA));
  const bool vertical = std::any_of(readsB.begin(), readsB.end(), [&](const std::string& r) { return writesA.count(r) > 0; }) ||
                        std::any_of(readsA.begin(), readsA.end(), [&](const std::string& r) { return writesB.count(r) > 0; });
  out.facts.push_back({"proximity", vertical || dist <= trace.config.proximityLimit,
                       vertical ? fmt::format("{} apart in the original order; the limit of {} applies to horizontal "
                                              "fusion only, and this pair is vertical",
                                              nodesText(dist), trace.config.proximityLimit)
                                : fmt::format("{} apart in the original order (limit {} for a horizontal fusion)",
                                              nodesText(dist), trace.config.proximityLimit)});
  // Last, as can_fuse reaches it last: what the refusing rule itself compared, where its words carry no numbers.
  if (ruleMeasure) {
    PairFact fact{ruleMeasure->fact, false, ruleMeasure->detail};
    fact.rowsSubject = ruleMeasure->rowsSubject;
    fact.rowsHeading = ruleMeasure->rowsHeading;
    for (auto& [subject, text] : ruleMeasure->rows) fact.rows.push_back({std::move(subject), std::move(text)});
    out.facts.push_back(std::move(fact));
  }
  return out;
}

}  // namespace fusescope::analysis
