#include "document_export.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include "export/caption.h"
#include "export/exporter.h"
#include "graph_info.h"
#include "report/graph_report.h"
#include "sched/scheduler_config.h"
#include "schedule_document.h"

namespace fusescope::gui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("DocumentExport", text); }

const GraphLayout* layoutOf(const ScheduleDocument& doc) {
  return doc.result() && doc.result()->geometry ? doc.result()->geometry->layout.get() : nullptr;
}
}  // namespace

QString defaultExportName(const ScheduleDocument& doc, const QString& extension) {
  // MODEL_GRAPH_stepK.svg: "gpt2_train/0_backward_3.1" at step 12 -> gpt2_train_0_backward_3.1_step12.svg
  QString base = doc.graph() ? qs(doc.graph()->name) : QStringLiteral("fusescope");
  base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
  return QStringLiteral("%1_step%2.%3").arg(base).arg(doc.step()).arg(extension);
}

QString exportStepPicture(const ScheduleDocument& doc, const QString& file) {
  const auto* layout = layoutOf(doc);
  if (!layout)
    return doc.result() ? tr("This graph has no Graphviz layout to export (the built-in layout was used).") : tr("Nothing is open.");
  const auto format = parseExportFormat(QFileInfo(file).suffix().toLower().toStdString());
  if (!format) return tr("Unknown format for %1: use .svg, .png, .pdf or .dot").arg(file);
  try {
    ExportOptions opts;
    opts.highlight = doc.highlightAtStep();
    if (doc.graph() && doc.trace()) opts.caption = stepCaption(*doc.graph(), *doc.trace(), doc.currentDecision() + 1);   // core's wording
    exportPicture(*layout, doc.groupsAtStep(), opts, *format, file.toStdString());
  } catch (const std::exception& e) {
    return QString::fromStdString(e.what());
  }
  return {};
}

QString exportEveryStep(ScheduleDocument& doc, const QString& dir, const QString& formatName,
                        const std::function<bool(int, int)>& progress) {
  const auto* layout = layoutOf(doc);
  const auto format = parseExportFormat(formatName.toStdString());
  if (!format) return tr("Unknown format %1").arg(formatName);
  if (!layout || !doc.timeline()) return tr("Nothing to export.");
  if (!QDir().mkpath(dir)) return tr("Cannot create %1").arg(dir);
  const int keep = doc.step();
  sched::Timeline& timeline = *doc.timeline();
  const int fusions = timeline.fusionCount();
  const QString extension = QString::fromStdString(std::string(formatExtension(*format)));
  QString error;
  try {
    for (int k = 0; k <= fusions && progress(k, fusions + 1); ++k) {
      timeline.seek(k);
      std::vector<FusionGroupView> groups;
      for (sched::SchedNodeId g : timeline.groups())
        if (timeline.members(g).size() > 1) groups.push_back({timeline.kernelName(g), timeline.members(g)});
      const QString name = QStringLiteral("step-%1.%2").arg(k, 4, 10, QLatin1Char('0')).arg(extension);
      exportPicture(*layout, groups, ExportOptions{}, *format, QDir(dir).filePath(name).toStdString());
    }
  } catch (const std::exception& e) {
    error = QString::fromStdString(e.what());
  }
  progress(fusions + 1, fusions + 1);
  doc.setStep(keep, true);   // the timeline moved: back to the step shown
  return error;
}

QString exportStepReport(const ScheduleDocument& doc, const QString& file) {
  const Graph* g = doc.graph();
  const sched::Trace* t = doc.trace();
  if (!g || !t) return tr("Nothing is open.");
  std::vector<std::pair<NodeId, NodeId>> pairs;
  if (const auto [a, b] = doc.pair(); a >= 0 && b >= 0 && static_cast<size_t>(std::max(a, b)) < g->nodes.size())
    pairs.emplace_back(a, b);
  try {
    const int decisions = doc.step() > 0 ? doc.currentDecision() + 1 : 0;
    const std::string by = "FuseScope (File → Export Report…), policy " + t->policy;
    // The opened capture whose schedule is shown makes every part once, as for `fusescope-cli report`.
    const auto& capture = doc.result() ? doc.result()->capture : nullptr;
    const bool shown = capture && doc.result()->scheduleError.isEmpty() && capture->schedule().trace.get() == t;
    report::GraphPage page;
    if (shown) {
      page = report::graphReportPage(*capture, decisions, pairs, by);
    } else {
      const auto sources = doc.sources() ? doc.sources() : std::make_shared<const source::SourceMap>(source::buildSourceMap(*g));
      sched::SchedulerConfig config;   // the knobs the schedule shown was run with
      for (const auto& [key, value] : doc.request().knobs) config.set(key, value);
      page = report::graphReportPage(*g, *t, *sources, nullptr, config, decisions, pairs, by);
    }
    writeFileAtomically(file.toStdString(), page.html);
  } catch (const std::exception& e) {
    return QString::fromStdString(e.what());
  }
  return {};
}

}  // namespace fusescope::gui
