#include "analysis/capture_diff.h"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <numeric>
#include <set>
#include <utility>

#include "analysis/decision_sequence.h"

namespace fusescope::analysis {

namespace {

// Node ids of B in A's numbering: matched nodes become their A node, the others a number past A's nodes.
struct ToA {
  const NodeMatching& m;
  NodeId aCount;
  NodeId operator()(NodeId b) const {
    const NodeId a = m.aOfB[static_cast<size_t>(b)];
    return a != kNone ? a : aCount + b;
  }
  NodeGroup operator()(const NodeGroup& g) const {
    NodeGroup out;
    out.reserve(g.size());
    for (NodeId b : g) out.push_back((*this)(b));
    std::sort(out.begin(), out.end());
    return out;
  }
};

using PairKey = std::pair<NodeGroup, NodeGroup>;  // the two sides of a decision, the smaller first

PairKey keyOf(NodeGroup x, NodeGroup y) {
  if (y < x) std::swap(x, y);
  return {std::move(x), std::move(y)};
}

PartingSide partingSide(const SequencedDecision& d) {
  return {true, d.node1, d.node2, d.fused, d.reason, d.where};
}

// The smallest-index element of a small union-find.
int findRoot(std::vector<int>& parent, int x) {
  while (parent[static_cast<size_t>(x)] != x) x = parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
  return x;
}

// The first decision of `mine` that `theirs` does not share: the k-th decision on a pair of node sets
// whose k-th counterpart on the other side has the other verdict or does not exist. A fusion one side
// made and the other did not is what makes kernels differ, so the first such decision is preferred over
// an earlier refusal the other side never had to make.
struct FirstUnshared {
  const SequencedDecision* mine = nullptr;
  const SequencedDecision* theirs = nullptr;  // the other side's answer (see answerTo)
  bool samePair = false;                      // `theirs` decided exactly the same pair
};

bool intersects(const NodeGroup& x, const NodeGroup& y) {
  auto i = x.begin();
  auto j = y.begin();
  while (i != x.end() && j != y.end()) {
    if (*i == *j) return true;
    *i < *j ? ++i : ++j;
  }
  return false;
}

// When the other side never decided the exact pair (its groups held other nodes by then), its first
// decision between groups holding nodes of each side of the pair answers the same question: with the
// other verdict if it ever gave one, else the first.
const SequencedDecision* answerTo(const SequencedDecision& d, const std::vector<const SequencedDecision*>& theirs) {
  const SequencedDecision* first = nullptr;
  for (const SequencedDecision* t : theirs) {
    const bool across = (intersects(t->members1, d.members1) && intersects(t->members2, d.members2)) ||
                        (intersects(t->members1, d.members2) && intersects(t->members2, d.members1));
    if (!across) continue;
    if (t->fused != d.fused) return t;
    if (!first) first = t;
  }
  return first;
}

FirstUnshared firstUnshared(const std::vector<const SequencedDecision*>& mine,
                            const std::vector<const SequencedDecision*>& theirs) {
  std::map<PairKey, std::vector<const SequencedDecision*>> byPair;
  for (const SequencedDecision* d : theirs) byPair[keyOf(d->members1, d->members2)].push_back(d);
  std::map<PairKey, size_t> seen;
  FirstUnshared anyRefusal;
  for (const SequencedDecision* d : mine) {
    const PairKey key = keyOf(d->members1, d->members2);
    const size_t k = seen[key]++;
    auto it = byPair.find(key);
    const SequencedDecision* other = it != byPair.end() && k < it->second.size() ? it->second[k] : nullptr;
    if (other && other->fused == d->fused) continue;
    const FirstUnshared found{d, other ? other : answerTo(*d, theirs), other != nullptr};
    if (d->fused || (other && other->fused)) return found;
    if (!anyRefusal.mine) anyRefusal = found;
  }
  return anyRefusal;
}

}  // namespace

CaptureDiff diffCaptures(const CaptureSide& a, const CaptureSide& b, const CaptureDiffOptions& options) {
  CaptureDiff out;
  out.graphA = a.graph.name;
  out.graphB = b.graph.name;
  out.matching = matchNodes(a.graph, a.sources, b.graph, b.sources);
  if (out.matching.coverage() < options.minCoverage)
    throw DifferentModels(fmt::format(
        "{} ({} nodes) and {} ({} nodes) are not captures of the same model: only {} nodes match by name, origins "
        "or source lines and shape ({:.0f}%, at least {:.0f}% needed)",
        a.graph.name, a.graph.nodes.size(), b.graph.name, b.graph.nodes.size(), out.matching.matched(),
        100.0 * out.matching.coverage(), 100.0 * options.minCoverage));

  const bool bothRecord = recordsKernels(a.graph) && recordsKernels(b.graph);
  out.kernels = bothRecord && !options.replayOnly ? KernelSource::Inductor : KernelSource::Replay;
  if (out.kernels == KernelSource::Replay)
    out.note = options.replayOnly ? "replay asked for"
               : !recordsKernels(a.graph) ? "A records no Inductor kernels (ir_post_fusion.txt): both sides use FuseScope's replay"
                                          : "B records no Inductor kernels (ir_post_fusion.txt): both sides use FuseScope's replay";
  const bool fromLog = out.kernels == KernelSource::Inductor && a.graph.inductor.hasFusionLog && b.graph.inductor.hasFusionLog;
  out.decisionsFrom = fromLog ? "fusion.log" : "replay";
  if (out.kernels == KernelSource::Inductor && !fromLog)
    out.note = std::string(a.graph.inductor.hasFusionLog ? "B" : "A") +
               " has no fusion.log: where the schedules part comes from FuseScope's replays, which follow each "
               "capture only when run with its settings (--set-a / --set-b)";

  const CaptureKernels ka = captureKernels(a.graph, a.trace, out.kernels), kb = captureKernels(b.graph, b.trace, out.kernels);
  out.kernelsA = static_cast<int>(ka.groups.size());
  out.kernelsB = static_cast<int>(kb.groups.size());
  KernelCostTable costA(a.graph, a.trace.config), costB(b.graph, b.trace.config);
  out.costA = costA.total(ka.groups);
  out.costB = costB.total(kb.groups);

  const ToA toA{out.matching, static_cast<NodeId>(a.graph.nodes.size())};
  std::vector<NodeGroup> bInA;
  for (const NodeGroup& g : kb.groups) bInA.push_back(toA(g));
  const std::set<NodeGroup> setA(ka.groups.begin(), ka.groups.end()), setB(bInA.begin(), bInA.end());
  std::vector<size_t> onlyA, onlyB;
  for (size_t i = 0; i < ka.groups.size(); ++i)
    if (!setB.count(ka.groups[i])) onlyA.push_back(i);
  for (size_t i = 0; i < kb.groups.size(); ++i)
    if (!setA.count(bInA[i])) onlyB.push_back(i);
  out.kernelsInBoth = out.kernelsA - static_cast<int>(onlyA.size());
  for (size_t i : onlyA) out.onlyInA.push_back(namedGroup(a.graph, ka.names[i], ka.groups[i]));
  for (size_t i : onlyB) out.onlyInB.push_back(namedGroup(b.graph, kb.names[i], kb.groups[i]));

  // Regions: kernels only in A and only in B that share a node (in A's numbering) belong together.
  const size_t kernels = onlyA.size() + onlyB.size();
  std::vector<int> parent(kernels);
  std::iota(parent.begin(), parent.end(), 0);
  std::map<NodeId, int> firstKernelOf;
  auto member = [&](size_t k) -> const NodeGroup& { return k < onlyA.size() ? ka.groups[onlyA[k]] : bInA[onlyB[k - onlyA.size()]]; };
  for (size_t k = 0; k < kernels; ++k)
    for (NodeId n : member(k)) {
      auto [it, fresh] = firstKernelOf.emplace(n, static_cast<int>(k));
      if (!fresh) parent[static_cast<size_t>(findRoot(parent, static_cast<int>(k)))] = findRoot(parent, it->second);
    }
  std::map<int, size_t> regionOfRoot;
  std::vector<int> regionOfNodeA(a.graph.nodes.size() + b.graph.nodes.size(), -1);
  for (size_t k = 0; k < kernels; ++k) {
    const int root = findRoot(parent, static_cast<int>(k));
    auto [it, fresh] = regionOfRoot.emplace(root, out.regions.size());
    if (fresh) out.regions.emplace_back();
    DiffRegion& r = out.regions[it->second];
    if (k < onlyA.size()) {
      r.kernelsA.push_back(out.onlyInA[k]);
      r.nodesA.insert(r.nodesA.end(), ka.groups[onlyA[k]].begin(), ka.groups[onlyA[k]].end());
    } else {
      r.kernelsB.push_back(out.onlyInB[k - onlyA.size()]);
      const NodeGroup& own = kb.groups[onlyB[k - onlyA.size()]];
      r.nodesB.insert(r.nodesB.end(), own.begin(), own.end());
    }
    for (NodeId n : member(k)) regionOfNodeA[static_cast<size_t>(n)] = static_cast<int>(it->second);
  }

  // Each side's decisions on each region's nodes, in order; then the first place the two lists differ.
  const auto decisionsA = fromLog ? loggedDecisions(a.graph) : traceDecisions(a.trace);
  auto decisionsB = fromLog ? loggedDecisions(b.graph) : traceDecisions(b.trace);
  for (auto& d : decisionsB) {
    d.members1 = toA(d.members1);
    d.members2 = toA(d.members2);
  }
  const size_t regions = out.regions.size();
  std::vector<std::vector<const SequencedDecision*>> inRegionA(regions), inRegionB(regions);
  auto distribute = [&](const std::vector<SequencedDecision>& decisions, std::vector<std::vector<const SequencedDecision*>>& into) {
    for (const SequencedDecision& d : decisions) {
      std::set<int> touched;
      for (const NodeGroup* g : {&d.members1, &d.members2})
        for (NodeId n : *g)
          if (const int r = regionOfNodeA[static_cast<size_t>(n)]; r >= 0) touched.insert(r);
      for (int r : touched) into[static_cast<size_t>(r)].push_back(&d);
    }
  };
  distribute(decisionsA, inRegionA);
  distribute(decisionsB, inRegionB);
  for (size_t r = 0; r < regions; ++r) {
    DiffRegion& region = out.regions[r];
    const FirstUnshared fromA = firstUnshared(inRegionA[r], inRegionB[r]);
    FirstUnshared fromB = firstUnshared(inRegionB[r], inRegionA[r]);
    auto fuses = [](const FirstUnshared& f) { return f.mine && (f.mine->fused || (f.samePair && f.theirs->fused)); };
    if (fromA.mine && (fuses(fromA) || !fuses(fromB))) fromB = {};  // A's side tells it; else B's
    if (!fromA.mine && !fromB.mine) {
      region.note = out.decisionsFrom == "fusion.log"
                        ? "fusion.log has the same decisions on these nodes in both captures (steps it does not log, "
                          "such as combo kernels, make the difference)"
                        : "the two replays make the same decisions on these nodes";
      continue;
    }
    region.parted = true;
    const SequencedDecision* da = fromB.mine ? fromB.theirs : fromA.mine;
    const SequencedDecision* db = fromB.mine ? fromB.mine : fromA.theirs;
    region.samePair = fromB.mine ? fromB.samePair : fromA.samePair;
    if (da) region.a = partingSide(*da);
    if (db) region.b = partingSide(*db);
  }
  return out;
}

}  // namespace fusescope::analysis
