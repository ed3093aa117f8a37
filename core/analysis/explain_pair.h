// "Why not fused?" as plain data, for the CLI's `why` and the window alike. The verdict and its reason are
// the policy's own (the decisions its rules recorded in the Trace, in Inductor's wording); Inductor's logged
// verdict for the same pair is reported beside it, never in its place. Facts read off the graph (device,
// sizes, shared buffers, the path through other nodes, proximity) are labelled as such: they explain the
// verdict, they do not decide it.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analysis/logged_verdicts.h"
#include "graph/graph.h"
#include "sched/rule_source.h"
#include "sched/shared_data.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::analysis {

// One decision the policy made on groups holding the two nodes.
struct PairDecision {
  int decision = -1;             // index into Trace::decisions
  int round = 0;
  std::string phase, kind, verdict, reason, node1, node2;
  std::string basis;             // "ported", "recorded", "assumed"
  LoggedVerdict logged;          // Inductor's line for the same pair
};

// One line under a fact: a subject (a buffer) and what the policy says of it.
struct FactRow {
  std::string subject;
  std::string text;
};

// A fact from the graph, in the order Inductor's can_fuse looks at the same things. A fact may carry rows
// (the shared-data fact: each buffer both sides use that does not count, and why); front ends print a
// fact's rows under it whatever the fact is.
struct PairFact {
  PairFact() = default;
  PairFact(std::string name_, bool ok_, std::string detail_)
      : name(std::move(name_)), ok(ok_), detail(std::move(detail_)) {}
  std::string name;              // "same device", "shared data", ...
  bool ok = true;                // the fact allows fusion
  std::string detail;
  std::string rowsSubject;       // what the rows' subjects are ("buffer")
  std::string rowsHeading;       // what the rows' texts say
  std::vector<FactRow> rows;
};

// A node on the blocking path, in the user's terms as well as the dump's.
struct PathNode {
  NodeId id = kNone;
  std::string name;      // "op34"
  std::string what;      // its kind and the op it calls (an extern) or its first ATen op: "extern extern_kernels.mm"
  std::string where;     // its first location in the user's code (locationText, "(+N more)" when it has more);
                         // "" when the capture has none
};

// Candidate: accepted into the sorted candidate list at the step and not decided yet.
enum class PairOutcome { SameNode, Fused, Refused, Candidate, NotEvaluated };
const char* toString(PairOutcome outcome);  // "same node", "fused", "refused", "candidate", "not evaluated"

struct PairExplanation {
  NodeId a = kNone, b = kNone;
  std::string nameA, nameB;
  int step = 0;                          // decisions [0, step) are taken into account
  std::string groupA, groupB;            // the groups holding each node after `step` decisions
  std::string sizesA, sizesB;            // each group's (numel, rnumel) as the dump prints it
  // When the two nodes are in one group at the step, the facts are of the groups the fusion joined.
  std::string factsGroupA, factsGroupB;
  PairOutcome outcome = PairOutcome::NotEvaluated;
  std::string policy;
  std::string reason;                    // the policy's reason for its last refusal ("" when fused / never asked)
  std::optional<sched::RuleSource> reasonSource;  // where Inductor writes that reason (the policy's ruleSource)
  int decision = -1;                     // the decision giving the outcome
  std::string basis = "ported";          // that decision's DecisionBasis
  std::string basisNote;                 // what was recorded or assumed, when not "ported"
  // Inductor's own answer: its fusion.log line for the last decision on the pair, and its kernels.
  bool inductorLogged = false;
  std::string inductorVerdict;           // "fused" / "refused" when logged
  std::string inductorReason;
  int inductorLine = 0;                  // line in fusion.log
  int inductorSameKernel = -1;           // 1 / 0 from ir_post_fusion.txt; -1 when the capture has none
  std::vector<PairDecision> decisions;   // every decision on groups holding both nodes, in order (up to step)
  std::vector<PairFact> facts;
  std::vector<PathNode> path;            // a dependency path from one group to the other through other nodes
  std::vector<std::string> sharedBuffers;            // written by one side and read by the other, or read by both
  // What the deciding decision's pair shared by the policy's own measure (score_fusion_memory, and why
  // each buffer both use does not count), in its node1 / node2 order; nullopt where the policy reports none.
  std::optional<sched::SharedDataReport> sharedData;
  std::vector<std::string> buffersA, buffersB;       // each side's reads and writes (when nothing is shared)
  // Where each side's group came from in the user's code ("modeling_gpt2.py:242 in forward: …"), when the
  // caller passed the capture's SourceMap.
  std::vector<std::string> sourceA, sourceB;
};

// `step` < 0 or beyond the trace means after the last decision. Throws std::out_of_range for node ids
// outside the graph.
PairExplanation explainPair(const Graph& graph, const sched::Trace& trace, NodeId a, NodeId b, int step = -1,
                            const source::SourceMap* sources = nullptr);

// What the policy last said on the pair after the whole trace: explainPair's outcome, reason and deciding
// decision alone, without its facts, paths or Inductor's lines (whatif asks it of every setting it runs).
struct PairVerdict {
  PairOutcome outcome = PairOutcome::NotEvaluated;
  std::string reason;
  int decision = -1;   // index into Trace::decisions; -1 when no decision holds both nodes
};
PairVerdict pairVerdict(const sched::Trace& trace, NodeId a, NodeId b);

// False for a refusal that every fact allows: the refusing rule looks at something no fact measures (the
// front ends say so and point at Inductor's rule instead of leaving only ticks beside a refusal).
bool factsMeasureRefusal(const PairExplanation& e);

// Resolves a node name or a fused name as fusion.log writes it ("op4_op5": its first member); kNone when unknown.
NodeId resolvePairNode(const Graph& graph, const sched::Trace& trace, const std::string& name);

}  // namespace fusescope::analysis
