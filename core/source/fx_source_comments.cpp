#include "source/fx_source_comments.h"

#include <cctype>

#include <fmt/format.h>

#include "util/python_repr.h"
#include "util/text_lines.h"

namespace fusescope::source {

namespace {

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

bool allDigits(std::string_view s) {
  if (s.empty() || s.size() > 9) return false;  // 9 digits fit an int
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// `name: "f32[4]" = rhs` or `name = rhs` at the start of a statement: the name and the right-hand side.
bool splitAssignment(std::string_view t, std::string_view& name, std::string_view& rhs) {
  std::size_t n = 0;
  while (n < t.size() && isIdentChar(t[n])) ++n;
  if (n == 0 || std::isdigit(static_cast<unsigned char>(t[0]))) return false;
  name = t.substr(0, n);
  std::string_view rest = t.substr(n);
  if (startsWith(rest, ": \"")) {
    const std::size_t close = rest.find('"', 3);
    if (close == std::string_view::npos) return false;
    rest = rest.substr(close + 1);
  }
  if (!startsWith(rest, " = ")) return false;
  rhs = rest.substr(3);
  return true;
}

// `torch.ops.aten.mul.Tensor(a, b)` -> "aten.mul.Tensor"; a call of anything else keeps its dotted name;
// no call (`var_mean[0]`) gives "".
std::string targetOf(std::string_view rhs) {
  std::size_t n = 0;
  while (n < rhs.size() && (isIdentChar(rhs[n]) || rhs[n] == '.')) ++n;
  if (n == 0 || n >= rhs.size() || rhs[n] != '(') return "";
  std::string_view callee = rhs.substr(0, n);
  if (startsWith(callee, "torch.ops.")) callee.remove_prefix(10);
  return std::string(callee);
}

}  // namespace

bool parseFileComment(std::string_view body, SourceLocation& out) {
  // PATH may hold ":" and " in " itself; the first " in " right after ":DIGITS" ends it. The last ':' before
  // each " in " is carried forward (only the text since the previous " in " is searched): searching back from
  // each one went quadratic on a long line of " in " without a colon.
  std::size_t colon = std::string_view::npos, searched = 0;
  for (std::size_t in = body.find(" in "); in != std::string_view::npos; in = body.find(" in ", in + 1)) {
    if (const std::size_t c = body.substr(searched, in - searched).rfind(':'); c != std::string_view::npos)
      colon = searched + c;
    searched = in;
    if (colon == std::string_view::npos || colon == 0 || !allDigits(body.substr(colon + 1, in - colon - 1))) continue;
    out.file = std::string(body.substr(0, colon));
    out.line = std::stoi(std::string(body.substr(colon + 1, in - colon - 1)));
    std::string_view rest = body.substr(in + 4);
    const std::size_t code = rest.find(", code: ");
    out.function = std::string(pyrepr::trim(rest.substr(0, code)));
    out.code = code == std::string_view::npos ? "" : std::string(pyrepr::trim(rest.substr(code + 8)));
    return !out.function.empty();
  }
  return false;
}

FxSourceIndex parseFxSourceComments(std::string_view text, const std::string& file) {
  const TextLines lines(text, file);
  FxSourceIndex index;
  std::vector<SourceLocation> current;
  bool previousWasFile = false;  // consecutive `# File:` lines describe one block together
  int skipped = 0, firstSkipped = 0;
  for (int i = 1; i <= lines.count(); ++i) {
    const std::string_view t = pyrepr::trim(lines.at(i));
    const bool isFile = startsWith(t, "# File:");
    if (isFile) {
      SourceLocation loc;
      if (!previousWasFile) current.clear();
      if (parseFileComment(pyrepr::trim(t.substr(7)), loc)) {
        current.push_back(std::move(loc));
      } else if (skipped++ == 0) {
        firstSkipped = i;
      }
    } else if (startsWith(t, "# No stacktrace found")) {
      current.clear();
    } else if (startsWith(t, "def ") || startsWith(t, "class ")) {
      current.clear();  // a new (sub)graph: its first block prints its own comment
    } else if (!t.empty() && t.front() != '#' && !startsWith(t, "return")) {
      std::string_view name, rhs;
      if (splitAssignment(t, name, rhs)) {
        index.byName.emplace(std::string(name), index.nodes.size());
        index.nodes.push_back({std::string(name), targetOf(rhs), current, i});
      }
    }
    if (!t.empty()) previousWasFile = isFile;
  }
  if (skipped > 0) {
    index.warnings.push_back({Diagnostic::Severity::Warning, file, firstSkipped,
                              fmt::format("{} `# File:` comment(s) without PATH:LINE in FUNCTION, the first here; "
                                          "the nodes below them have no source line", skipped)});
  }
  return index;
}

}  // namespace fusescope::source
