#include "import/torch_version.h"

#include "util/text_lines.h"
#include "util/import_error.h"

#include <fmt/format.h>

#include <cctype>

namespace fusescope {

namespace {

constexpr std::string_view kVersion = "# torch version:";
constexpr std::string_view kGit = "# torch git version:";

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool isHex(std::string_view s) {
  if (s.size() < 7 || s.size() > 64) return false;
  for (char c : s) {
    if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace

std::string torchRelease(std::string_view version) {
  // digits '.' digits, then anything ('.0', 'a0', '+cu130', '.dev20261101').
  std::size_t i = 0;
  while (i < version.size() && std::isdigit(static_cast<unsigned char>(version[i]))) ++i;
  if (i == 0 || i >= version.size() || version[i] != '.') return {};
  std::size_t j = i + 1;
  while (j < version.size() && std::isdigit(static_cast<unsigned char>(version[j]))) ++j;
  if (j == i + 1) return {};
  return std::string(version.substr(0, j));
}

TorchVersion parseTorchVersion(std::string_view runnable, const std::string& file) {
  TorchVersion out;
  const TextLines lines(runnable, file, TextLines::Utf8::Allow);
  for (int i = 1; i <= lines.count(); ++i) {
    const std::string_view line = lines.at(i);
    if (line.substr(0, kVersion.size()) == kVersion) {
      const std::string_view value = trim(line.substr(kVersion.size()));
      if (torchRelease(value).empty())
        throw ImportError(file, i, fmt::format("'{}' is not a PyTorch version (expected e.g. 2.11.0+cu130)", value));
      out.version = std::string(value);
      out.line = i;
    } else if (line.substr(0, kGit.size()) == kGit) {
      const std::string_view value = trim(line.substr(kGit.size()));
      if (!isHex(value)) throw ImportError(file, i, fmt::format("'{}' is not a git commit sha", value));
      out.gitVersion = std::string(value);
    }
  }
  return out;
}

}  // namespace fusescope
