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

#include "sched/policy.h"
#include "sched/knob_table.h"
#include "sched/scheduler_config.h"

namespace fusescope::gui {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

ConfigDock::ConfigDock(QWidget* parent) : QDockWidget(tr("Config"), parent) {
  setObjectName(QStringLiteral("config"));
  auto* scroll = new QScrollArea(this);
  scroll_ = scroll;
  scroll->setWidgetResizable(true);
  auto* cw = new QWidget(scroll);
  auto* cl = new QVBoxLayout(cw);
  auto* top = new QFormLayout;
  policyCombo_ = new QComboBox(cw);
  policyCombo_->setObjectName(QStringLiteral("policyCombo"));
  for (const auto& p : sched::policyNames()) policyCombo_->addItem(qs(p));
  connect(policyCombo_, &QComboBox::activated, this, [this] { emit policyChosen(policyCombo_->currentText()); });
  top->addRow(tr("Policy"), policyCombo_);
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
    if (knob.type != sched::KnobType::Bool) type += tr(" ≥ %1").arg(knob.minimum);
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
}

void ConfigDock::showSettings(const QString& policy, const std::map<std::string, std::string>& knobs) {
  updating_ = true;
  const int pi = policyCombo_->findText(policy);
  if (pi >= 0) policyCombo_->setCurrentIndex(pi);
  sched::SchedulerConfig cfg;
  const std::string policyName = policy.toStdString();
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
    // A knob the policy does not read is shown, greyed: setting it would change nothing.
    const bool read = sched::policyReads(knob, policyName);
    w->setEnabled(read);
    if (auto* label = knobForm_->labelForField(w)) {
      label->setEnabled(read);
      label->setToolTip(read ? QString() : tr("%1 does not read %2").arg(policy, qs(knob.name)));
    }
  }
  updating_ = false;
}

void ConfigDock::setStatus(const QString& text) { status_->setText(text); }

void ConfigDock::setCompareMode(CompareMode mode) {
  if (compareCombo_->currentIndex() != static_cast<int>(mode)) compareCombo_->setCurrentIndex(static_cast<int>(mode));
}

QString ConfigDock::compareModeText() const { return compareCombo_->currentText(); }

void ConfigDock::showComparison() {
  show();
  raise();
  // The knobs fill the dock: bring the comparison's text and list into view below them.
  scroll_->ensureWidgetVisible(compareList_, 0, 0);
  scroll_->ensureWidgetVisible(compareLabel_, 0, 0);
}
void ConfigDock::setCompareText(const QString& text) { compareLabel_->setText(text); }
void ConfigDock::clearDifferences() { compareList_->clear(); }

void ConfigDock::addDifference(const QString& text, int node, int partingDecision) {
  auto* item = new QListWidgetItem(text, compareList_);
  item->setData(Qt::UserRole, node);
  item->setData(Qt::UserRole + 1, partingDecision);
  item->setToolTip(text + tr("\nClick: go to the decision where the two schedules part"));
}

}  // namespace fusescope::gui
