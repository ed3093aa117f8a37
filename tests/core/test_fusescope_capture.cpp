// scripts/fusescope-capture without PyTorch: a stand-in program checks the environment the script sets and
// writes what Inductor would (a graph folder and the TORCH_LOGS_OUT log); the script must then print the
// commands that open it, refuse a non-empty --out, and refuse --set for a program it cannot wrap.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "run_command.h"
#include "scratch_dir.h"

namespace fs = std::filesystem;

namespace {

using fusescope::testdata::RunResult;
RunResult run(const std::string& command) { return fusescope::testdata::runCommand(command); }

std::string script() { return "python3 '" + (fs::path(FUSESCOPE_SOURCE_DIR) / "scripts" / "fusescope-capture").string() + "'"; }

bool havePython() { return run("python3 -c pass").exitCode == 0; }

// Stands in for `python train.py`: checks the environment, writes a graph folder and a log line.
constexpr const char* kFakeProgram = R"(import os, sys
env = os.environ
assert env["TORCH_COMPILE_DEBUG"] == "1", env.get("TORCH_COMPILE_DEBUG")
assert "+fusion" in env["TORCH_LOGS"], env["TORCH_LOGS"]
assert "ir_pre_fusion" in env["TORCH_LOGS"] and "ir_post_fusion" in env["TORCH_LOGS"], env["TORCH_LOGS"]
assert env["TORCHINDUCTOR_FX_GRAPH_CACHE"] == "0" and env["TORCHINDUCTOR_AUTOGRAD_CACHE"] == "0"
g = os.path.join(env["TORCH_COMPILE_DEBUG_DIR"], "torch_compile_debug", "run_1-pid_1", "torchinductor", "model__0_forward_1.0")
os.makedirs(g)
open(os.path.join(g, "ir_pre_fusion.txt"), "w").write("op0: SchedulerNode(ComputedBuffer)\n")
open(env["TORCH_LOGS_OUT"], "w").write("===== attempting fusion (1/10): 1 nodes =====\n")
print("argv", sys.argv[1:])
)";

TEST(FusescopeCapture, SetsTheEnvironmentAndPrintsTheCommand) {
  if (!havePython()) GTEST_SKIP() << "no python3";
  fusescope::testdata::ScratchDir scratch("capture_script");
  fusescope::testdata::writeFile(scratch.path / "train.py", kFakeProgram);
  const fs::path out = scratch.path / "out";
  const RunResult r = run(script() + " --out '" + out.string() + "' -- python3 '" + (scratch.path / "train.py").string() + "' --lr 1");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("argv ['--lr', '1']"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 graph(s)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("fusescope " + (out / "torch_compile_debug").string()), std::string::npos) << r.output;
  EXPECT_TRUE(fs::exists(out / "fusion.log"));

  // The same --out again: TORCH_LOGS_OUT would append to the old log.
  const RunResult again = run(script() + " --out '" + out.string() + "' -- python3 '" + (scratch.path / "train.py").string() + "'");
  EXPECT_NE(again.exitCode, 0);
  EXPECT_NE(again.output.find("not an empty folder"), std::string::npos) << again.output;
}

// Stands in for torch: just enough of torch._inductor.config for the script's hook to set knobs on.
constexpr const char* kFakeInductorConfig = R"(max_fusion_size = 64
post_grad_custom_post_pass = None
class triton:
    mix_order_reduction = True
)";

// Stands in for one rank of `torchrun --nproc_per_node 2 train.py`: imports the config the way Inductor
// does and checks what the capture script set there.
constexpr const char* kFakeRank = R"(import os, sys
import torch._inductor.config as config
assert config.max_fusion_size == 4, config.max_fusion_size
assert config.triton.mix_order_reduction is False
assert callable(config.post_grad_custom_post_pass), "no module-path pass"
assert os.environ["TORCH_LOGS_OUT"].endswith("fusion.log")
rank = os.environ["RANK"]
g = os.path.join(os.environ["TORCH_COMPILE_DEBUG_DIR"], "torch_compile_debug", "run_1-pid_" + str(os.getpid()),
                 "torchinductor", "model__0_forward_1.0")
os.makedirs(g)
open(os.path.join(g, "ir_pre_fusion.txt"), "w").write("op0: SchedulerNode(ComputedBuffer)\n")
with open(os.environ["TORCH_LOGS_OUT"], "a") as log:
    log.write("[rank%s]:===== attempting fusion (1/10): 1 nodes =====\n" % rank)
print("rank", rank, "ok")
)";

// Stands in for torchrun: a launcher that starts each rank as a new Python process.
constexpr const char* kFakeLauncher = R"(import os, subprocess, sys
for rank in range(int(sys.argv[1])):
    env = dict(os.environ, RANK=str(rank))
    if subprocess.call([sys.executable, sys.argv[2]], env=env) != 0:
        sys.exit(1)
)";

}  // namespace

TEST(FusescopeCapture, KnobsAndModulePathsReachEveryRankOfALauncher) {
  if (!havePython()) GTEST_SKIP() << "no python3";
  fusescope::testdata::ScratchDir scratch("capture_script");
  fs::create_directories(scratch.path / "site" / "torch" / "_inductor");
  fusescope::testdata::writeFile(scratch.path / "site" / "torch" / "__init__.py", "");
  fusescope::testdata::writeFile(scratch.path / "site" / "torch" / "_inductor" / "__init__.py", "");
  fusescope::testdata::writeFile(scratch.path / "site" / "torch" / "_inductor" / "config.py", kFakeInductorConfig);
  fusescope::testdata::writeFile(scratch.path / "rank.py", kFakeRank);
  fusescope::testdata::writeFile(scratch.path / "launch.py", kFakeLauncher);
  const fs::path out = scratch.path / "out";
  const RunResult r = run("PYTHONPATH='" + (scratch.path / "site").string() + "' " + script() + " --out '" + out.string() +
                          "' --set max_fusion_size=4 --set triton.mix_order_reduction=False -- python3 '" +
                          (scratch.path / "launch.py").string() + "' 2 '" + (scratch.path / "rank.py").string() + "'");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("rank 0 ok"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("rank 1 ok"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("2 graph(s)"), std::string::npos) << r.output;
  // Two run_*-pid_N folders: the printed commands pick a rank and compare them all.
  EXPECT_NE(r.output.find("--rank 1"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("--all-ranks"), std::string::npos) << r.output;
}

TEST(FusescopeCapture, RefusesWhatItCannotRun) {
  if (!havePython()) GTEST_SKIP() << "no python3";
  fusescope::testdata::ScratchDir scratch("capture_script");
  const std::string out = " --out '" + (scratch.path / "out").string() + "'";
  const RunResult missing = run(script() + out + " --set max_fusion_size=4 -- ./no-such-launcher.sh");
  EXPECT_NE(missing.exitCode, 0);
  EXPECT_NE(missing.output.find("cannot run"), std::string::npos) << missing.output;
  const RunResult badSet = run(script() + out + " --set max_fusion_size -- python3 x.py");
  EXPECT_NE(badSet.exitCode, 0);
  EXPECT_NE(badSet.output.find("KEY=VALUE"), std::string::npos) << badSet.output;
  EXPECT_FALSE(fs::exists(scratch.path / "out"));  // nothing created for a refused command
  const RunResult noProgram = run(script() + out);
  EXPECT_NE(noProgram.exitCode, 0);
  EXPECT_NE(noProgram.output.find("no program"), std::string::npos) << noProgram.output;
}
