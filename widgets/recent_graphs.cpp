#include "recent_graphs.h"

#include <QFileInfo>
#include <QSettings>

#include "analysis_worker.h"

namespace fusescope::gui {

namespace {
constexpr int kMaxRecent = 10;
const char* kRecentKey = "recentFiles";
const char* kReopenKey = "reopenLastGraph";
const char* kLastPathKey = "lastGraph/path";
const char* kLastGraphKey = "lastGraph/graph";
const char* kLastPolicyKey = "lastGraph/policy";
}  // namespace

QStringList RecentGraphs::paths() const {
  return useSettings_ ? QSettings().value(QLatin1String(kRecentKey)).toStringList() : QStringList();
}

void RecentGraphs::add(const QString& path) {
  if (!useSettings_ || path.isEmpty()) return;
  QStringList recent = paths();
  const QString abs = QFileInfo(path).absoluteFilePath();
  recent.removeAll(abs);
  recent.prepend(abs);
  while (recent.size() > kMaxRecent) recent.removeLast();
  QSettings().setValue(QLatin1String(kRecentKey), recent);
}

bool RecentGraphs::reopenOnStart() const {
  return useSettings_ && QSettings().value(QLatin1String(kReopenKey), false).toBool();
}

void RecentGraphs::setReopenOnStart(bool on) {
  if (useSettings_) QSettings().setValue(QLatin1String(kReopenKey), on);
}

std::optional<RecentGraphs::LastGraph> RecentGraphs::lastGraph() const {
  if (!reopenOnStart()) return std::nullopt;
  QSettings s;
  LastGraph last{s.value(QLatin1String(kLastPathKey)).toString(), s.value(QLatin1String(kLastGraphKey)).toString(),
                 s.value(QLatin1String(kLastPolicyKey)).toString()};
  if (last.path.isEmpty()) return std::nullopt;
  return last;
}

void RecentGraphs::rememberLastGraph(const AnalysisRequest& request) {
  if (!useSettings_ || request.bundledExample || request.path.isEmpty()) return;
  QSettings s;
  s.setValue(QLatin1String(kLastPathKey), QFileInfo(request.path).absoluteFilePath());
  s.setValue(QLatin1String(kLastGraphKey), request.graphName);
  s.setValue(QLatin1String(kLastPolicyKey), request.policy);
}

}  // namespace fusescope::gui
