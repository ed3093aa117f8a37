#include "sched/inductor211/tiling.h"

#include "util/saturating.h"

#include <algorithm>
#include <set>
#include <utility>

namespace fusescope::sched::inductor211 {

namespace {

int64_t product(const std::vector<int64_t>& v, size_t from = 0, size_t to = SIZE_MAX) {
  int64_t p = 1;
  for (size_t i = from; i < v.size() && i < to; ++i) p = saturatingMul(p, v[i]);
  return p;
}

bool multipleOf(int64_t a, int64_t b) { return divides(b, a); }

// CandidateTiling.is_good_size
bool isGoodSize(int64_t s) { return s >= 32 && s % 32 == 0; }

}  // namespace

// SIMDKernel._split_iteration_ranges after prepare_split_iteration_lengths; false on CantSplit.
bool isCompatible(const std::vector<int64_t>& groups, const std::vector<int64_t>& pointwise,
                  const std::vector<int64_t>& reduction, int64_t reductionNumel) {
  std::vector<std::vector<int64_t>> lengths{pointwise, reduction};
  if (reduction.empty() && reductionNumel != 1 && product(groups) == saturatingMul(product(pointwise), reductionNumel))
    lengths[1] = {reductionNumel};
  if (lengths[0].empty() && lengths[1].empty()) return true;
  std::vector<int64_t> remaining = groups;
  size_t current = 0;
  auto addRange = [&](size_t i, int64_t e) {
    if (!multipleOf(remaining[i], e)) return false;
    remaining[i] = saturatingDiv(remaining[i], e);
    return true;
  };
  for (const auto& group : lengths)
    for (int64_t size : group) {
      if (size == 1) continue;
      while (current < remaining.size() && remaining[current] == 1) ++current;
      if (current + 1 < remaining.size() && size > remaining[current]) {
        if (!multipleOf(size, remaining[current])) return false;
        int64_t size1 = remaining[current], size2 = saturatingDiv(size, remaining[current]);
        if (!addRange(current, size1) || !addRange(current + 1, size2)) return false;
      } else if (current < remaining.size()) {
        if (!addRange(current, size)) return false;
      }
    }
  return true;
}

std::vector<int64_t> selectTiling(const std::vector<TilingNode>& nodes, int64_t numel, int64_t reductionNumel) {
  std::vector<const TilingNode*> pointers;
  for (const auto& n : nodes) pointers.push_back(&n);
  return selectTiling(pointers, numel, reductionNumel);
}

std::vector<int64_t> selectTiling(const std::vector<const TilingNode*>& nodes, int64_t numel, int64_t reductionNumel,
                                  const TilingDep** from) {
  const std::vector<int64_t> defaultTiling{numel, reductionNumel};
  if (from) *from = nullptr;
  if (reductionNumel != 1) return defaultTiling;  // tile_reductions is off
  struct Candidate {
    std::vector<int64_t> tiling;
    int64_t score;
    const TilingDep* dep = nullptr;  // null: the node's own ranges
  };
  std::vector<Candidate> candidates;
  std::set<int> seenNames;  // dep names; -2 = "none"
  for (const TilingNode* nodePtr : nodes) {
    const TilingNode& node = *nodePtr;
    const auto& ranges = node.pointwise;
    if (ranges.size() <= 1 && node.reduction.size() <= 1) continue;
    const int64_t total = saturatingMul(numel, reductionNumel);
    auto complete = [&](std::vector<int64_t> splits) {
      int64_t p = product(splits);
      splits.push_back(p ? saturatingDiv(total, p) : 0);
      return splits;
    };
    std::vector<std::pair<int, Candidate>> tilings;
    tilings.push_back({-2, {complete({product(ranges)}), 0, nullptr}});
    for (const auto& dep : node.deps) {
      if (dep.strides.size() != ranges.size()) continue;
      auto one = std::find(dep.strides.begin(), dep.strides.end(), int64_t{1});
      if (one == dep.strides.end()) continue;
      size_t split = static_cast<size_t>(one - dep.strides.begin()) + 1;
      if (split == ranges.size()) continue;
      if (std::all_of(dep.strides.begin() + static_cast<long>(split), dep.strides.end(), [](int64_t s) { return s == 0; }))
        continue;
      int64_t y = product(ranges, 0, split), x = product(ranges, split);
      int64_t score = 1;
      for (size_t i = 0; i < ranges.size(); ++i)
        if (dep.strides[i] != 0) score = saturatingMul(score, ranges[i]);
      if (dep.isWrite) score = saturatingMul(score, 2);
      if (isGoodSize(y)) score = saturatingMul(score, 2);
      if (isGoodSize(x)) score = saturatingMul(score, 2);
      if (saturatingSub(score, saturatingMul(product(ranges), product(node.reduction))) >= 0)
        tilings.push_back({dep.name, {complete({y, x}), score, &dep}});
    }
    for (auto& [name, c] : tilings) {
      if (seenNames.count(name)) continue;
      seenNames.insert(name);
      candidates.push_back(std::move(c));
    }
  }
  // Counter.most_common(): by score, descending, ties in insertion order.
  std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
  for (const auto& c : candidates) {
    bool ok = std::all_of(nodes.begin(), nodes.end(), [&](const TilingNode* n) {
      return isCompatible(c.tiling, n->pointwise, n->reduction, reductionNumel);
    });
    if (ok) {
      if (from) *from = c.dep;
      return c.tiling;
    }
  }
  return defaultTiling;
}

}  // namespace fusescope::sched::inductor211
