// Which node of one capture is which node of another capture of the same model. First by name where the
// two pre-fusion graphs agree on the node (same name, kind, IR type, (numel, rnumel) group, extern kernel and
// output layouts, and no conflicting FX origins); then, for the nodes left, by what they compute: their
// FX origins, else their ATen ops and source lines, always with the same shape. Ties go in node order.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "source/source_map.h"

namespace fusescope::analysis {

enum class MatchBasis { None, Name, Origins, Source };
const char* toString(MatchBasis basis);  // "none", "name", "origins", "source"

struct NodeMatching {
  std::vector<NodeId> bOfA;          // per node of A: its node in B, kNone when unmatched
  std::vector<NodeId> aOfB;          // per node of B: its node in A, kNone when unmatched
  std::vector<MatchBasis> basisOfA;  // how each node of A was matched
  int byName = 0, byOrigins = 0, bySource = 0;
  std::vector<NodeId> unmatchedA, unmatchedB;  // in node order
  int matched() const { return byName + byOrigins + bySource; }
  // Matched nodes over the larger graph's node count (1 for two empty graphs).
  double coverage() const;
};

// `sourcesA` / `sourcesB` may have no nodes (then only names and Node::origins are used).
NodeMatching matchNodes(const Graph& a, const source::SourceMap& sourcesA, const Graph& b,
                        const source::SourceMap& sourcesB);

}  // namespace fusescope::analysis
