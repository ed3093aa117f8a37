#include "import/text_lines.h"

#include "import/log_ranks.h"
#include "util/import_error.h"
#include "util/utf8.h"

#include <fmt/format.h>

#include <algorithm>

namespace fusescope {

namespace {

int lineAt(std::string_view text, std::size_t offset) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

}  // namespace

TextLines::TextLines(std::string_view text, const std::string& file, Utf8 utf8) : file_(file) {
  if (auto nul = text.find('\0'); nul != std::string_view::npos) {
    throw ImportError(file, lineAt(text, nul), "binary data (NUL byte); this is not a text dump");
  }
  if (utf8 == Utf8::Require) {
    if (const std::size_t bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
      const std::size_t newline = bad == 0 ? std::string_view::npos : text.rfind('\n', bad - 1);
      const std::size_t column = bad - (newline == std::string_view::npos ? 0 : newline + 1) + 1;
      throw ImportError(file, lineAt(text, bad),
                        fmt::format("byte 0x{:02x} in column {} is not UTF-8 (Inductor writes its dumps as UTF-8)",
                                    static_cast<unsigned char>(text[bad]), column));
    }
  }
  lines_.reserve(text.size() / 40 + 1);
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines_.push_back(line);
    start = end + 1;
  }
}

int indentOf(std::string_view line) {
  int n = 0;
  while (static_cast<size_t>(n) < line.size() && line[static_cast<size_t>(n)] == ' ') ++n;
  return n;
}

std::string_view stripLogPrefix(std::string_view line) {
  line.remove_prefix(rankPrefixLength(line));  // `[rank0]:` of a torch.distributed process
  // Level letter + MMDD, then time, thread id, `path:line] `, then any number of `[...] ` tags.
  if (line.size() < 6 || std::string_view("VIWEDC").find(line[0]) == std::string_view::npos) return line;
  for (int i = 1; i <= 4; ++i) {
    if (line[static_cast<size_t>(i)] < '0' || line[static_cast<size_t>(i)] > '9') return line;
  }
  if (line[5] != ' ') return line;
  std::size_t close = line.find("] ");
  if (close == std::string_view::npos) {
    // `...scheduler.py:3713] ` followed by nothing (an empty message line).
    if (!line.empty() && line.back() == ']') return {};
    return line;
  }
  std::string_view rest = line.substr(close + 2);
  while (rest.size() >= 2 && rest[0] == '[') {
    std::size_t end = rest.find(']');
    if (end == std::string_view::npos || end + 1 > rest.size()) break;
    if (end + 1 == rest.size()) return {};
    if (rest[end + 1] != ' ') break;
    rest.remove_prefix(end + 2);
  }
  return rest;
}

}  // namespace fusescope
