// The backends' fusion rules as the seed's Scheduler calls them through get_backend(device):
// CUDA goes through CUDACombinedScheduling (CUTLASS / CuteDSL / ROCm C++ templates first, Triton/SIMD
// otherwise), CPU through CppScheduling. Each answer carries the reason when it says no.
#pragma once

#include <string>

#include "sched/sched_node.h"

namespace fusescope::sched {

struct FuseCheck {
  bool ok = true;
  std::string reason;
  static FuseCheck yes() { return {}; }
  static FuseCheck no(std::string why) { return {false, std::move(why)}; }
};

class SeedBackends {
 public:
  explicit SeedBackends(const SchedContext& ctx) : ctx_(ctx) {}

  FuseCheck canFuseVertical(const SNode& node1, const SNode& node2) const;
  FuseCheck canFuseHorizontal(const SNode& node1, const SNode& node2) const;
  // "triton", "cpp", "cutlass", "cutedsl", "rocm", "extern", "nop", "foreach"
  std::string backendName(const SNode& node) const;

 private:
  bool isCpu(const SNode& n) const;
  TemplateKind templateKind(const SNode& n) const;  // of its template member, None without one
  FuseCheck tritonCanFuse(const SNode& node1, const SNode& node2) const;
  FuseCheck cppCanFuseHorizontal(const SNode& node1, const SNode& node2) const;
  FuseCheck cutlassCanFuseEpilogue(const SNode& node1, const SNode& node2) const;
  bool isCompatible(const Expr& numel, const Expr& rnumel, const NodeFacts& node) const;

  const SchedContext& ctx_;
};

}  // namespace fusescope::sched
