#include "util/whole_file_write.h"

#include <atomic>
#include <fstream>
#include <string>
#include <system_error>

#include <unistd.h>

namespace fusescope {

bool writeWholeFile(const std::filesystem::path& file, std::string_view bytes) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(file.parent_path(), ec);
  if (ec) return false;
  static std::atomic<unsigned> serial{0};
  const fs::path partial =
      file.string() + "." + std::to_string(static_cast<long>(::getpid())) + "." + std::to_string(serial++) + ".partial";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) {
      out.close();
      fs::remove(partial, ec);
      return false;
    }
  }
  fs::rename(partial, file, ec);
  if (ec) {
    fs::remove(partial, ec);
    return false;
  }
  return true;
}

}  // namespace fusescope
