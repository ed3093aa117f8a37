#include "import/subgraph_calls.h"

#include <algorithm>

namespace fusescope {

namespace {

bool isIdent(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

template <typename Fn>
void forEachLine(std::string_view text, Fn&& fn) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t nl = text.find('\n', pos);
    const std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    if (!fn(line)) return;
    if (nl == std::string_view::npos) return;
    pos = nl + 1;
  }
}

// The first `buf<digits>` token of `s` (not part of a longer identifier), or "".
std::string firstBuffer(std::string_view s) {
  for (std::size_t at = s.find("buf"); at != std::string_view::npos; at = s.find("buf", at + 1)) {
    if (at > 0 && isIdent(s[at - 1])) continue;
    std::size_t end = at + 3;
    while (end < s.size() && s[end] >= '0' && s[end] <= '9') ++end;
    // `buf2_cond_result` (while_loop's condition output) names buffer buf2 too.
    if (end == at + 3 || (end < s.size() && isIdent(s[end]) && s[end] != '_')) continue;
    return std::string(s.substr(at, end - at));
  }
  return {};
}

}  // namespace

std::vector<std::string> subgraphCallBuffers(const codegen::OutputCodeIndex& code, std::string_view subgraph) {
  std::vector<std::string> out;
  for (const codegen::CallSite& call : code.calls) {
    if (!call.subgraph || call.callee != subgraph) continue;
    for (const std::string& written : call.written) {
      std::string buffer = firstBuffer(written);
      if (!buffer.empty() && std::find(out.begin(), out.end(), buffer) == out.end()) out.push_back(std::move(buffer));
    }
  }
  return out;
}

std::string bufferOwnerInIr(std::string_view preFusion, std::string_view buffer) {
  std::string node, owner;
  const std::string wanted = "    " + std::string(buffer) + ": ";
  forEachLine(preFusion, [&](std::string_view line) {
    if (!line.empty() && isIdent(line[0])) {
      std::size_t end = 0;
      while (end < line.size() && isIdent(line[end])) ++end;
      if (line.substr(end, 2) == ": ") node = std::string(line.substr(0, end));
    } else if (line.substr(0, wanted.size()) == wanted) {
      owner = node;
      return false;
    }
    return true;
  });
  return owner;
}

}  // namespace fusescope
