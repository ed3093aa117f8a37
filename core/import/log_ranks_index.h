// The ranks a fusion log interleaves (scanLogRanks), kept on disk beside the fusion-log index, so that a
// command listing a run's graphs (`info`, `report`) does not read a whole log of hundreds of megabytes
// again to learn which process wrote which rank: it reads its graph's part from the index, and nothing
// else of the log. Trusted only while the log has the size, modification time and inode it was scanned
// with; an entry that does not parse is no entry. Best effort: a folder that cannot be written keeps nothing.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "import/log_ranks.h"
#include "util/file_stamp.h"

namespace fusescope {

// The kept ranks of `log` in `dir` (FusionLogIndex::defaultDir()), when the log is unchanged since.
std::optional<LogRanks> findKeptRanks(const std::filesystem::path& dir, const std::filesystem::path& log);

// One kept entry's bytes, for the log named `log` (absolute, normal) as it is `now`: nullopt for anything
// else (damaged, another format, another log, the log changed since).
std::optional<LogRanks> parseKeptRanks(std::string_view bytes, const std::string& log, const FileStamp& now);

// Keeps `ranks` for `log` in `dir`; nothing while the log changed in the last kSettleSeconds (still written).
void keepRanks(const std::filesystem::path& dir, const std::filesystem::path& log, const LogRanks& ranks);

}  // namespace fusescope
