// What every front end opens a capture with (AnalysisInputs), the scheduler configuration built from the
// user's settings, and one run of a policy. Loading is capture::openCapture's (capture/opened_capture.h),
// which the CLI commands and the window's worker call, so a knob means the same thing everywhere and the
// default policy is chosen in one place.
#pragma once

#include <atomic>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "sched/policy.h"
#include "sched/scheduler_config.h"
#include "sched/trace.h"
#include "util/load_options.h"

namespace fusescope::analysis {

struct AnalysisInputs {
  std::filesystem::path path;        // graph folder, debug root, ir_pre_fusion.txt or FuseScope JSON
  std::string graphName;             // picks a graph under a debug root
  std::string policy = sched::kDefaultPolicy;
  std::vector<std::string> settings; // "KEY=VALUE", Inductor's knob names
  LoadOptions limits;
};

struct Analysis {
  std::shared_ptr<const Graph> graph;
  std::shared_ptr<const sched::Trace> trace;
  double importMs = 0;     // wall time of loading the graph
  double scheduleMs = 0;   // wall time of the policy's run
};

// Throws std::invalid_argument naming the setting for an unknown key or a bad value.
sched::SchedulerConfig configFromSettings(const std::vector<std::string>& settings);

// Throws std::invalid_argument for an unknown policy, sched::ScheduleCancelled when `*cancel` is raised.
Analysis scheduleGraph(std::shared_ptr<const Graph> graph, const std::string& policy,
                       const sched::SchedulerConfig& config, const std::atomic<bool>* cancel = nullptr);

}  // namespace fusescope::analysis
