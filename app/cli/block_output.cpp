#include "block_output.h"

#include <fmt/format.h>

namespace fusescope::cli {

nlohmann::json blocksJson(const Graph& graph, const analysis::BlockOverview& overview) {
  nlohmann::json blocks = nlohmann::json::array();
  for (const analysis::Block& b : overview.blocks) {
    nlohmann::json members = nlohmann::json::array();
    for (NodeId n : b.nodes) members.push_back(graph.nodes[static_cast<size_t>(n)].name);
    blocks.push_back({{"name", b.name},
                      {"path", b.path},
                      {"detail", b.detail},
                      {"detail_from", b.detailFrom},
                      {"evidence", analysis::toString(b.evidence)},
                      {"nodes", b.nodes.size()},
                      {"members", std::move(members)},
                      {"repeat", b.repeat < 0 ? nlohmann::json(nullptr) : nlohmann::json(b.repeat)},
                      {"kernels", b.kernels},
                      {"fusions", b.fusions},
                      {"refusals", b.refusals},
                      {"shared_kernels", b.sharedKernels},
                      {"fuses_like", overview.blocks[static_cast<size_t>(b.fusesLike)].name},
                      {"fuses_differently", b.fusesDifferently},
                      {"difference", b.difference},
                      {"usual", b.usual < 0 ? nlohmann::json(nullptr) : nlohmann::json(overview.blocks[static_cast<size_t>(b.usual)].name)}});
  }
  // The runs the overview folds (one box each in export --collapse-blocks), with the period that was chosen
  // and why: the shortest that repeats.
  nlohmann::json runs = nlohmann::json::array();
  for (const analysis::AlikeRun& r : analysis::alikeRuns(overview)) {
    nlohmann::json run = {{"first", overview.blocks[r.first].name},
                          {"last", overview.blocks[r.last].name},
                          {"blocks", r.size()},
                          {"period", r.period}};
    if (r.size() > 1) {
      run["note"] = analysis::alikeRunNote(overview, r);
      run["period_from"] = r.period == 1 ? "each block has the same ops as its neighbour and fused like it"
                                         : "neighbours differ; each block has the same ops as the block two before and "
                                           "fused like it (the shortest period that repeats)";
    }
    runs.push_back(std::move(run));
  }
  return {{"evidence", analysis::toString(overview.evidence)},
          {"kernels_from", analysis::toString(overview.kernelsFrom)},
          {"repeats", overview.repeats},
          {"blocks", std::move(blocks)},
          {"runs", std::move(runs)}};
}

void printBlocks(const analysis::BlockOverview& overview) {
  const auto runs = analysis::alikeRuns(overview);
  if (overview.evidence == analysis::BlockEvidence::Remainder) {
    // Nothing named blocks: no module paths, and no stretch of the graph repeats.
    fmt::print("  blocks     none found (no module paths, no repeated stretch of ops): the graph is one block\n");
    return;
  }
  fmt::print("  blocks     {} from {}{}; kernels from {}\n", overview.blocks.size(), analysis::toString(overview.evidence),
             overview.repeats > 0 ? fmt::format(" ({} repeated pattern{})", overview.repeats, overview.repeats == 1 ? "" : "s") : "",
             overview.kernelsFrom == analysis::KernelSource::Inductor ? "Inductor's recorded result" : "FuseScope's replay");
  for (const analysis::AlikeRun& r : runs) {
    const analysis::Block& b = overview.blocks[r.first];
    std::string name = analysis::blockTitle(b);
    if (r.size() > 1) name = fmt::format("{} - {}", b.name, overview.blocks[r.last].name);
    std::string note;
    if (r.size() > 1) note = "  " + analysis::alikeRunNote(overview, r);
    if (b.fusesDifferently)
      note += fmt::format("  FUSED UNLIKE {} (same ops)", overview.blocks[static_cast<size_t>(b.usual)].name);
    fmt::print("    {:<44} {:>5} nodes {:>5} kernels {:>5} fusions {:>4} refusals{}{}\n", name, b.nodes.size(), b.kernels,
               b.fusions, b.refusals, r.size() > 1 ? " each" : "", note);
    if (!b.difference.empty()) fmt::print("      {}\n", b.difference);
  }
}

}  // namespace fusescope::cli
