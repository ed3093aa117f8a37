#include "import/fusion_log_runs.h"

#include "import/log_ranks.h"
#include "util/text_lines.h"
#include "util/utf8.h"

#include <algorithm>
#include <charconv>

namespace fusescope {

namespace {

constexpr std::string_view kHeader = "===== attempting fusion (1/";
constexpr std::string_view kListing = "fuse_nodes_once, candidates:";
constexpr std::string_view kTrace = " debug trace: ";
constexpr std::size_t kTraceWithin = 512;

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::string_view trimRight(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// `===== attempting fusion (1/10): 66 nodes =====` -> 66, or -1.
int announcedCount(std::string_view msg) {
  const std::size_t colon = msg.find("): ");
  if (colon == std::string_view::npos) return -1;
  std::string_view rest = msg.substr(colon + 3);
  int value = -1;
  const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
  if (ec != std::errc() || !startsWith(std::string_view(ptr, static_cast<std::size_t>(rest.data() + rest.size() - ptr)), " nodes"))
    return -1;
  return value;
}

// Every `XSchedulerNode(name='op1')` in a listing entry (foreach entries name their members this way,
// inside a repr'd string: `SchedulerNode(name=\'op0\')`). Other `(name=` text, such as user code in a
// stack trace, is skipped: the word before it must end in SchedulerNode.
void collectNodes(std::string_view entry, std::vector<std::pair<std::string, std::string>>& out) {
  constexpr std::string_view kName = "(name=";
  constexpr std::string_view kSuffix = "SchedulerNode";
  for (std::size_t at = entry.find(kName); at != std::string_view::npos; at = entry.find(kName, at + kName.size())) {
    std::size_t classBegin = at;
    while (classBegin > 0 && isIdentChar(entry[classBegin - 1])) --classBegin;
    const std::string_view cls = entry.substr(classBegin, at - classBegin);
    if (cls.size() < kSuffix.size() || cls.substr(cls.size() - kSuffix.size()) != kSuffix) continue;
    std::size_t pos = at + kName.size();
    if (pos < entry.size() && entry[pos] == '\\') ++pos;
    if (pos >= entry.size() || (entry[pos] != '\'' && entry[pos] != '"')) continue;
    const char quote = entry[pos];
    std::size_t end = pos + 1;
    while (end < entry.size() && isIdentChar(entry[end])) ++end;
    if (end == pos + 1 || end >= entry.size() || (entry[end] != quote && entry[end] != '\\')) continue;
    out.emplace_back(std::string(entry.substr(pos + 1, end - pos - 1)), std::string(cls));
  }
}

}  // namespace

std::string logLineCompileId(std::string_view line) {
  const std::string_view msg = stripLogPrefix(line);
  if (msg.size() == line.size()) return {};  // no prefix
  // The tags sit between the `path:line] ` and the message: `[0/0] [__fusion] `.
  std::string_view tags = line.substr(0, line.size() - msg.size());
  const std::size_t close = tags.find("] ");
  if (close == std::string_view::npos) return {};
  tags.remove_prefix(close + 2);
  while (tags.size() >= 2 && tags[0] == '[') {
    const std::size_t end = tags.find(']');
    if (end == std::string_view::npos) break;
    const std::string_view tag = tags.substr(1, end - 1);
    if (!tag.empty() && tag.find('/') != std::string_view::npos && tag[0] >= '0' && tag[0] <= '9') return std::string(tag);
    tags.remove_prefix(std::min(tags.size(), end + 2));
  }
  return {};
}

int countFusionLogRuns(std::string_view text) {
  int count = 0;
  for (std::size_t at = text.find(kHeader); at != std::string_view::npos; at = text.find(kHeader, at + kHeader.size())) ++count;
  return count;
}

std::vector<FusionLogRun> splitFusionLogRuns(std::string_view text) {
  std::vector<FusionLogRun> runs;
  std::size_t untraced = 0;  // runs from here on wait for their `debug trace:` line
  bool inListing = false;
  bool listingDone = false;
  int lineNumber = 0;
  for (std::size_t begin = 0; begin < text.size();) {
    std::size_t end = text.find('\n', begin);
    const std::size_t next = end == std::string_view::npos ? text.size() : end + 1;
    if (end == std::string_view::npos) end = text.size();
    ++lineNumber;
    const std::string_view raw = text.substr(begin, end - begin);
    const std::size_t lineBegin = begin;
    begin = next;
    if (raw.empty() || firstInvalidUtf8(raw) != std::string_view::npos) continue;
    const std::string_view msg = trimRight(stripLogPrefix(raw));
    if (startsWith(msg, kHeader)) {
      if (!runs.empty()) runs.back().end = lineBegin;
      FusionLogRun run;
      run.firstLine = run.lastLine = lineNumber;
      run.begin = lineBegin;
      run.end = text.size();
      run.compileId = logLineCompileId(raw);
      run.announcedNodes = announcedCount(msg);
      runs.push_back(std::move(run));
      inListing = listingDone = false;
      continue;
    }
    // `model__0_backward_3 debug trace: PATH`: the marker follows a graph's name, so a candidate listing's
    // kilobytes need not be searched for it.
    if (const std::size_t trace = msg.substr(0, kTraceWithin).find(kTrace); trace != std::string_view::npos) {
      std::string_view path = trimRight(msg.substr(trace + kTrace.size()));
      for (std::size_t i = untraced; i < runs.size(); ++i) {
        runs[i].debugTrace = std::string(path);
        runs[i].debugTraceCompileId = logLineCompileId(raw);
        runs[i].debugTraceLine = lineNumber;
      }
      untraced = runs.size();
      continue;
    }
    if (runs.empty()) continue;
    FusionLogRun& run = runs.back();
    run.lastLine = lineNumber;
    if (inListing && startsWith(msg, "  ")) {
      ++run.listedNodes;
      collectNodes(msg, run.nodes);
      continue;
    }
    if (inListing) {
      inListing = false;
      listingDone = true;
    }
    if (!listingDone && startsWith(msg, kListing)) inListing = true;
  }
  return runs;
}

}  // namespace fusescope
