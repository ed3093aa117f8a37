// What opening one graph of a whole-run fusion log found — the graph's part of the log, its rank, its
// scheduler run, the notes — kept on disk, so that the next process opening the same graph reads its own
// part instead of reading and splitting the whole log again. A torch.distributed run of 8 ranks writes one
// log of hundreds of megabytes, and a shell loop runs `fusescope-cli compare --graph G` once per graph.
//
// An entry is trusted only while every file and folder the lookup depended on is as it was (one stat each:
// the log; the graph folder, its fx_graph_runnable.py and the folders above it searched for logs, with the
// *.log files in them; every graph folder's ir_pre_fusion.txt beside it, which the run was checked
// against) and only for the same --rank and size limit. Anything else, or an entry that does not parse, is
// no entry. Kept only for a graph with one scheduler run whose part was cut out of a whole-run log.
// kIndexFormat changes whenever what import/fusion_log_lookup.h finds changes meaning.
#pragma once

#include "import/fusion_log_lookup.h"
#include "util/file_stamp.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fusescope {

inline constexpr int kIndexFormat = 1;
// Nothing is kept while an input is younger than this (a capture still being written).
inline constexpr long kSettleSeconds = 2;

struct FusionLogIndexEntry {
  std::string folder;  // the graph folder, absolute and normal
  int rankOption = -1;
  std::uintmax_t maxFileBytes = 0;
  std::vector<std::pair<std::string, FileStamp>> inputs;
  GraphFusionLog log;  // without wholeText / irRecordStarts
};

// One entry's bytes: a JSON line, then the graph's part of the log as it is.
std::string formatIndexEntry(const FusionLogIndexEntry& entry);
// nullopt for anything that is not an entry of kIndexFormat (cut, damaged, another version's).
std::optional<FusionLogIndexEntry> parseIndexEntry(std::string_view bytes);
// The same, the entry's log text a view into `entry` (no copy of a log's part that can be 500 MB; mapped
// when `entry` is).
std::optional<FusionLogIndexEntry> parseIndexEntry(const SharedText& entry);

class FusionLogIndex {
 public:
  explicit FusionLogIndex(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // The kept result for `graphFolder`, when its entry is there and every input unchanged.
  std::optional<GraphFusionLog> find(const std::filesystem::path& graphFolder, const LoadOptions& options) const;
  // Keeps `log` for `graphFolder`, stamping `inputs` now; best effort (a folder that cannot be written, or
  // an input changed in the last kSettleSeconds, keeps nothing, and opening goes on).
  void store(const std::filesystem::path& graphFolder, const LoadOptions& options, const GraphFusionLog& log,
             const std::vector<std::filesystem::path>& inputs) const;

  // Where the programs keep it: $FUSESCOPE_CACHE_DIR, else $XDG_CACHE_HOME/fusescope, else
  // ~/.cache/fusescope, each + "/fusion-logs"; empty (nothing kept) when FUSESCOPE_CACHE_DIR is set empty
  // or no home is known.
  static std::filesystem::path defaultDir();

 private:
  std::filesystem::path entryFile(const std::string& folder, const LoadOptions& options) const;
  std::filesystem::path dir_;
};

}  // namespace fusescope
