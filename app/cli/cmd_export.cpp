// fusescope-cli export PATH [--graph NAME] [--policy P] [--set K=V]... [--step K|last|inductor] [--clusters]
//                    [--dpi N] [--theme light|dark] [--max-input-mb N] [--max-nodes N] --format svg|png|pdf|dot -o FILE
// fusescope-cli export PATH ... --collapse-blocks -o FILE  (the whole model as its blocks: info --blocks)
// fusescope-cli export PATH ... --all-steps -o DIR        (DIR/step-0000.svg, step-0001.svg, ...)
// Draws the graph with the fusion groups after step K of the scheduler's trace (default: last). The
// layout is computed once and reused for every step so the pictures line up frame by frame.
#include <filesystem>
#include <optional>

#include <fmt/format.h>

#include "analysis/block_overview.h"
#include "analysis/capture_kernels.h"
#include "export/block_picture.h"
#include "layout/fusion_group_view.h"
#include "source/source_map.h"
#include "cli_args.h"
#include "cli_analysis.h"
#include "load_limits.h"
#include "commands.h"
#include "export/caption.h"
#include "export/exporter.h"
#include "import/load.h"
#include "layout/graph_layout.h"
#include "sched/scheduler.h"
#include "sched/timeline.h"
#include "util/counted.h"

namespace fusescope::cli {
namespace {

std::vector<FusionGroupView> groupsAt(sched::Timeline& timeline, int step) {
  timeline.seek(step);
  std::vector<FusionGroupView> groups;
  for (sched::SchedNodeId group : timeline.groups()) groups.push_back({timeline.kernelName(group), timeline.members(group)});
  return groups;
}

// Export steps count fusions; the caption names the decision that made the k-th one (the window's step).
std::string captionAfterFusions(const Graph& graph, const sched::Trace& trace, const sched::Timeline& timeline, int fusions) {
  const int decisions = fusions == 0 ? 0 : timeline.decisionOfFusion(fusions - 1) + 1;
  return stepCaption(graph, trace, decisions) + fmt::format(" · {} fusion(s)", fusions);
}

int parseStep(const std::string& text, int fusionCount) {
  if (text == "last") return fusionCount;
  try {
    size_t used = 0;
    const int step = std::stoi(text, &used);
    if (used != text.size() || step < 0 || step > fusionCount) throw std::out_of_range(text);
    return step;
  } catch (const std::exception&) {
    throw UsageError(fmt::format("--step must be 0..{} or 'last' (or 'inductor'), got '{}'", fusionCount, text));
  }
}

// --collapse-blocks: the whole model as its blocks, with the final kernels (Inductor's recorded ones unless
// --set or --step asks for the replay).
int exportBlocks(const CliArgs& args, const capture::OpenedCapture& opened, const std::string& stepText,
                 const ExportOptions& options, ExportFormat format, const std::string& out) {
  if (args.flag("--all-steps") || args.flag("--clusters"))
    throw UsageError("--collapse-blocks draws one picture of the final kernels: it takes no --all-steps or --clusters");
  if (stepText != "last" && stepText != "inductor")
    throw UsageError("--collapse-blocks draws the final kernels: --step must be 'last' or 'inductor'");
  const Graph& graph = *opened.graph();
  const sched::Trace& trace = *scheduleOf(opened).trace;
  const bool inductor = analysis::recordsKernels(graph) && (stepText == "inductor" || args.values("--set").empty());
  if (stepText == "inductor" && !analysis::recordsKernels(graph))
    throw UsageError(graph.name + " records no Inductor kernels (no ir_post_fusion.txt): use --step last");
  const auto& kernels = opened.kernels(inductor ? analysis::KernelSource::Inductor : analysis::KernelSource::Replay);
  // The overview every front end shows unless --set asks for the replay's kernels.
  const analysis::BlockOverview overview = inductor || !analysis::recordsKernels(graph)
                                               ? opened.blocks()
                                               : analysis::blockOverview(graph, opened.sources(), trace, kernels);
  BlockPictureOptions picture;
  picture.theme = options.theme;
  if (args.flag("--caption"))
    picture.caption = fmt::format("{} · {} · kernels from {}", graph.name,
                                  overview.evidence == analysis::BlockEvidence::Remainder
                                      ? std::string("no repeated blocks")
                                      : fmt::format("{} found by {}", counted(static_cast<long long>(overview.blocks.size()), "block"),
                                                    analysis::toString(overview.evidence)),
                                  inductor ? "Inductor's recorded result" : "FuseScope's replay");
  writeFileAtomically(out, renderBlockPicture(graph, overview, picture, format));
  fmt::print("wrote {} ({} in {})\n", out, counted(static_cast<long long>(overview.blocks.size()), "block"),
             counted(static_cast<long long>(analysis::alikeRuns(overview).size()), "box", "boxes"));
  return 0;
}

}  // namespace

int cmdExport(const std::vector<std::string>& rawArgs) {
  const CliArgs args(rawArgs, withLoadLimitOptions({"--graph", "--policy", "--set", "--step", "--dpi", "--format", "--theme"}),
                     withLoadFlags({"--clusters", "--all-steps", "--caption", "--collapse-blocks"}));
  const std::string path = args.requirePositional(0, "PATH");
  const auto out = args.value("-o");
  if (!out) throw UsageError("missing -o FILE (or -o DIR with --all-steps)");
  const bool allSteps = args.flag("--all-steps");
  const bool caption = args.flag("--caption");
  const LoadOptions limits = loadLimits(args);

  std::optional<ExportFormat> format;
  if (const auto name = args.value("--format")) {
    format = parseExportFormat(*name);
    if (!format) throw UsageError("--format must be svg, png, pdf or dot, got '" + *name + "'");
  } else if (!allSteps) {
    format = parseExportFormat(std::filesystem::path(*out).extension().string().substr(std::min<size_t>(1, std::filesystem::path(*out).extension().string().size())));
  }
  if (!format) format = ExportFormat::Svg;

  ExportOptions options;
  if (const auto dpi = args.value("--dpi")) {
    try {
      options.dpi = std::stod(*dpi);
    } catch (const std::exception&) {
      options.dpi = -1;
    }
    if (options.dpi <= 0 || options.dpi > 1200) throw UsageError("--dpi must be a number in (0, 1200], got '" + *dpi + "'");
  }
  if (const auto theme = args.value("--theme")) {
    if (*theme == "dark") options.theme = Theme::Dark;
    else if (*theme != "light") throw UsageError("--theme must be light or dark");
  }

  const auto opened = openForCommand(args);
  const Graph& graph = *opened->graph();
  const std::string stepText = args.value("--step").value_or("last");
  if (args.flag("--collapse-blocks")) return exportBlocks(args, *opened, stepText, options, *format, *out);

  // Groups per step come from the scheduler's timeline; --step inductor draws Inductor's recorded kernels.
  std::optional<sched::Trace> trace;
  std::optional<sched::Timeline> timeline;
  if (stepText != "inductor" || allSteps) {
    trace = *scheduleOf(*opened).trace;
    timeline.emplace(graph, *trace);
  }

  const LayoutOptions layoutOptions;
  GraphLayout layout;
  std::vector<FusionGroupView> finalGroups;
  if (args.flag("--clusters")) {
    // Explicit cluster mode: dot is re-run with one cluster per group of the requested step.
    finalGroups = timeline ? groupsAt(*timeline, parseStep(stepText, timeline->fusionCount())) : recordedKernelGroups(graph);
    layout = layoutGraph(graph, layoutOptions, &finalGroups);
  } else {
    layout = layoutGraph(graph, layoutOptions);
  }
  fmt::print(stderr, "layout: {} in {:.2f} s\n", layout.strategyDetail, layout.seconds);

  if (allSteps) {
    const std::filesystem::path dir(*out);
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw ExportError("cannot create " + dir.string() + ": " + ec.message());
    for (int step = 0; step <= timeline->fusionCount(); ++step) {
      const auto file = dir / fmt::format("step-{:04d}.{}", step, formatExtension(*format));
      if (caption) options.caption = captionAfterFusions(graph, *trace, *timeline, step);
      exportPicture(layout, groupsAt(*timeline, step), options, *format, file);
    }
    fmt::print("wrote {} pictures to {}\n", timeline->fusionCount() + 1, dir.string());
    return 0;
  }

  const int fusions = stepText == "inductor" ? -1 : parseStep(stepText, timeline->fusionCount());
  if (caption)
    options.caption = fusions < 0 ? graph.name + " · Inductor's recorded kernels (ir_post_fusion.txt)"
                                  : captionAfterFusions(graph, *trace, *timeline, fusions);
  const std::vector<FusionGroupView> groups = fusions < 0 ? recordedKernelGroups(graph) : groupsAt(*timeline, fusions);
  exportPicture(layout, groups, options, *format, *out);
  fmt::print("wrote {}\n", *out);
  return 0;
}

}  // namespace fusescope::cli
