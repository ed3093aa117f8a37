#include "kernel_dock.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "kernel_panel.h"
#include "node_context.h"
#include "schedule_document.h"

namespace fusescope::gui {

KernelDock::KernelDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Kernel"), parent), doc_(document) {
  setObjectName(QStringLiteral("kernel"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  auto* top = new QHBoxLayout;
  top->setContentsMargins(4, 2, 4, 0);
  followCombo_ = new QComboBox(body);
  followCombo_->setObjectName(QStringLiteral("kernelFollow"));
  followCombo_->addItem(tr("the decision, or the node you select"));
  followCombo_->addItem(tr("the selected node"));
  followCombo_->addItem(tr("the decision's pair"));
  followCombo_->setToolTip(tr("Whose kernel to show: node ① of the decision shown until you select a node, then that "
                              "node until the next step (the default); always the node you selected; or always the "
                              "decision's node ①"));
  connect(followCombo_, &QComboBox::activated, this, [this](int i) { setFollow(static_cast<Follow>(i)); });
  pairNote_ = new QLabel(body);
  pairNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  top->addWidget(new QLabel(tr("Kernel of"), body));
  top->addWidget(followCombo_);
  top->addWidget(pairNote_, 1);
  layout->addLayout(top);
  panel_ = new KernelPanel(body);
  layout->addWidget(panel_, 1);
  setWidget(body);
  connect(doc_, &ScheduleDocument::selectionChanged, this, [this] {
    if (follow_ == Follow::Latest) selectionIsLatest_ = doc_->selected() != kNone;
    if (follow_ != Follow::Decision) refresh();
  });
  connect(doc_, &ScheduleDocument::pairChanged, this, [this] {
    if (follow_ == Follow::Latest) selectionIsLatest_ = false;
    if (follow_ != Follow::Selection) refresh();
  });
  connect(doc_, &ScheduleDocument::resultChanged, this, &KernelDock::refresh);
  connect(doc_, &ScheduleDocument::kernelSourcesChanged, this, &KernelDock::refresh);
  connect(doc_, &ScheduleDocument::profileChanged, this, &KernelDock::refresh);
  connect(doc_, &ScheduleDocument::stepChanged, this, [this] {
    if (groupAtStep(*doc_, nodeToShow()) != shownGroup_ || nodeToShow() != shownNode_) refresh();
  });
}

void KernelDock::setFollow(Follow follow) {
  follow_ = follow;
  selectionIsLatest_ = false;
  followCombo_->setCurrentIndex(static_cast<int>(follow));
  refresh();
}

NodeId KernelDock::nodeToShow() const {
  const bool decision = follow_ == Follow::Decision || (follow_ == Follow::Latest && !selectionIsLatest_);
  const NodeId node = decision ? doc_->pair().first : doc_->selected();
  // Step 0 has no pair: the latest-mode dock shows the selection then.
  return node == kNone && follow_ == Follow::Latest ? doc_->selected() : node;
}

void KernelDock::refresh() {
  const NodeContext c = nodeContext(*doc_, nodeToShow());
  shownNode_ = c.node;
  shownGroup_ = c.group;
  pairNote_->clear();
  if (c.node == kNone) {
    panel_->showNode(nullptr, kNone);
    panel_->setMeasured({});
    return;
  }
  if (c.node == doc_->pair().first && follow_ != Follow::Selection) {
    const NodeId other = doc_->pair().second;
    pairNote_->setText(other != kNone && other != c.node
                           ? tr("① %1 (② %2)").arg(qs(doc_->graph()->nodes[static_cast<size_t>(c.node)].name),
                                                   qs(doc_->graph()->nodes[static_cast<size_t>(other)].name))
                           : tr("① %1").arg(qs(doc_->graph()->nodes[static_cast<size_t>(c.node)].name)));
  }
  panel_->showNode(doc_->graph(), c.node, c.inspector.groupName, c.inspector.kernels.real, c.inspector.kernels.generated,
                   c.kernelSource);
  panel_->setMeasured(c.inspector.measured);
}

}  // namespace fusescope::gui
