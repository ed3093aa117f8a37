#include "analysis/repeated_runs.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace fusescope::analysis {

namespace {

// Polynomial hashes of every prefix (mod 2^64), so a stretch's hash is O(1).
class RollingHash {
 public:
  explicit RollingHash(const std::vector<int>& tokens) : prefix_(tokens.size() + 1), power_(tokens.size() + 1) {
    power_[0] = 1;
    for (size_t i = 0; i < tokens.size(); ++i) {
      prefix_[i + 1] = prefix_[i] * kBase + (static_cast<uint64_t>(tokens[i]) * 0x9E3779B97F4A7C15ull + 1);
      power_[i + 1] = power_[i] * kBase;
    }
  }
  uint64_t of(size_t begin, size_t end) const { return prefix_[end] - prefix_[begin] * power_[end - begin]; }

 private:
  static constexpr uint64_t kBase = 1000003;
  std::vector<uint64_t> prefix_, power_;
};

struct Pattern {
  size_t anchor = 0;      // the token value every copy starts with
  size_t firstBegin = 0;  // where the first copy starts
  size_t length = 0;
  uint64_t hash = 0;
  size_t covered = 0;     // tokens the copies cover (an estimate: the last copy is found when applied)
};

// Candidates checked per pattern before giving up (each check is linear in the sequence).
constexpr size_t kCandidatesTried = 32;

struct KeyHash {
  size_t operator()(const std::pair<uint64_t, size_t>& k) const { return k.first ^ (k.second * 0x9E3779B97F4A7C15ull); }
};

// Candidate patterns, most uncovered tokens first: for each token, the stretches from one occurrence to
// the next, grouped by content. A count is an estimate (stretches may overlap what another copy takes);
// findRepeatedRuns checks each candidate before taking it.
std::vector<Pattern> candidatePatterns(const std::vector<int>& tokens, const RollingHash& hash,
                                       const std::vector<size_t>& coveredPrefix, const RepeatOptions& options) {
  auto free = [&](size_t b, size_t e) { return coveredPrefix[e] == coveredPrefix[b]; };
  std::unordered_map<int, std::vector<size_t>> positions;
  for (size_t i = 0; i < tokens.size(); ++i)
    if (free(i, i + 1)) positions[tokens[i]].push_back(i);
  std::vector<Pattern> out;
  for (const auto& [token, at] : positions) {
    if (at.size() < options.minCopies) continue;
    std::unordered_map<std::pair<uint64_t, size_t>, std::pair<size_t, size_t>, KeyHash> counts;  // -> (count, first)
    for (size_t j = 0; j + 1 < at.size(); ++j) {
      const size_t b = at[j], e = at[j + 1];
      if (e - b < options.minLength || !free(b, e)) continue;
      auto [it, inserted] = counts.try_emplace({hash.of(b, e), e - b}, 0, b);
      ++it->second.first;
    }
    for (const auto& [key, countFirst] : counts) {
      const auto [count, first] = countFirst;
      if (count + 1 < options.minCopies) continue;
      out.push_back({static_cast<size_t>(token), first, key.second, key.first, count * key.second});
    }
  }
  std::sort(out.begin(), out.end(), [](const Pattern& a, const Pattern& b) {
    if (a.covered != b.covered) return a.covered > b.covered;
    if (a.firstBegin != b.firstBegin) return a.firstBegin < b.firstBegin;
    return a.length > b.length;
  });
  return out;
}

// Every occurrence of the pattern's anchor that starts an exact, uncovered copy of its first stretch.
std::vector<RepeatedRun> copiesOf(const std::vector<int>& tokens, const RollingHash& hash,
                                  const std::vector<size_t>& coveredPrefix, const Pattern& p, int pattern) {
  std::vector<RepeatedRun> copies;
  size_t end = 0;
  for (size_t i = 0; i + p.length <= tokens.size(); ++i) {
    if (i < end || tokens[i] != static_cast<int>(p.anchor)) continue;
    if (coveredPrefix[i + p.length] != coveredPrefix[i] || hash.of(i, i + p.length) != p.hash) continue;
    if (!std::equal(tokens.begin() + static_cast<long>(i), tokens.begin() + static_cast<long>(i + p.length),
                    tokens.begin() + static_cast<long>(p.firstBegin)))
      continue;
    copies.push_back({i, p.length, pattern});
    end = i + p.length;
  }
  return copies;
}

// Shifts every copy by the same r (|r| < length) where the copies still repeat exactly, keeping as many
// copies as possible, and the blocks start where boundaryCost is lowest: a layer's edge, not the middle
// of its attention. A backward shift recovers a first copy that starts before the first repeated token.
void shiftToCheapest(const std::vector<int>& tokens, const RollingHash& hash, const std::vector<size_t>& coveredPrefix,
                     const RepeatOptions& options, std::vector<RepeatedRun>& copies) {
  const auto n = static_cast<long long>(tokens.size());
  const auto length = static_cast<long long>(copies.front().length);
  const std::vector<int> cost = options.boundaryCost(copies.front().length);
  // Copies that start one length apart may also begin one length earlier (the copy the anchor missed).
  std::vector<long long> starts;
  starts.push_back(static_cast<long long>(copies.front().begin) - length);
  for (const RepeatedRun& c : copies) starts.push_back(static_cast<long long>(c.begin));
  auto valid = [&](long long begin, uint64_t reference) {
    return begin >= 0 && begin + length <= n &&
           coveredPrefix[static_cast<size_t>(begin + length)] == coveredPrefix[static_cast<size_t>(begin)] &&
           hash.of(static_cast<size_t>(begin), static_cast<size_t>(begin + length)) == reference;
  };
  long long bestShift = 0, bestCost = 0;
  size_t bestCount = 0;
  bool found = false;
  for (long long r = 0; r < length; ++r) {
    // Shift r from the copy before the first: the same blocks as shifting the found copies by r - length.
    const long long refBegin = static_cast<long long>(copies.front().begin) + r;
    if (refBegin + length > n) break;
    const uint64_t reference = hash.of(static_cast<size_t>(refBegin), static_cast<size_t>(refBegin + length));
    size_t count = 0;
    long long total = 0;
    for (long long s : starts) {
      if (!valid(s + r, reference)) continue;
      ++count;
      total += cost[static_cast<size_t>(s + r)];
    }
    if (!found || count > bestCount || (count == bestCount && total < bestCost))
      bestShift = r, bestCount = count, bestCost = total, found = true;
  }
  std::vector<RepeatedRun> shifted;
  const long long refBegin = static_cast<long long>(copies.front().begin) + bestShift;
  const uint64_t reference = hash.of(static_cast<size_t>(refBegin), static_cast<size_t>(refBegin + length));
  long long end = 0;
  for (long long s : starts) {
    const long long b = s + bestShift;
    if (b < end || !valid(b, reference)) continue;
    if (!std::equal(tokens.begin() + b, tokens.begin() + b + length, tokens.begin() + refBegin)) continue;
    shifted.push_back({static_cast<size_t>(b), static_cast<size_t>(length), copies.front().pattern});
    end = b + length;
  }
  copies = std::move(shifted);
}

}  // namespace

std::vector<RepeatedRun> findRepeatedRuns(const std::vector<int>& tokens, const RepeatOptions& options) {
  std::vector<RepeatedRun> runs;
  const size_t n = tokens.size();
  if (n == 0) return runs;
  const RollingHash hash(tokens);
  std::vector<char> covered(n, 0);
  for (int pattern = 0; pattern < options.maxPatterns; ++pattern) {
    std::vector<size_t> coveredPrefix(n + 1, 0);
    for (size_t i = 0; i < n; ++i) coveredPrefix[i + 1] = coveredPrefix[i] + (covered[i] ? 1 : 0);
    std::vector<RepeatedRun> copies;
    const std::vector<Pattern> candidates = candidatePatterns(tokens, hash, coveredPrefix, options);
    for (size_t c = 0; c < candidates.size() && c < kCandidatesTried; ++c) {
      copies = copiesOf(tokens, hash, coveredPrefix, candidates[c], pattern);
      if (options.boundaryCost && !copies.empty()) shiftToCheapest(tokens, hash, coveredPrefix, options, copies);
      if (copies.size() >= options.minCopies &&
          static_cast<double>(copies.size() * candidates[c].length) >= options.minShare * static_cast<double>(n))
        break;
      copies.clear();
    }
    if (copies.empty()) break;
    for (const RepeatedRun& r : copies) std::fill(covered.begin() + static_cast<long>(r.begin),
                                                  covered.begin() + static_cast<long>(r.begin + r.length), 1);
    runs.insert(runs.end(), copies.begin(), copies.end());
  }
  std::sort(runs.begin(), runs.end(), [](const RepeatedRun& a, const RepeatedRun& b) { return a.begin < b.begin; });
  return runs;
}

}  // namespace fusescope::analysis
