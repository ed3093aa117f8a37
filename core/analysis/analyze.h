// The one pipeline every front end runs: load the graph, build the scheduler configuration from the
// user's settings, run the policy. The CLI commands and the window's worker call this, so a knob means the
// same thing everywhere and the default policy is chosen in one place.
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

// Throws ImportError for bad input, std::invalid_argument for an unknown policy or setting,
// sched::ScheduleCancelled when `*cancel` is raised.
Analysis analyze(const AnalysisInputs& inputs, const std::atomic<bool>* cancel = nullptr);

// analyze()'s two halves, for front ends that need the graph before they know whether to schedule it
// (`export --step inductor`, `kernels --policy inductor`) or that re-schedule a graph already open (the
// window, on every knob change and for Compare -> Other Policy).
// Throws ImportError for bad input; `importMs` is set when given.
std::shared_ptr<const Graph> loadInputs(const AnalysisInputs& inputs, double* importMs = nullptr);
// Throws std::invalid_argument for an unknown policy, sched::ScheduleCancelled when `*cancel` is raised.
Analysis scheduleGraph(std::shared_ptr<const Graph> graph, const std::string& policy,
                       const sched::SchedulerConfig& config, const std::atomic<bool>* cancel = nullptr);

}  // namespace fusescope::analysis
