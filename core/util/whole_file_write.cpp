#include "util/whole_file_write.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>
#include <system_error>

#include <unistd.h>

namespace fusescope {

namespace {

std::string writeTo(const std::filesystem::path& file, std::initializer_list<std::string_view> parts) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) return std::strerror(errno);
  for (std::string_view bytes : parts) out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) return std::string("write failed (") + std::strerror(errno) + ")";
  return {};
}

}  // namespace

std::string writeWholeFile(const std::filesystem::path& file, std::string_view bytes, MissingFolder folder) {
  return writeWholeFile(file, {bytes}, folder);
}

std::string writeWholeFile(const std::filesystem::path& file, std::initializer_list<std::string_view> bytes, MissingFolder folder) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    if (fs::is_directory(status)) return "it is a directory";
    return writeTo(file, bytes);   // a device or a FIFO: written, never replaced
  }
  if (folder == MissingFolder::Create && file.has_parent_path()) {
    fs::create_directories(file.parent_path(), ec);
    if (ec) return ec.message();
  }
  static std::atomic<unsigned> serial{0};
  const fs::path partial =
      file.string() + "." + std::to_string(static_cast<long>(::getpid())) + "." + std::to_string(serial++) + ".partial";
  if (std::string why = writeTo(partial, bytes); !why.empty()) {
    fs::remove(partial, ec);
    return why;
  }
  fs::rename(partial, file, ec);
  if (ec) {
    fs::remove(partial, ec);
    return ec.message();
  }
  return {};
}

}  // namespace fusescope
