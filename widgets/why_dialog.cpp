#include "why_dialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "report/answer_markdown.h"
#include "theme.h"

namespace fusescope::gui {

namespace {

QString h(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

QString verdictSpan(const std::string& verdict) {
  const bool good = verdict == "fused";
  const bool bad = verdict == "refused";
  const QString colour = good ? verdictColour(true).name() : bad ? verdictColour(false).name() : QStringLiteral("#666");
  return QStringLiteral("<b style='color:%1'>%2</b>").arg(colour, h(verdict));
}

}  // namespace

// Why each buffer both groups use does not count, one row per buffer: the answer to "no shared data".
QString pairFactRowsHtml(const analysis::PairFact& fact) {
  if (fact.rows.empty()) return {};
  QStringList rows;
  for (const auto& r : fact.rows)
    rows << QStringLiteral("<tr><td><code>%1</code></td><td>%2</td></tr>").arg(h(r.subject), h(r.text));
  return QStringLiteral("<table border=1 cellspacing=0 cellpadding=2><tr><th>%1</th><th>%2</th></tr>%3</table>")
      .arg(h(fact.rowsSubject), h(fact.rowsHeading), rows.join(QString()));
}

QString pairExplanationHtml(const analysis::PairExplanation& e) {
  QStringList out;
  out << QObject::tr("<h3>%1 and %2</h3>").arg(h(e.nameA), h(e.nameB));
  if (e.outcome == analysis::PairOutcome::SameNode) return out.join(QString()) + QObject::tr("<p>Select two different nodes.</p>");
  out << QObject::tr("<p>After %1 decision(s): <b>%2</b> is in <code>%3</code> %4, <b>%5</b> in <code>%6</code> %7.</p>")
             .arg(e.step)
             .arg(h(e.nameA), h(e.groupA), h(e.sizesA), h(e.nameB), h(e.groupB), h(e.sizesB));
  auto sourceList = [](const std::string& group, const std::vector<std::string>& lines) {
    if (lines.empty()) return QString();
    QStringList l;
    for (size_t i = 0; i < lines.size() && i < 6; ++i) l << h(lines[i]);
    if (lines.size() > 6) l << QObject::tr("(+%1 more)").arg(lines.size() - 6);
    return QObject::tr("<p><code>%1</code> is your code at:<br>&nbsp;&nbsp;%2</p>").arg(h(group), l.join(QStringLiteral("<br>&nbsp;&nbsp;")));
  };
  out << sourceList(e.groupA, e.sourceA);
  if (e.groupB != e.groupA) out << sourceList(e.groupB, e.sourceB);
  // Side by side: the replay's answer and Inductor's own, never one in place of the other.
  QString ours = verdictSpan(analysis::toString(e.outcome));
  if (e.decision >= 0) ours += QObject::tr(" at decision %1").arg(e.decision + 1);
  if (!e.reason.empty()) ours += QStringLiteral(": ") + h(e.reason);
  if (e.reasonSource)  // the rule in Inductor's own source, for the engineer who wants to read it
    ours += QObject::tr("<br><small>Inductor's rule: <code>%1:%2</code>, %3 (PyTorch %4)</small>")
                .arg(h(e.reasonSource->file))
                .arg(e.reasonSource->line)
                .arg(h(e.reasonSource->function),
                     h(e.reasonSource->version + (e.reasonSource->note.empty() ? "" : "; " + e.reasonSource->note)));
  if (e.basis != "ported") {
    // The basis ("recorded", "assumed") heads the line, once: most notes already begin with it.
    std::string line = e.basisNote.rfind(e.basis + ":", 0) == 0 ? e.basisNote : e.basis;
    if (line == e.basis && !e.basisNote.empty()) line += ": " + e.basisNote;
    ours += QObject::tr("<br><i>%1</i>").arg(h(line));
  }
  QString theirs;
  if (e.inductorLogged) {
    theirs = verdictSpan(e.inductorVerdict) + (e.inductorReason.empty() ? QString() : QStringLiteral(": ") + h(e.inductorReason)) +
             QObject::tr("<br><small>fusion.log line %1</small>").arg(e.inductorLine);
  } else {
    theirs = QObject::tr("<i>no fusion.log line for this pair</i>");
  }
  if (e.inductorSameKernel >= 0)
    theirs += QObject::tr("<br>Inductor's kernels: %1").arg(e.inductorSameKernel ? QObject::tr("<b>same kernel</b>")
                                                                                  : QObject::tr("different kernels"));
  const bool disagree = e.inductorLogged && ((e.inductorVerdict == "fused") != (e.outcome == analysis::PairOutcome::Fused) ||
                                             (e.inductorVerdict == "refused" && e.inductorReason != e.reason));
  out << QObject::tr("<table border=1 cellspacing=0 cellpadding=4 width='100%'><tr><th>FuseScope (%1 policy)</th>"
                     "<th>Inductor (what it logged)</th></tr><tr><td>%2</td><td>%3</td></tr></table>")
             .arg(h(e.policy), ours, theirs);
  if (disagree)
    out << QObject::tr("<p style='color:%1'><b>FuseScope's replay and Inductor's log disagree on this pair.</b> "
                       "The log is what Inductor did.</p>").arg(verdictColour(false).name());

  QStringList facts;
  for (const auto& f : e.facts) {
    QString item = QStringLiteral("<li><b style='color:%1'>%2</b> %3: %4")
                       .arg(verdictColour(f.ok).name(), f.ok ? QStringLiteral("✓") : QStringLiteral("✗"), h(f.name), h(f.detail));
    facts << item + pairFactRowsHtml(f) + QStringLiteral("</li>");
  }
  const QString of = e.factsGroupA.empty()
                        ? QString()
                        : QObject::tr(", of the groups decision %1 joined (%2 + %3)").arg(e.decision + 1).arg(h(e.factsGroupA), h(e.factsGroupB));
  out << QObject::tr("<p>Facts from the graph%1 (they explain a verdict; the verdict above is the policy's):</p><ul>%2</ul>")
             .arg(of, facts.join(QString()));
  if (!analysis::factsMeasureRefusal(e))  // ticks alone beside a refusal would read as a contradiction
    out << QObject::tr("<p><b>No fact above measures the rule that refused.</b> %1</p>")
               .arg(e.reasonSource ? QObject::tr("It is Inductor's <code>%1</code> at <code>%2:%3</code>.")
                                         .arg(h(e.reasonSource->function), h(e.reasonSource->file))
                                         .arg(e.reasonSource->line)
                                   : QObject::tr("The policy does not place it in Inductor's source."));
  if (!e.path.empty()) {
    // Each node the path runs through, with what it computes and where the user's code asks for it: the
    // op that sits between the two groups, in the terms of the code that made it.
    QStringList rows;
    for (const auto& n : e.path)
      rows << QStringLiteral("<tr><td><code>%1</code></td><td>%2</td><td>%3</td></tr>")
                  .arg(h(n.name), h(n.what), n.where.empty() ? QObject::tr("<i>no location in the capture</i>") : h(n.where));
    out << QObject::tr("<p><b>Blocking path</b> (drawn in orange on the graph), from one group to the other:</p>"
                       "<table border=1 cellspacing=0 cellpadding=2><tr><th>node</th><th>what it is</th>"
                       "<th>your code</th></tr>%1</table>")
               .arg(rows.join(QString()));
  }
  if (e.sharedBuffers.empty() && (!e.buffersA.empty() || !e.buffersB.empty())) {
    auto join = [](const std::vector<std::string>& v) {
      QStringList l;
      for (const auto& s : v) l << h(s);
      return l.join(QStringLiteral(", "));
    };
    out << QObject::tr("<p>No buffer in common. <code>%1</code> touches: %2<br><code>%3</code> touches: %4</p>")
               .arg(h(e.groupA), join(e.buffersA), h(e.groupB), join(e.buffersB));
  }
  if (e.decisions.empty()) {
    out << QObject::tr("<p>The scheduler never evaluated a pair holding both nodes by this step. Inductor only "
                       "considers pairs that share a buffer (or, with aggressive_fusion, the same group) within the "
                       "proximity limit.</p>");
  } else {
    QStringList rows;
    for (const auto& d : e.decisions)
      rows << QStringLiteral("<tr><td><a href='decision:%1'>%2</a></td><td>%3</td><td>%4</td><td>%5 + %6</td><td>%7</td>"
                             "<td>%8</td><td>%9</td></tr>")
                  .arg(d.decision)
                  .arg(d.decision + 1)
                  .arg(d.round)
                  .arg(h(d.phase), h(d.node1), h(d.node2), h(d.verdict), h(d.reason),
                       QString::fromLatin1(analysis::toString(d.logged.agreement)) +
                           (d.basis != "ported" ? QStringLiteral(" · ") + h(d.basis) : QString()));
    out << QObject::tr("<p>%1 decision(s) on groups holding both nodes (click a number to go there):</p>"
                       "<table border=1 cellspacing=0 cellpadding=2><tr><th>decision</th><th>round</th><th>phase</th>"
                       "<th>pair</th><th>verdict</th><th>reason</th><th>Inductor's log</th></tr>%2</table>")
               .arg(e.decisions.size())
               .arg(rows.join(QString()));
  }
  return out.join(QStringLiteral("\n"));
}

WhyDialog::WhyDialog(const analysis::PairExplanation& e, const std::string& graphName, QWidget* parent)
    : QDialog(parent), markdown_(QString::fromStdString(report::answerMarkdown(e, graphName))) {
  setAttribute(Qt::WA_DeleteOnClose);
  setWindowTitle(tr("Why not fused? %1 and %2").arg(QString::fromStdString(e.nameA), QString::fromStdString(e.nameB)));
  auto* lay = new QVBoxLayout(this);
  text_ = new QTextBrowser(this);
  text_->setOpenLinks(false);
  text_->setHtml(pairExplanationHtml(e));
  connect(text_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    if (url.scheme() == QStringLiteral("decision")) emit jumpToDecision(url.path().toInt());
  });
  lay->addWidget(text_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  if (e.decision >= 0) {
    auto* go = buttons->addButton(tr("Go to decision %1").arg(e.decision + 1), QDialogButtonBox::ActionRole);
    connect(go, &QPushButton::clicked, this, [this, d = e.decision] { emit jumpToDecision(d); });
  }
  auto* copy = buttons->addButton(tr("Copy as &Markdown"), QDialogButtonBox::ActionRole);
  copy->setToolTip(tr("The answer as Markdown, with your code's lines, ready to paste into an issue"));
  connect(copy, &QPushButton::clicked, this, &WhyDialog::copyMarkdown);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  lay->addWidget(buttons);
  resize(820, 600);
}

void WhyDialog::copyMarkdown() const { QGuiApplication::clipboard()->setText(markdown_); }

}  // namespace fusescope::gui
