// fusescope-cli report PATH -o FILE.html|DIR [--graph G] [--step K] [--why A B]... [--profile TRACE] [--policy P] [--set K=V]...
// One self-contained HTML page anyone opens in a browser: the trust line, the graph after K decisions (default:
// all) with its fusion groups and the first asked pair marked, each `--why` answer, the Decisions table with
// filters and the kernels with the user's source lines. Exit 2 for bad input or an unknown node.
#include <cctype>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "analysis/explain_pair.h"
#include "cli_analysis.h"
#include "cli_args.h"
#include "commands.h"
#include "load_limits.h"
#include "export/exporter.h"
#include "profile/graph_measurement.h"
#include "profile/run_profile.h"
#include "report/graph_report.h"
#include "report/run_index.h"
#include "import/load.h"
#include "import/output_code_lookup.h"
#include "util/import_error.h"
#include "source/source_map.h"

namespace fusescope::cli {

namespace {

// `--why A B` takes two values; CliArgs takes one, so the pair travels as "A B".
std::vector<std::string> joinWhyPairs(const std::vector<std::string>& args) {
  std::vector<std::string> out;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--why") {
      if (i + 2 >= args.size() || args[i + 1].rfind("--", 0) == 0 || args[i + 2].rfind("--", 0) == 0)
        throw UsageError("--why takes two node names: --why A B");
      out.push_back("--why");
      out.push_back(args[i + 1] + " " + args[i + 2]);
      i += 2;
    } else {
      out.push_back(args[i]);
    }
  }
  return out;
}

// One graph's page.
// `run`: the profile of the whole run (one trace read for every page), or null: then --profile, if given,
// is read for this graph alone.
report::IndexEntry writeGraphReport(const CliArgs& cli, const capture::OpenedCapture& opened,
                                    const std::filesystem::path& out, const std::string& command,
                                    const profile::RunProfile* run = nullptr) {
  const analysis::Analysis& a = scheduleOf(opened);
  const Graph& graph = *a.graph;
  std::vector<std::pair<NodeId, NodeId>> pairs;
  for (const auto& pair : cli.values("--why")) {
    const std::string nameA = pair.substr(0, pair.find(' ')), nameB = pair.substr(pair.find(' ') + 1);
    const NodeId idA = analysis::resolvePairNode(graph, *a.trace, nameA);
    const NodeId idB = analysis::resolvePairNode(graph, *a.trace, nameB);
    for (auto [id, name] : {std::pair{idA, nameA}, std::pair{idB, nameB}})
      if (id == kNone) throw UsageError("no node named '" + name + "' in " + graph.name);
    pairs.emplace_back(idA, idB);
  }
  std::optional<profile::GraphMeasurement> measured;
  if (run) {
    if (const int index = run->indexOf(opened.inputs().path); index >= 0) measured = profile::measurementOf(*run, index, graph);
  } else if (const auto trace = cli.value("--profile")) {
    measured = opened.measurement(*trace);
  }
  report::GraphPage page = report::graphReportPage(opened, cli.count("--step", -1), pairs, command, measured ? &*measured : nullptr);
  writeFileAtomically(out, page.html);
  page.entry.page = out.filename().string();
  return page.entry;
}

// The folder the pages go to, made when missing; a clear error (exit 2) when it cannot be.
void makeFolder(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw UsageError(fmt::format("cannot make the folder {} for the report's pages: {}", dir.string(), ec.message()));
}

// "rank1_model__0_backward_15.7.html": the graph folder's name (and rank), made unique within the run.
std::string pageName(const std::string& graph, int rank, std::set<std::string>& used) {
  std::string name;
  for (char c : std::filesystem::path(graph).filename().string())
    name += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_') ? c : '_';
  if (rank >= 0) name = fmt::format("rank{}_{}", rank, name);
  std::string page = name + ".html";
  for (int i = 2; !used.insert(page).second; ++i) page = fmt::format("{}_{}.html", name, i);
  return page;
}

}  // namespace

int cmdReport(const std::vector<std::string>& rawArgs) {
  CliArgs cli(joinWhyPairs(rawArgs), withLoadLimitOptions({"--graph", "--policy", "--set", "--step", "--why", "--profile"}), withLoadFlags({}));
  const auto out = cli.value("-o");
  if (!out) throw UsageError("missing -o FILE.html (one graph) or -o DIR (a whole run: a page per graph and an index)");
  const std::string path = cli.requirePositional(0, "PATH");
  std::string command = "fusescope-cli report";
  for (const auto& arg : rawArgs) command += " " + arg;
  // A page: FILE.html, or anything that exists and is no folder (/dev/stdout, a pipe, a file kept as named).
  std::error_code ec;
  const bool toFile = std::filesystem::path(*out).extension() == ".html" ||
                      (std::filesystem::exists(*out, ec) && !std::filesystem::is_directory(*out, ec));
  const auto graphName = cli.value("--graph");
  if (toFile || graphName) {
    std::filesystem::path file = *out;
    if (!toFile) {
      makeFolder(file);
      std::set<std::string> used;
      file /= pageName(*graphName, -1, used);
    }
    writeGraphReport(cli, *openForCommand(cli), file, command);
    fmt::print("wrote {}\n", file.string());
    return 0;
  }
  // A whole run: one page per graph (per rank in a torch.distributed run) and an index.
  if (!cli.values("--why").empty()) throw UsageError("--why names nodes of one graph: give --graph NAME with it");
  const std::vector<GraphEntry> entries = listGraphs(path, loadLimits(cli));
  if (entries.empty()) throw ImportError(path, 0, "no Inductor capture here (no folder with an ir_pre_fusion.txt)");
  const std::filesystem::path dir = *out;
  makeFolder(dir);
  std::optional<profile::RunProfile> run;
  if (const auto trace = cli.value("--profile")) run = profile::profileRun(path, *trace, loadLimits(cli));
  std::vector<report::IndexEntry> index;
  std::set<std::string> used;
  for (const GraphEntry& e : entries) {
    report::IndexEntry row = writeGraphReport(cli, *openListed(cli, e),
                                              dir / pageName(e.name, e.rank, used), command, run ? &*run : nullptr);
    row.graph = e.name;
    index.push_back(std::move(row));
  }
  writeFileAtomically(dir / "index.html", report::htmlRunIndex(path, index, command));
  fmt::print("wrote {} ({} graph pages)\n", (dir / "index.html").string(), index.size());
  return 0;
}

}  // namespace fusescope::cli
