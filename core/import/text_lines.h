// Line access shared by the importers: the text split once into string_views with 1-based numbers, and
// the checks every importer makes before parsing (binary data is never a dump).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

class TextLines {
 public:
  // Whether bytes that are not UTF-8 fail the import (dumps, code) or are left to the reader (logs, whose
  // foreign lines are skipped anyway).
  enum class Utf8 { Require, Allow };

  // Splits on '\n' (a trailing '\r' is dropped). Throws ImportError (file, line, column) when the text
  // holds NUL bytes or, with Utf8::Require, bytes that are not UTF-8.
  TextLines(std::string_view text, const std::string& file, Utf8 utf8 = Utf8::Require);

  int count() const { return static_cast<int>(lines_.size()); }
  // `number` is 1-based.
  std::string_view at(int number) const { return lines_[static_cast<size_t>(number - 1)]; }
  const std::string& file() const { return file_; }

 private:
  std::vector<std::string_view> lines_;
  std::string file_;
};

// Number of leading spaces.
int indentOf(std::string_view line);

// Drops the glog-style prefix of a TORCH_LOGS line, e.g.
// `V1121 23:53:51.135000 2256 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] `, when present, and
// the `[rank0]:` in front of it in a torch.distributed process (import/log_ranks.h).
std::string_view stripLogPrefix(std::string_view line);

}  // namespace fusescope
