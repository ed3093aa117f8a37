#include "util/exact_product.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <limits>

using fusescope::ExactProduct;

namespace {
ExactProduct productOf(std::initializer_list<int64_t> factors) {
  ExactProduct p;
  for (int64_t f : factors) p *= f;
  return p;
}
}  // namespace

TEST(ExactProduct, EqualProductsOfDifferentFactorsCompareEqual) {
  EXPECT_EQ(productOf({64, 512, 7}), productOf({7, 32768}));
  EXPECT_FALSE(productOf({64, 512}) == productOf({64, 511}));
  EXPECT_EQ(productOf({}), productOf({1}));
}

TEST(ExactProduct, ProductsBeyondInt64StayDistinct) {
  // Saturating at INT64_MAX would call these equal; Python's ints do not.
  const int64_t big = int64_t{1} << 62;
  EXPECT_FALSE(productOf({big, 4}) == productOf({big, 8}));
  EXPECT_EQ(productOf({big, 4}), productOf({4, big}));
  EXPECT_FALSE(productOf({big, 4}) == productOf({std::numeric_limits<int64_t>::max()}));
  EXPECT_EQ(productOf({-big, 8}), productOf({big, -8}));
}

TEST(ExactProduct, AnOverflowedProductEqualsNothing) {
  const int64_t max = std::numeric_limits<int64_t>::max();
  ExactProduct p = productOf({max, max, max});
  EXPECT_TRUE(p.overflowed());
  EXPECT_FALSE(p == p);
  EXPECT_FALSE(productOf({max, max}).overflowed());
}
