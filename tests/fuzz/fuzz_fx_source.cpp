// libFuzzer target: fx_graph_readable.py through parseFxSourceComments (the `# File:` comments).
#include "fuzz_common.h"
#include "source/fx_source_comments.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "fx_graph_readable.py";
  try {
    const auto index = source::parseFxSourceComments(text, file);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const auto& n : index.nodes) {
      if (n.name.empty() || n.line < 1 || n.line > lines) std::abort();
      for (const auto& loc : n.locations)
        if (loc.line < 0 || loc.function.empty()) std::abort();
    }
    for (const auto& [name, i] : index.byName)
      if (i >= index.nodes.size() || index.nodes[i].name != name) std::abort();
    for (const auto& w : index.warnings)
      if (w.file != file || w.line < 1 || w.line > lines) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
