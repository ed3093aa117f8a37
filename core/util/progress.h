// How far a long load is, and whether to stop it: the window's progress bar with its Cancel button and the
// CLI's `--progress`. Importers report a stage and the fraction of the whole load done so far; a raised
// cancel flag makes the next report throw LoadCancelled, so a load stops between two lines of a 500 MB log
// rather than after it.
#pragma once

#include <atomic>
#include <functional>
#include <stdexcept>
#include <string>

namespace fusescope {

class LoadCancelled : public std::runtime_error {
 public:
  LoadCancelled() : std::runtime_error("load cancelled") {}
};

struct Progress {
  std::function<void(const std::string& stage, double fraction)> report;   // null: nobody watches
  const std::atomic<bool>* cancel = nullptr;                               // null: nobody can stop it

  bool watched() const { return report || cancel; }
  // Says `stage` at `fraction` (0..1) of the load; throws LoadCancelled once the cancel flag is raised.
  void operator()(const std::string& stage, double fraction) const {
    if (cancel && cancel->load(std::memory_order_relaxed)) throw LoadCancelled();
    if (report) report(stage, fraction);
  }
};

}  // namespace fusescope
