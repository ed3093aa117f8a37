// The parts of Inductor's PythonWrapperCodegen the backends' define_kernel touch: the source -> kernel
// name cache (src_to_kernel), the kernel suffix counter, the header the definitions are spliced into,
// and the config knobs that shape names and wrappers.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "codegen/indented_buffer.h"

namespace fusescope::codegen {

struct DefinedKernel {
  std::string name;
  std::string compileWrapper;   // e.g. "async_compile.cutedsl('name', r'''\n...\n''')\n"
  std::string metadataComment;  // "# kernel path: ...\n# ... Source Nodes ...\n# Source node to ATen ..."
  std::string definition;       // what wrapper.define_kernel splices: "\n\n{metadata}\n{name} = {wrapper}"
};

struct WrapperState {
  // config
  std::string cacheDir = "/tmp/torchinductor_fusescope";  // codecache.cache_dir()
  bool descriptiveNames = true;  // config.triton.descriptive_names ("original_aten")
  bool aotMode = false;          // V.graph.aot_mode

  // state
  std::map<std::string, std::string> srcToKernel;
  int kernelSuffix = 0;
  IndentedBuffer header;
  std::vector<DefinedKernel> kernels;

  std::string nextKernelSuffix() { return std::to_string(kernelSuffix++); }

  // PythonWrapperCodegen.define_kernel: header.splice(f"\n\n{metadata}\n{name} = {body}").
  void defineKernel(const std::string& name, const std::string& body, const std::string& metadata) {
    DefinedKernel k{name, body, metadata, "\n\n" + (metadata.empty() ? "" : metadata + "\n") + name + " = " + body};
    header.splice(k.definition);
    kernels.push_back(std::move(k));
  }
};

}  // namespace fusescope::codegen
