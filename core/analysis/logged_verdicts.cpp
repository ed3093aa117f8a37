#include "analysis/logged_verdicts.h"

#include <deque>
#include <map>
#include <string>
#include <utility>

namespace fusescope::analysis {

const char* toString(LogAgreement agreement) {
  switch (agreement) {
    case LogAgreement::NoLog: return "no log";
    case LogAgreement::NotLogged: return "not logged";
    case LogAgreement::Agrees: return "agrees";
    case LogAgreement::Differs: return "differs";
    case LogAgreement::Missing: return "missing";
  }
  return "?";
}

LoggedVerdicts alignWithFusionLog(const Graph& graph, const sched::Trace& trace) {
  LoggedVerdicts out;
  out.perDecision.resize(trace.decisions.size());
  const auto& recorded = graph.inductor.decisions;
  if (!graph.inductor.hasFusionLog) return out;  // every entry stays NoLog

  // Logged lines per ordered pair, in log order; a pair can be refused in several rounds.
  std::map<std::pair<std::string, std::string>, std::deque<int>> byPair;
  for (size_t i = 0; i < recorded.size(); ++i)
    byPair[{recorded[i].node1, recorded[i].node2}].push_back(static_cast<int>(i));
  std::vector<char> used(recorded.size(), 0);

  for (size_t i = 0; i < trace.decisions.size(); ++i) {
    const sched::Decision& d = trace.decisions[i];
    LoggedVerdict& v = out.perDecision[i];
    const bool logs = d.verdict == sched::Verdict::Rejected ||
                      (d.verdict == sched::Verdict::Fused && d.kind != sched::FusionKind::Combo);
    if (!logs || d.node1 < 0 || d.node2 < 0) {
      v.agreement = LogAgreement::NotLogged;
      continue;
    }
    const std::string& n1 = trace.name(d.node1);
    const std::string& n2 = trace.name(d.node2);
    auto take = [&](const std::string& a, const std::string& b) {
      auto it = byPair.find({a, b});
      if (it == byPair.end() || it->second.empty()) return -1;
      const int r = it->second.front();
      it->second.pop_front();
      return r;
    };
    int r = take(n1, n2);
    if (r < 0) r = take(n2, n1);  // Inductor may have seen the pair the other way round
    if (r < 0) {
      v.agreement = LogAgreement::Missing;
    } else {
      used[static_cast<size_t>(r)] = 1;
      v.recorded = r;
      const RecordedDecision& rd = recorded[static_cast<size_t>(r)];
      const bool fused = d.verdict == sched::Verdict::Fused;
      v.agreement = (rd.fused == fused && (fused || rd.reason == d.reason)) ? LogAgreement::Agrees : LogAgreement::Differs;
    }
    if (v.disagrees()) {
      ++out.disagreements;
      if (out.firstDisagreement < 0) out.firstDisagreement = static_cast<int>(i);
    }
  }
  for (size_t i = 0; i < recorded.size(); ++i)
    if (!used[i]) out.unmatchedRecorded.push_back(static_cast<int>(i));
  return out;
}

}  // namespace fusescope::analysis
