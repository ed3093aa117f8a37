#include "graph/loop_body_program.h"

#include <charconv>
#include <string_view>

#include "util/python_repr.h"

namespace fusescope {
namespace {

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

void splitArgs(const std::string& inner, LoopStatement& st) {
  for (std::string_view view : pyrepr::splitTopLevel(inner)) {
    const std::string a(view);
    size_t eq = a.find('=');
    if (eq != std::string::npos && a.find('(') > eq && a.find('\'') > eq && a.compare(eq, 2, "==") != 0) {
      st.kwargs[trim(a.substr(0, eq))] = trim(a.substr(eq + 1));
      continue;
    }
    st.args.push_back(a);
  }
}

}  // namespace

std::string unquote(const std::string& s) {
  if (s.size() >= 2 && (s.front() == '\'' || s.front() == '"') && s.back() == s.front()) return s.substr(1, s.size() - 2);
  return s;
}

namespace {

bool isWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Length of the run of word characters (`\w`) at the start of `s`.
size_t wordLength(std::string_view s) {
  size_t k = 0;
  while (k < s.size() && isWordChar(s[k])) ++k;
  return k;
}

// `PREFIXname(inner)` spanning all of `s` -> {name, inner}; the last ')' closes the call.
bool splitCall(std::string_view s, std::string_view prefix, std::string& name, std::string& inner) {
  if (s.substr(0, prefix.size()) != prefix) return false;
  const std::string_view rest = s.substr(prefix.size());
  const size_t k = wordLength(rest);
  if (k == 0 || k >= rest.size() || rest[k] != '(' || rest.back() != ')' || rest.size() < k + 2) return false;
  name = std::string(rest.substr(0, k));
  inner = std::string(rest.substr(k + 1, rest.size() - k - 2));
  return true;
}

}  // namespace

// Hand-written matching rather than std::regex: libstdc++'s regex recurses once per character, so a long
// hostile line would overflow the stack.
LoopStatement parseLoopStatement(const std::string& line) {
  LoopStatement st;
  st.text = line;
  const std::string l = trim(line);
  if (l.find_first_of("\n\r") != std::string::npos) return st;  // one printed line is one statement
  if (l.rfind("return ", 0) == 0) {
    st.kind = LoopStatement::Kind::Return;
    st.args = {trim(l.substr(7))};
    return st;
  }
  // `name = rhs`
  const size_t k = wordLength(l);
  if (k == 0 || l.compare(k, 3, " = ") != 0) return st;
  st.result = l.substr(0, k);
  const std::string rhs = trim(l.substr(k + 3));
  std::string fn, inner;
  if (splitCall(rhs, "ops.", fn, inner)) {
    st.kind = LoopStatement::Kind::Op;
    st.op = fn;
    splitArgs(inner, st);
  } else if (splitCall(rhs, "self.", fn, inner)) {
    splitArgs(inner, st);
    if (fn == "get_index") {
      st.kind = LoopStatement::Kind::GetIndex;
      st.op = st.args.empty() ? "" : unquote(st.args[0]);
    } else if (fn.rfind("masked_subblock", 0) == 0) {
      st.kind = LoopStatement::Kind::Masked;
      st.op = fn;
    } else if (fn.rfind("set_indirect", 0) == 0) {
      st.kind = LoopStatement::Kind::SetIndirect;
      st.op = fn.substr(4);  // "indirect0"
    } else {
      st.op = fn;
    }
  } else if (const size_t w = wordLength(rhs); w > 0 && w + 2 < rhs.size() && rhs[w] == '[' && rhs.back() == ']') {
    // `name[3]`; an index beyond int is not Inductor's and stays Unknown
    const std::string_view digits = std::string_view(rhs).substr(w + 1, rhs.size() - w - 2);
    int item = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), item);
    if (ec == std::errc() && end == digits.data() + digits.size() && digits.front() != '-' && digits.front() != '+') {
      st.kind = LoopStatement::Kind::GetItem;
      st.args = {rhs.substr(0, w)};
      st.item = item;
    }
  }
  return st;
}

const LoopBlockProgram* LoopBodyProgram::body() const {
  auto it = blocks.find("body");
  return it == blocks.end() ? nullptr : &it->second;
}

LoopBodyProgram parseLoopBody(const LoopBody& body) {
  LoopBodyProgram p;
  p.varRanges = body.varRanges;
  for (const auto& [k, v] : body.indices) p.indices[k] = v;
  for (const auto& block : body.blocks) {
    LoopBlockProgram b;
    b.name = block.name;
    for (const auto& line : block.lines) b.statements.push_back(parseLoopStatement(line));
    p.blocks[b.name] = std::move(b);
  }
  return p;
}

}  // namespace fusescope
