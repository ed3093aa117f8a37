// groupBySource on a hand-built source map and on a real capture.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "capture_test_data.h"
#include "import/load.h"
#include "source/source_grouping.h"

using namespace fusescope;
using namespace fusescope::source;

namespace {
Fact<SourceLocation> at(const std::string& file, int line, const std::string& function) {
  return {SourceLocation{file, line, function, "x = y"}, {SourceKind::FxGraphReadable}};
}
}  // namespace

TEST(SourceGrouping, ByLineFunctionAndFile) {
  SourceMap m;
  m.nodes.resize(5);
  m.nodes[0].locations = {at("/a/model.py", 10, "forward")};
  m.nodes[1].locations = {at("/a/model.py", 10, "forward"), at("/a/model.py", 99, "other")};
  m.nodes[2].locations = {at("/a/model.py", 12, "forward")};
  m.nodes[3].locations = {at("/b/model.py", 12, "forward")};   // same base name, another folder
  // node 4 has no location
  auto lines = groupBySource(m, SourceGrouping::Line);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].label, "model.py:10 in forward");
  EXPECT_EQ(lines[0].members, (std::vector<NodeId>{0, 1}));
  auto functions = groupBySource(m, SourceGrouping::Function);
  ASSERT_EQ(functions.size(), 1u);   // /a's forward (3 nodes); /b's forward is alone
  EXPECT_EQ(functions[0].members, (std::vector<NodeId>{0, 1, 2}));
  EXPECT_EQ(functions[0].label, "model.py: forward");
  auto files = groupBySource(m, SourceGrouping::File);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].members, (std::vector<NodeId>{0, 1, 2}));
}

TEST(SourceGrouping, EveryNodeWithALineIsInAtMostOneGroup) {
  const auto folder = testdata::sharedCaptures() / "gpt2_train" / "0_forward_1.0";
  if (!std::filesystem::exists(folder)) GTEST_SKIP() << "needs ../shared/captures";
  const Graph g = loadGraph(folder);
  const SourceMap m = buildSourceMap(g);
  const auto groups = groupBySource(m, SourceGrouping::Line);
  ASSERT_FALSE(groups.empty());
  std::set<NodeId> seen;
  for (const auto& grp : groups) {
    EXPECT_GE(grp.members.size(), 2u);
    const auto& first = m.node(grp.members.front()).locations.front().value;
    for (NodeId n : grp.members) {
      EXPECT_TRUE(seen.insert(n).second) << n;
      const auto& loc = m.node(n).locations.front().value;
      EXPECT_EQ(loc.file, first.file);
      EXPECT_EQ(loc.line, first.line);
    }
  }
}

TEST(SourceGrouping, TheTableNamesEveryGroupingOnceInEnumOrder) {
  const auto& table = source::sourceGroupings();
  ASSERT_EQ(table.size(), 5u);
  for (size_t i = 0; i < table.size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(table[i].grouping), i);   // the window's menu indexes it this way
    EXPECT_EQ(source::sourceGroupingNamed(table[i].name), table[i].grouping);
  }
  EXPECT_EQ(source::sourceGroupingNamed("layer"), source::SourceGrouping::Layer);
  EXPECT_FALSE(source::sourceGroupingNamed("Layer").has_value());
  EXPECT_FALSE(source::sourceGroupingNamed("").has_value());
  EXPECT_TRUE(table[static_cast<size_t>(source::SourceGrouping::Module)].needsModules);
  EXPECT_FALSE(table[static_cast<size_t>(source::SourceGrouping::Line)].needsModules);
  EXPECT_EQ(source::sourceGroupingNames(), "line, function, file, module or layer");
}
