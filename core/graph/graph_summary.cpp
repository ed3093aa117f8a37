#include "graph/graph_summary.h"

namespace fusescope {

std::string nodeCategory(const Node& node) {
  switch (node.kind) {
    case NodeKind::Extern: return "extern";
    case NodeKind::Nop: return "nop";
    case NodeKind::Unknown: return "unknown";
    case NodeKind::Scheduler: break;
  }
  if (node.isTemplate()) return "template";
  return node.isReduction() ? "reduction" : "pointwise";
}

GraphSummary summarize(const Graph& g) {
  GraphSummary s;
  s.name = g.name;
  s.format = g.format;
  s.nodes = static_cast<int>(g.nodes.size());
  s.buffers = static_cast<int>(g.buffers.size());
  s.graphInputs = static_cast<int>(g.graphInputs.size());
  s.graphOutputs = static_cast<int>(g.graphOutputs.size());
  for (const Node& n : g.nodes) {
    ++s.nodesByKind[nodeCategory(n)];
    ++s.nodesByIrType[n.irType.empty() ? n.typeName : n.irType];
    ++s.devices[n.device.empty() ? "unknown" : n.device];
    // An edge joins the producer of a buffer this node waits for to this node.
    for (const Dependency& d : n.unmetDeps) {
      const Buffer* b = g.findBuffer(d.name);
      if (!b || b->producer == kNone) continue;
      ++s.edgesByKind[d.kind == DepKind::Memory ? "memory" : d.kind == DepKind::Star ? "star" : "weak"];
    }
  }
  s.foreachGroups = static_cast<int>(g.foreachGroups.size());
  if (!g.foreachGroups.empty()) s.foreachSource = g.foreachGroups.front().source;
  s.optionalFiles = {{"ir_post_fusion.txt", g.inductor.hasPostFusion},
                     {"fusion.log", g.inductor.hasFusionLog},
                     {"output_code.py", g.inductor.hasOutputCode},
                     {"fx_graph_readable.py", g.inductor.hasFxGraph},
                     {"inductor_provenance_tracking_node_mappings.json", g.inductor.hasProvenance},
                     {"fusescope_modules.json", g.inductor.hasModuleStacks}};
  for (const auto& d : g.inductor.decisions) ++(d.fused ? s.recordedFusions : s.recordedRejections);
  s.recordedKernels = static_cast<int>(g.inductor.kernels.size());
  s.codeKernels = static_cast<int>(g.inductor.codeKernels.size());
  s.warnings = static_cast<int>(g.warnings.size());
  return s;
}

nlohmann::json summaryToJson(const GraphSummary& s) {
  return nlohmann::json{{"name", s.name},
                        {"format", s.format},
                        {"nodes", s.nodes},
                        {"nodes_by_kind", s.nodesByKind},
                        {"nodes_by_ir_type", s.nodesByIrType},
                        {"buffers", s.buffers},
                        {"graph_inputs", s.graphInputs},
                        {"graph_outputs", s.graphOutputs},
                        {"edges", s.edgesByKind},
                        {"devices", s.devices},
                        {"foreach_groups", s.foreachGroups},
                        {"foreach_source", s.foreachSource},
                        {"files", s.optionalFiles},
                        {"inductor", {{"fusions", s.recordedFusions},
                                      {"rejections", s.recordedRejections},
                                      {"kernels", s.recordedKernels},
                                      {"code_kernels", s.codeKernels}}},
                        {"warnings", s.warnings}};
}

}  // namespace fusescope
