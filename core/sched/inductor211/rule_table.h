// Inductor's refusal rules, one entry each: the id the port refuses with, Inductor's wording (or its fixed
// start where Inductor formats values after it), where each modelled release writes it (a line per release
// of kModelledReleases; 0 where the release has no such rule: that is the rule's version range), and the
// measure that explains a refusal whose words carry no numbers. 2.11.0's lines are checked against
// shared/reference/torch-2.11, later releases' against tests/data/release_sources (excerpts of the real
// files) and, in the live test stage, against the installed PyTorch.
// The rules (can_fuse.cpp, prologue_rules.cpp, simd_backend.cpp, foreach_combo.cpp, fusion_rounds.cpp)
// refuse through why(a, b, Rule); ruleSource, ruleMeasure and test_rule_sources read the same entries. A
// new Inductor version adds its own table beside this one.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sched/decision_probe.h"
#include "sched/inductor_release.h"

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
  // 2.12: can_fuse splits "node1 is extern or nop" (extern kernels may take Triton epilogues)
  Node1Nop, Node1ExternNotTritonKernel,
  // Reasons Inductor records that FuseScope places but never gives: which scans are split (ir.SplitScan) is
  // not in the IR dump, and 2.15's staged reductions are not ported (a replay gives the next rule's reason).
  SplitScan, SubParentEpilogue,
};

// Where each modelled release writes a rule's reason (0: the rule is not in that release).
using ReleaseLines = std::array<int, kReleaseCount>;

struct RuleEntry {
  Rule id;
  std::string_view wording;    // the whole reason, or its fixed start (ending in a space) before formatted values
  bool formatted;              // Inductor formats values after the wording
  std::string_view file;       // torch/_inductor/...
  ReleaseLines lines;          // where each release writes the reason
  std::string_view function;   // Class.method that writes it in 2.11 (functionIn: a later release's name)
  // What the rule compared, read from the scheduler's state at the decision (rule_measures.cpp); null where
  // the words carry the values ("numel/rnumel mismatch (reduce) (…)") or no measure is ported.
  RuleMeasure (RuleMeasures211::*measure)(int id1, int id2) = nullptr;
};

const std::vector<RuleEntry>& ruleTable();
const RuleEntry& ruleEntry(Rule id);
// The entry of `id` as release column `column` has it; throws std::logic_error where that release has no
// such rule (a port that refuses with a rule of another release).
const RuleEntry& ruleEntryIn(Rule id, size_t column);
// The entry a recorded reason comes from (a formatted one by its fixed start) among the rules release
// `column` has (any release where column is kReleaseCount); null for a reason no rule gives.
const RuleEntry* ruleOfReason(std::string_view reason, size_t column = kReleaseCount);
// The function that writes the entry's reason in release `column` (later releases renamed some).
std::string_view functionIn(const RuleEntry& entry, size_t column);

// Whether a real capture of release `column` records this refusal: every rule for 2.11 (the shared GPU
// captures and the CPU ones); for later releases only the rules their captures in tests/data/versions
// record, CPU and GPU (test_release_captures checks the lists against them). The others are ported
// from that release's source and unverified on it: `why` and the window say so (ruleSource's note).
bool ruleVerifiedIn(Rule id, size_t column);

}  // namespace fusescope::sched::inductor211
