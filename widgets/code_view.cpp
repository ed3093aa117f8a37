#include "code_view.h"

#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>

#include <QEvent>
#include <QFontDatabase>
#include <QPainter>
#include <QTextBlock>

#include "theme.h"

namespace fusescope::gui {

namespace {
class LineNumberArea : public QWidget {
 public:
  explicit LineNumberArea(CodeView* view) : QWidget(view), view_(view) {}
  QSize sizeHint() const override { return {view_->lineNumberAreaWidth(), 0}; }

 protected:
  void paintEvent(QPaintEvent* e) override { view_->paintLineNumbers(e); }

 private:
  CodeView* view_;
};

QTextCharFormat fmt(const QColor& c, bool bold = false, bool italic = false) {
  QTextCharFormat f;
  f.setForeground(c);
  if (bold) f.setFontWeight(QFont::Bold);
  f.setFontItalic(italic);
  return f;
}
}  // namespace

CodeHighlighter::CodeHighlighter(QTextDocument* doc) : QSyntaxHighlighter(doc) { setLanguage(Language::Python); }

void CodeHighlighter::setDark(bool dark) {
  if (dark == dark_) return;
  dark_ = dark;
  setLanguage(lang_);
}

void CodeHighlighter::setLanguage(Language lang) {
  lang_ = lang;
  rules_.clear();
  // GitHub's light and dark code colours: legible on white and on the dark theme's Base alike.
  auto pick = [this](QRgb light, QRgb dark) { return QColor::fromRgb(dark_ ? dark : light); };
  commentFmt_ = fmt(pick(0x6a737d, 0x8b949e), false, true);
  stringFmt_ = fmt(pick(0x032f62, 0xa5d6ff));
  const QTextCharFormat kw = fmt(pick(0xd73a49, 0xff7b72), true);
  const QTextCharFormat builtin = fmt(pick(0x6f42c1, 0xd2a8ff));
  const QTextCharFormat num = fmt(pick(0x005cc5, 0x79c0ff));
  const QTextCharFormat deco = fmt(pick(0xe36209, 0xffa657));
  const QTextCharFormat type = fmt(pick(0x22863a, 0x7ee787), true);
  QString keywords;
  if (lang == Language::Python) {
    keywords = QStringLiteral(
        "and|as|assert|async|await|break|class|continue|def|del|elif|else|except|False|finally|for|from|global|"
        "if|import|in|is|lambda|None|nonlocal|not|or|pass|raise|return|True|try|while|with|yield");
    rules_.push_back({QRegularExpression(QStringLiteral("\\btl\\.[A-Za-z_]+|\\btriton\\.[A-Za-z_.]+|\\btriton_helpers\\.[A-Za-z_]+")), builtin});
    rules_.push_back({QRegularExpression(QStringLiteral("^\\s*@[A-Za-z_.]+")), deco});
    rules_.push_back({QRegularExpression(QStringLiteral("\\b(?:tl\\.constexpr|torch\\.[a-z0-9]+)\\b")), type});
  } else if (lang == Language::Cpp) {
    keywords = QStringLiteral(
        "auto|bool|break|case|char|const|constexpr|continue|default|do|double|else|enum|extern|float|for|if|inline|"
        "int|long|namespace|return|short|signed|sizeof|static|struct|switch|template|typename|unsigned|using|void|"
        "volatile|while|int64_t|int32_t|uint8_t|at|c10|std");
    rules_.push_back({QRegularExpression(QStringLiteral("^\\s*#\\s*[a-z]+")), deco});
    rules_.push_back({QRegularExpression(QStringLiteral("#pragma[^\\n]*")), deco});
  }
  if (!keywords.isEmpty())
    rules_.insert(rules_.begin(), {QRegularExpression(QStringLiteral("\\b(?:%1)\\b").arg(keywords)), kw});
  rules_.push_back({QRegularExpression(QStringLiteral("\\b[0-9]+(?:\\.[0-9]+)?(?:e[-+]?[0-9]+)?\\b")), num});
  rehighlight();
}

void CodeHighlighter::highlightBlock(const QString& text) {
  if (lang_ == Language::Plain) return;
  if (lang_ == Language::Diff) {   // whole lines by their first character, readable in both themes
    const bool dark = dark_;
    QTextCharFormat f;
    if (text.startsWith(QLatin1String("@@"))) f.setForeground(dark ? QColor(0x79, 0xc0, 0xff) : QColor(0x00, 0x5c, 0xc5));
    else if (text.startsWith(QLatin1Char('+'))) f.setForeground(dark ? QColor(0x7e, 0xe7, 0x87) : QColor(0x22, 0x86, 0x3a));
    else if (text.startsWith(QLatin1Char('-'))) f.setForeground(dark ? QColor(0xff, 0xa1, 0x98) : QColor(0xb3, 0x1d, 0x28));
    else return;
    setFormat(0, static_cast<int>(text.size()), f);
    return;
  }
  for (const auto& r : rules_) {
    auto it = r.re.globalMatch(text);
    while (it.hasNext()) {
      auto m = it.next();
      setFormat(static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedLength()), r.fmt);
    }
  }
  // Strings and comments last: a single left-to-right scan so '#' inside a string is not a comment.
  const QChar commentStart = lang_ == Language::Python ? QLatin1Char('#') : QLatin1Char('/');
  QChar quote;
  int start = -1;
  for (int i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (start >= 0) {
      if (c == QLatin1Char('\\')) { ++i; continue; }
      if (c == quote) {
        setFormat(start, i - start + 1, stringFmt_);
        start = -1;
      }
      continue;
    }
    if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
      quote = c;
      start = i;
    } else if (c == commentStart) {
      const bool isComment = lang_ == Language::Python ||
                             (i + 1 < text.size() && text[i + 1] == QLatin1Char('/'));
      // Python '#' at line start inside C++ is a preprocessor directive, handled by the rules above.
      if (isComment) {
        setFormat(i, static_cast<int>(text.size()) - i, commentFmt_);
        return;
      }
    }
  }
  if (start >= 0) setFormat(start, static_cast<int>(text.size()) - start, stringFmt_);
}

CodeView::CodeView(QWidget* parent) : QPlainTextEdit(parent) {
  setReadOnly(true);
  setLineWrapMode(QPlainTextEdit::NoWrap);
  QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  mono.setPointSizeF(std::max(8.0, mono.pointSizeF() - 1.0));
  setFont(mono);
  setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
  lineArea_ = new LineNumberArea(this);
  highlighter_ = new CodeHighlighter(document());
  highlighter_->setDark(paletteIsDark(palette()));
  connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { updateMargins(); });
  connect(this, &QPlainTextEdit::updateRequest, this, &CodeView::updateLineNumberArea);
  updateMargins();
}

void CodeView::setCode(const QString& code, CodeHighlighter::Language lang) {
  highlighter_->setDocument(nullptr);
  firstLineNumber_ = 1;
  setExtraSelections({});
  setPlainText(code);
  highlighter_->setDocument(document());
  highlighter_->setLanguage(lang);
}

int CodeView::lineNumberAreaWidth() const {
  int digits = 1;
  for (int max = std::max(1, blockCount() + firstLineNumber_ - 1); max >= 10; max /= 10) ++digits;
  return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(3, digits);
}

void CodeView::updateMargins() { setViewportMargins(lineNumberAreaWidth(), 0, 0, 0); }

void CodeView::updateLineNumberArea(const QRect& rect, int dy) {
  if (dy) lineArea_->scroll(0, dy);
  else lineArea_->update(0, rect.y(), lineArea_->width(), rect.height());
  if (rect.contains(viewport()->rect())) updateMargins();
}

void CodeView::resizeEvent(QResizeEvent* event) {
  QPlainTextEdit::resizeEvent(event);
  const QRect cr = contentsRect();
  lineArea_->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

void CodeView::changeEvent(QEvent* event) {
  QPlainTextEdit::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) highlighter_->setDark(paletteIsDark(palette()));
}

void CodeView::paintLineNumbers(QPaintEvent* event) {
  QPainter p(lineArea_);
  p.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
  p.setPen(palette().color(QPalette::PlaceholderText));
  QTextBlock block = firstVisibleBlock();
  int number = block.blockNumber();
  int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
  int bottom = top + qRound(blockBoundingRect(block).height());
  const int w = lineArea_->width() - 4;
  while (block.isValid() && top <= event->rect().bottom()) {
    if (block.isVisible() && bottom >= event->rect().top())
      p.drawText(0, top, w, fontMetrics().height(), Qt::AlignRight, QString::number(number + firstLineNumber_));
    block = block.next();
    top = bottom;
    bottom = top + qRound(blockBoundingRect(block).height());
    ++number;
  }
}

void CodeView::scrollToFirstMatch(const QString& pattern) {
  const QRegularExpression re(pattern);
  for (QTextBlock b = document()->firstBlock(); b.isValid(); b = b.next())
    if (re.match(b.text()).hasMatch()) {
      // Move the cursor to the end, then back: the matching line ends up at the top of the viewport.
      moveCursor(QTextCursor::End);
      setTextCursor(QTextCursor(b));
      verticalScrollBar()->setValue(b.blockNumber());
      return;
    }
  verticalScrollBar()->setValue(0);
}

CodeHighlighter::Language CodeView::language() const { return highlighter_->language(); }

int CodeView::firstVisibleLine() const { return firstVisibleBlock().blockNumber(); }

void CodeView::setFirstLineNumber(int first) {
  firstLineNumber_ = std::max(1, first);
  updateMargins();
  lineArea_->update();
}

void CodeView::markLine(int index) {
  const QTextBlock block = document()->findBlockByNumber(index);
  if (!block.isValid()) return;
  QTextEdit::ExtraSelection mark;
  QColor c = palette().color(QPalette::Highlight);
  c.setAlpha(60);
  mark.format.setBackground(c);
  mark.format.setProperty(QTextFormat::FullWidthSelection, true);
  mark.cursor = QTextCursor(block);
  setExtraSelections({mark});
  setTextCursor(QTextCursor(block));
  centerCursor();
}

}  // namespace fusescope::gui
