#include "sched/seed/seed_rule_table.h"

#include <stdexcept>

#include "sched/order_refusal.h"

namespace fusescope::sched::seed {

namespace {

constexpr std::string_view kSchedulerDoc = "004_0fb6616088f8ba1f.txt";
constexpr std::string_view kScheduler = "torch/_inductor/scheduler.py";
constexpr std::string_view kCanFuse = "Scheduler.can_fuse";
constexpr std::string_view kForeach = "ForeachKernelSchedulerNode.can_fuse";
constexpr std::string_view kVertical = "Scheduler.can_fuse_vertical";
constexpr std::string_view kHeuristic = "heuristic not needed for correctness";

}  // namespace

const std::vector<SeedRuleEntry>& seedRuleTable() {
  static const std::vector<SeedRuleEntry> table = {
      {SeedRule::SameNode, "same node", Values::None, kSchedulerDoc, kScheduler, 1114, kCanFuse, ""},
      {SeedRule::Node1ExternOrNop, "node1 is extern or nop", Values::None, kSchedulerDoc, kScheduler, 1119, kCanFuse, ""},
      {SeedRule::Node2ExternOrNop, "node2 is extern or nop", Values::None, kSchedulerDoc, kScheduler, 1124, kCanFuse, ""},
      {SeedRule::ForeachLength, "foreach do not have same length", Values::None, kSchedulerDoc, kScheduler, 608, kForeach, ""},
      {SeedRule::ForeachProducerNotDep, "candidate producer is not dep of any foreach consumer", Values::None, kSchedulerDoc,
       kScheduler, 616, kForeach, ""},
      {SeedRule::ForeachConsumerNoDep, "candidate consumer has no dep in any foreach producer", Values::None, kSchedulerDoc,
       kScheduler, 621, kForeach, ""},
      {SeedRule::Node1BeforeNode2, kNode1MustGoBeforeNode2, Values::None, kSchedulerDoc, kScheduler, 1128, kCanFuse,
       "node2 must go before node1"},
      {SeedRule::TemplatesOnlyEpilogues, "templates can only fuse epilogues", Values::None, kSchedulerDoc, kScheduler, 1130,
       kCanFuse, "only epilogues"},
      {SeedRule::TemplateEpilogue, "template epilogue not satisfied", Values::None, kSchedulerDoc, kScheduler, 1136, kCanFuse, ""},
      {SeedRule::DeviceMismatch, "device mismatch ", Values::After, kSchedulerDoc, kScheduler, 1139, kCanFuse, "wrong device"},
      {SeedRule::NoSharedData, "no shared data", Values::None, kSchedulerDoc, kScheduler, 1144, kCanFuse, kHeuristic},
      {SeedRule::ExceedsMaxFusion, "exceeds max fusion", Values::None, kSchedulerDoc, kScheduler, 1150, kCanFuse, kHeuristic},
      {SeedRule::MemoryDepsMismatch, "memory deps did not match", Values::None, kSchedulerDoc, kScheduler, 1191, kVertical, ""},
      {SeedRule::IntermediateNodes, "intermediate nodes between node1 & node2", Values::None, kSchedulerDoc, kScheduler, 1194,
       kVertical, ""},
      {SeedRule::PeakMemory, "Fusion will increase peak memory", Values::None, kSchedulerDoc, kScheduler, 1158, kCanFuse, ""},
      {SeedRule::WillCreateCycle, "will create cycle", Values::None, kSchedulerDoc, kScheduler, 1009, "Scheduler.fuse_nodes_once",
       ""},
      {SeedRule::CuteDslVertical, "CuteDSL doesn't support vertical fusion", Values::None, "000_13659a332fab4461.txt",
       "torch/_inductor/codegen/cutedsl/cutedsl_scheduling.py", 73, "CuteDSLScheduling.can_fuse_vertical", ""},
      {SeedRule::RocmVertical, "ROCm C++ templates don't support vertical fusion", Values::None, "002_db4be3dd62a9feca.txt",
       "torch/_inductor/codegen/rocm/rocm_cpp_scheduling.py", 55, "ROCmCPPScheduling.can_fuse_vertical", ""},
      {SeedRule::CutlassOnlyEpilogues, "CUTLASS templates only fuse epilogues", Values::None, "", "", 0, "", ""},
      {SeedRule::CutlassHorizontal, "CUTLASS templates don't support horizontal fusion", Values::None, "", "", 0, "", ""},
      {SeedRule::CuteDslHorizontal, "CuteDSL doesn't support horizontal fusion", Values::None, "", "", 0, "", ""},
      {SeedRule::RocmHorizontal, "ROCm C++ templates don't support horizontal fusion", Values::None, "", "", 0, "", ""},
      {SeedRule::CutlassNotComputedBuffer, " is not a ComputedBuffer", Values::Before, "", "", 0, "", ""},
      {SeedRule::CutlassNotPointwise, " is not a Pointwise op", Values::Before, "", "", 0, "", ""},
      {SeedRule::CutlassSizeDiffers, "'s size: ", Values::Around, "", "", 0, "", ""},
      {SeedRule::CutlassAliasOrMutation, " has aliasing or mutation", Values::Before, "", "", 0, "", ""},
      {SeedRule::CutlassReduction, " is a reduction which is not yet supported by EVT", Values::Before, "", "", 0, "", ""},
      {SeedRule::CutlassEpilogueOff, "cutlass epilogue fusion is not enabled", Values::None, "", "", 0, "", ""},
      {SeedRule::CutlassNotElementwise, " is not an elementwise EVT epilogue", Values::Before, "", "", 0, "", ""},
      {SeedRule::CppReductionConsumer, "cpp: cannot fuse a consumer into a reduction", Values::None, "", "", 0, "", ""},
      {SeedRule::CppNoLoopGroup, "cpp: no loop group", Values::None, "", "", 0, "", ""},
      {SeedRule::CppLoopRangesDiffer, "cpp: loop ranges differ ", Values::After, "", "", 0, "", ""},
      {SeedRule::NumelMismatchReduce, "numel/rnumel mismatch (reduce) ", Values::After, "", "", 0, "", ""},
      {SeedRule::NumelMismatchNonReduce, "numel/rnumel mismatch (non-reduce) ", Values::After, "", "", 0, "", ""},
      {SeedRule::NumelRnumelIncompatible, "nodes numel/rnumel incompatibility", Values::None, "", "", 0, "", ""},
      {SeedRule::NumelIncompatible, "nodes numel incompatibility", Values::None, "", "", 0, "", ""},
  };
  return table;
}

const SeedRuleEntry& seedRuleEntry(SeedRule id) {
  // The table lists the rules in the enum's order (tested).
  const auto& table = seedRuleTable();
  const auto i = static_cast<size_t>(id);
  if (i >= table.size() || table[i].id != id) throw std::logic_error("seed rule table out of the enum's order");
  return table[i];
}

const SeedRuleEntry* seedRuleOfReason(std::string_view reason) {
  for (const SeedRuleEntry& e : seedRuleTable()) {
    switch (e.values) {
      case Values::None: if (reason == e.wording) return &e; break;
      case Values::After: if (reason.starts_with(e.wording)) return &e; break;
      case Values::Before: if (reason.size() > e.wording.size() && reason.ends_with(e.wording)) return &e; break;
      case Values::Around: {
        const std::size_t at = reason.find(e.wording);
        if (at != std::string_view::npos && at > 0 && at + e.wording.size() < reason.size()) return &e;
        break;
      }
    }
  }
  return nullptr;
}

std::string seedReason(SeedRule id, std::string_view before, std::string_view after) {
  const SeedRuleEntry& e = seedRuleEntry(id);
  std::string out;
  out.reserve(before.size() + e.wording.size() + after.size());
  out.append(before).append(e.wording).append(after);
  return out;
}

}  // namespace fusescope::sched::seed
