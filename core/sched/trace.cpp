#include "sched/trace.h"

#include <fmt/format.h>

namespace fusescope::sched {

const char* className(SchedNodeType type) {
  switch (type) {
    case SchedNodeType::Scheduler: return "SchedulerNode";
    case SchedNodeType::Extern: return "ExternKernelSchedulerNode";
    case SchedNodeType::Nop: return "NopKernelSchedulerNode";
    case SchedNodeType::Fused: return "FusedSchedulerNode";
    case SchedNodeType::Foreach: return "ForeachKernelSchedulerNode";
    case SchedNodeType::FusedMixOrder: return "FusedMixOrderReductions";
  }
  return "?";
}

const char* toString(FusionKind kind) {
  switch (kind) {
    case FusionKind::Vertical: return "vertical";
    case FusionKind::Horizontal: return "horizontal";
    case FusionKind::Epilogue: return "epilogue";
    case FusionKind::Foreach: return "foreach";
    case FusionKind::Combo: return "combo";
  }
  return "?";
}

const char* toString(DecisionPhase phase) { return phase == DecisionPhase::Candidate ? "candidate" : "fuse"; }

std::string describe(const FusionScore& s) {
  const auto yes = [](bool b) { return b ? "yes" : "no"; };
  return fmt::format(
      "score_fusion: candidates are tried from the highest tuple down\n"
      "1. {}: node1.is_template() == epilogue_fusion_first, and they share data\n"
      "2. {}: node1.is_reduction() == node2.is_reduction(), and they share data{}\n"
      "3. {} bytes: of the buffers both touch (score_fusion_memory)\n"
      "4. {}: minus their distance in the original order",
      yes(s.templateFirst), s.nestedReduction ? "-1" : yes(s.sameReduction),
      s.nestedReduction ? " (-1: node2 depends on node1, both reductions of different sizes: triton.nested_reduction "
                          "ranks such pairs last)"
                        : "",
      s.memory, s.proximity);
}

std::string scoreTuple(const FusionScore& s) {
  return fmt::format("({}, {}, {}, {})", s.templateFirst ? "T" : "F", s.nestedReduction ? "-1" : s.sameReduction ? "T" : "F",
                     s.memory, s.proximity);
}

const char* toString(DecisionBasis basis) {
  switch (basis) {
    case DecisionBasis::Ported: return "ported";
    case DecisionBasis::Recorded: return "recorded";
    case DecisionBasis::Assumed: return "assumed";
  }
  return "?";
}

const char* toString(Verdict verdict) {
  switch (verdict) {
    case Verdict::Candidate: return "candidate";
    case Verdict::Fused: return "fused";
    case Verdict::Rejected: return "rejected";
  }
  return "?";
}

}  // namespace fusescope::sched
