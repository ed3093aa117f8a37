#include "layout/draw_model.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

namespace fusescope {
namespace {

// Labels are drawn in a monospace font, so a character is 0.6 em wide and the box sizes computed here
// fit the text in every renderer (SVG, cairo, Qt) without measuring fonts.
constexpr double kCharWidthEm = 0.6;
constexpr double kLineHeightEm = 1.25;
constexpr double kPaddingX = 6;
constexpr double kPaddingY = 4;
constexpr size_t kMaxLineChars = 40;

std::string shortDtype(const std::string& dtype) {
  static const std::map<std::string, std::string> kShort{
      {"torch.float32", "f32"}, {"torch.float16", "f16"}, {"torch.bfloat16", "bf16"}, {"torch.float64", "f64"},
      {"torch.int64", "i64"},   {"torch.int32", "i32"},   {"torch.int8", "i8"},       {"torch.uint8", "u8"},
      {"torch.bool", "bool"},   {"torch.int16", "i16"},   {"torch.float8_e4m3fn", "f8e4m3"}};
  auto it = kShort.find(dtype);
  if (it != kShort.end()) return it->second;
  return dtype.rfind("torch.", 0) == 0 ? dtype.substr(6) : dtype;
}

std::string clipLine(std::string line) {
  if (line.size() > kMaxLineChars) line = line.substr(0, kMaxLineChars - 3) + "...";
  return line;
}

}  // namespace

std::vector<std::string> nodeLabelLines(const Graph& graph, const Node& node) {
  std::vector<std::string> lines;
  lines.push_back(clipLine(node.name));
  std::string kind(categoryName(categoryOf(graph, node)));
  // An extern by the op it calls; one that calls none (a MultiOutput picking a result of the call before
  // it, a Conditional) by its IR type, not a bare "extern".
  if (node.kind == NodeKind::Extern && !node.kernel.empty() && node.kernel != "None") kind += " " + node.kernel;
  else if (node.kind == NodeKind::Extern && !node.irType.empty()) kind += " " + node.irType;
  lines.push_back(clipLine(kind));
  // A Conditional / WhileLoop / InvokeSubgraph node: the subgraphs it runs (each its own scheduler run).
  std::string runs;
  for (const SchedulerRunInfo& run : graph.schedulerRuns) {
    if (std::find(run.calledBy.begin(), run.calledBy.end(), node.name) != run.calledBy.end())
      runs += (runs.empty() ? "runs " : ", ") + run.subgraph;
  }
  if (!runs.empty()) lines.push_back(clipLine(runs));
  if (!node.groupText.empty()) lines.push_back(clipLine(node.groupText));
  if (!node.outputs.empty()) {
    const BufferId id = node.outputs.front();
    if (id >= 0 && static_cast<size_t>(id) < graph.buffers.size()) {
      const Buffer& buffer = graph.buffers[static_cast<size_t>(id)];
      std::string text = buffer.name;
      if (!buffer.layout.dtype.empty()) {
        text += " " + shortDtype(buffer.layout.dtype) + "[";
        for (size_t i = 0; i < buffer.layout.size.size(); ++i) text += (i ? "," : "") + buffer.layout.size[i];
        text += "]";
      }
      lines.push_back(clipLine(text));
    }
  }
  return lines;
}

double labelWidth(const std::vector<std::string>& lines, double fontSize) {
  size_t chars = 0;
  for (const std::string& line : lines) chars = std::max(chars, line.size());
  return std::max(36.0, static_cast<double>(chars) * kCharWidthEm * fontSize + 2 * kPaddingX);
}

double labelHeight(const std::vector<std::string>& lines, double fontSize) {
  return static_cast<double>(std::max<size_t>(lines.size(), 1)) * kLineHeightEm * fontSize + 2 * kPaddingY;
}

DrawModel buildDrawModel(const Graph& graph, const LayoutOptions& options, const std::vector<FusionGroupView>* clusters) {
  DrawModel model;
  model.nodeCount = graph.nodes.size();
  model.boxes.reserve(graph.nodes.size());

  std::set<std::string> foreachMembers;
  for (const ForeachGroup& group : graph.foreachGroups) foreachMembers.insert(group.members.begin(), group.members.end());

  for (const Node& node : graph.nodes) {
    DrawBox box;
    box.kind = BoxKind::Node;
    box.node = node.id;
    box.name = node.name;
    box.dotId = node.name;
    box.category = categoryOf(node, foreachMembers.count(node.name) > 0);
    box.label = nodeLabelLines(graph, node);
    box.width = labelWidth(box.label, options.fontSize);
    box.height = labelHeight(box.label, options.fontSize);
    model.boxes.push_back(std::move(box));
  }

  const bool terminals = options.showTerminals && static_cast<int>(graph.nodes.size()) <= options.terminalNodeLimit;
  std::map<std::string, int> inputBox;
  std::map<std::string, int> outputBox;
  auto terminal = [&](std::map<std::string, int>& index, BoxKind kind, const std::string& buffer) {
    auto it = index.find(buffer);
    if (it != index.end()) return it->second;
    DrawBox box;
    box.kind = kind;
    box.name = buffer;
    box.dotId = (kind == BoxKind::GraphInput ? "input:" : "output:") + buffer;
    box.label = {clipLine(buffer)};
    box.width = labelWidth(box.label, options.fontSize * 0.9);
    box.height = labelHeight(box.label, options.fontSize * 0.9);
    model.boxes.push_back(std::move(box));
    const int boxIndex = static_cast<int>(model.boxes.size()) - 1;
    index.emplace(buffer, boxIndex);
    return boxIndex;
  };

  std::set<std::tuple<int, int, int>> seen;
  auto addEdge = [&](int from, int to, DepKind dep, const std::string& buffer) {
    if (from == to) return;
    if (seen.emplace(from, to, static_cast<int>(dep)).second) model.edges.push_back({from, to, dep, buffer});
  };
  auto producerOf = [&](const std::string& buffer) -> NodeId {
    const Buffer* b = graph.findBuffer(buffer);
    if (b == nullptr || b->producer < 0 || static_cast<size_t>(b->producer) >= graph.nodes.size()) return kNone;
    return b->producer;
  };

  for (const Node& node : graph.nodes) {
    for (const Dependency& dep : node.unmetDeps) {
      const NodeId producer = producerOf(dep.name);
      if (producer != kNone) addEdge(producer, node.id, dep.kind, dep.name);
      else if (terminals) addEdge(terminal(inputBox, BoxKind::GraphInput, dep.name), node.id, dep.kind, dep.name);
    }
    if (!terminals) continue;
    for (const Dependency& dep : node.metDeps) {
      const NodeId producer = producerOf(dep.name);
      if (producer == kNone) addEdge(terminal(inputBox, BoxKind::GraphInput, dep.name), node.id, dep.kind, dep.name);
    }
  }
  if (terminals) {
    for (const std::string& output : graph.graphOutputs) {
      const NodeId producer = producerOf(output);
      if (producer != kNone) addEdge(producer, terminal(outputBox, BoxKind::GraphOutput, output), DepKind::Memory, output);
    }
  }

  // Training graphs read hundreds of primals/tangents: that many terminals would dominate the picture
  // and triple dot's time, so they are dropped when they outnumber half the nodes.
  const size_t terminalCount = model.boxes.size() - model.nodeCount;
  if (terminalCount > model.nodeCount / 2 + 16) {
    model.boxes.resize(model.nodeCount);
    std::erase_if(model.edges, [&](const DrawEdge& e) {
      return static_cast<size_t>(e.from) >= model.nodeCount || static_cast<size_t>(e.to) >= model.nodeCount;
    });
  }

  model.clusterOf.assign(graph.nodes.size(), -1);
  if (clusters != nullptr) {
    for (size_t g = 0; g < clusters->size(); ++g) {
      for (NodeId member : (*clusters)[g].members) {
        if (member >= 0 && static_cast<size_t>(member) < graph.nodes.size() && model.clusterOf[static_cast<size_t>(member)] < 0)
          model.clusterOf[static_cast<size_t>(member)] = static_cast<int>(g);
      }
    }
  }
  return model;
}

namespace {

// Where the segment from the centre of `r` towards `target` leaves `r`.
Point clipToRect(const Rect& r, Point target) {
  const Point c = r.centre();
  const double dx = target.x - c.x;
  const double dy = target.y - c.y;
  if (dx == 0 && dy == 0) return c;
  const double sx = dx != 0 ? (r.width / 2) / std::abs(dx) : 1e300;
  const double sy = dy != 0 ? (r.height / 2) / std::abs(dy) : 1e300;
  const double s = std::min({sx, sy, 1.0});
  return {c.x + dx * s, c.y + dy * s};
}

}  // namespace

void addStraightEdgeGeometry(GraphLayout& layout) {
  for (LayoutEdge& edge : layout.edges) {
    if (!edge.points.empty()) continue;
    const Rect from = layout.boxes[static_cast<size_t>(edge.from)].rect();
    const Rect to = layout.boxes[static_cast<size_t>(edge.to)].rect();
    const Point p0 = clipToRect(from, to.centre());
    const Point p1 = clipToRect(to, from.centre());
    edge.points = {p0, p0, p1, p1};
    edge.arrowTip.reset();
  }
}


}  // namespace fusescope
