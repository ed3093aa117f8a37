#include "codegen/template_backends.h"

#include "codegen/code_hash.h"

namespace fusescope::codegen {
namespace {

std::string metadataComment(const WrapperState& wrapper, const std::string& srcCode, const std::vector<Origin>& origins,
                            const std::vector<std::string>& graphFragment) {
  const KernelMetadata meta = kernelMetadata(origins, graphFragment);
  return "# kernel path: " + kernelPath(srcCode, wrapper.cacheDir) + "\n" + meta.origins + "\n" + meta.detailed;
}

}  // namespace

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
  if (from.empty()) return text;
  for (size_t pos = text.find(from); pos != std::string::npos; pos = text.find(from, pos + to.size()))
    text.replace(pos, from.size(), to);
  return text;
}

std::string defineCuteDslKernel(WrapperState& wrapper, const std::string& srcCode, const std::vector<Origin>& origins,
                                const std::vector<std::string>& graphFragment) {
  if (auto it = wrapper.srcToKernel.find(srcCode); it != wrapper.srcToKernel.end()) return it->second;
  const std::string fusedName = wrapper.descriptiveNames ? fusedKernelName(origins) : "";
  const std::string kernelHash = sha256Hex(srcCode).substr(0, 8);
  const std::string kernelName = fusedName == "fused" ? "cutedsl_" + kernelHash : "cutedsl_" + fusedName + "_" + kernelHash;
  wrapper.srcToKernel[srcCode] = kernelName;
  const std::string src = replaceAll(srcCode, "Placeholder.KERNEL_NAME", kernelName);

  IndentedBuffer compileWrapper;
  compileWrapper.writeline("async_compile.cutedsl('" + kernelName + "', r'''");
  compileWrapper.splice(src, /*strip=*/true);
  compileWrapper.writeline("''')");
  wrapper.defineKernel(kernelName, compileWrapper.getvalue(), metadataComment(wrapper, src, origins, graphFragment));
  return kernelName;
}

std::string defineRocmKernel(WrapperState& wrapper, const std::string& srcCode, const std::vector<Origin>& origins,
                             const std::vector<std::string>& graphFragment) {
  if (auto it = wrapper.srcToKernel.find(srcCode); it != wrapper.srcToKernel.end()) return it->second;
  const std::string fusedName = wrapper.descriptiveNames ? fusedKernelName(origins) : "";
  const std::string kernelName = "rocm_" + fusedName + "_" + wrapper.nextKernelSuffix();
  wrapper.srcToKernel[srcCode] = kernelName;
  const std::string src = replaceAll(srcCode, "KERNEL_NAME", kernelName);

  IndentedBuffer compileWrapper;
  compileWrapper.writeline("async_compile.rocm(r'''");
  compileWrapper.splice(src, /*strip=*/true);
  compileWrapper.writeline(std::string("''', 'so', aot_compile=") + (wrapper.aotMode ? "True" : "False") + ")");
  wrapper.defineKernel(kernelName, compileWrapper.getvalue(), metadataComment(wrapper, src, origins, graphFragment));
  return kernelName;
}

}  // namespace fusescope::codegen
