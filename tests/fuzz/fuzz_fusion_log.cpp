// libFuzzer target: the TORCH_LOGS=+fusion log through parseFusionLog.
#include "fuzz_common.h"
#include "import/fusion_log_importer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "fusion.log";
  try {
    const FusionLogRecord record = parseFusionLog(text, file);
    for (const RecordedDecision& d : record.decisions)
      if (d.line < 1 || d.node1.empty() || d.node2.empty()) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
