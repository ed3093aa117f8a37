#include "graph_presenter.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <set>

#include "block_landmarks.h"
#include "decisions_model.h"
#include "graph/neighbourhood.h"
#include "graph_info.h"
#include "overview_view.h"
#include "schedule_document.h"
#include "source/source_grouping.h"
#include "source/source_label.h"

namespace fusescope::gui {

GraphPresenter::GraphPresenter(ScheduleDocument* document, GraphScene* scene, GraphView* view, QObject* parent)
    : QObject(parent), doc_(document), scene_(scene), view_(view) {
  connect(doc_, &ScheduleDocument::stepChanged, this, [this] { refresh(follow_); });
  connect(doc_, &ScheduleDocument::selectionChanged, this, [this] {
    scene_->setSelectedNode(doc_->selected());
    applyCollapse();   // the selected node's group opens
  });
  connect(doc_, &ScheduleDocument::comparisonChanged, this, [this] {
    scene_->setReferenceGroups(doc_->referenceOutlines());
    refresh(false);
  });
  connect(doc_, &ScheduleDocument::resultChanged, this, [this](bool newGraph) {
    if (newGraph) showNewGraph();
    // The model's blocks as landmarks over the graph (a re-run may name them from other kernels).
    view_->setBlocks(doc_->blocks() ? blockShapes(*doc_->blocks()) : std::vector<BlockShape>{});
  });
  connect(doc_, &ScheduleDocument::profileChanged, this, &GraphPresenter::applyHeat);
  connect(doc_, &ScheduleDocument::pictureReplaced, this, &GraphPresenter::replacePicture);
}

void GraphPresenter::showNewGraph() {
  const auto& r = doc_->result();
  if (!r) return;
  scene_->setGeometry(r->geometry, r->graph.get());
  view_->overview()->refit();
  view_->fitAll();   // the whole graph until the step (or a session, a --select) says where to look
  applyHeat();
}

void GraphPresenter::restoreView(qreal zoom, QPointF centre) {
  auto restore = [this, zoom, centre] {
    view_->setZoom(zoom);
    view_->setViewCentre(centre);
  };
  restore();
  QTimer::singleShot(0, this, restore);   // again once the docks have their final size
}

void GraphPresenter::zoomToLegible() {
  if (view_->zoom() < 0.8) view_->setZoom(1.0);   // close enough to read the labels
}

void GraphPresenter::goTo(const std::vector<NodeId>& nodes, bool centre) {
  if (nodes.empty()) return;
  if (centre) view_->centreOn(nodes);
  else view_->follow(nodes);
}

void GraphPresenter::setHeatShown(bool on) {
  heatShown_ = on;
  applyHeat();
}

bool GraphPresenter::heatDrawn() const { return scene_->heatShown(); }

void GraphPresenter::applyHeat() {
  const auto& m = doc_->profile();
  const Graph* g = doc_->graph();
  if (!heatShown_ || !m || !g || m->calls == 0 || m->kernels.empty()) {
    scene_->setNodeHeat({});
    return;
  }
  std::vector<double> heat(g->nodes.size(), -1.0);
  for (size_t n = 0; n < heat.size(); ++n)
    if (auto h = m->heat(static_cast<NodeId>(n))) heat[n] = *h;
  scene_->setNodeHeat(std::move(heat));
}

void GraphPresenter::replacePicture(bool finalOfProvisional) {
  const auto& r = doc_->result();
  if (!r) return;
  const NodeId keep = doc_->selected();
  const qreal zoom = view_->zoom();
  scene_->setGeometry(r->geometry, r->graph.get());
  view_->overview()->refit();
  view_->fitAll();
  doc_->setStep(doc_->step(), true);   // the step's groups on the new picture
  if (keep != kNone) {
    // A whole large graph is unreadable: stay close to the selection (after a re-layout, at the same zoom).
    view_->setZoom(finalOfProvisional ? 1.0 : zoom);
    scene_->setSelectedNode(keep);
    applyCollapse();
    view_->centreOn({keep});
  }
}

void GraphPresenter::setFollow(bool on) {
  follow_ = on;
  if (on) refresh(true);
}

void GraphPresenter::setFocus(bool on) {
  focus_ = on;
  refresh(false);
}

void GraphPresenter::setCollapse(bool on) {
  collapse_ = on;
  applyCollapse();
}

void GraphPresenter::setSourceGrouping(std::optional<source::SourceGrouping> grouping) {
  sourceGrouping_ = grouping;
  refresh(false);
}

void GraphPresenter::showBlockingPath(const std::vector<NodeId>& path) {
  scene_->setBlockingPath(path);
  pathStep_ = doc_->step();
  goTo(path);
}

QString GraphPresenter::sourceOf(const std::vector<NodeId>& members) const {
  const Graph* g = doc_->graph();
  if (!doc_->sources() || !g || doc_->sources()->nodes.size() != g->nodes.size()) return {};
  return qs(source::sourceSummary(doc_->sources()->kernel(members), 1));
}

QString GraphPresenter::sourceOfSchedNode(sched::SchedNodeId id) const {
  const sched::Trace* t = doc_->trace();
  if (!t || id < 0 || static_cast<size_t>(id) >= t->nodes.size()) return {};
  if (sourceCacheTrace_ != t) {
    sourceCache_.clear();
    sourceCacheTrace_ = t;
  }
  auto it = sourceCache_.find(id);
  if (it == sourceCache_.end()) it = sourceCache_.emplace(id, sourceOf(t->node(id).members)).first;
  return it->second;
}

void GraphPresenter::refresh(bool centre) {
  QElapsedTimer timer;
  timer.start();
  const sched::Trace* t = doc_->trace();
  sched::Timeline* timeline = doc_->timeline();
  const int n = doc_->stepCount();
  std::vector<GroupShape> shapes;
  if (t && timeline) {
    for (sched::SchedNodeId g : timeline->groups()) {
      const auto& members = timeline->members(g);
      if (members.size() < 2) continue;
      GroupShape s;
      s.id = g;
      s.members = members;
      s.label = qs(timeline->kernelName(g));
      if (doc_->comparison()) {
        auto sorted = members;
        std::sort(sorted.begin(), sorted.end());
        s.differs = doc_->comparison()->differs(sorted);
      }
      shapes.push_back(std::move(s));
    }
  }
  if (sourceGrouping_ && doc_->sources()) {
    // Group by Source: the user's lines (functions, files) as hulls instead of the fusion groups.
    shapes.clear();
    const auto groups = source::groupBySource(*doc_->sources(), *sourceGrouping_);
    for (size_t i = 0; i < groups.size(); ++i)
      shapes.push_back({kSourceGroupIds + static_cast<int>(i), groups[i].members, qs(groups[i].label), false});
  }
  scene_->setGroups(shapes);
  shownGroups_ = std::move(shapes);
  pairNodes_.clear();
  if (!scene_->blockingPath().empty() && doc_->step() != pathStep_) scene_->setBlockingPath({});
  QString text;
  if (t && doc_->step() > 0 && doc_->step() <= n) {
    const int decision = doc_->currentDecision();
    const auto& d = t->decisions[static_cast<size_t>(decision)];
    auto members = [&](sched::SchedNodeId id) {
      return id >= 0 && static_cast<size_t>(id) < t->nodes.size() ? t->node(id).members : std::vector<NodeId>{};
    };
    const bool fused = d.verdict != sched::Verdict::Rejected;
    QString caption = tr("%1 %2 + %3 (%4, %5): %6%7")
                          .arg(qs(sched::toString(d.phase)), d.node1 >= 0 ? qs(t->name(d.node1)) : QString(),
                               d.node2 >= 0 ? qs(t->name(d.node2)) : QString(), qs(sched::toString(d.kind)),
                               DecisionsModel::scoreText(d.score), qs(sched::toString(d.verdict)),
                               d.reason.empty() ? QString() : QStringLiteral(" — ") + qs(d.reason));
    scene_->setHighlight(members(d.node1), members(d.node2), fused, caption);
    pairNodes_ = members(d.node1);
    for (NodeId m : members(d.node2)) pairNodes_.push_back(m);
    scene_->setFocusNodes(focus_ && doc_->graph() ? neighbourhood(*doc_->graph(), pairNodes_, 2) : std::vector<NodeId>{});
    if (centre) view_->follow(pairNodes_);
    if (doc_->logged() && static_cast<size_t>(decision) < doc_->logged()->perDecision.size() &&
        doc_->logged()->perDecision[static_cast<size_t>(decision)].disagrees())
      caption += tr("  ✗ Inductor: %1").arg(inductorVerdictText(doc_->logged().get(), doc_->graph(), decision));
    if (d.basis != sched::DecisionBasis::Ported) caption += tr("  [%1]").arg(qs(sched::toString(d.basis)));
    const QString where1 = sourceOfSchedNode(d.node1), where2 = sourceOfSchedNode(d.node2);
    if (!where1.isEmpty() || !where2.isEmpty())
      caption += tr("  · ① %1  ② %2").arg(where1.isEmpty() ? tr("no source line") : where1,
                                          where2.isEmpty() ? tr("no source line") : where2);
    text = tr("Step %1 · round %2: %3").arg(doc_->step()).arg(d.round).arg(caption);
  } else {
    scene_->setHighlight({}, {}, false, {});
    scene_->setFocusNodes({});
    if (t) text = tr("Step 0: %1 nodes before fusion").arg(t->nodesBefore);
  }
  if (!doc_->timelineError().isEmpty()) text = tr("Timeline error: %1").arg(doc_->timelineError());
  applyCollapse();
  lastRefreshMs_ = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  if (!text.isEmpty()) emit described(text);
}

void GraphPresenter::applyCollapse() {
  std::set<int> ids;
  if (collapse_) {
    // Open stay: the groups holding a node of the pair under decision, or the selected node.
    std::set<NodeId> open(pairNodes_.begin(), pairNodes_.end());
    if (doc_->selected() != kNone) open.insert(doc_->selected());
    for (const GroupShape& g : shownGroups_) {
      if (g.members.size() < 2) continue;
      if (std::none_of(g.members.begin(), g.members.end(), [&](NodeId m) { return open.count(m) > 0; })) ids.insert(g.id);
    }
  }
  scene_->setCollapsedGroups(ids);
}

}  // namespace fusescope::gui
