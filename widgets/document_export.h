// File → Export: the picture and the report of what the document shows, written by core's exporters (the
// files `fusescope-cli export` and `fusescope-cli report` write). Each returns "" on success or the error
// to show; the window only asks for the file and reports.
#pragma once

#include <QString>

#include <functional>

namespace fusescope::gui {

class ScheduleDocument;

// MODEL_GRAPH_stepK.EXT, the File → Export dialog's proposal.
QString defaultExportName(const ScheduleDocument& doc, const QString& extension);
// The step shown (its groups, the pair under decision, core's caption), in the format of `file`'s suffix.
QString exportStepPicture(const ScheduleDocument& doc, const QString& file);
// One picture per fusion into `dir` (step-0000 is the initial partition), as `export --all-steps`.
// `progress(done, total)` returns false to stop early. The document's step is left where it was.
QString exportEveryStep(ScheduleDocument& doc, const QString& dir, const QString& format,
                        const std::function<bool(int done, int total)>& progress);
// core's report page of what is open, at the step shown, with the document's pair answered.
QString exportStepReport(const ScheduleDocument& doc, const QString& file);

}  // namespace fusescope::gui
