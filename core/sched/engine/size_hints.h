// size_hint() of size text: an integer literal as is, anything else evaluated with the run's symbol
// values (config size_hint.<symbol>, unbacked_symint_fallback) and remembered by text. Every dependency
// store asks it for buffer and range sizes.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>

#include "graph/expr.h"
#include "graph/graph.h"
#include "sched/symbol_values.h"
#include "util/text_hash.h"

namespace fusescope::sched::engine {

class SizeHints {
 public:
  // `symbols` is the run's, filled by the caller; it must outlive this.
  explicit SizeHints(const SymbolValues& symbols) : symbols_(symbols) {}
  int64_t operator()(const std::string& text) const;
  const SymbolValues& symbols() const { return symbols_; }

 private:
  const SymbolValues& symbols_;
  mutable std::unordered_map<std::string, int64_t, TextHash> cache_;
};

}  // namespace fusescope::sched::engine
