// Interned buffer names and dependencies. The seed keeps dependencies in Python sets and compares them
// structurally; here every distinct (kind, name, index, sizes, mode) gets one integer id, so the sets of
// a scheduler node are sorted vectors of ids and set algebra is a linear merge. Also answers the size
// questions the scheduler asks: numbytes_hint of a dep, bytes of a buffer, size hints of size text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graph/expr.h"
#include "graph/graph.h"

namespace fusescope::sched {

using NameId = int;
using DepId = int;

struct DepRecord {
  DepKind kind = DepKind::Memory;
  NameId name = -1;
  std::string index;               // MemoryDep index text ("" otherwise)
  std::vector<std::string> sizes;  // MemoryDep range sizes in order
  std::string mode;
  bool indexHasTmp = false;        // seed's free_symbol_has(index, "tmp")
  int64_t bytes = 0;               // numbytes_hint()
};

class DepTable {
 public:
  DepTable(const Graph& graph, const SymbolValues& hints);

  // Names (buffers, including ones the graph only mentions in deps).
  NameId nameId(const std::string& name);
  const std::string& name(NameId id) const { return names_[static_cast<size_t>(id)]; }
  NodeId producer(NameId id) const { return producer_[static_cast<size_t>(id)]; }
  // available_buffer_names: graph inputs and constants (and names no node produces).
  bool available(NameId id) const { return producer_[static_cast<size_t>(id)] == kNone; }
  int64_t bufferBytes(NameId id) const { return bufferBytes_[static_cast<size_t>(id)]; }
  BufferId buffer(NameId id) const { return buffer_[static_cast<size_t>(id)]; }
  size_t nameCount() const { return names_.size(); }

  // Deps. WeakDeps are keyed by name only (the seed's WeakDep(name)); mutating_buf is not part of identity.
  DepId intern(const Dependency& dep);
  DepId intern(DepKind kind, NameId name, const std::string& index, const std::vector<std::string>& sizes,
               const std::string& mode);
  DepId renamed(DepId dep, NameId newName);  // the same dep on another buffer (mutation renames)
  const DepRecord& dep(DepId id) const { return deps_[static_cast<size_t>(id)]; }

  int64_t sizeHint(const std::string& text);  // integer value of size text, symbols from hints

 private:
  NameId addName(const std::string& name, const Buffer* buffer);

  const Graph& graph_;
  const SymbolValues& hints_;
  std::vector<std::string> names_;
  std::vector<NodeId> producer_;
  std::vector<int64_t> bufferBytes_;
  std::vector<BufferId> buffer_;
  std::unordered_map<std::string, NameId> nameIndex_;
  std::vector<DepRecord> deps_;
  std::unordered_map<std::string, DepId> depIndex_;
  std::unordered_map<std::string, int64_t> hintCache_;
  std::string keyScratch_;
};

int64_t dtypeSize(std::string_view dtype);  // torch.float32 -> 4; unknown -> 4

}  // namespace fusescope::sched
