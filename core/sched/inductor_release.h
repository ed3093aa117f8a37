// The PyTorch releases whose Inductor scheduler FuseScope ports, as one engine with per-release deltas
// (sched/inductor211/ holds the engine; each rule, reason and knob default names the releases it holds
// for). A capture is replayed with the release that compiled it, read from fx_graph_runnable.py's
// `# torch version:` line; a release FuseScope does not model (2.12, a nightly) gets the nearest modelled
// one at or below it, and the user is told.
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace fusescope::sched {

struct InductorRelease {
  int major = 2;
  int minor = 11;
  auto operator<=>(const InductorRelease&) const = default;
  std::string text() const;  // "2.13"
};

// Every modelled release, oldest first; an index into this array is a release's column in the rule table.
inline constexpr std::array<InductorRelease, 5> kModelledReleases = {{{2, 11}, {2, 12}, {2, 13}, {2, 14}, {2, 15}}};
inline constexpr std::size_t kReleaseCount = kModelledReleases.size();
// The exact version each release's port and rule lines were read from (kModelledReleases' order).
inline constexpr std::array<std::string_view, kReleaseCount> kReleaseSourceVersions = {"2.11.0", "2.12.0", "2.13.0",
                                                                                       "2.14.1", "2.15.0"};

// The column of `release` in kModelledReleases; throws std::invalid_argument for one not modelled.
std::size_t releaseIndex(InductorRelease release);

// kReleaseSourceVersions' entry of a modelled release: "2.14.1".
std::string releaseSourceVersion(InductorRelease release);

// "2.13" from "2.13", "2.13.0", "2.13.0+cpu", "2.16.0.dev20261101"; nullopt for anything else.
std::optional<InductorRelease> parseRelease(std::string_view version);

// Which modelled release replays a capture compiled by `torchVersion` (empty: the capture does not say).
struct ReleaseChoice {
  InductorRelease release;   // the modelled release used
  bool exact = false;        // the capture's own release is modelled
  std::string captured;      // the capture's version as written ("2.12.0+cu128"), or empty
  std::string note() const;  // one line for the trust line and `info`: "" when exact
};
ReleaseChoice chooseRelease(std::string_view torchVersion);

// How far the port of `release` is verified against real captures, in one line for `info` and the trust
// line: which captures reproduce identically and which rules are ported from source only.
std::string releaseVerification(InductorRelease release);

// The policy name of a modelled release: "inductor-2.13".
std::string inductorPolicyName(InductorRelease release);
// The release a policy name names ("inductor-2.13" -> 2.13); nullopt for other policies.
std::optional<InductorRelease> releaseOfPolicy(std::string_view policy);

}  // namespace fusescope::sched
