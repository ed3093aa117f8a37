// Counts that describe a graph at a glance (`fusescope-cli info`, the GUI's status line).
#pragma once

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "graph/graph.h"

namespace fusescope {

struct GraphSummary {
  std::string name;
  std::string format;
  int nodes = 0;
  std::map<std::string, int> nodesByKind;    // pointwise, reduction, template, extern, nop, unknown
  std::map<std::string, int> nodesByIrType;  // ComputedBuffer, ExternKernelOut, ...
  int buffers = 0;
  int graphInputs = 0;
  int graphOutputs = 0;
  std::map<std::string, int> edgesByKind;    // node-to-node dependency edges: memory, star, weak
  std::map<std::string, int> devices;        // nodes per device
  int foreachGroups = 0;
  std::string foreachSource;
  std::map<std::string, bool> optionalFiles; // ir_post_fusion.txt, fusion.log, output_code.py, fx_graph_readable.py, provenance JSON
  int recordedFusions = 0;
  int recordedRejections = 0;
  int recordedKernels = 0;
  int codeKernels = 0;
  int warnings = 0;
};

// "pointwise", "reduction", "template", "extern", "nop" or "unknown".
std::string nodeCategory(const Node& node);

GraphSummary summarize(const Graph& graph);
nlohmann::json summaryToJson(const GraphSummary& summary);

}  // namespace fusescope
