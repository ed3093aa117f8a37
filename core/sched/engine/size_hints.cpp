#include "sched/engine/size_hints.h"

#include <charconv>
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
  // Most sizes are short decimal literals: read inline (from_chars is the general, slower path).
  if (!text.empty() && text.size() <= 18) {
    int64_t digits = 0;
    bool decimal = true;
    for (const char c : text) {
      if (c < '0' || c > '9') {
        decimal = false;
        break;
      }
      digits = digits * 10 + (c - '0');
    }
    if (decimal) return digits;  // 18 digits cannot overflow
  }
  int64_t v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc() && ptr == text.data() + text.size()) return v;
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
