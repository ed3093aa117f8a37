// MainWindow: recent files, drag and drop, sessions and export (the File menu).
#include "main_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QProgressDialog>
#include <QSettings>
#include <QUrl>

#include "document_export.h"
#include "graph_info.h"
#include "graph_view.h"
#include "schedule_document.h"
#include "step_bar.h"

namespace fusescope::gui {

void MainWindow::addRecent(const QString& path) {
  recent_.add(path);
  rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
  recentMenu_->clear();
  const QStringList recent = recent_.paths();
  for (const QString& p : recent) recentMenu_->addAction(p, this, [this, p] { openPath(p); });
  recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (options_.useSettings) {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
  }
  stepBar_->stopPlaying();
  jobs_->stopAll();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const auto urls = event->mimeData()->urls();
  for (const QUrl& u : urls)
    if (u.isLocalFile()) {
      const QString p = u.toLocalFile();
      if (p.endsWith(QLatin1String(".json")) && !QFileInfo(p).isDir()) {
        // A session or a FuseScope graph: try the session format first.
        SessionState s;
        QString err;
        if (loadSession(p, &s, &err)) {
          openSessionFrom(p);
          event->acceptProposedAction();
          return;
        }
      }
      openPath(p);
      event->acceptProposedAction();
      return;
    }
}

// --------------------------------------------------------------------------------------------------
// Session

bool MainWindow::saveSessionTo(const QString& file) {
  if (!doc_->result()) {
    reportError(tr("Save session"), tr("Nothing is open."));
    return false;
  }
  QString err;
  if (!saveSession(sessionOf(*doc_, view_->zoom(), view_->viewCentre()), file, &err)) {
    reportError(tr("Save session"), err);
    return false;
  }
  status(tr("Session saved to %1").arg(file));
  return true;
}

bool MainWindow::openSessionFrom(const QString& file) {
  SessionState s;
  QString err;
  if (!loadSession(file, &s, &err)) {
    reportError(tr("Open session"), err);
    return false;
  }
  jobs_->load(requestOf(s), pendingOf(s));
  return true;
}

// --------------------------------------------------------------------------------------------------
// Export (document_export.h: core's exporters)

QString MainWindow::defaultExportName(const QString& extension) const { return gui::defaultExportName(*doc_, extension); }

bool MainWindow::followDecision() const { return followAction_ && followAction_->isChecked(); }
void MainWindow::setFollowDecision(bool on) {
  if (followAction_) followAction_->setChecked(on);
}

bool MainWindow::exportCurrentStep(const QString& file) {
  if (const QString error = exportStepPicture(*doc_, file); !error.isEmpty()) {
    reportError(tr("Export"), error);
    return false;
  }
  status(tr("Exported step %1 to %2").arg(doc_->step()).arg(file));
  return true;
}

bool MainWindow::exportReport(const QString& file) {
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const QString error = exportStepReport(*doc_, file);
  QApplication::restoreOverrideCursor();
  if (!error.isEmpty()) {
    reportError(tr("Export Report"), error);
    return false;
  }
  status(tr("Wrote the report of step %1 to %2").arg(doc_->step()).arg(file));
  return true;
}

bool MainWindow::exportAllSteps(const QString& dir, const QString& format) {
  std::unique_ptr<QProgressDialog> dialog;
  const QString error = exportEveryStep(*doc_, dir, format, [&](int done, int total) {
    if (!dialog) {
      dialog = std::make_unique<QProgressDialog>(tr("Exporting %1 pictures…").arg(total), tr("Cancel"), 0, total, this);
      dialog->setWindowModality(Qt::WindowModal);
      dialog->setMinimumDuration(500);
    }
    dialog->setValue(done);
    return !dialog->wasCanceled();
  });
  if (!error.isEmpty()) {
    reportError(tr("Export"), error);
    return false;
  }
  status(tr("Exported %1 steps to %2").arg(doc_->timeline()->fusionCount() + 1).arg(dir));
  return true;
}

}  // namespace fusescope::gui
