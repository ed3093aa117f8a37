#include "sched/inductor_release.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>

#include <fmt/format.h>

namespace fusescope::sched {

namespace {

constexpr std::string_view kInductorPrefix = "inductor-";

// Reads the decimal number at the front of `s`, advancing it; nullopt when there is none.
std::optional<int> takeNumber(std::string_view& s) {
  int value = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end == s.data()) return std::nullopt;
  s.remove_prefix(static_cast<std::size_t>(end - s.data()));
  return value;
}

}  // namespace

std::string InductorRelease::text() const { return fmt::format("{}.{}", major, minor); }

std::size_t releaseIndex(InductorRelease release) {
  const auto it = std::find(kModelledReleases.begin(), kModelledReleases.end(), release);
  if (it == kModelledReleases.end())
    throw std::invalid_argument(fmt::format("PyTorch {} is not a release FuseScope models", release.text()));
  return static_cast<std::size_t>(it - kModelledReleases.begin());
}

std::string releaseSourceVersion(InductorRelease release) {
  return std::string(kReleaseSourceVersions[releaseIndex(release)]);
}

std::optional<InductorRelease> parseRelease(std::string_view version) {
  if (version.empty() || !std::isdigit(static_cast<unsigned char>(version.front()))) return std::nullopt;
  const auto major = takeNumber(version);
  if (!major || version.empty() || version.front() != '.') return std::nullopt;
  version.remove_prefix(1);
  const auto minor = takeNumber(version);
  if (!minor) return std::nullopt;
  return InductorRelease{*major, *minor};
}

ReleaseChoice chooseRelease(std::string_view torchVersion) {
  ReleaseChoice out;
  out.captured = std::string(torchVersion);
  const auto captured = parseRelease(torchVersion);
  if (!captured) {
    out.release = kModelledReleases.front();  // the release of every capture older than version stamps
    return out;
  }
  out.release = kModelledReleases.front();
  for (const InductorRelease r : kModelledReleases)
    if (r <= *captured) out.release = r;
  out.exact = out.release == *captured;
  return out;
}

std::string ReleaseChoice::note() const {
  if (exact) return "";
  if (captured.empty())
    return fmt::format("the capture does not say which PyTorch compiled it; replayed with {}'s rules", release.text());
  return fmt::format("captured with PyTorch {}, which FuseScope does not model; replayed with {}'s rules (the "
                     "nearest modelled release), a replay may differ",
                     captured, release.text());
}

std::string releaseVerification(InductorRelease release) {
  if (release == kModelledReleases.front())
    return "verified identical on real GPU captures (Triton, templates, distributed runs) and CPU captures";
  return fmt::format("verified identical on CPU captures and on H200 graphs compiled through scripts/fake_gpu.py "
                     "(tests/data/versions/{}); rules no capture reaches (templates, combo kernels, staged "
                     "reductions) are ported from {}'s source, unverified",
                     releaseSourceVersion(release), releaseSourceVersion(release));
}

std::string inductorPolicyName(InductorRelease release) { return std::string(kInductorPrefix) + release.text(); }

std::optional<InductorRelease> releaseOfPolicy(std::string_view policy) {
  if (!policy.starts_with(kInductorPrefix)) return std::nullopt;
  const auto release = parseRelease(policy.substr(kInductorPrefix.size()));
  if (!release || inductorPolicyName(*release) != policy) return std::nullopt;
  if (std::find(kModelledReleases.begin(), kModelledReleases.end(), *release) == kModelledReleases.end())
    return std::nullopt;
  return release;
}

}  // namespace fusescope::sched
