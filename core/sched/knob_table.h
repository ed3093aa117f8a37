// Every scheduler knob FuseScope models, in one table: its Inductor name, type, lower bound, the
// SchedulerConfig field it sets, which policies read it, when "what would make these fuse?" tries it and
// with which values, where Inductor defines it, and the help text. SchedulerConfig's set/get/keys, whatif's
// candidates, the Config dock's editors, `--set` validation and `fusescope-cli --help` all read this table;
// a new knob is one row here plus the field it sets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sched/inductor_release.h"
#include "sched/scheduler_config.h"

namespace fusescope::sched {

enum class KnobType {
  Bool,         // true/false (also True/False/1/0)
  Int,          // an integer at least KnobSpec::minimum
  OptionalInt,  // Inductor's Optional[int]: None (stored as 0) or an integer at least the minimum
  ReleaseBool,  // a bool whose default depends on the release (stored as -1 "default", 0 or 1)
};

// Which of FuseScope's scheduler policies read a knob (the recorded policy replays Inductor's log and
// reads none).
enum class KnobReaders { EveryPolicy, SeedOnly, LaterInductorOnly };

// When whatif tries a knob: it can only change a graph's kernels where the rule that reads it can fire.
enum class KnobTrial {
  Always,
  TemplateGraphs,   // read only where a template node takes part (epilogue/prologue fusion)
  ReductionGraphs,  // read only where a reduction takes part (mix-order reductions)
  Never,            // a shape, not a fusion knob (unbacked_symint_fallback), or one that only narrows another
};

struct KnobSpec {
  std::string name;                  // Inductor's config name, as --set takes it
  std::vector<std::string> aliases;  // other spellings set accepts (Inductor's name without its section)
  KnobType type;
  int64_t minimum = 0;               // for Int and OptionalInt
  std::variant<bool SchedulerConfig::*, int SchedulerConfig::*, int64_t SchedulerConfig::*> field;
  KnobReaders readers;
  KnobTrial trial;
  std::vector<std::string> tried;    // integer values whatif tries besides the base (booleans flip)
  std::string definedAt;             // where Inductor defines it (torch/_inductor/...)
  std::string help;
  InductorRelease since{2, 11};      // the first modelled release that has the knob
  // From each release on, its default (ReleaseBool knobs); empty: SchedulerConfig{}'s value in every release.
  std::vector<std::pair<InductorRelease, std::string>> releaseDefaults = {};
};

// The table, in the order the CLI, the Config dock and whatif list knobs.
const std::vector<KnobSpec>& knobTable();
// The knob called `name` (or one of its aliases); null when there is none (size_hint.<symbol> is not a row).
const KnobSpec* findKnob(std::string_view name);

// Whether `policy` reads the knob (false for unknown policies and the recorded one).
bool policyReads(const KnobSpec& knob, std::string_view policy);
// The knob's default under `policy`, as get() prints it; nullopt where the policy does not read it.
std::optional<std::string> knobDefault(const KnobSpec& knob, std::string_view policy);
std::string_view knobTypeName(KnobType type);       // "bool", "int", "int or None"
std::string_view knobReadersText(KnobReaders readers);  // "seed, inductor-2.11", …

// One line per knob for `--help`: "  max_fusion_size  int >= 1, default 64 (seed, inductor-2.11): help".
std::string knobHelpText();

}  // namespace fusescope::sched
