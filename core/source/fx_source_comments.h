// Where each FX node of fx_graph_readable.py came from in the user's code: the `# File: PATH:LINE in
// FUNCTION, code: CODE` comments FX prints above each block of nodes, and the op each node calls
// (`mul_3: "f32[4]" = torch.ops.aten.mul.Tensor(...)`).
#pragma once

#include <compare>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "graph/graph.h"

namespace fusescope::source {

struct SourceLocation {
  std::string file;      // as printed, e.g. "/opt/.../modeling_gpt2.py"
  int line = 0;          // 1-based line in that file
  std::string function;  // "forward"
  std::string code;      // the source line as printed ("" when FX printed none)
  friend auto operator<=>(const SourceLocation&, const SourceLocation&) = default;
  friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

struct FxNodeSource {
  std::string name;                       // "mul_3"
  std::string target;                     // "aten.mul.Tensor" (torch.ops. dropped); "" for `var_mean[0]` and the like
  std::vector<SourceLocation> locations;  // the `# File:` comments above its block; none after "No stacktrace found"
  int line = 0;                           // the node's line in fx_graph_readable.py
};

struct FxSourceIndex {
  std::vector<FxNodeSource> nodes;             // in file order
  std::map<std::string, size_t> byName;        // first definition of each name (nested graph modules may repeat one)
  std::vector<Diagnostic> warnings;            // `# File:` comments that could not be read, with file and line

  const FxNodeSource* find(const std::string& name) const {
    auto it = byName.find(name);
    return it == byName.end() ? nullptr : &nodes[it->second];
  }
};

// Reads one `# File: ...` comment body (the text after "# File: "); false when it has no `:LINE in `.
bool parseFileComment(std::string_view body, SourceLocation& out);

// Throws ImportError (file, line) only for data that is not text (NUL bytes, not UTF-8); comments it cannot
// read become warnings and the nodes below them get no location.
FxSourceIndex parseFxSourceComments(std::string_view text, const std::string& file);

}  // namespace fusescope::source
