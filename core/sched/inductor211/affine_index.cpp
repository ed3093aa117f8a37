#include "sched/inductor211/affine_index.h"

#include <algorithm>
#include <limits>

#include "graph/expr_atom.h"

namespace fusescope::sched::inductor211 {

namespace {

__extension__ using Int128 = __int128;  // a GCC/clang extension: -Wpedantic would flag the bare name
constexpr Int128 kLimit = std::numeric_limits<int64_t>::max();

Int128 magnitude(int64_t v) { return v < 0 ? -static_cast<Int128>(v) : static_cast<Int128>(v); }

}  // namespace

std::optional<int64_t> mergeProbeValueBound(const std::vector<int64_t>& sizes) {
  Int128 bound = 3;
  for (int64_t x : sizes) {
    bound *= std::max<int64_t>(x, 1);  // both factors below 2^63: no 128-bit overflow
    if (bound > kLimit) return std::nullopt;
  }
  bound += 8;
  if (bound > kLimit) return std::nullopt;
  return static_cast<int64_t>(bound);
}

bool affineProbesImplied(const Expr& index, const std::vector<std::string>& vars, const SymbolValues& hints,
                         int64_t varBound) {
  Int128 total = 0;
  for (const auto& t : index.terms()) {
    // Evaluation multiplies the coefficient by each factor in turn, then adds: bounding every factor by
    // max(|value|, 1) bounds each intermediate product and partial sum as well.
    Int128 product = magnitude(t.coefficient);
    int loopFactors = 0;
    for (const auto& f : t.factors) {
      if (!f->isSymbol) return false;
      const bool loopVar = std::find(vars.begin(), vars.end(), f->name) != vars.end();
      if (loopVar && ++loopFactors > 1) return false;  // a product of loop variables, or a power
      product *= std::max<Int128>(loopVar ? magnitude(varBound) : magnitude(hints.get(f->name)), 1);
      if (product > kLimit) return false;
    }
    total += product;
    if (total > kLimit) return false;
  }
  return true;
}

bool linearProbesImplied(const std::vector<int64_t>& coefficients, int64_t varBound) {
  Int128 total = 0;
  for (int64_t c : coefficients) {
    total += magnitude(c) * magnitude(varBound);
    if (total > kLimit) return false;
  }
  return true;
}

std::optional<std::vector<int64_t>> affineStrides(const Expr& index, const std::vector<std::string>& vars,
                                                  const SymbolValues& hints) {
  if (!affineProbesImplied(index, vars, hints, 1)) return std::nullopt;  // affine, and no overflow at 0/1
  std::vector<int64_t> strides(vars.size(), 0);
  for (const auto& t : index.terms()) {
    int64_t product = t.coefficient;  // cannot overflow: bounded above
    size_t loopVar = vars.size();
    for (const auto& f : t.factors) {
      const auto it = std::find(vars.begin(), vars.end(), f->name);
      if (it != vars.end()) loopVar = static_cast<size_t>(it - vars.begin());
      else product *= hints.get(f->name);
    }
    if (loopVar < vars.size()) strides[loopVar] += product;  // each |stride| is below the bound's sum
  }
  return strides;
}

}  // namespace fusescope::sched::inductor211
