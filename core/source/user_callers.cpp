#include "source/user_callers.h"

#include <algorithm>
#include <map>
#include <optional>

namespace fusescope::source {

bool isTorchInternal(std::string_view file) {
  for (std::string_view package : {"/site-packages/torch/", "/dist-packages/torch/", "\\site-packages\\torch\\"})
    if (file.find(package) != std::string_view::npos) return true;
  return file.starts_with("torch/");
}

namespace {

bool sameLine(const SourceLocation& a, const StackFrame& b) { return a.file == b.file && a.line == b.line; }

// The FX node of `node` whose line is the block's innermost frame, when exactly one is.
const std::string* blockOwner(const NodeSource& node, const StackFrame& innermost, const FxSourceIndex& fx) {
  const std::string* owner = nullptr;
  for (const auto& f : node.fxNodes) {
    const FxNodeSource* x = fx.find(f.value);
    if (!x || std::none_of(x->locations.begin(), x->locations.end(), [&](const SourceLocation& l) { return sameLine(l, innermost); }))
      continue;
    if (owner) return nullptr;
    owner = &f.value;
  }
  return owner;
}

}  // namespace

namespace {

using Callers = std::map<std::string, std::optional<SourceLocation>>;  // FX node -> its caller; nullopt: two of them

// Puts each node's callers among its lines, as `kind` facts: first when its own first line is torch's.
void placeCallers(SourceMap& map, const Callers& callerOf, SourceKind kind) {
  for (NodeSource& s : map.nodes) {
    std::vector<SourceLocation> callers;
    for (const auto& f : s.fxNodes)
      if (auto it = callerOf.find(f.value); it != callerOf.end() && it->second &&
                                            std::find(callers.begin(), callers.end(), *it->second) == callers.end())
        callers.push_back(*it->second);
    if (callers.empty()) continue;
    const bool torchFirst = !s.locations.empty() && isTorchInternal(s.locations.front().value.file);
    auto at = torchFirst ? s.locations.begin() : s.locations.end();
    for (const SourceLocation& c : callers) {
      auto same = std::find_if(s.locations.begin(), s.locations.end(), [&](const Fact<SourceLocation>& l) {
        return l.value.file == c.file && l.value.line == c.line;
      });
      Fact<SourceLocation> fact{c, {kind}};
      if (same != s.locations.end()) {  // the line is known already: say this source gives it too, and move it up
        fact = *same;
        if (std::find(fact.sources.begin(), fact.sources.end(), kind) == fact.sources.end()) fact.sources.push_back(kind);
        if (!torchFirst || same < at) {
          *same = std::move(fact);
          continue;
        }
        const auto offset = at - s.locations.begin();
        s.locations.erase(same);
        at = s.locations.begin() + offset;
      }
      at = std::next(s.locations.insert(at, std::move(fact)));
    }
  }
}

}  // namespace

void addUserCallers(SourceMap& map, const Graph& graph, const FxSourceIndex& fx) {
  Callers callerOf;
  for (size_t n = 0; n < graph.nodes.size() && n < map.nodes.size(); ++n) {
    for (const std::vector<StackFrame>& block : graph.nodes[n].stacks) {
      if (block.empty() || !isTorchInternal(block.back().file)) continue;
      const std::string* owner = blockOwner(map.nodes[n], block.back(), fx);
      if (!owner) continue;
      const auto user = std::find_if(block.rbegin(), block.rend(), [](const StackFrame& f) { return !isTorchInternal(f.file); });
      if (user == block.rend()) continue;
      const SourceLocation caller{user->file, user->line, user->function, user->code};
      auto [it, added] = callerOf.try_emplace(*owner, caller);
      if (!added && it->second && *it->second != caller) it->second.reset();
    }
  }
  if (!callerOf.empty()) placeCallers(map, callerOf, SourceKind::FusionLog);
  // fusescope-capture's record of every FX node's stack: extern calls too, which no listing prints.
  Callers recorded;
  for (const auto& [fxNode, frame] : graph.inductor.recordedCallers)
    recorded.emplace(fxNode, SourceLocation{frame.file, frame.line, frame.function, frame.code});
  if (!recorded.empty()) placeCallers(map, recorded, SourceKind::ModuleStacks);
}

}  // namespace fusescope::source
