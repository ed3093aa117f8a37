// PyTorch 2.11.0's refusal rules, one entry each: the id the port refuses with, Inductor's wording (or
// its fixed start where Inductor formats values after it), where 2.11.0 writes it
// (shared/reference/torch-2.11), and the measure that explains a refusal whose words carry no numbers.
// The rules (can_fuse.cpp, prologue_rules.cpp, simd_backend.cpp, foreach_combo.cpp, fusion_rounds.cpp)
// refuse through why(a, b, Rule); ruleSource, ruleMeasure and test_rule_sources read the same entries. A
// new Inductor version adds its own table beside this one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sched/decision_probe.h"

namespace fusescope::sched::inductor211 {

class RuleMeasures211;

enum class Rule {
  ForeachLength, ForeachProducerReduction, ForeachProducerNotDep, ForeachConsumerReduction, ForeachConsumerNoDep,
  WillCreateCycle,
  PrologueBytes, PrologueUnalignedPadding, PrologueUpcast, Node1ExternOrNop, Node2ExternOrNop, Node1BeforeNode2,
  PrologueOff, ProloguePointwiseOnly, PrologueTritonTemplatesOnly, PrologueInputs, PrologueFunctionalPointwise,
  PrologueSingleUse, PrologueSingleUseIntoTemplate, TemplateEpilogue, DeviceMismatch,
  MemoryDepsMismatch, IntermediateNodes,
  NoSharedDataIndexing, NoSharedData, ExceedsMaxFusion, PeakMemory, TooManyReadsAndWrites, ScoreThreshold, TooFarApart,
  NumelMismatchReduce, NumelMismatchNonReduce, NumelMismatchPrologue, TilingMismatch, NumelRnumelIncompatible,
  InvalidReductionTiling, NumelIncompatible,
};

struct RuleEntry {
  Rule id;
  std::string_view wording;    // the whole reason, or its fixed start (ending in a space) before formatted values
  bool formatted;              // Inductor formats values after the wording
  std::string_view file;       // torch/_inductor/...
  int line;                    // where 2.11.0 writes the reason
  std::string_view function;   // Class.method that writes it
  // What the rule compared, read from the scheduler's state at the decision (rule_measures.cpp); null where
  // the words carry the values ("numel/rnumel mismatch (reduce) (…)") or no measure is ported.
  RuleMeasure (RuleMeasures211::*measure)(int id1, int id2) = nullptr;
};

const std::vector<RuleEntry>& ruleTable();
const RuleEntry& ruleEntry(Rule id);
// The entry a recorded reason comes from (a formatted one by its fixed start); null for a reason no rule gives.
const RuleEntry* ruleOfReason(std::string_view reason);

}  // namespace fusescope::sched::inductor211
