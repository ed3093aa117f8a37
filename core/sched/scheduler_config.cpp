#include "sched/scheduler_config.h"

#include <charconv>
#include <stdexcept>

namespace fusescope::sched {

namespace {

bool parseBool(const std::string& key, const std::string& v) {
  if (v == "true" || v == "True" || v == "1") return true;
  if (v == "false" || v == "False" || v == "0") return false;
  throw std::invalid_argument("bad value '" + v + "' for " + key + " (expected true or false)");
}

int64_t parseInt(const std::string& key, const std::string& v, int64_t min) {
  int64_t out = 0;
  auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (v.empty() || ec != std::errc() || ptr != v.data() + v.size())
    throw std::invalid_argument("bad value '" + v + "' for " + key + " (expected an integer)");
  if (out < min)
    throw std::invalid_argument("bad value '" + v + "' for " + key + " (must be at least " + std::to_string(min) + ")");
  return out;
}

std::string boolText(bool b) { return b ? "true" : "false"; }

constexpr const char* kSizeHintPrefix = "size_hint.";

}  // namespace

std::vector<std::string> SchedulerConfig::keys() {
  return {"max_fusion_size", "aggressive_fusion", "epilogue_fusion", "epilogue_fusion_first",
          "fusion_proximity_limit", "cuda.cutlass_epilogue_fusion_enabled", "unbacked_symint_fallback",
          "prologue_fusion", "loop_ordering_after_fusion", "loop_index_inversion_in_fusion",
          "score_fusion_memory_threshold",
          "max_fusion_buffer_group_pairwise_attempts", "max_fusion_unique_io_buffers", "combo_kernels",
          "combo_kernels_pointwise_only", "triton.mix_order_reduction"};
}

void SchedulerConfig::set(const std::string& key, const std::string& value) {
  if (key == "max_fusion_size") maxFusionSize = static_cast<int>(parseInt(key, value, 1));
  else if (key == "aggressive_fusion") aggressiveFusion = parseBool(key, value);
  else if (key == "epilogue_fusion") epilogueFusion = parseBool(key, value);
  else if (key == "epilogue_fusion_first") epilogueFusionFirst = parseBool(key, value);
  else if (key == "fusion_proximity_limit") proximityLimit = static_cast<int>(parseInt(key, value, 0));
  else if (key == "cuda.cutlass_epilogue_fusion_enabled" || key == "cutlass_epilogue_fusion_enabled")
    cutlassEpilogueFusionEnabled = parseBool(key, value);
  else if (key == "unbacked_symint_fallback") unbackedSymintFallback = parseInt(key, value, 1);
  else if (key == "prologue_fusion") prologueFusion = parseBool(key, value);
  else if (key == "loop_ordering_after_fusion") loopOrderingAfterFusion = parseBool(key, value);
  else if (key == "loop_index_inversion_in_fusion") loopIndexInversionInFusion = parseBool(key, value);
  else if (key == "score_fusion_memory_threshold") scoreFusionMemoryThreshold = static_cast<int>(parseInt(key, value, 0));
  else if (key == "max_fusion_buffer_group_pairwise_attempts")
    maxFusionBufferGroupPairwiseAttempts = static_cast<int>(parseInt(key, value, 1));
  else if (key == "max_fusion_unique_io_buffers") {
    maxFusionUniqueIoBuffers = (value == "None" || value == "none") ? 0 : static_cast<int>(parseInt(key, value, 0));
  } else if (key == "combo_kernels") comboKernels = parseBool(key, value);
  else if (key == "combo_kernels_pointwise_only") comboKernelsPointwiseOnly = parseBool(key, value);
  else if (key == "triton.mix_order_reduction") mixOrderReduction = parseBool(key, value);
  else if (key.rfind(kSizeHintPrefix, 0) == 0 && key.size() > std::string(kSizeHintPrefix).size())
    sizeHints[key.substr(std::string(kSizeHintPrefix).size())] = parseInt(key, value, 0);
  else {
    std::string known;
    for (const auto& k : keys()) known += (known.empty() ? "" : ", ") + k;
    throw std::invalid_argument("unknown scheduler config key '" + key + "' (known: " + known + ", size_hint.<symbol>)");
  }
}

void SchedulerConfig::setAssignment(const std::string& assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string::npos || eq == 0)
    throw std::invalid_argument("expected KEY=VALUE, got '" + assignment + "'");
  set(assignment.substr(0, eq), assignment.substr(eq + 1));
}

std::string SchedulerConfig::get(const std::string& key) const {
  if (key == "max_fusion_size") return std::to_string(maxFusionSize);
  if (key == "aggressive_fusion") return boolText(aggressiveFusion);
  if (key == "epilogue_fusion") return boolText(epilogueFusion);
  if (key == "epilogue_fusion_first") return boolText(epilogueFusionFirst);
  if (key == "fusion_proximity_limit") return std::to_string(proximityLimit);
  if (key == "cuda.cutlass_epilogue_fusion_enabled") return boolText(cutlassEpilogueFusionEnabled);
  if (key == "unbacked_symint_fallback") return std::to_string(unbackedSymintFallback);
  if (key == "prologue_fusion") return boolText(prologueFusion);
  if (key == "loop_ordering_after_fusion") return boolText(loopOrderingAfterFusion);
  if (key == "loop_index_inversion_in_fusion") return boolText(loopIndexInversionInFusion);
  if (key == "score_fusion_memory_threshold") return std::to_string(scoreFusionMemoryThreshold);
  if (key == "max_fusion_buffer_group_pairwise_attempts") return std::to_string(maxFusionBufferGroupPairwiseAttempts);
  if (key == "max_fusion_unique_io_buffers") return maxFusionUniqueIoBuffers == 0 ? "None" : std::to_string(maxFusionUniqueIoBuffers);
  if (key == "combo_kernels") return boolText(comboKernels);
  if (key == "combo_kernels_pointwise_only") return boolText(comboKernelsPointwiseOnly);
  if (key == "triton.mix_order_reduction") return boolText(mixOrderReduction);
  if (key.rfind(kSizeHintPrefix, 0) == 0) {
    auto it = sizeHints.find(key.substr(std::string(kSizeHintPrefix).size()));
    if (it != sizeHints.end()) return std::to_string(it->second);
  }
  throw std::invalid_argument("unknown scheduler config key '" + key + "'");
}

std::map<std::string, std::string> SchedulerConfig::values() const {
  std::map<std::string, std::string> out;
  for (const auto& k : keys()) out[k] = get(k);
  for (const auto& [sym, v] : sizeHints) out[kSizeHintPrefix + sym] = std::to_string(v);
  return out;
}

}  // namespace fusescope::sched
