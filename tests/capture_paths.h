// Where the tests find real captures: the small ones copied into tests/data/captures, and all of
// ../shared/captures when it exists (tests that need those skip with a visible message otherwise).
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace fusescope::testing {

// Graph folders (holding ir_pre_fusion.txt) two levels below `root`: MODEL/GRAPH.
inline std::vector<std::filesystem::path> graphFoldersUnder(const std::filesystem::path& root) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) return out;
  for (const auto& model : std::filesystem::directory_iterator(root, ec)) {
    if (!model.is_directory()) continue;
    for (const auto& graph : std::filesystem::directory_iterator(model.path(), ec))
      if (std::filesystem::exists(graph.path() / "ir_pre_fusion.txt")) out.push_back(graph.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::filesystem::path> testDataCaptures() {
  return graphFoldersUnder(std::filesystem::path(FUSESCOPE_TEST_DATA) / "captures");
}

inline std::vector<std::filesystem::path> sharedCaptures() {
  return graphFoldersUnder(std::filesystem::path(FUSESCOPE_SHARED_CAPTURES));
}

}  // namespace fusescope::testing
