// scripts/fusescope-capture without PyTorch: a stand-in program checks the environment the script sets and
// writes what Inductor would (a graph folder and the TORCH_LOGS_OUT log); the script must then print the
// commands that open it, refuse a non-empty --out, and refuse --set for a program it cannot wrap. With
// --profile, a stand-in torch.profiler and CompiledFxGraph check which steps the hook records.
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

namespace {

// Stands in for torch with --profile: torch.profiler records what happens between start() and stop() (the
// program writes its steps and calls into `events`), and CompiledFxGraph.__call__ is what the hook wraps.
constexpr const char* kFakeProfiler = R"(import enum, gzip, json
class ProfilerActivity(enum.Enum):
    CPU = 0
    CUDA = 1
events = []
class profile:
    def __init__(self, activities, record_shapes=False):
        assert record_shapes and ProfilerActivity.CPU in activities
    def start(self):
        self.first = len(events)
    def stop(self):
        self.recorded = events[self.first:]
    def export_chrome_trace(self, path):
        assert path.endswith(".json.gz"), path
        with gzip.open(path, "wt") as f:
            json.dump({"traceEvents": [{"name": e} for e in self.recorded]}, f)
)";

constexpr const char* kFakeCuda = R"(def is_available(): return False
def is_initialized(): return False
def synchronize(): pass
)";

constexpr const char* kFakeOutputCode = R"(from . import config
import torch.profiler
class CompiledFxGraph:
    __hash__ = None  # a dataclass: not hashable
    def __init__(self, label, source_code):
        self.label, self.source_code, self.cache_key, self._fx_graph_cache_key = label, source_code, "c" + label, None
    def __call__(self, inputs):
        torch.profiler.events.append(self.label)
        return inputs
)";

// A training loop over a forward and a backward graph, each with its debug folder and output_code.py.
constexpr const char* kFakeTrainer = R"(import os, sys
import torch.profiler
from torch._inductor.output_code import CompiledFxGraph
root = os.path.join(os.environ["TORCH_COMPILE_DEBUG_DIR"], "torch_compile_debug", "run_1-pid_%d" % os.getpid(), "torchinductor")
graphs = []
for label, folder in (("fwd", "model__0_forward_1.0"), ("bwd", "model__0_backward_1.1")):
    os.makedirs(os.path.join(root, folder))
    open(os.path.join(root, folder, "ir_pre_fusion.txt"), "w").write("op0: SchedulerNode(ComputedBuffer)\n")
    code = "# %s\ntriton_poi_fused_0 = None\n" % folder
    open(os.path.join(root, folder, "output_code.py"), "w").write(code)
    graphs.append(CompiledFxGraph(label, code))
open(os.environ["TORCH_LOGS_OUT"], "a").write("===== attempting fusion (1/10): 1 nodes =====\n")
for step in range(int(sys.argv[1])):
    torch.profiler.events.append("step%d" % step)
    graphs[0]([]); graphs[1]([])
)";

// What the trace and its graphs.json hold: event names, then each graph's folder and calls, then the call order.
constexpr const char* kReadTrace = R"(import glob, gzip, json, os, sys
out = sys.argv[1]
traces = glob.glob(os.path.join(out, "profile", "trace_rank0_pid*.json.gz"))
assert len(traces) == 1, traces
print(" ".join(e["name"] for e in json.load(gzip.open(traces[0], "rt"))["traceEvents"]))
graphs = json.load(open(traces[0][:-len(".json.gz")] + ".graphs.json"))
print(" ".join("%s:%d" % (os.path.basename(g["folder"]), g["calls"]) for g in graphs["graphs"]))
print("order", graphs["call_order"])
)";

}  // namespace

TEST(FusescopeCapture, ProfilesTheStepsBetweenCallsOfTheFirstCompiledGraph) {
  if (!havePython()) GTEST_SKIP() << "no python3";
  fusescope::testdata::ScratchDir scratch("capture_script");
  const fs::path site = scratch.path / "site";
  fusescope::testdata::writeFile(site / "torch" / "__init__.py", "from . import cuda, profiler\n");
  fusescope::testdata::writeFile(site / "torch" / "cuda.py", kFakeCuda);
  fusescope::testdata::writeFile(site / "torch" / "profiler.py", kFakeProfiler);
  fusescope::testdata::writeFile(site / "torch" / "_inductor" / "__init__.py", "");
  fusescope::testdata::writeFile(site / "torch" / "_inductor" / "config.py", kFakeInductorConfig);
  fusescope::testdata::writeFile(site / "torch" / "_inductor" / "output_code.py", kFakeOutputCode);
  fusescope::testdata::writeFile(scratch.path / "train.py", kFakeTrainer);
  fusescope::testdata::writeFile(scratch.path / "read_trace.py", kReadTrace);
  const auto capture = [&](const std::string& name, const std::string& options, int steps) {
    return run("PYTHONPATH='" + site.string() + "' " + script() + " --out '" + (scratch.path / name).string() + "' " + options +
               " -- python3 '" + (scratch.path / "train.py").string() + "' " + std::to_string(steps));
  };
  const auto readTrace = [&](const std::string& name) {
    return run("python3 '" + (scratch.path / "read_trace.py").string() + "' '" + (scratch.path / name).string() + "'");
  };

  // 6 steps, 2 warm-up, 3 recorded: from just before the forward graph's 3rd call to just before its 6th.
  const RunResult r = capture("out", "--profile 3", 6);
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("profiled 3 step(s)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("fusescope-cli profile " + (scratch.path / "out" / "torch_compile_debug").string() + " --trace " +
                          (scratch.path / "out" / "profile" / "trace_rank0_pid").string()),
            std::string::npos) << r.output;
  const RunResult trace = readTrace("out");
  ASSERT_EQ(trace.exitCode, 0) << trace.output;
  EXPECT_EQ(trace.output,
            "fwd bwd step3 fwd bwd step4 fwd bwd step5\n"
            "model__0_forward_1.0:3 model__0_backward_1.1:3\n"
            "order [0, 1, 0, 1, 0, 1]\n");

  // The program ends after 4 steps with --profile-warmup 1: what was recorded by then is written at exit.
  const RunResult early = capture("early", "--profile 5 --profile-warmup 1", 4);
  ASSERT_EQ(early.exitCode, 0) << early.output;
  EXPECT_NE(early.output.find("profiled 2 of 5 step(s)"), std::string::npos) << early.output;
  const RunResult earlyTrace = readTrace("early");
  ASSERT_EQ(earlyTrace.exitCode, 0) << earlyTrace.output;
  EXPECT_EQ(earlyTrace.output.substr(0, earlyTrace.output.find('\n')), "fwd bwd step2 fwd bwd step3 fwd bwd");

  // Too few steps to start: no trace, the program still succeeds.
  const RunResult none = capture("none", "--profile 1 --profile-warmup 4", 3);
  ASSERT_EQ(none.exitCode, 0) << none.output;
  EXPECT_NE(none.output.find("no profile trace"), std::string::npos) << none.output;
  EXPECT_FALSE(fs::exists(scratch.path / "none" / "profile"));

  const RunResult bad = capture("bad", "--profile 0", 6);
  EXPECT_NE(bad.exitCode, 0);
  EXPECT_NE(bad.output.find("--profile needs a whole number"), std::string::npos) << bad.output;
  const RunResult orphan = capture("orphan", "--profile-warmup 1", 6);
  EXPECT_NE(orphan.exitCode, 0);
  EXPECT_NE(orphan.output.find("--profile-warmup needs --profile"), std::string::npos) << orphan.output;
}
