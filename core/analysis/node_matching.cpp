#include "analysis/node_matching.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

namespace fusescope::analysis {

const char* toString(MatchBasis basis) {
  switch (basis) {
    case MatchBasis::None: return "none";
    case MatchBasis::Name: return "name";
    case MatchBasis::Origins: return "origins";
    case MatchBasis::Source: return "source";
  }
  return "?";
}

double NodeMatching::coverage() const {
  const size_t larger = std::max(bOfA.size(), aOfB.size());
  return larger == 0 ? 1.0 : static_cast<double>(matched()) / static_cast<double>(larger);
}

namespace {

// What a node computes over, independent of its name: kind, IR type, group, extern kernel, output layouts.
// Loop order and index expressions are left out: loop_ordering_after_fusion and similar knobs rewrite them
// (tests/data/knobs/gpt2-nolof) while the node stays the same node.
std::string shapeKey(const Graph& g, const Node& n) {
  std::string key = std::to_string(static_cast<int>(n.kind)) + "|" + n.irType + "|" + n.kernel + "|";
  for (const auto& s : n.group) key += s + ",";
  key += "|" + n.groupText + "|";
  for (BufferId b : n.outputs) {
    const Layout& l = g.buffers[static_cast<size_t>(b)].layout;
    key += l.dtype + "[";
    for (const auto& s : l.size) key += s + ",";
    key += "];";
  }
  return key;
}

// FX node names the node came from (fusion.log origins and the source map), sorted.
std::vector<std::string> fxOrigins(const Node& n, const source::SourceMap& sources) {
  std::set<std::string> out;
  for (const auto& o : n.origins) out.insert(o.substr(0, o.find(':')));
  if (static_cast<size_t>(n.id) < sources.nodes.size())
    for (const auto& f : sources.node(n.id).fxNodes) out.insert(f.value);
  return {out.begin(), out.end()};
}

// ATen ops and file:line, sorted; "" when the capture says nothing about the node.
std::string sourceKey(const Node& n, const source::SourceMap& sources) {
  if (static_cast<size_t>(n.id) >= sources.nodes.size()) return {};
  const source::NodeSource& s = sources.node(n.id);
  std::set<std::string> parts;
  for (const auto& a : s.aten) parts.insert("aten:" + a.value);
  for (const auto& l : s.locations) parts.insert(l.value.file + ":" + std::to_string(l.value.line));
  std::string key;
  for (const auto& p : parts) key += p + ";";
  return key;
}

}  // namespace

NodeMatching matchNodes(const Graph& a, const source::SourceMap& sourcesA, const Graph& b,
                        const source::SourceMap& sourcesB) {
  NodeMatching m;
  m.bOfA.assign(a.nodes.size(), kNone);
  m.aOfB.assign(b.nodes.size(), kNone);
  m.basisOfA.assign(a.nodes.size(), MatchBasis::None);
  std::vector<std::string> shapeA, shapeB;
  for (const Node& n : a.nodes) shapeA.push_back(shapeKey(a, n));
  for (const Node& n : b.nodes) shapeB.push_back(shapeKey(b, n));
  auto pair = [&](NodeId x, NodeId y, MatchBasis basis) {
    m.bOfA[static_cast<size_t>(x)] = y;
    m.aOfB[static_cast<size_t>(y)] = x;
    m.basisOfA[static_cast<size_t>(x)] = basis;
    (basis == MatchBasis::Name ? m.byName : basis == MatchBasis::Origins ? m.byOrigins : m.bySource)++;
  };

  // 1. Same name, same shape, and origins that do not contradict each other (a model edit shifts names).
  for (const Node& na : a.nodes) {
    const Node* nb = b.findNode(na.name);
    if (!nb || shapeA[static_cast<size_t>(na.id)] != shapeB[static_cast<size_t>(nb->id)]) continue;
    const auto oa = fxOrigins(na, sourcesA), ob = fxOrigins(*nb, sourcesB);
    if (!oa.empty() && !ob.empty() && oa != ob) continue;
    pair(na.id, nb->id, MatchBasis::Name);
  }

  // 2 and 3. The nodes left, by a key of what they compute; equal keys pair up in node order.
  auto byKey = [&](MatchBasis basis, auto keyOf) {
    std::map<std::string, std::deque<NodeId>> waiting;  // key -> unmatched nodes of B
    for (const Node& nb : b.nodes) {
      if (m.aOfB[static_cast<size_t>(nb.id)] != kNone) continue;
      std::string k = keyOf(b, nb, sourcesB);
      if (!k.empty()) waiting[k + "#" + shapeB[static_cast<size_t>(nb.id)]].push_back(nb.id);
    }
    for (const Node& na : a.nodes) {
      if (m.bOfA[static_cast<size_t>(na.id)] != kNone) continue;
      std::string k = keyOf(a, na, sourcesA);
      if (k.empty()) continue;
      auto it = waiting.find(k + "#" + shapeA[static_cast<size_t>(na.id)]);
      if (it == waiting.end() || it->second.empty()) continue;
      pair(na.id, it->second.front(), basis);
      it->second.pop_front();
    }
  };
  byKey(MatchBasis::Origins, [](const Graph&, const Node& n, const source::SourceMap& s) {
    std::string k;
    for (const auto& o : fxOrigins(n, s)) k += o + ",";
    return k;
  });
  byKey(MatchBasis::Source, [](const Graph&, const Node& n, const source::SourceMap& s) { return sourceKey(n, s); });

  for (const Node& n : a.nodes)
    if (m.bOfA[static_cast<size_t>(n.id)] == kNone) m.unmatchedA.push_back(n.id);
  for (const Node& n : b.nodes)
    if (m.aOfB[static_cast<size_t>(n.id)] == kNone) m.unmatchedB.push_back(n.id);
  return m;
}

}  // namespace fusescope::analysis
