// A set of original NodeIds as a bitset: the representation of recursive_predecessors / ancestors and of
// a fused node's member names, so that the schedulers' set algebra (`names & predecessors`,
// `names.issubset(...)`) costs O(words) instead of hashing strings.
//
// Only the span of words between the lowest and the highest member is stored (`base_` is the index of
// the first stored word): a node's members sit close together and its predecessors below it, so a
// 100k-node graph does not pay 100k bits per set (dense sets were n^2/8 bytes: 2.5 GB at 100k nodes).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace fusescope::sched {

class NodeBitset {
 public:
  NodeBitset() = default;
  // The empty set; `bits` (the universe size) is accepted for readability at call sites and not needed.
  explicit NodeBitset(size_t /*bits*/) {}

  void set(int i) {
    const size_t w = static_cast<size_t>(i) >> 6;
    cover(w, w + 1);
    words_[w - base_] |= uint64_t{1} << (i & 63);
  }
  bool test(int i) const { return (word(static_cast<size_t>(i) >> 6) >> (i & 63)) & 1; }

  void orWith(const NodeBitset& o) {
    if (o.words_.empty()) return;
    cover(o.base_, o.end());
    uint64_t* dst = words_.data() + (o.base_ - base_);
    for (size_t w = 0; w < o.words_.size(); ++w) dst[w] |= o.words_[w];
  }
  void andNot(const NodeBitset& o) {
    const size_t lo = std::max(base_, o.base_), hi = std::min(end(), o.end());
    for (size_t w = lo; w < hi; ++w) words_[w - base_] &= ~o.words_[w - o.base_];
  }
  bool intersects(const NodeBitset& o) const {
    const size_t lo = std::max(base_, o.base_), hi = std::min(end(), o.end());
    for (size_t w = lo; w < hi; ++w)
      if (words_[w - base_] & o.words_[w - o.base_]) return true;
    return false;
  }
  bool isSubsetOf(const NodeBitset& o) const {
    for (size_t w = 0; w < words_.size(); ++w)
      if (words_[w] & ~o.word(base_ + w)) return false;
    return true;
  }
  bool any() const {
    return std::any_of(words_.begin(), words_.end(), [](uint64_t w) { return w != 0; });
  }
  // Calls f(i) for every member in increasing order; stops early when f returns true (and returns true).
  template <class F>
  bool anyOf(F&& f) const {
    for (size_t w = 0; w < words_.size(); ++w)
      if (eachBit(words_[w], base_ + w, f)) return true;
    return false;
  }
  // Calls f(i) for every member of (*this & ~exclude), stopping early like anyOf.
  template <class F>
  bool anyOfExcept(const NodeBitset& exclude, F&& f) const {
    for (size_t w = 0; w < words_.size(); ++w)
      if (eachBit(words_[w] & ~exclude.word(base_ + w), base_ + w, f)) return true;
    return false;
  }
  // Calls f(i) for every member of (*this & mask), stopping early like anyOf.
  template <class F>
  bool anyOfWithin(const NodeBitset& mask, F&& f) const {
    const size_t lo = std::max(base_, mask.base_), hi = std::min(end(), mask.end());
    for (size_t w = lo; w < hi; ++w)
      if (eachBit(words_[w - base_] & mask.words_[w - mask.base_], w, f)) return true;
    return false;
  }
  // Calls f(i) for every member of (*this & mask & ~exclude), stopping early like anyOf.
  template <class F>
  bool anyOfWithinExcept(const NodeBitset& mask, const NodeBitset& exclude, F&& f) const {
    const size_t lo = std::max(base_, mask.base_), hi = std::min(end(), mask.end());
    for (size_t w = lo; w < hi; ++w)
      if (eachBit(words_[w - base_] & mask.words_[w - mask.base_] & ~exclude.word(w), w, f)) return true;
    return false;
  }
  // Frees the storage (a node that was fused into another is never asked again).
  void release() {
    std::vector<uint64_t>().swap(words_);
    base_ = 0;
  }
  size_t storedWords() const { return words_.size(); }

  friend bool operator==(const NodeBitset& a, const NodeBitset& b) { return a.isSubsetOf(b) && b.isSubsetOf(a); }

 private:
  size_t end() const { return base_ + words_.size(); }
  uint64_t word(size_t w) const { return w >= base_ && w < end() ? words_[w - base_] : 0; }

  // Grows the stored span to include words [lo, hi).
  void cover(size_t lo, size_t hi) {
    if (words_.empty()) {
      base_ = lo;
      words_.assign(hi - lo, 0);
      return;
    }
    if (lo < base_) {
      words_.insert(words_.begin(), base_ - lo, 0);
      base_ = lo;
    }
    if (hi > end()) words_.resize(hi - base_, 0);
  }

  template <class F>
  static bool eachBit(uint64_t bits, size_t w, F& f) {
    while (bits) {
      const int i = static_cast<int>(w * 64) + std::countr_zero(bits);
      bits &= bits - 1;
      if (f(i)) return true;
    }
    return false;
  }

  size_t base_ = 0;
  std::vector<uint64_t> words_;
};

}  // namespace fusescope::sched
