#include "sched/dep_table.h"

#include "util/saturating.h"

#include <cctype>
#include <charconv>

namespace fusescope::sched {

int64_t dtypeSize(std::string_view dtype) {
  if (dtype.rfind("torch.", 0) == 0) dtype.remove_prefix(6);
  if (dtype == "float32" || dtype == "int32" || dtype == "uint32" || dtype == "float") return 4;
  if (dtype == "float16" || dtype == "bfloat16" || dtype == "int16" || dtype == "uint16" || dtype == "half") return 2;
  if (dtype == "float64" || dtype == "int64" || dtype == "uint64" || dtype == "complex64" || dtype == "double" ||
      dtype == "long")
    return 8;
  if (dtype == "int8" || dtype == "uint8" || dtype == "bool" || dtype.rfind("float8", 0) == 0) return 1;
  if (dtype == "complex128") return 16;
  return 4;
}

namespace {

// Calls f(identifier) for each identifier token in an index expression (variable and function names).
template <class F>
void forEachIdentifier(std::string_view s, F&& f) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (std::isalpha(c) || c == '_') {
      size_t start = i;
      while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
      f(s.substr(start, i - start));
    } else if (std::isdigit(c)) {
      while (i < s.size() && std::isalnum(static_cast<unsigned char>(s[i]))) ++i;
    } else {
      ++i;
    }
  }
}

bool isIndirectName(std::string_view n) { return n.rfind("tmp", 0) == 0 || n.rfind("indirect", 0) == 0; }

}  // namespace

DepTable::DepTable(const Graph& graph, const SymbolValues& hints) : graph_(graph), hints_(hints) {
  names_.reserve(graph.buffers.size() + 16);
  nameIndex_.reserve(graph.buffers.size() * 2 + 16);
  depIndex_.reserve(graph.nodes.size() * 8 + 16);
  for (const auto& b : graph.buffers)
    if (!nameIndex_.count(b.name)) addName(b.name, &b);
}

int64_t DepTable::sizeHint(const std::string& text) {
  int64_t v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc() && ptr == text.data() + text.size()) return v;
  auto it = hintCache_.find(text);
  if (it != hintCache_.end()) return it->second;
  int64_t value = 0;
  try {
    value = parseExpr(text).evaluate(hints_);
  } catch (const std::exception&) {
    value = hints_.fallback;  // an expression FuseScope cannot evaluate: treat like an unbacked symbol
  }
  hintCache_.emplace(text, value);
  return value;
}

NameId DepTable::nameId(const std::string& name) {
  auto it = nameIndex_.find(name);
  if (it != nameIndex_.end()) return it->second;
  return addName(name, graph_.findBuffer(name));
}

NameId DepTable::addName(const std::string& name, const Buffer* b) {
  NameId id = static_cast<NameId>(names_.size());
  names_.push_back(name);
  nameIndex_.emplace(name, id);
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

DepId DepTable::intern(const Dependency& dep) {
  // Fast path: the same dep printed on several nodes.
  std::string& key = keyScratch_;
  key.clear();
  key += dep.kind == DepKind::Memory ? 'M' : dep.kind == DepKind::Star ? 'S' : 'W';
  key += dep.name;
  key += '|';
  if (dep.kind == DepKind::Memory) {
    key += dep.index;
    key += '|';
    for (const auto& r : dep.ranges) {
      key += r.second;
      key += ',';
    }
  } else {
    key += '|';
  }
  key += '|';
  if (dep.kind != DepKind::Weak) key += dep.mode;
  if (auto it = depIndex_.find(key); it != depIndex_.end()) return it->second;

  // New dep: build its record in place (one pass over the index text for tmp symbols and range use).
  DepId id = static_cast<DepId>(deps_.size());
  depIndex_.emplace(key, id);
  DepRecord rec;
  rec.kind = dep.kind;
  rec.name = nameId(dep.name);
  if (dep.kind != DepKind::Weak) rec.mode = dep.mode;
  if (dep.kind == DepKind::Memory) {
    rec.index = dep.index;
    rec.sizes.reserve(dep.ranges.size());
    for (const auto& r : dep.ranges) rec.sizes.push_back(r.second);
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
  deps_.push_back(std::move(rec));
  return id;
}

DepId DepTable::intern(DepKind kind, NameId name, const std::string& index, const std::vector<std::string>& sizes,
                       const std::string& mode) {
  std::string& key = keyScratch_;
  key.clear();
  key += kind == DepKind::Memory ? 'M' : kind == DepKind::Star ? 'S' : 'W';
  key += names_[static_cast<size_t>(name)];
  key += '|';
  key += index;
  key += '|';
  for (const auto& s : sizes) {
    key += s;
    key += ',';
  }
  key += '|';
  key += mode;
  auto it = depIndex_.find(key);
  if (it != depIndex_.end()) return it->second;
  DepId id = static_cast<DepId>(deps_.size());
  depIndex_.emplace(key, id);
  DepRecord rec;
  rec.kind = kind;
  rec.name = name;
  rec.index = index;
  rec.sizes = sizes;
  rec.mode = mode;
  if (kind == DepKind::Memory) {
    forEachIdentifier(index, [&](std::string_view ident) {
      if (ident.find("tmp") != std::string_view::npos) rec.indexHasTmp = true;
    });
    rec.bytes = -1;  // filled by intern(const Dependency&) or renamed()
  } else if (kind == DepKind::Star) {
    rec.bytes = bufferBytes(name);
  } else {
    rec.bytes = 1;  // WeakDep.numbytes_hint: purely inserted for ordering
  }
  deps_.push_back(std::move(rec));
  return id;
}

DepId DepTable::renamed(DepId depId, NameId newName) {
  DepRecord copy = deps_[static_cast<size_t>(depId)];
  if (copy.name == newName) return depId;
  DepId id = intern(copy.kind, newName, copy.index, copy.sizes, copy.mode);
  DepRecord& rec = deps_[static_cast<size_t>(id)];
  if (rec.bytes < 0) {
    // Same index and ranges on a renamed buffer (same shape by construction): keep the element count,
    // take the new buffer's dtype.
    const DepRecord& old = deps_[static_cast<size_t>(depId)];
    int64_t oldElem = 4, newElem = 4;
    if (BufferId b = buffer(old.name); b != kNone) oldElem = dtypeSize(graph_.buffers[static_cast<size_t>(b)].layout.dtype);
    if (BufferId b = buffer(newName); b != kNone) newElem = dtypeSize(graph_.buffers[static_cast<size_t>(b)].layout.dtype);
    rec.bytes = old.bytes < 0 ? 0 : old.bytes / oldElem * newElem;
  }
  return id;
}

}  // namespace fusescope::sched
