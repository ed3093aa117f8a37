// libFuzzer target: ir_pre_fusion.txt (and the seed-era debug_str dump) through parseIrDump.
#include "fuzz_common.h"
#include "import/ir_dump_importer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "ir_pre_fusion.txt";
  try {
    LoadOptions options;
    options.maxNodes = 2000;
    const Graph g = parseIrDump(text, file, options);
    // The name indexes must agree with the vectors the scheduler walks.
    for (const auto& [name, id] : g.nodeByName)
      if (id < 0 || static_cast<std::size_t>(id) >= g.nodes.size() || g.nodes[static_cast<std::size_t>(id)].name != name) std::abort();
    for (const auto& [name, id] : g.bufferByName)
      if (id < 0 || static_cast<std::size_t>(id) >= g.buffers.size() || g.buffers[static_cast<std::size_t>(id)].name != name) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
