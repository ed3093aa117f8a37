#include "export/cairo_writer.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>

#include <cairo-pdf.h>
#include <cairo.h>

#include "export/export_error.h"

namespace fusescope {
namespace {

constexpr double kDefaultDpi = 96;
constexpr int kMaxSide = 32767;
constexpr double kPi = std::numbers::pi;

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

void check(cairo_status_t status, const char* what) {
  if (status != CAIRO_STATUS_SUCCESS) throw ExportError(std::string(what) + ": " + cairo_status_to_string(status));
}

cairo_status_t appendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void setColor(cairo_t* cr, const Rgba& c) { cairo_set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0); }

void roundedRect(cairo_t* cr, const std::vector<Point>& p, double radius) {
  const double x = p[0].x, y = p[0].y, w = p[1].x - p[0].x, h = p[2].y - p[1].y;
  const double r = std::min({radius, w / 2, h / 2});
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -kPi / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, kPi / 2);
  cairo_arc(cr, x + r, y + h - r, r, kPi / 2, kPi);
  cairo_arc(cr, x + r, y + r, r, kPi, 3 * kPi / 2);
  cairo_close_path(cr);
}

void drawPath(cairo_t* cr, const ScenePath& path) {
  cairo_new_path(cr);
  const bool singleRect = path.polygons.size() == 1 && path.polygons[0].size() == 4 && path.cornerRadius > 0 &&
                          path.polygons[0][0].y == path.polygons[0][1].y && path.polygons[0][1].x == path.polygons[0][2].x;
  if (singleRect) {
    roundedRect(cr, path.polygons[0], path.cornerRadius);
  } else {
    for (const auto& polygon : path.polygons) {
      if (polygon.empty()) continue;
      cairo_move_to(cr, polygon[0].x, polygon[0].y);
      for (size_t i = 1; i < polygon.size(); ++i) cairo_line_to(cr, polygon[i].x, polygon[i].y);
      cairo_close_path(cr);
    }
  }
  if (!path.bezier.empty()) {
    cairo_move_to(cr, path.bezier[0].x, path.bezier[0].y);
    for (size_t i = 1; i + 2 < path.bezier.size(); i += 3)
      cairo_curve_to(cr, path.bezier[i].x, path.bezier[i].y, path.bezier[i + 1].x, path.bezier[i + 1].y, path.bezier[i + 2].x,
                     path.bezier[i + 2].y);
  }
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
  if (path.fill) {
    setColor(cr, *path.fill);
    if (path.stroke) cairo_fill_preserve(cr);
    else cairo_fill(cr);
  }
  if (path.stroke) {
    setColor(cr, *path.stroke);
    cairo_set_line_width(cr, path.strokeWidth);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    static const double kDashed[] = {5, 3};
    static const double kDotted[] = {1.5, 2.5};
    if (path.dash == Dash::Dashed) cairo_set_dash(cr, kDashed, 2, 0);
    else if (path.dash == Dash::Dotted) cairo_set_dash(cr, kDotted, 2, 0);
    else cairo_set_dash(cr, nullptr, 0, 0);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
}

void drawText(cairo_t* cr, const SceneText& text) {
  // The toy text API is enough: labels are short ASCII-ish lines in a monospace face.
  cairo_select_font_face(cr, "DejaVu Sans Mono", CAIRO_FONT_SLANT_NORMAL, text.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, text.size);
  double x = text.anchor.x;
  if (text.middle) {
    cairo_text_extents_t extents;
    cairo_text_extents(cr, text.text.c_str(), &extents);
    x -= extents.x_advance / 2;
  }
  setColor(cr, text.color);
  cairo_move_to(cr, x, text.anchor.y);
  cairo_show_text(cr, text.text.c_str());
  cairo_new_path(cr);
}

void drawScene(cairo_t* cr, const Scene& scene) {
  setColor(cr, scene.background);
  cairo_paint(cr);
  for (const SceneItem& item : scene.items) {
    for (const ScenePath& path : item.paths) drawPath(cr, path);
    for (const SceneText& text : item.texts) drawText(cr, text);
  }
  check(cairo_status(cr), "cairo drawing failed");
}

}  // namespace

RasterSize pngSize(const Scene& scene, double dpi) {
  double used = dpi > 0 ? dpi : kDefaultDpi;
  double scale = used / 72.0;
  const double w = std::max(1.0, scene.bounds.width);
  const double h = std::max(1.0, scene.bounds.height);
  scale = std::min({scale, kMaxSide / w, kMaxSide / h, std::sqrt(kMaxPngPixels / (w * h))});
  used = scale * 72.0;
  return {std::max(1, static_cast<int>(std::ceil(w * scale))), std::max(1, static_cast<int>(std::ceil(h * scale))), used};
}

std::string renderPng(const Scene& scene, double dpi, RasterSize* usedSize) {
  const RasterSize size = pngSize(scene, dpi);
  if (usedSize != nullptr) *usedSize = size;
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, size.width, size.height));
  check(cairo_surface_status(surface.get()), "cannot create the PNG image");
  {
    ContextPtr cr(cairo_create(surface.get()));
    check(cairo_status(cr.get()), "cannot draw the PNG image");
    cairo_scale(cr.get(), size.dpi / 72.0, size.dpi / 72.0);
    drawScene(cr.get(), scene);
  }
  cairo_surface_flush(surface.get());
  std::string bytes;
  check(cairo_surface_write_to_png_stream(surface.get(), appendToString, &bytes), "cannot encode the PNG image");
  return bytes;
}

std::string renderPdf(const Scene& scene) {
  std::string bytes;
  {
    SurfacePtr surface(cairo_pdf_surface_create_for_stream(appendToString, &bytes, std::max(1.0, scene.bounds.width),
                                                           std::max(1.0, scene.bounds.height)));
    check(cairo_surface_status(surface.get()), "cannot create the PDF document");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, scene.title.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "FuseScope");
    {
      ContextPtr cr(cairo_create(surface.get()));
      check(cairo_status(cr.get()), "cannot draw the PDF document");
      drawScene(cr.get(), scene);
    }
    cairo_surface_finish(surface.get());
    check(cairo_surface_status(surface.get()), "cannot write the PDF document");
  }
  return bytes;
}

}  // namespace fusescope
