// Where PyTorch 2.11.0 writes each refusal reason this port records (shared/reference/torch-2.11; the test
// test_rule_sources checks every line against those sources).
#include <array>
#include <string_view>

#include "sched/inductor211/inductor211_policy.h"

namespace fusescope::sched {

namespace {

struct Entry {
  std::string_view reason;  // the whole reason, or its fixed start where Inductor formats values after it
  bool prefix;
  std::string_view file;
  int line;
  std::string_view function;
};

constexpr std::string_view kScheduler = "torch/_inductor/scheduler.py";
constexpr std::string_view kChoices = "torch/_inductor/choices.py";
constexpr std::string_view kSimd = "torch/_inductor/codegen/simd.py";

constexpr std::array kEntries{
    Entry{"foreach do not have same length", false, kScheduler, 2258, "ForeachKernelSchedulerNode.can_fuse"},
    Entry{"candidate producer is not dep of any foreach consumer", false, kScheduler, 2275, "ForeachKernelSchedulerNode.can_fuse"},
    Entry{"candidate consumer has no dep in any foreach producer", false, kScheduler, 2290, "ForeachKernelSchedulerNode.can_fuse"},
    Entry{"will create cycle", false, kScheduler, 4814, "Scheduler.found_path"},
    Entry{"prologue fusion will not increase amount of bytes read in kernel", false, kScheduler, 5279,
          "Scheduler.check_prologue_fusion_heuristics_fusable"},
    Entry{"prologue fusion will not increase attempt to fuse in padding bc it increases unaligned reads", false, kScheduler,
          5296, "Scheduler.check_prologue_fusion_heuristics_fusable"},
    Entry{"prologue fusion that must be upcast to fp32 not profitable for low precision templates", false, kScheduler, 5308,
          "Scheduler.low_prec_fp"},
    Entry{"node1 is extern or nop", false, kScheduler, 5449, "Scheduler.can_fuse"},
    Entry{"node2 is extern or nop", false, kScheduler, 5455, "Scheduler.can_fuse"},
    Entry{"node1 must go before node2", false, kScheduler, 5459, "Scheduler.can_fuse"},
    Entry{"prologue fusion turned off", false, kScheduler, 5464, "Scheduler.can_fuse"},
    Entry{"prologue fusion only supported for pointwise nodes", false, kScheduler, 5468, "Scheduler.can_fuse"},
    Entry{"prologue fusion only supported for TritonTemplates", false, kScheduler, 5473, "Scheduler.can_fuse"},
    Entry{"prologue fusion not implemented for kernel for these inputs", false, kScheduler, 5484, "Scheduler.can_fuse"},
    Entry{"template prologue can only fuse functional pointwise nodes", false, kScheduler, 5488, "Scheduler.can_fuse"},
    Entry{"template prologue can only fuse nodes with a single use", false, kScheduler, 5496, "Scheduler.can_fuse"},
    Entry{"template prologue can only fuse nodes with a single use into template", false, kScheduler, 5513,
          "Scheduler.can_fuse"},
    Entry{"template epilogue not satisfied", false, kScheduler, 5525, "Scheduler.can_fuse"},
    Entry{"memory deps did not match", false, kScheduler, 5636, "Scheduler.can_fuse_vertical"},
    Entry{"intermediate nodes between node1 & node2", false, kScheduler, 5643, "Scheduler.can_fuse_vertical"},
    Entry{"no shared data due to indexing mismatch", false, kChoices, 552, "InductorChoices.can_fuse"},
    Entry{"no shared data", false, kChoices, 554, "InductorChoices.can_fuse"},
    Entry{"exceeds max fusion", false, kChoices, 562, "InductorChoices.can_fuse"},
    Entry{"Fusion will increase peak memory", false, kChoices, 566, "InductorChoices.can_fuse"},
    Entry{"fusion_prevent_too_many_reads_and_writes", false, kChoices, 577, "InductorChoices.can_fuse"},
    Entry{"score_fusion_memory_threshold", false, kChoices, 605, "InductorChoices.can_fuse_horizontal"},
    Entry{"Nodes are too far away. Fusing them may increase peak memory.", false, kChoices, 609,
          "InductorChoices.can_fuse_horizontal"},
    Entry{"numel/rnumel mismatch (reduce) ", true, kSimd, 1336, "SIMDScheduling.can_fuse"},
    Entry{"numel/rnumel mismatch (non-reduce) ", true, kSimd, 1376, "SIMDScheduling.can_fuse"},
    Entry{"numel/rnumel mismatch prologue mismatch ", true, kSimd, 1397, "SIMDScheduling.can_fuse"},
    Entry{"nodes numel/rnumel incompatibility", false, kSimd, 1442, "SIMDScheduling.can_fuse"},
    Entry{"invalid tiling for reduction", false, kSimd, 1455, "SIMDScheduling.can_fuse"},
    Entry{"nodes numel incompatibility", false, kSimd, 1460, "SIMDScheduling.can_fuse"},
};

}  // namespace

std::vector<std::string> inductor211PlacedReasons() {
  std::vector<std::string> out;
  for (const Entry& e : kEntries) out.emplace_back(e.reason);
  return out;
}

std::optional<RuleSource> Inductor211Policy::ruleSource(const std::string& reason) const {
  for (const Entry& e : kEntries)
    if (e.prefix ? std::string_view(reason).starts_with(e.reason) : reason == e.reason)
      return RuleSource{std::string(e.file), e.line, std::string(e.function), "2.11.0"};
  return std::nullopt;
}

}  // namespace fusescope::sched
