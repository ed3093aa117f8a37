#include "graph/expr.h"
#include "graph/expr_atom.h"
#include "graph/expr_structure.h"

#include "util/saturating.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <span>
#include <stdexcept>
#include <utility>

namespace fusescope {

namespace {

using AtomPtr = std::shared_ptr<const Expr::Atom>;

int64_t floorDivInt(int64_t a, int64_t b) {
  if (b == 0) throw std::domain_error("division by zero in index expression");
  if (b == -1) return saturatingNeg(a);  // INT64_MIN / -1 does not fit
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t pyMod(int64_t a, int64_t b) {
  if (b == 0) throw std::domain_error("modulo by zero in index expression");
  if (b == -1) return 0;  // INT64_MIN % -1 is undefined in C++
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

std::string termKey(const Expr::Term& t) {
  std::string key;
  for (size_t i = 0; i < t.factors.size(); ++i) {
    if (i) key += '*';
    key += t.factors[i]->text;
  }
  return key;
}

const char* funcName(Expr::Func f) {
  switch (f) {
    case Expr::Func::FloorDiv: return "FloorDiv";
    case Expr::Func::ModularIndexing: return "ModularIndexing";
    case Expr::Func::Min: return "Min";
    case Expr::Func::Max: return "Max";
    case Expr::Func::Other: break;
  }
  return "";
}

}  // namespace

// Builds canonical expressions from terms; a friend so it can reach the private representation.
struct ExprBuilder {
  static Expr make(std::vector<Expr::Term> terms) { return Expr::fromTerms(std::move(terms)); }
  static const std::vector<Expr::Term>& terms(const Expr& e) { return e.terms_; }
  static std::vector<Expr::Term> takeTerms(Expr& e) { return std::move(e.terms_); }  // e is discarded after
  static Expr atom(AtomPtr a) {
    Expr::Term t;
    if (a->text.empty()) {  // an empty key prints as a constant: leave it to fromTerms
      t.factors.push_back(std::move(a));
      return make({std::move(t)});
    }
    Expr e;
    e.text_ = a->text;
    t.factors.push_back(std::move(a));
    e.terms_.push_back(std::move(t));
    return e;
  }
  static Expr callAtom(std::string_view name, Expr::Func func, std::vector<Expr> args) {
    auto a = std::make_shared<Expr::Atom>();
    a->isSymbol = false;
    a->name = func == Expr::Func::Other ? std::string(name) : funcName(func);
    a->func = func;
    a->args = std::move(args);
    a->text = a->name + "(";
    for (size_t i = 0; i < a->args.size(); ++i) {
      if (i) a->text += ", ";
      a->text += a->args[i].str();
    }
    a->text += ")";
    return atom(std::move(a));
  }

  // The argument list of a call, each Expr moved in where the caller gives it up (a copy costs a vector
  // of terms, one of factors and atomic reference counts).
  template <class... E>
  static std::vector<Expr> args(E&&... e) {
    std::vector<Expr> v;
    v.reserve(sizeof...(E));
    (v.push_back(std::forward<E>(e)), ...);
    return v;
  }

  // Expr::floorDiv, modularIndexing, min and max, taking operands the caller gives up by moving them.
  template <class A, class B>
  static Expr floorDiv(A&& a, B&& b) {
    if (b.isConstant()) {
      int64_t d = b.constantValue();
      if (d == 0) throw std::domain_error("FloorDiv by zero");
      if (a.isConstant()) return Expr::constant(floorDivInt(a.constantValue(), d));
      if (d == 1) return std::forward<A>(a);
      // sympy cancels exact divisions: FloorDiv(4*x + 8, 4) = x + 2.
      if (d > 0 && std::all_of(a.terms_.begin(), a.terms_.end(), [d](const Expr::Term& t) { return t.coefficient % d == 0; })) {
        std::vector<Expr::Term> terms = a.terms_;
        for (auto& t : terms) t.coefficient /= d;
        return Expr::fromTerms(std::move(terms));
      }
    }
    if (a == b) return Expr::constant(1);
    return callAtom("FloorDiv", Expr::Func::FloorDiv, args(std::forward<A>(a), std::forward<B>(b)));
  }
  template <class X, class D, class M>
  static Expr modularIndexing(X&& x, D&& div, M&& mod) {
    if (mod.isConstant() && mod.constantValue() == 1) return Expr::constant(0);
    if (x.isConstant() && div.isConstant() && mod.isConstant())
      return Expr::constant(pyMod(floorDivInt(x.constantValue(), div.constantValue()), mod.constantValue()));
    if (x.isConstant() && x.constantValue() == 0) return Expr::constant(0);
    return callAtom("ModularIndexing", Expr::Func::ModularIndexing,
                    args(std::forward<X>(x), std::forward<D>(div), std::forward<M>(mod)));
  }
  template <class A, class B>
  static Expr minMax(Expr::Func func, A&& a, B&& b) {  // func: Min or Max
    if (a.isConstant() && b.isConstant())
      return Expr::constant(func == Expr::Func::Min ? std::min(a.constantValue(), b.constantValue())
                                                    : std::max(a.constantValue(), b.constantValue()));
    if (a == b) return std::forward<A>(a);
    if (a < b) return callAtom("", func, args(std::forward<A>(a), std::forward<B>(b)));
    return callAtom("", func, args(std::forward<B>(b), std::forward<A>(a)));
  }

  // -e: a canonical sum's terms stay sorted and distinct when negated (a non-zero coefficient stays
  // non-zero), so the terms are negated in place and only the text is printed again.
  // coefficient*symbol as one term of a sum (what `k*name` parses to).
  static Expr::Term symbolTerm(std::string_view name, int64_t coefficient) {
    auto a = std::make_shared<Expr::Atom>();
    a->isSymbol = true;
    a->name = std::string(name);
    a->text = a->name;
    Expr::Term t;
    t.coefficient = coefficient;
    t.factors.push_back(std::move(a));
    return t;
  }

  static Expr negated(Expr e) {
    if (e.terms_.empty()) return e;
    std::vector<std::string> keys;
    keys.reserve(e.terms_.size());
    for (auto& t : e.terms_) {
      t.coefficient = saturatingNeg(t.coefficient);
      keys.push_back(termKey(t));
    }
    e.text_ = Expr::printTerms(e.terms_, std::vector<std::string_view>(keys.begin(), keys.end()));
    return e;
  }
};

Expr Expr::fromTerms(std::vector<Term> terms) {
  // Sort each term's factors, then merge terms with equal factors. A term's key is its factors' texts
  // joined by '*': a one-factor term's key is its atom's own text (the atom is shared, so the view stays
  // valid), and only products get a string of their own.
  struct Keyed {
    std::string_view key;
    Term term;
  };
  std::vector<std::string> productKeys;
  productKeys.reserve(terms.size());  // never reallocated: the views into it stay valid
  std::vector<Keyed> keyed;
  keyed.reserve(terms.size());
  for (auto& t : terms) {
    if (t.coefficient == 0) continue;
    std::sort(t.factors.begin(), t.factors.end(),
              [](const AtomPtr& a, const AtomPtr& b) { return a->text < b->text; });
    std::string_view key;
    if (t.factors.size() == 1) {
      key = t.factors[0]->text;
    } else if (t.factors.size() > 1) {
      productKeys.push_back(termKey(t));
      key = productKeys.back();
    }
    keyed.push_back({key, std::move(t)});
  }
  // Constant term (empty key) prints last, like sympy's `x + 1`. Stable: a few terms by insertion (no
  // buffer to allocate, unlike std::stable_sort), many by std::stable_sort.
  const auto before = [](const Keyed& a, const Keyed& b) {
    if (a.key.empty() != b.key.empty()) return b.key.empty();
    return a.key < b.key;
  };
  if (keyed.size() <= 16) {
    for (size_t i = 1; i < keyed.size(); ++i)
      for (size_t j = i; j > 0 && before(keyed[j], keyed[j - 1]); --j) std::swap(keyed[j], keyed[j - 1]);
  } else {
    std::stable_sort(keyed.begin(), keyed.end(), before);
  }
  Expr e;
  e.terms_.clear();
  e.terms_.reserve(keyed.size());
  std::vector<std::string_view> keys;  // per kept term: its key, reused for the text
  keys.reserve(keyed.size());
  for (auto& [key, t] : keyed) {
    if (!e.terms_.empty() && key == keys.back()) {
      e.terms_.back().coefficient = saturatingAdd(e.terms_.back().coefficient, t.coefficient);
      if (e.terms_.back().coefficient == 0) {
        e.terms_.pop_back();
        keys.pop_back();
      }
      continue;
    }
    keys.push_back(key);
    e.terms_.push_back(std::move(t));
  }
  e.text_ = printTerms(e.terms_, keys);
  return e;
}

// The canonical text of sorted, merged terms, given each term's key.
std::string Expr::printTerms(const std::vector<Term>& terms, const std::vector<std::string_view>& keys) {
  std::string s;
  for (size_t i = 0; i < terms.size(); ++i) {
    const Term& t = terms[i];
    int64_t c = t.coefficient;
    if (i == 0) {
      if (c < 0) s += '-';
    } else {
      s += c < 0 ? " - " : " + ";
    }
    const uint64_t mag = c < 0 ? uint64_t{0} - static_cast<uint64_t>(c) : static_cast<uint64_t>(c);  // |INT64_MIN| too
    const std::string_view key = keys[i];
    if (key.empty()) {
      s += std::to_string(mag);
    } else {
      if (mag != 1) {
        s += std::to_string(mag);
        s += '*';
      }
      s += key;
    }
  }
  return s.empty() ? "0" : s;
}

// constant, symbol and atom build their one term directly, with the text fromTerms would give it: they
// are the leaves of every parse and substitution.
Expr Expr::constant(int64_t value) {
  Expr e;
  if (value == 0) return e;
  Term t;
  t.coefficient = value;
  e.terms_.push_back(std::move(t));
  const uint64_t mag = value < 0 ? uint64_t{0} - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
  e.text_ = value < 0 ? "-" + std::to_string(mag) : std::to_string(mag);
  return e;
}

Expr Expr::symbol(std::string name) {
  auto a = std::make_shared<Atom>();
  a->isSymbol = true;
  a->name = std::move(name);
  a->text = a->name;
  return ExprBuilder::atom(std::move(a));
}

Expr operator+(const Expr& a, const Expr& b) {
  std::vector<Expr::Term> terms = a.terms_;
  terms.insert(terms.end(), b.terms_.begin(), b.terms_.end());
  return Expr::fromTerms(std::move(terms));
}

Expr operator-(const Expr& a) {
  std::vector<Expr::Term> terms = a.terms_;
  for (auto& t : terms) t.coefficient = saturatingNeg(t.coefficient);
  return Expr::fromTerms(std::move(terms));
}

Expr operator-(const Expr& a, const Expr& b) { return a + (-b); }

Expr operator*(const Expr& a, const Expr& b) {
  // A constant factor scales the other side's terms, which stay sorted and distinct (a product of
  // non-zero coefficients is never 0, saturated or not): only the text is printed again.
  if (a.isConstant() || b.isConstant()) {
    const Expr& c = a.isConstant() ? a : b;
    const Expr& e = a.isConstant() ? b : a;
    if (c.terms_.empty() || e.terms_.empty()) return Expr();
    const int64_t k = c.terms_[0].coefficient;
    if (k == 1) return e;
    Expr out;
    out.terms_ = e.terms_;
    std::vector<std::string> keys;
    keys.reserve(out.terms_.size());
    for (auto& t : out.terms_) {
      t.coefficient = saturatingMul(t.coefficient, k);
      keys.push_back(termKey(t));
    }
    out.text_ = Expr::printTerms(out.terms_, std::vector<std::string_view>(keys.begin(), keys.end()));
    return out;
  }
  std::vector<Expr::Term> terms;
  terms.reserve(a.terms_.size() * b.terms_.size());
  for (const auto& x : a.terms_)
    for (const auto& y : b.terms_) {
      Expr::Term t;
      t.coefficient = saturatingMul(x.coefficient, y.coefficient);
      t.factors = x.factors;
      t.factors.insert(t.factors.end(), y.factors.begin(), y.factors.end());
      terms.push_back(std::move(t));
    }
  return Expr::fromTerms(std::move(terms));
}

bool Expr::isConstant() const { return terms_.empty() || (terms_.size() == 1 && terms_[0].factors.empty()); }
int64_t Expr::constantValue() const { return terms_.empty() ? 0 : terms_[0].coefficient; }

Expr Expr::floorDiv(const Expr& a, const Expr& b) { return ExprBuilder::floorDiv(a, b); }

Expr Expr::modularIndexing(const Expr& x, const Expr& div, const Expr& mod) {
  return ExprBuilder::modularIndexing(x, div, mod);
}

Expr Expr::min(const Expr& a, const Expr& b) { return ExprBuilder::minMax(Func::Min, a, b); }
Expr Expr::max(const Expr& a, const Expr& b) { return ExprBuilder::minMax(Func::Max, a, b); }

// The arguments are the call's own: they are moved into the result.
Expr Expr::call(const std::string& name, std::vector<Expr> args) {
  if ((name == "FloorDiv" || name == "IndexingDiv") && args.size() == 2)
    return ExprBuilder::floorDiv(std::move(args[0]), std::move(args[1]));
  if (name == "ModularIndexing" && args.size() == 3)
    return ExprBuilder::modularIndexing(std::move(args[0]), std::move(args[1]), std::move(args[2]));
  if ((name == "Min" || name == "Max") && !args.empty()) {
    const Func func = name == "Min" ? Func::Min : Func::Max;
    Expr r = std::move(args[0]);
    for (size_t i = 1; i < args.size(); ++i) r = ExprBuilder::minMax(func, std::move(r), std::move(args[i]));
    return r;
  }
  if (name == "Identity" && args.size() == 1) return std::move(args[0]);
  if ((name == "Mod" || name == "PythonMod") && args.size() == 2 && args[0].isConstant() && args[1].isConstant())
    return constant(pyMod(args[0].constantValue(), args[1].constantValue()));
  return ExprBuilder::callAtom(name, Func::Other, std::move(args));
}

namespace exprmath {

// Evaluation reports overflow rather than saturating: a size that does not fit is not a size, and every
// caller already falls back to a hint when evaluation fails.
[[noreturn]] void overflow() { throw std::overflow_error("integer overflow evaluating an index expression"); }
int64_t checkedAdd(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) overflow();
  return r;
}
int64_t checkedMul(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) overflow();
  return r;
}
int64_t checkedNeg(int64_t a) {
  int64_t r = 0;
  if (__builtin_sub_overflow(int64_t{0}, a, &r)) overflow();
  return r;
}

int64_t applyCall(const Expr::Atom& a, std::span<const int64_t> v) {
  switch (a.func) {
    case Expr::Func::FloorDiv: return floorDivInt(v[0], v[1]);
    case Expr::Func::ModularIndexing: return pyMod(floorDivInt(v[0], v[1]), v[2]);
    case Expr::Func::Min: return *std::min_element(v.begin(), v.end());
    case Expr::Func::Max: return *std::max_element(v.begin(), v.end());
    case Expr::Func::Other: break;
  }
  if ((a.name == "Mod" || a.name == "PythonMod") && v.size() == 2) return pyMod(v[0], v[1]);
  if ((a.name == "CeilDiv" || a.name == "CeilDivision") && v.size() == 2) return checkedNeg(floorDivInt(checkedNeg(v[0]), v[1]));
  if (a.name == "Abs" && v.size() == 1) return v[0] < 0 ? checkedNeg(v[0]) : v[0];
  throw std::domain_error("cannot evaluate " + a.text);
}

}  // namespace exprmath

namespace {

using exprmath::checkedAdd;
using exprmath::checkedMul;

int64_t evalAtom(const Expr::Atom& a, const SymbolValues& values) {
  if (a.isSymbol) return values.get(a.name);
  // Arguments on the stack: index probing evaluates the same few calls hundreds of thousands of times.
  int64_t small[4];
  std::vector<int64_t> large;
  std::span<int64_t> v(small, a.args.size() <= 4 ? a.args.size() : 0);
  if (a.args.size() > 4) {
    large.resize(a.args.size());
    v = large;
  }
  for (size_t i = 0; i < a.args.size(); ++i) v[i] = a.args[i].evaluate(values);
  return exprmath::applyCall(a, v);
}

void collectSymbols(const Expr& e, std::set<std::string>& out);

void collectAtomSymbols(const Expr::Atom& a, std::set<std::string>& out) {
  if (a.isSymbol) {
    out.insert(a.name);
    return;
  }
  for (const auto& arg : a.args) collectSymbols(arg, out);
}

void collectSymbols(const Expr& e, std::set<std::string>& out) {
  for (const auto& t : ExprBuilder::terms(e))
    for (const auto& f : t.factors) collectAtomSymbols(*f, out);
}

Expr substituteAtom(const Expr::Atom& a, const std::map<std::string, Expr, std::less<>>& r) {
  if (a.isSymbol) {
    auto it = r.find(a.name);
    return it == r.end() ? Expr::symbol(a.name) : it->second;
  }
  std::vector<Expr> args;
  args.reserve(a.args.size());
  for (const auto& arg : a.args) args.push_back(arg.substitute(r));
  return Expr::call(a.name, std::move(args));
}

}  // namespace

int64_t Expr::evaluate(const SymbolValues& values) const {
  int64_t sum = 0;
  for (const auto& t : terms_) {
    int64_t p = t.coefficient;
    for (const auto& f : t.factors) p = checkedMul(p, evalAtom(*f, values));
    sum = checkedAdd(sum, p);
  }
  return sum;
}

std::vector<std::string> Expr::freeSymbols() const {
  std::set<std::string> s;
  collectSymbols(*this, s);
  return {s.begin(), s.end()};
}

bool Expr::hasSymbolContaining(std::string_view pattern) const {
  for (const auto& s : freeSymbols())
    if (s.find(pattern) != std::string::npos) return true;
  return false;
}

Expr Expr::substitute(const std::map<std::string, Expr, std::less<>>& replacements) const {
  if (replacements.empty()) return *this;
  // The products are summed in one fromTerms: a left fold of `+` merges each key's coefficients in the
  // same order (the sort is stable), without re-sorting and re-printing the sum once per term.
  std::vector<Term> sum;
  for (const auto& t : terms_) {
    Expr prod = constant(t.coefficient);
    for (const auto& f : t.factors) prod = prod * substituteAtom(*f, replacements);
    sum.insert(sum.end(), prod.terms_.begin(), prod.terms_.end());
  }
  return fromTerms(std::move(sum));
}

std::vector<Expr> addArgs(const Expr& e) {
  std::vector<Expr> out;
  for (const auto& t : ExprBuilder::terms(e)) out.push_back(ExprBuilder::make({t}));
  return out;
}

std::pair<int64_t, std::vector<Expr>> asCoeffMul(const Expr& e) {
  const auto& terms = ExprBuilder::terms(e);
  if (terms.empty()) return {0, {}};
  if (terms.size() > 1) return {1, {e}};
  std::vector<Expr> factors;
  for (const auto& f : terms[0].factors) factors.push_back(ExprBuilder::atom(f));
  return {terms[0].coefficient, std::move(factors)};
}

namespace {
const Expr::Atom* bareAtom(const Expr& e) {
  const auto& terms = ExprBuilder::terms(e);
  if (terms.size() != 1 || terms[0].coefficient != 1 || terms[0].factors.size() != 1) return nullptr;
  return terms[0].factors[0].get();
}
}  // namespace

bool isCall(const Expr& e, Expr::Func func) {
  const Expr::Atom* a = bareAtom(e);
  return a && !a->isSymbol && a->func == func;
}

bool isSymbol(const Expr& e) {
  const Expr::Atom* a = bareAtom(e);
  return a && a->isSymbol;
}

std::vector<Expr> callArgs(const Expr& e) {
  const Expr::Atom* a = bareAtom(e);
  return a && !a->isSymbol ? a->args : std::vector<Expr>{};
}

Expr Expr::rename(const std::map<std::string, std::string, std::less<>>& names) const {
  std::map<std::string, Expr, std::less<>> r;
  for (const auto& [from, to] : names) r.emplace(from, symbol(to));
  return substitute(r);
}

// ---------------------------------------------------------------------------------------------
// Parser: recursive descent over Python's precedence (+ - < * / // % < unary - < **).

namespace {

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
      Expr e = parseSum();
      skipSpace();
      if (pos_ != s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
      return e;
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

  Expr product(const Expr& a, const Expr& b) {
    const auto& ta = ExprBuilder::terms(a);
    const auto& tb = ExprBuilder::terms(b);
    size_t factors = 0;
    for (const auto& t : ta) factors = std::max(factors, t.factors.size());
    size_t factorsB = 0;
    for (const auto& t : tb) factorsB = std::max(factorsB, t.factors.size());
    if (std::max<size_t>(ta.size(), 1) * std::max<size_t>(tb.size(), 1) > kMaxTerms || factors + factorsB > kMaxFactors)
      fail("expression too large");
    return a * b;
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

  // The operands are summed in one go (see Expr::substitute): the same terms as folding `+`.
  Expr parseSum() {
    Expr first = parseProduct();
    if (!peek("+") && !peek("-")) return first;
    // The operands' terms are moved, not copied: each copy of an atom pointer is an atomic count.
    std::vector<Expr::Term> terms = ExprBuilder::takeTerms(first);
    auto append = [&terms](Expr e) {
      std::vector<Expr::Term> more = ExprBuilder::takeTerms(e);
      terms.insert(terms.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    };
    for (;;) {
      if (accept('+')) {
        append(parseProduct());
      } else if (accept('-')) {
        append(ExprBuilder::negated(parseProduct()));
      } else {
        return ExprBuilder::make(std::move(terms));
      }
    }
  }

  Expr parseProduct() {
    Expr e = parseUnary();
    for (;;) {
      skipSpace();
      if (pos_ >= s_.size()) return e;
      const char c = s_[pos_];
      const bool doubled = pos_ + 1 < s_.size() && s_[pos_ + 1] == c;
      if (c == '*' && doubled) return e;  // `**`: handled in parsePower
      if (c == '/' && doubled) {
        pos_ += 2;
        e = ExprBuilder::floorDiv(std::move(e), parseUnary());
      } else if (c == '*') {
        ++pos_;
        e = product(e, parseUnary());
      } else if (c == '/') {
        ++pos_;
        e = ExprBuilder::floorDiv(std::move(e), parseUnary());  // exact divisions in index text
      } else if (c == '%') {
        ++pos_;
        e = Expr::call("Mod", ExprBuilder::args(std::move(e), parseUnary()));
      } else {
        return e;
      }
    }
  }

  Expr parseUnary() {
    Nested nested(*this);
    if (accept('-')) return ExprBuilder::negated(parseUnary());
    if (accept('+')) return parseUnary();
    return parsePower();
  }

  Expr parsePower() {
    Expr base = parseAtom();
    if (accept("**")) {
      Expr exp = parseUnary();
      if (!exp.isConstant() || exp.constantValue() < 0 || exp.constantValue() > 64) fail("unsupported power");
      Expr r = Expr::constant(1);
      for (int64_t i = 0; i < exp.constantValue(); ++i) r = product(r, base);
      return r;
    }
    return base;
  }

  Expr parseAtom() {
    skipSpace();
    if (pos_ >= s_.size()) fail("unexpected end");
    char c = s_[pos_];
    Nested nested(*this);
    if (c == '(') {
      ++pos_;
      Expr e = parseSum();
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
      return Expr::constant(v);
    }
    if (isAlphaC(c) || c == '_') {
      size_t start = pos_;
      while (pos_ < s_.size() && isIdentC(s_[pos_])) ++pos_;
      std::string name(s_.substr(start, pos_ - start));
      if (accept('(')) {
        std::vector<Expr> args;
        if (!accept(')')) {
          do {
            args.push_back(parseSum());
          } while (accept(','));
          if (!accept(')')) fail("expected ')' after arguments of " + name);
        }
        return Expr::call(name, std::move(args));
      }
      return Expr::symbol(std::move(name));
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
  auto space = isSpaceC;
  auto ident = isIdentC;
  std::vector<bool> opensCall;  // per unclosed '('
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(') {
      size_t before = i;
      while (before > 0 && space(s[before - 1])) --before;
      const bool call = before > 0 && ident(s[before - 1]);
      size_t after = i + 1;
      while (after < s.size() && space(s[after])) ++after;
      if (!call && after < s.size() && s[after] == ')') return true;
      opensCall.push_back(call);
    } else if (c == ')') {
      if (!opensCall.empty()) opensCall.pop_back();
    } else if (c == ',' && (opensCall.empty() || !opensCall.back())) {
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
