#include "session.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QPointF>
#include <QSaveFile>

#include "analysis_jobs.h"
#include "sched/policy.h"
#include "schedule_document.h"

namespace fusescope::gui {

static constexpr int kSessionVersion = 1;

bool saveSession(const SessionState& s, const QString& file, QString* error) {
  QJsonObject o;
  o[QStringLiteral("format")] = QStringLiteral("fusescope-session");
  o[QStringLiteral("version")] = kSessionVersion;
  o[QStringLiteral("path")] = s.path;
  o[QStringLiteral("graph")] = s.graphName;
  o[QStringLiteral("policy")] = s.policy;
  QJsonObject knobs;
  for (auto it = s.knobs.begin(); it != s.knobs.end(); ++it) knobs[it.key()] = it.value();
  o[QStringLiteral("knobs")] = knobs;
  o[QStringLiteral("step")] = s.step;
  o[QStringLiteral("selection")] = s.selection;
  if (s.hasView)
    o[QStringLiteral("view")] = QJsonObject{{QStringLiteral("zoom"), s.zoom},
                                            {QStringLiteral("centerX"), s.centerX},
                                            {QStringLiteral("centerY"), s.centerY}};
  QSaveFile f(file);
  if (!f.open(QIODevice::WriteOnly)) {
    if (error) *error = QObject::tr("Cannot write %1: %2").arg(file, f.errorString());
    return false;
  }
  f.write(QJsonDocument(o).toJson(QJsonDocument::Indented));
  if (!f.commit()) {
    if (error) *error = QObject::tr("Cannot save %1: %2").arg(file, f.errorString());
    return false;
  }
  return true;
}

bool loadSession(const QString& file, SessionState* s, QString* error) {
  QFile f(file);
  if (!f.open(QIODevice::ReadOnly)) {
    if (error) *error = QObject::tr("Cannot open %1: %2").arg(file, f.errorString());
    return false;
  }
  if (f.size() > 16 * 1024 * 1024) {
    if (error) *error = QObject::tr("%1 is too large for a session file").arg(file);
    return false;
  }
  QJsonParseError pe;
  const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
  if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
    if (error) *error = QObject::tr("%1: not a session file (%2 at offset %3)").arg(file, pe.errorString()).arg(pe.offset);
    return false;
  }
  const QJsonObject o = doc.object();
  if (o.value(QStringLiteral("format")).toString() != QLatin1String("fusescope-session")) {
    if (error) *error = QObject::tr("%1: not a FuseScope session (missing \"format\": \"fusescope-session\")").arg(file);
    return false;
  }
  if (o.value(QStringLiteral("version")).toInt() > kSessionVersion) {
    if (error) *error = QObject::tr("%1: session version %2 is newer than this FuseScope supports")
                            .arg(file).arg(o.value(QStringLiteral("version")).toInt());
    return false;
  }
  SessionState r;
  r.path = o.value(QStringLiteral("path")).toString();
  r.graphName = o.value(QStringLiteral("graph")).toString();
  r.policy = o.value(QStringLiteral("policy")).toString();
  const QJsonObject knobs = o.value(QStringLiteral("knobs")).toObject();
  for (auto it = knobs.begin(); it != knobs.end(); ++it) r.knobs[it.key()] = it.value().toVariant().toString();
  r.step = std::max(0, o.value(QStringLiteral("step")).toInt());
  r.selection = o.value(QStringLiteral("selection")).toString();
  if (o.contains(QStringLiteral("view"))) {
    const QJsonObject v = o.value(QStringLiteral("view")).toObject();
    r.hasView = true;
    r.zoom = v.value(QStringLiteral("zoom")).toDouble(1.0);
    if (!(r.zoom > 1e-4 && r.zoom < 1e4)) r.zoom = 1.0;
    r.centerX = v.value(QStringLiteral("centerX")).toDouble();
    r.centerY = v.value(QStringLiteral("centerY")).toDouble();
  }
  if (r.path.isEmpty()) {
    if (error) *error = QObject::tr("%1: the session names no graph").arg(file);
    return false;
  }
  *s = r;
  return true;
}

SessionState sessionOf(const ScheduleDocument& doc, double zoom, const QPointF& centre) {
  SessionState s;
  const AnalysisRequest& r = doc.request();
  s.path = r.bundledExample ? QStringLiteral(":example") : QFileInfo(r.path).absoluteFilePath();
  s.graphName = r.graphName;
  s.policy = r.policy;
  for (const auto& [k, v] : r.knobs) s.knobs[QString::fromStdString(k)] = QString::fromStdString(v);
  s.step = doc.step();
  if (const Graph* g = doc.graph(); g && doc.selected() >= 0)
    s.selection = QString::fromStdString(g->nodes[static_cast<size_t>(doc.selected())].name);
  s.hasView = true;
  s.zoom = zoom;
  s.centerX = centre.x();
  s.centerY = centre.y();
  return s;
}

AnalysisRequest requestOf(const SessionState& s) {
  AnalysisRequest r;
  r.bundledExample = s.path == QLatin1String(":example");
  r.path = s.path;
  r.graphName = s.graphName;
  r.policy = s.policy.isEmpty() ? QString::fromLatin1(sched::kDefaultPolicy) : s.policy;
  for (auto it = s.knobs.begin(); it != s.knobs.end(); ++it) r.knobs[it.key().toStdString()] = it.value().toStdString();
  return r;
}

PendingState pendingOf(const SessionState& s) {
  PendingState p;
  p.step = s.step;
  p.select = s.selection;
  p.hasView = s.hasView;
  p.zoom = s.zoom;
  p.cx = s.centerX;
  p.cy = s.centerY;
  return p;
}

}  // namespace fusescope::gui
