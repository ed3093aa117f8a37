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

nlohmann::json parseJsonDocument(std::string_view text, const std::string& file, int maxDepth, std::string_view what) {
  // The SAX parser keeps its own stack, so deep nesting cannot overflow ours; the depth limit still keeps a
  // hostile file from building a huge tree.
  bool tooDeep = false;
  const nlohmann::json::parser_callback_t limit = [&](int d, nlohmann::json::parse_event_t, nlohmann::json&) {
    if (d > maxDepth) tooDeep = true;
    return !tooDeep;
  };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.begin(), text.end(), limit);
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
  if (tooDeep) throw ImportError(file, 1, fmt::format("nested deeper than {} ever is", what));
  return j;
}

}  // namespace fusescope
