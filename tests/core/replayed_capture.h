// A capture loaded with the inductor-2.11 replay and its source map: what the check, report and block
// tests all start from.
#pragma once

#include <filesystem>

#include "import/load.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

namespace fusescope::testdata {

struct ReplayedCapture {
  Graph graph;
  sched::Trace trace;
  source::SourceMap sources;
};

inline ReplayedCapture replayCapture(const std::filesystem::path& path, const sched::SchedulerConfig& config = {}) {
  ReplayedCapture c;
  c.graph = loadGraph(path);
  c.trace = sched::runScheduler(c.graph, config, "inductor-2.11");
  c.sources = source::buildSourceMap(c.graph);
  return c;
}

}  // namespace fusescope::testdata
