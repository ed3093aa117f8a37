// What FuseScope needs from Inductor's output_code.py to link kernels soundly: every kernel definition
// (name, source, parameter names, metadata comment) and every call site in call() with the buffers it
// writes. Kernels are often defined once and called many times (one Llama layer kernel per layer), so
// call sites, not definitions, are what scheduler groups link to.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope::codegen {

struct KernelDefinition {
  std::string name;                      // triton_poi_fused_add_0, cpp_fused_add_1
  std::string language;                  // "triton", "cpp", "cutedsl", "rocm", "cuda"
  std::string source;                    // the text between the ''' quotes
  std::vector<std::string> params;       // in_out_ptr0, in_ptr0, ..., out_ptr1 (sizes and constexprs too)
  std::vector<std::string> sourceNodes;  // "# Topologically Sorted Source Nodes: [...]"
  std::vector<std::string> atenOrigins;  // "Original ATen: [...]"
  std::vector<std::pair<std::string, std::vector<std::string>>> nodeMapping;  // "gelu => add_2, erf"
  std::string metadataComment;           // the comment block above the definition, verbatim
  int line = 0;                          // 1-based line of `name = async_compile...`
};

enum class CallKind { Kernel, Extern, MultiOutput };

struct CallSite {
  CallKind kind = CallKind::Kernel;
  std::string callee;                 // kernel name, "extern_kernels.mm", "torch.ops.aten.x.default", "buf14[0]"
  std::vector<std::string> args;      // positional buffer-ish arguments (reinterpret_tensor(X, ...) -> X)
  std::vector<std::string> written;   // buffers the call writes: out_ptr/in_out_ptr args, out=, assignment
  std::vector<std::string> read;      // the other buffer arguments
  std::string text;                   // the statement as written
  int line = 0;                       // 1-based
  int definition = -1;                // index into OutputCodeIndex::definitions for kernel calls
};

struct OutputCodeIndex {
  std::vector<KernelDefinition> definitions;
  std::vector<CallSite> calls;        // in call() order
  std::map<std::string, int, std::less<>> definitionByName;
};

OutputCodeIndex scanOutputCode(std::string_view text);

// Splits "a, f(b, c), d=[1, 2]" at top-level commas (brackets and quotes respected), trimmed.
std::vector<std::string> splitTopLevel(std::string_view text, char sep = ',');

}  // namespace fusescope::codegen
