// "Never back to disk for a file already read": opening a graph of a real 2-rank DDP run and asking for
// every part the window and the CLI show (the schedule, the sources, output_code.py, both kernel lists,
// the blocks, the check against Inductor) opens each file of the run at most once. The kernel's inotify
// counts the opens, so a second read anywhere in core (the loader, the fusion log's assignment, the
// opened capture) fails this.
#include <gtest/gtest.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include "capture/opened_capture.h"
#include "core/scratch_dir.h"
#include "import/log_cache.h"

namespace fs = std::filesystem;
using namespace fusescope;

namespace {

const fs::path kRun = fs::path(FUSESCOPE_TEST_DATA) / "runs/ddp_2rank";

// Opens of regular files under a folder, counted by inotify from construction until counts().
class OpenCounter {
 public:
  explicit OpenCounter(const fs::path& root) : fd_(inotify_init1(IN_NONBLOCK)) {
    watch(root);
    for (const auto& e : fs::recursive_directory_iterator(root))
      if (e.is_directory()) watch(e.path());
  }
  ~OpenCounter() { close(fd_); }

  std::map<fs::path, int> counts() {
    alignas(inotify_event) char buf[1 << 16];
    for (ssize_t n; (n = read(fd_, buf, sizeof buf)) > 0;) {
      for (char* p = buf; p < buf + n;) {
        const auto* ev = reinterpret_cast<const inotify_event*>(p);
        if (ev->len > 0 && !(ev->mask & IN_ISDIR)) ++counts_[dirs_.at(ev->wd) / ev->name];
        p += sizeof(inotify_event) + ev->len;
      }
    }
    return counts_;
  }

 private:
  void watch(const fs::path& dir) {
    const int wd = inotify_add_watch(fd_, dir.c_str(), IN_OPEN);
    ASSERT_GE(wd, 0) << dir;
    dirs_[wd] = dir;
  }
  int fd_;
  std::map<int, fs::path> dirs_;
  std::map<fs::path, int> counts_;
};

void openEveryPart(const fs::path& root, const LoadOptions& limits) {
  analysis::AnalysisInputs in;
  in.path = root / "torch_compile_debug";
  in.graphName = "model__1_backward_14.6";
  in.limits = limits;
  const auto c = capture::openCapture(in);
  c->schedule();
  c->sources();
  ASSERT_NE(c->outputCode(), nullptr);
  c->kernels(analysis::KernelSource::Inductor);
  c->kernels(analysis::KernelSource::Replay);
  c->blocks();
  c->agreement();
}

}  // namespace

TEST(FilesReadOnce, OpeningAGraphOfADistributedRunReadsEachFileOnce) {
  for (const bool cached : {false, true}) {   // the window's and the CLI's run cache, and none
    SCOPED_TRACE(cached ? "with a run cache" : "without a cache");
    testdata::ScratchDir dir(cached ? "read_once_cached" : "read_once");
    fs::copy(kRun, dir.path, fs::copy_options::recursive);
    OpenCounter opens(dir.path);
    LoadOptions limits;
    limits.rank = 1;
    if (cached) limits.logCache = std::make_shared<LogCache>();
    openEveryPart(dir.path, limits);
    const auto counts = opens.counts();
    int irOpens = 0, codeOpens = 0;
    for (const auto& [file, n] : counts) {
      EXPECT_EQ(n, 1) << file;
      if (file.filename() == "ir_pre_fusion.txt") ++irOpens;
      if (file.filename() == "output_code.py") ++codeOpens;
    }
    // The graph's own and its siblings' IR (the whole-run log is checked against each), one output_code.py.
    EXPECT_GE(irOpens, 2);
    EXPECT_EQ(codeOpens, 1);
    EXPECT_EQ(counts.count(dir.path / "fusion.log"), 1u);
  }
}

TEST(FilesReadOnce, AMeasurementReadsTheOtherGraphsCodeButNotTheOpenedOnesAgain) {
  // The real 2-rank FSDP2 run with its profiler traces: measuring the graph ties the trace to every graph
  // of its process, so each output_code.py of that process is read, the opened graph's only by the load.
  testdata::ScratchDir dir("read_once_profile");
  fs::copy(fs::path(FUSESCOPE_TEST_DATA) / "profiles/fsdp2_2rank", dir.path, fs::copy_options::recursive);
  OpenCounter opens(dir.path);
  analysis::AnalysisInputs in;
  in.path = dir.path / "torch_compile_debug";
  in.graphName = "model__1_forward_4.1";
  in.limits.rank = 0;
  in.limits.logCache = std::make_shared<LogCache>();
  const auto c = capture::openCapture(in);
  ASSERT_NE(c->outputCode(), nullptr);
  ASSERT_FALSE(c->capturedTrace().empty());
  EXPECT_GT(c->measurement(c->capturedTrace()).calls, 0);
  int codeOpens = 0;
  for (const auto& [file, n] : opens.counts()) {
    if (file.filename() != "output_code.py") continue;
    ++codeOpens;
    EXPECT_EQ(n, 1) << file;
  }
  EXPECT_GE(codeOpens, 2);   // the opened graph's and at least one sibling's
}
