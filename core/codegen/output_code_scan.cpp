#include "codegen/output_code_scan.h"

#include "util/python_repr.h"
#include "util/text_lines.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace fusescope::codegen {
namespace {

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  size_t e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// Lines are matched by hand rather than with std::regex: libstdc++'s regex recurses once per character,
// so one long hostile line would overflow the stack.
bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
size_t wordEnd(std::string_view s, size_t i) {
  while (i < s.size() && isWordChar(s[i])) ++i;
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

// `(\w+) = (\w+)`: a MultiOutput that is its extern kernel's whole result (a trimmed statement; a reuse,
// `buf5 = buf4; del buf4`, is not one).
bool matchWholeOutput(std::string_view s, std::string& out, std::string& source) {
  if (s.empty() || !isWordChar(s.back())) return false;  // most statements are calls: `...)`
  const size_t e = wordEnd(s, 0);
  if (e == 0 || s.substr(e, 3) != " = ") return false;
  const size_t b = e + 3;
  if (b >= s.size() || std::isdigit(static_cast<unsigned char>(s[b])) || wordEnd(s, b) != s.size()) return false;
  const std::string_view from = s.substr(b);
  if (from == "None" || from == "True" || from == "False") return false;
  out = std::string(s.substr(0, e));
  source = std::string(from);
  return true;
}

// `(\w+) = (\w+); del \2  # reuse`: a buffer reuse.
bool matchReuse(std::string_view s, std::string& to, std::string& from) {
  constexpr std::string_view kTail = "# reuse";  // checked first: most statements are calls ending in `)`
  if (s.size() <= kTail.size() || s.substr(s.size() - kTail.size()) != kTail) return false;
  const size_t e = wordEnd(s, 0);
  if (e == 0 || s.substr(e, 3) != " = ") return false;
  const size_t b = e + 3, be = wordEnd(s, b);
  if (be == b || s.substr(be, 6) != "; del ") return false;
  const std::string_view source = s.substr(b, be - b);
  const size_t de = wordEnd(s, be + 6);
  if (s.substr(be + 6, de - be - 6) != source || pyrepr::trim(s.substr(de)) != "# reuse") return false;
  to = std::string(s.substr(0, e));
  from = std::string(source);
  return true;
}

// `(\w+) = (\w+)\[(\d+)\]`: one output of a multi-output extern kernel (a trimmed statement).
bool matchMultiOutput(std::string_view s, std::string& out, std::string& source, std::string& item) {
  const size_t e = wordEnd(s, 0);
  if (e == 0 || s.substr(e, 3) != " = ") return false;
  const size_t b = e + 3;
  const size_t be = wordEnd(s, b);
  if (be == b || be >= s.size() || s[be] != '[') return false;
  size_t d = be + 1;
  while (d < s.size() && std::isdigit(static_cast<unsigned char>(s[d]))) ++d;
  if (d == be + 1 || d + 1 != s.size() || s[d] != ']') return false;
  out = std::string(s.substr(0, e));
  source = std::string(s.substr(b, be - b));
  item = std::string(s.substr(be + 1, d - be - 1));
  return true;
}

// `[a, b, ]` after `label` in a comment -> {"a", "b"} (empty entries dropped).
std::vector<std::string> bracketListAfter(std::string_view comment, std::string_view label) {
  std::vector<std::string> out;
  const std::size_t at = comment.find(label);
  if (at == std::string_view::npos) return out;
  const std::size_t open = comment.find('[', at + label.size());
  const std::size_t close = open == std::string_view::npos ? open : comment.find(']', open);
  if (close == std::string_view::npos) return out;
  for (std::string_view item : pyrepr::splitTopLevel(comment.substr(open + 1, close - open - 1))) out.emplace_back(item);
  return out;
}

// The origin comments Inductor writes above a kernel definition or a call (get_kernel_metadata's output).
struct OriginComment {
  std::string kernelPath;
  std::vector<std::string> sourceNodes, aten;
  SourceMapping mapping;
  bool inMapping = false;  // between "Source node to ATen node mapping:" and "Graph fragment:"
  void read(std::string_view comment) {
    if (comment.find("Source node to ATen node mapping:") != std::string_view::npos) {
      inMapping = true;
      return;
    }
    if (comment.find("Graph fragment:") != std::string_view::npos) inMapping = false;
    if (inMapping) {
      // `#   position_ids => add` or `#    => inductor_lookup_seed_default` (no source node)
      const std::size_t arrow = comment.find("=>");
      if (arrow == std::string_view::npos || !startsWith(comment, "#")) {
        inMapping = false;
      } else {
        std::vector<std::string> fx;
        for (std::string_view n : pyrepr::splitTopLevel(comment.substr(arrow + 2))) fx.emplace_back(n);
        mapping.emplace_back(std::string(pyrepr::trim(comment.substr(1, arrow - 1))), std::move(fx));
        return;
      }
    }
    if (startsWith(comment, "# kernel path:")) kernelPath = std::string(pyrepr::trim(comment.substr(14)));
    if (comment.find("Topologically Sorted Source Nodes:") != std::string_view::npos)
      sourceNodes = bracketListAfter(comment, "Topologically Sorted Source Nodes:");
    if (comment.find("Original ATen:") != std::string_view::npos) aten = bracketListAfter(comment, "Original ATen:");
  }
};

bool isIdentifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
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
  for (std::string_view p : pyrepr::splitTopLevel(std::string_view(src).substr(open + 1, close - open - 1))) {
    std::string name(p.substr(0, p.find(':')));
    name = trim(name.substr(0, name.find('=')));
    // C++: the last identifier of "const float* in_ptr0".
    size_t start = name.find_last_of(" *&");
    if (start != std::string::npos) name = name.substr(start + 1);
    params.push_back(name);
  }
  return params;
}

bool isWrittenParam(std::string_view p) { return p.rfind("out_ptr", 0) == 0 || p.rfind("in_out_ptr", 0) == 0; }

// `name = async_compile.cpp_pybinding(['const float*', 'float*', 'int64_t'], r'''`: the quoted types.
std::vector<std::string> pybindingArgTypes(std::string_view first) {
  const size_t open = first.find("cpp_pybinding([");
  if (open == std::string_view::npos) return {};
  const size_t from = open + std::string_view("cpp_pybinding([").size();
  const size_t close = first.find(']', from);
  if (close == std::string_view::npos) return {};
  std::vector<std::string> types;
  for (std::string_view t : pyrepr::splitTopLevel(first.substr(from, close - from))) {
    if (t.size() < 2 || (t.front() != '\'' && t.front() != '"') || t.back() != t.front()) return {};
    types.emplace_back(t.substr(1, t.size() - 2));
  }
  return types;
}

// A pointer to non-const: the C++ kernel writes through it.
bool isWrittenArgType(std::string_view type) {
  return !type.empty() && type.back() == '*' && type.rfind("const ", 0) != 0;
}

// The buffer an argument names: "buf3" or reinterpret_tensor(buf3, ...); "" for literals and expressions.
std::string bufferOf(const std::string& arg) {
  if (isIdentifier(arg)) return arg == "None" || arg == "True" || arg == "False" ? "" : arg;
  static const std::string kReinterpret = "reinterpret_tensor(";
  if (arg.rfind(kReinterpret, 0) == 0) {
    auto inner = pyrepr::splitTopLevel(std::string_view(arg).substr(kReinterpret.size(), arg.size() - kReinterpret.size() - 1));
    if (!inner.empty() && isIdentifier(inner[0])) return std::string(inner[0]);
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

// An in-place ATen op (`torch.ops.aten.add_.Tensor`, `torch.ops.mkldnn._convolution_pointwise_.binary`):
// by ATen's naming rule its name ends in one underscore, and it writes its first argument.
bool isInPlaceOp(std::string_view callee) {
  size_t start = 0;
  while (start < callee.size()) {
    size_t dot = callee.find('.', start);
    if (dot == std::string_view::npos) dot = callee.size();
    const std::string_view segment = callee.substr(start, dot - start);
    if (segment.size() >= 2 && segment.back() == '_' && segment[segment.size() - 2] != '_' &&
        std::any_of(segment.begin(), segment.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)); }))
      return true;
    start = dot + 1;
  }
  return false;
}

// `torch.ops._c10d_functional.wait_tensor.default(buf2)`: Inductor models waiting for a collective as a
// mutation of the tensor it fills (the _WaitKernel node's MutationOutput names it), so the bare call
// writes its argument like an in-place op.
bool isCollectiveWait(std::string_view callee) {
  return callee.find("_c10d_functional.wait_tensor") != std::string_view::npos;
}

std::string languageOf(std::string_view api) {
  if (api == "triton") return "triton";
  if (startsWith(api, "cpp")) return "cpp";
  return std::string(api);
}

// Functions whose body launches kernels: call() and, with graph partitions, partition_N().
bool opensLaunchingFunction(std::string_view trimmed) {
  return startsWith(trimmed, "def call(") || startsWith(trimmed, "def partition_");
}

// A subgraph's function at column 0, `def true_graph_0(args):`: its name, else "".
std::string subgraphFunction(std::string_view line) {
  constexpr std::string_view kDef = "def ", kTail = "(args):";
  if (!startsWith(line, kDef) || line.size() <= kDef.size() + kTail.size() ||
      line.substr(line.size() - kTail.size()) != kTail)
    return {};
  const std::string_view name = line.substr(kDef.size(), line.size() - kDef.size() - kTail.size());
  if (startsWith(name, "partition_")) return {};
  for (char c : name) {
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return {};
  }
  return std::string(name);
}

class OutputCodeReader {
 public:
  OutputCodeReader(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

  // Reads into index_; throws ImportError at the first problem (index_ then holds what came before).
  void read() {
    const TextLines lines(text_, file_);
    lines_ = &lines;
    bool sawCall = false;
    for (int i = 1; i <= lines.count(); ++i) {
      const std::string_view line = lines.at(i);
      const std::string_view t = pyrepr::trim(line);
      if (opensLaunchingFunction(t)) {
        sawCall = sawCall || startsWith(t, "def call(");
        function_.clear();
        i = readCall(i);
        continue;
      }
      if (std::string sub = subgraphFunction(line); !sub.empty()) {
        subgraphs_.push_back(sub);
        function_ = std::move(sub);
        const int first = i;
        i = readCall(i);
        std::string& body = index_.subgraphSource[function_];
        for (int k = first; k <= i && k <= lines.count(); ++k) (body += lines.at(k)) += '\n';
        function_.clear();
        continue;
      }
      if (line.empty() || line.front() == ' ' || line.front() == '#') continue;
      std::string name, api;
      if (matchDefinition(line, name, api) && api != "wait") i = readKernel(i, name, api);
    }
    if (!sawCall && index_.definitions.empty()) {
      throw ImportError(file_, lines.count() > 0 ? 1 : 0,
                        "no kernel definitions and no call() found (not an Inductor output_code.py?)");
    }
    if (!sawCall) throw ImportError(file_, lines.count(), "the file ends before call() (file truncated?)");
  }

  OutputCodeIndex take() { return std::move(index_); }

 private:
  int readKernel(int i, const std::string& name, const std::string& api) {
    KernelDefinition def;
    def.name = name;
    def.language = languageOf(api);
    def.line = i;
    int c = i - 1;
    while (c >= 1 && startsWith(lines_->at(c), "#")) --c;
    OriginComment origin;
    for (int k = c + 1; k < i; ++k) {
      origin.read(lines_->at(k));
      def.metadataComment.append(lines_->at(k));
      def.metadataComment.push_back('\n');
    }
    def.kernelPath = std::move(origin.kernelPath);
    def.sourceNodes = std::move(origin.sourceNodes);
    def.atenOrigins = std::move(origin.aten);
    def.nodeMapping = std::move(origin.mapping);

    const std::string_view first = lines_->at(i);
    if (api == "cpp_pybinding") def.argTypes = pybindingArgTypes(first);
    const std::size_t open = first.find("'''");
    if (open == std::string_view::npos) {
      throw ImportError(file_, i, fmt::format("kernel {} has no ''' source block", def.name));
    }
    const std::string_view rest = first.substr(open + 3);
    int end = i;
    if (const std::size_t close = rest.find("'''"); close != std::string_view::npos) {
      def.source = std::string(rest.substr(0, close));
    } else {
      if (!pyrepr::trim(rest).empty()) {
        def.source.append(rest);
        def.source.push_back('\n');
      }
      for (end = i + 1; end <= lines_->count() && !startsWith(lines_->at(end), "'''"); ++end) {
        def.source.append(lines_->at(end));
        def.source.push_back('\n');
      }
      if (end > lines_->count()) {
        throw ImportError(file_, i,
                          fmt::format("the source of kernel {} starts here and never ends (file truncated?)", def.name));
      }
    }
    def.params = parseParams(def);
    index_.definitionByName[def.name] = static_cast<int>(index_.definitions.size());
    index_.definitions.push_back(std::move(def));
    return end;
  }

  // The body of a launching function: kernel launches and extern calls, with the origin comments above them.
  int readCall(int i) {
    const int defIndent = indentOf(lines_->at(i));
    OriginComment pending;
    bool sawReturn = false;
    int j = i + 1;
    for (; j <= lines_->count(); ++j) {
      const std::string_view line = lines_->at(j);
      const std::string_view t = pyrepr::trim(line);
      if (t.empty()) continue;
      if (indentOf(line) <= defIndent) break;
      if (t.front() == '#') {
        if (startsWith(t, "# Topologically Sorted Source Nodes:") || startsWith(t, "# Original ATen:")) {
          pending = {};
          pending.read(t);
        }
        continue;
      }
      if (startsWith(t, "return")) sawReturn = true;
      // A statement may continue on the next lines while brackets are open.
      std::string statement(t);
      const int start = j;
      int depth = pyrepr::bracketDelta(t);
      while (depth > 0) {
        if (++j > lines_->count()) {
          throw ImportError(file_, start, "this statement in call() is never finished (file truncated?)");
        }
        statement += ' ';
        statement += pyrepr::trim(lines_->at(j));
        depth += pyrepr::bracketDelta(lines_->at(j));
      }
      readStatement(statement, start, pending);
    }
    if (!sawReturn) {
      throw ImportError(file_, j - 1, fmt::format("{}() ends without a return statement (file truncated?)",
                                                  function_.empty() ? "call" : function_));
    }
    return j - 1;
  }

  void readStatement(const std::string& statement, int line, OriginComment& pending) {
    CallSite call;
    call.line = line;
    call.text = statement;
    std::string out0, source, item;
    const bool indexed = matchMultiOutput(statement, out0, source, item);
    const bool whole = !indexed && matchWholeOutput(statement, out0, source);
    if (indexed || whole) {
      call.kind = CallKind::MultiOutput;
      call.callee = whole ? source : source + "[" + item + "]";
      call.args = {source};
      call.rawArgs = {source};
      call.read = {source};
      call.written = {out0};
      call.function = function_;
      index_.calls.push_back(std::move(call));
      return;
    }
    if (std::string to, from; matchReuse(statement, to, from)) {
      index_.reuses.push_back({std::move(from), std::move(to), line});
      return;
    }
    // Optional `bufN = ` in front of the call, or a tuple of targets (`(buf2[0], buf2[1]) = ` where a
    // subgraph's results land in a list; the list is the buffer written).
    std::string_view s = statement;
    std::vector<std::string> assigned;
    if (const size_t e = wordEnd(s, 0); e > 0 && s.substr(e, 3) == " = ") {
      assigned.emplace_back(s.substr(0, e));
      s = s.substr(e + 3);
    } else if (startsWith(s, "(")) {
      if (const size_t close = s.find(") = "); close != std::string_view::npos) {
        for (std::string_view target : pyrepr::splitTopLevel(s.substr(1, close - 1))) {
          const size_t end = wordEnd(target, 0);
          if (end > 0) assigned.emplace_back(target.substr(0, end));
        }
        s = s.substr(close + 4);
      }
    }
    size_t ce = 0;
    while (ce < s.size() && (isWordChar(s[ce]) || s[ce] == '.')) ++ce;
    if (ce == 0 || ce >= s.size() || s[ce] != '(' || s.back() != ')') return;
    const std::string callee(s.substr(0, ce));
    std::string out;
    for (std::string_view view : pyrepr::splitTopLevel(s.substr(ce + 1, s.size() - ce - 2))) {
      std::string a(view);
      if (startsWith(a, "stream=")) continue;
      const size_t eq = a.find('=');
      const bool keyword = eq != std::string::npos && isIdentifier(trim(a.substr(0, eq))) && a.compare(eq, 2, "==") != 0;
      if (keyword && trim(a.substr(0, eq)) == "out") out = bufferOf(trim(a.substr(eq + 1)));
      if (!keyword) call.args.push_back(bufferOf(a));
      call.rawArgs.push_back(std::move(a));
    }
    const bool run = callee.size() > 4 && callee.compare(callee.size() - 4, 4, ".run") == 0;
    const std::string kernel = run ? callee.substr(0, callee.size() - 4) : callee;
    if (auto def = index_.definitionByName.find(kernel); def != index_.definitionByName.end()) {
      call.kind = CallKind::Kernel;
      call.callee = kernel;
      call.definition = def->second;
      const auto& params = index_.definitions[static_cast<size_t>(def->second)].params;
      const auto& types = index_.definitions[static_cast<size_t>(def->second)].argTypes;
      for (size_t k = 0; k < call.args.size(); ++k) {
        if (call.args[k].empty()) continue;
        if (k < types.size()) {  // a size (int64_t) passed by name is no buffer
          if (!types[k].empty() && types[k].back() == '*')
            (isWrittenArgType(types[k]) ? call.written : call.read).push_back(call.args[k]);
          continue;
        }
        if (k < params.size() && isWrittenParam(params[k]))
          call.written.push_back(call.args[k]);
        else if (k < params.size() && params[k].find("ptr") == std::string::npos && params[k].rfind("arg_", 0) != 0)
          continue;  // sizes such as xnumel passed by name (dynamic shapes)
        else
          call.read.push_back(call.args[k]);
      }
    } else if (const bool subgraph = std::find(subgraphs_.begin(), subgraphs_.end(), callee) != subgraphs_.end();
               subgraph || isExternCallee(callee, !out.empty())) {
      // A subgraph's function (a torch.cond branch, a while_loop body, an invoke_subgraph) runs like an
      // extern kernel of the node that calls it, and writes what it is assigned to.
      call.kind = CallKind::Extern;
      call.callee = callee;
      call.subgraph = subgraph;
      if (!out.empty()) call.written.push_back(out);
      for (const std::string& a : assigned)
        if (std::find(call.written.begin(), call.written.end(), a) == call.written.end()) call.written.push_back(a);
      // A bare in-place call (`torch.ops.mkldnn._convolution_pointwise_.binary(buf3, buf5, ...)`) writes
      // its first argument: the buffer its node's MutationOutput names.
      const bool inPlace = call.written.empty() && !subgraph && !call.args.empty() && !call.args[0].empty() &&
                           (isInPlaceOp(callee) || isCollectiveWait(callee));
      if (inPlace) call.written.push_back(call.args[0]);
      for (size_t k = inPlace ? 1 : 0; k < call.args.size(); ++k)
        if (!call.args[k].empty()) call.read.push_back(call.args[k]);
    } else {
      return;
    }
    call.sourceNodes = std::move(pending.sourceNodes);
    call.atenOrigins = std::move(pending.aten);
    pending = {};
    call.function = function_;
    index_.calls.push_back(std::move(call));
  }

  std::string_view text_;
  std::string file_;
  std::string function_;  // the subgraph function being read; "" in call() and partitions
  std::vector<std::string> subgraphs_;  // subgraph functions defined so far (before call() calls them)
  const TextLines* lines_ = nullptr;
  OutputCodeIndex index_;
};

}  // namespace

std::string externCallSource(const OutputCodeIndex& index, const CallSite& call) {
  auto sub = index.subgraphSource.find(call.callee);
  if (!call.subgraph || sub == index.subgraphSource.end()) return call.text;
  return call.text + "\n\n# the subgraph it runs, as output_code.py defines it:\n" + sub->second;
}

OutputCodeIndex scanOutputCode(std::string_view text, const std::string& file) {
  OutputCodeReader reader(text, file);
  reader.read();
  return reader.take();
}

OutputCodeIndex scanOutputCode(std::string_view text) {
  OutputCodeReader reader(text, "output_code.py");
  try {
    reader.read();
  } catch (const ImportError&) {
    // Lenient by contract: what was read before the problem.
  }
  return reader.take();
}

}  // namespace fusescope::codegen
