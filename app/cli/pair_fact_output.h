// A pair fact (explainPair's) in the CLI's words, for `why` and `whatif` alike: its rows printed under it
// whatever the fact is, so no command looks a fact up by its name.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "analysis/explain_pair.h"

namespace fusescope::cli {

// {"name", "ok", "detail", "source": "graph", "rows": [{"subject", "text"}], "rows_subject", "rows_heading"}.
nlohmann::json factJson(const analysis::PairFact& fact);

// "<indent>subject: text" per row.
void printFactRows(const analysis::PairFact& fact, std::string_view indent);

}  // namespace fusescope::cli
