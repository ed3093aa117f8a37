#include "import/log_ranks.h"

#include "util/import_error.h"
#include "util/text_lines.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstring>

namespace fusescope {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// `[rank12]:` or `[default3]:` at `line`'s start: its length, its word ("rank", "default") and number.
std::size_t oneTag(std::string_view line, std::string_view& word, int& number) {
  if (line.size() < 4 || line[0] != '[') return 0;
  std::size_t i = 1;
  while (i < line.size() && ((line[i] >= 'a' && line[i] <= 'z') || (line[i] >= 'A' && line[i] <= 'Z') || line[i] == '_')) ++i;
  const std::size_t digits = i;
  while (i < line.size() && isDigit(line[i])) ++i;
  if (i == digits || i - digits > 6 || i + 1 >= line.size() || line[i] != ']' || line[i + 1] != ':') return 0;
  word = line.substr(1, digits - 1);
  number = 0;
  std::from_chars(line.data() + digits, line.data() + i, number);
  return i + 2;
}

// The pid's text in torch._logging's fixed-width head, `V1126 23:48:19.954000 2390 torch/...` (column 22),
// or "" for a line without that head.
std::string_view fixedWidthPidField(std::string_view line) {
  constexpr std::size_t kPid = 22;
  if (line.size() < kPid + 2 || std::string_view("VIWEDC").find(line[0]) == std::string_view::npos || line[5] != ' ' ||
      line[8] != ':' || line[11] != ':' || line[14] != '.' || line[21] != ' ')
    return {};
  const std::size_t end = line.find(' ', kPid);
  return end == std::string_view::npos ? std::string_view() : line.substr(kPid, end - kPid);
}

// The pid field of a glog line, `V1126 23:48:19.954000 2390 torch/...`, or -1: at column 22 in
// torch._logging's fixed-width head (read there without searching: this runs on every line of a log of
// several ranks), else the third field.
long glogPid(std::string_view line) {
  if (line.size() < 24 || std::string_view("VIWEDC").find(line[0]) == std::string_view::npos) return -1;
  std::string_view field = fixedWidthPidField(line);
  if (field.empty()) {
    const std::size_t time = line.find(' ');
    const std::size_t begin = time == std::string_view::npos ? time : line.find(' ', time + 1);
    const std::size_t end = begin == std::string_view::npos ? begin : line.find(' ', begin + 1);
    if (end == std::string_view::npos) return -1;
    field = line.substr(begin + 1, end - begin - 1);
  }
  long pid = -1;
  const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), pid);
  return ec == std::errc() && end == field.data() + field.size() ? pid : -1;
}

// Calls f(line, begin, end) for every line, one memchr each.
template <typename F>
void forEachLine(std::string_view text, F&& f) {
  const char* const data = text.data();
  for (std::size_t begin = 0; begin < text.size();) {
    const void* newline = std::memchr(data + begin, '\n', text.size() - begin);
    const std::size_t end = newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - data) : text.size();
    f(text.substr(begin, end - begin), begin, end);
    begin = end + 1;
  }
}

// rankPrefixLength, remembering the last prefix read: the lines of a torch.distributed log mostly repeat
// the one before's (`[rank0]:`), which a comparison recognises without parsing the tags again.
class RankPrefixReader {
 public:
  std::size_t read(std::string_view line, int& rank) {
    if (!last_.empty() && line.size() > last_.size() && line.compare(0, last_.size(), last_) == 0 && line[last_.size()] != '[') {
      rank = lastRank_;
      return last_.size();
    }
    const std::size_t n = rankPrefixLength(line, &rank);
    if (n > 0) {
      last_ = line.substr(0, n);
      lastRank_ = rank;
    }
    return n;
  }

 private:
  std::string_view last_;
  int lastRank_ = -1;
};

}  // namespace

std::size_t rankPrefixLength(std::string_view line, int* rank) {
  std::size_t length = 0;
  int found = -1, local = -1;
  for (;;) {
    std::string_view word;
    int number = 0;
    const std::size_t n = oneTag(line.substr(length), word, number);
    if (n == 0) break;
    if (word == "rank") found = number;
    else local = number;
    length += n;
  }
  if (rank) *rank = length == 0 ? -1 : (found >= 0 ? found : local);
  return length;
}

LogRanks scanLogRanks(std::string_view text) {
  LogRanks out;
  // The pid text of each rank's last glog line: a rank's lines mostly come from one process, so the pid
  // is parsed again only when that text changes.
  std::vector<std::pair<int, std::string_view>> lastHead;
  RankPrefixReader prefixes;
  int lastRank = -1;
  forEachLine(text, [&](std::string_view line, std::size_t begin, std::size_t) {
    if (line.empty() || line[0] != '[') return;
    int rank = -1;
    const std::size_t prefix = prefixes.read(line, rank);
    if (prefix == 0 || rank < 0) return;
    if (rank != lastRank && !std::binary_search(out.ranks.begin(), out.ranks.end(), rank))
      out.ranks.insert(std::upper_bound(out.ranks.begin(), out.ranks.end(), rank), rank);
    lastRank = rank;
    if (out.firstRankedLine == 0) out.firstRankedLine = 1 + static_cast<int>(countNewlines(text.substr(0, begin)));
    const std::string_view glog = line.substr(prefix);
    const std::string_view pidField = fixedWidthPidField(glog);
    auto last = std::find_if(lastHead.begin(), lastHead.end(), [&](const auto& h) { return h.first == rank; });
    if (!pidField.empty() && last != lastHead.end() && last->second == pidField) return;  // same process as before
    if (const long pid = glogPid(glog); pid >= 0) out.rankOfPid.try_emplace(pid, rank);
    if (last == lastHead.end()) lastHead.emplace_back(rank, pidField);
    else last->second = pidField;
  });
  if (out.ranked()) return out;
  // No rank prefix: the processes that ran the scheduler, by the pid of each run's first line.
  std::map<long, int> firstLine;   // pid -> byte offset of its first scheduler run
  for (std::size_t at = text.find("attempting fusion (1/"); at != std::string_view::npos; at = text.find("attempting fusion (1/", at + 1)) {
    const std::size_t begin = text.rfind('\n', at) == std::string_view::npos ? 0 : text.rfind('\n', at) + 1;
    if (const long pid = glogPid(text.substr(begin, at - begin)); pid >= 0) firstLine.try_emplace(pid, static_cast<int>(begin));
  }
  if (firstLine.size() < 2) return out;
  out.fromPids = true;
  int first = static_cast<int>(text.size());
  for (const auto& [pid, at] : firstLine) {
    out.rankOfPid[pid] = static_cast<int>(out.ranks.size());
    out.ranks.push_back(static_cast<int>(out.ranks.size()));
    first = std::min(first, at);
  }
  out.firstRankedLine = 1 + static_cast<int>(countNewlines(text.substr(0, static_cast<std::size_t>(first))));
  return out;
}

std::string rankLogView(std::string_view text, int rank, const LogRanks& ranks) {
  std::string out;
  out.reserve(text.size() / std::max<std::size_t>(1, ranks.ranks.size()) + text.size() / 50);
  bool keptLast = false;   // the last glog line's process is `rank` (pid mode: a record's further lines follow it)
  RankPrefixReader prefixes;
  forEachLine(text, [&](std::string_view line, std::size_t, std::size_t end) {
    int lineRank = -1;
    const std::size_t prefix = line.empty() || line[0] != '[' ? 0 : prefixes.read(line, lineRank);
    bool keep = false;
    if (prefix > 0) {
      keep = lineRank == rank;
    } else if (const long pid = glogPid(line); pid >= 0) {
      const auto it = ranks.rankOfPid.find(pid);
      keep = keptLast = it != ranks.rankOfPid.end() && it->second == rank;
    } else if (ranks.fromPids) {
      keep = keptLast;
    }
    if (keep) out.append(line.substr(prefix));
    if (end < text.size()) out.push_back('\n');
  });
  return out;
}

long runFolderPid(const std::filesystem::path& folder) {
  std::filesystem::path p = folder.lexically_normal();
  if (!p.empty() && !p.has_filename()) p = p.parent_path();
  for (int level = 0; level <= 4 && !p.empty(); ++level, p = p.parent_path()) {
    const std::string name = p.filename().string();
    const std::size_t at = name.rfind("-pid_");
    if (name.rfind("run_", 0) == 0 && at != std::string::npos) {
      long pid = -1;
      const char* begin = name.data() + at + 5;
      const auto [end, ec] = std::from_chars(begin, name.data() + name.size(), pid);
      if (ec == std::errc() && end == name.data() + name.size()) return pid;
    }
    if (p == p.parent_path()) break;
  }
  return -1;
}

std::string formatRanks(const std::vector<int>& ranks) {
  std::string out;
  for (int r : ranks) out += (out.empty() ? "" : ", ") + std::to_string(r);
  return out;
}

int rankOfGraphFolder(const std::filesystem::path& graphFolder, const LogRanks& ranks, int wanted,
                      const std::string& logFile) {
  const long pid = runFolderPid(graphFolder);
  const auto owner = pid >= 0 ? ranks.rankOfPid.find(pid) : ranks.rankOfPid.end();
  if (owner != ranks.rankOfPid.end()) {
    if (wanted >= 0 && wanted != owner->second) {
      throw ImportError(logFile, 0,
                        ranks.fromPids
                            ? fmt::format("--rank {} asked, but graph folder {} is process {}'s (pid {}; the log names no ranks, "
                                          "its processes are numbered in pid order)",
                                          wanted, graphFolder.filename().string(), owner->second, pid)
                            : fmt::format("--rank {} asked, but graph folder {} is rank {}'s (its run folder names pid {}, whose "
                                          "lines say [rank{}]:)",
                                          wanted, graphFolder.filename().string(), owner->second, pid, owner->second));
    }
    return owner->second;
  }
  if (wanted >= 0) {
    if (!std::binary_search(ranks.ranks.begin(), ranks.ranks.end(), wanted))
      throw ImportError(logFile, 0, fmt::format("--rank {} asked, but this log holds rank(s) {}", wanted, formatRanks(ranks.ranks)));
    return wanted;
  }
  if (ranks.ranks.size() == 1) return ranks.ranks.front();
  throw ImportError(logFile, ranks.firstRankedLine,
                    fmt::format("this log interleaves ranks {} and graph folder {} {}; pick the rank with --rank N",
                                formatRanks(ranks.ranks), graphFolder.filename().string(),
                                pid >= 0 ? fmt::format("is in the run folder of pid {}, which no rank's lines carry", pid)
                                         : std::string("is not inside a run_*-pid_N folder that says whose it is")));
}

std::string_view stripLogPrefix(std::string_view line) {
  line.remove_prefix(rankPrefixLength(line));  // `[rank0]:` of a torch.distributed process
  // Level letter + MMDD, then time, thread id, `path:line] `, then any number of `[...] ` tags.
  if (line.size() < 6 || std::string_view("VIWEDC").find(line[0]) == std::string_view::npos) return line;
  for (int i = 1; i <= 4; ++i) {
    if (line[static_cast<size_t>(i)] < '0' || line[static_cast<size_t>(i)] > '9') return line;
  }
  if (line[5] != ' ') return line;
  std::size_t close = line.find("] ");
  if (close == std::string_view::npos) {
    // `...scheduler.py:3713] ` followed by nothing (an empty message line).
    if (!line.empty() && line.back() == ']') return {};
    return line;
  }
  std::string_view rest = line.substr(close + 2);
  while (rest.size() >= 2 && rest[0] == '[') {
    std::size_t end = rest.find(']');
    if (end == std::string_view::npos || end + 1 > rest.size()) break;
    if (end + 1 == rest.size()) return {};
    if (rest[end + 1] != ' ') break;
    rest.remove_prefix(end + 2);
  }
  return rest;
}

}  // namespace fusescope
