// "Why not fused?" as Markdown, ready to paste into an issue or a pull request: the two nodes in the user's
// terms, FuseScope's verdict beside Inductor's logged line, the rule in Inductor's source, the facts that
// refuse, the blocking path with the lines of the user's code, and the decisions on the pair. The window's
// "Copy as Markdown" and `fusescope-cli why --markdown` print this one text.
#pragma once

#include <string>

#include "analysis/explain_pair.h"

namespace fusescope::report {

// `graph` names the graph the answer is about (a heading line); `maxDecisions` caps the decision rows.
std::string answerMarkdown(const analysis::PairExplanation& e, const std::string& graph, size_t maxDecisions = 12);

}  // namespace fusescope::report
