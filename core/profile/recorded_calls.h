// What `scripts/fusescope-capture --profile` saw while it recorded a trace, written beside it as
// trace_rank<R>_pid<P>.graphs.json: each compiled graph called (its debug folder, relative to the capture)
// and the graph of every call in call order, which is the order of the trace's `## Call CompiledFxGraph ##`
// ranges. A step runs from one call of the first graph called to its next, so the step count is how often
// that graph was called. The trace alone cannot tell alike graphs apart (FSDP2's per-layer regions launch the
// same kernels) nor say what a step is when it has no ProfilerStep# ranges: this record does both.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope::profile {

struct RecordedCalls {
  std::string file;                             // the .graphs.json read
  std::vector<std::filesystem::path> folders;   // each graph's debug folder, absolute ("" where the capture found none)
  std::vector<int> order;                       // per recorded call, in call order: index into `folders`
  int steps = 0;                                // calls of order[0], the first graph called (0 when no call)
};

// Parses a graphs.json; `captureDir` is the folder its relative graph folders start from (the one holding
// profile/ and torch_compile_debug/). Throws ImportError (file, line) when it is not such a record.
RecordedCalls parseRecordedCalls(std::string_view text, const std::string& file, const std::filesystem::path& captureDir);

// The record beside `traceFile` (trace.json.gz -> trace.graphs.json), or none when there is no such file.
// Throws ImportError for one that cannot be read or parsed.
std::optional<RecordedCalls> readRecordedCalls(const std::filesystem::path& traceFile);

}  // namespace fusescope::profile
