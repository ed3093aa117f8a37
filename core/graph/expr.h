// A small sympy-like integer expression library for the index and size text Inductor prints
// (`2048*d0 + d1`, `ModularIndexing(p0, 1, 64)`, `(s0//2)`, `64*tmp0 + d1`, `Min(s0, 16)`).
// Expressions are kept in a canonical sum-of-products form so that structurally equal expressions
// print identically (equality = canonical text equality); evaluation uses Python's floor semantics.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

struct ExprParseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Values for free symbols. Symbols without a value use `fallback`, like Inductor's size hint for
// unbacked symbols (`unbacked_symint_fallback` = 8192).
struct SymbolValues {
  std::map<std::string, int64_t, std::less<>> values;
  int64_t fallback = 8192;
  int64_t get(std::string_view name) const {
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
  }
};

class Expr {
 public:
  enum class Func { FloorDiv, ModularIndexing, Min, Max, Other };

  Expr() = default;  // the constant 0
  static Expr constant(int64_t value);
  static Expr symbol(std::string name);
  static Expr floorDiv(const Expr& a, const Expr& b);
  static Expr modularIndexing(const Expr& x, const Expr& div, const Expr& mod);
  static Expr min(const Expr& a, const Expr& b);
  static Expr max(const Expr& a, const Expr& b);
  static Expr call(const std::string& name, std::vector<Expr> args);  // any function, kept opaque

  friend Expr operator+(const Expr& a, const Expr& b);
  friend Expr operator-(const Expr& a, const Expr& b);
  friend Expr operator*(const Expr& a, const Expr& b);
  friend Expr operator-(const Expr& a);

  bool isConstant() const;
  int64_t constantValue() const;  // 0 for the empty sum; only meaningful when isConstant()
  // Evaluates with Python semantics (`//` floors, `%` takes the divisor's sign). Throws
  // std::domain_error on division by zero or on a function it cannot evaluate, std::overflow_error when
  // the value does not fit in int64. (Building expressions never overflows: coefficients saturate.)
  int64_t evaluate(const SymbolValues& values = {}) const;

  const std::string& str() const { return text_; }  // canonical text
  std::vector<std::string> freeSymbols() const;     // sorted, unique
  bool hasSymbolContaining(std::string_view pattern) const;  // seed's free_symbol_has(index, "tmp")
  Expr substitute(const std::map<std::string, Expr, std::less<>>& replacements) const;
  Expr rename(const std::map<std::string, std::string, std::less<>>& names) const;

  friend bool operator==(const Expr& a, const Expr& b) { return a.text_ == b.text_; }
  friend std::strong_ordering operator<=>(const Expr& a, const Expr& b) { return a.text_ <=> b.text_; }

  // Internal representation (public so the parser and printer in expr.cpp can share it).
  struct Atom;  // a symbol or a function call
  struct Term {
    int64_t coefficient = 1;
    std::vector<std::shared_ptr<const Atom>> factors;  // sorted by canonical text; repeated for powers
  };
  const std::vector<Term>& terms() const { return terms_; }

 private:
  std::vector<Term> terms_;  // sorted, no zero coefficients, no two terms with the same factors
  std::string text_ = "0";

  static Expr fromTerms(std::vector<Term> terms);
  friend struct ExprBuilder;
};

// Parses Inductor's printed form. Accepts integers, symbols, + - * `//` `/` (integer division of
// exact multiples) `%` `**` (non-negative integer powers), parentheses, unary minus and calls such as
// FloorDiv(a, b), ModularIndexing(x, div, mod), Min/Max(a, b, ...). Throws ExprParseError, also for
// literals beyond int64, nesting deeper than 200 levels and expressions that would grow too large.
Expr parseExpr(std::string_view text);

// parseExpr, or nullopt where it throws. Text that certainly does not parse (a comma or an empty pair of
// brackets outside a call's arguments, like the CPU backend's `(128, 128)` groups) is refused without
// running the parser: unwinding its exception costs far more than the parse.
std::optional<Expr> tryParseExpr(std::string_view text);

}  // namespace fusescope
