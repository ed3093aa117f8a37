#include "sched/symbol_values.h"

#include <optional>

#include "util/integer_literal.h"

namespace fusescope::sched {

SymbolValues symbolValuesOf(const SchedulerConfig& config, const Graph& graph) {
  SymbolValues values;
  values.fallback = config.unbackedSymintFallback;
  for (const auto& [sym, v] : graph.inductor.sizeHints) values.values[sym] = v;
  for (const auto& [sym, v] : config.sizeHints) values.values[sym] = v;
  return values;
}

int64_t sizeHint(const SymbolValues& symbols, const std::string& text) {
  if (const std::optional<int64_t> literal = integerLiteral(text)) return *literal;
  if (auto e = tryParseExpr(text)) {
    try {
      return e->evaluate(symbols);
    } catch (const std::exception&) {
    }
  }
  return symbols.fallback;
}

}  // namespace fusescope::sched
