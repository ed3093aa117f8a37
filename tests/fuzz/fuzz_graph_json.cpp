// libFuzzer target: FuseScope's graph JSON through parseGraphJson.
#include "fuzz_common.h"
#include "graph/graph_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "graph.json";
  try {
    LoadOptions options;
    options.maxNodes = 2000;
    const Graph g = parseGraphJson(text, file, options);
    // A graph that loads must save and load back unchanged (docs/json-format.md).
    if (parseGraphJson(graphToJson(g).dump(), file, options) != g) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
