// A scratch folder for one test, removed when the test ends, and a helper that writes a file into it.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

namespace fusescope::testdata {

struct ScratchDir {
  std::filesystem::path path;
  // <tmp>/fusescope_<prefix>_<seed>_<test name>: unique per test and per run of a shuffled suite.
  explicit ScratchDir(const std::string& prefix) {
    const auto* unit = ::testing::UnitTest::GetInstance();
    path = std::filesystem::temp_directory_path() /
           ("fusescope_" + prefix + "_" + std::to_string(unit->random_seed()) + "_" + unit->current_test_info()->name());
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
};

inline void writeFile(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

}  // namespace fusescope::testdata
