#include "graph/graph_json.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <limits>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "util/whole_file_write.h"
#include "graph/dependency_cycle.h"
#include "graph/loop_body_check.h"
#include "util/import_error.h"

namespace fusescope {

NLOHMANN_JSON_SERIALIZE_ENUM(DepKind, {{DepKind::Memory, "memory"}, {DepKind::Star, "star"}, {DepKind::Weak, "weak"}})
NLOHMANN_JSON_SERIALIZE_ENUM(NodeKind, {{NodeKind::Scheduler, "scheduler"},
                                        {NodeKind::Extern, "extern"},
                                        {NodeKind::Nop, "nop"},
                                        {NodeKind::Unknown, "unknown"}})
NLOHMANN_JSON_SERIALIZE_ENUM(Diagnostic::Severity, {{Diagnostic::Severity::Warning, "warning"},
                                                    {Diagnostic::Severity::Error, "error"}})

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Dependency, kind, name, index, ranges, mode, mutatingBuf, isFake)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Layout, kind, device, dtype, size, stride, offset, text)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(BufferUser, node, nodeType, canInplace, isWeak)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Buffer, id, name, irType, layout, users, mutations, aliases, producer, isGraphInput)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(LoopBlock, name, lines)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(LoopBody, varRanges, indices, blocks)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(OpaqueField, key, value)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(StackFrame, file, line, function, code)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ForeachGroup, name, members, source)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RecordedDecision, round, node1, node2, fused, reason, line)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RecordedBenchmark, round, buffers1, buffers2, fused, detail, line)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RecordedKernel, name, typeName, members)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(CodeCallSite, args, line)
// WITH_DEFAULT: files saved before sourceMapping / provenance / written existed still load (those stay empty).
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(CodeKernel, name, language, source, kernelPath, sourceNodes, atenOrigins,
                                                sourceMapping, callArgs, line, calls, written)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ProvenanceRecord, preToPost, postToPre, kernelToPost, postToKernel)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ModuleFrame, path, type)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(InductorRecord, hasFusionLog, hasPostFusion, hasOutputCode, hasFxGraph,
                                                decisions, benchmarks, rounds, kernels, codeKernels, fxGraph, inputLayouts,
                                                hasProvenance, provenance, sizeHints, hasModuleStacks, moduleStacks,
                                                rank, ranks, torchVersion, torchGitVersion, recordedCallers, recordedLines)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Diagnostic, severity, file, line, message)

// Node is written by hand: the loop body is optional (null when the node has none).
void to_json(nlohmann::json& j, const Node& n) {
  j = nlohmann::json{{"id", n.id},           {"name", n.name},
                     {"kind", n.kind},       {"typeName", n.typeName},
                     {"irType", n.irType},   {"writes", n.writes},
                     {"unmetDeps", n.unmetDeps}, {"metDeps", n.metDeps},
                     {"outputs", n.outputs}, {"device", n.device},
                     {"group", n.group},     {"groupText", n.groupText},
                     {"iterSizes", n.iterSizes}, {"reduceSizes", n.reduceSizes},
                     {"kernel", n.kernel},   {"origins", n.origins},
                     {"extra", n.extra},     {"seedUsers", n.seedUsers},
                     {"sourceLine", n.sourceLine}};
  j["body"] = n.body ? nlohmann::json(*n.body) : nlohmann::json(nullptr);
  if (!n.stacks.empty()) j["stacks"] = n.stacks;   // optional: files written before it was kept still read
}

void from_json(const nlohmann::json& j, Node& n) {
  j.at("id").get_to(n.id);
  j.at("name").get_to(n.name);
  j.at("kind").get_to(n.kind);
  j.at("typeName").get_to(n.typeName);
  j.at("irType").get_to(n.irType);
  j.at("writes").get_to(n.writes);
  j.at("unmetDeps").get_to(n.unmetDeps);
  j.at("metDeps").get_to(n.metDeps);
  j.at("outputs").get_to(n.outputs);
  j.at("device").get_to(n.device);
  j.at("group").get_to(n.group);
  j.at("groupText").get_to(n.groupText);
  j.at("iterSizes").get_to(n.iterSizes);
  j.at("reduceSizes").get_to(n.reduceSizes);
  j.at("kernel").get_to(n.kernel);
  j.at("origins").get_to(n.origins);
  j.at("extra").get_to(n.extra);
  j.at("seedUsers").get_to(n.seedUsers);
  j.at("sourceLine").get_to(n.sourceLine);
  if (j.contains("stacks")) j.at("stacks").get_to(n.stacks);
  else if (j.contains("stack")) n.stacks.push_back(j.at("stack").get<std::vector<StackFrame>>());  // the first only, as once written
  const auto& body = j.at("body");
  if (body.is_null())
    n.body.reset();
  else
    n.body = body.get<LoopBody>();
}

nlohmann::json graphToJson(const Graph& g) {
  return nlohmann::json{{"format", kJsonFormatName},
                        {"version", kJsonFormatVersion},
                        {"name", g.name},
                        {"sourceFormat", g.format},
                        {"nodes", g.nodes},
                        {"buffers", g.buffers},
                        {"graphInputs", g.graphInputs},
                        {"graphOutputs", g.graphOutputs},
                        {"foreachGroups", g.foreachGroups},
                        {"inductor", g.inductor},
                        {"warnings", g.warnings}};
}

void indexGraph(Graph& g) {
  g.nodeByName.clear();
  g.bufferByName.clear();
  for (const Node& n : g.nodes) g.nodeByName.emplace(n.name, n.id);
  for (const Buffer& b : g.buffers) g.bufferByName.emplace(b.name, b.id);
}

namespace {

// Structural checks a well-formed graph satisfies; a JSON file can violate any of them.
void validate(const Graph& g, const std::string& file) {
  auto fail = [&](const std::string& msg) { throw ImportError(file, 0, "invalid FuseScope graph: " + msg); };
  std::set<std::string> names;
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (n.id != static_cast<NodeId>(i)) fail(fmt::format("nodes[{}] has id {}, expected {}", i, n.id, i));
    if (n.name.empty()) fail(fmt::format("nodes[{}] has an empty name", i));
    if (!names.insert(n.name).second) fail(fmt::format("duplicate node name '{}'", n.name));
    for (BufferId b : n.outputs)
      if (b < 0 || static_cast<size_t>(b) >= g.buffers.size())
        fail(fmt::format("node '{}' lists output buffer id {} which does not exist", n.name, b));
    if (n.body) {
      if (const auto problem = checkLoopBody(*n.body)) {
        fail(fmt::format("node '{}': loop body block {} line {}: {}", n.name, n.body->blocks[problem->block].name,
                         problem->line + 1, problem->message));
      }
    }
  }
  std::set<std::string> bufferNames;
  for (size_t i = 0; i < g.buffers.size(); ++i) {
    const Buffer& b = g.buffers[i];
    if (b.id != static_cast<BufferId>(i)) fail(fmt::format("buffers[{}] has id {}, expected {}", i, b.id, i));
    if (!bufferNames.insert(b.name).second) fail(fmt::format("duplicate buffer name '{}'", b.name));
    if (b.producer != kNone && (b.producer < 0 || static_cast<size_t>(b.producer) >= g.nodes.size()))
      fail(fmt::format("buffer '{}' names producer id {} which does not exist", b.name, b.producer));
  }
}

// Every number of the format is an int (ids, lines, rounds). nlohmann converts a float to int with a cast
// that is undefined beyond int's range, and an integer beyond int silently wraps (id 2^32 would pass as
// id 0), so both are refused before any conversion. Depth-first with an explicit stack: the document may
// nest arbitrarily deep, and the stack is also the path named in the error.
void checkNumbers(const nlohmann::json& root, const std::string& file, const std::string& prefix = {}) {
  auto fits = [](const nlohmann::json& v) {
    constexpr auto kMin = std::numeric_limits<int>::min(), kMax = std::numeric_limits<int>::max();
    if (v.is_number_unsigned()) return v.get<std::uint64_t>() <= static_cast<std::uint64_t>(kMax);
    return v.is_number_integer() && v.get<std::int64_t>() >= kMin && v.get<std::int64_t>() <= kMax;
  };
  struct Frame {
    const nlohmann::json* value;
    nlohmann::json::const_iterator next;
    std::size_t index;  // position of `next` (arrays)
  };
  auto fail = [&](const nlohmann::json& v, const std::vector<Frame>& stack) {
    std::string path = prefix;
    for (const Frame& f : stack) {
      path += "/" + (f.value->is_object() ? std::prev(f.next).key() : std::to_string(f.index - 1));
    }
    throw ImportError(file, 0, fmt::format("invalid FuseScope graph: {} at {} is not an integer in the range of int",
                                           v.dump(), path.empty() ? "/" : path));
  };
  std::vector<Frame> stack;
  if (root.is_number() && !fits(root)) fail(root, stack);
  if (root.is_structured()) stack.push_back({&root, root.begin(), 0});
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next == f.value->end()) {
      stack.pop_back();
      continue;
    }
    const nlohmann::json& child = *f.next;
    ++f.next;
    ++f.index;
    if (child.is_structured()) {
      stack.push_back({&child, child.begin(), 0});  // invalidates f
    } else if (child.is_number() && !fits(child)) {
      fail(child, stack);
    }
  }
}

int lineAt(std::string_view text, size_t offset) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

}  // namespace

namespace {

// Nodes and buffers converted while the text is parsed (see parseGraphJson), or taken from the document.
struct PreParsed {
  bool active = false;
  std::vector<Node> nodes;
  std::vector<Buffer> buffers;
  std::string error;  // the first element that did not convert; reported after the format check
};

Graph graphFromJsonImpl(const nlohmann::json& j, const std::string& fileName, const LoadOptions& options, PreParsed* pre) {
  // find() rather than value(): value() throws nlohmann's own type_error when the member has another type.
  const auto format = j.is_object() ? j.find("format") : j.end();
  if (!j.is_object() || format == j.end() || !format->is_string() || *format != kJsonFormatName)
    throw ImportError(fileName, 1, fmt::format("not a FuseScope graph (expected \"format\": \"{}\")", kJsonFormatName));
  const auto version = j.find("version");
  if (version == j.end() || !version->is_number_integer() || *version != kJsonFormatVersion) {
    const std::string text = version == j.end() ? "(none)" : version->dump();
    throw ImportError(fileName, 1, fmt::format("unsupported FuseScope graph version {} (this build reads {})",
                                               text.size() > 40 ? text.substr(0, 37) + "..." : text, kJsonFormatVersion));
  }
  checkNumbers(j, fileName);
  // Checked before the nodes are converted, so an oversized graph costs no more than its parse.
  if (const auto nodes = j.find("nodes"); nodes != j.end() && nodes->is_array()) {
    const size_t count = pre && pre->active ? pre->nodes.size() : nodes->size();
    if (count > options.maxNodes)
      throw ImportError(fileName, 0, fmt::format("{} nodes, above the import limit of {} (LoadOptions::maxNodes, --max-nodes)",
                                                 count, options.maxNodes));
  }
  Graph g;
  try {
    j.at("name").get_to(g.name);
    j.at("sourceFormat").get_to(g.format);
    if (pre && !pre->error.empty()) throw ImportError(fileName, 0, "invalid FuseScope graph: " + pre->error);
    if (pre && pre->active) {
      j.at("nodes");  // present (its elements were moved out while parsing)
      j.at("buffers");
      g.nodes = std::move(pre->nodes);
      g.buffers = std::move(pre->buffers);
    } else {
      j.at("nodes").get_to(g.nodes);
      j.at("buffers").get_to(g.buffers);
    }
    j.at("graphInputs").get_to(g.graphInputs);
    j.at("graphOutputs").get_to(g.graphOutputs);
    j.at("foreachGroups").get_to(g.foreachGroups);
    j.at("inductor").get_to(g.inductor);
    j.at("warnings").get_to(g.warnings);
  } catch (const nlohmann::json::exception& e) {
    throw ImportError(fileName, 0, fmt::format("invalid FuseScope graph: {}", e.what()));
  }
  validate(g, fileName);
  indexGraph(g);
  if (const auto cycle = findDependencyCycle(g)) {
    throw ImportError(fileName, 0, "invalid FuseScope graph: dependency cycle " + describeCycle(g, *cycle));
  }
  return g;
}

}  // namespace

Graph graphFromJson(const nlohmann::json& j, const std::string& fileName, const LoadOptions& options) {
  return graphFromJsonImpl(j, fileName, options, nullptr);
}

Graph parseGraphJson(std::string_view text, const std::string& fileName, const LoadOptions& options) {
  // Each element of the top-level "nodes" and "buffers" arrays becomes a Node / Buffer as soon as it is
  // parsed and is dropped from the document: the whole DOM of a 100k-node file (several times the text)
  // never exists at once.
  PreParsed pre;
  pre.active = true;
  std::string topKey;
  auto convert = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using Event = nlohmann::json::parse_event_t;
    if (depth == 1 && event == Event::key) topKey = parsed.get<std::string>();
    if (depth == 2 && event == Event::object_end) {
      try {
        if (topKey == "nodes" || topKey == "buffers")  // before conversion, naming the element's path
          checkNumbers(parsed, fileName,
                       fmt::format("/{}/{}", topKey, topKey == "nodes" ? pre.nodes.size() : pre.buffers.size()));
        if (topKey == "nodes") {
          pre.nodes.push_back(parsed.get<Node>());
          return false;
        }
        if (topKey == "buffers") {
          pre.buffers.push_back(parsed.get<Buffer>());
          return false;
        }
      } catch (const nlohmann::json::exception& e) {
        const size_t index = topKey == "nodes" ? pre.nodes.size() : pre.buffers.size();
        if (pre.error.empty()) pre.error = fmt::format("{}[{}]: {}", topKey, index, e.what());
        return false;
      }
    }
    return true;
  };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.begin(), text.end(), convert);
  } catch (const nlohmann::json::parse_error& e) {
    // Turn the byte offset into a line number so the message points at the damage.
    const size_t offset = std::min(static_cast<size_t>(e.byte), text.size());
    throw ImportError(fileName, lineAt(text, offset), fmt::format("malformed JSON: {}", e.what()));
  } catch (const nlohmann::json::exception& e) {
    // The parser also throws out_of_range ("number overflow parsing '1e400'"), which carries no offset:
    // the line is that of the first occurrence of the quoted number.
    const std::string_view what = e.what();
    const size_t open = what.find("parsing '"), close = what.rfind('\'');
    size_t offset = std::string_view::npos;
    if (open != std::string_view::npos && close > open + 9) offset = text.find(what.substr(open + 9, close - open - 9));
    throw ImportError(fileName, offset == std::string_view::npos ? 0 : lineAt(text, offset),
                      fmt::format("malformed JSON: {}", e.what()));
  }
  return graphFromJsonImpl(j, fileName, options, &pre);
}

void saveGraphJson(const Graph& graph, const std::filesystem::path& path) {
  if (const std::string why = writeWholeFile(path, graphToJson(graph).dump(1) + "\n"); !why.empty())
    throw std::runtime_error(fmt::format("cannot write {}: {}", path.string(), why));
}

}  // namespace fusescope
