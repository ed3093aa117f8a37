#include "sched/inductor211/fusion_score.h"

#include "util/saturating.h"

#include <algorithm>
#include <tuple>

namespace fusescope::sched::inductor211 {

bool scoreLess(const Score211& a, const Score211& b) {
  constexpr int64_t kThreshold = 16;
  if (a.templateScore != b.templateScore) return a.templateScore < b.templateScore;
  if (std::max(a.memoryScore, b.memoryScore) > saturatingMul(std::min(a.memoryScore, b.memoryScore), kThreshold))
    return a.memoryScore < b.memoryScore;
  return std::tuple(a.nodeTypeScore, a.memoryScore, a.proximityScore) <
         std::tuple(b.nodeTypeScore, b.memoryScore, b.proximityScore);
}

namespace {

using Less = std::function<bool(int, int)>;

// listobject.c count_run (3.12): length of the run at lo, reversing a strictly descending one.
size_t countRun(std::vector<int>& a, size_t lo, size_t hi, const Less& lt) {
  if (lo + 1 == hi) return 1;
  size_t n = 2;
  if (lt(a[lo + 1], a[lo])) {
    for (size_t p = lo + 2; p < hi && lt(a[p], a[p - 1]); ++p) ++n;
    std::reverse(a.begin() + static_cast<long>(lo), a.begin() + static_cast<long>(lo + n));
  } else {
    for (size_t p = lo + 2; p < hi && !lt(a[p], a[p - 1]); ++p) ++n;
  }
  return n;
}

// listobject.c binarysort: a[lo, start) is sorted; insert the rest one by one.
void binarySort(std::vector<int>& a, size_t lo, size_t hi, size_t start, const Less& lt) {
  for (; start < hi; ++start) {
    int pivot = a[start];
    size_t l = lo, r = start;
    while (l < r) {
      size_t p = l + ((r - l) >> 1);
      if (lt(pivot, a[p])) r = p;
      else l = p + 1;
    }
    for (size_t p = start; p > l; --p) a[p] = a[p - 1];
    a[l] = pivot;
  }
}

size_t minRun(size_t n) {
  size_t r = 0;
  while (n >= 64) {
    r |= n & 1;
    n >>= 1;
  }
  return n + r;
}

// Stable merge of a[lo, mid) and a[mid, hi) taking from the right only when strictly less.
void mergeRuns(std::vector<int>& a, size_t lo, size_t mid, size_t hi, const Less& lt) {
  std::vector<int> left(a.begin() + static_cast<long>(lo), a.begin() + static_cast<long>(mid));
  size_t i = 0, j = mid, k = lo;
  while (i < left.size() && j < hi) {
    if (lt(a[j], left[i])) a[k++] = a[j++];
    else a[k++] = left[i++];
  }
  while (i < left.size()) a[k++] = left[i++];
}

}  // namespace

void pythonSortReverse(std::vector<int>& items, const std::function<bool(int, int)>& less) {
  std::reverse(items.begin(), items.end());
  const size_t n = items.size();
  if (n >= 2) {
    const size_t minrun = minRun(n);
    std::vector<std::pair<size_t, size_t>> runs;
    size_t lo = 0;
    while (lo < n) {
      size_t len = countRun(items, lo, n, less);
      if (len < minrun) {
        size_t force = std::min(minrun, n - lo);
        binarySort(items, lo, lo + force, lo + len, less);
        len = force;
      }
      runs.emplace_back(lo, len);
      lo += len;
    }
    while (runs.size() > 1) {  // merge neighbours pairwise (galloping and powersort order are not ported)
      std::vector<std::pair<size_t, size_t>> next;
      for (size_t r = 0; r + 1 < runs.size(); r += 2) {
        auto [a, la] = runs[r];
        auto [b, lb] = runs[r + 1];
        mergeRuns(items, a, b, b + lb, less);
        next.emplace_back(a, la + lb);
      }
      if (runs.size() % 2) next.push_back(runs.back());
      runs = std::move(next);
    }
  }
  std::reverse(items.begin(), items.end());
}

}  // namespace fusescope::sched::inductor211
