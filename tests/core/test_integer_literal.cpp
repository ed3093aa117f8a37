#include "util/integer_literal.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

using fusescope::integerLiteral;

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
