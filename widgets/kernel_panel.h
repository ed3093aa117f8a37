// Kernel dock contents: the source of the kernel holding the selected node, with a metadata header,
// line numbers, highlighting, copy, and tabs for Inductor's real kernel and FuseScope's generated one.
#pragma once

#include <QWidget>

#include "codegen/kernel_report.h"
#include "graph/graph.h"

class QLabel;
class QTabWidget;
class QToolButton;

namespace fusescope::gui {

class CodeView;

class KernelPanel : public QWidget {
  Q_OBJECT
 public:
  explicit KernelPanel(QWidget* parent = nullptr);
  // Shows the kernel of `node` in `graph` (nullptr/kNone clears). `groupName` is the fused group at the
  // current step, shown in the header. `real` is core's report of the kernel group whose linked real
  // kernel is shown (Inductor's group holding the node); `generated` the report of the schedule's final
  // kernel holding the node, whose FuseScope source is shown (both from codegen::kernelsOfNode, kernel_index.h).
  // `sourceLines`: the user's code the kernel covers (the SourceMap's union over its members).
  void showNode(const Graph* graph, NodeId node, const QString& groupName = {},
                const codegen::KernelReport* real = nullptr, const codegen::KernelReport* generated = nullptr,
                const QStringList& sourceLines = {});
  // The measured time of the kernel holding the node (GraphMeasurement::kernelLine; "" clears), shown in
  // the header under the kernel's name.
  void setMeasured(const QString& line);
  QString currentKernelName() const { return kernelName_; }
  QString headerText() const;   // the header as plain text
  QString realSource() const;
  QString generatedSource() const;
  QString diffText() const;
  CodeView* realView() const { return real_; }
  // How many lines of code the shown tab's view holds at its present height.
  int visibleCodeLines() const;

 private:
  void copyCurrent();
  QLabel* header_;
  QTabWidget* tabs_;
  CodeView* real_;
  CodeView* generated_;
  CodeView* diff_;   // unified diff, Inductor's kernel against FuseScope's
  CodeView* sideReal_;        // the two kernels side by side
  CodeView* sideGenerated_;
  QToolButton* copy_;
  QString kernelName_;
  // What is shown, so a step that only changes the group line does not re-highlight and re-diff the code.
  struct Shown {
    const Graph* graph = nullptr;
    NodeId node = kNone;
    const codegen::KernelReport* real = nullptr;
    const codegen::KernelReport* generated = nullptr;
    QStringList sourceLines;
    bool operator==(const Shown&) const = default;
  } shown_;
  QStringList headerBefore_, headerAfter_;   // the header around the "Group at this step" line
  QString differs_;                          // where FuseScope's kernel is not Inductor's: the first line
  QString measured_, groupName_;
  void setHeader(const QString& groupName);
};

}  // namespace fusescope::gui
