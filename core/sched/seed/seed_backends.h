// The backends' fusion rules as the seed's Scheduler calls them through get_backend(device):
// CUDA goes through CUDACombinedScheduling (CUTLASS / CuteDSL / ROCm C++ templates first, Triton/SIMD
// otherwise), CPU through CppScheduling. Each answer carries the reason when it says no.
#pragma once

#include <string>

#include "sched/seed/seed_node.h"
#include "sched/seed/seed_rule_table.h"

namespace fusescope::sched::seed {

struct FuseCheck {
  bool ok = true;
  std::string reason;
  static FuseCheck yes() { return {}; }
  // Every refusal names its rule (seed_rule_table.h); values go before and after the rule's words.
  static FuseCheck no(SeedRule rule, std::string_view before = {}, std::string_view after = {}) {
    return {false, seedReason(rule, before, after)};
  }
};

class SeedBackends {
 public:
  explicit SeedBackends(const SeedContext& ctx) : ctx_(ctx) {}

  FuseCheck canFuseVertical(const SeedNode& node1, const SeedNode& node2) const;
  FuseCheck canFuseHorizontal(const SeedNode& node1, const SeedNode& node2) const;
  // "triton", "cpp", "cutlass", "cutedsl", "rocm", "extern", "nop", "foreach"
  std::string backendName(const SeedNode& node) const;

 private:
  bool isCpu(const SeedNode& n) const;
  TemplateKind templateKind(const SeedNode& n) const;  // of its template member, None without one
  FuseCheck tritonCanFuse(const SeedNode& node1, const SeedNode& node2) const;
  FuseCheck cppCanFuseHorizontal(const SeedNode& node1, const SeedNode& node2) const;
  FuseCheck cutlassCanFuseEpilogue(const SeedNode& node1, const SeedNode& node2) const;
  bool isCompatible(const Expr& numel, const Expr& rnumel, const SeedNodeFacts& node) const;

  const SeedContext& ctx_;
};

}  // namespace fusescope::sched::seed
