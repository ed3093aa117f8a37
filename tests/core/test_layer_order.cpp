// core/ is built in floors, each using only the floors below it: util, then the graph model, the scheduler,
// the code generators, the source map, the importers, and above them analysis, the opened capture that owns
// it all, and what presents it. An
// include of a higher floor (an importer's helper used by codegen, codegen's program used by the scheduler)
// is an arrow back up the layers: this test reads every file under core/ and fails on one, and on a new
// folder that has no floor yet.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>

namespace {

// Floors, lowest first. Folders on one floor do not include each other.
const std::map<std::string, int> kFloor = {
    {"util", 0},   {"graph", 1},  {"sched", 2},    {"layout", 2}, {"codegen", 3}, {"source", 4},
    {"import", 5}, {"analysis", 6}, {"profile", 6}, {"check", 7},  {"export", 7},  {"capture", 7}, {"report", 8},
};

}  // namespace

TEST(LayerOrder, NoFileUnderCoreIncludesAHigherFloor) {
  const std::filesystem::path core = std::filesystem::path(FUSESCOPE_SOURCE_DIR) / "core";
  const std::regex include(R"(^\s*#\s*include\s*"([a-z_]+)/)");
  int includesChecked = 0;
  for (const auto& folder : std::filesystem::directory_iterator(core)) {
    if (!folder.is_directory()) continue;
    const std::string own = folder.path().filename().string();
    const auto ownFloor = kFloor.find(own);
    ASSERT_NE(ownFloor, kFloor.end()) << "core/" << own << " has no floor in this test: place it";
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder.path())) {
      const auto ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp")) continue;
      std::ifstream in(entry.path());
      std::string line;
      for (int lineNo = 1; std::getline(in, line); ++lineNo) {
        std::smatch m;
        if (!std::regex_search(line, m, include) || m[1] == own) continue;
        const auto target = kFloor.find(m[1]);
        if (target == kFloor.end()) continue;  // not a core folder (a third-party header such as "fmt/...")
        ++includesChecked;
        EXPECT_LT(target->second, ownFloor->second)
            << entry.path().string() << ":" << lineNo << ": core/" << own << " (floor " << ownFloor->second
            << ") includes core/" << m[1] << " (floor " << target->second << "): " << line;
      }
    }
  }
  EXPECT_GT(includesChecked, 100);
}

// widgets/ has one rule of its own: a dock knows the document, never another dock (they talk through
// ScheduleDocument and the main window's wiring), so any dock can be shown, hidden or replaced alone.
TEST(LayerOrder, NoDockIncludesAnotherDock) {
  const std::filesystem::path widgets = std::filesystem::path(FUSESCOPE_SOURCE_DIR) / "widgets";
  const std::regex include(R"(^\s*#\s*include\s*"([a-z_]+_dock)\.h")");
  int docks = 0;
  for (const auto& entry : std::filesystem::directory_iterator(widgets)) {
    const std::string stem = entry.path().stem().string();
    const auto ext = entry.path().extension().string();
    if (!stem.ends_with("_dock") || (ext != ".h" && ext != ".cpp")) continue;
    ++docks;
    std::ifstream in(entry.path());
    std::string line;
    for (int lineNo = 1; std::getline(in, line); ++lineNo) {
      std::smatch m;
      if (std::regex_search(line, m, include))
        EXPECT_EQ(m[1], stem) << entry.path().string() << ":" << lineNo << ": a dock includes another dock: " << line;
    }
  }
  EXPECT_GE(docks, 16);   // 9 docks, header and source each: the rule is checked where it applies
}
