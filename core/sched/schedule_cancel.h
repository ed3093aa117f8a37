// Stopping a running scheduler from another thread (the GUI's Cancel). The caller owns an atomic flag;
// the policies poll it through a CancelPoll once every few hundred recorded decisions (every long loop
// records one per candidate pair) and at stage boundaries, and unwind with ScheduleCancelled. Nothing
// of the half-built Trace escapes: runScheduler's caller never receives it.
#pragma once

#include <atomic>
#include <cstdint>
#include <stdexcept>

namespace fusescope::sched {

class ScheduleCancelled : public std::runtime_error {
 public:
  ScheduleCancelled() : std::runtime_error("scheduling cancelled") {}
};

class CancelPoll {
 public:
  explicit CancelPoll(const std::atomic<bool>* flag = nullptr) : flag_(flag) {}
  // Cheap enough for every decision or node: one increment, and an atomic load every 256 calls.
  void tick() {
    if (flag_ != nullptr && (++calls_ & 255u) == 0) check();
  }
  void check() const {
    if (flag_ != nullptr && flag_->load(std::memory_order_relaxed)) throw ScheduleCancelled();
  }

 private:
  const std::atomic<bool>* flag_;
  uint32_t calls_ = 0;
};

}  // namespace fusescope::sched
