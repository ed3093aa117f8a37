// Where each scheduler node came from in the user's code, from every source a capture has: fusion.log
// candidate origins (node -> FX nodes), output_code.py kernel comments (source nodes, ATen ops, `pre =>
// fx` mapping), the provenance JSON (FX node <-> pre-grad name, kernel call -> FX nodes) and
// fx_graph_readable.py (FX node -> `# File:` lines, ATen target). Every fact names the sources that gave
// it; where the provenance file disagrees with another source it wins and a note says so.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "source/fx_source_comments.h"

namespace fusescope::source {

enum class SourceKind { FxGraphReadable, FusionLog, OutputCode, Provenance, ModuleStacks };
// "fx_graph_readable", "fusion_log", "output_code", "provenance", "fusescope_modules"
const char* toString(SourceKind kind);

// One value and every source that gave it, in the order they were read.
template <class T>
struct Fact {
  T value;
  std::vector<SourceKind> sources;
  friend bool operator==(const Fact&, const Fact&) = default;
};

struct NodeSource {
  std::vector<Fact<std::string>> fxNodes;         // post-grad FX nodes, e.g. "mul_3"; an extern call's own first
  std::vector<Fact<std::string>> aten;            // "aten.mul.Tensor" (fx target) or "aten.mul" (Original ATen)
  std::vector<Fact<SourceLocation>> locations;    // file:line in the user's code, in FX node order
  std::vector<Fact<std::string>> preGrad;         // pre-grad nodes, named after the user's variables
  std::vector<Fact<std::string>> modules;         // innermost nn.Module of each FX node: "layers.0.norm"
  std::vector<Fact<std::string>> layers;          // the layer it belongs to: "layers.0" (module_stacks.h)
  std::vector<std::string> notes;                 // where sources disagreed and which one was kept
  friend bool operator==(const NodeSource&, const NodeSource&) = default;
};

struct SourceMap {
  std::vector<NodeSource> nodes;        // indexed by NodeId
  std::vector<Diagnostic> warnings;     // sources this capture lacks (no fx_graph_readable.py, no provenance)
  std::map<std::string, std::string> moduleTypes;  // module path -> class, "layers.0.norm" -> "LayerNorm"

  const NodeSource& node(NodeId id) const { return nodes.at(static_cast<size_t>(id)); }
  // The union over the members in graph order (by NodeId), each fact once with all its sources.
  NodeSource kernel(const std::vector<NodeId>& members) const;
};

// Builds the map from a loaded Graph: nodes get fusion.log origins, and a node alone in one of Inductor's
// post-fusion kernels also the facts of the output_code.py call that kernel links to (codegen::linkKernels)
// and its provenance debug handle. Never throws on bad source data: what cannot be read is left out.
SourceMap buildSourceMap(const Graph& graph);

}  // namespace fusescope::source
