#include "check/baseline_kernels.h"

#include <fmt/format.h>

namespace fusescope::check {

std::vector<Expectation> baselineExpectations(const analysis::CaptureDiff& diff, const Graph& baseline,
                                              const Graph& current, const std::string& baselineLabel) {
  std::vector<Expectation> out;
  for (const analysis::NamedGroup& kernel : diff.onlyInA) {
    Expectation e;
    e.kind = ExpectationKind::Fused;
    for (const auto& member : kernel.members) {
      const Node* a = baseline.findNode(member);
      if (!a) continue;
      const NodeId b = diff.matching.bOfA[static_cast<size_t>(a->id)];
      if (b != kNone) e.selectors.push_back("node:" + current.nodes[static_cast<size_t>(b)].name);
    }
    if (e.selectors.size() < 2) continue;  // one matched node cannot be split
    e.file = baselineLabel;
    e.label = fmt::format("fused like the baseline's kernel {} ({} nodes{})", kernel.name, kernel.members.size(),
                          e.selectors.size() < kernel.members.size()
                              ? fmt::format(", {} of them matched here", e.selectors.size())
                              : "");
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace fusescope::check
