// libFuzzer target: a log's BEFORE FUSION / AFTER FUSION records (TORCH_LOGS=ir_pre_fusion,ir_post_fusion)
// split into scheduler runs, then each run's IR through the importers as the loader does for a subgraph.
#include "fuzz_common.h"
#include "import/ir_dump_importer.h"
#include "import/logged_ir_runs.h"
#include "import/post_fusion_importer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "run.log";
  try {
    const std::vector<LoggedIrRun> runs = splitLoggedIrRuns(text, file);
    if (!runs.empty() && !hasLoggedIr(text)) std::abort();
    int previous = 0;
    for (const LoggedIrRun& r : runs) {
      if (r.nodes < 1 || r.preFusionLine <= previous) std::abort();
      if (r.fusionHeaderLine != 0 && r.fusionHeaderLine <= r.preFusionLine) std::abort();
      if (r.postFusionLine != 0 && r.postFusionLine <= r.preFusionLine) std::abort();
      previous = r.preFusionLine;
      try {
        const Graph g = parseIrDump(r.preFusion, "ir_pre_fusion.txt");
        // The splitter counted node headers; the importer must not find fewer.
        if (g.nodes.size() < static_cast<std::size_t>(r.nodes)) std::abort();
        parseIrPostFusion(r.postFusion, "ir_post_fusion.txt");
      } catch (const ImportError& e) {
        if (e.file().empty()) std::abort();
      }
    }
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
  }
  return 0;
}
