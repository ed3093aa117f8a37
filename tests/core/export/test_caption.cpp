// stepCaption and `fusescope-cli export --caption`: the picture says which graph, policy, step and decision.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <sys/wait.h>

#include "capture_test_data.h"
#include "export/caption.h"
#include "import/capture_loader.h"
#include "sched/scheduler.h"

using namespace fusescope;

TEST(Caption, NamesGraphPolicyStepAndDecision) {
  const Graph g = loadCaptureFolder(testdata::testCaptures() / "gpt2_train" / "0_backward_3.1");
  const sched::Trace t = sched::runScheduler(g, {}, "inductor-2.11");
  const std::string total = std::to_string(t.decisions.size());
  EXPECT_EQ(stepCaption(g, t, 0), g.name + " · inductor-2.11 · step 0 / " + total);
  int refused = -1;
  for (size_t i = 0; i < t.decisions.size() && refused < 0; ++i)
    if (t.decisions[i].verdict == sched::Verdict::Rejected) refused = static_cast<int>(i);
  ASSERT_GE(refused, 0);
  const auto& d = t.decisions[static_cast<size_t>(refused)];
  const std::string c = stepCaption(g, t, refused + 1);
  EXPECT_NE(c.find("step " + std::to_string(refused + 1) + " / " + total), std::string::npos) << c;
  EXPECT_NE(c.find(t.name(d.node1) + " + " + t.name(d.node2) + " rejected (" + d.reason + ")"), std::string::npos) << c;
}

TEST(Caption, CliExportWritesItOnlyWhenAsked) {
  const std::string folder = (testdata::testCaptures() / "gpt2_train" / "0_backward_3.1").string();
  const auto out = std::filesystem::temp_directory_path() / "fusescope_caption_test.svg";
  auto run = [&](const std::string& extra) {
    const std::string cmd = std::string(FUSESCOPE_CLI_PATH) + " export '" + folder + "' --step 3 --format svg -o '" +
                            out.string() + "' " + extra + " >/dev/null 2>&1";
    const int status = std::system(cmd.c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << cmd;
    return testdata::readFile(out);
  };
  EXPECT_NE(run("--caption").find("class=\"caption\""), std::string::npos);
  EXPECT_EQ(run("").find("class=\"caption\""), std::string::npos);
  std::filesystem::remove(out);
}
