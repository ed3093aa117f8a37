#include "export/block_picture.h"

#include <cmath>
#include <map>
#include <mutex>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "export/export_error.h"
#include "graph/node_edges.h"
#include "layout/graphviz.h"
#include "layout/palette.h"

namespace fusescope {

namespace {

// A DOT string literal: quotes and backslashes escaped; "\l" ends each line left-justified.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string label(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) {
    for (char c : line) {
      if (c == '"' || c == '\\') text += '\\';
      text += c;
    }
    text += "\\l";
  }
  return "\"" + text + "\"";
}

std::string countText(size_t n, const char* what) { return fmt::format("{} {}{}", n, what, n == 1 ? "" : "s"); }

}  // namespace

std::string blockPictureDot(const Graph& graph, const analysis::BlockOverview& overview, const BlockPictureOptions& options) {
  const ThemeColors colors = themeColors(options.theme);
  const std::vector<analysis::AlikeRun> runs = analysis::alikeRuns(overview);
  std::vector<size_t> runOfBlock(overview.blocks.size());
  for (size_t r = 0; r < runs.size(); ++r)
    for (size_t b = runs[r].first; b <= runs[r].last; ++b) runOfBlock[b] = r;

  std::string dot = "digraph blocks {\n";
  dot += fmt::format("  graph [rankdir=TB, nodesep=0.3, ranksep=0.35, bgcolor={}, fontname=\"DejaVu Sans Mono\", "
                     "fontsize=11, fontcolor={}, labelloc=b, label={}];\n",
                     quoted(colors.background.hex()), quoted(colors.text.hex()), quoted(options.caption));
  dot += "  node [shape=box, style=\"rounded,filled\", fontname=\"DejaVu Sans Mono\", fontsize=10, margin=\"0.15,0.06\"];\n";
  dot += fmt::format("  edge [color={}, fontname=\"DejaVu Sans Mono\", fontsize=8, fontcolor={}, arrowsize=0.6];\n",
                     quoted(colors.edge.hex()), quoted(colors.text.hex()));
  const NodeStyle usual = nodeStyle(NodeCategory::Pointwise), remainder = nodeStyle(NodeCategory::Nop);
  for (size_t r = 0; r < runs.size(); ++r) {
    const analysis::Block& b = overview.blocks[runs[r].first];
    std::vector<std::string> lines;
    if (runs[r].size() > 1) {
      lines.push_back(fmt::format("{} - {}   ×{}", b.name, overview.blocks[runs[r].last].name, runs[r].size()));
      if (!b.detail.empty()) lines.push_back(b.detail);
      if (runs[r].period == 1) {
        lines.push_back("each: " + countText(b.nodes.size(), "node"));
        lines.push_back(fmt::format("{}, {}", countText(static_cast<size_t>(b.kernels), "kernel"),
                                    countText(static_cast<size_t>(b.fusions), "fusion")));
        lines.push_back("same ops, same fusion");
      } else {
        // Two kinds alternate: each kind's numbers, first kind first.
        const analysis::Block& c = overview.blocks[runs[r].first + 1];
        lines.push_back(fmt::format("2 alternating kinds: {} / {} nodes", b.nodes.size(), c.nodes.size()));
        lines.push_back(fmt::format("{} / {} kernels, {} / {} fusions", b.kernels, c.kernels, b.fusions, c.fusions));
        lines.push_back("each like the block two before");
      }
    } else {
      lines.push_back(analysis::blockTitle(b));
      lines.push_back(countText(b.nodes.size(), "node"));
      lines.push_back(fmt::format("{}, {}, {}", countText(static_cast<size_t>(b.kernels), "kernel"),
                                  countText(static_cast<size_t>(b.fusions), "fusion"),
                                  countText(static_cast<size_t>(b.refusals), "refusal")));
    }
    // The asked nodes this box holds, by name.
    std::vector<std::string> asked;
    for (NodeId n : options.marked)
      if (n >= 0 && static_cast<size_t>(n) < overview.blockOfNode.size() &&
          runOfBlock[static_cast<size_t>(overview.blockOfNode[static_cast<size_t>(n)])] == r)
        asked.push_back(graph.nodes[static_cast<size_t>(n)].name);
    if (!asked.empty()) lines.push_back("ASKED: " + fmt::format("{}", fmt::join(asked, ", ")));
    std::string attributes;
    if (b.fusesDifferently) {
      lines.push_back(fmt::format("FUSED UNLIKE {}:", overview.blocks[static_cast<size_t>(b.usual)].name));
      // "op750 is in op750_op770 ...; in block 0 its counterpart op46 is in op46": one clause a line.
      for (size_t at = 0; at < b.difference.size();) {
        const size_t end = b.difference.find("; ", at);
        lines.push_back(b.difference.substr(at, end == std::string::npos ? std::string::npos : end - at));
        at = end == std::string::npos ? b.difference.size() : end + 2;
      }
      attributes = fmt::format("fillcolor={}, color={}, penwidth=3, tooltip={}", quoted(usual.fill.hex()),
                               quoted(colors.rejected.hex()), quoted(b.difference));
    } else if (b.evidence == analysis::BlockEvidence::Remainder) {
      attributes = fmt::format("fillcolor={}, color={}, style=\"rounded,filled,dashed\", tooltip={}",
                               quoted(remainder.fill.hex()), quoted(remainder.border.hex()),
                               quoted(fmt::format("{}: nodes no block holds ({})", b.name, analysis::toString(b.evidence))));
    } else {
      attributes = fmt::format("fillcolor={}, color={}, tooltip={}", quoted(usual.fill.hex()), quoted(usual.border.hex()),
                               quoted(fmt::format("{} ({})", b.name, analysis::toString(b.evidence))));
    }
    // Marked last, so that its outline wins over the box's own (a later attribute overrides an earlier one).
    if (!asked.empty()) attributes += ", color=\"#1f6feb\", penwidth=4";   // the window's selection blue
    dot += fmt::format("  \"block-{}\" [id=\"block-{}\", label={}, fontcolor={}, {}];\n", runs[r].first, runs[r].first,
                       label(lines), quoted(usual.text.hex()), attributes);
  }
  // Tensors from one box to another, each producer-consumer pair once; edges inside a box are its own.
  std::map<std::pair<size_t, size_t>, int> bundled;
  for (const NodeEdge& e : nodeEdges(graph)) {
    const size_t from = runOfBlock[static_cast<size_t>(overview.blockOfNode[static_cast<size_t>(e.from)])];
    const size_t to = runOfBlock[static_cast<size_t>(overview.blockOfNode[static_cast<size_t>(e.to)])];
    if (from != to) ++bundled[{from, to}];
  }
  for (const auto& [ends, count] : bundled) {
    const bool backwards = ends.first > ends.second;
    dot += fmt::format("  \"block-{}\" -> \"block-{}\" [penwidth={:.1f}, label=\" {}\"{}];\n", runs[ends.first].first,
                       runs[ends.second].first, 0.8 + std::log2(static_cast<double>(count)), count,
                       backwards ? ", constraint=false" : "");
  }
  dot += "}\n";
  return dot;
}

size_t blockPictureBoxes(const analysis::BlockOverview& overview) { return analysis::alikeRuns(overview).size(); }

std::string renderBlockPicture(const Graph& graph, const analysis::BlockOverview& overview,
                               const BlockPictureOptions& options, ExportFormat format) {
  if (const size_t boxes = blockPictureBoxes(overview); boxes > kMaxBlockPictureBoxes)
    throw ExportError(fmt::format("the block overview would be {} boxes ({} blocks, few of them alike); at most {} are "
                                  "drawn: export the graph itself, or a --step picture",
                                  boxes, overview.blocks.size(), kMaxBlockPictureBoxes));
  const std::string dot = blockPictureDot(graph, overview, options);
  const char* renderer = format == ExportFormat::Svg ? "svg" : format == ExportFormat::Png ? "png"
                         : format == ExportFormat::Pdf ? "pdf" : "dot";
  try {
    std::lock_guard<std::mutex> lock(gv::graphvizMutex());
    gv::Context& context = gv::sharedContext();
    gv::Graph gvGraph = gv::Graph::fromDot(dot);
    gv::Layout layout(context, gvGraph, "dot");
    return layout.render(renderer);
  } catch (const gv::GraphvizError& error) {
    throw ExportError(std::string("Graphviz could not draw the block overview: ") + error.what());
  }
}

}  // namespace fusescope
