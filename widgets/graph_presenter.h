// Draws the document's step on the graph (GraphScene, GraphView): the fusion groups at the step (or the
// user's own lines, functions, files, modules or layers: View → Group by Source), the pair under decision
// with its caption, the focus around the pair (View → Focus on the Pair), collapsed groups that keep the
// pair's and the selection's open (View → Collapse Groups), the comparison's outlines and differing groups,
// and the selection. It follows the document: a step redraws (and, with Follow the Decision, brings the pair
// into view), a selection or a comparison redraws; each step is described in one line (`described`) for
// the status bar. The window only owns the menu actions that set its options.
#pragma once

#include <QObject>
#include <QPointF>
#include <QString>

#include <optional>

#include <unordered_map>
#include <vector>

#include "graph/graph.h"
#include "sched/trace.h"
#include "source/source_grouping.h"
#include "graph_view.h"
#include "scene_geometry.h"

namespace fusescope::gui {

class GraphScene;
class GraphView;
class ScheduleDocument;

class GraphPresenter : public QObject {
  Q_OBJECT
 public:
  GraphPresenter(ScheduleDocument* document, GraphScene* scene, GraphView* view, QObject* parent = nullptr);

  // View → Follow the Decision: every step brings both nodes of the pair into view.
  void setFollow(bool on);
  bool follow() const { return follow_; }
  void setFocus(bool on);              // View → Focus on the Pair
  void setCollapse(bool on);           // View → Collapse Groups
  bool collapse() const { return collapse_; }
  // View → Group by Source: the user's lines (functions, files, modules, layers) as hulls; nullopt: the
  // fusion groups.
  void setSourceGrouping(std::optional<source::SourceGrouping> grouping);
  std::optional<source::SourceGrouping> sourceGrouping() const { return sourceGrouping_; }
  // View → Color by Measured Time: each node filled by its kernel's measured time in the document's profile
  // (drawn while on and the open graph has a measurement; follows the profile and the open graph).
  void setHeatShown(bool on);
  bool heatDrawn() const;

  // Redraws the step; `centre` brings the pair into view.
  void refresh(bool centre);
  // "Why not fused?"'s blocking path, drawn until the step changes, and brought into view.
  void showBlockingPath(const std::vector<NodeId>& path);
  // Navigation the user asked for (a block, a kernel, a decision's pair, a search hit): `nodes` brought into
  // view at a legible zoom where they fit (GraphView::follow), or, with `centre`, the view centred on them.
  void goTo(const std::vector<NodeId>& nodes, bool centre = false);
  // A saved session's view: its zoom and centre, set now and again once the window's docks have their
  // final size. `legible` instead (a --select without a saved view): zoom in to where names can be read.
  void restoreView(qreal zoom, QPointF centre);
  void zoomToLegible();
  double lastRefreshMs() const { return lastRefreshMs_; }   // the last refresh, as --timing reports a step

 signals:
  void described(const QString& text);   // "Step 12 · round 1: fuse op3 + op4 (…)": for the status bar

 private:
  void applyCollapse();
  // The document's picture into the scene: a new graph's, or another of the same graph (a layout landed),
  // which keeps the step, the selection and the zoom (close on the selection when Graphviz's replaced the
  // provisional one).
  void showNewGraph();
  void applyHeat();
  void replacePicture(bool finalOfProvisional);
  QString sourceOf(const std::vector<NodeId>& members) const;   // "modeling_gpt2.py:242, …" or ""
  QString sourceOfSchedNode(sched::SchedNodeId id) const;       // the same, kept per trace node

  ScheduleDocument* doc_;
  GraphScene* scene_;
  GraphView* view_;
  bool follow_ = true, focus_ = false, collapse_ = false, heatShown_ = false;
  std::optional<source::SourceGrouping> sourceGrouping_;
  int pathStep_ = -1;                    // the step the blocking path was drawn for
  std::vector<GroupShape> shownGroups_;  // what the last refresh drew
  std::vector<NodeId> pairNodes_;        // the pair under decision's nodes at the shown step
  double lastRefreshMs_ = 0;
  // A trace node's members never change, and a step names two of them: summarising a late group's sources
  // (hundreds of members) on every step was a sixth of a step on the 1,544-node graph.
  mutable const sched::Trace* sourceCacheTrace_ = nullptr;
  mutable std::unordered_map<sched::SchedNodeId, QString> sourceCache_;
  static constexpr int kSourceGroupIds = 1 << 24;   // hull ids of source groups, apart from fusion groups
};

}  // namespace fusescope::gui
