#include "sched/engine/size_hints.h"

#include "util/integer_literal.h"

#include <exception>

namespace fusescope::sched::engine {

int64_t SizeHints::operator()(const std::string& text) const {
  if (const std::optional<int64_t> literal = integerLiteral(text)) return *literal;  // most sizes, uncached
  if (auto it = cache_.find(text); it != cache_.end()) return it->second;
  const int64_t value = sizeHint(symbols_, text);
  cache_.emplace(text, value);
  return value;
}

}  // namespace fusescope::sched::engine
