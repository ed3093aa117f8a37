// libFuzzer target: an entry of the on-disk fusion-log index (import/fusion_log_index.h) through
// parseIndexEntry. Whatever parses must format back to bytes that parse to the same entry; nothing may
// throw (a damaged entry is no entry, never an error the user sees).
#include "fuzz_common.h"
#include "import/fusion_log_index.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view bytes = fuzz::asText(data, size);
  const std::optional<FusionLogIndexEntry> entry = parseIndexEntry(bytes);
  if (!entry) return 0;
  const std::optional<FusionLogIndexEntry> again = parseIndexEntry(formatIndexEntry(*entry));
  if (!again || again->folder != entry->folder || again->inputs != entry->inputs || again->log.text.view != entry->log.text.view ||
      again->log.graphRuns.size() != entry->log.graphRuns.size() || again->log.warnings.size() != entry->log.warnings.size() ||
      again->log.soleRunRecordLine != entry->log.soleRunRecordLine)
    std::abort();
  return 0;
}
