// libFuzzer target: ir_post_fusion.txt through parseIrPostFusion.
#include "fuzz_common.h"
#include "import/post_fusion_importer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "ir_post_fusion.txt";
  try {
    LoadOptions options;
    options.maxNodes = 2000;
    const auto kernels = parseIrPostFusion(text, file, options);
    for (const RecordedKernel& k : kernels)
      if (k.name.empty() || k.members.empty()) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
