// "1 fusion", "2 fusions": a count and its noun, the noun plural unless the count is one. Every count a
// user reads goes through this, so no line says "1 fusions" or "1 blocks".
#pragma once

#include <string>
#include <string_view>

#include <fmt/format.h>

namespace fusescope {

// `plural` defaults to `singular` + "s" ("refusal" -> "refusals"); give it for the others ("entry", "entries").
inline std::string counted(long long n, std::string_view singular, std::string_view plural = {}) {
  if (n == 1) return fmt::format("1 {}", singular);
  return plural.empty() ? fmt::format("{} {}s", n, singular) : fmt::format("{} {}", n, plural);
}

}  // namespace fusescope
