#include "export/exporter.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

#include "util/whole_file_write.h"
#include "export/cairo_writer.h"
#include "export/svg_writer.h"

namespace fusescope {
namespace {

SceneOptions sceneOptions(const ExportOptions& options) {
  SceneOptions scene;
  scene.theme = options.theme;
  scene.margin = options.margin;
  scene.drawEdges = options.drawEdges;
  scene.hullSingletons = options.hullSingletons;
  scene.highlight = options.highlight;
  scene.caption = options.caption;
  return scene;
}

}  // namespace

std::optional<ExportFormat> parseExportFormat(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "svg") return ExportFormat::Svg;
  if (lower == "png") return ExportFormat::Png;
  if (lower == "pdf") return ExportFormat::Pdf;
  if (lower == "dot" || lower == "gv") return ExportFormat::Dot;
  return std::nullopt;
}

std::string_view formatExtension(ExportFormat format) {
  switch (format) {
    case ExportFormat::Svg: return "svg";
    case ExportFormat::Png: return "png";
    case ExportFormat::Pdf: return "pdf";
    case ExportFormat::Dot: return "dot";
  }
  return "svg";
}

std::string renderSvg(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options) {
  return writeSvg(buildScene(layout, hulls, sceneOptions(options)));
}

std::string renderPicture(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options,
                          ExportFormat format) {
  switch (format) {
    case ExportFormat::Svg: return renderSvg(layout, hulls, options);
    case ExportFormat::Png: return renderPng(buildScene(layout, hulls, sceneOptions(options)), options.dpi);
    case ExportFormat::Pdf: return renderPdf(buildScene(layout, hulls, sceneOptions(options)));
    case ExportFormat::Dot: return toDot(layout, hulls, options);
  }
  throw ExportError("unknown export format");
}

void writeFileAtomically(const std::filesystem::path& out, std::string_view bytes) {
  if (out.empty()) throw ExportError("cannot write picture: no output path given");
  if (const std::string why = writeWholeFile(out, bytes); !why.empty()) throw ExportError("cannot write " + out.string() + ": " + why);
}

void exportPicture(const GraphLayout& layout, const std::vector<FusionGroupView>& hulls, const ExportOptions& options,
                   ExportFormat format, const std::filesystem::path& out) {
  writeFileAtomically(out, renderPicture(layout, hulls, options, format));
}

}  // namespace fusescope
