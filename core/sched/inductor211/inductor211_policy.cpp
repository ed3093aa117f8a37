#include "sched/inductor211/inductor211_policy.h"

#include "sched/schedule_cancel.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "codegen/loop_body_program.h"
#include "sched/inductor211/dep_pool.h"
#include "sched/inductor211/fusion_score.h"
#include "sched/inductor211/tiling.h"
#include "sched/node_bitset.h"
#include "sched/schedule_cancel.h"
#include "util/saturating.h"

namespace fusescope::sched {

namespace {

using namespace inductor211;
using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// OrderedSet helpers over dep ids (insertion order kept).
bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
void orderedAdd(std::vector<int>& v, int x) {
  if (!contains(v, x)) v.push_back(x);
}
std::vector<int> orderedUnion(const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> out = a;
  for (int x : b) orderedAdd(out, x);
  return out;
}

// A scheduler node of 2.11: SchedulerNode / ExternKernelSchedulerNode / NopKernelSchedulerNode (one
// original), FusedSchedulerNode (snodes = originals), ForeachKernelSchedulerNode (snodes = subkernels).
struct Snode {
  SchedNodeType type = SchedNodeType::Scheduler;
  std::string name;
  std::vector<NodeId> members;   // get_nodes()
  std::vector<int> parts;        // snodes (Snode ids)
  NodeBitset ops;                // get_operation_names()
  NodeBitset ancestors;
  std::vector<DepId> reads, writes, unmet;
  std::vector<NameId> buffers;   // get_buffer_names()
  int minOrder = 0, maxOrder = 0;
  int device = -1;
  bool isReduction = false, isTemplate = false, multiTemplate = false;
  NodeId groupNode = kNone;      // original whose group this node has (max by is_reduction)
  std::vector<std::pair<NameId, int>> readToNode;  // foreach: read name -> subkernel
  std::vector<std::pair<NodeId, int>> nameToNode;  // foreach: op -> subkernel
  // FusedMixOrderReductions: node1 (the contiguous side), node2, and numel (MixOrderReduction.get_numel(node1))
  int mix1 = -1, mix2 = -1;
  int64_t mixNumel = 0;
  bool isForeach() const { return type == SchedNodeType::Foreach; }
  bool isMix() const { return type == SchedNodeType::FusedMixOrder; }
  bool isFusedType() const { return type == SchedNodeType::Fused || type == SchedNodeType::FusedMixOrder; }
  bool isExternOrNop() const { return type == SchedNodeType::Extern || type == SchedNodeType::Nop; }
};

// Per original node: what the rules ask.
struct Original {
  std::vector<NameId> outputs;
  bool hasAliasOrMutation = false;
  bool isCpu = false;
  std::string numelText = "1", rnumelText = "1";  // group as printed
  std::string numelKey, rnumelKey;                 // canonical (Expr) text for equality
  int64_t numel = 1, rnumel = 1;                   // hints
  std::vector<int64_t> pointwise, reduction;       // get_ranges() hints
  std::vector<std::string> pointwiseText, reductionText;
  std::vector<NameId> atomicStores;
  std::vector<DepId> rawReads, rawWrites;          // deps as printed, for the tiling analysis without a loop body
  // ComputedBuffer._split_size / _original_ranges / _original_reduction_ranges (split reductions' first stage)
  bool splitReduction = false;
  std::string splitNumelKey, splitRnumelKey;
  int64_t splitNumel = 0, splitRnumel = 0;
  std::vector<std::string> reductionTypes;         // ops.reduction(..., 'sum', ...) of the loop body
};

std::string exprKey(const std::string& text) {
  try {
    return parseExpr(text).str();
  } catch (const std::exception&) {
    return text;
  }
}

class Scheduler211 {
 public:
  Scheduler211(const Graph& graph, const SchedulerConfig& config, Trace& trace, const std::atomic<bool>* cancel)
      : graph_(graph), config_(config), trace_(trace), pool_(graph, hints_), cancel_(cancel) {
    hints_.fallback = config.unbackedSymintFallback;
    for (const auto& [sym, v] : config.sizeHints) hints_.values[sym] = v;
  }

  void run() {
    auto t0 = Clock::now();
    buildNodes();
    findSplitReductions();
    computeMutationNames();
    createForeachNodes();
    nodes_ = topologicalSortSchedule(nodes_);
    trace_.initial = nodes_;
    trace_.nodesBefore = static_cast<int>(nOrig_);
    trace_.timing.dependenciesMs = msSince(t0);
    cancel_.check();
    auto t1 = Clock::now();
    fuseNodes();
    if (config_.comboKernels) createComboKernelNodes();
    trace_.timing.fusionMs = msSince(t1);
    cancel_.check();
    auto t2 = Clock::now();
    computeLastUsage();
    for (size_t i = 0; i < nodes_.size(); ++i) {
      const int n = nodes_[i];
      Kernel k;
      k.node = n;
      k.lastUsage = lastUsage_[i];
      const Snode& s = sn(n);
      k.backend = s.isForeach() ? "foreach"
                  : s.type == SchedNodeType::Extern ? "extern"
                  : s.type == SchedNodeType::Nop    ? "nop"
                  : orig(s.members.front()).isCpu   ? "cpp"
                                                    : "triton";
      trace_.kernels.push_back(std::move(k));
    }
    trace_.timing.finalizeMs = msSince(t2);
  }

 private:
  const Graph& graph_;
  const SchedulerConfig& config_;
  Trace& trace_;
  SymbolValues hints_;
  DepPool pool_;
  CancelPoll cancel_;
  mutable std::vector<std::unique_ptr<const codegen::LoopBodyProgram>> loopBodies_;  // per original node
  mutable std::unordered_map<uint64_t, bool> contiguousLoads_;  // (buffer, node) -> is_contiguous_load
  mutable std::vector<std::optional<std::optional<int64_t>>> storageSizes_;  // per NameId, once computed
  std::unordered_map<std::string, std::string> exprKeys_;       // size text -> canonical text
  mutable std::vector<int> peakKeyOf_;                          // per NameId: peakMemoryKey, -2 = not yet
  mutable std::unordered_map<std::string, int> peakKeyIds_;
  mutable std::vector<std::optional<int64_t>> peakKeySize_;     // per key id: storage size
  mutable std::vector<int> peakKeysLeft_, peakKeysRight_;       // scratch
  size_t nOrig_ = 0;
  std::vector<Original> origs_;
  std::vector<std::optional<std::vector<TilingDep>>> bodyTiling_;  // per original node, loop_ordering_after_fusion off
  std::vector<Snode> snodes_;
  std::vector<int> fusedOf_;          // name_to_fused_node, per original NodeId
  std::vector<int> nodes_;
  std::vector<NameId> mutationRenames_;   // per NameId, -1 = none
  std::vector<NameId> mutationRealName_;  // per NameId, -1 = none
  std::vector<std::string> devices_;
  int round_ = 0;
  DecisionPhase phase_ = DecisionPhase::Candidate;

  Snode& sn(int id) { return snodes_[static_cast<size_t>(id)]; }
  const Snode& sn(int id) const { return snodes_[static_cast<size_t>(id)]; }
  const Original& orig(NodeId id) const { return origs_[static_cast<size_t>(id)]; }
  NodeId producerOf(NameId name) const { return pool_.nameInfo(name).producer; }
  int fusedNodeOfName(NameId name) const {
    NodeId p = producerOf(name);
    return p == kNone ? -1 : fusedOf_[static_cast<size_t>(p)];
  }
  NameId renamed(NameId n) const {
    NameId r = static_cast<size_t>(n) < mutationRenames_.size() ? mutationRenames_[static_cast<size_t>(n)] : -1;
    return r == -1 ? n : r;
  }

  // ------------------------------------------------------------------------------------------------
  // The nodes of ir_pre_fusion.txt, in its order (= Scheduler.nodes after compute_ancestors).

  // Buffer names in the order the loop body touches them (ReadWrites order from extract_read_writes).
  static std::vector<std::string> bodyBufferOrder(const Node& n) {
    std::vector<std::string> order;
    if (!n.body) return order;
    for (const auto& block : n.body->blocks)
      for (const auto& line : block.lines) {
        size_t pos = 0;
        while ((pos = line.find("ops.", pos)) != std::string::npos) {
          pos += 4;
          size_t paren = line.find('(', pos);
          if (paren == std::string::npos) break;
          std::string op = line.substr(pos, paren - pos);
          if (op == "load" || op == "store" || op == "store_reduction" || op == "load_seed" || op == "index_put" ||
              op == "bucketize") {
            size_t q = line.find('\'', paren);
            size_t e = q == std::string::npos ? q : line.find('\'', q + 1);
            if (e != std::string::npos) {
              std::string name = line.substr(q + 1, e - q - 1);
              if (std::find(order.begin(), order.end(), name) == order.end()) order.push_back(name);
            }
          }
        }
      }
    return order;
  }

  // exprKey with a memo: every layer of a deep model repeats the same (numel, rnumel) texts.
  const std::string& cachedExprKey(const std::string& text) {
    auto [it, fresh] = exprKeys_.try_emplace(text);
    if (fresh) it->second = exprKey(text);
    return it->second;
  }

  void buildNodes() {
    nOrig_ = graph_.nodes.size();
    origs_.resize(nOrig_);
    snodes_.resize(nOrig_);
    fusedOf_.resize(nOrig_);
    std::unordered_map<std::string, int> deviceIndex;
    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      const Node& n = graph_.nodes[i];
      Original& o = origs_[i];
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
      for (const auto& s : n.iterSizes) {
        o.pointwiseText.push_back(s);
        o.pointwise.push_back(pool_.sizeHint(s));
      }
      for (const auto& s : n.reduceSizes) {
        o.reductionText.push_back(s);
        o.reduction.push_back(pool_.sizeHint(s));
      }
      auto [dit, inserted] = deviceIndex.emplace(device, static_cast<int>(devices_.size()));
      if (inserted) devices_.push_back(device);

      Snode& s = snodes_[i];
      s.type = n.kind == NodeKind::Scheduler ? SchedNodeType::Scheduler
               : n.kind == NodeKind::Nop     ? SchedNodeType::Nop
                                             : SchedNodeType::Extern;
      s.name = n.name;
      s.members = {static_cast<NodeId>(i)};
      s.parts = {static_cast<int>(i)};
      s.ops = NodeBitset(nOrig_);
      s.ops.set(static_cast<int>(i));
      s.ancestors = NodeBitset(nOrig_);
      s.device = dit->second;
      s.isTemplate = n.kind == NodeKind::Scheduler && n.isTemplate();
      s.multiTemplate = s.isTemplate && n.irType == "MultiTemplateBuffer";
      s.isReduction = n.kind == NodeKind::Scheduler && n.isReduction() && !s.isTemplate;
      s.groupNode = static_cast<NodeId>(i);
      s.buffers = o.outputs;
      // reads: MemoryDeps in loop-body order, then the rest as printed (pformat sorted them as strings).
      std::vector<std::string> bodyOrder = bodyBufferOrder(n);
      std::vector<std::pair<size_t, DepId>> reads;
      auto addReads = [&](const std::vector<Dependency>& deps) {
        for (const auto& d : deps) {
          DepId id = pool_.intern(d);
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
      addReads(n.unmetDeps);
      addReads(n.metDeps);
      std::stable_sort(reads.begin(), reads.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      for (auto& [rank, id] : reads) orderedAdd(s.reads, id);
      for (const auto& d : n.writes) {
        DepId id = pool_.intern(d);
        orderedAdd(s.writes, id);
        if (d.kind == DepKind::Memory && d.mode == "atomic_add") o.atomicStores.push_back(pool_.dep(id).name);
      }
      for (const auto& d : n.unmetDeps) orderedAdd(s.unmet, pool_.intern(d));
      o.rawReads = s.reads;
      o.rawWrites = s.writes;
      // SchedulerNode._compute_attrs: should_normalize = not loop_ordering_after_fusion or not is_gpu. A
      // dump taken with it off already prints normalized GPU deps (normalizing again changes nothing); one
      // taken with it on prints them unnormalized, and they are normalized here.
      if (!config_.loopOrderingAfterFusion && !o.isCpu && s.type == SchedNodeType::Scheduler)
        for (auto* list : {&s.reads, &s.writes, &s.unmet})
          for (DepId& d : *list) d = normalizedDepId(d);
      s.minOrder = s.maxOrder = static_cast<int>(i);
      fusedOf_[i] = static_cast<int>(i);
    }
    bodyTiling_.assign(nOrig_, std::nullopt);
    if (!config_.loopOrderingAfterFusion)
      for (size_t i = 0; i < nOrig_; ++i)
        if (snodes_[i].type == SchedNodeType::Scheduler && !origs_[i].isCpu)
          bodyTiling_[i] = bodyTilingDeps(static_cast<NodeId>(i));
    // compute_ancestors over the printed (topologically sorted) order.
    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      Snode& s = snodes_[i];
      for (DepId d : s.unmet) {
        NodeId p = producerOf(pool_.dep(d).name);
        if (p == kNone || static_cast<size_t>(p) == i) continue;
        s.ancestors.set(p);
        s.ancestors.orWith(snodes_[static_cast<size_t>(p)].ancestors);
      }
    }
    trace_.nodes.resize(nOrig_);
    for (size_t i = 0; i < nOrig_; ++i) recordNode(static_cast<int>(i), -1);
  }

  // Scheduler.mutation_renames / mutation_real_name as compute_dependencies leaves them.
  void computeMutationNames() {
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

  void recordNode(int id, int fusion) {
    const Snode& s = sn(id);
    if (trace_.nodes.size() <= static_cast<size_t>(id)) trace_.nodes.resize(static_cast<size_t>(id) + 1);
    SchedNodeInfo& info = trace_.nodes[static_cast<size_t>(id)];
    info.name = s.name;
    info.type = s.type;
    info.members = s.members;
    info.createdByFusion = fusion;
    info.device = s.device >= 0 ? devices_[static_cast<size_t>(s.device)] : std::string();
    info.isReduction = s.isReduction;
    info.isTemplate = s.isTemplate;
    info.minOrder = s.minOrder;
    info.maxOrder = s.maxOrder;
  }

  // ------------------------------------------------------------------------------------------------
  // init_group_node / refresh_group_node_dependencies over `parts`.
  void refreshGroupDeps(Snode& g) const {
    std::vector<int> writes, reads, unmet;
    for (int p : g.parts) writes = orderedUnion(writes, sn(p).writes);
    for (int p : g.parts) reads = orderedUnion(reads, sn(p).reads);
    g.reads.clear();
    for (int r : reads)
      if (!contains(writes, r)) g.reads.push_back(r);
    g.writes = writes;
    for (int p : g.parts) unmet = orderedUnion(unmet, sn(p).unmet);
    g.unmet.clear();
    for (int d : unmet)
      if (!contains(g.buffers, pool_.dep(d).name) && !contains(g.writes, d)) g.unmet.push_back(d);
  }

  int makeGroupNode(SchedNodeType type, const std::vector<int>& parts) {
    Snode g;
    g.type = type;
    g.parts = parts;
    g.ops = NodeBitset(nOrig_);
    g.ancestors = NodeBitset(nOrig_);
    for (int p : parts) {
      const Snode& s = sn(p);
      g.members.insert(g.members.end(), s.members.begin(), s.members.end());
      g.ops.orWith(s.ops);
      g.ancestors.orWith(s.ancestors);
      for (NameId b : s.buffers) orderedAdd(g.buffers, b);
      g.isTemplate = g.isTemplate || s.isTemplate;
      g.multiTemplate = g.multiTemplate || s.multiTemplate;
      g.isReduction = g.isReduction || s.isReduction;
    }
    refreshGroupDeps(g);
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
    for (size_t k = 0; k < g.members.size(); ++k) g.name += (k ? "_" : "") + graph_.nodes[static_cast<size_t>(g.members[k])].name;
    int id = static_cast<int>(snodes_.size());
    snodes_.push_back(std::move(g));
    recordNode(id, -1);  // subkernels formed inside a foreach fusion are trace nodes too
    return id;
  }

  // ForeachKernelSchedulerNode.__init__ (no prev nodes): read_to_node / name_to_node from its snodes.
  int makeForeach(const std::vector<int>& parts) {
    int id = makeGroupNode(SchedNodeType::Foreach, parts);
    Snode& f = sn(id);
    for (int p : parts) {
      for (DepId r : sn(p).reads) {
        NameId name = pool_.dep(r).name;
        auto it = std::find_if(f.readToNode.begin(), f.readToNode.end(), [&](auto& e) { return e.first == name; });
        if (it != f.readToNode.end()) it->second = p;
        else f.readToNode.emplace_back(name, p);
      }
      for (NodeId m : sn(p).members) f.nameToNode.emplace_back(m, p);
    }
    return id;
  }

  // Scheduler.create_foreach_nodes from V.graph.lists (Graph::foreachGroups).
  void createForeachNodes() {
    for (size_t i = 0; i < nOrig_; ++i) nodes_.push_back(static_cast<int>(i));
    std::vector<char> removed(nOrig_, 0);
    std::vector<int> feNodes;
    for (const auto& group : graph_.foreachGroups) {
      std::vector<int> parts;
      for (const auto& m : group.members) {
        auto it = graph_.nodeByName.find(m);
        if (it == graph_.nodeByName.end()) continue;
        if (sn(it->second).type == SchedNodeType::Nop) continue;
        parts.push_back(it->second);
      }
      if (parts.empty()) continue;
      for (int p : parts) removed[static_cast<size_t>(p)] = 1;
      int fe = makeForeach(parts);
      recordNode(fe, -1);
      for (NodeId m : sn(fe).members) fusedOf_[static_cast<size_t>(m)] = fe;
      feNodes.push_back(fe);
    }
    std::vector<int> kept;
    for (int n : nodes_)
      if (!removed[static_cast<size_t>(n)]) kept.push_back(n);
    kept.insert(kept.end(), feNodes.begin(), feNodes.end());
    nodes_ = std::move(kept);
  }

  // Scheduler.topological_sort_schedule: DFS over unmet deps sorted by name.
  std::vector<int> topologicalSortSchedule(const std::vector<int>& nodes) {
    std::unordered_map<NameId, int> nameToNode;
    for (int n : nodes)
      for (NameId b : sn(n).buffers) nameToNode[b] = n;
    std::unordered_set<int> seen;
    std::vector<int> result;
    struct Frame {
      int node;
      std::vector<int> children;
      size_t next = 0;
    };
    auto children = [&](int n) {
      std::vector<std::pair<std::string, int>> byName;
      for (DepId d : sn(n).unmet) {
        NameId name = pool_.dep(d).name;
        auto it = nameToNode.find(name);
        if (it == nameToNode.end()) continue;
        byName.emplace_back(pool_.name(name), it->second);
      }
      std::stable_sort(byName.begin(), byName.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      std::vector<int> out;
      for (auto& p : byName) out.push_back(p.second);
      return out;
    };
    for (int root : nodes) {
      if (!seen.insert(root).second) continue;
      std::vector<Frame> stack;
      stack.push_back({root, children(root)});
      while (!stack.empty()) {
        Frame& fr = stack.back();
        if (fr.next < fr.children.size()) {
          int c = fr.children[fr.next++];
          if (seen.insert(c).second) stack.push_back({c, children(c)});
        } else {
          result.push_back(fr.node);
          stack.pop_back();
        }
      }
    }
    return result;
  }

  // ------------------------------------------------------------------------------------------------
  // Scheduler.compute_last_usage: buffers not used after each final node (used_or_aliased_buffer_names,
  // fake WeakDeps excluded, mapped through mutation_real_name), walking the schedule backwards.
  std::vector<std::vector<std::string>> lastUsage_;

  void computeLastUsage() {
    std::unordered_set<std::string> future(graph_.graphOutputs.begin(), graph_.graphOutputs.end());
    for (const auto& b : graph_.buffers)
      for (const auto& u : b.users)
        if (u.node == "OUTPUT") future.insert(b.name);
    lastUsage_.assign(nodes_.size(), {});
    for (size_t i = nodes_.size(); i-- > 0;) {
      std::vector<std::string> used;
      auto addName = [&](NameId n) {
        std::vector<NameId> stack{n};
        while (!stack.empty()) {
          NameId x = stack.back();
          stack.pop_back();
          NameId real = static_cast<size_t>(x) < mutationRealName_.size() ? mutationRealName_[static_cast<size_t>(x)] : -1;
          std::string name = pool_.name(real == -1 ? x : real);
          if (std::find(used.begin(), used.end(), name) != used.end()) continue;
          used.push_back(name);
          if (BufferId b = pool_.nameInfo(x).buffer; b != kNone)
            for (const auto& a : graph_.buffers[static_cast<size_t>(b)].aliases) stack.push_back(pool_.nameId(a));
        }
      };
      const Snode& s = sn(nodes_[i]);
      std::vector<int> parts = s.isFusedType() || s.isForeach() ? s.parts : std::vector<int>{nodes_[i]};
      for (int p : parts)
        for (const auto* list : {&sn(p).reads, &sn(p).writes})
          for (DepId d : *list) {
            const DepInfo& dep = pool_.dep(d);
            if (dep.kind == DepKind::Weak && dep.isFake) continue;
            addName(dep.name);
          }
      for (auto& name : used)
        if (!future.count(name)) lastUsage_[i].push_back(name);
      for (auto& name : lastUsage_[i]) future.insert(name);
      std::sort(lastUsage_[i].begin(), lastUsage_[i].end());
    }
  }

  // ------------------------------------------------------------------------------------------------
  // Decisions

  FusionKind kindOf(const Snode& a, const Snode& b) const {
    if (a.isForeach() || b.isForeach()) return FusionKind::Foreach;
    if (a.ops.intersects(b.ancestors)) return a.isTemplate ? FusionKind::Epilogue : FusionKind::Vertical;
    return FusionKind::Horizontal;
  }

  Decision& record(int a, int b, Verdict verdict, std::string reason) {
    cancel_.tick();  // every long loop records one decision per pair
    Decision d;
    d.round = round_;
    d.phase = phase_;
    d.node1 = a;
    d.node2 = b;
    d.kind = kindOf(sn(a), sn(b));
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

  // The next decision recorded rests on trace_.notes[note] (an assumption, or an outcome from fusion.log):
  // the verdict of the pair now being evaluated depends on it. canFuse starts each evaluation afresh.
  void restNextDecisionOn(DecisionBasis basis, int note) const {
    pendingBasis_ = basis;
    pendingNote_ = note;
  }
  int addNote(std::string text) const {
    trace_.notes.push_back(std::move(text));
    return static_cast<int>(trace_.notes.size()) - 1;
  }

  // WhyNoFuse(node1, node2)(reason)
  void why(int a, int b, std::string reason) { record(a, b, Verdict::Rejected, std::move(reason)); }

  static FusionScore toTraceScore(const Score211& s) {
    FusionScore out;
    out.templateFirst = s.templateScore == 2;
    out.sameReduction = s.nodeTypeScore;
    out.memory = s.memoryScore;
    out.proximity = s.proximityScore;
    return out;
  }

  // ------------------------------------------------------------------------------------------------
  // Scores

  // Scheduler.score_fusion_memory: bytes of the deps both nodes read or write.
  // count_bytes=False counts elements, but only on the "iterate over the smaller set" path: the other
  // path calls dep_size_hint(dep) with its default count_bytes=True (as 2.11 does).
  int64_t scoreFusionMemory(const Snode& a0, const Snode& b0, bool countBytes = true, bool allowMix = true) const {
    // The fusion score for mix order reduction only counts numel (MixOrderReduction.get_fusion_score).
    if (allowMix && mixCanFuse(a0, b0)) return mixNumel(a0);
    const Snode* a = &a0;
    const Snode* b = &b0;
    const size_t len1 = a->reads.size() + a->writes.size(), len2 = b->reads.size() + b->writes.size();
    const bool smaller = std::min(len1, len2) * 4 < std::max(len1, len2);
    if (smaller && len1 > len2) std::swap(a, b);
    const bool bytes = smaller ? countBytes : true;
    int64_t sum = 0;
    std::vector<int> seen;
    auto inB = [&](int d) { return contains(b->reads, d) || contains(b->writes, d); };
    for (const auto* list : {&a->reads, &a->writes})
      for (int d : *list) {
        if (contains(seen, d)) continue;
        seen.push_back(d);
        if (inB(d)) sum = saturatingAdd(sum, bytes ? pool_.dep(d).bytes : pool_.dep(d).numel);
      }
    return sum;
  }

  // choices.score_fusion
  Score211 scoreFusion(const Snode& a, const Snode& b) const {
    Score211 s;
    s.memoryScore = scoreFusionMemory(a, b);
    s.proximityScore = -std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
    if (b.isTemplate) s.templateScore = 0;
    else s.templateScore = 1 + ((a.isTemplate == config_.epilogueFusionFirst) && s.memoryScore > 0);
    s.nodeTypeScore = a.isReduction == b.isReduction && s.memoryScore > 0;
    return s;
  }

  // ------------------------------------------------------------------------------------------------
  // Scheduler.can_fuse and what it calls

  bool canFuse(int id1, int id2, bool canReorder, bool allowMix = true) {
    pendingNote_ = -1;
    if (id1 == id2) return false;
    if (sn(id1).isMix()) return mixCanFuseWith(id1, id2);
    if (sn(id2).isMix()) return false;  // nothing is fused before a FusedMixOrderReductions
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    if (n1.isExternOrNop() && !n1.isTemplate) {
      why(id1, id2, "node1 is extern or nop");
      return false;
    }
    if (n2.isExternOrNop() && !n2.isTemplate) {
      why(id1, id2, "node2 is extern or nop");
      return false;
    }
    if (n2.ops.intersects(n1.ancestors)) {
      why(id1, id2, "node1 must go before node2");
      return false;
    }
    if (n2.isTemplate) {
      if (!config_.prologueFusion) {
        why(id1, id2, "prologue fusion turned off");
        return false;
      }
      if (n1.isReduction || n1.isTemplate) {
        why(id1, id2, "prologue fusion only supported for pointwise nodes");
        return false;
      }
      if (graph_.nodes[static_cast<size_t>(templateMember(n2))].irType.find("Triton") == std::string::npos &&
          graph_.nodes[static_cast<size_t>(templateMember(n2))].irType != "MultiTemplateBuffer") {
        why(id1, id2, "prologue fusion only supported for TritonTemplates");
        return false;
      }
      // get_allowed_prologue_inps is not in the dump: FuseScope assumes no template input allows a prologue.
      restNextDecisionOn(DecisionBasis::Assumed,
                         addNote(fmt::format("assumed: {} is not allowed as a prologue of {} (the template's allowed "
                                             "prologue inputs are not recorded in the capture)", n1.name, n2.name)));
      why(id1, id2, "prologue fusion not implemented for kernel for these inputs");
      return false;
    }
    if (n1.isTemplate && (hasAliasOrMutation(n2) || n2.isReduction || !config_.epilogueFusion)) {
      why(id1, id2, "template epilogue not satisfied");
      return false;
    }
    if (n1.device != n2.device) {
      why(id1, id2, fmt::format("device mismatch ({} vs {})", devices_[static_cast<size_t>(n1.device)],
                                devices_[static_cast<size_t>(n2.device)]));
      return false;
    }
    int64_t shared = scoreFusionMemory(n1, n2, true, allowMix);
    if (canReorder && shared < config_.scoreFusionMemoryThreshold && config_.loopOrderingAfterFusion) {
      int64_t reordered = sharedDataAfterReorderingLoop(id1, id2);
      if (reordered >= 0) shared = reordered;
    }
    if (!choicesCanFuse(id1, id2, shared)) return false;
    if (n1.ops.intersects(n2.ancestors)) {
      return canFuseVertical(id1, id2) && backendCanFuse(id1, id2);
    }
    return choicesCanFuseHorizontal(id1, id2, shared) && backendCanFuse(id1, id2);
  }

  NodeId templateMember(const Snode& n) const {
    for (NodeId m : n.members)
      if (sn(m).isTemplate) return m;
    return n.members.front();
  }

  bool hasAliasOrMutation(const Snode& n) const {
    return std::any_of(n.members.begin(), n.members.end(), [&](NodeId m) { return orig(m).hasAliasOrMutation; });
  }

  // choices.can_fuse
  bool choicesCanFuse(int id1, int id2, int64_t shared) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    if (shared == 0 && (!config_.aggressiveFusion || n1.isReduction || n2.isReduction)) {
      why(id1, id2, "no shared data");
      return false;
    }
    if (!n1.isForeach() && !n2.isForeach() &&
        n1.members.size() + n2.members.size() > static_cast<size_t>(config_.maxFusionSize)) {
      why(id1, id2, "exceeds max fusion");
      return false;
    }
    if (canFusionIncreasePeakMemory(n1, n2)) {
      why(id1, id2, "Fusion will increase peak memory");
      return false;
    }
    if (config_.maxFusionUniqueIoBuffers > 0 && fusionPreventTooManyReadsAndWrites(n1, n2, config_.maxFusionUniqueIoBuffers)) {
      why(id1, id2, "fusion_prevent_too_many_reads_and_writes");
      return false;
    }
    return true;
  }

  // choices.can_fuse_horizontal
  bool choicesCanFuseHorizontal(int id1, int id2, int64_t shared) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    // For mix order reduction, we disregard shared data or distance.
    if (mixCanFuse(n1, n2)) return true;
    if (shared < config_.scoreFusionMemoryThreshold) {
      why(id1, id2, "score_fusion_memory_threshold");
      return false;
    }
    int64_t proximity = std::max(std::abs(n1.minOrder - n2.maxOrder), std::abs(n2.minOrder - n1.maxOrder));
    if (proximity > 64) {
      why(id1, id2, "Nodes are too far away. Fusing them may increase peak memory.");
      return false;
    }
    return true;
  }

  // compute_required_storage_length of a buffer's layout, in elements; nullopt when symbolic.
  // A fact of the buffer's layout, asked for every candidate pair: computed once per name.
  std::optional<int64_t> storageSize(NameId name) const {
    if (storageSizes_.size() <= static_cast<size_t>(name)) storageSizes_.resize(static_cast<size_t>(name) + 1);
    auto& slot = storageSizes_[static_cast<size_t>(name)];
    if (!slot) slot = computeStorageSize(name);
    return *slot;
  }
  std::optional<int64_t> computeStorageSize(NameId name) const {
    BufferId b = pool_.nameInfo(name).buffer;
    if (b == kNone) return std::nullopt;
    const Layout& l = graph_.buffers[static_cast<size_t>(b)].layout;
    int64_t total = 1;
    try {
      for (size_t i = 0; i < l.size.size() && i < l.stride.size(); ++i) {
        Expr size = parseExpr(l.size[i]), stride = parseExpr(l.stride[i]);
        if (!size.isConstant() || !stride.isConstant()) return std::nullopt;
        if (size.constantValue() == 0) return 0;
        total = saturatingAdd(total, saturatingMul(saturatingSub(size.constantValue(), 1), stride.constantValue()));
      }
      Expr off = parseExpr(l.offset.empty() ? "0" : l.offset);
      if (!off.isConstant()) return std::nullopt;
      total = saturatingAdd(total, off.constantValue());
    } catch (const std::exception&) {
      return std::nullopt;
    }
    return total;
  }

  // Scheduler.can_fusion_increase_peak_memory
  // The (device, dtype, storage size) key of a buffer can_fusion_increase_peak_memory counts — a
  // single-user scheduler buffer with a real layout — as a small id, or -1 when it is not counted. A fact
  // of the buffer, asked for every candidate pair: computed once per name.
  int peakMemoryKey(NameId name) const {
    if (peakKeyOf_.size() <= static_cast<size_t>(name)) peakKeyOf_.resize(static_cast<size_t>(name) + 1, -2);
    int& slot = peakKeyOf_[static_cast<size_t>(name)];
    if (slot != -2) return slot;
    slot = -1;
    BufferId b = pool_.nameInfo(name).buffer;
    if (b == kNone || pool_.nameInfo(name).producer == kNone) return slot;  // name_to_buf: scheduler buffers only
    const Buffer& buf = graph_.buffers[static_cast<size_t>(b)];
    if (buf.users.size() != 1) return slot;
    if (buf.layout.kind == "NoneLayout" || buf.layout.kind == "MultiOutputLayout") return slot;
    const std::optional<int64_t> size = storageSize(name);
    // Keys compare by device, dtype and size; a buffer whose size is unknown only matches itself.
    const std::string text =
        buf.layout.device + '|' + buf.layout.dtype + '|' + (size ? std::to_string(*size) : "?" + buf.name);
    auto [it, fresh] = peakKeyIds_.try_emplace(text, static_cast<int>(peakKeySize_.size()));
    if (fresh) peakKeySize_.push_back(size);
    slot = it->second;
    return slot;
  }

  bool canFusionIncreasePeakMemory(const Snode& n1, const Snode& n2) const {
    auto singleUserInputs = [&](const Snode& n, std::vector<int>& keys) {
      keys.clear();
      for (DepId r : n.reads)
        if (int k = peakMemoryKey(pool_.dep(r).name); k >= 0 && std::find(keys.begin(), keys.end(), k) == keys.end())
          keys.push_back(k);
    };
    std::vector<int>& lhs = peakKeysLeft_;
    std::vector<int>& rhs = peakKeysRight_;
    singleUserInputs(n1, lhs);
    singleUserInputs(n2, rhs);
    int64_t overhead = 0;
    for (int k : lhs)
      if (std::find(rhs.begin(), rhs.end(), k) != rhs.end()) {
        const std::optional<int64_t>& size = peakKeySize_[static_cast<size_t>(k)];
        if (!size) return false;
        overhead = saturatingAdd(overhead, *size);
      }
    return overhead > saturatingMul(32, scoreFusionMemory(n1, n2));
  }


  bool fusionPreventTooManyReadsAndWrites(const Snode& n1, const Snode& n2, int threshold) const {
    std::vector<NameId> writes1, reads2, allReads, allWrites;
    for (DepId d : n1.writes) orderedAdd(writes1, pool_.dep(d).name);
    for (DepId d : n2.reads) orderedAdd(reads2, pool_.dep(d).name);
    for (DepId d : n1.reads) orderedAdd(allReads, pool_.dep(d).name);
    for (NameId n : reads2) orderedAdd(allReads, n);
    allWrites = writes1;
    for (DepId d : n2.writes) orderedAdd(allWrites, pool_.dep(d).name);
    NodeBitset fused = n1.ops;
    fused.orWith(n2.ops);
    std::vector<NameId> unique;
    for (NameId r : allReads)
      if (!(contains(reads2, r) && contains(writes1, r))) orderedAdd(unique, r);
    for (NameId w : allWrites) {
      bool removable = contains(writes1, w) && canBufferBeRemovedThroughFusion(w, fused);
      if (!removable) orderedAdd(unique, w);
    }
    return static_cast<int>(unique.size()) > threshold;
  }

  bool canBufferBeRemovedThroughFusion(NameId name, const NodeBitset& fused) const {
    BufferId b = pool_.nameInfo(name).buffer;
    if (b == kNone) return false;
    for (const auto& u : graph_.buffers[static_cast<size_t>(b)].users) {
      if (u.node == "OUTPUT") return false;
      auto it = graph_.nodeByName.find(u.node);
      if (it == graph_.nodeByName.end() || !fused.test(it->second)) return false;
    }
    return true;
  }

  // Scheduler.can_fuse_vertical
  bool canFuseVertical(int id1, int id2) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    std::vector<std::pair<NameId, std::vector<DepId>>> remaining;  // by renamed name, insertion order
    auto bucket = [&](NameId n) -> std::vector<DepId>& {
      for (auto& e : remaining)
        if (e.first == n) return e.second;
      remaining.emplace_back(n, std::vector<DepId>{});
      return remaining.back().second;
    };
    for (DepId d : n2.unmet) {
      const DepInfo& dep = pool_.dep(d);
      NameId name = renamed(dep.name);
      if (dep.kind == DepKind::Weak && fusableWeakDep(d, n1, n2)) continue;
      bucket(name).push_back(d);
    }
    for (DepId w : n1.writes) {
      const DepInfo& cd = pool_.dep(w);
      if (cd.kind != DepKind::Memory) continue;
      NameId name = renamed(cd.name);
      for (auto& e : remaining)
        if (e.first == name) {
          auto& list = e.second;
          for (size_t k = 0; k < list.size();) {
            if (fusableReadAndWrite(list[k], w)) list.erase(list.begin() + static_cast<long>(k));
            else ++k;
          }
        }
    }
    std::vector<NameId> remainingNames;
    for (auto& e : remaining)
      for (DepId d : e.second) orderedAdd(remainingNames, pool_.dep(d).name);
    for (NameId name : remainingNames)
      if (contains(n1.buffers, name)) {
        why(id1, id2, "memory deps did not match");
        return false;
      }
    for (NameId name : remainingNames) {
      int f = fusedNodeOfName(name);
      if (f >= 0 && n1.ops.intersects(sn(f).ancestors)) {
        why(id1, id2, "intermediate nodes between node1 & node2");
        return false;
      }
    }
    return true;
  }

  // Scheduler.fusable_weak_dep
  bool fusableWeakDep(DepId weakId, const Snode& n1, const Snode& n2) const {
    const DepInfo& weak = pool_.dep(weakId);
    if (!contains(n1.buffers, weak.name)) return false;
    std::vector<DepId> mutatingWrites;
    for (DepId w : n2.writes)
      if (pool_.dep(w).name == weak.mutatingBuf) mutatingWrites.push_back(w);
    if (mutatingWrites.size() != 1) return false;
    const DepInfo& write = pool_.dep(mutatingWrites.front());
    if (write.kind != DepKind::Memory) return false;
    if (write.indexHasTmp) return false;
    NameId real = weak.mutatingBuf >= 0 ? mutationRealName_[static_cast<size_t>(weak.mutatingBuf)] : -1;
    if (real == -1) real = weak.mutatingBuf;
    std::vector<const Snode*> readers{&n1};
    if (n1.isForeach()) {
      readers.clear();
      for (int p : n1.parts) readers.push_back(&sn(p));
    }
    int concurrent = 0;
    for (const Snode* r : readers) {
      std::vector<DepId> relevant;
      for (DepId d : r->reads)
        if (pool_.dep(d).name == real) relevant.push_back(d);
      if (relevant.empty()) continue;
      ++concurrent;
      for (DepId d : relevant) {
        const DepInfo& rd = pool_.dep(d);
        if (rd.kind != DepKind::Memory || rd.indexHasTmp || rd.index != write.index || rd.sizes != write.sizes) return false;
      }
    }
    return concurrent <= 1;
  }

  static bool modeRequiresSynchronization(const std::string& mode) {
    return mode == "atomic_add" || mode == "tma";
  }

  // Scheduler.fusable_read_and_write
  bool fusableReadAndWrite(DepId readId, DepId writeId) const {
    const DepInfo& read = pool_.dep(readId);
    const DepInfo& write = pool_.dep(writeId);
    if (read.kind == DepKind::Memory) {
      NameId readName = renamed(read.name);
      if (readName != write.name || read.indexHasTmp || write.indexHasTmp) return false;
      NormalizedDep r{read.index, {}}, w{write.index, {}};
      for (const auto& x : read.sizes) r.sizes.push_back(pool_.sizeHint(x));
      for (const auto& x : write.sizes) w.sizes.push_back(pool_.sizeHint(x));
      if (config_.loopOrderingAfterFusion && read.vars.size() != write.vars.size()) {
        r = normalizeDep(readId, false);
        w = normalizeDep(writeId, false);
      }
      if (modeRequiresSynchronization(write.mode)) return false;
      return r.index == w.index && r.sizes.size() >= w.sizes.size() &&
             std::equal(w.sizes.begin(), w.sizes.end(), r.sizes.begin());
    }
    if (read.kind == DepKind::Star) {
      NameId readName = renamed(read.name), writeName = renamed(write.name);
      return read.mode == write.mode && !write.mode.empty() && readName == writeName;
    }
    return false;
  }

  // ------------------------------------------------------------------------------------------------
  // Loop algebra: SizeVarAllocator._simplify_loops, MemoryDep.normalize / normalize_with_stride_order,
  // decide_loop_order_to_match, LoopBody.reorder_iter_loops applied to a node's deps.

  static int64_t evalWith(const Expr& e, SymbolValues& scratch, const std::map<std::string, int64_t>& values, bool& ok) {
    for (const auto& [k, x] : values) scratch.values[k] = x;
    try {
      return e.evaluate(scratch);
    } catch (const std::exception&) {
      ok = false;
      return 0;
    }
  }

  // _simplify_loops(vars, sizes, index_prevent_reordering([index], vars, sizes)): for each position the
  // merged size, or nullopt when the dim was size 1 or merged into another.
  std::vector<std::optional<int64_t>> simplifyLoops(const Expr& index, const std::vector<std::string>& vars,
                                                    const std::vector<int64_t>& sizes) const {
    const size_t n = vars.size();
    std::vector<int64_t> contiguous(n, 1);
    for (size_t i = n; i-- > 1;) contiguous[i - 1] = saturatingMul(contiguous[i], sizes[i]);
    Expr contiguousFormula;
    for (size_t i = 0; i < n; ++i) contiguousFormula = contiguousFormula + Expr::constant(contiguous[i]) * Expr::symbol(vars[i]);
    const std::vector<Expr> formulas{index, contiguousFormula};
    std::vector<std::vector<int64_t>> strides;
    for (const auto& f : formulas) strides.push_back(strideHints(f, vars));
    std::vector<std::optional<int64_t>> s(sizes.begin(), sizes.end());
    for (size_t i = 0; i < n; ++i)
      if (sizes[i] == 1) s[i].reset();
    SymbolValues scratch = hints_;
    auto canMerge = [&](size_t a, size_t b) {
      for (size_t k = 0; k < formulas.size(); ++k) {
        if (saturatingMul(strides[k][a], *s[a]) != strides[k][b]) return false;
        // the sound check: f(va = m1 * size_a, vb = m2) == f(va = 0, vb = m1 + m2), probed numerically
        for (int64_t other : {0, 1})
          for (int64_t m1 : {1, 2, 3})
            for (int64_t m2 : {0, 1, 5}) {
              std::map<std::string, int64_t> v1, v2;
              for (size_t i = 0; i < n; ++i) v1[vars[i]] = v2[vars[i]] = other;
              v1[vars[a]] = saturatingMul(m1, *s[a]);
              v1[vars[b]] = m2;
              v2[vars[a]] = 0;
              v2[vars[b]] = m1 + m2;
              bool ok = true;
              if (evalWith(formulas[k], scratch, v1, ok) != evalWith(formulas[k], scratch, v2, ok) || !ok) return false;
            }
      }
      return true;
    };
    bool changed = true;
    while (changed) {
      changed = false;
      for (size_t i = n; i-- > 0;)
        for (size_t j = n; j-- > 0;) {
          if (i == j || !s[i] || !s[j]) continue;
          if (canMerge(i, j)) {
            changed = true;
            s[i] = saturatingMul(*s[i], *s[j]);
            s[j].reset();
          }
        }
    }
    return s;
  }

  struct NormalizedDep {
    std::string index;
    std::vector<int64_t> sizes;
    friend bool operator==(const NormalizedDep&, const NormalizedDep&) = default;
  };

  // MemoryDep.normalize() (byStrideOrder = false: prefix c, trailing unused vars dropped) or
  // normalize_with_stride_order() (vars ordered by decreasing stride first, prefix t).
  NormalizedDep normalizeDep(DepId id, bool byStrideOrder) const {
    const int64_t key = int64_t{id} * 2 + (byStrideOrder ? 1 : 0);
    if (auto it = normCache_.find(key); it != normCache_.end()) return it->second;
    // The result depends only on the index text, the loop variables and their sizes, which repeat
    // across a model's identical layers under other buffer names: compute each form once.
    const DepInfo& d = pool_.dep(id);
    std::string content = d.index;
    content += byStrideOrder ? "|t|" : "|c|";
    for (const auto& v : d.vars) (content += v) += ',';
    content += '|';
    for (const auto& x : d.sizes) (content += std::to_string(pool_.sizeHint(x))) += ',';
    auto [it, inserted] = normByContent_.try_emplace(std::move(content));
    if (inserted) it->second = computeNormalizedDep(id, byStrideOrder);
    normCache_.emplace(key, it->second);
    return it->second;
  }
  mutable std::unordered_map<int64_t, NormalizedDep> normCache_;  // deps are immutable: cache by id
  mutable std::unordered_map<std::string, NormalizedDep> normByContent_;

  NormalizedDep computeNormalizedDep(DepId id, bool byStrideOrder) const {
    const DepInfo& d = pool_.dep(id);
    const Expr* parsedIndex = parsed(d.index);
    if (!parsedIndex) return {d.index, {}};
    const Expr& index = *parsedIndex;
    std::vector<std::string> vars = d.vars;
    std::vector<int64_t> sizes;
    for (const auto& x : d.sizes) sizes.push_back(pool_.sizeHint(x));
    if (byStrideOrder) {
      std::vector<int64_t> strides = strideHints(index, vars);
      std::vector<size_t> order(vars.size());
      for (size_t i = 0; i < order.size(); ++i) order[i] = i;
      // sorted(range(n), key=strides.__getitem__, reverse=True): stable, equal strides keep their order
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return strides[a] > strides[b]; });
      std::vector<std::string> v2;
      std::vector<int64_t> s2;
      for (size_t i : order) {
        v2.push_back(vars[i]);
        s2.push_back(sizes[i]);
      }
      vars = std::move(v2);
      sizes = std::move(s2);
    }
    auto merged = simplifyLoops(index, vars, sizes);
    const std::string prefix = byStrideOrder ? "t" : "c";
    std::map<std::string, Expr, std::less<>> replacement;
    NormalizedDep out;
    std::vector<std::string> newVars;
    for (size_t i = 0; i < vars.size(); ++i) {
      if (merged[i]) {
        std::string v = "__fs_norm" + std::to_string(newVars.size());
        newVars.push_back(v);
        replacement[vars[i]] = Expr::symbol(v);
        out.sizes.push_back(*merged[i]);
      } else {
        replacement[vars[i]] = Expr::constant(0);
      }
    }
    Expr result = index.substitute(replacement);
    std::map<std::string, std::string, std::less<>> names;
    for (size_t k = 0; k < newVars.size(); ++k) names[newVars[k]] = prefix + std::to_string(k);
    result = result.rename(names);
    if (!byStrideOrder) {  // drop_unused_symbols
      auto used = result.freeSymbols();
      while (!out.sizes.empty() &&
             std::find(used.begin(), used.end(), prefix + std::to_string(out.sizes.size() - 1)) == used.end())
        out.sizes.pop_back();
    }
    out.index = result.str();
    return out;
  }

  // parseExpr with a memo: the same index texts are parsed again for every candidate pair and layer.
  // nullptr for text FuseScope cannot parse (callers treat it as they treated the exception).
  const Expr* parsed(const std::string& text) const {
    auto [it, fresh] = parseCache_.try_emplace(text);
    if (fresh) {
      try {
        it->second = parseExpr(text);
      } catch (const std::exception&) {
        it->second.reset();
      }
    }
    return it->second ? &*it->second : nullptr;
  }
  mutable std::unordered_map<std::string, std::optional<Expr>> parseCache_;

  // The dep MemoryDep.normalize() returns (vars c0.., merged loops, mode kept).
  DepId normalizedDepId(DepId id) {
    const DepInfo& d = pool_.dep(id);
    if (d.kind != DepKind::Memory || d.indexHasTmp) return id;
    NormalizedDep n = normalizeDep(id, false);
    DepInfo nd;
    nd.kind = DepKind::Memory;
    nd.name = d.name;
    nd.mode = d.mode;
    nd.index = n.index;
    for (size_t k = 0; k < n.sizes.size(); ++k) {
      nd.vars.push_back("c" + std::to_string(k));
      nd.sizes.push_back(std::to_string(n.sizes[k]));
    }
    return pool_.intern(std::move(nd));
  }

  // MemoryDep.decide_loop_order_to_match
  std::optional<std::vector<int>> decideLoopOrderToMatch(DepId selfId, DepId otherId) const {
    const DepInfo& self = pool_.dep(selfId);
    const DepInfo& other = pool_.dep(otherId);
    const Expr* sp = parsed(self.index);
    const Expr* op = parsed(other.index);
    if (!sp || !op) return std::nullopt;
    const Expr& si = *sp;
    const Expr& oi = *op;
    // num_vars != len(index.free_symbols): broadcasts are not handled
    if (self.vars.size() != si.freeSymbols().size() || other.vars.size() != oi.freeSymbols().size()) return std::nullopt;
    for (const auto* d : {&self, &other})
      for (const auto& x : d->sizes) {
        int64_t v = pool_.sizeHint(x);
        if (v == 0 || v == 1) return std::nullopt;
      }
    auto ss = strideHints(si, self.vars);
    auto os = strideHints(oi, other.vars);
    auto unique = [](std::vector<int64_t> v) {
      std::sort(v.begin(), v.end());
      return std::adjacent_find(v.begin(), v.end()) == v.end();
    };
    if (!unique(ss) || !unique(os)) return std::nullopt;
    auto a = ss, b = os;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b) return std::nullopt;
    std::vector<int> order;
    for (int64_t st : os) order.push_back(static_cast<int>(std::find(ss.begin(), ss.end(), st) - ss.begin()));
    return order;
  }

  // SchedulerNode.apply_new_loop_order: LoopBody.reorder_iter_loops, then the deps re-extracted
  // (normalize=False): new loop k iterates old loop order[k]; deps keep their order.
  void applyNewLoopOrder(NodeId m, const std::vector<int>& order) {
    Original& o = origs_[static_cast<size_t>(m)];
    const size_t npw = o.pointwise.size();
    std::vector<int64_t> newPw;
    std::vector<std::string> newPwText;
    for (int k : order) {
      newPw.push_back(o.pointwise[static_cast<size_t>(k)]);
      newPwText.push_back(o.pointwiseText[static_cast<size_t>(k)]);
    }
    o.pointwise = newPw;
    o.pointwiseText = newPwText;
    std::vector<int64_t> allSizes = newPw;
    allSizes.insert(allSizes.end(), o.reduction.begin(), o.reduction.end());
    std::map<std::string, std::string, std::less<>> toTmp, fromTmp;
    for (size_t k = 0; k < order.size(); ++k) {
      toTmp["d" + std::to_string(order[k])] = "__fs_loop" + std::to_string(k);
      fromTmp["__fs_loop" + std::to_string(k)] = "d" + std::to_string(k);
    }
    std::unordered_map<DepId, DepId> mapped;
    auto remap = [&](DepId id) -> DepId {
      if (auto it = mapped.find(id); it != mapped.end()) return it->second;
      const DepInfo& d = pool_.dep(id);
      DepId result = id;
      if (d.kind == DepKind::Memory) {
        try {
          Expr e = parseExpr(d.index).rename(toTmp).rename(fromTmp);
          DepInfo nd;
          nd.kind = DepKind::Memory;
          nd.name = d.name;
          nd.mode = d.mode;
          nd.index = e.str();
          for (size_t i = 0; i < allSizes.size(); ++i) {
            if (allSizes[i] == 1) continue;
            nd.vars.push_back("d" + std::to_string(i));
            nd.sizes.push_back(i < npw ? o.pointwiseText[i] : o.reductionText[i - npw]);
          }
          auto used = e.freeSymbols();
          while (!nd.vars.empty() && std::find(used.begin(), used.end(), nd.vars.back()) == used.end()) {
            nd.vars.pop_back();
            nd.sizes.pop_back();
          }
          result = pool_.intern(std::move(nd));
        } catch (const std::exception&) {
        }
      }
      mapped[id] = result;
      return result;
    };
    Snode& s = sn(m);
    for (auto* list : {&s.reads, &s.writes, &s.unmet})
      for (DepId& d : *list) d = remap(d);
  }

  // SchedulerNode / FusedSchedulerNode.reorder_loops_by_dep_pair
  bool reorderLoopsByDepPair(int id, DepId selfDep, DepId otherDep) {
    Snode& s = sn(id);
    if (s.isTemplate || s.isForeach()) return false;
    const std::vector<int64_t>* selfSizes = nullptr;
    for (NodeId m : s.members) {
      if (sn(m).type != SchedNodeType::Scheduler) return false;
      if (selfSizes && *selfSizes != orig(m).pointwise) return false;  // "different sizes"
      selfSizes = &orig(m).pointwise;
    }
    if (!selfSizes) return false;
    std::optional<std::vector<int>> order;
    if (selfSizes->size() == pool_.dep(selfDep).vars.size() && selfSizes->size() == pool_.dep(otherDep).vars.size())
      order = decideLoopOrderToMatch(selfDep, otherDep);
    if (!order || order->empty()) return false;
    for (NodeId m : s.members) applyNewLoopOrder(m, *order);
    if (s.isFusedType()) refreshGroupDeps(sn(id));
    return true;
  }

  // ReadWrites.buffer_names(): MemoryDeps only, integer indices ignored.
  std::vector<NameId> memoryBufferNames(const Snode& n) const {
    std::vector<NameId> out;
    for (const auto* list : {&n.reads, &n.writes})
      for (DepId d : *list) {
        const DepInfo& dep = pool_.dep(d);
        if (dep.kind == DepKind::Memory && !dep.integerIndex) orderedAdd(out, dep.name);
      }
    return out;
  }

  DepId lastDepNamed(const Snode& n, NameId name) const {
    DepId found = -1;
    for (const auto* list : {&n.reads, &n.writes})
      for (DepId d : *list)
        if (pool_.dep(d).name == name) found = d;
    return found;
  }

  mutable SymbolValues strideScratch_;
  std::vector<int64_t> strideHints(const Expr& index, const std::vector<std::string>& vars) const {
    std::vector<int64_t> strides;
    SymbolValues& probe = strideScratch_;
    probe.fallback = hints_.fallback;
    probe.values = hints_.values;
    for (const auto& v : vars) probe.values[v] = 0;
    int64_t at0 = 0;
    try {
      at0 = index.evaluate(probe);
    } catch (const std::exception&) {
      return std::vector<int64_t>(vars.size(), 0);
    }
    for (const auto& v : vars) {
      probe.values[v] = 1;
      int64_t at1 = at0;
      try {
        at1 = index.evaluate(probe);
      } catch (const std::exception&) {
      }
      probe.values[v] = 0;
      strides.push_back(saturatingSub(at1, at0));
    }
    return strides;
  }

  // ------------------------------------------------------------------------------------------------
  // Backend (CUDACombinedScheduling -> TritonScheduling = SIMDScheduling.can_fuse)

  bool backendCanFuse(int id1, int id2) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    if (n1.isForeach() || n2.isForeach()) return foreachCanFuse(id1, id2);
    if (orig(n1.members.front()).isCpu) return true;  // CppScheduling.can_fuse is not ported
    return simdCanFuse(id1, id2);
  }

  const Original& groupOf(const Snode& n) const { return orig(n.groupNode); }

  // SchedulerNode.pointwise_read_writes as candidate_tilings reads it: extract_read_writes(self._body,
  // sizes[0], hidden_args=[0]*len(sizes[1])) with normalize=False, i.e. every load (in trace order, a
  // masked sub-block's at its call), load_seed, store and store_reduction of the loop body, indexed by
  // the body's own iteration vars. With loop_ordering_after_fusion off the printed deps are normalized
  // (SchedulerNode._compute_attrs, should_normalize) and say nothing about these strides.
  std::optional<std::vector<TilingDep>> bodyTilingDeps(NodeId m) {
    const Node& n = graph_.nodes[static_cast<size_t>(m)];
    const Original& o = orig(m);
    if (!n.body || n.body->varRanges.size() != o.pointwise.size() + o.reduction.size()) return std::nullopt;
    const codegen::LoopBodyProgram& body = loopBody(m);
    if (!body.body()) return std::nullopt;
    std::vector<std::string> vars;
    for (const auto& v : n.body->varRanges) vars.push_back(v.first);
    struct Access {
      std::string buffer, index;
    };
    std::vector<Access> loads, seeds, stores, storeReductions;
    std::function<void(const codegen::LoopBlockProgram&, int)> walk = [&](const codegen::LoopBlockProgram& block,
                                                                           int depth) {
      std::map<std::string, std::string> indexOf;
      for (const auto& st : block.statements) {
        using Kind = codegen::LoopStatement::Kind;
        if (st.kind == Kind::GetIndex) {
          indexOf[st.result] = st.op;
        } else if (st.kind == Kind::Masked) {
          auto it = body.blocks.find(st.op);
          if (it != body.blocks.end() && depth < 16) walk(it->second, depth + 1);
        } else if (st.kind == Kind::Op && st.args.size() >= 2) {
          auto* list = st.op == "load"              ? &loads
                       : st.op == "load_seed"       ? &seeds
                       : st.op == "store"           ? &stores
                       : st.op == "store_reduction" ? &storeReductions
                                                    : nullptr;
          if (!list) continue;
          auto ix = indexOf.find(st.args[1]);
          if (ix == indexOf.end()) continue;
          auto expr = body.indices.find(ix->second);
          if (expr == body.indices.end()) continue;
          list->push_back({codegen::unquote(st.args[0]), expr->second});
        }
      }
    };
    walk(*body.body(), 0);
    std::vector<TilingDep> deps;
    auto add = [&](const std::vector<Access>& list, bool isWrite) {
      for (const Access& a : list) {
        Expr index;
        try {
          index = parseExpr(a.index);
        } catch (const std::exception&) {
          continue;
        }
        std::vector<int64_t> strides = strideHints(index, vars);
        strides.resize(o.pointwise.size());  // reduction vars are the hidden zero args
        for (size_t i = 0; i < strides.size(); ++i)
          if (o.pointwise[i] == 1) strides[i] = 0;  // index_vars_squeeze: a size-1 var is the constant 0
        const NameId name = pool_.nameId(a.buffer);
        deps.push_back({name, std::move(strides), isWrite});
      }
    };
    add(loads, false);
    add(seeds, false);
    add(stores, true);
    add(storeReductions, true);
    return deps;
  }

  mutable std::unordered_map<int64_t, std::optional<std::vector<int64_t>>> strideCache_;

  TilingNode tilingNode(NodeId m) const {
    TilingNode t;
    const Original& o = orig(m);
    t.pointwise = o.pointwise;
    t.reduction = o.reduction;
    const Snode& s = sn(m);
    const bool raw = !config_.loopOrderingAfterFusion;  // deps were normalized: tile on the loop body
    if (raw && bodyTiling_[static_cast<size_t>(m)]) {
      t.deps = *bodyTiling_[static_cast<size_t>(m)];
      return t;
    }
    auto add = [&](DepId d, bool isWrite) {
      const DepInfo& dep = pool_.dep(d);
      if (dep.kind != DepKind::Memory) return;
      if (dep.vars.size() != o.pointwise.size() + o.reduction.size() || !o.reduction.empty()) {
        if (dep.vars.size() != o.pointwise.size()) return;
      }
      // Strides of an immutable dep over its first k vars: computed once per (dep, k).
      const int64_t key = int64_t{d} * 64 + static_cast<int64_t>(o.pointwise.size() & 63);
      auto [it, fresh] = strideCache_.try_emplace(key);
      if (fresh) {
        const Expr* index = parsed(dep.index);
        if (index) {
          std::vector<std::string> vars(dep.vars.begin(), dep.vars.begin() + static_cast<long>(o.pointwise.size()));
          it->second = strideHints(*index, vars);
        }
      }
      if (!it->second) return;
      t.deps.push_back({dep.name, *it->second, isWrite});
    };
    for (DepId d : raw ? o.rawReads : s.reads) add(d, false);
    for (DepId d : raw ? o.rawWrites : s.writes) add(d, true);
    return t;
  }

  std::vector<int64_t> selectTilingFor(const std::vector<NodeId>& members, int64_t numel) const {
    std::vector<TilingNode> nodes;
    for (NodeId m : members)
      if (sn(m).type == SchedNodeType::Scheduler) nodes.push_back(tilingNode(m));
    return selectTiling(nodes, numel, 1);
  }

  // SIMDScheduling.can_fuse
  bool simdCanFuse(int id1, int id2) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    const Original& g1 = groupOf(n1);
    const Original& g2 = groupOf(n2);
    if (n1.isReduction && n2.isReduction) {
      bool ok = g1.numelKey == g2.numelKey && g1.rnumelKey == g2.rnumelKey;
      if (!ok) ok = mixCanFuse(n1, n2);
      if (!ok)
        why(id1, id2, fmt::format("numel/rnumel mismatch (reduce) ({}, {}), ({}, {})", g1.numelText, g2.numelText,
                                  g1.rnumelText, g2.rnumelText));
      return ok;
    }
    if (!n1.isReduction && !n2.isReduction) {
      if (!(g1.numelKey == g2.numelKey && g1.rnumelKey == g2.rnumelKey)) {
        if (!n2.isTemplate) {
          why(id1, id2, fmt::format("numel/rnumel mismatch (non-reduce) ({}, {}), ({}, {})", g1.numelText,
                                    g2.numelText, g1.rnumelText, g2.rnumelText));
          return false;
        }
      }
      if (n1.isTemplate || n2.isTemplate) return true;
      auto t1 = selectTilingFor(n1.members, g1.numel);
      auto t2 = selectTilingFor(n2.members, g1.numel);
      std::vector<NodeId> both = n1.members;
      both.insert(both.end(), n2.members.begin(), n2.members.end());
      auto t3 = selectTilingFor(both, g1.numel);
      bool cond = true;
      if (t1.size() > 2) cond = t2.size() > 2 ? (t1 == t2 && t2 == t3) : t1 == t3;
      else if (t2.size() > 2) cond = t2 == t3;
      if (!cond) {
        why(id1, id2, fmt::format("tiling mismatch ({}, {}, {})", tilingText(t1), tilingText(t2), tilingText(t3)));
        return false;
      }
      return true;
    }
    if (!n1.isReduction && n2.isReduction) return simdPointwiseIntoReduction(id1, id2);
    return simdPointwiseIntoReduction(id2, id1);  // can_fuse_horizontal(node2, node1): names swap in WhyNoFuse
  }

  static std::string tilingText(const std::vector<int64_t>& t) {
    static const char* pw3[] = {"y", "x"};
    std::string out = "{";
    if (t.size() == 2) out += fmt::format("'x': {}, 'r0_': {}", t[0], t[1]);
    else if (t.size() == 3) out += fmt::format("'{}': {}, '{}': {}, 'r0_': {}", pw3[0], t[0], pw3[1], t[1], t[2]);
    return out + "}";
  }

  bool simdPointwiseIntoReduction(int id1, int id2) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    const Original& g1 = groupOf(n1);
    const Original& g2 = groupOf(n2);
    if (g1.numel == saturatingMul(g2.numel, g2.rnumel)) {
      for (NodeId m : n1.members)
        if (!isCompatible({g2.numel, g2.rnumel}, orig(m).pointwise, orig(m).reduction)) {
          why(id1, id2, "nodes numel/rnumel incompatibility");
          return false;
        }
      if (!n1.isTemplate) {
        auto tiling = selectTilingFor(n1.members, g1.numel);
        bool valid = tiling == std::vector<int64_t>{g1.numel, 1} || tiling == std::vector<int64_t>{g2.numel, g2.rnumel, 1};
        if (!valid) why(id1, id2, "invalid tiling for reduction");
        return valid;
      }
      return true;
    }
    if (g1.numelKey != g2.numelKey) {
      why(id1, id2, "nodes numel incompatibility");
      return false;
    }
    return true;
  }

  // ForeachKernelSchedulerNode.can_fuse
  bool foreachCanFuse(int producerId, int consumerId) {
    const Snode& producer = sn(producerId);
    const Snode& consumer = sn(consumerId);
    if (producer.isForeach() && consumer.isForeach()) {
      if (producer.parts.size() != consumer.parts.size()) {
        why(producerId, consumerId, "foreach do not have same length");
        return false;
      }
      std::vector<int> lp = producer.parts, rp = consumer.parts;
      for (size_t k = 0; k < lp.size(); ++k)
        if (!canFuse(lp[k], rp[k], false)) return false;
      return true;
    }
    if (consumer.isForeach()) {
      if (producer.isReduction) {
        why(producerId, consumerId,
            "candidate producer is a reduction, foreach ops cannot be fused with reductions currently");
        return false;
      }
      int sub = consumerSubnodeFor(consumer, producer);
      if (sub >= 0) return canFuse(producerId, sub, false);
      why(producerId, consumerId, "candidate producer is not dep of any foreach consumer");
      return false;
    }
    if (consumer.isReduction) {
      why(producerId, consumerId,
          "candidate consumer is a reduction, foreach ops cannot be fused with reductions currently");
      return false;
    }
    int sub = producerSubnodeFor(producer, consumer);
    if (sub >= 0) return canFuse(sub, consumerId, false);
    why(producerId, consumerId, "candidate consumer has no dep in any foreach producer");
    return false;
  }

  int consumerSubnodeFor(const Snode& foreach, const Snode& producer) const {
    for (NameId b : producer.buffers)
      for (const auto& [name, node] : foreach.readToNode)
        if (name == b) return node;
    return -1;
  }

  int producerSubnodeFor(const Snode& foreach, const Snode& consumer) const {
    std::vector<int> producers;
    for (DepId r : consumer.reads) {
      NodeId p = producerOf(pool_.dep(r).name);
      if (p == kNone) continue;
      for (const auto& [op, node] : foreach.nameToNode)
        if (op == p) orderedAdd(producers, node);
    }
    return producers.size() == 1 ? producers.front() : -1;
  }

  // ------------------------------------------------------------------------------------------------
  // Loop reordering (shared_data_after_reordering_loop) — only the merged-loops equality case.
  int64_t sharedDataAfterReorderingLoop(int id1, int id2) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    if (orig(n1.members.front()).isCpu || orig(n2.members.front()).isCpu) return -1;
    if (n1.isTemplate || n2.isTemplate) return -1;
    auto names1 = memoryBufferNames(n1);
    auto names2 = memoryBufferNames(n2);
    struct Cand {
      int64_t numel;
      DepId lhs, rhs;
    };
    std::vector<Cand> candidates;
    for (NameId name : names1) {
      if (!contains(names2, name)) continue;
      DepId lhs = lastDepNamed(n1, name), rhs = lastDepNamed(n2, name);
      const DepInfo& l = pool_.dep(lhs);
      const DepInfo& r = pool_.dep(rhs);
      bool same = (l.kind == DepKind::Memory && r.kind == DepKind::Memory) ? normalizeDep(lhs, true) == normalizeDep(rhs, true)
                                                                           : lhs == rhs;
      if (same) candidates.push_back({l.numel, lhs, rhs});
    }
    if (candidates.empty()) return -1;
    Cand best = candidates.front();
    for (const auto& c : candidates)
      if (c.numel > best.numel) best = c;
    const DepInfo& lhs = pool_.dep(best.lhs);
    const DepInfo& rhs = pool_.dep(best.rhs);
    if (lhs.kind != DepKind::Memory || rhs.kind != DepKind::Memory) return -1;
    if (lhs.vars.size() != rhs.vars.size()) {
      if (normalizeDep(best.lhs, false) == normalizeDep(best.rhs, false)) return lhs.bytes;
      return -1;
    }
    bool reordered = false;
    if (!n1.isReduction) reordered = reorderLoopsByDepPair(id1, best.lhs, best.rhs);
    else if (!n2.isReduction) reordered = reorderLoopsByDepPair(id2, best.rhs, best.lhs);
    return reordered ? scoreFusionMemory(sn(id1), sn(id2)) : -1;
  }

  // ------------------------------------------------------------------------------------------------
  // Scheduler.will_fusion_create_cycle
  NodeBitset scratchNames_, scratchAncestors_;
  std::vector<int> scratchStack_;
  std::vector<unsigned> visitStamp_;
  unsigned stamp_ = 0;

  bool willFusionCreateCycle(int id1, int id2) {
    const Snode& n1 = sn(id1);
    const Snode& n2 = sn(id2);
    NodeBitset& combinedNames = scratchNames_;  // reused: no allocation per candidate pair
    combinedNames = n1.ops;
    combinedNames.orWith(n2.ops);
    NodeBitset& combinedAncestors = scratchAncestors_;
    combinedAncestors = n1.ancestors;
    combinedAncestors.orWith(n2.ancestors);
    combinedAncestors.andNot(combinedNames);
    visitStamp_.resize(snodes_.size(), 0);
    ++stamp_;  // visited = nodes stamped in this call
    std::vector<int>& stack = scratchStack_;
    stack.clear();
    auto push = [&](int origId) {
      int f = fusedOf_[static_cast<size_t>(origId)];
      const Snode& s = sn(f);
      if ((s.isFusedType() || s.isForeach()) && visitStamp_[static_cast<size_t>(f)] != stamp_) {
        visitStamp_[static_cast<size_t>(f)] = stamp_;
        stack.push_back(f);
      }
    };
    combinedAncestors.anyOf([&](int n) {
      push(n);
      return false;
    });
    bool cycle = false;
    while (!stack.empty() && !cycle) {
      const Snode& node = sn(stack.back());
      stack.pop_back();
      if (node.ops.isSubsetOf(combinedAncestors)) continue;
      if (combinedNames.intersects(node.ancestors)) {
        cycle = true;
        break;
      }
      node.ancestors.anyOfExcept(combinedAncestors, [&](int n) {
        push(n);
        return false;
      });
    }
    if (cycle) why(id1, id2, "will create cycle");
    return cycle;
  }

  // ------------------------------------------------------------------------------------------------
  // Fusion rounds

  struct Candidate {
    int a, b;
    Score211 score;
  };

  // Scheduler.get_possible_fusions
  std::vector<Candidate> getPossibleFusions(bool isReorderRound) {
    phase_ = DecisionPhase::Candidate;
    std::vector<Candidate> possible;
    std::unordered_set<uint64_t> seen;
    auto checkAllPairs = [&](const std::vector<int>& group) {
      const size_t window = static_cast<size_t>(config_.maxFusionBufferGroupPairwiseAttempts);
      for (size_t i = 0; i < group.size(); ++i)
        for (size_t j = i + 1; j < group.size() && j <= i + window; ++j) {
          int a = group[i], b = group[j];
          uint64_t key = (static_cast<uint64_t>(static_cast<uint32_t>(a)) << 32) | static_cast<uint32_t>(b);
          if (!seen.insert(key).second) continue;
          if (canFuse(a, b, isReorderRound)) {
            Score211 s = scoreFusion(sn(a), sn(b));
            record(a, b, Verdict::Candidate, {}).score = toTraceScore(s);
            possible.push_back({a, b, s});
          } else if ((sn(b).isTemplate || sn(b).isForeach()) && canFuse(b, a, isReorderRound)) {
            Score211 s = scoreFusion(sn(b), sn(a));
            record(b, a, Verdict::Candidate, {}).score = toTraceScore(s);
            possible.push_back({b, a, s});
          }
        }
    };
    std::vector<std::pair<NameId, std::vector<int>>> groups;
    std::unordered_map<NameId, size_t> groupIndex;
    for (int n : nodes_) {
      const Snode& s = sn(n);
      if (s.isExternOrNop() && !s.isTemplate) continue;  // unfusable_node
      std::vector<NameId> used;
      for (DepId d : s.reads) orderedAdd(used, pool_.dep(d).name);
      for (DepId d : s.writes) orderedAdd(used, pool_.dep(d).name);
      for (NameId name : used) {
        auto [it, inserted] = groupIndex.emplace(name, groups.size());
        if (inserted) groups.emplace_back(name, std::vector<int>{});
        groups[it->second].second.push_back(n);
      }
    }
    for (const auto& g : groups) checkAllPairs(g.second);
    if (config_.aggressiveFusion) {
      std::vector<std::pair<std::string, std::vector<int>>> byGroup;
      for (int n : nodes_) {
        const Snode& s = sn(n);
        if (s.isExternOrNop()) continue;
        std::string key = devices_[static_cast<size_t>(s.device)] + "|";
        if (s.isForeach()) key += "combo_kernel";
        else key += groupOf(s).numelKey + "|" + groupOf(s).rnumelKey;
        auto it = std::find_if(byGroup.begin(), byGroup.end(), [&](auto& e) { return e.first == key; });
        if (it == byGroup.end()) {
          byGroup.emplace_back(key, std::vector<int>{});
          it = byGroup.end() - 1;
        }
        it->second.push_back(n);
      }
      for (const auto& g : byGroup) checkAllPairs(g.second);
    }
    // get_possible_fusions_with_highest_priority: every backend here reports priority 0.
    std::vector<int> order(possible.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
    pythonSortReverse(order, [&](int x, int y) {
      return scoreLess(possible[static_cast<size_t>(x)].score, possible[static_cast<size_t>(y)].score);
    });
    std::vector<Candidate> sorted;
    for (int k : order) sorted.push_back(possible[static_cast<size_t>(k)]);
    return sorted;
  }

  // ------------------------------------------------------------------------------------------------
  // MixOrderReduction (scheduler.py): two reductions of the same input along different dimensions.

  // ComputedBuffer._split_size is set on the first layer of a reduction Reduction.create split
  // (create_multilayer): the layer that reads nothing but its output is a reduction of it. The dump
  // does not print the field; it is inferred from that shape (assumed: noted when consulted).
  void findSplitReductions() {
    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      const Node& n = graph_.nodes[i];
      Original& o = origs_[i];
      if (n.body)
        for (const auto& block : n.body->blocks)
          for (const auto& line : block.lines) {
            auto at = line.find("ops.reduction(");
            if (at == std::string::npos) continue;
            auto q1 = line.find('\'', at);
            auto q2 = q1 == std::string::npos ? q1 : line.find('\'', q1 + 1);
            if (q2 != std::string::npos) o.reductionTypes.push_back(line.substr(q1 + 1, q2 - q1 - 1));
          }
    }
    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      const Node& r = graph_.nodes[i];
      Original& o = origs_[i];
      if (!snodes_[i].isReduction || r.irType != "ComputedBuffer" || o.outputs.size() != 1) continue;
      BufferId b = pool_.nameInfo(o.outputs.front()).buffer;
      if (b == kNone) continue;
      for (const auto& user : graph_.buffers[static_cast<size_t>(b)].users) {
        auto it = graph_.nodeByName.find(user.node);
        if (it == graph_.nodeByName.end()) continue;
        const size_t s = static_cast<size_t>(it->second);
        if (s == i || !snodes_[s].isReduction || graph_.nodes[s].irType != "ComputedBuffer") continue;
        bool onlyThis = true, any = false;
        for (DepId d : snodes_[s].reads) {
          const DepInfo& dep = pool_.dep(d);
          if (dep.kind == DepKind::Weak) continue;
          any = true;
          if (dep.name != o.outputs.front()) onlyThis = false;
        }
        const Original& second = origs_[s];
        if (!any || !onlyThis || second.numel * second.rnumel != o.numel) continue;
        try {
          o.splitNumelKey = parseExpr(second.numelText).str();
          o.splitRnumelKey = (parseExpr(o.rnumelText) * parseExpr(second.rnumelText)).str();
        } catch (const std::exception&) {
          continue;
        }
        o.splitReduction = true;
        o.splitNumel = second.numel;
        o.splitRnumel = o.rnumel * second.rnumel;
        break;
      }
    }
  }

  bool isGpu(const Snode& n) const {
    if (n.device < 0) return false;
    const std::string& d = devices_[static_cast<size_t>(n.device)];
    return d.rfind("cuda", 0) == 0 || d.rfind("xpu", 0) == 0;
  }

  // MixOrderReduction.is_split_reduction
  bool isSplitReduction(const Snode& n) const {
    if (!n.isReduction) return false;
    for (NodeId m : n.members)
      if (sn(m).type == SchedNodeType::Scheduler && sn(m).isReduction &&
          graph_.nodes[static_cast<size_t>(m)].irType == "ComputedBuffer" && !orig(m).splitReduction)
        return false;
    return true;
  }

  struct NumelRnumel {
    std::string numelKey, rnumelKey;
    int64_t numel = 0, rnumel = 0;
  };

  // MixOrderReduction.get_numel_rnumel
  NumelRnumel numelRnumel(const Snode& n) const {
    if (isSplitReduction(n))
      for (NodeId m : n.members) {
        const Original& o = orig(m);
        if (!o.splitReduction || !sn(m).isReduction) continue;
        // Noted once for the trace, not per decision: most decisions that look at the sizes do not turn on it.
        if (!notedSplit_.count(m))
          notedSplit_.emplace(m, addNote(fmt::format(
              "assumed: {} is the first layer of a split reduction (its output is reduced by a node that reads "
              "nothing else): original ranges {}, original reduction ranges {} (ComputedBuffer._split_size is not "
              "in the dump)", graph_.nodes[static_cast<size_t>(m)].name, o.splitNumelKey, o.splitRnumelKey)));
        return {o.splitNumelKey, o.splitRnumelKey, o.splitNumel, o.splitRnumel};
      }
    const Original& g = groupOf(n);
    return {g.numelKey, g.rnumelKey, g.numel, g.rnumel};
  }

  // MixOrderReduction.has_mix_reduction_orders
  bool hasMixReductionOrders(const Snode& n1, const Snode& n2) const {
    NumelRnumel g1 = numelRnumel(n1), g2 = numelRnumel(n2);
    if (g1.numelKey == g2.numelKey && g1.rnumelKey == g2.rnumelKey) return false;
    return g1.numelKey == g2.rnumelKey && g1.rnumelKey == g2.numelKey;
  }

  // MixOrderReduction._is_full_access: read_writes.var_ranges of a SchedulerNode are the d0.. vars of its
  // sizes; a fused node uses its first snode's.
  bool isFullAccess(NameId buf, const Snode& n) const {
    const DepInfo* found = nullptr;
    for (DepId d : n.reads)
      if (pool_.dep(d).kind == DepKind::Memory && pool_.dep(d).name == buf) {
        found = &pool_.dep(d);
        break;
      }
    if (!found) return false;
    const Original& first = orig(n.members.front());
    const size_t k = first.pointwise.size() + first.reduction.size();
    int64_t total = 1;
    for (int64_t v : first.pointwise) total *= v;
    for (int64_t v : first.reduction) total *= v;
    if (const Expr* index = parsed(found->index)) {
      std::vector<std::string> free = index->freeSymbols();
      bool all = true;
      for (size_t i = 0; i < k && all; ++i) all = std::binary_search(free.begin(), free.end(), "d" + std::to_string(i));
      if (all) return true;
    }
    int64_t depTotal = 1;
    for (const auto& size : found->sizes) depTotal *= pool_.sizeHint(size);
    return depTotal == total;
  }

  // MixOrderReduction.get_common_read: used_buffer_names() of both, fully accessed by both.
  bool hasCommonRead(const Snode& n1, const Snode& n2) const {
    std::vector<NameId> used1, used2;
    for (const auto* list : {&n1.reads, &n1.writes})
      for (DepId d : *list) orderedAdd(used1, pool_.dep(d).name);
    for (const auto* list : {&n2.reads, &n2.writes})
      for (DepId d : *list) orderedAdd(used2, pool_.dep(d).name);
    for (NameId b : used1)
      if (contains(used2, b) && isFullAccess(b, n1) && isFullAccess(b, n2)) return true;
    return false;
  }

  // MixOrderReduction.is_contiguous_load: every ops.load of `buf` in each snode's loop body has stride
  // 0 or 1 in the body's last var.
  // Loop bodies parsed on first use: the mix-order checks ask about the same node for many pairs.
  const codegen::LoopBodyProgram& loopBody(NodeId m) const {
    if (loopBodies_.size() < nOrig_) loopBodies_.resize(nOrig_);
    auto& slot = loopBodies_[static_cast<size_t>(m)];
    if (!slot) slot = std::make_unique<const codegen::LoopBodyProgram>(codegen::parseLoopBody(*graph_.nodes[static_cast<size_t>(m)].body));
    return *slot;
  }

  // is_contiguous_load for one member node: every load of `buf` in its body has stride 0 or 1 in the
  // innermost loop variable. A fact of (buffer, node), so it is memoized.
  bool memberLoadsContiguously(NameId buf, NodeId m) const {
    const Node& n = graph_.nodes[static_cast<size_t>(m)];
    if (!n.body || n.body->varRanges.empty()) return true;
    const uint64_t key = static_cast<uint64_t>(static_cast<uint32_t>(buf)) << 32 | static_cast<uint32_t>(m);
    if (auto it = contiguousLoads_.find(key); it != contiguousLoads_.end()) return it->second;
    const bool contiguous = [&] {
      const std::string& name = pool_.name(buf);
      const codegen::LoopBodyProgram& body = loopBody(m);
      std::vector<std::string> vars;
      for (const auto& v : n.body->varRanges) vars.push_back(v.first);
      for (const auto& [blockName, block] : body.blocks) {
        std::map<std::string, std::string> indexOf;
        for (const auto& st : block.statements) {
          using Kind = codegen::LoopStatement::Kind;
          if (st.kind == Kind::GetIndex) indexOf[st.result] = st.op;
          if (st.kind != Kind::Op || st.op != "load" || st.args.size() < 2) continue;
          if (codegen::unquote(st.args[0]) != name) continue;
          auto ix = indexOf.find(st.args[1]);
          if (ix == indexOf.end()) continue;
          auto expr = body.indices.find(ix->second);
          if (expr == body.indices.end()) continue;
          const Expr* index = parsed(expr->second);
          if (!index) return false;
          int64_t stride = strideHints(*index, vars).back();
          if (!(stride == 0 || stride == 1)) return false;
        }
      }
      return true;
    }();
    contiguousLoads_.emplace(key, contiguous);
    return contiguous;
  }

  bool isContiguousLoad(NameId buf, const Snode& parent) const {
    for (NodeId m : parent.members)
      if (!memberLoadsContiguously(buf, m)) return false;
    return true;
  }
  bool isContiguousNode(const Snode& n) const {
    for (DepId d : n.reads)
      if (!isContiguousLoad(pool_.dep(d).name, n)) return false;
    return true;
  }

  int64_t mixNumel(const Snode& n) const {  // MixOrderReduction.get_numel / get_fusion_score(node1, node2)
    NumelRnumel g = numelRnumel(n);
    return g.numel * g.rnumel;
  }

  // MixOrderReduction.can_fuse
  bool mixCanFuse(const Snode& n1, const Snode& n2) const {
    if (!config_.mixOrderReduction) return false;
    if (!isGpu(n1) || !isGpu(n2)) return false;  // cpp_wrapper off, the triton backend: Inductor's defaults
    if (!n1.isReduction || !n2.isReduction) return false;
    if (n1.ancestors.intersects(n2.ops) || n2.ancestors.intersects(n1.ops)) return false;
    if (!hasMixReductionOrders(n1, n2)) return false;
    if (!hasCommonRead(n1, n2)) return false;
    const Snode* contiguous = nullptr;
    const Snode* other = nullptr;
    if (isContiguousNode(n1)) contiguous = &n1, other = &n2;
    else if (isContiguousNode(n2)) contiguous = &n2, other = &n1;
    else return false;
    NumelRnumel g = numelRnumel(*contiguous);
    const int64_t nrow = g.numel, ncol = g.rnumel;
    // mix_order_reduction_non_strict_mode is False: the size checks apply.
    if (nrow * ncol < 5 * (int64_t{1} << 20)) return false;
    if (nrow < ncol * 2) return false;
    if (nrow < 4096) return false;
    // A persistent reduction: the contiguous node's reduction hints must be INNER or DEFAULT.
    if (!notedHint_.count(contiguous->name))
      notedHint_.emplace(contiguous->name,
                                 addNote(fmt::format("assumed: the reduction hint of {} is INNER or DEFAULT (reduction "
                                                     "hints are not in the dump; its loads are contiguous in the "
                                                     "reduction dimension)", contiguous->name)));
    if (ncol > 1024 * 16) return false;
    for (NodeId m : other->members) {
      if (!sn(m).isReduction) continue;
      const auto& types = orig(m).reductionTypes;
      if (types.empty()) return false;
      for (const auto& t : types)
        if (t != "sum" && t != "prod") return false;
    }
    return true;
  }

  // FusedMixOrderReductions.sub_node_can_fuse
  bool subNodeCanFuse(int self, int node1, int node2, const std::vector<int>& others) {
    if (!canFuse(node1, node2, false, /*allowMix=*/false)) return false;
    if (isContiguousNode(sn(node1)) && !isContiguousNode(sn(node2))) return false;
    if (!others.empty()) {
      NodeBitset anc12 = sn(node1).ancestors, ops12 = sn(node1).ops;
      anc12.orWith(sn(node2).ancestors);
      ops12.orWith(sn(node2).ops);
      NodeBitset ancO = sn(others.front()).ancestors, opsO = sn(others.front()).ops;
      for (size_t k = 1; k < others.size(); ++k) {
        ancO.orWith(sn(others[k]).ancestors);
        opsO.orWith(sn(others[k]).ops);
      }
      if (anc12.intersects(opsO) || ancO.intersects(ops12)) return false;
    }
    return !sn(node2).isReduction || scoreFusionMemory(sn(node1), sn(node2), /*countBytes=*/false) >= sn(self).mixNumel;
  }

  // FusedMixOrderReductions.can_fuse_with
  bool mixCanFuseWith(int self, int other) {
    const int a = sn(self).mix1, b = sn(self).mix2;
    if (!sn(other).isMix()) return subNodeCanFuse(self, a, other, {b}) || subNodeCanFuse(self, b, other, {a});
    const int c = sn(other).mix1, d = sn(other).mix2;
    return subNodeCanFuse(self, a, c, {b, d}) && subNodeCanFuse(self, b, d, {});
  }

  // FusedMixOrderReductions(node1, node2): node1 is the contiguous one.
  int makeMix(int node1, int node2) {
    if (!isContiguousNode(sn(node1))) std::swap(node1, node2);
    std::vector<int> parts;
    for (NodeId m : sn(node1).members) parts.push_back(m);
    for (NodeId m : sn(node2).members) parts.push_back(m);
    int id = makeGroupNode(SchedNodeType::FusedMixOrder, parts);
    Snode& f = sn(id);
    f.mix1 = node1;
    f.mix2 = node2;
    f.mixNumel = mixNumel(sn(node1));
    return id;
  }

  // FusedMixOrderReductions.fuse_with
  int mixFuseWith(int self, int other) {
    const int a = sn(self).mix1, b = sn(self).mix2;
    if (sn(other).isMix()) {
      const int c = sn(other).mix1, d = sn(other).mix2;
      int f1 = backendFuse(a, c);
      int f2 = backendFuse(b, d);
      return makeMix(f1, f2);
    }
    if (subNodeCanFuse(self, a, other, {b})) return makeMix(backendFuse(a, other), b);
    return makeMix(a, backendFuse(b, other));
  }

  // SIMDScheduling.fuse (BaseScheduling.fuse in 2.11)
  int backendFuse(int a, int b) {
    if (sn(a).isForeach() || sn(b).isForeach()) return fuseForeach(a, b);
    if (mixCanFuse(sn(a), sn(b))) return makeMix(a, b);
    if (sn(a).isMix()) return mixFuseWith(a, b);
    std::vector<int> parts;
    for (NodeId m : sn(a).members) parts.push_back(m);
    for (NodeId m : sn(b).members) parts.push_back(m);
    return makeGroupNode(SchedNodeType::Fused, parts);
  }

  mutable std::map<NodeId, int> notedSplit_;          // node -> its note
  mutable std::map<std::string, int> notedHint_;      // node name -> its note
  mutable DecisionBasis pendingBasis_ = DecisionBasis::Ported;
  mutable int pendingNote_ = -1;

  int fuseTwoNodes(int a, int b) {
    int fused = backendFuse(a, b);
    int fusionIndex = static_cast<int>(trace_.fusions.size());
    recordNode(fused, fusionIndex);
    Decision& d = record(a, b, Verdict::Fused, {});
    d.score = toTraceScore(scoreFusion(sn(a), sn(b)));
    d.fusion = fusionIndex;
    trace_.fusions.push_back({round_, a, b, fused, static_cast<int>(trace_.decisions.size()) - 1});
    for (NodeId m : sn(fused).members) fusedOf_[static_cast<size_t>(m)] = fused;
    alive_.resize(snodes_.size(), 0);
    alive_[static_cast<size_t>(a)] = 0;
    alive_[static_cast<size_t>(b)] = 0;
    alive_[static_cast<size_t>(fused)] = 1;
    releaseReplaced(a, fused);
    releaseReplaced(b, fused);
    return fused;
  }

  // A fused node that became part of a larger one is never asked again (original nodes and foreach
  // subkernels stay: group nodes are built from them); its sets are the bulk of memory on large graphs.
  void releaseReplaced(int node, int fused) {
    const Snode& f = sn(fused);
    Snode& s = sn(node);
    if (s.type != SchedNodeType::Fused || contains(f.parts, node)) return;
    if (f.isMix() && (f.mix1 == node || f.mix2 == node)) return;  // FusedMixOrderReductions keeps node1/node2
    for (int p : f.parts)
      if (contains(sn(p).parts, node)) return;
    s.ops.release();
    s.ancestors.release();
  }

  // ForeachKernelSchedulerNode.fuse
  int fuseForeach(int producerId, int consumerId) {
    const Snode producer = sn(producerId);
    const Snode consumer = sn(consumerId);
    auto fusePair = [&](int l, int r) {
      std::vector<int> parts;
      for (NodeId m : sn(l).members) parts.push_back(m);
      for (NodeId m : sn(r).members) parts.push_back(m);
      return makeGroupNode(SchedNodeType::Fused, parts);
    };
    if (producer.isForeach() && consumer.isForeach()) {
      std::vector<int> parts;
      for (size_t k = 0; k < producer.parts.size(); ++k) parts.push_back(fusePair(producer.parts[k], consumer.parts[k]));
      return makeForeach(parts);
    }
    const Snode& fe = producer.isForeach() ? producer : consumer;
    int sub = producer.isForeach() ? producerSubnodeFor(producer, consumer) : consumerSubnodeFor(consumer, producer);
    int newSub = producer.isForeach() ? fusePair(sub, consumerId) : fusePair(producerId, sub);
    std::vector<int> parts;
    for (int p : fe.parts) parts.push_back(p == sub ? newSub : p);
    int id = makeGroupNode(SchedNodeType::Foreach, parts);
    Snode& f = sn(id);
    // prev_node path: read/write/unmet from the foreach and the new subnode; read_to_node stays empty.
    f.nameToNode = fe.nameToNode;
    for (NodeId m : sn(newSub).members) {
      auto it = std::find_if(f.nameToNode.begin(), f.nameToNode.end(), [&](auto& e) { return e.first == m; });
      if (it != f.nameToNode.end()) it->second = newSub;
      else f.nameToNode.emplace_back(m, newSub);
    }
    return id;
  }

  std::vector<char> alive_;

  // The `can fuse (benchmark)` / `cannot fuse (benchmark)` line for this pair (named by buffer names).
  const RecordedBenchmark* recordedBenchmark(const Snode& a, const Snode& b) const {
    auto names = [&](const Snode& n) {
      std::vector<std::string> out;
      for (NameId x : n.buffers) out.push_back(pool_.name(x));
      std::sort(out.begin(), out.end());
      return out;
    };
    auto na = names(a), nb = names(b);
    for (const auto& rb : graph_.inductor.benchmarks) {
      auto b1 = rb.buffers1, b2 = rb.buffers2;
      std::sort(b1.begin(), b1.end());
      std::sort(b2.begin(), b2.end());
      if (b1 == na && b2 == nb) return &rb;
    }
    return nullptr;
  }

  bool loggedFusion(const std::string& n1, const std::string& n2) const {
    for (const RecordedDecision& d : graph_.inductor.decisions)
      if (d.fused && d.node1 == n1 && d.node2 == n2) return true;
    return false;
  }

  // Scheduler._prune_redundant_deps for every node
  void pruneRedundantDeps() {
    for (int n : nodes_) {
      Snode& s = sn(n);
      std::unordered_map<int, int> count;
      for (DepId d : s.unmet)
        if (pool_.dep(d).kind != DepKind::Weak) {
          int f = fusedNodeOfName(pool_.dep(d).name);
          if (f >= 0) ++count[f];
        }
      std::vector<DepId> prune;
      for (DepId d : s.unmet) {
        if (pool_.dep(d).kind != DepKind::Weak) continue;
        int f = fusedNodeOfName(pool_.dep(d).name);
        if (f < 0) continue;
        bool redundant = count[f] > 0 && fusableWeakDep(d, sn(f), s);
        if (redundant || f == n) prune.push_back(d);
      }
      if (prune.empty()) continue;
      auto drop = [&](std::vector<DepId>& v) {
        v.erase(std::remove_if(v.begin(), v.end(), [&](DepId d) { return contains(prune, d); }), v.end());
      };
      drop(s.unmet);
      drop(s.reads);
    }
  }

  // Scheduler.fuse_nodes_once
  void fuseNodesOnce(bool isReorderRound) {
    pruneRedundantDeps();
    alive_.assign(snodes_.size(), 0);
    for (int n : nodes_) alive_[static_cast<size_t>(n)] = 1;
    auto possible = getPossibleFusions(isReorderRound);
    phase_ = DecisionPhase::Fuse;
    std::set<std::pair<int, int>> seenTemplateFusions;
    std::vector<std::pair<int, int>> pendingTemplate;
    for (const auto& c : possible) {
      int a = fusedOf_[static_cast<size_t>(sn(c.a).members.front())];
      int b = fusedOf_[static_cast<size_t>(sn(c.b).members.front())];
      bool templateFusion = sn(a).isTemplate || sn(b).isTemplate;
      if (templateFusion && seenTemplateFusions.count({a, b})) continue;
      if (!canFuse(a, b, isReorderRound) || willFusionCreateCycle(a, b)) continue;
      bool multiTemplate = sn(a).multiTemplate || sn(b).multiTemplate;
      if (multiTemplate && !sn(a).isForeach() && !sn(b).isForeach()) {
        // speedup_by_fusion benchmarks MultiTemplateBuffer fusions; evaluated after the other pairs.
        seenTemplateFusions.insert({a, b});
        pendingTemplate.emplace_back(a, b);
        continue;
      }
      fuseTwoNodes(a, b);
    }
    // _evaluate_pending_template_fusions: fuse_if_speedup with the benchmark outcome fusion.log recorded;
    // without one FuseScope assumes a speedup and says so in the notes.
    for (auto [a, b] : pendingTemplate) {
      if (fusedOf_[static_cast<size_t>(sn(a).members.front())] != a) continue;
      if (fusedOf_[static_cast<size_t>(sn(b).members.front())] != b) continue;
      if (!canFuse(a, b, isReorderRound) || willFusionCreateCycle(a, b)) continue;
      std::string n1 = sn(a).name, n2 = sn(b).name;
      if (const RecordedBenchmark* rb = recordedBenchmark(sn(a), sn(b))) {
        if (!rb->fused) {  // Inductor logs `cannot fuse (benchmark)`, not a WhyNoFuse line
          trace_.notes.push_back(fmt::format("recorded: template fusion {} with {} not taken: fusion.log's benchmark "
                                             "reports {}", n1, n2, rb->detail));
          continue;
        }
        restNextDecisionOn(DecisionBasis::Recorded,
                           addNote(fmt::format("recorded: template fusion {} with {} uses fusion.log's benchmark ({})",
                                               n1, n2, rb->detail)));
        fuseTwoNodes(a, b);
      } else if (graph_.inductor.hasFusionLog) {
        // speedup_by_fusion can refuse without a log line (no template choice compiled, a layout
        // conflict, prologue fusion off by default); fusion.log's own `fusing` line is the outcome.
        if (!loggedFusion(n1, n2)) {
          trace_.notes.push_back(fmt::format("recorded: template fusion {} with {} not taken: speedup_by_fusion refused "
                                             "it without a benchmark line (fusion.log does not fuse them)", n1, n2));
          continue;
        }
        restNextDecisionOn(DecisionBasis::Recorded,
                           addNote(fmt::format("recorded: template fusion {} with {} taken as fusion.log fuses them "
                                               "(no benchmark line)", n1, n2)));
        fuseTwoNodes(a, b);
      } else {
        restNextDecisionOn(DecisionBasis::Assumed,
                           addNote(fmt::format("assumed: template fusion {} with {} is taken as a speedup "
                                               "(speedup_by_fusion benchmarks it; the capture records no outcome)",
                                               n1, n2)));
        fuseTwoNodes(a, b);
      }
    }
    std::vector<int> next;
    for (size_t n = 0; n < alive_.size(); ++n)
      if (alive_[n]) next.push_back(static_cast<int>(n));
    std::stable_sort(next.begin(), next.end(), [&](int x, int y) { return sn(x).minOrder < sn(y).minOrder; });
    nodes_ = topologicalSortSchedule(next);
  }

  // Scheduler._topological_sort_nodes: Kahn's levels over unmet deps, each level in self.nodes order.
  std::vector<std::vector<int>> topologicalLevels() const {
    std::unordered_map<int, int> indegree;
    std::unordered_map<int, std::vector<int>> children;
    std::vector<int> pending = nodes_;
    for (int n : nodes_) indegree[n] = 0;
    for (int n : nodes_) {
      std::vector<int> deps;
      for (DepId d : sn(n).unmet) {
        int f = fusedNodeOfName(pool_.dep(d).name);
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
  bool combinable(const Snode& s) const {
    if (s.isExternOrNop() || s.isForeach() || s.isTemplate || s.isMix()) return false;
    return !(config_.comboKernelsPointwiseOnly && s.isReduction);
  }

  // Scheduler.create_combo_kernel_nodes with _default_group_nodes_for_combo_kernels: per topological
  // level, per GPU device, chunks of 8; speedup_by_combo_kernel is true (benchmark_combo_kernel off).
  void createComboKernelNodes() {
    round_ = trace_.rounds + 1;
    phase_ = DecisionPhase::Fuse;
    constexpr size_t kMaxNodes = 8;
    std::vector<std::vector<int>> groups;
    const auto levels = topologicalLevels();
    // excluded_buffer_names: nodes reading a FusedMixOrderReductions' output are not grouped.
    std::vector<NameId> excluded;
    for (const auto& level : levels)
      for (int n : level)
        if (sn(n).isMix())
          for (NameId b : sn(n).buffers) orderedAdd(excluded, b);
    for (const auto& level : levels) {
      std::vector<std::pair<int, std::vector<int>>> byDevice;
      for (int n : level) {
        const std::string& device = sn(n).device >= 0 ? devices_[static_cast<size_t>(sn(n).device)] : std::string();
        if (device.rfind("cpu", 0) == 0 || device.rfind("mps", 0) == 0) continue;
        if (!excluded.empty()) {
          bool reads = false;
          for (const auto* list : {&sn(n).reads, &sn(n).writes})
            for (DepId d : *list) reads = reads || contains(excluded, pool_.dep(d).name);
          if (reads) continue;
        }
        auto it = std::find_if(byDevice.begin(), byDevice.end(), [&](auto& e) { return e.first == sn(n).device; });
        if (it == byDevice.end()) it = byDevice.insert(byDevice.end(), {sn(n).device, {}});
        it->second.push_back(n);
      }
      for (auto& [device, list] : byDevice)
        for (size_t i = 0; i < list.size(); i += kMaxNodes)
          groups.emplace_back(list.begin() + static_cast<std::ptrdiff_t>(i),
                              list.begin() + static_cast<std::ptrdiff_t>(std::min(list.size(), i + kMaxNodes)));
    }
    int combos = 0;
    alive_.assign(snodes_.size(), 0);
    for (int n : nodes_) alive_[static_cast<size_t>(n)] = 1;
    for (const auto& group : groups) {
      std::vector<int> parts;
      for (int n : group)
        if (combinable(sn(n))) parts.push_back(n);
      if (parts.size() < 2) continue;
      ++combos;
      // One step per added node; the last step's node is Inductor's ForeachKernelSchedulerNode.
      int current = parts.front();
      for (size_t k = 1; k < parts.size(); ++k) {
        int combo = makeForeach(std::vector<int>(parts.begin(), parts.begin() + static_cast<std::ptrdiff_t>(k) + 1));
        int fusionIndex = static_cast<int>(trace_.fusions.size());
        recordNode(combo, fusionIndex);
        Decision& d = record(current, parts[k], Verdict::Fused, {});
        d.kind = FusionKind::Combo;
        d.fusion = fusionIndex;
        trace_.fusions.push_back({round_, current, parts[k], combo, static_cast<int>(trace_.decisions.size()) - 1});
        alive_.resize(snodes_.size(), 0);
        alive_[static_cast<size_t>(current)] = 0;
        alive_[static_cast<size_t>(parts[k])] = 0;
        alive_[static_cast<size_t>(combo)] = 1;
        current = combo;
      }
      for (NodeId m : sn(current).members) fusedOf_[static_cast<size_t>(m)] = current;
    }
    std::vector<int> next;
    for (size_t n = 0; n < alive_.size(); ++n)
      if (alive_[n]) next.push_back(static_cast<int>(n));
    std::stable_sort(next.begin(), next.end(), [&](int x, int y) { return sn(x).minOrder < sn(y).minOrder; });
    nodes_ = topologicalSortSchedule(next);
    trace_.rounds = round_;
    trace_.notes.push_back(fmt::format("inductor-2.11: step {} is create_combo_kernel_nodes (combo_kernels): {} combo "
                                       "kernels; Inductor logs no `fusing` line for them", round_, combos));
  }

  // Scheduler.fuse_nodes
  void fuseNodes() {
    for (int i = 0; i < 10; ++i) {
      size_t oldLen = nodes_.size();
      round_ = i + 1;
      fuseNodesOnce(false);
      trace_.rounds = round_;
      if (nodes_.size() == oldLen || nodes_.size() == 1) break;
    }
    // loop_ordering_after_fusion or loop_index_inversion_in_fusion (default True): the reorder round.
    round_ = trace_.rounds + 1;
    fuseNodesOnce(true);
    trace_.rounds = round_;
    trace_.notes.push_back(fmt::format("inductor-2.11: round {} is the final reorder round "
                                       "(fuse_nodes_once(is_reorder_round=True))", round_));
  }
};

}  // namespace

void Inductor211Policy::schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                                 const std::atomic<bool>* cancel) const {
  auto t0 = Clock::now();
  Scheduler211 scheduler(graph, config, trace, cancel);
  scheduler.run();
  trace.notes.push_back("inductor-2.11: not ported yet: loop index inversion (shared_data_after_inverting_indexing), "
                        "CppScheduling's own rules; template prologue inputs "
                        "are assumed not allowed (get_allowed_prologue_inps is not in the dump)");
  trace.timing.totalMs = msSince(t0);
}

std::unique_ptr<Policy> makeInductor211Policy() { return std::make_unique<Inductor211Policy>(); }

}  // namespace fusescope::sched
