// One self-contained HTML file that anyone opens in a browser (no network, no server): the trust line,
// the graph at the step with its fusion groups, the Decisions table with filters, each "why" answer with its
// facts and blocking path, and the kernels with the lines of the user's code they come from. Everything in
// it is computed by the same core code the CLI and the window use; the page only shows and filters it.
#pragma once

#include <string>
#include <vector>

#include "analysis/explain_pair.h"
#include "analysis/inductor_agreement.h"
#include "codegen/kernel_report.h"
#include "graph/graph.h"
#include "profile/block_time.h"
#include "profile/graph_measurement.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::report {

struct ReportInputs {
  ReportInputs(const Graph& g, const sched::Trace& t, const source::SourceMap& s) : graph(g), trace(t), sources(s) {}
  const Graph& graph;
  const sched::Trace& trace;
  const source::SourceMap& sources;
  int step = -1;                                  // decisions taken into account; -1 = all
  std::vector<analysis::PairExplanation> answers; // the `--why A B` answers, in order
  std::string pictureSvg;                         // the graph at the step (export::renderSvg); "" = left out
  std::string pictureNote;                        // what the picture shows, or why it was left out
  std::string generatedBy;                        // the command line that made the report
  // The kernels (Inductor's recorded ones when the capture has them, else the replay's) with their real
  // source from output_code.py; `kernelsFrom` says which.
  std::vector<codegen::KernelReport> kernels;
  std::string kernelsFrom;
  // A torch.profiler trace's measured time of this graph (profile/graph_measurement.h); null: no profile.
  const profile::GraphMeasurement* measured = nullptr;
  // Its time by block of the model, largest first (profile/block_time.h), each with the block's title;
  // empty when the graph is one block or nothing was measured.
  struct BlockRow {
    std::string name;
    profile::BlockTime time;
  };
  std::vector<BlockRow> blockTimes;
  // How the replay compares with Inductor's result, when the caller has it (else made from graph and trace).
  const analysis::InductorAgreement* agreement = nullptr;
};

// How many measured kernels and costly refusals the page lists.
inline constexpr size_t kMeasuredKernelsShown = 25;
inline constexpr size_t kCostlyRefusalsShown = 10;

// Above this many bytes of kernel source in one page the rest is left out (a note says how many).
inline constexpr size_t kMaxKernelSourceBytes = 1024 * 1024;

// Throws std::runtime_error when `pictureSvg` is not well-formed XML.
std::string htmlReport(const ReportInputs& inputs);

}  // namespace fusescope::report
