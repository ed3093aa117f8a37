// A folder may hold several graphs (a debug root: forward and backward, one set per torch.distributed
// rank): which one to open. Shared by File → Open and File → Compare with Another Capture.
#pragma once

#include <QString>

#include <memory>
#include <optional>
#include <string>

#include "import/log_cache.h"

class QWidget;

namespace fusescope::gui {

// The graph of `path` to open: "" when there is nothing to choose (a graph folder, a file, a root with
// one graph), the graph core's namesGraph matches to `preferName` when there is one, else the user's pick
// (lowest rank first, as every CLI command defaults to); nullopt when the user cancelled. `rank` (-1: all)
// limits the list to one rank's graphs. Throws what core's listGraphs throws for an unreadable folder.
// `logCache`: the run's (AnalysisJobs::logCacheFor), so that the ranks read from the run's log here are not
// read from disk again when the chosen graph loads.
std::optional<QString> chooseGraph(QWidget* parent, const QString& path, int rank = -1, const std::string& preferName = {},
                                   std::shared_ptr<LogCache> logCache = {});

}  // namespace fusescope::gui
