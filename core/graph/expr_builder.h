// How Expr builds its canonical form, shared by expr.cpp and the parser (expr_parser.cpp); not part of
// the Expr API. The arithmetic works on bare canonical terms and prints an Expr's text only where one is
// needed: the parser's intermediate results (each operand, each bracket) are never printed, only a call's
// arguments (which the call's atom keeps) and the result.
#pragma once

#include <cstdint>
#include <memory>
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
  static Terms canonical(Terms terms);
  // The Expr of canonical terms, with its text printed.
  static Expr printed(Terms canonicalTerms);
  static Expr make(Terms terms) { return printed(canonical(std::move(terms))); }

  static const Terms& terms(const Expr& e) { return e.terms_; }
  static Terms takeTerms(Expr&& e) { return std::move(e.terms_); }  // e is discarded after
  static bool isConstant(const Terms& t) { return t.empty() || (t.size() == 1 && t[0].factors.empty()); }
  static int64_t constantValue(const Terms& t) { return t.empty() ? 0 : t[0].coefficient; }
  static Terms constantTerms(int64_t value);

  static Expr atom(AtomPtr a);
  static Terms atomTerms(AtomPtr a);  // the atom as a sum of one term, coefficient 1
  // coefficient*symbol as one term of a sum (what `k*name` parses to).
  static Expr::Term symbolTerm(std::string_view name, int64_t coefficient);

  // Arithmetic on canonical terms, giving canonical terms: what Expr's operators do, without the text.
  static Terms negated(Terms t);
  static Terms product(Terms a, Terms b);

  // FloorDiv(a, d) where it simplifies without a call (a constant a, d == 1, an exact division):
  // true, with a holding the quotient. Throws std::domain_error for d == 0.
  static bool simplifyFloorDiv(Terms& a, int64_t d);
  // Expr::call and its named functions, as canonical terms. The arguments are the call's own: moved in.
  static Terms call(std::string_view name, std::vector<Expr> args);
  static Terms floorDiv(Expr a, Expr b);
  static Terms modularIndexing(Expr x, Expr div, Expr mod);
  static Terms minMax(Expr::Func func, Expr a, Expr b);  // func: Min or Max

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
  static Terms callAtom(std::string_view name, Expr::Func func, std::vector<Expr> args);
};

}  // namespace fusescope
