// A small reader for the Python `repr` / `pprint.pformat` values that Inductor's debug dumps print:
// calls with positional and keyword arguments (`MemoryDep('buf0', 2048*d0 + d1, {d0: 64}, atomic_add)`,
// `StarDep(name='buf0', mode=None)`), lists, tuples, dicts, sets, string literals, and raw sympy
// expressions (`((d3 - 32)//64)`, `ModularIndexing(d3, 1, 32)`), which are kept as the text printed.
//
// Every value remembers its source text (`raw`, whitespace runs collapsed) so a caller that wants an
// expression can always take the text, whatever shape the parser recognised.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fusescope::pyrepr {

enum class ValueKind {
  Expr,    // anything that is not one of the shapes below: a number, a name, `64*d0 + d1`, `None`, `True`
  String,  // 'buf0' -> text "buf0" (escapes decoded)
  List,    // [a, b]
  Tuple,   // (a, b), (a,), ()
  Set,     // {a, b}
  Dict,    // {k: v}, {}
  Call,    // Name(args..., key=value...) -> text "Name"
};

// Views into the parsed text: a Value must not outlive the text it was parsed from.
struct Value {
  // Declared, not aggregate: clang with libstdc++ otherwise asks whether Value is default-constructible
  // while std::pair<..., Value> is still incomplete, and fails.
  Value();

  ValueKind kind = ValueKind::Expr;
  std::string_view raw;                                    // the source text of the whole value
  std::string_view text;                                   // String: content between the quotes (still
                                                           // escaped, see str()); Call: callee; Expr: raw
  std::vector<Value> items;                                // List/Tuple/Set elements, Call positional args
  std::vector<std::pair<std::string_view, Value>> kwargs;  // Call keyword args in order
  std::vector<std::pair<Value, Value>> entries;            // Dict entries in order

  bool isNone() const { return kind == ValueKind::Expr && raw == "None"; }
  // Keyword argument or nullptr.
  const Value* kwarg(std::string_view key) const;
  // Positional argument `index`, else keyword `key`, else nullptr (calls print either way).
  const Value* arg(std::size_t index, std::string_view key) const;
  // The source text with whitespace runs collapsed when it spans several lines.
  std::string rawText() const;
  // The value as a plain string: decoded content for strings, "" for None, rawText() otherwise.
  std::string str() const;
};

inline Value::Value() = default;

// Thrown on malformed input; `offset` is the byte offset into the parsed text.
class ParseError : public std::runtime_error {
 public:
  ParseError(std::size_t offset, const std::string& message) : std::runtime_error(message), offset_(offset) {}
  std::size_t offset() const { return offset_; }

 private:
  std::size_t offset_;
};

// Parses exactly one value; surrounding whitespace is allowed, anything else after the value is an error.
Value parse(std::string_view text);

// Splits `text` at the commas that are not nested in brackets or strings (trimmed, empty pieces dropped).
std::vector<std::string_view> splitTopLevel(std::string_view text, char separator = ',');

// Net bracket depth change of one line, ignoring brackets inside string literals (a Python repr never
// continues a quoted string onto the next line, so each line is scanned on its own).
int bracketDelta(std::string_view line);

// Trims spaces, tabs and line breaks on both ends.
std::string_view trim(std::string_view s);

// Collapses every run of whitespace (including line breaks) to one space and trims the ends.
std::string normalizeSpace(std::string_view s);

}  // namespace fusescope::pyrepr
