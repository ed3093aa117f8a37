// fusescope-cli whatif PATH A B [--graph G] [--policy P] [--set K=V]... [--max-runs N] [--trace FILE] [--json]: the knob
// settings under which two nodes (node names, or fused names as fusion.log writes them) end up in one
// kernel, each with its change in kernel count, bytes moved and estimated runtime and the kernels it
// changes; when none does, the refusal reasons under every tried setting. --set gives the base settings.
// Exit 2 for an unknown node.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "analysis/explain_pair.h"
#include "analysis/whatif.h"
#include "codegen/kernel_metrics.h"
#include "cli_analysis.h"
#include "cli_args.h"
#include "commands.h"
#include "load_limits.h"
#include "pair_fact_output.h"
#include "profile/graph_measurement.h"
#include "profile/pair_cost.h"

namespace fusescope::cli {

namespace {

nlohmann::json jsonOrNull(const std::optional<double>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); }

nlohmann::json groupsJson(const std::vector<analysis::NamedGroup>& groups) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& g : groups) out.push_back({{"name", g.name}, {"members", g.members}});
  return out;
}

// Each proposal's measured saving over the kernels it replaces (core's profile::measuredRegroupCost), with --trace.
std::vector<std::optional<profile::PairCost>> measuredCosts(const Graph& graph, const analysis::WhatIfResult& r,
                                                           const profile::GraphMeasurement* m) {
  std::vector<std::optional<profile::PairCost>> out(r.proposals.size());
  if (!m || m->calls == 0) return out;
  for (size_t i = 0; i < r.proposals.size(); ++i) {
    std::vector<std::vector<std::string>> replaced, formed;
    for (const auto& g : r.proposals[i].replacedGroups) replaced.push_back(g.members);
    for (const auto& g : r.proposals[i].changedGroups) formed.push_back(g.members);
    out[i] = profile::measuredRegroupCost(*m, graph, replaced, formed);
  }
  return out;
}

nlohmann::json toJson(const Graph& graph, const std::vector<std::string>& baseSettings, const analysis::WhatIfResult& r,
                      const std::vector<std::optional<profile::PairCost>>& measured) {
  nlohmann::json j;
  j["graph"] = graph.name;
  j["a"] = r.nameA;
  j["b"] = r.nameB;
  j["policy"] = r.policy;
  j["base_settings"] = baseSettings;
  j["together_at_base"] = r.togetherAtBase;
  if (r.togetherAtBase) j["base_kernel"] = r.baseKernel;
  // runtime_us sums the kernels that have an estimate; unestimated_kernels counts the others (CPU kernels).
  j["base"] = {{"kernels", r.baseKernels}, {"bytes", r.baseCost.bytes}, {"runtime_us", r.baseCost.runtimeUs},
               {"unestimated_kernels", r.baseCost.unestimated}};
  nlohmann::json proposals = nlohmann::json::array();
  for (size_t i = 0; i < r.proposals.size(); ++i) {
    const auto& p = r.proposals[i];
    proposals.push_back({{"set", p.set}, {"kernel", p.kernel}, {"kernels_delta", p.kernelsDelta},
                         {"bytes_delta", p.bytesDelta},
                         {"runtime_delta_us", jsonOrNull(analysis::runtimeDeltaUs(p.added, p.removed))},
                         {"changed_groups", groupsJson(p.changedGroups)}, {"replaced_groups", groupsJson(p.replacedGroups)}});
    if (const auto& c = measured[i])
      proposals.back()["measured"] = {{"replaced_kernels_us_per_step", c->timeUs},
                                      {"bytes_saved_per_call", c->bytesSaved},
                                      {"saving_us_per_step", jsonOrNull(c->savingUs)}};
  }
  j["proposals"] = proposals;
  nlohmann::json tried = nlohmann::json::array();
  for (const auto& t : r.tried)
    tried.push_back({{"set", t.set}, {"together", t.together}, {"outcome", analysis::toString(t.outcome)},
                     {"reason", t.reason}, {"kernels", t.kernels}});
  j["tried"] = tried;
  nlohmann::json blocking = nlohmann::json::array();
  for (const auto& b : r.blocking) blocking.push_back({{"reason", b.reason}, {"settings", b.settings}, {"examples", b.examples}});
  j["blocking"] = blocking;
  nlohmann::json facts = nlohmann::json::array();
  for (const auto& f : r.blockingFacts) facts.push_back(factJson(f));
  j["blocking_facts"] = facts;
  j["runs"] = r.runs;
  j["budget_exhausted"] = r.budgetExhausted;
  return j;
}

// A screenful at most: a combo-kernel proposal forms or replaces hundreds of groups, and a group of a
// deep graph is named after hundreds of nodes. The full lists stay in --json.
constexpr size_t kShownGroups = 8, kShownNameChars = 60;

std::string shortGroupName(const analysis::NamedGroup& g) {
  if (g.name.size() <= kShownNameChars) return g.name;
  const size_t nodes = g.members.empty() ? static_cast<size_t>(std::count(g.name.begin(), g.name.end(), '_')) + 1 : g.members.size();
  const size_t cut = g.name.rfind('_', kShownNameChars - 10);
  const size_t tail = g.name.rfind('_');
  return fmt::format("{}_…{} ({} nodes)", g.name.substr(0, cut == std::string::npos ? kShownNameChars - 10 : cut),
                     g.name.substr(tail), nodes);
}

std::string boundedNames(const std::vector<analysis::NamedGroup>& v) {
  std::string s;
  for (size_t i = 0; i < v.size() && i < kShownGroups; ++i) s += (s.empty() ? "" : " ") + shortGroupName(v[i]);
  if (v.size() > kShownGroups) s += fmt::format(" (+{} more; --json lists all)", v.size() - kShownGroups);
  return s;
}

std::string signedText(double v, const char* format) {
  return (v > 0 ? "+" : "") + fmt::format(fmt::runtime(format), v);
}

void printText(const Graph& graph, const analysis::WhatIfResult& r, const std::vector<std::optional<profile::PairCost>>& measured) {
  fmt::print("{} and {} in {} (policy {})\n", r.nameA, r.nameB, graph.name, r.policy);
  fmt::print("  base settings: {} kernels, {} moved, {}\n", r.baseKernels, codegen::bytesText(r.baseCost.bytes),
             analysis::runtimeText(r.baseCost));
  if (r.togetherAtBase) {
    fmt::print("  already one kernel under the base settings: {}\n", r.baseKernel);
    return;
  }
  const auto& base = r.tried.front();
  fmt::print("  under the base settings: {}{}\n", analysis::toString(base.outcome), base.reason.empty() ? "" : ": " + base.reason);
  fmt::print("  {} other setting(s) tried{}\n", r.runs, r.budgetExhausted ? " (run budget exhausted: --max-runs)" : "");
  if (!r.proposals.empty()) {
    fmt::print("  {} proposal(s):\n", r.proposals.size());
    const analysis::WhatIfProposal* shown = nullptr;  // the last proposal printed in full
    for (size_t i = 0; i < r.proposals.size(); ++i) {
      const auto& p = r.proposals[i];
      std::string set;
      for (const auto& s : p.set) set += " --set " + s;
      if (shown && p.changedGroups == shown->changedGroups && p.replacedGroups == shown->replacedGroups) {
        fmt::print("   {}  (the same kernels)\n", set);
        continue;
      }
      shown = &p;
      fmt::print("   {}\n     kernel {}; kernels {}, bytes {}, runtime {}\n", set, shortGroupName({p.kernel, {}}),
                 signedText(p.kernelsDelta, "{}"), codegen::bytesDeltaText(p.bytesDelta),
                 analysis::runtimeDeltaText(p.added, p.removed));
      fmt::print("     forms:    {}\n     replaces: {}\n", boundedNames(p.changedGroups), boundedNames(p.replacedGroups));
      if (const auto& c = measured[i]) fmt::print("     measured: replaces {}\n", c->text());
    }
    return;
  }
  fmt::print("  no tried setting puts them in one kernel; the policy's last word on the pair:\n");
  for (const auto& b : r.blocking) {
    std::string examples;
    for (const auto& e : b.examples) examples += (examples.empty() ? "" : "; ") + e;
    fmt::print("    {} under {} of {} setting(s) (e.g. {})\n", b.reason, b.settings, r.tried.size(), examples);
  }
  for (const auto& f : r.blockingFacts) {
    fmt::print("  under the current settings: ✗ {}: {}\n", f.name, f.detail);
    printFactRows(f, "      ");
  }
}

}  // namespace

int cmdWhatIf(const std::vector<std::string>& args) {
  CliArgs cli(args, withLoadLimitOptions({"--graph", "--policy", "--set", "--max-runs", "--trace"}), withLoadFlags({"--json"}));
  const std::string path = cli.requirePositional(0, "PATH");
  const std::string nameA = cli.requirePositional(1, "A");
  const std::string nameB = cli.requirePositional(2, "B");
  analysis::WhatIfOptions options;
  options.maxRuns = cli.count("--max-runs", options.maxRuns);
  const auto opened = openForCommand(cli);
  const analysis::Analysis& a = scheduleOf(*opened);
  const NodeId idA = analysis::resolvePairNode(*a.graph, *a.trace, nameA);
  const NodeId idB = analysis::resolvePairNode(*a.graph, *a.trace, nameB);
  for (auto [id, name] : {std::pair{idA, nameA}, std::pair{idB, nameB}})
    if (id == kNone) throw UsageError("no node named '" + name + "' in " + a.graph->name + " (" + path + ")");
  const analysis::WhatIfResult r = analysis::whatIf(*a.graph, *a.trace, idA, idB, options);
  // --trace: each proposal's measured saving over the kernels the trace timed.
  const profile::GraphMeasurement* m = nullptr;
  if (auto trace = cli.value("--trace")) m = &opened->measurement(*trace);
  const auto measured = measuredCosts(*a.graph, r, m);
  if (m && m->calls == 0) fmt::print(stderr, "whatif: {}\n", m->notes.empty() ? "the graph is not called in the trace" : m->notes.front());
  if (cli.flag("--json")) fmt::print("{}\n", toJson(*a.graph, cli.values("--set"), r, measured).dump(2));
  else printText(*a.graph, r, measured);
  return 0;
}

}  // namespace fusescope::cli
