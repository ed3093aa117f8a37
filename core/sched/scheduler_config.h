// The knobs that change fusion decisions, as the schedulers read them. Defaults are Inductor's (the seed's
// and 2.11's agree wherever both read a knob). Names, types, bounds, who reads which knob and the help text
// live in one table, sched/knob_table.h: set/get/keys go through it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace fusescope::sched {

struct SchedulerConfig {
  // --- read by the seed ---
  int maxFusionSize = 64;              // max_fusion_size
  bool aggressiveFusion = false;       // aggressive_fusion
  bool epilogueFusion = true;          // epilogue_fusion
  bool epilogueFusionFirst = false;    // epilogue_fusion_first
  int proximityLimit = 64;             // fusion_proximity_limit: can_fusion_increase_peak_memory's `> 64`
  bool cutlassEpilogueFusionEnabled = true;  // cuda.cutlass_epilogue_fusion_enabled (EVT epilogues)
  // Size hints for symbolic sizes (`size_hint.s0=128`); others use unbacked_symint_fallback.
  int64_t unbackedSymintFallback = 8192;     // unbacked_symint_fallback
  std::map<std::string, int64_t> sizeHints;  // size_hint.<symbol>

  // --- later Inductor only (policy inductor-2.11); accepted and kept, ignored by `seed` ---
  bool prologueFusion = true;                      // prologue_fusion
  bool loopOrderingAfterFusion = true;             // loop_ordering_after_fusion
  bool loopIndexInversionInFusion = true;          // loop_index_inversion_in_fusion
  int scoreFusionMemoryThreshold = 10;             // score_fusion_memory_threshold
  int maxFusionBufferGroupPairwiseAttempts = 64;   // max_fusion_buffer_group_pairwise_attempts
  int maxFusionUniqueIoBuffers = 0;                // max_fusion_unique_io_buffers (0 = None)
  bool comboKernels = false;                       // combo_kernels
  bool comboKernelsPointwiseOnly = false;          // combo_kernels_pointwise_only
  bool mixOrderReduction = true;                   // triton.mix_order_reduction (MixOrderReduction.can_fuse)
  int nestedReduction = -1;                        // triton.nested_reduction (2.13+): -1 the release's default
  int mixOrderReductionMaxReads = 10;              // triton.mix_order_reduction_max_reads (2.13+; 0: no limit)

  // Sets a knob by its Inductor name (a knob table row or size_hint.<symbol>). Booleans take true/false/1/0;
  // integers must parse fully and respect the row's minimum; Optional[int] knobs also take None.
  // Throws std::invalid_argument naming the key for unknown keys and bad values.
  void set(const std::string& key, const std::string& value);
  // Parses "KEY=VALUE" and calls set().
  void setAssignment(const std::string& assignment);
  std::string get(const std::string& key) const;   // throws std::invalid_argument for unknown keys
  static std::vector<std::string> keys();          // every settable key except size_hint.<symbol>
  std::map<std::string, std::string> values() const;  // every key -> current value, for display

  friend bool operator==(const SchedulerConfig&, const SchedulerConfig&) = default;
};

}  // namespace fusescope::sched
