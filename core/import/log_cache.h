// What opening a graph of a whole-run fusion log reads and works out, kept for the next graph of the same
// run. A command that opens every graph of a run (`info`, `report`, `compare --all-ranks`) and the window
// moving between the graphs it opened then read, scan and split the log once instead of once per graph: a
// torch.distributed run of 8 ranks and 50 graphs writes one log of hundreds of megabytes.
//
// The caller owns a LogCache (LoadOptions::logCache) and decides how long it lives: one command, one opened
// run. Each use checks that the file still has the size and modification time it was read with, and reads
// it again when not (a run captured again into the same folder).
#pragma once

#include "graph/graph.h"
#include "import/fusion_log_runs.h"
#include "import/log_ranks.h"
#include "util/file_stamp.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace fusescope {

// A fusion log as one rank wrote it, split into scheduler runs.
struct LogSplit {
  LogRanks ranks;                            // the ranks the file interleaves (none: a single-process log)
  int rank = -1;                             // whose lines `text` holds; -1 for a single-process log
  std::shared_ptr<const std::string> text;   // rankLogView(file, rank), or the file itself
  std::vector<FusionLogRun> runs;            // splitFusionLogRuns(*text)
  int headerMentions = 0;                    // countFusionLogRuns(*text)
  bool loggedIr = false;                     // hasLoggedIr(*text)
  std::vector<std::size_t> irRecordStarts;   // loggedIrRecordStarts(*text) when loggedIr
};

class LogCache {
 public:
  // The file's text, read once (throws ImportError as readTextFile does).
  std::shared_ptr<const std::string> fileText(const std::filesystem::path& file, std::uintmax_t maxBytes);

  // `log` as the rank `pickRank` chooses from the ranks it interleaves wrote it (pickRank is called only
  // for a log of several ranks, and may throw). Read, scanned and split once per file and rank.
  std::shared_ptr<const LogSplit> split(const std::filesystem::path& log, std::uintmax_t maxBytes,
                                        const std::function<int(const LogRanks&)>& pickRank);

  // The ranks `log` interleaves, scanned once. The text read for it is kept until split() of the same file
  // takes it: finding a distributed run's graph by rank and then loading it reads the log from disk once.
  LogRanks ranks(const std::filesystem::path& log, std::uintmax_t maxBytes);
  // Drops the split of `log` for `rank` (its text): every graph it could serve was kept in the fusion-log
  // index (import/fusion_log_index.h) and opens from there.
  void forget(const std::filesystem::path& log, int rank);
  // Drops the text ranks() kept when no split took it (the graph came from the log's index on disk, or no
  // graph was loaded): the load it was kept for is over, and a run's log can be hundreds of megabytes.
  void releaseScanText();

  // How many times this cache read `file` from disk (fileText, ranks, split): what a test or a benchmark
  // checks to see that a file already read is not read again.
  int diskReads(const std::filesystem::path& file);

  // The fusion logs a folder holds (import/fusion_log_lookup.h looks in the folders above each graph), found
  // by `find` once while the folder's entries stay as they were.
  struct FolderLogs {
    std::vector<std::filesystem::path> logs;
    std::vector<Diagnostic> warnings;
  };
  FolderLogs folderLogs(const std::filesystem::path& dir, const std::function<FolderLogs()>& find);

 private:
  struct LogEntry {
    FileStamp stamp;
    LogRanks ranks;
    std::map<int, std::shared_ptr<const LogSplit>> byRank;
  };
  struct FileEntry {
    FileStamp stamp;
    std::shared_ptr<const std::string> text;
  };

  std::string readCounted(const std::filesystem::path& file, std::uintmax_t maxBytes);

  std::mutex mutex_;
  std::map<std::filesystem::path, int> diskReads_;
  // ranks()'s read, for the split() that follows it (one file at a time: a run has one log).
  struct PendingText {
    std::filesystem::path file;
    FileStamp stamp;
    std::string text;
  };
  std::optional<PendingText> pending_;
  std::map<std::filesystem::path, LogEntry> logs_;
  std::map<std::filesystem::path, FileEntry> files_;
  std::map<std::filesystem::path, std::pair<FileStamp, FolderLogs>> folders_;
};

// The split of `log` without keeping anything (LogCache::split's work, for a caller with no cache).
std::shared_ptr<const LogSplit> splitLog(const std::filesystem::path& log, std::uintmax_t maxBytes,
                                         const std::function<int(const LogRanks&)>& pickRank, LogCache* cache = nullptr);

}  // namespace fusescope
