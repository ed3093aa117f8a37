#include "graph/dep_bytes.h"

#include <cctype>
#include <charconv>
#include <set>
#include <string>
#include <string_view>

#include "graph/dtype.h"
#include "util/saturating.h"

namespace fusescope {

namespace {

std::set<std::string_view> identifiers(std::string_view s) {
  std::set<std::string_view> out;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (std::isalpha(c) || c == '_') {
      const size_t start = i;
      while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
      out.insert(s.substr(start, i - start));
    } else {
      ++i;
    }
  }
  return out;
}

std::optional<int64_t> integer(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  int64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < 0) return std::nullopt;
  return v;
}

}  // namespace

std::optional<int64_t> memoryDepBytes(const Graph& graph, const Dependency& dep) {
  if (dep.kind != DepKind::Memory) return std::nullopt;
  const Buffer* b = graph.findBuffer(dep.name);
  if (!b) return std::nullopt;
  const int64_t element = knownDtypeBytes(b->layout.dtype);
  if (element == 0) return std::nullopt;
  const auto used = identifiers(dep.index);
  int64_t numel = 1;
  for (const auto& [var, range] : dep.ranges) {
    if (!used.count(var)) continue;
    const auto size = integer(range);
    if (!size) return std::nullopt;
    numel = saturatingMul(numel, *size);
  }
  return saturatingMul(numel, element);
}

}  // namespace fusescope
