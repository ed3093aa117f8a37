#include "theme.h"

#include <QApplication>
#include <QImage>
#include <QPixmap>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>
#include <cmath>

namespace fusescope::gui {

namespace {
struct Startup {
  QString style;
  QPalette palette;
};
const Startup& startup() {
  static const Startup s{QApplication::style() ? QApplication::style()->name() : QString(), QApplication::palette()};
  return s;
}

// Fusion dark: neutral greys with the graph's own dark background as Base, so the docks and the scene
// read as one surface.
QPalette darkPalette() {
  const QColor window(0x2d, 0x2f, 0x34), base(0x1e, 0x1f, 0x24), alt(0x27, 0x29, 0x2e), text(0xe6, 0xe6, 0xea);
  const QColor button(0x37, 0x3a, 0x40), disabled(0x7d, 0x81, 0x8a), highlight(0x3d, 0x7f, 0xd9);
  QPalette p;
  p.setColor(QPalette::Window, window);
  p.setColor(QPalette::WindowText, text);
  p.setColor(QPalette::Base, base);
  p.setColor(QPalette::AlternateBase, alt);
  p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x45));
  p.setColor(QPalette::ToolTipText, text);
  p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8f, 0x99));
  p.setColor(QPalette::Text, text);
  p.setColor(QPalette::Button, button);
  p.setColor(QPalette::ButtonText, text);
  p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
  p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x55));
  p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x4a));
  p.setColor(QPalette::Mid, QColor(0x2a, 0x2c, 0x31));
  p.setColor(QPalette::Dark, QColor(0x19, 0x1a, 0x1e));
  p.setColor(QPalette::Shadow, QColor(0x10, 0x11, 0x14));
  p.setColor(QPalette::Highlight, highlight);
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
  p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xf0));
  for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
    p.setColor(QPalette::Disabled, role, disabled);
  p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x55));
  return p;
}
}  // namespace

QString themeKey(UiTheme theme) {
  switch (theme) {
    case UiTheme::Light: return QStringLiteral("light");
    case UiTheme::Dark: return QStringLiteral("dark");
    case UiTheme::System: break;
  }
  return QStringLiteral("system");
}

std::optional<UiTheme> parseTheme(const QString& key) {
  for (UiTheme t : {UiTheme::System, UiTheme::Light, UiTheme::Dark})
    if (key.compare(themeKey(t), Qt::CaseInsensitive) == 0) return t;
  return std::nullopt;
}

void applyTheme(UiTheme theme) {
  const Startup& s = startup();
  // setStyle first: it resets the palette to the style's own, which setPalette then replaces.
  if (theme == UiTheme::System) {
    if (QApplication::style()->name() != s.style)
      if (QStyle* st = QStyleFactory::create(s.style)) QApplication::setStyle(st);
    if (QApplication::palette() != s.palette) QApplication::setPalette(s.palette);
    return;
  }
  QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
  QApplication::setStyle(fusion);
  QApplication::setPalette(theme == UiTheme::Dark ? darkPalette() : fusion->standardPalette());
}

bool paletteIsDark(const QPalette& palette) { return palette.color(QPalette::Base).lightnessF() < 0.5; }
bool applicationIsDark() { return paletteIsDark(QApplication::palette()); }
Theme graphTheme() { return applicationIsDark() ? Theme::Dark : Theme::Light; }

QColor verdictColour(bool good) {
  if (applicationIsDark()) return good ? QColor(0x56, 0xd3, 0x64) : QColor(0xff, 0x7b, 0x72);
  return good ? QColor(0x1a, 0x7f, 0x37) : QColor(0xb3, 0x1d, 0x28);
}

QIcon themedStandardIcon(QStyle::StandardPixmap which) {
  const QIcon icon = QApplication::style()->standardIcon(which);
  if (!applicationIsDark()) return icon;
  const QColor text = QApplication::palette().color(QPalette::WindowText);
  QIcon out;
  for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled})
    for (int size : {16, 24, 32}) {
      QImage img = icon.pixmap(size, mode).toImage().convertToFormat(QImage::Format_ARGB32);
      for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
          const QColor c = img.pixelColor(x, y);
          // Only the dark greys: black strokes; coloured pixels keep their hue.
          if (c.alpha() == 0 || c.lightnessF() >= 0.45 || c.hslSaturationF() > 0.3) continue;
          QColor t = mode == QIcon::Disabled ? text.darker(180) : text;
          t.setAlpha(c.alpha());
          img.setPixelColor(x, y, t);
        }
      out.addPixmap(QPixmap::fromImage(img), mode);
    }
  return out;
}

double contrastRatio(const QColor& a, const QColor& b) {
  auto luminance = [](const QColor& c) {
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
  };
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace fusescope::gui
