// MainWindow: search (Ctrl+F) over ops, buffers, kernels, origins and the user's source lines; every match ringed.
#include "main_window.h"
#include "schedule_document.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

#include "analysis/explain_pair.h"
#include "analysis/group_compare.h"
#include "source/source_label.h"
#include "config_dock.h"
#include "decisions_dock.h"
#include "decisions_model.h"
#include "graph_info.h"
#include "export/exporter.h"
#include "graph_view.h"
#include "import/load.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "legend_dock.h"
#include "sched/policy.h"
#include "sched/scheduler.h"
#include "scene_builder.h"
#include "search_index.h"
#include "timeline_slider.h"
#include "trust_bar.h"
#include "why_dialog.h"

namespace fusescope::gui {

void MainWindow::buildFindBar() {
  findBar_ = new QToolBar(tr("Search"), this);
  findBar_->setObjectName(QStringLiteral("search"));
  addToolBar(Qt::TopToolBarArea, findBar_);
  findEdit_ = new QLineEdit(this);
  findEdit_->setObjectName(QStringLiteral("searchEdit"));
  findEdit_->setPlaceholderText(tr("Search op, buffer, kernel or ATen origin (Ctrl+F)"));
  findEdit_->setClearButtonEnabled(true);
  findEdit_->setMinimumWidth(280);
  findBar_->addWidget(findEdit_);
  QAction* prev = findBar_->addAction(tr("Prev"));
  prev->setToolTip(tr("Previous match (Shift+F3)"));
  prev->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
  QAction* next = findBar_->addAction(tr("Next"));
  next->setToolTip(tr("Next match (F3 / Enter)"));
  next->setShortcut(QKeySequence(Qt::Key_F3));
  findLabel_ = new QLabel(this);
  findLabel_->setMinimumWidth(160);
  findBar_->addWidget(findLabel_);
  connect(findEdit_, &QLineEdit::returnPressed, this, [this] { find(false); });
  connect(next, &QAction::triggered, this, [this] { find(false); });
  connect(prev, &QAction::triggered, this, [this] { find(true); });
}

void MainWindow::find(bool backwards) {
  const Graph* g = graph();
  if (!g) return;
  const QString q = findEdit_->text();
  auto& hits = findHits_;
  if (q != findQuery_) {
    findQuery_ = q;
    hits = searchGraph(*g, doc_->result()->inductorKernels.get(), doc_->result()->kernels.get(), q, doc_->sources().get());
    findPos_ = -1;
  }
  if (hits.empty()) {
    findLabel_->setText(q.trimmed().isEmpty() ? QString() : tr("no match"));
    scene_->setSearchMatches({}, kNone);
    return;
  }
  const int n = static_cast<int>(hits.size());
  findPos_ = backwards ? (findPos_ <= 0 ? n - 1 : findPos_ - 1) : (findPos_ + 1) % n;
  const SearchHit& h = hits[static_cast<size_t>(findPos_)];
  std::vector<NodeId> all;
  all.reserve(hits.size());
  for (const SearchHit& hit : hits) all.push_back(hit.node);
  scene_->setSearchMatches(all, h.node);   // every match ringed, not just the current one
  selectNode(h.node, false);
  view_->follow({h.node});
  findLabel_->setText(tr("%1 / %2 · %3 %4").arg(findPos_ + 1).arg(n).arg(h.what, h.text));
}

}  // namespace fusescope::gui
