#include "import/logged_ir_runs.h"

#include "util/import_error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <functional>

namespace fusescope {

namespace {

constexpr std::string_view kPreTag = "] [__ir_pre_fusion] ";
constexpr std::string_view kPostTag = "] [__ir_post_fusion] ";
constexpr std::string_view kHeader = "===== attempting fusion (1/";

bool isIdent(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

// The message of a line tagged `tag`, or nullopt-like {false, ...} when the line carries another logger.
bool tagged(std::string_view line, std::string_view tag, std::string_view& message) {
  const std::size_t at = line.find(tag);
  if (at == std::string_view::npos) return false;
  message = line.substr(at + tag.size());
  if (!message.empty() && message.back() == '\r') message.remove_suffix(1);
  return true;
}

// `op3: SchedulerNode(ComputedBuffer)` at column 0 -> "op3"; else "".
std::string_view nodeHeaderName(std::string_view line) {
  std::size_t end = 0;
  while (end < line.size() && isIdent(line[end])) ++end;
  if (end == 0 || line.substr(end, 2) != ": ") return {};
  const std::string_view rest = line.substr(end + 2);
  const std::size_t paren = rest.find('(');
  if (paren == std::string_view::npos || rest.substr(0, paren).find("SchedulerNode") == std::string_view::npos) return {};
  return line.substr(0, end);
}

}  // namespace

std::string subgraphOfNodeName(std::string_view name) {
  std::size_t digits = name.size();
  while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9') --digits;
  if (digits == name.size() || digits < 2 || name.substr(digits - 2, 2) != "op") return {};
  if (digits == 2) return {};
  if (name[digits - 3] != '_') return {};
  return std::string(name.substr(0, digits - 3));
}

bool hasLoggedIr(std::string_view log) {
  for (std::size_t at = log.find(kPreTag); at != std::string_view::npos; at = log.find(kPreTag, at + 1)) {
    if (log.substr(at + kPreTag.size(), 13) == "BEFORE FUSION") return true;
  }
  return false;
}

std::vector<std::size_t> loggedIrRecordStarts(std::string_view log) {
  constexpr std::string_view kRecord = "] [__ir_pre_fusion] BEFORE FUSION";
  std::vector<std::size_t> out;
  for (std::size_t from = 0; from < log.size();) {
    const void* hit = memmem(log.data() + from, log.size() - from, kRecord.data(), kRecord.size());
    if (!hit) break;
    const auto at = static_cast<std::size_t>(static_cast<const char*>(hit) - log.data());
    const std::size_t nl = log.rfind('\n', at);
    out.push_back(nl == std::string_view::npos ? 0 : nl + 1);
    from = at + kRecord.size();
  }
  return out;
}

std::size_t loggedIrRecordBefore(const std::vector<std::size_t>& recordStarts, std::size_t at) {
  const auto after = std::lower_bound(recordStarts.begin(), recordStarts.end(), at);
  return after == recordStarts.begin() ? 0 : *std::prev(after);
}

std::vector<LoggedIrRun> splitLoggedIrRuns(std::string_view log, const std::string& logFile) {
  return splitLoggedIrRuns(log, logFile, 0, 1, log.size());
}

std::vector<LoggedIrRun> splitLoggedIrRuns(std::string_view whole, const std::string& logFile, std::size_t from, int fromLine,
                                           std::size_t to) {
  const std::string_view log = whole.substr(0, std::min(to, whole.size()));
  std::vector<LoggedIrRun> runs;
  enum class In { Nothing, Pre, Post } in = In::Nothing;
  int line = fromLine - 1;
  std::size_t pos = std::min(from, log.size());
  auto finishPre = [&]() {
    if (in != In::Pre) return;
    LoggedIrRun& run = runs.back();
    if (run.nodes == 0) throw ImportError(logFile, run.preFusionLine, "BEFORE FUSION record without any scheduler node (log cut?)");
  };
  while (pos <= log.size()) {
    const std::size_t nl = log.find('\n', pos);
    const std::string_view text = log.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    ++line;
    std::string_view message;
    if (tagged(text, kPreTag, message)) {
      if (message.substr(0, 13) == "BEFORE FUSION") {
        finishPre();
        runs.emplace_back();
        runs.back().preFusionLine = line;
        in = In::Pre;
      } else if (in == In::Pre) {
        LoggedIrRun& run = runs.back();
        run.preFusion.append(message).push_back('\n');
        const std::string_view name = nodeHeaderName(message);
        if (!name.empty()) {
          const std::string prefix = subgraphOfNodeName(name);
          if (run.nodes == 0) {
            run.subgraph = prefix;
          } else if (prefix != run.subgraph) {
            throw ImportError(logFile, line, fmt::format("node {} does not belong to subgraph `{}` like the run's first node "
                                                         "(BEFORE FUSION at line {})", name,
                                                         run.subgraph.empty() ? "(outer graph)" : run.subgraph, run.preFusionLine));
          }
          ++run.nodes;
        }
      }
    } else if (tagged(text, kPostTag, message)) {
      if (message.substr(0, 12) == "AFTER FUSION") {
        finishPre();
        in = In::Nothing;
        if (!runs.empty() && runs.back().postFusionLine == 0) {
          runs.back().postFusionLine = line;
          in = In::Post;
        }
      } else if (in == In::Post) {
        runs.back().postFusion.append(message).push_back('\n');
      }
    } else {
      if (in == In::Pre) finishPre();
      if (in != In::Nothing) in = In::Nothing;
      if (!runs.empty() && runs.back().fusionHeaderLine == 0 && runs.back().postFusionLine == 0 &&
          text.find(kHeader) != std::string_view::npos) {
        runs.back().fusionHeaderLine = line;
      }
    }
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
  finishPre();
  return runs;
}

}  // namespace fusescope
