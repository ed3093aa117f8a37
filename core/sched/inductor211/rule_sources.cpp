// Where the replayed release writes each refusal reason this port records: the rule table's source
// columns (rule_table.cpp; test_rule_sources checks every line against the real sources).
#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor211/rule_table.h"

#include <fmt/format.h>

namespace fusescope::sched {

std::vector<std::string> inductor211PlacedReasons() {
  std::vector<std::string> out;
  for (const inductor211::RuleEntry& e : inductor211::ruleTable()) out.emplace_back(e.wording);
  return out;
}

std::optional<RuleSource> Inductor211Policy::ruleSource(const std::string& reason) const {
  const size_t column = releaseIndex(release_);
  const inductor211::RuleEntry* e = inductor211::ruleOfReason(reason, column);
  if (!e) return std::nullopt;
  std::string note;
  if (!inductor211::ruleVerifiedIn(e->id, column))
    note = fmt::format("ported from {}'s source; no capture of PyTorch {} that FuseScope holds records this refusal "
                       "(GPU, template and foreach rules run only on GPUs): unverified on this release",
                       releaseSourceVersion(release_), release_.text());
  return RuleSource{std::string(e->file), e->lines[column], std::string(inductor211::functionIn(*e, column)),
                    releaseSourceVersion(release_), note};
}

}  // namespace fusescope::sched
