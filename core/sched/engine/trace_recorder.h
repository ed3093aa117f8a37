// Writes the Trace while a policy runs: every scheduler node as it forms, every decision (polling the
// cancel flag, since long loops record one per candidate pair), each fusion linked to the decision that
// took it, and notes with the basis a decision rests on. Both policies record through it, so a Trace
// means the same whichever policy wrote it.
#pragma once

#include <string>
#include <vector>

#include "sched/engine/sched_node.h"
#include "sched/schedule_cancel.h"
#include "sched/trace.h"

namespace fusescope::sched::engine {

class TraceRecorder {
 public:
  TraceRecorder(Trace& trace, CancelPoll& cancel) : trace_(trace), cancel_(cancel) {}

  // Trace::nodes[id] from `node`; `fusion` is the Trace::fusions index that formed it, -1 when none did.
  void recordNode(int id, const SchedNode& node, const std::vector<std::string>& devices, int fusion);

  // Appends a decision about (node1, node2); a basis set by restNextDecisionOn is attached to it.
  Decision& decide(int round, DecisionPhase phase, int node1, int node2, FusionKind kind, Verdict verdict,
                   std::string reason);
  // Records `fused` (already built from node1 and node2) as formed by a new Fused decision and fusion;
  // returns that decision for the caller's score and kind.
  Decision& fuse(int round, DecisionPhase phase, int node1, int node2, FusionKind kind, int fused,
                 const SchedNode& fusedNode, const std::vector<std::string>& devices);

  int addNote(std::string text);  // index into Trace::notes
  // The next decision recorded rests on trace.notes[note] (an assumption, or an outcome from fusion.log).
  void restNextDecisionOn(DecisionBasis basis, int note) {
    pendingBasis_ = basis;
    pendingNote_ = note;
  }
  void forgetPendingBasis() { pendingNote_ = -1; }  // a new pair's evaluation starts afresh

 private:
  Trace& trace_;
  CancelPoll& cancel_;
  DecisionBasis pendingBasis_ = DecisionBasis::Ported;
  int pendingNote_ = -1;
};

}  // namespace fusescope::sched::engine
