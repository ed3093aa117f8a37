// A read-only source view with line numbers and a highlighter for Python/Triton and C++.
#pragma once

#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <vector>

namespace fusescope::gui {

class CodeHighlighter : public QSyntaxHighlighter {
  Q_OBJECT
 public:
  enum class Language { Python, Cpp, Plain, Diff };   // Diff: unified diff lines (+ / - / @@)
  explicit CodeHighlighter(QTextDocument* doc);
  void setLanguage(Language lang);
  Language language() const { return lang_; }
  // Colours for a dark background (the same roles in lighter tints); rehighlights.
  void setDark(bool dark);
  bool dark() const { return dark_; }

 protected:
  void highlightBlock(const QString& text) override;

 private:
  struct Rule {
    QRegularExpression re;
    QTextCharFormat fmt;
  };
  std::vector<Rule> rules_;
  QTextCharFormat commentFmt_, stringFmt_;
  Language lang_ = Language::Python;
  bool dark_ = false;
};

class CodeView : public QPlainTextEdit {
  Q_OBJECT
 public:
  explicit CodeView(QWidget* parent = nullptr);
  void setCode(const QString& code, CodeHighlighter::Language lang);
  CodeHighlighter::Language language() const;
  // Puts the first line matching `pattern` (a regular expression) at the top of the view; no match: top.
  void scrollToFirstMatch(const QString& pattern);
  int firstVisibleLine() const;
  // Line numbers start at `first` (an excerpt of a longer file); setCode resets it to 1.
  void setFirstLineNumber(int first);
  // Highlights the block at `index` (0-based in the text shown) and centres it.
  void markLine(int index);
  CodeHighlighter* highlighter() const { return highlighter_; }
  int lineNumberAreaWidth() const;
  void paintLineNumbers(QPaintEvent* event);

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;   // palette change: highlighting follows light/dark

 private:
  void updateMargins();
  int firstLineNumber_ = 1;
  void updateLineNumberArea(const QRect& rect, int dy);
  QWidget* lineArea_;
  CodeHighlighter* highlighter_;
};

}  // namespace fusescope::gui
