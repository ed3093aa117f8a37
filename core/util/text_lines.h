// Line access shared by every reader of text (importers, the output_code.py scanner, FX source comments): the text split once into string_views with 1-based numbers, and
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

// Number of '\n' in `text`, eight bytes at a time (line numbers of offsets in logs of many megabytes).
std::size_t countNewlines(std::string_view text);


}  // namespace fusescope
