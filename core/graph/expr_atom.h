// Expr's atoms and the integer arithmetic of its evaluation, shared by expr.cpp, the parser and
// bound_expr.cpp (not part of the Expr API).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/expr.h"

namespace fusescope {

struct Expr::Atom {
  Atom() = default;
  // Each member built in place: assigning the strings afterwards (basic_string::_M_replace) costs more
  // than the rest of the atom, and the parser builds one per symbol and call it reads.
  Atom(bool symbol, std::string_view atomName, Expr::Func atomFunc, std::vector<Expr> atomArgs, std::string atomText)
      : isSymbol(symbol), name(atomName), func(atomFunc), args(std::move(atomArgs)), text(std::move(atomText)) {}

  bool isSymbol = true;
  std::string name;              // symbol name or function name
  Expr::Func func = Expr::Func::Other;
  std::vector<Expr> args;
  std::string text;              // canonical text
};

namespace exprmath {

// int64 arithmetic that throws std::overflow_error instead of wrapping.
int64_t checkedAdd(int64_t a, int64_t b);
int64_t checkedMul(int64_t a, int64_t b);
int64_t checkedNeg(int64_t a);
// A call atom's value from its arguments' values (std::domain_error for one FuseScope cannot evaluate).
int64_t applyCall(const Expr::Atom& a, std::span<const int64_t> args);

}  // namespace exprmath

}  // namespace fusescope
