#include "codegen/kernel_group.h"

#include <algorithm>

namespace fusescope::codegen {
namespace {

std::string templateKind(const Node& n) {
  const std::string& t = n.irType;
  if (t.find("CUTLASS") != std::string::npos || t.find("CUDATemplate") != std::string::npos) return "cutlass";
  if (t.find("CuteDSL") != std::string::npos) return "cutedsl";
  if (t.find("ROCm") != std::string::npos) return "rocm";
  if (t.find("CppTemplate") != std::string::npos) return "cpp";  // the CPU GEMM template (CppTemplateBuffer)
  return "triton";
}

}  // namespace

std::string groupKind(const Graph& graph, const std::vector<NodeId>& members, bool foreach) {
  if (foreach) return "foreach";
  if (members.empty()) return "nop";
  bool allNop = true, anyExtern = false, cpu = false;
  std::string templ;
  for (NodeId id : members) {
    const Node& n = graph.nodes[static_cast<size_t>(id)];
    allNop = allNop && n.kind == NodeKind::Nop;
    anyExtern = anyExtern || n.kind == NodeKind::Extern;
    cpu = cpu || n.device.rfind("cpu", 0) == 0;
    if (n.kind == NodeKind::Scheduler && n.isTemplate()) templ = templateKind(n);
  }
  if (allNop) return "nop";
  if (anyExtern) return "extern";
  if (!templ.empty()) return templ;
  return cpu ? "cpp" : "triton";
}

std::vector<KernelGroup> groupsFromInductor(const Graph& graph) {
  std::vector<KernelGroup> groups;
  for (const auto& k : graph.inductor.kernels) {
    KernelGroup g;
    g.name = k.name;
    for (const auto& m : k.members)
      if (const Node* n = graph.findNode(m)) g.members.push_back(n->id);
    if (g.members.empty())
      if (const Node* n = graph.findNode(k.name)) g.members.push_back(n->id);
    g.kind = groupKind(graph, g.members, k.typeName.find("Foreach") != std::string::npos);
    groups.push_back(std::move(g));
  }
  return groups;
}

std::vector<KernelGroup> groupsFromTrace(const Graph& graph, const sched::Trace& trace) {
  std::vector<KernelGroup> groups;
  for (const auto& k : trace.kernels) {
    const auto& info = trace.node(k.node);
    KernelGroup g;
    g.name = info.name;
    g.members = info.members;
    g.kind = k.backend.empty() ? groupKind(graph, g.members, info.type == sched::SchedNodeType::Foreach) : k.backend;
    groups.push_back(std::move(g));
  }
  return groups;
}

const KernelGroup* findGroupOf(const Graph& graph, const std::vector<KernelGroup>& groups, const std::string& nodeName) {
  const Node* n = graph.findNode(nodeName);
  if (!n) return nullptr;
  for (const auto& g : groups)
    if (std::find(g.members.begin(), g.members.end(), n->id) != g.members.end()) return &g;
  return nullptr;
}

}  // namespace fusescope::codegen
