// The one reader of Inductor's output_code.py. Everything FuseScope takes from that file comes from here:
// every kernel definition (name, source, parameter names, the origin comments above it) and every call
// site in call() (and graph partitions) with the buffers it reads and writes and the origin comments above
// it. Kernels are often defined once and called many times (one Llama layer kernel per layer), so call
// sites, not definitions, are what scheduler groups link to. `parseOutputCode` (import/) is a view of this
// index as the graph's CodeKernel list.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fusescope::codegen {

using SourceMapping = std::vector<std::pair<std::string, std::vector<std::string>>>;

struct KernelDefinition {
  std::string name;                      // triton_poi_fused_add_0, cpp_fused_add_1
  std::string language;                  // "triton", "cpp", "cutedsl", "rocm", "cuda"
  std::string source;                    // the text between the ''' quotes
  std::vector<std::string> params;       // in_out_ptr0, in_ptr0, ..., out_ptr1 (sizes and constexprs too)
  // cpp_pybinding's argument types, in order ("const float*", "float*", "int64_t"): a pointer to non-const
  // is written. C++ templates (CPU GEMM) name their parameters X, W, Y, so the types say it, not the names.
  std::vector<std::string> argTypes;
  std::string kernelPath;                // "# kernel path:"
  std::vector<std::string> sourceNodes;  // "# Topologically Sorted Source Nodes: [...]"
  std::vector<std::string> atenOrigins;  // "Original ATen: [...]"
  SourceMapping nodeMapping;             // "# Source node to ATen node mapping:" lines: "gelu => add_2, erf"
  std::string metadataComment;           // the comment block above the definition, verbatim
  int line = 0;                          // 1-based line of `name = async_compile...`
};

enum class CallKind { Kernel, Extern, MultiOutput };

struct CallSite {
  CallKind kind = CallKind::Kernel;
  std::string callee;                 // kernel name, "extern_kernels.mm", "torch.ops.aten.x.default", "buf14[0]"
  std::vector<std::string> args;      // the buffer each positional argument names ("" for literals), in order
  std::vector<std::string> rawArgs;   // every argument as written, keywords included, `stream=` dropped
  std::vector<std::string> written;   // buffers the call writes: out_ptr/in_out_ptr args, out=, assignment
  std::vector<std::string> read;      // the other buffer arguments
  std::string text;                   // the statement as written (continuation lines joined)
  int line = 0;                       // 1-based
  int definition = -1;                // index into OutputCodeIndex::definitions for kernel calls
  // The function the call is in: "" for call() and graph partitions, else a subgraph's function
  // (`def true_graph_0(args):`, which runs a torch.cond branch, a while_loop body, an invoke_subgraph).
  std::string function;
  bool subgraph = false;              // the callee is one of the file's subgraph functions
  // The origin comments right above the call: extern kernels have no definition to carry them.
  std::vector<std::string> sourceNodes, atenOrigins;
};

// `buf4 = buf0; del buf0  # reuse`: buf4 takes over buf0's storage. A kernel that computes in place writes
// the old buffer's value through the new name (in_out_ptr0), in the same C++ function.
struct BufferReuse {
  std::string from, to;
  int line = 0;
};

struct OutputCodeIndex {
  std::vector<KernelDefinition> definitions;
  std::vector<CallSite> calls;        // in code order: subgraph functions, then call()
  std::vector<BufferReuse> reuses;    // in code order
  std::map<std::string, int, std::less<>> definitionByName;
  std::map<std::string, std::string, std::less<>> subgraphSource;  // `def true_graph_0(args):` ... as written
};

// An extern call as written; a subgraph call followed by the function it runs (its kernels launch there).
std::string externCallSource(const OutputCodeIndex& index, const CallSite& call);

// Strict: throws ImportError naming `file` and the line for text that is not UTF-8, a kernel source that
// never ends, a call() statement that is never finished, a call() without return, or a file that is not
// Inductor output code at all.
OutputCodeIndex scanOutputCode(std::string_view text, const std::string& file);

// Lenient, for fragments and for files already accepted once: everything before the first problem.
OutputCodeIndex scanOutputCode(std::string_view text);

}  // namespace fusescope::codegen
