#include "find_bar.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>

#include "graph_view.h"
#include "schedule_document.h"

namespace fusescope::gui {

FindBar::FindBar(ScheduleDocument* document, GraphScene* scene, GraphView* view, QWidget* parent)
    : QToolBar(tr("Search"), parent), doc_(document), scene_(scene), view_(view) {
  setObjectName(QStringLiteral("search"));
  edit_ = new QLineEdit(this);
  edit_->setObjectName(QStringLiteral("searchEdit"));
  edit_->setPlaceholderText(tr("Search op, buffer, kernel or ATen origin (Ctrl+F)"));
  edit_->setClearButtonEnabled(true);
  edit_->setMinimumWidth(280);
  addWidget(edit_);
  QAction* prev = addAction(tr("Prev"));
  prev->setToolTip(tr("Previous match (Shift+F3)"));
  prev->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
  QAction* next = addAction(tr("Next"));
  next->setToolTip(tr("Next match (F3 / Enter)"));
  next->setShortcut(QKeySequence(Qt::Key_F3));
  label_ = new QLabel(this);
  label_->setMinimumWidth(160);
  addWidget(label_);
  connect(edit_, &QLineEdit::returnPressed, this, [this] { find(false); });
  connect(next, &QAction::triggered, this, [this] { find(false); });
  connect(prev, &QAction::triggered, this, [this] { find(true); });
  connect(doc_, &ScheduleDocument::resultChanged, this, [this](bool newGraph) {
    if (!newGraph) return;
    query_.clear();
    hits_.clear();
    label_->clear();
  });
}

void FindBar::focusQuery() {
  show();
  edit_->setFocus();
  edit_->selectAll();
}

QString FindBar::resultText() const { return label_->text(); }

void FindBar::find(bool backwards) {
  const Graph* g = doc_->graph();
  if (!g) return;
  const QString q = edit_->text();
  if (q != query_) {
    query_ = q;
    hits_ = searchGraph(*g, doc_->result()->inductorKernels.get(), doc_->result()->kernels.get(), q, doc_->sources().get());
    pos_ = -1;
  }
  if (hits_.empty()) {
    label_->setText(q.trimmed().isEmpty() ? QString() : tr("no match"));
    scene_->setSearchMatches({}, kNone);
    return;
  }
  const int n = static_cast<int>(hits_.size());
  pos_ = backwards ? (pos_ <= 0 ? n - 1 : pos_ - 1) : (pos_ + 1) % n;
  const SearchHit& h = hits_[static_cast<size_t>(pos_)];
  std::vector<NodeId> all;
  all.reserve(hits_.size());
  for (const SearchHit& hit : hits_) all.push_back(hit.node);
  scene_->setSearchMatches(all, h.node);   // every match ringed, not just the current one
  doc_->setSelected(h.node);
  view_->follow({h.node});
  label_->setText(tr("%1 / %2 · %3 %4").arg(pos_ + 1).arg(n).arg(h.what, h.text));
}

}  // namespace fusescope::gui
