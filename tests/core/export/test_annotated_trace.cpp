// FuseScope's answers inside the trace (core/export/annotated_trace.h), on the real GPT-2 training trace
// (tests/data/profiles/gpt2_train_nodesc, kernel names shared between graphs): every event of the original
// is kept, every attributed kernel event carries args.fusescope (graph, fusion group, nodes, source lines,
// estimate, measured time, the refusals that kept it apart), the fusion-group tracks are added, and the
// annotated trace gives FuseScope the same attribution as the original.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "core/run_command.h"
#include "core/scratch_dir.h"
#include "export/annotated_trace.h"
#include "export/export_error.h"
#include "import/load.h"
#include "profile/kineto_trace.h"
#include "sched/scheduler.h"
#include "source/source_map.h"
#include "util/load_options.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::profile;

namespace {

const fs::path kRun = fs::path(FUSESCOPE_TEST_DATA) / "profiles/gpt2_train_nodesc";
const fs::path kTrace = kRun / "profile/trace_rank0_pid556.json.gz";

struct Measured {
  Graph graph;
  GraphMeasurement m;
  source::SourceMap sources;
  std::vector<CostlyRefusal> refusals;
};

}  // namespace

TEST(AnnotatedTrace, EveryAttributedKernelCarriesFuseScopesAnswersAndNothingIsLost) {
  const RunProfile p = profileRun(kRun / "torch_compile_debug", kTrace);
  std::vector<Measured> measured;
  measured.reserve(p.attribution.graphs.size());
  std::vector<AnnotatedGraph> graphs;
  for (const GraphTime& t : p.attribution.graphs) {
    Measured& m = measured.emplace_back();
    LoadOptions noLog;
    noLog.ignoreFusionLog = true;
    m.graph = loadGraph(p.graphs[static_cast<size_t>(t.graph)].folder, {}, noLog);
    m.m = measurementOf(p, t.graph, m.graph);
    m.sources = source::buildSourceMap(m.graph);
    m.refusals = costlyRefusals(m.m, m.graph, sched::runScheduler(m.graph));
  }
  for (size_t i = 0; i < measured.size(); ++i)
    graphs.push_back({p.attribution.graphs[i].graph, p.graphs[static_cast<size_t>(p.attribution.graphs[i].graph)].name,
                      &measured[i].graph, &measured[i].m, &measured[i].sources, &measured[i].refusals});
  testdata::ScratchDir dir("annotated_trace");
  const fs::path out = dir.path / "annotated.json.gz";
  const AnnotationSummary s = writeAnnotatedTrace(p, graphs, out);
  int attributed = 0;
  for (int g : p.attribution.eventGraph) attributed += g >= 0;
  EXPECT_EQ(s.attributedEvents, attributed);
  EXPECT_EQ(s.annotatedEvents, attributed);
  EXPECT_EQ(s.trackSlices, attributed);
  EXPECT_EQ(s.originalEvents, p.trace.events);

  // FuseScope's reader: every original event, the GPU ones unchanged, and the same attribution.
  const KinetoTrace again = readKinetoTrace(out);
  ASSERT_EQ(again.gpu.size(), p.trace.gpu.size());
  for (size_t i = 0; i < again.gpu.size(); ++i) {
    EXPECT_EQ(again.name(again.gpu[i].name), p.trace.name(p.trace.gpu[i].name));
    EXPECT_EQ(again.gpu[i].ts, p.trace.gpu[i].ts);
    EXPECT_EQ(again.gpu[i].dur, p.trace.gpu[i].dur);
  }
  EXPECT_EQ(again.events, p.trace.events + s.trackSlices + static_cast<int64_t>(graphs.size()) + 2);
  const RunProfile q = profileRun(kRun / "torch_compile_debug", out);
  EXPECT_EQ(q.attribution.callsMatched, p.attribution.callsMatched);
  EXPECT_EQ(q.attribution.attributedUs, p.attribution.attributedUs);
  EXPECT_EQ(q.attribution.eventSite, p.attribution.eventSite);

  // The args on the kernel events a user clicks.
  const auto doc = nlohmann::json::parse(readMaybeGzipped(out, LoadOptions{}.maxFileBytes));
  const auto& events = doc["traceEvents"];
  int withArgs = 0, withRefusals = 0, withSource = 0, slices = 0;
  for (size_t i = 0; i < p.trace.gpu.size(); ++i) {
    const auto& e = events[static_cast<size_t>(p.trace.gpu[i].eventIndex)];
    ASSERT_EQ(e["ts"].get<double>(), p.trace.gpu[i].ts);
    if (p.attribution.eventGraph[i] < 0) {
      EXPECT_FALSE(e["args"].contains("fusescope"));   // the eager optimizer's kernels: nothing claimed
      continue;
    }
    const auto& f = e["args"]["fusescope"];
    ++withArgs;
    EXPECT_EQ(f["graph"], p.graphs[static_cast<size_t>(p.attribution.eventGraph[i])].name);
    EXPECT_FALSE(f["nodes"].empty());
    EXPECT_EQ(f["measured_us"].get<double>(), p.trace.gpu[i].dur);
    EXPECT_TRUE(f.contains("inductor_estimate_us"));
    withSource += !f["source"].empty();
    withRefusals += !f["refusals_kept_apart"].empty();
    for (const auto& r : f["refusals_kept_apart"]) EXPECT_FALSE(r["reason"].get<std::string>().empty());
  }
  for (const auto& e : events) slices += e.value("cat", "") == "fusescope";
  EXPECT_EQ(withArgs, attributed);
  EXPECT_GT(withSource, attributed / 2);
  EXPECT_GT(withRefusals, 0);
  EXPECT_EQ(slices, s.trackSlices);

  // An unwritable place is an error naming it; nothing is left behind.
  EXPECT_THROW(writeAnnotatedTrace(p, graphs, dir.path / "missing" / "a.json"), ExportError);

  // The CLI writes the same.
  const auto r = testdata::runCli("profile " + (kRun / "torch_compile_debug").string() + " --annotate " + (dir.path / "cli.json").string() +
                                  " --top 1");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find(std::to_string(attributed) + " of " + std::to_string(attributed) + " attributed kernel events annotated"),
            std::string::npos) << r.output;
  EXPECT_EQ(readKinetoTrace(dir.path / "cli.json").gpu.size(), p.trace.gpu.size());
}
