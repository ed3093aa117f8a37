// What a fusion does to memory in 2.11: score_fusion_memory and choices.score_fusion,
// can_fusion_increase_peak_memory and fusion_prevent_too_many_reads_and_writes, with the per-buffer facts
// they ask for (storage sizes, peak-memory keys). It holds its scheduler and keeps what it computed once
// per buffer (memory_rules.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "sched/engine/node_bitset.h"
#include "sched/inductor211/dep_pool.h"
#include "sched/inductor211/fusion_score.h"
#include "sched/trace.h"

namespace fusescope::sched::inductor211 {

class Scheduler211;
struct SchedNode211;

class MemoryRules211 {
 public:
  explicit MemoryRules211(Scheduler211& scheduler) : s_(scheduler) {}

  static FusionScore toTraceScore(const Score211& s);
  int64_t scoreFusionMemory(const SchedNode211& a0, const SchedNode211& b0, bool countBytes = true,
                            bool allowMix = true) const;
  Score211 scoreFusion(const SchedNode211& a, const SchedNode211& b) const;
  bool canFusionIncreasePeakMemory(const SchedNode211& n1, const SchedNode211& n2) const;
  bool fusionPreventTooManyReadsAndWrites(const SchedNode211& n1, const SchedNode211& n2, int threshold) const;

 private:
  std::optional<int64_t> storageSize(NameId name) const;
  std::optional<int64_t> computeStorageSize(NameId name) const;
  int peakMemoryKey(NameId name) const;
  bool anyNegativeDepSize() const;
  bool canBufferBeRemovedThroughFusion(NameId name, const NodeBitset& fused) const;

  Scheduler211& s_;
  mutable std::vector<std::optional<std::optional<int64_t>>> storageSizes_;  // per NameId, once computed
  mutable std::vector<int> peakKeyOf_;                          // per NameId: peakMemoryKey, -2 = not yet
  mutable std::unordered_map<std::string, int> peakKeyIds_;
  mutable std::vector<std::optional<int64_t>> peakKeySize_;     // per key id: storage size
  mutable std::vector<int> peakKeysLeft_, peakKeysRight_;       // scratch
  mutable size_t negativeScanned_ = 0;     // anyNegativeDepSize: deps scanned so far
  mutable bool negativeDepSize_ = false;
  mutable std::vector<std::pair<uint32_t, uint32_t>> depMarks_;  // scoreFusionMemory: per dep (in b, counted)
  mutable uint32_t markEpoch_ = 0;
};

}  // namespace fusescope::sched::inductor211
