#include "sched/inductor211/dep_pool.h"

#include "graph/dtype.h"
#include "util/integer_literal.h"
#include "util/saturating.h"
#include "util/text_hash.h"

#include <array>
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


void mix(uint64_t& h, uint64_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); }

// A hash of a (var, size) list of `count` entries var(i), size(i): one rule for printed and rule-built lists.
template <class Var, class Size>
uint64_t rangesHash(size_t count, const Var& var, const Size& size) {
  uint64_t h = count;
  for (size_t i = 0; i < count; ++i) {
    mix(h, hashText(var(i)));
    mix(h, hashText(size(i)));
  }
  return h;
}

}  // namespace

// A dep's identity (dependencies.py's equality): kind, name, and its pooled index text, (var, size) list
// and mode, which are equal exactly when their addresses are.
struct DepFields {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  const DepPool::IndexEntry* index = nullptr;
  int ranges = 0;
  const std::string* mode = nullptr;
  NameId mutatingBuf = -1;
  bool isFake = false;

  uint64_t hash() const {
    uint64_t h = static_cast<uint64_t>(kind) * 0x100000001b3ULL;
    mix(h, static_cast<uint64_t>(name));
    mix(h, index->second.hash);
    mix(h, static_cast<uint64_t>(ranges));
    mix(h, reinterpret_cast<uintptr_t>(mode));
    mix(h, static_cast<uint64_t>(mutatingBuf));
    mix(h, isFake ? 1 : 0);
    return h;
  }
  bool sameAs(const DepInfo& d) const {
    return d.kind == kind && d.name == name && &d.index == &index->first && d.rangesId == ranges && &d.mode == mode &&
           d.mutatingBuf == mutatingBuf && d.isFake == isFake;
  }
};

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
  modes_.emplace_back();  // mode None
  noIndex_ = &indexText({});
  const auto none = [](size_t) { return std::string_view(); };
  addRanges({}, rangesHash(0, none, none));  // kNoRanges
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

const DepPool::IndexEntry& DepPool::indexText(std::string_view text) {
  if (auto it = indexTexts_.find(text); it != indexTexts_.end()) return *it;
  auto& entry = *indexTexts_.try_emplace(std::string(text)).first;
  IndexText& t = entry.second;
  t.hash = hashText(entry.first);
  forEachIdentifier(entry.first, [&](std::string_view ident) {  // views into the key, which never moves
    const bool tmp = startsWith(ident, "tmp");
    if (tmp) t.hasTmp = true;
    if (tmp || startsWith(ident, "indirect")) t.indirect = true;
    t.idents.push_back(ident);
  });
  t.integer = isIntegerLiteral(entry.first);
  return entry;
}

template <class Var, class Size>
int DepPool::pooledRanges(size_t count, const Var& var, const Size& size) {
  const auto same = [&](int r) {
    const Ranges& have = ranges_[static_cast<size_t>(r)];
    if (have.sizes.size() != count) return false;
    for (size_t i = 0; i < count; ++i)
      if (have.vars[i] != var(i) || have.sizes[i] != size(i)) return false;
    return true;
  };
  // A node's deps mostly share its loop nest: the last list pooled is compared before any hashing.
  if (same(lastRanges_)) return lastRanges_;
  const uint64_t hash = rangesHash(count, var, size);
  if (const int id = rangesIndex_.findIf(hash, same); id != -1) return lastRanges_ = id;
  Ranges added;
  added.vars.reserve(count);
  added.sizes.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    added.vars.emplace_back(var(i));
    added.sizes.emplace_back(size(i));
  }
  return lastRanges_ = addRanges(std::move(added), hash);
}

int DepPool::rangesOf(const Dependency& dep) {
  return pooledRanges(
      dep.ranges.size(), [&](size_t i) -> std::string_view { return dep.ranges[i].first; },
      [&](size_t i) -> std::string_view { return dep.ranges[i].second; });
}

// A rule's list may name fewer vars than sizes; the missing vars read as empty text, as before pooling.
int DepPool::rangesOf(const NewDep& dep) {
  return pooledRanges(
      dep.sizes.size(),
      [&](size_t i) { return i < dep.vars.size() ? std::string_view(dep.vars[i]) : std::string_view(); },
      [&](size_t i) -> std::string_view { return dep.sizes[i]; });
}

int DepPool::addRanges(Ranges&& added, uint64_t hash) {
  const int id = static_cast<int>(ranges_.size());
  added.hints.reserve(added.sizes.size());
  for (const auto& x : added.sizes) added.hints.push_back(sizeHint(x));
  ranges_.push_back(std::move(added));
  rangesIndex_.insert(hash, id);
  return id;
}

const std::string& DepPool::modeText(std::string_view mode) {
  for (const std::string& m : modes_)
    if (m == mode) return m;
  return modes_.emplace_back(mode);
}

DepId DepPool::intern(const Dependency& dep) {
  DepFields f;
  f.kind = dep.kind;
  f.name = nameId(dep.name);
  if (dep.kind == DepKind::Memory) {
    // Index text in FuseScope's canonical form, so that equal sympy expressions compare equal as text;
    // the same index text recurs on many nodes. The parse is kept for the rules that parse it again.
    auto [canon, fresh] = canonicalCache_.try_emplace(dep.index);
    if (fresh) {
      canon->second.parsed = tryParseExpr(dep.index);
      canon->second.text = &indexText(canon->second.parsed ? std::string_view(canon->second.parsed->str())
                                                           : std::string_view(dep.index));
    }
    f.index = canon->second.text;
    f.ranges = rangesOf(dep);
  } else {
    f.index = noIndex_;  // non-memory deps carry no index or ranges in the pool
    f.ranges = kNoRanges;
  }
  f.mode = &modeText(dep.kind == DepKind::Weak || dep.mode == "None" ? std::string_view() : std::string_view(dep.mode));
  if (dep.kind == DepKind::Weak) {
    f.mutatingBuf = dep.mutatingBuf.empty() ? -1 : nameId(dep.mutatingBuf);
    f.isFake = dep.isFake;
  }
  const uint64_t hash = f.hash();
  if (DepId id = find(f, hash); id != -1) return id;  // the same dep printed on several nodes
  return add(f, hash);
}

DepId DepPool::intern(const NewDep& dep) {
  DepFields f;
  f.kind = dep.kind;
  f.name = dep.name;
  f.index = &indexText(dep.index);
  f.ranges = rangesOf(dep);
  f.mode = &modeText(dep.mode);
  f.mutatingBuf = dep.mutatingBuf;
  f.isFake = dep.isFake;
  const uint64_t hash = f.hash();
  if (DepId id = find(f, hash); id != -1) return id;
  return add(f, hash);
}

DepId DepPool::add(const DepFields& f, uint64_t hash) {
  const DepId id = static_cast<DepId>(deps_.size());
  const Ranges& r = ranges_[static_cast<size_t>(f.ranges)];
  const IndexText& t = f.index->second;
  const NameInfo& n = names_[static_cast<size_t>(f.name)];
  int64_t numel = 1, bytes = 1;  // WeakDep: numel 1, numbytes_hint 1
  if (f.kind == DepKind::Memory) {
    if (t.indirect) {
      numel = n.numel;  // get_numel: V.graph.get_numel(name)
    } else {
      for (size_t i = 0; i < r.vars.size() && i < r.sizes.size(); ++i)
        for (auto u : t.idents)
          if (u == r.vars[i]) {
            numel = saturatingMul(numel, r.hints[i]);
            break;
          }
    }
    bytes = saturatingMul(numel, n.elemBytes);
  } else if (f.kind == DepKind::Star) {
    numel = n.numel;
    bytes = saturatingMul(n.numel, n.elemBytes);
  }
  deps_.push_back(DepInfo{f.kind, f.name, f.index->first, r.vars, r.sizes, r.hints, *f.mode, f.mutatingBuf, f.isFake,
                          f.kind == DepKind::Memory && t.hasTmp, f.kind == DepKind::Memory && t.integer, numel, bytes,
                          f.ranges});
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
  const DepInfo& d = deps_[static_cast<size_t>(depId)];
  if (d.name == to) return depId;
  DepFields f;
  f.kind = d.kind;
  f.name = to;
  f.index = &*indexTexts_.find(d.index);
  f.ranges = d.rangesId;
  f.mode = &d.mode;
  f.mutatingBuf = d.mutatingBuf;
  f.isFake = d.isFake;
  const uint64_t hash = f.hash();
  if (DepId id = find(f, hash); id != -1) return id;
  return add(f, hash);
}

}  // namespace fusescope::sched::inductor211
