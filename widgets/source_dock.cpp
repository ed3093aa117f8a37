#include "source_dock.h"

#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

#include "code_view.h"
#include "schedule_document.h"
#include "source/source_excerpt.h"
#include "source/source_label.h"

namespace fusescope::gui {

SourceDock::SourceDock(ScheduleDocument* document, QWidget* parent) : QDockWidget(tr("Source"), parent) {
  setObjectName(QStringLiteral("source"));
  auto* w = new QWidget(this);
  auto* lay = new QVBoxLayout(w);
  lay->setContentsMargins(2, 2, 2, 2);
  auto* split = new QSplitter(Qt::Vertical, w);
  list_ = new QListWidget(split);
  list_->setToolTip(tr("The lines of your code the selected node came from"));
  auto* bottom = new QWidget(split);
  auto* bl = new QVBoxLayout(bottom);
  bl->setContentsMargins(0, 0, 0, 0);
  note_ = new QLabel(bottom);
  note_->setWordWrap(true);
  code_ = new CodeView(bottom);
  bl->addWidget(note_);
  bl->addWidget(code_, 1);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 4);
  lay->addWidget(split);
  setWidget(w);
  connect(list_, &QListWidget::currentRowChanged, this, &SourceDock::showLocation);
  showSource(nullptr);
  auto follow = [this, document] {
    const NodeId node = document->selected();
    const auto& sources = document->sources();
    showSource(sources && node >= 0 && static_cast<size_t>(node) < sources->nodes.size() ? &sources->node(node) : nullptr);
  };
  connect(document, &ScheduleDocument::selectionChanged, this, follow);
  connect(document, &ScheduleDocument::resultChanged, this, follow);
}

void SourceDock::showSource(const source::NodeSource* src) {
  if (src == shown_ && src) return;
  shown_ = src;
  locations_.clear();
  list_->clear();
  if (src)
    for (const auto& f : src->locations) {
      locations_.push_back(f.value);
      list_->addItem(QString::fromStdString(source::locationText(f.value)));
    }
  if (locations_.empty()) {
    note_->setText(tr("No source line for this node in the capture."));
    code_->setCode({}, CodeHighlighter::Language::Plain);
    return;
  }
  list_->setCurrentRow(0);
}

void SourceDock::showLocation(int index) {
  if (index < 0 || static_cast<size_t>(index) >= locations_.size()) return;
  const source::SourceLocation& loc = locations_[static_cast<size_t>(index)];
  const source::SourceExcerpt e = source::readSourceExcerpt(loc);
  QString text;
  for (const auto& line : e.lines) text += QString::fromStdString(line) + QLatin1Char('\n');
  code_->setCode(text, CodeHighlighter::Language::Python);
  code_->setFirstLineNumber(e.firstLine);
  const QString where = QStringLiteral("%1:%2").arg(QString::fromStdString(loc.file)).arg(loc.line);
  if (e.fromFile)
    note_->setText(e.note.empty() ? tr("%1 (read from this machine)").arg(where)
                                  : tr("%1 (read from this machine; %2)").arg(where, QString::fromStdString(e.note)));
  else
    note_->setText(tr("%1 is %2: the line as the capture recorded it").arg(where, QString::fromStdString(e.note)));
  if (e.focus >= 0) code_->markLine(e.focus);
}

QString SourceDock::noteText() const { return note_->text(); }
QString SourceDock::codeText() const { return code_->toPlainText(); }

}  // namespace fusescope::gui
