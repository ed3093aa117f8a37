// A port of Inductor's utils.IndentedBuffer (writeline / indent / splice / tabwidth), so that generated
// code and the template wrappers are laid out byte for byte the way Inductor lays them out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fusescope::codegen {

class IndentedBuffer {
 public:
  explicit IndentedBuffer(int initialIndent = 0) : indent_(initialIndent) {}

  // Blank (whitespace-only) lines are stored empty, others get the current prefix.
  void writeline(std::string_view line);
  void writelines(const std::vector<std::string>& lines);
  // textwrap.dedent, optional lstrip, rstrip, then writeline per line (splice of a str).
  void splice(std::string_view code, bool strip = false);
  void splice(const IndentedBuffer& other);  // dedent by the least indented non-empty line

  void doIndent(int offset = 1) { indent_ += offset; }
  void doUnindent(int offset = 1) { indent_ -= offset; }
  void setTabwidth(int width) { tabwidth_ = width; }
  int tabwidth() const { return tabwidth_; }

  std::string prefix() const { return std::string(static_cast<size_t>(indent_ * tabwidth_), ' '); }
  std::string getvalue() const;  // lines joined, each followed by "\n"
  bool empty() const { return lines_.empty(); }
  const std::vector<std::string>& lines() const { return lines_; }

  // `with buffer.indent(n):` as an RAII guard.
  class Indent {
   public:
    Indent(IndentedBuffer& b, int offset) : b_(b), offset_(offset) { b_.doIndent(offset_); }
    ~Indent() { b_.doUnindent(offset_); }
    Indent(const Indent&) = delete;
    Indent& operator=(const Indent&) = delete;

   private:
    IndentedBuffer& b_;
    int offset_;
  };
  [[nodiscard]] Indent indent(int offset = 1) { return Indent(*this, offset); }

 private:
  std::vector<std::string> lines_;
  int indent_ = 0;
  int tabwidth_ = 4;
};

// Python's textwrap.dedent (common leading whitespace removed; whitespace-only lines normalised to "").
std::string dedent(std::string_view text);

}  // namespace fusescope::codegen
