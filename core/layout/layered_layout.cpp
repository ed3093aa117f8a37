#include "layout/layered_layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fusescope {
namespace {

constexpr double kPointsPerInch = 72.0;
constexpr int kSweeps = 4;

// Longest-path rank of every box; boxes on a cycle are ranked in index order (the dump order is
// Inductor's topological order, so cycles only come from odd inputs).
std::vector<int> longestPathRanks(size_t n, const std::vector<std::vector<int>>& preds, const std::vector<std::vector<int>>& succs) {
  std::vector<int> rank(n, 0);
  std::vector<int> pending(n);
  for (size_t i = 0; i < n; ++i) pending[i] = static_cast<int>(preds[i].size());
  std::vector<char> done(n, 0);
  std::vector<int> ready;
  for (size_t i = 0; i < n; ++i)
    if (pending[i] == 0) ready.push_back(static_cast<int>(i));
  size_t processed = 0;
  size_t nextForced = 0;
  while (processed < n) {
    if (ready.empty()) {
      while (done[nextForced]) ++nextForced;   // break a cycle at the earliest unplaced box
      ready.push_back(static_cast<int>(nextForced));
      int r = 0;
      for (int p : preds[nextForced])
        if (done[static_cast<size_t>(p)]) r = std::max(r, rank[static_cast<size_t>(p)] + 1);
      rank[nextForced] = r;
    }
    const int v = ready.back();
    ready.pop_back();
    if (done[static_cast<size_t>(v)]) continue;
    done[static_cast<size_t>(v)] = 1;
    ++processed;
    for (int s : succs[static_cast<size_t>(v)]) {
      if (done[static_cast<size_t>(s)]) continue;
      rank[static_cast<size_t>(s)] = std::max(rank[static_cast<size_t>(s)], rank[static_cast<size_t>(v)] + 1);
      if (--pending[static_cast<size_t>(s)] == 0) ready.push_back(s);
    }
  }
  return rank;
}

}  // namespace

void layeredLayout(const DrawModel& model, const LayoutOptions& options, GraphLayout& layout, const std::atomic<bool>* cancel) {
  const size_t n = model.boxes.size();
  std::vector<std::vector<int>> preds(n), succs(n);
  for (const DrawEdge& e : model.edges) {
    preds[static_cast<size_t>(e.to)].push_back(e.from);
    succs[static_cast<size_t>(e.from)].push_back(e.to);
  }
  const std::vector<int> rank = longestPathRanks(n, preds, succs);
  const int rankCount = n == 0 ? 0 : *std::max_element(rank.begin(), rank.end()) + 1;

  std::vector<std::vector<int>> layers(static_cast<size_t>(rankCount));
  for (size_t i = 0; i < n; ++i) layers[static_cast<size_t>(rank[i])].push_back(static_cast<int>(i));
  std::vector<double> order(n, 0);   // position within its layer
  auto renumber = [&](const std::vector<int>& layer) {
    for (size_t k = 0; k < layer.size(); ++k) order[static_cast<size_t>(layer[k])] = static_cast<double>(k);
  };
  for (const auto& layer : layers) renumber(layer);

  // Barycenter sweeps: sort each layer by the mean position of its neighbours on the side already placed.
  std::vector<double> key(n, 0);
  for (int sweep = 0; sweep < kSweeps; ++sweep) {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) throw LayoutCancelled();
    const bool down = sweep % 2 == 0;
    for (int li = 0; li < rankCount; ++li) {
      auto& layer = layers[static_cast<size_t>(down ? li : rankCount - 1 - li)];
      for (int v : layer) {
        const auto& neighbours = down ? preds[static_cast<size_t>(v)] : succs[static_cast<size_t>(v)];
        if (neighbours.empty()) {
          key[static_cast<size_t>(v)] = order[static_cast<size_t>(v)];
          continue;
        }
        double sum = 0;
        for (int u : neighbours) sum += order[static_cast<size_t>(u)];
        key[static_cast<size_t>(v)] = sum / static_cast<double>(neighbours.size());
      }
      std::stable_sort(layer.begin(), layer.end(), [&](int a, int b) { return key[static_cast<size_t>(a)] < key[static_cast<size_t>(b)]; });
      renumber(layer);
    }
  }

  // Coordinates along the rank (x for top-to-bottom), Sugiyama's priority method: each box wants the mean of
  // its predecessors' positions; boxes with more connections are placed first, exactly where they want,
  // and the others fit around them in layer order. Packing every layer left to right instead pushed the
  // main chain half a slot right at every rank (a side branch sorts before it), and deep graphs became one
  // diagonal strand.
  const double sep = options.nodeSeparation * kPointsPerInch;
  const double rankSep = options.rankSeparation * kPointsPerInch;
  const bool tb = options.topToBottom;
  auto along = [&](size_t i) { return tb ? model.boxes[i].width : model.boxes[i].height; };
  auto across = [&](size_t i) { return tb ? model.boxes[i].height : model.boxes[i].width; };
  std::vector<double> pos(n, 0);
  std::vector<double> desired, slot, prefix;   // per position in the layer
  std::vector<char> placed;
  std::vector<size_t> byPriority;
  for (const auto& layer : layers) {
    const size_t m = layer.size();
    if (m == 0) continue;
    desired.assign(m, 0);
    slot.assign(m, 0);
    placed.assign(m, 0);
    prefix.assign(m + 1, 0);   // prefix[k]: room taken by boxes 0..k-1 (width + sep each)
    double cursor = 0;
    for (size_t k = 0; k < m; ++k) {
      const size_t i = static_cast<size_t>(layer[k]);
      prefix[k + 1] = prefix[k] + along(i) + sep;
      double want = cursor + along(i) / 2;
      if (!preds[i].empty()) {
        double sum = 0;
        for (int u : preds[i]) sum += pos[static_cast<size_t>(u)];
        want = sum / static_cast<double>(preds[i].size());
      }
      desired[k] = want;
      cursor = want + along(i) / 2 + sep;
    }
    byPriority.resize(m);
    std::iota(byPriority.begin(), byPriority.end(), size_t{0});
    auto degree = [&](size_t k) {
      const size_t i = static_cast<size_t>(layer[k]);
      return preds[i].size() + succs[i].size();
    };
    std::stable_sort(byPriority.begin(), byPriority.end(), [&](size_t x, size_t y) { return degree(x) > degree(y); });
    for (size_t k : byPriority) {
      const size_t i = static_cast<size_t>(layer[k]);
      double lo = -1e300, hi = 1e300;
      for (size_t j = k; j-- > 0;)   // nearest placed box on the left, with room for those between
        if (placed[j]) {
          const size_t bj = static_cast<size_t>(layer[j]);
          lo = slot[j] + along(bj) / 2 + sep + (prefix[k] - prefix[j + 1]) + along(i) / 2;
          break;
        }
      for (size_t j = k + 1; j < m; ++j)
        if (placed[j]) {
          const size_t bj = static_cast<size_t>(layer[j]);
          hi = slot[j] - along(bj) / 2 - sep - (prefix[j] - prefix[k + 1]) - along(i) / 2;
          break;
        }
      slot[k] = lo > hi ? lo : std::clamp(desired[k], lo, hi);
      placed[k] = 1;
    }
    for (size_t k = 0; k < m; ++k) pos[static_cast<size_t>(layer[k])] = slot[k];
  }

  // Rank depths, then fold: a deep, narrow graph (a training backward is hundreds of ranks of a few
  // nodes) is cut into bands of consecutive ranks laid side by side, each band as wide as its own boxes,
  // so the picture fills a landscape canvas instead of a thin strand. Edges between bands stay straight.
  std::vector<double> thickness(static_cast<size_t>(rankCount), 0);
  double widestRank = 1, totalDepth = 0;
  for (int r = 0; r < rankCount; ++r) {
    const auto& layer = layers[static_cast<size_t>(r)];
    double lo = 1e300, hi = -1e300;
    for (int v : layer) {
      const size_t i = static_cast<size_t>(v);
      thickness[static_cast<size_t>(r)] = std::max(thickness[static_cast<size_t>(r)], across(i));
      lo = std::min(lo, pos[i] - along(i) / 2);
      hi = std::max(hi, pos[i] + along(i) / 2);
    }
    if (!layer.empty()) widestRank = std::max(widestRank, hi - lo);
    totalDepth += thickness[static_cast<size_t>(r)] + rankSep;
  }
  int bands = 1;
  if (options.foldLayers && totalDepth > 0) {   // landscape target: band depth about 0.6 x total width
    bands = static_cast<int>(std::lround(std::sqrt(totalDepth / (0.6 * widestRank))));
    bands = std::clamp(bands, 1, std::max(1, rankCount / 4));
  }
  const double bandDepth = totalDepth / bands;
  std::vector<int> bandOf(static_cast<size_t>(rankCount), 0);
  {
    double depth = 0;
    int band = 0;
    for (int r = 0; r < rankCount; ++r) {
      const double t = thickness[static_cast<size_t>(r)];
      if (band + 1 < bands && depth > 0 && depth + t > bandDepth) {
        ++band;
        depth = 0;
      }
      bandOf[static_cast<size_t>(r)] = band;
      depth += t + rankSep;
    }
  }
  std::vector<double> bandLo(static_cast<size_t>(bands), 1e300), bandHi(static_cast<size_t>(bands), -1e300);
  for (int r = 0; r < rankCount; ++r)
    for (int v : layers[static_cast<size_t>(r)]) {
      const size_t i = static_cast<size_t>(v), b = static_cast<size_t>(bandOf[static_cast<size_t>(r)]);
      bandLo[b] = std::min(bandLo[b], pos[i] - along(i) / 2);
      bandHi[b] = std::max(bandHi[b], pos[i] + along(i) / 2);
    }
  std::vector<double> bandOffset(static_cast<size_t>(bands), 0);
  for (int b = 0, x = 0; b < bands; ++b) {
    const size_t bi = static_cast<size_t>(b);
    if (bandLo[bi] > bandHi[bi]) bandLo[bi] = bandHi[bi] = 0;   // empty band
    bandOffset[bi] = x - bandLo[bi];
    x += static_cast<int>(std::ceil(bandHi[bi] - bandLo[bi] + 4 * sep));
  }
  double rankStart = 0, maxAlong = 0, maxDepth = 0;
  int band = 0;
  for (int r = 0; r < rankCount; ++r) {
    if (bandOf[static_cast<size_t>(r)] != band) {
      band = bandOf[static_cast<size_t>(r)];
      rankStart = 0;
    }
    const double t = thickness[static_cast<size_t>(r)];
    for (int v : layers[static_cast<size_t>(r)]) {
      const size_t i = static_cast<size_t>(v);
      const double a = pos[i] + bandOffset[static_cast<size_t>(band)];
      const double c = rankStart + t / 2;
      layout.boxes[i].centre = tb ? Point{a, c} : Point{c, a};
      maxAlong = std::max(maxAlong, a + along(i) / 2);
    }
    rankStart += t + rankSep;
    maxDepth = std::max(maxDepth, rankStart - rankSep);
  }
  layout.bounds = tb ? Rect{0, 0, maxAlong, maxDepth} : Rect{0, 0, maxDepth, maxAlong};
}

}  // namespace fusescope
