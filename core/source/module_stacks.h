// fusescope_modules.json, which scripts/fusescope-capture's post-grad pass writes into each graph folder:
// {"version": 1, "nodes": {FX node: [[module path, class], ...]}, "callers": {FX node: {"file", "line",
// "function", "code"}}}: each post-grad FX node's nn.Module stack outermost first (a backward node's is its
// forward node's) and, for a node whose own line is PyTorch's (a functional collective, wait_tensor), the
// user's frame nearest the innermost in its whole stack trace ("callers" is newer: absent, none). Paths are dynamo's (`L['self'].layers.0.norm`);
// FuseScope keeps them relative to the model (`layers.0.norm`).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "graph/graph.h"

namespace fusescope::source {

using ModuleStacks = std::map<std::string, std::vector<ModuleFrame>>;

// Throws ImportError (file, line) when the text is not JSON, not an object with "nodes", or a stack is not a
// list of [path, class] string pairs. Unknown keys are ignored so newer files still load.
ModuleStacks parseModuleStacks(std::string_view text, const std::string& file);

// The "callers" object (FX node -> the user's line behind its torch line) or the "lines" object (FX node ->
// its own innermost line in the user's code): `key` names which. Empty when the file has no such key.
// Throws ImportError (file, line) for an entry that is not {file, line, function, code}.
std::map<std::string, StackFrame> parseRecordedFrames(std::string_view text, const std::string& file, const std::string& key);

// The whole file, parsed once (a 400-layer model's is 14 MB): the stacks, "callers" and "lines" as above.
struct ModuleFile {
  ModuleStacks stacks;
  std::map<std::string, StackFrame> callers, lines;
};
ModuleFile parseModuleFile(std::string_view text, const std::string& file);

// "L['self'].layers.0.norm" -> "layers.0.norm"; "L['self']._modules['layers']._modules['0']" and
// "L['self'].layers[0]" -> "layers.0"; the root itself -> "".
std::string modulePathInModel(std::string_view dynamoPath);

// The frame that stands for a node's layer: the outermost one whose last path component is a number (an
// item of a ModuleList or Sequential: "layers.0"), else the outermost frame; null for an empty stack.
const ModuleFrame* layerFrame(const std::vector<ModuleFrame>& stack);

}  // namespace fusescope::source
