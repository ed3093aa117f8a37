// A file's (or folder's) size and modification time from one stat(): what a kept result read from it is
// checked against before it is trusted again (a folder's time changes as entries come and go).
#pragma once

#include <cstdint>
#include <filesystem>

namespace fusescope {

struct FileStamp {
  bool exists = false;
  std::uintmax_t size = 0;
  long seconds = 0, nanoseconds = 0;  // modification time (as fine as the kernel's clock tick)
  std::uintmax_t inode = 0;           // a file replaced within one tick is still told apart
  friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

// A path that cannot be stat()ed gets the empty stamp (exists == false), so a file that appears later differs.
FileStamp fileStamp(const std::filesystem::path& path);

}  // namespace fusescope
