// Shared by the libFuzzer targets (tests/fuzz/fuzz_<name>.cpp): the input size cap and the checks an
// ImportError must pass. Anything else that escapes a target (another exception type, a sanitizer
// report, an abort) is a finding.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "util/import_error.h"

namespace fusescope::fuzz {

// Real captures are far smaller; larger inputs only slow the fuzzer down.
inline constexpr std::size_t kMaxInputBytes = 1 << 20;

inline std::string_view asText(const uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// An ImportError must name the file it was given and a line that exists (0 = the whole file; one past
// the last line is allowed for "ends before ..." messages).
inline void checkImportError(const ImportError& e, std::string_view text, const std::string& file) {
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  if (e.file() != file || e.line() < 0 || e.line() > lines + 1 || e.message().empty()) {
    std::fprintf(stderr, "bad ImportError for a %d-line input: %s\n", lines, e.what());
    std::abort();
  }
}

}  // namespace fusescope::fuzz
