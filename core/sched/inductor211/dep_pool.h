// Dependencies with PyTorch 2.11's identity (dependencies.py): MemoryDep equality is (name, index,
// var_names, size, mode); StarDep is (name, mode); WeakDep is (name, mutating_buf, is_fake). Each
// distinct dep gets one integer id so a node's OrderedSets are vectors of ids in insertion order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/engine/size_hints.h"
#include "util/name_index.h"

namespace fusescope::sched::inductor211 {

using NameId = int;
using DepId = int;

struct DepInfo {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  std::string index;               // MemoryDep index text as printed
  std::vector<std::string> vars;   // var_names in order
  std::vector<std::string> sizes;  // size in order
  std::vector<int64_t> sizeHints;  // size_hint of each size, computed once when pooled
  std::string mode;                // "" = None
  NameId mutatingBuf = -1;         // WeakDep
  bool isFake = false;             // WeakDep
  bool indexHasTmp = false;        // free_symbol_is_type(index, SymT.TMP)
  bool integerIndex = false;       // isinstance(index, sympy.Integer) (load_seed style)
  int64_t numel = 0;               // get_numel() hint
  int64_t bytes = 0;               // numbytes_hint()
};

// Buffer names: producer op, dtype size, numel hint; names the graph only mentions still get an id.
struct NameInfo {
  std::string name;
  NodeId producer = kNone;
  BufferId buffer = kNone;
  int64_t elemBytes = 4;
  int64_t numel = 0;              // product of layout sizes (size hints)
  bool known = false;             // has a layout in the graph
};

struct DepFields;  // a dep's identity fields, read from a DepInfo or a printed Dependency (dep_pool.cpp)

class DepPool {
 public:
  DepPool(const Graph& graph, const SymbolValues& hints);

  NameId nameId(const std::string& name);
  const NameInfo& nameInfo(NameId id) const { return names_[static_cast<size_t>(id)]; }
  const std::string& name(NameId id) const { return names_[static_cast<size_t>(id)].name; }
  size_t nameCount() const { return names_.size(); }

  DepId intern(const Dependency& dep);
  DepId intern(DepInfo info);             // info.bytes/flags are (re)computed
  DepId renamed(DepId dep, NameId to);    // Dep.rename
  const DepInfo& dep(DepId id) const { return deps_[static_cast<size_t>(id)]; }
  size_t depCount() const { return deps_.size(); }

  // The parse of index text the pool already parsed (printed by a node), with true; false when it did not
  // see that text. `expr` is null where the text does not parse.
  bool parsedIndex(const std::string& text, const Expr*& expr) const;

  int64_t sizeHint(const std::string& text) const;  // integer value of size text (symbols from hints)
  const SymbolValues& hints() const { return sizeHints_.symbols(); }

 private:
  NameId addName(const std::string& name, const Buffer* buffer);  // buffer: the graph's, or null
  DepId find(const DepFields& fields, uint64_t hash) const;  // -1 when not pooled yet
  DepId add(DepInfo&& info, uint64_t hash);                         // flags and sizes computed here
  const Graph& graph_;
  engine::SizeHints sizeHints_;
  std::vector<NameInfo> names_;
  NameIndex nameIndex_;  // names_ by name
  std::vector<DepInfo> deps_;
  std::vector<std::string_view> identScratch_;  // add: the identifiers of an index
  // Deps by a hash of their identity fields; deps sharing a hash are chained through nextSameHash_. The
  // heads sit in an open-addressed table (hash, newest dep; dep -1 = empty): a hash node per dep cost
  // more than the lookups.
  DepId& headSlot(uint64_t hash);     // the slot of `hash`, an empty one when the hash is new
  DepId headOf(uint64_t hash) const;  // the newest dep with `hash`, -1 when none
  std::vector<std::pair<uint64_t, DepId>> heads_;
  size_t headsUsed_ = 0;
  std::vector<DepId> nextSameHash_;
  struct Canonical {
    std::string text;           // the canonical text (the printed text where it does not parse)
    std::optional<Expr> parsed;  // the printed text parsed
    uint64_t hash = 0;           // hashText(text): each dep interned with this index hashes it
  };
  std::unordered_map<std::string, Canonical, TextHash> canonicalCache_;  // by printed index
};

int64_t dtypeBytes(const std::string& dtype);

}  // namespace fusescope::sched::inductor211
