// libFuzzer target: parseExpr and tryParseExpr on arbitrary index text. A parse either succeeds or throws
// ExprParseError; tryParseExpr agrees with it (its shortcut refuses only what the parser refuses);
// evaluation fails only as documented.
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

#include "fuzz_common.h"
#include "graph/expr.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > 4096) return -1;  // index text is short; long inputs only slow the fuzzer down
  const std::string_view text = fuzz::asText(data, size);
  std::optional<Expr> parsed;
  try {
    parsed = parseExpr(text);
  } catch (const ExprParseError&) {
  }
  const std::optional<Expr> tried = tryParseExpr(text);
  if (tried.has_value() != parsed.has_value() || (tried && tried->str() != parsed->str())) {
    std::fprintf(stderr, "tryParseExpr disagrees with parseExpr\n");
    std::abort();
  }
  if (parsed) {
    try {
      parsed->evaluate({{}, 3});
    } catch (const std::domain_error&) {
    } catch (const std::overflow_error&) {
    }
  }
  return 0;
}
