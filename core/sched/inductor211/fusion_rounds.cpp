// The fusion rounds: Scheduler.fuse_nodes / fuse_nodes_once / get_possible_fusions, fusing a pair,
// will_fusion_create_cycle, and recording each decision in the Trace.
#include "sched/inductor211/scheduler211.h"

#include <limits>
#include <set>
#include <span>
#include <utility>

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

Decision& Scheduler211::record(int a, int b, Verdict verdict, std::string reason) {
  if (probeDecision_ >= 0) probeBeforeDecision(a, b, verdict == Verdict::Rejected ? reason : std::string());
  return recorder_.decide(round_, phase_, a, b, engine::fusionKind(sn(a), sn(b)), verdict, std::move(reason));
}

bool Scheduler211::willFusionCreateCycle(int id1, int id2) {
  const bool cycle = cycleCheck_.wouldCreateCycle(
      sn(id1), sn(id2), fusedOf_, snodes_.size(), [&](int id) -> const engine::SchedNode& { return sn(id); },
      engine::CycleWalk::SkipContainedFirst);
  if (cycle) why(id1, id2, Rule::WillCreateCycle);
  return cycle;
}

// used_buffer_names(): a SchedulerNode's read then written buffer names; FusedSchedulerNode (and its
// foreach / mix-order subclasses) overrides it as the union over its snodes, so a member's writes
// come before the next member's reads (not the fused node's merged reads, then its writes).
void Scheduler211::usedBufferNames(const SchedNode211& n, std::vector<NameId>& used) const {
  used.clear();
  nameMarks_.clear();
  for (NodeId m : n.members)
    for (const auto* list : {&sn(m).reads, &sn(m).writes})
      for (DepId d : *list)
        if (nameMarks_.insert(pool_.dep(d).name)) used.push_back(pool_.dep(d).name);
}

// Scheduler.get_possible_fusions
namespace {

// The (node1, node2) pairs a round has tried: open addressing over the packed pair, since a hash node per
// pair cost more than looking it up.
class PairSet {
 public:
  bool insert(uint64_t key) {  // false when the pair is there already
    if ((size_ + 1) * 2 > slots_.size()) grow();
    const size_t mask = slots_.size() - 1;
    for (size_t i = mix(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == key) return false;
      if (slots_[i] == kEmpty) {
        slots_[i] = key;
        ++size_;
        return true;
      }
    }
  }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};  // node ids are non-negative: no pair packs to this
  static size_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return static_cast<size_t>(x);
  }
  void grow() {
    std::vector<uint64_t> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : old.size() * 2, kEmpty);
    size_ = 0;
    for (uint64_t k : old)
      if (k != kEmpty) insert(k);
  }
  std::vector<uint64_t> slots_;
  size_t size_ = 0;
};

}  // namespace

std::vector<Scheduler211::Candidate> Scheduler211::getPossibleFusions(bool isReorderRound) {
  phase_ = DecisionPhase::Candidate;
  std::vector<Candidate> possible;
  std::vector<size_t> candidateDecisions;   // the Trace's Candidate decision of each possible fusion
  PairSet seen;
  auto checkAllPairs = [&](std::span<const int> group) {
    const size_t window = static_cast<size_t>(config_.maxFusionBufferGroupPairwiseAttempts);
    for (size_t i = 0; i < group.size(); ++i)
      for (size_t j = i + 1; j < group.size() && j <= i + window; ++j) {
        int a = group[i], b = group[j];
        uint64_t key = (static_cast<uint64_t>(static_cast<uint32_t>(a)) << 32) | static_cast<uint32_t>(b);
        if (!seen.insert(key)) continue;
        if (canFuse(a, b, isReorderRound)) {
          record(a, b, Verdict::Candidate, {});
          possible.push_back({a, b, {}});
          candidateDecisions.push_back(trace_.decisions.size() - 1);
        } else if ((sn(b).isTemplate || sn(b).isForeach()) && canFuse(b, a, isReorderRound)) {
          record(b, a, Verdict::Candidate, {});
          possible.push_back({b, a, {}});
          candidateDecisions.push_back(trace_.decisions.size() - 1);
        }
      }
  };
  // buffer_names_to_nodes: the nodes of each buffer name in node order, groups in first-use order, laid
  // out flat (a counting sort of the (group, node) uses) rather than a vector per group.
  std::vector<int> groupIndex(pool_.nameCount(), -1);  // per NameId: its group (names are dense ids)
  std::vector<std::pair<int, int>> uses;               // (group, node) in node order
  std::vector<int> groupStart;                         // per group: its size, then its offset
  std::vector<NameId> used;
  for (int n : nodes_) {
    const SchedNode211& s = sn(n);
    if (s.isExternOrNop() && !s.isTemplate) continue;  // unfusable_node
    usedBufferNames(s, used);
    for (NameId name : used) {
      int& index = groupIndex[static_cast<size_t>(name)];
      if (index == -1) {
        index = static_cast<int>(groupStart.size());
        groupStart.push_back(0);
      }
      ++groupStart[static_cast<size_t>(index)];
      uses.emplace_back(index, n);
    }
  }
  int offset = 0;
  for (int& start : groupStart) offset += std::exchange(start, offset);  // sizes become offsets
  groupStart.push_back(offset);
  std::vector<int> grouped(uses.size());
  {
    std::vector<int> fill(groupStart.begin(), groupStart.end() - 1);
    for (const auto& [g, n] : uses) grouped[static_cast<size_t>(fill[static_cast<size_t>(g)]++)] = n;
  }
  for (size_t g = 0; g + 1 < groupStart.size(); ++g)
    checkAllPairs(std::span<const int>(grouped.data() + groupStart[g], static_cast<size_t>(groupStart[g + 1] - groupStart[g])));
  if (config_.aggressiveFusion) {
    std::vector<std::pair<std::string, std::vector<int>>> byGroup;
    for (int n : nodes_) {
      const SchedNode211& s = sn(n);
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
  // get_possible_fusions_with_highest_priority: only the best (lowest) backend priority group goes on;
  // CppScheduling puts outer-loop fusions at 1, every other backend reports 0.
  if (!possible.empty()) {
    std::vector<int> priority(possible.size(), 0);
    for (size_t k = 0; k < possible.size(); ++k)
      if (isCpuNode(sn(possible[k].a))) priority[k] = cpp_.cppFusionPairPriority(possible[k].a, possible[k].b);
    const int best = *std::min_element(priority.begin(), priority.end());
    std::vector<Candidate> kept;
    std::vector<size_t> keptDecisions;
    for (size_t k = 0; k < possible.size(); ++k) {
      if (priority[k] == best) {
        kept.push_back(possible[k]);
        keptDecisions.push_back(candidateDecisions[k]);
      } else {
        trace_.notes.push_back(fmt::format("{}: round {}: {} with {} waits for a later round (fusion pair "
                                           "priority {}, CppScheduling.get_fusion_pair_priority; this round fuses "
                                           "priority {} only)", policyName(), round_, sn(possible[k].a).name, sn(possible[k].b).name,
                                           priority[k], best));
      }
    }
    possible = std::move(kept);
    candidateDecisions = std::move(keptDecisions);
  }
  // possible_fusions.sort(key=self.score_fusion_key): every pair is scored at sort time, after all the
  // can_fuse calls of the round. In the loop-reordering round can_fuse re-orders a node's loops (also
  // for pairs it then refuses), which changes the memory score of pairs accepted before.
  for (size_t k = 0; k < possible.size(); ++k) {
    possible[k].score = memory_.scoreFusion(sn(possible[k].a), sn(possible[k].b));
    trace_.decisions[candidateDecisions[k]].score = memory_.toTraceScore(possible[k].score);
  }
  std::vector<int> order(possible.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
  pythonSortReverse(order, [&](int x, int y) {
    return scoreLess(possible[static_cast<size_t>(x)].score, possible[static_cast<size_t>(y)].score);
  });
  std::vector<Candidate> sorted;
  for (int k : order) sorted.push_back(possible[static_cast<size_t>(k)]);
  return sorted;
}

// SIMDScheduling.fuse (BaseScheduling.fuse in 2.11)
int Scheduler211::backendFuse(int a, int b) {
  if (sn(a).isForeach() || sn(b).isForeach()) return foreach_.fuseForeach(a, b);
  if (mix_.mixCanFuse(sn(a), sn(b))) return mix_.makeMix(a, b);
  if (sn(a).isMix()) return mix_.mixFuseWith(a, b);
  if (isCpuNode(sn(a))) return cpp_.cppFuse(a, b);  // CppScheduling.fuse
  std::vector<int> parts;
  for (NodeId m : sn(a).members) parts.push_back(m);
  for (NodeId m : sn(b).members) parts.push_back(m);
  return makeGroupNode(SchedNodeType::Fused, parts);
}

int Scheduler211::fuseTwoNodes(int a, int b) {
  if (probeDecision_ >= 0) probeBeforeDecision(a, b, {});
  int fused = backendFuse(a, b);
  Decision& d = recorder_.fuse(round_, phase_, a, b, engine::fusionKind(sn(a), sn(b)), fused, sn(fused), devices_);
  d.score = memory_.toTraceScore(memory_.scoreFusion(sn(a), sn(b)));
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
void Scheduler211::releaseReplaced(int node, int fused) {
  const SchedNode211& f = sn(fused);
  SchedNode211& s = sn(node);
  if (s.type != SchedNodeType::Fused || contains(f.parts, node)) return;
  if (f.isMix() && (f.mix1 == node || f.mix2 == node)) return;  // FusedMixOrderReductions keeps node1/node2
  for (int p : f.parts)
    if (contains(sn(p).parts, node)) return;
  s.memberBits.release();
  s.ancestors.release();
}

// The `can fuse (benchmark)` / `cannot fuse (benchmark)` line for this pair (named by buffer names).
const RecordedBenchmark* Scheduler211::recordedBenchmark(const SchedNode211& a, const SchedNode211& b) const {
  auto names = [&](const SchedNode211& n) {
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

bool Scheduler211::loggedFusion(const std::string& n1, const std::string& n2) const {
  for (const RecordedDecision& d : graph_.inductor.decisions)
    if (d.fused && d.node1 == n1 && d.node2 == n2) return true;
  return false;
}

// Scheduler._prune_redundant_deps for every node
void Scheduler211::pruneRedundantDeps() {
  for (int n : nodes_) {
    SchedNode211& s = sn(n);
    // Only weak deps are pruned: most nodes have none, and need no count.
    if (std::none_of(s.unmet.begin(), s.unmet.end(), [&](DepId d) { return pool_.dep(d).kind == DepKind::Weak; }))
      continue;
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
      bool redundant = count[f] > 0 && vertical_.fusableWeakDep(d, sn(f), s);
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
void Scheduler211::fuseNodesOnce(bool isReorderRound) {
  pruneRedundantDeps();
  alive_.assign(snodes_.size(), 0);
  for (int n : nodes_) alive_[static_cast<size_t>(n)] = 1;
  auto possible = getPossibleFusions(isReorderRound);
  // _handle_template_overlap (max-autotune with prologue and epilogue fusion) has nothing to port: it defers
  // pairs that are a prologue fusion (node1 not a template) whose node1 is an epilogue fusion's template,
  // which no pair can be, so 2.11's deferred_prologue_fusions list stays empty.
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
  // _evaluate_pending_template_fusions: pending fusions grouped by their pointwise node
  // (template_fusion_pw_node); each pass takes every group's next one whose template is not fused yet,
  // then fuse_if_speedup on the nodes they are fused into now (async compile: two prologues of one
  // template both fuse in one pass). The benchmark outcome is the one fusion.log recorded for the pair as
  // submitted; without one FuseScope assumes a speedup and says so in the notes.
  auto current = [&](int x) { return fusedOf_[static_cast<size_t>(sn(x).members.front())]; };
  auto fuseIfSpeedup = [&](std::pair<int, int> p) -> bool {
    int a = current(p.first), b = current(p.second);
    if (!canFuse(a, b, isReorderRound) || willFusionCreateCycle(a, b)) return false;
    std::string n1 = sn(a).name, n2 = sn(b).name;
    if (const RecordedBenchmark* rb = recordedBenchmark(sn(p.first), sn(p.second))) {
      if (!rb->fused) {  // Inductor logs `cannot fuse (benchmark)`, not a WhyNoFuse line
        trace_.notes.push_back(fmt::format("recorded: template fusion {} with {} not taken: fusion.log's benchmark "
                                           "reports {}", n1, n2, rb->detail));
        return false;
      }
      recorder_.restNextDecisionOn(DecisionBasis::Recorded,
                         recorder_.addNote(fmt::format("recorded: template fusion {} with {} uses fusion.log's benchmark ({})",
                                             n1, n2, rb->detail)));
      fuseTwoNodes(a, b);
    } else if (graph_.inductor.hasFusionLog) {
      // speedup_by_fusion can refuse without a log line (no template choice compiled, a layout
      // conflict, prologue fusion off by default); fusion.log's own `fusing` line is the outcome.
      if (!loggedFusion(n1, n2)) {
        trace_.notes.push_back(fmt::format("recorded: template fusion {} with {} not taken: speedup_by_fusion refused "
                                           "it without a benchmark line (fusion.log does not fuse them)", n1, n2));
        return false;
      }
      recorder_.restNextDecisionOn(DecisionBasis::Recorded,
                         recorder_.addNote(fmt::format("recorded: template fusion {} with {} taken as fusion.log fuses them "
                                             "(no benchmark line)", n1, n2)));
      fuseTwoNodes(a, b);
    } else {
      recorder_.restNextDecisionOn(DecisionBasis::Assumed,
                         recorder_.addNote(fmt::format("assumed: template fusion {} with {} is taken as a speedup "
                                             "(speedup_by_fusion benchmarks it; the capture records no outcome)",
                                             n1, n2)));
      fuseTwoNodes(a, b);
    }
    return true;
  };
  std::vector<std::pair<int, std::vector<std::pair<int, int>>>> groups;  // pw node -> pending, in order
  for (auto p : pendingTemplate) {
    int pw = sn(p.first).isTemplate ? p.second : p.first;
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == pw; });
    if (it == groups.end()) groups.push_back({pw, {p}});
    else it->second.push_back(p);
  }
  while (!groups.empty()) {
    std::vector<std::pair<size_t, std::pair<int, int>>> batch;
    std::vector<char> remove(groups.size(), 0);
    for (size_t g = 0; g < groups.size(); ++g) {
      auto p = groups[g].second.front();
      groups[g].second.erase(groups[g].second.begin());
      if (groups[g].second.empty()) remove[g] = 1;
      int templ = sn(p.first).isTemplate ? p.first : p.second;
      if (current(templ) != templ) continue;  // the template already fused with its kind
      batch.emplace_back(g, p);
    }
    // Inductor submits the batch's benchmarks together and fuses each as it completes (as_completed):
    // fusion.log's benchmark lines are written in that order. Pairs it records go in its order; without
    // a record the order they were submitted in is assumed.
    const auto loggedAt = [&](std::pair<int, int> p) {
      const RecordedBenchmark* rb = recordedBenchmark(sn(p.first), sn(p.second));
      return rb ? rb->line : std::numeric_limits<int>::max();
    };
    std::stable_sort(batch.begin(), batch.end(), [&](const auto& x, const auto& y) { return loggedAt(x.second) < loggedAt(y.second); });
    if (batch.size() > 1 && loggedAt(batch.back().second) == std::numeric_limits<int>::max())
      trace_.notes.push_back(fmt::format("assumed: {} pending template fusions of one pass are fused in the order they were "
                                         "submitted (Inductor fuses them as their benchmarks complete; fusion.log records "
                                         "no benchmark for some of them)", batch.size()));
    for (auto [g, p] : batch)
      if (fuseIfSpeedup(p)) remove[g] = 1;
    std::vector<std::pair<int, std::vector<std::pair<int, int>>>> left;
    for (size_t g = 0; g < groups.size(); ++g)
      if (!remove[g]) left.push_back(std::move(groups[g]));
    groups = std::move(left);
  }
  std::vector<int> next;
  for (size_t n = 0; n < alive_.size(); ++n)
    if (alive_[n]) next.push_back(static_cast<int>(n));
  engine::sortByMinOrder(next, [&](int id) -> const engine::SchedNode& { return sn(id); });
  nodes_ = topologicalSortSchedule(next);
}

// Scheduler.fuse_nodes
void Scheduler211::fuseNodes() {
  engine::fuseNodes(nodes_, round_, trace_, /*stopAtOneNode=*/true, [&] { fuseNodesOnce(false); });
  // loop_ordering_after_fusion or loop_index_inversion_in_fusion (both default True): the reorder round.
  if (!config_.loopOrderingAfterFusion && !config_.loopIndexInversionInFusion) return;
  round_ = trace_.rounds + 1;
  fuseNodesOnce(true);
  trace_.rounds = round_;
  trace_.notes.push_back(fmt::format("{}: round {} is the final reorder round "
                                     "(fuse_nodes_once(is_reorder_round=True))", policyName(), round_));
}

}  // namespace fusescope::sched::inductor211
