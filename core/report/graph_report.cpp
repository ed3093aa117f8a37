#include "report/graph_report.h"

#include <algorithm>

#include <fmt/format.h>

#include "analysis/explain_pair.h"
#include "analysis/inductor_agreement.h"
#include "export/exporter.h"
#include "layout/fusion_group_view.h"
#include "layout/graph_layout.h"
#include "report/html_report.h"
#include "sched/timeline.h"

namespace fusescope::report {

GraphPage graphReportPage(const Graph& graph, const sched::Trace& trace, const source::SourceMap& sources, int step,
                          const std::vector<std::pair<NodeId, NodeId>>& pairs, const std::string& generatedBy) {
  ReportInputs in{graph, trace, sources};
  in.step = step;
  for (const auto& [a, b] : pairs) in.answers.push_back(analysis::explainPair(graph, trace, a, b, step, &sources));

  sched::Timeline timeline(graph, trace);
  const int decisions = step < 0 ? timeline.decisionCount() : std::min(step, timeline.decisionCount());
  if (graph.nodes.size() > kMaxPictureNodes) {
    in.pictureNote = fmt::format("{} nodes: no picture (above {} nodes Graphviz's drawing is unreadable; the block "
                                 "overview for large graphs is not in reports yet)", graph.nodes.size(), kMaxPictureNodes);
  } else {
    if (decisions > 0) timeline.seekDecision(decisions - 1);
    else timeline.seek(0);
    std::vector<FusionGroupView> groups;
    for (sched::SchedNodeId g : timeline.groups()) groups.push_back({timeline.kernelName(g), timeline.members(g)});
    ExportOptions options;
    if (!in.answers.empty()) {
      const auto& e = in.answers.front();
      options.highlight = HighlightPair{e.a, e.b, e.outcome == analysis::PairOutcome::Fused, e.reason};
    }
    in.pictureSvg = renderSvg(layoutGraph(graph, LayoutOptions{}), groups, options);
    in.pictureNote = fmt::format("After {} of {} decisions ({} fusions): each outline is one kernel{}.", decisions,
                                 timeline.decisionCount(), timeline.position(),
                                 in.answers.empty() ? "" : "; the first asked pair is marked");
  }
  in.generatedBy = generatedBy;
  GraphPage page;
  page.html = htmlReport(in);
  const analysis::InductorAgreement agreement = analysis::checkAgainstInductor(graph, trace);
  page.entry = {graph.name, graph.inductor.rank, {}, graph.nodes.size(), trace.kernels.size(), agreement.headline(),
                agreement.hasResult && !agreement.identical()};
  return page;
}

}  // namespace fusescope::report
