// Scheduler.__init__ of the seed: scheduler nodes from the graph, compute_dependencies,
// topological_sort_schedule, compute_predecessors and dead_node_elimination.
#include "sched/seed/seed_scheduler.h"

#include <numeric>
#include <unordered_set>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::seed {

namespace {

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

}  // namespace

void SeedScheduler::run() {
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

// Scheduler.__init__: create_scheduler_node for every buffer, read_writes, prune_deps.
void SeedScheduler::buildNodes() {
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
    SeedNodeFacts& f = ctx_.facts[i];
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

    SeedNode& s = snodes_[i];
    s.type = f.type;
    s.name = n.name;
    s.members = {static_cast<NodeId>(i)};
    s.parts = {static_cast<int>(i)};
    s.memberBits = NodeBitset(nOrig_);
    s.memberBits.set(static_cast<int>(i));
    s.ancestors = NodeBitset(nOrig_);
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
                                [](const SeedNodeFacts& f) { return f.templ == TemplateKind::Cutlass; });
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
void SeedScheduler::setReadWrites(SeedNode& s) {
  s.unmet.clear();
  s.unmet.reserve(s.reads.size());
  for (DepId d : s.reads)
    if (!deps_.available(deps_.dep(d).name)) s.unmet.push_back(d);
  s.used.clear();  // reuses its capacity: this runs on every node in every round
  s.used.reserve(s.reads.size() + s.writes.size());
  std::set_union(s.reads.begin(), s.reads.end(), s.writes.begin(), s.writes.end(), std::back_inserter(s.used));
}

// Scheduler.compute_dependencies
NameId SeedScheduler::rename(NameId n) const {
  while (mutationRename_[static_cast<size_t>(n)] != -1 && mutationRename_[static_cast<size_t>(n)] != n)
    n = mutationRename_[static_cast<size_t>(n)];
  return n;
}

void SeedScheduler::computeDependencies() {
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
    SeedNode& s = sn(node);
    const SeedNodeFacts& f = facts(node);
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
std::vector<char> SeedScheduler::depClosure(NodeId start) {
  std::vector<char> reach(deps_.nameCount(), 0);
  std::vector<char> seen(nOrig_, 0);
  std::vector<NodeId> stack{start};
  seen[static_cast<size_t>(start)] = 1;
  while (!stack.empty()) {
    NodeId n = stack.back();
    stack.pop_back();
    const SeedNode& s = sn(n);
    for (NameId o : facts(n).outputs) reach[static_cast<size_t>(o)] = 1;
    if (s.writes.empty()) continue;
    const SeedDepRecord& w = deps_.dep(s.writes.front());
    for (DepId rd : s.reads) {
      const SeedDepRecord& r = deps_.dep(rd);
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

// Scheduler.topological_sort_schedule: DFS over unmet deps sorted by name, post-order.
void SeedScheduler::topologicalSortSchedule() {
  nodes_ = sorter_.sort(
      nodes_, snodes_.size(), [&](int id) -> const engine::SchedNode& { return sn(id); },
      [&](DepId d) {
        const NameId name = deps_.dep(d).name;
        return std::pair<NameId, int>{name, topOfName(name)};
      },
      [&](NameId name) { return deps_.name(name); }, cancel_);
}

// Scheduler.compute_predecessors (+ min_order / max_order = position in the sorted list).
void SeedScheduler::computePredecessors() {
  for (size_t order = 0; order < nodes_.size(); ++order) {
    cancel_.tick();
    SeedNode& s = sn(nodes_[order]);
    for (DepId d : s.unmet) {
      NodeId p = deps_.producer(deps_.dep(d).name);
      if (p == kNone || p == s.members.front()) continue;
      s.ancestors.set(p);
      s.ancestors.orWith(sn(p).ancestors);
    }
    s.minOrder = s.maxOrder = static_cast<int>(order);
    trace_.nodes[static_cast<size_t>(nodes_[order])].minOrder = s.minOrder;
    trace_.nodes[static_cast<size_t>(nodes_[order])].maxOrder = s.maxOrder;
  }
}

// ExternKernelSchedulerNode.has_side_effects: FuseScope cannot ask the IR; an extern node that
// produces no buffer can only exist for its side effects.
bool SeedScheduler::hasSideEffects(NodeId n) const {
  if (facts(n).type != SchedNodeType::Extern) return false;
  const Node& node = graph_.nodes[static_cast<size_t>(n)];
  if (node.outputs.empty()) return true;
  for (BufferId b : node.outputs)
    if (graph_.buffers[static_cast<size_t>(b)].layout.kind != "NoneLayout") return false;
  return true;
}

// Scheduler.dead_node_elimination, repeated until a fixed point.
void SeedScheduler::deadNodeElimination() {
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

}  // namespace fusescope::sched::seed
