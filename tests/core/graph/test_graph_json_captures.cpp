// The JSON round trip is lossless on real captures: every field every importer fills survives.
#include <gtest/gtest.h>

#include "capture_test_data.h"
#include "graph/graph_json.h"
#include "import/capture_loader.h"

using namespace fusescope;

namespace {

void expectLosslessRoundTrip(const std::filesystem::path& folder) {
  SCOPED_TRACE(folder.string());
  const Graph g = loadCaptureFolder(folder);
  ASSERT_FALSE(g.nodes.empty());
  const std::string text = graphToJson(g).dump();
  const Graph back = parseGraphJson(text, "roundtrip.json");
  EXPECT_EQ(back.nodes, g.nodes);
  EXPECT_EQ(back.buffers, g.buffers);
  EXPECT_EQ(back.inductor, g.inductor);
  EXPECT_EQ(back, g);
  // Saving the reloaded graph again gives the same bytes: nothing is reordered or normalised away.
  EXPECT_EQ(graphToJson(back).dump(), text);
}

}  // namespace

TEST(GraphJsonCaptures, RoundTripEveryTestDataCapture) {
  const auto captures = fusescope::testdata::testDataGraphs();
  ASSERT_GE(captures.size(), 10u);
  for (const auto& folder : captures) expectLosslessRoundTrip(folder);
}

TEST(GraphJsonCaptures, RoundTripEverySharedCapture) {
  const auto captures = fusescope::testdata::sharedGraphs();
  if (captures.empty()) GTEST_SKIP() << "no shared captures at " << FUSESCOPE_SHARED_CAPTURES;
  for (const auto& folder : captures) expectLosslessRoundTrip(folder);
}
