// The main window opened offscreen on a test capture, errors collected instead of shown in dialogs.
#pragma once

#include <QSignalSpy>
#include <QStringList>

#include "main_window.h"

namespace fusescope::test {

using gui::MainWindow;

inline const char* kGpt2 = FUSESCOPE_TEST_DATA "/captures/gpt2_train/0_backward_3.1";

struct Fixture {
  MainWindow window{MainWindow::Options{false, false}};
  QStringList errors;
  Fixture() {
    window.resizeWithDocks(QSize(1600, 1000));  // as screenshots; a user's window fits the screen
    window.setErrorHandler([this](const QString& t, const QString& m) { errors << t + QStringLiteral(": ") + m; });
  }
  bool open(const QString& path) {
    QSignalSpy loaded(&window, &MainWindow::loaded);
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    window.openPath(path);
    for (int i = 0; i < 600 && loaded.isEmpty() && failed.isEmpty(); ++i) loaded.wait(100);
    return !loaded.isEmpty();
  }
  bool waitLoaded() {
    QSignalSpy loaded(&window, &MainWindow::loaded);
    for (int i = 0; i < 600 && loaded.isEmpty() && window.busy(); ++i) loaded.wait(100);
    return !loaded.isEmpty();
  }
};

}  // namespace fusescope::test
