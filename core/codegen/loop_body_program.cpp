#include "codegen/loop_body_program.h"

#include <regex>

#include "codegen/output_code_scan.h"

namespace fusescope::codegen {
namespace {

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

void splitArgs(const std::string& inner, LoopStatement& st) {
  for (const auto& a : splitTopLevel(inner)) {
    if (a.empty()) continue;
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

LoopStatement parseLoopStatement(const std::string& line) {
  static const std::regex kAssign(R"(^(\w+) = (.*)$)");
  static const std::regex kReturn(R"(^return (.*)$)");
  static const std::regex kOp(R"(^ops\.(\w+)\((.*)\)$)");
  static const std::regex kSelf(R"(^self\.(\w+)\((.*)\)$)");
  static const std::regex kItem(R"(^(\w+)\[(\d+)\]$)");
  LoopStatement st;
  st.text = line;
  std::smatch m;
  const std::string l = trim(line);
  if (std::regex_match(l, m, kReturn)) {
    st.kind = LoopStatement::Kind::Return;
    st.args = {trim(m[1])};
    return st;
  }
  if (!std::regex_match(l, m, kAssign)) return st;
  st.result = m[1];
  const std::string rhs = trim(m[2]);
  std::smatch r;
  if (std::regex_match(rhs, r, kOp)) {
    st.kind = LoopStatement::Kind::Op;
    st.op = r[1];
    splitArgs(r[2], st);
  } else if (std::regex_match(rhs, r, kSelf)) {
    const std::string fn = r[1];
    splitArgs(r[2], st);
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
  } else if (std::regex_match(rhs, r, kItem)) {
    st.kind = LoopStatement::Kind::GetItem;
    st.args = {r[1]};
    st.item = std::stoi(r[2]);
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

}  // namespace fusescope::codegen
