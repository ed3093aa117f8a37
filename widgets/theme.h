// The application theme (View → Theme). Light and Dark are the Fusion style with a fixed palette, so they
// look the same on every desktop; System keeps the style and palette Qt started with. Colours drawn by
// FuseScope itself (graph scene, code highlighting, verdicts) follow the palette in effect (paletteIsDark),
// so System on a dark desktop gets the dark graph too.
#pragma once

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>
#include <QStyle>

#include <optional>

#include "layout/palette.h"

namespace fusescope::gui {

enum class UiTheme { System, Light, Dark };

QString themeKey(UiTheme theme);                           // "system", "light", "dark" (QSettings, --theme)
std::optional<UiTheme> parseTheme(const QString& key);    // case-insensitive; nullopt when unknown

// Applies `theme` to the whole application (style + palette). The first call remembers the style and
// palette Qt started with, which System restores.
void applyTheme(UiTheme theme);

bool paletteIsDark(const QPalette& palette);
bool applicationIsDark();                                  // paletteIsDark(QApplication::palette())
Theme graphTheme();                                        // core palette theme matching the application

// Green / red for "fused" / "rejected" text, readable on the current Base colour.
QColor verdictColour(bool good);

// The style's standard icon; under a dark palette its dark strokes (the black media icons) are redrawn in
// the palette's text colour so they stay visible. Coloured parts (green arrows) are kept.
QIcon themedStandardIcon(QStyle::StandardPixmap icon);

// WCAG contrast ratio of two colours (1 .. 21); used to keep text legible and by the tests.
double contrastRatio(const QColor& a, const QColor& b);

}  // namespace fusescope::gui
