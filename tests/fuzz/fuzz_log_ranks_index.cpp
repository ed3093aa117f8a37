// libFuzzer target: a kept entry of a log's ranks (import/log_ranks_index.h) read back through
// parseKeptRanks: whatever the bytes, no crash, no leak, no undefined behaviour; nothing or ranks.
#include <algorithm>

#include "fuzz_common.h"
#include "import/log_ranks_index.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  FileStamp now;
  now.exists = true;
  now.size = 10;
  if (const auto ranks = parseKeptRanks(text, "/run/fusion.log", now)) {
    (void)ranks->ranked();
  }
  return 0;
}
