// Resource limits every importer honours, so hostile or runaway input is refused with a clear error
// (naming the file and the limit) instead of exhausting memory or time, and where the fusion log is.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>

#include "util/progress.h"

namespace fusescope {

class LogCache;

struct LoadOptions {
  // Larger files are refused before they are read. 1 GiB: a 20,000-node graph's fusion log passes 500 MB
  // (the 400-layer Llama tiled 3 times: 567 MB), and the log leaves memory as it is parsed.
  std::uintmax_t maxFileBytes = 1024ull * 1024 * 1024;
  std::size_t maxNodes = 2'000'000;                    // larger graphs are refused while they are read
  // The TORCH_LOGS=+fusion log to read for a graph folder (`--fusion-log`): one graph's log or the whole
  // run's TORCH_LOGS_OUT file, whose scheduler run for the graph is then picked out. Empty: look for it
  // (import/fusion_log_lookup.h says where).
  std::filesystem::path fusionLog;
  // Which scheduler run of a graph folder with subgraphs to load (`--subgraph NAME`, e.g. "true_graph_0");
  // empty: the outer graph. Needs the runs' IR in the log (import/logged_ir_runs.h).
  std::string subgraph;
  // Which rank of a torch.distributed run (`--rank N`), when a log interleaves several ranks and the
  // graph folder does not say whose it is, or a debug root holds the same graph once per rank; -1: the
  // folder's own rank, else the lowest (import/log_ranks.h).
  int rank = -1;
  // Open the graph without any fusion log (`--no-fusion-log`): for a log FuseScope cannot read or that
  // does not fit the graph. Inductor's kernels and the replay are still there; the decisions go unchecked.
  bool ignoreFusionLog = false;
  // Keeps the fusion log's split for the next graph of the same run (import/log_cache.h); null: nothing kept.
  std::shared_ptr<LogCache> logCache;
  // Where a graph's part of a whole-run log is kept on disk for the next process (import/fusion_log_index.h);
  // empty: nothing is kept or looked up.
  std::filesystem::path logIndexDir;
  // Where the load says how far it is and learns it should stop (util/progress.h).
  Progress progress;
};

}  // namespace fusescope
