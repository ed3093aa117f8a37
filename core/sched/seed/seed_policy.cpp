#include "sched/seed/seed_policy.h"

#include "sched/seed/seed_rule_table.h"
#include "sched/seed/seed_scheduler.h"

#include <fmt/format.h>

namespace fusescope::sched {

void SeedPolicy::schedule(const Graph& graph, const SchedulerConfig& config, Trace& trace,
                          const std::atomic<bool>* cancel) const {
  seed::SeedScheduler(graph, config, trace, cancel).run();
}

std::optional<RuleSource> SeedPolicy::ruleSource(const std::string& reason) const {
  const seed::SeedRuleEntry* e = seed::seedRuleOfReason(reason);
  if (!e || e->document.empty()) return std::nullopt;
  std::string note = "the 2023 code returns a bare False here";
  if (!e->comment.empty()) note += fmt::format(" (its comment: \"{}\")", e->comment);
  note += "; the words are FuseScope's";
  return RuleSource{std::string(e->file), e->line, std::string(e->function),
                    fmt::format("2023, line of shared/seeds/{}", e->document), std::move(note)};
}

}  // namespace fusescope::sched
