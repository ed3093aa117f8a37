#include "graph/synthetic_graph.h"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include <fmt/format.h>

#include "graph/graph_json.h"

namespace fusescope {

namespace {

// "op12" -> 12 for a name that is `prefix` followed by digits only; -1 otherwise.
long numberedSuffix(const std::string& name, std::string_view prefix) {
  if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) return -1;
  long value = 0;
  for (size_t i = prefix.size(); i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return -1;
    value = value * 10 + (name[i] - '0');
    if (value > 1'000'000'000L) return -1;
  }
  return value;
}

long maxNumbered(const Graph& g, std::string_view prefix, bool nodes) {
  long best = -1;
  if (nodes) {
    for (const Node& n : g.nodes) best = std::max(best, numberedSuffix(n.name, prefix));
  } else {
    for (const Buffer& b : g.buffers) best = std::max(best, numberedSuffix(b.name, prefix));
  }
  return best;
}

// The names of one copy of the pattern.
class CopyNames {
 public:
  CopyNames(int copy, long opStride, long bufStride) : copy_(copy), opStride_(opStride), bufStride_(bufStride) {}

  void link(const std::string& input, const std::string& previousOutput) { linked_[input] = previousOutput; }
  bool isLinked(const std::string& name) const { return linked_.count(name) > 0; }

  std::string node(const std::string& name) const {
    if (copy_ == 0 || name == "OUTPUT") return name;
    if (long n = numberedSuffix(name, "op"); n >= 0) return fmt::format("op{}", n + copy_ * opStride_);
    return fmt::format("{}_l{}", name, copy_);
  }
  std::string buffer(const std::string& name) const {
    if (auto it = linked_.find(name); it != linked_.end()) return it->second;
    if (copy_ == 0) return name;
    if (long n = numberedSuffix(name, "buf"); n >= 0) return fmt::format("buf{}", n + copy_ * bufStride_);
    return fmt::format("{}_l{}", name, copy_);
  }
  // Loop-body statements name buffers in quotes: ops.load('buf0', get_index).
  std::string statement(const std::string& line) const {
    if (copy_ == 0 && linked_.empty()) return line;
    std::string out;
    out.reserve(line.size() + 8);
    size_t i = 0;
    while (i < line.size()) {
      if (line[i] == '\'') {
        const size_t end = line.find('\'', i + 1);
        if (end == std::string::npos) break;
        out += '\'';
        out += buffer(line.substr(i + 1, end - i - 1));
        out += '\'';
        i = end + 1;
      } else {
        out += line[i++];
      }
    }
    out.append(line, std::min(i, line.size()), std::string::npos);
    return out;
  }
  void rename(std::vector<Dependency>& deps) const {
    for (Dependency& d : deps) {
      d.name = buffer(d.name);
      if (!d.mutatingBuf.empty()) d.mutatingBuf = buffer(d.mutatingBuf);
    }
  }

 private:
  int copy_;
  long opStride_, bufStride_;
  std::unordered_map<std::string, std::string> linked_;
};

std::string shapeKey(const Layout& l) { return fmt::format("{}|{}|{}", l.dtype, fmt::join(l.size, ","), l.device); }

}  // namespace

Graph synthesizeGraph(const Graph& pattern, const SynthOptions& options) {
  if (pattern.nodes.empty()) throw std::invalid_argument("the pattern graph has no nodes");
  if (options.targetNodes <= 0) throw std::invalid_argument("--nodes must be positive");
  const int copies = std::max(1, (options.targetNodes + static_cast<int>(pattern.nodes.size()) - 1) /
                                     static_cast<int>(pattern.nodes.size()));
  if (static_cast<long long>(copies) * static_cast<long long>(pattern.nodes.size()) > 50'000'000LL)
    throw std::invalid_argument("--nodes is too large (limit 50 million)");
  const long opStride = std::max<long>(maxNumbered(pattern, "op", true) + 1, static_cast<long>(pattern.nodes.size()));
  const long bufStride = std::max<long>(maxNumbered(pattern, "buf", false) + 1, static_cast<long>(pattern.buffers.size()));

  // Which pattern inputs can take a pattern output of the same shape (activations flowing layer to layer).
  std::unordered_map<std::string, std::vector<std::string>> outputsByShape;
  for (const std::string& out : pattern.graphOutputs)
    if (const Buffer* b = pattern.findBuffer(out); b && b->producer != kNone)
      outputsByShape[shapeKey(b->layout)].push_back(out);

  std::mt19937 rng(options.seed);
  Graph g;
  g.name = fmt::format("synthetic/{}x{}", pattern.name.empty() ? "pattern" : pattern.name, copies);
  g.format = pattern.format;
  g.nodes.reserve(static_cast<size_t>(copies) * pattern.nodes.size());
  g.buffers.reserve(static_cast<size_t>(copies) * pattern.buffers.size());
  std::unordered_map<std::string, BufferId> bufferIds;
  std::unordered_map<std::string, NodeId> nodeIds;

  for (int copy = 0; copy < copies; ++copy) {
    CopyNames names(copy, opStride, bufStride);
    CopyNames previous(copy - 1, opStride, bufStride);
    if (copy > 0) {
      for (const std::string& in : pattern.graphInputs) {
        const Buffer* b = pattern.findBuffer(in);
        if (!b) continue;
        auto it = outputsByShape.find(shapeKey(b->layout));
        if (it == outputsByShape.end()) continue;
        const auto& candidates = it->second;
        // Skip some inputs so copies also keep fresh inputs of that shape (like residual streams).
        if (rng() % 4 == 0) continue;
        names.link(in, previous.buffer(candidates[rng() % candidates.size()]));
      }
    }
    const NodeId nodeBase = static_cast<NodeId>(g.nodes.size());
    for (const Buffer& pb : pattern.buffers) {
      if (names.isLinked(pb.name)) continue;
      Buffer b = pb;
      b.id = static_cast<BufferId>(g.buffers.size());
      b.name = names.buffer(pb.name);
      if (b.producer != kNone) b.producer += nodeBase;
      for (BufferUser& u : b.users) u.node = names.node(u.node);
      for (std::string& m : b.mutations) m = names.buffer(m);
      for (std::string& a : b.aliases) a = names.buffer(a);
      bufferIds[b.name] = b.id;
      g.buffers.push_back(std::move(b));
    }
    for (const Node& pn : pattern.nodes) {
      Node n = pn;
      n.id = static_cast<NodeId>(g.nodes.size());
      n.name = names.node(pn.name);
      names.rename(n.writes);
      names.rename(n.unmetDeps);
      names.rename(n.metDeps);
      // A read of an earlier copy's output is a dependency on a node now, not a graph input.
      for (auto it = n.metDeps.begin(); it != n.metDeps.end();) {
        const auto produced = bufferIds.find(it->name);
        if (produced == bufferIds.end() || g.buffers[static_cast<size_t>(produced->second)].producer == kNone) {
          ++it;
          continue;
        }
        n.unmetDeps.push_back(*it);
        auto& users = g.buffers[static_cast<size_t>(produced->second)].users;
        if (std::none_of(users.begin(), users.end(), [&](const BufferUser& u) { return u.node == n.name; }))
          users.push_back(BufferUser{n.name, n.typeName, false, false});
        it = n.metDeps.erase(it);
      }
      for (BufferId& o : n.outputs) o = bufferIds.at(names.buffer(pattern.buffers[static_cast<size_t>(o)].name));
      if (n.body)
        for (LoopBlock& block : n.body->blocks)
          for (std::string& line : block.lines) line = names.statement(line);
      for (std::string& u : n.seedUsers) u = names.node(u);
      n.sourceLine = 0;
      nodeIds[n.name] = n.id;
      g.nodes.push_back(std::move(n));
    }
    for (const std::string& in : pattern.graphInputs)
      if (!names.isLinked(in)) g.graphInputs.push_back(names.buffer(in));
    for (const std::string& out : pattern.graphOutputs) g.graphOutputs.push_back(names.buffer(out));
    for (const ForeachGroup& f : pattern.foreachGroups) {
      ForeachGroup copyGroup = f;
      copyGroup.name = copy == 0 ? f.name : fmt::format("{}_l{}", f.name, copy);
      for (std::string& m : copyGroup.members) m = names.node(m);
      g.foreachGroups.push_back(std::move(copyGroup));
    }
  }
  indexGraph(g);
  return g;
}

}  // namespace fusescope
