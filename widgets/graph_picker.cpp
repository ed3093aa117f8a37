#include "graph_picker.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QInputDialog>
#include <QStringList>

#include <algorithm>

#include "import/capture_loader.h"
#include "import/load.h"

namespace fusescope::gui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("GraphPicker", text); }
}  // namespace

std::optional<QString> chooseGraph(QWidget* parent, const QString& path, int rank, const std::string& preferName,
                                   std::shared_ptr<LogCache> logCache) {
  if (!QFileInfo(path).isDir()) return QString();
  LoadOptions options;
  options.rank = rank;
  options.logCache = std::move(logCache);
  std::vector<GraphEntry> entries = listGraphs(path.toStdString(), options);
  if (!preferName.empty())
    for (const auto& e : entries)
      if (namesGraph(e, preferName)) return QString::fromStdString(e.name);
  if (entries.size() <= 1) return QString();
  // Run folders sort by start time, and rank 1 can start first.
  std::stable_sort(entries.begin(), entries.end(), [](const GraphEntry& a, const GraphEntry& b) { return a.rank < b.rank; });
  QStringList labels;
  for (const auto& e : entries) {
    const QString name = QString::fromStdString(e.name), kind = QString::fromStdString(e.kind);
    labels << (e.rank >= 0 ? tr("rank %1 · %2  (%3)").arg(e.rank).arg(name, kind)
                           : QStringLiteral("%1  (%2)").arg(name, kind));
  }
  bool ok = false;
  const QString pick = QInputDialog::getItem(parent, tr("Choose a graph"),
                                             tr("%1 holds %2 graphs (forward and backward):").arg(path).arg(labels.size()),
                                             labels, 0, false, &ok);
  if (!ok) return std::nullopt;
  return QString::fromStdString(entries[static_cast<size_t>(std::max<qsizetype>(0, labels.indexOf(pick)))].name);
}

}  // namespace fusescope::gui
