// Where PyTorch 2.11.0 writes each refusal reason this port records: the rule table's source columns
// (rule_table.cpp; test_rule_sources checks every line against shared/reference/torch-2.11).
#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor211/rule_table.h"

namespace fusescope::sched {

std::vector<std::string> inductor211PlacedReasons() {
  std::vector<std::string> out;
  for (const inductor211::RuleEntry& e : inductor211::ruleTable()) out.emplace_back(e.wording);
  return out;
}

std::optional<RuleSource> Inductor211Policy::ruleSource(const std::string& reason) const {
  const inductor211::RuleEntry* e = inductor211::ruleOfReason(reason);
  if (!e) return std::nullopt;
  return RuleSource{std::string(e->file), e->line, std::string(e->function), "2.11.0", ""};
}

}  // namespace fusescope::sched
