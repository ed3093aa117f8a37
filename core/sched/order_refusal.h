// The refusal every policy gives a pair whose node1 comes after node2 (Scheduler.can_fuse: "node1 must go
// before node2"). get_possible_fusions tries a template or foreach pair the other way round after it, so
// "Why not fused?" explains such a pair by the refusal in its own order (analysis/explain_pair.cpp). One
// wording, read by both policies' rules and by the explanation.
#pragma once

#include <string_view>

namespace fusescope::sched {

inline constexpr std::string_view kNode1MustGoBeforeNode2 = "node1 must go before node2";

}  // namespace fusescope::sched
