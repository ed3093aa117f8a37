#include "report/graph_report.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "analysis/block_overview.h"
#include "analysis/capture_kernels.h"
#include "analysis/explain_pair.h"
#include "codegen/kernel_group.h"
#include "codegen/kernel_metrics.h"
#include "codegen/kernel_report.h"
#include "sched/symbol_values.h"
#include "analysis/inductor_agreement.h"
#include "export/block_picture.h"
#include "export/exporter.h"
#include "layout/fusion_group_view.h"
#include "layout/graph_layout.h"
#include "report/html_report.h"
#include "sched/timeline.h"
#include "util/counted.h"

namespace fusescope::report {

GraphPage graphReportPage(const Graph& graph, const sched::Trace& trace, const source::SourceMap& sources,
                          const codegen::OutputCodeIndex* code, const sched::SchedulerConfig& config, int step,
                          const std::vector<std::pair<NodeId, NodeId>>& pairs, const std::string& generatedBy,
                          const profile::GraphMeasurement* measured, KnownParts known) {
  std::optional<analysis::BlockOverview> madeBlocks;
  auto blocks = [&]() -> const analysis::BlockOverview& {
    if (known.blocks) return *known.blocks;
    if (!madeBlocks) madeBlocks = analysis::blockOverview(graph, sources, trace);
    return *madeBlocks;
  };
  const std::optional<analysis::InductorAgreement> madeAgreement =
      known.agreement ? std::nullopt : std::optional(analysis::checkAgainstInductor(graph, trace));
  const analysis::InductorAgreement& agreement = known.agreement ? *known.agreement : *madeAgreement;
  ReportInputs in(graph, trace, sources);
  in.agreement = &agreement;
  in.step = step;
  for (const auto& [a, b] : pairs) in.answers.push_back(analysis::explainPair(graph, trace, a, b, step, &sources));

  sched::Timeline timeline(graph, trace);
  const int decisions = step < 0 ? timeline.decisionCount() : std::min(step, timeline.decisionCount());
  if (graph.nodes.size() > kMaxPictureNodes) {
    // Node by node the drawing is an unreadable texture and the page would pass 5 MB: draw the blocks.
    const analysis::BlockOverview& overview = blocks();
    if (const size_t boxes = blockPictureBoxes(overview); boxes > kMaxBlockPictureBoxes) {
      in.pictureNote = fmt::format("{} nodes in {} blocks, {} boxes even with alike blocks folded: no picture (at most {} "
                                   "boxes are drawn; `fusescope-cli info --blocks` lists the blocks).",
                                   graph.nodes.size(), overview.blocks.size(), boxes, kMaxBlockPictureBoxes);
    } else {
      BlockPictureOptions pictureOptions;
      for (const auto& e : in.answers) pictureOptions.marked.insert(pictureOptions.marked.end(), {e.a, e.b});
      const std::string svg = renderBlockPicture(graph, overview, pictureOptions, ExportFormat::Svg);
      in.pictureSvg = svg.substr(std::min(svg.find("<svg"), svg.size()));
      in.pictureNote = fmt::format("{} nodes, drawn as {} blocks ({}; `fusescope-cli info --blocks` lists them) with {}: "
                                   "each box is a block or a run of blocks that repeat and fused alike, each edge the tensors "
                                   "between them{}. Above {} nodes the node-by-node drawing is unreadable.",
                                   graph.nodes.size(), overview.blocks.size(), analysis::toString(overview.evidence),
                                   overview.kernelsFrom == analysis::KernelSource::Inductor ? "Inductor's recorded kernels"
                                                                                            : "the replay's final kernels",
                                   in.answers.empty() ? "" : "; the boxes holding the asked pairs are outlined in blue",
                                   kMaxPictureNodes);
    }
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
    in.pictureNote = fmt::format("After {} of {} decisions ({}): each outline is one kernel{}.", decisions,
                                 timeline.decisionCount(), counted(timeline.position(), "fusion"),
                                 in.answers.empty() ? "" : "; the first asked pair is marked");
  }
  in.generatedBy = generatedBy;
  in.measured = measured;
  if (measured && measured->calls > 0) {
    const analysis::BlockOverview& overview = blocks();
    if (overview.blocks.size() > 1)
      for (const profile::BlockTime& t : profile::blockTimes(*measured, overview.blockOfNode))
        in.blockTimes.push_back({analysis::blockTitle(overview.blocks[static_cast<size_t>(t.block)]), t});
  }
  // The kernels as `fusescope-cli kernels` reports them, with Inductor's real source (no generated code).
  const bool recorded = analysis::recordsKernels(graph);
  codegen::KernelReportOptions kernelOptions;
  kernelOptions.generated = false;
  kernelOptions.hints = sched::symbolValuesOf(config, graph);
  in.kernels = codegen::buildKernelReports(graph, recorded ? codegen::groupsFromInductor(graph) : codegen::groupsFromTrace(graph, trace),
                                           code, kernelOptions);
  in.kernelsFrom = recorded ? "Inductor's recorded kernels (ir_post_fusion.txt), with their source from output_code.py"
                            : "FuseScope's replay: the capture records no Inductor kernels";
  GraphPage page;
  page.html = htmlReport(in);
  page.entry.graph = graph.name;
  page.entry.rank = graph.inductor.rank;
  page.entry.nodes = graph.nodes.size();
  page.entry.kernels = trace.kernels.size();
  page.entry.trust = agreement.headline();
  page.entry.differs = agreement.hasResult && !agreement.identical();
  if (measured)
    page.entry.measured = measured->calls == 0 ? std::string("not called in the trace")
                                               : fmt::format("{} in {} call(s)", codegen::durationText(measured->graphGpuUs), measured->calls);
  return page;
}

GraphPage graphReportPage(const capture::OpenedCapture& opened, int step, const std::vector<std::pair<NodeId, NodeId>>& pairs,
                          const std::string& generatedBy, const profile::GraphMeasurement* measured) {
  return graphReportPage(*opened.graph(), *opened.schedule().trace, opened.sources(), opened.outputCode(), opened.config(), step,
                         pairs, generatedBy, measured, {&opened.agreement(), &opened.blocks()});
}

}  // namespace fusescope::report
