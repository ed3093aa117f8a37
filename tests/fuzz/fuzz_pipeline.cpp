// libFuzzer target: the whole pipeline on FuseScope JSON, as the GUI runs it on a file it opens: import,
// schedule (inductor-2.11 and seed with their defaults, and inductor-2.11 under the knobs that switch on
// other code paths), step through the fusions, lay out, outline the fusion groups, and build the source map
// (the JSON carries fx_graph_readable.py, the provenance maps and the output_code.py kernels, so a hand-edited
// file may hold anything there). Graphs are kept small so each input stays fast; small graphs reach every
// code path the scheduler has.
#include "fuzz_common.h"
#include "graph/graph_json.h"
#include "layout/graph_layout.h"
#include "layout/hull.h"
#include "sched/scheduler.h"
#include "sched/timeline.h"
#include "source/source_map.h"

namespace {

using namespace fusescope;

sched::Trace schedule(const Graph& graph, const sched::SchedulerConfig& config, const char* policyName) {
  const auto policy = sched::makePolicy(policyName);
  sched::Trace trace = sched::runScheduler(graph, config, *policy);
  // Every original node ends up in at most one kernel (dead nodes in none).
  std::vector<int> seen(graph.nodes.size(), 0);
  for (const auto& k : trace.kernels)
    for (NodeId m : trace.node(k.node).members) {
      if (m < 0 || static_cast<std::size_t>(m) >= graph.nodes.size() || ++seen[static_cast<std::size_t>(m)] > 1) std::abort();
    }
  return trace;
}

// The groups after the last fusion, as the GUI shows them at the final step.
std::vector<FusionGroupView> finalGroups(const Graph& graph, const sched::Trace& trace) {
  sched::Timeline timeline(graph, trace);
  timeline.seek(timeline.fusionCount());
  std::vector<FusionGroupView> groups;
  for (sched::SchedNodeId g : timeline.groups()) groups.push_back({timeline.kernelName(g), timeline.members(g)});
  timeline.seek(0);
  return groups;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "pipeline.json";
  Graph graph;
  try {
    LoadOptions options;
    options.maxNodes = 48;
    graph = parseGraphJson(text, file, options);
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
    return 0;
  }
  sched::SchedulerConfig knobs;
  knobs.loopOrderingAfterFusion = false;  // tiling from the loop bodies
  knobs.comboKernels = true;
  knobs.aggressiveFusion = true;
  knobs.epilogueFusionFirst = true;
  // Never throws on bad source data; one entry per node.
  const source::SourceMap sources = source::buildSourceMap(graph);
  if (sources.nodes.size() != graph.nodes.size()) std::abort();

  const sched::Trace trace = schedule(graph, {}, "inductor-2.11");
  schedule(graph, {}, "seed");
  schedule(graph, knobs, "inductor-2.11");

  const std::vector<FusionGroupView> groups = finalGroups(graph, trace);
  for (const auto& g : groups) (void)sources.kernel(g.members);

  LayoutOptions layoutOptions;
  layoutOptions.layeredThreshold = 16;  // dot is slow; above this the linear-time layering is used
  try {
    const GraphLayout layout = layoutGraph(graph, layoutOptions);
    (void)computeGroupHulls(layout, groups);
  } catch (const LayoutError&) {
    // Graphviz refusing odd names is reported to the user, not a crash.
  }
  return 0;
}
