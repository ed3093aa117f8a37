#include "node_context.h"

#include "analysis/node_history.h"
#include "codegen/kernel_index.h"
#include "schedule_document.h"
#include "source/source_label.h"

namespace fusescope::gui {

int groupAtStep(const ScheduleDocument& doc, NodeId node) {
  return doc.timeline() && node != kNone ? doc.timeline()->groupOf(node) : -1;
}

NodeContext nodeContext(const ScheduleDocument& doc, NodeId node) {
  NodeContext out;
  const Graph* g = doc.graph();
  if (!g || node < 0 || static_cast<size_t>(node) >= g->nodes.size()) return out;
  out.node = node;
  InspectorContext& ctx = out.inspector;
  out.group = groupAtStep(doc, node);
  if (out.group >= 0) {
    const auto& members = doc.timeline()->members(out.group);
    if (members.size() > 1) {
      ctx.groupName = qs(doc.timeline()->kernelName(out.group));
      for (NodeId m : members) ctx.groupMembers << qs(g->nodes[static_cast<size_t>(m)].name);
    }
  }
  ctx.kernels = codegen::kernelsOfNode(doc.result()->inductorKernels.get(), doc.result()->kernels.get(), node);
  const auto& sources = doc.sources();
  if (sources && static_cast<size_t>(node) < sources->nodes.size()) ctx.source = &sources->node(node);
  if (const profile::MeasuredKernel* measured = doc.profile() ? doc.profile()->kernelOf(node) : nullptr)
    ctx.measured = qs(doc.profile()->kernelLine(*measured)) + QObject::tr(" · kernel %1").arg(qs(measured->name));
  if (const sched::Trace* t = doc.trace()) ctx.history = analysis::nodeHistory(*t, node);
  if (sources && sources->nodes.size() == g->nodes.size()) {
    std::vector<NodeId> members;
    if (ctx.kernels.real)
      for (const auto& name : ctx.kernels.real->memberNames)
        if (const Node* m = g->findNode(name)) members.push_back(m->id);
    if (members.empty() && out.group >= 0) members = doc.timeline()->members(out.group);
    if (members.empty()) members = {node};
    for (const auto& line : source::locationTexts(sources->kernel(members))) out.kernelSource << qs(line);
  }
  return out;
}

}  // namespace fusescope::gui
