// util/mapped_text_file.h and SharedText::releasePages: a file read through a mapping, and its pages given
// back behind a reader. The resident-memory checks read /proc/self/smaps for the mapping itself, so what
// the rest of the test program allocates does not blur them.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "import/fusion_log_importer.h"
#include "scratch_dir.h"
#include "util/import_error.h"
#include "util/mapped_text_file.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

void write(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
}

// Resident kB of the mapping that holds `address`, from /proc/self/smaps.
long residentKb(const void* address) {
  std::ifstream smaps("/proc/self/smaps");
  const auto at = reinterpret_cast<std::uintptr_t>(address);
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    std::uintptr_t from = 0, to = 0;
    char dash = 0;
    std::istringstream range(line);
    if (range >> std::hex >> from >> dash >> to && dash == '-') {
      inside = from <= at && at < to;
    } else if (inside && line.rfind("Rss:", 0) == 0) {
      return std::stol(line.substr(4));
    }
  }
  return -1;
}

// A fusion log of about `megabytes` MB: a candidate listing printed twice (the second is read past, as
// Inductor's later listings are) with long lines, and one decision per round.
std::string bigFusionLog(int megabytes) {
  std::string log = "fuse_nodes_once, candidates:\n";
  const std::string padding(400, 'x');
  for (int i = 0; i < 4; ++i) log += "  SchedulerNode(name='op" + std::to_string(i) + "'), Pointwise(['origins=OrderedSet([add])'])\n";
  log += "===== attempting fusion (1/10): 4 nodes =====\n";
  log += "fuse_nodes_once, candidates:\n";
  int line = 0;
  while (log.size() < static_cast<std::size_t>(megabytes) << 20)
    log += "  SchedulerNode(name='op" + std::to_string(line++ % 4) + "'), Pointwise(['" + padding + "'])\n";
  log += "cannot fuse op0 with op3: no shared data\nfusing op0 with op1\n===== fusion complete (1 iterations) =====\n";
  return log;
}

}  // namespace

TEST(MappedTextFile, MapsTheWholeFileAsItIs) {
  testdata::ScratchDir scratch("mapped");
  const std::string text = "line one\nline two\n\xff binary-ish\n";
  write(scratch.path / "a.txt", text);
  const SharedText mapped = mapTextFile(scratch.path / "a.txt", 1 << 20);
  EXPECT_TRUE(mapped.mapped);
  EXPECT_EQ(mapped.view, text);
  // A slice shares the mapping and says so.
  const SharedText part = SharedText::slice(mapped, 5, 3);
  EXPECT_EQ(part.view, "one");
  EXPECT_TRUE(part.mapped);
  EXPECT_EQ(part.owner, mapped.owner);
  // Releasing pages of a text in memory does nothing to it.
  const SharedText own = SharedText::own(text);
  own.releasePages();
  EXPECT_EQ(own.view, text);
}

TEST(MappedTextFile, BadFilesAreNamedErrors) {
  testdata::ScratchDir scratch("mapped");
  EXPECT_THROW(mapTextFile(scratch.path / "missing.txt", 1 << 20), ImportError);
  EXPECT_THROW(mapTextFile(scratch.path, 1 << 20), ImportError);   // a folder
  write(scratch.path / "big.txt", std::string(2000, 'a'));
  try {
    mapTextFile(scratch.path / "big.txt", 1000);
    FAIL() << "a file over the limit was mapped";
  } catch (const ImportError& e) {
    EXPECT_EQ(e.file(), (scratch.path / "big.txt").string());
    EXPECT_NE(e.message().find("above the import limit"), std::string::npos) << e.message();
  }
  write(scratch.path / "empty.txt", "");
  const SharedText empty = mapTextFile(scratch.path / "empty.txt", 1000);
  EXPECT_TRUE(empty.empty());
}

// Released pages leave the process and read back unchanged from the page cache.
TEST(MappedTextFile, ReleasedPagesLeaveResidentMemoryAndReadBackUnchanged) {
  testdata::ScratchDir scratch("mapped");
  std::string text(32 << 20, 'a');
  for (std::size_t i = 0; i < text.size(); i += 4096) text[i] = static_cast<char>('a' + (i / 4096) % 26);
  write(scratch.path / "a.txt", text);
  const SharedText mapped = mapTextFile(scratch.path / "a.txt", 64 << 20);
  ASSERT_EQ(mapped.view, text);   // touches every page
  EXPECT_GT(residentKb(mapped.view.data()), 24 << 10);
  mapped.releasePages();
  EXPECT_LT(residentKb(mapped.view.data()), 1 << 10);
  EXPECT_EQ(mapped.view, text);
}

// parseFusionLog tells how far it is done, and a mapped log released behind it is never resident whole;
// what it reads is the same as from the text in memory.
TEST(MappedTextFile, AFusionLogReleasedBehindItsReaderIsNeverResidentWhole) {
  testdata::ScratchDir scratch("mapped");
  const std::string text = bigFusionLog(64);
  write(scratch.path / "fusion.log", text);
  const SharedText mapped = mapTextFile(scratch.path / "fusion.log", 128 << 20);
  long peakKb = 0;
  std::size_t last = 0;
  const FusionLogRecord record = parseFusionLog(mapped.view, "fusion.log", {}, [&](std::size_t upTo) {
    EXPECT_GT(upTo, last);
    EXPECT_LE(upTo, mapped.size());
    last = upTo;
    peakKb = std::max(peakKb, residentKb(mapped.view.data()));
    mapped.releasePages(0, upTo);
  });
  EXPECT_GT(last, mapped.size() / 2);
  EXPECT_LT(peakKb, 40 << 10) << "a 64 MB log was resident whole";
  const FusionLogRecord inMemory = parseFusionLog(text, "fusion.log");
  ASSERT_EQ(record.decisions.size(), 2u);
  EXPECT_EQ(record.decisions, inMemory.decisions);
  EXPECT_EQ(record.origins, inMemory.origins);
  EXPECT_EQ(record.origins.size(), 4u);
}
