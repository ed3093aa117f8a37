// MainWindow: recent files, drag and drop, sessions and export (the File menu).
#include "main_window.h"
#include "schedule_document.h"
#include "step_bar.h"

#include <QMenu>
#include <QMimeData>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSettings>
#include <QUrl>

#include <algorithm>
#include <set>

#include "analysis/explain_pair.h"
#include "analysis/group_compare.h"
#include "source/source_label.h"
#include "config_dock.h"
#include "decisions_dock.h"
#include "decisions_model.h"
#include "graph_info.h"
#include "export/caption.h"
#include "export/exporter.h"
#include "graph_view.h"
#include "import/load.h"
#include "import/output_code_lookup.h"
#include "kernel_panel.h"
#include "kv_tree_model.h"
#include "report/graph_report.h"
#include "legend_dock.h"
#include "sched/policy.h"
#include "sched/scheduler.h"
#include "scene_builder.h"
#include "search_index.h"
#include "timeline_slider.h"
#include "trust_bar.h"
#include "why_dialog.h"

namespace fusescope::gui {

namespace {
constexpr int kMaxRecent = 10;
}  // namespace

void MainWindow::addRecent(const QString& path) {
  if (!options_.useSettings || path.isEmpty()) return;
  QSettings s;
  QStringList recent = s.value(QStringLiteral("recentFiles")).toStringList();
  const QString abs = QFileInfo(path).absoluteFilePath();
  recent.removeAll(abs);
  recent.prepend(abs);
  while (recent.size() > kMaxRecent) recent.removeLast();
  s.setValue(QStringLiteral("recentFiles"), recent);
  rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
  recentMenu_->clear();
  QStringList recent;
  if (options_.useSettings) recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
  for (const QString& p : recent) recentMenu_->addAction(p, this, [this, p] { openPath(p); });
  recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (options_.useSettings) {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
  }
  stepBar_->stopPlaying();
  jobs_->stopAll();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const auto urls = event->mimeData()->urls();
  for (const QUrl& u : urls)
    if (u.isLocalFile()) {
      const QString p = u.toLocalFile();
      if (p.endsWith(QLatin1String(".json")) && !QFileInfo(p).isDir()) {
        // A session or a FuseScope graph: try the session format first.
        SessionState s;
        QString err;
        if (loadSession(p, &s, &err)) {
          openSessionFrom(p);
          event->acceptProposedAction();
          return;
        }
      }
      openPath(p);
      event->acceptProposedAction();
      return;
    }
}

// --------------------------------------------------------------------------------------------------
// Session

bool MainWindow::saveSessionTo(const QString& file) {
  if (!doc_->result()) {
    reportError(tr("Save session"), tr("Nothing is open."));
    return false;
  }
  SessionState s;
  s.path = doc_->request().bundledExample ? QStringLiteral(":example") : QFileInfo(doc_->request().path).absoluteFilePath();
  s.graphName = doc_->request().graphName;
  s.policy = doc_->request().policy;
  for (const auto& [k, v] : doc_->request().knobs) s.knobs[qs(k)] = qs(v);
  s.step = doc_->step();
  if (const Graph* g = graph(); g && doc_->selected() >= 0) s.selection = qs(g->nodes[static_cast<size_t>(doc_->selected())].name);
  s.hasView = true;
  s.zoom = view_->zoom();
  const QPointF c = view_->viewCentre();
  s.centerX = c.x();
  s.centerY = c.y();
  QString err;
  if (!saveSession(s, file, &err)) {
    reportError(tr("Save session"), err);
    return false;
  }
  status(tr("Session saved to %1").arg(file));
  return true;
}

bool MainWindow::openSessionFrom(const QString& file) {
  SessionState s;
  QString err;
  if (!loadSession(file, &s, &err)) {
    reportError(tr("Open session"), err);
    return false;
  }
  Pending p;
  p.step = s.step;
  p.select = s.selection;
  p.hasView = s.hasView;
  p.zoom = s.zoom;
  p.cx = s.centerX;
  p.cy = s.centerY;
  AnalysisRequest r;
  r.bundledExample = s.path == QLatin1String(":example");
  r.path = s.path;
  r.graphName = s.graphName;
  r.policy = s.policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : s.policy;
  for (auto it = s.knobs.begin(); it != s.knobs.end(); ++it) r.knobs[it.key().toStdString()] = it.value().toStdString();
  jobs_->load(r, p);
  return true;
}

// --------------------------------------------------------------------------------------------------
// Export (core exporter)

QString MainWindow::defaultExportName(const QString& extension) const {
  // MODEL_GRAPH_stepK.svg: "gpt2_train/0_backward_3.1" at step 12 -> gpt2_train_0_backward_3.1_step12.svg
  QString base = graph() ? qs(graph()->name) : QStringLiteral("fusescope");
  base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
  return QStringLiteral("%1_step%2.%3").arg(base).arg(doc_->step()).arg(extension);
}

QString MainWindow::exportCaption() const {
  const sched::Trace* t = trace();
  if (!graph() || !t) return {};
  return qs(stepCaption(*graph(), *t, currentDecision() + 1));   // core's wording (export/caption.h)
}

bool MainWindow::followDecision() const { return followAction_ && followAction_->isChecked(); }
void MainWindow::setFollowDecision(bool on) {
  if (followAction_) followAction_->setChecked(on);
}

static std::optional<ExportFormat> formatOfFile(const QString& file) {
  return parseExportFormat(QFileInfo(file).suffix().toLower().toStdString());
}

bool MainWindow::exportCurrentStep(const QString& file) {
  const auto* layout = doc_->result() && doc_->result()->geometry ? doc_->result()->geometry->layout.get() : nullptr;
  if (!layout) {
    reportError(tr("Export"), doc_->result() ? tr("This graph has no Graphviz layout to export (the built-in layout was used).")
                                      : tr("Nothing is open."));
    return false;
  }
  const auto format = formatOfFile(file);
  if (!format) {
    reportError(tr("Export"), tr("Unknown format for %1: use .svg, .png, .pdf or .dot").arg(file));
    return false;
  }
  try {
    ExportOptions opts;
    opts.highlight = doc_->highlightAtStep();
    opts.caption = exportCaption().toStdString();
    exportPicture(*layout, doc_->groupsAtStep(), opts, *format, file.toStdString());
  } catch (const std::exception& e) {
    reportError(tr("Export"), QString::fromStdString(e.what()));
    return false;
  }
  status(tr("Exported step %1 to %2").arg(doc_->step()).arg(file));
  return true;
}

bool MainWindow::exportReport(const QString& file) {
  const Graph* g = graph();
  const sched::Trace* t = trace();
  if (!g || !t) {
    reportError(tr("Export Report"), tr("Nothing is open."));
    return false;
  }
  std::vector<std::pair<NodeId, NodeId>> pairs;
  if (NodeId a = kNone, b = kNone; pairToExplain(a, b)) pairs.emplace_back(a, b);
  QApplication::setOverrideCursor(Qt::WaitCursor);
  try {
    const auto sources = doc_->sources() ? doc_->sources() : std::make_shared<const source::SourceMap>(source::buildSourceMap(*g));
    const int decisions = doc_->step() > 0 ? currentDecision() + 1 : 0;
    sched::SchedulerConfig config;   // the knobs the schedule shown was run with
    for (const auto& [key, value] : doc_->request().knobs) config.set(key, value);
    const auto outputCode = readOutputCodeFor(doc_->request().path.toStdString(), doc_->request().graphName.toStdString(), *g);
    const auto code = outputCode ? std::optional(codegen::scanOutputCode(*outputCode)) : std::nullopt;
    const report::GraphPage page = report::graphReportPage(*g, *t, *sources, code ? &*code : nullptr, config, decisions, pairs,
                                                           "FuseScope (File → Export Report…), policy " + t->policy);
    writeFileAtomically(file.toStdString(), page.html);
  } catch (const std::exception& e) {
    QApplication::restoreOverrideCursor();
    reportError(tr("Export Report"), QString::fromStdString(e.what()));
    return false;
  }
  QApplication::restoreOverrideCursor();
  status(tr("Wrote the report of step %1 to %2").arg(doc_->step()).arg(file));
  return true;
}

bool MainWindow::exportAllSteps(const QString& dir, const QString& formatName) {
  const auto* layout = doc_->result() && doc_->result()->geometry ? doc_->result()->geometry->layout.get() : nullptr;
  const auto format = parseExportFormat(formatName.toStdString());
  if (!layout || !format || !doc_->timeline()) {
    reportError(tr("Export"), !format ? tr("Unknown format %1").arg(formatName) : tr("Nothing to export."));
    return false;
  }
  if (!QDir().mkpath(dir)) {
    reportError(tr("Export"), tr("Cannot create %1").arg(dir));
    return false;
  }
  // One picture per fusion (step-0000 is the initial partition), like `fusescope-cli export --all-steps`.
  const int keep = doc_->step();
  const int fusions = doc_->timeline()->fusionCount();
  QProgressDialog progress(tr("Exporting %1 pictures…").arg(fusions + 1), tr("Cancel"), 0, fusions + 1, this);
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(500);
  bool ok = true;
  try {
    for (int k = 0; k <= fusions; ++k) {
      progress.setValue(k);
      if (progress.wasCanceled()) break;
      doc_->timeline()->seek(k);
      std::vector<FusionGroupView> groups;
      for (sched::SchedNodeId g : doc_->timeline()->groups())
        if (doc_->timeline()->members(g).size() > 1) groups.push_back({doc_->timeline()->kernelName(g), doc_->timeline()->members(g)});
      const QString name = QStringLiteral("step-%1.%2").arg(k, 4, 10, QLatin1Char('0')).arg(QString::fromLatin1(formatExtension(*format).data(), static_cast<qsizetype>(formatExtension(*format).size())));
      exportPicture(*layout, groups, ExportOptions{}, *format, QDir(dir).filePath(name).toStdString());
    }
  } catch (const std::exception& e) {
    reportError(tr("Export"), QString::fromStdString(e.what()));
    ok = false;
  }
  progress.setValue(fusions + 1);
  applyStep(keep, true);
  if (ok) status(tr("Exported %1 steps to %2").arg(fusions + 1).arg(dir));
  return ok;
}

}  // namespace fusescope::gui
