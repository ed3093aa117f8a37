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

namespace {

// The one walk over the terms both questions need. False unless `index` is affine in `vars` and no
// evaluation with loop variables up to varBound (other symbols at their hint) can overflow; with
// `strides`, also each variable's stride, read off the terms.
bool walkAffine(const Expr& index, const std::vector<std::string>& vars, const SymbolValues& hints,
                int64_t varBound, std::vector<int64_t>* strides) {
  if (strides) strides->assign(vars.size(), 0);
  Int128 total = 0;
  for (const auto& t : index.terms()) {
    // Evaluation multiplies the coefficient by each factor in turn, then adds: bounding every factor by
    // max(|value|, 1) bounds each intermediate product and partial sum as well.
    Int128 bound = magnitude(t.coefficient);
    Int128 product = t.coefficient;  // the term without its loop variable: the variable's stride
    size_t loopVar = vars.size();
    for (const auto& f : t.factors) {
      if (!f->isSymbol) return false;
      const auto it = std::find(vars.begin(), vars.end(), f->name);
      if (it != vars.end()) {
        if (loopVar != vars.size()) return false;  // a product of loop variables, or a power
        loopVar = static_cast<size_t>(it - vars.begin());
        bound *= std::max<Int128>(magnitude(varBound), 1);
      } else {
        const int64_t v = hints.get(f->name);
        bound *= std::max<Int128>(magnitude(v), 1);
        product *= v;
      }
      if (bound > kLimit) return false;
    }
    if ((total += bound) > kLimit) return false;
    if (strides && loopVar < vars.size()) (*strides)[loopVar] += static_cast<int64_t>(product);  // |sum| <= total
  }
  return true;
}

}  // namespace

bool affineProbesImplied(const Expr& index, const std::vector<std::string>& vars, const SymbolValues& hints,
                         int64_t varBound) {
  return walkAffine(index, vars, hints, varBound, nullptr);
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
  std::vector<int64_t> strides;
  if (!walkAffine(index, vars, hints, 1, &strides)) return std::nullopt;  // loop variables at 0 or 1
  return strides;
}

}  // namespace fusescope::sched::inductor211
