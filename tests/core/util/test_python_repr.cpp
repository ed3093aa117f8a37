// The Python repr reader on the shapes Inductor prints.
#include "util/python_repr.h"

#include <gtest/gtest.h>

using namespace fusescope::pyrepr;

TEST(PythonRepr, MemoryDepWithModeAndRanges) {
  const Value v = parse("MemoryDep('buf0', 2048*d0 + d1, {d0: 64, d1: 2048}, atomic_add)");
  ASSERT_EQ(v.kind, ValueKind::Call);
  EXPECT_EQ(v.text, "MemoryDep");
  ASSERT_EQ(v.items.size(), 4u);
  EXPECT_EQ(v.items[0].kind, ValueKind::String);
  EXPECT_EQ(v.items[0].str(), "buf0");
  EXPECT_EQ(v.items[1].kind, ValueKind::Expr);
  EXPECT_EQ(v.items[1].raw, "2048*d0 + d1");
  ASSERT_EQ(v.items[2].kind, ValueKind::Dict);
  ASSERT_EQ(v.items[2].entries.size(), 2u);
  EXPECT_EQ(v.items[2].entries[1].first.raw, "d1");
  EXPECT_EQ(v.items[2].entries[1].second.raw, "2048");
  EXPECT_EQ(v.items[3].str(), "atomic_add");
}

TEST(PythonRepr, KeywordArguments) {
  const Value star = parse("StarDep(name='buf0', mode=None)");
  EXPECT_EQ(star.kwarg("name")->str(), "buf0");
  EXPECT_TRUE(star.kwarg("mode")->isNone());
  EXPECT_EQ(star.kwarg("mode")->str(), "");
  EXPECT_EQ(star.arg(0, "name")->str(), "buf0");
  EXPECT_EQ(star.kwarg("missing"), nullptr);

  const Value weak = parse("WeakDep(name='buf3', mutating_buf='buf5', is_fake=False)");
  EXPECT_EQ(weak.arg(1, "mutating_buf")->str(), "buf5");
  EXPECT_EQ(weak.arg(2, "is_fake")->raw, "False");

  const Value user = parse("NodeUser(node=SchedulerNode(name='op1'), can_inplace=False, is_weak=False)");
  const Value* node = user.kwarg("node");
  ASSERT_NE(node, nullptr);
  EXPECT_EQ(node->kind, ValueKind::Call);
  EXPECT_EQ(node->kwarg("name")->str(), "op1");
  EXPECT_EQ(parse("NodeUser(node=OUTPUT, can_inplace=False)").kwarg("node")->raw, "OUTPUT");
}

TEST(PythonRepr, RawExpressionsKeepTheirText) {
  EXPECT_EQ(parse("((d3 - 32)//64)").kind, ValueKind::Expr);
  EXPECT_EQ(parse("((d3 - 32)//64)").raw, "((d3 - 32)//64)");
  const Value call = parse("ModularIndexing(d3, 1, 32)");
  EXPECT_EQ(call.kind, ValueKind::Call);  // still available as text
  EXPECT_EQ(call.raw, "ModularIndexing(d3, 1, 32)");
  const Value sum = parse("32768*d0 + (ModularIndexing((d2 - 512), 1, 64)) + 8192*(ModularIndexing((d2 - 512), 64, 4))");
  EXPECT_EQ(sum.kind, ValueKind::Expr);
  const Value dep = parse("MemoryDep('buf32', 32768*d0 + 256*d1 + (ModularIndexing((d2 - 256), 1, 256)), {d0: 4})");
  EXPECT_EQ(dep.items[1].raw, "32768*d0 + 256*d1 + (ModularIndexing((d2 - 256), 1, 256))");
  // A call followed by more expression is an expression, not a call.
  const Value tail = parse("[ModularIndexing(d0, 1, 4) + 8, -x]");
  EXPECT_EQ(tail.items[0].kind, ValueKind::Expr);
  EXPECT_EQ(tail.items[0].raw, "ModularIndexing(d0, 1, 4) + 8");
  EXPECT_EQ(tail.items[1].raw, "-x");
}

TEST(PythonRepr, TuplesListsDictsSets) {
  const Value cpu = parse("((32,), (1024,))");
  ASSERT_EQ(cpu.kind, ValueKind::Tuple);
  ASSERT_EQ(cpu.items.size(), 2u);
  EXPECT_EQ(cpu.items[0].kind, ValueKind::Tuple);
  EXPECT_EQ(cpu.items[0].raw, "(32,)");
  EXPECT_EQ(cpu.items[1].items[0].raw, "1024");
  const Value sizes = parse("([64, 2048], [])");
  EXPECT_EQ(sizes.items[0].items.size(), 2u);
  EXPECT_EQ(sizes.items[1].kind, ValueKind::List);
  EXPECT_TRUE(sizes.items[1].items.empty());
  EXPECT_EQ(parse("(s77, 2048)").items[0].raw, "s77");
  EXPECT_EQ(parse("()").kind, ValueKind::Tuple);
  EXPECT_EQ(parse("{}").kind, ValueKind::Dict);
  const Value set = parse("{'buf0', 'buf1'}");
  EXPECT_EQ(set.kind, ValueKind::Set);
  EXPECT_EQ(set.items[1].str(), "buf1");
  EXPECT_EQ(parse("OrderedSet(['buf0'])").items[0].items[0].str(), "buf0");
}

TEST(PythonRepr, MultiLinePformatList) {
  const std::string text =
      "[   MemoryDep('buf5', 64*d0 + d1, {d0: 64, d1: 64}),\n"
      "        WeakDep(name='buf1', mutating_buf='buf6', is_fake=True),\n"
      "        WeakDep(name='buf5', mutating_buf='buf6', is_fake=True)]";
  const Value v = parse(text);
  ASSERT_EQ(v.kind, ValueKind::List);
  ASSERT_EQ(v.items.size(), 3u);
  EXPECT_EQ(v.items[2].kwarg("name")->str(), "buf5");
  EXPECT_EQ(v.rawText().find('\n'), std::string::npos);  // whitespace normalised
  // Trailing comma, as in `buf1.users = [\n NodeUser(...),\n]`.
  EXPECT_EQ(parse("[\n  a,\n  b,\n]").items.size(), 2u);
}

TEST(PythonRepr, StringsWithEscapesAndBrackets) {
  const Value v = parse("['it\\'s', \"a ] b\", '(x']");
  ASSERT_EQ(v.items.size(), 3u);
  EXPECT_EQ(v.items[0].str(), "it's");
  EXPECT_EQ(v.items[1].str(), "a ] b");
  EXPECT_EQ(v.items[2].str(), "(x");
}

TEST(PythonRepr, LayoutWithNestedDeviceCall) {
  const Value v = parse("MultiOutputLayout(device=device(type='cuda', index=0))");
  const Value* device = v.kwarg("device");
  ASSERT_NE(device, nullptr);
  EXPECT_EQ(device->text, "device");
  EXPECT_EQ(device->kwarg("type")->str(), "cuda");
  const Value fixed = parse("FixedLayout('cuda:0', torch.float32, size=[s77, 1], stride=[1, s77], offset=4)");
  EXPECT_EQ(fixed.items[1].raw, "torch.float32");
  EXPECT_EQ(fixed.kwarg("stride")->items[1].raw, "s77");
  EXPECT_EQ(fixed.kwarg("offset")->raw, "4");
}

TEST(PythonRepr, ErrorsCarryOffsets) {
  auto offsetOf = [](std::string_view text) -> long {
    try {
      parse(text);
    } catch (const ParseError& e) {
      return static_cast<long>(e.offset());
    }
    return -1;
  };
  EXPECT_EQ(offsetOf("[a, b"), 0);           // never closed
  EXPECT_EQ(offsetOf("[a, b)"), 5);          // mismatched
  EXPECT_EQ(offsetOf("f('abc)"), 2);         // unterminated string
  EXPECT_EQ(offsetOf("[a] )"), 4);           // stray closing bracket after the value
  EXPECT_EQ(offsetOf(""), 0);
  EXPECT_EQ(offsetOf("{a: 1, b}"), 8);       // dict entry without ':'
  EXPECT_GE(offsetOf(std::string(10000, '[')), 0);  // deep nesting is an error, not a stack overflow
}

TEST(PythonRepr, Helpers) {
  EXPECT_EQ(splitTopLevel("a, f(b, c), 'd,e', [x, y]"),
            (std::vector<std::string_view>{"a", "f(b, c)", "'d,e'", "[x, y]"}));
  EXPECT_EQ(bracketDelta("x = [f(a), '(' "), 1);
  EXPECT_EQ(bracketDelta("    ]"), -1);
  EXPECT_EQ(normalizeSpace("  a \n   b  "), "a b");
  EXPECT_EQ(trim(" \tx\n"), "x");
}
