// The line above the graph that says, from the moment a capture opens, whether FuseScope's replay is what
// Inductor did: "Identical to Inductor: 45/45 kernels …" or "Differs from Inductor: 43/45 kernels, first
// divergence at decision 9 [Jump]". The wording is core's (analysis::InductorAgreement::headline), so the
// window says what `fusescope-cli compare` says.
#pragma once

#include <QFrame>

#include "analysis/inductor_agreement.h"

class QLabel;
class QToolButton;

namespace fusescope::gui {

class ScheduleDocument;

class TrustBar : public QFrame {
  Q_OBJECT
 public:
  enum class State { Empty, Identical, Differs, NoResult, Failed };
  // Given the document, it follows it: every result shows its agreement with Inductor, the replay's notes,
  // which scheduler run and rank of the folder it is, and a PyTorch version FuseScope does not model.
  explicit TrustBar(ScheduleDocument* document = nullptr, QWidget* parent = nullptr);
  // `agreement` null with a non-empty `scheduleError`: the scheduler failed; both empty: nothing open.
  void setAgreement(const analysis::InductorAgreement* agreement, const QString& policy, const QString& scheduleError,
                    const QStringList& notes);
  State state() const { return state_; }
  QString text() const;        // the whole line
  QString shownText() const;   // what fits: the line cut with "…" where the bar is narrower
  // Adds a clause to the shown verdict (e.g. which scheduler run of a folder with subgraphs this is).
  void appendNote(const QString& note);
  int jumpDecision() const { return jump_; }
  // The replay's notes without repeats, as the tooltip (the first kTooltipNotes) and Details… list them.
  const QStringList& notes() const { return notes_; }
  static constexpr int kTooltipNotes = 6;

 signals:
  void jumpRequested(int decision);   // index into Trace::decisions

 private:
  void showResult(const ScheduleDocument& document);
  // The whole line into the label, cut with "…" where the window is narrower (the tooltip and Details…
  // hold all of it): a line cut mid-word ("ranks 0") read as if it were whole.
  void setLine(const QString& line);
  bool eventFilter(QObject* watched, QEvent* event) override;   // the label resized: cut the line again
  QLabel* label_;
  QString line_;
  QToolButton* jumpButton_;
  QToolButton* detailsButton_;
  QStringList notes_;
  State state_ = State::Empty;
  int jump_ = -1;
};

}  // namespace fusescope::gui
