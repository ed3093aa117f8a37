#include "util/mapped_text_file.h"

#include "util/import_error.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fusescope {

namespace {

struct Mapping {
  void* address = nullptr;
  std::size_t size = 0;
  Mapping(void* a, std::size_t s) : address(a), size(s) {}
  Mapping(const Mapping&) = delete;
  Mapping& operator=(const Mapping&) = delete;
  ~Mapping() { munmap(address, size); }
};

struct FileDescriptor {
  int fd;
  ~FileDescriptor() {
    if (fd >= 0) close(fd);
  }
};

std::size_t pageSize() {
  static const std::size_t size = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  return size;
}

}  // namespace

void SharedText::releasePages(std::size_t begin, std::size_t end) const {
  if (!mapped || view.empty()) return;
  end = std::min(end, view.size());
  if (begin >= end) return;
  const std::size_t page = pageSize();
  const auto first = reinterpret_cast<std::uintptr_t>(view.data() + begin);
  const auto last = reinterpret_cast<std::uintptr_t>(view.data() + end);
  const std::uintptr_t from = (first + page - 1) / page * page;   // whole pages only: a neighbour may be in use
  const std::uintptr_t to = last / page * page;
  // MADV_DONTNEED on a private read-only file mapping drops the pages from this process; the next touch
  // reads them again from the page cache, unchanged. Failing only costs memory, so the result is ignored.
  if (to > from) madvise(reinterpret_cast<void*>(from), to - from, MADV_DONTNEED);
}

SharedText mapTextFile(const std::filesystem::path& file, std::uintmax_t maxBytes) {
  const std::string name = file.string();
  FileDescriptor in{open(name.c_str(), O_RDONLY | O_CLOEXEC)};
  if (in.fd < 0) {
    if (errno == ENOENT) throw ImportError(name, 0, "no such file");
    throw ImportError(name, 0, fmt::format("cannot open for reading: {}", std::strerror(errno)));
  }
  struct stat st {};
  if (fstat(in.fd, &st) != 0) throw ImportError(name, 0, fmt::format("cannot read: {}", std::strerror(errno)));
  if (!S_ISREG(st.st_mode)) throw ImportError(name, 0, "not a regular file");
  const auto size = static_cast<std::uintmax_t>(st.st_size);
  if (size > maxBytes) {
    throw ImportError(name, 0, fmt::format("file is {} bytes, above the import limit of {} bytes "
                                           "(LoadOptions::maxFileBytes)", size, maxBytes));
  }
  if (size == 0) return {};
  void* address = mmap(nullptr, static_cast<std::size_t>(size), PROT_READ, MAP_PRIVATE, in.fd, 0);
  if (address == MAP_FAILED) throw ImportError(name, 0, fmt::format("cannot map for reading: {}", std::strerror(errno)));
  madvise(address, static_cast<std::size_t>(size), MADV_SEQUENTIAL);   // read front to back, once
  auto mapping = std::make_shared<const Mapping>(address, static_cast<std::size_t>(size));
  return {mapping, std::string_view(static_cast<const char*>(address), static_cast<std::size_t>(size)), true};
}

}  // namespace fusescope
