// MainWindow: the menus (File, View, Help) and their actions.
#include "main_window.h"
#include "blocks_dock.h"
#include "find_bar.h"
#include "graph_presenter.h"
#include "run_menus.h"
#include "hotspots_dock.h"
#include "step_bar.h"
#include "inspector_dock.h"
#include "kernel_dock.h"

#include <QMenu>
#include <QMenuBar>
#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QSet>

#include <algorithm>
#include <set>

#include "config_dock.h"
#include "decisions_dock.h"
#include "overview_view.h"
#include "legend_dock.h"
#include "sequence_dock.h"
#include "source_dock.h"
#include "source/source_grouping.h"

namespace fusescope::gui {

namespace {

// "Function" -> "&Function", or "F&unction" when Alt+F is taken in `menu`: an Alt key for every entry of a
// menu built from a table.
QString withMnemonic(const QString& label, const QMenu* menu) {
  QSet<QChar> taken;
  for (const QAction* a : menu->actions()) {
    const QString text = a->text();
    if (const auto at = text.indexOf(QLatin1Char('&')); at >= 0 && at + 1 < text.size()) taken.insert(text[at + 1].toLower());
  }
  for (qsizetype i = 0; i < label.size(); ++i)
    if (label[i].isLetter() && !taken.contains(label[i].toLower())) return QString(label).insert(i, QLatin1Char('&'));
  return label;
}

}  // namespace

void MainWindow::buildActions() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  QAction* openFolder = file->addAction(tr("Open &Folder…"), this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a capture folder or debug root"));
    if (!dir.isEmpty()) openPath(dir);
  });
  openFolder->setShortcut(QKeySequence::Open);
  file->addAction(tr("Open F&ile…"), this, [this] {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open a graph"), QString(),
                                                   tr("Graphs (*.json ir_pre_fusion.txt *.txt);;All files (*)"));
    if (!f.isEmpty()) openPath(f);
  });
  file->addAction(tr("Open with Fusion &Log…"), this, [this] {
    // A run as Inductor wrote it: the debug tree, and the one TORCH_LOGS_OUT file kept elsewhere.
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a capture folder or debug root"));
    if (dir.isEmpty()) return;
    const QString log = QFileDialog::getOpenFileName(this, tr("Inductor's fusion log for this run (TORCH_LOGS_OUT)"),
                                                     dir, tr("Logs (*.log *.txt);;All files (*)"));
    if (!log.isEmpty()) openPath(dir, {}, {}, {}, log);
  });
  file->addAction(tr("Open the bundled &example"), this, [this] { openBundledExample(); });
  file->addAction(tr("Compare with Another &Capture…"), this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Another capture of the same model (graph folder or debug root)"));
    if (!dir.isEmpty()) compareWithCapture(dir);
  });
  QAction* openProfileAction = file->addAction(tr("Open &Profile…"), this, [this] {
    const QString f = QFileDialog::getOpenFileName(this, tr("A torch.profiler trace of this run (export_chrome_trace)"), QString(),
                                                   tr("Chrome traces (*.json *.json.gz *.pt.trace.json *.gz);;All files (*)"));
    if (!f.isEmpty()) openProfile(f);
  });
  openProfileAction->setObjectName(QStringLiteral("openProfile"));
  openProfileAction->setStatusTip(tr("Lay a torch.profiler trace over the graph: where the measured GPU time goes, kernel by kernel"));
  withoutLogAction_ = file->addAction(tr("Reopen &Without Fusion Log"), this, [this] { reopenWithoutFusionLog(); });
  withoutLogAction_->setObjectName(QStringLiteral("reopenWithoutFusionLog"));
  withoutLogAction_->setStatusTip(tr("Open the graph whose fusion log could not be read without it"));
  withoutLogAction_->setEnabled(false);
  recentMenu_ = file->addMenu(tr("Open &Recent"));
  rebuildRecentMenu();
  reopenAction_ = file->addAction(tr("Reopen Last Graph on &Start"));
  reopenAction_->setCheckable(true);
  reopenAction_->setChecked(reopenLastOnStart());
  reopenAction_->setEnabled(options_.useSettings);
  reopenAction_->setStatusTip(tr("Start with the graph (and policy) opened last instead of the bundled example"));
  connect(reopenAction_, &QAction::toggled, this, &MainWindow::setReopenLastOnStart);
  file->addSeparator();
  QAction* save = file->addAction(tr("&Save Session…"), this, [this] {
    const QString f = QFileDialog::getSaveFileName(this, tr("Save session"), QStringLiteral("session.fusescope.json"),
                                                   tr("FuseScope sessions (*.json)"));
    if (!f.isEmpty()) saveSessionTo(f);
  });
  save->setShortcut(QKeySequence::Save);
  file->addAction(tr("Open Sess&ion…"), this, [this] {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open session"), QString(), tr("FuseScope sessions (*.json)"));
    if (!f.isEmpty()) openSessionFrom(f);
  });
  file->addSeparator();
  QAction* exp = file->addAction(tr("Export &Current Step…"), this, [this] {
    const QString f = QFileDialog::getSaveFileName(this, tr("Export current step"), defaultExportName(QStringLiteral("svg")),
                                                   tr("SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;DOT (*.dot)"));
    if (!f.isEmpty()) exportCurrentStep(f);
  });
  exp->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
  file->addAction(tr("Export &All Steps…"), this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export every fusion step into"));
    if (dir.isEmpty()) return;
    bool ok = false;
    const QString fmt = QInputDialog::getItem(this, tr("Export all steps"), tr("Format"),
                                              {QStringLiteral("svg"), QStringLiteral("png"), QStringLiteral("pdf"),
                                               QStringLiteral("dot")}, 0, false, &ok);
    if (ok) exportAllSteps(dir, fmt);
  });
  file->addSeparator();
  file->addAction(tr("Export &Report…"), this, [this] {
    const QString f = QFileDialog::getSaveFileName(this, tr("Export a report anyone can open in a browser"),
                                                   defaultExportName(QStringLiteral("html")), tr("HTML page (*.html)"));
    if (!f.isEmpty()) exportReport(f);
  });
  file->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QAction* zin = view->addAction(tr("Zoom &In"), this, [this] { view_->zoomBy(1.25); });
  zin->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
  QAction* zout = view->addAction(tr("Zoom &Out"), this, [this] { view_->zoomBy(0.8); });
  zout->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
  QAction* fit = view->addAction(tr("&Fit to Window"), this, [this] { view_->fitAll(); });
  fit->setShortcut(QKeySequence(Qt::Key_F));
  QAction* findAct = view->addAction(tr("&Search…"), this, [this] {
    findBar_->focusQuery();
  });
  findAct->setShortcut(QKeySequence::Find);
  QAction* overview = view->addAction(tr("&Overview"));
  overview->setCheckable(true);
  overview->setChecked(true);
  connect(overview, &QAction::toggled, this, [this](bool on) { view_->overview()->setVisible(on); });
  focusAction_ = view->addAction(tr("Focus on the &Pair"));
  focusAction_->setCheckable(true);
  focusAction_->setStatusTip(tr("Dim every node more than two dependency edges away from the pair under decision"));
  connect(focusAction_, &QAction::toggled, presenter_, &GraphPresenter::setFocus);
  collapseAction_ = view->addAction(tr("&Collapse Groups"));
  collapseAction_->setObjectName(QStringLiteral("collapseGroups"));
  collapseAction_->setCheckable(true);
  collapseAction_->setShortcut(QKeySequence(Qt::Key_C));
  collapseAction_->setStatusTip(tr("Draw every fusion group (or source group) as one box; the pair under decision and "
                                   "the selected node stay open; double-click a box to open it"));
  connect(collapseAction_, &QAction::toggled, presenter_, &GraphPresenter::setCollapse);
  QAction* blockBoxes = view->addAction(tr("&Blocks as Boxes When Zoomed Out"));
  blockBoxes->setObjectName(QStringLiteral("blockBoxes"));
  blockBoxes->setCheckable(true);
  blockBoxes->setChecked(view_->semanticZoom());
  blockBoxes->setStatusTip(tr("Below the zoom where nodes are a texture, draw each block of the model (View → Blocks) as one "
                              "box with the edges bundled between blocks; the pair, the selection and the search hit stay open"));
  connect(blockBoxes, &QAction::toggled, view_, &GraphView::setSemanticZoom);
  followAction_ = view->addAction(tr("Fo&llow the Decision"));
  followAction_->setObjectName(QStringLiteral("followDecision"));
  followAction_->setCheckable(true);
  followAction_->setChecked(true);
  followAction_->setShortcut(QKeySequence(Qt::Key_L));
  followAction_->setStatusTip(tr("Every step brings both nodes of the pair into view at a legible zoom"));
  connect(followAction_, &QAction::toggled, presenter_, &GraphPresenter::setFollow);
  runsMenu_ = view->addMenu(tr("Scheduler &Runs"));
  runsMenu_->setObjectName(QStringLiteral("schedulerRunsMenu"));
  runsMenu_->setStatusTip(tr("A graph with torch.cond, while_loop or invoke_subgraph is scheduled once per subgraph: "
                             "open each run"));
  runsMenu_->setEnabled(false);
  ranksMenu_ = view->addMenu(tr("Ran&ks"));
  ranksMenu_->setObjectName(QStringLiteral("ranksMenu"));
  ranksMenu_->setStatusTip(tr("A torch.distributed run compiles each graph once per rank: open another rank's"));
  ranksMenu_->setEnabled(false);
  runMenus_ = new RunMenus(doc_, runsMenu_, ranksMenu_, this);
  connect(runMenus_, &RunMenus::openRequested, this, [this](const AnalysisRequest& r) { jobs_->load(r, {}); });
  connect(runMenus_, &RunMenus::statusMessage, this, &MainWindow::status);
  QMenu* bySource = view->addMenu(tr("Group by &Source"));
  sourceGroupingActions_ = new QActionGroup(this);
  QAction* off = bySource->addAction(tr("&Off (fusion groups)"), this, [this] { setSourceGrouping(std::nullopt); });
  off->setCheckable(true);
  off->setChecked(true);
  sourceGroupingActions_->addAction(off);
  for (const source::SourceGroupingInfo& g : source::sourceGroupings()) {   // core's one table, in its order
    QAction* a = bySource->addAction(withMnemonic(QString::fromUtf8(g.label), bySource), this,
                                     [this, grouping = g.grouping] { setSourceGrouping(grouping); });
    a->setCheckable(true);
    if (g.needsModules)
      a->setStatusTip(tr("Needs the module paths scripts/fusescope-capture records (fusescope_modules.json in the "
                         "graph folder)"));
    sourceGroupingActions_->addAction(a);
  }
  QAction* graphviz = view->addAction(tr("Lay Out with &Graphviz"), this, &MainWindow::requestGraphvizLayout);
  graphviz->setStatusTip(tr("Run Graphviz dot on the open graph in the background (iteration limits above %1 "
                            "nodes; Cancel in the status bar stops it)")
                             .arg(LayoutOptions{}.layeredThreshold));
  clusterAction_ = view->addAction(tr("Layout with Groups as &Clusters"));
  clusterAction_->setCheckable(true);
  clusterAction_->setStatusTip(tr("Re-run Graphviz with each fusion group of the current step as a cluster "
                                  "(at step 0: the final kernels); untick for the normal layout"));
  connect(clusterAction_, &QAction::triggered, this, &MainWindow::setClusterLayout);
  heatAction_ = view->addAction(tr("Color by &Measured Time"));
  heatAction_->setObjectName(QStringLiteral("heatOverlay"));
  heatAction_->setCheckable(true);
  heatAction_->setStatusTip(tr("Fill each node by the measured GPU time of its kernel (File → Open Profile…): "
                               "pale yellow to dark red, grey when not measured"));
  connect(heatAction_, &QAction::toggled, this, [this] { applyHeat(); });
  QMenu* themeMenu = view->addMenu(tr("&Theme"));
  themeGroup_ = new QActionGroup(this);
  for (auto [t, label] : {std::pair{UiTheme::Light, tr("&Light")}, std::pair{UiTheme::Dark, tr("&Dark")},
                          std::pair{UiTheme::System, tr("&System")}}) {
    QAction* a = themeMenu->addAction(label, this, [this, t] { setTheme(t); });
    a->setCheckable(true);
    a->setData(themeKey(t));
    themeGroup_->addAction(a);
  }
  view->addSeparator();
  for (QDockWidget* d : docks_) view->addAction(d->toggleViewAction());
  view->addAction(stepBar_->toggleViewAction());
  view->addAction(findBar_->toggleViewAction());

  // Go: ways around 10,000 decisions besides the arrows (the step bar's, where the go-to box lives).
  QMenu* go = menuBar()->addMenu(tr("&Go"));
  go->setObjectName(QStringLiteral("goMenu"));
  go->addActions(stepBar_->goActions());
  connect(stepBar_, &StepBar::statusMessage, this, &MainWindow::status);

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&Keys"), this, [this] {
    QMessageBox::information(this, tr("Keys"),
                             tr("Home/End: first/last step\nLeft/Right: previous/next decision (always one "
                                "decision, whatever the Decisions filters show)\n"
                                "Shift+Left/Right: previous/next fusion\nSpace: play/pause\n"
                                "L: follow the decision on/off (the view brings the pair into view)\n"
                                "Wheel, Ctrl+= / Ctrl+-: zoom; F: fit; drag: pan\n"
                                "Click: select; Ctrl+click: second node for “Why not fused?”\n"
                                "Ctrl+F: search; F3/Shift+F3: next/previous match"));
  });
}

}  // namespace fusescope::gui
