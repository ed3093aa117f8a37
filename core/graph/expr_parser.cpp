// Parser of Inductor's printed index and size text: recursive descent over Python's precedence
// (+ - < * / // % < unary - < **). Each rule leaves the canonical terms of what it read at the end of one
// vector for the whole parse; only a call's arguments and the result are printed (see expr_builder.h).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
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
      terms_.reserve(8);
      parseSum();  // stops at the first character after white space it cannot read
      if (pos_ != s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
      return ExprBuilder::printed(std::move(terms_));
    } catch (const std::domain_error& e) {
      fail(e.what());  // e.g. `x // 0`: still a parse of bad text, reported as such
    }
  }

 private:
  std::string_view s_;
  size_t pos_ = 0;
  int depth_ = 0;
  Terms terms_;  // the operands read so far, innermost last

  // Most index text is a sum of `k*name`, `name` and integer terms printed as Inductor prints them
  // (`6144*d0 + 1536*d1 + d3`, `-x + 2`): those terms are gathered straight into one canonical sum,
  // the same Expr the recursive descent builds, without its rules. Anything else (other
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

  // Counts one level of nesting (a bracket, a call) for the lifetime of the guard.
  struct Nested {
    explicit Nested(Parser& p) : parser(p) {
      if (++parser.depth_ > kMaxNesting) parser.fail("expression nested too deeply");
    }
    ~Nested() { --parser.depth_; }
    Parser& parser;
  };

  // Hostile text must not multiply out to an exponentially large expression: the product of a and b
  // (each canonical terms) is refused where it would hold too many terms or too long a term.
  void checkProductSize(std::span<const Expr::Term> a, std::span<const Expr::Term> b) const {
    size_t factorsA = 0;
    for (const auto& t : a) factorsA = std::max(factorsA, t.factors.size());
    size_t factorsB = 0;
    for (const auto& t : b) factorsB = std::max(factorsB, t.factors.size());
    if (std::max<size_t>(a.size(), 1) * std::max<size_t>(b.size(), 1) > kMaxTerms || factorsA + factorsB > kMaxFactors)
      fail("expression too large");
  }

  [[noreturn]] void fail(const std::string& what) const {
    throw ExprParseError("cannot parse expression '" + std::string(s_) + "' at " + std::to_string(pos_) + ": " + what);
  }
  // The next character after white space (skipped); '\0' at the end, where no operator matches either.
  char next() {
    for (; pos_ < s_.size(); ++pos_) {
      const char c = s_[pos_];
      // Every white space character is at most ' ': one comparison for the usual non-space.
      if (static_cast<unsigned char>(c) > ' ' || !isSpaceC(c)) return c;
    }
    return '\0';
  }

  // The terms from start to the end of terms_, moved out into an Expr of their own.
  Expr takePrinted(size_t start) {
    Terms t(std::make_move_iterator(terms_.begin() + static_cast<std::ptrdiff_t>(start)), std::make_move_iterator(terms_.end()));
    terms_.resize(start);
    return ExprBuilder::printed(std::move(t));
  }
  std::span<const Expr::Term> tail(size_t start) const { return std::span<const Expr::Term>(terms_).subspan(start); }

  // Each rule appends the canonical terms of what it read to terms_ (the operands of the rules above it
  // lie before them).

  // Each rule returns the character after what it read (after white space; '\0' at the end), which the
  // rule above looks at next: looking again would skip the same white space again.

  // The operands' terms are gathered and made canonical once: the same terms as folding `+`, since the
  // sort is stable and equal keys merge left to right.
  char parseSum() {
    const size_t start = terms_.size();
    char c = parseProduct();
    if (c != '+' && c != '-') return c;
    do {
      ++pos_;
      const char sign = c;
      const size_t operand = terms_.size();
      c = parseProduct();
      if (sign == '-') ExprBuilder::negateTail(terms_, operand);
    } while (c == '+' || c == '-');
    ExprBuilder::canonicalTail(terms_, start);
    return c;
  }

  char parseProduct() {
    const size_t start = terms_.size();
    char c = parseFactor();
    for (;;) {
      const bool doubled = pos_ + 1 < s_.size() && s_[pos_ + 1] == c;
      if (c == '*' && doubled) return c;  // `**`: handled in parseFactor
      const size_t rhs = terms_.size();
      if (c == '/' && doubled) {
        pos_ += 2;
        c = parseFactor();
        floorDiv(start, rhs);
      } else if (c == '*') {
        ++pos_;
        c = parseFactor();
        checkProductSize(tail(start).first(rhs - start), tail(rhs));
        ExprBuilder::multiplyTail(terms_, start, rhs);
      } else if (c == '/') {
        ++pos_;
        c = parseFactor();
        floorDiv(start, rhs);  // exact divisions in index text
      } else if (c == '%') {
        ++pos_;
        c = parseFactor();
        Expr divisor = takePrinted(rhs);
        Expr dividend = takePrinted(start);
        ExprBuilder::call("Mod", ExprBuilder::args(std::move(dividend), std::move(divisor)), terms_);
      } else {
        return c;
      }
    }
  }

  // FloorDiv of [start, rhs) by [rhs, end). By an integer it mostly simplifies without the text.
  void floorDiv(size_t start, size_t rhs) {
    if (ExprBuilder::isConstant(tail(rhs))) {
      const int64_t d = ExprBuilder::constantValue(tail(rhs));
      terms_.resize(rhs);
      if (ExprBuilder::simplifyFloorDivTail(terms_, start, d)) return;
      Expr dividend = takePrinted(start);
      ExprBuilder::floorDiv(ExprBuilder::args(std::move(dividend), Expr::constant(d)), terms_);
      return;
    }
    Expr divisor = takePrinted(rhs);
    Expr dividend = takePrinted(start);
    ExprBuilder::floorDiv(ExprBuilder::args(std::move(dividend), std::move(divisor)), terms_);
  }

  // Unary signs, an atom and its power: `-x**2` is -(x**2). Each sign nests one level deeper, like a
  // bracket (the levels Python's grammar recurses through), and so does the atom.
  char parseFactor() {
    const int depth = depth_;
    size_t negations = 0;
    char c = '\0';
    for (;;) {
      if (++depth_ > kMaxNesting) fail("expression nested too deeply");
      c = next();
      if (c != '-' && c != '+') break;
      ++pos_;
      if (c == '-') ++negations;
    }
    const size_t start = terms_.size();
    c = parseAtom();
    if (c == '*' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '*') {
      pos_ += 2;
      c = parsePower(start);
    }
    for (; negations > 0; --negations) ExprBuilder::negateTail(terms_, start);
    depth_ = depth;
    return c;
  }

  // The base [start, end) to the power that follows: a non-negative integer up to 64.
  char parsePower(size_t start) {
    const size_t exponent = terms_.size();
    const char c = parseFactor();
    const int64_t n = ExprBuilder::constantValue(tail(exponent));
    if (!ExprBuilder::isConstant(tail(exponent)) || n < 0 || n > 64) fail("unsupported power");
    terms_.resize(exponent);
    const Terms base(std::make_move_iterator(terms_.begin() + static_cast<std::ptrdiff_t>(start)), std::make_move_iterator(terms_.end()));
    terms_.resize(start);
    Terms r = ExprBuilder::constantTerms(1);
    for (int64_t i = 0; i < n; ++i) {
      checkProductSize(r, base);
      r = ExprBuilder::product(std::move(r), base);
    }
    terms_.insert(terms_.end(), std::make_move_iterator(r.begin()), std::make_move_iterator(r.end()));
    return c;
  }

  // An atom at pos_ (after white space): a bracket, an integer, a call or a symbol. Inlined into its one
  // caller: the call itself costs about as much as reading a symbol.
  [[gnu::always_inline]] char parseAtom() {
    if (pos_ >= s_.size()) fail("unexpected end");
    const char c = s_[pos_];
    Nested nested(*this);
    if (c == '(') {
      ++pos_;
      if (parseSum() != ')') fail("expected ')'");
      ++pos_;
      return next();
    }
    if (isDigitC(c)) {
      int64_t v = 0;
      bool overflow = false;  // reported after the digits, like a fraction
      for (; pos_ < s_.size() && isDigitC(s_[pos_]); ++pos_)
        overflow = overflow || __builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, s_[pos_] - '0', &v);
      if (pos_ < s_.size() && s_[pos_] == '.') fail("non-integer literal");
      if (overflow) fail("integer literal out of range");
      if (v != 0) terms_.push_back(Expr::Term{v, {}});  // 0 is the empty sum
      return next();
    }
    if (isAlphaC(c) || c == '_') {
      size_t start = pos_;
      while (pos_ < s_.size() && isIdentC(s_[pos_])) ++pos_;
      const std::string_view name = s_.substr(start, pos_ - start);
      char after = next();
      if (after != '(') {
        terms_.push_back(ExprBuilder::symbolTerm(name, 1));
        return after;
      }
      ++pos_;
      std::vector<Expr> args;  // printed: the call's atom keeps them
      args.reserve(3);         // Min, Max, FloorDiv: 2; ModularIndexing: 3
      after = next();
      if (after != ')') {
        for (;;) {
          const size_t arg = terms_.size();
          after = parseSum();
          args.push_back(takePrinted(arg));
          if (after != ',') break;
          ++pos_;
        }
        if (after != ')') fail("expected ')' after arguments of " + std::string(name));
      }
      ++pos_;
      ExprBuilder::call(name, std::move(args), terms_);
      return next();
    }
    fail("unexpected '" + std::string(1, c) + "'");
  }
};

}  // namespace

Expr parseExpr(std::string_view text) { return Parser(text).parseAll(); }

namespace {

// Whether the '(' at i opens a call: an identifier comes before it.
bool opensCall(std::string_view s, size_t i) {
  while (i > 0 && isSpaceC(s[i - 1])) --i;
  return i > 0 && isIdentC(s[i - 1]);
}

// Whether the '(' at i is closed right away: `()`, `( )`.
bool closesEmpty(std::string_view s, size_t i) {
  ++i;
  while (i < s.size() && isSpaceC(s[i])) ++i;
  return i < s.size() && s[i] == ')';
}

// Whether the parser would certainly fail: it consumes a comma only between the arguments of a call,
// whose '(' follows an identifier, and a bracket that opens no call must hold an expression.
bool certainlyUnparsable(std::string_view s) {
  // Text without a comma (a search, not a scan) can only tell by an empty bracket.
  if (s.find(',') == std::string_view::npos) {
    for (size_t i = s.find('('); i != std::string_view::npos; i = s.find('(', i + 1))
      if (!opensCall(s, i) && closesEmpty(s, i)) return true;
    return false;
  }
  // Per unclosed '(', innermost in bit 0: whether it opens a call. Past 64 open brackets the parser
  // decides (a bit stack instead of a vector: this runs on every text, most of which parse).
  uint64_t calls = 0;
  size_t open = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c > ',') continue;  // not a bracket or a comma: the usual character, one comparison
    if (c == '(') {
      const bool call = opensCall(s, i);
      if (!call && closesEmpty(s, i)) return true;
      if (open == 64) return false;
      calls = calls << 1 | (call ? 1 : 0);
      ++open;
    } else if (c == ')') {
      if (open > 0) {
        calls >>= 1;
        --open;
      }
    } else if (c == ',' && (open == 0 || (calls & 1) == 0)) {
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
