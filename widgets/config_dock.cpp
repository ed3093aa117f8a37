#include "config_dock.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QVBoxLayout>

#include "codegen/kernel_metrics.h"
#include "graph_info.h"
#include "sched/policy.h"
#include "sched/knob_table.h"
#include "sched/scheduler_config.h"

namespace fusescope::gui {


ConfigDock::ConfigDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Config"), parent), doc_(document) {
  setObjectName(QStringLiteral("config"));
  auto* scroll = new QScrollArea(this);
  scroll_ = scroll;
  scroll->setWidgetResizable(true);
  auto* cw = new QWidget(scroll);
  auto* cl = new QVBoxLayout(cw);
  auto* top = new QFormLayout;
  policyCombo_ = new QComboBox(cw);
  policyCombo_->setObjectName(QStringLiteral("policyCombo"));
  for (const auto& p : sched::policyTable()) {
    policyCombo_->addItem(qs(p.name));
    policyCombo_->setItemData(policyCombo_->count() - 1, qs(p.description), Qt::ToolTipRole);
  }
  connect(policyCombo_, &QComboBox::activated, this, [this] { emit policyChosen(policyCombo_->currentText()); });
  top->addRow(tr("Policy"), policyCombo_);
  resolvedPolicy_ = new QLabel(cw);
  resolvedPolicy_->setObjectName(QStringLiteral("resolvedPolicy"));
  resolvedPolicy_->setWordWrap(true);
  top->addRow(QString(), resolvedPolicy_);
  cl->addLayout(top);
  knobBox_ = new QWidget(cw);
  knobForm_ = new QFormLayout(knobBox_);
  knobForm_->setContentsMargins(0, 0, 0, 0);
  // One editor per row of core's knob table, of the row's type; the tooltip is the table's help.
  for (const sched::KnobSpec& knob : sched::knobTable()) {
    const QString k = qs(knob.name);
    const QString def = qs(sched::SchedulerConfig{}.get(knob.name));
    QWidget* editor = nullptr;
    if (knob.type == sched::KnobType::Bool) {
      auto* cb = new QCheckBox(knobBox_);
      cb->setChecked(def == QLatin1String("true"));
      connect(cb, &QCheckBox::toggled, this, [this, k](bool on) {
        if (!updating_) emit knobChanged(k, on ? QStringLiteral("true") : QStringLiteral("false"));
      });
      editor = cb;
    } else if (knob.type == sched::KnobType::ReleaseBool) {
      // "default": what the replayed release defaults to (the knob table's releaseDefaults).
      auto* combo = new QComboBox(knobBox_);
      combo->addItems({QStringLiteral("default"), QStringLiteral("true"), QStringLiteral("false")});
      connect(combo, &QComboBox::activated, this, [this, k, combo] {
        if (!updating_) emit knobChanged(k, combo->currentText());
      });
      editor = combo;
    } else {
      auto* le = new QLineEdit(def, knobBox_);
      // An integer at least the row's minimum; Optional[int] knobs also take None.
      const QString digits = knob.minimum > 0 ? QStringLiteral("[1-9][0-9]{0,8}") : QStringLiteral("[0-9]{1,9}");
      const QString pattern = knob.type == sched::KnobType::OptionalInt ? QStringLiteral("None|") + digits : digits;
      le->setValidator(new QRegularExpressionValidator(QRegularExpression(pattern), le));
      connect(le, &QLineEdit::editingFinished, this, [this, k, le] {
        if (!updating_) emit knobChanged(k, le->text());
      });
      editor = le;
    }
    editor->setObjectName(k);
    QString type = qs(std::string(sched::knobTypeName(knob.type)));
    if (knob.type == sched::KnobType::Int || knob.type == sched::KnobType::OptionalInt) type += tr(" ≥ %1").arg(knob.minimum);
    editor->setToolTip(tr("%1: %2\n%3, default %4; read by %5\nInductor: torch/_inductor/%6")
                           .arg(k, qs(knob.help), type, def, qs(std::string(sched::knobReadersText(knob.readers))),
                                qs(knob.definedAt)));
    knobForm_->addRow(k, editor);
  }
  cl->addWidget(knobBox_);
  auto* reset = new QPushButton(tr("Reset knobs to defaults"), cw);
  connect(reset, &QPushButton::clicked, this, &ConfigDock::resetKnobsRequested);
  cl->addWidget(reset);
  status_ = new QLabel(cw);
  status_->setWordWrap(true);
  cl->addWidget(status_);
  auto* cmp = new QFormLayout;
  compareCombo_ = new QComboBox(cw);
  compareCombo_->setObjectName(QStringLiteral("compareCombo"));
  compareCombo_->addItems({tr("No comparison"), tr("Inductor's real kernels (ir_post_fusion.txt)"), tr("The other policy"),
                           tr("The previous settings"), tr("Another capture (File → Compare with Another Capture…)")});
  static_assert(kCompareModes == 5, "one combo entry per CompareMode, in its order");
  connect(compareCombo_, &QComboBox::activated, this,
          [this](int index) { emit compareModeChosen(static_cast<CompareMode>(std::clamp(index, 0, kCompareModes - 1))); });
  cmp->addRow(tr("Compare with"), compareCombo_);
  cl->addLayout(cmp);
  compareLabel_ = new QLabel(cw);
  compareLabel_->setWordWrap(true);
  cl->addWidget(compareLabel_);
  compareList_ = new QListWidget(cw);
  compareList_->setObjectName(QStringLiteral("compareList"));
  compareList_->setToolTip(tr("Groups that differ from the reference; click to go where the schedules part"));
  auto choose = [this](QListWidgetItem* item) {
    emit differenceChosen(item->data(Qt::UserRole).toInt(), item->data(Qt::UserRole + 1).toInt());
  };
  connect(compareList_, &QListWidget::itemActivated, this, choose);
  connect(compareList_, &QListWidget::itemClicked, this, choose);
  cl->addWidget(compareList_, 1);
  scroll->setWidget(cw);
  setWidget(scroll);
  connect(doc_, &ScheduleDocument::resultChanged, this, &ConfigDock::showDocumentSettings);
  connect(doc_, &ScheduleDocument::compareModeChanged, this, [this] { setCompareMode(doc_->compareMode()); });
  connect(doc_, &ScheduleDocument::comparisonChanged, this, &ConfigDock::drawComparison);
}

void ConfigDock::showDocumentSettings() {
  const sched::Trace* t = doc_->trace();
  // `auto` greys the knobs by the release it resolved to (the trace's policy).
  showSettings(doc_->request().policy, doc_->request().knobs, t ? QString::fromStdString(t->policy) : QString());
  const QString rerun = doc_->rerunSummary();
  if (doc_->result() && !doc_->result()->scheduleError.isEmpty())
    setStatus(tr("Scheduler failed: %1").arg(doc_->result()->scheduleError));
  else if (!rerun.isEmpty())
    setStatus(rerun);
  else if (t)
    setStatus(tr("%1: %2 kernels from %3 nodes, %4 fusions in %5 rounds (%6 ms)")
                  .arg(doc_->request().policy)
                  .arg(t->kernels.size())
                  .arg(t->nodesBefore)
                  .arg(t->fusions.size())
                  .arg(t->rounds)
                  .arg(doc_->result()->scheduleMs, 0, 'f', 1));
}

void ConfigDock::showSettings(const QString& policy, const std::map<std::string, std::string>& knobs,
                              const QString& resolvedPolicy) {
  updating_ = true;
  const int pi = policyCombo_->findText(policy);
  if (pi >= 0) policyCombo_->setCurrentIndex(pi);
  sched::SchedulerConfig cfg;
  const std::string policyName = (resolvedPolicy.isEmpty() ? policy : resolvedPolicy).toStdString();
  // `auto` says which release it chose: the capture's, or the nearest modelled one (the trust line says why).
  resolvedPolicy_->setVisible(!resolvedPolicy.isEmpty() && resolvedPolicy != policy);
  resolvedPolicy_->setText(tr("replayed as %1 (the release that compiled the capture, or the nearest modelled one)")
                               .arg(resolvedPolicy));
  for (const auto& [k, v] : knobs) {
    try {
      cfg.set(k, v);
    } catch (const std::exception&) {   // shown as the default; the window refused it already
    }
  }
  for (const sched::KnobSpec& knob : sched::knobTable()) {
    QWidget* w = knobBox_->findChild<QWidget*>(qs(knob.name));
    const QString v = qs(cfg.get(knob.name));
    if (auto* cb = qobject_cast<QCheckBox*>(w)) cb->setChecked(v == QLatin1String("true"));
    else if (auto* le = qobject_cast<QLineEdit*>(w)) le->setText(v);
    else if (auto* combo = qobject_cast<QComboBox*>(w)) combo->setCurrentText(v);
    // A knob the policy does not read is shown, greyed: setting it would change nothing.
    const bool read = sched::policyReads(knob, policyName);
    w->setEnabled(read);
    if (auto* label = knobForm_->labelForField(w)) {
      label->setEnabled(read);
      label->setToolTip(read ? QString() : tr("%1 does not read %2").arg(qs(policyName), qs(knob.name)));
    }
  }
  updating_ = false;
}

void ConfigDock::setStatus(const QString& text) { status_->setText(text); }

void ConfigDock::setCompareMode(CompareMode mode) {
  if (compareCombo_->currentIndex() != static_cast<int>(mode)) compareCombo_->setCurrentIndex(static_cast<int>(mode));
}

QString ConfigDock::compareModeText() const { return compareCombo_->currentText(); }

void ConfigDock::revealComparison() {
  show();
  raise();
  // The knobs fill the dock: bring the comparison's text and list into view below them.
  scroll_->ensureWidgetVisible(compareList_, 0, 0);
  scroll_->ensureWidgetVisible(compareLabel_, 0, 0);
}
void ConfigDock::setCompareText(const QString& text) { compareLabel_->setText(text); }
int ConfigDock::differenceCount() const { return compareList_->count(); }
QString ConfigDock::differenceText(int row) const { return compareList_->item(row) ? compareList_->item(row)->text() : QString(); }

void ConfigDock::drawComparison() {
  compareList_->clear();
  setCompareMode(doc_->compareMode());
  const Graph* g = doc_->graph();
  const sched::Trace* t = doc_->trace();
  if (doc_->compareMode() == CompareMode::None || !g || !t || !doc_->comparisonNote().isEmpty()) {
    compareLabel_->setText(doc_->compareMode() == CompareMode::None ? QString() : doc_->comparisonNote());
    return;
  }
  if (doc_->compareMode() == CompareMode::OtherCapture && doc_->otherCapture()) {
    drawCaptureDiff();
    return;
  }
  const auto& c = doc_->comparison();
  if (!c) return;
  auto names = [&](const std::vector<NodeId>& members) {
    QStringList l;
    for (NodeId n : members) l << qs(g->nodes[static_cast<size_t>(n)].name);
    return l.join(QLatin1Char('_'));
  };
  for (const auto& d : c->differences) {
    QStringList refNames;
    for (const auto& r : d.reference) refNames << (r.empty() ? tr("(absent)") : names(r));
    QString text = tr("%1  ≠  %2").arg(qs(t->name(t->kernels[static_cast<size_t>(d.kernel)].node)), refNames.join(QStringLiteral(" | ")));
    if (d.partingDecision >= 0) text += tr("   · parts at decision %1").arg(d.partingDecision + 1);
    addDifference(text, d.members.front(), d.partingDecision);
  }
  compareLabel_->setText(tr("%1 of %2 kernels differ from %3 (%4 match; the reference has %5 kernels). Differing "
                            "groups are outlined in magenta, the reference's own groups dotted.")
                             .arg(c->differences.size())
                             .arg(c->ours)
                             .arg(compareModeText())
                             .arg(c->matching)
                             .arg(c->reference));
}

// Against another capture: one row per differing region of core's diff, with the decision where the two
// schedules part.
void ConfigDock::drawCaptureDiff() {
  const Graph& g = *doc_->graph();
  const sched::Trace& t = *doc_->trace();
  const OtherCapture& other = *doc_->otherCapture();
  const analysis::CaptureDiff& d = other.diff;
  auto groupNames = [](const std::vector<analysis::NamedGroup>& groups) {
    QStringList l;
    for (const auto& k : groups) l << qs(k.name);
    return l.isEmpty() ? tr("(none)") : l.join(QStringLiteral(", "));
  };
  auto side = [](const analysis::PartingSide& p) {
    if (!p.present) return tr("no decision there");
    return p.fused ? tr("fused %1 with %2").arg(qs(p.node1), qs(p.node2))
                   : tr("refused %1 + %2: %3").arg(qs(p.node1), qs(p.node2), qs(p.reason));
  };
  // Our decision on the side-A pair: the trace's own number for replays, else the decision on those names.
  auto ourDecision = [&](const analysis::PartingSide& p) {
    if (!p.present) return -1;
    if (d.decisionsFrom == "replay") return p.where - 1;
    for (size_t i = 0; i < t.decisions.size(); ++i)
      if (t.name(t.decisions[i].node1) == p.node1 && t.name(t.decisions[i].node2) == p.node2) return static_cast<int>(i);
    return -1;
  };
  for (size_t i = 0; i < d.regions.size(); ++i) {
    const auto& r = d.regions[i];
    QString text = tr("here: %1  |  there: %2").arg(groupNames(r.kernelsA), groupNames(r.kernelsB));
    if (r.parted) text += tr("\n    parts here: %1\n    and there: %2").arg(side(r.a), side(r.b));
    else if (!r.note.empty()) text += QStringLiteral("\n    ") + qs(r.note);
    if (other.measured) {   // both runs profiled: what the region costs a call on each side
      const auto& m = other.measured->regions[i];
      text += tr("\n    measured a call: here %1, there %2: %3")
                  .arg(qs(profile::sideText(m.a)), qs(profile::sideText(m.b)),
                       qs(profile::changeText(m.a.usPerCall, m.b.usPerCall, tr("there").toStdString())));
    }
    NodeId node = kNone;
    if (!r.kernelsA.empty() && !r.kernelsA.front().members.empty())
      if (const Node* n = g.findNode(r.kernelsA.front().members.front())) node = n->id;
    addDifference(text, node, ourDecision(r.a));
  }
  compareLabel_->setText(
      tr("%1 (%2): %3 kernels only here, %4 only there, %5 in both; %6 of %7 nodes matched. Kernels: %8, decisions: "
         "%9. The other run's kernels are outlined dotted where this schedule does not form them.%10")
          .arg(qs(other.graph->name), other.path)
          .arg(d.onlyInA.size())
          .arg(d.onlyInB.size())
          .arg(d.kernelsInBoth)
          .arg(d.matching.matched())
          .arg(g.nodes.size())
          .arg(d.kernels == analysis::KernelSource::Inductor ? tr("Inductor's recorded") : tr("FuseScope's replays"))
          .arg(qs(d.decisionsFrom))
          .arg(d.note.empty() ? QString() : QStringLiteral(" ") + qs(d.note)) +
      (other.measured ? tr(" Measured GPU time a call: here %1, there %2: %3.")
                            .arg(qs(codegen::durationText(other.measured->graphAUs)), qs(codegen::durationText(other.measured->graphBUs)),
                                 qs(profile::changeText(other.measured->graphAUs, other.measured->graphBUs, tr("there").toStdString())))
                      : other.measuredNote.isEmpty() ? QString() : QStringLiteral(" ") + other.measuredNote));
}

void ConfigDock::addDifference(const QString& text, int node, int partingDecision) {
  auto* item = new QListWidgetItem(text, compareList_);
  item->setData(Qt::UserRole, node);
  item->setData(Qt::UserRole + 1, partingDecision);
  item->setToolTip(text + tr("\nClick: go to the decision where the two schedules part"));
}

}  // namespace fusescope::gui
