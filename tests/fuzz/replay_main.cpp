// The fuzz targets without libFuzzer: each target of tests/fuzz built with this main() replays inputs —
// every file below the folders and files it is given, up to kMaxInputBytes — through the target's own
// LLVMFuzzerTestOneInput, once each. So every compiler runs the targets as tests (label `fuzz`, with the
// dev and asan presets), on the real files of tests/data: an input a target cannot take (a crash, an
// exception other than a checked ImportError, a sanitizer report under asan) fails the test and names the
// file. Fuzzing itself, with coverage feedback, is scripts/fuzz.sh on the clang `fuzz` preset.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> inputs;
  for (int i = 1; i < argc; ++i) {
    const fs::path arg = argv[i];
    if (fs::is_directory(arg)) {
      for (const auto& e : fs::recursive_directory_iterator(arg))
        if (e.is_regular_file() && e.file_size() <= fusescope::fuzz::kMaxInputBytes) inputs.push_back(e.path());
    } else if (fs::is_regular_file(arg)) {
      inputs.push_back(arg);
    } else {
      std::fprintf(stderr, "replay: no such file or folder: %s\n", argv[i]);
      return 2;
    }
  }
  if (inputs.empty()) {
    std::fprintf(stderr, "usage: %s FILE|FOLDER...  (no inputs found)\n", argv[0]);
    return 2;
  }
  for (const fs::path& p : inputs) {
    std::ifstream in(p, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), {});
    // Named first: a crash (an abort, a sanitizer report) leaves the input that caused it on stderr.
    std::fprintf(stderr, "replay %s\n", p.string().c_str());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("replayed %zu inputs\n", inputs.size());
  return 0;
}
