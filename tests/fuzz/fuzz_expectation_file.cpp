// libFuzzer target: an expectations file for `fusescope-cli check`. Bad text must end in an ImportError
// naming the file and a line of the text; text that reads must give expectations of the shape each kind
// requires, on lines of the text, and selectors that the node selector takes without failing.
#include "fuzz_common.h"
#include "check/expectation_file.h"
#include "check/node_selector.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace fusescope;
  if (size > fuzz::kMaxInputBytes) return -1;
  const std::string_view text = fuzz::asText(data, size);
  const std::string file = "checks.expect";
  std::vector<check::Expectation> expectations;
  try {
    expectations = check::parseExpectations(text, file);
  } catch (const ImportError& e) {
    fuzz::checkImportError(e, text, file);
    return 0;
  }
  static const Graph graph = [] {
    Graph g;
    g.name = "fuzz";
    for (int i = 0; i < 3; ++i) {
      Node n;
      n.id = i;
      n.name = "op" + std::to_string(i);
      g.nodeByName[n.name] = i;
      g.nodes.push_back(n);
    }
    return g;
  }();
  static const source::SourceMap sources = [] {
    source::SourceMap m;
    m.nodes.resize(3);
    m.nodes[1].locations.push_back({{"/home/u/model.py", 42, "forward", "x = y"}, {}});
    m.nodes[2].aten.push_back({"aten.mul.Tensor", {}});
    return m;
  }();
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  for (const auto& e : expectations) {
    const bool shaped = e.kind == check::ExpectationKind::MaxKernels ? e.maxKernels >= 1
                        : e.kind == check::ExpectationKind::Apart    ? e.selectors.size() == 2
                                                                      : !e.selectors.empty();
    if (!shaped || e.line < 1 || e.line > lines || e.file != file) std::abort();
    for (const auto& s : e.selectors) {
      if (s.empty() || s.find_first_of(" \t,#\n") != std::string::npos) std::abort();
      for (NodeId n : check::selectNodes(graph, sources, s).nodes)
        if (n < 0 || n >= 3) std::abort();
    }
  }
  return 0;
}
