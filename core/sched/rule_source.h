// Where a refusal reason is written in the Inductor sources a policy ports: "Why not fused?" points the
// engineer at the rule itself (torch/_inductor/scheduler.py:5643, Scheduler.can_fuse_vertical).
#pragma once

#include <string>

#include <fmt/format.h>

namespace fusescope::sched {

struct RuleSource {
  std::string file;      // relative to site-packages: "torch/_inductor/scheduler.py"
  int line = 0;          // the line holding the reason text
  std::string function;  // the enclosing function: "Scheduler.can_fuse_vertical"
  std::string version;   // the PyTorch version those lines are from: "2.11.0"
  // What that line says of the words shown, where they are not its own (the 2023 seed returns a bare
  // False); empty where the line writes the reason.
  std::string note;
};

// "torch/_inductor/scheduler.py:5643, Scheduler.can_fuse_vertical (PyTorch 2.11.0)", and the note: the one
// wording the CLI, the reports and the window give.
inline std::string ruleSourceText(const RuleSource& s) {
  std::string out = fmt::format("{}:{}, {} (PyTorch {})", s.file, s.line, s.function, s.version);
  if (!s.note.empty()) out += "; " + s.note;
  return out;
}

}  // namespace fusescope::sched
