// The seed's fusion rounds: fuse_nodes / fuse_nodes_once / get_possible_fusions, each decision recorded
// in the Trace.
#include "sched/seed/seed_scheduler.h"

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::seed {

Decision& SeedScheduler::record(DecisionPhase phase, int a, int b, const FusionScore& score, Verdict verdict, std::string reason) {
  Decision& d = recorder_.decide(round_, phase, a, b, engine::fusionKind(sn(a), sn(b)), verdict, std::move(reason));
  d.score = score;
  return d;
}

// Scheduler.get_possible_fusions: pairs sharing a buffer (and a group under aggressive_fusion), the
// reversed pair for template and foreach nodes, sorted by score_fusion (stable, descending).
std::vector<std::pair<int, int>> SeedScheduler::getPossibleFusions() {
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
      const SeedNode& s = sn(n);
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

// Scheduler.fuse_nodes: at most 10 rounds, stop when a round changes nothing.
void SeedScheduler::fuseNodes() {
  trace_.decisions.reserve(nodes_.size() * 8);
  engine::fuseNodes(nodes_, round_, trace_, /*stopAtOneNode=*/false, [&] { fuseNodesOnce(); });
}

void SeedScheduler::fuseNodesOnce() {
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
      record(DecisionPhase::Fuse, a, b, score, Verdict::Rejected, seedReason(SeedRule::WillCreateCycle));
      continue;
    }
    int fusionIndex = static_cast<int>(trace_.fusions.size());
    int fused = (sn(a).isForeach() || sn(b).isForeach()) ? fuseForeach(a, b, fusionIndex) : makeFused(a, b);
    recorder_.fuse(round_, DecisionPhase::Fuse, a, b, engine::fusionKind(sn(a), sn(b)), fused, sn(fused), ctx_.devices).score = score;
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
  engine::sortByMinOrder(next, [&](int id) -> const engine::SchedNode& { return sn(id); });
  nodes_ = std::move(next);
  topologicalSortSchedule();
  pruneRedundantDeps();
}

// A node fused into `fused` is never asked about again (unless it lives on as one of its snodes):
// its predecessor and name sets are the bulk of the scheduler's memory on large graphs.
void SeedScheduler::releaseReplaced(int node, int fused) {
  const auto& parts = sn(fused).parts;
  if (std::find(parts.begin(), parts.end(), node) != parts.end()) return;
  sn(node).ancestors.release();
  sn(node).memberBits.release();
}

// BaseSchedulerNode.prune_redundant_deps on every node: drop WeakDeps made redundant by a real dep
// on the same fused node (or pointing into the node itself); set_read_writes then resets unmet.
void SeedScheduler::pruneRedundantDeps() {
  std::unordered_map<int, int> count;
  for (int n : nodes_) {
    SeedNode& s = sn(n);
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

}  // namespace fusescope::sched::seed
