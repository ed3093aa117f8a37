// Where a refusal reason is written in the Inductor sources a policy ports: "Why not fused?" points the
// engineer at the rule itself (torch/_inductor/scheduler.py:5643, Scheduler.can_fuse_vertical).
#pragma once

#include <string>

namespace fusescope::sched {

struct RuleSource {
  std::string file;      // relative to site-packages: "torch/_inductor/scheduler.py"
  int line = 0;          // the line holding the reason text
  std::string function;  // the enclosing function: "Scheduler.can_fuse_vertical"
  std::string version;   // the PyTorch version those lines are from: "2.11.0"
};

}  // namespace fusescope::sched
