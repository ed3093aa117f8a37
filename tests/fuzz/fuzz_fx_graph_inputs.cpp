// libFuzzer target: fxGraphInputs on arbitrary fx_graph_readable.py text.
#include "fuzz_common.h"
#include "import/fx_graph_inputs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  for (const auto& [name, layout] : fxGraphInputs(fuzz::asText(data, size))) {
    if (name.empty() || layout.dtype.empty()) std::abort();          // only named inputs of a known dtype
    for (const std::string& dim : layout.size)
      if (dim.empty() || dim.front() == ' ' || dim.back() == ' ') std::abort();  // trimmed, never empty
  }
  return 0;
}
