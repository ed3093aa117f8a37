// Expr's atoms and the integer arithmetic of its evaluation, shared by expr.cpp and bound_expr.cpp (not
// part of the Expr API).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "graph/expr.h"

namespace fusescope {

struct Expr::Atom {
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
