// Reading a small JSON side file of a capture (the provenance mappings, FuseScope's module stacks) with
// errors that name the file and the line, and a depth limit so a hostile file cannot build a huge tree.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace fusescope {

// 1-based line of byte offset `byte` in `text`.
int lineAt(std::string_view text, std::size_t byte);

// The line where `"key"` first appears (for messages about a value's content); 1 when not found.
int lineOfKey(std::string_view text, const std::string& key);

// Throws ImportError(file, 1, ...) when `text` nests objects and arrays deeper than maxDepth (checked
// before parsing, by parseJsonDocument and by a SAX reader of such a file).
void checkJsonDepth(std::string_view text, const std::string& file, int maxDepth, std::string_view what);

// Parses `text`; throws ImportError(file, line, ...) for malformed JSON or nesting deeper than maxDepth
// (`what` names the file's kind in that message: "a provenance file").
nlohmann::json parseJsonDocument(std::string_view text, const std::string& file, int maxDepth, std::string_view what);

}  // namespace fusescope
