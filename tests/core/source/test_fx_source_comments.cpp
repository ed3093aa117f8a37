// The `# File:` comments of fx_graph_readable.py: hand-written inputs, damaged ones, and every real capture.
#include <gtest/gtest.h>

#include "core/capture_test_data.h"
#include "source/fx_source_comments.h"
#include "util/import_error.h"

using namespace fusescope;
using namespace fusescope::source;
namespace td = fusescope::testdata;

namespace {

const char* const kSmall = R"(class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        # File: /home/u/model.py:12 in forward, code: y = x * 2
        mul: "f32[4]" = torch.ops.aten.mul.Tensor(arg0_1, 2)
        add: "f32[4]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None

        # No stacktrace found for following nodes
        inductor_seeds_default: "i64[1]" = torch.ops.prims.inductor_seeds.default(1, device(type='cuda', index=0))

        # File: C:\work dir\in here\net.py:7 in <lambda>, code: return a, b in c
        var_mean = torch.ops.aten.var_mean.correction(add, [0], correction = 0, keepdim = True)
        getitem: "f32[1]" = var_mean[0]
        return (getitem,)
)";

}  // namespace

TEST(FxSourceComments, ReadsLocationsAndTargets) {
  const FxSourceIndex idx = parseFxSourceComments(kSmall, "fx.py");
  EXPECT_TRUE(idx.warnings.empty());
  ASSERT_EQ(idx.nodes.size(), 5u);
  const FxNodeSource* mul = idx.find("mul");
  ASSERT_TRUE(mul);
  EXPECT_EQ(mul->target, "aten.mul.Tensor");
  EXPECT_EQ(mul->line, 4);
  ASSERT_EQ(mul->locations.size(), 1u);
  EXPECT_EQ(mul->locations[0], (SourceLocation{"/home/u/model.py", 12, "forward", "y = x * 2"}));
  EXPECT_EQ(idx.find("add")->locations, mul->locations);  // one comment covers its whole block
  EXPECT_TRUE(idx.find("inductor_seeds_default")->locations.empty());
  EXPECT_EQ(idx.find("inductor_seeds_default")->target, "prims.inductor_seeds.default");
  // A path holding ':' and " in ", and code holding " in ": the first " in " after ":DIGITS" splits.
  const FxNodeSource* vm = idx.find("var_mean");
  ASSERT_TRUE(vm);
  ASSERT_EQ(vm->locations.size(), 1u);
  EXPECT_EQ(vm->locations[0], (SourceLocation{"C:\\work dir\\in here\\net.py", 7, "<lambda>", "return a, b in c"}));
  EXPECT_EQ(vm->target, "aten.var_mean.correction");
  EXPECT_EQ(idx.find("getitem")->target, "");
  EXPECT_EQ(idx.find("return"), nullptr);
  EXPECT_EQ(idx.find("arg0_1"), nullptr);
}

TEST(FxSourceComments, FileCommentForms) {
  SourceLocation loc;
  ASSERT_TRUE(parseFileComment("/a/b.py:349 in forward", loc));
  EXPECT_EQ(loc, (SourceLocation{"/a/b.py", 349, "forward", ""}));
  ASSERT_TRUE(parseFileComment("/a/b.py:1 in f, code: x, code: y", loc));
  EXPECT_EQ(loc.code, "x, code: y");
  EXPECT_FALSE(parseFileComment("/a/b.py in forward", loc));
  EXPECT_FALSE(parseFileComment("/a/b.py:12x in forward", loc));
  EXPECT_FALSE(parseFileComment("/a/b.py:99999999999999 in forward", loc));  // beyond int: not a line
  EXPECT_FALSE(parseFileComment("/a/b.py:3 in ", loc));
  EXPECT_FALSE(parseFileComment("", loc));
}

TEST(FxSourceComments, ConsecutiveCommentsStack) {
  const FxSourceIndex idx = parseFxSourceComments("    # File: a.py:1 in f, code: x\n"
                                                  "    # File: b.py:2 in g, code: y\n"
                                                  "    n: \"f32[]\" = torch.ops.aten.neg.default(x)\n"
                                                  "    # File: c.py:3 in h\n"
                                                  "    m = torch.ops.aten.abs.default(n)\n",
                                                  "fx.py");
  ASSERT_EQ(idx.find("n")->locations.size(), 2u);
  EXPECT_EQ(idx.find("n")->locations[1].file, "b.py");
  ASSERT_EQ(idx.find("m")->locations.size(), 1u);
  EXPECT_EQ(idx.find("m")->locations[0].file, "c.py");
}

TEST(FxSourceComments, DamagedCommentsAreWarningsWithLines) {
  const FxSourceIndex idx = parseFxSourceComments("    # File: a.py:1 in f, code: x\n"
                                                  "    a = torch.ops.aten.neg.default(x)\n"
                                                  "    # File: garbage without a line\n"
                                                  "    b = torch.ops.aten.abs.default(a)\n"
                                                  "    # File: more garbage\n"
                                                  "    c: \"f32[\n",  // cut inside the type
                                                  "fx.py");
  ASSERT_EQ(idx.warnings.size(), 1u);
  EXPECT_EQ(idx.warnings[0].file, "fx.py");
  EXPECT_EQ(idx.warnings[0].line, 3);
  EXPECT_NE(idx.warnings[0].message.find("2 `# File:` comment(s)"), std::string::npos);
  EXPECT_EQ(idx.find("a")->locations.size(), 1u);
  EXPECT_TRUE(idx.find("b")->locations.empty());  // never the location of the block above
  EXPECT_EQ(idx.find("c"), nullptr);
}

TEST(FxSourceComments, NotTextIsAnImportError) {
  try {
    parseFxSourceComments("    # File: a.py:1 in f\n    x = \xff\xfe\n", "fx.py");
    FAIL() << "no ImportError";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), "fx.py");
    EXPECT_EQ(e.line(), 2);
  }
  EXPECT_THROW(parseFxSourceComments(std::string_view("a\0b", 3), "fx.py"), ImportError);
  EXPECT_TRUE(parseFxSourceComments("", "fx.py").nodes.empty());
}

// On every real capture: each node line (`NAME: "..." = ` or `NAME = ` inside forward) is found, and
// every `# File:` comment is read (no warnings).
TEST(FxSourceComments, RealCaptures) {
  std::vector<std::filesystem::path> folders = td::testDataGraphs();
  for (const auto& f : td::sharedGraphs()) folders.push_back(f);
  int withLocations = 0;
  for (const auto& folder : folders) {
    SCOPED_TRACE(folder.string());
    const std::string text = td::readFile(folder / "fx_graph_readable.py");
    const FxSourceIndex idx = parseFxSourceComments(text, "fx_graph_readable.py");
    EXPECT_TRUE(idx.warnings.empty()) << idx.warnings.front().message;
    int assignments = 0, comments = 0;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
      const auto first = line.find_first_not_of(' ');
      if (first == std::string::npos) continue;
      if (line.compare(first, 7, "# File:") == 0) ++comments;
      if (line[first] != '#' && line.find(" = ") != std::string::npos && line.compare(first, 6, "return") != 0) ++assignments;
    }
    EXPECT_EQ(static_cast<int>(idx.nodes.size()), assignments);
    for (const auto& n : idx.nodes) withLocations += n.locations.empty() ? 0 : 1;
    EXPECT_TRUE(comments == 0 || withLocations > 0);
  }
  EXPECT_GT(withLocations, 0);
}
