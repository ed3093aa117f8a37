// Export of a laid-out graph (plus the fusion groups of one step and an optional highlighted pair) as
// SVG, PNG, PDF or DOT. The GUI and `fusescope-cli export` both call this. SVG, PNG and PDF are drawn
// from the same display list (core/export/scene.h); DOT is the graph with FuseScope's positions.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "export/export_error.h"
#include "export/scene.h"
#include "layout/fusion_group_view.h"
#include "layout/graph_layout.h"

namespace fusescope {

enum class ExportFormat { Svg, Png, Pdf, Dot };

std::optional<ExportFormat> parseExportFormat(std::string_view name);   // "svg", "png", "pdf", "dot" (any case)
std::string_view formatExtension(ExportFormat format);                  // "svg", ...

struct ExportOptions {
  Theme theme = Theme::Light;
  double margin = 24;                    // points around the graph
  double dpi = 0;                        // PNG only; 0: automatic (readable labels, bounded size)
  bool drawEdges = true;
  bool hullSingletons = false;           // draw hulls around one-node groups too
  std::optional<HighlightPair> highlight;
  std::string caption;                   // a line under the picture saying what it shows; "" for none
};

// In-memory renderings (bytes for PNG/PDF).
std::string renderSvg(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options = {});
std::string toDot(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls = {}, const ExportOptions& options = {});
std::string renderPicture(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options,
                          ExportFormat format);

// Renders and writes `out` (replaced atomically: written next to it, then renamed). Throws ExportError
// naming the path and the cause when it cannot be written.
void exportPicture(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options,
                   ExportFormat format, const std::filesystem::path& out);

// Writes bytes to a file the same way (exposed for callers that render once and write several files).
void writeFileAtomically(const std::filesystem::path& out, std::string_view bytes);

}  // namespace fusescope
