// The nodes of ir_pre_fusion.txt as Scheduler211 builds them (SchedulerNode .. ForeachKernelSchedulerNode),
// group nodes, Scheduler.topological_sort_schedule and compute_last_usage.
#include "sched/inductor211/scheduler211.h"

#include <cstring>
#include <string_view>
#include <unordered_set>

#include <fmt/format.h>

#include "util/find_text.h"
#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

std::string exprKey(const std::string& text) {
  auto e = tryParseExpr(text);
  return e ? e->str() : text;
}

void Scheduler211::run() {
  auto t0 = Clock::now();
  buildNodes();
  mix_.findSplitReductions();
  computeMutationNames();
  foreach_.createForeachNodes();
  nodes_ = topologicalSortSchedule(nodes_);
  trace_.initial = nodes_;
  trace_.nodesBefore = static_cast<int>(nOrig_);
  trace_.timing.dependenciesMs = msSince(t0);
  cancel_.check();
  auto t1 = Clock::now();
  fuseNodes();
  if (config_.comboKernels) foreach_.createComboKernelNodes();
  trace_.timing.fusionMs = msSince(t1);
  cancel_.check();
  auto t2 = Clock::now();
  computeLastUsage();
  for (size_t i = 0; i < nodes_.size(); ++i) {
    const int n = nodes_[i];
    Kernel k;
    k.node = n;
    k.lastUsage = std::move(lastUsage_[i]);  // read once, here
    const SchedNode211& s = sn(n);
    k.backend = s.isForeach() ? "foreach"
                : s.type == SchedNodeType::Extern ? "extern"
                : s.type == SchedNodeType::Nop    ? "nop"
                : orig(s.members.front()).isCpu   ? "cpp"
                                                  : "triton";
    trace_.kernels.push_back(std::move(k));
  }
  trace_.timing.finalizeMs = msSince(t2);
}

// Buffer names in the order the loop body touches them (ReadWrites order from extract_read_writes), up to
// the last of `wanted` to be touched: only the order of the wanted names is asked for, and names touched
// later rank after them all the same. With one wanted name or none there is no order to find.
void Scheduler211::bodyBufferOrder(const Node& n, std::vector<std::string_view>& order,
                                   const std::vector<std::string_view>& wanted) {
  order.clear();
  if (!n.body || wanted.size() <= 1) return;
  size_t found = 0;
  for (const auto& block : n.body->blocks)
    for (const auto& text : block.lines) {
      const std::string_view line = text;  // views: no string per op of every loop body
      // A name is quoted: a line without a quote (most arithmetic) names no buffer.
      if (line.empty() || !std::memchr(line.data(), '\'', line.size())) continue;
      size_t pos = 0;
      while ((pos = findText(line, "ops.", pos)) != std::string_view::npos) {
        pos += 4;
        size_t paren = line.find('(', pos);
        if (paren == std::string_view::npos) break;
        const std::string_view op = line.substr(pos, paren - pos);
        if (op == "load" || op == "store" || op == "store_reduction" || op == "load_seed" || op == "index_put" ||
            op == "bucketize") {
          size_t q = line.find('\'', paren);
          size_t e = q == std::string_view::npos ? q : line.find('\'', q + 1);
          if (e != std::string_view::npos) {
            const std::string_view name = line.substr(q + 1, e - q - 1);
            if (std::find(order.begin(), order.end(), name) == order.end()) {
              order.push_back(name);
              if (std::find(wanted.begin(), wanted.end(), name) != wanted.end() && ++found == wanted.size()) return;
            }
          }
        }
      }
    }
}

// exprKey with a memo: every layer of a deep model repeats the same (numel, rnumel) texts.
const std::string& Scheduler211::cachedExprKey(const std::string& text) {
  auto [it, fresh] = exprKeys_.try_emplace(text);
  if (fresh) it->second = exprKey(text);
  return it->second;
}

void Scheduler211::buildNodes() {
  constexpr size_t kInsertionSortMax = 32;  // a node's reads: few, sorted by body rank
  nOrig_ = graph_.nodes.size();
  origs_.resize(nOrig_);
  snodes_.reserve(2 * nOrig_ + 16);  // the group nodes fusion forms: fewer moves of every node
  snodes_.resize(nOrig_);
  fusedOf_.resize(nOrig_);
  for (size_t i = 0; i < nOrig_; ++i) {
    cancel_.tick();
    const Node& n = graph_.nodes[i];
    Original& o = origs_[i];
    o.outputs.reserve(n.outputs.size());
    for (BufferId b : n.outputs) o.outputs.push_back(pool_.nameId(graph_.buffers[static_cast<size_t>(b)].name));
    for (NameId out : o.outputs)
      if (BufferId b = pool_.nameInfo(out).buffer; b != kNone) {
        const Buffer& buf = graph_.buffers[static_cast<size_t>(b)];
        if (!buf.mutations.empty() || !buf.aliases.empty()) o.hasAliasOrMutation = true;
      }
    std::string device = n.device;
    if (device.empty())
      for (NameId out : o.outputs)
        if (BufferId b = pool_.nameInfo(out).buffer; b != kNone && device.empty())
          device = graph_.buffers[static_cast<size_t>(b)].layout.device;
    o.isCpu = device.rfind("cpu", 0) == 0;
    if (n.group.size() >= 2) {
      o.numelText = n.group[0];
      o.rnumelText = n.group[1];
    }
    o.numelKey = cachedExprKey(o.numelText);
    o.rnumelKey = cachedExprKey(o.rnumelText);
    o.numel = pool_.sizeHint(o.numelText);
    o.rnumel = pool_.sizeHint(o.rnumelText);
    o.pointwiseText = n.iterSizes;  // one allocation each, not one per size appended
    o.reductionText = n.reduceSizes;
    o.pointwise.reserve(n.iterSizes.size());
    o.reduction.reserve(n.reduceSizes.size());
    for (const auto& s : n.iterSizes) o.pointwise.push_back(pool_.sizeHint(s));
    for (const auto& s : n.reduceSizes) o.reduction.push_back(pool_.sizeHint(s));
    // A graph names a device or two: a linear search, no hash node per node.
    auto dit = std::find(devices_.begin(), devices_.end(), device);
    if (dit == devices_.end()) dit = devices_.insert(devices_.end(), device);

    SchedNode211& s = snodes_[i];
    s.type = n.kind == NodeKind::Scheduler ? SchedNodeType::Scheduler
             : n.kind == NodeKind::Nop     ? SchedNodeType::Nop
                                           : SchedNodeType::Extern;
    s.name = n.name;
    s.members = {static_cast<NodeId>(i)};
    s.parts = {static_cast<int>(i)};
    s.memberBits = NodeBitset(nOrig_);
    s.memberBits.set(static_cast<int>(i));
    s.ancestors = NodeBitset(nOrig_);
    s.device = static_cast<int>(dit - devices_.begin());
    s.isTemplate = n.kind == NodeKind::Scheduler && n.isTemplate();
    s.multiTemplate = s.isTemplate && n.irType == "MultiTemplateBuffer";
    s.isReduction = n.kind == NodeKind::Scheduler && n.isReduction() && !s.isTemplate;
    s.groupNode = static_cast<NodeId>(i);
    s.buffers = o.outputs;
    // reads: MemoryDeps in loop-body order, then the rest as printed (pformat sorted them as strings).
    std::vector<std::string_view>& readNames = readNamesScratch_;  // the memory reads' names, distinct
    readNames.clear();
    for (const auto* deps : {&n.unmetDeps, &n.metDeps})
      for (const auto& d : *deps)
        if (d.kind == DepKind::Memory && std::find(readNames.begin(), readNames.end(), d.name) == readNames.end())
          readNames.push_back(d.name);
    std::vector<std::string_view>& bodyOrder = bodyOrderScratch_;
    bodyBufferOrder(n, bodyOrder, readNames);
    std::vector<std::pair<size_t, DepId>>& reads = rankedReads_;
    reads.clear();
    std::vector<DepId>& unmetIds = unmetIdsScratch_;  // interned once, for reads and for unmet
    unmetIds.clear();
    auto addReads = [&](const std::vector<Dependency>& deps, std::vector<DepId>* ids) {
      for (const auto& d : deps) {
        DepId id = pool_.intern(d);
        if (ids) ids->push_back(id);
        size_t rank = bodyOrder.size() + 1;
        if (d.kind == DepKind::Memory) {
          auto it = std::find(bodyOrder.begin(), bodyOrder.end(), d.name);
          if (it != bodyOrder.end()) rank = static_cast<size_t>(it - bodyOrder.begin());
        } else {
          rank = bodyOrder.size() + 2;
        }
        reads.emplace_back(rank, id);
      }
    };
    addReads(n.unmetDeps, &unmetIds);
    addReads(n.metDeps, nullptr);
    const auto byRank = [](const auto& a, const auto& b) { return a.first < b.first; };
    if (reads.size() <= kInsertionSortMax) {  // a stable insertion sort: std::stable_sort allocates a buffer
      for (size_t k = 1; k < reads.size(); ++k)
        for (size_t j = k; j > 0 && byRank(reads[j], reads[j - 1]); --j) std::swap(reads[j], reads[j - 1]);
    } else {
      std::stable_sort(reads.begin(), reads.end(), byRank);
    }
    s.reads.reserve(reads.size());
    s.writes.reserve(n.writes.size());
    s.unmet.reserve(unmetIds.size());
    for (auto& [rank, id] : reads) orderedAdd(s.reads, id);
    for (const auto& d : n.writes) {
      DepId id = pool_.intern(d);
      orderedAdd(s.writes, id);
      if (d.kind == DepKind::Memory && d.mode == "atomic_add") o.atomicStores.push_back(pool_.dep(id).name);
    }
    for (DepId id : unmetIds) orderedAdd(s.unmet, id);
    if (!config_.loopOrderingAfterFusion) {  // only the tiling analysis of that mode reads them
      o.rawReads = s.reads;
      o.rawWrites = s.writes;
    }
    // SchedulerNode._compute_attrs: should_normalize = not loop_ordering_after_fusion or not is_gpu. A
    // dump taken with it off already prints normalized GPU deps (normalizing again changes nothing); one
    // taken with it on prints them unnormalized, and they are normalized here.
    if (!config_.loopOrderingAfterFusion && !o.isCpu && s.type == SchedNodeType::Scheduler)
      for (auto* list : {&s.reads, &s.writes, &s.unmet})
        for (DepId& d : *list) d = loops_.normalizedDepId(d);
    s.minOrder = s.maxOrder = static_cast<int>(i);
    fusedOf_[i] = static_cast<int>(i);
  }
  simd_.readBodyTilings();
  // compute_ancestors over the printed (topologically sorted) order.
  for (size_t i = 0; i < nOrig_; ++i) {
    cancel_.tick();
    SchedNode211& s = snodes_[i];
    for (DepId d : s.unmet) {
      NodeId p = producerOf(pool_.dep(d).name);
      if (p == kNone || static_cast<size_t>(p) == i) continue;
      s.ancestors.set(p);
      s.ancestors.orWith(snodes_[static_cast<size_t>(p)].ancestors);
    }
  }
  trace_.nodes.reserve(snodes_.capacity());  // a trace node per scheduler node: fewer moves as groups form
  trace_.nodes.resize(nOrig_);
  for (size_t i = 0; i < nOrig_; ++i) recordNode(static_cast<int>(i), -1);
}

// Scheduler.mutation_renames / mutation_real_name as compute_dependencies leaves them.
void Scheduler211::computeMutationNames() {
  mutationRenames_.assign(pool_.nameCount(), -1);
  mutationRealName_.assign(pool_.nameCount(), -1);
  for (size_t i = 0; i < nOrig_; ++i)
    for (NameId out : origs_[i].outputs) {
      BufferId b = pool_.nameInfo(out).buffer;
      if (b == kNone) continue;
      for (const auto& m : graph_.buffers[static_cast<size_t>(b)].mutations) {
        NameId alt = pool_.nameId(m);
        if (mutationRenames_.size() < pool_.nameCount()) {
          mutationRenames_.resize(pool_.nameCount(), -1);
          mutationRealName_.resize(pool_.nameCount(), -1);
        }
        NameId altRenamed = renamed(alt);
        mutationRenames_[static_cast<size_t>(altRenamed)] = out;
        mutationRenames_[static_cast<size_t>(alt)] = out;
        NameId real = mutationRealName_[static_cast<size_t>(alt)];
        mutationRealName_[static_cast<size_t>(out)] = real == -1 ? alt : real;
      }
    }
  mutationRenames_.resize(pool_.nameCount(), -1);
  mutationRealName_.resize(pool_.nameCount(), -1);
}

// init_group_node / refresh_group_node_dependencies over `parts`.
void Scheduler211::refreshGroupDeps(SchedNode211& g) const {
  // The ordered unions are built in place, membership kept in id marks.
  engine::IdMarks& inWrites = groupMarks_[0];
  engine::IdMarks& seen = groupMarks_[1];
  engine::IdMarks& ownBuffers = groupMarks_[2];
  size_t readCount = 0, writeCount = 0, unmetCount = 0;  // bounds of the unions: each grows once
  for (int p : g.parts) {
    readCount += sn(p).reads.size();
    writeCount += sn(p).writes.size();
    unmetCount += sn(p).unmet.size();
  }
  std::vector<int> writes;
  writes.reserve(writeCount);
  inWrites.clear();
  for (int p : g.parts)
    for (int d : sn(p).writes)
      if (inWrites.insert(d)) writes.push_back(d);
  g.reads.clear();
  g.reads.reserve(readCount);
  seen.clear();
  for (int p : g.parts)
    for (int d : sn(p).reads)
      if (seen.insert(d) && !inWrites.contains(d)) g.reads.push_back(d);
  g.writes = std::move(writes);
  ownBuffers.clear();
  for (NameId b : g.buffers) ownBuffers.insert(b);
  g.unmet.clear();
  g.unmet.reserve(unmetCount);
  seen.clear();
  for (int p : g.parts)
    for (int d : sn(p).unmet)
      if (seen.insert(d) && !ownBuffers.contains(pool_.dep(d).name) && !inWrites.contains(d)) g.unmet.push_back(d);
}

int Scheduler211::makeGroupNode(SchedNodeType type, std::vector<int> partIds) {
  return makeGroup(type, std::move(partIds), -1, -1);
}

int Scheduler211::makeForeachReplacing(int from, std::vector<int> parts, int replacement) {
  return makeGroup(SchedNodeType::Foreach, std::move(parts), from, replacement);
}

int Scheduler211::makeGroup(SchedNodeType type, std::vector<int> partIds, int bitsFrom, int bitsAdded) {
  SchedNode211 g;
  g.type = type;
  g.parts = std::move(partIds);
  const bool knownBits = bitsFrom >= 0;
  if (knownBits) {
    g.memberBits = sn(bitsFrom).memberBits;
    g.memberBits.orWith(sn(bitsAdded).memberBits);
    g.ancestors = sn(bitsFrom).ancestors;
    g.ancestors.orWith(sn(bitsAdded).ancestors);
  } else {
    g.memberBits = NodeBitset(nOrig_);
    g.ancestors = NodeBitset(nOrig_);
  }
  size_t memberCount = 0, bufferCount = 0;
  for (int p : g.parts) {
    memberCount += sn(p).members.size();
    bufferCount += sn(p).buffers.size();
  }
  g.members.reserve(memberCount);
  g.buffers.reserve(bufferCount);
  engine::IdMarks& inBuffers = groupMarks_[2];  // the ordered union of buffers; refreshGroupDeps reuses it
  inBuffers.clear();
  for (int p : g.parts) {
    const SchedNode211& s = sn(p);
    g.members.insert(g.members.end(), s.members.begin(), s.members.end());
    if (!knownBits) {
      g.memberBits.orWith(s.memberBits);
      g.ancestors.orWith(s.ancestors);
    }
    for (NameId b : s.buffers)
      if (inBuffers.insert(b)) g.buffers.push_back(b);
    g.isTemplate = g.isTemplate || s.isTemplate;
    g.multiTemplate = g.multiTemplate || s.multiTemplate;
    g.isReduction = g.isReduction || s.isReduction;
  }
  refreshGroupDeps(g);
  const std::vector<int>& parts = g.parts;
  g.minOrder = sn(parts.front()).minOrder;
  g.maxOrder = sn(parts.front()).maxOrder;
  for (int p : parts) {
    g.minOrder = std::min(g.minOrder, sn(p).minOrder);
    g.maxOrder = std::max(g.maxOrder, sn(p).maxOrder);
  }
  g.device = sn(parts.front()).device;
  // FusedSchedulerNode.group = max(snodes, key=is_reduction).group
  g.groupNode = sn(parts.front()).groupNode;
  for (int p : parts)
    if (sn(p).isReduction) {
      g.groupNode = sn(p).groupNode;
      break;
    }
  size_t nameLength = g.members.size();
  for (NodeId m : g.members) nameLength += graph_.nodes[static_cast<size_t>(m)].name.size();
  g.name.reserve(nameLength);
  for (size_t k = 0; k < g.members.size(); ++k) {
    if (k) g.name += '_';
    g.name += graph_.nodes[static_cast<size_t>(g.members[k])].name;
  }
  int id = static_cast<int>(snodes_.size());
  if (g.isGroup()) cycleCheck_.noteGroup(g);
  snodes_.push_back(std::move(g));
  recordNode(id, -1);  // subkernels formed inside a foreach fusion are trace nodes too
  return id;
}

// Scheduler.topological_sort_schedule: DFS over unmet deps sorted by name.
std::vector<int> Scheduler211::topologicalSortSchedule(const std::vector<int>& nodes) {
  return sorter_.sort(
      nodes, snodes_.size(), [&](int id) -> const engine::SchedNode& { return sn(id); },
      [&](DepId d) {
        const NameId name = pool_.dep(d).name;
        return std::pair<NameId, int>{name, fusedNodeOfName(name)};
      },
      [&](NameId name) -> const std::string& { return pool_.name(name); }, cancel_);
}

// Scheduler.compute_last_usage: buffers not used after each final node (used_or_aliased_buffer_names,
// fake WeakDeps excluded, mapped through mutation_real_name), walking the schedule backwards.
void Scheduler211::computeLastUsage() {
  // By name id (the pool gives each name one id): no string hashed per buffer use.
  std::vector<char> future(pool_.nameCount(), 0);
  auto markFuture = [&](NameId id) {
    if (future.size() <= static_cast<size_t>(id)) future.resize(static_cast<size_t>(id) + 1, 0);
    future[static_cast<size_t>(id)] = 1;
  };
  for (const auto& name : graph_.graphOutputs) markFuture(pool_.nameId(name));
  for (const auto& b : graph_.buffers)
    for (const auto& u : b.users)
      if (u.node == "OUTPUT") markFuture(pool_.nameId(b.name));
  lastUsage_.assign(nodes_.size(), {});
  std::vector<NameId> used, stack, last;
  engine::IdMarks inUsed;  // `used` as a set: a large fused node names many buffers
  for (size_t i = nodes_.size(); i-- > 0;) {
    used.clear();
    inUsed.clear();
    // Adds x's real name; the buffer whose aliases are to be added too, or null (already used, or none).
    auto addOne = [&](NameId x) -> const Buffer* {
      NameId real = static_cast<size_t>(x) < mutationRealName_.size() ? mutationRealName_[static_cast<size_t>(x)] : -1;
      const NameId name = real == -1 ? x : real;
      if (!inUsed.insert(name)) return nullptr;
      used.push_back(name);
      const BufferId b = pool_.nameInfo(x).buffer;
      if (b == kNone) return nullptr;
      const Buffer& buf = graph_.buffers[static_cast<size_t>(b)];
      return buf.aliases.empty() ? nullptr : &buf;
    };
    // The name and, transitively, its aliases (a set: the order they are reached in does not matter).
    auto addName = [&](NameId n) {
      const Buffer* aliased = addOne(n);
      if (!aliased) return;  // most buffers alias nothing: no stack
      stack.clear();
      for (const auto& a : aliased->aliases) stack.push_back(pool_.nameId(a));
      while (!stack.empty()) {
        NameId x = stack.back();
        stack.pop_back();
        if (const Buffer* b = addOne(x))
          for (const auto& a : b->aliases) stack.push_back(pool_.nameId(a));
      }
    };
    const SchedNode211& s = sn(nodes_[i]);
    const int self = nodes_[i];
    const bool grouped = s.isFusedType() || s.isForeach();
    const int* parts = grouped ? s.parts.data() : &self;
    const size_t nParts = grouped ? s.parts.size() : 1;
    for (size_t k = 0; k < nParts; ++k)
      for (const auto* list : {&sn(parts[k]).reads, &sn(parts[k]).writes})
        for (DepId d : *list) {
          const DepInfo& dep = pool_.dep(d);
          if (dep.kind == DepKind::Weak && dep.isFake) continue;
          addName(dep.name);
        }
    last.clear();
    for (NameId id : used)
      if (static_cast<size_t>(id) >= future.size() || !future[static_cast<size_t>(id)]) last.push_back(id);
    for (NameId id : last) markFuture(id);
    // Sorted by name as ids (each name has one id), then copied: no strings moved by the sort.
    std::sort(last.begin(), last.end(),
              [&](NameId a, NameId b) { return pool_.name(a) < pool_.name(b); });
    std::vector<std::string>& out = lastUsage_[i];
    out.reserve(last.size());
    for (NameId id : last) out.push_back(pool_.name(id));
  }
}

// MixOrderReduction.is_contiguous_load: every ops.load of `buf` in each snode's loop body has stride
// 0 or 1 in the body's last var.
// Loop bodies parsed on first use: the mix-order checks ask about the same node for many pairs.
const LoopBodyProgram& Scheduler211::loopBody(NodeId m) const {
  if (loopBodies_.size() < nOrig_) loopBodies_.resize(nOrig_);
  auto& slot = loopBodies_[static_cast<size_t>(m)];
  if (!slot) slot = std::make_unique<const LoopBodyProgram>(parseLoopBody(*graph_.nodes[static_cast<size_t>(m)].body));
  return *slot;
}

}  // namespace fusescope::sched::inductor211
