// sched/inductor211/dep_pool: interning printed deps (identity, canonical index text), buffer name ids,
// and the facts read from the index text (tmp/indirect symbols, numel, bytes).
#include <gtest/gtest.h>

#include "sched/inductor211/dep_pool.h"
#include "sched_graph_builder.h"

using namespace fusescope;
using namespace fusescope::sched::inductor211;
using fusescope::sched::testgraphs::GraphBuilder;
using fusescope::sched::testgraphs::mem;
using fusescope::sched::testgraphs::star;

namespace {

Graph twoBuffers() {
  GraphBuilder b;
  b.input("buf0", "512");
  b.input("primals_10", "1000");
  return b.g;
}

}  // namespace

TEST(DepPool, NamesKeepTheirIdsAndUnknownNamesGetNewOnes) {
  const Graph g = twoBuffers();
  const SymbolValues hints;
  DepPool pool(g, hints);
  const NameId buf0 = pool.nameId("buf0");
  EXPECT_EQ(pool.name(buf0), "buf0");
  EXPECT_TRUE(pool.nameInfo(buf0).known);
  EXPECT_EQ(pool.nameInfo(buf0).numel, 512);
  EXPECT_EQ(pool.nameId("primals_10"), pool.nameId(std::string("primals_10")));
  EXPECT_NE(pool.nameId("primals_10"), buf0);
  const size_t before = pool.nameCount();
  const NameId other = pool.nameId("primals_1");  // a name the graph only mentions
  EXPECT_EQ(pool.nameCount(), before + 1);
  EXPECT_FALSE(pool.nameInfo(other).known);
  EXPECT_EQ(pool.nameId("primals_1"), other);
}

TEST(DepPool, InternsByIdentityWithCanonicalIndexText) {
  const Graph g = twoBuffers();
  const SymbolValues hints;
  DepPool pool(g, hints);
  const DepId a = pool.intern(mem("buf0", "c0 + 64*c1", {{"c0", "64"}, {"c1", "8"}}));
  EXPECT_EQ(pool.intern(mem("buf0", "64*c1 + c0", {{"c0", "64"}, {"c1", "8"}})), a);  // same sympy expression
  EXPECT_NE(pool.intern(mem("buf0", "c0 + 64*c1", {{"c0", "64"}, {"c1", "9"}})), a);  // other size
  EXPECT_NE(pool.intern(mem("buf0", "c0 + 64*c2", {{"c0", "64"}, {"c2", "8"}})), a);  // other var
  EXPECT_NE(pool.intern(mem("primals_10", "c0 + 64*c1", {{"c0", "64"}, {"c1", "8"}})), a);  // other buffer
  Dependency atomic = mem("buf0", "c0 + 64*c1", {{"c0", "64"}, {"c1", "8"}});
  atomic.mode = "atomic_add";
  EXPECT_NE(pool.intern(atomic), a);
  EXPECT_EQ(pool.intern(star("buf0")), pool.intern(star("buf0")));
  EXPECT_NE(pool.intern(star("buf0")), pool.intern(star("primals_10")));
  EXPECT_EQ(pool.dep(a).index, "c0 + 64*c1");
  EXPECT_EQ(pool.dep(a).numel, 512);
  EXPECT_EQ(pool.dep(a).bytes, 512 * 4);
}

TEST(DepPool, IndexFactsFromTheIdentifiers) {
  const Graph g = twoBuffers();
  const SymbolValues hints;
  DepPool pool(g, hints);
  // Only the vars the index uses count towards numel (c2 does not appear; c10 is not c1).
  const DepInfo& used = pool.dep(pool.intern(mem("buf0", "c0 + 4*c10", {{"c0", "4"}, {"c1", "7"}, {"c2", "3"}, {"c10", "5"}})));
  EXPECT_EQ(used.numel, 20);
  EXPECT_FALSE(used.indexHasTmp);
  EXPECT_FALSE(used.integerIndex);
  // A tmp symbol: indirect, so the whole buffer counts.
  const DepInfo& tmp = pool.dep(pool.intern(mem("primals_10", "c0 + 64*tmp0", {{"c0", "64"}})));
  EXPECT_TRUE(tmp.indexHasTmp);
  EXPECT_EQ(tmp.numel, 1000);
  const DepInfo& indirect = pool.dep(pool.intern(mem("primals_10", "indirect0 + c0", {{"c0", "64"}})));
  EXPECT_FALSE(indirect.indexHasTmp);
  EXPECT_EQ(indirect.numel, 1000);
  // Names that merely contain tmp, or digits glued to letters, are neither.
  const DepInfo& plain = pool.dep(pool.intern(mem("buf0", "xtmp0 + 2e3 + c0", {{"c0", "8"}, {"e3", "5"}})));
  EXPECT_FALSE(plain.indexHasTmp);
  EXPECT_EQ(plain.numel, 8);
  const DepInfo& integer = pool.dep(pool.intern(mem("buf0", "7", {{"c0", "8"}})));
  EXPECT_TRUE(integer.integerIndex);
  EXPECT_EQ(integer.numel, 1);
}

TEST(DepPool, RuleBuiltDepsMeetPrintedOnesAndShareTheirTexts) {
  const Graph g = twoBuffers();
  const SymbolValues hints;
  DepPool pool(g, hints);
  const DepId printed = pool.intern(mem("buf0", "64*c1 + c0", {{"c0", "64"}, {"c1", "8"}}));
  NewDep built;
  built.name = pool.nameId("buf0");
  built.index = "c0 + 64*c1";  // a rule's text is canonical already
  built.vars = {"c0", "c1"};
  built.sizes = {"64", "8"};
  EXPECT_EQ(pool.intern(built), printed);
  built.mode = "atomic_add";
  const DepId atomic = pool.intern(built);
  EXPECT_NE(atomic, printed);
  EXPECT_EQ(pool.dep(atomic).mode, "atomic_add");
  // One copy of each (var, size) list and index text: deps of one loop nest refer to the same ones.
  EXPECT_EQ(&pool.dep(atomic).vars, &pool.dep(printed).vars);
  EXPECT_EQ(&pool.dep(atomic).index, &pool.dep(printed).index);
  EXPECT_EQ(pool.dep(printed).sizeHints, (std::vector<int64_t>{64, 8}));
  // Dep.rename keeps everything but the name, and finds a dep pooled under the new name.
  const DepId renamed = pool.renamed(printed, pool.nameId("primals_10"));
  EXPECT_NE(renamed, printed);
  EXPECT_EQ(pool.name(pool.dep(renamed).name), "primals_10");
  EXPECT_EQ(pool.dep(renamed).index, "c0 + 64*c1");
  EXPECT_EQ(pool.dep(renamed).numel, 512);
  EXPECT_EQ(pool.intern(mem("primals_10", "c0 + 64*c1", {{"c0", "64"}, {"c1", "8"}})), renamed);
  EXPECT_EQ(pool.renamed(printed, pool.dep(printed).name), printed);
  // A list that differs in one size is another list.
  const DepId other = pool.intern(mem("buf0", "c0 + 64*c1", {{"c0", "64"}, {"c1", "9"}}));
  EXPECT_NE(&pool.dep(other).sizes, &pool.dep(printed).sizes);
}
