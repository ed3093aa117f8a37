#include "analysis/kernel_cost.h"

#include "codegen/kernel_metrics.h"

#include <fmt/format.h>

namespace fusescope::analysis {

KernelCostTable::KernelCostTable(const Graph& graph, const sched::SchedulerConfig& config) : graph_(graph) {
  hints_.fallback = config.unbackedSymintFallback;
  for (const auto& [symbol, value] : config.sizeHints) hints_.values[symbol] = value;
}

KernelCost& KernelCost::operator+=(const KernelCost& other) {
  bytes += other.bytes;
  runtimeUs += other.runtimeUs;
  kernels += other.kernels;
  unestimated += other.unestimated;
  if (noEstimateReason.empty()) noEstimateReason = other.noEstimateReason;
  return *this;
}

std::string runtimeText(const KernelCost& c) {
  if (c.kernels > 0 && c.unestimated == c.kernels)
    return "no runtime estimate (" + (c.noEstimateReason.empty() ? std::string("not modelled") : c.noEstimateReason) + ")";
  if (c.unestimated == 0) return codegen::durationText(c.runtimeUs) + " estimated";
  return fmt::format("{} estimated for {} of {} kernels ({} have none)", codegen::durationText(c.runtimeUs),
                     c.kernels - c.unestimated, c.kernels, c.unestimated);
}

std::string runtimeDeltaText(const KernelCost& added, const KernelCost& removed) {
  if (added.unestimated + removed.unestimated > 0) {
    const std::string& why = added.noEstimateReason.empty() ? removed.noEstimateReason : added.noEstimateReason;
    return "no estimate (" + (why.empty() ? std::string("not modelled") : why) + ")";
  }
  return codegen::durationDeltaText(*runtimeDeltaUs(added, removed));
}

std::optional<double> runtimeDeltaUs(const KernelCost& added, const KernelCost& removed) {
  if (added.unestimated + removed.unestimated > 0) return std::nullopt;
  return added.runtimeUs - removed.runtimeUs;
}

const KernelCost& KernelCostTable::cost(const NodeGroup& sortedMembers) {
  auto it = known_.find(sortedMembers);
  if (it != known_.end()) return it->second;
  const codegen::KernelMetrics m = codegen::kernelMetrics(graph_, sortedMembers, codegen::DeviceProfile{}, hints_);
  KernelCost c;
  c.bytes = m.bytesRead + m.bytesWritten;
  c.kernels = 1;
  if (m.runtimeModel == "none" || m.runtimeModel.empty()) {
    c.unestimated = 1;
    c.noEstimateReason = m.noEstimateReason;
  } else {
    c.runtimeUs = m.estimatedRuntimeUs;
  }
  return known_.emplace(sortedMembers, std::move(c)).first->second;
}

KernelCost KernelCostTable::total(const std::vector<NodeGroup>& groups) {
  KernelCost sum;
  for (const NodeGroup& g : groups) sum += cost(g);
  return sum;
}

}  // namespace fusescope::analysis
