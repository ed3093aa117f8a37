#include "kernel_panel.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include "code_view.h"
#include "graph_info.h"

namespace fusescope::gui {

KernelPanel::KernelPanel(QWidget* parent) : QWidget(parent) {
  auto* lay = new QVBoxLayout(this);
  lay->setContentsMargins(2, 2, 2, 2);
  auto* top = new QHBoxLayout;
  header_ = new QLabel(tr("No node selected"), this);
  header_->setWordWrap(true);
  header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  header_->setTextFormat(Qt::RichText);
  copy_ = new QToolButton(this);
  copy_->setText(tr("Copy"));
  copy_->setToolTip(tr("Copy the kernel source to the clipboard"));
  connect(copy_, &QToolButton::clicked, this, &KernelPanel::copyCurrent);
  top->addWidget(header_, 1);
  top->addWidget(copy_, 0, Qt::AlignTop);
  lay->addLayout(top);
  tabs_ = new QTabWidget(this);
  tabs_->setDocumentMode(true);
  real_ = new CodeView(this);
  generated_ = new CodeView(this);
  tabs_->addTab(real_, tr("Inductor (real)"));
  tabs_->addTab(generated_, tr("FuseScope (generated)"));
  lay->addWidget(tabs_, 1);
}

QString KernelPanel::realSource() const { return real_->toPlainText(); }
QString KernelPanel::generatedSource() const { return generated_->toPlainText(); }

void KernelPanel::copyCurrent() {
  auto* view = qobject_cast<CodeView*>(tabs_->currentWidget());
  if (view && QApplication::clipboard()) QApplication::clipboard()->setText(view->toPlainText());
}

void KernelPanel::showNode(const Graph* graph, NodeId node, const QString& groupName, const QString& generated) {
  kernelName_.clear();
  if (!graph || node < 0 || static_cast<size_t>(node) >= graph->nodes.size()) {
    header_->setText(tr("No node selected"));
    real_->setCode({}, CodeHighlighter::Language::Plain);
    generated_->setCode({}, CodeHighlighter::Language::Plain);
    return;
  }
  const Node& n = graph->nodes[static_cast<size_t>(node)];
  const CodeKernel* k = findCodeKernel(*graph, node);
  QStringList lines;
  if (k) {
    kernelName_ = qs(k->name);
    lines << QStringLiteral("<b>%1</b> · %2%3").arg(kernelName_.toHtmlEscaped(), qs(k->language),
                                                    k->line > 0 ? tr(" · output_code.py:%1").arg(k->line) : QString());
    if (!k->atenOrigins.empty())
      lines << tr("ATen: %1").arg(qsl(k->atenOrigins).join(QStringLiteral(", ")).toHtmlEscaped());
    if (!k->sourceNodes.empty())
      lines << tr("Source nodes: %1").arg(qsl(k->sourceNodes).join(QStringLiteral(", ")).toHtmlEscaped());
    if (!k->kernelPath.empty()) lines << tr("Path: %1").arg(qs(k->kernelPath).toHtmlEscaped());
    const auto lang = k->language == "cpp" ? CodeHighlighter::Language::Cpp : CodeHighlighter::Language::Python;
    QString src = qs(k->source);
    if (src.isEmpty() && k->language == "extern")
      src = QStringLiteral("# extern call\n%1(%2)\n").arg(kernelName_, qsl(k->callArgs).join(QStringLiteral(", ")));
    real_->setCode(src, lang);
  } else {
    lines << tr("<b>%1</b>: no kernel for this node in output_code.py%2")
                 .arg(qs(n.name).toHtmlEscaped(),
                      graph->inductor.hasOutputCode ? QString() : tr(" (the capture has no output_code.py)"));
    QString text;
    if (n.kind == NodeKind::Extern && !n.kernel.empty()) text = QStringLiteral("# extern kernel\n%1\n").arg(qs(n.kernel));
    real_->setCode(text, CodeHighlighter::Language::Python);
  }
  if (!groupName.isEmpty()) lines << tr("Group at this step: %1").arg(groupName.toHtmlEscaped());
  header_->setText(lines.join(QStringLiteral("<br>")));
  if (generated.isEmpty()) {
    generated_->setCode(tr("# FuseScope has not generated a kernel for this group (not available yet)."),
                        CodeHighlighter::Language::Python);
    tabs_->setTabEnabled(1, true);
  } else {
    generated_->setCode(generated, CodeHighlighter::Language::Python);
  }
  tabs_->setCurrentIndex(k || generated.isEmpty() ? 0 : 1);
}

}  // namespace fusescope::gui
