// Export: SVG is well-formed XML (xmllint when installed) with one <g> per node named after it; PNG and
// PDF carry their signatures; DOT parses back through agmemread; unwritable paths throw ExportError.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "layout/fusion_group_view.h"
#include "export/exporter.h"
#include "export/svg_writer.h"
#include "import/load.h"
#include "layout/graph_layout.h"
#include "layout/graphviz.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

fs::path capture(const char* rel) { return fs::path(FUSESCOPE_TEST_DATA) / "captures" / rel; }

void expectValidSvg(const Graph& graph, const std::string& svg) {
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  for (const Node& node : graph.nodes) {
    EXPECT_NE(svg.find("<g id=\"node-" + node.name + "\""), std::string::npos) << node.name;
    EXPECT_NE(svg.find("<title>" + node.name + "</title>"), std::string::npos) << node.name;
  }
  if (std::system("command -v xmllint > /dev/null 2>&1") == 0) {
    const fs::path file = fs::temp_directory_path() / "fusescope_test_export.svg";
    std::ofstream(file) << svg;
    EXPECT_EQ(std::system(("xmllint --noout " + file.string()).c_str()), 0);
    fs::remove(file);
  }
}

}  // namespace

TEST(Exporter, XmlEscape) {
  EXPECT_EQ(xmlEscape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
  EXPECT_EQ(xmlEscape(std::string("x\x01y")), "xy");
  EXPECT_EQ(xmlEscape(std::string("\xff")), "\xef\xbf\xbd");
}

TEST(Exporter, AllFormatsOfARealCapture) {
  const fs::path folder = capture("gpt2_train/0_backward_3.1");
  if (!fs::exists(folder)) GTEST_SKIP() << folder << " missing";
  const Graph graph = loadGraph(folder);
  const GraphLayout layout = layoutGraph(graph);
  const auto groups = recordedKernelGroups(graph);
  ExportOptions options;
  options.highlight = HighlightPair{0, 1, false, "no shared data <&>"};

  expectValidSvg(graph, renderSvg(layout, groups, options));

  const std::string png = renderPicture(layout, groups, options, ExportFormat::Png);
  ASSERT_GT(png.size(), 1000u);
  EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));

  const std::string pdf = renderPicture(layout, groups, options, ExportFormat::Pdf);
  EXPECT_EQ(pdf.rfind("%PDF", 0), 0u);

  const std::string dot = toDot(layout, groups, options);
  std::lock_guard<std::mutex> lock(gv::graphvizMutex());
  const gv::Graph parsed = gv::Graph::fromDot(dot);
  EXPECT_GE(parsed.nodeCount(), static_cast<int>(graph.nodes.size()));
}

TEST(Exporter, UnwritablePathThrows) {
  const Graph graph = loadGraph(capture("gpt2_train/0_backward_3.1"));
  const GraphLayout layout = layoutGraph(graph);
  EXPECT_THROW(exportPicture(layout, {}, {}, ExportFormat::Svg, "/nonexistent-dir/x/out.svg"), ExportError);
}

TEST(Exporter, LlamaBackwardSvgUnderThreeSeconds) {
  const fs::path folder = fs::path(FUSESCOPE_SHARED_CAPTURES) / "llama_24l_train/0_backward_3.1";
  if (!fs::exists(folder)) GTEST_SKIP() << folder << " missing";
  const Graph graph = loadGraph(folder);
  const auto start = std::chrono::steady_clock::now();
  const GraphLayout layout = layoutGraph(graph);
  const std::string svg = renderSvg(layout, recordedKernelGroups(graph));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "llama backward: layout + SVG " << seconds << " s (" << svg.size() << " bytes)\n";
  EXPECT_LT(seconds, 3.0);
  expectValidSvg(graph, svg);
}
