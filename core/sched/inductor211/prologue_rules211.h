// Scheduler.can_fuse's template prologue branch of 2.11 (node2.is_template(), scheduler.py ~5462-5519) and
// check_prologue_fusion_heuristics_fusable, with the facts they ask (bytes read and written, low-precision
// codegen, fusion.log's refused inputs). It holds its scheduler (prologue_rules.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "graph/graph.h"
#include "sched/inductor211/dep_pool.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct SchedNode211;

class PrologueRules211 {
 public:
  explicit PrologueRules211(Scheduler211& scheduler) : s_(scheduler) {}

  bool canFuseTemplatePrologue(int id1, int id2);
  int64_t readWriteBufferBytes(const SchedNode211& n, bool reads) const;
  std::optional<std::string> firstUpcastOp(const SchedNode211& n) const;   // none: low precision is fine

 private:
  bool recordedUnsupportedPrologueInput(NodeId templ, NameId buffer) const;
  bool canCodegenInLowPrecision(const SchedNode211& n) const;
  bool checkPrologueFusionHeuristicsFusable(int id1, int id2);

  Scheduler211& s_;
  // fusion.log's refused prologue inputs: (template node, buffer), read once.
  mutable std::optional<std::vector<std::pair<NodeId, BufferId>>> unsupportedPrologueInputs_;  // sorted
  std::set<NodeId> notedPrologueInputs_;  // templates whose assumed prologue inputs were noted
};

}  // namespace fusescope::sched::inductor211
