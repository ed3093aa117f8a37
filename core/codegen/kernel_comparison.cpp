#include "codegen/kernel_comparison.h"

#include <set>
#include <sstream>

#include <dtl/dtl.hpp>
#include <fmt/format.h>

namespace fusescope::codegen {

namespace {

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The value of `reduction_hint=ReductionHint.X` in a heuristics decorator, "" when absent.
std::string reductionHint(const std::string& source) {
  const std::string key = "ReductionHint.";
  const size_t at = source.find(key);
  if (at == std::string::npos) return {};
  size_t end = at + key.size();
  while (end < source.size() && (std::isalnum(static_cast<unsigned char>(source[end])) || source[end] == '_')) ++end;
  return source.substr(at + key.size(), end - at - key.size());
}

// Distinct `in_ptrN` / `out_ptrN` / `in_out_ptrN` parameters named in a Triton kernel's source.
std::string pointerArgs(const std::string& source) {
  std::set<std::string> in, out;
  for (size_t at = source.find("_ptr"); at != std::string::npos; at = source.find("_ptr", at + 4)) {
    size_t start = at;
    while (start > 0 && (std::isalpha(static_cast<unsigned char>(source[start - 1])) || source[start - 1] == '_')) --start;
    size_t end = at + 4;
    while (end < source.size() && std::isdigit(static_cast<unsigned char>(source[end]))) ++end;
    if (end == at + 4) continue;
    const std::string name = source.substr(start, end - start);
    if (name.rfind("in_out_ptr", 0) == 0 || name.rfind("out_ptr", 0) == 0) out.insert(name);
    else if (name.rfind("in_ptr", 0) == 0) in.insert(name);
  }
  if (in.empty() && out.empty()) return {};
  return fmt::format("{} in, {} out", in.size(), out.size());
}

}  // namespace

std::string reductionStyle(const std::string& source) {
  if (source.find("persistent_reduction") != std::string::npos) return "persistent";
  if (source.find("triton_heuristics.reduction") != std::string::npos || source.find("for r0_offset in") != std::string::npos ||
      source.find("for roffset in") != std::string::npos)
    return "looped";
  return {};
}

std::vector<KernelDifference> compareKernels(const RealKernel& real, const GeneratedKernel& generated) {
  std::vector<KernelDifference> out;
  if (real.name != generated.name) out.push_back({"name", real.name, generated.name});
  if (real.language != generated.language && !(real.language == "extern" || generated.language.empty()))
    out.push_back({"language", real.language, generated.language});
  const std::string rs = reductionStyle(real.source), gs = reductionStyle(generated.source);
  if (rs != gs && !rs.empty() && !gs.empty()) out.push_back({"reduction", rs, gs});
  const std::string rh = reductionHint(real.source), gh = reductionHint(generated.source);
  if (rh != gh && !rh.empty() && !gh.empty()) out.push_back({"reduction hint", rh, gh});
  const std::string rp = pointerArgs(real.source), gp = pointerArgs(generated.source);
  if (rp != gp && !rp.empty() && !gp.empty()) out.push_back({"pointer arguments", rp, gp});
  return out;
}

std::string unifiedKernelDiff(const std::string& real, const std::string& generated) {
  if (real == generated) return {};
  const std::vector<std::string> a = splitLines(real), b = splitLines(generated);
  dtl::Diff<std::string> diff(a, b);
  diff.onHuge();   // kernels are small, but keep memory bounded on hostile input
  diff.compose();
  diff.composeUnifiedHunks();
  std::ostringstream os;
  os << "--- inductor\n+++ fusescope\n";
  diff.printUnifiedFormat(os);
  return os.str();
}

}  // namespace fusescope::codegen
