#include "import/stack_trace_text.h"

#include <algorithm>
#include <charconv>

#include "util/python_repr.h"

namespace fusescope {

namespace {

// The Python string element starting at `pos` (its opening quote): its text (escapes kept as printed) and
// the position after its closing quote; npos when `pos` is not at a quote or the string does not end.
std::pair<std::string_view, std::size_t> elementAt(std::string_view s, std::size_t pos) {
  if (pos >= s.size() || (s[pos] != '\'' && s[pos] != '"')) return {{}, std::string_view::npos};
  const char quote = s[pos];
  for (std::size_t i = pos + 1; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
      continue;
    }
    if (s[i] == quote) return {s.substr(pos + 1, i - pos - 1), i + 1};
  }
  return {{}, std::string_view::npos};
}

// `  File "/x/modeling_llama.py", line 405, in forward`
bool readFrame(std::string_view text, StackFrame& frame) {
  text = pyrepr::trim(text);
  constexpr std::string_view kFile = "File \"", kLine = "\", line ", kIn = ", in ";
  if (text.substr(0, kFile.size()) != kFile) return false;
  const std::size_t lineAt = text.find(kLine, kFile.size());
  if (lineAt == std::string_view::npos) return false;
  frame.file = std::string(text.substr(kFile.size(), lineAt - kFile.size()));
  const char* begin = text.data() + lineAt + kLine.size();
  const char* end = text.data() + text.size();
  const auto [after, ec] = std::from_chars(begin, end, frame.line);
  if (ec != std::errc() || frame.line <= 0 || frame.file.empty()) return false;   // not a frame Python prints
  std::string_view rest(after, static_cast<std::size_t>(end - after));
  if (rest.substr(0, kIn.size()) == kIn) frame.function = std::string(pyrepr::trim(rest.substr(kIn.size())));
  return true;
}

}  // namespace

namespace {

// The frames of the `stack_traces = {` block starting at `start`; `end` is set past its closing "}".
std::vector<StackFrame> stackTraceAt(std::string_view listing, std::size_t start, std::size_t& end) {
  std::vector<StackFrame> frames;
  constexpr std::string_view kStart = "stack_traces = {";
  std::size_t pos = start + kStart.size() + 1;   // past the element's closing quote
  // Elements are separated by ", "; the block ends at the element "}".
  while (pos < listing.size()) {
    while (pos < listing.size() && (listing[pos] == ',' || listing[pos] == ' ')) ++pos;
    const auto [text, next] = elementAt(listing, pos);
    if (next == std::string_view::npos || text == "}") break;
    pos = next;
    StackFrame frame;
    if (!readFrame(text, frame)) continue;
    // The code line follows its frame (FX prints none for some frames: then the next element is a frame).
    std::size_t codeAt = pos;
    while (codeAt < listing.size() && (listing[codeAt] == ',' || listing[codeAt] == ' ')) ++codeAt;
    const auto [code, afterCode] = elementAt(listing, codeAt);
    if (afterCode != std::string_view::npos && code != "}" && pyrepr::trim(code).substr(0, 6) != "File \"") {
      frame.code = std::string(pyrepr::trim(code));
      pos = afterCode;
    }
    frames.push_back(std::move(frame));
  }
  end = pos;
  return frames;
}

}  // namespace

std::vector<StackFrame> firstStackTrace(std::string_view listing) {
  const std::size_t start = listing.find("stack_traces = {");
  if (start == std::string_view::npos) return {};
  std::size_t end = 0;
  return stackTraceAt(listing, start, end);
}

std::vector<std::vector<StackFrame>> stackTraces(std::string_view listing) {
  std::vector<std::vector<StackFrame>> out;
  std::size_t end = 0;
  for (std::size_t start = listing.find("stack_traces = {"); start != std::string_view::npos;
       start = listing.find("stack_traces = {", std::max(end, start + 1))) {
    std::vector<StackFrame> frames = stackTraceAt(listing, start, end);
    if (!frames.empty()) out.push_back(std::move(frames));
  }
  return out;
}

}  // namespace fusescope
