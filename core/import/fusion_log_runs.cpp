#include "import/fusion_log_runs.h"

#include "import/log_ranks.h"
#include "util/text_lines.h"
#include "util/utf8.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <optional>

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

namespace {

// What a line of the log is to the split; the first that fits wins, in this order (as the log is read).
enum class LineKind { Other, Header, Trace, Listing };

// A line's message (log prefix and trailing blanks dropped), or nothing for an empty line or one that is
// not UTF-8 (never parsed).
std::optional<std::string_view> messageOf(std::string_view raw) {
  if (raw.empty() || firstInvalidUtf8(raw) != std::string_view::npos) return std::nullopt;
  return trimRight(stripLogPrefix(raw));
}

LineKind kindOf(std::string_view msg) {
  if (startsWith(msg, kHeader)) return LineKind::Header;
  // `model__0_backward_3 debug trace: PATH`: the marker follows a graph's name, so a candidate listing's
  // kilobytes need not be searched for it.
  if (msg.substr(0, kTraceWithin).find(kTrace) != std::string_view::npos) return LineKind::Trace;
  if (startsWith(msg, kListing)) return LineKind::Listing;
  return LineKind::Other;
}

struct Line {
  std::size_t begin = 0, end = 0, next = 0;  // [begin, end) without the '\n'; `next` starts the following line
};

Line lineAt(std::string_view text, std::size_t at) {
  Line l;
  const std::size_t before = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  l.begin = before == std::string_view::npos ? 0 : before + 1;
  l.end = std::min(text.find('\n', at), text.size());
  l.next = l.end < text.size() ? l.end + 1 : text.size();
  return l;
}

// Starts of the lines holding `needle`, in order, each once.
void markedLines(std::string_view text, std::string_view needle, std::vector<std::size_t>& out) {
  const char* const base = text.data();
  std::size_t from = 0;
  while (from < text.size()) {
    const void* hit = memmem(base + from, text.size() - from, needle.data(), needle.size());
    if (!hit) break;
    const Line l = lineAt(text, static_cast<std::size_t>(static_cast<const char*>(hit) - base));
    out.push_back(l.begin);
    from = l.next;
  }
}

// The first candidate listing's entries, from the line after `kListing` on: lines whose message starts
// with two blanks; empty and foreign lines and `debug trace:` lines in between do not end it.
void readListing(std::string_view text, std::size_t from, FusionLogRun& run) {
  while (from < text.size()) {
    const Line l = lineAt(text, from);
    from = l.next;
    const auto msg = messageOf(text.substr(l.begin, l.end - l.begin));
    if (!msg) continue;
    const LineKind kind = kindOf(*msg);
    if (kind == LineKind::Trace) continue;
    if (kind != LineKind::Other || !startsWith(*msg, "  ")) return;
    ++run.listedNodes;
    collectNodes(*msg, run.nodes);
  }
}

// The last line of [begin, end) that is not empty, foreign or a `debug trace:` line; `endLine` numbers
// the line that holds byte `end` (one past the last line when `end` follows a '\n'). `fallback` when none.
int lastOwnLine(std::string_view text, std::size_t begin, std::size_t end, int endLine, int fallback) {
  int number = endLine;
  while (end > begin) {
    if (text[end - 1] == '\n') --number;
    const Line l = lineAt(text, end - 1);
    end = l.begin;
    const auto msg = messageOf(text.substr(l.begin, l.end - l.begin));
    if (msg && kindOf(*msg) != LineKind::Trace) return number;
  }
  return fallback;
}

}  // namespace

std::vector<FusionLogRun> splitFusionLogRuns(std::string_view text) {
  // Only the lines that hold a marker are parsed (a log is mostly candidate listings and scores): they
  // are found with memmem, then read in log order as if every line had been.
  std::vector<std::size_t> marked;
  markedLines(text, kHeader, marked);
  markedLines(text, kTrace, marked);
  std::sort(marked.begin(), marked.end());
  marked.erase(std::unique(marked.begin(), marked.end()), marked.end());

  std::vector<FusionLogRun> runs;
  std::size_t untraced = 0;  // runs from here on wait for their `debug trace:` line
  int lineNumber = 1;        // of the line starting at `counted`
  std::size_t counted = 0;
  auto numberOf = [&](std::size_t at) {
    lineNumber += static_cast<int>(countNewlines(text.substr(counted, at - counted)));
    counted = at;
    return lineNumber;
  };
  auto closeRun = [&](std::size_t at) {
    FusionLogRun& run = runs.back();
    run.end = at;
    run.lastLine = lastOwnLine(text, run.begin, at, numberOf(at), run.firstLine);
    run.lastLine = std::max(run.lastLine, run.firstLine);
  };
  for (const std::size_t begin : marked) {
    const Line l = lineAt(text, begin);
    const std::string_view raw = text.substr(l.begin, l.end - l.begin);
    const auto msg = messageOf(raw);
    if (!msg) continue;
    switch (kindOf(*msg)) {
      case LineKind::Header: {
        if (!runs.empty()) closeRun(begin);
        FusionLogRun run;
        run.firstLine = run.lastLine = numberOf(begin);
        run.begin = begin;
        run.end = text.size();
        run.compileId = logLineCompileId(raw);
        run.announcedNodes = announcedCount(*msg);
        runs.push_back(std::move(run));
        break;
      }
      case LineKind::Trace: {
        const std::string_view path = trimRight(msg->substr(msg->substr(0, kTraceWithin).find(kTrace) + kTrace.size()));
        const int number = numberOf(begin);
        for (std::size_t i = untraced; i < runs.size(); ++i) {
          runs[i].debugTrace = std::string(path);
          runs[i].debugTraceCompileId = logLineCompileId(raw);
          runs[i].debugTraceLine = number;
        }
        untraced = runs.size();
        break;
      }
      case LineKind::Listing:  // not searched for: see below
      case LineKind::Other:
        break;
    }
  }
  if (!runs.empty()) closeRun(text.size());
  // Each run's first candidate listing: the first line of the run that is one (nothing after it is read).
  for (FusionLogRun& run : runs) {
    for (std::size_t from = run.begin; from < run.end;) {
      const void* hit = memmem(text.data() + from, run.end - from, kListing.data(), kListing.size());
      if (!hit) break;
      const Line l = lineAt(text, static_cast<std::size_t>(static_cast<const char*>(hit) - text.data()));
      from = l.next;
      const auto msg = messageOf(text.substr(l.begin, l.end - l.begin));
      if (msg && kindOf(*msg) == LineKind::Listing) {
        readListing(text, l.next, run);
        break;
      }
    }
  }
  return runs;
}

}  // namespace fusescope
