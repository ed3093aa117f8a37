// libFuzzer target: recordedSizeHints (and runnableSizeHints on the whole input) on arbitrary fx_graph_readable.py / output_code.py text. The input is
// split at the first NUL byte (fx text before, output code after) so both parsers see hostile text.
#include "fuzz_common.h"
#include "import/recorded_size_hints.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::size_t cut = text.find('\0');
  const std::string_view fx = text.substr(0, cut);
  const std::string_view code = cut == std::string_view::npos ? text : text.substr(cut + 1);
  for (const auto& [symbol, value] : recordedSizeHints(fx, code))
    if (symbol.size() < 2 || symbol[0] != 's') std::abort();   // only backed symbols get hints
  for (const auto& [symbol, value] : runnableSizeHints(text))
    if (symbol.size() < 2 || symbol[0] != 's') std::abort();
  return 0;
}
