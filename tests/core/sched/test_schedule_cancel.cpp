// Cancelling a running scheduler (the GUI's Cancel button): a raised flag stops either policy with
// ScheduleCancelled, promptly, from another thread; an unraised flag changes nothing.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <thread>

#include "graph/synthetic_graph.h"
#include "import/load.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::sched;

namespace {

using Clock = std::chrono::steady_clock;

const Graph& pattern() {
  static const Graph g = loadGraph(fs::path(FUSESCOPE_TEST_DATA) / "captures" / "gpt2_train" / "0_backward_3.1");
  return g;
}

const Graph& bigGraph() {
  static const Graph g = [] {
    SynthOptions options;
    options.targetNodes = 5000;
    return synthesizeGraph(pattern(), options);
  }();
  return g;
}

class ScheduleCancel : public ::testing::TestWithParam<const char*> {};

}  // namespace

TEST(CancelPoll, ChecksTheFlagEvery256Ticks) {
  std::atomic<bool> flag{true};
  CancelPoll poll(&flag);
  for (int i = 0; i < 255; ++i) EXPECT_NO_THROW(poll.tick());
  EXPECT_THROW(poll.tick(), ScheduleCancelled);
  EXPECT_THROW(poll.check(), ScheduleCancelled);
  CancelPoll none;  // no flag: never cancels
  for (int i = 0; i < 1000; ++i) none.tick();
  EXPECT_NO_THROW(none.check());
}

TEST_P(ScheduleCancel, RaisedBeforeTheRunStopsItBeforeAnyDecision) {
  std::atomic<bool> flag{true};
  auto policy = makePolicy(GetParam());
  Trace partial;
  EXPECT_THROW(policy->schedule(pattern(), SchedulerConfig{}, partial, &flag), ScheduleCancelled);
  EXPECT_TRUE(partial.decisions.empty());
  EXPECT_TRUE(partial.kernels.empty());
}

TEST_P(ScheduleCancel, UnraisedFlagGivesTheSameTraceAsNoFlag) {
  std::atomic<bool> flag{false};
  Trace plain = runScheduler(pattern(), SchedulerConfig{}, GetParam());
  Trace watched = runScheduler(pattern(), SchedulerConfig{}, GetParam(), &flag);
  ASSERT_EQ(plain.decisions.size(), watched.decisions.size());
  ASSERT_EQ(plain.fusions.size(), watched.fusions.size());
  ASSERT_EQ(plain.kernels.size(), watched.kernels.size());
  for (size_t i = 0; i < plain.kernels.size(); ++i)
    EXPECT_EQ(plain.name(plain.kernels[i].node), watched.name(watched.kernels[i].node));
}

// Raised from another thread a twentieth of the way into a 5k-node run, the run ends long before a full
// run would: far less than half of the full time passes between raising the flag and the exception.
TEST_P(ScheduleCancel, RaisedMidRunFromAnotherThreadStopsPromptly) {
  const Graph& g = bigGraph();
  auto policy = makePolicy(GetParam());
  auto t0 = Clock::now();
  Trace full = runScheduler(g, SchedulerConfig{}, *policy);
  const auto fullTime = Clock::now() - t0;
  ASSERT_GT(full.decisions.size(), 10000u);

  std::atomic<bool> flag{false};
  bool cancelled = false;
  Trace partial;
  std::thread worker([&] {
    try {
      policy->schedule(g, SchedulerConfig{}, partial, &flag);
    } catch (const ScheduleCancelled&) {
      cancelled = true;
    }
  });
  std::this_thread::sleep_for(fullTime / 20);
  const auto raised = Clock::now();
  flag.store(true);
  worker.join();
  const auto stopDelay = Clock::now() - raised;
  EXPECT_TRUE(cancelled);
  EXPECT_LT(partial.decisions.size(), full.decisions.size());
  EXPECT_LT(stopDelay, fullTime / 2) << "full run "
                                     << std::chrono::duration<double, std::milli>(fullTime).count() << " ms, stop took "
                                     << std::chrono::duration<double, std::milli>(stopDelay).count() << " ms";
}

INSTANTIATE_TEST_SUITE_P(Policies, ScheduleCancel, ::testing::Values("seed", "inductor-2.11"),
                         [](const auto& p) { return std::string(p.param) == "seed" ? "seed" : "inductor211"; });
