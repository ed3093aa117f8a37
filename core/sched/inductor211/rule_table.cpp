#include "sched/inductor211/rule_table.h"
#include "sched/order_refusal.h"

#include <stdexcept>

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
      {Rule::ForeachLength, "foreach do not have same length", false, kScheduler, 2258, kForeach},
      {Rule::ForeachProducerReduction, "candidate producer is a reduction, foreach ops cannot be fused with reductions currently",
       false, kScheduler, 2266, kForeach},
      {Rule::ForeachProducerNotDep, "candidate producer is not dep of any foreach consumer", false, kScheduler, 2275, kForeach,
       &S::foreachProducerMeasure},
      {Rule::ForeachConsumerReduction, "candidate consumer is a reduction, foreach ops cannot be fused with reductions currently",
       false, kScheduler, 2281, kForeach},
      {Rule::ForeachConsumerNoDep, "candidate consumer has no dep in any foreach producer", false, kScheduler, 2290, kForeach,
       &S::foreachConsumerMeasure},
      {Rule::WillCreateCycle, "will create cycle", false, kScheduler, 4814, "Scheduler.found_path"},
      {Rule::PrologueBytes, "prologue fusion will not increase amount of bytes read in kernel", false, kScheduler, 5279,
       kPrologueHeuristics, &S::prologueBytesMeasure},
      {Rule::PrologueUnalignedPadding, "prologue fusion will not increase attempt to fuse in padding bc it increases unaligned reads",
       false, kScheduler, 5296, kPrologueHeuristics},
      {Rule::PrologueUpcast, "prologue fusion that must be upcast to fp32 not profitable for low precision templates", false,
       kScheduler, 5308, "Scheduler.low_prec_fp", &S::prologueUpcastMeasure},
      {Rule::Node1ExternOrNop, "node1 is extern or nop", false, kScheduler, 5449, kCanFuse},
      {Rule::Node2ExternOrNop, "node2 is extern or nop", false, kScheduler, 5455, kCanFuse},
      {Rule::Node1BeforeNode2, kNode1MustGoBeforeNode2, false, kScheduler, 5459, kCanFuse, &S::orderMeasure},
      {Rule::PrologueOff, "prologue fusion turned off", false, kScheduler, 5464, kCanFuse},
      {Rule::ProloguePointwiseOnly, "prologue fusion only supported for pointwise nodes", false, kScheduler, 5468, kCanFuse,
       &S::prologuePointwiseMeasure},
      {Rule::PrologueTritonTemplatesOnly, "prologue fusion only supported for TritonTemplates", false, kScheduler, 5473,
       kCanFuse, &S::prologueTemplateMeasure},
      {Rule::PrologueInputs, "prologue fusion not implemented for kernel for these inputs", false, kScheduler, 5484, kCanFuse},
      {Rule::PrologueFunctionalPointwise, "template prologue can only fuse functional pointwise nodes", false, kScheduler, 5488,
       kCanFuse},
      {Rule::PrologueSingleUse, "template prologue can only fuse nodes with a single use", false, kScheduler, 5496, kCanFuse,
       &S::prologueUsesMeasure},
      {Rule::PrologueSingleUseIntoTemplate, "template prologue can only fuse nodes with a single use into template", false,
       kScheduler, 5513, kCanFuse, &S::prologueUsesMeasure},
      {Rule::TemplateEpilogue, "template epilogue not satisfied", false, kScheduler, 5525, kCanFuse, &S::epilogueMeasure},
      {Rule::DeviceMismatch, "device mismatch ", true, kScheduler, 5536, kCanFuse},
      {Rule::MemoryDepsMismatch, "memory deps did not match", false, kScheduler, 5636, "Scheduler.can_fuse_vertical",
       &S::memoryDepsMeasure},
      {Rule::IntermediateNodes, "intermediate nodes between node1 & node2", false, kScheduler, 5643, "Scheduler.can_fuse_vertical"},
      {Rule::NoSharedDataIndexing, "no shared data due to indexing mismatch", false, kChoices, 552, kChoicesCanFuse},
      {Rule::NoSharedData, "no shared data", false, kChoices, 554, kChoicesCanFuse},
      {Rule::ExceedsMaxFusion, "exceeds max fusion", false, kChoices, 562, kChoicesCanFuse, &S::maxFusionMeasure},
      {Rule::PeakMemory, "Fusion will increase peak memory", false, kChoices, 566, kChoicesCanFuse},
      {Rule::TooManyReadsAndWrites, "fusion_prevent_too_many_reads_and_writes", false, kChoices, 577, kChoicesCanFuse},
      {Rule::ScoreThreshold, "score_fusion_memory_threshold", false, kChoices, 605, "InductorChoices.can_fuse_horizontal"},
      {Rule::TooFarApart, "Nodes are too far away. Fusing them may increase peak memory.", false, kChoices, 609,
       "InductorChoices.can_fuse_horizontal"},
      {Rule::NumelMismatchReduce, "numel/rnumel mismatch (reduce) ", true, kSimd, 1336, kSimdCanFuse},
      {Rule::NumelMismatchNonReduce, "numel/rnumel mismatch (non-reduce) ", true, kSimd, 1376, kSimdCanFuse},
      {Rule::NumelMismatchPrologue, "numel/rnumel mismatch prologue mismatch ", true, kSimd, 1397, kSimdCanFuse},
      {Rule::TilingMismatch, "tiling mismatch ", true, kSimd, 1426, kSimdCanFuse},
      {Rule::NumelRnumelIncompatible, "nodes numel/rnumel incompatibility", false, kSimd, 1442, kSimdCanFuse,
       &S::rangesMeasure},
      {Rule::InvalidReductionTiling, "invalid tiling for reduction", false, kSimd, 1455, kSimdCanFuse,
       &S::reductionTilingMeasure},
      {Rule::NumelIncompatible, "nodes numel incompatibility", false, kSimd, 1460, kSimdCanFuse},
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

const RuleEntry* ruleOfReason(std::string_view reason) {
  for (const RuleEntry& e : ruleTable())
    if (e.formatted ? reason.starts_with(e.wording) : reason == e.wording) return &e;
  return nullptr;
}

}  // namespace fusescope::sched::inductor211
