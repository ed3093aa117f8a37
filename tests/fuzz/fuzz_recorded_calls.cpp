// libFuzzer target: fusescope-capture's trace_....graphs.json through parseRecordedCalls (every call names
// one of its graphs; the step count is at most the calls).
#include "fuzz_common.h"
#include "profile/recorded_calls.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "trace_rank0_pid1.graphs.json";
  try {
    const profile::RecordedCalls r = profile::parseRecordedCalls(text, file, "/capture");
    for (int g : r.order)
      if (g < 0 || static_cast<std::size_t>(g) >= r.folders.size()) std::abort();
    if (r.steps < 0 || static_cast<std::size_t>(r.steps) > r.order.size() || (r.steps == 0) != r.order.empty()) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
