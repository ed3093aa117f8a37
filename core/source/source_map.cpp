#include "source/source_map.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "codegen/kernel_group.h"
#include "codegen/kernel_linker.h"
#include "codegen/kernel_naming.h"
#include "source/module_stacks.h"
#include "source/user_callers.h"
#include "source/provenance_json.h"
#include "util/import_error.h"

namespace fusescope::source {

const char* toString(SourceKind kind) {
  switch (kind) {
    case SourceKind::FxGraphReadable: return "fx_graph_readable";
    case SourceKind::FusionLog: return "fusion_log";
    case SourceKind::OutputCode: return "output_code";
    case SourceKind::Provenance: return "provenance";
    case SourceKind::ModuleStacks: return "fusescope_modules";
  }
  return "unknown";
}

namespace {

template <class T>
void addFact(std::vector<Fact<T>>& facts, const T& value, SourceKind from) {
  auto it = std::find_if(facts.begin(), facts.end(), [&](const Fact<T>& f) { return f.value == value; });
  if (it == facts.end()) {
    facts.push_back({value, {from}});
  } else if (std::find(it->sources.begin(), it->sources.end(), from) == it->sources.end()) {
    it->sources.push_back(from);
  }
}

template <class T>
void mergeFacts(std::vector<Fact<T>>& into, const std::vector<Fact<T>>& from) {
  for (const auto& f : from)
    for (SourceKind k : f.sources) addFact(into, f.value, k);
}

std::set<std::string> valuesOf(const std::vector<Fact<std::string>>& facts) {
  std::set<std::string> out;
  for (const auto& f : facts) out.insert(f.value);
  return out;
}

std::string listText(const std::set<std::string>& names) { return fmt::format("[{}]", fmt::join(names, ", ")); }

// "aten.mul.Tensor" -> "aten.mul": the overload packet output_code.py's `Original ATen` lists.
std::string packetOf(const std::string& target) {
  const std::size_t first = target.find('.');
  if (first == std::string::npos) return target;
  const std::size_t second = target.find('.', first + 1);
  return second == std::string::npos ? target : target.substr(0, second);
}

// The op an extern call or an FX target names, without namespace and overload: "extern_kernels.mm",
// "torch.ops.aten.mm.default" and "aten.mm.default" all give "mm".
std::string callOpName(std::string_view text) {
  for (std::string_view prefix : {"torch.ops.", "extern_kernels."})
    if (text.substr(0, prefix.size()) == prefix) {
      text.remove_prefix(prefix.size());
      if (prefix == "extern_kernels.") return std::string(text.substr(0, text.find('.')));
    }
  const size_t dot = text.find('.');
  if (dot == std::string_view::npos) return {};
  text.remove_prefix(dot + 1);  // the namespace: aten, mkl, ...
  return std::string(text.substr(0, text.find('.')));
}

// An extern call's "Source Nodes" start with the views and pointwise ops that feed it, so the first in FX
// order is often a neighbouring line of the user's code (a dropout before a linear layer). The FX node that
// is the call itself goes first: the last one whose target is the op the call runs.
void putCallFirst(std::vector<Fact<std::string>>& fxNodes, const std::string& kernel, const FxSourceIndex& fx) {
  const std::string op = callOpName(kernel);
  if (op.empty()) return;
  for (auto it = fxNodes.rbegin(); it != fxNodes.rend(); ++it) {
    const FxNodeSource* x = fx.find(it->value);
    if (!x || callOpName(x->target) != op) continue;
    std::rotate(fxNodes.begin(), std::prev(it.base()), std::next(std::prev(it.base())));
    return;
  }
}

// The provenance key ("name:handle") of each code kernel's first call. Debug handles count calls in
// call() order, so the k-th call of a kernel name (by line) has that name's k-th smallest handle.
std::vector<std::string> handlesOfKernels(const std::vector<CodeKernel>& kernels, const ProvenanceRecord& prov) {
  std::map<std::string, std::vector<std::pair<int, std::string>>> handles;
  for (const auto& [key, fx] : prov.kernelToPost) {
    KernelHandle h = splitKernelKey(key);
    if (h.handle >= 0) handles[h.kernel].emplace_back(h.handle, key);
  }
  struct Call {
    int line;
    size_t kernel;
    bool first;
  };
  std::map<std::string, std::vector<Call>> calls;
  for (size_t i = 0; i < kernels.size(); ++i) {
    const CodeKernel& k = kernels[i];
    if (k.calls.empty()) continue;  // defined, never called: no handle
    for (size_t c = 0; c < k.calls.size(); ++c) calls[k.name].push_back({k.calls[c].line, i, c == 0});
  }
  std::vector<std::string> out(kernels.size());
  for (auto& [name, list] : calls) {
    auto h = handles.find(name);
    if (h == handles.end() || h->second.size() != list.size()) continue;  // counts differ: no sound match
    std::sort(h->second.begin(), h->second.end());
    std::stable_sort(list.begin(), list.end(), [](const Call& a, const Call& b) { return a.line < b.line; });
    for (size_t k = 0; k < list.size(); ++k)
      if (list[k].first) out[list[k].kernel] = h->second[k].second;
  }
  return out;
}

// Inductor's post-fusion kernels and the code kernels that implement them, where the written buffers alone
// decided the link (a tie-break could pick another call of a reused kernel, and a C++ function shared by
// several kernels names all their sources).
struct LinkedKernels {
  std::vector<codegen::KernelGroup> groups;
  std::vector<int> call;      // group -> code kernel index, -1 when not linked that way
  std::vector<int> groupOf;   // node -> group index of a linked kernel holding it, -1
  // The code kernel implementing `node` when it is alone in its kernel, else -1.
  int sole(size_t node) const {
    const int g = groupOf[node];
    return g >= 0 && groups[static_cast<size_t>(g)].members.size() == 1 ? call[static_cast<size_t>(g)] : -1;
  }
};

LinkedKernels linkedKernels(const Graph& graph) {
  LinkedKernels out;
  out.groupOf.assign(graph.nodes.size(), -1);
  if (graph.inductor.kernels.empty() || graph.inductor.codeKernels.empty()) return out;
  out.groups = codegen::groupsFromInductor(graph);
  // indexFromCodeKernels makes one call per code kernel, in order, so a call index is a code kernel index.
  const auto index = codegen::indexFromCodeKernels(graph.inductor.codeKernels);
  const auto links = codegen::linkKernels(graph, out.groups, index);
  out.call.assign(out.groups.size(), -1);
  for (size_t g = 0; g < out.groups.size(); ++g) {
    if (links[g].status != codegen::LinkStatus::Linked || !links[g].unique || links[g].sharedWith > 0 || links[g].call < 0)
      continue;
    out.call[g] = links[g].call;
    for (NodeId m : out.groups[g].members)
      if (m >= 0 && static_cast<size_t>(m) < out.groupOf.size()) out.groupOf[static_cast<size_t>(m)] = static_cast<int>(g);
  }
  return out;
}

// A node fusion.log lists with no origins (a max-autotune MultiTemplateBuffer: `SchedulerNode(name='op3')`)
// inside a kernel with others: its FX nodes are those output_code.py's mapping gives the kernel that no
// other member's origins name.
std::set<std::string> fxNodesLeftToOriginless(const Graph& graph, const LinkedKernels& linked, size_t node) {
  const int g = linked.groupOf[node];
  if (g < 0 || !graph.nodes[node].origins.empty() || linked.groups[static_cast<size_t>(g)].members.size() < 2) return {};
  std::set<std::string> left;
  for (const auto& [pre, fxs] : graph.inductor.codeKernels[static_cast<size_t>(linked.call[static_cast<size_t>(g)])].sourceMapping)
    left.insert(fxs.begin(), fxs.end());
  for (NodeId m : linked.groups[static_cast<size_t>(g)].members) {
    if (static_cast<size_t>(m) == node) continue;
    if (graph.nodes[static_cast<size_t>(m)].origins.empty()) return {};   // two without origins: no way to tell
    for (const std::string& text : graph.nodes[static_cast<size_t>(m)].origins) left.erase(codegen::parseOrigin(text).name);
  }
  return left;
}

}  // namespace

NodeSource SourceMap::kernel(const std::vector<NodeId>& members) const {
  std::vector<NodeId> sorted = members;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  NodeSource out;
  for (NodeId id : sorted) {
    if (id < 0 || static_cast<size_t>(id) >= nodes.size()) continue;
    const NodeSource& n = nodes[static_cast<size_t>(id)];
    mergeFacts(out.fxNodes, n.fxNodes);
    mergeFacts(out.aten, n.aten);
    mergeFacts(out.locations, n.locations);
    mergeFacts(out.preGrad, n.preGrad);
    mergeFacts(out.modules, n.modules);
    mergeFacts(out.layers, n.layers);
    for (const auto& note : n.notes)
      if (std::find(out.notes.begin(), out.notes.end(), note) == out.notes.end()) out.notes.push_back(note);
  }
  return out;
}

SourceMap buildSourceMap(const Graph& graph) {
  SourceMap map;
  map.nodes.resize(graph.nodes.size());
  const InductorRecord& rec = graph.inductor;

  FxSourceIndex fx;
  if (rec.hasFxGraph) {
    try {
      fx = parseFxSourceComments(rec.fxGraph, "fx_graph_readable.py");
    } catch (const ImportError&) {
      // The loader only keeps text that parses; a hand-edited JSON graph may hold anything.
    }
  } else {
    const bool logStacks = std::any_of(graph.nodes.begin(), graph.nodes.end(), [](const Node& n) { return !n.stacks.empty(); });
    map.warnings.push_back({Diagnostic::Severity::Warning, "fx_graph_readable.py", 0,
                            logStacks || !rec.recordedLines.empty()
                                ? "not in this capture: source lines come from fusion.log's stack traces and fusescope_modules.json only"
                                : "not in this capture: nodes have no source lines"});
  }
  const ProvenanceRecord* prov = rec.hasProvenance ? &rec.provenance : nullptr;
  if (!prov) {
    map.warnings.push_back({Diagnostic::Severity::Warning, "inductor_provenance_tracking_node_mappings.json", 0,
                            "not in this capture: pre-grad names come from output_code.py only"});
  }

  // FX node -> pre-grad names, from output_code.py's `pre => fx, ...` lines.
  std::map<std::string, std::set<std::string>> codePre;
  for (const CodeKernel& k : rec.codeKernels)
    for (const auto& [pre, fxs] : k.sourceMapping)
      if (!pre.empty())
        for (const auto& f : fxs) codePre[f].insert(pre);

  const std::vector<std::string> handles = prov ? handlesOfKernels(rec.codeKernels, *prov) : std::vector<std::string>{};
  const LinkedKernels linked = linkedKernels(graph);

  for (size_t n = 0; n < graph.nodes.size(); ++n) {
    NodeSource& s = map.nodes[n];
    for (const std::string& text : graph.nodes[n].origins) {
      const codegen::Origin o = codegen::parseOrigin(text);
      if (!o.name.empty()) addFact(s.fxNodes, o.name, SourceKind::FusionLog);
      if (!o.originalAten.empty()) addFact(s.aten, o.originalAten, SourceKind::FusionLog);
      if (!o.fromNode.empty()) addFact(s.preGrad, o.fromNode, SourceKind::FusionLog);
    }
    const int sole = linked.sole(n);
    const CodeKernel* code = sole >= 0 ? &rec.codeKernels[static_cast<size_t>(sole)] : nullptr;
    if (const std::set<std::string> left = fxNodesLeftToOriginless(graph, linked, n); !left.empty()) {
      for (const std::string& f : left) addFact(s.fxNodes, f, SourceKind::OutputCode);
      s.notes.push_back(fmt::format("FX nodes {}: output_code.py's mapping of its kernel less its other members' "
                                    "origins (fusion.log lists none for it)", listText(left)));
    }
    // Opened without fusion.log, no node has origins: a node fused with others gets the FX nodes
    // output_code.py maps its whole kernel to (the lines of the kernel it is in), said as such.
    if (!code && !rec.hasFusionLog && graph.nodes[n].origins.empty() && linked.groupOf[n] >= 0) {
      const int call = linked.call[static_cast<size_t>(linked.groupOf[n])];
      for (const auto& [pre, fxs] : rec.codeKernels[static_cast<size_t>(call)].sourceMapping)
        for (const auto& f : fxs) addFact(s.fxNodes, f, SourceKind::OutputCode);
      if (!s.fxNodes.empty())
        s.notes.push_back(fmt::format("FX nodes of its whole kernel {} (output_code.py maps the kernel; without fusion.log "
                                      "nothing says which of them are this node's)",
                                      rec.codeKernels[static_cast<size_t>(call)].name));
    }
    if (code) {
      for (const auto& [pre, fxs] : code->sourceMapping)
        for (const auto& f : fxs) addFact(s.fxNodes, f, SourceKind::OutputCode);
      // An extern call (no fusion.log origins, no mapping lines) names its FX nodes only as the "Source
      // Nodes" above it: those the FX graph defines are its FX nodes, and give its ATen op and code line.
      if (s.fxNodes.empty())
        for (const auto& name : code->sourceNodes)
          if (fx.find(name)) addFact(s.fxNodes, name, SourceKind::OutputCode);
    }
    // The provenance file names the FX nodes of each kernel call: it wins over fusion.log / output_code.py.
    if (code && prov && !handles[static_cast<size_t>(sole)].empty()) {
      const std::string& key = handles[static_cast<size_t>(sole)];
      const std::vector<std::string>& provFx = prov->kernelToPost.at(key);
      const std::set<std::string> mine = valuesOf(s.fxNodes), theirs(provFx.begin(), provFx.end());
      if (!mine.empty() && mine != theirs) {
        s.notes.push_back(fmt::format("FX nodes: fusion.log/output_code.py give {}, the provenance file {} for {}; "
                                      "provenance kept", listText(mine), listText(theirs), key));
        std::erase_if(s.fxNodes, [&](const Fact<std::string>& f) { return !theirs.count(f.value); });
      }
      for (const auto& f : provFx) addFact(s.fxNodes, f, SourceKind::Provenance);
    }
    // Pre-grad names per FX node: the provenance file first, output_code.py's mapping where it has none.
    for (const auto& f : std::vector<Fact<std::string>>(s.fxNodes)) {
      auto p = prov ? prov->postToPre.find(f.value) : decltype(prov->postToPre.end()){};
      auto c = codePre.find(f.value);
      if (prov && p != prov->postToPre.end()) {
        for (const auto& pre : p->second) addFact(s.preGrad, pre, SourceKind::Provenance);
        if (c != codePre.end()) {
          const std::set<std::string> theirs(p->second.begin(), p->second.end());
          if (c->second != theirs) {
            s.notes.push_back(fmt::format("pre-grad names of {}: output_code.py gives {}, the provenance file {}; "
                                          "provenance kept", f.value, listText(c->second), listText(theirs)));
          } else {
            for (const auto& pre : c->second) addFact(s.preGrad, pre, SourceKind::OutputCode);
          }
        }
      } else if (c != codePre.end()) {
        for (const auto& pre : c->second) addFact(s.preGrad, pre, SourceKind::OutputCode);
      }
    }
    // Extern calls carry no `pre => fx` lines: their source nodes are all output_code.py says.
    if (code && s.preGrad.empty())
      for (const auto& pre : code->sourceNodes)
        if (!pre.empty()) addFact(s.preGrad, pre, SourceKind::OutputCode);

    // Module paths per FX node (fusescope-capture's fusescope_modules.json), innermost module and layer. An
    // extern call's FX nodes are the "Source Nodes" output_code.py lists above it (origin names).
    auto addModulesOf = [&](const std::string& fxNode) {
      auto stack = rec.moduleStacks.find(fxNode);
      if (stack == rec.moduleStacks.end() || stack->second.empty()) return;
      addFact(s.modules, stack->second.back().path, SourceKind::ModuleStacks);
      if (const ModuleFrame* layer = layerFrame(stack->second)) addFact(s.layers, layer->path, SourceKind::ModuleStacks);
      for (const ModuleFrame& frame : stack->second) map.moduleTypes.emplace(frame.path, frame.type);
    };
    if (rec.hasModuleStacks) {
      for (const auto& f : s.fxNodes) addModulesOf(f.value);
      if (s.modules.empty() && code)
        for (const auto& name : code->sourceNodes) addModulesOf(name);
    }
    if (graph.nodes[n].kind == NodeKind::Extern) putCallFirst(s.fxNodes, graph.nodes[n].kernel, fx);
    for (const auto& f : s.fxNodes) {
      const FxNodeSource* x = fx.find(f.value);
      if (!x) continue;
      if (!x->target.empty()) addFact(s.aten, x->target, SourceKind::FxGraphReadable);
      for (const auto& loc : x->locations) addFact(s.locations, loc, SourceKind::FxGraphReadable);
    }
    // An FX node a later pass made (`mm_default` from decomposing an addmm) is not in fx_graph_readable.py:
    // the provenance file names the pre-grad op it came from (`linear`) and that op's other FX nodes,
    // whose lines are the op's line.
    if (s.locations.empty() && prov && !s.preGrad.empty()) {
      for (const auto& pre : s.preGrad) {
        const auto post = prov->preToPost.find(pre.value);
        if (post == prov->preToPost.end()) continue;
        const std::size_t before = s.locations.size();
        for (const std::string& f : post->second)
          if (const FxNodeSource* x = fx.find(f))
            for (const auto& loc : x->locations) {
              addFact(s.locations, loc, SourceKind::FxGraphReadable);  // the line, read there
              addFact(s.locations, loc, SourceKind::Provenance);       // the way to it
            }
        if (s.locations.size() > before)
          s.notes.push_back(fmt::format("source lines of the pre-grad op {} (the provenance file's FX nodes of it): "
                                        "its own FX node is not in fx_graph_readable.py", pre.value));
      }
    }
    // No FX node of it has a `# File:` comment (PyTorch 2.15 prints none in a backward graph's
    // fx_graph_readable.py): fusescope-capture's record of each FX node's line where it has one (extern
    // calls too), else the stack traces fusion.log printed for the node, Inductor's own record of its FX
    // nodes' lines, each trace's innermost frame in the user's code.
    if (s.locations.empty() && !rec.recordedLines.empty()) {
      auto addLineOf = [&](const std::string& fxNode) {
        if (auto it = rec.recordedLines.find(fxNode); it != rec.recordedLines.end())
          addFact(s.locations, SourceLocation{it->second.file, it->second.line, it->second.function, it->second.code},
                  SourceKind::ModuleStacks);
      };
      for (const auto& f : s.fxNodes) addLineOf(f.value);
      if (s.locations.empty() && code)
        for (const auto& name : code->sourceNodes) addLineOf(name);
      if (!s.locations.empty())
        s.notes.push_back("source lines from fusescope_modules.json: fx_graph_readable.py names no line for its FX nodes");
    }
    if (s.locations.empty() && !graph.nodes[n].stacks.empty()) {
      for (const std::vector<StackFrame>& block : graph.nodes[n].stacks) {
        const auto user = std::find_if(block.rbegin(), block.rend(), [](const StackFrame& f) { return !isTorchInternal(f.file); });
        if (user != block.rend())
          addFact(s.locations, SourceLocation{user->file, user->line, user->function, user->code}, SourceKind::FusionLog);
      }
      if (!s.locations.empty())
        s.notes.push_back("source lines from fusion.log's stack traces of the node: fx_graph_readable.py names no line for its FX nodes");
    }
    // `Original ATen` names overload packets: a confirmation of a precise target, or an op of its own.
    if (code) {
      for (const auto& a : code->atenOrigins) {
        bool matched = false;
        for (auto& fact : s.aten) {
          if (packetOf(fact.value) != a && fact.value != a) continue;
          matched = true;
          if (std::find(fact.sources.begin(), fact.sources.end(), SourceKind::OutputCode) == fact.sources.end())
            fact.sources.push_back(SourceKind::OutputCode);
        }
        if (!matched) addFact(s.aten, a, SourceKind::OutputCode);
      }
    }
    // A MultiOutput picks one result of the extern call before it (`buf35 = buf34[0]`) and nothing names its
    // own FX node: it has that call's facts, and a note says whose they are. Nodes are in topological order,
    // so the call's facts are complete here.
    if (s.fxNodes.empty() && s.locations.empty() && graph.nodes[n].irType == "MultiOutput") {
      const Node& node = graph.nodes[n];
      const Dependency* from = !node.unmetDeps.empty() ? &node.unmetDeps.front() : nullptr;
      const Buffer* buffer = from ? graph.findBuffer(from->name) : nullptr;
      const NodeId producer = buffer ? buffer->producer : kNone;
      if (producer != kNone && static_cast<size_t>(producer) < n && graph.nodes[static_cast<size_t>(producer)].kind == NodeKind::Extern) {
        const NodeSource& call = map.nodes[static_cast<size_t>(producer)];
        if (!call.fxNodes.empty() || !call.locations.empty()) {
          std::vector<std::string> notes = std::move(s.notes);  // its own; the call's notes are about the call
          s = call;  // every fact, including any field added later
          s.notes = std::move(notes);
          s.notes.push_back(fmt::format("a MultiOutput: the facts of {}, the call whose result it picks ({})",
                                        graph.nodes[static_cast<size_t>(producer)].name, from->name));
        }
      }
    }
  }
  addUserCallers(map, graph, fx);
  return map;
}

}  // namespace fusescope::source
