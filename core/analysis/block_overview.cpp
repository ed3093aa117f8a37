#include "analysis/block_overview.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include <fmt/format.h>

#include "analysis/repeated_runs.h"
#include "graph/node_edges.h"
#include "source/source_label.h"
#include "util/utf8.h"

namespace fusescope::analysis {

const char* toString(BlockEvidence evidence) {
  switch (evidence) {
    case BlockEvidence::ModulePaths: return "fusescope_modules.json";
    case BlockEvidence::RepeatedOps: return "repeated ops, shapes and source lines";
    case BlockEvidence::Remainder: break;
  }
  return "between blocks";
}

std::string blockTitle(const Block& block) {
  if (block.detail.empty()) return block.name;
  return block.evidence == BlockEvidence::ModulePaths ? fmt::format("{} ({})", block.name, block.detail)
                                                      : fmt::format("{} · {}", block.name, block.detail);
}

namespace {

// What makes two nodes "the same op" in two layers: kind, IR type, extern kernel, sizes, ATen ops and the
// user's first source line. Node names and buffer names differ from layer to layer and are left out.
std::vector<int> nodeTokens(const Graph& graph, const source::SourceMap& sources) {
  std::unordered_map<std::string, int> ids;
  std::vector<int> tokens;
  tokens.reserve(graph.nodes.size());
  for (const Node& n : graph.nodes) {
    std::string key = fmt::format("{}|{}|{}|{}|{}", static_cast<int>(n.kind), n.irType, n.kernel,
                                  fmt::join(n.iterSizes, ","), fmt::join(n.reduceSizes, ","));
    const source::NodeSource& s = sources.node(n.id);
    // A set: Inductor collects a node's origins in a Python set, so two alike layers can list them in
    // another order (a 72-layer GPT-2's attention printed `view, permute` in three layers, `permute, view`
    // in the rest).
    std::vector<std::string_view> aten;
    for (const auto& a : s.aten) aten.push_back(a.value);
    std::sort(aten.begin(), aten.end());
    aten.erase(std::unique(aten.begin(), aten.end()), aten.end());
    for (std::string_view a : aten) key += fmt::format("|{}", a);
    if (!s.locations.empty()) key += fmt::format("|{}:{}", s.locations.front().value.file, s.locations.front().value.line);
    tokens.push_back(ids.try_emplace(std::move(key), static_cast<int>(ids.size())).first->second);
  }
  return tokens;
}

// Dotted module path -> its enclosing names: "model.layers.3" -> {"model", "model.layers", "model.layers.3"},
// with a numbered item kept with its list ("layers.3", not "layers" then "3").
std::vector<std::string> modulePath(const std::string& dotted) {
  std::vector<std::string> out;
  size_t at = 0;
  while (at <= dotted.size()) {
    const size_t dot = dotted.find('.', at);
    const std::string prefix = dotted.substr(0, dot);
    const std::string part = dotted.substr(at, dot == std::string::npos ? std::string::npos : dot - at);
    const bool number = !part.empty() && std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (number && !out.empty()) out.back() = prefix;
    else out.push_back(prefix);
    if (dot == std::string::npos) break;
    at = dot + 1;
  }
  return out;
}

// The call a block's nodes were made from, from fusion.log's stack traces: the deepest frame that at least
// three quarters of its traced nodes pass through (a layer's residual add, traced from the model's own
// forward, must not cut it short), as "decoder_layer(…) at modeling_llama.py:405". Every layer of a
// transformer is called from that one line, so repeated blocks share it however they are cut.
std::optional<StackFrame> callerFrame(const std::vector<NodeId>& nodes, const Graph& graph) {
  std::vector<const std::vector<StackFrame>*> alive;
  for (NodeId n : nodes)
    if (const auto& stacks = graph.nodes[static_cast<size_t>(n)].stacks; !stacks.empty()) alive.push_back(&stacks.front());
  if (alive.size() < 2) return std::nullopt;
  const size_t need = (alive.size() * 3 + 3) / 4;
  const StackFrame* caller = nullptr;
  for (size_t depth = 0;; ++depth) {
    std::map<std::tuple<std::string_view, int, std::string_view>, size_t> count;
    for (const auto* stack : alive)
      if (depth < stack->size()) ++count[{(*stack)[depth].file, (*stack)[depth].line, (*stack)[depth].function}];
    const auto best = std::max_element(count.begin(), count.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    if (best == count.end() || best->second < need) break;
    const auto key = best->first;
    std::erase_if(alive, [&](const auto* stack) {
      return depth >= stack->size() || std::tuple<std::string_view, int, std::string_view>{(*stack)[depth].file, (*stack)[depth].line, (*stack)[depth].function} != key;
    });
    caller = &(*alive.front())[depth];
  }
  // Wrappers that pass the call on (`return super().__call__(*args, **kwargs)`, a decorator's
  // `output = func(self, *args, **kwargs)`) say nothing about the block: the call into them does.
  auto passesOn = [](const StackFrame& f) { return f.code.find("*args") != std::string::npos && f.code.find("**kwargs") != std::string::npos; };
  if (caller) {
    const std::vector<StackFrame>& stack = *alive.front();
    for (size_t depth = static_cast<size_t>(caller - stack.data()); passesOn(*caller) && depth > 0;) caller = &stack[--depth];
  }
  if (!caller || passesOn(*caller)) return std::nullopt;
  return *caller;
}

std::string callerDetail(const Block& block, const Graph& graph) {
  const std::optional<StackFrame> frame = callerFrame(block.nodes, graph);
  if (!frame) return "";
  const StackFrame* caller = &*frame;
  // "hidden_states = decoder_layer(" -> "decoder_layer(…)"; a call split over lines was printed up to "(".
  std::string_view call = caller->code;
  if (const size_t eq = call.find(" = "); eq != std::string_view::npos) call = call.substr(eq + 3);
  std::string text(utf8Prefix(call, 48));
  if (!text.empty() && text.back() == '(') text += "…)";
  const std::string where = fmt::format("{}:{}", source::baseName(caller->file), caller->line);
  return text.empty() ? fmt::format("{} at {}", caller->function, where) : fmt::format("{} at {}", text, where);
}

// "modeling_llama.py:58-312": the file most of the block's nodes come from and the lines they span there.
std::string linesDetail(const Block& block, const source::SourceMap& sources) {
  std::map<std::string, std::pair<int, int>> span;  // file -> (min line, max line)
  std::map<std::string, int> count;
  for (NodeId n : block.nodes) {
    const auto& locations = sources.node(n).locations;
    if (locations.empty()) continue;
    const source::SourceLocation& l = locations.front().value;
    auto [it, inserted] = span.try_emplace(l.file, l.line, l.line);
    it->second.first = std::min(it->second.first, l.line);
    it->second.second = std::max(it->second.second, l.line);
    ++count[l.file];
  }
  if (count.empty()) return "";
  const auto top = std::max_element(count.begin(), count.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  const auto [lo, hi] = span.at(top->first);
  const std::string file = source::baseName(top->first);
  return lo == hi ? fmt::format("{}:{}", file, lo) : fmt::format("{}:{}-{}", file, lo, hi);
}

// How many nodes before position i (graph order) have a consumer at i or later within `reach` positions:
// the tensors a cut before i would pass to the next block. A layer's edge passes the residual stream; a
// cut inside attention passes q, k, v and more. Edges longer than a block (the rotary tables, the mask
// every layer reads) are left out: they cross every cut alike.
std::vector<int> liveTensors(const Graph& graph, const std::vector<NodeEdge>& edges, size_t reach) {
  const size_t n = graph.nodes.size();
  std::vector<size_t> lastUse(n, 0);
  for (const NodeEdge& e : edges) {
    const auto from = static_cast<size_t>(e.from), to = static_cast<size_t>(e.to);
    if (to > from && to - from <= reach) lastUse[from] = std::max(lastUse[from], to);
  }
  std::vector<int> delta(n + 2, 0);
  for (size_t u = 0; u < n; ++u) {
    if (lastUse[u] == 0) continue;
    ++delta[u + 1];              // live at cuts u+1 .. lastUse[u]
    --delta[lastUse[u] + 1];
  }
  std::vector<int> live(n + 1, 0);
  int running = 0;
  for (size_t i = 0; i <= n; ++i) live[i] = running += delta[i];
  return live;
}

// Blocks from fusescope_modules.json: each node's layer ("layers.3"); nodes with none are left unplaced.
std::vector<Block> moduleBlocks(const Graph& graph, const source::SourceMap& sources) {
  std::map<std::string, size_t> index;
  std::vector<Block> blocks;
  for (const Node& n : graph.nodes) {
    const auto& layers = sources.node(n.id).layers;
    if (layers.empty()) continue;
    const std::string& layer = layers.front().value;
    auto [it, inserted] = index.try_emplace(layer, blocks.size());
    if (inserted) {
      Block b;
      b.name = layer.empty() ? "model" : layer;
      b.path = modulePath(b.name);
      const auto type = sources.moduleTypes.find(layer);
      if (type != sources.moduleTypes.end()) {
        b.detail = type->second;
        b.detailFrom = "the module's class (fusescope_modules.json)";
      }
      b.evidence = BlockEvidence::ModulePaths;
      blocks.push_back(std::move(b));
    }
    blocks[it->second].nodes.push_back(n.id);
  }
  return blocks;
}

// Whether the node's own stack trace passes through `frame` (the line every layer is called from).
bool passesThrough(const Node& node, const StackFrame& frame) {
  if (node.stacks.empty()) return false;
  const auto& stack = node.stacks.front();
  return std::any_of(stack.begin(), stack.end(), [&](const StackFrame& f) { return f.line == frame.line && f.file == frame.file; });
}

// The first layer of a transformer often differs from the others (it builds the attention mask the others
// reuse), so the repetition finds layers 1..N-1 and leaves layer 0 "before block 0". Its stack traces say
// what it is: the nodes right before the first run (and right after the last) that are called from the same
// line as the runs' layers (`decoder_layer(...)` at modeling_llama.py:403) are a layer of their own, kept
// when about a run's length. Added as runs of no pattern (-1): blocks unlike any other.
void addOddLayers(std::vector<RepeatedRun>& runs, const Graph& graph) {
  if (runs.empty()) return;
  const RepeatedRun first = runs.front(), last = runs.back();
  std::vector<NodeId> sample;
  for (size_t i = first.begin; i < first.begin + first.length; ++i) sample.push_back(static_cast<NodeId>(i));
  const std::optional<StackFrame> frame = callerFrame(sample, graph);
  if (!frame) return;
  auto acceptable = [&](size_t length) { return length * 2 >= first.length && length <= first.length * 2; };
  // Extern calls print no stack in the listings: an untraced node goes with its traced neighbours, and
  // the stretch ends at traced nodes on both sides.
  auto within = [&](size_t n) { return graph.nodes[n].stacks.empty() || passesThrough(graph.nodes[n], *frame); };
  auto traced = [&](size_t n) { return !graph.nodes[n].stacks.empty(); };
  size_t begin = first.begin;
  while (begin > 0 && within(begin - 1)) --begin;
  while (begin < first.begin && !traced(begin)) ++begin;
  if (begin < first.begin && acceptable(first.begin - begin)) runs.insert(runs.begin(), {begin, first.begin - begin, -1});
  const size_t after = last.begin + last.length;
  size_t end = after;
  while (end < graph.nodes.size() && within(end)) ++end;
  while (end > after && !traced(end - 1)) --end;
  if (end > after && acceptable(end - after)) runs.push_back({after, end - after, -1});
}

// Blocks from the graph's own repetition, numbered in graph order.
std::vector<Block> repeatedBlocks(const std::vector<RepeatedRun>& runs) {
  std::vector<Block> blocks;
  for (const RepeatedRun& r : runs) {
    Block b;
    b.name = fmt::format("block {}", blocks.size());
    b.path = {b.name};
    b.evidence = BlockEvidence::RepeatedOps;
    b.repeat = r.pattern;
    for (size_t i = r.begin; i < r.begin + r.length; ++i) b.nodes.push_back(static_cast<NodeId>(i));
    blocks.push_back(std::move(b));
  }
  return blocks;
}

// Each node's block (an index into `blocks`), -1 for a node no block holds.
std::vector<int> ownerOfNodes(size_t nodeCount, const std::vector<Block>& blocks) {
  std::vector<int> owner(nodeCount, -1);
  for (size_t b = 0; b < blocks.size(); ++b)
    for (NodeId n : blocks[b].nodes) owner[static_cast<size_t>(n)] = static_cast<int>(b);
  return owner;
}

// visit(begin, end, before) for each longest stretch [begin, end) of nodes no block holds, in graph order;
// `before` is the block of the node just before it, -1 at the graph's start.
template <class Visit>
void forEachUnplacedStretch(const std::vector<int>& owner, Visit visit) {
  int before = -1;
  for (size_t i = 0; i < owner.size();) {
    if (owner[i] >= 0) {
      before = owner[i++];
      continue;
    }
    size_t end = i;
    while (end < owner.size() && owner[end] < 0) ++end;
    visit(i, end, before);
    i = end;
  }
}

// A layer's extern calls (its matmuls, attention) carry no module path where output_code.py is missing
// (a capture stopped before code generation). An unplaced node is its module block's when that block is on
// both sides of it in graph order, or when every node it reads from is in one module block (a layer's
// last matmul, whose sum the next layer's norm computes; a projection of the layer's norm that Inductor
// placed after the rotary tables): not "between layers.3 and layers.4".
void absorbUnplaced(const Graph& graph, const std::vector<NodeEdge>& edges, std::vector<Block>& blocks) {
  std::vector<int> owner = ownerOfNodes(graph.nodes.size(), blocks);
  std::vector<std::vector<NodeId>> producers(graph.nodes.size());
  for (const NodeEdge& e : edges) producers[static_cast<size_t>(e.to)].push_back(e.from);
  auto moduleBlock = [&](int b) { return b >= 0 && blocks[static_cast<size_t>(b)].evidence == BlockEvidence::ModulePaths; };
  bool absorbed = false;
  forEachUnplacedStretch(owner, [&](size_t begin, size_t end, int before) {
    const bool sandwiched = before >= 0 && end < owner.size() && owner[end] == before;
    for (size_t j = begin; j < end; ++j) {
      int to = sandwiched ? before : -1;
      const auto& from = producers[j];
      if (to < 0 && !from.empty() && std::all_of(from.begin(), from.end(), [&](NodeId p) {
            return owner[static_cast<size_t>(p)] == owner[static_cast<size_t>(from.front())];
          }))
        to = owner[static_cast<size_t>(from.front())];
      if (!moduleBlock(to)) continue;
      owner[j] = to;
      blocks[static_cast<size_t>(to)].nodes.push_back(static_cast<NodeId>(j));
      absorbed = true;
    }
  });
  if (absorbed)
    for (Block& b : blocks) std::sort(b.nodes.begin(), b.nodes.end());
}

// Every node no block holds joins a remainder block of its graph-order neighbours, named by where it sits.
void addRemainders(const Graph& graph, std::vector<Block>& blocks) {
  const std::vector<int> owner = ownerOfNodes(graph.nodes.size(), blocks);
  const bool nonePlaced = blocks.empty();
  forEachUnplacedStretch(owner, [&](size_t begin, size_t end, int before) {
    Block r;
    r.evidence = BlockEvidence::Remainder;
    if (nonePlaced) r.name = "graph";
    else if (before < 0) r.name = "before " + blocks[static_cast<size_t>(owner[end])].name;
    else if (end == owner.size()) r.name = "after " + blocks[static_cast<size_t>(before)].name;
    else r.name = fmt::format("between {} and {}", blocks[static_cast<size_t>(before)].name,
                              blocks[static_cast<size_t>(owner[end])].name);
    r.path = {r.name};
    for (size_t j = begin; j < end; ++j) r.nodes.push_back(static_cast<NodeId>(j));
    blocks.push_back(std::move(r));
  });
}

// Blocks whose node tokens are the same share a repeat id (module blocks; repeated runs have theirs).
void numberRepeats(const std::vector<int>& tokens, std::vector<Block>& blocks) {
  std::map<std::vector<int>, std::vector<size_t>> byTokens;
  for (size_t b = 0; b < blocks.size(); ++b) {
    if (blocks[b].evidence != BlockEvidence::ModulePaths) continue;
    std::vector<int> seq;
    for (NodeId n : blocks[b].nodes) seq.push_back(tokens[static_cast<size_t>(n)]);
    byTokens[seq].push_back(b);
  }
  int next = 0;
  std::vector<std::vector<size_t>> groups;
  for (auto& [seq, members] : byTokens)
    if (members.size() > 1) groups.push_back(members);
  std::sort(groups.begin(), groups.end());  // by first block, so ids follow graph order
  for (const auto& g : groups) {
    for (size_t b : g) blocks[b].repeat = next;
    ++next;
  }
}

void countKernels(const Graph& graph, const sched::Trace& trace, const CaptureKernels& kernels,
                  const std::vector<int>& blockOfNode, std::vector<Block>& blocks) {
  std::vector<std::set<int>> blocksOfKernel(kernels.groups.size());
  for (size_t k = 0; k < kernels.groups.size(); ++k)
    for (NodeId n : kernels.groups[k]) blocksOfKernel[k].insert(blockOfNode[static_cast<size_t>(n)]);
  for (Block& b : blocks) {
    std::map<int, int> inKernel;
    for (NodeId n : b.nodes) {
      const int k = kernels.groupOfNode[static_cast<size_t>(n)];
      if (k >= 0) ++inKernel[k];
    }
    b.kernels = static_cast<int>(inKernel.size());
    for (const auto& [k, count] : inKernel) {
      b.fusions += count - 1;
      if (blocksOfKernel[static_cast<size_t>(k)].size() > 1) ++b.sharedKernels;
    }
  }
  std::set<std::pair<NodeId, NodeId>> refused;
  for (const sched::Decision& d : trace.decisions) {
    if (d.verdict != sched::Verdict::Rejected) continue;
    const auto& m1 = trace.nodes[static_cast<size_t>(d.node1)].members;
    const auto& m2 = trace.nodes[static_cast<size_t>(d.node2)].members;
    if (m1.empty() || m2.empty()) continue;
    const NodeId a = std::min(m1.front(), m2.front()), b = std::max(m1.front(), m2.front());
    const int ba = blockOfNode[static_cast<size_t>(a)];
    if (ba == blockOfNode[static_cast<size_t>(b)] && refused.insert({a, b}).second) ++blocks[static_cast<size_t>(ba)].refusals;
  }
  (void)graph;
}

// How a block fused, position by position: for each node, the position in the block of its kernel's first
// node there (-1 when in no kernel), and whether the kernel reaches outside the block.
std::vector<int> fusionShape(const Block& b, const CaptureKernels& kernels, const std::vector<int>& blockOfNode,
                             size_t self) {
  std::map<int, int> firstAt;
  std::vector<int> shape;
  for (size_t i = 0; i < b.nodes.size(); ++i) {
    const int k = kernels.groupOfNode[static_cast<size_t>(b.nodes[i])];
    if (k < 0) {
      shape.push_back(-1);
      continue;
    }
    const auto [it, inserted] = firstAt.try_emplace(k, static_cast<int>(i));
    bool outside = false;
    for (NodeId m : kernels.groups[static_cast<size_t>(k)])
      if (blockOfNode[static_cast<size_t>(m)] != static_cast<int>(self)) outside = true;
    shape.push_back(it->second * 2 + (outside ? 1 : 0));
  }
  return shape;
}

// "op1290 is in op1290_op1312 with a node of another block; in block 0 its counterpart op140 is in op140"
std::string describeDifference(const Graph& graph, const CaptureKernels& kernels, const std::vector<Block>& blocks,
                               size_t self, const std::vector<int>& shape, size_t usual, const std::vector<int>& usualShape) {
  size_t i = 0;
  while (i < shape.size() && i < usualShape.size() && shape[i] == usualShape[i]) ++i;
  if (i == shape.size() || i == usualShape.size()) return "";
  auto kernelText = [&](NodeId n, int code) {
    const int k = kernels.groupOfNode[static_cast<size_t>(n)];
    if (k < 0) return std::string("in no kernel");
    return fmt::format("in {}{}", kernels.names[static_cast<size_t>(k)], code % 2 ? " with a node of another block" : "");
  };
  const NodeId here = blocks[self].nodes[i], there = blocks[usual].nodes[i];
  return fmt::format("{} is {}; in {} its counterpart {} is {}", graph.nodes[static_cast<size_t>(here)].name,
                     kernelText(here, shape[i]), blocks[usual].name, graph.nodes[static_cast<size_t>(there)].name,
                     kernelText(there, usualShape[i]));
}

void compareFusion(const Graph& graph, const CaptureKernels& kernels, const std::vector<int>& blockOfNode, std::vector<Block>& blocks) {
  std::map<int, std::vector<size_t>> byRepeat;
  for (size_t b = 0; b < blocks.size(); ++b) {
    blocks[b].fusesLike = static_cast<int>(b);
    if (blocks[b].repeat >= 0) byRepeat[blocks[b].repeat].push_back(b);
  }
  for (const auto& [repeat, members] : byRepeat) {
    std::map<std::vector<int>, std::vector<size_t>> byShape;
    for (size_t b : members) byShape[fusionShape(blocks[b], kernels, blockOfNode, b)].push_back(b);
    const std::vector<size_t>* usual = nullptr;   // most blocks; the earliest on a tie
    for (const auto& [shape, same] : byShape)
      if (!usual || same.size() > usual->size() || (same.size() == usual->size() && same.front() < usual->front())) usual = &same;
    const std::vector<int>* usualShape = nullptr;
    for (const auto& [shape, same] : byShape)
      if (&same == usual) usualShape = &shape;
    for (const auto& [shape, same] : byShape) {
      for (size_t b : same) {
        blocks[b].fusesLike = static_cast<int>(same.front());
        blocks[b].usual = static_cast<int>(usual->front());
        blocks[b].fusesDifferently = &same != usual;
        if (blocks[b].fusesDifferently) blocks[b].difference = describeDifference(graph, kernels, blocks, b, shape, usual->front(), *usualShape);
      }
    }
  }
}

}  // namespace

BlockOverview blockOverview(const Graph& graph, const source::SourceMap& sources, const sched::Trace& trace,
                            const CaptureKernels& kernels) {
  BlockOverview out;
  out.kernelsFrom = kernels.source;
  const std::vector<int> tokens = nodeTokens(graph, sources);
  std::vector<Block> blocks = moduleBlocks(graph, sources);
  if (!blocks.empty()) {
    out.evidence = BlockEvidence::ModulePaths;
    absorbUnplaced(graph, nodeEdges(graph), blocks);
    numberRepeats(tokens, blocks);
  } else {
    RepeatOptions options;
    const std::vector<NodeEdge> edges = nodeEdges(graph);
    options.boundaryCost = [&](size_t length) { return liveTensors(graph, edges, length); };
    std::vector<RepeatedRun> runs = findRepeatedRuns(tokens, options);
    addOddLayers(runs, graph);
    blocks = repeatedBlocks(runs);
    if (!blocks.empty()) out.evidence = BlockEvidence::RepeatedOps;
    for (Block& b : blocks) {
      b.detail = callerDetail(b, graph);
      b.detailFrom = "the stack traces' calling frame (fusion.log)";
      if (b.detail.empty()) {
        b.detail = linesDetail(b, sources);
        b.detailFrom = b.detail.empty() ? "" : "the source lines its nodes span";
      }
    }
  }
  addRemainders(graph, blocks);
  std::sort(blocks.begin(), blocks.end(), [](const Block& a, const Block& b) { return a.nodes.front() < b.nodes.front(); });
  out.blockOfNode.assign(graph.nodes.size(), -1);
  for (size_t b = 0; b < blocks.size(); ++b)
    for (NodeId n : blocks[b].nodes) out.blockOfNode[static_cast<size_t>(n)] = static_cast<int>(b);
  std::set<int> repeats;
  for (const Block& b : blocks)
    if (b.repeat >= 0) repeats.insert(b.repeat);
  out.repeats = static_cast<int>(repeats.size());
  countKernels(graph, trace, kernels, out.blockOfNode, blocks);
  compareFusion(graph, kernels, out.blockOfNode, blocks);
  out.blocks = std::move(blocks);
  return out;
}

std::vector<AlikeRun> alikeRuns(const BlockOverview& overview) {
  const auto& blocks = overview.blocks;
  auto alike = [&](size_t a, size_t b) {
    return blocks[a].repeat >= 0 && blocks[a].repeat == blocks[b].repeat && blocks[a].fusesLike == blocks[b].fusesLike;
  };
  // One past the last block, from `first` on, alike with the block `period` before it.
  auto reach = [&](size_t first, size_t period) {
    size_t k = first + period;
    while (k < blocks.size() && alike(k, k - period)) ++k;
    return std::min(k, blocks.size());
  };
  std::vector<AlikeRun> runs;
  for (size_t b = 0; b < blocks.size();) {
    if (const size_t end = reach(b, 1); end - b >= 2) {
      runs.push_back({b, end - 1, 1});
      b = end;
    } else if (const size_t end2 = reach(b, 2); end2 - b >= 4) {
      runs.push_back({b, end2 - 1, 2});
      b = end2;
    } else {
      runs.push_back({b, b, 1});
      ++b;
    }
  }
  return runs;
}

std::string alikeRunNote(const BlockOverview& overview, const AlikeRun& run) {
  if (run.period == 1) return fmt::format("×{} alike: same ops, same fusion", run.size());
  const Block &a = overview.blocks[run.first], &b = overview.blocks[run.first + 1];
  return fmt::format("×{} alike in 2 alternating kinds ({} and {} nodes): same ops, same fusion as the block two before",
                     run.size(), a.nodes.size(), b.nodes.size());
}

BlockOverview blockOverview(const Graph& graph, const source::SourceMap& sources, const sched::Trace& trace) {
  return blockOverview(graph, sources, trace,
                       captureKernels(graph, trace, recordsKernels(graph) ? KernelSource::Inductor : KernelSource::Replay));
}

std::string blockBreadcrumb(const BlockOverview& overview, const Graph& graph, const source::SourceMap& sources,
                            NodeId node) {
  if (node < 0 || static_cast<size_t>(node) >= overview.blockOfNode.size()) return "";
  const Block& b = overview.blocks[static_cast<size_t>(overview.blockOfNode[static_cast<size_t>(node)])];
  std::string out = b.name + " › ";
  // The node's innermost module below its layer: "layers.17.mlp.up_proj" under "layers.17" -> mlp, up_proj.
  const auto& modules = sources.node(node).modules;
  if (b.evidence == BlockEvidence::ModulePaths && !modules.empty()) {
    const std::string& module = modules.front().value;
    if (module.size() > b.name.size() + 1 && module.compare(0, b.name.size() + 1, b.name + ".") == 0) {
      std::string rest = module.substr(b.name.size() + 1);
      for (size_t dot; (dot = rest.find('.')) != std::string::npos; rest = rest.substr(dot + 1)) out += rest.substr(0, dot) + " › ";
      out += rest + " › ";
    }
  }
  return out + graph.nodes[static_cast<size_t>(node)].name;
}

}  // namespace fusescope::analysis
