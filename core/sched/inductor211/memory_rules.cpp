// What a fusion does to memory: score_fusion_memory and choices.score_fusion, can_fusion_increase_peak_memory
// and fusion_prevent_too_many_reads_and_writes, with the per-buffer facts they ask for.
#include "sched/inductor211/scheduler211.h"

#include <cstdlib>

#include <fmt/format.h>

#include "util/integer_literal.h"
#include "util/saturating.h"

namespace fusescope::sched::inductor211 {

FusionScore MemoryRules211::toTraceScore(const Score211& s) {
  FusionScore out;
  out.templateFirst = s.templateScore == 2;
  out.sameReduction = s.nodeTypeScore > 0;
  out.nestedReduction = s.nodeTypeScore < 0;
  out.memory = s.memoryScore;
  out.proximity = s.proximityScore;
  return out;
}

// Scheduler.score_fusion_memory: bytes of the deps both nodes read or write.
// count_bytes=False counts elements, but only on the "iterate over the smaller set" path: the other
// path calls dep_size_hint(dep) with its default count_bytes=True (as 2.11 does).
int64_t MemoryRules211::scoreFusionMemory(const SchedNode211& a0, const SchedNode211& b0, bool countBytes, bool allowMix) const {
  // The fusion score for mix order reduction only counts numel (MixOrderReduction.get_fusion_score).
  if (allowMix && s_.mix_.mixCanFuse(a0, b0)) return s_.mix_.mixNumel(a0);
  const SchedNode211* a = &a0;
  const SchedNode211* b = &b0;
  const size_t len1 = a->reads.size() + a->writes.size(), len2 = b->reads.size() + b->writes.size();
  const bool smaller = std::min(len1, len2) * 4 < std::max(len1, len2);
  if (smaller && len1 > len2) std::swap(a, b);
  // 2.13 counts as asked on both paths (score_fusion_memory sums dep_size_hint(dep, count_bytes)).
  const bool bytes = smaller || s_.since({2, 13}) ? countBytes : true;
  // Per-dep marks (b's deps, and a's deps already counted) make this linear in the two nodes' deps
  // instead of a scan of b per dep of a: it runs several times for every candidate pair.
  if (depMarks_.size() < s_.pool_.depCount()) depMarks_.resize(s_.pool_.depCount() + s_.pool_.depCount() / 2, {0, 0});
  if (markEpoch_ == UINT32_MAX) {
    std::fill(depMarks_.begin(), depMarks_.end(), std::pair<uint32_t, uint32_t>{0, 0});
    markEpoch_ = 0;
  }
  const uint32_t epoch = ++markEpoch_;
  for (const auto* list : {&b->reads, &b->writes})
    for (int d : *list) depMarks_[static_cast<size_t>(d)].first = epoch;
  int64_t sum = 0;
  for (const auto* list : {&a->reads, &a->writes})
    for (int d : *list) {
      auto& mark = depMarks_[static_cast<size_t>(d)];
      if (mark.second == epoch) continue;  // counted already
      mark.second = epoch;
      if (mark.first == epoch) sum = saturatingAdd(sum, bytes ? s_.pool_.dep(d).bytes : s_.pool_.dep(d).numel);
    }
  return sum;
}

// choices.score_fusion
Score211 MemoryRules211::scoreFusion(const SchedNode211& a, const SchedNode211& b) const {
  Score211 s;
  s.memoryScore = scoreFusionMemory(a, b);
  s.proximityScore = -std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
  if (b.isTemplate) s.templateScore = 0;
  else s.templateScore = 1 + ((a.isTemplate == s_.config_.epilogueFusionFirst) && s.memoryScore > 0);
  s.nodeTypeScore = a.isReduction == b.isReduction && s.memoryScore > 0;
  // 2.13 (default on from 2.15, for every device): a reduction feeding a reduction of another size ranks last.
  if (s_.nestedReduction() && a.isReduction && b.isReduction && a.memberBits.intersects(b.ancestors) &&
      s_.groupOf(a).rnumelKey != s_.groupOf(b).rnumelKey)
    s.nodeTypeScore = -1;
  return s;
}

// compute_required_storage_length of a buffer's layout, in elements; nullopt when symbolic.
// A fact of the buffer's layout, asked for every candidate pair: computed once per name.
std::optional<int64_t> MemoryRules211::storageSize(NameId name) const {
  if (storageSizes_.size() <= static_cast<size_t>(name)) storageSizes_.resize(static_cast<size_t>(name) + 1);
  auto& slot = storageSizes_[static_cast<size_t>(name)];
  if (!slot) slot = computeStorageSize(name);
  return *slot;
}

namespace {

// parseExpr(text) when it is a constant: its value, or nullopt for a symbolic expression (throws as
// parseExpr does). Integer literals as Inductor prints them (most layout sizes and strides) are read
// without the parser.
std::optional<int64_t> constantOf(const std::string& text) {
  if (const std::optional<int64_t> literal = integerLiteral(text)) return literal;
  Expr e = parseExpr(text);
  return e.isConstant() ? std::optional<int64_t>(e.constantValue()) : std::nullopt;
}

}  // namespace

std::optional<int64_t> MemoryRules211::computeStorageSize(NameId name) const {
  BufferId b = s_.pool_.nameInfo(name).buffer;
  if (b == kNone) return std::nullopt;
  const Layout& l = s_.graph_.buffers[static_cast<size_t>(b)].layout;
  int64_t total = 1;
  try {
    for (size_t i = 0; i < l.size.size() && i < l.stride.size(); ++i) {
      const std::optional<int64_t> size = constantOf(l.size[i]), stride = constantOf(l.stride[i]);
      if (!size || !stride) return std::nullopt;
      if (*size == 0) return 0;
      total = saturatingAdd(total, saturatingMul(saturatingSub(*size, 1), *stride));
    }
    const std::optional<int64_t> off = constantOf(l.offset.empty() ? "0" : l.offset);
    if (!off) return std::nullopt;
    total = saturatingAdd(total, *off);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  return total;
}

// Scheduler.can_fusion_increase_peak_memory
// The (device, dtype, storage size) key of a buffer can_fusion_increase_peak_memory counts — a
// single-user scheduler buffer with a real layout — as a small id, or -1 when it is not counted. A fact
// of the buffer, asked for every candidate pair: computed once per name.
int MemoryRules211::peakMemoryKey(NameId name) const {
  if (peakKeyOf_.size() <= static_cast<size_t>(name)) peakKeyOf_.resize(static_cast<size_t>(name) + 1, -2);
  int& slot = peakKeyOf_[static_cast<size_t>(name)];
  if (slot != -2) return slot;
  slot = -1;
  BufferId b = s_.pool_.nameInfo(name).buffer;
  if (b == kNone || s_.pool_.nameInfo(name).producer == kNone) return slot;  // name_to_buf: scheduler buffers only
  const Buffer& buf = s_.graph_.buffers[static_cast<size_t>(b)];
  if (buf.users.size() != 1) return slot;
  if (buf.layout.kind == "NoneLayout" || buf.layout.kind == "MultiOutputLayout") return slot;
  const std::optional<int64_t> size = storageSize(name);
  // Keys compare by device, dtype and size; a buffer whose size is unknown only matches itself.
  const std::string text =
      buf.layout.device + '|' + buf.layout.dtype + '|' + (size ? std::to_string(*size) : "?" + buf.name);
  auto [it, fresh] = peakKeyIds_.try_emplace(text, static_cast<int>(peakKeySize_.size()));
  if (fresh) peakKeySize_.push_back(size);
  slot = it->second;
  return slot;
}

bool MemoryRules211::canFusionIncreasePeakMemory(const SchedNode211& n1, const SchedNode211& n2) const {
  auto singleUserInputs = [&](const SchedNode211& n, std::vector<int>& keys) {
    keys.clear();
    for (DepId r : n.reads)
      if (int k = peakMemoryKey(s_.pool_.dep(r).name); k >= 0 && std::find(keys.begin(), keys.end(), k) == keys.end())
        keys.push_back(k);
  };
  std::vector<int>& lhs = peakKeysLeft_;
  std::vector<int>& rhs = peakKeysRight_;
  singleUserInputs(n1, lhs);
  singleUserInputs(n2, rhs);
  int64_t overhead = 0;
  for (int k : lhs)
    if (std::find(rhs.begin(), rhs.end(), k) != rhs.end()) {
      const std::optional<int64_t>& size = peakKeySize_[static_cast<size_t>(k)];
      if (!size) return false;
      overhead = saturatingAdd(overhead, *size);
    }
  // Without overhead the answer is "the score is negative", which a score of byte counts is not: most
  // candidate pairs share no single-user input, and their score need not be computed.
  if (overhead == 0 && !s_.mix_.mixCanFuse(n1, n2) && !anyNegativeDepSize()) return false;
  return overhead > saturatingMul(32, scoreFusionMemory(n1, n2));
}

// Whether some pooled dep has a negative byte or element count (only negative size hints give one). The
// pool only grows: the deps added since the last call are scanned.
bool MemoryRules211::anyNegativeDepSize() const {
  for (; negativeScanned_ < s_.pool_.depCount() && !negativeDepSize_; ++negativeScanned_) {
    const DepInfo& d = s_.pool_.dep(static_cast<DepId>(negativeScanned_));
    negativeDepSize_ = d.bytes < 0 || d.numel < 0;
  }
  return negativeDepSize_;
}

bool MemoryRules211::fusionPreventTooManyReadsAndWrites(const SchedNode211& n1, const SchedNode211& n2, int threshold) const {
  std::vector<NameId> writes1, reads2, allReads, allWrites;
  for (DepId d : n1.writes) orderedAdd(writes1, s_.pool_.dep(d).name);
  for (DepId d : n2.reads) orderedAdd(reads2, s_.pool_.dep(d).name);
  for (DepId d : n1.reads) orderedAdd(allReads, s_.pool_.dep(d).name);
  for (NameId n : reads2) orderedAdd(allReads, n);
  allWrites = writes1;
  for (DepId d : n2.writes) orderedAdd(allWrites, s_.pool_.dep(d).name);
  NodeBitset fused = n1.memberBits;
  fused.orWith(n2.memberBits);
  std::vector<NameId> unique;
  for (NameId r : allReads)
    if (!(contains(reads2, r) && contains(writes1, r))) orderedAdd(unique, r);
  for (NameId w : allWrites) {
    bool removable = contains(writes1, w) && canBufferBeRemovedThroughFusion(w, fused);
    if (!removable) orderedAdd(unique, w);
  }
  return static_cast<int>(unique.size()) > threshold;
}

bool MemoryRules211::canBufferBeRemovedThroughFusion(NameId name, const NodeBitset& fused) const {
  BufferId b = s_.pool_.nameInfo(name).buffer;
  if (b == kNone) return false;
  for (const auto& u : s_.graph_.buffers[static_cast<size_t>(b)].users) {
    if (u.node == "OUTPUT") return false;
    auto it = s_.graph_.nodeByName.find(u.node);
    if (it == s_.graph_.nodeByName.end() || !fused.test(it->second)) return false;
  }
  return true;
}

}  // namespace fusescope::sched::inductor211
