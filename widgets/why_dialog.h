// "Why not fused?": core's PairExplanation (analysis/explain_pair.h) shown as a page. FuseScope's verdict
// and Inductor's logged line stand side by side, each labelled with where it comes from; the facts from
// the graph follow, then every decision on the pair. The window draws the blocking path on the graph.
#pragma once

#include <QDialog>

#include "analysis/explain_pair.h"

class QTextBrowser;

namespace fusescope::gui {

// The page as HTML (also what tests read).
QString pairExplanationHtml(const analysis::PairExplanation& e);

// A fact's rows as a table (subject, text) under its heading; empty when the fact has none. "Make these
// fuse?" shows the facts that forbid a pair the same way.
QString pairFactRowsHtml(const analysis::PairFact& fact);

class WhyDialog : public QDialog {
  Q_OBJECT
 public:
  // `graphName` heads the Markdown answer ("Copy as Markdown": core's report::answerMarkdown).
  WhyDialog(const analysis::PairExplanation& e, const std::string& graphName, QWidget* parent = nullptr);
  QString markdown() const { return markdown_; }
  void copyMarkdown() const;   // the answer as Markdown onto the clipboard

 signals:
  void jumpToDecision(int decision);

 private:
  QTextBrowser* text_;
  QString markdown_;
};

}  // namespace fusescope::gui
