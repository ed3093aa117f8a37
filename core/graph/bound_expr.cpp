#include "graph/bound_expr.h"

#include <algorithm>
#include <span>

#include "graph/expr_atom.h"

namespace fusescope {

// Expr's sum of products, with each factor a slot, a fixed value or a call over bound arguments.
struct BoundExpr::Sum {
  struct Factor {
    int slot = -1;                                // >= 0: the slot's value
    int64_t value = 0;                            // a symbol's fixed value
    std::shared_ptr<const Expr::Atom> call;       // a call: its function, applied to args
    std::vector<Sum> args;
  };
  struct Term {
    int64_t coefficient = 1;
    std::vector<Factor> factors;
  };
  std::vector<Term> terms;
};

namespace {

BoundExpr::Sum bind(const Expr& e, const std::vector<std::string>& slots, const SymbolValues& fixed);

BoundExpr::Sum::Factor bindAtom(const std::shared_ptr<const Expr::Atom>& a, const std::vector<std::string>& slots,
                                const SymbolValues& fixed) {
  BoundExpr::Sum::Factor f;
  if (a->isSymbol) {
    auto it = std::find(slots.begin(), slots.end(), a->name);
    if (it != slots.end()) f.slot = static_cast<int>(it - slots.begin());
    else f.value = fixed.get(a->name);
    return f;
  }
  f.call = a;
  for (const auto& arg : a->args) f.args.push_back(bind(arg, slots, fixed));
  return f;
}

BoundExpr::Sum bind(const Expr& e, const std::vector<std::string>& slots, const SymbolValues& fixed) {
  BoundExpr::Sum s;
  for (const auto& t : e.terms()) {
    BoundExpr::Sum::Term bt;
    bt.coefficient = t.coefficient;
    for (const auto& f : t.factors) bt.factors.push_back(bindAtom(f, slots, fixed));
    s.terms.push_back(std::move(bt));
  }
  return s;
}

int64_t evalSum(const BoundExpr::Sum& s, const int64_t* v);

int64_t evalFactor(const BoundExpr::Sum::Factor& f, const int64_t* v) {
  if (!f.call) return f.slot >= 0 ? v[f.slot] : f.value;
  int64_t small[4];
  std::vector<int64_t> large;
  std::span<int64_t> args(small, f.args.size() <= 4 ? f.args.size() : 0);
  if (f.args.size() > 4) {
    large.resize(f.args.size());
    args = large;
  }
  for (size_t i = 0; i < f.args.size(); ++i) args[i] = evalSum(f.args[i], v);
  return exprmath::applyCall(*f.call, args);
}

int64_t evalSum(const BoundExpr::Sum& s, const int64_t* v) {
  int64_t sum = 0;
  for (const auto& t : s.terms) {
    int64_t p = t.coefficient;
    for (const auto& f : t.factors) p = exprmath::checkedMul(p, evalFactor(f, v));
    sum = exprmath::checkedAdd(sum, p);
  }
  return sum;
}

}  // namespace

BoundExpr::BoundExpr(const Expr& e, const std::vector<std::string>& slots, const SymbolValues& fixed)
    : root_(std::make_shared<const Sum>(bind(e, slots, fixed))) {}

int64_t BoundExpr::evaluate(const int64_t* slotValues) const { return evalSum(*root_, slotValues); }

}  // namespace fusescope
