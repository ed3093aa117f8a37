// compareKernels / unifiedKernelDiff: what differs between Inductor's kernel and FuseScope's generated one,
// on hand-made sources and on the real kernels of a test capture.
#include <gtest/gtest.h>

#include "capture_test_data.h"
#include "codegen/kernel_comparison.h"
#include "import/capture_loader.h"

using namespace fusescope;
using namespace fusescope::codegen;

TEST(KernelComparison, ReductionStyleFromTheHeuristicsDecorator) {
  EXPECT_EQ(reductionStyle("@triton_heuristics.persistent_reduction(\n  size_hints=...)\ndef k(): pass"), "persistent");
  EXPECT_EQ(reductionStyle("@triton_heuristics.reduction(\n)\ndef k():\n    for r0_offset in range(0, r0_numel, R0_BLOCK):"), "looped");
  EXPECT_EQ(reductionStyle("@triton_heuristics.pointwise(\n)\ndef k(): pass"), "");
}

TEST(KernelComparison, NamesStyleHintAndPointersAreReported) {
  RealKernel real;
  real.name = "triton_per_fused_sum_0";
  real.language = "triton";
  real.source = "@triton_heuristics.persistent_reduction(reduction_hint=ReductionHint.INNER)\n"
                "def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel):\n    pass\n";
  GeneratedKernel gen;
  gen.name = "triton_red_fused_sum_0";
  gen.language = "triton";
  gen.source = "@triton_heuristics.reduction(reduction_hint=ReductionHint.DEFAULT)\n"
               "def triton_red_fused_sum_0(in_ptr0, in_ptr1, out_ptr0, xnumel):\n    for r0_offset in range(0, 8):\n        pass\n";
  const auto d = compareKernels(real, gen);
  auto has = [&](const std::string& what, const std::string& r, const std::string& g) {
    for (const auto& x : d)
      if (x.what == what && x.real == r && x.generated == g) return true;
    return false;
  };
  EXPECT_TRUE(has("name", "triton_per_fused_sum_0", "triton_red_fused_sum_0"));
  EXPECT_TRUE(has("reduction", "persistent", "looped"));
  EXPECT_TRUE(has("reduction hint", "INNER", "DEFAULT"));
  EXPECT_TRUE(has("pointer arguments", "1 in, 1 out", "2 in, 1 out"));
  gen = GeneratedKernel{real.name, real.language, real.source, {}, {}, {}, {}, {}, {}};
  EXPECT_TRUE(compareKernels(real, gen).empty());
}

TEST(KernelComparison, UnifiedDiffShowsOnlyTheChangedLines) {
  const std::string a = "line1\nline2\nline3\nline4\n";
  const std::string b = "line1\nline2 changed\nline3\nline4\n";
  EXPECT_EQ(unifiedKernelDiff(a, a), "");
  const std::string diff = unifiedKernelDiff(a, b);
  EXPECT_NE(diff.find("--- inductor"), std::string::npos);
  EXPECT_NE(diff.find("-line2\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("+line2 changed\n"), std::string::npos) << diff;
  EXPECT_EQ(diff.find("-line1"), std::string::npos);
  EXPECT_NE(diff.find("@@"), std::string::npos);
}

TEST(KernelComparison, RealTritonKernelsOfACaptureHaveAStyle) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  int persistent = 0, looped = 0;
  for (const auto& k : g.inductor.codeKernels) {
    if (k.language != "triton") continue;
    const std::string style = reductionStyle(k.source);
    if (k.name.find("_per_") != std::string::npos) {
      EXPECT_EQ(style, "persistent") << k.name;
    }
    if (k.name.find("_red_") != std::string::npos) {
      EXPECT_EQ(style, "looped") << k.name;
    }
    persistent += style == "persistent";
    looped += style == "looped";
  }
  EXPECT_GT(persistent + looped, 0);
}
