// How Expr builds its canonical form, shared by expr.cpp and the parser (expr_parser.cpp); not part of
// the Expr API. The arithmetic works on bare canonical terms and prints an Expr's text only where one is
// needed: the parser's intermediate results (each operand, each bracket) are never printed, only a call's
// arguments (which the call's atom keeps) and the result. The `...Tail` forms work on the terms from
// `start` to the end of a vector, so that the parser can keep all its operands in one.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/expr.h"
#include "graph/expr_atom.h"

namespace fusescope {

// A friend of Expr, so it can reach the private representation.
struct ExprBuilder {
  using Terms = std::vector<Expr::Term>;
  using AtomPtr = std::shared_ptr<const Expr::Atom>;

  // Canonical terms: each term's factors sorted by text; terms sorted by key (their factors' texts joined
  // by '*', the constant term last), equal keys merged left to right (saturating), zeros dropped.
  static void canonicalTail(Terms& terms, size_t start);
  static Terms canonical(Terms terms) {
    canonicalTail(terms, 0);
    return terms;
  }
  // The Expr of canonical terms, with its text printed.
  static Expr printed(Terms canonicalTerms);
  static Expr make(Terms terms) { return printed(canonical(std::move(terms))); }

  static const Terms& terms(const Expr& e) { return e.terms_; }
  static bool isConstant(std::span<const Expr::Term> t) { return t.empty() || (t.size() == 1 && t[0].factors.empty()); }
  static int64_t constantValue(std::span<const Expr::Term> t) { return t.empty() ? 0 : t[0].coefficient; }
  static Terms constantTerms(int64_t value);

  static Expr atom(AtomPtr a);
  static Terms atomTerms(AtomPtr a);  // the atom as a sum of one term, coefficient 1
  static AtomPtr symbolAtom(std::string_view name);  // the same atom again for a recent name (per thread)
  // coefficient*symbol as one term of a sum (what `k*name` parses to).
  static Expr::Term symbolTerm(std::string_view name, int64_t coefficient);

  // Arithmetic on canonical terms, giving canonical terms: what Expr's operators do, without the text.
  static void negateTail(Terms& terms, size_t start);
  // The product of [start, mid) and [mid, end), in their place.
  static void multiplyTail(Terms& terms, size_t start, size_t mid);
  static Terms product(Terms a, Terms b);

  // FloorDiv(a, d) for a = [start, end) where it simplifies without a call (a constant a, d == 1, an
  // exact division): true, with the quotient in a's place. Throws std::domain_error for d == 0.
  static bool simplifyFloorDivTail(Terms& terms, size_t start, int64_t d);
  // Expr::call and its named functions: append the canonical terms of the result to out. The arguments
  // are the call's own: moved in.
  // The named functions take exactly their arguments (FloorDiv: a, b; ModularIndexing: x, div, mod;
  // Min and Max: a, b), so that a call's argument list becomes its atom's without another vector.
  static void call(std::string_view name, std::vector<Expr> args, Terms& out);
  static void floorDiv(std::vector<Expr> ab, Terms& out);
  static void modularIndexing(std::vector<Expr> xdm, Terms& out);
  static void minMax(Expr::Func func, std::vector<Expr> ab, Terms& out);  // func: Min or Max

  // The argument list of a call, each Expr moved in where the caller gives it up (a copy costs a vector
  // of terms, one of factors and atomic reference counts).
  template <class... E>
  static std::vector<Expr> args(E&&... e) {
    std::vector<Expr> v;
    v.reserve(sizeof...(E));
    (v.push_back(std::forward<E>(e)), ...);
    return v;
  }

 private:
  static void appendTerms(Terms& out, Terms&& terms);
  static void appendConstant(Terms& out, int64_t value);
  static void appendCall(Terms& out, std::string_view name, Expr::Func func, std::vector<Expr> args);
};

}  // namespace fusescope
