#include "codegen/output_code_scan.h"

#include <cctype>

namespace fusescope::codegen {
namespace {

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  size_t e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) {
      if (start < text.size()) out.push_back(text.substr(start));
      break;
    }
    out.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  return out;
}

// The three line shapes below are matched by hand rather than with std::regex: libstdc++'s regex recurses
// once per character, so one long hostile line would overflow the stack.
bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool isSpaceChar(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
size_t wordEnd(std::string_view s, size_t i) {
  while (i < s.size() && isWordChar(s[i])) ++i;
  return i;
}
size_t spaceEnd(std::string_view s, size_t i) {
  while (i < s.size() && isSpaceChar(s[i])) ++i;
  return i;
}

// `^(\w+) = async_compile\.(\w+)\(`: a kernel definition.
bool matchDefinition(std::string_view line, std::string& name, std::string& api) {
  constexpr std::string_view kMid = " = async_compile.";
  const size_t k = wordEnd(line, 0);
  if (k == 0 || line.substr(k, kMid.size()) != kMid) return false;
  const size_t a = k + kMid.size();
  const size_t e = wordEnd(line, a);
  if (e == a || e >= line.size() || line[e] != '(') return false;
  name = std::string(line.substr(0, k));
  api = std::string(line.substr(a, e - a));
  return true;
}

// `^\s+(\w+) = (\w+)\[(\d+)\]\s*$`: one output of a multi-output extern kernel.
bool matchMultiOutput(std::string_view line, std::string& out, std::string& source, std::string& item) {
  const size_t i = spaceEnd(line, 0);
  const size_t e = wordEnd(line, i);
  if (i == 0 || e == i || line.substr(e, 3) != " = ") return false;
  const size_t s = e + 3;
  const size_t se = wordEnd(line, s);
  if (se == s || se >= line.size() || line[se] != '[') return false;
  size_t d = se + 1;
  while (d < line.size() && std::isdigit(static_cast<unsigned char>(line[d]))) ++d;
  if (d == se + 1 || d >= line.size() || line[d] != ']' || spaceEnd(line, d + 1) != line.size()) return false;
  out = std::string(line.substr(i, e - i));
  source = std::string(line.substr(s, se - s));
  item = std::string(line.substr(se + 1, d - se - 1));
  return true;
}

// `^\s+(?:(\w+) = )?([\w.]+)\((.*)\)\s*$`: a call, maybe assigned; `inner` runs to the last ')'.
bool matchCall(std::string_view line, std::string& assigned, std::string& callee, std::string& inner) {
  const size_t i = spaceEnd(line, 0);
  if (i == 0) return false;
  size_t c = i;
  const size_t e = wordEnd(line, i);
  const bool assignment = e > i && line.substr(e, 3) == " = ";
  if (assignment) c = e + 3;
  size_t ce = c;
  while (ce < line.size() && (isWordChar(line[ce]) || line[ce] == '.')) ++ce;
  if (ce == c || ce >= line.size() || line[ce] != '(') return false;
  size_t end = line.size();
  while (end > ce + 1 && isSpaceChar(line[end - 1])) --end;
  if (end <= ce + 1 || line[end - 1] != ')') return false;
  const std::string_view body = line.substr(ce + 1, end - ce - 2);
  if (body.find_first_of("\r\n") != std::string_view::npos) return false;  // regex `.` stops at line breaks
  assigned = assignment ? std::string(line.substr(i, e - i)) : std::string();
  callee = std::string(line.substr(c, ce - c));
  inner = std::string(body);
  return true;
}

bool isIdentifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

// "[a, b, c]" -> {"a", "b", "c"}
std::vector<std::string> parseBracketList(std::string_view s) {
  size_t open = s.find('['), close = s.rfind(']');
  if (open == std::string_view::npos || close == std::string_view::npos || close <= open) return {};
  std::vector<std::string> out;
  for (auto& item : splitTopLevel(s.substr(open + 1, close - open - 1)))
    if (!item.empty()) out.push_back(item);
  return out;
}

// Reads the metadata comment lines Inductor writes above a definition (get_kernel_metadata's output).
void parseMetadata(const std::vector<std::string_view>& comments, KernelDefinition& def) {
  for (auto line : comments) {
    def.metadataComment += std::string(line) + "\n";
    std::string_view body = line.substr(std::min<size_t>(line.size(), 1));
    if (auto p = body.find("Source Nodes: ["); p != std::string_view::npos) {
      size_t aten = body.find("], Original ATen: [");
      if (aten != std::string_view::npos) {
        def.sourceNodes = parseBracketList(body.substr(p + 13, aten - (p + 13) + 1));
        def.atenOrigins = parseBracketList(body.substr(aten + 17));
      }
    } else if (auto arrow = body.find(" => "); arrow != std::string_view::npos && body.rfind("   ", 0) == 0) {
      std::vector<std::string> nodes;
      for (auto& n : splitTopLevel(body.substr(arrow + 4))) nodes.push_back(n);
      def.nodeMapping.emplace_back(trim(body.substr(0, arrow)), std::move(nodes));
    }
  }
}

// Parameter names of the kernel entry point: `def name(a, b : tl.constexpr)` or `kernel(const float* in_ptr0, ...)`.
std::vector<std::string> parseParams(const KernelDefinition& def) {
  const std::string& src = def.source;
  size_t open = std::string::npos;
  if (def.language == "cpp") {
    open = src.find(" kernel(");
    if (open != std::string::npos) open = src.find('(', open);
  } else {
    open = src.find("def " + def.name + "(");
    if (open != std::string::npos) open = src.find('(', open);
  }
  if (open == std::string::npos) return {};
  int depth = 0;
  size_t close = open;
  for (; close < src.size(); ++close) {
    if (src[close] == '(') ++depth;
    if (src[close] == ')' && --depth == 0) break;
  }
  std::vector<std::string> params;
  for (auto& p : splitTopLevel(std::string_view(src).substr(open + 1, close - open - 1))) {
    std::string name = p.substr(0, p.find(':'));
    name = trim(name.substr(0, name.find('=')));
    // C++: the last identifier of "const float* in_ptr0".
    size_t start = name.find_last_of(" *&");
    if (start != std::string::npos) name = name.substr(start + 1);
    params.push_back(name);
  }
  return params;
}

bool isWrittenParam(std::string_view p) { return p.rfind("out_ptr", 0) == 0 || p.rfind("in_out_ptr", 0) == 0; }

// The buffer an argument names: "buf3" or reinterpret_tensor(buf3, ...); "" for literals and expressions.
std::string bufferOf(const std::string& arg) {
  if (isIdentifier(arg)) return arg == "None" || arg == "True" || arg == "False" ? "" : arg;
  static const std::string kReinterpret = "reinterpret_tensor(";
  if (arg.rfind(kReinterpret, 0) == 0) {
    auto inner = splitTopLevel(std::string_view(arg).substr(kReinterpret.size(), arg.size() - kReinterpret.size() - 1));
    if (!inner.empty() && isIdentifier(inner[0])) return inner[0];
  }
  return {};
}

bool isExternCallee(const std::string& callee, bool hasOut) {
  static const std::vector<std::string> kHelpers = {"empty_strided", "reinterpret_tensor", "get_raw_stream", "assert_",
                                                    "torch.cuda.", "alloc_from_pool", "torch._C", "print", "runner"};
  if (callee.rfind("extern_kernels.", 0) == 0 || callee.rfind("torch.ops.", 0) == 0 || callee.rfind("aten.", 0) == 0)
    return true;
  if (!hasOut) return false;
  for (const auto& h : kHelpers)
    if (callee.rfind(h, 0) == 0) return false;
  return true;
}

}  // namespace

std::vector<std::string> splitTopLevel(std::string_view text, char sep) {
  std::vector<std::string> out;
  int depth = 0;
  char quote = 0;
  std::string cur;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\' && i + 1 < text.size()) {
        cur += c;
        cur += text[++i];
        continue;
      }
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == sep && depth == 0) {
      out.push_back(trim(cur));
      cur.clear();
      continue;
    }
    cur += c;
  }
  if (!trim(cur).empty() || !out.empty()) out.push_back(trim(cur));
  return out;
}

OutputCodeIndex scanOutputCode(std::string_view text) {
  OutputCodeIndex index;
  const auto lines = splitLines(text);
  // Definitions first, so that call sites can tell kernel calls from other statements.
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string line(lines[i]);
    std::string name, api;
    if (!matchDefinition(line, name, api)) continue;
    KernelDefinition def;
    def.name = name;
    def.language = api == "triton" ? "triton" : api.rfind("cpp", 0) == 0 ? "cpp" : api;
    def.line = static_cast<int>(i) + 1;
    std::vector<std::string_view> comments;
    for (size_t j = i; j-- > 0 && !lines[j].empty() && lines[j][0] == '#';) comments.insert(comments.begin(), lines[j]);
    parseMetadata(comments, def);
    size_t q = line.find("'''");
    if (q != std::string::npos) {
      std::string src = line.substr(q + 3);
      if (!src.empty()) src += "\n";
      size_t j = i + 1;
      for (; j < lines.size() && lines[j].rfind("'''", 0) != 0; ++j) src += std::string(lines[j]) + "\n";
      def.source = std::move(src);
      i = j;
    }
    def.params = parseParams(def);
    index.definitionByName[def.name] = static_cast<int>(index.definitions.size());
    index.definitions.push_back(std::move(def));
  }

  bool inDefinition = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string line(lines[i]);
    // Skip kernel sources: their bodies contain calls too.
    std::string name, api;
    if (matchDefinition(line, name, api) && line.find("'''") != std::string::npos) {
      inDefinition = true;
      continue;
    }
    if (inDefinition) {
      if (line.rfind("'''", 0) == 0) inDefinition = false;
      continue;
    }
    CallSite call;
    call.line = static_cast<int>(i) + 1;
    call.text = trim(line);
    std::string out0, source, item;
    if (matchMultiOutput(line, out0, source, item)) {
      call.kind = CallKind::MultiOutput;
      call.callee = source + "[" + item + "]";
      call.args = {source};
      call.read = {source};
      call.written = {out0};
      index.calls.push_back(std::move(call));
      continue;
    }
    std::string assigned, callee, inner;
    if (!matchCall(line, assigned, callee, inner)) continue;
    const bool run = callee.size() > 4 && callee.compare(callee.size() - 4, 4, ".run") == 0;
    const std::string kernel = run ? callee.substr(0, callee.size() - 4) : callee;
    auto def = index.definitionByName.find(kernel);
    std::vector<std::string> rawArgs = splitTopLevel(inner);
    std::string out;
    for (const auto& a : rawArgs) {
      size_t eq = a.find('=');
      if (eq != std::string::npos && isIdentifier(trim(a.substr(0, eq))) && a.compare(eq, 2, "==") != 0) {
        if (trim(a.substr(0, eq)) == "out") out = bufferOf(trim(a.substr(eq + 1)));
        continue;
      }
      call.args.push_back(bufferOf(a));
    }
    if (def != index.definitionByName.end()) {
      call.kind = CallKind::Kernel;
      call.callee = kernel;
      call.definition = def->second;
      const auto& params = index.definitions[static_cast<size_t>(def->second)].params;
      for (size_t k = 0; k < call.args.size(); ++k) {
        if (call.args[k].empty()) continue;
        if (k < params.size() && isWrittenParam(params[k]))
          call.written.push_back(call.args[k]);
        else if (k < params.size() && params[k].find("ptr") == std::string::npos && params[k].rfind("arg_", 0) != 0)
          continue;  // sizes such as xnumel passed by name (dynamic shapes)
        else
          call.read.push_back(call.args[k]);
      }
    } else if (isExternCallee(callee, !out.empty())) {
      call.kind = CallKind::Extern;
      call.callee = callee;
      if (!out.empty()) call.written.push_back(out);
      if (!assigned.empty()) call.written.push_back(assigned);
      for (const auto& a : call.args)
        if (!a.empty()) call.read.push_back(a);
    } else {
      continue;
    }
    index.calls.push_back(std::move(call));
  }
  return index;
}

}  // namespace fusescope::codegen
