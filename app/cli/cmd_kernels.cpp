// fusescope-cli kernels PATH [--graph NAME] [--policy inductor|seed|inductor-2.11] [--set KEY=VALUE]...
//                            [--node NODE] [--source real|generated|both] [--device h100|h200|a100] [--json]
//                            [--max-input-mb N] [--max-nodes N]
// Every kernel of the final schedule (or only the one holding NODE): members, kind, Inductor's real kernel
// linked from output_code.py, FuseScope's generated kernel, bytes, estimated runtime and origins.
// `--policy inductor` (the default when the capture recorded Inductor's own schedule) shows Inductor's
// post-fusion kernels; any other policy runs FuseScope's scheduler first.
#include <filesystem>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_args.h"
#include "codegen/kernel_comparison.h"
#include "codegen/kernel_report.h"
#include "commands.h"
#include "cli_analysis.h"
#include "sched/symbol_values.h"
#include "load_limits.h"
#include "import/load.h"
#include "import/output_code_lookup.h"
#include "sched/scheduler.h"
#include "source/source_label.h"
#include "source_json.h"

namespace fusescope::cli {
namespace {

namespace fs = std::filesystem;

void printText(const std::vector<codegen::KernelReport>& reports, const source::SourceMap& sources, bool real,
               bool generated) {
  for (size_t i = 0; i < reports.size(); ++i) {
    const auto& r = reports[i];
    fmt::print("== kernel {} [{}] {}\n", i, r.group.kind, r.group.name);
    fmt::print("   members: {}\n", fmt::join(r.memberNames, " "));
    fmt::print("   bytes read {} written {}, {}\n", r.metrics.bytesRead, r.metrics.bytesWritten,
               codegen::runtimeEstimateText(r.metrics));
    if (!r.metrics.origins.empty()) fmt::print("   origins: {}\n", fmt::join(r.metrics.origins, ", "));
    const source::NodeSource src = sources.kernel(r.group.members);
    if (!src.aten.empty()) {
      std::vector<std::string> aten;
      for (const auto& a : src.aten) aten.push_back(a.value);
      fmt::print("   aten: {}\n", fmt::join(aten, ", "));
    }
    for (const auto& line : sourceLines(src)) fmt::print("   source: {}\n", line);
    if (const std::string modules = source::moduleSummary(src, sources, 8); !modules.empty())
      fmt::print("   module: {}\n", modules);
    for (const auto& note : src.notes) fmt::print("   source note: {}\n", note);
    fmt::print("   real kernel: {} ({})\n", r.real ? r.real->name : "none", r.link.note);
    if (r.real && r.generated)
      for (const auto& d : codegen::compareKernels(*r.real, *r.generated))
        fmt::print("   differs from Inductor's: {}: Inductor {}, FuseScope {}\n", d.what, d.real, d.generated);
    if (!r.note.empty()) fmt::print("   note: {}\n", r.note);
    if (real && r.real) fmt::print("--- real: {} (output_code.py line {})\n{}\n", r.real->name, r.real->line, r.real->source);
    if (generated && r.generated) {
      fmt::print("--- generated: {} ({})\n{}\n", r.generated->name, r.generated->language, r.generated->source);
      for (const auto& n : r.generated->notes) fmt::print("   generator note: {}\n", n);
    }
  }
}

}  // namespace

int cmdKernels(const std::vector<std::string>& rawArgs) {
  const CliArgs args(rawArgs, withLoadLimitOptions({"--graph", "--policy", "--node", "--source", "--set", "--device"}), withLoadFlags({"--json"}));
  const std::string source = args.value("--source").value_or("both");
  if (source != "real" && source != "generated" && source != "both")
    throw UsageError("--source must be real, generated or both, not '" + source + "'");

  // `--policy inductor` is this command's own: Inductor's recorded kernels, no scheduler run.
  analysis::AnalysisInputs inputs = analysisInputs(args);
  if (inputs.policy == "inductor") inputs.policy = sched::kDefaultPolicy;
  const auto opened = openInputs(inputs);
  const Graph& graph = *opened->graph();
  std::string policy = args.value("--policy").value_or(graph.inductor.kernels.empty() ? sched::kDefaultPolicy : "inductor");
  std::vector<codegen::KernelGroup> groups;
  codegen::KernelReportOptions options;
  const bool showReal = source != "generated", showGenerated = source != "real";
  options.generated = showGenerated;  // the real kernel is always linked: its name is shown either way
  if (auto d = args.value("--device")) {
    try {
      options.device = codegen::DeviceProfile::named(*d);
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  options.hints = sched::symbolValuesOf(opened->config(), graph);   // the scheduler's own symbol values
  if (policy == "inductor") {
    if (graph.inductor.kernels.empty())
      throw UsageError("--policy inductor needs Inductor's recorded schedule (ir_post_fusion.txt); this graph has none");
    groups = codegen::groupsFromInductor(graph);
  } else {
    groups = codegen::groupsFromTrace(graph, *scheduleOf(*opened).trace);
  }
  const std::vector<codegen::KernelGroup> schedule = groups;
  if (auto node = args.value("--node")) {
    const codegen::KernelGroup* g = codegen::findGroupOf(graph, groups, *node);
    if (!g) throw UsageError("no kernel of the schedule holds node '" + *node + "'");
    groups = {*g};
    options.schedule = &schedule;  // its real kernel is linked as for the whole schedule
  }

  const auto reports = codegen::buildKernelReports(graph, groups, opened->outputCode(), options);
  const source::SourceMap& sources = opened->sources();

  if (args.flag("--json")) {
    nlohmann::json j = codegen::kernelReportsToJson(reports);
    j["graph"] = graph.name;
    j["policy"] = policy;
    j["device"] = options.device.name;
    for (size_t i = 0; i < reports.size(); ++i) {
      addSourceJson(j["kernels"][i], sources.kernel(reports[i].group.members));
      // Where FuseScope's kernel is not Inductor's (the window's Kernel dock says it on its first line).
      auto& differences = j["kernels"][i]["differences"] = nlohmann::json::array();
      if (reports[i].real && reports[i].generated)
        for (const auto& d : codegen::compareKernels(*reports[i].real, *reports[i].generated))
          differences.push_back({{"what", d.what}, {"inductor", d.real}, {"fusescope", d.generated}});
    }
    if (source == "real")
      for (auto& k : j["kernels"]) k["generated"] = nullptr;
    if (source == "generated")
      for (auto& k : j["kernels"]) k["real"] = nullptr;
    std::cout << j.dump(2) << "\n";
  } else {
    fmt::print("graph {} · policy {} · device {} · {} kernel(s)\n", graph.name, policy, options.device.name, reports.size());
    printText(reports, sources, showReal, showGenerated);
  }
  return 0;
}

}  // namespace fusescope::cli
