// The index page of a whole run's report (`fusescope-cli report RUN -o DIR`): one row per graph and rank,
// each with its trust line and a link to the graph's own page beside it.
#pragma once

#include <string>
#include <vector>

namespace fusescope::report {

struct IndexEntry {
  std::string graph;       // as `--graph` takes it
  int rank = -1;           // torch.distributed rank, -1 for a single-process run
  std::string page;        // the graph's page, relative to the index
  size_t nodes = 0;
  size_t kernels = 0;      // the replay's
  std::string trust;       // analysis::InductorAgreement::headline()
  bool differs = false;
  std::string measured;    // the graph's GPU time in the profile ("2.08 ms in 3 calls"); "" without one
};

std::string htmlRunIndex(const std::string& run, const std::vector<IndexEntry>& entries, const std::string& generatedBy);

}  // namespace fusescope::report
