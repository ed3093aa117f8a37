// Links each kernel group to the call site in output_code.py that implements it, soundly: through the
// buffers the call writes (out_ptr / in_out_ptr parameters of a Triton or C++ kernel, `out=` or the
// assigned name of an extern call) compared with the buffers the group produces or mutates. Position
// in the file only breaks ties between equally good candidates.
#pragma once

#include <string>
#include <vector>

#include "codegen/kernel_group.h"
#include "codegen/output_code_scan.h"
#include "graph/graph.h"

namespace fusescope::codegen {

enum class LinkStatus {
  Linked,      // call site found
  Nop,         // nop nodes generate no code: nothing to link, by design
  NoCallSite,  // no call writes what the group writes (dead code, or a form FuseScope does not parse)
};
const char* toString(LinkStatus status);

struct KernelLink {
  LinkStatus status = LinkStatus::NoCallSite;
  int call = -1;            // index into OutputCodeIndex::calls
  int definition = -1;      // index into OutputCodeIndex::definitions (kernel calls)
  bool unique = false;      // the written buffers alone picked this call (no tie-break needed)
  int sharedWith = 0;       // other groups linked to the same call: a C++ function of consecutive kernels
  std::string note;         // why not linked / how it was decided
};

// Buffers a group may write: its members' outputs plus the buffers those mutate (transitively).
std::vector<std::string> groupWrittenBuffers(const Graph& graph, const KernelGroup& group);

// One link per group, in the order of `groups`.
std::vector<KernelLink> linkKernels(const Graph& graph, const std::vector<KernelGroup>& groups,
                                    const OutputCodeIndex& code);

// An index built from the importer's CodeKernels when output_code.py itself is not at hand (JSON
// graphs): one call site per kernel, from CodeKernel::callArgs.
OutputCodeIndex indexFromCodeKernels(const std::vector<CodeKernel>& kernels);

struct LinkCoverage {
  int groups = 0;       // groups that need a kernel (nop groups excluded)
  int linked = 0;
  int nop = 0;
  double percent() const { return groups == 0 ? 100.0 : 100.0 * linked / groups; }
};
LinkCoverage coverage(const std::vector<KernelLink>& links);

}  // namespace fusescope::codegen
