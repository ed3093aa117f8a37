// After fusion: compute_last_usage and the bytes each kernel reads and writes.
#include "sched/seed/seed_scheduler.h"

#include <fmt/format.h>

#include "util/saturating.h"

namespace fusescope::sched::seed {

// Scheduler.compute_last_usage and get_read_write_buffers_sizes per kernel.
void SeedScheduler::usedNamesOf(int id, std::vector<NameId>& out) const {
  const SeedNode& s = sn(id);
  if (!s.isGroup()) {
    for (DepId d : s.used) out.push_back(deps_.dep(d).name);
    return;
  }
  for (int p : s.parts) usedNamesOf(p, out);  // used_or_aliased_buffer_names: union over snodes
}

NameId SeedScheduler::realName(NameId n) const {
  NameId r = mutationRealName_[static_cast<size_t>(n)];
  return r == -1 ? n : r;
}

int64_t SeedScheduler::readWriteBytes(int id) const {
  const SeedNode& s = sn(id);
  if (s.type == SchedNodeType::Nop) return 0;
  std::vector<NameId> reads, writes;
  for (DepId d : s.reads) reads.push_back(deps_.dep(d).name);
  for (DepId d : s.writes) writes.push_back(deps_.dep(d).name);
  std::sort(reads.begin(), reads.end());
  reads.erase(std::unique(reads.begin(), reads.end()), reads.end());
  std::sort(writes.begin(), writes.end());
  writes.erase(std::unique(writes.begin(), writes.end()), writes.end());
  if (s.isGroup()) {
    // is_materialized: some user of the producing node is outside self.snodes.
    auto inSnodes = [&](int user) {
      return std::find(s.parts.begin(), s.parts.end(), user) != s.parts.end();
    };
    std::vector<NameId> removed;
    for (NameId w : writes) {
      NodeId p = deps_.producer(w);
      if (p == kNone) continue;
      const auto& users = nodeUsers_[static_cast<size_t>(p)];
      bool materialized = std::any_of(users.begin(), users.end(), [&](int u) { return u == kOutput || !inSnodes(u); });
      if (!materialized) removed.push_back(w);
    }
    auto drop = [&](std::vector<NameId>& v) {
      std::vector<NameId> out;
      std::set_difference(v.begin(), v.end(), removed.begin(), removed.end(), std::back_inserter(out));
      v = std::move(out);
    };
    drop(writes);
    drop(reads);
  }
  std::vector<NameId> all;
  std::set_union(reads.begin(), reads.end(), writes.begin(), writes.end(), std::back_inserter(all));
  int64_t bytes = 0;
  for (NameId n : all) bytes = saturatingAdd(bytes, deps_.bufferBytes(n));
  return bytes;
}

void SeedScheduler::computeLastUsageAndKernels() {
  std::vector<char> future(deps_.nameCount(), 0);
  for (NameId n : graphOutputNames_) future[static_cast<size_t>(n)] = 1;
  trace_.kernels.resize(nodes_.size());
  std::vector<NameId> used;
  for (size_t k = nodes_.size(); k-- > 0;) {
    cancel_.tick();
    int id = nodes_[k];
    used.clear();
    usedNamesOf(id, used);
    std::vector<NameId> last;
    for (NameId n : used) {
      NameId r = realName(n);
      if (!future[static_cast<size_t>(r)]) last.push_back(r);
    }
    std::sort(last.begin(), last.end());
    last.erase(std::unique(last.begin(), last.end()), last.end());
    Kernel& kernel = trace_.kernels[k];
    kernel.node = id;
    kernel.backend = backends_.backendName(sn(id));
    kernel.bytesReadWritten = readWriteBytes(id);
    for (NameId n : last) {
      future[static_cast<size_t>(n)] = 1;
      kernel.lastUsage.emplace_back(deps_.name(n));
    }
    std::sort(kernel.lastUsage.begin(), kernel.lastUsage.end());
  }
}

}  // namespace fusescope::sched::seed
