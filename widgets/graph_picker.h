// A folder may hold several graphs (a debug root: forward and backward, one set per torch.distributed
// rank): which one to open. Shared by File → Open and File → Compare with Another Capture.
#pragma once

#include <QString>

#include <optional>
#include <string>

class QWidget;

namespace fusescope::gui {

// The graph of `path` to open: "" when there is nothing to choose (a graph folder, a file, a root with
// one graph), the graph core's namesGraph matches to `preferName` when there is one, else the user's pick
// (lowest rank first, as every CLI command defaults to); nullopt when the user cancelled. `rank` (-1: all)
// limits the list to one rank's graphs. Throws what core's listGraphs throws for an unreadable folder.
std::optional<QString> chooseGraph(QWidget* parent, const QString& path, int rank = -1, const std::string& preferName = {});

}  // namespace fusescope::gui
