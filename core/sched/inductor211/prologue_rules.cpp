// Scheduler.can_fuse's template prologue branch (node2.is_template(), scheduler.py ~5462-5519) and
// check_prologue_fusion_heuristics_fusable, in Inductor 2.11's order and wording.
#include "sched/inductor211/scheduler211.h"

#include <set>
#include <sstream>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

namespace {

// "op0_op4" -> {"op0", "op4"} (fused names join their members' names with '_').
std::vector<std::string> splitFusedName(const std::string& name) {
  std::vector<std::string> out;
  std::stringstream ss(name);
  for (std::string part; std::getline(ss, part, '_');) out.push_back(part);
  return out;
}

// Ops RecordLowPrecisionOps does not count as numeric (analyze_preserves_zero_mask.py): memory access,
// indexing, casts, constants and where.
bool nonNumericOp(const std::string& op) {
  static const std::set<std::string> kOps = {"load", "store", "store_reduction", "to_dtype", "constant", "where",
                                             "index_expr", "indirect_indexing", "get_index", "masked",
                                             "check_bounds", "load_seed", "output", "placeholder"};
  return kOps.count(op) > 0;
}

bool lowPrecisionFloat(const std::string& dtype) {
  return dtype == "torch.bfloat16" || dtype == "torch.float16" || dtype.rfind("torch.float8", 0) == 0;
}

}  // namespace

// The template's inputs get_allowed_prologue_inps() leaves out are not in the dump; fusion.log's
// "prologue fusion not implemented for kernel for these inputs" lines name them (by their producers).
bool PrologueRules211::recordedUnsupportedPrologueInput(NodeId templ, NameId buffer) const {
  if (!unsupportedPrologueInputs_) {
    // (template node, buffer) pairs by id: the graph's own name index, not a map of every node's name.
    std::vector<std::pair<NodeId, BufferId>> out;
    for (const RecordedDecision& d : s_.graph_.inductor.decisions) {
      if (d.fused || d.reason != "prologue fusion not implemented for kernel for these inputs") continue;
      for (const std::string& t : splitFusedName(d.node2)) {
        const Node* templNode = s_.graph_.findNode(t);
        if (!templNode || !templNode->isTemplate()) continue;
        for (const std::string& p : splitFusedName(d.node1))
          if (const Node* producer = s_.graph_.findNode(p))
            for (BufferId b : producer->outputs) out.emplace_back(templNode->id, b);
      }
    }
    std::sort(out.begin(), out.end());
    unsupportedPrologueInputs_ = std::move(out);
  }
  const BufferId b = s_.pool_.nameInfo(buffer).buffer;
  return b != kNone && std::binary_search(unsupportedPrologueInputs_->begin(), unsupportedPrologueInputs_->end(),
                                          std::pair<NodeId, BufferId>{templ, b});
}

// BaseSchedulerNode.get_read_write_buffer_accesses summed (get_read_buffer_sizes / get_write_buffer_sizes).
int64_t PrologueRules211::readWriteBufferBytes(const SchedNode211& n, bool reads) const {
  // SchedulerNode: numel of its ranges; a fused node counts whole buffers (node_numel = 1e9).
  int64_t nodeNumel = 1000000000;
  if (n.type != SchedNodeType::Fused && n.members.size() == 1) {
    const Original& o = s_.orig(n.members.front());
    nodeNumel = 1;
    for (int64_t x : o.pointwise) nodeNumel = saturatingMul(nodeNumel, x);
    for (int64_t x : o.reduction) nodeNumel = saturatingMul(nodeNumel, x);
  }
  std::vector<NameId> names;
  std::map<NameId, int64_t> depCount;
  for (DepId d : reads ? n.reads : n.writes) {
    NameId name = s_.pool_.dep(d).name;
    orderedAdd(names, name);
    ++depCount[name];
  }
  // A fused node's writes whose every user is inside it are not materialized.
  auto materialized = [&](NameId name) {
    BufferId b = s_.pool_.nameInfo(name).buffer;
    if (b == kNone) return true;
    for (const BufferUser& u : s_.graph_.buffers[static_cast<size_t>(b)].users) {
      bool inside = false;
      for (NodeId m : n.members)
        if (s_.graph_.nodes[static_cast<size_t>(m)].name == u.node) inside = true;
      if (!inside) return true;
    }
    return false;
  };
  int64_t total = 0;
  for (NameId name : names) {
    if (!reads && n.type == SchedNodeType::Fused && !materialized(name)) continue;
    const NameInfo& info = s_.pool_.nameInfo(name);
    if (!info.known || info.buffer == kNone) continue;
    const Layout& layout = s_.graph_.buffers[static_cast<size_t>(info.buffer)].layout;
    if (layout.kind == "NoneLayout" || layout.kind == "MultiOutputLayout") continue;
    int64_t accessed = saturatingMul(nodeNumel, depCount[name]);
    total = saturatingAdd(total, saturatingMul(info.elemBytes, std::min(accessed, info.numel)));
  }
  return total;
}

// BaseSchedulerNode.can_codegen_in_low_precision: every node a SchedulerNode whose loop body computes
// nothing numeric (can_codegen_without_upcasts(n, disallow_fp32_ops=True)).
bool PrologueRules211::canCodegenInLowPrecision(const SchedNode211& n) const { return !firstUpcastOp(n); }

// What keeps a node from staying in low precision: the first numeric op of its members' loop bodies
// ("ops.add"), or "no loop body" for a node without one; nullopt when none does.
std::optional<std::string> PrologueRules211::firstUpcastOp(const SchedNode211& n) const {
  for (NodeId m : n.members) {
    const Node& node = s_.graph_.nodes[static_cast<size_t>(m)];
    if (node.kind != NodeKind::Scheduler || !node.body) return std::string("no loop body");
    for (const LoopBlock& block : node.body->blocks)
      for (const std::string& line : block.lines) {
        size_t at = line.find("ops.");
        if (at == std::string::npos) continue;
        size_t open = line.find('(', at);
        if (open == std::string::npos) continue;
        std::string op = line.substr(at + 4, open - at - 4);
        if (!nonNumericOp(op)) return "ops." + op;
      }
  }
  return std::nullopt;
}

// Scheduler.check_prologue_fusion_heuristics_fusable
bool PrologueRules211::checkPrologueFusionHeuristicsFusable(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const int64_t readBytes = readWriteBufferBytes(n1, true);
  const int64_t writeBytes = readWriteBufferBytes(n1, false);
  // BYTES_THRESHOLD_MULTIPLIER = 1.1
  if (static_cast<double>(readBytes) > static_cast<double>(writeBytes) * 1.1) {
    s_.why(id1, id2, Rule::PrologueBytes);
    return false;
  }
  std::vector<std::string> origins;
  for (NodeId m : n1.members)
    for (const std::string& o : s_.graph_.nodes[static_cast<size_t>(m)].origins) origins.push_back(o);
  if (origins.size() == 1 && origins.front().find("constant_pad_nd") != std::string::npos) {
    s_.why(id1, id2, Rule::PrologueUnalignedPadding);
    return false;
  }
  const NodeId templ = s_.templateMember(s_.sn(id2));
  std::string dtype;
  if (!s_.graph_.nodes[static_cast<size_t>(templ)].outputs.empty())
    dtype = s_.graph_.buffers[static_cast<size_t>(s_.graph_.nodes[static_cast<size_t>(templ)].outputs.front())].layout.dtype;
  if (lowPrecisionFloat(dtype) && !canCodegenInLowPrecision(n1)) {
    s_.why(id1, id2, Rule::PrologueUpcast);
    return false;
  }
  return true;
}

// The prologue branch of Scheduler.can_fuse; false after a refusal.
bool PrologueRules211::canFuseTemplatePrologue(int id1, int id2) {
  const SchedNode211& n1 = s_.sn(id1);
  const SchedNode211& n2 = s_.sn(id2);
  if (!s_.config_.prologueFusion) {
    s_.why(id1, id2, Rule::PrologueOff);
    return false;
  }
  if (n1.isReduction || n1.isTemplate) {
    s_.why(id1, id2, Rule::ProloguePointwiseOnly);
    return false;
  }
  const NodeId templ = s_.templateMember(n2);
  const Node& templNode = s_.graph_.nodes[static_cast<size_t>(templ)];
  if (templNode.irType.find("Triton") == std::string::npos && templNode.irType != "MultiTemplateBuffer") {
    s_.why(id1, id2, Rule::PrologueTritonTemplatesOnly);
    return false;
  }
  // node1.get_buffer_names() & (template inputs - get_allowed_prologue_inps())
  std::vector<NameId> inputs;
  for (DepId d : s_.sn(templ).reads) orderedAdd(inputs, s_.pool_.dep(d).name);
  for (NameId b : n1.buffers) {
    if (!contains(inputs, b)) continue;
    if (s_.graph_.inductor.hasFusionLog && recordedUnsupportedPrologueInput(templ, b)) {
      s_.recorder_.restNextDecisionOn(
          DecisionBasis::Recorded,
          s_.recorder_.addNote(fmt::format("recorded: {} is not an allowed prologue input of {} (fusion.log refuses "
                                        "it; get_allowed_prologue_inps is not in the dump)",
                                        s_.pool_.name(b), templNode.name)));
      s_.why(id1, id2, Rule::PrologueInputs);
      return false;
    }
  }
  if (!s_.graph_.inductor.hasFusionLog && notedPrologueInputs_.insert(templ).second)
    s_.trace_.notes.push_back(fmt::format("assumed: every input of {} is an allowed prologue input "
                                       "(get_allowed_prologue_inps is not in the dump, no fusion.log)",
                                       templNode.name));
  if (s_.hasAliasOrMutation(n1)) {
    s_.why(id1, id2, Rule::PrologueFunctionalPointwise);
    return false;
  }
  auto inPrologue = [&](const std::string& user) {
    for (NodeId m : n1.members)
      if (s_.graph_.nodes[static_cast<size_t>(m)].name == user) return true;
    return false;
  };
  for (size_t i = 0; i + 1 < n1.members.size(); ++i)
    for (BufferId b : s_.graph_.nodes[static_cast<size_t>(n1.members[i])].outputs)
      for (const BufferUser& u : s_.graph_.buffers[static_cast<size_t>(b)].users)
        if (!inPrologue(u.node)) {
          s_.why(id1, id2, Rule::PrologueSingleUse);
          return false;
        }
  const Node& last = s_.graph_.nodes[static_cast<size_t>(n1.members.back())];
  const bool singleUseIntoTemplate =
      last.outputs.size() == 1 && s_.graph_.buffers[static_cast<size_t>(last.outputs.front())].users.size() == 1 &&
      s_.graph_.buffers[static_cast<size_t>(last.outputs.front())].users.front().node == templNode.name;
  if (!singleUseIntoTemplate) {
    s_.why(id1, id2, Rule::PrologueSingleUseIntoTemplate);
    return false;
  }
  return checkPrologueFusionHeuristicsFusable(id1, id2);
}

}  // namespace fusescope::sched::inductor211
