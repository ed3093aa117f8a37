// A file written whole or not at all: beside its place under a name of this writer's own (two threads or
// processes may write the same file at once: the fusion-log index's entries, a log's kept ranks), then
// renamed into place, so a reader sees the old file or the whole new one. Every file FuseScope writes (a
// picture, a report page, a graph's JSON, the caches) goes through here.
#pragma once

#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>

namespace fusescope {

// A cache makes its folders; a user's output in a folder that does not exist is a mistyped path.
enum class MissingFolder { Fail, Create };

// Returns "" when written, else why not (nothing is left behind). A path that exists and is not a regular
// file (/dev/null, /dev/stdout, a FIFO) is written in place: renamed over, the device itself would be
// replaced by a regular file.
std::string writeWholeFile(const std::filesystem::path& file, std::string_view bytes, MissingFolder folder = MissingFolder::Fail);
// The same for a file written from parts, one after the other (no copy of them joined).
std::string writeWholeFile(const std::filesystem::path& file, std::initializer_list<std::string_view> parts,
                           MissingFolder folder = MissingFolder::Fail);

}  // namespace fusescope
