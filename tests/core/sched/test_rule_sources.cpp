// Every refusal the inductor-2.11 policy records on the test captures points at the line of PyTorch
// 2.11.0 that writes it ("Why not fused?" shows it as Inductor's rule); with ../shared/reference beside
// the repository, each such line is checked against the real sources: it holds the reason text and sits
// in the function named.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <cstdio>
#include <sstream>

#include "core/capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor211/rule_table.h"
#include "sched/policy.h"
#include "sched/scheduler.h"

using namespace fusescope;
namespace td = fusescope::testdata;

namespace {

std::map<std::string, sched::RuleSource> refusalSources(std::vector<std::string>& unplaced) {
  const auto policy = sched::makePolicy("inductor-2.11");
  std::map<std::string, sched::RuleSource> out;
  for (const auto& folder : td::testDataGraphs()) {
    const Graph g = loadCaptureFolder(folder);
    const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
    for (const auto& d : t.decisions) {
      if (d.verdict != sched::Verdict::Rejected || out.count(d.reason)) continue;
      if (auto s = policy->ruleSource(d.reason))
        out.emplace(d.reason, *s);
      else if (std::find(unplaced.begin(), unplaced.end(), d.reason) == unplaced.end())
        unplaced.push_back(d.reason);
    }
  }
  return out;
}

}  // namespace

TEST(RuleSources, EveryRecordedRefusalIsPlacedInInductorsSource) {
  std::vector<std::string> unplaced;
  const auto sources = refusalSources(unplaced);
  EXPECT_GT(sources.size(), 10u);
  std::printf("%zu distinct refusal reasons placed\n", sources.size());
  for (const auto& r : unplaced) ADD_FAILURE() << "no source line for the reason '" << r << "'";
  for (const auto& [reason, s] : sources) {
    EXPECT_EQ(s.version, "2.11.0");
    EXPECT_EQ(s.file.rfind("torch/_inductor/", 0), 0u) << reason;
    EXPECT_GT(s.line, 0) << reason;
  }
  EXPECT_FALSE(sched::makePolicy("inductor-2.11")->ruleSource("a reason no rule gives").has_value());
  EXPECT_FALSE(sched::makePolicy("seed")->ruleSource("no shared data").has_value());  // the seed has no table
}

TEST(RuleSources, EachLineHoldsTheReasonInTheFunctionNamed) {
  const auto reference = td::sharedCaptures().parent_path() / "reference" / "torch-2.11";
  if (!std::filesystem::is_directory(reference)) GTEST_SKIP() << "no " << reference << " (../shared)";
  // Every entry of the table, the reasons the test captures never give included.
  const auto policy = sched::makePolicy("inductor-2.11");
  const auto reasons = sched::inductor211PlacedReasons();
  ASSERT_GT(reasons.size(), 30u);
  for (const std::string& reason : reasons) {
    SCOPED_TRACE(reason);
    const auto source = policy->ruleSource(reason);
    ASSERT_TRUE(source.has_value());
    const sched::RuleSource& s = *source;
    std::vector<std::string> lines;
    std::istringstream in(td::readFile(reference / s.file));
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    ASSERT_LE(static_cast<size_t>(s.line), lines.size());
    // The reason as Inductor writes it: the whole text, or up to the first value it formats in.
    const std::string fixed = reason.substr(0, reason.find_last_not_of(' ') + 1);
    EXPECT_NE(lines[static_cast<size_t>(s.line - 1)].find(fixed), std::string::npos) << lines[static_cast<size_t>(s.line - 1)];
    // The nearest def above is the function's own name (the part after the class).
    const std::string function = s.function.substr(s.function.rfind('.') + 1);
    std::string def;
    static const std::regex defLine(R"(^\s*def (\w+)\()");
    for (int k = s.line - 1; k >= 0 && def.empty(); --k) {
      std::smatch m;
      if (std::regex_search(lines[static_cast<size_t>(k)], m, defLine)) def = m[1];
    }
    EXPECT_EQ(def, function);
  }
}

// The rule table is the one place a 2.11 refusal is described: each entry is found by its own id (the rules
// refuse through it) and by its wording (ruleSource and ruleMeasure look reasons up by it), formatted
// reasons by their fixed start; the refusals that carry no numbers in their words have a measure.
TEST(RuleTable, EveryEntryIsFoundByItsIdAndItsWording) {
  namespace i = sched::inductor211;
  const auto& table = i::ruleTable();
  ASSERT_GT(table.size(), 35u);
  for (size_t k = 0; k < table.size(); ++k) {
    const i::RuleEntry& e = table[k];
    SCOPED_TRACE(std::string(e.wording));
    EXPECT_EQ(&i::ruleEntry(e.id), &e);
    const std::string recorded = std::string(e.wording) + (e.formatted ? "(4096, 1), (4096, 64)" : "");
    EXPECT_EQ(i::ruleOfReason(recorded), &e);
    EXPECT_EQ(e.formatted, e.wording.ends_with(' '));
  }
  EXPECT_EQ(i::ruleOfReason("no shared data due to indexing mismatch")->id, i::Rule::NoSharedDataIndexing);
  EXPECT_EQ(i::ruleOfReason("no shared data")->id, i::Rule::NoSharedData);
  EXPECT_EQ(i::ruleOfReason("a reason no rule gives"), nullptr);
  for (i::Rule r : {i::Rule::Node1BeforeNode2, i::Rule::InvalidReductionTiling, i::Rule::NumelRnumelIncompatible,
                    i::Rule::MemoryDepsMismatch, i::Rule::ExceedsMaxFusion, i::Rule::TemplateEpilogue,
                    i::Rule::ProloguePointwiseOnly, i::Rule::PrologueTritonTemplatesOnly, i::Rule::PrologueSingleUse})
    EXPECT_NE(i::ruleEntry(r).measure, nullptr) << i::ruleEntry(r).wording;
}
