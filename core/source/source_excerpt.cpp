#include "source/source_excerpt.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

namespace fusescope::source {

namespace {

SourceExcerpt fromCapture(const SourceLocation& location, std::string note) {
  SourceExcerpt e;
  e.note = std::move(note);
  e.firstLine = std::max(1, location.line);
  e.lines = {location.code};
  e.focus = 0;
  return e;
}

}  // namespace

SourceExcerpt readSourceExcerpt(const SourceLocation& location, int context, std::uintmax_t maxBytes) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path path(location.file);
  if (location.file.empty() || !fs::is_regular_file(path, ec)) return fromCapture(location, "not on this machine");
  const auto size = fs::file_size(path, ec);
  if (ec) return fromCapture(location, "cannot be read");
  if (size > maxBytes) return fromCapture(location, fmt::format("larger than {} MiB", maxBytes >> 20));
  std::ifstream in(path, std::ios::binary);
  if (!in) return fromCapture(location, "cannot be read");
  const int first = std::max(1, location.line - context), last = location.line + context;
  SourceExcerpt e;
  e.fromFile = true;
  e.firstLine = first;
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    if (n < first) continue;
    if (n > last) break;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (n == location.line) e.focus = static_cast<int>(e.lines.size());
    e.lines.push_back(std::move(line));
  }
  if (e.focus < 0) return fromCapture(location, fmt::format("has {} lines, fewer than line {}: it changed since the capture", n,
                                                            location.line));
  // The file may have changed since the capture: say so when the line no longer holds the recorded code.
  const std::string& here = e.lines[static_cast<size_t>(e.focus)];
  if (!location.code.empty() && here.find(location.code) == std::string::npos)
    e.note = "the line differs from the capture's code: the file changed since";
  return e;
}

}  // namespace fusescope::source
