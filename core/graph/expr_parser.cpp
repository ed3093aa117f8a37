// Parser of Inductor's printed index and size text: recursive descent over Python's precedence
// (+ - < * / // % < unary - < **). Each rule returns the canonical terms of what it read; only a call's
// arguments and the result are printed (see expr_builder.h).
#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "graph/expr.h"
#include "graph/expr_builder.h"

namespace fusescope {

namespace {

using Terms = ExprBuilder::Terms;

// Hostile text must not exhaust the stack (each nesting level is a few parser frames) or build an
// expression that grows exponentially (`(a + b)**64`, products of sums); real index text stays far below.
constexpr int kMaxNesting = 200;
constexpr size_t kMaxTerms = 4096;
constexpr size_t kMaxFactors = 256;

// The "C" locale's character classes, inline: the library calls cost more than the rest of the scan.
bool isSpaceC(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool isDigitC(char c) { return c >= '0' && c <= '9'; }
bool isAlphaC(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isIdentC(char c) { return isAlphaC(c) || isDigitC(c) || c == '_' || c == '.'; }

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Expr parseAll() {
    if (auto e = parseLinear()) return std::move(*e);
    try {
      Terms e = parseSum();
      skipSpace();
      if (pos_ != s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
      return ExprBuilder::printed(std::move(e));
    } catch (const std::domain_error& e) {
      fail(e.what());  // e.g. `x // 0`: still a parse of bad text, reported as such
    }
  }

 private:
  std::string_view s_;
  size_t pos_ = 0;
  int depth_ = 0;

  // Most index text is a sum of `k*name`, `name` and integer terms printed as Inductor prints them
  // (`6144*d0 + 1536*d1 + d3`, `-x + 2`): those terms are gathered straight into one canonical sum,
  // the same Expr the recursive descent builds through an Expr per token. Anything else (other
  // spacing, brackets, calls, other operators, long literals) is left to the descent: nullopt.
  std::optional<Expr> parseLinear() const {
    size_t count = 0;
    std::string_view lastName;
    int64_t lastCoefficient = 0;
    if (!scanLinear([&](std::string_view name, int64_t coefficient) {
          ++count;
          lastName = name;
          lastCoefficient = coefficient;
        }))
      return std::nullopt;  // no allocation
    // One term: the Expr the descent's leaves build (a sum would cost a sort and a print for nothing).
    if (count == 1 && lastName.empty()) return Expr::constant(lastCoefficient);
    if (count == 1 && lastCoefficient == 1) return Expr::symbol(std::string(lastName));
    std::vector<Expr::Term> terms;
    terms.reserve(count);
    scanLinear([&terms](std::string_view name, int64_t coefficient) {
      if (name.empty()) {
        Expr::Term t;
        t.coefficient = coefficient;
        terms.push_back(std::move(t));
      } else {
        terms.push_back(ExprBuilder::symbolTerm(name, coefficient));
      }
    });
    return ExprBuilder::make(std::move(terms));
  }

  // Calls term(name, coefficient) for each term (name empty for an integer); false where the text is
  // not such a sum (some terms may have been reported by then).
  template <class Term>
  bool scanLinear(const Term& term) const {
    const std::string_view s = s_;
    size_t i = 0;
    bool negative = !s.empty() && s[0] == '-';
    if (negative) ++i;
    for (;;) {
      int64_t coefficient = 1;
      bool number = false;
      if (i < s.size() && isDigitC(s[i])) {
        const size_t start = i;
        while (i < s.size() && isDigitC(s[i])) ++i;
        if (i - start > 18) return false;  // could overflow int64: the descent reports it
        int64_t v = 0;  // at most 18 digits: below 10^18, no overflow on the way
        for (size_t k = start; k < i; ++k) v = v * 10 + (s[k] - '0');
        coefficient = v;
        number = true;
        if (i < s.size() && s[i] == '*') {
          ++i;
          if (i >= s.size() || !(isAlphaC(s[i]) || s[i] == '_')) return false;  // `**`, `2*(..)`, ...
          number = false;
        }
      }
      if (negative) coefficient = -coefficient;
      if (number) {
        term(std::string_view(), coefficient);
      } else {
        if (i >= s.size() || !(isAlphaC(s[i]) || s[i] == '_')) return false;
        const size_t start = i;
        while (i < s.size() && isIdentC(s[i])) ++i;
        if (i < s.size() && s[i] != ' ') return false;  // a call, a product, ...
        term(s.substr(start, i - start), coefficient);
      }
      if (i == s.size()) return true;
      if (s.size() - i < 4 || s[i] != ' ' || (s[i + 1] != '+' && s[i + 1] != '-') || s[i + 2] != ' ') return false;
      negative = s[i + 1] == '-';
      i += 3;
    }
  }

  // Counts one level of nesting (a bracket, a unary sign, a call) for the lifetime of the guard.
  struct Nested {
    explicit Nested(Parser& p) : parser(p) {
      if (++parser.depth_ > kMaxNesting) parser.fail("expression nested too deeply");
    }
    ~Nested() { --parser.depth_; }
    Parser& parser;
  };

  Terms product(Terms a, Terms b) {
    const auto& ta = a;
    const auto& tb = b;
    size_t factors = 0;
    for (const auto& t : ta) factors = std::max(factors, t.factors.size());
    size_t factorsB = 0;
    for (const auto& t : tb) factorsB = std::max(factorsB, t.factors.size());
    if (std::max<size_t>(ta.size(), 1) * std::max<size_t>(tb.size(), 1) > kMaxTerms || factors + factorsB > kMaxFactors)
      fail("expression too large");
    return ExprBuilder::product(std::move(a), std::move(b));
  }

  [[noreturn]] void fail(const std::string& what) const {
    throw ExprParseError("cannot parse expression '" + std::string(s_) + "' at " + std::to_string(pos_) + ": " + what);
  }
  void skipSpace() {
    while (pos_ < s_.size() && isSpaceC(s_[pos_])) ++pos_;
  }
  bool accept(char c) {
    skipSpace();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool accept(std::string_view tok) {
    skipSpace();
    if (s_.substr(pos_, tok.size()) == tok) {
      pos_ += tok.size();
      return true;
    }
    return false;
  }
  bool peek(std::string_view tok) {
    skipSpace();
    return s_.substr(pos_, tok.size()) == tok;
  }

  // The operands' terms are gathered and made canonical once: the same terms as folding `+`, since the
  // sort is stable and equal keys merge left to right.
  Terms parseSum() {
    Terms terms = parseProduct();
    if (!peek("+") && !peek("-")) return terms;
    for (;;) {
      Terms more;
      if (accept('+')) {
        more = parseProduct();
      } else if (accept('-')) {
        more = ExprBuilder::negated(parseProduct());
      } else {
        return ExprBuilder::canonical(std::move(terms));
      }
      terms.insert(terms.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
  }

  Terms parseProduct() {
    Terms e = parseUnary();
    for (;;) {
      skipSpace();
      if (pos_ >= s_.size()) return e;
      const char c = s_[pos_];
      const bool doubled = pos_ + 1 < s_.size() && s_[pos_ + 1] == c;
      if (c == '*' && doubled) return e;  // `**`: handled in parsePower
      if (c == '/' && doubled) {
        pos_ += 2;
        e = floorDiv(std::move(e), parseUnary());
      } else if (c == '*') {
        ++pos_;
        e = product(std::move(e), parseUnary());
      } else if (c == '/') {
        ++pos_;
        e = floorDiv(std::move(e), parseUnary());  // exact divisions in index text
      } else if (c == '%') {
        ++pos_;
        Terms rhs = parseUnary();
        e = ExprBuilder::call("Mod", ExprBuilder::args(ExprBuilder::printed(std::move(e)), ExprBuilder::printed(std::move(rhs))));
      } else {
        return e;
      }
    }
  }

  // FloorDiv by an integer mostly simplifies without the operands' text.
  static Terms floorDiv(Terms a, Terms b) {
    if (ExprBuilder::isConstant(b) && ExprBuilder::simplifyFloorDiv(a, ExprBuilder::constantValue(b))) return a;
    return ExprBuilder::floorDiv(ExprBuilder::printed(std::move(a)), ExprBuilder::printed(std::move(b)));
  }

  Terms parseUnary() {
    Nested nested(*this);
    if (accept('-')) return ExprBuilder::negated(parseUnary());
    if (accept('+')) return parseUnary();
    return parsePower();
  }

  Terms parsePower() {
    Terms base = parseAtom();
    if (accept("**")) {
      const Terms exp = parseUnary();
      const int64_t n = ExprBuilder::constantValue(exp);
      if (!ExprBuilder::isConstant(exp) || n < 0 || n > 64) fail("unsupported power");
      Terms r = ExprBuilder::constantTerms(1);
      for (int64_t i = 0; i < n; ++i) r = product(std::move(r), base);
      return r;
    }
    return base;
  }

  Terms parseAtom() {
    skipSpace();
    if (pos_ >= s_.size()) fail("unexpected end");
    char c = s_[pos_];
    Nested nested(*this);
    if (c == '(') {
      ++pos_;
      Terms e = parseSum();
      if (!accept(')')) fail("expected ')'");
      return e;
    }
    if (isDigitC(c)) {
      size_t start = pos_;
      while (pos_ < s_.size() && isDigitC(s_[pos_])) ++pos_;
      if (pos_ < s_.size() && s_[pos_] == '.') fail("non-integer literal");
      int64_t v = 0;
      for (size_t i = start; i < pos_; ++i)
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, s_[i] - '0', &v)) fail("integer literal out of range");
      return ExprBuilder::constantTerms(v);
    }
    if (isAlphaC(c) || c == '_') {
      size_t start = pos_;
      while (pos_ < s_.size() && isIdentC(s_[pos_])) ++pos_;
      const std::string_view name = s_.substr(start, pos_ - start);
      if (accept('(')) {
        std::vector<Expr> args;  // printed: the call's atom keeps them
        args.reserve(3);         // Min, Max, FloorDiv: 2; ModularIndexing: 3
        if (!accept(')')) {
          do {
            args.push_back(ExprBuilder::printed(parseSum()));
          } while (accept(','));
          if (!accept(')')) fail("expected ')' after arguments of " + std::string(name));
        }
        return ExprBuilder::call(name, std::move(args));
      }
      Terms symbol;
      symbol.push_back(ExprBuilder::symbolTerm(name, 1));
      return symbol;
    }
    fail("unexpected '" + std::string(1, c) + "'");
  }
};

}  // namespace

Expr parseExpr(std::string_view text) { return Parser(text).parseAll(); }

namespace {

// Whether the parser would certainly fail: it consumes a comma only between the arguments of a call,
// whose '(' follows an identifier, and a bracket that opens no call must hold an expression.
bool certainlyUnparsable(std::string_view s) {
  // Per unclosed '(', innermost in bit 0: whether it opens a call. Past 64 open brackets the parser
  // decides (a bit stack instead of a vector: this runs on every text, most of which parse).
  uint64_t opensCall = 0;
  size_t open = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(') {
      size_t before = i;
      while (before > 0 && isSpaceC(s[before - 1])) --before;
      const bool call = before > 0 && isIdentC(s[before - 1]);
      size_t after = i + 1;
      while (after < s.size() && isSpaceC(s[after])) ++after;
      if (!call && after < s.size() && s[after] == ')') return true;
      if (open == 64) return false;
      opensCall = opensCall << 1 | (call ? 1 : 0);
      ++open;
    } else if (c == ')') {
      if (open > 0) {
        opensCall >>= 1;
        --open;
      }
    } else if (c == ',' && (open == 0 || (opensCall & 1) == 0)) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::optional<Expr> tryParseExpr(std::string_view text) {
  if (certainlyUnparsable(text)) return std::nullopt;
  try {
    return parseExpr(text);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace fusescope
