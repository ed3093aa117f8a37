// Shared main() for the widget tests: the offscreen platform is selected before the QApplication exists
// (hotspot's tests/testutils.h habit), then GoogleTest runs.
#pragma once

#include <QApplication>
#include <QSettings>

#include <gtest/gtest.h>

#define FUSESCOPE_WIDGET_TEST_MAIN()                                   \
  int main(int argc, char** argv) {                                    \
    qputenv("QT_QPA_PLATFORM", "offscreen");                           \
    QApplication app(argc, argv);                                      \
    QApplication::setOrganizationName(QStringLiteral("FuseScopeTest")); \
    QApplication::setApplicationName(QStringLiteral("FuseScopeTest")); \
    ::testing::InitGoogleTest(&argc, argv);                            \
    return RUN_ALL_TESTS();                                            \
  }
