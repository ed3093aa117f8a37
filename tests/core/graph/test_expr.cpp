// The index/size expression library: parsing Inductor's printed forms, canonical equality,
// evaluation with Python semantics and size hints, substitution and renaming.
#include <gtest/gtest.h>

#include <typeinfo>

#include "graph/bound_expr.h"
#include "graph/expr.h"

using namespace fusescope;

TEST(Expr, ParsesAndPrintsCanonically) {
  EXPECT_EQ(parseExpr("2048*d0 + d1").str(), parseExpr("d1 + d0*2048").str());
  EXPECT_EQ(parseExpr("2048*d0 + d1"), parseExpr("d1+2048*d0"));
  EXPECT_EQ(parseExpr("d0 - d0 + 3").str(), "3");
  EXPECT_EQ(parseExpr("(d0 + 1)*(d0 - 1)"), parseExpr("d0*d0 - 1"));
  EXPECT_EQ(parseExpr("-x"), Expr::constant(0) - Expr::symbol("x"));
  EXPECT_EQ(parseExpr("s0**2"), parseExpr("s0*s0"));
  EXPECT_NE(parseExpr("d0 + 1"), parseExpr("d0 + 2"));
}

TEST(Expr, FloorDivAndModularIndexing) {
  EXPECT_EQ(parseExpr("(s0//2)"), parseExpr("FloorDiv(s0, 2)"));
  EXPECT_EQ(parseExpr("FloorDiv(4*x + 8, 4)"), parseExpr("x + 2"));  // exact divisions cancel like sympy
  EXPECT_EQ(parseExpr("FloorDiv(7, 2)").str(), "3");
  EXPECT_EQ(parseExpr("FloorDiv(-7, 2)").str(), "-4");  // floors
  EXPECT_EQ(parseExpr("ModularIndexing(p0, 1, 1)").str(), "0");
  EXPECT_EQ(parseExpr("ModularIndexing(17, 4, 3)").str(), "1");
  auto e = parseExpr("64*ModularIndexing(p0, 8, 16) + FloorDiv(p1, 3)");
  EXPECT_EQ(e.evaluate({{{"p0", 100}, {"p1", 10}}, 8192}), 64 * ((100 / 8) % 16) + 3);
}

TEST(Expr, MinMaxAndUnaryMinus) {
  EXPECT_EQ(parseExpr("Min(3, 5)").str(), "3");
  EXPECT_EQ(parseExpr("Max(3, -5)").str(), "3");
  EXPECT_EQ(parseExpr("Min(s0, 16)"), parseExpr("Min(16, s0)"));
  EXPECT_EQ(parseExpr("Max(s0, 4, 9)").evaluate({{{"s0", 2}}, 1}), 9);
  EXPECT_EQ(parseExpr("-(a - b)"), parseExpr("b - a"));
  EXPECT_EQ(parseExpr("- -3").str(), "3");
}

TEST(Expr, EvaluatesWithHintsAndFallback) {
  SymbolValues v;
  v.values["s0"] = 10;
  EXPECT_EQ(parseExpr("s0*s1 + 1").evaluate(v), 10 * 8192 + 1);  // s1 takes the unbacked fallback 8192
  v.fallback = 2;
  EXPECT_EQ(parseExpr("s0*s1 + 1").evaluate(v), 21);
  EXPECT_EQ(parseExpr("-7 % 3").evaluate(), 2);  // Python modulo
  EXPECT_THROW(parseExpr("FloorDiv(x, y)").evaluate({{{"x", 1}, {"y", 0}}, 1}), std::domain_error);
}

TEST(Expr, SymbolsSubstitutionAndRenaming) {
  auto e = parseExpr("64*tmp0 + d1 + indirect0");
  EXPECT_EQ(e.freeSymbols(), (std::vector<std::string>{"d1", "indirect0", "tmp0"}));
  EXPECT_TRUE(e.hasSymbolContaining("tmp"));
  EXPECT_FALSE(parseExpr("d0 + d1").hasSymbolContaining("tmp"));
  auto r = parseExpr("2048*p0 + p1").rename({{"p0", "d0"}, {"p1", "d1"}});
  EXPECT_EQ(r, parseExpr("2048*d0 + d1"));
  auto s = parseExpr("x + y").substitute({{"x", parseExpr("2*y")}});
  EXPECT_EQ(s, parseExpr("3*y"));
  EXPECT_EQ(parseExpr("FloorDiv(x, 4)").substitute({{"x", Expr::constant(17)}}).str(), "4");
}

TEST(Expr, SubstitutionKeepsUntouchedTermsAndStaysCanonical) {
  // Terms without a replaced symbol (a Min of other symbols) are kept as they are; the renamed ones move
  // to their sorted place and merge: the result equals a fresh parse of the substituted text.
  const Expr e = parseExpr("64*Min(s0, 16) + 2*c1 + c0*s1 + FloorDiv(c0, 4)");
  EXPECT_EQ(e.rename({{"c0", "a0"}, {"c1", "z1"}}), parseExpr("64*Min(s0, 16) + 2*z1 + a0*s1 + FloorDiv(a0, 4)"));
  EXPECT_EQ(e.substitute({{"c1", parseExpr("32*Min(s0, 16)")}}), parseExpr("128*Min(s0, 16) + c0*s1 + FloorDiv(c0, 4)"));
  EXPECT_EQ(e.substitute({{"c0", Expr::constant(0)}}), parseExpr("64*Min(16, s0) + 2*c1"));
  EXPECT_EQ(e.substitute({{"s0", Expr::constant(8)}}), parseExpr("512 + 2*c1 + c0*s1 + FloorDiv(c0, 4)"));
  EXPECT_EQ(e.rename({{"unused", "x"}}), e);
}

// Dangling operators, doubled operators the scan must not read as `**` or `//`, numbers glued to names,
// decimals, literals beyond int64, unknown characters.
TEST(Expr, RejectsMalformedText) {
  for (const char* text : {"2*", "(d0 + 1", "1.5*x", "d0 $ d1", "x / / 2", "x * * 2", "x***2", "x %", "2x", "x +",
                           "x + ", "99999999999999999999*x", "1.5", "-"})
    EXPECT_THROW(parseExpr(text), ExprParseError) << text;
}

// The operator scan tells `**` from `*`, `//` from `/`, and skips the C locale's white space.
TEST(Expr, OperatorsAndWhiteSpace) {
  EXPECT_EQ(parseExpr("x**3").str(), parseExpr("x*x*x").str());
  EXPECT_EQ(parseExpr("2*x**2").str(), "2*x*x");
  EXPECT_EQ(parseExpr("7//2").str(), "3");
  EXPECT_EQ(parseExpr("-7//2").str(), "-4");
  EXPECT_EQ(parseExpr("8/2").str(), "4");
  EXPECT_EQ(parseExpr("7 % 3").str(), "1");
  EXPECT_EQ(parseExpr("x // 2").str(), "FloorDiv(x, 2)");
  EXPECT_EQ(parseExpr("\t2 *\n x\r+\v1\f").str(), "2*x + 1");
  EXPECT_EQ(parseExpr("a - b - c").str(), "a - b - c");
  EXPECT_EQ(parseExpr("a + -b + +c").str(), "a - b + c");
  EXPECT_EQ(parseExpr("x_1.y + 1").str(), "x_1.y + 1");  // dotted names are one symbol
}

// Negation and the calls the parser builds from operands it gives up: the same expressions as the
// operators and Expr's own functions build from operands they copy.
TEST(Expr, NegationAndCallsMatchTheOperators) {
  EXPECT_EQ(parseExpr("-(2*x - 3*y + 1)").str(), "-2*x + 3*y - 1");
  EXPECT_EQ(parseExpr("-(2*x - 3*y + 1)").str(), (-parseExpr("2*x - 3*y + 1")).str());
  EXPECT_EQ(parseExpr("--x").str(), "x");
  EXPECT_EQ(parseExpr("-(x - x)").str(), "0");
  EXPECT_EQ(parseExpr("-(3)").str(), "-3");
  EXPECT_EQ(parseExpr("a - (b - c)*d").str(), "a - b*d + c*d");
  const Expr x = Expr::symbol("x"), y = Expr::symbol("y");
  EXPECT_EQ(parseExpr("Min(y, 3, x)").str(), Expr::min(Expr::min(y, Expr::constant(3)), x).str());
  EXPECT_EQ(parseExpr("Max(x, x)").str(), "x");
  EXPECT_EQ(parseExpr("Min(4, 2, 7)").str(), "2");
  EXPECT_EQ(parseExpr("FloorDiv(6*x + 3, 3)").str(), "2*x + 1");
  EXPECT_EQ(parseExpr("(x + 1)//(x + 1)").str(), "1");
  EXPECT_EQ(parseExpr("(x + 1)//y").str(), Expr::floorDiv(x + Expr::constant(1), y).str());
  EXPECT_EQ(parseExpr("ModularIndexing(x + 1, 2, 8)").str(),
            Expr::modularIndexing(x + Expr::constant(1), Expr::constant(2), Expr::constant(8)).str());
  EXPECT_EQ(parseExpr("Identity(x*y)").str(), "x*y");
  // The public functions leave their operands as they were.
  const Expr sum = x + y;
  EXPECT_EQ(Expr::floorDiv(sum, y).str(), "FloorDiv(x + y, y)");
  EXPECT_EQ(Expr::max(sum, x).str(), "Max(x, x + y)");
  EXPECT_EQ(sum.str(), "x + y");
  EXPECT_EQ(sum.terms().size(), 2u);
}

// Sums of `k*name`, `name` and integers take a shortcut; in brackets the same text takes the
// recursive descent. Both must give the same expression, term for term.
TEST(Expr, LinearShortcutMatchesTheDescent) {
  for (const char* text : {"d0", "c0 + 10", "6144*d0 + 1536*d1 + 384*d2 + d3", "d0 + 32*d1", "-x", "-5", "-0", "0",
                           "5", "1*x", "0*x + y", "x + x", "x - x", "-2*x - 3 + x_1.y", "_a + 3*_a", "3*x - 3*x + 7",
                           "123456789012345678*x", "x + 123456789012345678", "-9223372036854775807 + x",
                           "9223372036854775807*x - 9223372036854775807*x"}) {
    const Expr fast = parseExpr(text);
    const Expr descent = parseExpr(std::string("(") + text + ")");
    EXPECT_EQ(fast.str(), descent.str()) << text;
    ASSERT_EQ(fast.terms().size(), descent.terms().size()) << text;
    for (size_t i = 0; i < fast.terms().size(); ++i) {
      EXPECT_EQ(fast.terms()[i].coefficient, descent.terms()[i].coefficient) << text;
      EXPECT_EQ(fast.terms()[i].factors.size(), descent.terms()[i].factors.size()) << text;
    }
    EXPECT_EQ(fast.freeSymbols(), descent.freeSymbols()) << text;
  }
  EXPECT_EQ(parseExpr("6144*d0 + 1536*d1 + d3").str(), "6144*d0 + 1536*d1 + d3");
  EXPECT_EQ(parseExpr("d1 + 2 + 3*d0").str(), "3*d0 + d1 + 2");
  // Text the shortcut leaves to the descent still parses (or fails) as before.
  EXPECT_EQ(parseExpr("2*x*y").str(), "2*x*y");
  EXPECT_EQ(parseExpr("x*2").str(), "2*x");
  EXPECT_EQ(parseExpr("2*x**2").str(), "2*x*x");
  EXPECT_EQ(parseExpr("x + -1").str(), "x - 1");
  EXPECT_EQ(parseExpr("1234567890123456789*x").str(), "1234567890123456789*x");
  EXPECT_EQ(parseExpr("x  +  1").str(), "x + 1");
}

// Terms sort by their factors' text (products by the joined text), the constant last, equal keys merged
// in order; a sum of many terms takes the other sort.
TEST(Expr, TermsSortMergeAndPrint) {
  EXPECT_EQ(parseExpr("c + b*a + 3 + a + b").str(), "a + a*b + b + c + 3");
  EXPECT_EQ(parseExpr("(c + b*a + 3 + a + b)").str(), "a + a*b + b + c + 3");
  EXPECT_EQ(parseExpr("b*a + a*b - 2*(a*b) + x").str(), "x");
  EXPECT_EQ(parseExpr("(a - a + a) + (b*c - c*b)").str(), "a");
  EXPECT_EQ(parseExpr("(x*x + 2 + x + x*x*x)").str(), "x + x*x + x*x*x + 2");
  std::string many, sorted;
  for (char c = 't'; c >= 'a'; --c) many += std::string(many.empty() ? "" : " + ") + "v" + c + "*w";
  for (char c = 'a'; c <= 't'; ++c) sorted += std::string(sorted.empty() ? "" : " + ") + "v" + c + "*w";
  EXPECT_EQ(parseExpr(many).str(), sorted);  // 20 terms
  EXPECT_EQ(parseExpr("(" + many + ") - (" + many + ")").str(), "0");
  EXPECT_EQ(parseExpr(many + " - " + many).str(), "2*va*w + 2*vb*w + 2*vc*w + 2*vd*w + 2*ve*w + 2*vf*w + 2*vg*w + 2*vh*w + "
                                                  "2*vi*w + 2*vj*w + 2*vk*w + 2*vl*w + 2*vm*w + 2*vn*w + 2*vo*w + 2*vp*w + "
                                                  "2*vq*w + 2*vr*w + 2*vs*w");  // only vt*w is subtracted
}

// The parser keeps each operand as bare canonical terms and prints only call arguments and the result:
// what it builds must be the Expr the operators build, term for term.
TEST(Expr, ParserMatchesTheOperators) {
  const Expr a = Expr::symbol("a"), b = Expr::symbol("b"), x = Expr::symbol("x"), two = Expr::constant(2);
  const auto same = [](const Expr& parsed, const Expr& built) {
    EXPECT_EQ(parsed.str(), built.str());
    ASSERT_EQ(parsed.terms().size(), built.terms().size()) << built.str();
    for (size_t i = 0; i < built.terms().size(); ++i) {
      EXPECT_EQ(parsed.terms()[i].coefficient, built.terms()[i].coefficient) << built.str();
      EXPECT_EQ(parsed.terms()[i].factors.size(), built.terms()[i].factors.size()) << built.str();
    }
  };
  same(parseExpr("(a + 1)*(b - 1)*2"), (a + Expr::constant(1)) * (b - Expr::constant(1)) * two);
  same(parseExpr("3*(a - a)*x"), Expr());                      // a product with 0
  same(parseExpr("x*(a + b) - (b + a)*x"), Expr());            // the terms cancel
  same(parseExpr("2*a*3*b*a"), Expr::constant(6) * a * a * b);  // repeated factors, sorted
  same(parseExpr("-(x*x) + x**2 + x**0"), Expr::constant(1));
  same(parseExpr("Min(Max(a, 3), Min(b, a + 1)) - 1"),
       Expr::min(Expr::max(a, Expr::constant(3)), Expr::min(b, a + Expr::constant(1))) - Expr::constant(1));
  same(parseExpr("Max(x, Min(x, 2), 2) + FloorDiv(6*x + 4, 2)"),
       Expr::max(Expr::max(x, Expr::min(x, two)), two) + Expr::floorDiv(Expr::constant(6) * x + Expr::constant(4), two));
  same(parseExpr("(x + 1)//(x + 1) + (a*b)//2 + ModularIndexing(2*x, 1, 4) % 3"),
       Expr::constant(1) + Expr::floorDiv(a * b, two) +
           Expr::call("Mod", {Expr::modularIndexing(two * x, Expr::constant(1), Expr::constant(4)), Expr::constant(3)}));
  same(parseExpr("- - -x*2"), -(-(-(x * two))));
  same(parseExpr("1024*Min(((x//2)) + 1, Min(16, (((x + 1)//2)) + 1) - 1) + 64*a"),
       Expr::constant(1024) * Expr::min(Expr::floorDiv(x, two) + Expr::constant(1),
                                        Expr::min(Expr::constant(16), Expr::floorDiv(x + Expr::constant(1), two) + Expr::constant(1)) -
                                            Expr::constant(1)) +
           Expr::constant(64) * a);
}

// Coefficients saturate while building (evaluation reports overflow), merging left to right.
TEST(Expr, ParserSaturatesCoefficients) {
  EXPECT_EQ(parseExpr("9223372036854775807*x*2").str(), "9223372036854775807*x");
  EXPECT_EQ(parseExpr("-(-9223372036854775807 - 1)*x").str(), "9223372036854775807*x");
  EXPECT_EQ(parseExpr("(9223372036854775807*x + 9223372036854775807*x) - 9223372036854775807*x").str(), "0");
  EXPECT_EQ(parseExpr("(-9223372036854775807 - 1)*x").str(), "-9223372036854775808*x");
  EXPECT_THROW(parseExpr("9223372036854775807*x*2").evaluate({{{"x", 2}}, 1}), std::overflow_error);
}

// The limits and the positions failures report stay as they were.
TEST(Expr, ParserLimitsAndFailurePositions) {
  const auto message = [](const std::string& text) {
    try {
      parseExpr(text);
    } catch (const ExprParseError& e) {
      return std::string(e.what());
    }
    return std::string("parsed");
  };
  // Each bracket is two levels of nesting (the atom and the factor in it), each sign one.
  EXPECT_EQ(message(std::string(99, '(') + "x" + std::string(99, ')')), "parsed");
  EXPECT_NE(message(std::string(100, '(') + "x" + std::string(100, ')')).find("' at 100: expression nested too deeply"),
            std::string::npos);
  EXPECT_EQ(message(std::string(198, '-') + "x"), "parsed");
  EXPECT_NE(message(std::string(199, '-') + "x").find("' at 199: expression nested too deeply"), std::string::npos);
  EXPECT_EQ(parseExpr("(a + b)**2**3*(a + b)**2**3").terms().size(), 17u);
  EXPECT_NE(message("(a+b+c+d+e+f+g+h)**4*(a+b+c+d+e+f+g+h)**4").find("' at 41: expression too large"), std::string::npos);
  EXPECT_NE(message("(a*b*c*d*e*f*g*h)**32*(a*b)").find("' at 27: expression too large"), std::string::npos);
  EXPECT_NE(message("x**65").find("' at 5: unsupported power"), std::string::npos);
  EXPECT_NE(message("FloorDiv(x, 0) ").find("' at 14: FloorDiv by zero"), std::string::npos);
  EXPECT_NE(message("x // 0 + 1").find("' at 7: FloorDiv by zero"), std::string::npos);
  EXPECT_NE(message("Min(a, b").find("' at 8: expected ')' after arguments of Min"), std::string::npos);
  EXPECT_NE(message("(a + b").find("' at 6: expected ')'"), std::string::npos);
  EXPECT_NE(message("a + ").find("' at 4: unexpected end"), std::string::npos);
}

// tryParseExpr's shortcut must refuse only what parseExpr refuses.
TEST(Expr, TryParseAgreesWithParse) {
  for (const char* text : {"(128,)", "()", "(128, 128)", "( )", "x, y", "Min(a, b)", "Min (a, (b))", "FloorDiv(x, 4) + 1",
                           "ModularIndexing(d0, 1, 64)", "f()", "(x)", "2*(3, 4)", "Max(1, (2, 3))", "a.b(c, d)", "(d0 + 1"}) {
    bool parses = true;
    try {
      parseExpr(text);
    } catch (const std::exception&) {
      parses = false;
    }
    auto tried = tryParseExpr(text);
    EXPECT_EQ(tried.has_value(), parses) << text;
    if (tried && parses) {
      EXPECT_EQ(tried->str(), parseExpr(text).str()) << text;
    }
  }
}

// BoundExpr evaluates as Expr::evaluate does, exceptions included.
TEST(Expr, BoundEvaluationMatchesEvaluate) {
  SymbolValues fixed;
  fixed.values["s0"] = 7;
  const std::vector<std::string> slots{"d0", "d1"};
  for (const char* text : {"2048*d0 + d1", "ModularIndexing(d0 + 3*d1, 2, 5) + s0*FloorDiv(d1, 3)", "Min(d0, d1) - Max(d1, s0)",
                           "u0 + d0", "FloorDiv(d0, d1)", "9223372036854775807*d0 + d1", "Abs(d0 - 10) + CeilDiv(d1, 4)"}) {
    const Expr e = parseExpr(text);
    const BoundExpr bound(e, slots, fixed);
    for (int64_t a : {0, 1, 5}) {
      for (int64_t b : {0, 2, 9}) {
        SymbolValues v = fixed;
        v.values["d0"] = a;
        v.values["d1"] = b;
        const int64_t values[] = {a, b};
        std::string want, got;
        try {
          want = std::to_string(e.evaluate(v));
        } catch (const std::exception& ex) {
          want = std::string("throws ") + typeid(ex).name();
        }
        try {
          got = std::to_string(bound.evaluate(values));
        } catch (const std::exception& ex) {
          got = std::string("throws ") + typeid(ex).name();
        }
        EXPECT_EQ(got, want) << text << " d0=" << a << " d1=" << b;
      }
    }
  }
}
