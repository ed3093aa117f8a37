// libFuzzer target: a fusion.log candidate line's `stack_traces = {...}` through firstStackTrace and stackTraces.
#include "fuzz_common.h"
#include "import/stack_trace_text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  for (const StackFrame& frame : firstStackTrace(text))
    if (frame.file.empty() || frame.line <= 0) std::abort();   // a frame is only kept with a file and a line
  const auto blocks = stackTraces(text);
  const auto first = firstStackTrace(text);
  if (!first.empty() && (blocks.empty() || blocks.front() != first)) std::abort();  // the first block leads them
  for (const auto& block : blocks)
    if (block.empty()) std::abort();                              // a block is only kept with a frame
  return 0;
}
