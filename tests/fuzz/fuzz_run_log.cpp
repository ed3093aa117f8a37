// libFuzzer target: a whole run's fusion log split into scheduler runs and assigned to the two graph
// folders of tests/data/runs/mlp_ln_train (their ir_pre_fusion.txt node headers, embedded), then the
// chosen run through parseFusionLog as the loader does.
#include "fuzz_common.h"
#include "import/fusion_log_assignment.h"
#include "import/fusion_log_importer.h"
#include "import/fusion_log_runs.h"

#include <vector>

namespace {

std::string headers(const std::vector<std::pair<const char*, const char*>>& nodes) {
  std::string out;
  for (const auto& [name, cls] : nodes) out += std::string(name) + ": " + cls + "(ComputedBuffer)\n  body\n";
  return out;
}

const std::vector<fusescope::RunLogGraph>& graphs() {
  static const std::vector<fusescope::RunLogGraph> g = [] {
    constexpr const char* S = "SchedulerNode";
    constexpr const char* E = "ExternKernelSchedulerNode";
    const std::string dir = "torch_compile_debug/run_2026_11_24_08_52_20_147121-pid_589/torchinductor/";
    return std::vector<fusescope::RunLogGraph>{
        {"model__0_backward_3.1", dir + "model__0_backward_3.1",
         headers({{"op0", S}, {"op1", E}, {"op2", E}, {"op3", S}, {"op4", S}, {"op5", E}, {"op6", E}, {"op7", S}, {"op8", S}, {"op9", S}})},
        {"model__0_forward_1.0", dir + "model__0_forward_1.0",
         headers({{"op0", S}, {"op1", S}, {"op3", S}, {"op4", S}, {"op5", E}, {"op6", S}, {"op7", E}, {"op9", S}, {"op10", S}, {"op11", S}})},
    };
  }();
  return g;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "run.log";
  const std::vector<FusionLogRun> runs = splitFusionLogRuns(text);
  if (runs.size() > static_cast<std::size_t>(countFusionLogRuns(text)))
    std::abort();
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const FusionLogRun& r = runs[i];
    if (r.begin > r.end || r.end > size || r.firstLine < 1 || r.lastLine < r.firstLine) std::abort();
    if (i > 0 && (runs[i - 1].end != r.begin || runs[i - 1].firstLine >= r.firstLine)) std::abort();
  }
  for (std::size_t target = 0; target < graphs().size(); ++target) {
    try {
      const FusionLogAssignment a = assignFusionLogRun(text, file, graphs(), target);
      if (a.begin > a.end || a.end > size || a.firstLine < 1) std::abort();
      const FusionLogRecord record = parseFusionLog(text.substr(a.begin, a.end - a.begin), file);
      for (const RecordedDecision& d : record.decisions)
        if (d.line < 1 || d.node1.empty() || d.node2.empty()) std::abort();
    } catch (const ImportError& e) {
      fuzz::checkImportError(e, text, file);
    }
  }
  return 0;
}
