// fusescope-cli check PATH [--expect FILE]... [--expect-fused "A,B,..."]... [--expect-apart "A,B"]...
//                          [--max-kernels N] [--baseline OTHER [--baseline-graph G]] [--junit FILE] [--json]
//                          [--replay] [--graph G] [--policy P] [--set K=V]...
// For CI: the graph's kernels held against expectations (docs/expectations.md). Each failing one prints
// the reason Inductor logged (or the policy's replay's, without a log) and the blocking path. Exit 0 when
// every expectation holds, 1 when one fails, 2 for bad input.
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "analysis/capture_diff.h"
#include "check/baseline_kernels.h"
#include "check/check_text.h"
#include "check/expectation_file.h"
#include "check/fusion_check.h"
#include "check/junit_report.h"
#include "cli_analysis.h"
#include "cli_args.h"
#include "commands.h"
#include "load_limits.h"
#include "source/source_map.h"
#include "util/import_error.h"

namespace fusescope::cli {

namespace {

nlohmann::json pairJson(const check::KernelPair& p) {
  const analysis::PairExplanation& e = p.why;
  nlohmann::json path = nlohmann::json::array();
  for (const auto& n : e.path) path.push_back({{"name", n.name}, {"what", n.what}, {"where", n.where}});
  return {{"kernel_a", p.kernelA}, {"kernel_b", p.kernelB}, {"a", e.nameA}, {"b", e.nameB},
          {"inductor", e.inductorLogged ? nlohmann::json{{"line", e.inductorLine}, {"verdict", e.inductorVerdict},
                                                         {"reason", e.inductorReason}}
                                        : nlohmann::json(nullptr)},
          {"replay", {{"verdict", analysis::toString(e.outcome)},
                      {"decision", e.decision < 0 ? nlohmann::json(nullptr) : nlohmann::json(e.decision + 1)},
                      {"reason", e.reason}, {"basis", e.basis}}},
          {"path", path}, {"source", {{"a", e.sourceA}, {"b", e.sourceB}}}};
}

nlohmann::json toJson(const std::vector<check::GraphCheck>& checks) {
  nlohmann::json graphs = nlohmann::json::array();
  int failed = 0;
  for (const auto& g : checks) {
    nlohmann::json results = nlohmann::json::array();
    for (const auto& r : g.results) {
      nlohmann::json selected = nlohmann::json::array();
      for (const auto& s : r.selected) selected.push_back({{"selector", s.selector}, {"by", s.by}, {"nodes", s.nodes}});
      nlohmann::json pairs = nlohmann::json::array();
      for (const auto& p : r.pairs) pairs.push_back(pairJson(p));
      results.push_back({{"expectation", r.expectation.text()}, {"kind", check::toString(r.expectation.kind)},
                         {"file", r.expectation.file}, {"line", r.expectation.line}, {"met", r.met},
                         {"summary", r.summary}, {"selected", selected}, {"kernels", r.kernels},
                         {"not_in_kernels", r.notInKernels}, {"pairs", pairs}});
    }
    graphs.push_back({{"graph", g.graph}, {"rank", g.rank < 0 ? nlohmann::json(nullptr) : nlohmann::json(g.rank)}, {"kernels", g.kernels}, {"kernels_from", analysis::toString(g.kernelsFrom)},
                      {"kernels_note", g.kernelsNote}, {"failed", g.failed()}, {"results", results}});
    failed += g.failed();
  }
  return {{"graphs", graphs}, {"failed", failed}, {"passed", failed == 0}};
}

void printText(const std::vector<check::GraphCheck>& checks) {
  int total = 0, failed = 0;
  for (const auto& g : checks) {
    fmt::print("{}: {} kernel{}, from {}\n", check::graphLabel(g), g.kernels, g.kernels == 1 ? "" : "s", g.kernelsNote);
    for (const auto& r : g.results) {
      const std::string where = r.expectation.line > 0 ? fmt::format("{}:{}: ", r.expectation.file, r.expectation.line) : "";
      fmt::print("  {}{}\n", where, check::headline(r));
      if (!r.met)
        for (const auto& line : check::detailLines(r, g)) fmt::print("      {}\n", line);
    }
    total += static_cast<int>(g.results.size());
    failed += g.failed();
  }
  fmt::print("{} of {} expectations met{}\n", total - failed, total, failed ? "" : " — PASSED");
  if (failed) fmt::print("FAILED\n");
}

// Expectations by graph section, in the order the sections first appear ("" = the graph --graph opens).
std::vector<std::pair<std::string, std::vector<check::Expectation>>> bySection(const std::vector<check::Expectation>& all) {
  std::vector<std::pair<std::string, std::vector<check::Expectation>>> out;
  for (const auto& e : all) {
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& s) { return s.first == e.graph; });
    if (it == out.end()) it = out.insert(out.end(), {e.graph, {}});
    it->second.push_back(e);
  }
  return out;
}

}  // namespace

int cmdCheck(const std::vector<std::string>& args) {
  CliArgs cli(args,
              withLoadLimitOptions({"--graph", "--policy", "--set", "--expect", "--expect-fused", "--expect-apart",
                                    "--max-kernels", "--baseline", "--baseline-graph", "--junit"}),
              withLoadFlags({"--json", "--replay"}));
  const std::string path = cli.requirePositional(0, "PATH");
  std::vector<check::Expectation> expectations;
  for (const auto& [option, value] : cli.valuesInOrder({"--expect", "--expect-fused", "--expect-apart", "--max-kernels"})) {
    if (option == "--expect") {
      auto fromFile = check::readExpectationFile(value);
      expectations.insert(expectations.end(), fromFile.begin(), fromFile.end());
    } else {
      const auto kind = option == "--expect-fused"   ? check::ExpectationKind::Fused
                        : option == "--expect-apart" ? check::ExpectationKind::Apart
                                                     : check::ExpectationKind::MaxKernels;
      expectations.push_back(check::expectationFromOption(kind, value, option));
    }
  }
  const auto baseline = cli.value("--baseline");
  if (expectations.empty() && !baseline)
    throw UsageError("nothing to check: give --expect FILE, --expect-fused, --expect-apart, --max-kernels or --baseline");
  // Inductor's recorded kernels do not follow changed settings: with --set the replay is what is checked.
  const bool replayOnly = cli.flag("--replay") || !cli.values("--set").empty();

  // One analysis per graph: sections naming the graph --graph opens (or the run's only graph) join it.
  struct Opened {
    std::shared_ptr<const capture::OpenedCapture> capture;
    analysis::Analysis analysis;
    const source::SourceMap* sources = nullptr;
    std::vector<check::Expectation> expectations;
  };
  std::vector<Opened> opened;
  const std::string openedGraph = cli.value("--graph").value_or("");
  auto open = [&](const std::string& graphName) -> Opened& {
    auto capture = openCaptureOf(cli, path, graphName, cli.values("--set"));
    for (auto& o : opened)
      if (o.analysis.graph->name == capture->graph()->name) return o;
    const analysis::Analysis& a = scheduleOf(*capture);
    const source::SourceMap* sources = &capture->sources();
    return opened.emplace_back(Opened{std::move(capture), a, sources, {}});
  };
  for (auto& [section, sectionExpectations] : bySection(expectations)) {
    Opened& o = open(section.empty() ? openedGraph : section);
    o.expectations.insert(o.expectations.end(), sectionExpectations.begin(), sectionExpectations.end());
  }
  std::vector<check::GraphCheck> checks;
  if (baseline) {
    Opened& o = open(openedGraph);
    const auto baselineCapture = openCaptureOf(cli, *baseline, cli.value("--baseline-graph").value_or(openedGraph), {});
    const analysis::Analysis& b = scheduleOf(*baselineCapture);
    const source::SourceMap& baselineSources = baselineCapture->sources();
    analysis::CaptureDiffOptions options;
    options.replayOnly = replayOnly;
    analysis::CaptureDiff d;
    try {
      d = analysis::diffCaptures({*b.graph, *b.trace, baselineSources}, {*o.analysis.graph, *o.analysis.trace, *o.sources}, options);
    } catch (const analysis::DifferentModels& e) {
      throw UsageError(fmt::format("{} and the baseline {}: {}", path, *baseline, e.what()));
    }
    const auto kept = check::baselineExpectations(d, *b.graph, *o.analysis.graph, *baseline);
    o.expectations.insert(o.expectations.end(), kept.begin(), kept.end());
    if (kept.empty()) {
      // Nothing the baseline fused is split here: one passing entry says the comparison ran.
      check::GraphCheck g = check::checkGraph({*o.analysis.graph, *o.analysis.trace, *o.sources}, o.expectations, replayOnly);
      check::ExpectationResult r;
      r.expectation.file = *baseline;
      r.expectation.label = fmt::format("no kernel of the baseline {} split", b.graph->name);
      r.met = true;
      r.summary = fmt::format("baseline {} kernels, here {}; {} in both", d.kernelsA, d.kernelsB, d.kernelsInBoth);
      g.results.push_back(r);
      checks.push_back(std::move(g));
      o.expectations.clear();
    }
  }
  for (const Opened& o : opened)
    if (!o.expectations.empty())
      checks.push_back(check::checkGraph({*o.analysis.graph, *o.analysis.trace, *o.sources}, o.expectations, replayOnly));

  if (const auto junit = cli.value("--junit")) {
    std::ofstream out(*junit, std::ios::binary);
    if (!out || !(out << check::junitXml(checks))) throw ImportError(*junit, 0, "cannot write the JUnit report");
  }
  if (cli.flag("--json")) fmt::print("{}\n", toJson(checks).dump(2));
  else printText(checks);
  const bool failed = std::any_of(checks.begin(), checks.end(), [](const auto& g) { return g.failed() > 0; });
  return failed ? 1 : 0;
}

}  // namespace fusescope::cli
