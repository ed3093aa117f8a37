#include "check/expectation_file.h"

#include <charconv>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "util/import_error.h"

namespace fusescope::check {

const char* toString(ExpectationKind kind) {
  switch (kind) {
    case ExpectationKind::Fused: return "fused";
    case ExpectationKind::Apart: return "apart";
    case ExpectationKind::MaxKernels: return "max-kernels";
  }
  return "?";
}

std::string Expectation::text() const {
  if (!label.empty()) return label;
  if (kind == ExpectationKind::MaxKernels) return fmt::format("max-kernels {}", maxKernels);
  return fmt::format("{} {}", toString(kind), fmt::join(selectors, " "));
}

namespace {

// Selectors are separated by spaces and/or commas.
std::vector<std::string> splitSelectors(std::string_view s) {
  std::vector<std::string> out;
  std::string current;
  for (char c : s) {
    if (c == ',' || c == ' ' || c == '\t') {
      if (!current.empty()) out.push_back(std::move(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) out.push_back(std::move(current));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

int positiveCount(std::string_view s) {
  int value = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size() || value < 1) return -1;
  return value;
}

// The expectation of one line's words after the keyword; throws std::invalid_argument with the problem.
Expectation expectation(ExpectationKind kind, std::string_view rest) {
  Expectation e;
  e.kind = kind;
  if (kind == ExpectationKind::MaxKernels) {
    e.maxKernels = positiveCount(trim(rest));
    if (e.maxKernels < 0)
      throw std::invalid_argument(fmt::format("max-kernels takes a count of 1 or more, not '{}'", trim(rest)));
    return e;
  }
  e.selectors = splitSelectors(rest);
  if (kind == ExpectationKind::Fused && e.selectors.empty())
    throw std::invalid_argument("fused names no node (give node names, FX nodes, ATen ops or file.py:LINE)");
  if (kind == ExpectationKind::Apart && e.selectors.size() != 2)
    throw std::invalid_argument(fmt::format("apart takes exactly two selectors, not {}", e.selectors.size()));
  return e;
}

}  // namespace

std::vector<Expectation> parseExpectations(std::string_view text, const std::string& fileName) {
  std::vector<Expectation> out;
  std::string graph;
  int lineNo = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNo;
    if (const size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    line = trim(line);
    if (line.empty()) {
      if (end == text.size()) break;
      continue;
    }
    const size_t space = line.find_first_of(" \t");
    const std::string_view keyword = line.substr(0, space);
    const std::string_view rest = space == std::string_view::npos ? std::string_view() : trim(line.substr(space));
    try {
      if (keyword == "graph") {
        if (rest.empty() || rest.find_first_of(" \t") != std::string_view::npos)
          throw std::invalid_argument("graph takes one graph name, e.g. `graph 0_backward_3.1`");
        graph = std::string(rest);
        continue;
      }
      ExpectationKind kind;
      if (keyword == "fused") kind = ExpectationKind::Fused;
      else if (keyword == "apart") kind = ExpectationKind::Apart;
      else if (keyword == "max-kernels") kind = ExpectationKind::MaxKernels;
      else
        throw std::invalid_argument(fmt::format("unknown keyword '{}' (expected fused, apart, max-kernels or graph)", keyword));
      Expectation e = expectation(kind, rest);
      e.graph = graph;
      e.file = fileName;
      e.line = lineNo;
      out.push_back(std::move(e));
    } catch (const std::invalid_argument& err) {
      throw ImportError(fileName, lineNo, err.what());
    }
    if (end == text.size()) break;
  }
  if (out.empty()) throw ImportError(fileName, 0, "no expectation (fused, apart or max-kernels lines)");
  return out;
}

std::vector<Expectation> readExpectationFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ImportError(path, 0, "cannot open the expectations file");
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  if (text.find('\0') != std::string::npos) throw ImportError(path, 0, "not a text file (holds NUL bytes)");
  return parseExpectations(text, path);
}

Expectation expectationFromOption(ExpectationKind kind, const std::string& value, const std::string& option) {
  try {
    Expectation e = expectation(kind, value);
    e.file = option;
    return e;
  } catch (const std::invalid_argument& err) {
    throw ImportError(option, 0, err.what());
  }
}

}  // namespace fusescope::check
