// Repeated stretches of a token sequence: a transformer's 48 layers or a CNN's stages, found from the
// graph itself when the capture names no modules. Each node becomes a token (its op, shapes and source
// line: analysis/block_overview.cpp); a block is a stretch of tokens that occurs again, unchanged, later in
// the sequence. Linear in the sequence length per pattern found (rolling hashes, each candidate checked
// token by token so a hash collision cannot join two different stretches).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace fusescope::analysis {

struct RepeatedRun {
  size_t begin = 0;   // first token
  size_t length = 0;  // tokens
  int pattern = 0;    // runs with the same pattern hold the same tokens
};

struct RepeatOptions {
  size_t minLength = 3;      // shorter stretches are not blocks (a lone cast repeating says nothing)
  size_t minCopies = 2;      // a pattern must occur at least this often
  int maxPatterns = 8;       // patterns searched for, most tokens covered first
  // Where a copy should start: cost of a block starting at each token (size tokens + 1), asked for each
  // pattern's length. Copies are shifted (all alike, by less than their length) to the lowest total cost
  // that keeps as many copies; without it a copy starts at the earliest token that repeats.
  std::function<std::vector<int>(size_t length)> boundaryCost;
  double minShare = 0.02;    // a pattern must cover at least this share of the tokens (stray look-alikes are not blocks)
};

// The repeated runs, sorted by begin, never overlapping. Patterns are numbered 0, 1, ... in the order they
// were found (the pattern covering most tokens is 0).
std::vector<RepeatedRun> findRepeatedRuns(const std::vector<int>& tokens, const RepeatOptions& options = {});

}  // namespace fusescope::analysis
