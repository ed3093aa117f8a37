#include "import/scheduler_run_choice.h"

#include "import/logged_ir_runs.h"
#include "import/subgraph_calls.h"
#include "util/import_error.h"
#include "util/text_lines.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

namespace fusescope {

namespace {

std::string runName(const std::string& subgraph) { return subgraph.empty() ? "the outer graph" : subgraph; }

std::string lineList(const std::vector<LogRunSpan>& runs) {
  std::string out;
  for (const LogRunSpan& r : runs) out += (out.empty() ? "" : ", ") + std::to_string(r.firstLine);
  return out;
}

}  // namespace

void chooseSchedulerRun(CaptureFiles& capture, GraphFusionLog& log, const std::string& subgraph) {
  if (subgraph.empty() && log.graphRuns.size() == 1 && log.soleRunRecordLine > 0 && capture.files.count("ir_pre_fusion.txt")) {
    // The folder's one scheduler run: Inductor wrote the folder's ir_pre_fusion.txt / ir_post_fusion.txt in
    // that run (they are overwritten only when a folder holds several), so the graph opens from them as from
    // a one-graph log, without cutting the log's copy of the IR out and parsing it. The node count is the
    // parsed graph's (capture_loader.cpp).
    capture.schedulerRuns.push_back({"", 0, {}, log.soleRunRecordLine});
    return;
  }
  if (!log.wholeText || log.wholeText->empty()) {
    if (log.graphRuns.size() > 1) {
      capture.notes.push_back(
          {Diagnostic::Severity::Warning, log.file, log.graphRuns.front().firstLine,
           fmt::format("this folder holds {} scheduler runs (lines {}): Inductor scheduled subgraphs here (torch.cond, "
                       "while_loop, invoke_subgraph) and each run overwrote ir_pre_fusion.txt, so only the run at line {} "
                       "is shown; capture with TORCH_LOGS=+fusion,ir_pre_fusion,ir_post_fusion (scripts/fusescope-capture "
                       "does) to open every run", log.graphRuns.size(), lineList(log.graphRuns), log.firstLine)});
    }
    if (!subgraph.empty()) {
      throw ImportError(log.file.empty() ? capture.folder : log.file, 0,
                        fmt::format("subgraph {} asked for, but the log does not record each scheduler run's IR; capture "
                                    "with TORCH_LOGS=+fusion,ir_pre_fusion,ir_post_fusion", subgraph));
    }
    return;
  }

  // Only this graph's part of the log: from the IR record before its first run to the end of its last.
  std::vector<LoggedIrRun> logged;
  if (log.graphRuns.empty()) {
    logged = splitLoggedIrRuns(*log.wholeText, log.file);
  } else {
    const std::string_view whole = *log.wholeText;
    const LogRunSpan& first = log.graphRuns.front();
    const std::size_t from = loggedIrRecordBefore(log.irRecordStarts, first.begin);
    const auto linesBetween = countNewlines(whole.substr(from, first.begin - from));
    logged = splitLoggedIrRuns(whole, log.file, from, first.firstLine - static_cast<int>(linesBetween), log.graphRuns.back().end);
  }
  struct Run {
    const LoggedIrRun* ir;
    LogRunSpan span;
  };
  std::vector<Run> runs;
  for (const LogRunSpan& span : log.graphRuns) {
    const LoggedIrRun* match = nullptr;
    for (const LoggedIrRun& r : logged) {
      if (r.fusionHeaderLine == span.firstLine) match = &r;
    }
    if (!match) {
      capture.notes.push_back({Diagnostic::Severity::Warning, log.file, span.firstLine,
                               "no BEFORE FUSION record precedes this scheduler run (log cut?); it cannot be opened"});
      continue;
    }
    runs.push_back({match, span});
  }
  if (runs.empty()) return;

  const std::string* outer = nullptr;
  for (const Run& r : runs) {
    if (r.ir->subgraph.empty()) outer = &r.ir->preFusion;
  }
  std::optional<codegen::OutputCodeIndex> code;   // lenient: a broken file is reported where it is loaded
  const bool anySubgraph = std::any_of(runs.begin(), runs.end(), [](const Run& r) { return !r.ir->subgraph.empty(); });
  if (auto it = capture.files.find("output_code.py"); anySubgraph && it != capture.files.end())
    code = codegen::scanOutputCode(it->second);  // only subgraph runs ask who calls them
  for (const Run& r : runs) {
    SchedulerRunInfo info{r.ir->subgraph, r.ir->nodes, {}, r.ir->preFusionLine};
    if (!r.ir->subgraph.empty() && code && outer) {
      for (const std::string& buffer : subgraphCallBuffers(*code, r.ir->subgraph)) {
        std::string node = bufferOwnerInIr(*outer, buffer);
        if (!node.empty() && std::find(info.calledBy.begin(), info.calledBy.end(), node) == info.calledBy.end())
          info.calledBy.push_back(std::move(node));
      }
    }
    capture.schedulerRuns.push_back(std::move(info));
  }

  const Run* chosen = nullptr;
  for (const Run& r : runs) {
    if (r.ir->subgraph == subgraph) chosen = &r;
  }
  if (!chosen && subgraph.empty() && runs.size() == 1) chosen = &runs.front();
  if (!chosen) {
    std::string names;
    for (const Run& r : runs) names += (names.empty() ? "" : ", ") + (r.ir->subgraph.empty() ? std::string("(outer)") : r.ir->subgraph);
    throw ImportError(log.file, log.graphRuns.front().firstLine,
                      fmt::format("{} is not a scheduler run of this graph; its runs: {}", runName(subgraph), names));
  }
  capture.files["ir_pre_fusion.txt"] = chosen->ir->preFusion;
  capture.files.erase("ir_post_fusion.txt");  // the folder's belongs to the last run
  if (chosen->ir->postFusionLine > 0) capture.files["ir_post_fusion.txt"] = chosen->ir->postFusion;
  if (capture.sharedFusionLog.owner)
    capture.sharedFusionLog = SharedText::slice(log.wholeText, chosen->span.begin, chosen->span.end - chosen->span.begin);
  else
    capture.files["fusion.log"] = log.wholeText->substr(chosen->span.begin, chosen->span.end - chosen->span.begin);
  capture.fusionLogFile = log.file;
  capture.fusionLogFirstLine = chosen->span.firstLine;
  capture.irLogFile = log.file;
  capture.preFusionFirstLine = chosen->ir->preFusionLine + 1;
  capture.postFusionFirstLine = chosen->ir->postFusionLine + 1;
  capture.subgraph = chosen->ir->subgraph;
}

}  // namespace fusescope
