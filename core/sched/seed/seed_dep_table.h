// Interned buffer names and dependencies. The seed keeps dependencies in Python sets and compares them
// structurally; here every distinct (kind, name, index, sizes, mode) gets one integer id, so the sets of
// a scheduler node are sorted vectors of ids and set algebra is a linear merge. Records point at the
// Graph's own text instead of copying it and are found by a hash of their fields (no key strings).
// Also answers the size questions the scheduler asks: numbytes_hint of a dep, bytes of a buffer, size
// hints of size text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/engine/size_hints.h"

namespace fusescope::sched::seed {

using NameId = int;
using DepId = int;

struct SeedDepRecord {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  // Where the index text, ranges and mode live: the Graph's own Dependency (the Graph outlives the
  // table), shared by renamed copies; null for the StarDeps and WeakDeps compute_dependencies adds.
  const Dependency* shape = nullptr;
  bool indexHasTmp = false;        // seed's free_symbol_has(index, "tmp")
  int64_t bytes = 0;               // numbytes_hint()

  std::string_view index() const { return kind == DepKind::Memory && shape ? std::string_view(shape->index) : std::string_view(); }
  size_t sizeCount() const { return kind == DepKind::Memory && shape ? shape->ranges.size() : 0; }
  std::string_view size(size_t i) const { return shape->ranges[i].second; }  // MemoryDep range size text
  std::string_view mode() const { return kind != DepKind::Weak && shape ? std::string_view(shape->mode) : std::string_view(); }
  bool sameSizes(const SeedDepRecord& other) const;      // index ranges' sizes equal, in order
  bool sizesStartWith(const SeedDepRecord& prefix) const;  // prefix's sizes are the first of these
};

class SeedDepTable {
 public:
  SeedDepTable(const Graph& graph, const SymbolValues& hints);

  // Names (buffers, including ones the graph only mentions in deps). `name` must be text the Graph owns.
  NameId nameId(const std::string& name);
  NameId nameId(std::string&&) = delete;  // a temporary would leave the table a dangling view
  std::string_view name(NameId id) const { return names_[static_cast<size_t>(id)]; }
  NodeId producer(NameId id) const { return producer_[static_cast<size_t>(id)]; }
  // available_buffer_names: graph inputs and constants (and names no node produces).
  bool available(NameId id) const { return producer_[static_cast<size_t>(id)] == kNone; }
  int64_t bufferBytes(NameId id) const { return bufferBytes_[static_cast<size_t>(id)]; }
  BufferId buffer(NameId id) const { return buffer_[static_cast<size_t>(id)]; }
  size_t nameCount() const { return names_.size(); }

  // Deps. Identity is (kind, name, index, sizes, mode) for MemoryDep, (kind, name, mode) for StarDep and
  // the name alone for WeakDep (the seed's WeakDep(name)); mutating_buf is not part of identity.
  DepId intern(const Dependency& dep);             // a dep printed in the graph (`dep` must outlive the table)
  DepId internBare(DepKind kind, NameId name);     // StarDep(name) / WeakDep(name) added by compute_dependencies
  DepId renamed(DepId dep, NameId newName);        // the same dep on another buffer (mutation renames)
  const SeedDepRecord& dep(DepId id) const { return deps_[static_cast<size_t>(id)]; }

  int64_t sizeHint(const std::string& text);  // integer value of size text, symbols from hints

 private:
  NameId addName(const std::string& name, const Buffer* buffer);
  // The existing id of (kind, name, shape), or -1; `hash` is identityHash of the same.
  DepId find(uint64_t hash, DepKind kind, NameId name, const Dependency* shape) const;
  DepId add(uint64_t hash, SeedDepRecord record);

  const Graph& graph_;
  engine::SizeHints sizeHints_;
  std::vector<std::string_view> names_;  // views into the Graph
  std::vector<NodeId> producer_;
  std::vector<int64_t> bufferBytes_;
  std::vector<BufferId> buffer_;
  std::unordered_map<std::string_view, NameId> nameIndex_;
  std::vector<SeedDepRecord> deps_;
  // Deps by identity hash: the first dep with that hash, the others chained through nextSameHash_.
  std::unordered_map<uint64_t, DepId> firstWithHash_;
  std::vector<DepId> nextSameHash_;
};

int64_t dtypeSize(std::string_view dtype);  // torch.float32 -> 4; unknown -> 4

}  // namespace fusescope::sched::seed
