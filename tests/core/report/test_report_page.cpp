// The report's page and the Markdown answer, read as text (the browser test reads the DOM): every text the
// capture holds is escaped (Inductor's reasons hold '&' and '<'), the picture is the graph at the step, and
// the Markdown answer carries the verdicts, the blocking path with the user's lines and table-safe cells.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "analysis/explain_pair.h"
#include "capture_test_data.h"
#include "replayed_capture.h"
#include "codegen/output_code_scan.h"
#include "import/capture_loader.h"
#include "import/output_code_lookup.h"
#include "report/answer_markdown.h"
#include "report/graph_report.h"
#include "sched/scheduler.h"
#include "source/source_map.h"

using namespace fusescope;

namespace {

using Loaded = testdata::ReplayedCapture;

const Loaded& gpt2() {
  static const Loaded l = testdata::replayCapture(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  return l;
}

// A decision refused for "intermediate nodes between node1 & node2": its pair, one member of each side.
std::pair<NodeId, NodeId> intermediateNodesPair(const Loaded& l) {
  for (const auto& d : l.trace.decisions)
    if (d.reason.find("intermediate nodes") != std::string::npos)
      return {l.trace.node(d.node1).members.front(), l.trace.node(d.node2).members.front()};
  return {kNone, kNone};
}

}  // namespace

TEST(ReportPage, EscapesTheCapturesTextAndDrawsTheStep) {
  const Loaded& l = gpt2();
  const auto pair = intermediateNodesPair(l);
  ASSERT_NE(pair.first, kNone);
  const report::GraphPage page = report::graphReportPage(l.graph, l.trace, l.sources, nullptr, sched::SchedulerConfig{}, 50, {pair}, "test <made> & run");
  const std::string& html = page.html;
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  const std::string markup = html.substr(0, html.find("id=\"decision-data\""));   // the HTML, before the rows' JSON
  EXPECT_NE(markup.find("intermediate nodes between node1 &amp; node2"), std::string::npos);
  EXPECT_EQ(markup.find("node1 & node2"), std::string::npos);
  EXPECT_NE(html.find("Made by test &lt;made&gt; &amp; run"), std::string::npos);
  EXPECT_NE(html.find("After 50 of " + std::to_string(l.trace.decisions.size()) + " decisions"), std::string::npos);
  EXPECT_NE(html.find("id=\"highlight\""), std::string::npos);   // the asked pair marked in the picture
  // The page opens at what was asked: the answer before the picture.
  ASSERT_NE(html.find("id=\"why\""), std::string::npos);
  EXPECT_LT(html.find("id=\"why\""), html.find("id=\"picture\""));
  // No element written as <x/>: an HTML parser would leave it open.
  const size_t body = html.find("<body"), svg = html.find("<svg"), svgEnd = html.find("</svg>");
  ASSERT_NE(svg, std::string::npos);
  EXPECT_EQ(html.substr(body, svg - body).find("/>"), std::string::npos);
  EXPECT_EQ(html.substr(svgEnd).find("/>"), std::string::npos);
  EXPECT_EQ(page.entry.nodes, l.graph.nodes.size());
  EXPECT_FALSE(page.entry.differs);
  // The script is in verbatim (an HTML parser reads <script> text without entities).
  EXPECT_NE(html.find("location.hash.indexOf('#q=') === 0"), std::string::npos);
}

// The Decisions rows travel as JSON inside a <script>: a reason holding "</script>" cannot end it early.
TEST(ReportPage, DecisionRowsCannotCloseTheirScript) {
  const Loaded& l = gpt2();
  sched::Trace trace = l.trace;
  trace.decisions.front().reason = "bad </script><img src=x onerror=alert(1)> reason";
  const std::string html = report::graphReportPage(l.graph, trace, l.sources, nullptr, sched::SchedulerConfig{}, -1, {}, "").html;
  const size_t data = html.find("id=\"decision-data\"");
  ASSERT_NE(data, std::string::npos);
  const std::string rest = html.substr(data);
  EXPECT_NE(rest.find("bad <\\/script>"), std::string::npos);
  // The JSON ends at the first </script> after it, and parses.
  const size_t start = rest.find('>') + 1;
  const auto json = nlohmann::json::parse(rest.substr(start, rest.find("</script>") - start));
  EXPECT_EQ(json["rows"].size(), trace.decisions.size());
  EXPECT_EQ(json["words"][json["rows"][0][6].get<int>()], trace.decisions.front().reason);
}

TEST(AnswerMarkdown, CarriesVerdictsPathAndLinesInSafeCells) {
  const Loaded& l = gpt2();
  const auto pair = intermediateNodesPair(l);
  const auto e = analysis::explainPair(l.graph, l.trace, pair.first, pair.second, -1, &l.sources);
  ASSERT_FALSE(e.path.empty());
  const std::string md = report::answerMarkdown(e, l.graph.name);
  EXPECT_EQ(md.rfind("### Why `" + e.nameA + "` and `" + e.nameB + "` are not fused (`" + l.graph.name + "`)", 0), 0u) << md;
  EXPECT_NE(md.find("**Inductor** (fusion.log line " + std::to_string(e.inductorLine) + "): refused: intermediate nodes"),
            std::string::npos) << md;
  EXPECT_NE(md.find("**FuseScope**"), std::string::npos);
  for (const auto& p : e.path) EXPECT_NE(md.find("`" + p.name + "`"), std::string::npos) << p.name;
  EXPECT_NE(md.find("modeling_gpt2.py:"), std::string::npos);
  // Every table row has the header's number of cells: a '|' inside a cell is escaped.
  analysis::PairExplanation piped = e;
  piped.facts.push_back({"a | b", false, "x | y"});
  const std::string withPipes = report::answerMarkdown(piped, l.graph.name);
  EXPECT_NE(withPipes.find("| a \\| b | **no** | x \\| y |"), std::string::npos) << withPipes;
}

// Each kernel of Inductor's result with its real source from output_code.py, folded under its name.
TEST(ReportPage, KernelsCarryTheirRealSource) {
  const Loaded& l = gpt2();
  const auto folder = testdata::testCaptures() / "gpt2_train" / "0_backward_3.1";
  const auto text = readOutputCode(folder);
  ASSERT_TRUE(text);
  const auto code = codegen::scanOutputCode(*text);
  const std::string html = report::graphReportPage(l.graph, l.trace, l.sources, &code, sched::SchedulerConfig{}, -1, {}, "").html;
  const std::string kernels = html.substr(html.find("id=\"kernel-table\""));
  EXPECT_NE(kernels.find("<summary>triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0</summary>"),
            std::string::npos);
  EXPECT_NE(kernels.find("def triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0("), std::string::npos);
  EXPECT_NE(html.find("Kernels (" + std::to_string(l.graph.inductor.kernels.size()) + ")"), std::string::npos);
  // Without output_code.py the table is still there, named by the groups.
  const std::string bare = report::graphReportPage(l.graph, l.trace, l.sources, nullptr, sched::SchedulerConfig{}, -1, {}, "").html;
  EXPECT_NE(bare.find("id=\"kernel-table\""), std::string::npos);
}

// The decision table's data (read by the page's script): one row per decision of the trace, each with its
// round, kind, both sides (a group as its node names), verdict, reason and Inductor's log's agreement, the
// repeated texts as indices into one word list.
TEST(ReportPage, TheDecisionDataHoldsEveryDecisionOfTheTrace) {
  const Loaded& l = gpt2();
  const std::string html = report::graphReportPage(l.graph, l.trace, l.sources, nullptr, sched::SchedulerConfig{}, -1, {}, "").html;
  const size_t script = html.find("id=\"decision-data\"");
  ASSERT_NE(script, std::string::npos);
  const size_t begin = html.find('{', script), end = html.find("</script>", begin);
  const nlohmann::json data = nlohmann::json::parse(html.substr(begin, end - begin));
  const auto& words = data.at("words");
  const auto& rows = data.at("rows");
  ASSERT_EQ(rows.size(), l.trace.decisions.size());
  size_t groups = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& row = rows[i];
    const sched::Decision& d = l.trace.decisions[i];
    ASSERT_EQ(row.size(), 10u);
    EXPECT_EQ(row[0], d.round);
    EXPECT_EQ(words.at(row[2].get<size_t>()), sched::toString(d.kind));
    EXPECT_EQ(words.at(row[5].get<size_t>()), sched::toString(d.verdict));
    EXPECT_EQ(words.at(row[6].get<size_t>()), d.reason);
    for (int side : {3, 4}) {
      const std::string& name = l.trace.name(side == 3 ? d.node1 : d.node2);
      std::string joined;
      if (row[side].is_array()) {
        groups += row[side].size() > 1;
        for (const auto& part : row[side]) joined += (joined.empty() ? "" : "_") + part.get<std::string>();
      } else {
        joined = row[side].get<std::string>();
      }
      EXPECT_EQ(joined, name) << "decision " << i;
    }
  }
  EXPECT_GT(groups, 0u);   // fused groups are listed by their nodes
}
