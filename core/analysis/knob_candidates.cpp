#include "analysis/knob_candidates.h"

#include <algorithm>
#include <map>
#include <set>

namespace fusescope::analysis {

namespace {

// Values tried per knob besides the base value. Booleans flip. Integers: a spread on both sides of
// Inductor's default, because a tighter limit can fuse a pair too (max_fusion_size=4 stops a big group
// early, and its neighbours then fuse with each other: tests/data/knobs/gpt2-maxsize4).
const std::map<std::string, std::vector<std::string>>& triedValues() {
  static const std::map<std::string, std::vector<std::string>> values = {
      {"max_fusion_size", {"2", "4", "8", "16", "32", "64", "128"}},
      {"fusion_proximity_limit", {"16", "64", "256"}},
      {"score_fusion_memory_threshold", {"0", "1", "10", "20"}},
      {"max_fusion_buffer_group_pairwise_attempts", {"16", "64", "256", "1024"}},
      {"max_fusion_unique_io_buffers", {"None", "8", "16"}},
  };
  return values;
}

// The knobs the seed reads (scheduler_config.h's first block); the rest only later Inductor policies read.
const std::set<std::string>& seedKnobs() {
  static const std::set<std::string> knobs = {"max_fusion_size", "aggressive_fusion", "epilogue_fusion",
                                              "epilogue_fusion_first", "fusion_proximity_limit",
                                              "cuda.cutlass_epilogue_fusion_enabled"};
  return knobs;
}

const std::set<std::string>& notTried() {
  static const std::set<std::string> keys = {"unbacked_symint_fallback", "combo_kernels_pointwise_only"};
  return keys;
}

// Knobs read only where a template node takes part (epilogue and prologue fusion). epilogue_fusion_first
// is not one of them: it changes every pair's score (inductor-2.11's template score).
const std::set<std::string>& templateKnobs() {
  static const std::set<std::string> keys = {"epilogue_fusion", "prologue_fusion", "cuda.cutlass_epilogue_fusion_enabled"};
  return keys;
}

}  // namespace

std::vector<KnobChange> candidateChanges(const sched::SchedulerConfig& base, const std::string& policy,
                                         const Graph& graph) {
  const bool templates = std::any_of(graph.nodes.begin(), graph.nodes.end(), [](const Node& n) { return n.isTemplate(); });
  const bool reductions = std::any_of(graph.nodes.begin(), graph.nodes.end(), [](const Node& n) { return n.isReduction(); });
  std::vector<KnobChange> out;
  for (const std::string& key : sched::SchedulerConfig::keys()) {
    if (notTried().count(key)) continue;
    if (policy == "seed" && !seedKnobs().count(key)) continue;
    if (policy != "seed" && key == "fusion_proximity_limit") continue;
    if (!templates && templateKnobs().count(key)) continue;
    if (!reductions && key == "triton.mix_order_reduction") continue;
    const std::string current = base.get(key);
    auto it = triedValues().find(key);
    if (it == triedValues().end()) {  // a boolean
      out.push_back({key, current == "true" ? "false" : "true"});
      continue;
    }
    for (const std::string& v : it->second) {
      sched::SchedulerConfig probe = base;
      probe.set(key, v);
      if (probe.get(key) != current) out.push_back({key, v});
    }
  }
  return out;
}

sched::SchedulerConfig applyChanges(sched::SchedulerConfig base, const std::vector<KnobChange>& changes) {
  for (const KnobChange& c : changes) base.set(c.key, c.value);
  return base;
}

}  // namespace fusescope::analysis
