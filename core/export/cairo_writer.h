// Scene -> PNG or PDF bytes through cairo, drawing exactly what the SVG writer draws.
#pragma once

#include <string>

#include "export/scene.h"

namespace fusescope {

struct RasterSize {
  int width = 0;
  int height = 0;
  double dpi = 0;                    // the resolution actually used (lowered for very large graphs)
};

// The pixel size a PNG of `scene` gets at `dpi` (0: automatic, 96 dpi so 10 pt labels are ~13 px tall),
// shrunk to stay within cairo's 32767 px per side and kMaxPngPixels in total.
inline constexpr double kMaxPngPixels = 120e6;
RasterSize pngSize(const Scene& scene, double dpi);

std::string renderPng(const Scene& scene, double dpi, RasterSize* used = nullptr);   // throws ExportError
std::string renderPdf(const Scene& scene);                                         // throws ExportError

}  // namespace fusescope
