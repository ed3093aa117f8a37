// libFuzzer target: a torch.distributed log (lines prefixed `[rankN]:` / `[default0]:`), scanned for its
// ranks and cut to each rank's view, and the same text read as fx_graph_runnable.py's version header.
// A view must keep every line in its place and hold no rank prefix; a bad version line is an ImportError
// naming its line, nothing else.
#include "fuzz_common.h"
#include "import/log_ranks.h"
#include "import/torch_version.h"

#include <algorithm>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const LogRanks ranks = scanLogRanks(text);
  if (!std::is_sorted(ranks.ranks.begin(), ranks.ranks.end())) std::abort();
  if (ranks.ranked() != (ranks.firstRankedLine > 0)) std::abort();
  const auto lines = std::count(text.begin(), text.end(), '\n');
  for (int rank : ranks.ranks) {
    const std::string view = rankLogView(text, rank, ranks);
    if (std::count(view.begin(), view.end(), '\n') != lines || view.size() > text.size()) std::abort();
    for (std::size_t begin = 0; begin < view.size();) {
      std::size_t end = view.find('\n', begin);
      if (end == std::string::npos) end = view.size();
      // A kept line lost all its prefixes.
      if (rankPrefixLength(std::string_view(view).substr(begin, end - begin)) > 0) std::abort();
      begin = end + 1;
    }
  }
  const std::string file = "fx_graph_runnable.py";
  try {
    const TorchVersion v = parseTorchVersion(text, file);
    if (!v.version.empty() && (v.line < 1 || torchRelease(v.version).empty())) std::abort();
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
