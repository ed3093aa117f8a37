// What the window shows, apart from how it shows it (hotspot's model/page split): the open run (graph,
// trace, timeline, the request that produced them, Inductor's logged verdicts, the source map), the current
// step, the selection, the pair under decision, the comparison and the profile. The main window and its
// docks read it and change it only through these setters, which emit the signals the views follow: the
// Inspector, Kernel, Source, Decisions, Sequence, Hotspots and Blocks docks each take the document and
// update themselves from its signals.
#pragma once

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

#include "analysis/block_overview.h"
#include "analysis/group_compare.h"
#include "analysis/logged_verdicts.h"
#include "export/scene.h"
#include "layout/fusion_group_view.h"
#include "analysis_worker.h"
#include "profile/graph_measurement.h"

namespace fusescope::gui {

// What the graph is compared with (View/Config → Compare with): the reference whose groups are outlined.
// The Config dock's combo lists them in this order.
enum class CompareMode { None, Inductor, OtherPolicy, PreviousSettings, OtherCapture };
inline constexpr int kCompareModes = 5;

class ScheduleDocument : public QObject {
  Q_OBJECT
 public:
  explicit ScheduleDocument(QObject* parent = nullptr) : QObject(parent) {}

  // ---- the open run
  const std::shared_ptr<const AnalysisResult>& result() const { return result_; }
  const Graph* graph() const { return result_ ? result_->graph.get() : nullptr; }
  const sched::Trace* trace() const { return result_ ? result_->trace.get() : nullptr; }
  // The window's own cursor over the result's timeline, at the current step before stepChanged is emitted
  // (so a view reading groups in its slot sees the step's). timelineError(): why the last seek failed.
  sched::Timeline* timeline() const { return timeline_.get(); }
  const QString& timelineError() const { return timelineError_; }
  // What is open, or was last asked for (path, policy, knobs, comparison policy).
  const AnalysisRequest& request() const { return request_; }
  // Emits requestChanged.
  void setRequest(const AnalysisRequest& request);
  const std::shared_ptr<const source::SourceMap>& sources() const { return sources_; }
  const std::shared_ptr<const analysis::LoggedVerdicts>& logged() const { return logged_; }
  // The open graph as its model's blocks (core's block overview; null with no schedule). View → Blocks,
  // the graph's landmarks and the status bar's breadcrumb all read this one.
  const std::shared_ptr<const analysis::BlockOverview>& blocks() const { return blocks_; }
  // The trace the last re-run replaced (null after opening a graph) and the other policy's run.
  const std::shared_ptr<const sched::Trace>& previousTrace() const { return previousTrace_; }
  const std::shared_ptr<const sched::Trace>& otherPolicyTrace() const { return otherPolicyTrace_; }

  // A finished analysis. A new graph drops the selection, the source map and the other policy's run; a
  // re-run on the same graph keeps them and remembers the trace it replaces. Emits resultChanged.
  void applyResult(std::shared_ptr<const AnalysisResult> result);
  // The same run with another picture (a layout landed): nothing else changes. Emits pictureReplaced;
  // `finalOfProvisional`: Graphviz's picture replaced the quick one shown while it ran.
  void replaceResult(std::shared_ptr<const AnalysisResult> result, bool finalOfProvisional = false);
  // The same run with its kernels' generated source (it came without: kernelSourcesPending). Emits
  // kernelSourcesChanged; the decisions, groups and picture stay.
  void replaceKernels(std::shared_ptr<const AnalysisResult> result);

  // ---- steps: step k is the partition after the k-th decision (0..stepCount())
  int step() const { return step_; }
  int stepCount() const { return static_cast<int>(stepDecision_.size()); }
  int currentDecision() const;                 // index into Trace::decisions; -1 at step 0
  int decisionOfStep(int step) const;          // 1-based step -> decision
  int stepOfDecision(int decision) const;
  int nextFusionStep() const;                  // the step after the next fusion (stepCount() when none)
  int previousFusionStep() const;              // the step after the previous fusion (0 when none)
  // The next (forward) or previous step whose decision is a refusal with the current decision's reason,
  // or one where Inductor's fusion.log disagrees with the replay; -1 when there is none that way.
  int sameReasonStep(bool forward) const;
  int disagreementStep(bool forward) const;
  // Steps whose decision Inductor's log disagrees with (the timeline's red ticks), in step order.
  std::vector<int> disagreementSteps() const;
  // Clamps; false (no signal) when the step does not change, unless `force` (the view must refresh anyway).
  bool setStep(int step, bool force = false);
  // What the step shows, for exports and cluster layouts: its fusion groups of two or more nodes, and the
  // pair under decision with its verdict (nullopt at step 0).
  std::vector<FusionGroupView> groupsAtStep() const;
  std::optional<HighlightPair> highlightAtStep() const;

  // ---- selection: the node the docks describe, and the second one "Why not fused?" compares it with
  NodeId selected() const { return selected_; }
  NodeId secondSelected() const { return secondSelected_; }
  void setSelected(NodeId node);
  // A second node (Ctrl+click) makes the selected node and it the pair.
  void setSecondSelected(NodeId node);

  // ---- the pair under decision: what "Why not fused?", "Make these fuse?" ask about. A step (and so a
  // row click, a compare-list click, Jump) sets it to the decision's pair, a two-node selection to those
  // two; kNone, kNone at step 0 with nothing chosen.
  std::pair<NodeId, NodeId> pair() const { return pair_; }
  void setPair(NodeId a, NodeId b);

  // File -> Compare with Another Capture: the other capture and the diff (null until one was chosen).
  const std::shared_ptr<const OtherCapture>& otherCapture() const { return otherCapture_; }
  // Emits otherCaptureChanged.
  void setOtherCapture(std::shared_ptr<const OtherCapture> capture);

  // ---- comparison: what the graph is compared with (View/Config → Compare with) and how it differs.
  CompareMode compareMode() const { return compareMode_; }
  // Emits compareModeChanged when the mode changes (refreshComparison then recomputes what it shows).
  void setCompareMode(CompareMode mode);
  // The reference's groups for compareMode(), in this graph's nodes (empty when there is none yet).
  std::vector<std::vector<NodeId>> referenceGroups() const;
  // Recomputes the comparison for the mode (core's compareGroups, the same numbers as `fusescope-cli
  // compare`; for OtherCapture the diff the other capture carries, as `fusescope-cli diff`) and emits
  // comparisonChanged. The Config dock lists it, the graph outlines it.
  void refreshComparison();
  const std::shared_ptr<const analysis::GroupComparison>& comparison() const { return comparison_; }
  // The reference's groups this schedule does not form (drawn dotted), and why nothing is compared ("" when
  // something is): no ir_post_fusion.txt, no other capture chosen yet, …
  const std::vector<std::vector<NodeId>>& referenceOutlines() const { return outlines_; }
  const QString& comparisonNote() const { return comparisonNote_; }
  // Differing kernels (or, against another capture, differing regions); 0 with nothing compared.
  int comparisonDifferences() const;
  // After a re-run on the same graph: what the new settings changed ("kernels 65 → 61, 4 kernels changed; …"),
  // "" after opening a graph.
  QString rerunSummary() const;

  // ---- measured time: a torch.profiler trace laid over the open graph (File → Open Profile…). A trace the
  // user chose stays chosen when another graph of the run opens (the window measures that one); one found
  // beside the capture (`found`) follows the open graph's process, so another rank's graph gets its own
  // rank's trace. The measurement is the open graph's. Every setter emits profileChanged.
  const std::shared_ptr<const profile::GraphMeasurement>& profile() const { return profile_; }
  void setProfile(std::shared_ptr<const profile::GraphMeasurement> measurement);
  const QString& profileTrace() const { return profileTrace_; }
  bool profileTraceFound() const { return profileTraceFound_; }
  void setProfileTrace(const QString& trace, bool found = false);
  // Why the chosen trace could not be laid over the open graph ("" when it was, or is being measured).
  const QString& profileError() const { return profileError_; }
  void setProfileError(const QString& error);

 signals:
  void resultChanged(bool newGraph);
  void requestChanged();
  void pictureReplaced(bool finalOfProvisional);
  void otherCaptureChanged();
  void compareModeChanged();
  void profileChanged();
  void stepChanged(int step);
  void selectionChanged();
  void pairChanged();
  void comparisonChanged();
  void kernelSourcesChanged();

 private:
  std::shared_ptr<const AnalysisResult> result_;
  std::unique_ptr<sched::Timeline> timeline_;
  AnalysisRequest request_;
  std::shared_ptr<const source::SourceMap> sources_;
  std::shared_ptr<const analysis::LoggedVerdicts> logged_;
  std::shared_ptr<const analysis::BlockOverview> blocks_;
  std::shared_ptr<const sched::Trace> previousTrace_;
  std::shared_ptr<const sched::Trace> otherPolicyTrace_;
  std::shared_ptr<const OtherCapture> otherCapture_;
  void seekTimeline();
  QString timelineError_;
  std::vector<int> stepDecision_;   // step k (1-based) shows decision stepDecision_[k-1]
  int step_ = 0;
  NodeId selected_ = kNone;
  NodeId secondSelected_ = kNone;
  std::pair<NodeId, NodeId> pair_{kNone, kNone};
  CompareMode compareMode_ = CompareMode::None;
  std::shared_ptr<const analysis::GroupComparison> comparison_;
  std::vector<std::vector<NodeId>> outlines_;
  QString comparisonNote_;
  std::shared_ptr<const profile::GraphMeasurement> profile_;
  QString profileTrace_;
  bool profileTraceFound_ = false;
  QString profileError_;
};

}  // namespace fusescope::gui
