#include "util/text_lines.h"

#include "util/import_error.h"
#include "util/utf8.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace fusescope {

namespace {

int lineAt(std::string_view text, std::size_t offset) {
  return 1 + static_cast<int>(countNewlines(text.substr(0, offset)));
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


std::size_t countNewlines(std::string_view text) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  constexpr std::uint64_t kNewlines = kOnes * '\n';
  std::size_t count = 0, i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, text.data() + i, sizeof word);
    const std::uint64_t x = word ^ kNewlines;  // a zero byte where a '\n' was
    // Exact zero-byte test (no carries between bytes): high bit set only in bytes that were zero.
    const std::uint64_t zero = ~(((x & ~kHigh) + ~kHigh) | x | ~kHigh);
    count += static_cast<std::size_t>(((zero >> 7) * kOnes) >> 56);  // sum of the 0/1 bytes (no popcnt on baseline x86-64)
  }
  for (; i < text.size(); ++i) count += text[i] == '\n';
  return count;
}

}  // namespace fusescope
