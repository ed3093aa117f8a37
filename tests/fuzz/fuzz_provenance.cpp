// libFuzzer target: inductor_provenance_tracking_node_mappings.json through parseProvenance.
#include "fuzz_common.h"
#include "source/provenance_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "inductor_provenance_tracking_node_mappings.json";
  try {
    const ProvenanceRecord r = source::parseProvenance(text, file);
    for (const auto& [key, fx] : r.kernelToPost) {
      const auto h = source::splitKernelKey(key);
      if (h.handle < -1 || (h.handle >= 0 && h.kernel.size() >= key.size())) std::abort();
    }
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
