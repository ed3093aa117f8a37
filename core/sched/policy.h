// A Policy is one Inductor version's scheduler: what differs between versions (rule order, reasons,
// scoring, backends' rules, dependency identity) lives in its folder, and the steps every version shares
// (topological sort, cycle check, foreach nodes, the round loop, recording the Trace) come from
// sched/engine/. `seed` ports the 2023 scheduler.py in shared/seeds/ (sched/seed/); `inductor-2.11`,
// `inductor-2.12`, `inductor-2.13`, `inductor-2.14` and `inductor-2.15` are one engine (sched/inductor211/) run with the
// rules of that release (sched/inductor_release.h); `auto`, the default, is the release that compiled the
// capture.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/graph.h"
#include "sched/decision_probe.h"
#include "sched/rule_source.h"
#include "sched/scheduler_config.h"
#include "sched/trace.h"

namespace fusescope::sched {

// The policy every front end uses when the user names none (CLI, window, runScheduler): the Inductor
// release that compiled the graph (resolvePolicy).
inline constexpr const char* kDefaultPolicy = "auto";

class Policy {
 public:
  virtual ~Policy() = default;
  virtual std::string name() const = 0;
  // Runs the whole scheduler on `graph` and fills `trace`: runScheduler sets policy, config and
  // timing.totalMs; the policy its own stage timings (dependencies, fusion, finalize).
  // Throws ScheduleCancelled (sched/schedule_cancel.h) soon after `*cancel` becomes true.
  virtual void schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                        const std::atomic<bool>* cancel = nullptr) const = 0;
  // What the policy measured for the pair of `trace.decisions[decision]`, in the state the scheduler had
  // then (a run repeated up to it with the same graph and config): the shared data can_fuse scored and the
  // refusing rule's own measure. nullopt where the policy's Inductor version has no such measures or the
  // decision is not one it reports on.
  virtual std::optional<DecisionProbe> probeDecision(const Graph& /*graph*/, const SchedulerConfig& /*config*/,
                                                     int /*decision*/) const {
    return std::nullopt;
  }
  // Where Inductor writes a refusal `reason` this policy records; nullopt for a reason it cannot place.
  virtual std::optional<RuleSource> ruleSource(const std::string& /*reason*/) const { return std::nullopt; }
};

// Every policy a user can name, with the one-line description the CLI's help, the window's menus and the
// trust line give: the one table of policy names.
struct PolicyInfo {
  std::string name;
  std::string description;
};
const std::vector<PolicyInfo>& policyTable();
std::vector<std::string> policyNames();  // the names makePolicy accepts, policyTable's order
std::string policyNamesText();           // "auto, seed, inductor-2.11, …"

// The concrete policy `name` means for `graph`: `auto` becomes the inductor policy of the release that
// compiled it (sched/inductor_release.h, chooseRelease); any other name is itself.
std::string resolvePolicy(std::string_view name, const Graph& graph);

// Throws std::invalid_argument naming the policy and the known ones for an unknown name. `auto` makes the
// oldest modelled release's policy: front ends resolve it per graph first (resolvePolicy).
std::unique_ptr<Policy> makePolicy(std::string_view name);

}  // namespace fusescope::sched
