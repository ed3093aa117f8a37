// FuseScope's Triton generator on every shared capture: every generated kernel must be valid Python
// (`python3 -m py_compile`, run on all of them in a temp dir), and for Inductor's own kernel groups the
// generated kernel should load and store the same buffers as Inductor's real kernel (reported; >= 90%).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "capture_test_data.h"
#include "codegen/kernel_group.h"
#include "codegen/kernel_linker.h"
#include "codegen/origin_table.h"
#include "codegen/output_code_scan.h"
#include "codegen/triton_codegen.h"
#include "import/capture_loader.h"
#include "sched/scheduler.h"

namespace fs = std::filesystem;
using namespace fusescope;
using namespace fusescope::codegen;

namespace {

// Reuse chains of call() (`buf5 = buf4; del buf4  # reuse`): names of one storage compare equal.
std::map<std::string, std::string> reuseClasses(const std::string& code) {
  std::map<std::string, std::string> parent;
  std::function<std::string(const std::string&)> find = [&](const std::string& x) -> std::string {
    auto it = parent.find(x);
    if (it == parent.end() || it->second == x) return x;
    return it->second = find(it->second);
  };
  std::istringstream in(code);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find("# reuse") == std::string::npos && line.find("# alias") == std::string::npos) continue;
    auto eq = line.find(" = ");
    if (eq == std::string::npos) continue;
    std::string lhs = line.substr(line.find_first_not_of(' '), eq - line.find_first_not_of(' '));
    std::string rhs = line.substr(eq + 3);
    if (rhs.rfind("reinterpret_tensor(", 0) == 0) rhs = rhs.substr(19);
    rhs = rhs.substr(0, rhs.find_first_of(",;) "));
    parent[find(lhs)] = find(rhs);
  }
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : parent) out[k] = find(k);
  return out;
}

std::set<std::string> canonical(const std::vector<std::string>& names, const std::map<std::string, std::string>& cls) {
  std::set<std::string> out;
  for (const auto& n : names) {
    auto it = cls.find(n);
    out.insert(it == cls.end() ? n : it->second);
  }
  return out;
}

}  // namespace

TEST(CodegenTriton, GeneratedKernelsCompileAndMatchInductorsBuffers) {
  const auto folders = fusescope::testdata::sharedGraphs();
  if (folders.empty()) GTEST_SKIP() << "shared captures not found";
  const fs::path dir = fs::temp_directory_path() / fmt::format("fusescope_triton_{}", ::getpid());
  fs::remove_all(dir);
  fs::create_directories(dir);
  int generated = 0, compared = 0, matched = 0, loadsMatched = 0, storesMatched = 0;
  int fsGroups = 0, fsEqual = 0, fsMatched = 0;  // FuseScope's own schedule (policy inductor-2.11)
  std::vector<std::string> mismatches;
  for (const auto& folder : folders) {
    const Graph graph = loadCaptureFolder(folder);
    const std::string text = fusescope::testdata::readFile(folder / "output_code.py");
    const OutputCodeIndex code = scanOutputCode(text);
    const OriginTable origins = OriginTable::fromOutputCode(code);
    const auto classes = reuseClasses(text);
    const auto groups = groupsFromInductor(graph);
    const auto links = linkKernels(graph, groups, code);
    // Does the generated kernel for `g` load and store what the real kernel linked to Inductor's group `i` does?
    auto sameBuffers = [&](const GeneratedKernel& k, size_t i, std::string* why) {
      const CallSite& call = code.calls[static_cast<size_t>(links[i].call)];
      // What the real kernel really loads and stores: parameters under tl.load / tl.store / tl.atomic_add.
      std::vector<std::string> realLoadsV = call.read, realStoresV = call.written;
      if (call.definition >= 0) {
        const auto& def = code.definitions[static_cast<size_t>(call.definition)];
        realLoadsV.clear();
        realStoresV.clear();
        for (size_t a = 0; a < call.args.size() && a < def.params.size(); ++a) {
          const std::string& p = def.params[a];
          auto used = [&](const std::string& fn) {
            return def.source.find(fn + "(" + p + " ") != std::string::npos || def.source.find(fn + "(" + p + ")") != std::string::npos ||
                   def.source.find(fn + "(" + p + ",") != std::string::npos;
          };
          if (used("tl.load")) realLoadsV.push_back(call.args[a]);
          if (used("tl.store") || used("tl.atomic_add")) realStoresV.push_back(call.args[a]);
        }
      }
      const auto rl = canonical(realLoadsV, classes), rs = canonical(realStoresV, classes);
      const auto gl = canonical(k.loads, classes), gs = canonical(k.stores, classes);
      loadsMatched += rl == gl;
      storesMatched += rs == gs;
      if (why && !(rl == gl && rs == gs)) {
        auto join = [](const std::set<std::string>& x) { std::string r; for (auto& y : x) r += y + " "; return r; };
        *why = fmt::format("{} {} ({}): real loads [{}] stores [{}] | generated loads [{}] stores [{}]", folder.filename().string(),
                           groups[i].name, call.callee, join(rl), join(rs), join(gl), join(gs));
      }
      return rl == gl && rs == gs;
    };
    auto generatable = [&](const KernelGroup& g) {
      if (g.kind != "triton" && g.kind != "foreach") return false;
      bool hasBody = false, hasTemplate = false;
      for (NodeId id : g.members) {
        hasBody = hasBody || graph.nodes[static_cast<size_t>(id)].body.has_value();
        hasTemplate = hasTemplate || graph.nodes[static_cast<size_t>(id)].isTemplate();
      }
      return hasBody && !hasTemplate;  // templates: their source is the template's, not a loop body
    };
    int suffix = 0;
    for (size_t i = 0; i < groups.size(); ++i) {
      const KernelGroup& g = groups[i];
      if (!generatable(g)) continue;
      TritonOptions opt;
      opt.suffix = suffix++;
      opt.origins = &origins;
      const GeneratedKernel k = generateTriton(graph, g, opt);
      const std::string file = fmt::format("{}_{}_{}.py", folder.parent_path().filename().string(), folder.filename().string(), k.name);
      std::ofstream(dir / file) << k.source;
      ++generated;
      if (links[i].status != LinkStatus::Linked) continue;
      ++compared;
      std::string why;
      if (sameBuffers(k, i, &why)) {
        ++matched;
      } else if (mismatches.size() < 40) {
        mismatches.push_back(why);
      }
    }
    // FuseScope's own schedule: the groups equal to one of Inductor's (same members) are compared the same way.
    try {
      const auto trace = sched::runScheduler(graph, {}, "inductor-2.11");
      std::map<std::set<NodeId>, size_t> inductorGroup;
      for (size_t i = 0; i < groups.size(); ++i) inductorGroup[{groups[i].members.begin(), groups[i].members.end()}] = i;
      for (const auto& g : groupsFromTrace(graph, trace)) {
        if (!generatable(g)) continue;
        ++fsGroups;
        auto it = inductorGroup.find({g.members.begin(), g.members.end()});
        if (it == inductorGroup.end() || links[it->second].status != LinkStatus::Linked) continue;
        ++fsEqual;
        TritonOptions opt;
        opt.origins = &origins;
        const int l = loadsMatched, st = storesMatched;
        fsMatched += sameBuffers(generateTriton(graph, g, opt), it->second, nullptr);
        loadsMatched = l, storesMatched = st;
      }
    } catch (const std::exception& e) {
      fmt::print("[buffers] {}: FuseScope's scheduler failed: {}\n", folder.string(), e.what());
    }
  }
  // One interpreter for all files: prints the failures, exits non-zero when any fails.
  const std::string script = (dir / "check.py").string();
  std::ofstream(script) << "import py_compile, sys, glob\nbad = 0\nfiles = sorted(glob.glob(sys.argv[1] + '/*.py'))\n"
                           "files = [f for f in files if not f.endswith('check.py')]\n"
                           "for f in files:\n    try:\n        py_compile.compile(f, doraise=True)\n"
                           "    except py_compile.PyCompileError as e:\n        bad += 1\n        print(e.msg)\n"
                           "print(f'[py_compile] {len(files) - bad} / {len(files)} generated Triton kernels compile')\n"
                           "sys.exit(1 if bad else 0)\n";
  const int rc = std::system(fmt::format("python3 {} {}", script, dir.string()).c_str());
  EXPECT_EQ(rc, 0) << "some generated kernels are not valid Python (kept in " << dir << ")";
  for (const auto& m : mismatches) fmt::print("[buffers] mismatch: {}\n", m);
  const double pct = compared ? 100.0 * matched / compared : 100.0;
  fmt::print("[buffers] {} generated kernels; {} compared with Inductor's real kernel: {} load and store the same buffers "
             "({:.1f}%; loads {} , stores {})\n", generated, compared, matched, pct, loadsMatched, storesMatched);
  RecordProperty("buffer_match_percent", fmt::format("{:.1f}", pct));
  fmt::print("[buffers] FuseScope's schedule (inductor-2.11): {} generatable groups, {} equal to Inductor's, {} of those load and "
             "store the same buffers as the real kernel ({:.1f}%)\n", fsGroups, fsEqual, fsMatched, fsEqual ? 100.0 * fsMatched / fsEqual : 100.0);
  if (fsEqual > 0) {
    EXPECT_GE(100.0 * fsMatched / fsEqual, 90.0);
  }
  EXPECT_GE(pct, 90.0);
  if (rc == 0) fs::remove_all(dir);
}
