// A FuseScope session: what is open and where the user was (graph, policy, knobs, step, selection, view).
// Saved as JSON through QSaveFile (a temporary file renamed over the target), so a failed save never
// damages an existing session file.
#pragma once

#include <QMap>
#include <QString>

class QPointF;

namespace fusescope::gui {

class ScheduleDocument;
struct AnalysisRequest;
struct PendingState;

struct SessionState {
  QString path;                  // the capture folder or file
  QString graphName;             // graph inside a debug root ("" when the path is one graph)
  QString policy;                // "seed", "inductor-2.11"
  QMap<QString, QString> knobs;  // scheduler knobs as text
  int step = 0;
  QString selection;             // selected node name
  double zoom = 1.0;
  double centerX = 0.0, centerY = 0.0;
  bool hasView = false;
  friend bool operator==(const SessionState&, const SessionState&) = default;
};

// Both return false and fill `error` on failure; never throw.
bool saveSession(const SessionState& s, const QString& file, QString* error);
bool loadSession(const QString& file, SessionState* s, QString* error);

// What `doc` has open, seen at `zoom` around `centre` (":example" for the bundled example); and back: the
// load that reopens a session and what to show once it has landed.
SessionState sessionOf(const ScheduleDocument& doc, double zoom, const QPointF& centre);
AnalysisRequest requestOf(const SessionState& s);
PendingState pendingOf(const SessionState& s);

}  // namespace fusescope::gui
