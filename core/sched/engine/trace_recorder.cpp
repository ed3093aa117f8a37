#include "sched/engine/trace_recorder.h"

#include <utility>

namespace fusescope::sched::engine {

void TraceRecorder::recordNode(int id, const SchedNode& node, const std::vector<std::string>& devices, int fusion) {
  if (trace_.nodes.size() <= static_cast<size_t>(id)) trace_.nodes.resize(static_cast<size_t>(id) + 1);
  SchedNodeInfo& info = trace_.nodes[static_cast<size_t>(id)];
  info.name = node.name;
  info.type = node.type;
  info.members = node.members;
  info.createdByFusion = fusion;
  info.device = node.device >= 0 ? devices[static_cast<size_t>(node.device)] : std::string();
  info.isReduction = node.isReduction;
  info.isTemplate = node.isTemplate;
  info.minOrder = node.minOrder;
  info.maxOrder = node.maxOrder;
}

Decision& TraceRecorder::decide(int round, DecisionPhase phase, int node1, int node2, FusionKind kind,
                                Verdict verdict, std::string reason) {
  cancel_.tick();
  Decision d;
  d.round = round;
  d.phase = phase;
  d.node1 = node1;
  d.node2 = node2;
  d.kind = kind;
  d.verdict = verdict;
  d.reason = std::move(reason);
  if (pendingNote_ >= 0) {
    d.basis = pendingBasis_;
    d.note = pendingNote_;
    pendingNote_ = -1;
  }
  trace_.decisions.push_back(std::move(d));
  return trace_.decisions.back();
}

Decision& TraceRecorder::fuse(int round, DecisionPhase phase, int node1, int node2, FusionKind kind, int fused,
                              const SchedNode& fusedNode, const std::vector<std::string>& devices) {
  const int fusionIndex = static_cast<int>(trace_.fusions.size());
  recordNode(fused, fusedNode, devices, fusionIndex);
  Decision& d = decide(round, phase, node1, node2, kind, Verdict::Fused, {});
  d.fusion = fusionIndex;
  trace_.fusions.push_back({round, node1, node2, fused, static_cast<int>(trace_.decisions.size()) - 1});
  return d;
}

int TraceRecorder::addNote(std::string text) {
  trace_.notes.push_back(std::move(text));
  return static_cast<int>(trace_.notes.size()) - 1;
}

}  // namespace fusescope::sched::engine
