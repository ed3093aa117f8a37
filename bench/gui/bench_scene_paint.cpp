// Repainting the graph view of a 20,000-node graph (gpt2's backward tiled as `fusescope-cli synth` does),
// offscreen: the whole viewport at the zoom where labels are legible (what a step with follow mode
// repaints after a long move), a strip of it (what a short scroll uncovers) and the whole at the fit zoom. Each with the layout's edges in tiles (as the window
// draws them) and in one path per kind (as it drew them before: every repaint stroked all of them; a tile's
// path is made at each paint since 2026-11-30, so this one is too, which makes it slower than it was).
// And the block overview's boxes on it: making them (each block's outline hugging its nodes, at open) and
// repainting the fit zoom with every block closed.
#include <QApplication>

#include <benchmark/benchmark.h>

#include "analysis/block_overview.h"
#include "analysis/capture_kernels.h"
#include "graph/synthetic_graph.h"
#include "sched/scheduler.h"
#include "source/source_map.h"
#include "graph_view.h"
#include "import/load.h"
#include "scene_builder.h"

using namespace fusescope;
using namespace fusescope::gui;

namespace {

const Graph& bigGraph() {
  static const Graph g = [] {
    SynthOptions options;
    options.targetNodes = 20000;
    return synthesizeGraph(loadGraph(FUSESCOPE_TEST_DATA "/captures/gpt2_train/0_backward_3.1"), options);
  }();
  return g;
}

// The window's geometry (tiled edges), or the same with each kind's tiles joined into one path.
std::shared_ptr<const SceneGeometry> geometry(bool tiled) {
  static const std::shared_ptr<SceneGeometry> tiles = buildFallbackGeometry(bigGraph());
  static const std::shared_ptr<SceneGeometry> whole = [] {
    auto g = std::make_shared<SceneGeometry>(*tiles);
    for (int k = 0; k < 3; ++k)
      for (auto* paths : {&g->edges[k], &g->arrows[k]}) {
        QPainterPath one;
        for (const PathTile& p : **paths) one.addPath(p.path());
        // One tile as large as the graph: fillTiles keeps every subpath whole in its first point's tile.
        *paths = std::make_shared<const std::vector<PathTile>>(fillTiles(one, 1e12));
      }
    return g;
  }();
  return tiled ? tiles : whole;
}

enum class Area { Legible, Strip, Fit };

// The 20,000-node graph in a shown 1200x700 view, as the window holds it.
struct ShownGraph {
  GraphScene scene;
  GraphView view;
  explicit ShownGraph(bool tiled) {
    scene.setGeometry(geometry(tiled), &bigGraph());
    view.setGraphScene(&scene);
    view.resize(1200, 700);
    view.show();
  }
};

void repaint(benchmark::State& state, Area area) {
  const bool legible = area != Area::Fit;
  const bool tiled = state.range(0) != 0;
  ShownGraph shown(tiled);
  GraphView& view = shown.view;
  if (legible) {
    view.setZoom(view.legibleZoom());
    view.centreOn({static_cast<NodeId>(bigGraph().nodes.size() / 2)});
  } else {
    view.fitAll();
  }
  QApplication::processEvents();
  const QRect strip(0, 0, view.viewport()->width(), 60);
  for (auto _ : state) {
    if (area == Area::Strip) view.viewport()->repaint(strip);
    else view.viewport()->repaint();
  }
  state.SetLabel(tiled ? "edges in tiles" : "edges in one path per kind (made at each paint)");
}

void BM_RepaintAtLegibleZoom20k(benchmark::State& state) { repaint(state, Area::Legible); }
void BM_RepaintStripAtLegibleZoom20k(benchmark::State& state) { repaint(state, Area::Strip); }
void BM_RepaintAtFitZoom20k(benchmark::State& state) { repaint(state, Area::Fit); }

// The 20,000-node graph's blocks as the window shows them (core's overview of the replay).
const std::vector<BlockShape>& bigBlocks() {
  static const std::vector<BlockShape> shapes = [] {
    const auto trace = sched::runScheduler(bigGraph(), {}, "inductor-2.11");
    const auto sources = source::buildSourceMap(bigGraph());
    const auto kernels = analysis::captureKernels(bigGraph(), trace, analysis::KernelSource::Replay);
    return blockShapes(analysis::blockOverview(bigGraph(), sources, trace, kernels));
  }();
  return shapes;
}

void BM_BlockCovers20k(benchmark::State& state) {
  GraphScene scene;
  scene.setGeometry(geometry(true), &bigGraph());
  for (auto _ : state) scene.setBlocks(bigBlocks());
  state.counters["blocks"] = static_cast<double>(bigBlocks().size());
}

void BM_RepaintClosedBlocksAtFitZoom20k(benchmark::State& state) {
  ShownGraph shown(true);
  GraphView& view = shown.view;
  view.setBlocks(bigBlocks());
  view.fitAll();
  QApplication::processEvents();
  for (auto _ : state) view.viewport()->repaint();
  state.counters["closed"] = static_cast<double>(shown.scene.closedBlockCount());
}

BENCHMARK(BM_BlockCovers20k)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RepaintClosedBlocksAtFitZoom20k)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RepaintAtLegibleZoom20k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RepaintStripAtLegibleZoom20k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RepaintAtFitZoom20k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
