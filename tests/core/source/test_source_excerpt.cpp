// readSourceExcerpt: lines around a location from a real file, the capture's code when the file is absent,
// and a note when the file changed since the capture.
#include <gtest/gtest.h>

#include <fstream>

#include "scratch_dir.h"
#include "source/source_excerpt.h"

using namespace fusescope::source;

TEST(SourceExcerpt, ReadsTheLinesAroundTheLocation) {
  fusescope::testdata::ScratchDir dir("excerpt");
  const auto file = dir.path / "model.py";
  {
    std::ofstream out(file);
    for (int i = 1; i <= 100; ++i) out << "line_" << i << " = " << i << "\n";
  }
  const auto e = readSourceExcerpt({file.string(), 50, "forward", "line_50 = 50"}, 5);
  EXPECT_TRUE(e.fromFile);
  EXPECT_EQ(e.firstLine, 45);
  ASSERT_EQ(e.lines.size(), 11u);
  ASSERT_EQ(e.focus, 5);
  EXPECT_EQ(e.lines[5], "line_50 = 50");
  EXPECT_TRUE(e.note.empty());
  const auto top = readSourceExcerpt({file.string(), 2, "forward", "line_2 = 2"}, 5);
  EXPECT_EQ(top.firstLine, 1);
  EXPECT_EQ(top.focus, 1);
  const auto changed = readSourceExcerpt({file.string(), 50, "forward", "something else"}, 5);
  EXPECT_TRUE(changed.fromFile);
  EXPECT_NE(changed.note.find("changed"), std::string::npos);
  const auto beyond = readSourceExcerpt({file.string(), 500, "forward", "x"}, 5);
  EXPECT_FALSE(beyond.fromFile);
}

TEST(SourceExcerpt, WithoutTheFileTheCapturesCodeIsShownAndSaidSo) {
  const auto e = readSourceExcerpt({"/nonexistent/modeling_gpt2.py", 242, "forward", "x = self.dropout(x)"});
  EXPECT_FALSE(e.fromFile);
  EXPECT_EQ(e.note, "not on this machine");
  ASSERT_EQ(e.lines.size(), 1u);
  EXPECT_EQ(e.lines[0], "x = self.dropout(x)");
  EXPECT_EQ(e.firstLine, 242);
  EXPECT_EQ(e.focus, 0);
}

TEST(SourceExcerpt, LargeFilesAreNotRead) {
  fusescope::testdata::ScratchDir dir("excerpt-large");
  const auto file = dir.path / "big.py";
  {
    std::ofstream out(file);
    out << std::string(2048, 'x') << "\n";
  }
  const auto e = readSourceExcerpt({file.string(), 1, "f", "x"}, 5, 1024);
  EXPECT_FALSE(e.fromFile);
  EXPECT_NE(e.note.find("larger"), std::string::npos);
}
