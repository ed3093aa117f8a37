#include "sched/inductor211/rule_table.h"
#include "sched/order_refusal.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include <fmt/format.h>

#include "sched/inductor211/scheduler211.h"

namespace fusescope::sched::inductor211 {

namespace {

constexpr std::string_view kScheduler = "torch/_inductor/scheduler.py";
constexpr std::string_view kChoices = "torch/_inductor/choices.py";
constexpr std::string_view kSimd = "torch/_inductor/codegen/simd.py";
constexpr std::string_view kForeach = "ForeachKernelSchedulerNode.can_fuse";
constexpr std::string_view kCanFuse = "Scheduler.can_fuse";
constexpr std::string_view kPrologueHeuristics = "Scheduler.check_prologue_fusion_heuristics_fusable";
constexpr std::string_view kChoicesCanFuse = "InductorChoices.can_fuse";
constexpr std::string_view kSimdCanFuse = "SIMDScheduling.can_fuse";

using S = RuleMeasures211;

}  // namespace

// RuleMeasures211's measures are private: the table is its friend.
const std::vector<RuleEntry>& ruleTable() {
  static const std::vector<RuleEntry> table = {
      {Rule::ForeachLength, "foreach do not have same length", false, kScheduler, {2258, 2359, 3161, 3306, 4857}, kForeach},
      {Rule::ForeachProducerReduction, "candidate producer is a reduction, foreach ops cannot be fused with reductions currently",
       false, kScheduler, {2266, 2367, 3169, 3314, 4877}, kForeach},
      {Rule::ForeachProducerNotDep, "candidate producer is not dep of any foreach consumer", false, kScheduler, {2275, 2376, 3178, 3323, 4886}, kForeach,
       &S::foreachProducerMeasure},
      {Rule::ForeachConsumerReduction, "candidate consumer is a reduction, foreach ops cannot be fused with reductions currently",
       false, kScheduler, {2281, 2382, 3184, 3329, 4892}, kForeach},
      {Rule::ForeachConsumerNoDep, "candidate consumer has no dep in any foreach producer", false, kScheduler, {2290, 2391, 3193, 3338, 4901}, kForeach,
       &S::foreachConsumerMeasure},
      {Rule::WillCreateCycle, "will create cycle", false, kScheduler, {4814, 5194, 6498, 7020, 9022},
       "Scheduler.will_fusion_create_cycle"},
      {Rule::PrologueBytes, "prologue fusion will not increase amount of bytes read in kernel", false, kScheduler, {5279, 5667, 7126, 7865, 10111},
       kPrologueHeuristics, &S::prologueBytesMeasure},
      {Rule::PrologueUnalignedPadding, "prologue fusion will not increase attempt to fuse in padding bc it increases unaligned reads",
       false, kScheduler, {5296, 5684, 7143, 7882, 10128}, kPrologueHeuristics},
      {Rule::PrologueUpcast, "prologue fusion that must be upcast to fp32 not profitable for low precision templates", false,
       kScheduler, {5308, 5698, 7157, 7896, 10142}, kPrologueHeuristics, &S::prologueUpcastMeasure},
      {Rule::Node1ExternOrNop, "node1 is extern or nop", false, kScheduler, {5449, 0, 0, 0, 0}, kCanFuse},
      {Rule::Node2ExternOrNop, "node2 is extern or nop", false, kScheduler, {5455, 5907, 7488, 8271, 10606}, kCanFuse},
      {Rule::Node1BeforeNode2, kNode1MustGoBeforeNode2, false, kScheduler, {5459, 5911, 7492, 8275, 10610}, kCanFuse, &S::orderMeasure},
      {Rule::PrologueOff, "prologue fusion turned off", false, kScheduler, {5464, 5916, 7497, 8280, 10615}, kCanFuse},
      {Rule::ProloguePointwiseOnly, "prologue fusion only supported for pointwise nodes", false, kScheduler, {5468, 5920, 7501, 8284, 10619}, kCanFuse,
       &S::prologuePointwiseMeasure},
      {Rule::PrologueTritonTemplatesOnly, "prologue fusion only supported for TritonTemplates", false, kScheduler, {5473, 0, 0, 0, 0},
       kCanFuse, &S::prologueTemplateMeasure},
      {Rule::PrologueInputs, "prologue fusion not implemented for kernel for these inputs", false, kScheduler, {5484, 5935, 7516, 8299, 10634}, kCanFuse},
      {Rule::PrologueFunctionalPointwise, "template prologue can only fuse functional pointwise nodes", false, kScheduler, {5488, 5939, 7522, 8305, 10640},
       kCanFuse},
      {Rule::PrologueSingleUse, "template prologue can only fuse nodes with a single use", false, kScheduler, {5496, 5947, 7530, 8313, 10648}, kCanFuse,
       &S::prologueUsesMeasure},
      {Rule::PrologueSingleUseIntoTemplate, "template prologue can only fuse nodes with a single use into template", false,
       kScheduler, {5513, 5964, 7547, 8333, 10668}, kCanFuse, &S::prologueUsesMeasure},
      {Rule::TemplateEpilogue, "template epilogue not satisfied", false, kScheduler, {5525, 5977, 7563, 8353, 10688}, kCanFuse, &S::epilogueMeasure},
      {Rule::DeviceMismatch, "device mismatch ", true, kScheduler, {5536, 5995, 7581, 8372, 10707}, kCanFuse},
      {Rule::MemoryDepsMismatch, "memory deps did not match", false, kScheduler, {5636, 6103, 7739, 8530, 10948}, "Scheduler.can_fuse_vertical",
       &S::memoryDepsMeasure},
      {Rule::IntermediateNodes, "intermediate nodes between node1 & node2", false, kScheduler, {5643, 6110, 7746, 8537, 10955}, "Scheduler.can_fuse_vertical"},
      {Rule::NoSharedDataIndexing, "no shared data due to indexing mismatch", false, kChoices, {552, 582, 608, 667, 707}, kChoicesCanFuse},
      {Rule::NoSharedData, "no shared data", false, kChoices, {554, 584, 610, 669, 709}, kChoicesCanFuse},
      {Rule::ExceedsMaxFusion, "exceeds max fusion", false, kChoices, {562, 592, 618, 677, 717}, kChoicesCanFuse, &S::maxFusionMeasure},
      {Rule::PeakMemory, "Fusion will increase peak memory", false, kChoices, {566, 596, 622, 681, 721}, kChoicesCanFuse},
      {Rule::TooManyReadsAndWrites, "fusion_prevent_too_many_reads_and_writes", false, kChoices, {577, 607, 633, 692, 732}, kChoicesCanFuse},
      {Rule::ScoreThreshold, "score_fusion_memory_threshold", false, kChoices, {605, 635, 661, 720, 760}, "InductorChoices.can_fuse_horizontal"},
      {Rule::TooFarApart, "Nodes are too far away. Fusing them may increase peak memory.", false, kChoices, {609, 639, 665, 724, 764},
       "InductorChoices.can_fuse_horizontal"},
      {Rule::NumelMismatchReduce, "numel/rnumel mismatch (reduce) ", true, kSimd, {1336, 1350, 2042, 2106, 2865}, kSimdCanFuse},
      {Rule::NumelMismatchNonReduce, "numel/rnumel mismatch (non-reduce) ", true, kSimd, {1376, 1390, 2082, 2146, 2915}, kSimdCanFuse},
      {Rule::NumelMismatchPrologue, "numel/rnumel mismatch prologue mismatch ", true, kSimd, {1397, 1411, 2103, 2167, 2936}, kSimdCanFuse},
      {Rule::TilingMismatch, "tiling mismatch ", true, kSimd, {1426, 1440, 2132, 2196, 2965}, kSimdCanFuse},
      {Rule::NumelRnumelIncompatible, "nodes numel/rnumel incompatibility", false, kSimd, {1442, 1456, 2148, 2216, 2987}, kSimdCanFuse,
       &S::rangesMeasure},
      {Rule::InvalidReductionTiling, "invalid tiling for reduction", false, kSimd, {1455, 1469, 2161, 2229, 2999}, kSimdCanFuse,
       &S::reductionTilingMeasure},
      {Rule::NumelIncompatible, "nodes numel incompatibility", false, kSimd, {1460, 1474, 2166, 2234, 3003}, kSimdCanFuse},
      {Rule::Node1Nop, "node1 is nop", false, kScheduler, {0, 5843, 7415, 8175, 10510}, kCanFuse},
      {Rule::Node1ExternNotTritonKernel, "node1 is extern but not a triton kernel", false, kScheduler, {0, 5848, 7420, 8180, 10515},
       kCanFuse},
      {Rule::SplitScan, "Split scan cannot fuse with reductions", false, kSimd, {1322, 1336, 2015, 2079, 2838}, kSimdCanFuse},
      {Rule::SubParentEpilogue, "invalid sub-parent epilogue fusion", false, kSimd, {0, 0, 0, 0, 3014}, kSimdCanFuse},
  };
  return table;
}

const RuleEntry& ruleEntry(Rule id) {
  // The table lists the rules in the enum's order (tested).
  const auto& table = ruleTable();
  const auto i = static_cast<size_t>(id);
  if (i >= table.size() || table[i].id != id) throw std::logic_error("inductor211 rule table out of the enum's order");
  return table[i];
}

const RuleEntry& ruleEntryIn(Rule id, size_t column) {
  const RuleEntry& e = ruleEntry(id);
  if (column >= kReleaseCount || e.lines[column] == 0)
    throw std::logic_error(fmt::format("the rule '{}' is not in PyTorch {}", e.wording,
                                       column < kReleaseCount ? kModelledReleases[column].text() : "?"));
  return e;
}

const RuleEntry* ruleOfReason(std::string_view reason, size_t column) {
  for (const RuleEntry& e : ruleTable()) {
    if (column < kReleaseCount && e.lines[column] == 0) continue;
    if (e.formatted ? reason.starts_with(e.wording) : reason == e.wording) return &e;
  }
  return nullptr;
}

namespace {

// Functions a later release renamed or split: from `since` on, `after` writes what `before` wrote.
struct FunctionRename {
  std::string_view before;
  InductorRelease since;
  std::string_view after;
};
constexpr FunctionRename kFunctionRenames[] = {
    {kCanFuse, {2, 13}, "Scheduler._can_fuse"},  // can_fuse now rolls back speculative loop changes around it
    {"Scheduler.can_fuse_vertical", {2, 15}, "Scheduler._can_fuse_vertical_impl"},
};

}  // namespace

namespace {

// The refusals the captures of 2.12.0, 2.13.0, 2.14.1 and 2.15.0 record and FuseScope gives (CPU: the C++
// backend; GPU: the same releases' Triton scheduler, captured through scripts/fake_gpu.py): the same eleven.
constexpr Rule kVerifiedOnLaterReleases[] = {Rule::NoSharedData, Rule::IntermediateNodes, Rule::MemoryDepsMismatch,
                                             Rule::Node1BeforeNode2, Rule::ScoreThreshold, Rule::TooFarApart,
                                             Rule::NumelMismatchReduce, Rule::NumelMismatchNonReduce,
                                             Rule::NumelIncompatible, Rule::ForeachConsumerNoDep,
                                             Rule::ForeachProducerNotDep};

}  // namespace

bool ruleVerifiedIn(Rule id, size_t column) {
  if (column == 0) return true;
  return std::find(std::begin(kVerifiedOnLaterReleases), std::end(kVerifiedOnLaterReleases), id) !=
         std::end(kVerifiedOnLaterReleases);
}

std::string_view functionIn(const RuleEntry& entry, size_t column) {
  std::string_view out = entry.function;
  if (column >= kReleaseCount) return out;
  for (const FunctionRename& r : kFunctionRenames)
    if (out == r.before && kModelledReleases[column] >= r.since) out = r.after;
  return out;
}

}  // namespace fusescope::sched::inductor211
