#include "export/caption.h"

#include <algorithm>

#include <fmt/format.h>

namespace fusescope {

std::string stepCaption(const Graph& graph, const sched::Trace& trace, int decisionsMade) {
  const int total = static_cast<int>(trace.decisions.size());
  const int step = std::clamp(decisionsMade, 0, total);
  std::string text = fmt::format("{} · {} · step {} / {}", graph.name, trace.policy, step, total);
  if (step > 0) {
    const sched::Decision& d = trace.decisions[static_cast<size_t>(step - 1)];
    text += fmt::format(" · decision {}: {} + {} {}", step, trace.name(d.node1), trace.name(d.node2), sched::toString(d.verdict));
    if (!d.reason.empty()) text += " (" + d.reason + ")";
  }
  return text;
}

}  // namespace fusescope
