#include "kernel_panel.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTextDocument>

#include "codegen/kernel_comparison.h"
#include "theme.h"
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
  // Long kernel names wrap or clip inside the dock instead of widening it and squeezing the graph.
  header_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  header_->setMinimumWidth(50);
  header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  header_->setTextFormat(Qt::RichText);
  copy_ = new QToolButton(this);
  copy_->setText(tr("Copy"));
  copy_->setToolTip(tr("Copy the kernel source to the clipboard"));
  connect(copy_, &QToolButton::clicked, this, &KernelPanel::copyCurrent);
  // The header scrolls inside at most six lines, so the code keeps most of the dock.
  auto* headerScroll = new QScrollArea(this);
  headerScroll->setWidget(header_);
  headerScroll->setWidgetResizable(true);
  headerScroll->setFrameShape(QFrame::NoFrame);
  headerScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  headerScroll->setMaximumHeight(header_->fontMetrics().lineSpacing() * 6 + 6);
  top->addWidget(headerScroll, 1);
  top->addWidget(copy_, 0, Qt::AlignTop);
  lay->addLayout(top);
  tabs_ = new QTabWidget(this);
  tabs_->setDocumentMode(true);
  real_ = new CodeView(this);
  generated_ = new CodeView(this);
  tabs_->addTab(real_, tr("Inductor (real)"));
  tabs_->addTab(generated_, tr("FuseScope (generated)"));
  auto* side = new QSplitter(Qt::Horizontal, this);
  sideReal_ = new CodeView(side);
  sideGenerated_ = new CodeView(side);
  tabs_->addTab(side, tr("Side by side"));
  tabs_->setTabToolTip(2, tr("Inductor's real kernel (left) beside FuseScope's generated one (right)"));
  diff_ = new CodeView(this);
  diff_->setObjectName(QStringLiteral("kernelDiff"));
  tabs_->addTab(diff_, tr("Diff"));
  tabs_->setTabToolTip(3, tr("Inductor's real kernel (-) against FuseScope's generated one (+)"));
  lay->addWidget(tabs_, 1);
}

QString KernelPanel::realSource() const { return real_->toPlainText(); }
QString KernelPanel::generatedSource() const { return generated_->toPlainText(); }
QString KernelPanel::diffText() const { return diff_->toPlainText(); }

void KernelPanel::copyCurrent() {
  auto* view = qobject_cast<CodeView*>(tabs_->currentWidget());
  if (view && QApplication::clipboard()) QApplication::clipboard()->setText(view->toPlainText());
}

namespace {
CodeHighlighter::Language languageOf(const std::string& language) {
  if (language == "cpp") return CodeHighlighter::Language::Cpp;
  if (language.empty()) return CodeHighlighter::Language::Plain;
  return CodeHighlighter::Language::Python;  // triton, python, extern call statements
}
}  // namespace

void KernelPanel::setMeasured(const QString& line) {
  if (line == measured_) return;
  measured_ = line;
  if (shown_.graph) setHeader(groupName_);
}

void KernelPanel::setHeader(const QString& groupName) {
  groupName_ = groupName;
  QStringList lines = headerBefore_;
  if (!differs_.isEmpty()) lines.prepend(differs_);
  if (!measured_.isEmpty()) lines.insert(std::min<qsizetype>(1, lines.size()), tr("<b>Measured</b>: %1").arg(measured_.toHtmlEscaped()));
  if (!groupName.isEmpty()) lines << tr("Group at this step: %1").arg(groupName.toHtmlEscaped());
  lines += headerAfter_;
  header_->setText(lines.join(QStringLiteral("<br>")));
}

int KernelPanel::visibleCodeLines() const {
  const auto* view = qobject_cast<const CodeView*>(tabs_->currentWidget());
  if (!view) view = real_;
  return view->viewport()->height() / std::max(1, view->fontMetrics().lineSpacing());
}

QString KernelPanel::headerText() const {
  QTextDocument doc;
  doc.setHtml(header_->text());
  return doc.toPlainText();
}

void KernelPanel::showNode(const Graph* graph, NodeId node, const QString& groupName, const codegen::KernelReport* real,
                           const codegen::KernelReport* generated, const QStringList& sourceLines) {
  const Shown next{graph, node, real, generated, sourceLines};
  if (next == shown_ && graph) {   // the same kernels: only the step's group may differ
    setHeader(groupName);
    return;
  }
  shown_ = next;
  kernelName_.clear();
  differs_.clear();
  if (!graph || node < 0 || static_cast<size_t>(node) >= graph->nodes.size()) {
    shown_ = Shown{};
    headerBefore_.clear();
    headerAfter_.clear();
    header_->setText(tr("No node selected"));
    real_->setCode({}, CodeHighlighter::Language::Plain);
    generated_->setCode({}, CodeHighlighter::Language::Plain);
    diff_->setCode({}, CodeHighlighter::Language::Plain);
    sideReal_->setCode({}, CodeHighlighter::Language::Plain);
    sideGenerated_->setCode({}, CodeHighlighter::Language::Plain);
    return;
  }
  const Node& n = graph->nodes[static_cast<size_t>(node)];
  QStringList lines;
  bool haveReal = false;
  if (real && real->group.kind == "nop") {
    lines << tr("<b>%1</b>: nop node · Inductor generates no code for it").arg(qs(n.name).toHtmlEscaped());
    real_->setCode(tr("# %1 is a nop node: no code is generated for it.\n").arg(qs(n.name)), CodeHighlighter::Language::Python);
  } else if (real && real->real) {
    const codegen::RealKernel& k = *real->real;
    haveReal = true;
    kernelName_ = qs(k.name);
    lines << QStringLiteral("<b>%1</b> · %2%3").arg(kernelName_.toHtmlEscaped(), qs(k.language),
                                                    k.line > 0 ? tr(" · output_code.py:%1").arg(k.line) : QString());
    lines << tr("Inductor kernel %1 [%2]: %3")
                 .arg(qs(real->group.name).toHtmlEscaped(), qs(real->group.kind),
                      qsl(real->memberNames).join(QStringLiteral(" ")).toHtmlEscaped());
    const auto& m = real->metrics;
    // core's text, as `fusescope-cli kernels` prints it ("no runtime estimate: ..." where the model stops).
    const QString runtime = qs(codegen::runtimeEstimateText(m));
    lines << tr("Bytes read %1 · written %2 · %3").arg(humanBytes(m.bytesRead), humanBytes(m.bytesWritten), runtime);
    if (!k.atenOrigins.empty()) lines << tr("ATen: %1").arg(qsl(k.atenOrigins).join(QStringLiteral(", ")).toHtmlEscaped());
    if (!m.origins.empty()) lines << tr("Origins: %1").arg(qsl(m.origins).join(QStringLiteral(", ")).toHtmlEscaped());
    QString src = qs(k.source);
    if (k.language == "extern") src = QStringLiteral("# extern call\n%1\n").arg(src);
    real_->setCode(src, languageOf(k.language));
  } else if (real) {
    lines << tr("<b>%1</b>: no real kernel linked (%2)")
                 .arg(qs(n.name).toHtmlEscaped(), qs(real->note.empty() ? real->link.note : real->note).toHtmlEscaped());
    real_->setCode({}, CodeHighlighter::Language::Plain);
  } else {
    lines << tr("<b>%1</b>: no kernel for this node in output_code.py%2")
                 .arg(qs(n.name).toHtmlEscaped(),
                      graph->inductor.hasOutputCode ? QString() : tr(" (the capture has no output_code.py)"));
    QString text;
    if (n.kind == NodeKind::Extern && !n.kernel.empty()) text = QStringLiteral("# extern kernel\n%1\n").arg(qs(n.kernel));
    real_->setCode(text, CodeHighlighter::Language::Python);
  }
  headerBefore_ = lines;
  lines.clear();
  if (!sourceLines.isEmpty()) {
    QStringList shown;
    for (qsizetype i = 0; i < sourceLines.size() && i < 4; ++i) shown << sourceLines[i].toHtmlEscaped();
    QString more = sourceLines.size() > 4 ? tr(" (+%1 more)").arg(sourceLines.size() - 4) : QString();
    lines << tr("Your code: %1%2").arg(shown.join(QStringLiteral("<br>&nbsp;&nbsp;")), more);
  }
  bool haveGenerated = false;
  if (generated && generated->group.kind == "nop") {
    generated_->setCode(tr("# %1 is a nop node: FuseScope generates no code for it.\n").arg(qs(n.name)),
                        CodeHighlighter::Language::Python);
  } else if (generated && generated->generated) {
    const codegen::GeneratedKernel& gk = *generated->generated;
    haveGenerated = true;
    lines << tr("FuseScope kernel: %1 · %2 [%3]")
                 .arg(qs(gk.name).toHtmlEscaped(), qs(gk.language), qsl(generated->memberNames).join(QStringLiteral(" ")).toHtmlEscaped());
    QString src = qs(gk.source);
    if (!gk.definition.empty() && gk.definition != gk.source) src += QStringLiteral("\n\n# wrapper\n") + qs(gk.definition);
    for (const auto& note : gk.notes) src += QStringLiteral("\n# note: ") + qs(note);
    generated_->setCode(src, languageOf(gk.language));
  } else {
    QString why = generated && !generated->note.empty() ? qs(generated->note) : tr("not available for this group");
    generated_->setCode(tr("# FuseScope has not generated a kernel for this group (%1).").arg(why),
                        CodeHighlighter::Language::Python);
  }
  // Both exist: say plainly where FuseScope's kernel is not Inductor's, and show the line diff.
  if (haveReal && haveGenerated) {
    const auto differences = codegen::compareKernels(*real->real, *generated->generated);
    QStringList what;
    for (const auto& d : differences)
      what << tr("%1: Inductor %2, FuseScope %3").arg(qs(d.what), qs(d.real).toHtmlEscaped(), qs(d.generated).toHtmlEscaped());
    // The first line: whoever reads FuseScope's kernel must know first that it is not Inductor's.
    if (!what.isEmpty())
      differs_ = QStringLiteral("<span style='color:%1'>%2</span>")
                     .arg(verdictColour(false).name(), tr("FuseScope's kernel differs from Inductor's — %1").arg(what.join(QStringLiteral("; "))));
    const std::string diff = codegen::unifiedKernelDiff(real->real->source, generated->generated->source);
    diff_->setCode(diff.empty() ? tr("# The two kernels are identical.\n") : qs(diff), CodeHighlighter::Language::Diff);
  } else {
    diff_->setCode(tr("# A diff needs both Inductor's kernel and FuseScope's generated one.\n"), CodeHighlighter::Language::Plain);
  }
  headerAfter_ = lines;
  setHeader(groupName);
  header_->setToolTip(sourceLines.join(QLatin1Char('\n')));
  tabs_->setCurrentIndex(haveReal || !haveGenerated ? 0 : 1);
  sideReal_->setCode(real_->toPlainText(), real_->language());
  sideGenerated_->setCode(generated_->toPlainText(), generated_->language());
  // Open at the kernel body, not at the imports above it.
  for (CodeView* v : {sideReal_, sideGenerated_}) v->scrollToFirstMatch(QStringLiteral("^(def |@triton|extern \"C\"|void )"));
  real_->scrollToFirstMatch(QStringLiteral("^(def |@triton|extern \"C\"|void |# extern)"));
  generated_->scrollToFirstMatch(QStringLiteral("^(def |@triton|extern \"C\"|void )"));
}

}  // namespace fusescope::gui
