#include "sched/inductor211/dep_pool.h"

#include "graph/dtype.h"
#include "util/saturating.h"
#include "util/text_hash.h"

#include <array>
#include <cctype>
#include <cstring>
#include <charconv>
#include <functional>
#include <string_view>

namespace fusescope::sched::inductor211 {

int64_t dtypeBytes(const std::string& text) { return fusescope::dtypeBytes(text); }

namespace {

// The "C" locale's character classes as one table lookup per character: the scan of index text runs
// for every dep pooled.
constexpr uint8_t kAlpha = 1, kDigit = 2, kUnderscore = 4;
constexpr std::array<uint8_t, 256> kCharClass = [] {
  std::array<uint8_t, 256> t{};
  for (int c = 'a'; c <= 'z'; ++c) t[static_cast<size_t>(c)] = kAlpha;
  for (int c = 'A'; c <= 'Z'; ++c) t[static_cast<size_t>(c)] = kAlpha;
  for (int c = '0'; c <= '9'; ++c) t[static_cast<size_t>(c)] = kDigit;
  t['_'] = kUnderscore;
  return t;
}();
uint8_t charClass(char c) { return kCharClass[static_cast<unsigned char>(c)]; }

template <class F>
void forEachIdentifier(std::string_view s, F&& f) {
  size_t i = 0;
  while (i < s.size()) {
    const uint8_t c = charClass(s[i]);
    if (c & (kAlpha | kUnderscore)) {
      size_t start = i;
      while (i < s.size() && (charClass(s[i]) & (kAlpha | kDigit | kUnderscore))) ++i;
      f(s.substr(start, i - start));
    } else if (c & kDigit) {
      while (i < s.size() && (charClass(s[i]) & (kAlpha | kDigit))) ++i;
    } else {
      ++i;
    }
  }
}

// A prefix of constant length: compared inline, not through a memcmp call.
template <size_t N>
bool startsWith(std::string_view s, const char (&prefix)[N]) {
  return s.size() >= N - 1 && std::memcmp(s.data(), prefix, N - 1) == 0;
}

bool isInteger(std::string_view s) {
  if (s.empty()) return false;
  size_t i = s[0] == '-' ? 1 : 0;
  if (i == s.size()) return false;
  for (; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

void mix(uint64_t& h, uint64_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); }

}  // namespace

// The identity fields of a dep (what DepPool's old key string held), read from a DepInfo or straight from
// a printed Dependency, so a dep already in the pool is found without building a DepInfo or a key.
struct DepFields {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  std::string_view index, mode;
  uint64_t indexHash = 0;  // hashText(index), which the pool may know already
  NameId mutatingBuf = -1;
  bool isFake = false;
  const DepInfo* info = nullptr;      // one of these two supplies (var, size) pairs
  const Dependency* printed = nullptr;

  size_t rangeCount() const { return info ? info->sizes.size() : printed->ranges.size(); }
  std::string_view var(size_t i) const {
    if (info) return i < info->vars.size() ? std::string_view(info->vars[i]) : std::string_view();
    return printed->ranges[i].first;
  }
  std::string_view size(size_t i) const { return info ? std::string_view(info->sizes[i]) : printed->ranges[i].second; }

  // A hash of some of the identity fields: the index text names the vars, and deps that differ only in
  // their vars or sizes are rare enough to share a chain (sameAs tells them apart); hashing every
  // var and size text cost more than the chains.
  uint64_t hash() const {
    uint64_t h = static_cast<uint64_t>(kind) * 0x100000001b3ULL;
    mix(h, static_cast<uint64_t>(name));
    mix(h, indexHash);
    mix(h, rangeCount());
    mix(h, mode.size());
    mix(h, static_cast<uint64_t>(mutatingBuf));
    mix(h, isFake ? 1 : 0);
    return h;
  }
  bool sameAs(const DepInfo& d) const {
    if (d.kind != kind || d.name != name || d.index != index || d.mode != mode || d.mutatingBuf != mutatingBuf ||
        d.isFake != isFake || d.sizes.size() != rangeCount())
      return false;
    for (size_t i = 0; i < rangeCount(); ++i) {
      const std::string_view v = i < d.vars.size() ? std::string_view(d.vars[i]) : std::string_view();
      if (v != var(i) || d.sizes[i] != size(i)) return false;
    }
    return true;
  }
};

namespace {

DepFields fieldsOf(const DepInfo& d) {
  DepFields f;
  f.kind = d.kind;
  f.name = d.name;
  f.index = d.index;
  f.indexHash = hashText(d.index);
  f.mode = d.mode;
  f.mutatingBuf = d.mutatingBuf;
  f.isFake = d.isFake;
  f.info = &d;
  return f;
}

}  // namespace

DepPool::DepPool(const Graph& graph, const SymbolValues& hints) : graph_(graph), sizeHints_(hints) {
  names_.reserve(graph.buffers.size());
  nameIndex_.reserve(graph.buffers.size());
  // Most deps are pooled as the nodes are built (the reordering rounds add some): room for them up front
  // spares the moves of every DepInfo as the vector grows.
  size_t printed = 0;
  for (const Node& n : graph.nodes) printed += n.unmetDeps.size() + n.metDeps.size() + n.writes.size();
  deps_.reserve(printed + printed / 2);
  nextSameHash_.reserve(printed + printed / 2);
  size_t slots = 64;
  while (slots < 2 * printed) slots *= 2;
  heads_.assign(slots, {0, -1});
  for (const auto& b : graph.buffers) addName(b.name, &b);  // the graph's own buffers: no lookup by name
}

int64_t DepPool::sizeHint(const std::string& text) const { return sizeHints_(text); }

bool DepPool::parsedIndex(const std::string& text, const Expr*& expr) const {
  auto it = canonicalCache_.find(text);
  if (it == canonicalCache_.end()) return false;
  expr = it->second.parsed ? &*it->second.parsed : nullptr;
  return true;
}

NameId DepPool::nameId(const std::string& name) {
  const auto nameOf = [this](NameId i) -> std::string_view { return names_[static_cast<size_t>(i)].name; };
  const uint64_t hash = hashText(name);
  if (NameId id = nameIndex_.find(name, hash, nameOf); id != -1)
    return id;
  return addName(name, graph_.findBuffer(name));
}

NameId DepPool::addName(const std::string& name, const Buffer* b) {
  const auto nameOf = [this](NameId i) -> std::string_view { return names_[static_cast<size_t>(i)].name; };
  const uint64_t hash = hashText(name);
  if (NameId id = nameIndex_.find(name, hash, nameOf); id != -1)
    return id;  // a name the graph lists twice keeps its first id
  const NameId id = static_cast<NameId>(names_.size());
  nameIndex_.insert(hash, id);
  NameInfo info;
  info.name = name;
  if (b) {
    info.producer = b->producer;
    info.buffer = b->id;
    if (!b->layout.dtype.empty()) {
      info.known = true;
      info.elemBytes = dtypeBytes(b->layout.dtype);
      int64_t numel = 1;
      for (const auto& s : b->layout.size) numel = saturatingMul(numel, sizeHint(s));
      info.numel = numel;
    }
  }
  names_.push_back(std::move(info));
  return id;
}

DepId DepPool::find(const DepFields& f, uint64_t hash) const {
  for (DepId id = headOf(hash); id != -1; id = nextSameHash_[static_cast<size_t>(id)])
    if (f.sameAs(deps_[static_cast<size_t>(id)])) return id;
  return -1;
}

DepId DepPool::intern(const Dependency& dep) {
  DepFields f;
  f.kind = dep.kind;
  f.name = nameId(dep.name);
  f.printed = &dep;
  static const Dependency kRangeless;  // non-memory deps carry no index ranges in the pool
  if (dep.kind == DepKind::Memory) {
    // Index text in FuseScope's canonical form, so that equal sympy expressions compare equal as text;
    // the same index text recurs on many nodes. The parse is kept for the rules that parse it again.
    auto [canon, fresh] = canonicalCache_.try_emplace(dep.index);
    if (fresh) {
      canon->second.parsed = tryParseExpr(dep.index);
      canon->second.text = canon->second.parsed ? canon->second.parsed->str() : dep.index;
      canon->second.hash = hashText(canon->second.text);
    }
    f.index = canon->second.text;
    f.indexHash = canon->second.hash;
  } else {
    f.printed = &kRangeless;
    f.indexHash = hashText(std::string_view());
  }
  if (dep.kind != DepKind::Weak) f.mode = dep.mode == "None" ? std::string_view() : std::string_view(dep.mode);
  if (dep.kind == DepKind::Weak) {
    f.mutatingBuf = dep.mutatingBuf.empty() ? -1 : nameId(dep.mutatingBuf);
    f.isFake = dep.isFake;
  }
  const uint64_t hash = f.hash();
  if (DepId id = find(f, hash); id != -1) return id;  // the same dep printed on several nodes

  DepInfo info;
  info.kind = f.kind;
  info.name = f.name;
  info.index = std::string(f.index);
  if (dep.kind == DepKind::Memory) {
    info.vars.reserve(dep.ranges.size());
    info.sizes.reserve(dep.ranges.size());
  }
  if (dep.kind == DepKind::Memory)
    for (const auto& [var, size] : dep.ranges) {
      info.vars.push_back(var);
      info.sizes.push_back(size);
    }
  info.mode = std::string(f.mode);
  info.mutatingBuf = f.mutatingBuf;
  info.isFake = f.isFake;
  return add(std::move(info), hash);
}

DepId DepPool::intern(DepInfo info) {
  const uint64_t hash = fieldsOf(info).hash();
  if (DepId id = find(fieldsOf(info), hash); id != -1) return id;
  return add(std::move(info), hash);
}

DepId DepPool::add(DepInfo&& added, uint64_t hash) {
  const DepId id = static_cast<DepId>(deps_.size());
  deps_.push_back(std::move(added));  // its flags and sizes are computed in place: one move of the DepInfo
  DepInfo& info = deps_.back();
  const NameInfo& n = names_[static_cast<size_t>(info.name)];
  info.indexHasTmp = false;
  info.integerIndex = false;
  info.sizeHints.clear();
  info.sizeHints.reserve(info.sizes.size());
  for (const auto& x : info.sizes) info.sizeHints.push_back(sizeHint(x));
  if (info.kind == DepKind::Memory) {
    bool indirect = false;
    std::vector<std::string_view>& used = identScratch_;
    used.clear();
    forEachIdentifier(info.index, [&](std::string_view ident) {
      const bool tmp = startsWith(ident, "tmp");
      if (tmp) info.indexHasTmp = true;
      if (tmp || startsWith(ident, "indirect")) indirect = true;
      used.push_back(ident);
    });
    info.integerIndex = isInteger(info.index);
    if (indirect) {
      info.numel = n.numel;  // get_numel: V.graph.get_numel(name)
      info.bytes = saturatingMul(n.numel, n.elemBytes);
    } else {
      int64_t numel = 1;
      for (size_t i = 0; i < info.vars.size() && i < info.sizes.size(); ++i)
        for (auto u : used)
          if (u == info.vars[i]) {
            numel = saturatingMul(numel, info.sizeHints[i]);
            break;
          }
      info.numel = numel;
      info.bytes = saturatingMul(numel, n.elemBytes);
    }
  } else if (info.kind == DepKind::Star) {
    info.numel = n.numel;
    info.bytes = saturatingMul(n.numel, n.elemBytes);
  } else {
    info.numel = 1;
    info.bytes = 1;  // WeakDep.numbytes_hint
  }
  DepId& head = headSlot(hash);
  nextSameHash_.push_back(head);  // the new dep heads its hash's chain
  if (head == -1) ++headsUsed_;
  head = id;
  if (headsUsed_ * 2 > heads_.size()) {  // grow: re-place the heads
    std::vector<std::pair<uint64_t, DepId>> old = std::move(heads_);
    heads_.assign(old.size() * 2, {0, -1});
    for (const auto& [h, d] : old)
      if (d != -1) headSlot(h) = d;
  }
  return id;
}

namespace {
size_t slotOf(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return static_cast<size_t>(x);
}
}  // namespace

DepId DepPool::headOf(uint64_t hash) const {
  const size_t mask = heads_.size() - 1;
  for (size_t i = slotOf(hash) & mask;; i = (i + 1) & mask) {
    const auto& slot = heads_[i];
    if (slot.second == -1) return -1;  // no deletions: the hash would sit before the first empty slot
    if (slot.first == hash) return slot.second;
  }
}

DepId& DepPool::headSlot(uint64_t hash) {
  const size_t mask = heads_.size() - 1;
  for (size_t i = slotOf(hash) & mask;; i = (i + 1) & mask) {
    auto& slot = heads_[i];
    if (slot.second == -1) {
      slot.first = hash;  // an empty slot takes the hash: it is the new head's place
      return slot.second;
    }
    if (slot.first == hash) return slot.second;
  }
}

DepId DepPool::renamed(DepId depId, NameId to) {
  DepInfo copy = deps_[static_cast<size_t>(depId)];
  if (copy.name == to) return depId;
  copy.name = to;
  return intern(std::move(copy));
}

}  // namespace fusescope::sched::inductor211
