// The seed's refusal rules, one entry each: the id the port refuses with, the words it records, and where
// the 2023 sources of shared/seeds write the rule. The 2023 scheduler returns a bare `False` (at most with
// a comment, `return False # wrong device`), so the words are FuseScope's, mostly those later Inductor
// versions log for the same rule; the entry keeps the seed's own comment beside them. Rules of backends
// the seeds do not hold (Triton, C++, CUTLASS scheduling) have no line and are said to have none.
// can_fuse.cpp, seed_backends.cpp and fusion_rounds.cpp refuse through FuseCheck::no(SeedRule, ...);
// SeedPolicy::ruleSource and test_rule_sources read the same entries.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fusescope::sched::seed {

enum class SeedRule {
  SameNode, Node1ExternOrNop, Node2ExternOrNop,
  ForeachLength, ForeachProducerNotDep, ForeachConsumerNoDep,
  Node1BeforeNode2, TemplatesOnlyEpilogues, TemplateEpilogue, DeviceMismatch, NoSharedData, ExceedsMaxFusion,
  MemoryDepsMismatch, IntermediateNodes, PeakMemory, WillCreateCycle,
  CuteDslVertical, RocmVertical,
  // Backends whose 2023 code is not among the seeds.
  CutlassOnlyEpilogues, CutlassHorizontal, CuteDslHorizontal, RocmHorizontal,
  CutlassNotComputedBuffer, CutlassNotPointwise, CutlassSizeDiffers, CutlassAliasOrMutation, CutlassReduction,
  CutlassEpilogueOff, CutlassNotElementwise,
  CppReductionConsumer, CppNoLoopGroup, CppLoopRangesDiffer,
  NumelMismatchReduce, NumelMismatchNonReduce, NumelRnumelIncompatible, NumelIncompatible,
};

// Where values go around the fixed words of a reason.
enum class Values { None, After, Before, Around };

struct SeedRuleEntry {
  SeedRule id;
  std::string_view wording;   // the fixed words; values are formatted before and/or after them
  Values values;
  std::string_view document;  // the shared/seeds file holding the rule, "" where the seeds hold none
  std::string_view file;      // the Inductor file that document is (torch/_inductor/...)
  int line;                   // the line of the document that refuses
  std::string_view function;  // Class.method
  std::string_view comment;   // the seed's own comment on that line, "" where it has none
};

const std::vector<SeedRuleEntry>& seedRuleTable();
const SeedRuleEntry& seedRuleEntry(SeedRule id);
// The entry a recorded reason comes from; null for a reason no seed rule gives.
const SeedRuleEntry* seedRuleOfReason(std::string_view reason);
// The reason `id` records: `before` + its words + `after`.
std::string seedReason(SeedRule id, std::string_view before = {}, std::string_view after = {});

}  // namespace fusescope::sched::seed
