// Nodes formed from others: FusedSchedulerNode, ForeachKernelSchedulerNode (create_foreach_nodes and
// ForeachKernelSchedulerNode.fuse), and the subkernel lookups a foreach fusion needs.
#include "sched/seed/seed_scheduler.h"

#include <limits>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::seed {

// Scheduler.create_foreach_nodes (from Graph::foreachGroups, Inductor's V.graph.lists).
void SeedScheduler::createForeachNodes() {
  std::vector<char> live(nOrig_, 0);
  for (int n : nodes_) live[static_cast<size_t>(n)] = 1;
  engine::createForeachNodes(
      graph_, nodes_, snodes_.size(),
      [&](NodeId m, bool inEarlierGroup) { return live[static_cast<size_t>(m)] && !inEarlierGroup; },
      [&](const std::vector<int>& parts) {
        const int fe = makeForeach(parts);
        recordNode(fe, -1);
        for (NodeId m : sn(fe).members) topOf_[static_cast<size_t>(m)] = fe;
        return fe;
      });
}

// Common part of FusedSchedulerNode.__init__ over `parts` (the seed's snodes).
int SeedScheduler::newNode(SchedNodeType type, std::vector<int> parts) {
  SeedNode s;
  s.type = type;
  s.parts = std::move(parts);
  s.memberBits = NodeBitset(nOrig_);
  s.ancestors = NodeBitset(nOrig_);
  s.minOrder = std::numeric_limits<int>::max();
  s.maxOrder = std::numeric_limits<int>::min();
  for (size_t i = 0; i < s.parts.size(); ++i) {
    const SeedNode& p = sn(s.parts[i]);
    if (i) s.name += '_';
    s.name += p.name;
    s.members.insert(s.members.end(), p.members.begin(), p.members.end());
    s.memberBits.orWith(p.memberBits);
    s.isReduction = s.isReduction || p.isReduction;
    s.isTemplate = s.isTemplate || p.isTemplate;
    s.hasAliasOrMutation = s.hasAliasOrMutation || p.hasAliasOrMutation;
  }
  if (s.isGroup()) cycleCheck_.noteGroup(s);
  snodes_.push_back(std::move(s));
  return static_cast<int>(snodes_.size()) - 1;
}

// ReadWrites.merge_list(...) and the unmet_dependencies formula of FusedSchedulerNode.__init__.
void SeedScheduler::mergeReadWrites(SeedNode& s, const std::vector<int>& from) {
  std::vector<DepId> reads, writes, unmet;
  for (int f : from) {
    const SeedNode& p = sn(f);
    reads.insert(reads.end(), p.reads.begin(), p.reads.end());
    writes.insert(writes.end(), p.writes.begin(), p.writes.end());
    unmet.insert(unmet.end(), p.unmet.begin(), p.unmet.end());
    s.ancestors.orWith(p.ancestors);
    s.minOrder = std::min(s.minOrder, p.minOrder);
    s.maxOrder = std::max(s.maxOrder, p.maxOrder);
  }
  sortUnique(reads);
  sortUnique(writes);
  sortUnique(unmet);
  s.writes = std::move(writes);
  s.reads = setMinus(reads, s.writes);
  s.used = setUnion(s.reads, s.writes);
  std::vector<DepId> outside;
  outside.reserve(unmet.size());
  for (DepId d : unmet) {
    NodeId p = deps_.producer(deps_.dep(d).name);
    if (p != kNone && s.memberBits.test(p)) continue;  // dep.name not in self.get_names()
    outside.push_back(d);
  }
  s.unmet = setMinus(outside, s.writes);
}

// FusedSchedulerNode.fuse(node1, node2) = FusedSchedulerNode(node1.get_nodes() + node2.get_nodes()).
int SeedScheduler::makeFused(int a, int b) {
  std::vector<int> parts = sn(a).members;
  parts.insert(parts.end(), sn(b).members.begin(), sn(b).members.end());
  int id = newNode(SchedNodeType::Fused, parts);
  SeedNode& s = sn(id);
  mergeReadWrites(s, s.parts);
  // group = max(snodes, key=is_reduction).group: the first reduction, else the first node.
  s.groupNode = s.members.front();
  for (NodeId m : s.members)
    if (facts(m).isReduction) {
      s.groupNode = m;
      break;
    }
  s.device = facts(s.groupNode).device;
  return id;
}

// ForeachKernelSchedulerNode.__init__ without prev nodes: subkernels `parts`, read_to_node / name_to_node.
int SeedScheduler::makeForeach(const std::vector<int>& parts) {
  int id = newNode(SchedNodeType::Foreach, parts);
  SeedNode& s = sn(id);
  mergeReadWrites(s, s.parts);
  for (int p : s.parts) {
    for (DepId d : sn(p).reads) {
      NameId name = deps_.dep(d).name;
      auto it = std::find_if(s.readToNode.begin(), s.readToNode.end(), [&](const auto& e) { return e.first == name; });
      if (it != s.readToNode.end()) it->second = p;
      else s.readToNode.emplace_back(name, p);
    }
    for (NodeId m : sn(p).members)
      for (NameId o : facts(m).outputs) s.nameToNode.emplace_back(o, m);
  }
  s.groupNode = kNone;  // group = (device, 0)
  s.device = sn(s.parts.front()).device;
  return id;
}

// ForeachKernelSchedulerNode.fuse: both foreach, or one foreach and one subkernel partner.
int SeedScheduler::fuseForeach(int producer, int consumer, int fusionIndex) {
  // Copies, not references: makeFused appends to snodes_.
  const bool producerIsForeach = sn(producer).isForeach();
  const bool consumerIsForeach = sn(consumer).isForeach();
  if (producerIsForeach && consumerIsForeach) {
    const std::vector<int> left = sn(producer).parts, right = sn(consumer).parts;
    std::vector<int> fusedParts;
    for (size_t i = 0; i < left.size() && i < right.size(); ++i) {
      int f = makeFused(left[i], right[i]);
      recordNode(f, fusionIndex);
      fusedParts.push_back(f);
    }
    return makeForeach(fusedParts);
  }
  const int foreachNode = producerIsForeach ? producer : consumer;
  const int other = producerIsForeach ? consumer : producer;
  const int sub = producerIsForeach ? producerSubnodeFor(producer, consumer) : consumerSubnodeFor(consumer, producer);
  std::vector<int> parts = sn(foreachNode).parts;
  int newSub = -1;
  for (int& p : parts)
    if (p == sub) {
      newSub = producerIsForeach ? makeFused(p, consumer) : makeFused(producer, p);
      recordNode(newSub, fusionIndex);
      p = newSub;
    }
  int id = newNode(SchedNodeType::Foreach, parts);
  SeedNode& s = sn(id);
  // The prev_node branch: read_writes and unmet from (prev_node_1, prev_node_2), read_to_node left empty.
  mergeReadWrites(s, newSub >= 0 ? std::vector<int>{foreachNode, newSub} : std::vector<int>{foreachNode});
  s.ancestors = sn(foreachNode).ancestors;
  s.ancestors.orWith(sn(other).ancestors);
  s.nameToNode = sn(foreachNode).nameToNode;
  for (NodeId m : sn(other).members)
    for (NameId o : facts(m).outputs) s.nameToNode.emplace_back(o, m);
  s.groupNode = kNone;
  s.device = sn(s.parts.front()).device;
  return id;
}

// get_consumer_subnode_for: producer.get_name() in read_to_node. A fused producer's name is never a
// buffer name, so only a single node's outputs can match (as in the seed).
int SeedScheduler::consumerSubnodeFor(int foreachNode, int producer) const {
  const SeedNode& p = sn(producer);
  if (p.isGroup()) return -1;
  for (NameId o : facts(p.members.front()).outputs)
    for (const auto& [name, part] : sn(foreachNode).readToNode)
      if (name == o) return part;
  return -1;
}

// get_producer_subnode_for: the subkernel producing one of the consumer's reads. The seed's
// name_to_node can point at a subnode replaced by an earlier fusion; FuseScope resolves the name to
// the current subkernel holding its producer.
int SeedScheduler::producerSubnodeFor(int foreachNode, int consumer) const {
  const SeedNode& f = sn(foreachNode);
  for (DepId d : sn(consumer).reads) {
    NameId name = deps_.dep(d).name;
    for (const auto& [n, producerNode] : f.nameToNode)
      if (n == name) {
        for (int part : f.parts)
          if (sn(part).memberBits.test(producerNode)) return part;
      }
  }
  return -1;
}

}  // namespace fusescope::sched::seed
