// Which PyTorch compiled a capture. Inductor's debug folder holds fx_graph_runnable.py, a script that
// reruns the graph, and its header says the version it came from:
//   # torch version: 2.11.0+cu130
//   # torch cuda version: 13.0
//   # torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45
// The default policy replays the release this names (sched/inductor_release.h, chooseRelease); a release
// FuseScope does not model gets the nearest modelled one and the user is told.
#pragma once

#include <string>
#include <string_view>

namespace fusescope {

struct TorchVersion {
  std::string version;     // "2.11.0+cu130"; empty when the header does not say
  std::string gitVersion;  // the commit sha, or empty
  int line = 0;            // 1-based line of `# torch version:`
};

// How much of fx_graph_runnable.py is read: the header sits in its first hundred lines, the graph after
// it can be megabytes.
inline constexpr std::size_t kRunnableHeadBytes = 64 * 1024;

// Reads the header comments of fx_graph_runnable.py. Throws ImportError naming `file` and the line when
// a version line is there but is not a version (`# torch version: banana`).
TorchVersion parseTorchVersion(std::string_view runnable, const std::string& file);

// The major.minor release a version string names ("2.11.0a0+git1234" -> "2.11"), or "" when it names none.
std::string torchRelease(std::string_view version);

}  // namespace fusescope
