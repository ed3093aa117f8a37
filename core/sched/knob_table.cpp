#include "sched/knob_table.h"

#include <fmt/format.h>

#include "sched/inductor_release.h"
#include "sched/policy.h"

namespace fusescope::sched {

namespace {

using C = SchedulerConfig;
using R = KnobReaders;
using T = KnobTrial;

// Integers: whatif tries a spread on both sides of Inductor's default, because a tighter limit can fuse a
// pair too (max_fusion_size=4 stops a big group early, and its neighbours then fuse with each other:
// tests/data/knobs/gpt2-maxsize4).
std::vector<KnobSpec> makeTable() {
  return {
      {"max_fusion_size", {}, KnobType::Int, 1, &C::maxFusionSize, R::EveryPolicy, T::Always,
       {"2", "4", "8", "16", "32", "64", "128"}, "config.py:820", "how many nodes one fused kernel may hold"},
      {"aggressive_fusion", {}, KnobType::Bool, 0, &C::aggressiveFusion, R::EveryPolicy, T::Always, {},
       "config.py:775", "fuse even where the two nodes share no memory access"},
      {"epilogue_fusion", {}, KnobType::Bool, 0, &C::epilogueFusion, R::EveryPolicy, T::TemplateGraphs, {},
       "config.py:264", "fuse pointwise nodes into template epilogues"},
      {"epilogue_fusion_first", {}, KnobType::Bool, 0, &C::epilogueFusionFirst, R::EveryPolicy, T::Always, {},
       "config.py:270", "do epilogue fusions before other fusions (changes every pair's score)"},
      {"fusion_proximity_limit", {}, KnobType::Int, 0, &C::proximityLimit, R::SeedOnly, T::Always,
       {"16", "64", "256"}, "scheduler.py (seed): can_fusion_increase_peak_memory's `> 64`",
       "how far apart in the order two nodes may be before fusing them counts as raising peak memory "
       "(Inductor 2.11 hard-codes 64)"},
      {"cuda.cutlass_epilogue_fusion_enabled", {"cutlass_epilogue_fusion_enabled"}, KnobType::Bool, 0,
       &C::cutlassEpilogueFusionEnabled, R::SeedOnly, T::TemplateGraphs, {}, "config.py:2080",
       "fuse epilogues into CUTLASS templates as epilogue visitor trees (seed's CUTLASS backend)"},
      {"unbacked_symint_fallback", {}, KnobType::Int, 1, &C::unbackedSymintFallback, R::EveryPolicy, T::Never, {},
       "config.py:656", "the size assumed for a symbolic size with no hint (size_hint.<symbol> sets one)"},
      {"prologue_fusion", {}, KnobType::Bool, 0, &C::prologueFusion, R::LaterInductorOnly, T::TemplateGraphs, {},
       "config.py:267", "fuse pointwise nodes into template prologues"},
      {"loop_ordering_after_fusion", {}, KnobType::Bool, 0, &C::loopOrderingAfterFusion, R::LaterInductorOnly,
       T::Always, {}, "config.py:782", "reorder a node's loops so that it shares memory accesses with its partner"},
      {"loop_index_inversion_in_fusion", {}, KnobType::Bool, 0, &C::loopIndexInversionInFusion,
       R::LaterInductorOnly, T::Always, {}, "config.py:798",
       "invert a unary node's discontiguous writes so that it can fuse"},
      {"score_fusion_memory_threshold", {}, KnobType::Int, 0, &C::scoreFusionMemoryThreshold, R::LaterInductorOnly,
       T::Always, {"0", "1", "10", "20"}, "config.py:809",
       "a pair sharing less memory than this is not worth fusing (loop reordering may then help)"},
      {"max_fusion_buffer_group_pairwise_attempts", {}, KnobType::Int, 1, &C::maxFusionBufferGroupPairwiseAttempts,
       R::LaterInductorOnly, T::Always, {"16", "64", "256", "1024"}, "config.py:823",
       "how many nodes of one buffer's users are paired with each other as candidates"},
      {"max_fusion_unique_io_buffers", {}, KnobType::OptionalInt, 0, &C::maxFusionUniqueIoBuffers,
       R::LaterInductorOnly, T::Always, {"None", "8", "16"}, "config.py:827",
       "the most distinct input/output buffers one fused kernel may have (None: no limit)"},
      {"combo_kernels", {}, KnobType::Bool, 0, &C::comboKernels, R::LaterInductorOnly, T::Always, {},
       "config.py:879", "combine data-independent kernels into one (experimental)"},
      {"combo_kernels_pointwise_only", {}, KnobType::Bool, 0, &C::comboKernelsPointwiseOnly, R::LaterInductorOnly,
       T::Never, {}, "config.py:897", "only pointwise kernels join combo kernels (narrows combo_kernels)"},
      {"triton.mix_order_reduction", {}, KnobType::Bool, 0, &C::mixOrderReduction, R::LaterInductorOnly,
       T::ReductionGraphs, {}, "config.py:1781",
       "fuse reductions over the same data in different orders (MixOrderReduction.can_fuse)"},
      {"triton.nested_reduction", {"nested_reduction"}, KnobType::ReleaseBool, 0, &C::nestedReduction,
       R::LaterInductorOnly, T::Never, {}, "config.py (2.13: False, 2.15: True)",
       "rank a reduction feeding a reduction of another size below every other fusion (choices.score_fusion's "
       "node_type_score -1, every device; NestedReduction fusion itself is Triton's)",
       {2, 13}, {{{2, 13}, "false"}, {{2, 15}, "true"}}},
      {"triton.mix_order_reduction_max_reads", {"mix_order_reduction_max_reads"}, KnobType::Int, 0,
       &C::mixOrderReductionMaxReads, R::LaterInductorOnly, T::ReductionGraphs, {"0", "10", "20"},
       "config.py (2.13 on)",
       "a mix-order reduction takes no node that would make it load more than this many buffers (0: no limit; "
       "FusedMixOrderReductions.can_fuse_with)",
       {2, 13}},
  };
}

}  // namespace

const std::vector<KnobSpec>& knobTable() {
  static const std::vector<KnobSpec> table = makeTable();
  return table;
}

const KnobSpec* findKnob(std::string_view name) {
  for (const KnobSpec& k : knobTable()) {
    if (k.name == name) return &k;
    for (const std::string& alias : k.aliases)
      if (alias == name) return &k;
  }
  return nullptr;
}

bool policyReads(const KnobSpec& knob, std::string_view policy) {
  const auto release = releaseOfPolicy(policy);
  if (release && *release < knob.since) return false;
  const bool seed = policy == "seed", later = release.has_value() || policy == kDefaultPolicy;
  switch (knob.readers) {
    case R::EveryPolicy: return seed || later;
    case R::SeedOnly: return seed;
    case R::LaterInductorOnly: return later;
  }
  return false;
}

std::optional<std::string> knobDefault(const KnobSpec& knob, std::string_view policy) {
  if (!policyReads(knob, policy)) return std::nullopt;
  if (!knob.releaseDefaults.empty()) {
    const auto release = releaseOfPolicy(policy);
    if (!release) return std::string("default");  // `auto`: the capture's release decides
    std::string value = "default";
    for (const auto& [since, v] : knob.releaseDefaults)
      if (*release >= since) value = v;
    return value;
  }
  return SchedulerConfig{}.get(knob.name);
}

std::string_view knobTypeName(KnobType type) {
  switch (type) {
    case KnobType::Bool: return "bool";
    case KnobType::Int: return "int";
    case KnobType::OptionalInt: return "int or None";
    case KnobType::ReleaseBool: return "bool or default";
  }
  return "";
}

std::string_view knobReadersText(KnobReaders readers) {
  switch (readers) {
    case R::EveryPolicy: return "seed, inductor-2.11..2.15";
    case R::SeedOnly: return "seed only";
    case R::LaterInductorOnly: return "inductor-2.11..2.15 only";
  }
  return "";
}

std::string knobHelpText() {
  std::string out;
  for (const KnobSpec& k : knobTable()) {
    std::string type(knobTypeName(k.type));
    if (k.type != KnobType::Bool && k.type != KnobType::ReleaseBool) type += fmt::format(" >= {}", k.minimum);
    std::string readers(knobReadersText(k.readers));
    if (k.since != kModelledReleases.front()) readers = fmt::format("inductor-{}.. only", k.since.text());
    std::string defaults = SchedulerConfig{}.get(k.name);
    if (!k.releaseDefaults.empty()) {
      defaults.clear();
      for (const auto& [since, v] : k.releaseDefaults) defaults += fmt::format("{}{} from {}", defaults.empty() ? "" : ", ", v, since.text());
    }
    out += fmt::format("  {}  {}, default {} ({}): {}\n", k.name, type, defaults, readers, k.help);
  }
  out += "  size_hint.<symbol>  int >= 0: the size to assume for a symbolic size (s0, u3, …)\n";
  return out;
}

}  // namespace fusescope::sched
