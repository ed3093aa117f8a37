// Every file FuseScope writes goes through writeWholeFile: whole or not at all, and a device or FIFO given
// as the output (`-o /dev/null`, `-o /dev/stdout`) is written, never replaced by a regular file (renaming
// a finished file over /dev/null once replaced the machine's /dev/null).
#include <gtest/gtest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "core/scratch_dir.h"
#include "util/whole_file_write.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

std::string contents(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST(WholeFileWrite, ReplacesARegularFileAndLeavesNothingBeside) {
  testdata::ScratchDir dir("whole_file_write");
  const fs::path file = dir.path / "sub" / "page.html";
  EXPECT_NE(writeWholeFile(file, "old"), "");   // no folder sub/ yet: a mistyped path
  ASSERT_EQ(writeWholeFile(file, "old", MissingFolder::Create), "");
  ASSERT_EQ(writeWholeFile(file, "new text"), "");
  EXPECT_EQ(contents(file), "new text");
  EXPECT_EQ(std::distance(fs::directory_iterator(file.parent_path()), fs::directory_iterator()), 1);
}

TEST(WholeFileWrite, PartsAreWrittenOneAfterTheOther) {
  testdata::ScratchDir dir("whole_file_write_parts");
  const std::string big(1 << 20, 'x');   // a log's part: written from where it is, never joined to a copy
  ASSERT_EQ(writeWholeFile(dir.path / "entry", {"{\"header\":1}", "\n", big}), "");
  const std::string back = contents(dir.path / "entry");
  EXPECT_EQ(back.size(), 12 + 1 + big.size());
  EXPECT_EQ(back.substr(0, 13), "{\"header\":1}\n");
  EXPECT_EQ(back.substr(13), big);
}

TEST(WholeFileWrite, AFifoIsWrittenNotReplaced) {
  testdata::ScratchDir dir("whole_file_write_fifo");
  const fs::path fifo = dir.path / "out";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  // Held open read-write, so the writer's open does not wait for a reader and a failed write cannot hang.
  const int fd = open(fifo.c_str(), O_RDWR | O_NONBLOCK);
  ASSERT_GE(fd, 0);
  EXPECT_EQ(writeWholeFile(fifo, "through the pipe"), "");
  char buf[64] = {};
  const ssize_t n = read(fd, buf, sizeof buf);
  close(fd);
  EXPECT_EQ(std::string(buf, n > 0 ? static_cast<size_t>(n) : 0), "through the pipe");
  EXPECT_TRUE(fs::is_fifo(fifo));
}

TEST(WholeFileWrite, AFolderOrAnUnwritablePlaceSaysWhy) {
  testdata::ScratchDir dir("whole_file_write_bad");
  EXPECT_EQ(writeWholeFile(dir.path, "x"), "it is a directory");
  const fs::path blocked = dir.path / "file";
  ASSERT_EQ(writeWholeFile(blocked, "x"), "");
  EXPECT_NE(writeWholeFile(blocked / "below", "x"), "");   // a file where a folder should be
  EXPECT_EQ(contents(blocked), "x");
}
