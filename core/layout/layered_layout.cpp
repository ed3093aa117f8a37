#include "layout/layered_layout.h"

#include <algorithm>
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

  // Coordinates along the rank (x for top-to-bottom): pull each box under the mean of its predecessors,
  // never closer than nodesep to its left neighbour.
  const double sep = options.nodeSeparation * kPointsPerInch;
  const double rankSep = options.rankSeparation * kPointsPerInch;
  const bool tb = options.topToBottom;
  auto along = [&](size_t i) { return tb ? model.boxes[i].width : model.boxes[i].height; };
  auto across = [&](size_t i) { return tb ? model.boxes[i].height : model.boxes[i].width; };
  std::vector<double> pos(n, 0);
  for (const auto& layer : layers) {
    double cursor = 0;
    for (int v : layer) {
      const size_t i = static_cast<size_t>(v);
      double desired = cursor + along(i) / 2;
      if (!preds[i].empty()) {
        double sum = 0;
        for (int u : preds[i]) sum += pos[static_cast<size_t>(u)];
        desired = std::max(desired, sum / static_cast<double>(preds[i].size()));
      }
      pos[i] = desired;
      cursor = desired + along(i) / 2 + sep;
    }
  }
  double minAlong = 0;
  for (size_t i = 0; i < n; ++i) minAlong = std::min(minAlong, pos[i] - along(i) / 2);

  double rankStart = 0;
  double maxAlong = 0;
  for (const auto& layer : layers) {
    double thickness = 0;
    for (int v : layer) thickness = std::max(thickness, across(static_cast<size_t>(v)));
    for (int v : layer) {
      const size_t i = static_cast<size_t>(v);
      const double a = pos[i] - minAlong;
      const double c = rankStart + thickness / 2;
      layout.boxes[i].centre = tb ? Point{a, c} : Point{c, a};
      maxAlong = std::max(maxAlong, a + along(i) / 2);
    }
    rankStart += thickness + rankSep;
  }
  const double depth = rankCount > 0 ? rankStart - rankSep : 0;
  layout.bounds = tb ? Rect{0, 0, maxAlong, depth} : Rect{0, 0, depth, maxAlong};
}

}  // namespace fusescope
