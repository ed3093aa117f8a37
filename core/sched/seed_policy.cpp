#include "sched/seed_policy.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <limits>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "sched/dep_table.h"
#include "sched/sched_node.h"
#include "sched/schedule_cancel.h"
#include "sched/seed_backends.h"
#include "util/saturating.h"

namespace fusescope::sched {

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// ---- sorted-vector set algebra over DepIds ----
std::vector<DepId> setUnion(const std::vector<DepId>& a, const std::vector<DepId>& b) {
  std::vector<DepId> out;
  out.reserve(a.size() + b.size());
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}
std::vector<DepId> setMinus(const std::vector<DepId>& a, const std::vector<DepId>& b) {
  std::vector<DepId> out;
  out.reserve(a.size());
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}
void sortUnique(std::vector<DepId>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}
void insertSorted(std::vector<DepId>& v, DepId d) {
  auto it = std::lower_bound(v.begin(), v.end(), d);
  if (it == v.end() || *it != d) v.insert(it, d);
}

// Ops an EVT epilogue can express (CutlassEVTCodegen handles elementwise math only).
bool isElementwiseBody(const Node& node) {
  static const std::unordered_set<std::string> allowed = {
      "load", "store", "constant", "add", "sub", "mul", "truediv", "div", "neg", "relu", "sigmoid", "tanh", "exp",
      "maximum", "minimum", "to_dtype", "abs", "sqrt", "rsqrt", "reciprocal", "square", "erf", "log", "pow",
      "index_expr", "where", "gelu", "silu", "fma"};
  if (!node.body) return true;
  for (const auto& block : node.body->blocks)
    for (const auto& line : block.lines) {
      size_t pos = 0;
      while ((pos = line.find("ops.", pos)) != std::string::npos) {
        pos += 4;
        size_t end = line.find('(', pos);
        if (end == std::string::npos) break;
        if (!allowed.count(line.substr(pos, end - pos))) return false;
      }
    }
  return true;
}

TemplateKind templateKindOf(const Node& n) {
  if (n.kind != NodeKind::Scheduler || !n.isTemplate()) return TemplateKind::None;
  const std::string& t = n.irType;
  if (t.find("CUTLASS") != std::string::npos || t.find("CUDATemplate") != std::string::npos) return TemplateKind::Cutlass;
  if (t.find("CuteDSL") != std::string::npos) return TemplateKind::CuteDSL;
  if (t.find("ROCm") != std::string::npos) return TemplateKind::Rocm;
  return TemplateKind::Triton;
}

constexpr int kOutput = -1;  // OutputNode in user lists

class SeedScheduler {
 public:
  SeedScheduler(const Graph& graph, const SchedulerConfig& config, Trace& trace, const std::atomic<bool>* cancel)
      : graph_(graph), trace_(trace), ctx_{graph, config, {}, {}, {}}, deps_(graph, ctx_.hints), backends_(ctx_),
        cancel_(cancel) {
    ctx_.hints.fallback = config.unbackedSymintFallback;
    for (const auto& [sym, v] : config.sizeHints) ctx_.hints.values[sym] = v;
  }

  void run() {
    auto t0 = Clock::now();
    buildNodes();
    cancel_.check();
    computeDependencies();
    topologicalSortSchedule();
    cancel_.check();
    computePredecessors();
    deadNodeElimination();
    trace_.nodesBefore = static_cast<int>(nodes_.size());
    createForeachNodes();
    topologicalSortSchedule();
    trace_.initial = nodes_;
    trace_.timing.dependenciesMs = msSince(t0);

    auto t1 = Clock::now();
    fuseNodes();
    trace_.timing.fusionMs = msSince(t1);

    cancel_.check();
    auto t2 = Clock::now();
    computeLastUsageAndKernels();
    trace_.timing.finalizeMs = msSince(t2);
    trace_.notes.push_back("seed: TritonScheduling's select_tiling checks are not ported; tilings are assumed compatible");
  }

 private:
  const Graph& graph_;
  Trace& trace_;
  SchedContext ctx_;
  DepTable deps_;
  SeedBackends backends_;
  CancelPoll cancel_;
  // NodeFacts' (numel, rnumel) point here: parsed size texts, products of sizes, and "0" for nodes
  // without a group (node-based containers, so the pointers stay valid).
  std::unordered_map<std::string, Expr> exprCache_;
  std::deque<Expr> derivedExprs_;
  const Expr noGroup_;
  std::vector<SNode> snodes_;
  std::vector<int> topOf_;       // name_to_fused_node, per original NodeId
  std::vector<int> nodes_;       // self.nodes (SNode ids)
  std::vector<std::vector<int>> nodeUsers_;  // per original: users (node ids, kOutput)
  NodeBitset scratchNames_, scratchPreds_;   // will_fusion_create_cycle's combined sets
  std::vector<int> cycleStack_;              // will_fusion_create_cycle's walk
  mutable std::vector<NameId> verticalScratch_;  // can_fuse_vertical's remaining names
  std::vector<NameId> mutationRename_;       // mutation_renames
  std::vector<NameId> mutationRealName_;     // mutation_real_name
  std::vector<NameId> graphOutputNames_;
  std::vector<int> visitStamp_;
  std::vector<int> topoArena_;
  std::vector<std::pair<int, int>> topoScratch_;
  int stamp_ = 0;
  int round_ = 0;
  size_t nOrig_ = 0;

  SNode& sn(int id) { return snodes_[static_cast<size_t>(id)]; }
  const SNode& sn(int id) const { return snodes_[static_cast<size_t>(id)]; }
  const NodeFacts& facts(NodeId id) const { return ctx_.facts[static_cast<size_t>(id)]; }
  const SchedulerConfig& config() const { return ctx_.config; }
  int topOfName(NameId n) const {
    NodeId p = deps_.producer(n);
    return p == kNone ? -1 : topOf_[static_cast<size_t>(p)];
  }

  // -------------------------------------------------------------------------------------------
  // Scheduler.__init__: create_scheduler_node for every buffer, read_writes, prune_deps.
  void buildNodes() {
    nOrig_ = graph_.nodes.size();
    std::unordered_map<std::string, int> deviceIndex;
    std::unordered_map<std::string, Expr>& exprCache = exprCache_;
    auto expr = [&](const std::string& text) -> const Expr& {
      auto it = exprCache.find(text);
      if (it != exprCache.end()) return it->second;
      Expr e;
      try {
        e = parseExpr(text);
      } catch (const std::exception&) {
        e = Expr::symbol(text);  // unknown notation: compare as opaque text
      }
      return exprCache.emplace(text, std::move(e)).first->second;
    };
    ctx_.facts.resize(nOrig_);
    snodes_.resize(nOrig_);
    topOf_.resize(nOrig_);
    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      const Node& n = graph_.nodes[i];
      NodeFacts& f = ctx_.facts[i];
      f.type = n.kind == NodeKind::Scheduler ? SchedNodeType::Scheduler
               : n.kind == NodeKind::Nop     ? SchedNodeType::Nop
                                             : SchedNodeType::Extern;
      f.templ = templateKindOf(n);
      f.isReduction = f.type == SchedNodeType::Scheduler && n.isReduction();
      f.computedBuffer = n.irType == "ComputedBuffer";
      auto [dit, inserted] = deviceIndex.emplace(n.device, static_cast<int>(ctx_.devices.size()));
      if (inserted) ctx_.devices.push_back(n.device);
      f.device = dit->second;
      // Outputs: opN.outputs; seed-era dumps name the node after its buffer.
      for (BufferId b : n.outputs) f.outputs.push_back(deps_.nameId(graph_.buffers[static_cast<size_t>(b)].name));
      if (f.outputs.empty() && graph_.findBuffer(n.name)) f.outputs.push_back(deps_.nameId(n.name));
      for (NameId o : f.outputs) {
        if (BufferId b = deps_.buffer(o); b != kNone) {
          const Buffer& buf = graph_.buffers[static_cast<size_t>(b)];
          for (const auto& m : buf.mutations) f.mutations.push_back(deps_.nameId(m));
          for (const auto& a : buf.aliases) f.aliases.push_back(deps_.nameId(a));
          if (f.outputSize == nullptr || f.outputSize->empty()) f.outputSize = &buf.layout.size;
        }
      }
      f.hasAliasOrMutation = !f.mutations.empty() || !f.aliases.empty();
      // Group: (numel, rnumel) for CUDA, (vars, reduce) for CPU (only CppScheduling compares those).
      const bool cpu = n.device.rfind("cpu", 0) == 0;
      for (const auto& s : n.iterSizes) {
        if (cpu) f.iterGroup.push_back(expr(s).str());
        f.iterHints.push_back(deps_.sizeHint(s));
      }
      for (const auto& s : n.reduceSizes) {
        if (cpu) f.reduceGroup.push_back(expr(s).str());
        f.reduceHints.push_back(deps_.sizeHint(s));
      }
      f.numel = f.rnumel = &noGroup_;
      if (n.group.size() >= 2) {
        f.numel = &expr(n.group[0]);
        f.rnumel = &expr(n.group[1]);
      } else if (f.type == SchedNodeType::Scheduler) {
        Expr a = Expr::constant(1), b = Expr::constant(1);
        for (const auto& s : n.iterSizes) a = a * expr(s);
        for (const auto& s : n.reduceSizes) b = b * expr(s);
        f.numel = &derivedExprs_.emplace_back(std::move(a));
        f.rnumel = &derivedExprs_.emplace_back(std::move(b));
      }
      if (config().aggressiveFusion) {  // only aggressive_fusion groups nodes by it
        f.groupKey = n.device + "|" + f.numel->str() + "|" + f.rnumel->str();
        if (cpu) {
          f.groupKey = n.device;
          for (const auto& s : f.iterGroup) f.groupKey += "|" + s;
          f.groupKey += "||";
          for (const auto& s : f.reduceGroup) f.groupKey += "|" + s;
        }
      }

      SNode& s = snodes_[i];
      s.type = f.type;
      s.name = n.name;
      s.members = {static_cast<NodeId>(i)};
      s.parts = {static_cast<int>(i)};
      s.memberBits = NodeBitset(nOrig_);
      s.memberBits.set(static_cast<int>(i));
      s.preds = NodeBitset(nOrig_);
      s.reads.reserve(n.unmetDeps.size() + n.metDeps.size());
      s.writes.reserve(n.writes.size());
      for (const auto& d : n.unmetDeps) s.reads.push_back(deps_.intern(d));
      for (const auto& d : n.metDeps) s.reads.push_back(deps_.intern(d));
      for (const auto& d : n.writes) s.writes.push_back(deps_.intern(d));
      sortUnique(s.reads);
      sortUnique(s.writes);
      s.groupNode = f.type == SchedNodeType::Scheduler ? static_cast<NodeId>(i) : kNone;
      s.device = f.device;
      s.isReduction = f.isReduction;
      s.isTemplate = f.templ != TemplateKind::None;
      s.hasAliasOrMutation = f.hasAliasOrMutation;
      topOf_[i] = static_cast<int>(i);
    }
    // Only CUTLASS epilogues ask whether a loop body is elementwise; scan bodies only when one exists.
    bool anyCutlass = std::any_of(ctx_.facts.begin(), ctx_.facts.end(),
                                  [](const NodeFacts& f) { return f.templ == TemplateKind::Cutlass; });
    if (anyCutlass)
      for (size_t i = 0; i < nOrig_; ++i) ctx_.facts[i].elementwiseBody = isElementwiseBody(graph_.nodes[i]);
    for (const auto& name : graph_.graphOutputs) deps_.nameId(name);
    mutationRename_.assign(deps_.nameCount(), -1);
    mutationRealName_.assign(deps_.nameCount(), -1);
    for (size_t i = 0; i < nOrig_; ++i) setReadWrites(sn(static_cast<int>(i)));
    for (size_t i = 0; i < nOrig_; ++i) nodes_.push_back(static_cast<int>(i));
    trace_.nodes.resize(nOrig_);
    for (size_t i = 0; i < nOrig_; ++i) recordNode(static_cast<int>(i), -1);
  }

  // BaseSchedulerNode.set_read_writes + prune_deps: unmet = reads not in available_buffer_names.
  void setReadWrites(SNode& s) {
    s.unmet.clear();
    s.unmet.reserve(s.reads.size());
    for (DepId d : s.reads)
      if (!deps_.available(deps_.dep(d).name)) s.unmet.push_back(d);
    s.used.clear();  // reuses its capacity: this runs on every node in every round
    s.used.reserve(s.reads.size() + s.writes.size());
    std::set_union(s.reads.begin(), s.reads.end(), s.writes.begin(), s.writes.end(), std::back_inserter(s.used));
  }

  void recordNode(int id, int fusion) {
    const SNode& s = sn(id);
    if (trace_.nodes.size() <= static_cast<size_t>(id)) trace_.nodes.resize(static_cast<size_t>(id) + 1);
    SchedNodeInfo& info = trace_.nodes[static_cast<size_t>(id)];
    info.name = s.name;
    info.type = s.type;
    info.members = s.members;
    info.createdByFusion = fusion;
    info.device = s.device >= 0 ? ctx_.devices[static_cast<size_t>(s.device)] : std::string();
    info.isReduction = s.isReduction;
    info.isTemplate = s.isTemplate;
    info.minOrder = s.minOrder;
    info.maxOrder = s.maxOrder;
  }

  // -------------------------------------------------------------------------------------------
  // Scheduler.compute_dependencies
  NameId rename(NameId n) const {
    while (mutationRename_[static_cast<size_t>(n)] != -1 && mutationRename_[static_cast<size_t>(n)] != n)
      n = mutationRename_[static_cast<size_t>(n)];
    return n;
  }

  void computeDependencies() {
    // name_to_users with aliasing: aliased names share one list (union-find over names).
    std::vector<int> parent(deps_.nameCount());
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
      while (parent[static_cast<size_t>(x)] != x) x = parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
      return x;
    };
    for (size_t i = 0; i < nOrig_; ++i)
      for (NameId o : facts(static_cast<NodeId>(i)).outputs) {
        BufferId b = deps_.buffer(o);
        if (b == kNone) continue;
        for (const auto& a : graph_.buffers[static_cast<size_t>(b)].aliases) {
          int ra = find(deps_.nameId(a)), ro = find(o);
          if (ra != ro) parent[static_cast<size_t>(ra)] = ro;
        }
      }
    if (parent.size() < deps_.nameCount()) {  // names first seen as aliases
      size_t old = parent.size();
      parent.resize(deps_.nameCount());
      std::iota(parent.begin() + static_cast<long>(old), parent.end(), static_cast<int>(old));
    }
    mutationRename_.resize(deps_.nameCount(), -1);
    mutationRealName_.resize(deps_.nameCount(), -1);
    std::vector<std::vector<int>> users(deps_.nameCount());  // by union-find root
    auto addUser = [&](NameId usedBy, int user) { users[static_cast<size_t>(find(rename(usedBy)))].push_back(user); };

    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      const NodeId node = static_cast<NodeId>(i);
      SNode& s = sn(node);
      const NodeFacts& f = facts(node);
      bool closureReady = false;
      std::vector<char> closure;  // dep_closure(node) as a name mask
      for (NameId altName : f.mutations) {
        NameId alt = rename(altName);
        addUser(alt, node);  // this node must run after the prior writer
        insertSorted(s.reads, deps_.internBare(DepKind::Star, alt));
        std::vector<int> priorReaders = users[static_cast<size_t>(find(alt))];
        for (int other : priorReaders) {  // this node must run after all prior readers
          if (other == kOutput) continue;
          if (!closureReady) {
            closure = depClosure(node);
            closureReady = true;
          }
          for (NameId otherOut : facts(other).outputs) {
            NameId otherName = rename(otherOut);
            if (closure[static_cast<size_t>(otherName)]) continue;
            insertSorted(s.reads, deps_.internBare(DepKind::Weak, otherName));
            addUser(otherName, node);
          }
        }
      }
      for (DepId d : s.reads) addUser(deps_.dep(d).name, node);  // normal dependencies
      // update_mutated_names: ReadWrites.rename looks each name up once in mutation_renames.
      auto renameDeps = [&](std::vector<DepId>& v) {
        bool changed = false;
        for (DepId& d : v) {
          NameId to = mutationRename_[static_cast<size_t>(deps_.dep(d).name)];
          if (to != -1 && to != deps_.dep(d).name) {
            d = deps_.renamed(d, to);
            changed = true;
          }
        }
        if (changed) sortUnique(v);
      };
      renameDeps(s.reads);
      renameDeps(s.writes);
      setReadWrites(s);
      for (NameId o : f.outputs)
        for (NameId altName : f.mutations) {
          mutationRename_[static_cast<size_t>(rename(altName))] = o;
          mutationRename_[static_cast<size_t>(altName)] = o;
          NameId real = mutationRealName_[static_cast<size_t>(altName)];
          mutationRealName_[static_cast<size_t>(o)] = real == -1 ? altName : real;
        }
    }
    // Outputs and mutated graph inputs are kept alive by an OutputNode user.
    std::vector<char> isOutput(deps_.nameCount(), 0);
    for (const auto& name : graph_.graphOutputs) isOutput[static_cast<size_t>(deps_.nameId(name))] = 1;
    for (const auto& b : graph_.buffers)
      for (const auto& u : b.users)
        if (u.node == "OUTPUT") isOutput[static_cast<size_t>(deps_.nameId(b.name))] = 1;
    for (size_t n = 0; n < isOutput.size(); ++n)
      if (isOutput[n]) {
        graphOutputNames_.push_back(static_cast<NameId>(n));
        addUser(static_cast<NameId>(n), kOutput);
      }
    for (size_t n = 0; n < mutationRename_.size(); ++n)
      if (mutationRename_[n] != -1 && deps_.available(static_cast<NameId>(n)) && deps_.buffer(static_cast<NameId>(n)) != kNone)
        addUser(static_cast<NameId>(n), kOutput);
    // Copy users onto the nodes (set_users deduplicates); the dump's own user lists are kept too so a
    // user edge FuseScope cannot reconstruct never makes a live node look dead.
    nodeUsers_.assign(nOrig_, {});
    for (size_t i = 0; i < nOrig_; ++i) {
      cancel_.tick();
      auto& out = nodeUsers_[i];
      for (NameId o : facts(static_cast<NodeId>(i)).outputs) {
        const auto& list = users[static_cast<size_t>(find(o))];
        out.insert(out.end(), list.begin(), list.end());
        if (BufferId b = deps_.buffer(o); b != kNone)
          for (const auto& u : graph_.buffers[static_cast<size_t>(b)].users) {
            if (u.node == "OUTPUT") out.push_back(kOutput);
            else if (auto it = graph_.nodeByName.find(u.node); it != graph_.nodeByName.end()) out.push_back(it->second);
          }
      }
      for (const auto& u : graph_.nodes[i].seedUsers) {
        if (u == "OUTPUT") out.push_back(kOutput);
        else if (auto it = graph_.nodeByName.find(u); it != graph_.nodeByName.end()) out.push_back(it->second);
      }
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
    }
  }

  // dep_closure: names reachable through reads that match this node's write index and size exactly.
  std::vector<char> depClosure(NodeId start) {
    std::vector<char> reach(deps_.nameCount(), 0);
    std::vector<char> seen(nOrig_, 0);
    std::vector<NodeId> stack{start};
    seen[static_cast<size_t>(start)] = 1;
    while (!stack.empty()) {
      NodeId n = stack.back();
      stack.pop_back();
      const SNode& s = sn(n);
      for (NameId o : facts(n).outputs) reach[static_cast<size_t>(o)] = 1;
      if (s.writes.empty()) continue;
      const DepRecord& w = deps_.dep(s.writes.front());
      for (DepId rd : s.reads) {
        const DepRecord& r = deps_.dep(rd);
        NodeId p = deps_.producer(r.name);
        if (p == kNone || r.kind != DepKind::Memory || w.kind != DepKind::Memory) continue;
        if (r.index() != w.index() || !r.sameSizes(w)) continue;
        reach[static_cast<size_t>(r.name)] = 1;
        if (!seen[static_cast<size_t>(p)]) {
          seen[static_cast<size_t>(p)] = 1;
          stack.push_back(p);
        }
      }
    }
    return reach;
  }

  // -------------------------------------------------------------------------------------------
  // Scheduler.topological_sort_schedule: DFS over unmet deps sorted by name, post-order.
  void topologicalSortSchedule() {
    std::vector<int> result;
    result.reserve(nodes_.size());
    ++stamp_;
    visitStamp_.resize(snodes_.size(), 0);
    std::vector<char> inList(snodes_.size(), 0);
    for (int n : nodes_) inList[static_cast<size_t>(n)] = 1;
    // Children live in one arena used as a stack: a frame owns [begin, end) until it is popped.
    struct Frame {
      int node;
      size_t begin, end, next;
    };
    std::vector<Frame> stack;
    std::vector<int>& arena = topoArena_;
    std::vector<std::pair<int, int>>& byName = topoScratch_;  // (name, node)
    arena.clear();
    auto pushFrame = [&](int n) {
      byName.clear();
      for (DepId d : sn(n).unmet) {
        NameId name = deps_.dep(d).name;
        int t = topOfName(name);
        if (t < 0 || !inList[static_cast<size_t>(t)]) continue;
        byName.emplace_back(name, t);
      }
      // sorted(unmet_dependencies, key=lambda d: d.name): a node has few, so an insertion sort (stable,
      // and unlike std::stable_sort it needs no temporary buffer) comparing the names directly.
      for (size_t i = 1; i < byName.size(); ++i)
        for (size_t j = i; j > 0 && deps_.name(byName[j].first) < deps_.name(byName[j - 1].first); --j)
          std::swap(byName[j], byName[j - 1]);
      size_t begin = arena.size();
      for (auto& p : byName) arena.push_back(p.second);
      stack.push_back({n, begin, arena.size(), begin});
    };
    for (int root : nodes_) {
      cancel_.tick();
      if (visitStamp_[static_cast<size_t>(root)] == stamp_) continue;
      visitStamp_[static_cast<size_t>(root)] = stamp_;
      pushFrame(root);
      while (!stack.empty()) {
        Frame& fr = stack.back();
        if (fr.next < fr.end) {
          int c = arena[fr.next++];
          if (visitStamp_[static_cast<size_t>(c)] != stamp_) {
            visitStamp_[static_cast<size_t>(c)] = stamp_;
            pushFrame(c);
          }
        } else {
          result.push_back(fr.node);
          arena.resize(fr.begin);
          stack.pop_back();
        }
      }
    }
    nodes_ = std::move(result);
  }

  // Scheduler.compute_predecessors (+ min_order / max_order = position in the sorted list).
  void computePredecessors() {
    for (size_t order = 0; order < nodes_.size(); ++order) {
      cancel_.tick();
      SNode& s = sn(nodes_[order]);
      for (DepId d : s.unmet) {
        NodeId p = deps_.producer(deps_.dep(d).name);
        if (p == kNone || p == s.members.front()) continue;
        s.preds.set(p);
        s.preds.orWith(sn(p).preds);
      }
      s.minOrder = s.maxOrder = static_cast<int>(order);
      trace_.nodes[static_cast<size_t>(nodes_[order])].minOrder = s.minOrder;
      trace_.nodes[static_cast<size_t>(nodes_[order])].maxOrder = s.maxOrder;
    }
  }

  // ExternKernelSchedulerNode.has_side_effects: FuseScope cannot ask the IR; an extern node that
  // produces no buffer can only exist for its side effects.
  bool hasSideEffects(NodeId n) const {
    if (facts(n).type != SchedNodeType::Extern) return false;
    const Node& node = graph_.nodes[static_cast<size_t>(n)];
    if (node.outputs.empty()) return true;
    for (BufferId b : node.outputs)
      if (graph_.buffers[static_cast<size_t>(b)].layout.kind != "NoneLayout") return false;
    return true;
  }

  // Scheduler.dead_node_elimination, repeated until a fixed point.
  void deadNodeElimination() {
    std::vector<char> removed(nOrig_, 0);
    bool again = true;
    while (again) {
      std::vector<int> kept;
      kept.reserve(nodes_.size());
      for (int n : nodes_) {
        bool used = std::any_of(nodeUsers_[static_cast<size_t>(n)].begin(), nodeUsers_[static_cast<size_t>(n)].end(),
                                [&](int u) { return u == kOutput || !removed[static_cast<size_t>(u)]; });
        if (used || hasSideEffects(n)) {
          kept.push_back(n);
        } else {
          removed[static_cast<size_t>(n)] = 1;
          trace_.deadNodes.push_back(n);
        }
      }
      again = nodes_.size() > kept.size();
      nodes_ = std::move(kept);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Scheduler.create_foreach_nodes (from Graph::foreachGroups, Inductor's V.graph.lists).
  void createForeachNodes() {
    std::vector<char> removedNames(snodes_.size(), 0);
    std::vector<int> feNodes;
    std::vector<char> live(nOrig_, 0);
    for (int n : nodes_) live[static_cast<size_t>(n)] = 1;
    for (const auto& group : graph_.foreachGroups) {
      std::vector<int> parts;
      for (const auto& m : group.members) {
        auto it = graph_.nodeByName.find(m);
        if (it == graph_.nodeByName.end() || !live[static_cast<size_t>(it->second)] ||
            removedNames[static_cast<size_t>(it->second)])
          continue;
        parts.push_back(it->second);
      }
      if (parts.empty()) continue;
      for (int p : parts) removedNames[static_cast<size_t>(p)] = 1;
      int fe = makeForeach(parts);
      recordNode(fe, -1);
      for (NodeId m : sn(fe).members) topOf_[static_cast<size_t>(m)] = fe;
      feNodes.push_back(fe);
    }
    std::vector<int> kept;
    for (int n : nodes_)
      if (!removedNames[static_cast<size_t>(n)]) kept.push_back(n);
    kept.insert(kept.end(), feNodes.begin(), feNodes.end());
    nodes_ = std::move(kept);
  }

  // Common part of FusedSchedulerNode.__init__ over `parts` (the seed's snodes).
  int newNode(SchedNodeType type, std::vector<int> parts) {
    SNode s;
    s.type = type;
    s.parts = std::move(parts);
    s.memberBits = NodeBitset(nOrig_);
    s.preds = NodeBitset(nOrig_);
    s.minOrder = std::numeric_limits<int>::max();
    s.maxOrder = std::numeric_limits<int>::min();
    for (size_t i = 0; i < s.parts.size(); ++i) {
      const SNode& p = sn(s.parts[i]);
      if (i) s.name += '_';
      s.name += p.name;
      s.members.insert(s.members.end(), p.members.begin(), p.members.end());
      s.memberBits.orWith(p.memberBits);
      s.isReduction = s.isReduction || p.isReduction;
      s.isTemplate = s.isTemplate || p.isTemplate;
      s.hasAliasOrMutation = s.hasAliasOrMutation || p.hasAliasOrMutation;
    }
    snodes_.push_back(std::move(s));
    visitStamp_.push_back(0);
    return static_cast<int>(snodes_.size()) - 1;
  }

  // ReadWrites.merge_list(...) and the unmet_dependencies formula of FusedSchedulerNode.__init__.
  void mergeReadWrites(SNode& s, const std::vector<int>& from) {
    std::vector<DepId> reads, writes, unmet;
    for (int f : from) {
      const SNode& p = sn(f);
      reads.insert(reads.end(), p.reads.begin(), p.reads.end());
      writes.insert(writes.end(), p.writes.begin(), p.writes.end());
      unmet.insert(unmet.end(), p.unmet.begin(), p.unmet.end());
      s.preds.orWith(p.preds);
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
  int makeFused(int a, int b) {
    std::vector<int> parts = sn(a).members;
    parts.insert(parts.end(), sn(b).members.begin(), sn(b).members.end());
    int id = newNode(SchedNodeType::Fused, parts);
    SNode& s = sn(id);
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
  int makeForeach(const std::vector<int>& parts) {
    int id = newNode(SchedNodeType::Foreach, parts);
    SNode& s = sn(id);
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
  int fuseForeach(int producer, int consumer, int fusionIndex) {
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
    SNode& s = sn(id);
    // The prev_node branch: read_writes and unmet from (prev_node_1, prev_node_2), read_to_node left empty.
    mergeReadWrites(s, newSub >= 0 ? std::vector<int>{foreachNode, newSub} : std::vector<int>{foreachNode});
    s.preds = sn(foreachNode).preds;
    s.preds.orWith(sn(other).preds);
    s.nameToNode = sn(foreachNode).nameToNode;
    for (NodeId m : sn(other).members)
      for (NameId o : facts(m).outputs) s.nameToNode.emplace_back(o, m);
    s.groupNode = kNone;
    s.device = sn(s.parts.front()).device;
    return id;
  }

  // get_consumer_subnode_for: producer.get_name() in read_to_node. A fused producer's name is never a
  // buffer name, so only a single node's outputs can match (as in the seed).
  int consumerSubnodeFor(int foreachNode, int producer) const {
    const SNode& p = sn(producer);
    if (p.isFusedLike()) return -1;
    for (NameId o : facts(p.members.front()).outputs)
      for (const auto& [name, part] : sn(foreachNode).readToNode)
        if (name == o) return part;
    return -1;
  }

  // get_producer_subnode_for: the subkernel producing one of the consumer's reads. The seed's
  // name_to_node can point at a subnode replaced by an earlier fusion; FuseScope resolves the name to
  // the current subkernel holding its producer.
  int producerSubnodeFor(int foreachNode, int consumer) const {
    const SNode& f = sn(foreachNode);
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

  // -------------------------------------------------------------------------------------------
  // Scheduler.score_fusion_memory: bytes of the deps both nodes read or write.
  int64_t scoreFusionMemory(const SNode& a, const SNode& b) const {
    int64_t sum = 0;
    auto i = a.used.begin(), j = b.used.begin();
    while (i != a.used.end() && j != b.used.end()) {
      if (*i < *j) ++i;
      else if (*j < *i) ++j;
      else {
        sum = saturatingAdd(sum, deps_.dep(*i).bytes);
        ++i;
        ++j;
      }
    }
    return sum;
  }

  FusionScore scoreFusion(const SNode& a, const SNode& b) const {
    FusionScore s;
    s.memory = scoreFusionMemory(a, b);
    s.proximity = -std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
    s.templateFirst = a.isTemplate == ctx_.config.epilogueFusionFirst && s.memory > 0;
    s.sameReduction = a.isReduction == b.isReduction && s.memory > 0;
    return s;
  }

  // ForeachKernelSchedulerNode.can_fuse
  FuseCheck foreachCanFuse(int producer, int consumer) const {
    const SNode& P = sn(producer);
    const SNode& C = sn(consumer);
    if (P.isForeach() && C.isForeach()) {
      if (P.parts.size() != C.parts.size()) return FuseCheck::no("foreach do not have same length");
      for (size_t i = 0; i < P.parts.size(); ++i)
        if (FuseCheck c = canFuse(P.parts[i], C.parts[i]); !c.ok) return c;
      return FuseCheck::yes();
    }
    if (C.isForeach()) {
      int sub = consumerSubnodeFor(consumer, producer);
      if (sub >= 0) return canFuse(producer, sub);
      return FuseCheck::no("candidate producer is not dep of any foreach consumer");
    }
    int sub = producerSubnodeFor(producer, consumer);
    if (sub >= 0) return canFuse(sub, consumer);
    return FuseCheck::no("candidate consumer has no dep in any foreach producer");
  }

  // Scheduler.can_fuse, every rule in the seed's order.
  FuseCheck canFuse(int id1, int id2) const {
    if (id1 == id2) return FuseCheck::no("same node");
    const SNode& n1 = sn(id1);
    const SNode& n2 = sn(id2);
    if (n1.isExternOrNop() && !n1.isTemplate) return FuseCheck::no("node1 is extern or nop");
    if (n2.isExternOrNop() && !n2.isTemplate) return FuseCheck::no("node2 is extern or nop");
    if (n1.isForeach() || n2.isForeach()) return foreachCanFuse(id1, id2);
    if (n2.memberBits.intersects(n1.preds)) return FuseCheck::no("node1 must go before node2");
    if (n2.isTemplate) return FuseCheck::no("templates can only fuse epilogues");
    if (n1.isTemplate && (n2.hasAliasOrMutation || n2.isReduction || !ctx_.config.epilogueFusion))
      return FuseCheck::no("template epilogue not satisfied");
    if (n1.device != n2.device)
      return FuseCheck::no(fmt::format("device mismatch ({} vs {})", ctx_.devices[static_cast<size_t>(n1.device)],
                                       ctx_.devices[static_cast<size_t>(n2.device)]));
    bool noSharedData = scoreFusionMemory(n1, n2) == 0;
    if (noSharedData && (!ctx_.config.aggressiveFusion || n1.isReduction || n2.isReduction))
      return FuseCheck::no("no shared data");
    if (n1.members.size() + n2.members.size() > static_cast<size_t>(ctx_.config.maxFusionSize))
      return FuseCheck::no("exceeds max fusion");
    if (n1.memberBits.intersects(n2.preds)) {  // node2 depends on node1 outputs
      if (FuseCheck v = canFuseVertical(n1, n2); !v.ok) return v;
      return backends_.canFuseVertical(n1, n2);
    }
    if (canFusionIncreasePeakMemory(n1, n2)) return FuseCheck::no("Fusion will increase peak memory");
    return backends_.canFuseHorizontal(n1, n2);
  }

  // Scheduler.can_fusion_increase_peak_memory: nodes too far apart in the original order.
  bool canFusionIncreasePeakMemory(const SNode& a, const SNode& b) const {
    int proximity = std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
    return proximity > ctx_.config.proximityLimit;
  }

  // Scheduler.can_fuse_vertical: every read of node2 matches a write of node1 or comes from a node that
  // can run before the fused pair.
  FuseCheck canFuseVertical(const SNode& n1, const SNode& n2) const {
    std::vector<NameId>& remaining = verticalScratch_;
    remaining.clear();
    for (DepId rdId : n2.unmet) {
      const DepRecord& rd = deps_.dep(rdId);
      bool computed = false;
      for (DepId cdId : n1.writes) {
        const DepRecord& cd = deps_.dep(cdId);
        if (rd.name == cd.name && rd.kind == cd.kind && !rd.indexHasTmp && !cd.indexHasTmp && rd.index() == cd.index() &&
            rd.sizesStartWith(cd)) {
          computed = true;
          break;
        }
      }
      if (!computed) remaining.push_back(rd.name);
    }
    for (NameId name : remaining) {
      NodeId p = deps_.producer(name);
      if (p != kNone && n1.memberBits.test(p)) return FuseCheck::no("memory deps did not match");
    }
    for (NameId name : remaining) {
      int t = topOfName(name);
      if (t >= 0 && n1.memberBits.intersects(sn(t).preds))
        return FuseCheck::no("intermediate nodes between node1 & node2");
    }
    return FuseCheck::yes();
  }

  // Scheduler.will_fusion_create_cycle: is there a path between the pair through another fused node?
  bool willFusionCreateCycle(const SNode& n1, const SNode& n2) {
    NodeBitset& combinedNames = scratchNames_;  // members, reused: no allocation per candidate pair
    combinedNames = n1.memberBits;
    combinedNames.orWith(n2.memberBits);
    NodeBitset& combinedPreds = scratchPreds_;
    combinedPreds = n1.preds;
    combinedPreds.orWith(n2.preds);
    combinedPreds.andNot(combinedNames);
    ++stamp_;
    std::vector<int>& stack = cycleStack_;
    stack.clear();
    auto push = [&](int orig) {
      int t = topOf_[static_cast<size_t>(orig)];
      if (sn(t).isFusedLike() && visitStamp_[static_cast<size_t>(t)] != stamp_) {
        visitStamp_[static_cast<size_t>(t)] = stamp_;
        stack.push_back(t);
      }
    };
    combinedPreds.anyOf([&](int n) {
      push(n);
      return false;
    });
    while (!stack.empty()) {
      const SNode& node = sn(stack.back());
      stack.pop_back();
      if (combinedNames.intersects(node.preds)) return true;
      if (node.memberBits.isSubsetOf(combinedPreds)) continue;  // shortcut
      node.preds.anyOfExcept(combinedPreds, [&](int n) {
        push(n);
        return false;
      });
    }
    return false;
  }

  // -------------------------------------------------------------------------------------------
  FusionKind kindOf(const SNode& a, const SNode& b) const {
    if (a.isForeach() || b.isForeach()) return FusionKind::Foreach;
    if (a.memberBits.intersects(b.preds)) return a.isTemplate ? FusionKind::Epilogue : FusionKind::Vertical;
    return FusionKind::Horizontal;
  }

  Decision& record(DecisionPhase phase, int a, int b, const FusionScore& score, Verdict verdict, std::string reason) {
    cancel_.tick();  // every long loop records one decision per pair
    Decision d;
    d.round = round_;
    d.phase = phase;
    d.node1 = a;
    d.node2 = b;
    d.kind = kindOf(sn(a), sn(b));
    d.score = score;
    d.verdict = verdict;
    d.reason = std::move(reason);
    trace_.decisions.push_back(std::move(d));
    return trace_.decisions.back();
  }

  // Scheduler.get_possible_fusions: pairs sharing a buffer (and a group under aggressive_fusion), the
  // reversed pair for template and foreach nodes, sorted by score_fusion (stable, descending).
  std::vector<std::pair<int, int>> getPossibleFusions() {
    struct Candidate {
      int a, b;
      FusionScore score;
    };
    // Every pair sharing a group, in the order the seed meets them; a pair met again (two shared
    // buffers, or a buffer and a group) is evaluated only the first time.
    std::vector<std::pair<int, int>>& pairs = pairScratch_;
    pairs.clear();
    auto addAllPairs = [&](const std::vector<int>& group) {
      for (size_t i = 0; i < group.size(); ++i)
        for (size_t j = i + 1; j < group.size(); ++j) pairs.emplace_back(group[i], group[j]);
    };
    // buffer_names_grouping, in order of first use (the seed iterates Python sets here; FuseScope uses
    // each node's dep order so runs are deterministic). Flat: one pass numbers the groups and counts
    // their members, a second fills them into one array.
    std::vector<int>& groupOfName = groupOfName_;
    groupOfName.assign(deps_.nameCount(), -1);
    std::vector<int>& groupLast = groupLast_;  // the last node added to each group (a node joins once)
    std::vector<uint32_t>& groupStart = groupStart_;
    groupLast.clear();
    groupStart.assign(1, 0);
    for (int n : nodes_)
      for (DepId d : sn(n).used) {
        int& g = groupOfName[static_cast<size_t>(deps_.dep(d).name)];
        if (g < 0) {
          g = static_cast<int>(groupLast.size());
          groupLast.push_back(-1);
          groupStart.push_back(0);
        }
        if (groupLast[static_cast<size_t>(g)] == n) continue;
        groupLast[static_cast<size_t>(g)] = n;
        ++groupStart[static_cast<size_t>(g) + 1];
      }
    for (size_t g = 1; g < groupStart.size(); ++g) groupStart[g] += groupStart[g - 1];
    std::vector<int>& members = groupMembers_;
    members.resize(groupStart.back());
    std::vector<uint32_t>& next = pairBucketFill_;  // where each group's next member goes
    next.assign(groupStart.begin(), groupStart.end() - 1);
    std::fill(groupLast.begin(), groupLast.end(), -1);
    for (int n : nodes_)
      for (DepId d : sn(n).used) {
        const auto g = static_cast<size_t>(groupOfName[static_cast<size_t>(deps_.dep(d).name)]);
        if (groupLast[g] == n) continue;
        groupLast[g] = n;
        members[next[g]++] = n;
      }
    for (size_t g = 0; g + 1 < groupStart.size(); ++g)
      for (uint32_t i = groupStart[g]; i < groupStart[g + 1]; ++i)
        for (uint32_t j = i + 1; j < groupStart[g + 1]; ++j) pairs.emplace_back(members[i], members[j]);
    if (ctx_.config.aggressiveFusion) {
      std::unordered_map<std::string, int> groupIndex;
      std::vector<std::vector<int>> byGroup;
      for (int n : nodes_) {
        const SNode& s = sn(n);
        std::string key;
        if (s.isForeach()) key = ctx_.devices[static_cast<size_t>(s.device)] + "|0";
        else if (s.groupNode != kNone) key = facts(s.groupNode).groupKey;
        else continue;  // extern and nop nodes have no group
        auto [it, inserted] = groupIndex.emplace(key, static_cast<int>(byGroup.size()));
        if (inserted) byGroup.emplace_back();
        byGroup[static_cast<size_t>(it->second)].push_back(n);
      }
      for (const auto& g : byGroup) addAllPairs(g);
    }
    // First occurrences, in O(pairs): bucket the positions by first node (counting sort keeps them in
    // meeting order), then within a bucket a stamp per second node marks the pairs met before.
    std::vector<uint32_t>& start = pairBucketStart_;
    start.assign(snodes_.size() + 1, 0);
    for (const auto& pr : pairs) ++start[static_cast<size_t>(pr.first) + 1];
    for (size_t i = 1; i < start.size(); ++i) start[i] += start[i - 1];
    std::vector<uint32_t>& byFirst = pairOrder_;
    byFirst.resize(pairs.size());
    {
      std::vector<uint32_t>& fill = pairBucketFill_;
      fill.assign(start.begin(), start.end() - 1);
      for (uint32_t k = 0; k < pairs.size(); ++k) byFirst[fill[static_cast<size_t>(pairs[k].first)]++] = k;
    }
    std::vector<char>& first = pairFirst_;
    first.assign(pairs.size(), 0);
    std::vector<int>& seenWith = pairSeenWith_;  // seenWith[b] == a + 1: (a, b) met already
    seenWith.assign(snodes_.size(), 0);
    for (uint32_t k : byFirst) {
      const auto [a, b] = pairs[k];
      if (seenWith[static_cast<size_t>(b)] == a + 1) continue;
      seenWith[static_cast<size_t>(b)] = a + 1;
      first[k] = 1;
    }

    std::vector<Candidate> possible;
    for (size_t k = 0; k < pairs.size(); ++k) {
      if (!first[k]) continue;
      const auto [a, b] = pairs[k];
      FusionScore score = scoreFusion(sn(a), sn(b));
      FuseCheck c = canFuse(a, b);
      if (c.ok) {
        record(DecisionPhase::Candidate, a, b, score, Verdict::Candidate, {});
        possible.push_back({a, b, score});
        continue;
      }
      record(DecisionPhase::Candidate, a, b, score, Verdict::Rejected, std::move(c.reason));
      if (sn(b).isTemplate || sn(b).isForeach()) {  // epilogue and foreach fusions are order dependent
        FusionScore reversed = scoreFusion(sn(b), sn(a));
        FuseCheck r = canFuse(b, a);
        if (r.ok) {
          record(DecisionPhase::Candidate, b, a, reversed, Verdict::Candidate, {});
          possible.push_back({b, a, reversed});
        } else {
          record(DecisionPhase::Candidate, b, a, reversed, Verdict::Rejected, std::move(r.reason));
        }
      }
    }
    std::stable_sort(possible.begin(), possible.end(),
                     [](const Candidate& x, const Candidate& y) { return x.score > y.score; });
    candidateScores_.clear();
    std::vector<std::pair<int, int>> out;
    out.reserve(possible.size());
    for (const auto& c : possible) {
      out.emplace_back(c.a, c.b);
      candidateScores_.push_back(c.score);
    }
    return out;
  }
  std::vector<FusionScore> candidateScores_;
  std::vector<std::pair<int, int>> pairScratch_;  // get_possible_fusions' pairs, in meeting order
  std::vector<uint32_t> pairOrder_, pairBucketStart_, pairBucketFill_;
  std::vector<char> pairFirst_;
  std::vector<int> pairSeenWith_;
  std::vector<int> groupOfName_, groupLast_, groupMembers_;  // buffer_names_grouping, flat
  std::vector<uint32_t> groupStart_;

  // Scheduler.fuse_nodes: at most 10 rounds, stop when a round changes nothing.
  void fuseNodes() {
    trace_.decisions.reserve(nodes_.size() * 8);
    for (int i = 0; i < 10; ++i) {
      size_t oldLen = nodes_.size();
      round_ = i + 1;
      fuseNodesOnce();
      trace_.rounds = round_;
      if (nodes_.size() == oldLen) break;
    }
  }

  void fuseNodesOnce() {
    std::vector<char> alive(snodes_.size(), 0);
    for (int n : nodes_) alive[static_cast<size_t>(n)] = 1;
    std::vector<int> created;
    auto possible = getPossibleFusions();
    for (size_t k = 0; k < possible.size(); ++k) {
      int a = topOf_[static_cast<size_t>(sn(possible[k].first).members.front())];
      int b = topOf_[static_cast<size_t>(sn(possible[k].second).members.front())];
      const FusionScore& score = candidateScores_[k];
      FuseCheck c = canFuse(a, b);
      if (!c.ok) {
        record(DecisionPhase::Fuse, a, b, score, Verdict::Rejected, std::move(c.reason));
        continue;
      }
      if (willFusionCreateCycle(sn(a), sn(b))) {
        record(DecisionPhase::Fuse, a, b, score, Verdict::Rejected, "will create cycle");
        continue;
      }
      int fusionIndex = static_cast<int>(trace_.fusions.size());
      int fused = (sn(a).isForeach() || sn(b).isForeach()) ? fuseForeach(a, b, fusionIndex) : makeFused(a, b);
      recordNode(fused, fusionIndex);
      Decision& d = record(DecisionPhase::Fuse, a, b, score, Verdict::Fused, {});
      d.fusion = fusionIndex;
      trace_.fusions.push_back({round_, a, b, fused, static_cast<int>(trace_.decisions.size()) - 1});
      alive.resize(snodes_.size(), 0);
      alive[static_cast<size_t>(a)] = 0;
      alive[static_cast<size_t>(b)] = 0;
      alive[static_cast<size_t>(fused)] = 1;
      created.push_back(fused);
      for (NodeId m : sn(fused).members) topOf_[static_cast<size_t>(m)] = fused;
      releaseReplaced(a, fused);
      releaseReplaced(b, fused);
    }
    std::vector<int> next;
    for (int n : nodes_)
      if (alive[static_cast<size_t>(n)]) next.push_back(n);
    for (int n : created)
      if (alive[static_cast<size_t>(n)]) next.push_back(n);
    // sorted(fused_nodes, key=min_order): min_order keys copied out so the sort does not touch SNodes.
    std::vector<std::pair<int, int>> keyed;
    keyed.reserve(next.size());
    for (int n : next) keyed.emplace_back(sn(n).minOrder, n);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    for (size_t k = 0; k < keyed.size(); ++k) next[k] = keyed[k].second;
    nodes_ = std::move(next);
    topologicalSortSchedule();
    pruneRedundantDeps();
  }

  // A node fused into `fused` is never asked about again (unless it lives on as one of its snodes):
  // its predecessor and name sets are the bulk of the scheduler's memory on large graphs.
  void releaseReplaced(int node, int fused) {
    const auto& parts = sn(fused).parts;
    if (std::find(parts.begin(), parts.end(), node) != parts.end()) return;
    sn(node).preds.release();
    sn(node).memberBits.release();
  }

  // BaseSchedulerNode.prune_redundant_deps on every node: drop WeakDeps made redundant by a real dep
  // on the same fused node (or pointing into the node itself); set_read_writes then resets unmet.
  void pruneRedundantDeps() {
    std::unordered_map<int, int> count;
    for (int n : nodes_) {
      SNode& s = sn(n);
      count.clear();
      for (DepId d : s.unmet)
        if (deps_.dep(d).kind != DepKind::Weak)
          if (int t = topOfName(deps_.dep(d).name); t >= 0) ++count[t];
      std::vector<DepId> prune;
      for (DepId d : s.unmet) {
        if (deps_.dep(d).kind != DepKind::Weak) continue;
        int t = topOfName(deps_.dep(d).name);
        if (t < 0) continue;
        auto it = count.find(t);
        if ((it != count.end() && it->second > 0) || t == n) prune.push_back(d);
      }
      if (!prune.empty()) s.reads = setMinus(s.reads, prune);
      setReadWrites(s);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Scheduler.compute_last_usage and get_read_write_buffers_sizes per kernel.
  void usedNamesOf(int id, std::vector<NameId>& out) const {
    const SNode& s = sn(id);
    if (!s.isFusedLike()) {
      for (DepId d : s.used) out.push_back(deps_.dep(d).name);
      return;
    }
    for (int p : s.parts) usedNamesOf(p, out);  // used_or_aliased_buffer_names: union over snodes
  }

  NameId realName(NameId n) const {
    NameId r = mutationRealName_[static_cast<size_t>(n)];
    return r == -1 ? n : r;
  }

  int64_t readWriteBytes(int id) const {
    const SNode& s = sn(id);
    if (s.type == SchedNodeType::Nop) return 0;
    std::vector<NameId> reads, writes;
    for (DepId d : s.reads) reads.push_back(deps_.dep(d).name);
    for (DepId d : s.writes) writes.push_back(deps_.dep(d).name);
    std::sort(reads.begin(), reads.end());
    reads.erase(std::unique(reads.begin(), reads.end()), reads.end());
    std::sort(writes.begin(), writes.end());
    writes.erase(std::unique(writes.begin(), writes.end()), writes.end());
    if (s.isFusedLike()) {
      // is_materialized: some user of the producing node is outside self.snodes.
      auto inSnodes = [&](int user) {
        return std::find(s.parts.begin(), s.parts.end(), user) != s.parts.end();
      };
      std::vector<NameId> removed;
      for (NameId w : writes) {
        NodeId p = deps_.producer(w);
        if (p == kNone) continue;
        const auto& users = nodeUsers_[static_cast<size_t>(p)];
        bool materialized = std::any_of(users.begin(), users.end(), [&](int u) { return u == kOutput || !inSnodes(u); });
        if (!materialized) removed.push_back(w);
      }
      auto drop = [&](std::vector<NameId>& v) {
        std::vector<NameId> out;
        std::set_difference(v.begin(), v.end(), removed.begin(), removed.end(), std::back_inserter(out));
        v = std::move(out);
      };
      drop(writes);
      drop(reads);
    }
    std::vector<NameId> all;
    std::set_union(reads.begin(), reads.end(), writes.begin(), writes.end(), std::back_inserter(all));
    int64_t bytes = 0;
    for (NameId n : all) bytes = saturatingAdd(bytes, deps_.bufferBytes(n));
    return bytes;
  }

  void computeLastUsageAndKernels() {
    std::vector<char> future(deps_.nameCount(), 0);
    for (NameId n : graphOutputNames_) future[static_cast<size_t>(n)] = 1;
    trace_.kernels.resize(nodes_.size());
    std::vector<NameId> used;
    for (size_t k = nodes_.size(); k-- > 0;) {
      cancel_.tick();
      int id = nodes_[k];
      used.clear();
      usedNamesOf(id, used);
      std::vector<NameId> last;
      for (NameId n : used) {
        NameId r = realName(n);
        if (!future[static_cast<size_t>(r)]) last.push_back(r);
      }
      std::sort(last.begin(), last.end());
      last.erase(std::unique(last.begin(), last.end()), last.end());
      Kernel& kernel = trace_.kernels[k];
      kernel.node = id;
      kernel.backend = backends_.backendName(sn(id));
      kernel.bytesReadWritten = readWriteBytes(id);
      for (NameId n : last) {
        future[static_cast<size_t>(n)] = 1;
        kernel.lastUsage.emplace_back(deps_.name(n));
      }
      std::sort(kernel.lastUsage.begin(), kernel.lastUsage.end());
    }
  }
};

}  // namespace

void SeedPolicy::schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                          const std::atomic<bool>* cancel) const {
  SeedScheduler(graph, config, trace, cancel).run();
}

}  // namespace fusescope::sched
