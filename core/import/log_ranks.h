// The logs of torch.distributed runs. Once a process group is up, torch._logging starts every line it
// writes with `[rankN]:` (each line of a multi-line message too), and torchrun's --tee / --redirects add
// the role and local rank in front (`[default0]:`). Under torchrun every rank writes into the same
// TORCH_LOGS_OUT file, so one log interleaves the ranks' scheduler runs line by line, and each rank has
// its own `run_*-pid_N` folder under torch_compile_debug/, named after its process id: the pid field of
// the glog prefix behind the rank prefix (`[rank0]:V1126 23:48:19.954000 2390 torch/...`).
//
// A rank's view of such a log keeps every line where it was (so messages keep naming the file's line
// numbers) but empties the other ranks' lines and drops the rank prefixes: the readers of single-process
// logs then read it unchanged, since they skip empty lines.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace fusescope {

struct LogRanks {
  std::vector<int> ranks;        // every rank a line names, sorted; empty for a single-process log
  std::map<long, int> rankOfPid; // the glog pid of a rank's lines -> that rank
  int firstRankedLine = 0;       // 1-based line of the first rank prefix
  // No line names a rank, but several processes ran the scheduler into this log (torchrun without a
  // process group: torch._logging adds no `[rankN]:`): each process is a "rank" numbered in pid order,
  // which need not be torch.distributed's rank. Lines without a glog prefix (a record's further lines)
  // belong to the process of the line before them.
  bool fromPids = false;
  bool ranked() const { return !ranks.empty(); }
};

// Length of the launcher and rank prefixes (`[default0]:[rank0]:`) at the start of `line`, 0 when there
// are none; `rank` gets the rank they name (`[rankN]` wins over a local rank `[roleN]`), else -1.
std::size_t rankPrefixLength(std::string_view line, int* rank = nullptr);

// Which ranks write in `text`. Cheap on a single-process log: only lines that start with '[' are read, and
// the lines that start a scheduler run (`attempting fusion (1/`), whose pids tell several processes apart.
LogRanks scanLogRanks(std::string_view text);

// `text` as `rank` wrote it: as many lines, in the same places; the rank's own lines without their prefix,
// its unprefixed lines (same pid, written before the process group was up) as they are, every other line
// empty.
std::string rankLogView(std::string_view text, int rank, const LogRanks& ranks);

// The pid in the name of the `run_<date>-pid_<N>` folder at or up to four levels above `folder`
// (graph -> torchinductor -> run_*), or -1.
long runFolderPid(const std::filesystem::path& folder);

// The rank whose lines carry the pid of `graphFolder`'s run_* folder; when the folder names no pid of
// the log, `wanted` (--rank), or the log's only rank. Throws ImportError naming `logFile` when the choice
// is not certain (several ranks and nothing to tell them apart, or --rank naming another rank's folder).
int rankOfGraphFolder(const std::filesystem::path& graphFolder, const LogRanks& ranks, int wanted,
                      const std::string& logFile);

// "0, 1, 3".
std::string formatRanks(const std::vector<int>& ranks);

// Drops the glog-style prefix of a TORCH_LOGS line, e.g.
// `V1121 23:53:51.135000 2256 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] `, when present, and
// the `[rank0]:` in front of it in a torch.distributed process (rankPrefixLength).
std::string_view stripLogPrefix(std::string_view line);

}  // namespace fusescope
