#include "whatif_dialog.h"

#include "profile/pair_cost.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "codegen/kernel_metrics.h"
#include "why_dialog.h"

namespace fusescope::gui {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString esc(const std::string& s) { return qs(s).toHtmlEscaped(); }

QString signedCount(long long v) { return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

QString setText(const std::vector<std::string>& set) {
  QStringList parts;
  for (const auto& s : set) parts << qs(s);
  return parts.join(QStringLiteral("  "));
}
}  // namespace

QString whatIfHtml(const analysis::WhatIfResult& r) {
  QString h;
  h += QStringLiteral("<h3>What would make %1 and %2 fuse? (%3)</h3>").arg(esc(r.nameA), esc(r.nameB), esc(r.policy));
  if (r.togetherAtBase) {
    h += QStringLiteral("<p>They are already in one kernel under the current settings: <b>%1</b>.</p>").arg(esc(r.baseKernel));
    return h;
  }
  h += QStringLiteral("<p>Current settings: %1 kernels, %2 moved, %3. %4 other setting(s) tried, "
                      "each a full run of the scheduler%5.</p>")
           .arg(r.baseKernels)
           .arg(esc(codegen::bytesText(r.baseCost.bytes)))
           .arg(esc(analysis::runtimeText(r.baseCost)))
           .arg(r.runs)
           .arg(r.budgetExhausted ? QStringLiteral(" (the run budget stopped the search before every combination)")
                                  : QString());
  if (!r.proposals.empty()) {
    h += QStringLiteral("<p><b>%1 setting(s)</b> put both nodes in one kernel; select one and Apply to re-run with it.</p>")
             .arg(r.proposals.size());
    return h;
  }
  h += QStringLiteral("<p><b>No setting FuseScope models puts them in one kernel.</b> The policy's last word on the "
                      "pair under the settings tried:</p><ul>");
  for (const auto& b : r.blocking) {
    QStringList examples;
    for (const auto& e : b.examples) examples << esc(e);
    h += QStringLiteral("<li><b>%1</b> — under %2 setting(s) (e.g. %3)</li>")
             .arg(esc(b.reason))
             .arg(b.settings)
             .arg(examples.join(QStringLiteral("; ")));
  }
  h += QStringLiteral("</ul>");
  bool anyFact = false;
  for (const auto& f : r.blockingFacts) {
    if (f.ok) continue;
    if (!anyFact) h += QStringLiteral("<p>What forbids the pair under the current settings (the facts and the policy's own "
                                  "measures at its last decision on the pair; other settings can change them):</p><ul>");
    anyFact = true;
    h += QStringLiteral("<li>%1: %2%3</li>").arg(esc(f.name), esc(f.detail), pairFactRowsHtml(f));
  }
  if (anyFact) h += QStringLiteral("</ul>");
  return h;
}

WhatIfDialog::WhatIfDialog(const analysis::WhatIfResult& result, QWidget* parent, const profile::GraphMeasurement* measurement,
                           const Graph* graph)
    : QDialog(parent), result_(result) {
  setAttribute(Qt::WA_DeleteOnClose);
  setWindowTitle(tr("Make these fuse? — %1 + %2").arg(qs(result.nameA), qs(result.nameB)));
  auto* layout = new QVBoxLayout(this);
  text_ = new QTextBrowser(this);
  text_->setHtml(whatIfHtml(result));
  text_->setMaximumHeight(result.proposals.empty() ? 16777215 : 150);
  layout->addWidget(text_);
  proposals_ = new QTreeWidget(this);
  proposals_->setObjectName(QStringLiteral("proposals"));
  proposals_->setRootIsDecorated(false);
  const bool measured = measurement && graph && measurement->calls > 0;
  QStringList headers{tr("--set"), tr("kernel holding both"), tr("Δ kernels"), tr("Δ bytes"), tr("Δ runtime"), tr("other kernels changed")};
  if (measured) headers << tr("measured saving a step");
  proposals_->setHeaderLabels(headers);
  std::vector<std::pair<double, int>> order;   // (saving, proposal): ranked by the measured saving when there is one
  std::vector<std::optional<profile::PairCost>> costs;
  for (size_t i = 0; i < result.proposals.size(); ++i) {
    std::optional<profile::PairCost> c;
    if (measured) {
      std::vector<std::vector<std::string>> replaced, formed;
      for (const auto& g : result.proposals[i].replacedGroups) replaced.push_back(g.members);
      for (const auto& g : result.proposals[i].changedGroups) formed.push_back(g.members);
      c = profile::measuredRegroupCost(*measurement, *graph, replaced, formed);
    }
    order.emplace_back(c && c->savingUs ? *c->savingUs : -1.0, static_cast<int>(i));
    costs.push_back(std::move(c));
  }
  if (measured) std::stable_sort(order.begin(), order.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  for (const auto& [saving, index] : order) {
    const auto& p = result.proposals[static_cast<size_t>(index)];
    auto* item = new QTreeWidgetItem(proposals_);
    item->setData(0, Qt::UserRole, index);
    if (measured) {
      const auto& c = costs[static_cast<size_t>(index)];
      item->setText(6, c && c->savingUs ? QStringLiteral("≈ %1").arg(qs(codegen::durationText(*c->savingUs)))
                       : c                 ? tr("none")
                                           : tr("not measured"));
      item->setToolTip(6, c ? tr("Replaces measured kernels: %1").arg(qs(c->text()))
                            : tr("The kernels this proposal replaces are not all kernels the trace timed"));
      item->setTextAlignment(6, Qt::AlignRight | Qt::AlignVCenter);
    }
    item->setText(0, setText(p.set));
    item->setText(1, qs(p.kernel));
    item->setText(2, signedCount(p.kernelsDelta));
    item->setText(3, qs(codegen::bytesDeltaText(p.bytesDelta)));                // the CLI's texts
    item->setText(4, qs(analysis::runtimeDeltaText(p.added, p.removed)));
    QStringList changed;
    for (const auto& g : p.changedGroups)
      if (g.name != p.kernel) changed << qs(g.name);
    item->setText(5, changed.isEmpty() ? tr("none") : changed.join(QStringLiteral(", ")));
    item->setToolTip(5, changed.join(QLatin1Char('\n')));
    for (int c = 2; c <= 4; ++c) item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
  }
  proposals_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  proposals_->setVisible(!result.proposals.empty());
  if (!result.proposals.empty()) proposals_->setCurrentItem(proposals_->topLevelItem(0));
  connect(proposals_, &QTreeWidget::itemActivated, this, [this] { applyCurrent(); });
  layout->addWidget(proposals_, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  if (!result.proposals.empty()) {
    QPushButton* apply = buttons->addButton(tr("Apply and Re-run"), QDialogButtonBox::ApplyRole);
    apply->setObjectName(QStringLiteral("apply"));
    connect(apply, &QPushButton::clicked, this, [this] { applyCurrent(); });
  }
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  resize(900, result.proposals.empty() ? 420 : 520);
}

void WhatIfDialog::applyCurrent() {
  const QTreeWidgetItem* item = proposals_->currentItem();
  const int row = item ? item->data(0, Qt::UserRole).toInt() : -1;
  if (row < 0 || static_cast<size_t>(row) >= result_.proposals.size()) return;
  emit applyRequested(result_.proposals[static_cast<size_t>(row)].set);
}

}  // namespace fusescope::gui
