// libFuzzer target: output_code.py through parseOutputCode.
#include "fuzz_common.h"
#include "import/output_code_importer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "output_code.py";
  try {
    const auto kernels = parseOutputCode(text, file);
    for (const CodeKernel& k : kernels)
      if (k.name.empty() || k.line < 1) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
