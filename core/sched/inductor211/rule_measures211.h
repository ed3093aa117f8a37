// What the rule behind a refusal compared, for a refusal whose words carry no numbers (the rule table's
// measure column: rule_table.h), and what two groups share by can_fuse's measure (the answer to "no
// shared data"). It holds its scheduler and reads the state can_fuse left for the pair; probeDecision asks
// it at the probed decision (rule_measures.cpp, shared_data_report.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sched/decision_probe.h"
#include "sched/inductor211/dep_pool.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct RuleEntry;

class RuleMeasures211 {
 public:
  explicit RuleMeasures211(Scheduler211& scheduler) : s_(scheduler) {}

  std::optional<RuleMeasure> ruleMeasure(int id1, int id2, const std::string& reason);
  SharedDataReport sharedDataReport(int id1, int id2) const;
  std::string depText(DepId id) const;  // as dependencies.py prints it: MemoryDep('buf3', 16*x0 + x1, {x0: 8, x1: 16})

 private:
  // One signature for the rule table's measure column (rule_table.cpp reads them as its friend).
  friend const std::vector<RuleEntry>& ruleTable();
  RuleMeasure orderMeasure(int id1, int id2);
  RuleMeasure reductionTilingMeasure(int id1, int id2);
  RuleMeasure rangesMeasure(int id1, int id2);
  RuleMeasure memoryDepsMeasure(int id1, int id2);
  RuleMeasure foreachProducerMeasure(int id1, int id2);
  RuleMeasure foreachConsumerMeasure(int id1, int id2);
  RuleMeasure maxFusionMeasure(int id1, int id2);
  RuleMeasure epilogueMeasure(int id1, int id2);
  RuleMeasure prologueKindMeasure(int id1, int id2, bool templateSide) const;
  RuleMeasure prologuePointwiseMeasure(int id1, int id2) { return prologueKindMeasure(id1, id2, false); }
  RuleMeasure prologueTemplateMeasure(int id1, int id2) { return prologueKindMeasure(id1, id2, true); }
  RuleMeasure prologueBytesMeasure(int id1, int id2);
  RuleMeasure prologueUpcastMeasure(int id1, int id2);
  RuleMeasure prologueUsesMeasure(int id1, int id2);

  Scheduler211& s_;
};

}  // namespace fusescope::sched::inductor211
