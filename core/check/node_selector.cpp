#include "check/node_selector.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <string_view>

namespace fusescope::check {

namespace {

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// `value` is `name` or inside it: "aten.mul.Tensor" under "aten.mul", "layers.0.mlp.up" under "layers.0.mlp".
bool isOrUnder(std::string_view value, std::string_view name) {
  return value == name || (startsWith(value, name) && value.size() > name.size() && value[name.size()] == '.');
}

// "model.py:42" -> file "model.py", line 42; line 0 when the text is not FILE:LINE.
std::pair<std::string_view, int> fileLine(std::string_view s) {
  const size_t colon = s.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == s.size()) return {{}, 0};
  int line = 0;
  const std::string_view digits = s.substr(colon + 1);
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), line);
  if (ec != std::errc() || end != digits.data() + digits.size() || line < 1) return {{}, 0};
  return {s.substr(0, colon), line};
}

// A recorded path ends with the file the user wrote: "/home/u/proj/model.py" matches "model.py" and
// "proj/model.py", never "mymodel.py".
bool fileMatches(std::string_view recorded, std::string_view file) {
  if (recorded == file) return true;
  return recorded.size() > file.size() && recorded.substr(recorded.size() - file.size()) == file &&
         recorded[recorded.size() - file.size() - 1] == '/';
}

using NodeTest = std::function<bool(const source::NodeSource&)>;

std::vector<NodeId> where(const Graph& graph, const source::SourceMap& sources, const NodeTest& test) {
  std::vector<NodeId> out;
  for (const Node& n : graph.nodes)
    if (static_cast<size_t>(n.id) < sources.nodes.size() && test(sources.node(n.id))) out.push_back(n.id);
  return out;
}

template <class T, class Pred>
bool anyFact(const std::vector<source::Fact<T>>& facts, Pred pred) {
  return std::any_of(facts.begin(), facts.end(), [&](const auto& f) { return pred(f.value); });
}

std::vector<NodeId> byNodeName(const Graph& graph, std::string_view name) {
  if (const Node* n = graph.findNode(std::string(name))) return {n->id};
  // A fused name: every part a node ("op4_op5").
  std::vector<NodeId> out;
  size_t pos = 0;
  while (pos <= name.size()) {
    const size_t end = std::min(name.find('_', pos), name.size());
    const Node* n = graph.findNode(std::string(name.substr(pos, end - pos)));
    if (!n) return {};
    out.push_back(n->id);
    pos = end + 1;
  }
  return out;
}

std::vector<NodeId> byLine(const Graph& graph, const source::SourceMap& sources, std::string_view text) {
  const auto parsed = fileLine(text);
  const std::string_view file = parsed.first;
  const int line = parsed.second;
  if (line == 0) return {};
  return where(graph, sources, [&](const source::NodeSource& s) {
    return anyFact(s.locations, [&](const source::SourceLocation& l) { return l.line == line && fileMatches(l.file, file); });
  });
}

// The ATen op an extern call runs, from its callee: extern_kernels.mm -> aten.mm,
// torch.ops.aten.convolution_backward.default -> aten.convolution_backward; "" for any other callee.
std::string calleeAten(std::string_view callee) {
  if (startsWith(callee, "extern_kernels.")) return "aten." + std::string(callee.substr(15));
  if (startsWith(callee, "torch.ops.aten.")) {
    const std::string_view op = callee.substr(10);   // "aten.x.default"
    const size_t overload = op.find('.', 5);
    return std::string(op.substr(0, overload));
  }
  return {};
}

std::vector<NodeId> byAten(const Graph& graph, const source::SourceMap& sources, std::string_view op) {
  const std::string name = startsWith(op, "aten.") ? std::string(op) : "aten." + std::string(op);
  std::vector<NodeId> out;
  for (const Node& n : graph.nodes) {
    if (static_cast<size_t>(n.id) >= sources.nodes.size()) continue;
    // An extern call's own op is the one it runs: the comment above it in output_code.py names every op
    // folded into its inputs (an mm after a GELU backward lists aten.gelu_backward), which it does not run.
    const bool own = n.kind == NodeKind::Extern
                         ? isOrUnder(calleeAten(n.kernel), name)
                         : anyFact(sources.node(n.id).aten, [&](const std::string& a) { return isOrUnder(a, name); });
    if (own) out.push_back(n.id);
  }
  return out;
}

std::vector<NodeId> byFact(const Graph& graph, const source::SourceMap& sources,
                           std::vector<source::Fact<std::string>> source::NodeSource::*facts, std::string_view name,
                           bool nested) {
  return where(graph, sources, [&](const source::NodeSource& s) {
    return anyFact(s.*facts, [&](const std::string& v) { return nested ? isOrUnder(v, name) : v == name; });
  });
}

}  // namespace

Selection selectNodes(const Graph& graph, const source::SourceMap& sources, const std::string& selector) {
  using S = source::NodeSource;
  const std::string_view s = selector;
  auto done = [](std::vector<NodeId> nodes, const char* by) {
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    return Selection{std::move(nodes), by};
  };
  if (startsWith(s, "node:")) return done(byNodeName(graph, s.substr(5)), "node");
  if (startsWith(s, "fx:")) return done(byFact(graph, sources, &S::fxNodes, s.substr(3), false), "FX node");
  if (startsWith(s, "aten:")) return done(byAten(graph, sources, s.substr(5)), "ATen op");
  if (startsWith(s, "line:")) return done(byLine(graph, sources, s.substr(5)), "source line");
  if (startsWith(s, "module:")) return done(byFact(graph, sources, &S::modules, s.substr(7), true), "module");
  if (startsWith(s, "pre:")) return done(byFact(graph, sources, &S::preGrad, s.substr(4), false), "pre-grad node");
  // Unprefixed: the shape says which kind (FILE:LINE, aten.*), else the first kind that names something.
  if (fileLine(s).second > 0) return done(byLine(graph, sources, s), "source line");
  if (startsWith(s, "aten.")) return done(byAten(graph, sources, s), "ATen op");
  if (auto n = byNodeName(graph, s); !n.empty()) return done(std::move(n), "node");
  if (auto n = byFact(graph, sources, &S::fxNodes, s, false); !n.empty()) return done(std::move(n), "FX node");
  if (auto n = byFact(graph, sources, &S::preGrad, s, false); !n.empty()) return done(std::move(n), "pre-grad node");
  return done(byFact(graph, sources, &S::modules, s, true), "module");
}

}  // namespace fusescope::check
