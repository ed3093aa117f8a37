// An open-addressed index from names to dense ids (0, 1, 2, ...) whose strings the caller keeps: a
// lookup hashes the name once and compares it with the few candidates' strings, with no node per name
// (std::unordered_map<std::string, int> hashed out of line and allocated a node and a key per name).
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "util/text_hash.h"

namespace fusescope {

class NameIndex {
 public:
  void reserve(size_t names) {
    size_t slots = 16;
    while (slots < 2 * names) slots *= 2;
    if (slots > slots_.size()) rehash(slots);
  }

  // The id of `name` (hash = hashText(name)), or -1; nameOf(id) gives the string an id stands for.
  template <class NameOf>
  int find(std::string_view name, uint64_t hash, const NameOf& nameOf) const {
    return findIf(hash, [&](int id) { return nameOf(id) == name; });
  }

  // The id with `hash` that `same(id)` accepts, or -1: for keys other than one string (a list of texts).
  template <class Same>
  int findIf(uint64_t hash, const Same& same) const {
    if (slots_.empty()) return -1;
    const size_t mask = slots_.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      const auto& [h, id] = slots_[i];
      if (id == -1) return -1;
      if (h == hash && same(id)) return id;
    }
  }

  // Adds the id of a name find did not see (hash = hashText(name)).
  void insert(uint64_t hash, int id) {
    if (2 * (used_ + 1) > slots_.size()) rehash(slots_.empty() ? 16 : 2 * slots_.size());
    place(hash, id);
    ++used_;
  }

  size_t size() const { return used_; }

 private:
  std::vector<std::pair<uint64_t, int>> slots_;  // (hash, id); id -1 = empty
  size_t used_ = 0;

  void place(uint64_t hash, int id) {
    const size_t mask = slots_.size() - 1;
    size_t i = hash & mask;
    while (slots_[i].second != -1) i = (i + 1) & mask;
    slots_[i] = {hash, id};
  }
  void rehash(size_t slots) {
    std::vector<std::pair<uint64_t, int>> old = std::move(slots_);
    slots_.assign(slots, {0, -1});
    for (const auto& [h, id] : old)
      if (id != -1) place(h, id);
  }
};

}  // namespace fusescope
