#include "codegen/kernel_naming.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

namespace fusescope::codegen {
namespace {

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += sep;
    out += items[i];
  }
  return out;
}

}  // namespace

std::vector<Origin> aggregateOrigins(const std::vector<std::vector<Origin>>& perNode) {
  std::vector<Origin> out;
  std::set<std::string> seen;
  for (const auto& origins : perNode)
    for (const auto& o : origins)
      if (seen.insert(o.name).second) out.push_back(o);
  return out;
}

std::string fusedKernelName(const std::vector<Origin>& origins) {
  std::set<std::string> sources;  // sorted(OrderedSet(...))
  for (const auto& o : origins) {
    if (o.originalAten.empty()) continue;
    const size_t dot = o.originalAten.find('.');
    sources.insert(dot == std::string::npos ? o.originalAten : o.originalAten.substr(dot + 1));
  }
  std::vector<std::string> parts = {"fused"};
  parts.insert(parts.end(), sources.begin(), sources.end());
  return join(parts, "_");
}

std::string tritonKernelName(std::string_view category, std::string_view fusedName, int suffix) {
  return fmt::format("triton_{}_{}_{}", category, fusedName, suffix);
}

KernelMetadata kernelMetadata(const std::vector<Origin>& origins, const std::vector<std::string>& graphFragment,
                              std::string_view comment) {
  // Insertion-ordered dicts, as Python's defaultdict(list).
  std::vector<std::pair<std::string, std::vector<std::string>>> fromNode, originalAten;
  auto add = [](auto& dict, const std::string& key, const std::string& value) {
    auto it = std::find_if(dict.begin(), dict.end(), [&](const auto& kv) { return kv.first == key; });
    if (it == dict.end()) dict.emplace_back(key, std::vector<std::string>{value});
    else it->second.push_back(value);
  };
  for (const auto& o : origins) {
    if (!o.originalAten.empty()) add(originalAten, o.originalAten, o.name);
    if (!o.fromNode.empty()) add(fromNode, o.fromNode, o.name);
  }
  const bool singleGraph = !origins.empty();
  std::vector<std::string> fromKeys, atenKeys;
  for (const auto& kv : fromNode) fromKeys.push_back(kv.first);
  for (const auto& kv : originalAten) atenKeys.push_back(kv.first);
  KernelMetadata m;
  m.origins = fmt::format("{} {} Source Nodes: [{}], Original ATen: [{}]", comment,
                          singleGraph ? "Topologically Sorted" : "Unsorted", join(fromKeys, ", "), join(atenKeys, ", "));
  std::vector<std::string> detailed = {fmt::format("{} Source node to ATen node mapping:", comment)};
  auto sortedFrom = fromNode;
  std::sort(sortedFrom.begin(), sortedFrom.end());
  for (auto& [node, nodes] : sortedFrom) {
    std::sort(nodes.begin(), nodes.end());
    detailed.push_back(fmt::format("{}   {} => {}", comment, node, join(nodes, ", ")));
  }
  if (singleGraph) {
    detailed.push_back(fmt::format("{} Graph fragment:", comment));
    for (const auto& line : graphFragment) detailed.push_back(fmt::format("{}   {}", comment, line));
  }
  m.detailed = join(detailed, "\n");
  return m;
}

Origin parseOrigin(std::string_view text) {
  Origin o;
  const size_t a = text.find(':');
  if (a == std::string_view::npos) {
    o.name = std::string(text);
    return o;
  }
  o.name = std::string(text.substr(0, a));
  const size_t b = text.find(':', a + 1);
  o.originalAten = std::string(text.substr(a + 1, b == std::string_view::npos ? std::string_view::npos : b - a - 1));
  if (b != std::string_view::npos) o.fromNode = std::string(text.substr(b + 1));
  return o;
}

}  // namespace fusescope::codegen
