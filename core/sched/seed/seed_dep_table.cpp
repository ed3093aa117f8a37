#include "sched/seed/seed_dep_table.h"

#include "graph/dtype.h"

#include "util/saturating.h"

#include <charconv>
#include <functional>

namespace fusescope::sched::seed {

int64_t dtypeSize(std::string_view dtype) { return dtypeBytes(dtype); }

namespace {

bool isIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Calls f(identifier) for each identifier token in an index expression (variable and function names).
template <class F>
void forEachIdentifier(std::string_view s, F&& f) {
  size_t i = 0;
  while (i < s.size()) {
    if (isIdentStart(s[i])) {
      size_t start = i;
      while (i < s.size() && isIdentChar(s[i])) ++i;
      f(s.substr(start, i - start));
    } else if (isDigit(s[i])) {
      while (i < s.size() && isIdentChar(s[i])) ++i;
    } else {
      ++i;
    }
  }
}

bool isIndirectName(std::string_view n) { return n.rfind("tmp", 0) == 0 || n.rfind("indirect", 0) == 0; }

void mix(uint64_t& h, uint64_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); }

// Hash of a dep's identity: the fields SeedDepRecord::index(), sizes and mode() expose for `kind`.
uint64_t identityHash(DepKind kind, NameId name, const Dependency* shape) {
  const std::hash<std::string_view> hs;
  uint64_t h = static_cast<uint64_t>(kind) * 0x100000001b3ULL;
  mix(h, static_cast<uint64_t>(name));
  if (shape == nullptr || kind == DepKind::Weak) return h;
  if (kind == DepKind::Memory) {
    mix(h, hs(shape->index));
    for (const auto& r : shape->ranges) mix(h, hs(r.second));
  }
  mix(h, hs(shape->mode));
  return h;
}

bool sameIdentity(const SeedDepRecord& a, DepKind kind, NameId name, const Dependency* shape) {
  if (a.kind != kind || a.name != name) return false;
  if (a.shape == shape || kind == DepKind::Weak) return true;
  SeedDepRecord b;
  b.kind = kind;
  b.name = name;
  b.shape = shape;
  return a.index() == b.index() && a.sameSizes(b) && a.mode() == b.mode();
}

}  // namespace

bool SeedDepRecord::sameSizes(const SeedDepRecord& other) const {
  if (sizeCount() != other.sizeCount()) return false;
  return sizesStartWith(other);
}

bool SeedDepRecord::sizesStartWith(const SeedDepRecord& prefix) const {
  const size_t n = prefix.sizeCount();
  if (sizeCount() < n) return false;
  for (size_t i = 0; i < n; ++i)
    if (size(i) != prefix.size(i)) return false;
  return true;
}

SeedDepTable::SeedDepTable(const Graph& graph, const SymbolValues& hints) : graph_(graph), sizeHints_(hints) {
  names_.reserve(graph.buffers.size() + 16);
  nameIndex_.reserve(graph.buffers.size() * 2 + 16);
  firstWithHash_.reserve(graph.nodes.size() * 8 + 16);
  for (const auto& b : graph.buffers) addName(b.name, &b);  // a repeated name keeps its first buffer
}

int64_t SeedDepTable::sizeHint(const std::string& text) { return sizeHints_(text); }

NameId SeedDepTable::nameId(const std::string& name) {
  auto it = nameIndex_.find(name);
  if (it != nameIndex_.end()) return it->second;
  return addName(name, graph_.findBuffer(name));
}

NameId SeedDepTable::addName(const std::string& name, const Buffer* b) {
  NameId id = static_cast<NameId>(names_.size());
  auto [it, inserted] = nameIndex_.try_emplace(name, id);
  if (!inserted) return it->second;
  names_.push_back(name);
  producer_.push_back(b ? b->producer : kNone);
  buffer_.push_back(b ? b->id : kNone);
  int64_t bytes = 0;
  if (b) {
    int64_t numel = 1;
    for (const auto& s : b->layout.size) numel = saturatingMul(numel, sizeHint(s));
    bytes = saturatingMul(numel, dtypeSize(b->layout.dtype));
  }
  bufferBytes_.push_back(bytes);
  return id;
}

DepId SeedDepTable::find(uint64_t hash, DepKind kind, NameId name, const Dependency* shape) const {
  auto it = firstWithHash_.find(hash);
  if (it == firstWithHash_.end()) return -1;
  for (DepId id = it->second; id != -1; id = nextSameHash_[static_cast<size_t>(id)])
    if (sameIdentity(deps_[static_cast<size_t>(id)], kind, name, shape)) return id;
  return -1;
}

DepId SeedDepTable::add(uint64_t hash, SeedDepRecord record) {
  const DepId id = static_cast<DepId>(deps_.size());
  deps_.push_back(record);
  auto [it, inserted] = firstWithHash_.emplace(hash, id);
  nextSameHash_.push_back(inserted ? -1 : it->second);  // the new dep heads its hash's chain
  if (!inserted) it->second = id;
  return id;
}

DepId SeedDepTable::intern(const Dependency& dep) {
  const NameId name = nameId(dep.name);
  const uint64_t hash = identityHash(dep.kind, name, &dep);
  if (DepId id = find(hash, dep.kind, name, &dep); id != -1) return id;  // the same dep printed on several nodes

  // New dep: one pass over the index text for tmp symbols and the ranges it uses.
  SeedDepRecord rec;
  rec.kind = dep.kind;
  rec.name = name;
  rec.shape = &dep;
  if (dep.kind == DepKind::Memory) {
    bool indirect = false;
    uint64_t usedRanges = 0;  // bit i: range variable i appears in the index
    forEachIdentifier(dep.index, [&](std::string_view ident) {
      if (ident.find("tmp") != std::string_view::npos) rec.indexHasTmp = true;
      if (isIndirectName(ident)) indirect = true;
      for (size_t i = 0; i < dep.ranges.size() && i < 64; ++i)
        if (dep.ranges[i].first == ident) usedRanges |= uint64_t{1} << i;
    });
    BufferId bid = buffer(rec.name);
    int64_t elem = bid == kNone ? 4 : dtypeSize(graph_.buffers[static_cast<size_t>(bid)].layout.dtype);
    if (indirect) {
      rec.bytes = bid == kNone ? 0 : bufferBytes(rec.name);
    } else {
      int64_t numel = 1;
      for (size_t i = 0; i < dep.ranges.size() && i < 64; ++i)
        if (usedRanges >> i & 1) numel = saturatingMul(numel, sizeHint(dep.ranges[i].second));
      rec.bytes = saturatingMul(numel, elem);
    }
  } else if (dep.kind == DepKind::Star) {
    rec.bytes = bufferBytes(rec.name);
  } else {
    rec.bytes = 1;  // WeakDep.numbytes_hint: purely inserted for ordering
  }
  return add(hash, rec);
}

DepId SeedDepTable::internBare(DepKind kind, NameId name) {
  const uint64_t hash = identityHash(kind, name, nullptr);
  if (DepId id = find(hash, kind, name, nullptr); id != -1) return id;
  SeedDepRecord rec;
  rec.kind = kind;
  rec.name = name;
  rec.bytes = kind == DepKind::Star ? bufferBytes(name) : 1;  // WeakDep.numbytes_hint: purely for ordering
  return add(hash, rec);
}

DepId SeedDepTable::renamed(DepId depId, NameId newName) {
  const SeedDepRecord old = deps_[static_cast<size_t>(depId)];
  if (old.name == newName) return depId;
  const uint64_t hash = identityHash(old.kind, newName, old.shape);
  if (DepId id = find(hash, old.kind, newName, old.shape); id != -1) return id;
  SeedDepRecord rec = old;
  rec.name = newName;
  if (old.kind == DepKind::Memory) {
    // Same index and ranges on a renamed buffer (same shape by construction): keep the element count,
    // take the new buffer's dtype.
    int64_t oldElem = 4, newElem = 4;
    if (BufferId b = buffer(old.name); b != kNone) oldElem = dtypeSize(graph_.buffers[static_cast<size_t>(b)].layout.dtype);
    if (BufferId b = buffer(newName); b != kNone) newElem = dtypeSize(graph_.buffers[static_cast<size_t>(b)].layout.dtype);
    rec.bytes = old.bytes < 0 ? 0 : old.bytes / oldElem * newElem;
  } else if (old.kind == DepKind::Star) {
    rec.bytes = bufferBytes(newName);
  }
  return add(hash, rec);
}

}  // namespace fusescope::sched::seed
