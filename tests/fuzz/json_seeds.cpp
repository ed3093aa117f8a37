// Seed maker for the JSON fuzz targets (run by scripts/fuzz.sh, not a fuzzer itself): writes every small
// graph folder under the given roots as FuseScope JSON into OUTDIR, so the pipeline target starts from
// real schedules instead of having to invent a valid graph byte by byte.
#include <cstdio>
#include <filesystem>
#include <string>

#include "graph/graph_json.h"
#include "import/capture_loader.h"
#include "util/import_error.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s OUTDIR ROOT...\n", argv[0]);
    return 2;
  }
  namespace fs = std::filesystem;
  const fs::path out = argv[1];
  fs::create_directories(out);
  int written = 0;
  for (int i = 2; i < argc; ++i) {
    for (const fusescope::GraphEntry& e : fusescope::discoverGraphs(argv[i])) {
      try {
        fusescope::Graph g = fusescope::loadCaptureFolder(e.folder);
        if (g.nodes.size() > 48) continue;  // the pipeline target's limit
        // Kernel sources and the FX graph are only carried along; without them the seeds stay small.
        g.inductor.codeKernels.clear();
        g.inductor.fxGraph.clear();
        std::string name = "seed_capture_" + e.name + ".json";
        for (char& c : name)
          if (c == '/') c = '_';
        fusescope::saveGraphJson(g, out / name);
        ++written;
      } catch (const fusescope::ImportError& err) {
        std::fprintf(stderr, "skipped: %s\n", err.what());
      }
    }
  }
  std::printf("%d seed graphs written to %s\n", written, out.c_str());
  return 0;
}
