// The sizes a run evaluates symbolic shapes with: what the capture recorded, the configuration's
// size_hint.<symbol> over them, and unbacked_symint_fallback for the rest. The scheduler sizes buffers with
// these; the kernel reports, the profile's bandwidths and the pair facts count bytes with the same ones.
#pragma once

#include <cstdint>
#include <string>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/scheduler_config.h"

namespace fusescope::sched {

// A dependency store must be built from these (not fill them later): it hints buffer sizes as it indexes.
SymbolValues symbolValuesOf(const SchedulerConfig& config, const Graph& graph);

// size_hint() of size text: an integer literal as is, anything else evaluated with `symbols` (an
// expression FuseScope cannot evaluate counts as an unbacked symbol: the fallback).
int64_t sizeHint(const SymbolValues& symbols, const std::string& text);

}  // namespace fusescope::sched
