// FuseScope's answers inside the trace viewer engineers already use (Perfetto, chrome://tracing, HTA): the
// torch.profiler trace written again, event for event, with every attributed GPU kernel's `args.fusescope`
// saying which graph and fusion group it ran, the group's nodes, the user's lines behind them, Inductor's
// estimate beside the measured time, and the refusals that kept it apart from its neighbours (the pair and
// the reason, as `why` says them). Plus one track per compiled graph ("FuseScope: fusion groups", a process
// of its own) with each kernel launch as a slice named after its fusion group, so the groups read as a
// timeline under the GPU's. Nothing of the original is changed or dropped: it stays a PyTorch profiler
// trace that FuseScope, HTA and Perfetto load.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "profile/graph_measurement.h"
#include "profile/pair_cost.h"
#include "profile/run_profile.h"
#include "source/source_map.h"

namespace fusescope {

// One measured graph of the profile, as `fusescope-cli profile` reports it.
struct AnnotatedGraph {
  int index = -1;                                     // into RunProfile::graphs
  std::string name;
  const Graph* graph = nullptr;
  const profile::GraphMeasurement* measurement = nullptr;
  const source::SourceMap* sources = nullptr;
  const std::vector<profile::CostlyRefusal>* refusals = nullptr;   // may be null: none listed
};

struct AnnotationSummary {
  int annotatedEvents = 0;      // GPU events given args.fusescope
  int attributedEvents = 0;     // GPU events tied to a call site of the graphs given
  int trackSlices = 0;          // slices added on the fusion-group tracks
  int64_t originalEvents = 0;   // traceEvents of the original
};

// Writes the annotated copy of `profile`'s trace to `out` (gzip when it ends in .gz; written whole or
// not at all). Throws ImportError when the trace cannot be read again, ExportError when `out`
// cannot be written.
AnnotationSummary writeAnnotatedTrace(const profile::RunProfile& profile, const std::vector<AnnotatedGraph>& graphs,
                                      const std::filesystem::path& out);

}  // namespace fusescope
