// `fusescope-cli report` opened as its readers open it: in a real browser (headless Chromium, offline,
// from a file:// URL). The DOM after the page's script ran must hold the trust line, the picture with
// every node, a Decisions row per decision, the why answer with its blocking path, and the kernels; the
// filter must hide exactly the rows that do not match. A screenshot is left in the build folder to look at.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include <nlohmann/json.hpp>
#include <string>

#include <fmt/format.h>
#include "codegen/kernel_metrics.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "run_command.h"
#include "sched/scheduler.h"
#include "scratch_dir.h"

using namespace fusescope;
using namespace fusescope::testdata;

namespace {

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

std::string chromium() {
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"})
    if (runCommand(std::string("command -v ") + name).exitCode == 0) return name;
  return {};
}

// The DOM after the page's scripts ran (--dump-dom), or "" when the browser failed.
std::string domOf(const std::string& browser, const std::string& url, const std::filesystem::path& profile) {
  const RunResult r = runCommand("timeout 120 " + browser + " --headless --no-sandbox --disable-gpu --no-first-run " +
                                 "--user-data-dir=" + q(profile) + " --dump-dom " + q(url) + " 2>/dev/null");
  return r.exitCode == 0 ? r.output : std::string();
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

std::filesystem::path maxsize2Graph() {
  return std::filesystem::path(FUSESCOPE_TEST_DATA) / "checks" / "mlp_blocks_maxsize2" / "torch_compile_debug";
}

}  // namespace

TEST(ReportInBrowser, TheDomHoldsEverySectionAfterTheScriptRan) {
  const std::string browser = chromium();
  if (browser.empty()) GTEST_SKIP() << "no chromium: scripts/install-deps.sh installs Debian's chromium";
  ScratchDir dir("report_browser");
  const auto page = dir.path / "report.html";
  // op10 and op14 of block 1: refused for "intermediate nodes", a blocking path op11 op12 op13 between them.
  const RunResult made = runCli("report " + q(maxsize2Graph()) + " -o " + q(page) + " --why op10 op14");
  ASSERT_EQ(made.exitCode, 0) << made.output;
  std::filesystem::path graphFolder;
  for (const auto& run : std::filesystem::directory_iterator(maxsize2Graph()))
    graphFolder = run.path() / "torchinductor" / "model__0_inference_0.0";
  const Graph graph = loadCaptureFolder(graphFolder);
  const sched::Trace trace = sched::runScheduler(graph, sched::SchedulerConfig{}, "inductor-2.11");

  const std::string dom = domOf(browser, "file://" + page.string(), dir.path / "profile");
  ASSERT_FALSE(dom.empty()) << "chromium could not open " << page;
  EXPECT_NE(dom.find("data-ready=\"1\""), std::string::npos) << "the page's script did not run to its end";
  EXPECT_NE(dom.find("id=\"trust\""), std::string::npos);
  EXPECT_NE(dom.find("<svg"), std::string::npos);
  for (const Node& n : graph.nodes) EXPECT_NE(dom.find("id=\"node-" + n.name + "\""), std::string::npos) << n.name;
  // One row per decision, each with its verdict's class.
  const std::string decisions = dom.substr(dom.find("id=\"decisions\""));
  EXPECT_EQ(count(decisions.substr(0, decisions.find("</table>")), "<tr class=\""), trace.decisions.size());
  EXPECT_NE(dom.find("filter-count\">" + std::to_string(trace.decisions.size()) + " decisions<"), std::string::npos);
  // The why answer: Inductor's reason and the path's nodes, each a link into the picture.
  const std::string answer = dom.substr(dom.find("data-pair=\"op10 op14\""));
  EXPECT_NE(answer.find("intermediate nodes between node1 &amp; node2"), std::string::npos);
  for (const char* n : {"op11", "op12", "op13"})
    EXPECT_NE(answer.substr(0, answer.find("</div>")).find(std::string("<a class=\"n\">") + n + "</a>"), std::string::npos) << n;
  EXPECT_NE(dom.find("id=\"kernel-table\""), std::string::npos);
  // The script drew the path on the picture: each path node's group carries the onpath class.
  for (const char* n : {"op11", "op12", "op13"}) {
    const size_t at = dom.find(std::string("id=\"node-") + n + "\"");
    ASSERT_NE(at, std::string::npos) << n;
    const std::string tag = dom.substr(at, dom.find('>', at) - at);
    EXPECT_NE(tag.find("onpath"), std::string::npos) << tag;
  }

  // The filter, preset from the URL: rows without the text are hidden, the count says how many are shown.
  const std::string filtered = domOf(browser, "file://" + page.string() + "#q=intermediate%20nodes", dir.path / "profile");
  const std::string rows = filtered.substr(filtered.find("id=\"decisions\""));
  const size_t matching = count(rows.substr(0, rows.find("</table>")), "intermediate nodes");
  const size_t hidden = count(rows.substr(0, rows.find("</table>")), " hidden=\"\"");
  EXPECT_GT(matching, 0u);
  EXPECT_EQ(hidden + matching, trace.decisions.size());
  EXPECT_NE(filtered.find(std::to_string(matching) + " of " + std::to_string(trace.decisions.size()) + " decisions"), std::string::npos);

  // A screenshot to look at (left in the build folder).
  runCommand("timeout 120 " + browser + " --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir=" + q(dir.path / "profile") + " " +
             "--window-size=1400,2000 --screenshot=report_browser.png " + q("file://" + page.string()) + " 2>/dev/null");
}

TEST(ReportInBrowser, A1500NodeGraphStaysUnderFiveMegabytes) {
  ScratchDir dir("report_size");
  ASSERT_EQ(runCli("synth --nodes 1500 -o " + q(dir.path / "g.json")).exitCode, 0);
  const RunResult made = runCli("report " + q(dir.path / "g.json") + " -o " + q(dir.path / "g.html"));
  ASSERT_EQ(made.exitCode, 0) << made.output;
  const auto bytes = std::filesystem::file_size(dir.path / "g.html");
  EXPECT_LT(bytes, 5u * 1024 * 1024);
  EXPECT_NE(readFile(dir.path / "g.html").find("<svg"), std::string::npos);
}

TEST(ReportInBrowser, AGraphTooLargeToDrawNodeByNodeIsDrawnAsItsBlocks) {
  ScratchDir dir("report_blocks");
  ASSERT_EQ(runCli("synth --nodes 3000 -o " + q(dir.path / "g.json")).exitCode, 0);  // 34 copies of gpt2's backward
  const RunResult made = runCli("report " + q(dir.path / "g.json") + " -o " + q(dir.path / "g.html"));
  ASSERT_EQ(made.exitCode, 0) << made.output;
  const std::string page = readFile(dir.path / "g.html");
  EXPECT_LT(page.size(), 5u * 1024 * 1024);
  EXPECT_NE(page.find("drawn as 34 blocks (repeated ops, shapes and source lines"), std::string::npos);
  EXPECT_NE(page.find("id=\"block-0\""), std::string::npos);
  EXPECT_NE(page.find("block 0 - block 33"), std::string::npos);
  EXPECT_NE(page.find("×34"), std::string::npos);
  EXPECT_EQ(page.find("<?xml"), std::string::npos);  // Graphviz's XML prolog is not pasted into the HTML
}

TEST(ReportCli, BadInputExitsTwo) {
  ScratchDir dir("report_bad");
  const auto graph = testCaptures() / "gpt2_train" / "0_backward_3.1";
  EXPECT_EQ(runCli("report " + q(graph)).exitCode, 2);                                  // no -o
  const RunResult unknown = runCli("report " + q(graph) + " -o " + q(dir.path / "r.html") + " --why op1 nosuch");
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_NE(unknown.output.find("no node named 'nosuch'"), std::string::npos) << unknown.output;
  EXPECT_EQ(runCli("report " + q(graph) + " -o " + q(dir.path / "r.html") + " --why op1").exitCode, 2);
  EXPECT_FALSE(std::filesystem::exists(dir.path / "r.html"));
}

// An output that exists and is no folder is the page itself, written in place (a pipe here, as /dev/stdout
// would be); a folder that cannot be made is a clear error, not a filesystem exception.
TEST(ReportCli, APipeOrAnExistingFileIsThePageAndAFolderThatCannotBeMadeIsAnError) {
  ScratchDir dir("report_out");
  const auto graph = testCaptures() / "gpt2_train" / "0_backward_3.1";
  const std::filesystem::path pipe = dir.path / "page";
  ASSERT_EQ(runCommand("mkfifo " + q(pipe)).exitCode, 0);
  const RunResult made = runCommand("cat " + q(pipe) + " > " + q(dir.path / "read.html") + " & " + std::string(FUSESCOPE_CLI_PATH) + " report " + q(graph) +
                                    " -o " + q(pipe) + "; wait");
  EXPECT_EQ(made.exitCode, 0) << made.output;
  EXPECT_TRUE(std::filesystem::is_fifo(pipe));
  EXPECT_EQ(readFile(dir.path / "read.html").rfind("<!DOCTYPE html>", 0), 0u);
  std::ofstream(dir.path / "blocker") << "x";
  const RunResult blocked = runCli("report " + q(std::filesystem::path(FUSESCOPE_TEST_DATA) / "runs" / "ddp_2rank") + " -o " +
                                   q(dir.path / "blocker" / "site"));
  EXPECT_EQ(blocked.exitCode, 2);
  EXPECT_NE(blocked.output.find("cannot make the folder"), std::string::npos) << blocked.output;
}

TEST(ReportCli, AWholeDistributedRunGetsAPagePerGraphAndRankAndAnIndex) {
  ScratchDir dir("report_run");
  const auto run = std::filesystem::path(FUSESCOPE_TEST_DATA) / "runs" / "ddp_2rank";
  const RunResult made = runCli("report " + q(run) + " -o " + q(dir.path / "site"));
  ASSERT_EQ(made.exitCode, 0) << made.output;
  const std::string index = readFile(dir.path / "site" / "index.html");
  // 8 graphs per rank, each row linking to a page that exists.
  const std::regex link("<a href=\"([^\"]+)\">");
  size_t pages = 0, rank0 = 0, rank1 = 0;
  for (auto it = std::sregex_iterator(index.begin(), index.end(), link); it != std::sregex_iterator(); ++it) {
    const std::string page = (*it)[1];
    EXPECT_TRUE(std::filesystem::exists(dir.path / "site" / page)) << page;
    ++pages;
    rank0 += page.rfind("rank0_", 0) == 0;
    rank1 += page.rfind("rank1_", 0) == 0;
  }
  EXPECT_EQ(pages, 16u);
  EXPECT_EQ(rank0, 8u);
  EXPECT_EQ(rank1, 8u);
  EXPECT_NE(index.find("16 graphs; 0 differ from Inductor"), std::string::npos);
  // --why needs one graph.
  EXPECT_EQ(runCli("report " + q(run) + " -o " + q(dir.path / "x") + " --why op1 op2").exitCode, 2);
}

// --profile: the page's measured time is the `profile` command's (one core implementation), per graph of a
// whole run too, with the run's index saying each graph's time.
TEST(ReportCli, AProfileAddsTheMeasuredTimeOfEachGraph) {
  ScratchDir dir("report_profile");
  const auto root = std::filesystem::path(FUSESCOPE_TEST_DATA) / "profiles" / "gpt2_train_nodesc";
  const auto trace = root / "profile" / "trace_rank0_pid556.json.gz";
  const RunResult made = runCli("report " + q(root / "torch_compile_debug") + " -o " + q(dir.path / "site") + " --profile " + q(trace));
  ASSERT_EQ(made.exitCode, 0) << made.output;
  const RunResult profile = runCli("profile " + q(root / "torch_compile_debug") + " --trace " + q(trace) + " --json");
  ASSERT_EQ(profile.exitCode, 0) << profile.output;
  const auto j = nlohmann::json::parse(profile.output);
  const std::string index = readFile(dir.path / "site" / "index.html");
  EXPECT_NE(index.find("measured GPU time"), std::string::npos);
  int pagesWithTime = 0;
  for (const auto& g : j["graphs"]) {
    if (g["calls"].get<int>() == 0) continue;
    // The page of this graph names its first kernel with the same call count.
    const std::string name = std::filesystem::path(g["graph"].get<std::string>()).filename().string();
    const std::string page = readFile(dir.path / "site" / (name + ".html"));
    ASSERT_FALSE(page.empty()) << name;
    EXPECT_NE(page.find("id=\"measured-table\""), std::string::npos) << name;
    // The whole step, as `profile` prints it: the compiled graphs' share of the GPU timeline.
    const auto& step = j["step_breakdown"];
    EXPECT_NE(page.find("id=\"step-breakdown\""), std::string::npos) << name;
    EXPECT_NE(page.find(fmt::format("compiled graphs {} ({:.1f}%)",
                                    fusescope::codegen::durationText(step["compiled_graphs_us"].get<double>() / step["steps"].get<int>()),
                                    100.0 * step["compiled_graphs_us"].get<double>() / step["span_us"].get<double>())),
              std::string::npos) << name;
    const std::string first = g["kernels"][0]["name"].get<std::string>();
    EXPECT_NE(page.find(first), std::string::npos) << name << " " << first;
    EXPECT_NE(page.find(std::to_string(g["calls"].get<int>()) + " call(s) of this graph"), std::string::npos) << name;
    ++pagesWithTime;
  }
  EXPECT_EQ(pagesWithTime, 4);
}
