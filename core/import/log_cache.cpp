#include "import/log_cache.h"

#include "import/capture_loader.h"
#include "import/logged_ir_runs.h"

#include <optional>
#include <system_error>

namespace fusescope {

namespace fs = std::filesystem;

namespace {

std::shared_ptr<LogSplit> splitText(std::string text, LogRanks ranks, const std::function<int(const LogRanks&)>& pickRank) {
  auto out = std::make_shared<LogSplit>();
  if (ranks.ranked()) {
    out->rank = pickRank(ranks);
    text = rankLogView(text, out->rank, ranks);
  }
  out->ranks = std::move(ranks);
  out->runs = splitFusionLogRuns(text);
  out->headerMentions = countFusionLogRuns(text);
  out->loggedIr = hasLoggedIr(text);
  if (out->loggedIr) out->irRecordStarts = loggedIrRecordStarts(text);
  out->text = std::make_shared<const std::string>(std::move(text));
  return out;
}

}  // namespace

LogCache::FolderLogs LogCache::folderLogs(const fs::path& dir, const std::function<FolderLogs()>& find) {
  const FileStamp stamp = fileStamp(dir);  // a folder's time changes as entries come and go
  {
    std::lock_guard lock(mutex_);
    if (auto it = folders_.find(dir); it != folders_.end() && it->second.first == stamp) return it->second.second;
  }
  FolderLogs found = find();
  std::lock_guard lock(mutex_);
  folders_[dir] = {stamp, found};
  return found;
}

std::string LogCache::readCounted(const fs::path& file, std::uintmax_t maxBytes) {
  {
    std::lock_guard lock(mutex_);
    ++diskReads_[file];
  }
  return readTextFile(file, maxBytes);
}

int LogCache::diskReads(const fs::path& file) {
  std::lock_guard lock(mutex_);
  const auto it = diskReads_.find(file);
  return it == diskReads_.end() ? 0 : it->second;
}

LogRanks LogCache::ranks(const fs::path& log, std::uintmax_t maxBytes) {
  const FileStamp stamp = fileStamp(log);
  if (stamp.size > maxBytes) return scanLogRanks(readTextFile(log, maxBytes));  // refused there
  {
    std::lock_guard lock(mutex_);
    if (auto it = logs_.find(log); it != logs_.end() && it->second.stamp == stamp) return it->second.ranks;
  }
  std::string text = readCounted(log, maxBytes);
  LogRanks ranks = scanLogRanks(text);
  std::lock_guard lock(mutex_);
  auto [entry, added] = logs_.try_emplace(log);
  if (added || entry->second.stamp != stamp) entry->second = {stamp, ranks, {}};
  pending_ = PendingText{log, stamp, std::move(text)};
  return ranks;
}

void LogCache::forget(const fs::path& log, int rank) {
  std::lock_guard lock(mutex_);
  if (auto it = logs_.find(log); it != logs_.end()) it->second.byRank.erase(rank);
}

void LogCache::releaseScanText() {
  std::lock_guard lock(mutex_);
  pending_.reset();
}

std::shared_ptr<const std::string> LogCache::fileText(const fs::path& file, std::uintmax_t maxBytes) {
  const FileStamp stamp = fileStamp(file);
  if (stamp.size > maxBytes) return std::make_shared<const std::string>(readTextFile(file, maxBytes));  // refused there
  {
    std::lock_guard lock(mutex_);
    if (auto it = files_.find(file); it != files_.end() && it->second.stamp == stamp) return it->second.text;
  }
  auto text = std::make_shared<const std::string>(readCounted(file, maxBytes));
  std::lock_guard lock(mutex_);
  files_[file] = {stamp, text};
  return text;
}

std::shared_ptr<const LogSplit> LogCache::split(const fs::path& log, std::uintmax_t maxBytes,
                                                const std::function<int(const LogRanks&)>& pickRank) {
  const FileStamp stamp = fileStamp(log);
  if (stamp.size > maxBytes) return splitLog(log, maxBytes, pickRank);  // refused there
  std::optional<LogRanks> knownRanks;
  int knownRank = -1;   // chosen from knownRanks
  std::optional<std::string> readByRanks;   // ranks()'s text of this file, taken
  {
    std::lock_guard lock(mutex_);
    if (pending_ && pending_->file == log && pending_->stamp == stamp) readByRanks = std::move(pending_->text);
    pending_.reset();
    auto it = logs_.find(log);
    if (it != logs_.end() && it->second.stamp != stamp) {
      logs_.erase(it);
      it = logs_.end();
    }
    if (it != logs_.end()) {
      const int rank = it->second.ranks.ranked() ? pickRank(it->second.ranks) : -1;
      if (auto hit = it->second.byRank.find(rank); hit != it->second.byRank.end()) return hit->second;
      knownRanks = it->second.ranks;
      knownRank = rank;
    }
  }
  // Not kept: the file is read again (another rank's view of it is wanted only once), unless ranks() just did.
  std::string text = readByRanks ? std::move(*readByRanks) : readCounted(log, maxBytes);
  LogRanks ranks = knownRanks ? std::move(*knownRanks) : scanLogRanks(text);
  std::shared_ptr<const LogSplit> out =
      knownRanks ? splitText(std::move(text), std::move(ranks), [knownRank](const LogRanks&) { return knownRank; })
                 : splitText(std::move(text), std::move(ranks), pickRank);
  std::lock_guard lock(mutex_);
  auto [entry, added] = logs_.try_emplace(log);
  if (added || entry->second.stamp != stamp) entry->second = {stamp, out->ranks, {}};
  entry->second.byRank[out->rank] = out;
  return out;
}

std::shared_ptr<const LogSplit> splitLog(const fs::path& log, std::uintmax_t maxBytes,
                                         const std::function<int(const LogRanks&)>& pickRank, LogCache* cache) {
  if (cache) return cache->split(log, maxBytes, pickRank);
  std::string text = readTextFile(log, maxBytes);
  LogRanks ranks = scanLogRanks(text);
  return splitText(std::move(text), std::move(ranks), pickRank);
}

}  // namespace fusescope
