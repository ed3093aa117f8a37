#include "export/svg_writer.h"

#include <cmath>

#include <fmt/format.h>

namespace fusescope {
namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 when it is invalid.
size_t utf8SequenceLength(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  size_t length = 0;
  if (lead < 0x80) return 1;
  if ((lead & 0xe0) == 0xc0 && lead >= 0xc2) length = 2;
  else if ((lead & 0xf0) == 0xe0) length = 3;
  else if ((lead & 0xf8) == 0xf0 && lead <= 0xf4) length = 4;
  else return 0;
  if (i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k)
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
  return length;
}

// A tenth of a point is finer than any screen or print shows, and a 1,500-node picture is megabytes of
// these: "1286.5", "70", never "-0".
std::string number(double v) {
  if (std::abs(v) < 0.05) v = 0;
  std::string s = fmt::format("{:.1f}", v);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

std::string color(const Rgba& c) { return c.hex(); }

void appendPaint(std::string& out, const ScenePath& path) {
  if (path.fill) {
    out += fmt::format(" fill=\"{}\"", color(*path.fill));
    if (path.fill->a != 255) out += fmt::format(" fill-opacity=\"{:.3f}\"", path.fill->opacity());
  } else {
    out += " fill=\"none\"";
  }
  if (path.stroke) {
    out += fmt::format(" stroke=\"{}\" stroke-width=\"{}\"", color(*path.stroke), number(path.strokeWidth));
    if (path.stroke->a != 255) out += fmt::format(" stroke-opacity=\"{:.3f}\"", path.stroke->opacity());
    if (path.dash == Dash::Dashed) out += " stroke-dasharray=\"5,3\"";
    if (path.dash == Dash::Dotted) out += " stroke-dasharray=\"1.5,2.5\"";
    out += " stroke-linejoin=\"round\"";
  }
}

void appendPath(std::string& out, const ScenePath& path) {
  const bool singleRect = path.polygons.size() == 1 && path.polygons[0].size() == 4 && path.bezier.empty() &&
                          path.polygons[0][0].y == path.polygons[0][1].y && path.polygons[0][1].x == path.polygons[0][2].x;
  if (singleRect) {
    const auto& p = path.polygons[0];
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"", number(p[0].x), number(p[0].y), number(p[1].x - p[0].x),
                       number(p[2].y - p[1].y));
    if (path.cornerRadius > 0) out += fmt::format(" rx=\"{}\"", number(path.cornerRadius));
    appendPaint(out, path);
    out += "/>";
    return;
  }
  std::string d;
  for (const auto& polygon : path.polygons) {
    for (size_t i = 0; i < polygon.size(); ++i) d += fmt::format("{}{},{} ", i == 0 ? "M" : "L", number(polygon[i].x), number(polygon[i].y));
    if (!polygon.empty()) d += "Z ";
  }
  if (!path.bezier.empty()) {
    d += fmt::format("M{},{}", number(path.bezier[0].x), number(path.bezier[0].y));
    for (size_t i = 1; i + 2 < path.bezier.size(); i += 3) {
      d += fmt::format(" C{},{} {},{} {},{}", number(path.bezier[i].x), number(path.bezier[i].y), number(path.bezier[i + 1].x),
                       number(path.bezier[i + 1].y), number(path.bezier[i + 2].x), number(path.bezier[i + 2].y));
    }
  }
  if (!d.empty() && d.back() == ' ') d.pop_back();
  out += fmt::format("<path d=\"{}\" fill-rule=\"nonzero\"", d);
  appendPaint(out, path);
  out += "/>";
}

}  // namespace

std::string xmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const size_t length = utf8SequenceLength(text, i);
    if (length == 0) {
      out += "\xef\xbf\xbd";   // U+FFFD for a byte that is not UTF-8
      ++i;
      continue;
    }
    if (length > 1) {
      out.append(text.substr(i, length));
      i += length;
      continue;
    }
    const char c = text[i++];
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\t':
      case '\n':
      case '\r': out += c; break;
      default:
        if (static_cast<unsigned char>(c) >= 0x20) out += c;   // other control characters are not XML
    }
  }
  return out;
}

std::string writeSvg(const Scene& scene) {
  std::string out;
  out.reserve(scene.items.size() * 400 + 1024);
  const double w = scene.bounds.width;
  const double h = scene.bounds.height;
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
  out += fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{}pt\" height=\"{}pt\" viewBox=\"0 0 {} {}\" "
                     "font-family=\"{}\">\n",
                     number(w), number(h), number(w), number(h), xmlEscape(scene.fontFamily));
  out += fmt::format("<title>{}</title>\n", xmlEscape(scene.title));
  out += fmt::format("<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n", number(w), number(h), color(scene.background));
  for (const SceneItem& item : scene.items) {
    out += fmt::format("<g id=\"{}\" class=\"{}\"><title>{}</title>", xmlEscape(item.id), xmlEscape(item.cssClass), xmlEscape(item.title));
    for (const ScenePath& path : item.paths) appendPath(out, path);
    for (const SceneText& text : item.texts) {
      out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{}\"{}{}>{}</text>", number(text.anchor.x), number(text.anchor.y),
                         number(text.size), color(text.color), text.middle ? " text-anchor=\"middle\"" : "",
                         text.bold ? " font-weight=\"bold\"" : "", xmlEscape(text.text));
    }
    out += "</g>\n";
  }
  out += "</svg>\n";
  return out;
}

}  // namespace fusescope
