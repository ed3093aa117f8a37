// A set of small non-negative ids (dependency or buffer-name ids) cleared in O(1): an id is in the set
// when its stamp is the current epoch. The scheduler's ordered unions (OrderedSet in Inductor) test
// membership once per element; a linear scan of the union so far made them quadratic in large groups.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace fusescope::sched::engine {

class IdMarks {
 public:
  void clear() {
    if (++epoch_ == 0) {  // wrapped: forget every stamp
      std::fill(stamps_.begin(), stamps_.end(), 0u);
      epoch_ = 1;
    }
  }
  // Adds id; false when it was in the set already.
  bool insert(int id) {
    const size_t i = static_cast<size_t>(id);
    if (i >= stamps_.size()) stamps_.resize(std::max(i + 1, stamps_.size() * 2), 0u);
    if (stamps_[i] == epoch_) return false;
    stamps_[i] = epoch_;
    return true;
  }
  bool contains(int id) const {
    const size_t i = static_cast<size_t>(id);
    return i < stamps_.size() && stamps_[i] == epoch_;
  }

 private:
  std::vector<uint32_t> stamps_;
  uint32_t epoch_ = 1;
};

}  // namespace fusescope::sched::engine
