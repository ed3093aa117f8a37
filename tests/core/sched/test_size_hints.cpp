// sched/engine/size_hints: size_hint() of size text, integer literals read inline, the rest evaluated.
#include <gtest/gtest.h>

#include "sched/engine/size_hints.h"

using fusescope::SymbolValues;
using fusescope::sched::engine::SizeHints;

TEST(SizeHints, LiteralsAndExpressions) {
  SymbolValues symbols;
  symbols.values["s0"] = 12;
  symbols.fallback = 8192;
  const SizeHints hint(symbols);
  EXPECT_EQ(hint("0"), 0);
  EXPECT_EQ(hint("7"), 7);
  EXPECT_EQ(hint("007"), 7);
  EXPECT_EQ(hint("123456789012345678"), 123456789012345678);     // 18 digits: the inline path
  EXPECT_EQ(hint("1234567890123456789"), 1234567890123456789);   // 19 digits: from_chars
  EXPECT_EQ(hint("9223372036854775807"), INT64_MAX);
  EXPECT_EQ(hint("-5"), -5);
  EXPECT_EQ(hint("s0"), 12);
  EXPECT_EQ(hint("2*s0 + 1"), 25);
  EXPECT_EQ(hint("12a"), 8192);  // neither a literal nor an expression: the fallback
  EXPECT_EQ(hint("s1"), 8192);   // no value: the fallback
  EXPECT_EQ(hint(""), 8192);
}
