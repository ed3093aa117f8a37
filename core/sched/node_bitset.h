// A fixed-size set of original NodeIds as a bitset: the representation of recursive_predecessors and of
// a fused node's member names, so that the seed's set algebra (`names & predecessors`,
// `names.issubset(...)`) costs O(nodes / 64) words instead of hashing strings.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

namespace fusescope::sched {

class NodeBitset {
 public:
  NodeBitset() = default;
  explicit NodeBitset(size_t bits) : words_((bits + 63) / 64, 0) {}

  void set(int i) { words_[static_cast<size_t>(i) >> 6] |= uint64_t{1} << (i & 63); }
  bool test(int i) const { return (words_[static_cast<size_t>(i) >> 6] >> (i & 63)) & 1; }
  void orWith(const NodeBitset& o) {
    for (size_t w = 0; w < words_.size(); ++w) words_[w] |= o.words_[w];
  }
  void andNot(const NodeBitset& o) {
    for (size_t w = 0; w < words_.size(); ++w) words_[w] &= ~o.words_[w];
  }
  bool intersects(const NodeBitset& o) const {
    for (size_t w = 0; w < words_.size(); ++w)
      if (words_[w] & o.words_[w]) return true;
    return false;
  }
  bool isSubsetOf(const NodeBitset& o) const {
    for (size_t w = 0; w < words_.size(); ++w)
      if (words_[w] & ~o.words_[w]) return false;
    return true;
  }
  bool any() const {
    for (auto w : words_)
      if (w) return true;
    return false;
  }
  // Calls f(i) for every member in increasing order; stops early when f returns true (and returns true).
  template <class F>
  bool anyOf(F&& f) const {
    for (size_t w = 0; w < words_.size(); ++w) {
      uint64_t bits = words_[w];
      while (bits) {
        int i = static_cast<int>(w * 64) + std::countr_zero(bits);
        bits &= bits - 1;
        if (f(i)) return true;
      }
    }
    return false;
  }
  // Calls f(i) for every member of (*this & ~exclude), stopping early like anyOf.
  template <class F>
  bool anyOfExcept(const NodeBitset& exclude, F&& f) const {
    for (size_t w = 0; w < words_.size(); ++w) {
      uint64_t bits = words_[w] & ~exclude.words_[w];
      while (bits) {
        int i = static_cast<int>(w * 64) + std::countr_zero(bits);
        bits &= bits - 1;
        if (f(i)) return true;
      }
    }
    return false;
  }
  friend bool operator==(const NodeBitset&, const NodeBitset&) = default;

 private:
  std::vector<uint64_t> words_;
};

}  // namespace fusescope::sched
