#include "util/integer_literal.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

using fusescope::integerLiteral;
using fusescope::isIntegerLiteral;

TEST(IntegerLiteral, ReadsPythonPrintedInts) {
  EXPECT_EQ(integerLiteral("0"), 0);
  EXPECT_EQ(integerLiteral("512"), 512);
  EXPECT_EQ(integerLiteral("-64"), -64);
  EXPECT_EQ(integerLiteral("9223372036854775807"), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(integerLiteral("-9223372036854775807"), -std::numeric_limits<int64_t>::max());
}

TEST(IntegerLiteral, LeavesEverythingElseToTheParser) {
  for (const char* text : {"", "-", "+5", "007", "-0x", "s0", "2*s0", "64 ", " 64", "1e3", "12a",
                           "9223372036854775808", "-9223372036854775808", "99999999999999999999"})
    EXPECT_FALSE(integerLiteral(text).has_value()) << text;
}

// sympy.Integer prints any size: the recognizer accepts what the reader leaves to the parser for its size,
// and refuses the same malformed text.
TEST(IntegerLiteral, RecognizesIntegersOfAnySize) {
  for (const char* text : {"0", "512", "-64", "9223372036854775808", "-9223372036854775808", "99999999999999999999"})
    EXPECT_TRUE(isIntegerLiteral(text)) << text;
  for (const char* text : {"", "-", "+5", "007", "-0x", "s0", "2*s0", "64 ", " 64", "1e3", "12a"})
    EXPECT_FALSE(isIntegerLiteral(text)) << text;
}
