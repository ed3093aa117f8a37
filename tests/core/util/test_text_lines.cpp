// util/text_lines.h: countNewlines, which numbers the lines of logs of many megabytes eight bytes at a time.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "util/text_lines.h"

using fusescope::countNewlines;

TEST(CountNewlines, EqualsCountingByteByByteAtEveryLengthAndOffset) {
  // Every byte value around '\n' (0x09, 0x0b, 0x8a: one bit away) and every alignment of the 8-byte steps.
  std::mt19937 rng(7);
  const std::string alphabet = std::string("\n\t\x0b\x8a\xff a") + '\0';
  std::string text(300, ' ');
  for (char& c : text) c = alphabet[rng() % alphabet.size()];
  for (std::size_t from = 0; from < 9; ++from) {
    for (std::size_t length = 0; from + length <= text.size(); ++length) {
      const std::string_view part = std::string_view(text).substr(from, length);
      ASSERT_EQ(countNewlines(part), static_cast<std::size_t>(std::count(part.begin(), part.end(), '\n')))
          << "from " << from << " length " << length;
    }
  }
}

TEST(CountNewlines, AllNewlinesAndNone) {
  EXPECT_EQ(countNewlines(std::string(1000, '\n')), 1000u);
  EXPECT_EQ(countNewlines(std::string(1000, 'x')), 0u);
  EXPECT_EQ(countNewlines(""), 0u);
}
