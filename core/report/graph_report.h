// One graph's report page from what is open: the explanations of the asked pairs, the picture after `step`
// decisions (Graphviz layout, kernels outlined, the first pair marked) and the page itself. The CLI's
// `report` and the window's File -> Export Report… both build the page here.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "graph/graph.h"
#include "report/run_index.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::report {

// Graphs above this many nodes get no picture until the block overview exists: Graphviz's drawing of them
// is an unreadable texture, and the page would pass 5 MB.
inline constexpr size_t kMaxPictureNodes = 2500;

struct GraphPage {
  std::string html;
  IndexEntry entry;  // its row in a run's index (page left empty)
};

// `step`: decisions taken into account, -1 for all. `pairs`: the nodes of each "why" answer.
// Throws std::out_of_range for a pair node outside the graph.
GraphPage graphReportPage(const Graph& graph, const sched::Trace& trace, const source::SourceMap& sources, int step,
                          const std::vector<std::pair<NodeId, NodeId>>& pairs, const std::string& generatedBy);

}  // namespace fusescope::report
