#include "graph/expr.h"
#include "graph/expr_atom.h"
#include "graph/expr_builder.h"
#include "graph/expr_structure.h"

#include "util/saturating.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <set>
#include <span>
#include <stdexcept>
#include <utility>

namespace fusescope {

namespace {

using AtomPtr = ExprBuilder::AtomPtr;

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

std::string_view funcName(Expr::Func f) {
  switch (f) {
    case Expr::Func::FloorDiv: return "FloorDiv";
    case Expr::Func::ModularIndexing: return "ModularIndexing";
    case Expr::Func::Min: return "Min";
    case Expr::Func::Max: return "Max";
    case Expr::Func::Other: break;
  }
  return "";
}

uint64_t magnitude(int64_t c) { return c < 0 ? uint64_t{0} - static_cast<uint64_t>(c) : static_cast<uint64_t>(c); }

size_t decimalLength(uint64_t mag) {
  size_t n = 1;
  for (; mag >= 10; mag /= 10) ++n;
  return n;
}

// Copies piece to p; returns the end.
char* put(char* p, std::string_view piece) {
  std::memcpy(p, piece.data(), piece.size());
  return p + piece.size();
}

// Writes mag's decimalLength(mag) digits at p; returns the end.
char* writeDecimal(char* p, uint64_t mag) { return std::to_chars(p, p + decimalLength(mag), mag).ptr; }

// A term whose key is empty prints as its coefficient alone: the constant term, and a lone factor with
// empty text (Expr::symbol("")).
bool emptyKey(const Expr::Term& t) {
  return t.factors.empty() || (t.factors.size() == 1 && t.factors[0]->text.empty());
}

// Most sums arrive in canonical order already (`x + 1`, `FloorDiv(x, 2) + 1`): terms of at most one
// factor, keys strictly increasing (the constant last), no zero. Sorting and merging would keep them as
// they are.
bool alreadyCanonical(std::span<const Expr::Term> terms) {
  std::string_view previous;
  for (size_t i = 0; i < terms.size(); ++i) {
    const Expr::Term& t = terms[i];
    if (t.coefficient == 0 || t.factors.size() > 1) return false;
    const std::string_view key = t.factors.empty() ? std::string_view() : std::string_view(t.factors[0]->text);
    if (i > 0 && (previous.empty() || (!key.empty() && !(previous < key)))) return false;
    previous = key;
  }
  return true;
}

// A term's factor list of one atom (sized, not grown: push_back into an empty vector takes the
// reallocation path).
std::vector<AtomPtr> oneFactor(AtomPtr a) {
  std::vector<AtomPtr> factors(1);
  factors[0] = std::move(a);
  return factors;
}

}  // namespace

ExprBuilder::Terms ExprBuilder::constantTerms(int64_t value) {
  if (value == 0) return {};
  Terms t(1);
  t[0].coefficient = value;
  return t;
}

Expr ExprBuilder::atom(AtomPtr a) {
  if (a->text.empty()) return make(atomTerms(std::move(a)));  // an empty key prints as a constant
  Expr e;
  e.text_ = a->text;
  e.terms_ = atomTerms(std::move(a));
  return e;
}

ExprBuilder::Terms ExprBuilder::atomTerms(AtomPtr a) {
  Terms terms(1);
  terms[0].factors = oneFactor(std::move(a));
  return terms;
}

ExprBuilder::AtomPtr ExprBuilder::symbolAtom(std::string_view name) {
  // Atoms are immutable and the same few names (c0, c1, s0, ...) recur in every index text of a graph:
  // a small per-thread cache hands out the atom built last time for a name instead of allocating
  // another. A name that collides replaces the other; FNV-1a over the name picks the slot.
  thread_local std::array<AtomPtr, 64> recent;
  uint32_t hash = 2166136261u;
  for (const char c : name) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
  AtomPtr& slot = recent[hash % recent.size()];
  if (!slot || slot->name != name) slot = std::make_shared<const Expr::Atom>(true, name, Expr::Func::Other, std::vector<Expr>(), std::string(name));
  return slot;
}

Expr::Term ExprBuilder::symbolTerm(std::string_view name, int64_t coefficient) {
  return Expr::Term{coefficient, oneFactor(symbolAtom(name))};
}

void ExprBuilder::canonicalTail(Terms& terms, size_t start) {
  const std::span<Expr::Term> tail = std::span(terms).subspan(start);
  if (alreadyCanonical(tail)) return;
  // A term's key is its factors' texts joined by '*': a one-factor term's key is its atom's own text (the
  // atom is shared, so the view stays valid), and only products get a string of their own. The terms are
  // put in order through their indices (on the stack for a few): sorting the terms themselves would move
  // each of them several times.
  struct Keyed {
    std::string_view key;
    size_t index;
  };
  std::vector<std::string> productKeys;
  Keyed few[16];
  std::vector<Keyed> many;
  if (tail.size() > std::size(few)) many.resize(tail.size());
  Keyed* const keyed = many.empty() ? few : many.data();
  size_t n = 0;
  for (size_t i = 0; i < tail.size(); ++i) {
    Expr::Term& t = tail[i];
    if (t.coefficient == 0) continue;
    std::string_view key;
    if (t.factors.size() == 1) {
      key = t.factors[0]->text;
    } else if (t.factors.size() > 1) {
      std::sort(t.factors.begin(), t.factors.end(), [](const AtomPtr& a, const AtomPtr& b) { return a->text < b->text; });
      if (productKeys.empty()) productKeys.reserve(tail.size());  // never reallocated: the views stay valid
      productKeys.push_back(termKey(t));
      key = productKeys.back();
    }
    keyed[n++] = {key, i};
  }
  // Constant term (empty key) sorts last, like sympy's `x + 1`. Stable: a few terms by insertion (no
  // buffer to allocate, unlike std::stable_sort), many by std::stable_sort.
  const auto before = [](const Keyed& a, const Keyed& b) {
    if (a.key.empty() != b.key.empty()) return b.key.empty();
    return a.key < b.key;
  };
  if (n <= 16) {
    for (size_t i = 1; i < n; ++i)
      for (size_t j = i; j > 0 && before(keyed[j], keyed[j - 1]); --j) std::swap(keyed[j], keyed[j - 1]);
  } else {
    std::stable_sort(keyed, keyed + n, before);
  }
  Terms merged;
  merged.reserve(n);
  std::string_view runKey;
  bool inRun = false;  // whether merged.back() is the run of runKey (not after the run cancelled out)
  for (size_t k = 0; k < n; ++k) {
    Expr::Term& t = tail[keyed[k].index];
    if (inRun && keyed[k].key == runKey) {
      merged.back().coefficient = saturatingAdd(merged.back().coefficient, t.coefficient);
      if (merged.back().coefficient == 0) {
        merged.pop_back();
        inRun = false;  // the key's next terms start again from 0, as a new term
      }
      continue;
    }
    runKey = keyed[k].key;
    inRun = true;
    merged.push_back(std::move(t));
  }
  terms.resize(start);
  terms.insert(terms.end(), std::make_move_iterator(merged.begin()), std::make_move_iterator(merged.end()));
}

Expr ExprBuilder::printed(Terms canonicalTerms) {
  Expr e;
  e.terms_ = std::move(canonicalTerms);
  if (e.terms_.empty()) return e;  // "0"
  if (e.terms_.size() == 1 && e.terms_[0].coefficient == 1 && e.terms_[0].factors.size() == 1 && !emptyKey(e.terms_[0])) {
    e.text_ = e.terms_[0].factors[0]->text;  // a bare atom prints as itself
    return e;
  }
  // Measured exactly first, then written in place: the text is allocated once and no append checks
  // its capacity.
  size_t size = 0;
  for (size_t i = 0; i < e.terms_.size(); ++i) {
    const Expr::Term& t = e.terms_[i];
    size += i > 0 ? 3 : (t.coefficient < 0 ? 1 : 0);  // " + " or " - ", or the leading '-'
    const uint64_t mag = magnitude(t.coefficient);
    if (emptyKey(t)) {
      size += decimalLength(mag);
      continue;
    }
    if (mag != 1) size += decimalLength(mag) + 1;
    for (const auto& f : t.factors) size += f->text.size();
    size += t.factors.size() - 1;  // the '*' between factors
  }
  std::string s(size, '\0');
  char* p = s.data();
  for (size_t i = 0; i < e.terms_.size(); ++i) {
    const Expr::Term& t = e.terms_[i];
    if (i > 0) p = put(p, t.coefficient < 0 ? " - " : " + ");
    else if (t.coefficient < 0) *p++ = '-';
    const uint64_t mag = magnitude(t.coefficient);
    if (emptyKey(t)) {
      p = writeDecimal(p, mag);
      continue;
    }
    if (mag != 1) {
      p = writeDecimal(p, mag);
      *p++ = '*';
    }
    for (size_t k = 0; k < t.factors.size(); ++k) {
      if (k) *p++ = '*';
      p = put(p, t.factors[k]->text);
    }
  }
  e.text_ = std::move(s);
  return e;
}

void ExprBuilder::negateTail(Terms& terms, size_t start) {
  // Canonical terms stay sorted and distinct when negated (a non-zero coefficient stays non-zero).
  for (size_t i = start; i < terms.size(); ++i) terms[i].coefficient = saturatingNeg(terms[i].coefficient);
}

void ExprBuilder::multiplyTail(Terms& terms, size_t start, size_t mid) {
  const std::span<const Expr::Term> a(terms.data() + start, mid - start);
  const std::span<const Expr::Term> b(terms.data() + mid, terms.size() - mid);
  // A constant factor scales the other side's terms, which stay sorted and distinct (a product of
  // non-zero coefficients is never 0, saturated or not). The constant is a when both are.
  if (isConstant(a) || isConstant(b)) {
    const bool constantA = isConstant(a);
    const std::span<const Expr::Term> c = constantA ? a : b;
    const size_t from = constantA ? mid : start;
    const size_t to = constantA ? terms.size() : mid;
    if (c.empty() || from == to) {
      terms.resize(start);
      return;
    }
    const int64_t k = c[0].coefficient;
    if (k != 1)
      for (size_t i = from; i < to; ++i) terms[i].coefficient = saturatingMul(terms[i].coefficient, k);
    if (constantA) terms.erase(terms.begin() + static_cast<std::ptrdiff_t>(start));  // c's one term
    else terms.pop_back();
    return;
  }
  Terms product;
  product.reserve(a.size() * b.size());
  for (const auto& x : a)
    for (const auto& y : b) {
      Expr::Term t;
      t.coefficient = saturatingMul(x.coefficient, y.coefficient);
      t.factors.reserve(x.factors.size() + y.factors.size());
      t.factors = x.factors;
      t.factors.insert(t.factors.end(), y.factors.begin(), y.factors.end());
      product.push_back(std::move(t));
    }
  terms.resize(start);
  terms.insert(terms.end(), std::make_move_iterator(product.begin()), std::make_move_iterator(product.end()));
  canonicalTail(terms, start);
}

ExprBuilder::Terms ExprBuilder::product(Terms a, Terms b) {
  const size_t mid = a.size();
  a.insert(a.end(), std::make_move_iterator(b.begin()), std::make_move_iterator(b.end()));
  multiplyTail(a, 0, mid);
  return a;
}

bool ExprBuilder::simplifyFloorDivTail(Terms& terms, size_t start, int64_t d) {
  if (d == 0) throw std::domain_error("FloorDiv by zero");
  const std::span<Expr::Term> a(terms.data() + start, terms.size() - start);
  if (isConstant(a)) {
    const int64_t q = floorDivInt(constantValue(a), d);
    terms.resize(start);
    if (q != 0) terms.push_back(Expr::Term{q, {}});
    return true;
  }
  if (d == 1) return true;
  // sympy cancels exact divisions: FloorDiv(4*x + 8, 4) = x + 2. The quotients stay non-zero, in order.
  if (d > 0 && std::all_of(a.begin(), a.end(), [d](const Expr::Term& t) { return t.coefficient % d == 0; })) {
    for (auto& t : a) t.coefficient /= d;
    return true;
  }
  return false;
}

void ExprBuilder::appendTerms(Terms& out, Terms&& terms) {
  if (out.empty()) {
    out = std::move(terms);
    return;
  }
  out.insert(out.end(), std::make_move_iterator(terms.begin()), std::make_move_iterator(terms.end()));
}

void ExprBuilder::appendConstant(Terms& out, int64_t value) {
  if (value != 0) out.push_back(Expr::Term{value, {}});  // 0 is the empty sum
}

void ExprBuilder::floorDiv(std::vector<Expr> ab, Terms& out) {
  Expr& a = ab[0];
  const Expr& b = ab[1];
  if (b.isConstant() && simplifyFloorDivTail(a.terms_, 0, b.constantValue())) return appendTerms(out, std::move(a.terms_));
  if (a == b) return appendConstant(out, 1);
  appendCall(out, "FloorDiv", Expr::Func::FloorDiv, std::move(ab));
}

void ExprBuilder::modularIndexing(std::vector<Expr> xdm, Terms& out) {
  const Expr& x = xdm[0];
  const Expr& div = xdm[1];
  const Expr& mod = xdm[2];
  if (mod.isConstant() && mod.constantValue() == 1) return;
  if (x.isConstant() && div.isConstant() && mod.isConstant())
    return appendConstant(out, pyMod(floorDivInt(x.constantValue(), div.constantValue()), mod.constantValue()));
  if (x.isConstant() && x.constantValue() == 0) return;
  appendCall(out, "ModularIndexing", Expr::Func::ModularIndexing, std::move(xdm));
}

void ExprBuilder::minMax(Expr::Func func, std::vector<Expr> ab, Terms& out) {
  const Expr& a = ab[0];
  const Expr& b = ab[1];
  if (a.isConstant() && b.isConstant())
    return appendConstant(out, func == Expr::Func::Min ? std::min(a.constantValue(), b.constantValue())
                                                       : std::max(a.constantValue(), b.constantValue()));
  if (a == b) return appendTerms(out, std::move(ab[0].terms_));
  if (!(a < b)) std::swap(ab[0], ab[1]);  // arguments in text order
  appendCall(out, "", func, std::move(ab));
}

void ExprBuilder::call(std::string_view name, std::vector<Expr> args, Terms& out) {
  if ((name == "FloorDiv" || name == "IndexingDiv") && args.size() == 2) return floorDiv(std::move(args), out);
  if (name == "ModularIndexing" && args.size() == 3) return modularIndexing(std::move(args), out);
  if ((name == "Min" || name == "Max") && !args.empty()) {
    const Expr::Func func = name == "Min" ? Expr::Func::Min : Expr::Func::Max;
    if (args.size() == 1) return appendTerms(out, std::move(args[0].terms_));
    if (args.size() == 2) return minMax(func, std::move(args), out);
    // Folded pairwise; each partial result is compared by its text with the next argument.
    Expr r = std::move(args[0]);
    for (size_t i = 1; i + 1 < args.size(); ++i) {
      Terms partial;
      minMax(func, ExprBuilder::args(std::move(r), std::move(args[i])), partial);
      r = printed(std::move(partial));
    }
    return minMax(func, ExprBuilder::args(std::move(r), std::move(args.back())), out);
  }
  if (name == "Identity" && args.size() == 1) return appendTerms(out, std::move(args[0].terms_));
  if ((name == "Mod" || name == "PythonMod") && args.size() == 2 && args[0].isConstant() && args[1].isConstant())
    return appendConstant(out, pyMod(args[0].constantValue(), args[1].constantValue()));
  appendCall(out, name, Expr::Func::Other, std::move(args));
}

void ExprBuilder::appendCall(Terms& out, std::string_view name, Expr::Func func, std::vector<Expr> args) {
  if (func != Expr::Func::Other) name = funcName(func);
  // `name(arg, arg)`, measured exactly and written in place as in printed().
  size_t size = name.size() + 2 + (args.empty() ? 0 : 2 * (args.size() - 1));
  for (const auto& arg : args) size += arg.str().size();
  std::string text(size, '\0');
  char* p = text.data();
  p = put(p, name);
  *p++ = '(';
  for (size_t i = 0; i < args.size(); ++i) {
    if (i) p = put(p, ", ");
    p = put(p, args[i].str());
  }
  *p = ')';
  out.push_back(Expr::Term{1, oneFactor(std::make_shared<const Expr::Atom>(false, name, func, std::move(args), std::move(text)))});
}

Expr Expr::fromTerms(std::vector<Term> terms) { return ExprBuilder::make(std::move(terms)); }

// constant and symbol build their one term directly, with the text printing would give it: they are the
// leaves of every parse and substitution.
Expr Expr::constant(int64_t value) {
  Expr e;
  if (value == 0) return e;
  e.terms_ = ExprBuilder::constantTerms(value);
  const uint64_t mag = magnitude(value);
  e.text_ = value < 0 ? "-" + std::to_string(mag) : std::to_string(mag);
  return e;
}

Expr Expr::symbol(std::string name) { return ExprBuilder::atom(ExprBuilder::symbolAtom(name)); }

Expr operator+(const Expr& a, const Expr& b) {
  std::vector<Expr::Term> terms;
  terms.reserve(a.terms_.size() + b.terms_.size());
  terms = a.terms_;
  terms.insert(terms.end(), b.terms_.begin(), b.terms_.end());
  return ExprBuilder::make(std::move(terms));
}

Expr operator-(const Expr& a) {
  std::vector<Expr::Term> terms = a.terms_;
  ExprBuilder::negateTail(terms, 0);
  return ExprBuilder::printed(std::move(terms));
}

Expr operator-(const Expr& a, const Expr& b) { return a + (-b); }

Expr operator*(const Expr& a, const Expr& b) { return ExprBuilder::printed(ExprBuilder::product(a.terms_, b.terms_)); }

bool Expr::isConstant() const { return terms_.empty() || (terms_.size() == 1 && terms_[0].factors.empty()); }
int64_t Expr::constantValue() const { return terms_.empty() ? 0 : terms_[0].coefficient; }

Expr Expr::floorDiv(const Expr& a, const Expr& b) {
  std::vector<Term> terms;
  ExprBuilder::floorDiv(ExprBuilder::args(a, b), terms);
  return ExprBuilder::printed(std::move(terms));
}

Expr Expr::modularIndexing(const Expr& x, const Expr& div, const Expr& mod) {
  std::vector<Term> terms;
  ExprBuilder::modularIndexing(ExprBuilder::args(x, div, mod), terms);
  return ExprBuilder::printed(std::move(terms));
}

Expr Expr::min(const Expr& a, const Expr& b) {
  std::vector<Term> terms;
  ExprBuilder::minMax(Func::Min, ExprBuilder::args(a, b), terms);
  return ExprBuilder::printed(std::move(terms));
}

Expr Expr::max(const Expr& a, const Expr& b) {
  std::vector<Term> terms;
  ExprBuilder::minMax(Func::Max, ExprBuilder::args(a, b), terms);
  return ExprBuilder::printed(std::move(terms));
}

// The arguments are the call's own: they are moved into the result.
Expr Expr::call(const std::string& name, std::vector<Expr> args) {
  std::vector<Term> terms;
  ExprBuilder::call(name, std::move(args), terms);
  return ExprBuilder::printed(std::move(terms));
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

// Whether substituting `r` can change atom `a`: a symbol `r` names, or a call with one inside. Atoms are
// canonical as built, so an untouched one (and a term of untouched atoms) is its own substitution.
bool touchedBy(const Expr::Atom& a, const std::map<std::string, Expr, std::less<>>& r) {
  if (a.isSymbol) return r.find(a.name) != r.end();
  for (const auto& arg : a.args)
    for (const auto& t : arg.terms())
      for (const auto& f : t.factors)
        if (touchedBy(*f, r)) return true;
  return false;
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
    if (std::none_of(t.factors.begin(), t.factors.end(), [&](const auto& f) { return touchedBy(*f, replacements); })) {
      sum.push_back(t);
      continue;
    }
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

}  // namespace fusescope
