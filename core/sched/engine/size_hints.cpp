#include "sched/engine/size_hints.h"

#include "util/integer_literal.h"

#include <exception>

namespace fusescope::sched::engine {

SymbolValues symbolValuesOf(const SchedulerConfig& config, const Graph& graph) {
  SymbolValues values;
  values.fallback = config.unbackedSymintFallback;
  for (const auto& [sym, v] : graph.inductor.sizeHints) values.values[sym] = v;
  for (const auto& [sym, v] : config.sizeHints) values.values[sym] = v;
  return values;
}

int64_t SizeHints::operator()(const std::string& text) const {
  if (const std::optional<int64_t> literal = integerLiteral(text)) return *literal;  // most sizes
  if (auto it = cache_.find(text); it != cache_.end()) return it->second;
  int64_t value = symbols_.fallback;  // an expression FuseScope cannot evaluate: treat like an unbacked symbol
  if (auto e = tryParseExpr(text)) {
    try {
      value = e->evaluate(symbols_);
    } catch (const std::exception&) {
      value = symbols_.fallback;
    }
  }
  cache_.emplace(text, value);
  return value;
}

}  // namespace fusescope::sched::engine
