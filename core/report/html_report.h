// One self-contained HTML file that anyone opens in a browser (no network, no server): the trust line,
// the graph at the step with its fusion groups, the Decisions table with filters, each "why" answer with its
// facts and blocking path, and the kernels with the lines of the user's code they come from. Everything in
// it is computed by the same core code the CLI and the window use; the page only shows and filters it.
#pragma once

#include <string>
#include <vector>

#include "analysis/explain_pair.h"
#include "graph/graph.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::report {

struct ReportInputs {
  const Graph& graph;
  const sched::Trace& trace;
  const source::SourceMap& sources;
  int step = -1;                                  // decisions taken into account; -1 = all
  std::vector<analysis::PairExplanation> answers; // the `--why A B` answers, in order
  std::string pictureSvg;                         // the graph at the step (export::renderSvg); "" = left out
  std::string pictureNote;                        // what the picture shows, or why it was left out
  std::string generatedBy;                        // the command line that made the report
};

// Throws std::runtime_error when `pictureSvg` is not well-formed XML.
std::string htmlReport(const ReportInputs& inputs);

}  // namespace fusescope::report
