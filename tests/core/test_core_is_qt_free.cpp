// core/ must never include Qt: the scheduler, importers and exporters are tested, benchmarked and
// fuzzed without a display. This test reads every file under core/ and fails on a Qt include.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

TEST(CoreIsQtFree, NoFileUnderCoreIncludesAQtHeader) {
  const std::filesystem::path core = std::filesystem::path(FUSESCOPE_SOURCE_DIR) / "core";
  ASSERT_TRUE(std::filesystem::is_directory(core)) << core;
  const std::regex qtInclude(R"(^\s*#\s*include\s*[<"](Q[A-Za-z]+|Qt[A-Za-z]*/))");
  int filesChecked = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(core)) {
    if (!entry.is_regular_file()) continue;
    const auto ext = entry.path().extension().string();
    if (ext != ".h" && ext != ".cpp" && ext != ".hpp") continue;
    ++filesChecked;
    std::ifstream in(entry.path());
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
      ++lineNo;
      EXPECT_FALSE(std::regex_search(line, qtInclude)) << entry.path() << ":" << lineNo << ": " << line;
    }
  }
  EXPECT_GT(filesChecked, 0);
}
