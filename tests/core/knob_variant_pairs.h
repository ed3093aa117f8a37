// Real Inductor runs under changed config (tests/data/knobs) paired with the capture of the same graph
// under the default config, and the two real post-fusion results read straight from ir_post_fusion.txt
// (not through FuseScope's analysis code), for the what-if and capture-diff tests.
#pragma once

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "capture_test_data.h"
#include "graph/graph.h"

namespace fusescope::testdata {

struct KnobVariantPair {
  std::string variant;                     // "gpt2-aggr"
  std::filesystem::path defaultGraph;      // the same graph captured under the default config
  std::filesystem::path changedGraph;      // tests/data/knobs/VARIANT/MODEL/GRAPH
  std::vector<std::pair<std::string, std::string>> knobs;  // config.json: key, value as --set takes it
  bool samePreFusionIr = true;             // the knob leaves ir_pre_fusion.txt as it is
};

inline std::filesystem::path knobRoot() { return std::filesystem::path(FUSESCOPE_TEST_DATA) / "knobs"; }

inline std::vector<std::pair<std::string, std::string>> knobsOf(const std::filesystem::path& modelFolder) {
  std::vector<std::pair<std::string, std::string>> out;
  auto json = nlohmann::json::parse(readFile(modelFolder / "config.json"));
  for (const auto& [key, value] : json.items())
    out.emplace_back(key, value.is_boolean() ? (value.get<bool>() ? "true" : "false") : value.dump());
  return out;
}

// Every variant whose default counterpart is here (gpt2 forward only with ../shared/captures).
inline std::vector<KnobVariantPair> knobVariantPairs() {
  namespace fs = std::filesystem;
  const fs::path captures = testCaptures(), knobs = knobRoot();
  std::vector<KnobVariantPair> out;
  auto add = [&](const std::string& variant, const fs::path& changed, const fs::path& base, bool sameIr) {
    if (!fs::exists(base / "ir_pre_fusion.txt") || !fs::exists(changed / "ir_pre_fusion.txt")) return;
    out.push_back({variant, base, changed, knobsOf(changed.parent_path()), sameIr});
  };
  add("gpt2-aggr", knobs / "gpt2-aggr/gpt2_train/0_backward_3.1", captures / "gpt2_train/0_backward_3.1", true);
  add("gpt2-combo", knobs / "gpt2-combo/gpt2_train/0_backward_3.1", captures / "gpt2_train/0_backward_3.1", true);
  add("gpt2-nolof", knobs / "gpt2-nolof/gpt2_train/0_backward_3.1", captures / "gpt2_train/0_backward_3.1", false);
  add("gpt2-maxsize4", knobs / "gpt2-maxsize4/gpt2_train/0_forward_1.0", sharedCaptures() / "gpt2_train/0_forward_1.0", true);
  add("convnext-nolof", knobs / "convnext-nolof/convnext_train/0_forward_1.0",
      sharedCaptures() / "convnext_train/0_forward_1.0", false);
  add("red-maxsize2", knobs / "red-maxsize2/reductions/0_inference_0.0", captures / "reductions/0_inference_0.0", true);
  add("mm-epifirst", knobs / "mm-epifirst/mm_epilogue_autotune/0_inference_0.0",
      captures / "mm_epilogue_autotune/0_inference_0.0", true);
  for (const char* model : {"layernorm_bwd_large", "rmsnorm_bwd_large"})
    add("mix-off", knobs / "mix-off" / model / "0_backward_3.1", knobs / "mix-default" / model / "0_backward_3.1", true);
  return out;
}

// Inductor's kernels as sets of node names, straight from the recorded ir_post_fusion.txt.
using NameSet = std::set<std::string>;
inline std::set<NameSet> recordedKernels(const Graph& g) {
  std::set<NameSet> out;
  for (const RecordedKernel& k : g.inductor.kernels)
    out.insert(k.members.empty() ? NameSet{k.name} : NameSet(k.members.begin(), k.members.end()));
  return out;
}

// Pairs of nodes one real run put in one kernel and the other did not.
inline std::vector<std::pair<std::string, std::string>> pairsOnlyFusedIn(const std::set<NameSet>& fusedIn,
                                                                         const std::set<NameSet>& other) {
  std::map<std::string, const NameSet*> kernelOf;
  for (const NameSet& k : other)
    for (const auto& n : k) kernelOf[n] = &k;
  std::vector<std::pair<std::string, std::string>> out;
  for (const NameSet& k : fusedIn)
    for (auto x = k.begin(); x != k.end(); ++x)
      for (auto y = std::next(x); y != k.end(); ++y)
        if (kernelOf[*x] != kernelOf[*y] || !kernelOf[*x]) out.emplace_back(*x, *y);
  return out;
}

}  // namespace fusescope::testdata
