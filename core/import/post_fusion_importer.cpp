#include "import/post_fusion_importer.h"

#include "util/python_repr.h"
#include "util/text_lines.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <optional>
#include <unordered_map>

namespace fusescope {

namespace {

bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::size_t identLength(std::string_view s) {
  std::size_t k = 0;
  while (k < s.size() && isIdentChar(s[k])) ++k;
  return k;
}

struct ScheduledNode {
  std::string name;
  std::string typeName;
  int declaredMembers = -1;  // `FusedSchedulerNode(SchedulerNode,SchedulerNode)` -> 2; -1 for plain nodes
  std::vector<int> children;
  int line = 0;
};

// `op1_op2: FusedSchedulerNode(SchedulerNode,SchedulerNode)` -> name, type, the parenthesised text.
std::optional<ScheduledNode> parseHeader(std::string_view line) {
  const std::size_t k = identLength(line);
  if (k == 0 || line.substr(k, 2) != ": ") return std::nullopt;
  std::string_view rest = line.substr(k + 2);
  const std::size_t t = identLength(rest);
  if (t == 0) return std::nullopt;
  std::string_view after = pyrepr::trim(rest.substr(t));
  if (!after.empty() && (after.front() != '(' || after.back() != ')')) return std::nullopt;
  ScheduledNode node;
  node.name = std::string(line.substr(0, k));
  node.typeName = std::string(rest.substr(0, t));
  // Composite nodes print the types of their members; leaf nodes print their IR type (one name).
  if (node.typeName.find("Fused") != std::string::npos || node.typeName.find("Foreach") != std::string::npos) {
    const std::string_view inner = after.size() >= 2 ? after.substr(1, after.size() - 2) : std::string_view{};
    node.declaredMembers = static_cast<int>(pyrepr::splitTopLevel(inner).size());
  }
  return node;
}

// `op1_op2.snodes[0] =` -> "op1_op2".
std::optional<std::string_view> parseSnodesLine(std::string_view line) {
  const std::size_t k = identLength(line);
  if (k == 0 || line.substr(k, 8) != ".snodes[") return std::nullopt;
  const std::size_t close = line.find("] =", k);
  if (close == std::string_view::npos) return std::nullopt;
  return line.substr(0, k);
}

// Any other column-0 line of a scheduler dump: `name.field = ...`, `name_layout = ...`, `class ...:`, `]`.
bool isKnownColumnZeroLine(std::string_view line) {
  if (line == "]" || line.substr(0, 6) == "class ") return true;
  const std::size_t eq = line.find(" =");
  if (eq == std::string_view::npos || eq == 0) return false;
  for (char c : line.substr(0, eq)) {
    if (!isIdentChar(c) && c != '.' && c != '[' && c != ']') return false;
  }
  return true;
}

// Inductor nests two levels (a foreach of fused nodes); deeper nesting is damage, refused before the
// recursion could exhaust the stack.
constexpr int kMaxCompositeNesting = 64;

void collectLeaves(const std::vector<ScheduledNode>& nodes, int index, std::vector<std::string>& out, int depth,
                   const std::string& file) {
  const ScheduledNode& node = nodes[static_cast<size_t>(index)];
  if (depth > kMaxCompositeNesting) {
    throw ImportError(file, node.line, fmt::format("fused nodes nest more than {} deep", kMaxCompositeNesting));
  }
  if (node.children.empty()) {
    out.push_back(node.name);
    return;
  }
  for (int child : node.children) collectLeaves(nodes, child, out, depth + 1, file);
}

}  // namespace

std::vector<RecordedKernel> parseIrPostFusion(std::string_view text, const std::string& file, const LoadOptions& options) {
  const TextLines lines(text, file);
  std::vector<ScheduledNode> nodes;
  std::size_t leaves = 0, composites = 0;  // each kind counted against options.maxNodes
  std::vector<int> topLevel;
  std::unordered_map<std::string, int> openComposite;  // composite name -> its latest index
  int pendingParent = -1;
  int pendingLine = 0;
  // Every node prints writes, unmet/met dependencies and a closed outputs list before the next node; a
  // node without them was cut short.
  enum : unsigned { kWrites = 1, kUnmet = 2, kMet = 4, kOutputs = 8, kClosed = 16, kAll = 31 };
  unsigned seen = kAll;
  auto checkComplete = [&] {
    if (nodes.empty() || seen == kAll) return;
    const ScheduledNode& last = nodes.back();
    throw ImportError(file, last.line, fmt::format("{} is incomplete: no {} (file truncated or corrupted?)", last.name,
                                                   !(seen & kWrites) ? "writes" : !(seen & kUnmet) ? "unmet_dependencies"
                                                   : !(seen & kMet) ? "met_dependencies" : !(seen & kOutputs) ? "outputs"
                                                   : "closing `]` of its outputs"));
  };

  for (int i = 1; i <= lines.count(); ++i) {
    const std::string_view line = lines.at(i);
    if (line.empty() || line.front() == ' ' || line.front() == '\t') continue;
    if (auto owner = parseSnodesLine(line)) {
      auto it = openComposite.find(std::string(*owner));
      if (it == openComposite.end()) throw ImportError(file, i, fmt::format("`{}` names no fused node printed above", line));
      if (pendingParent >= 0) throw ImportError(file, i, fmt::format("`{}` follows an snodes line without a node", line));
      pendingParent = it->second;
      pendingLine = i;
      continue;
    }
    if (auto header = parseHeader(line)) {
      checkComplete();
      header->line = i;
      if (++(header->declaredMembers >= 0 ? composites : leaves) > options.maxNodes) {
        throw ImportError(file, i, fmt::format("more than {} nodes, the import limit (LoadOptions::maxNodes, --max-nodes)",
                                               options.maxNodes));
      }
      const int index = static_cast<int>(nodes.size());
      if (pendingParent >= 0) {
        nodes[static_cast<size_t>(pendingParent)].children.push_back(index);
      } else {
        topLevel.push_back(index);
      }
      if (header->declaredMembers >= 0) openComposite[header->name] = index;
      nodes.push_back(std::move(*header));
      pendingParent = -1;
      seen = 0;
      continue;
    }
    if (pendingParent >= 0) {
      throw ImportError(file, i, fmt::format("expected the member node announced on line {}, found `{}`", pendingLine,
                                             pyrepr::trim(line).substr(0, 80)));
    }
    if (!isKnownColumnZeroLine(line)) {
      throw ImportError(file, i, fmt::format("unrecognised line `{}` (not an ir_post_fusion.txt dump?)",
                                             pyrepr::trim(line).substr(0, 80)));
    }
    if (nodes.empty()) continue;
    const std::string& name = nodes.back().name;
    if (line == "]") {
      if (seen & kOutputs) seen |= kClosed;
    } else if (line.size() > name.size() && line.compare(0, name.size(), name) == 0 && line[name.size()] == '.') {
      const std::string_view field = line.substr(name.size() + 1);
      if (field.substr(0, 8) == "writes =") seen |= kWrites;
      else if (field.substr(0, 20) == "unmet_dependencies =") seen |= kUnmet;
      else if (field.substr(0, 18) == "met_dependencies =") seen |= kMet;
      else if (field.substr(0, 9) == "outputs =") {
        seen |= kOutputs;
        if (pyrepr::trim(field.substr(9)) == "[]") seen |= kClosed;
      }
    }
  }
  checkComplete();
  if (pendingParent >= 0) throw ImportError(file, pendingLine, "member node missing after this line (file truncated?)");
  if (topLevel.empty()) throw ImportError(file, 0, "no scheduled node found (empty file, or not an ir_post_fusion.txt dump)");

  std::vector<RecordedKernel> kernels;
  kernels.reserve(topLevel.size());
  for (int index : topLevel) {
    const ScheduledNode& node = nodes[static_cast<size_t>(index)];
    RecordedKernel kernel{node.name, node.typeName, {}};
    collectLeaves(nodes, index, kernel.members, 0, file);
    kernels.push_back(std::move(kernel));
  }
  // A composite node that lists fewer members than its header declares was cut short.
  for (const ScheduledNode& node : nodes) {
    if (node.declaredMembers >= 0 && static_cast<int>(node.children.size()) != node.declaredMembers) {
      throw ImportError(file, node.line, fmt::format("{} declares {} members but {} follow (file truncated?)",
                                                     node.name, node.declaredMembers, node.children.size()));
    }
  }
  return kernels;
}

}  // namespace fusescope
