// What the user opened before, kept in QSettings: File → Open Recent and File → Reopen Last Graph on Start.
// A window that does not use settings (tests, screenshots, --timing) reads and writes nothing.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace fusescope::gui {

struct AnalysisRequest;

class RecentGraphs {
 public:
  explicit RecentGraphs(bool useSettings) : useSettings_(useSettings) {}
  bool enabled() const { return useSettings_; }

  QStringList paths() const;            // newest first, at most 10
  void add(const QString& path);        // kept as an absolute path

  // File → Reopen Last Graph on Start (off by default) and the graph it reopens: the last one opened
  // successfully, with its graph name and policy (a policy change is remembered too).
  bool reopenOnStart() const;
  void setReopenOnStart(bool on);
  struct LastGraph {
    QString path, graph, policy;
  };
  std::optional<LastGraph> lastGraph() const;   // none when reopening is off or nothing was opened
  void rememberLastGraph(const AnalysisRequest& request);

 private:
  bool useSettings_;
};

}  // namespace fusescope::gui
