#include "import/ir_dump_importer.h"

#include "graph/dependency_cycle.h"
#include "graph/loop_body_check.h"
#include "util/python_repr.h"
#include "util/text_lines.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace fusescope {

namespace {

using pyrepr::Value;
using pyrepr::ValueKind;
using pyrepr::trim;

bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::size_t identLength(std::string_view s) {
  std::size_t k = 0;
  while (k < s.size() && isIdentChar(s[k])) ++k;
  return k;
}

// A short quote of a line for error messages.
std::string quote(std::string_view line) {
  line = trim(line);
  if (line.size() > 80) return fmt::format("`{}...`", line.substr(0, 77));
  return fmt::format("`{}`", line);
}

struct Header {
  std::string_view name, typeName, irType;
};

// `op4: SchedulerNode(ComputedBuffer)` (column 0 for nodes, indented for buffers in `.outputs`).
std::optional<Header> parseHeader(std::string_view line) {
  const std::size_t k = identLength(line);
  if (k == 0 || line.substr(k, 2) != ": ") return std::nullopt;
  std::string_view rest = line.substr(k + 2);
  const std::size_t t = identLength(rest);
  if (t == 0) return std::nullopt;
  Header h{line.substr(0, k), rest.substr(0, t), {}};
  std::string_view after = trim(rest.substr(t));
  if (!after.empty()) {
    if (after.front() != '(' || after.back() != ')') return std::nullopt;
    h.irType = after.substr(1, after.size() - 2);
  }
  return h;
}

// `key = value` / `key =` where key is a dotted name, possibly with `[i]`; value may be empty.
std::optional<std::pair<std::string_view, std::string_view>> splitAssignment(std::string_view line) {
  const std::size_t eq = line.find(" =");
  if (eq == std::string_view::npos || eq == 0) return std::nullopt;
  if (eq + 2 < line.size() && line[eq + 2] != ' ') return std::nullopt;
  std::string_view key = line.substr(0, eq);
  for (char c : key) {
    if (!isIdentChar(c) && c != '.' && c != '[' && c != ']') return std::nullopt;
  }
  std::string_view rest = eq + 3 <= line.size() ? line.substr(eq + 3) : std::string_view{};
  return std::make_pair(key, rest);
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// A field value that may span several lines (joined into `storage` only then).
struct FieldValue {
  std::string_view single;  // the value when it fits on its line
  int line = 0;
  std::string storage;
  bool joined = false;
  std::string_view text() const { return joined ? std::string_view(storage) : single; }
};

struct PendingBuffer {
  Buffer buffer;
  int line = 0;
  int usersLine = 0;
  bool hasLayout = false;
  bool hasUsers = false;
};

// What has been read for the node in progress; checked when the node ends so a truncated file is
// reported rather than imported as a silently partial graph.
enum Field : unsigned {
  kWrites = 1u << 0, kUnmet = 1u << 1, kMet = 1u << 2, kOutputs = 1u << 3, kDevice = 1u << 4,
  kIteration = 1u << 5, kSizes = 1u << 6, kKernel = 1u << 7, kUsers = 1u << 8, kMutations = 1u << 9,
  kAliases = 1u << 10,
};

Field fieldBit(std::string_view field) {
  if (field == "writes") return kWrites;
  if (field == "unmet_dependencies") return kUnmet;
  if (field == "met_dependencies") return kMet;
  if (field == "outputs") return kOutputs;
  if (field == "group.device") return kDevice;
  if (field == "group.iteration") return kIteration;
  if (field == "sizes") return kSizes;
  if (field == "node.kernel") return kKernel;
  if (field == "users") return kUsers;
  if (field == "mutations") return kMutations;
  if (field == "aliases") return kAliases;
  return Field{};
}

struct NodeState {
  unsigned fields = 0;  // Field bits seen
  std::vector<PendingBuffer> buffers;
  int usersLine = 0;  // seed format: `.users` on the node
  std::vector<BufferUser> seedUsers;
  std::vector<std::string> seedMutations, seedAliases;
  int lastLine = 0;
  int layoutLines = 0;  // `bufN_layout = ...` lines of this node (one per non-weak dep it reads or writes)
};

class IrDumpReader {
 public:
  IrDumpReader(std::string_view text, const std::string& file, std::size_t maxNodes)
      : lines_(text, file), file_(file), maxNodes_(maxNodes), cutLastLine_(!text.empty() && text.back() != '\n') {}

  Graph read() {
    const int n = lines_.count();
    int i = 1;
    while (i <= n) {
      const std::string_view line = lines_.at(i);
      if (trim(line).empty()) {
        ++i;
        continue;
      }
      if (line.front() == ' ' || line.front() == '\t') {
        fail(i, fmt::format("unexpected indented line {} outside any node field or loop body", quote(line)));
      }
      if (startsWith(line, "class ")) {
        i = readLoopBody(i);
        continue;
      }
      if (auto header = parseHeader(line)) {
        finishNode();
        startNode(*header, i);
        ++i;
        continue;
      }
      auto assignment = splitAssignment(line);
      if (!assignment) fail(i, fmt::format("unrecognised line {}; expected a node header or a field", quote(line)));
      i = readAssignment(assignment->first, assignment->second, i);
    }
    finishNode();
    if (graph_.nodes.empty()) {
      throw ImportError(file_, 0, "no scheduler node found (empty file, or not an ir_pre_fusion.txt dump)");
    }
    buildBuffers();
    if (const auto cycle = findDependencyCycle(graph_)) {
      const Node& node = graph_.nodes[static_cast<size_t>(cycle->front())];
      fail(node.sourceLine, fmt::format("dependency cycle {} (Inductor prints nodes in dependency order; the dump "
                                        "is corrupted)", describeCycle(graph_, *cycle)));
    }
    if (cutLastLine_)
      warn(lines_.count(), "the file does not end with a newline: its last line may have been cut (truncated?)");
    graph_.format = seedFormat_ ? "seed_debug_str" : "ir_pre_fusion";
    for (const auto& [field, seen] : unknownFields_)
      warn(seen.firstLine, fmt::format("unknown field {} on {} node(s) (first here, on {}); kept as opaque text "
                                       "(a PyTorch release FuseScope does not model?)",
                                       field, seen.count, seen.firstNode));
    return std::move(graph_);
  }

 private:
  // An error on the last line of a file that does not end with a newline is the cut, whatever it looks like
  // ("unrecognised line `buf133.users`"): said as such, with the node whose record it cut.
  [[noreturn]] void fail(int line, const std::string& message) const {
    if (cutLastLine_ && line >= lines_.count()) {
      const std::string inside = graph_.nodes.empty() ? std::string() : fmt::format(", inside {}'s record", graph_.nodes.back().name);
      throw ImportError(file_, line, fmt::format("the file ends in the middle of a line{} (truncated?): {}", inside, message));
    }
    throw ImportError(file_, line, message);
  }

  void warn(int line, std::string message) {
    graph_.warnings.push_back({Diagnostic::Severity::Warning, file_, line, std::move(message)});
  }

  // An unknown field is one warning per graph, not one per node: a newer release adds a field to every node.
  void noteUnknownField(std::string_view field, int line) {
    UnknownField& seen = unknownFields_[std::string(field)];
    if (seen.count++ == 0) {
      seen.firstLine = line;
      seen.firstNode = graph_.nodes.back().name;
    }
  }

  Node* current() { return graph_.nodes.empty() || finished_ ? nullptr : &graph_.nodes.back(); }

  void startNode(const Header& h, int line) {
    std::string name(h.name);
    if (graph_.nodeByName.count(name)) fail(line, fmt::format("node {} appears twice", name));
    if (graph_.nodes.size() >= maxNodes_) {
      fail(line, fmt::format("more than {} nodes, the import limit (LoadOptions::maxNodes, --max-nodes)", maxNodes_));
    }
    Node node;
    node.id = static_cast<NodeId>(graph_.nodes.size());
    node.name = name;
    node.typeName = std::string(h.typeName);
    node.irType = std::string(h.irType);
    node.sourceLine = line;
    if (h.typeName == "SchedulerNode") {
      node.kind = NodeKind::Scheduler;
    } else if (h.typeName == "ExternKernelSchedulerNode") {
      node.kind = NodeKind::Extern;
    } else if (h.typeName == "NopKernelSchedulerNode") {
      node.kind = NodeKind::Nop;
    } else {
      node.kind = NodeKind::Unknown;
      warn(line, fmt::format("unknown node kind {} for {}; kept as opaque", h.typeName, name));
    }
    graph_.nodeByName.emplace(name, node.id);
    graph_.nodes.push_back(std::move(node));
    states_.emplace_back();
    states_.back().lastLine = line;
    finished_ = false;
  }

  // Reads one `key = value` line at column 0 (and its continuation lines); returns the next line.
  int readAssignment(std::string_view key, std::string_view rest, int i) {
    const std::size_t dot = key.find('.');
    if (dot == std::string_view::npos) {
      if (key.size() > 7 && key.substr(key.size() - 7) == "_layout") {
        // Every node repeats the layouts of the buffers it touches; only the first one needs parsing.
        FieldValue v = readValue(i, rest, 0, key);
        std::string bufferName(key.substr(0, key.size() - 7));
        if (inputLayouts_.find(bufferName) == inputLayouts_.end()) {
          Layout layout = toLayout(parseValue(v, key), v.line);
          noteBuffer(bufferName);
          inputLayouts_.emplace(std::move(bufferName), std::move(layout));
        }
        if (!states_.empty() && !finished_) ++states_.back().layoutLines;
        touch(i);
        return i + 1;
      }
      fail(i, fmt::format("unrecognised line {}", quote(lines_.at(i))));
    }
    Node* node = current();
    std::string_view owner = key.substr(0, dot);
    if (!node) fail(i, fmt::format("field {} before any node header (not an ir_pre_fusion.txt dump?)", quote(key)));
    if (owner != node->name) {
      fail(i, fmt::format("field {} does not belong to the current node {}", quote(key), node->name));
    }
    const std::string_view field = key.substr(dot + 1);
    NodeState& state = states_.back();
    const Field bit = fieldBit(field);
    if (bit && (state.fields & bit)) fail(i, fmt::format("{} appears twice", key));
    state.fields |= bit;
    if (bit == kOutputs) return readOutputs(i, rest);
    FieldValue v = readValue(i, rest, 0, key);
    touch(i);
    if (field == "writes") {
      node->writes = toDeps(parseValue(v, key), v, key);
    } else if (field == "unmet_dependencies") {
      node->unmetDeps = toDeps(parseValue(v, key), v, key);
    } else if (field == "met_dependencies") {
      node->metDeps = toDeps(parseValue(v, key), v, key);
    } else if (field == "group.device") {
      node->device = std::string(trim(v.text()));
    } else if (field == "group.iteration") {
      Value value = parseValue(v, key);
      if (value.kind != ValueKind::Tuple) fail(v.line, fmt::format("{} is not a tuple: {}", key, quote(value.raw)));
      node->groupText = value.rawText();
      for (const Value& item : value.items) node->group.push_back(item.rawText());
    } else if (field == "sizes") {
      Value value = parseValue(v, key);
      if (value.kind != ValueKind::Tuple || value.items.size() != 2 || value.items[0].kind != ValueKind::List ||
          value.items[1].kind != ValueKind::List) {
        fail(v.line, fmt::format("{} is not a pair of lists: {}", key, quote(value.raw)));
      }
      for (const Value& item : value.items[0].items) node->iterSizes.push_back(item.rawText());
      for (const Value& item : value.items[1].items) node->reduceSizes.push_back(item.rawText());
    } else if (field == "node.kernel") {
      std::string kernel(trim(v.text()));
      node->kernel = kernel == "None" ? std::string() : kernel;
    } else if (field == "users") {
      // Seed-era dumps print the users on the node itself: the node is its own (single) buffer.
      seedFormat_ = true;
      state.usersLine = v.line;
      state.seedUsers = toUsers(parseValue(v, key), v, key);
      for (const BufferUser& u : state.seedUsers) node->seedUsers.push_back(u.node);
    } else if (field == "mutations" || field == "aliases") {
      auto names = toStrings(parseValue(v, key), v, key);
      for (const auto& name : names) noteBuffer(name);
      (field == "mutations" ? state.seedMutations : state.seedAliases) = std::move(names);
    } else if (field == "min_input_distance" || field == "max_input_distance") {
      // 2.12 and later print the input distances every node keeps (compute_input_distances); kept as
      // printed, read by no rule FuseScope ports yet.
      node->extra.push_back({std::string(field), std::string(trim(v.text()))});
    } else {
      node->extra.push_back({std::string(field), pyrepr::normalizeSpace(v.text())});
      noteUnknownField(field, v.line);
    }
    return i + 1;
  }

  // `opN.outputs = [` ... `]`: buffer headers (`buf0: ComputedBuffer`) and their indented fields.
  int readOutputs(int i, std::string_view rest) {
    Node& node = *current();
    NodeState& state = states_.back();
    const int start = i;
    rest = trim(rest);
    if (rest == "[]") {
      touch(i);
      return i + 1;
    }
    if (rest != "[") fail(i, fmt::format("{}.outputs should open a list, found {}", node.name, quote(rest)));
    const int n = lines_.count();
    for (++i; i <= n; ++i) {
      const std::string_view line = lines_.at(i);
      const std::string_view t = trim(line);
      if (t.empty()) continue;
      const int indent = indentOf(line);
      if (indent == 0) {
        if (t == "]") {
          touch(i);
          for (const PendingBuffer& b : state.buffers) {
            if (!b.hasLayout || !b.hasUsers) {
              fail(i, fmt::format("buffer {} of {} has no {} line", b.buffer.name, node.name,
                                  b.hasLayout ? ".users" : ".layout"));
            }
          }
          return i + 1;
        }
        fail(i, fmt::format("{}.outputs (line {}) is not closed before {} (file truncated or corrupted?)",
                            node.name, start, quote(line)));
      }
      if (auto header = parseHeader(t)) {
        std::string name(header->name);
        PendingBuffer b;
        b.buffer.name = name;
        b.buffer.irType = std::string(header->typeName);
        b.line = i;
        state.buffers.push_back(std::move(b));
        continue;
      }
      auto assignment = splitAssignment(t);
      if (!assignment || state.buffers.empty()) {
        fail(i, fmt::format("unrecognised line {} in {}.outputs", quote(line), node.name));
      }
      PendingBuffer& b = state.buffers.back();
      const std::string_view key = assignment->first;
      const std::size_t dot = key.find('.');
      if (dot == std::string_view::npos || key.substr(0, dot) != b.buffer.name) {
        fail(i, fmt::format("field {} does not belong to buffer {}", quote(key), b.buffer.name));
      }
      const std::string_view field = key.substr(dot + 1);
      FieldValue v = readValue(i, assignment->second, indent, key);
      if (field == "layout") {
        b.buffer.layout = toLayout(parseValue(v, key), v.line);
        b.hasLayout = true;
      } else if (field == "users") {
        b.buffer.users = toUsers(parseValue(v, key), v, key);
        b.usersLine = v.line;
        b.hasUsers = true;
      } else if (field == "mutations") {
        b.buffer.mutations = toStrings(parseValue(v, key), v, key);
        for (const auto& name : b.buffer.mutations) noteBuffer(name);
      } else if (field == "aliases") {
        b.buffer.aliases = toStrings(parseValue(v, key), v, key);
        for (const auto& name : b.buffer.aliases) noteBuffer(name);
      } else {
        node.extra.push_back({std::string(key), pyrepr::normalizeSpace(v.text())});
        warn(v.line, fmt::format("unknown buffer field {}; kept as opaque text", key));
      }
    }
    fail(n, fmt::format("{}.outputs (line {}) is never closed (file truncated?)", node.name, start));
  }

  // `class opN_loop_body:` followed by var_ranges, indexN lines and `def name(self, ops):` blocks.
  int readLoopBody(int i) {
    const std::string_view line = lines_.at(i);
    Node* node = current();
    if (!node) fail(i, fmt::format("{} before any node header", quote(line)));
    const std::string expected = fmt::format("class {}_loop_body:", node->name);
    if (trim(line) != expected) {
      fail(i, fmt::format("{} does not belong to the current node {} (expected `{}`)", quote(line), node->name, expected));
    }
    if (node->body) fail(i, fmt::format("{} has two loop bodies", node->name));
    LoopBody body;
    std::vector<int> lastStatementLine;
    std::vector<std::vector<int>> statementLines;  // file line of every statement, for checkLoopBody
    const int n = lines_.count();
    int base = -1;
    int j = i + 1;
    for (; j <= n; ++j) {
      const std::string_view l = lines_.at(j);
      if (trim(l).empty()) {
        // A blank line ends the body unless the body visibly goes on after it.
        int k = j + 1;
        while (k <= n && trim(lines_.at(k)).empty()) ++k;
        if (base > 0 && k <= n && indentOf(lines_.at(k)) >= base) {
          j = k - 1;
          continue;
        }
        break;
      }
      const int indent = indentOf(l);
      if (indent == 0) break;
      if (base < 0) base = indent;
      if (indent < base) fail(j, fmt::format("inconsistent indentation in the loop body of {}", node->name));
      const std::string_view t = trim(l);
      if (indent > base) {
        if (body.blocks.empty()) fail(j, fmt::format("statement outside any def in the loop body of {}", node->name));
        body.blocks.back().lines.emplace_back(t);
        statementLines.back().push_back(j);
        lastStatementLine.back() = j;
        continue;
      }
      if (startsWith(t, "def ")) {
        const std::size_t paren = t.find('(');
        if (paren == std::string_view::npos || t.back() != ':') {
          fail(j, fmt::format("malformed def {} in the loop body of {}", quote(t), node->name));
        }
        body.blocks.push_back({std::string(trim(t.substr(4, paren - 4))), {}});
        lastStatementLine.push_back(j);
        statementLines.push_back({j});
        continue;
      }
      auto assignment = splitAssignment(t);
      if (!assignment) fail(j, fmt::format("unrecognised line {} in the loop body of {}", quote(t), node->name));
      const std::string_view key = assignment->first;
      const std::string_view value = trim(assignment->second);
      if (key == "var_ranges") {
        FieldValue v{value, j, {}, false};
        Value ranges = parseValue(v, "var_ranges");
        if (ranges.kind != ValueKind::Dict) fail(j, fmt::format("var_ranges of {} is not a dict", node->name));
        for (const auto& [k, val] : ranges.entries) body.varRanges.emplace_back(k.rawText(), val.rawText());
      } else if (startsWith(key, "index")) {
        if (value.empty()) fail(j, fmt::format("{} of {} has no expression", key, node->name));
        body.indices.emplace_back(std::string(key), pyrepr::normalizeSpace(value));
      } else {
        node->extra.push_back({fmt::format("loop_body.{}", key), std::string(value)});
        warn(j, fmt::format("unknown loop body line {} of {}; kept as opaque text", quote(t), node->name));
      }
    }
    if (body.blocks.empty()) fail(j - 1, fmt::format("the loop body of {} has no `def body(self, ops):` (file truncated?)", node->name));
    for (std::size_t b = 0; b < body.blocks.size(); ++b) {
      const auto& lines = body.blocks[b].lines;
      if (lines.empty() || !startsWith(lines.back(), "return")) {
        fail(lastStatementLine[b], fmt::format("block {} of the loop body of {} ends without a return statement "
                                               "(file truncated?)", body.blocks[b].name, node->name));
      }
    }
    if (const auto problem = checkLoopBody(body)) {
      const auto& lines = statementLines[problem->block];
      // statementLines[b][0] is the def line, so statement k is at [k + 1].
      const int at = problem->line + 1 < lines.size() ? lines[problem->line + 1] : lines.front();
      fail(at, fmt::format("block {} of the loop body of {} {}", body.blocks[problem->block].name, node->name,
                           problem->message));
    }
    node->body = std::move(body);
    touch(j - 1);
    return j;
  }

  // Collects a value and its continuation lines: an empty value continues on deeper-indented lines (the
  // pformat form), an open bracket continues until it closes.
  FieldValue readValue(int& i, std::string_view rest, int keyIndent, std::string_view key) {
    FieldValue v{trim(rest), i, {}, false};
    const int start = i;
    int depth = pyrepr::bracketDelta(v.single);
    bool more = v.single.empty() || depth > 0;
    const int n = lines_.count();
    if (more) {
      v.storage = std::string(v.single);
      v.joined = true;
    }
    while (more) {
      if (i + 1 > n) fail(start, fmt::format("value of {} starts here and never ends (file truncated?)", key));
      const std::string_view next = lines_.at(i + 1);
      const int indent = indentOf(next);
      const bool continues = v.storage.empty() ? indent > keyIndent : indent >= std::max(keyIndent, 1);
      if (!continues || trim(next).empty()) {
        fail(i + 1, fmt::format("value of {} (line {}) is not finished before {} (file truncated or corrupted?)",
                                key, start, quote(next)));
      }
      ++i;
      if (!v.storage.empty()) v.storage += '\n';
      v.storage += trim(next);
      depth += pyrepr::bracketDelta(next);
      more = depth > 0;
    }
    if (depth < 0) fail(start, fmt::format("unbalanced closing bracket in the value of {}", key));
    return v;
  }

  Value parseValue(const FieldValue& v, std::string_view what) const {
    try {
      return pyrepr::parse(v.text());
    } catch (const pyrepr::ParseError& e) {
      const std::size_t offset = std::min(e.offset(), v.text().size());
      const int line = v.line + static_cast<int>(std::count(v.text().begin(), v.text().begin() + static_cast<long>(offset), '\n'));
      fail(line, fmt::format("cannot read the value of {}: {}", what, e.what()));
    }
  }

  std::vector<Dependency> toDeps(const Value& list, const FieldValue& v, std::string_view key) {
    if (list.kind != ValueKind::List && list.kind != ValueKind::Set && list.kind != ValueKind::Tuple) {
      fail(v.line, fmt::format("{} is not a list of dependencies: {}", key, quote(list.raw)));
    }
    std::vector<Dependency> deps;
    deps.reserve(list.items.size());
    for (const Value& item : list.items) {
      Dependency d;
      if (item.kind == ValueKind::Call && item.text == "MemoryDep") {
        d.kind = DepKind::Memory;
        const Value* index = item.arg(1, "index");
        const Value* ranges = item.arg(2, "ranges");
        if (!ranges) ranges = item.kwarg("size");
        if (!index || !ranges || ranges->kind != ValueKind::Dict) {
          fail(v.line, fmt::format("malformed MemoryDep in {}: {}", key, quote(item.raw)));
        }
        d.index = index->rawText();
        for (const auto& [k, val] : ranges->entries) d.ranges.emplace_back(k.rawText(), val.rawText());
        if (const Value* mode = item.arg(3, "mode")) d.mode = mode->str();
      } else if (item.kind == ValueKind::Call && item.text == "StarDep") {
        d.kind = DepKind::Star;
        if (const Value* mode = item.arg(1, "mode")) d.mode = mode->str();
      } else if (item.kind == ValueKind::Call && item.text == "WeakDep") {
        d.kind = DepKind::Weak;
        if (const Value* m = item.arg(1, "mutating_buf")) d.mutatingBuf = m->str();
        if (const Value* f = item.arg(2, "is_fake")) d.isFake = f->raw == "True";
      } else {
        current()->extra.push_back({std::string(key.substr(key.find('.') + 1)), item.rawText()});
        warn(v.line, fmt::format("unknown dependency {} in {}; kept as opaque text", quote(item.raw), key));
        continue;
      }
      const Value* name = item.arg(0, "name");
      if (!name || name->kind != ValueKind::String) {
        fail(v.line, fmt::format("dependency without a buffer name in {}: {}", key, quote(item.raw)));
      }
      d.name = name->text;
      noteBuffer(d.name);
      deps.push_back(std::move(d));
    }
    return deps;
  }

  std::vector<BufferUser> toUsers(const Value& list, const FieldValue& v, std::string_view key) {
    if (list.kind != ValueKind::List) fail(v.line, fmt::format("{} is not a list: {}", key, quote(list.raw)));
    std::vector<BufferUser> users;
    for (const Value& item : list.items) {
      const Value* node = item.kind == ValueKind::Call && item.text == "NodeUser" ? item.arg(0, "node") : nullptr;
      if (!node) fail(v.line, fmt::format("expected NodeUser(...) in {}, found {}", key, quote(item.raw)));
      BufferUser u;
      if (node->kind == ValueKind::Call) {
        u.nodeType = std::string(node->text);
        const Value* name = node->arg(0, "name");
        if (!name) fail(v.line, fmt::format("user without a node name in {}: {}", key, quote(item.raw)));
        u.node = name->str();
      } else {
        u.node = node->rawText();  // OUTPUT
        u.nodeType = u.node;
      }
      if (const Value* c = item.arg(1, "can_inplace")) u.canInplace = c->raw == "True";
      if (const Value* w = item.arg(2, "is_weak")) u.isWeak = w->raw == "True";
      users.push_back(std::move(u));
    }
    return users;
  }

  std::vector<std::string> toStrings(const Value& list, const FieldValue& v, std::string_view key) {
    if (list.kind != ValueKind::List && list.kind != ValueKind::Set && list.kind != ValueKind::Tuple) {
      fail(v.line, fmt::format("{} is not a list: {}", key, quote(list.raw)));
    }
    std::vector<std::string> out;
    for (const Value& item : list.items) out.push_back(item.str());
    return out;
  }

  Layout toLayout(const Value& value, int line) {
    Layout layout;
    layout.text = value.rawText();
    if (value.kind != ValueKind::Call) {
      warn(line, fmt::format("unrecognised layout {}; kept as text", quote(value.raw)));
      return layout;
    }
    layout.kind = std::string(value.text);
    if (const Value* device = value.arg(0, "device")) {
      if (device->kind == ValueKind::Call && device->text == "device") {
        // device(type='cuda', index=0)
        const Value* type = device->arg(0, "type");
        const Value* index = device->arg(1, "index");
        layout.device = type ? type->str() : std::string();
        if (index && !index->isNone()) layout.device += ":" + index->rawText();
      } else {
        layout.device = device->str();
      }
    }
    if (const Value* dtype = value.arg(1, "dtype")) layout.dtype = dtype->rawText();
    if (const Value* size = value.kwarg("size")) {
      for (const Value& s : size->items) layout.size.push_back(s.rawText());
    }
    if (const Value* stride = value.kwarg("stride")) {
      for (const Value& s : stride->items) layout.stride.push_back(s.rawText());
    }
    if (const Value* offset = value.kwarg("offset")) layout.offset = offset->rawText();
    checkElementCount(layout, line);
    return layout;
  }

  // No device holds 2^48 elements; a larger constant size is damage (or a hostile file). It only affects
  // that buffer's byte estimates, which saturate, so the graph stays usable with a warning.
  void checkElementCount(const Layout& layout, int line) {
    constexpr int64_t kAbsurdElements = int64_t{1} << 48;
    int64_t elements = 1;
    for (const std::string& s : layout.size) {
      int64_t v = 0;
      const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
      const bool integer = end == s.data() + s.size();
      if (ec == std::errc::result_out_of_range && integer) {
        elements = kAbsurdElements;
        break;
      }
      if (ec != std::errc() || !integer) return;  // symbolic: known only with size hints
      if (v <= 0) return;  // empty (or nonsensical) buffer: nothing to estimate
      if (__builtin_mul_overflow(elements, v, &elements) || elements >= kAbsurdElements) {
        elements = kAbsurdElements;
        break;
      }
    }
    if (elements >= kAbsurdElements) {
      warn(line, fmt::format("layout {} has 2^48 elements or more, more than any device holds; byte estimates "
                             "for it saturate", quote(layout.text)));
    }
  }

  void noteBuffer(const std::string& name) {
    if (seenBuffers_.insert(name).second) bufferOrder_.push_back(name);
  }

  void touch(int line) {
    if (!states_.empty()) states_.back().lastLine = line;
  }

  // Checks that the node in progress is complete and turns its pending buffers into Graph buffers.
  void finishNode() {
    if (graph_.nodes.empty() || finished_) return;
    finished_ = true;
    Node& node = graph_.nodes.back();
    NodeState& state = states_.back();
    auto require = [&](const char* field) {
      if (!(state.fields & fieldBit(field))) {
        fail(state.lastLine, fmt::format("node {} (line {}) has no `{}.{}` line (file truncated or corrupted?)",
                                         node.name, node.sourceLine, node.name, field));
      }
    };
    require("writes");
    require("unmet_dependencies");
    require("met_dependencies");
    const bool seed = (state.fields & kUsers) != 0;
    if (!seed) require("outputs");
    if (node.kind == NodeKind::Scheduler) {
      require("group.device");
      require("group.iteration");
      require("sizes");
      if (node.irType == "ComputedBuffer" && !node.body) {
        fail(state.lastLine, fmt::format("node {} (line {}) has no loop body (file truncated or corrupted?)",
                                         node.name, node.sourceLine));
      }
      // SchedulerNode.debug_str_extra prints one `_layout` line per non-weak dep it reads or writes; a node
      // without a loop body (a template) ends with them, so they are how a cut inside it shows.
      if (!node.body && !seed) {
        int expected = 0;
        for (const auto* deps : {&node.writes, &node.unmetDeps, &node.metDeps})
          for (const Dependency& d : *deps) expected += d.kind != DepKind::Weak;
        if (state.layoutLines < expected) {
          fail(state.lastLine, fmt::format("node {} (line {}) has {} of its {} `_layout` lines (file truncated or "
                                           "corrupted?)", node.name, node.sourceLine, state.layoutLines, expected));
        }
      }
    } else if (node.kind == NodeKind::Extern) {
      require("node.kernel");
    }
    if (seed) {
      PendingBuffer b;
      b.buffer.name = node.name;
      b.buffer.irType = node.irType;
      b.buffer.users = std::move(state.seedUsers);
      b.buffer.mutations = std::move(state.seedMutations);
      b.buffer.aliases = std::move(state.seedAliases);
      b.line = node.sourceLine;
      b.usersLine = state.usersLine;
      state.buffers.push_back(std::move(b));
    }
  }

  void buildBuffers() {
    for (std::size_t n = 0; n < graph_.nodes.size(); ++n) {
      Node& node = graph_.nodes[n];
      for (PendingBuffer& b : states_[n].buffers) {
        if (graph_.bufferByName.count(b.buffer.name)) fail(b.line, fmt::format("buffer {} is listed twice", b.buffer.name));
        b.buffer.id = static_cast<BufferId>(graph_.buffers.size());
        b.buffer.producer = node.id;
        for (const BufferUser& u : b.buffer.users) {
          if (u.node != "OUTPUT" && !graph_.nodeByName.count(u.node)) {
            fail(b.usersLine, fmt::format("buffer {} is used by {}, which is not in the file (file truncated?)",
                                          b.buffer.name, u.node));
          }
        }
        if (node.device.empty() && !b.buffer.layout.device.empty()) node.device = b.buffer.layout.device;
        node.outputs.push_back(b.buffer.id);
        graph_.bufferByName.emplace(b.buffer.name, b.buffer.id);
        graph_.buffers.push_back(std::move(b.buffer));
      }
    }
    for (const std::string& name : bufferOrder_) {
      if (graph_.bufferByName.count(name)) continue;
      Buffer b;
      b.id = static_cast<BufferId>(graph_.buffers.size());
      b.name = name;
      b.isGraphInput = true;
      if (auto it = inputLayouts_.find(name); it != inputLayouts_.end()) b.layout = it->second;
      graph_.bufferByName.emplace(name, b.id);
      graph_.graphInputs.push_back(name);
      graph_.buffers.push_back(std::move(b));
    }
    for (const Node& node : graph_.nodes) {
      for (const Dependency& d : node.unmetDeps) {
        const Buffer* b = graph_.findBuffer(d.name);
        if (b && b->isGraphInput) {
          warn(node.sourceLine, fmt::format("{} has an unmet dependency on {}, which no node produces", node.name, d.name));
        }
      }
    }
    for (const Buffer& b : graph_.buffers) {
      for (const BufferUser& u : b.users) {
        if (u.node == "OUTPUT") {
          graph_.graphOutputs.push_back(b.name);
          break;
        }
      }
    }
  }

  TextLines lines_;
  std::string file_;
  std::size_t maxNodes_;
  bool cutLastLine_ = false;     // the text does not end with a newline: its last line was cut
  Graph graph_;
  struct UnknownField {
    int count = 0;
    int firstLine = 0;
    std::string firstNode;
  };
  std::map<std::string, UnknownField> unknownFields_;  // by name: the order warnings are given in
  std::vector<NodeState> states_;  // parallel to graph_.nodes
  bool finished_ = true;
  bool seedFormat_ = false;
  std::unordered_set<std::string> seenBuffers_;
  std::vector<std::string> bufferOrder_;  // buffer names in order of first mention
  std::unordered_map<std::string, Layout> inputLayouts_;
};

}  // namespace

Graph parseIrDump(std::string_view text, const std::string& fileName, const LoadOptions& options) {
  return IrDumpReader(text, fileName, options.maxNodes).read();
}

}  // namespace fusescope
