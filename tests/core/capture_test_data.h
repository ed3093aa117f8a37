// Where the importer tests find real captures: the small copies in tests/data/captures (always there)
// and, when present, every graph under ../shared/captures (tests skip with a message when absent).
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope::testdata {

inline std::filesystem::path testCaptures() { return std::filesystem::path(FUSESCOPE_TEST_DATA) / "captures"; }
inline std::filesystem::path sharedCaptures() { return std::filesystem::path(FUSESCOPE_SHARED_CAPTURES); }
inline bool haveSharedCaptures() {
  std::error_code ec;
  return std::filesystem::is_directory(sharedCaptures(), ec);
}

inline std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Graph folders (holding ir_pre_fusion.txt) exactly two levels below `root`: MODEL/GRAPH.
inline std::vector<std::filesystem::path> graphFolders(const std::filesystem::path& root) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) return out;
  for (const auto& model : std::filesystem::directory_iterator(root)) {
    if (!model.is_directory()) continue;
    for (const auto& graph : std::filesystem::directory_iterator(model.path())) {
      if (std::filesystem::exists(graph.path() / "ir_pre_fusion.txt")) out.push_back(graph.path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::filesystem::path> testDataGraphs() { return graphFolders(testCaptures()); }
inline std::vector<std::filesystem::path> sharedGraphs() { return graphFolders(sharedCaptures()); }

// "gpt2_train/0_backward_3.1"
inline std::string graphName(const std::filesystem::path& folder) {
  return (folder.parent_path().filename() / folder.filename()).generic_string();
}

// Lines matching `^\w+: \w+\(` (a node header at column 0).
inline int countHeaders(std::string_view text) {
  int count = 0;
  std::size_t start = 0;
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    std::size_t i = 0;
    while (i < line.size() && ident(line[i])) ++i;
    if (i > 0 && line.substr(i, 2) == ": ") {
      std::size_t j = i + 2, k = j;
      while (k < line.size() && ident(line[k])) ++k;
      if (k > j && k < line.size() && line[k] == '(') ++count;
    }
    start = end + 1;
  }
  return count;
}

// Lines containing `needle` (like `grep -c`).
inline int countLinesContaining(std::string_view text, std::string_view needle) {
  int count = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    if (text.substr(start, end - start).find(needle) != std::string_view::npos) ++count;
    start = end + 1;
  }
  return count;
}

}  // namespace fusescope::testdata
