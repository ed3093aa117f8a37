// The expectations file `fusescope-cli check --expect FILE` reads (docs/expectations.md), one expectation
// a line:
//   # comment                      (also after an expectation)
//   graph 0_backward_3.1           the lines below apply to that graph of the run
//   fused model.py:42, model.py:43 every node the selectors name in one kernel
//   apart op12 op40                the two never in one kernel
//   max-kernels 30                 at most 30 kernels
// Bad input throws ImportError naming the file and the line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "check/expectation.h"

namespace fusescope::check {

std::vector<Expectation> parseExpectations(std::string_view text, const std::string& fileName);
std::vector<Expectation> readExpectationFile(const std::string& path);

// One expectation from the command line: `--expect-fused "A,B,..."`, `--expect-apart "A,B"`,
// `--max-kernels N`. Throws ImportError naming the option.
Expectation expectationFromOption(ExpectationKind kind, const std::string& value, const std::string& option);

}  // namespace fusescope::check
