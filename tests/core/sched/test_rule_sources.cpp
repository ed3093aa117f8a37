// Every refusal the inductor-2.11 policy records on the test captures points at the line of PyTorch
// 2.11.0 that writes it ("Why not fused?" shows it as Inductor's rule); with ../shared/reference beside
// the repository, each such line is checked against the real sources: it holds the reason text and sits
// in the function named.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <regex>
#include <cstdio>
#include <sstream>

#include "core/capture_test_data.h"
#include "import/capture_loader.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor211/rule_table.h"
#include "sched/inductor_release.h"
#include "sched/seed/seed_rule_table.h"
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
  EXPECT_FALSE(sched::makePolicy("seed")->ruleSource("a reason no rule gives").has_value());
}

namespace {

// A release's source line: its text and the function it sits in (the innermost def holding it).
struct SourceLine {
  std::string function;  // the function's own name, without its class
  std::string text;
};

size_t indentOf(const std::string& line) { return line.find_first_not_of(' '); }

// A release's source lines by number, from the whole file (2.11's in ../shared/reference, or an installed
// PyTorch's in the live stage: the function is the nearest def above that is less indented than every line
// between) or from the excerpts tests/data/release_sources keeps (scripts/extract_rule_lines.py, which
// names each line's function with Python's ast).
std::map<int, SourceLine> sourceLines(const std::filesystem::path& file) {
  std::map<int, SourceLine> out;
  std::istringstream in(td::readFile(file));
  if (file.extension() == ".lines") {
    for (std::string l; std::getline(in, l);) {
      const auto tab1 = l.find('\t'), tab2 = l.find('\t', tab1 + 1);
      const std::string function = l.substr(tab1 + 1, tab2 - tab1 - 1);
      out[std::stoi(l.substr(0, tab1))] = {function.substr(function.rfind('.') + 1), l.substr(tab2 + 1)};
    }
    return out;
  }
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  static const std::regex defLine(R"(^\s*(?:async\s+)?def (\w+)\()");
  for (size_t n = 0; n < lines.size(); ++n) out[static_cast<int>(n + 1)].text = lines[n];
  // The function of a line is asked for only where a reason is written: walk up from it then.
  for (auto& [n, line] : out) {
    if (line.text.find("why(") == std::string::npos && line.text.find("WhyNoFuse(") == std::string::npos &&
        line.text.find('"') == std::string::npos)
      continue;
    size_t least = indentOf(line.text);
    for (int k = n - 2; k >= 0 && line.function.empty(); --k) {
      const std::string& above = lines[static_cast<size_t>(k)];
      const size_t indent = indentOf(above);
      if (indent == std::string::npos || above[indent] == '#' || above[indent] == ')' || above[indent] == ']') continue;
      std::smatch m;
      if (indent < least && std::regex_search(above, m, defLine)) line.function = m[1];
      least = std::min(least, indent);
    }
  }
  return out;
}

// Checks every rule the release `column` has: its line holds the reason's fixed text, inside the function
// the table names. `fileOf` maps a table file (torch/_inductor/scheduler.py) to where that release's text is.
int expectRuleLinesIn(size_t column, const std::function<std::filesystem::path(const std::string&)>& fileOf) {
  const sched::InductorRelease release = sched::kModelledReleases[column];
  const auto policy = sched::makePolicy(sched::inductorPolicyName(release));
  std::map<std::string, std::map<int, SourceLine>> files;
  int checked = 0;
  for (const sched::inductor211::RuleEntry& e : sched::inductor211::ruleTable()) {
    const std::string reason(e.wording);
    SCOPED_TRACE(release.text() + ": " + reason);
    const auto source = policy->ruleSource(reason);
    if (e.lines[column] == 0) {
      EXPECT_FALSE(source.has_value());  // the release has no such rule
      continue;
    }
    if (!source) {
      ADD_FAILURE() << "no source";
      continue;
    }
    const sched::RuleSource& s = *source;
    EXPECT_EQ(s.line, e.lines[column]);
    EXPECT_EQ(s.version, sched::releaseSourceVersion(release));
    if (!files.count(s.file)) files[s.file] = sourceLines(fileOf(s.file));
    const auto& lines = files[s.file];
    const auto at = lines.find(s.line);
    if (at == lines.end()) {
      ADD_FAILURE() << "no line " << s.file << ":" << s.line;
      continue;
    }
    // The reason as Inductor writes it: the whole text, or up to the first value it formats in.
    const std::string fixed = reason.substr(0, reason.find_last_not_of(' ') + 1);
    EXPECT_NE(at->second.text.find(fixed), std::string::npos) << at->second.text;
    EXPECT_EQ(at->second.function, s.function.substr(s.function.rfind('.') + 1));
    ++checked;
  }
  return checked;
}

}  // namespace

TEST(RuleSources, EachLineHoldsTheReasonInTheFunctionNamed) {
  const auto reference = td::sharedCaptures().parent_path() / "reference" / "torch-2.11";
  if (!std::filesystem::is_directory(reference)) GTEST_SKIP() << "no " << reference << " (../shared)";
  // Every entry of the table, the reasons the test captures never give included.
  EXPECT_GT(expectRuleLinesIn(0, [&](const std::string& file) { return reference / file; }), 30);
}

// Each later release's lines, read from the excerpts of its real files in tests/data/release_sources; the
// live stage (scripts/test.sh) reads the installed PyTorch's own files too (FUSESCOPE_LIVE_TORCH_SITE).
TEST(RuleSources, EachLaterReleasesLineHoldsTheReasonInTheFunctionNamed) {
  const auto root = std::filesystem::path(FUSESCOPE_TEST_DATA) / "release_sources";
  for (size_t column = 1; column < sched::kReleaseCount; ++column) {
    const std::string version(sched::kReleaseSourceVersions[column]);
    EXPECT_GT(expectRuleLinesIn(column, [&](const std::string& file) { return root / version / (file + ".lines"); }),
              30);
  }
}

TEST(RuleSources, TheInstalledPyTorchsLinesHoldTheReasons) {
  const char* site = std::getenv("FUSESCOPE_LIVE_TORCH_SITE");
  const char* version = std::getenv("FUSESCOPE_LIVE_TORCH_VERSION");
  if (!site || !version) GTEST_SKIP() << "no installed PyTorch named (FUSESCOPE_LIVE_TORCH_SITE, _VERSION: the live stage)";
  const auto release = sched::parseRelease(version);
  ASSERT_TRUE(release.has_value()) << version;
  const size_t column = sched::releaseIndex(*release);
  ASSERT_EQ(std::string(sched::kReleaseSourceVersions[column]), std::string(version).substr(0, std::string(version).find('+')));
  EXPECT_GT(expectRuleLinesIn(column, [&](const std::string& file) { return std::filesystem::path(site) / file; }), 30);
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
  // Version ranges: 2.12 split "node1 is extern or nop" in two; each release finds only its own rules
  // (columns: 0 2.11, 1 2.12, 2 2.13, 3 2.14, 4 2.15).
  EXPECT_EQ(i::ruleOfReason("node1 is extern or nop", 0)->id, i::Rule::Node1ExternOrNop);
  EXPECT_EQ(i::ruleOfReason("node1 is extern or nop", 1), nullptr);
  EXPECT_EQ(i::ruleOfReason("node1 is nop", 0), nullptr);
  EXPECT_EQ(i::ruleOfReason("node1 is nop", 3)->id, i::Rule::Node1Nop);
  EXPECT_THROW(i::ruleEntryIn(i::Rule::Node1ExternOrNop, 1), std::logic_error);
  EXPECT_EQ(i::functionIn(i::ruleEntry(i::Rule::Node1Nop), 1), "Scheduler.can_fuse");
  EXPECT_EQ(i::functionIn(i::ruleEntry(i::Rule::Node1Nop), 2), "Scheduler._can_fuse");
  EXPECT_EQ(i::functionIn(i::ruleEntry(i::Rule::Node2ExternOrNop), 0), "Scheduler.can_fuse");
  for (i::Rule r : {i::Rule::Node1BeforeNode2, i::Rule::InvalidReductionTiling, i::Rule::NumelRnumelIncompatible,
                    i::Rule::MemoryDepsMismatch, i::Rule::ExceedsMaxFusion, i::Rule::TemplateEpilogue,
                    i::Rule::ProloguePointwiseOnly, i::Rule::PrologueTritonTemplatesOnly, i::Rule::PrologueSingleUse})
    EXPECT_NE(i::ruleEntry(r).measure, nullptr) << i::ruleEntry(r).wording;
}

// The seed's table: every refusal the seed records on the test captures is an entry's (found by its words),
// and each entry is found by its own id and by the reasons it formats.
TEST(SeedRuleTable, EveryRecordedRefusalIsAnEntryAndEveryEntryIsFoundByItsWords) {
  namespace s = sched::seed;
  std::set<std::string> seen;
  for (const auto& folder : td::testDataGraphs()) {
    const sched::Trace t = sched::runScheduler(loadCaptureFolder(folder), {}, "seed");
    for (const auto& d : t.decisions)
      if (d.verdict == sched::Verdict::Rejected && seen.insert(d.reason).second)
        EXPECT_NE(s::seedRuleOfReason(d.reason), nullptr) << "no seed rule gives '" << d.reason << "'";
  }
  EXPECT_GT(seen.size(), 5u);
  const auto& table = s::seedRuleTable();
  ASSERT_GT(table.size(), 30u);
  for (const s::SeedRuleEntry& e : table) {
    SCOPED_TRACE(std::string(e.wording));
    EXPECT_EQ(&s::seedRuleEntry(e.id), &e);
    const bool before = e.values == s::Values::Before || e.values == s::Values::Around;
    const bool after = e.values == s::Values::After || e.values == s::Values::Around;
    const std::string reason = s::seedReason(e.id, before ? "buf3" : "", after ? "(4096, 1), (4096, 64)" : "");
    EXPECT_EQ(s::seedRuleOfReason(reason), &e) << reason;
  }
  EXPECT_EQ(s::seedRuleOfReason("no shared data")->id, s::SeedRule::NoSharedData);
  EXPECT_EQ(s::seedRuleOfReason("buf3 is not a Pointwise op")->id, s::SeedRule::CutlassNotPointwise);
  EXPECT_EQ(s::seedRuleOfReason(" is not a Pointwise op"), nullptr);  // the node's name is missing
}

// Each seed entry with a line points at the 2023 code that refuses: a `return False` (the foreach length
// rule returns its comparison, fuse_nodes_once asks will_fusion_create_cycle), carrying the entry's comment, in the function named. ruleSource says the
// words are FuseScope's, since that code writes none.
TEST(RuleSources, EachSeedLineRefusesInTheFunctionNamed) {
  const auto seeds = td::sharedCaptures().parent_path() / "seeds";
  if (!std::filesystem::is_directory(seeds)) GTEST_SKIP() << "no " << seeds << " (../shared)";
  const auto policy = sched::makePolicy("seed");
  int placed = 0;
  for (const sched::seed::SeedRuleEntry& e : sched::seed::seedRuleTable()) {
    SCOPED_TRACE(std::string(e.wording));
    const bool before = e.values == sched::seed::Values::Before || e.values == sched::seed::Values::Around;
    const bool after = e.values == sched::seed::Values::After || e.values == sched::seed::Values::Around;
    const auto source = policy->ruleSource(sched::seed::seedReason(e.id, before ? "buf3" : "", after ? "(cuda:0 vs cpu)" : ""));
    if (e.document.empty()) {
      EXPECT_FALSE(source.has_value());
      continue;
    }
    ASSERT_TRUE(source.has_value());
    ++placed;
    EXPECT_EQ(source->line, e.line);
    EXPECT_NE(source->version.find(std::string(e.document)), std::string::npos);
    EXPECT_NE(source->note.find("bare False"), std::string::npos);
    std::vector<std::string> lines;
    std::istringstream in(td::readFile(seeds / std::string(e.document)));
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    ASSERT_LE(static_cast<size_t>(e.line), lines.size());
    const std::string& line = lines[static_cast<size_t>(e.line - 1)];
    const bool refuses = line.find("return False") != std::string::npos || line.find("return len(") != std::string::npos ||
                         line.find("not self.will_fusion_create_cycle(") != std::string::npos;
    EXPECT_TRUE(refuses) << line;
    if (!e.comment.empty()) EXPECT_NE(line.find("# " + std::string(e.comment)), std::string::npos) << line;
    else EXPECT_EQ(line.find('#'), std::string::npos) << line;
    const std::string function = std::string(e.function.substr(e.function.rfind('.') + 1));
    std::string def;
    static const std::regex defLine(R"(^\s*def (\w+)\()");
    for (int k = e.line - 1; k >= 0 && def.empty(); --k) {
      std::smatch m;
      if (std::regex_search(lines[static_cast<size_t>(k)], m, defLine)) def = m[1];
    }
    EXPECT_EQ(def, function);
  }
  EXPECT_GE(placed, 18);
}
