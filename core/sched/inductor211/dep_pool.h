// Dependencies with PyTorch 2.11's identity (dependencies.py): MemoryDep equality is (name, index,
// var_names, size, mode); StarDep is (name, mode); WeakDep is (name, mutating_buf, is_fake). Each
// distinct dep gets one integer id so a node's OrderedSets are vectors of ids in insertion order.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
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

// A dep as a rule builds one before pooling it (normalization, loop reordering, loop inversion).
struct NewDep {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  std::string index;               // MemoryDep index text, canonical
  std::vector<std::string> vars;   // var_names in order
  std::vector<std::string> sizes;  // size in order
  std::string mode;                // "" = None
  NameId mutatingBuf = -1;         // WeakDep
  bool isFake = false;             // WeakDep
};

// A pooled dep. Its texts live in the pool, one copy per distinct index text, (var, size) list and mode:
// pooling a dep allocates nothing, and deps of one loop nest share their lists.
struct DepInfo {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  const std::string& index;               // MemoryDep index text (canonical)
  const std::vector<std::string>& vars;   // var_names in order
  const std::vector<std::string>& sizes;  // size in order
  const std::vector<int64_t>& sizeHints;  // size_hint of each size, computed once per list
  const std::string& mode;                // "" = None
  NameId mutatingBuf = -1;                // WeakDep
  bool isFake = false;                    // WeakDep
  bool indexHasTmp = false;               // free_symbol_is_type(index, SymT.TMP)
  bool integerIndex = false;              // isinstance(index, sympy.Integer) (load_seed style)
  int64_t numel = 0;                      // get_numel() hint
  int64_t bytes = 0;                      // numbytes_hint()
  int rangesId = 0;                       // the pool's id of the (vars, sizes) list
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

struct DepFields;  // a dep's identity: kind, name, and its pooled texts by address (dep_pool.cpp)

class DepPool {
 public:
  DepPool(const Graph& graph, const SymbolValues& hints);

  NameId nameId(const std::string& name);
  const NameInfo& nameInfo(NameId id) const { return names_[static_cast<size_t>(id)]; }
  const std::string& name(NameId id) const { return names_[static_cast<size_t>(id)].name; }
  size_t nameCount() const { return names_.size(); }

  DepId intern(const Dependency& dep);
  DepId intern(const NewDep& dep);
  DepId renamed(DepId dep, NameId to);    // Dep.rename
  const DepInfo& dep(DepId id) const { return deps_[static_cast<size_t>(id)]; }
  size_t depCount() const { return deps_.size(); }

  // The parse of index text the pool already parsed (printed by a node), with true; false when it did not
  // see that text. `expr` is null where the text does not parse.
  bool parsedIndex(const std::string& text, const Expr*& expr) const;

  int64_t sizeHint(const std::string& text) const;  // integer value of size text (symbols from hints)
  const SymbolValues& hints() const { return sizeHints_.symbols(); }

 private:
  friend struct DepFields;
  // What a dep's index text says, found once per distinct text.
  struct IndexText {
    uint64_t hash = 0;                        // hashText of the text: part of each dep's identity hash
    std::vector<std::string_view> idents;     // its identifiers, in order (views into the pooled text)
    bool hasTmp = false, indirect = false;    // a tmp* symbol; a tmp* or indirect* symbol
    bool integer = false;                     // the text is an integer literal
  };
  struct Ranges {
    std::vector<std::string> vars, sizes;
    std::vector<int64_t> hints;
  };
  using IndexEntry = std::pair<const std::string, IndexText>;

  NameId addName(const std::string& name, const Buffer* buffer);  // buffer: the graph's, or null
  const IndexEntry& indexText(std::string_view text);              // pooled once per distinct text
  int rangesOf(const Dependency& dep);                             // pooled once per distinct list
  int rangesOf(const NewDep& dep);
  template <class Var, class Size>  // the list of var(i), size(i) for i < count
  int pooledRanges(size_t count, const Var& var, const Size& size);
  int addRanges(Ranges&& ranges, uint64_t hash);
  const std::string& modeText(std::string_view mode);
  DepId find(const DepFields& fields, uint64_t hash) const;  // -1 when not pooled yet
  DepId add(const DepFields& fields, uint64_t hash);         // flags and sizes computed here
  const Graph& graph_;
  engine::SizeHints sizeHints_;
  std::vector<NameInfo> names_;
  NameIndex nameIndex_;  // names_ by name
  std::vector<DepInfo> deps_;
  // Deps by a hash of their identity fields; deps sharing a hash are chained through nextSameHash_. The
  // heads sit in an open-addressed table (hash, newest dep; dep -1 = empty): a hash node per dep cost
  // more than the lookups.
  DepId& headSlot(uint64_t hash);     // the slot of `hash`, an empty one when the hash is new
  DepId headOf(uint64_t hash) const;  // the newest dep with `hash`, -1 when none
  std::vector<std::pair<uint64_t, DepId>> heads_;
  size_t headsUsed_ = 0;
  std::vector<DepId> nextSameHash_;
  // The pooled texts and lists. Node-based and deque storage: a DepInfo refers to them, so they never move.
  std::unordered_map<std::string, IndexText, TextHash, std::equal_to<>> indexTexts_;
  std::deque<Ranges> ranges_;
  NameIndex rangesIndex_;  // ranges_ by a hash of all their texts
  static constexpr int kNoRanges = 0;  // the empty list, pooled first
  int lastRanges_ = kNoRanges;         // the list rangesOf found last
  const IndexEntry* noIndex_ = nullptr;  // the empty index text
  std::deque<std::string> modes_;  // "" first; a graph prints a few modes
  struct Canonical {
    const IndexEntry* text = nullptr;  // the canonical text (the printed text where it does not parse)
    std::optional<Expr> parsed;        // the printed text parsed
  };
  std::unordered_map<std::string, Canonical, TextHash> canonicalCache_;  // by printed index
};

int64_t dtypeBytes(const std::string& dtype);

}  // namespace fusescope::sched::inductor211
