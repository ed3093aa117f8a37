#include "analysis/knob_candidates.h"

#include <algorithm>

#include "sched/knob_table.h"

namespace fusescope::analysis {

std::vector<KnobChange> candidateChanges(const sched::SchedulerConfig& base, const std::string& policy,
                                         const Graph& graph) {
  const bool templates = std::any_of(graph.nodes.begin(), graph.nodes.end(), [](const Node& n) { return n.isTemplate(); });
  const bool reductions = std::any_of(graph.nodes.begin(), graph.nodes.end(), [](const Node& n) { return n.isReduction(); });
  std::vector<KnobChange> out;
  for (const sched::KnobSpec& knob : sched::knobTable()) {
    if (!sched::policyReads(knob, policy)) continue;
    if (knob.trial == sched::KnobTrial::Never) continue;
    if (knob.trial == sched::KnobTrial::TemplateGraphs && !templates) continue;
    if (knob.trial == sched::KnobTrial::ReductionGraphs && !reductions) continue;
    const std::string current = base.get(knob.name);
    if (knob.type == sched::KnobType::Bool) {
      out.push_back({knob.name, current == "true" ? "false" : "true"});
      continue;
    }
    for (const std::string& v : knob.tried) {
      sched::SchedulerConfig probe = base;
      probe.set(knob.name, v);
      if (probe.get(knob.name) != current) out.push_back({knob.name, v});
    }
  }
  return out;
}

sched::SchedulerConfig applyChanges(sched::SchedulerConfig base, const std::vector<KnobChange>& changes) {
  for (const KnobChange& c : changes) base.set(c.key, c.value);
  return base;
}

}  // namespace fusescope::analysis
