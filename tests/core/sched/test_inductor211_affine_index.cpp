// affine_index: strides read off an affine index, and when _simplify_loops' numeric probes can be skipped
// because the strides already decide. Checked against evaluating the index, as the loop algebra did.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "graph/expr.h"
#include "sched/inductor211/affine_index.h"

using namespace fusescope;
using namespace fusescope::sched::inductor211;

namespace {

// The merge's probes for merging loop b into loop a: index(va = m1*size_a, vb = m2) against
// index(va = 0, vb = m1 + m2), other loop variables at 0 and 1. True when all agree.
bool probesAgree(const Expr& index, const std::vector<std::string>& vars, size_t a, size_t b, int64_t sizeA,
                 SymbolValues values) {
  for (int64_t other : {0, 1})
    for (int64_t m1 : {1, 2, 3})
      for (int64_t m2 : {0, 1, 5}) {
        for (const auto& v : vars) values.values[v] = other;
        values.values[vars[a]] = m1 * sizeA;
        values.values[vars[b]] = m2;
        const int64_t x = index.evaluate(values);
        values.values[vars[a]] = 0;
        values.values[vars[b]] = m1 + m2;
        if (x != index.evaluate(values)) return false;
      }
  return true;
}

int64_t stride(const Expr& index, const std::vector<std::string>& vars, size_t i, SymbolValues values) {
  for (const auto& v : vars) values.values[v] = 0;
  const int64_t at0 = index.evaluate(values);
  values.values[vars[i]] = 1;
  return index.evaluate(values) - at0;
}

}  // namespace

TEST(AffineIndex, ValueBoundCoversEveryProbe) {
  EXPECT_EQ(mergeProbeValueBound({4, 8}), 3 * 32 + 8);
  EXPECT_EQ(mergeProbeValueBound({0, 1, 5}), 3 * 5 + 8);  // size 0 and 1 loops count as 1
  EXPECT_EQ(mergeProbeValueBound({}), 11);
  EXPECT_FALSE(mergeProbeValueBound({int64_t{1} << 40, int64_t{1} << 30}).has_value());
}

TEST(AffineIndex, AffineIndicesOnly) {
  const std::vector<std::string> vars{"d0", "d1"};
  SymbolValues hints;
  hints.values["s0"] = 64;
  EXPECT_TRUE(affineProbesImplied(parseExpr("2048*d0 + d1 + 7"), vars, hints, 104));
  EXPECT_TRUE(affineProbesImplied(parseExpr("s0*d0 + d1 + s0"), vars, hints, 104));
  EXPECT_FALSE(affineProbesImplied(parseExpr("ModularIndexing(d0, 1, 4) + 4*d1"), vars, hints, 104));
  EXPECT_FALSE(affineProbesImplied(parseExpr("(d0//2) + d1"), vars, hints, 104));
  EXPECT_FALSE(affineProbesImplied(parseExpr("d0*d1"), vars, hints, 104));
  EXPECT_FALSE(affineProbesImplied(parseExpr("d0**2 + d1"), vars, hints, 104));
}

TEST(AffineIndex, RefusedWhereAProbeCouldOverflow) {
  const std::vector<std::string> vars{"d0", "d1"};
  EXPECT_FALSE(affineProbesImplied(parseExpr("4611686018427387904*d0 + d1"), vars, {}, 104));
  SymbolValues hints;
  hints.values["s0"] = int64_t{1} << 61;
  EXPECT_FALSE(affineProbesImplied(parseExpr("s0*d0"), vars, hints, 8));
  EXPECT_TRUE(linearProbesImplied({1024, 1}, 104));
  EXPECT_FALSE(linearProbesImplied({int64_t{1} << 58, 1}, 104));
}

// Wherever the check says the probes are implied, they agree exactly when the strides do; where it
// refuses (a call), the probes can disagree although the strides match.
TEST(AffineIndex, ImpliedProbesAgreeWithTheStrideCheck) {
  const std::vector<std::string> vars{"d0", "d1", "d2"};
  SymbolValues hints;
  hints.values["s0"] = 12;
  struct Case {
    const char* index;
    std::vector<int64_t> sizes;
  };
  const std::vector<Case> cases{{"96*d0 + 12*d1 + d2", {4, 8, 12}},  {"s0*d1 + d2 + 5*s0*d0", {3, 7, 12}},
                                {"d0 + 4*d1 + 32*d2", {4, 8, 2}},    {"96*d0 + d1 + 12*d2", {4, 12, 8}},
                                {"-12*d1 + d2 + 100", {2, 5, 12}},   {"7*d0 + 3*d2", {5, 1, 9}}};
  int merges = 0, refusals = 0;
  for (const auto& c : cases) {
    const Expr index = parseExpr(c.index);
    const auto bound = mergeProbeValueBound(c.sizes);
    ASSERT_TRUE(bound.has_value());
    ASSERT_TRUE(affineProbesImplied(index, vars, hints, *bound)) << c.index;
    for (size_t a = 0; a < vars.size(); ++a)
      for (size_t b = 0; b < vars.size(); ++b) {
        if (a == b) continue;
        const bool strides = stride(index, vars, a, hints) * c.sizes[a] == stride(index, vars, b, hints);
        EXPECT_EQ(strides, strides && probesAgree(index, vars, a, b, c.sizes[a], hints)) << c.index << " " << a << b;
        (strides ? merges : refusals) += 1;
      }
  }
  EXPECT_GT(merges, 3);  // the cases do exercise merges, not only refusals
  EXPECT_GT(refusals, 3);

  const Expr modular = parseExpr("ModularIndexing(d0, 1, 4) + 4*d1");
  EXPECT_EQ(stride(modular, vars, 0, hints) * 4, stride(modular, vars, 1, hints));
  EXPECT_FALSE(probesAgree(modular, vars, 0, 1, 4, hints));
  EXPECT_FALSE(affineProbesImplied(modular, vars, hints, 100));
}

TEST(AffineIndex, StridesAreWhatEvaluationGives) {
  const std::vector<std::string> vars{"d0", "d1", "d2"};
  SymbolValues hints;
  hints.values["s0"] = 12;
  hints.values["s1"] = -3;
  for (const char* text : {"96*d0 + 12*d1 + d2", "s0*d1 + d2 + 5*s0*d0 + 7", "-12*d1 + s1*d2 + 100", "4*s0*s1",
                           "d2 + d2 + 3*d0", "0"}) {
    const Expr index = parseExpr(text);
    const auto strides = affineStrides(index, vars, hints);
    ASSERT_TRUE(strides.has_value()) << text;
    for (size_t i = 0; i < vars.size(); ++i) EXPECT_EQ((*strides)[i], stride(index, vars, i, hints)) << text << " " << i;
  }
  EXPECT_EQ(affineStrides(parseExpr("s0*d1 + d2 + 5*s0*d0"), vars, hints), (std::vector<int64_t>{60, 12, 1}));
  for (const char* text : {"ModularIndexing(d0, 1, 4) + d1", "d0*d1", "(d2//4)", "d1**2"})
    EXPECT_FALSE(affineStrides(parseExpr(text), vars, hints).has_value()) << text;
  EXPECT_FALSE(affineStrides(parseExpr("9223372036854775807*d0 + d1"), vars, hints).has_value());  // index(1, 1) overflows
}
