// dtype sizes and memoryDepBytes: one table for everyone; loop variables matched as whole identifiers.
#include <gtest/gtest.h>

#include "graph/dep_bytes.h"
#include "graph/dtype.h"

using namespace fusescope;

TEST(Dtype, OneTableWithAliases) {
  EXPECT_EQ(dtypeBytes("torch.float32"), 4);
  EXPECT_EQ(dtypeBytes("bfloat16"), 2);
  EXPECT_EQ(dtypeBytes("torch.float8_e4m3fn"), 1);
  EXPECT_EQ(dtypeBytes("torch.complex128"), 16);
  EXPECT_EQ(dtypeBytes("long"), 8);
  EXPECT_EQ(knownDtypeBytes("torch.mystery"), 0);
  EXPECT_EQ(dtypeBytes("torch.mystery"), 4);
}

TEST(DepBytes, VariablesAreWholeIdentifiers) {
  Graph g;
  Buffer b;
  b.id = 0;
  b.name = "buf0";
  b.layout.dtype = "torch.float32";
  g.buffers.push_back(b);
  g.bufferByName["buf0"] = 0;
  Dependency d;
  d.kind = DepKind::Memory;
  d.name = "buf0";
  d.index = "d10";   // uses d10 only: d1's range must not count
  d.ranges = {{"d1", "7"}, {"d10", "100"}};
  EXPECT_EQ(memoryDepBytes(g, d), 400);
  d.index = "100*d1 + d10";
  EXPECT_EQ(memoryDepBytes(g, d), 2800);
  d.ranges = {{"d1", "s0"}, {"d10", "100"}};
  EXPECT_EQ(memoryDepBytes(g, d), std::nullopt);   // symbolic
  d.kind = DepKind::Star;
  EXPECT_EQ(memoryDepBytes(g, d), std::nullopt);
}
