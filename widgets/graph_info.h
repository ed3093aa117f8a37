// Helpers over the core Graph for the docks: text of dependencies, byte estimates, the code kernel that
// holds a node, and the Inspector tree for a node or buffer.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "kv_tree_model.h"

namespace fusescope::gui {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }
QStringList qsl(const std::vector<std::string>& v);

QString depKindName(DepKind k);
QString depText(const Dependency& d);                // MemoryDep('buf0', 2048*d0 + d1, {d0: 64, ...})
int dtypeBytes(const std::string& dtype);            // torch.float32 -> 4; 0 when unknown
std::optional<long long> numelOf(const std::vector<std::string>& sizes);  // product when all numeric
std::optional<long long> depBytes(const Graph& g, const Dependency& d);
std::optional<long long> bufferBytes(const Buffer& b);
QString humanBytes(long long b);
QString nodeKindLabel(const Node& n);                 // pointwise, reduction, template, extern, nop, ...

// The kernel of output_code.py that holds a node: the extern call for extern nodes, otherwise the kernel
// whose source nodes / call arguments overlap the node's origins and outputs most. nullptr when none.
const CodeKernel* findCodeKernel(const Graph& g, NodeId node);
// The recorded post-fusion kernel (ir_post_fusion.txt) holding a node; nullptr when absent.
const RecordedKernel* findRecordedKernel(const Graph& g, const std::string& nodeName);

// What the window knows beyond the graph (current step's group), shown in the Inspector.
struct InspectorContext {
  QString groupName;          // fused name at the current step (e.g. op1_op2), "" when alone
  QStringList groupMembers;
};

std::unique_ptr<KvNode> buildNodeInspector(const Graph& g, NodeId id, const InspectorContext& ctx);
std::unique_ptr<KvNode> buildBufferInspector(const Graph& g, BufferId id);

}  // namespace fusescope::gui
