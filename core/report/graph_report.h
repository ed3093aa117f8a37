// One graph's report page from what is open: the explanations of the asked pairs, the picture after `step`
// decisions (Graphviz layout, kernels outlined, the first pair marked) and the page itself. The CLI's
// `report` and the window's File -> Export Report… both build the page here.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "analysis/block_overview.h"
#include "analysis/inductor_agreement.h"
#include "capture/opened_capture.h"
#include "codegen/output_code_scan.h"
#include "graph/graph.h"
#include "profile/graph_measurement.h"
#include "report/run_index.h"
#include "sched/scheduler_config.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::report {

// Graphs above this many nodes are drawn as their blocks (export/block_picture.h): Graphviz's drawing of
// them node by node is an unreadable texture, and the page would pass 5 MB.
inline constexpr size_t kMaxPictureNodes = 2500;

struct GraphPage {
  std::string html;
  IndexEntry entry;  // its row in a run's index (page left empty)
};

// `code`: the graph's output_code.py scanned (import/output_code_lookup.h finds it), for each kernel's real
// source; null when there is none. `config`: the settings the trace was scheduled with (symbol sizes for
// the kernels' bytes). `step`:
// decisions taken into account, -1 for all. `pairs`: the nodes of each "why" answer.
// `measured`: the graph's time in a torch.profiler trace, or null. Throws std::out_of_range for a pair
// node outside the graph.
// `known`: what the caller already made for this graph and trace, used instead of making it again.
struct KnownParts {
  const analysis::InductorAgreement* agreement = nullptr;
  const analysis::BlockOverview* blocks = nullptr;
};
GraphPage graphReportPage(const Graph& graph, const sched::Trace& trace, const source::SourceMap& sources,
                          const codegen::OutputCodeIndex* code, const sched::SchedulerConfig& config, int step,
                          const std::vector<std::pair<NodeId, NodeId>>& pairs, const std::string& generatedBy,
                          const profile::GraphMeasurement* measured = nullptr, KnownParts known = {});

// The page of an opened capture (the CLI's `report`, the window's File → Export Report…): its graph,
// schedule, sources, output_code.py, blocks and check against Inductor, each made once by the capture.
GraphPage graphReportPage(const capture::OpenedCapture& opened, int step, const std::vector<std::pair<NodeId, NodeId>>& pairs,
                          const std::string& generatedBy, const profile::GraphMeasurement* measured = nullptr);

}  // namespace fusescope::report
