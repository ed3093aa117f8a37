#include "codegen/indented_buffer.h"

#include <algorithm>
#include <limits>
#include <sstream>

namespace fusescope::codegen {
namespace {

bool isBlank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; });
}

std::vector<std::string> splitLines(std::string_view text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    out.emplace_back(text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start));
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return out;
}

}  // namespace

std::string dedent(std::string_view text) {
  std::vector<std::string> lines = splitLines(text);
  // textwrap.dedent: the longest common leading-whitespace prefix of the non-blank lines.
  std::string margin;
  bool first = true;
  for (const auto& l : lines) {
    if (isBlank(l)) continue;
    size_t n = l.find_first_not_of(" \t");
    std::string lead = l.substr(0, n);
    if (first) {
      margin = lead;
      first = false;
    } else {
      size_t k = 0;
      while (k < margin.size() && k < lead.size() && margin[k] == lead[k]) ++k;
      margin.resize(k);
    }
  }
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) out += '\n';
    if (isBlank(lines[i])) continue;
    out += lines[i].substr(margin.size());
  }
  return out;
}

void IndentedBuffer::writeline(std::string_view line) {
  if (isBlank(line) || line.empty())
    lines_.emplace_back();
  else
    lines_.push_back(prefix() + std::string(line));
}

void IndentedBuffer::writelines(const std::vector<std::string>& lines) {
  for (const auto& l : lines) writeline(l);
}

void IndentedBuffer::splice(std::string_view code, bool strip) {
  std::string text = dedent(code);
  if (strip) text.erase(0, std::min(text.find_first_not_of(" \t\r\n\f\v"), text.size()));
  if (text.empty()) return;
  text.erase(text.find_last_not_of(" \t\r\n\f\v") + 1);
  for (const auto& s : splitLines(text)) writeline(s);
}

void IndentedBuffer::splice(const IndentedBuffer& other) {
  // len(line) - len(line.lstrip()) over the non-empty lines, as Inductor computes the dedent.
  size_t cut = std::numeric_limits<size_t>::max();
  for (const auto& l : other.lines_) {
    if (l.empty()) continue;
    const size_t lead = l.find_first_not_of(" \t\r\n\f\v");
    cut = std::min(cut, lead == std::string::npos ? l.size() : lead);
  }
  if (cut == std::numeric_limits<size_t>::max()) cut = 0;
  for (const auto& l : other.lines_) writeline(l.size() > cut ? std::string_view(l).substr(cut) : std::string_view());
}

std::string IndentedBuffer::getvalue() const {
  std::string out;
  for (const auto& l : lines_) {
    out += l;
    out += '\n';
  }
  return out;
}

}  // namespace fusescope::codegen
