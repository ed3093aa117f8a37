// An Expr with its symbols resolved once, for callers that probe one expression many times (loop
// merging evaluates each index with a few hundred assignments of its loop variables).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "graph/expr.h"

namespace fusescope {

class BoundExpr {
 public:
  // Symbols named in `slots` (distinct names) read their value from the array given to evaluate; the
  // others take their value in `fixed` now.
  BoundExpr(const Expr& e, const std::vector<std::string>& slots, const SymbolValues& fixed);
  // What Expr::evaluate gives with those values: the same checked arithmetic in the same order, throwing
  // the same way, without finding symbols by name.
  int64_t evaluate(const int64_t* slotValues) const;

  struct Sum;

 private:
  std::shared_ptr<const Sum> root_;
};

}  // namespace fusescope
