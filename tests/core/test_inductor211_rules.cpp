// Unit tests of the inductor-2.11 building blocks: FusionScore ordering (choices.py), the Python sort it
// is applied with, and SIMD tiling legality (simd.py is_compatible / select_tiling).
#include <gtest/gtest.h>

#include <vector>

#include "sched/inductor211/fusion_score.h"
#include "sched/inductor211/inductor211_policy.h"
#include "sched/inductor211/tiling.h"

using namespace fusescope::sched;
using namespace fusescope::sched::inductor211;

TEST(Inductor211FusionScore, TemplateScoreFirst) {
  Score211 prologue{0, true, 1000, 0}, other{1, false, 1, -5};
  EXPECT_TRUE(scoreLess(prologue, other));
  EXPECT_FALSE(scoreLess(other, prologue));
}

TEST(Inductor211FusionScore, MemoryDominatesWhenSixteenTimesLarger) {
  Score211 sameTypeSmall{1, true, 100, 0}, otherTypeBig{1, false, 1700, -3};
  EXPECT_TRUE(scoreLess(sameTypeSmall, otherTypeBig));  // 1700 > 16 * 100: memory decides
  Score211 otherTypeBigger{1, false, 1600, -3};
  EXPECT_FALSE(scoreLess(sameTypeSmall, otherTypeBigger));  // 1600 == 16 * 100: node type decides
  EXPECT_TRUE(scoreLess(otherTypeBigger, sameTypeSmall));
}

TEST(Inductor211FusionScore, ProximityBreaksTies) {
  Score211 far{1, true, 64, -10}, near{1, true, 64, -1};
  EXPECT_TRUE(scoreLess(far, near));
}

TEST(Inductor211FusionScore, ZeroMemoryAgainstPositiveIsDecidedByMemory) {
  Score211 zero{1, true, 0, 0}, some{1, false, 4, -100};
  EXPECT_TRUE(scoreLess(zero, some));
}

TEST(Inductor211PythonSort, ReverseSortKeepsEqualItemsInOrder) {
  std::vector<int> keys{3, 1, 3, 2, 1, 3};
  std::vector<int> items{0, 1, 2, 3, 4, 5};
  pythonSortReverse(items, [&](int a, int b) { return keys[static_cast<size_t>(a)] < keys[static_cast<size_t>(b)]; });
  EXPECT_EQ(items, (std::vector<int>{0, 2, 5, 3, 1, 4}));
}

TEST(Inductor211PythonSort, LongListsSortDescending) {
  std::vector<int> keys, items;
  for (int i = 0; i < 300; ++i) {
    keys.push_back((i * 37) % 101);
    items.push_back(i);
  }
  pythonSortReverse(items, [&](int a, int b) { return keys[static_cast<size_t>(a)] < keys[static_cast<size_t>(b)]; });
  for (size_t i = 1; i < items.size(); ++i) {
    int a = items[i - 1], b = items[i];
    ASSERT_GE(keys[static_cast<size_t>(a)], keys[static_cast<size_t>(b)]);
    if (keys[static_cast<size_t>(a)] == keys[static_cast<size_t>(b)]) {
      EXPECT_LT(a, b);
    }
  }
}

TEST(Inductor211Tiling, IsCompatibleSplitsRanges) {
  EXPECT_TRUE(isCompatible({64, 2048}, {64, 2048}, {}));
  EXPECT_TRUE(isCompatible({64, 2048}, {131072}, {}));        // one range split over both groups
  EXPECT_TRUE(isCompatible({64, 2048}, {8, 8, 2048}, {}));
  EXPECT_FALSE(isCompatible({64, 2048}, {96, 1365}, {}));      // 96 does not divide into 64
  EXPECT_TRUE(isCompatible({64, 2048, 1}, {64}, {2048}));
}

TEST(Inductor211Tiling, ContiguousPointwiseKeepsTheDefaultTiling) {
  TilingNode n;
  n.pointwise = {64, 2048};
  n.deps = {{1, {2048, 1}, false}, {2, {2048, 1}, true}};
  EXPECT_EQ(selectTiling({n}, 64 * 2048), (std::vector<int64_t>{64 * 2048, 1}));
}

TEST(Inductor211Tiling, TransposedReadGivesTwoDimensionalTiling) {
  TilingNode n;
  n.pointwise = {256, 512};
  n.deps = {{1, {1, 256}, false}, {2, {512, 1}, true}};  // read transposed, write contiguous
  auto tiling = selectTiling({n}, 256 * 512);
  EXPECT_EQ(tiling, (std::vector<int64_t>{256, 512, 1}));  // {y: 256, x: 512, r0_: 1} from the read
}

TEST(Inductor211Policy, FactoryNamesThePolicy) {
  auto p = makeInductor211Policy();
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->name(), "inductor-2.11");
}
