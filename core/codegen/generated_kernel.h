// A kernel FuseScope generated for a group, with the buffers it reads and writes from memory so it
// can be compared with Inductor's real kernel.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace fusescope::codegen {

struct GeneratedKernel {
  std::string name;                       // triton_poi_fused_add_0, cpp_fused_add_0, ...
  std::string language;                   // "triton", "cpp", "python"
  std::string source;                     // the kernel module / function as written to its kernel path
  std::string definition;                 // the wrapper's `name = async_compile.xxx(...)` with metadata comment
  std::vector<std::pair<std::string, std::string>> args;  // (parameter, buffer), e.g. ("in_ptr0", "buf3")
  std::vector<std::string> loads;         // buffers read from memory, first-use order
  std::vector<std::string> stores;        // buffers written to memory, first-store order
  std::vector<std::string> removedBuffers;  // outputs kept in registers (all users inside the kernel)
  std::vector<std::string> notes;         // what the generator had to approximate
};

}  // namespace fusescope::codegen
