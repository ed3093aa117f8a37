#include "import/output_code_importer.h"

#include "codegen/output_code_scan.h"

namespace fusescope {

std::vector<CodeKernel> parseOutputCode(std::string_view text, const std::string& file, std::string_view function) {
  codegen::OutputCodeIndex index = codegen::scanOutputCode(text, file);
  std::vector<CodeKernel> kernels;
  kernels.reserve(index.definitions.size());
  for (codegen::KernelDefinition& def : index.definitions) {
    CodeKernel k;
    k.name = std::move(def.name);
    k.language = std::move(def.language);
    k.source = std::move(def.source);
    k.kernelPath = std::move(def.kernelPath);
    k.sourceNodes = std::move(def.sourceNodes);
    k.atenOrigins = std::move(def.atenOrigins);
    k.sourceMapping = std::move(def.nodeMapping);
    k.line = def.line;
    kernels.push_back(std::move(k));
  }
  std::vector<CodeKernel> externs;
  for (codegen::CallSite& call : index.calls) {
    if (call.function != function) continue;
    if (call.kind == codegen::CallKind::Kernel) {
      CodeKernel& k = kernels[static_cast<size_t>(call.definition)];
      if (k.calls.empty()) k.callArgs = call.rawArgs;
      k.calls.push_back({call.rawArgs, call.line});
    } else if (call.kind == codegen::CallKind::Extern) {
      CodeKernel ext;
      ext.source = codegen::externCallSource(index, call);
      ext.name = std::move(call.callee);
      ext.language = "extern";
      ext.sourceNodes = std::move(call.sourceNodes);
      ext.atenOrigins = std::move(call.atenOrigins);
      ext.callArgs = call.rawArgs;
      ext.written = call.written;
      ext.line = call.line;
      ext.calls.push_back({call.rawArgs, call.line});
      externs.push_back(std::move(ext));
    }
  }
  for (CodeKernel& k : externs) kernels.push_back(std::move(k));
  return kernels;
}

}  // namespace fusescope
