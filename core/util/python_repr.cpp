#include "util/python_repr.h"

#include <fmt/format.h>

namespace fusescope::pyrepr {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool isOpen(char c) { return c == '(' || c == '[' || c == '{'; }
bool isClose(char c) { return c == ')' || c == ']' || c == '}'; }
char closerOf(char open) { return open == '(' ? ')' : open == '[' ? ']' : '}'; }

// Values nest a handful of levels in real dumps; a hard cap keeps hostile input from exhausting the stack.
constexpr int kMaxDepth = 200;

// One pass, recursive descent. Containers and calls are parsed structurally; anything else (and any
// container or call that turns out to be the start of a longer expression, e.g. `f(x) + 1`) becomes an
// Expr spanning up to the next top-level separator.
class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Value parseWhole() {
    skipSpace();
    if (pos_ == text_.size()) throw ParseError(pos_, "empty value");
    Value v = parseElement(0, false);
    skipSpace();
    if (pos_ != text_.size()) throw ParseError(pos_, fmt::format("unexpected '{}' after the value", text_[pos_]));
    return v;
  }

 private:
  void skipSpace() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
  }

  bool atSeparator(bool stopAtColon) const {
    if (pos_ >= text_.size()) return true;
    const char c = text_[pos_];
    return c == ',' || isClose(c) || (stopAtColon && c == ':');
  }

  // Position just past the string literal starting at `pos` (a quote).
  std::size_t stringEnd(std::size_t pos) const {
    const char quote = text_[pos];
    for (std::size_t i = pos + 1; i < text_.size(); ++i) {
      if (text_[i] == '\\') {
        ++i;
      } else if (text_[i] == quote) {
        return i + 1;
      } else if (text_[i] == '\n') {
        break;
      }
    }
    throw ParseError(pos, "unterminated string literal");
  }

  // End of the element starting at `pos`: the first top-level ',' (or ':' in a dict key), an unmatched
  // closing bracket, or the end of the text. Nested brackets must match.
  std::size_t elementEnd(std::size_t pos, bool stopAtColon) const {
    char expected[kMaxDepth];
    std::size_t openAt[kMaxDepth];
    int depth = 0;
    std::size_t i = pos;
    while (i < text_.size()) {
      const char c = text_[i];
      if (c == '\'' || c == '"') {
        i = stringEnd(i);
        continue;
      }
      if (isOpen(c)) {
        if (depth == kMaxDepth) throw ParseError(i, "brackets nested too deeply");
        expected[depth] = closerOf(c);
        openAt[depth++] = i;
      } else if (isClose(c)) {
        if (depth == 0) break;
        if (c != expected[depth - 1]) throw ParseError(i, fmt::format("'{}' where '{}' was expected", c, expected[depth - 1]));
        --depth;
      } else if (depth == 0 && (c == ',' || (stopAtColon && c == ':'))) {
        break;
      }
      ++i;
    }
    if (depth > 0) throw ParseError(openAt[depth - 1], fmt::format("'{}' is never closed", text_[openAt[depth - 1]]));
    return i;
  }

  Value parseElement(int depth, bool stopAtColon) {
    if (depth > kMaxDepth) throw ParseError(pos_, "value nested too deeply");
    const std::size_t start = pos_;
    if (start >= text_.size() || atSeparator(stopAtColon)) throw ParseError(start, "missing value");
    Value v;
    bool structured = true;
    const char c = text_[pos_];
    if (c == '\'' || c == '"') {
      pos_ = stringEnd(pos_);
      v.kind = ValueKind::String;
      v.text = text_.substr(start + 1, pos_ - start - 2);
    } else if (c == '[') {
      ++pos_;
      v.kind = ValueKind::List;
      parseSequence(']', start, depth, v.items);
    } else if (c == '(') {
      // `(a, b)`, `(a,)` and `()` are tuples; `(d0 + 1)` is a parenthesised expression.
      ++pos_;
      const bool comma = parseSequence(')', start, depth, v.items);
      if (comma || v.items.empty()) {
        v.kind = ValueKind::Tuple;
      } else {
        v.items.clear();
        structured = false;
      }
    } else if (c == '{') {
      ++pos_;
      parseBraces(start, depth, v);
    } else {
      std::size_t i = pos_;
      while (i < text_.size() && (isIdentChar(text_[i]) || text_[i] == '.')) ++i;
      if (i > pos_ && i < text_.size() && text_[i] == '(') {
        v.kind = ValueKind::Call;
        v.text = text_.substr(pos_, i - pos_);
        pos_ = i + 1;
        parseCallArgs(i, depth, v);
      } else {
        structured = false;
      }
    }
    if (structured) {
      const std::size_t after = pos_;
      skipSpace();
      if (atSeparator(stopAtColon)) {
        pos_ = after;
      } else {
        structured = false;  // e.g. `ModularIndexing(d0, 1, 4) + 8`
      }
    }
    if (!structured) {
      pos_ = elementEnd(pos_ > start ? pos_ : start, stopAtColon);
      v = Value{};
    }
    std::size_t end = pos_;
    while (end > start && isSpace(text_[end - 1])) --end;
    v.raw = text_.substr(start, end - start);
    if (v.kind == ValueKind::Expr) v.text = v.raw;
    return v;
  }

  void expectSeparator(char closer, std::size_t openPos) {
    if (pos_ >= text_.size()) throw ParseError(openPos, fmt::format("'{}' is never closed", text_[openPos]));
    if (text_[pos_] != ',' && text_[pos_] != closer) {
      throw ParseError(pos_, fmt::format("'{}' where ',' or '{}' was expected", text_[pos_], closer));
    }
  }

  // Items up to `closer` (consumed); returns whether a top-level comma was seen.
  bool parseSequence(char closer, std::size_t openPos, int depth, std::vector<Value>& out) {
    bool comma = false;
    for (;;) {
      skipSpace();
      if (pos_ >= text_.size()) throw ParseError(openPos, fmt::format("'{}' is never closed", text_[openPos]));
      if (text_[pos_] == closer) {
        ++pos_;
        return comma;
      }
      out.push_back(parseElement(depth + 1, false));
      skipSpace();
      expectSeparator(closer, openPos);
      if (text_[pos_] == ',') {
        comma = true;
        ++pos_;
      }
    }
  }

  void parseBraces(std::size_t openPos, int depth, Value& v) {
    v.kind = ValueKind::Dict;  // `{}` is an empty dict in Python
    bool first = true;
    for (;;) {
      skipSpace();
      if (pos_ >= text_.size()) throw ParseError(openPos, "'{' is never closed");
      if (text_[pos_] == '}') {
        ++pos_;
        return;
      }
      Value key = parseElement(depth + 1, true);
      skipSpace();
      const bool colon = pos_ < text_.size() && text_[pos_] == ':';
      if (first) v.kind = colon ? ValueKind::Dict : ValueKind::Set;
      first = false;
      if (v.kind == ValueKind::Dict) {
        if (!colon) throw ParseError(pos_, "dict entry without ':'");
        ++pos_;
        skipSpace();
        Value val = parseElement(depth + 1, false);
        v.entries.emplace_back(std::move(key), std::move(val));
      } else {
        if (colon) throw ParseError(pos_, "':' in a set");
        v.items.push_back(std::move(key));
      }
      skipSpace();
      expectSeparator('}', openPos);
      if (text_[pos_] == ',') ++pos_;
    }
  }

  void parseCallArgs(std::size_t openPos, int depth, Value& v) {
    for (;;) {
      skipSpace();
      if (pos_ >= text_.size()) throw ParseError(openPos, "'(' is never closed");
      if (text_[pos_] == ')') {
        ++pos_;
        return;
      }
      // `key=value` (but not `a == b`): an identifier directly followed by a single '='.
      std::size_t k = pos_;
      while (k < text_.size() && isIdentChar(text_[k])) ++k;
      if (k > pos_ && k + 1 < text_.size() && text_[k] == '=' && text_[k + 1] != '=') {
        std::string_view key = text_.substr(pos_, k - pos_);
        pos_ = k + 1;
        skipSpace();
        v.kwargs.emplace_back(key, parseElement(depth + 1, false));
      } else {
        if (!v.kwargs.empty()) throw ParseError(pos_, "positional argument after keyword argument");
        v.items.push_back(parseElement(depth + 1, false));
      }
      skipSpace();
      expectSeparator(')', openPos);
      if (text_[pos_] == ',') ++pos_;
    }
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

std::string decodeString(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\\' && i + 1 < s.size()) {
      const char n = s[++i];
      switch (n) {
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case '\\': case '\'': case '"': out.push_back(n); break;
        default: out.push_back('\\'); out.push_back(n); break;
      }
    } else {
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace

const Value* Value::kwarg(std::string_view key) const {
  for (const auto& [k, v] : kwargs) {
    if (k == key) return &v;
  }
  return nullptr;
}

const Value* Value::arg(std::size_t index, std::string_view key) const {
  if (index < items.size()) return &items[index];
  return kwarg(key);
}

std::string Value::rawText() const {
  if (raw.find('\n') != std::string_view::npos) return normalizeSpace(raw);
  return std::string(raw);
}

std::string Value::str() const {
  if (kind == ValueKind::String) {
    return text.find('\\') == std::string_view::npos ? std::string(text) : decodeString(text);
  }
  if (isNone()) return {};
  return rawText();
}

Value parse(std::string_view text) { return Parser(text).parseWhole(); }

std::vector<std::string_view> splitTopLevel(std::string_view text, char separator) {
  std::vector<std::string_view> out;
  int depth = 0;
  char quote = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (isOpen(c)) {
      ++depth;
    } else if (isClose(c)) {
      --depth;
    } else if (c == separator && depth == 0) {
      auto piece = trim(text.substr(start, i - start));
      if (!piece.empty()) out.push_back(piece);
      start = i + 1;
    }
  }
  auto piece = trim(text.substr(start));
  if (!piece.empty()) out.push_back(piece);
  return out;
}

int bracketDelta(std::string_view line) {
  int delta = 0;
  char inString = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (inString) {
      if (c == '\\') ++i;
      else if (c == inString) inString = 0;
    } else if (c == '\'' || c == '"') {
      inString = c;
    } else if (isOpen(c)) {
      ++delta;
    } else if (isClose(c)) {
      --delta;
    }
  }
  return delta;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

std::string normalizeSpace(std::string_view s) {
  s = trim(s);
  std::string out;
  out.reserve(s.size());
  bool pendingSpace = false;
  for (char c : s) {
    if (isSpace(c)) {
      pendingSpace = true;
    } else {
      if (pendingSpace) out.push_back(' ');
      pendingSpace = false;
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace fusescope::pyrepr
