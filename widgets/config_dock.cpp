#include "config_dock.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "sched/policy.h"
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
  const sched::SchedulerConfig defaults;
  for (const auto& key : sched::SchedulerConfig::keys()) {
    const QString k = qs(key);
    const QString def = qs(defaults.get(key));
    QWidget* editor = nullptr;
    if (def == QLatin1String("true") || def == QLatin1String("false")) {
      auto* cb = new QCheckBox(knobBox_);
      cb->setChecked(def == QLatin1String("true"));
      connect(cb, &QCheckBox::toggled, this, [this, k](bool on) {
        if (!updating_) emit knobChanged(k, on ? QStringLiteral("true") : QStringLiteral("false"));
      });
      editor = cb;
    } else {
      auto* le = new QLineEdit(def, knobBox_);
      le->setValidator(new QIntValidator(le));
      connect(le, &QLineEdit::editingFinished, this, [this, k, le] {
        if (!updating_) emit knobChanged(k, le->text());
      });
      editor = le;
    }
    editor->setObjectName(k);
    editor->setToolTip(tr("%1 (default %2)").arg(k, def));
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
  for (const auto& [k, v] : knobs) {
    try {
      cfg.set(k, v);
    } catch (const std::exception&) {   // shown as the default; the window refused it already
    }
  }
  for (const auto& key : sched::SchedulerConfig::keys()) {
    QWidget* w = knobBox_->findChild<QWidget*>(qs(key));
    const QString v = qs(cfg.get(key));
    if (auto* cb = qobject_cast<QCheckBox*>(w)) cb->setChecked(v == QLatin1String("true"));
    else if (auto* le = qobject_cast<QLineEdit*>(w)) le->setText(v);
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
