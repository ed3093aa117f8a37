#include "import/log_ranks_index.h"

#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "import/fusion_log_index.h"
#include "util/file_stamp.h"
#include "util/text_hash.h"
#include "util/whole_file_write.h"

namespace fusescope {

namespace fs = std::filesystem;

namespace {

constexpr int kRanksFormat = 1;

std::string normalLog(const fs::path& log) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(log, ec);
  return (ec ? log : absolute).lexically_normal().string();
}

fs::path entryFile(const fs::path& dir, const std::string& log) {
  return dir / fmt::format("{:016x}.ranks", hashText("ranks\n" + log));
}

nlohmann::json stampJson(const FileStamp& s) {
  return {s.size, s.seconds, s.nanoseconds, s.inode};
}

}  // namespace

std::optional<LogRanks> parseKeptRanks(std::string_view bytes, const std::string& log, const FileStamp& now) {
  const nlohmann::json j = nlohmann::json::parse(bytes, nullptr, false);
  try {
    if (!j.is_object() || j.value("format", 0) != kRanksFormat || j.value("log", "") != log || !now.exists ||
        j.at("stamp") != stampJson(now))
      return std::nullopt;
    LogRanks ranks;
    ranks.ranks = j.at("ranks").get<std::vector<int>>();
    for (const auto& pair : j.at("rank_of_pid")) ranks.rankOfPid[pair.at(0).get<long>()] = pair.at(1).get<int>();
    ranks.firstRankedLine = j.at("first_ranked_line").get<int>();
    ranks.fromPids = j.at("from_pids").get<bool>();
    return ranks;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;  // damaged or another shape: scan the log
  }
}

std::optional<LogRanks> findKeptRanks(const fs::path& dir, const fs::path& log) {
  if (dir.empty()) return std::nullopt;
  const std::string name = normalLog(log);
  std::ifstream in(entryFile(dir, name), std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream bytes;
  bytes << in.rdbuf();
  return parseKeptRanks(bytes.str(), name, fileStamp(log));
}

void keepRanks(const fs::path& dir, const fs::path& log, const LogRanks& ranks) {
  if (dir.empty()) return;
  const FileStamp stamp = fileStamp(log);
  if (!stamp.exists || stamp.seconds > static_cast<long>(std::time(nullptr)) - kSettleSeconds) return;
  const std::string name = normalLog(log);
  nlohmann::json pids = nlohmann::json::array();
  for (const auto& [pid, rank] : ranks.rankOfPid) pids.push_back({pid, rank});
  const nlohmann::json j = {{"format", kRanksFormat}, {"log", name},         {"stamp", stampJson(stamp)},
                            {"ranks", ranks.ranks},   {"rank_of_pid", pids}, {"first_ranked_line", ranks.firstRankedLine},
                            {"from_pids", ranks.fromPids}};
  writeWholeFile(entryFile(dir, name), j.dump(), MissingFolder::Create);
}

}  // namespace fusescope
