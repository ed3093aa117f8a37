// util/name_index.h and util/text_hash.h: the names-to-ids index DepPool looks buffer names up in.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "util/name_index.h"
#include "util/text_hash.h"

using fusescope::hashText;
using fusescope::NameIndex;

namespace {

struct Names {
  std::vector<std::string> strings;
  NameIndex index;
  int find(const std::string& s) const {
    return index.find(s, hashText(s), [this](int id) -> std::string_view { return strings[static_cast<size_t>(id)]; });
  }
  int add(const std::string& s) {
    int id = find(s);
    if (id != -1) return id;
    id = static_cast<int>(strings.size());
    strings.push_back(s);
    index.insert(hashText(s), id);
    return id;
  }
};

}  // namespace

TEST(TextHash, EqualTextHashesEquallyAndTailBytesCount) {
  const std::string a = "buf123_long_name";
  EXPECT_EQ(hashText(a), hashText(std::string_view("buf123_long_name")));
  EXPECT_NE(hashText("buf1"), hashText("buf2"));
  EXPECT_NE(hashText("primals_10"), hashText("primals_11"));  // differs in the tail past 8 bytes
  EXPECT_NE(hashText(""), hashText(std::string_view("\0", 1)));  // the length is hashed too
}

TEST(NameIndex, FindsEveryNameThroughGrowth) {
  Names n;
  EXPECT_EQ(n.find("buf0"), -1);  // empty index
  for (int i = 0; i < 5000; ++i) EXPECT_EQ(n.add("buf" + std::to_string(i)), i);
  EXPECT_EQ(n.index.size(), 5000u);
  for (int i = 0; i < 5000; ++i) EXPECT_EQ(n.find("buf" + std::to_string(i)), i);
  EXPECT_EQ(n.add("buf17"), 17);  // a name added again keeps its id
  EXPECT_EQ(n.find("buf5000"), -1);
  EXPECT_EQ(n.find("buf"), -1);
}

TEST(NameIndex, CollidingHashesCompareTheNames) {
  std::vector<std::string> strings = {"a", "b", "c"};
  NameIndex index;
  index.reserve(3);
  const auto nameOf = [&](int id) -> std::string_view { return strings[static_cast<size_t>(id)]; };
  for (int i = 0; i < 3; ++i) index.insert(42, i);  // one hash for all: a chain of probes
  EXPECT_EQ(index.find("a", 42, nameOf), 0);
  EXPECT_EQ(index.find("b", 42, nameOf), 1);
  EXPECT_EQ(index.find("c", 42, nameOf), 2);
  EXPECT_EQ(index.find("d", 42, nameOf), -1);
  EXPECT_EQ(index.find("a", 43, nameOf), -1);  // same name, other hash: not compared
}

TEST(TextHash, LowBitsSpreadNamesThatDifferInTheirLastCharacters) {
  // Table slots come from the low bits: names like buf1000..buf1063 must not share a few of them.
  std::vector<bool> seen(64, false);
  int distinct = 0;
  for (int i = 1000; i < 1064; ++i) {
    const size_t slot = hashText("buf" + std::to_string(i)) & 63;
    if (!seen[slot]) ++distinct;
    seen[slot] = true;
  }
  EXPECT_GT(distinct, 32);
}

TEST(TextHash, EveryByteOfEveryLengthCounts) {
  for (size_t n = 1; n <= 20; ++n) {
    const std::string base(n, 'a');
    for (size_t k = 0; k < n; ++k) {
      std::string other = base;
      other[k] = 'b';
      EXPECT_NE(hashText(base), hashText(other)) << "length " << n << ", byte " << k;
    }
  }
}
