// What the Inspector and the Kernel dock say about one node at the document's step, computed in one place
// so that the two agree: the node's group and its members, its kernels (one codegen::kernelsOfNode lookup:
// the Inspector's kernel is the Kernel dock's), where it came from, every decision on its group, its
// kernel's measured time, and the user's lines the kernel covers.
#pragma once

#include <QStringList>

#include "graph_info.h"

namespace fusescope::gui {

class ScheduleDocument;

struct NodeContext {
  NodeId node = kNone;
  int group = -1;              // the node's group at the document's step (a Timeline id), -1 without a schedule
  InspectorContext inspector;  // group name and members, kernels, source, history, measured line
  // The user's lines the kernel covers: the union over Inductor's kernel when linked, else the group at
  // this step, else the node alone. Empty without a source map.
  QStringList kernelSource;
};

// Null-safe: a document without a graph or a node out of range gives a context with node == kNone.
NodeContext nodeContext(const ScheduleDocument& doc, NodeId node);

// The node's group at the document's step (-1 without a schedule): what a step must change for a dock that
// shows the node to redraw.
int groupAtStep(const ScheduleDocument& doc, NodeId node);

}  // namespace fusescope::gui
