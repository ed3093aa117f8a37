#include "util/file_stamp.h"

#include <sys/stat.h>

namespace fusescope {

FileStamp fileStamp(const std::filesystem::path& path) {
  // One stat() for both (std::filesystem asks twice).
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return {};
  return {true, static_cast<std::uintmax_t>(st.st_size), st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
          static_cast<std::uintmax_t>(st.st_ino)};
}

}  // namespace fusescope
