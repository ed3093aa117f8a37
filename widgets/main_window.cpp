#include "main_window.h"

#include <QActionGroup>
#include <QScreen>
#include <QStatusBar>
#include <cstring>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QTimer>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

#include "config_dock.h"
#include "decisions_dock.h"
#include "graph_info.h"
#include "legend_dock.h"
#include "blocks_dock.h"
#include "find_bar.h"
#include "graph_presenter.h"
#include "hotspots_dock.h"
#include "step_bar.h"
#include "inspector_dock.h"
#include "kernel_dock.h"
#include "sequence_dock.h"
#include "source_dock.h"
#include "trust_bar.h"

namespace fusescope::gui {

QSize defaultWindowSize(const QSize& available) {
  const QSize preferred(1600, 1000);
  if (!available.isValid() || available.isEmpty()) return preferred;
  return preferred.boundedTo(QSize(available.width() * 95 / 100, available.height() * 95 / 100));
}

MainWindow::MainWindow(Options options, QWidget* parent)
    : QMainWindow(parent), options_(options), recent_(options.useSettings), doc_(new ScheduleDocument(this)) {
  jobs_ = new AnalysisJobs(doc_, this);
  setWindowTitle(tr("FuseScope"));
  setAcceptDrops(true);
  setDockNestingEnabled(true);
  errorHandler_ = [this](const QString& title, const QString& message) {
    QMessageBox::critical(this, title, message);
  };

  scene_ = new GraphScene(this);
  view_ = new GraphView(this);
  view_->setGraphScene(scene_);
  presenter_ = new GraphPresenter(doc_, scene_, view_, this);
  connect(presenter_, &GraphPresenter::described, this, &MainWindow::status);
  connect(doc_, &ScheduleDocument::stepChanged, this, &MainWindow::stepChanged);
  trustBar_ = new TrustBar(doc_, this);
  connect(trustBar_, &TrustBar::jumpRequested, this, [this](int decision) {
    jumpToDecision(decision);
    // An order-only divergence: the Decisions row agrees with Inductor, the Sequence view shows where not.
    const analysis::FusionSequence& seq = sequenceDock_->sequence();
    if (seq.firstDifference >= 0) {
      const analysis::SequenceRow& at = seq.rows[static_cast<size_t>(seq.firstDifference)];
      if (at.fuseScope.decision == decision || seq.fuseScopeOnInductorPair.decision == decision) sequenceDock_->showFirstDifference();
    }
  });
  auto* centre = new QWidget(this);
  auto* centreLayout = new QVBoxLayout(centre);
  centreLayout->setContentsMargins(0, 0, 0, 0);
  centreLayout->setSpacing(0);
  centreLayout->addWidget(trustBar_);
  centreLayout->addWidget(view_, 1);
  setCentralWidget(centre);
  connect(view_, &GraphView::nodeClicked, this, [this](int node) {
    if (QApplication::keyboardModifiers() & Qt::ControlModifier) {
      doc_->setSecondSelected(node);
      status(tr("Second node: %1 — use “Why not fused?” to compare with %2")
                 .arg(graph() ? qs(graph()->nodes[static_cast<size_t>(node)].name) : QString(),
                      graph() && doc_->selected() >= 0 ? qs(graph()->nodes[static_cast<size_t>(doc_->selected())].name) : QString()));
      return;
    }
    selectNode(node);
  });
  connect(view_, &GraphView::nodeDoubleClicked, this, [this](int node) {
    selectNode(node);
    kernelDock_->show();
    kernelDock_->raise();
  });

  connect(jobs_, &AnalysisJobs::resultApplied, this, &MainWindow::onResultApplied);
  connect(jobs_, &AnalysisJobs::loadFailed, this, &MainWindow::onLoadFailed);
  connect(jobs_, &AnalysisJobs::loadCancelled, this, [this] {
    configDock_->showDocumentSettings();   // the policy and knobs shown go back to those of the schedule still shown
  });
  connect(jobs_, &AnalysisJobs::statusMessage, this, &MainWindow::status);
  connect(jobs_, &AnalysisJobs::errorRaised, this, &MainWindow::reportError);
  connect(jobs_, &AnalysisJobs::busyChanged, this, [this](bool busy) {
    // Its value is reset only while it is hidden: QProgressBar::setValue repaints at once, which paints every
    // dirty part of the window there and then — on a 6,000-node graph, a whole picture (1.1 s) drawn in the
    // middle of applying a result, before the view is placed.
    progress_->setVisible(false);
    cancelButton_->setVisible(false);
    progress_->setValue(0);
    // Shown with Cancel only when the work lasts: a bar that flashes for every 50 ms re-run is noise.
    if (busy) busyReveal_->start();
    else busyReveal_->stop();
  });
  connect(jobs_, &AnalysisJobs::progress, this, [this](const QString& stage, int percent) {
    progress_->setValue(percent);
    status(stage + QStringLiteral("…"));
  });
  connect(jobs_, &AnalysisJobs::layoutFinished, this, &MainWindow::layoutFinished);
  connect(jobs_, &AnalysisJobs::clusterLayoutChanged, this, [this](bool on) {
    clusterAction_->setChecked(on);
    emit clusterLayoutChanged(on);
  });
  connect(jobs_, &AnalysisJobs::whatIfReady, this, &MainWindow::onWhatIfReady);
  connect(jobs_, &AnalysisJobs::otherCaptureReady, this, [this](bool ok) {
    if (ok) {
      setCompareMode(CompareMode::OtherCapture);
      configDock_->revealComparison();
    }
    emit otherCaptureCompared();
  });
  connect(jobs_, &AnalysisJobs::ranksCompared, this, [this](const QString& verdict) {
    trustBar_->appendNote(verdict);
    emit ranksCompared();
  });
  connect(jobs_, &AnalysisJobs::profileMeasured, this, [this](bool ok) {
    if (ok) {
      heatAction_->setChecked(true);
      applyHeat();
      hotspotsDock_->show();
      hotspotsDock_->raise();
    }
    emit profileMeasured(ok);
  });

  busyReveal_ = new QTimer(this);
  busyReveal_->setSingleShot(true);
  busyReveal_->setInterval(kRevealProgressMs);
  connect(busyReveal_, &QTimer::timeout, this, [this] {
    progress_->show();
    cancelButton_->show();
  });
  progress_ = new QProgressBar(this);
  progress_->setMaximumWidth(220);
  progress_->setRange(0, 100);
  progress_->hide();
  cancelButton_ = new QToolButton(this);
  cancelButton_->setText(tr("Cancel"));
  cancelButton_->hide();
  connect(cancelButton_, &QToolButton::clicked, this, &MainWindow::cancelBackgroundWork);
  statusBar()->addPermanentWidget(progress_);
  statusBar()->addPermanentWidget(cancelButton_);

  stepBar_ = new StepBar(doc_, this);
  addToolBar(stepBar_);
  findBar_ = new FindBar(doc_, scene_, view_, this);
  addToolBar(Qt::TopToolBarArea, findBar_);
  buildDocks();
  buildActions();

  // The saved theme applies before the first paint (System leaves Qt's own look untouched).
  setTheme(options_.useSettings ? parseTheme(QSettings().value(QStringLiteral("theme")).toString()).value_or(UiTheme::System)
                                : UiTheme::System,
           false);

  resizeWithDocks(defaultWindowSize(screen() ? screen()->availableGeometry().size() : QSize()));
  if (options_.restoreSettings) {
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
  }
  status(tr("Ready"));
}

MainWindow::~MainWindow() { stepBar_->stopPlaying(); }

// --------------------------------------------------------------------------------------------------
// Building the window

void MainWindow::buildDocks() {
  // Decisions
  decisionsDock_ = new DecisionsDock(doc_, this);
  decisionsModel_ = decisionsDock_->model();
  decisionsProxy_ = decisionsDock_->proxy();
  decisionsView_ = decisionsDock_->view();
  connect(decisionsDock_, &DecisionsDock::decisionChosen, this, [this](int decision) { jumpToDecision(decision); });
  connect(decisionsDock_, &DecisionsDock::whyRequested, this, &MainWindow::showWhyNotFused);
  connect(decisionsDock_, &DecisionsDock::whatIfRequested, this, &MainWindow::makeTheseFuse);
  sequenceDock_ = new SequenceDock(doc_, this);
  connect(sequenceDock_, &SequenceDock::decisionChosen, this, [this](int decision) { jumpToDecision(decision); });
  hotspotsDock_ = new HotspotsDock(doc_, this);
  connect(hotspotsDock_, &HotspotsDock::kernelChosen, this, &MainWindow::goToNodes);
  // Fix first: a row goes to its decision (both nodes selected), and asks the two questions of that pair.
  connect(hotspotsDock_, &HotspotsDock::refusalChosen, this, &MainWindow::jumpToDecision);
  connect(hotspotsDock_, &HotspotsDock::whyRequested, this, [this](int d) {
    jumpToDecision(d);
    showWhyNotFused();
  });
  connect(hotspotsDock_, &HotspotsDock::whatIfRequested, this, [this](int d) {
    jumpToDecision(d);
    makeTheseFuse();
  });

  // Inspector and Kernel: both follow the document (the Kernel dock the selection or the decision's pair).
  inspectorDock_ = new InspectorDock(doc_, this);
  connect(inspectorDock_, &InspectorDock::linkActivated, this, &MainWindow::goToLink);
  kernelDock_ = new KernelDock(doc_, this);

  // Config
  configDock_ = new ConfigDock(doc_, this);
  connect(doc_, &ScheduleDocument::comparisonChanged, this, &MainWindow::showComparison);
  connect(configDock_, &ConfigDock::policyChosen, this, &MainWindow::setPolicy);
  connect(configDock_, &ConfigDock::knobChanged, this, &MainWindow::setKnob);
  connect(configDock_, &ConfigDock::resetKnobsRequested, jobs_, &AnalysisJobs::resetKnobs);
  connect(configDock_, &ConfigDock::compareModeChosen, this, &MainWindow::setCompareMode);
  connect(configDock_, &ConfigDock::differenceChosen, this, [this](int node, int parting) {
    if (parting >= 0) jumpToDecision(parting);
    selectNode(node, parting < 0);
  });
  sourceDock_ = new SourceDock(doc_, this);
  legendDock_ = new LegendDock(doc_, this);
  blocksDock_ = new BlocksDock(doc_, this);
  connect(blocksDock_, &BlocksDock::blockChosen, this, &MainWindow::goToNodes);

  // Where each dock goes, in the View menu's order too: the one list of the window's docks. A dock with a
  // `tabWith` shares that dock's place as a tab, one with `below` is split under it; Decisions, Inspector
  // and Kernel are in front.
  struct Place {
    QDockWidget* dock;
    Qt::DockWidgetArea area;
    QDockWidget* tabWith = nullptr;
    QDockWidget* below = nullptr;
  };
  const Place places[] = {
      {decisionsDock_, Qt::BottomDockWidgetArea},
      {sequenceDock_, Qt::BottomDockWidgetArea, decisionsDock_},
      {hotspotsDock_, Qt::BottomDockWidgetArea, decisionsDock_},
      {inspectorDock_, Qt::RightDockWidgetArea},
      {kernelDock_, Qt::RightDockWidgetArea, nullptr, inspectorDock_},
      {configDock_, Qt::RightDockWidgetArea, inspectorDock_},
      {sourceDock_, Qt::RightDockWidgetArea, kernelDock_},
      {legendDock_, Qt::RightDockWidgetArea, inspectorDock_},
      {blocksDock_, Qt::RightDockWidgetArea, inspectorDock_},
  };
  // The right column (Inspector over Kernel) runs to the bottom of the window, beside the Decisions table:
  // a kernel's source needs its height (25 lines and more at 1600x1000), the table needs its width less.
  setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
  for (const Place& p : places) {
    addDockWidget(p.area, p.dock);
    if (p.tabWith) tabifyDockWidget(p.tabWith, p.dock);
    if (p.below) splitDockWidget(p.below, p.dock, Qt::Vertical);
    docks_.push_back(p.dock);
  }
  for (QDockWidget* front : std::initializer_list<QDockWidget*>{decisionsDock_, inspectorDock_, kernelDock_}) front->raise();
  // Landmarks everywhere: where the selected node sits in the model, always on the status bar.
  breadcrumbLabel_ = new QLabel(this);
  breadcrumbLabel_->setToolTip(tr("Where the selected node sits in the model (View → Blocks)"));
  statusBar()->insertPermanentWidget(0, breadcrumbLabel_);
  connect(blocksDock_, &BlocksDock::breadcrumbChanged, breadcrumbLabel_, &QLabel::setText);
}

// The docks' share of the window as laid out for 1600x1000 (Inspector 560 wide, Decisions 290 high), so
// that a window fitted to a smaller screen keeps room for the graph.
void MainWindow::resizeWithDocks(const QSize& window) {
  resize(window);
  resizeDocks({inspectorDock_, kernelDock_}, {window.height() * 340 / 1000, window.height() * 620 / 1000}, Qt::Vertical);
  resizeDocks({inspectorDock_}, {window.width() * 560 / 1600}, Qt::Horizontal);
  resizeDocks({decisionsDock_}, {window.height() * 290 / 1000}, Qt::Vertical);
}


// --------------------------------------------------------------------------------------------------
// Stepping

int MainWindow::stepCount() const { return doc_->stepCount(); }
int MainWindow::step() const { return doc_->step(); }
NodeId MainWindow::selectedNode() const { return doc_->selected(); }
const Graph* MainWindow::graph() const { return doc_->graph(); }
const sched::Trace* MainWindow::trace() const { return doc_->trace(); }
const AnalysisResult* MainWindow::result() const { return doc_->result().get(); }
const source::SourceMap* MainWindow::sources() const { return doc_->sources().get(); }

int MainWindow::currentDecision() const { return doc_->currentDecision(); }

int MainWindow::stepOfDecision(int decision) const { return doc_->stepOfDecision(decision); }

void MainWindow::setFusePhaseOnly(bool on) { decisionsDock_->setFusePhaseOnly(on); }
bool MainWindow::fusePhaseOnly() const { return decisionsDock_->fusePhaseOnly(); }
QLabel* MainWindow::noMatchesLabel() const { return decisionsDock_->noMatchesLabel(); }

void MainWindow::setStep(int step) { applyStep(step, false); }

// `force`: redraw even when the step is the same (a new result or layout, or the view must re-centre).
void MainWindow::applyStep(int step, bool force) { doc_->setStep(step, force); }   // the presenter redraws

void MainWindow::nextFusion() { setStep(doc_->nextFusionStep()); }

void MainWindow::prevFusion() { setStep(doc_->previousFusionStep()); }

void MainWindow::jumpToDecision(int decision) {
  const sched::Trace* t = trace();
  if (!t || decision < 0 || static_cast<size_t>(decision) >= t->decisions.size()) return;
  applyStep(stepOfDecision(decision), true);   // the view centres on the pair below
  const auto& d = t->decisions[static_cast<size_t>(decision)];
  std::vector<NodeId> both;
  for (auto id : {d.node1, d.node2})
    if (id >= 0 && static_cast<size_t>(id) < t->nodes.size())
      both.insert(both.end(), t->node(id).members.begin(), t->node(id).members.end());
  if (d.node1 >= 0 && static_cast<size_t>(d.node1) < t->nodes.size() && !t->node(d.node1).members.empty())
    selectNode(t->node(d.node1).members.front());
  if (d.node2 >= 0 && static_cast<size_t>(d.node2) < t->nodes.size() && !t->node(d.node2).members.empty())
    doc_->setSecondSelected(t->node(d.node2).members.front());
  presenter_->goTo(both);
}

void MainWindow::setSourceGrouping(std::optional<source::SourceGrouping> grouping) {
  presenter_->setSourceGrouping(grouping);
  // The menu's actions: Off, then core's table in its order.
  const int action = grouping ? static_cast<int>(*grouping) + 1 : 0;
  if (auto* a = sourceGroupingActions_ ? sourceGroupingActions_->actions().value(action) : nullptr; a && !a->isChecked())
    a->setChecked(true);
  const bool byModule = grouping && source::sourceGroupings()[static_cast<size_t>(*grouping)].needsModules;
  const Graph* g = graph();
  if (byModule && g && !g->inductor.hasModuleStacks)
    status(tr("This capture has no module paths: capture it with scripts/fusescope-capture, which writes "
              "fusescope_modules.json into each graph folder"));
  else if (grouping)
    status(doc_->sources() && !doc_->sources()->nodes.empty()
               ? tr("Grouped by %1: each hull is one of yours (View → Collapse Groups folds them into boxes); "
                    "View → Group by Source → Off shows the fusion groups again")
                     .arg(byModule ? QString::fromLatin1(source::sourceGroupings()[static_cast<size_t>(*grouping)].name) : tr("source"))
               : tr("This capture has no source information to group by"));
}

void MainWindow::setFocusMode(bool on) {
  if (focusAction_) focusAction_->setChecked(on);
}

void MainWindow::refreshStep(bool centre) { presenter_->refresh(centre); }
std::optional<source::SourceGrouping> MainWindow::sourceGrouping() const { return presenter_->sourceGrouping(); }
double MainWindow::lastStepMs() const { return presenter_->lastRefreshMs(); }

// --------------------------------------------------------------------------------------------------
// Selection, inspector, kernel

void MainWindow::goToNodes(const std::vector<NodeId>& nodes) {
  if (nodes.empty()) return;
  selectNode(nodes.front(), false);
  presenter_->goTo(nodes);
}

void MainWindow::selectNode(NodeId node, bool centre) {
  const Graph* g = graph();
  if (!g || node < 0 || static_cast<size_t>(node) >= g->nodes.size()) return;
  doc_->setSelected(node);   // the presenter and the docks follow
  if (centre) presenter_->goTo({node}, true);
}

bool MainWindow::selectByName(const QString& name, bool centre) {
  const Graph* g = graph();
  if (!g) return false;
  if (const Node* n = g->findNode(name.toStdString())) {
    selectNode(n->id, centre);
    return true;
  }
  if (const Buffer* b = g->findBuffer(name.toStdString())) {
    if (b->producer != kNone) selectNode(b->producer, centre);
    inspectorDock_->showBuffer(b->id);
    return true;
  }
  return false;
}

KvTreeModel* MainWindow::inspectorModel() const { return inspectorDock_->model(); }
KernelPanel* MainWindow::kernelPanel() const { return kernelDock_->panel(); }

void MainWindow::goToLink(const QString& link) {
  if (link.isEmpty() || !graph()) return;
  if (link.startsWith(QLatin1String(kSubgraphLinkPrefix))) {
    openSchedulerRun(link.mid(int(std::strlen(kSubgraphLinkPrefix))));
    return;
  }
  if (graph()->findNode(link.toStdString())) {
    selectByName(link, true);
    return;
  }
  if (const Buffer* b = graph()->findBuffer(link.toStdString())) {
    if (b->producer != kNone) selectNode(b->producer, true);
    inspectorDock_->showBuffer(b->id);
  }
}


// --------------------------------------------------------------------------------------------------
// Theme

void MainWindow::setTheme(UiTheme theme, bool persist) {
  theme_ = theme;
  applyTheme(theme);
  // The palette decides (System may be dark too): the scene takes the matching core palette.
  scene_->setTheme(graphTheme());
  for (const auto& [action, icon] : styleIcons_) action->setIcon(themedStandardIcon(icon));
  stepBar_->retint();
  for (QAction* a : themeGroup_->actions()) a->setChecked(a->data().toString() == themeKey(theme));
  if (persist && options_.useSettings) QSettings().setValue(QStringLiteral("theme"), themeKey(theme));
}

// --------------------------------------------------------------------------------------------------
// Errors, status, settings, drag and drop

void MainWindow::reportError(const QString& title, const QString& message) {
  if (errorHandler_) errorHandler_(title, message);
}

void MainWindow::status(const QString& text) {
  lastStatus_ = text;
  statusBar()->showMessage(text);
}

}  // namespace fusescope::gui
