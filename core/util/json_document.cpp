#include "util/json_document.h"

#include <algorithm>

#include <fmt/format.h>

#include "util/import_error.h"

namespace fusescope {

int lineAt(std::string_view text, std::size_t byte) {
  byte = std::min(byte, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(byte), '\n'));
}

int lineOfKey(std::string_view text, const std::string& key) {
  const std::size_t at = text.find("\"" + key + "\"");
  return at == std::string_view::npos ? 1 : lineAt(text, at);
}

namespace {

// The deepest nesting of objects and arrays in text, counted outside strings; stops counting past cap.
// Checked before parsing because nlohmann's callback parser (the other way to bound depth) rescans an
// object's members each time one of its object members ends: quadratic, 16 s on a 400-layer model's
// 14 MB fusescope_modules.json.
int nestingDepth(std::string_view text, int cap) {
  int depth = 0, deepest = 0;
  bool inString = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (inString) {
      if (c == '\\') ++i;
      else if (c == '"') inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '{' || c == '[') {
      deepest = std::max(deepest, ++depth);
      if (deepest > cap) return deepest;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return deepest;
}

}  // namespace

void checkJsonDepth(std::string_view text, const std::string& file, int maxDepth, std::string_view what) {
  if (nestingDepth(text, maxDepth) > maxDepth) throw ImportError(file, 1, fmt::format("nested deeper than {} ever is", what));
}

nlohmann::json parseJsonDocument(std::string_view text, const std::string& file, int maxDepth, std::string_view what) {
  // Depth is checked first: the SAX parser keeps its own stack, so deep nesting cannot overflow ours, and
  // the limit keeps a hostile file from building a huge tree.
  checkJsonDepth(text, file, maxDepth, what);
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    throw ImportError(file, lineAt(text, e.byte > 0 ? e.byte - 1 : 0), fmt::format("malformed JSON ({})", e.what()));
  } catch (const nlohmann::json::exception& e) {
    // The parser also throws out_of_range for a number beyond double ("number overflow parsing '1e999'"),
    // which carries no offset: the line is that of the first occurrence of the quoted number.
    const std::string_view message = e.what();
    const std::size_t open = message.find("parsing '"), close = message.rfind('\'');
    std::size_t at = std::string_view::npos;
    if (open != std::string_view::npos && close > open + 9) at = text.find(message.substr(open + 9, close - open - 9));
    throw ImportError(file, at == std::string_view::npos ? 1 : lineAt(text, at), fmt::format("malformed JSON ({})", e.what()));
  }
  return j;
}

}  // namespace fusescope
