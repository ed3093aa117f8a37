#include "sched/inductor211/dep_pool.h"

#include "util/saturating.h"

#include <cctype>
#include <charconv>
#include <string_view>

namespace fusescope::sched::inductor211 {

int64_t dtypeBytes(const std::string& text) {
  std::string_view dtype = text;
  if (dtype.rfind("torch.", 0) == 0) dtype.remove_prefix(6);
  if (dtype == "float16" || dtype == "bfloat16" || dtype == "int16" || dtype == "uint16") return 2;
  if (dtype == "float64" || dtype == "int64" || dtype == "uint64" || dtype == "complex64") return 8;
  if (dtype == "int8" || dtype == "uint8" || dtype == "bool" || dtype.rfind("float8", 0) == 0) return 1;
  if (dtype == "complex128") return 16;
  return 4;
}

namespace {

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

// Index text in FuseScope's canonical form, so that equal sympy expressions compare equal as text.
std::string canonicalIndex(const std::string& text) {
  try {
    return parseExpr(text).str();
  } catch (const std::exception&) {
    return text;
  }
}

bool isInteger(std::string_view s) {
  if (s.empty()) return false;
  size_t i = s[0] == '-' ? 1 : 0;
  if (i == s.size()) return false;
  for (; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

}  // namespace

DepPool::DepPool(const Graph& graph, const SymbolValues& hints) : graph_(graph), hints_(hints) {
  for (const auto& b : graph.buffers) nameId(b.name);
}

int64_t DepPool::sizeHint(const std::string& text) const {
  int64_t v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc() && ptr == text.data() + text.size()) return v;
  if (auto it = hintCache_.find(text); it != hintCache_.end()) return it->second;
  int64_t value = 0;
  try {
    value = parseExpr(text).evaluate(hints_);
  } catch (const std::exception&) {
    value = hints_.fallback;
  }
  hintCache_.emplace(text, value);
  return value;
}

NameId DepPool::nameId(const std::string& name) {
  if (auto it = nameIndex_.find(name); it != nameIndex_.end()) return it->second;
  NameId id = static_cast<NameId>(names_.size());
  NameInfo info;
  info.name = name;
  if (const Buffer* b = graph_.findBuffer(name)) {
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
  nameIndex_.emplace(name, id);
  return id;
}

std::string DepPool::key(const DepInfo& d) const {
  std::string k;
  k += d.kind == DepKind::Memory ? 'M' : d.kind == DepKind::Star ? 'S' : 'W';
  k += std::to_string(d.name);
  k += '|';
  k += d.index;
  k += '|';
  for (size_t i = 0; i < d.sizes.size(); ++i) {
    k += i < d.vars.size() ? d.vars[i] : std::string();
    k += ':';
    k += d.sizes[i];
    k += ',';
  }
  k += '|';
  k += d.mode;
  k += '|';
  k += std::to_string(d.mutatingBuf);
  k += d.isFake ? "F" : "T";
  return k;
}

DepId DepPool::intern(const Dependency& dep) {
  DepInfo info;
  info.kind = dep.kind;
  info.name = nameId(dep.name);
  if (dep.kind == DepKind::Memory) {
    auto [canon, fresh] = canonicalCache_.try_emplace(dep.index);
    if (fresh) canon->second = canonicalIndex(dep.index);  // the same index text recurs on many nodes
    info.index = canon->second;
    for (const auto& [var, size] : dep.ranges) {
      info.vars.push_back(var);
      info.sizes.push_back(size);
    }
  }
  if (dep.kind != DepKind::Weak) info.mode = dep.mode == "None" ? std::string() : dep.mode;
  if (dep.kind == DepKind::Weak) {
    info.mutatingBuf = dep.mutatingBuf.empty() ? -1 : nameId(dep.mutatingBuf);
    info.isFake = dep.isFake;
  }
  return intern(std::move(info));
}

DepId DepPool::intern(DepInfo info) {
  std::string k = key(info);
  if (auto it = depIndex_.find(k); it != depIndex_.end()) return it->second;
  const NameInfo& n = names_[static_cast<size_t>(info.name)];
  info.indexHasTmp = false;
  info.integerIndex = false;
  if (info.kind == DepKind::Memory) {
    bool indirect = false;
    std::vector<std::string_view> used;
    forEachIdentifier(info.index, [&](std::string_view ident) {
      if (ident.rfind("tmp", 0) == 0) info.indexHasTmp = true;
      if (ident.rfind("tmp", 0) == 0 || ident.rfind("indirect", 0) == 0) indirect = true;
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
            numel = saturatingMul(numel, sizeHint(info.sizes[i]));
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
  DepId id = static_cast<DepId>(deps_.size());
  deps_.push_back(std::move(info));
  depIndex_.emplace(std::move(k), id);
  return id;
}

DepId DepPool::renamed(DepId depId, NameId to) {
  DepInfo copy = deps_[static_cast<size_t>(depId)];
  if (copy.name == to) return depId;
  copy.name = to;
  return intern(std::move(copy));
}

}  // namespace fusescope::sched::inductor211
