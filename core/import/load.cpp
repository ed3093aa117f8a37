#include "import/load.h"


#include <fmt/format.h>

#include "graph/graph_json.h"
#include "import/ir_dump_importer.h"
#include "util/import_error.h"

namespace fusescope {

namespace {

bool looksLikeJson(const std::string& text) {
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    return c == '{';
  }
  return false;
}

Graph loadFile(const std::filesystem::path& path, const LoadOptions& options) {
  if (path.filename() == "ir_pre_fusion.txt") return loadCaptureFolder(path.parent_path(), options);
  std::string text = readTextFile(path, options.maxFileBytes);
  if (path.extension() == ".json" || looksLikeJson(text)) return parseGraphJson(text, path.string(), options);
  // A lone dump in either ir_pre_fusion or the seed's debug_str format, named as the user named it.
  Graph g = parseIrDump(text, path.string(), options);
  g.name = path.stem().string();
  return g;
}

}  // namespace

std::vector<GraphEntry> listGraphs(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw ImportError(path.string(), 0, "no such file or directory");
  if (!std::filesystem::is_directory(path, ec)) {
    GraphEntry e;
    e.name = path.stem().string();
    e.folder = path;
    e.kind = "unknown";
    return {e};
  }
  return discoverGraphs(path);
}

Graph loadGraph(const std::filesystem::path& path, const std::string& graphName, const LoadOptions& options) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw ImportError(path.string(), 0, "no such file or directory");
  if (!std::filesystem::is_directory(path, ec)) return loadFile(path, options);

  const std::vector<GraphEntry> graphs = discoverGraphs(path);
  if (graphs.empty())
    throw ImportError(path.string(), 0, "no Inductor capture here (no folder with an ir_pre_fusion.txt)");
  std::vector<const GraphEntry*> picked;
  for (const auto& e : graphs) {
    const bool exact = e.name == graphName;
    const bool suffix = !graphName.empty() && e.name.size() > graphName.size() &&
                        e.name.compare(e.name.size() - graphName.size(), graphName.size(), graphName) == 0 &&
                        e.name[e.name.size() - graphName.size() - 1] == '/';
    if (graphName.empty() || exact || suffix) picked.push_back(&e);
    if (exact) {
      picked = {&e};
      break;
    }
  }
  if (picked.size() != 1) {
    std::string names;
    for (const auto& e : graphs) names += fmt::format("\n  {} ({})", e.name, e.kind);
    const std::string why = graphName.empty() ? fmt::format("holds {} graphs; pick one with --graph NAME:", graphs.size())
                            : picked.empty()  ? fmt::format("has no graph named '{}'; it holds:", graphName)
                                              : fmt::format("'{}' matches several graphs:", graphName);
    throw ImportError(path.string(), 0, why + names);
  }
  Graph g = loadCaptureFolder(picked.front()->folder, options);
  const GraphEntry& entry = *picked.front();
  if (entry.name.empty() || entry.name == ".") {
    // A graph folder opened directly: name it like a debug-root entry, "model/graph".
    const auto folder = std::filesystem::absolute(entry.folder).lexically_normal();
    const auto parent = folder.has_parent_path() ? folder.parent_path().filename().string() : std::string();
    g.name = parent.empty() ? folder.filename().string() : parent + "/" + folder.filename().string();
  } else {
    g.name = entry.name;
  }
  if (!g.subgraph.empty()) g.name += "/" + g.subgraph;
  return g;
}

}  // namespace fusescope
