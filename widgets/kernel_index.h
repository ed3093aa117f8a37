// The kernel reports core/codegen builds for a schedule (members, Inductor's real kernel linked through
// output_code.py, FuseScope's generated kernel, metadata), indexed by node for the Kernel dock.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "codegen/kernel_report.h"
#include "graph/graph.h"

namespace fusescope::gui {

struct KernelIndex {
  std::vector<codegen::KernelReport> reports;
  std::vector<int> nodeReport;  // node id -> index in reports, -1 when no group holds the node
  const codegen::KernelReport* forNode(NodeId node) const {
    if (node < 0 || static_cast<size_t>(node) >= nodeReport.size() || nodeReport[static_cast<size_t>(node)] < 0)
      return nullptr;
    return &reports[static_cast<size_t>(nodeReport[static_cast<size_t>(node)])];
  }
};

KernelIndex buildKernelIndex(const Graph& graph, const std::vector<codegen::KernelGroup>& groups,
                             const codegen::OutputCodeIndex* code, const codegen::KernelReportOptions& options);

// output_code.py of the graph at `path` (a capture folder or debug root, as the CLI finds it); nullopt
// when there is none (then the reports fall back to Graph::inductor.codeKernels).
std::optional<std::string> findOutputCode(const std::string& path, const std::string& graphName, const Graph& graph);

}  // namespace fusescope::gui
