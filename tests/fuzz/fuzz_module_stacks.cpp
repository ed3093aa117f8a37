// libFuzzer target: fusescope_modules.json through parseModuleStacks (and the layer of every stack) and
// parseRecordedFrames (every caller and every line has a line number).
#include "fuzz_common.h"
#include "source/module_stacks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "fusescope_modules.json";
  try {
    for (const auto& [node, stack] : source::parseModuleStacks(text, file)) {
      const ModuleFrame* layer = source::layerFrame(stack);
      if (stack.empty() != (layer == nullptr)) std::abort();
    }
    for (const char* key : {"callers", "lines"})
      for (const auto& [node, frame] : source::parseRecordedFrames(text, file, key))
        if (frame.line < 1) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
