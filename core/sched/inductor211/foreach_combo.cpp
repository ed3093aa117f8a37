// Foreach nodes (create_foreach_nodes, ForeachKernelSchedulerNode.can_fuse / fuse) and combo kernels
// (create_combo_kernel_nodes after fusion).
#include "sched/inductor211/scheduler211.h"

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

// ForeachKernelSchedulerNode.__init__ (no prev nodes): read_to_node / name_to_node from its snodes.
int ForeachCombo211::makeForeach(const std::vector<int>& parts) {
  int id = s_.makeGroupNode(SchedNodeType::Foreach, parts);
  SchedNode211& f = s_.sn(id);
  for (int p : parts) {
    for (DepId r : s_.sn(p).reads) {
      NameId name = s_.pool_.dep(r).name;
      auto it = std::find_if(f.readToNode.begin(), f.readToNode.end(), [&](auto& e) { return e.first == name; });
      if (it != f.readToNode.end()) it->second = p;
      else f.readToNode.emplace_back(name, p);
    }
    for (NodeId m : s_.sn(p).members) f.nameToNode.emplace_back(m, p);
  }
  return id;
}

// Scheduler.create_foreach_nodes from V.graph.lists (Graph::foreachGroups).
void ForeachCombo211::createForeachNodes() {
  for (size_t i = 0; i < s_.nOrig_; ++i) s_.nodes_.push_back(static_cast<int>(i));
  engine::createForeachNodes(
      s_.graph_, s_.nodes_, s_.nOrig_, [&](NodeId m, bool) { return s_.sn(m).type != SchedNodeType::Nop; },
      [&](const std::vector<int>& parts) {
        const int fe = makeForeach(parts);
        s_.recordNode(fe, -1);
        for (NodeId m : s_.sn(fe).members) s_.fusedOf_[static_cast<size_t>(m)] = fe;
        return fe;
      });
}

// ForeachKernelSchedulerNode.can_fuse
bool ForeachCombo211::foreachCanFuse(int producerId, int consumerId) {
  const SchedNode211& producer = s_.sn(producerId);
  const SchedNode211& consumer = s_.sn(consumerId);
  if (producer.isForeach() && consumer.isForeach()) {
    if (producer.parts.size() != consumer.parts.size()) {
      s_.why(producerId, consumerId, Rule::ForeachLength);
      return false;
    }
    std::vector<int> lp = producer.parts, rp = consumer.parts;
    for (size_t k = 0; k < lp.size(); ++k)
      if (!s_.canFuse(lp[k], rp[k], false)) return false;
    return true;
  }
  if (consumer.isForeach()) {
    if (producer.isReduction) {
      s_.why(producerId, consumerId, Rule::ForeachProducerReduction);
      return false;
    }
    int sub = consumerSubnodeFor(consumer, producer);
    if (sub >= 0) return s_.canFuse(producerId, sub, false);
    s_.why(producerId, consumerId, Rule::ForeachProducerNotDep);
    return false;
  }
  if (consumer.isReduction) {
    s_.why(producerId, consumerId, Rule::ForeachConsumerReduction);
    return false;
  }
  int sub = producerSubnodeFor(producer, consumer);
  if (sub >= 0) return s_.canFuse(sub, consumerId, false);
  s_.why(producerId, consumerId, Rule::ForeachConsumerNoDep);
  return false;
}

int ForeachCombo211::consumerSubnodeFor(const SchedNode211& foreach, const SchedNode211& producer) const {
  for (NameId b : producer.buffers)
    for (const auto& [name, node] : foreach.readToNode)
      if (name == b) return node;
  return -1;
}

int ForeachCombo211::producerSubnodeFor(const SchedNode211& foreach, const SchedNode211& consumer) const {
  std::vector<int> producers;
  for (DepId r : consumer.reads) {
    NodeId p = s_.producerOf(s_.pool_.dep(r).name);
    if (p == kNone) continue;
    for (const auto& [op, node] : foreach.nameToNode)
      if (op == p) orderedAdd(producers, node);
  }
  return producers.size() == 1 ? producers.front() : -1;
}

// ForeachKernelSchedulerNode.fuse
int ForeachCombo211::fuseForeach(int producerId, int consumerId) {
  // By id, not by reference: every node made here is appended to the node list, which may move it. And no
  // copy of a whole foreach node (its members, deps and name grow with the optimizer's parameters).
  const bool producerForeach = s_.sn(producerId).isForeach(), consumerForeach = s_.sn(consumerId).isForeach();
  auto fusePair = [&](int l, int r) {
    std::vector<int> parts;
    for (NodeId m : s_.sn(l).members) parts.push_back(m);
    for (NodeId m : s_.sn(r).members) parts.push_back(m);
    return s_.makeGroupNode(SchedNodeType::Fused, parts);
  };
  if (producerForeach && consumerForeach) {
    const std::vector<int> lp = s_.sn(producerId).parts, rp = s_.sn(consumerId).parts;
    std::vector<int> parts;
    for (size_t k = 0; k < lp.size(); ++k) parts.push_back(fusePair(lp[k], rp[k]));
    return makeForeach(parts);
  }
  const int feId = producerForeach ? producerId : consumerId, otherId = producerForeach ? consumerId : producerId;
  const int sub = producerForeach ? producerSubnodeFor(s_.sn(producerId), s_.sn(consumerId))
                                  : consumerSubnodeFor(s_.sn(consumerId), s_.sn(producerId));
  const int newSub = producerForeach ? fusePair(sub, consumerId) : fusePair(producerId, sub);
  std::vector<int> parts = s_.sn(feId).parts;
  for (int& p : parts)
    if (p == sub) p = newSub;
  const int id = s_.makeForeachReplacing(feId, std::move(parts), newSub);
  // prev_node path: read/write/unmet from the foreach and the new subnode; read_to_node stays empty. The
  // subnode's members were the old one's (now the new subnode's) and the other node's (added, in order).
  std::vector<std::pair<NodeId, int>> nameToNode = s_.sn(feId).nameToNode;
  for (auto& entry : nameToNode)
    if (entry.second == sub) entry.second = newSub;
  for (NodeId m : s_.sn(otherId).members) nameToNode.emplace_back(m, newSub);
  s_.sn(id).nameToNode = std::move(nameToNode);
  return id;
}

// Scheduler._topological_sort_nodes: Kahn's levels over unmet deps, each level in self.nodes order.
std::vector<std::vector<int>> ForeachCombo211::topologicalLevels() const {
  std::unordered_map<int, int> indegree;
  std::unordered_map<int, std::vector<int>> children;
  std::vector<int> pending = s_.nodes_;
  for (int n : s_.nodes_) indegree[n] = 0;
  for (int n : s_.nodes_) {
    std::vector<int> deps;
    for (DepId d : s_.sn(n).unmet) {
      int f = s_.fusedNodeOfName(s_.pool_.dep(d).name);
      if (f < 0 || f == n || !indegree.count(f) || contains(deps, f)) continue;
      deps.push_back(f);
    }
    indegree[n] = static_cast<int>(deps.size());
    for (int f : deps) children[f].push_back(n);
  }
  std::vector<std::vector<int>> levels;
  while (!pending.empty()) {
    std::vector<int> level, rest;
    for (int n : pending) (indegree[n] == 0 ? level : rest).push_back(n);
    if (level.empty()) break;  // a cycle: Inductor asserts; FuseScope stops grouping
    for (int n : level)
      for (int c : children[n]) --indegree[c];
    levels.push_back(std::move(level));
    pending = std::move(rest);
  }
  return levels;
}

// ForeachKernelSchedulerNode.combinable_nodes: no extern/nop, foreach or template nodes (and no
// reductions with combo_kernels_pointwise_only).
bool ForeachCombo211::combinable(const SchedNode211& s) const {
  if (s.isExternOrNop() || s.isForeach() || s.isTemplate || s.isMix()) return false;
  return !(s_.config_.comboKernelsPointwiseOnly && s.isReduction);
}

// Scheduler.create_combo_kernel_nodes with _default_group_nodes_for_combo_kernels: per topological
// level, per GPU device, chunks of 8; speedup_by_combo_kernel is true (benchmark_combo_kernel off).
void ForeachCombo211::createComboKernelNodes() {
  s_.round_ = s_.trace_.rounds + 1;
  s_.phase_ = DecisionPhase::Fuse;
  constexpr size_t kMaxNodes = 8;
  std::vector<std::vector<int>> groups;
  const auto levels = topologicalLevels();
  // excluded_buffer_names: nodes reading a FusedMixOrderReductions' output are not grouped.
  std::vector<NameId> excluded;
  for (const auto& level : levels)
    for (int n : level)
      if (s_.sn(n).isMix())
        for (NameId b : s_.sn(n).buffers) orderedAdd(excluded, b);
  for (const auto& level : levels) {
    std::vector<std::pair<int, std::vector<int>>> byDevice;
    for (int n : level) {
      const std::string& device = s_.sn(n).device >= 0 ? s_.devices_[static_cast<size_t>(s_.sn(n).device)] : std::string();
      if (device.rfind("cpu", 0) == 0 || device.rfind("mps", 0) == 0) continue;
      if (!excluded.empty()) {
        bool reads = false;
        for (const auto* list : {&s_.sn(n).reads, &s_.sn(n).writes})
          for (DepId d : *list) reads = reads || contains(excluded, s_.pool_.dep(d).name);
        if (reads) continue;
      }
      auto it = std::find_if(byDevice.begin(), byDevice.end(), [&](auto& e) { return e.first == s_.sn(n).device; });
      if (it == byDevice.end()) it = byDevice.insert(byDevice.end(), {s_.sn(n).device, {}});
      it->second.push_back(n);
    }
    for (auto& [device, list] : byDevice)
      for (size_t i = 0; i < list.size(); i += kMaxNodes)
        groups.emplace_back(list.begin() + static_cast<std::ptrdiff_t>(i),
                            list.begin() + static_cast<std::ptrdiff_t>(std::min(list.size(), i + kMaxNodes)));
  }
  int combos = 0;
  s_.alive_.assign(s_.snodes_.size(), 0);
  for (int n : s_.nodes_) s_.alive_[static_cast<size_t>(n)] = 1;
  for (const auto& group : groups) {
    std::vector<int> parts;
    for (int n : group)
      if (combinable(s_.sn(n))) parts.push_back(n);
    if (parts.size() < 2) continue;
    ++combos;
    // One step per added node; the last step's node is Inductor's ForeachKernelSchedulerNode.
    int current = parts.front();
    for (size_t k = 1; k < parts.size(); ++k) {
      int combo = makeForeach(std::vector<int>(parts.begin(), parts.begin() + static_cast<std::ptrdiff_t>(k) + 1));
      s_.recorder_.fuse(s_.round_, s_.phase_, current, parts[k], FusionKind::Combo, combo, s_.sn(combo), s_.devices_);
      s_.alive_.resize(s_.snodes_.size(), 0);
      s_.alive_[static_cast<size_t>(current)] = 0;
      s_.alive_[static_cast<size_t>(parts[k])] = 0;
      s_.alive_[static_cast<size_t>(combo)] = 1;
      current = combo;
    }
    for (NodeId m : s_.sn(current).members) s_.fusedOf_[static_cast<size_t>(m)] = current;
  }
  std::vector<int> next;
  for (size_t n = 0; n < s_.alive_.size(); ++n)
    if (s_.alive_[n]) next.push_back(static_cast<int>(n));
  engine::sortByMinOrder(next, [&](int id) -> const engine::SchedNode& { return s_.sn(id); });
  s_.nodes_ = s_.topologicalSortSchedule(next);
  s_.trace_.rounds = s_.round_;
  s_.trace_.notes.push_back(fmt::format("{}: step {} is create_combo_kernel_nodes (combo_kernels): {} combo "
                                     "kernels; Inductor logs no `fusing` line for them", s_.policyName(), s_.round_, combos));
}

}  // namespace fusescope::sched::inductor211
