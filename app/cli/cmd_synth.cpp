// `fusescope-cli synth --nodes N [--seed S] [--pattern PATH] -o FILE.json`: a synthetic deep model made
// by tiling a real capture's layer pattern (default: the bundled GPT-2 backward graph).
#include <fmt/format.h>

#include "cli_args.h"
#include "load_limits.h"
#include "commands.h"
#include "embedded_pattern.h"
#include "graph/graph_json.h"
#include "graph/synthetic_graph.h"
#include "import/capture_loader.h"
#include "import/load.h"

namespace fusescope::cli {

namespace {

int parsePositive(const std::string& text, const std::string& option) {
  size_t used = 0;
  long value = 0;
  try {
    value = std::stol(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || value <= 0 || value > 50'000'000)
    throw UsageError(fmt::format("{} needs a positive integer (at most 50000000), got '{}'", option, text));
  return static_cast<int>(value);
}

}  // namespace

int cmdSynth(const std::vector<std::string>& argv) {
  const CliArgs args(argv, withLoadLimitOptions({"--nodes", "--seed", "--pattern", "--graph"}), withLoadFlags({}));
  if (!args.positionals().empty()) throw UsageError("unexpected argument " + args.positionals()[0]);
  const auto nodes = args.value("--nodes");
  const auto out = args.value("-o");
  if (!nodes) throw UsageError("missing --nodes N");
  if (!out) throw UsageError("missing -o FILE.json");

  SynthOptions options;
  options.targetNodes = parsePositive(*nodes, "--nodes");
  if (auto seed = args.value("--seed")) options.seed = static_cast<std::uint32_t>(parsePositive(*seed, "--seed"));

  Graph pattern;
  if (auto path = args.value("--pattern")) {
    pattern = loadGraph(*path, args.value("--graph").value_or(""), loadLimits(args));
  } else {
    CaptureFiles files;
    files.folder = kEmbeddedPatternName;
    files.files.emplace("ir_pre_fusion.txt", std::string(embeddedPatternText()));
    pattern = loadCapture(files);
    pattern.name = kEmbeddedPatternName;
  }
  const Graph g = synthesizeGraph(pattern, options);
  saveGraphJson(g, *out);
  fmt::print("wrote {}: {} nodes, {} buffers ({} copies of {})\n", *out, g.nodes.size(), g.buffers.size(),
             g.nodes.size() / pattern.nodes.size(), pattern.name);
  return 0;
}

}  // namespace fusescope::cli
