// Helpers over the core Graph for the docks: text of dependencies, byte estimates, and the Inspector
// tree for a node or buffer.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "analysis/node_history.h"
#include "source/source_map.h"
#include "codegen/kernel_index.h"
#include "kv_tree_model.h"

namespace fusescope::gui {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }
// An Inspector link to another scheduler run of the folder: "subgraph:true_graph_0" (activating it opens it).
inline constexpr const char* kSubgraphLinkPrefix = "subgraph:";
QStringList qsl(const std::vector<std::string>& v);

QString depKindName(DepKind k);
QString depText(const Dependency& d);                // MemoryDep('buf0', 2048*d0 + d1, {d0: 64, ...})
int dtypeBytes(const std::string& dtype);            // torch.float32 -> 4; 0 when unknown
std::optional<long long> numelOf(const std::vector<std::string>& sizes);  // product when all numeric
std::optional<long long> depBytes(const Graph& g, const Dependency& d);
std::optional<long long> bufferBytes(const Buffer& b);
QString humanBytes(long long b);
QString nodeKindLabel(const Node& n);                 // pointwise, reduction, template, extern, nop, ...

// The recorded post-fusion kernel (ir_post_fusion.txt) holding a node; nullptr when absent.
const RecordedKernel* findRecordedKernel(const Graph& g, const std::string& nodeName);

// What the window knows beyond the graph (current step's group, the node's kernels), shown in the Inspector.
struct InspectorContext {
  QString groupName;          // fused name at the current step (e.g. op1_op2), "" when alone
  QStringList groupMembers;
  codegen::NodeKernels kernels;        // the same reports the Kernel dock shows (codegen::kernelsOfNode)
  const source::NodeSource* source = nullptr;   // where the node came from in the user's code
  std::vector<analysis::NodeHistoryEntry> history;   // every decision on the node's group (core/analysis)
  QString measured;           // the node's kernel's measured time (GraphMeasurement::kernelLine), "" without a profile
};

std::unique_ptr<KvNode> buildNodeInspector(const Graph& g, NodeId id, const InspectorContext& ctx);
std::unique_ptr<KvNode> buildBufferInspector(const Graph& g, BufferId id);

}  // namespace fusescope::gui
