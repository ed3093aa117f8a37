// An expression's structure as sympy shows it, for ports of Inductor's pattern matching on index
// expressions (invert_expr_analysis.py, SizeVarAllocator.combine_modular_indexing_pairs).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "graph/expr.h"

namespace fusescope {

// sympy.Add.make_args: the terms of a sum, else the expression itself (0 has none).
std::vector<Expr> addArgs(const Expr& e);
// Expr.as_coeff_mul() of one term: its integer coefficient and its other factors (a sum is one factor).
std::pair<int64_t, std::vector<Expr>> asCoeffMul(const Expr& e);
// isinstance(e, FloorDiv / ModularIndexing / ...) and isinstance(e, sympy.Symbol): a bare call or symbol
// (coefficient 1, one factor).
bool isCall(const Expr& e, Expr::Func func);
bool isSymbol(const Expr& e);
std::vector<Expr> callArgs(const Expr& e);  // a bare call's arguments, else none

}  // namespace fusescope
