// The stack traces Inductor prints inside a node's repr in fusion.log's candidate listings:
//   ..., 'stack_traces = {', '  File "/x/modeling_llama.py", line 405, in forward',
//   '    hidden_states = decoder_layer(', ..., '', '}', 'stack_traces = {', ...
// Each line is one element of a Python list of strings; a code line holding a quote is printed with the
// other quote character.
#pragma once

#include <string_view>
#include <vector>

#include "graph/graph.h"

namespace fusescope {

// The frames of the first `stack_traces = {` block in `listing`, outermost first; empty when it has none.
// Never throws: a frame whose line cannot be read (or names no file, or no line above 0) is left out.
std::vector<StackFrame> firstStackTrace(std::string_view listing);
// Every `stack_traces = {` block of `listing` that has a frame, in order (a fused node's repr prints one
// per FX node it holds).
std::vector<std::vector<StackFrame>> stackTraces(std::string_view listing);

}  // namespace fusescope
