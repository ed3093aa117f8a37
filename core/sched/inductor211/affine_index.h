// What an index affine in its loop variables lets the loop algebra compute directly instead of by
// evaluating it: its strides, and whether loop merging's probes can disagree with them.
//
// SizeVarAllocator._simplify_loops merges loop b into loop a when
// stride_a * size_a == stride_b and sympy proves index(va = m1*size_a, vb = m2) == index(0, m1 + m2);
// FuseScope checks the second part numerically, probing a few values of m1, m2 and the other variables.
// For an index affine in the loop variables both sides differ by m1 * (stride_a * size_a - stride_b)
// exactly, so the probes can only agree with the stride check, unless a probe overflows int64, which
// these bounds rule out first.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "graph/expr.h"

namespace fusescope::sched::inductor211 {

// The largest value a merge probe gives a loop variable with these sizes: 3 * (a size, which merging
// only grows up to the product of all sizes) + 8; nullopt when that does not fit in int64.
std::optional<int64_t> mergeProbeValueBound(const std::vector<int64_t>& sizes);

// True when `index` is affine in `vars` (no calls; each term has at most one loop variable, to the first
// power) and no probe with loop variables up to `varBound` (other symbols at their hint) can overflow.
bool affineProbesImplied(const Expr& index, const std::vector<std::string>& vars, const SymbolValues& hints,
                         int64_t varBound);

// The same for sum(coefficients[i] * vars[i]) (the contiguous formula): true when no probe overflows.
bool linearProbesImplied(const std::vector<int64_t>& coefficients, int64_t varBound);

// index(vars[i] = 1, other vars 0) - index(all vars 0) for each i, read off the terms, with other symbols
// at their hint: what evaluating gives when `index` is affine in `vars` (distinct names) and no
// evaluation with loop variables in {0, 1} can overflow; nullopt otherwise (then evaluate).
std::optional<std::vector<int64_t>> affineStrides(const Expr& index, const std::vector<std::string>& vars,
                                                  const SymbolValues& hints);

}  // namespace fusescope::sched::inductor211
