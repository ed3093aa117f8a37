#include "import/output_code_importer.h"

#include "import/python_repr.h"
#include "import/text_lines.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <unordered_map>

namespace fusescope {

namespace {

bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

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

// The origin comments Inductor writes above a kernel definition or a call.
struct OriginComment {
  std::string kernelPath;
  std::vector<std::string> sourceNodes, aten;
  std::vector<std::pair<std::string, std::vector<std::string>>> mapping;
  bool any = false;
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
        any = true;
        return;
      }
    }
    if (startsWith(comment, "# kernel path:")) {
      kernelPath = std::string(pyrepr::trim(comment.substr(14)));
      any = true;
    }
    if (comment.find("Topologically Sorted Source Nodes:") != std::string_view::npos) {
      sourceNodes = bracketListAfter(comment, "Topologically Sorted Source Nodes:");
      any = true;
    }
    if (comment.find("Original ATen:") != std::string_view::npos) {
      aten = bracketListAfter(comment, "Original ATen:");
      any = true;
    }
  }
};

std::string languageOf(std::string_view method) {
  if (method == "triton") return "triton";
  if (method == "cpp" || method == "cpp_pybinding") return "cpp";
  return std::string(method);
}

bool isExternCallee(std::string_view callee) {
  return startsWith(callee, "extern_kernels.") || startsWith(callee, "torch.ops.") || startsWith(callee, "aten.");
}

class OutputCodeReader {
 public:
  OutputCodeReader(std::string_view text, const std::string& file) : lines_(text, file), file_(file) {}

  std::vector<CodeKernel> read() {
    bool sawCall = false;
    for (int i = 1; i <= lines_.count(); ++i) {
      const std::string_view line = lines_.at(i);
      if (line.empty() || line.front() == ' ' || line.front() == '#') {
        if (startsWith(pyrepr::trim(line), "def call(")) {
          i = readCall(i);
          sawCall = true;
        }
        continue;
      }
      if (startsWith(line, "def call(")) {
        i = readCall(i);
        sawCall = true;
        continue;
      }
      // `name = async_compile.triton('name', '''` / `name = async_compile.cpp_pybinding([...], r'''`
      const std::size_t eq = line.find(" = async_compile.");
      if (eq != std::string_view::npos && eq > 0) {
        const std::string_view method = line.substr(eq + 17, line.find('(', eq) - (eq + 17));
        if (method != "wait") i = readKernel(i, line.substr(0, eq), method);
      }
    }
    if (!sawCall && kernels_.empty()) {
      throw ImportError(file_, lines_.count() > 0 ? 1 : 0,
                        "no kernel definitions and no call() found (not an Inductor output_code.py?)");
    }
    if (!sawCall) {
      throw ImportError(file_, lines_.count(), "the file ends before call() (file truncated?)");
    }
    std::vector<CodeKernel> out = std::move(kernels_);
    for (CodeKernel& k : externs_) out.push_back(std::move(k));
    return out;
  }

 private:
  int readKernel(int i, std::string_view name, std::string_view method) {
    CodeKernel kernel;
    kernel.name = std::string(name);
    kernel.language = languageOf(method);
    kernel.line = i;
    // The comments right above the definition.
    int c = i - 1;
    while (c >= 1 && startsWith(lines_.at(c), "#")) --c;
    OriginComment origin;
    for (int k = c + 1; k < i; ++k) origin.read(lines_.at(k));
    kernel.kernelPath = origin.kernelPath;
    kernel.sourceNodes = std::move(origin.sourceNodes);
    kernel.atenOrigins = std::move(origin.aten);
    kernel.sourceMapping = std::move(origin.mapping);

    const std::string_view def = lines_.at(i);
    const std::size_t open = def.find("'''");
    if (open == std::string_view::npos) {
      throw ImportError(file_, i, fmt::format("kernel {} has no ''' source block", kernel.name));
    }
    std::string_view firstLine = def.substr(open + 3);
    if (firstLine.find("'''") != std::string_view::npos) {
      kernel.source = std::string(firstLine.substr(0, firstLine.find("'''")));
      index_.emplace(kernel.name, kernels_.size());
      kernels_.push_back(std::move(kernel));
      return i;
    }
    if (!pyrepr::trim(firstLine).empty()) {
      kernel.source.append(firstLine);
      kernel.source.push_back('\n');
    }
    for (int j = i + 1; j <= lines_.count(); ++j) {
      const std::string_view l = lines_.at(j);
      if (startsWith(l, "'''")) {
        index_.emplace(kernel.name, kernels_.size());
        kernels_.push_back(std::move(kernel));
        return j;
      }
      kernel.source.append(l);
      kernel.source.push_back('\n');
    }
    throw ImportError(file_, i, fmt::format("the source of kernel {} starts here and never ends (file truncated?)", kernel.name));
  }

  // The body of `def call(...)`: kernel launches and extern calls, with the origin comments above them.
  int readCall(int i) {
    const int defIndent = indentOf(lines_.at(i));
    OriginComment pending;
    bool sawReturn = false;
    int j = i + 1;
    for (; j <= lines_.count(); ++j) {
      const std::string_view line = lines_.at(j);
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
        if (++j > lines_.count()) {
          throw ImportError(file_, start, "this statement in call() is never finished (file truncated?)");
        }
        statement += ' ';
        statement += pyrepr::trim(lines_.at(j));
        depth += pyrepr::bracketDelta(lines_.at(j));
      }
      readStatement(statement, start, pending);
    }
    if (!sawReturn) {
      throw ImportError(file_, j - 1, "call() ends without a return statement (file truncated?)");
    }
    return j - 1;
  }

  void readStatement(std::string_view statement, int line, OriginComment& pending) {
    // Optional `bufN = ` in front of an extern call.
    std::string_view call = statement;
    const std::size_t eq = statement.find(" = ");
    if (eq != std::string_view::npos && statement.find('(') > eq) call = statement.substr(eq + 3);
    const std::size_t paren = call.find('(');
    if (paren == std::string_view::npos || call.back() != ')') return;
    std::string_view callee = call.substr(0, paren);
    for (char ch : callee) {
      if (!isIdentChar(ch) && ch != '.') return;
    }
    const std::string_view argsText = call.substr(paren + 1, call.size() - paren - 2);
    std::vector<std::string> args;
    for (std::string_view a : pyrepr::splitTopLevel(argsText)) {
      if (!startsWith(a, "stream=")) args.emplace_back(a);
    }
    CodeKernel* kernel = nullptr;
    if (callee.size() > 4 && callee.substr(callee.size() - 4) == ".run") {
      auto it = index_.find(std::string(callee.substr(0, callee.size() - 4)));
      if (it != index_.end()) kernel = &kernels_[it->second];
    } else if (auto it = index_.find(std::string(callee)); it != index_.end()) {
      kernel = &kernels_[it->second];  // C++ kernels are called directly
    } else if (isExternCallee(callee)) {
      CodeKernel ext;
      ext.name = std::string(callee);
      ext.language = "extern";
      ext.source = std::string(statement);
      ext.sourceNodes = pending.sourceNodes;
      ext.atenOrigins = pending.aten;
      ext.sourceMapping = pending.mapping;
      ext.line = line;
      externs_.push_back(std::move(ext));
      kernel = &externs_.back();
    }
    if (!kernel) return;
    if (kernel->calls.empty()) kernel->callArgs = args;
    kernel->calls.push_back({std::move(args), line});
    pending = {};
  }

  TextLines lines_;
  std::string file_;
  std::vector<CodeKernel> kernels_;
  std::vector<CodeKernel> externs_;
  std::unordered_map<std::string, std::size_t> index_;
};

}  // namespace

std::vector<CodeKernel> parseOutputCode(std::string_view text, const std::string& file) {
  return OutputCodeReader(text, file).read();
}

}  // namespace fusescope
