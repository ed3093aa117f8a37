// Loop index inversion (config.loop_index_inversion_in_fusion): the index algebra of PyTorch 2.11's
// torch/_inductor/invert_expr_analysis.py and SizeVarAllocator.combine_modular_indexing_pairs
// (sizevars.py), on FuseScope's Expr. Scheduler.shared_data_after_inverting_indexing, which applies
// them to a node, is Scheduler211::sharedDataAfterInvertingIndexing (loop_inversion.cpp).
#pragma once

#include <optional>
#include <string>

#include "graph/expr.h"

namespace fusescope::sched::inductor211 {

// SizeVarAllocator.combine_modular_indexing_pairs: ModularIndexing(ModularIndexing(x, 1, a), 1, b) is
// ModularIndexing(x, 1, b) when x is a (non-negative) symbol, a and b positive integers and b divides a;
// anything else comes back unchanged.
Expr combineModularIndexingPairs(const Expr& index);

// invert_expr_analysis.generate_inverse_formula(expr, var) as PyTorch 2.11 has it (two arguments, no
// var_range; a constant term parses as Term(c, range=1, multiplier=0)): the reconstruction expression
// when expr is a mixed-radix sum of ModularIndexing(var, d, m), FloorDiv(ModularIndexing(var, 1, m), d)
// and FloorDiv(var, d) terms, else nullopt ("not invertible").
std::optional<Expr> generateInverseFormula(const Expr& expr, const std::string& var);

}  // namespace fusescope::sched::inductor211
