#include "pair_fact_output.h"

#include <fmt/format.h>

namespace fusescope::cli {

nlohmann::json factJson(const analysis::PairFact& fact) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& r : fact.rows) rows.push_back({{"subject", r.subject}, {"text", r.text}});
  return {{"name", fact.name},
          {"ok", fact.ok},
          {"detail", fact.detail},
          {"source", "graph"},
          {"rows_subject", fact.rowsSubject},
          {"rows_heading", fact.rowsHeading},
          {"rows", rows}};
}

void printFactRows(const analysis::PairFact& fact, std::string_view indent) {
  for (const auto& r : fact.rows) fmt::print("{}{}: {}\n", indent, r.subject, r.text);
}

}  // namespace fusescope::cli
