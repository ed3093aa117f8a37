#include "import/fusion_log_importer.h"
#include "import/stack_trace_text.h"
#include "source/user_callers.h"

#include "util/python_repr.h"
#include "import/log_ranks.h"
#include "util/import_error.h"
#include "util/utf8.h"

#include <fmt/format.h>

#include <charconv>
#include <unordered_set>

namespace fusescope {

namespace {

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

int parseInt(std::string_view s) {
  int value = 0;
  std::from_chars(s.data(), s.data() + s.size(), value);
  return value;
}

// Removes ANSI colour sequences (`ESC[32m`), which Inductor uses to colour speedups.
std::string stripAnsi(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\x1b' && i + 1 < s.size() && s[i + 1] == '[') {
      std::size_t j = i + 2;
      while (j < s.size() && !((s[j] >= 'A' && s[j] <= 'Z') || (s[j] >= 'a' && s[j] <= 'z'))) ++j;
      i = j;
      continue;
    }
    out.push_back(s[i]);
  }
  return out;
}

// Every string inside `OrderedSet(['buf0', 'buf1'])`, `{'buf0'}` or `['buf0']`.
void collectStrings(const pyrepr::Value& v, std::vector<std::string>& out) {
  if (v.kind == pyrepr::ValueKind::String) {
    out.push_back(v.str());
    return;
  }
  for (const auto& item : v.items) collectStrings(item, out);
}

std::vector<std::string> bufferSet(std::string_view text) {
  std::vector<std::string> out;
  try {
    collectStrings(pyrepr::parse(text), out);
  } catch (const pyrepr::ParseError&) {
    out.emplace_back(pyrepr::trim(text));
  }
  return out;
}

// The node name after `name=` (the quote may be escaped inside a repr'd string: `name=\'op40\'`).
std::string_view quotedNameAt(std::string_view s, std::size_t pos) {
  if (pos < s.size() && s[pos] == '\\') ++pos;
  if (pos >= s.size() || (s[pos] != '\'' && s[pos] != '"')) return {};
  const char quote = s[pos];
  const std::size_t end = s.find(quote, pos + 1);
  if (end == std::string_view::npos) return {};
  std::string_view name = s.substr(pos + 1, end - pos - 1);
  if (!name.empty() && name.back() == '\\') name.remove_suffix(1);
  return name;
}

class FusionLogReader {
 public:
  // A log interleaves other programs' output, so a line that is not UTF-8 is skipped rather than fatal.
  FusionLogReader(std::string_view text, const std::string& file, const std::function<void(double)>& through,
                  const std::function<void(std::size_t)>& doneUpTo)
      : file_(file), text_(text), through_(through), doneUpTo_(doneUpTo) {}

  FusionLogRecord read() {
    bool inListing = false;
    bool completed = false;
    int skipped = 0, firstSkipped = 0;
    // One pass, line by line, touching each byte once (no line table first): a mapped log's pages can be
    // given back behind the reader, so a 500 MB log is never resident whole.
    std::size_t start = 0, told = 0;
    int i = 0;
    while (start < text_.size()) {
      ++i;
      std::size_t end = text_.find('\n', start);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view raw = text_.substr(start, end - start);
      if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
      start = end + 1;
      if (through_ && (i & 0xffff) == 0) through_(static_cast<double>(raw.data() - text_.data()) / static_cast<double>(text_.size()));
      if (doneUpTo_ && start - told >= kDoneStep) doneUpTo_(told = start);
      if (raw.find('\0') != std::string_view::npos) throw ImportError(file_, i, "binary data (NUL byte); this is not a text dump");
      if (raw.empty()) continue;
      if (firstInvalidUtf8(raw) != std::string_view::npos) {
        if (skipped++ == 0) firstSkipped = i;
        continue;
      }
      std::string_view msg = stripLogPrefix(raw);
      while (!msg.empty() && (msg.back() == ' ' || msg.back() == '\t')) msg.remove_suffix(1);
      if (msg.empty()) continue;
      if (inListing && startsWith(msg, "  ")) {
        // The first listing names every node before fusion; later listings repeat the same origins.
        ++recognised_;
        if (listings_ == 1) readCandidate(msg);
        continue;
      }
      inListing = false;
      if (startsWith(msg, "===== attempting fusion (")) {
        round_ = parseInt(msg.substr(25));
        record_.rounds = std::max(record_.rounds, round_);
        ++recognised_;
      } else if (startsWith(msg, "===== fusion complete")) {
        round_ = 0;
        completed = true;
        ++recognised_;
      } else if (startsWith(msg, "fuse_nodes_once, candidates:")) {
        inListing = true;
        ++listings_;
        ++recognised_;
      } else if (startsWith(msg, "can fuse (benchmark): ") || startsWith(msg, "cannot fuse (benchmark): ")) {
        readBenchmark(msg, i);
      } else if (startsWith(msg, "fusing ")) {
        readDecision(msg.substr(7), true, i);
      } else if (startsWith(msg, "cannot fuse ")) {
        readDecision(msg.substr(12), false, i);
      } else if (startsWith(msg, "completed fusion round") || startsWith(msg, "found ")) {
        ++recognised_;
      }
    }
    const int lineCount = i;
    if (skipped > 0) {
      record_.warnings.push_back({Diagnostic::Severity::Warning, file_, firstSkipped,
                                  fmt::format("{} line(s) that are not UTF-8 skipped, the first here", skipped)});
    }
    if (recognised_ == 0) {
      throw ImportError(file_, lineCount > 0 ? 1 : 0,
                        "no Inductor fusion messages found (not a TORCH_LOGS=+fusion log?)");
    }
    // Every fuse_nodes run ends with this line, so a log cut anywhere before it (even between the
    // candidate listing and the first round) is reported.
    if (!completed) {
      record_.warnings.push_back({Diagnostic::Severity::Warning, file_, lineCount,
                                  "the log ends without `===== fusion complete` (file truncated?)"});
    }
    if (!text_.empty() && text_.back() != '\n') {
      record_.warnings.push_back({Diagnostic::Severity::Warning, file_, lineCount,
                                  "the last line is incomplete (file truncated?)"});
    }
    return std::move(record_);
  }

 private:
  // `fusing X with Y` / `X with Y: reason` (after "cannot fuse ").
  void readDecision(std::string_view rest, bool fused, int line) {
    const std::size_t with = rest.find(" with ");
    if (with == std::string_view::npos) return;
    RecordedDecision d;
    d.round = round_;
    d.fused = fused;
    d.line = line;
    d.node1 = std::string(rest.substr(0, with));
    std::string_view second = rest.substr(with + 6);
    if (!fused) {
      const std::size_t colon = second.find(':');
      if (colon != std::string_view::npos) {
        d.reason = std::string(pyrepr::trim(second.substr(colon + 1)));
        second = second.substr(0, colon);
      }
    }
    d.node2 = std::string(pyrepr::trim(second));
    if (d.node1.empty() || d.node2.empty() || d.node1.find(' ') != std::string::npos ||
        d.node2.find(' ') != std::string::npos) {
      return;  // some other message that happens to start with "fusing"
    }
    ++recognised_;
    record_.decisions.push_back(std::move(d));
  }

  // `can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause 1.225x speedup`.
  void readBenchmark(std::string_view msg, int line) {
    RecordedBenchmark b;
    b.fused = startsWith(msg, "can ");
    b.round = round_;
    b.line = line;
    std::string_view rest = msg.substr(msg.find(": ") + 2);
    if (startsWith(rest, "fusing ")) rest.remove_prefix(7);
    const std::size_t with = rest.find(" with ");
    if (with != std::string_view::npos) {
      b.buffers1 = bufferSet(rest.substr(0, with));
      rest = rest.substr(with + 6);
      const std::size_t cause = rest.find(" cause ");
      b.buffers2 = bufferSet(cause == std::string_view::npos ? rest : rest.substr(0, cause));
      b.detail = cause == std::string_view::npos ? std::string() : stripAnsi(rest.substr(cause + 7));
    } else {
      b.detail = stripAnsi(rest);
    }
    ++recognised_;
    record_.benchmarks.push_back(std::move(b));
  }

  // `  SchedulerNode(name='op1'), Pointwise([..., 'origins=OrderedSet([add, mul])', ...])` or
  // `  ForeachKernelSchedulerNode(nodes=op0_op1), snodes: ['SchedulerNode(name=\'op0\'), ...', ...]`.
  void readCandidate(std::string_view msg) {
    msg = pyrepr::trim(msg);
    // Names and origins in order; each origins list belongs to the name printed before it.
    constexpr std::string_view kName = "(name=", kOrigins = "origins=OrderedSet([";
    std::vector<std::string> names;
    std::string_view currentName;
    std::size_t nameAt = msg.find(kName);
    std::size_t originsAt = msg.find(kOrigins);
    while (nameAt != std::string_view::npos || originsAt != std::string_view::npos) {
      if (nameAt < originsAt) {
        currentName = quotedNameAt(msg, nameAt + kName.size());
        if (!currentName.empty()) names.emplace_back(currentName);
        nameAt = msg.find(kName, nameAt + kName.size());
      } else {
        const std::size_t begin = originsAt + kOrigins.size();
        const std::size_t end = msg.find("])", begin);
        if (end == std::string_view::npos) break;
        if (!currentName.empty() && seenOrigins_.insert(std::string(currentName)).second) {
          std::vector<std::string> origins;
          for (std::string_view o : pyrepr::splitTopLevel(msg.substr(begin, end - begin))) origins.emplace_back(o);
          record_.origins.emplace_back(std::string(currentName), std::move(origins));
        }
        originsAt = msg.find(kOrigins, end);
      }
    }
    if (names.size() == 1 && seenStacks_.insert(names.front()).second) {
      // The node's own block whole, and those ending in torch's code (their caller is the user's line of
      // that FX node, source/user_callers.h); of the others only the innermost frame, the FX node's line:
      // fx_graph_readable.py says the same where it has `# File:` comments (PyTorch 2.15 prints none in a
      // backward graph), and a 4,000-node graph would hold every whole block.
      std::vector<std::vector<StackFrame>> blocks = stackTraces(msg), kept;
      for (std::size_t b = 0; b < blocks.size(); ++b) {
        if (b == 0 || source::isTorchInternal(blocks[b].back().file)) kept.push_back(std::move(blocks[b]));
        else kept.push_back({std::move(blocks[b].back())});
      }
      if (!kept.empty()) record_.stacks.emplace_back(names.front(), std::move(kept));
    }
    if (listings_ == 1 && startsWith(msg, "ForeachKernelSchedulerNode(nodes=")) {
      std::string_view groupName = msg.substr(33);
      groupName = groupName.substr(0, groupName.find(')'));
      ForeachGroup group{std::string(groupName), {}, "fusion.log"};
      std::unordered_set<std::string> unique;
      for (const std::string& n : names) {
        if (unique.insert(n).second) group.members.push_back(n);
      }
      if (group.members.empty()) {
        for (std::string_view part : pyrepr::splitTopLevel(groupName, '_')) group.members.emplace_back(part);
      }
      record_.foreachGroups.push_back(std::move(group));
    }
  }

  static constexpr std::size_t kDoneStep = 16u << 20;
  std::string file_;
  std::string_view text_;
  const std::function<void(double)>& through_;
  const std::function<void(std::size_t)>& doneUpTo_;
  FusionLogRecord record_;
  std::unordered_set<std::string> seenOrigins_;
  std::unordered_set<std::string> seenStacks_;
  int round_ = 0;
  int listings_ = 0;
  int recognised_ = 0;
};

}  // namespace

FusionLogRecord parseFusionLog(std::string_view text, const std::string& file, const std::function<void(double)>& through,
                               const std::function<void(std::size_t)>& doneUpTo) {
  return FusionLogReader(text, file, through, doneUpTo).read();
}

}  // namespace fusescope
