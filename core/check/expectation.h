// What a user requires of a graph's kernels, as `fusescope-cli check` reads it from an expectations file
// (docs/expectations.md) or the command line: nodes that must share one kernel, two that must not, and a
// most kernels. Nodes are named by selectors that survive a recompile (check/node_selector.h).
#pragma once

#include <string>
#include <vector>

namespace fusescope::check {

enum class ExpectationKind { Fused, Apart, MaxKernels };
const char* toString(ExpectationKind kind);  // "fused", "apart", "max-kernels"

struct Expectation {
  ExpectationKind kind = ExpectationKind::Fused;
  std::vector<std::string> selectors;  // Fused: every node they select in one kernel; Apart: exactly two
  int maxKernels = 0;                  // MaxKernels
  std::string graph;                   // the `graph NAME` section it is in; "" = the graph the command opened
  std::string file;                    // where it was written ("--expect-fused" for the command line)
  int line = 0;
  std::string label;                   // how it reads when not written by the user ("kernel X of the baseline")
  std::string text() const;            // "fused model.py:42 model.py:43", as the user reads it back
};

}  // namespace fusescope::check
