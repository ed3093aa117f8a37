// Dynamic shapes: the size hints Inductor scored with, read from output_code.py's get_args() and
// fx_graph_readable.py's forward() signature, reach both schedulers (and --set still overrides them).
#include <gtest/gtest.h>

#include "analysis/inductor_agreement.h"
#include "capture_test_data.h"
#include "import/capture_loader.h"
#include "import/recorded_size_hints.h"
#include "sched/scheduler.h"

using namespace fusescope;
namespace td = fusescope::testdata;

namespace {
const char* kFx =
    "class <lambda>(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"Sym(s33)\", arg1_1: \"Sym(s50)\", arg2_1: \"i64[s33, s50]\", arg3_1: \"f32[s7, 256]\", "
    "arg4_1: \"f32[256]\"):\n"
    "        embedding: \"f32[s33, s50, 256]\" = torch.ops.aten.embedding.default(arg3_1, arg2_1)\n";
const char* kCode =
    "def get_args():\n"
    "    from torch._dynamo.testing import rand_strided\n"
    "    arg0_1 = 3\n"
    "    arg1_1 = 100\n"
    "    arg2_1 = rand_strided((3, 100), (100, 1), device='cuda:0', dtype=torch.int64)\n"
    "    arg3_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)\n"
    "    arg4_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)\n"
    "    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1]\n";
}  // namespace

TEST(RecordedSizeHints, SymbolArgumentsAndSymbolicDimensions) {
  const auto hints = recordedSizeHints(kFx, kCode);
  // s33 and s50 from the Sym arguments (and again, consistently, from arg2_1's shape); s7 only from a shape.
  EXPECT_EQ(hints, (std::map<std::string, int64_t>{{"s33", 3}, {"s50", 100}, {"s7", 2048}}));
}

TEST(RecordedSizeHints, NothingToReadGivesNoHints) {
  EXPECT_TRUE(recordedSizeHints(kFx, "def call(args):\n    return ()\n").empty());   // no get_args()
  EXPECT_TRUE(recordedSizeHints("x = 1\n", kCode).empty());                         // no forward()
  EXPECT_TRUE(recordedSizeHints("    def forward(self, arg0_1: \"f32[4, 8]\"", kCode).empty());   // unfinished
}

TEST(RecordedSizeHints, RunnableHeaderLines) {
  // fx_graph_runnable.py opens with the backed symbols' values; other assignments are not hints.
  const char* runnable =
      "s19 = 2048\ns27 = 512\ns77 = 384\n\nimport torch\nu0 = 3\nsize = 7\n  s5 = 9\ns8 = s19\n"
      "    reader.symint(384, expr='s77')  # arg0_1\n";
  EXPECT_EQ(runnableSizeHints(runnable), (std::map<std::string, int64_t>{{"s19", 2048}, {"s27", 512}, {"s77", 384}}));
  EXPECT_TRUE(runnableSizeHints("").empty());
  EXPECT_TRUE(runnableSizeHints("s1 = \ns = 4\ns2 = 4x").empty());
}

TEST(RecordedSizeHints, StaticCapturesRecordNone) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "mlp_ln" / "0_inference_0.0");
  EXPECT_TRUE(g.inductor.sizeHints.empty());
}

// gpt2 with dynamic=True (batch s33 = 3, sequence s50 = 100): with the recorded hints the replay is
// Inductor's; with the 8192 fallback Inductor used before, the embedding table's pair loses to the
// symbolic ones and the kernels differ.
TEST(RecordedSizeHints, DynamicGpt2ReproducesInductorOnlyWithItsHints) {
  const Graph g = loadCaptureFolder(td::testCaptures() / "gpt2_dynamic" / "1_inference_0.0");
  EXPECT_EQ(g.inductor.sizeHints, (std::map<std::string, int64_t>{{"s33", 3}, {"s50", 100}}));
  const auto recorded = analysis::checkAgainstInductor(g, sched::runScheduler(g, {}, "inductor-2.11"));
  EXPECT_TRUE(recorded.identical()) << recorded.headline();
  sched::SchedulerConfig fallback;
  fallback.setAssignment("size_hint.s33=8192");
  fallback.setAssignment("size_hint.s50=8192");
  const auto guessed = analysis::checkAgainstInductor(g, sched::runScheduler(g, fallback, "inductor-2.11"));
  EXPECT_FALSE(guessed.identical()) << guessed.headline();
}
