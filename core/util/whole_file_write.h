// A file a cache keeps for the next process (the fusion-log index's entries, a log's kept ranks), written
// whole or not at all: beside its place under a name of this writer's own (two threads or processes may keep
// the same file at once), then renamed into place, so a reader sees the old file or the whole new one.
#pragma once

#include <filesystem>
#include <string_view>

namespace fusescope {

// Best effort: creates the folder; false (and nothing left behind) when anything fails.
bool writeWholeFile(const std::filesystem::path& file, std::string_view bytes);

}  // namespace fusescope
