#include "import/recorded_size_hints.h"

#include <cctype>
#include <charconv>
#include <optional>
#include <vector>

#include "util/python_repr.h"

namespace fusescope {

namespace {

bool isSymbol(std::string_view s) {
  // Backed size symbols: s0, s33 (unbacked u0 are never inputs).
  if (s.size() < 2 || s[0] != 's') return false;
  for (size_t i = 1; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

std::optional<int64_t> integer(std::string_view s) {
  s = pyrepr::trim(s);
  int64_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// The text between the bracket at `open` and its match (exclusive); npos-safe.
std::string_view inside(std::string_view text, size_t open) {
  int depth = 0;
  for (size_t i = open; i < text.size(); ++i) {
    if (text[i] == '(' || text[i] == '[') ++depth;
    if ((text[i] == ')' || text[i] == ']') && --depth == 0) return text.substr(open + 1, i - open - 1);
  }
  return {};
}

struct InputType {
  std::string symbol;                  // `Sym(s33)`
  std::vector<std::string> dims;       // `f32[s33, s50, 256]`
};

// forward(self, name: "TYPE", ...) of fx_graph_readable.py.
std::map<std::string, InputType> forwardInputs(std::string_view fx) {
  std::map<std::string, InputType> out;
  const size_t def = fx.find("def forward(self");
  if (def == std::string_view::npos) return out;
  for (std::string_view arg : pyrepr::splitTopLevel(inside(fx, fx.find('(', def)))) {
    const size_t colon = arg.find(':');
    const size_t q1 = arg.find('"'), q2 = arg.rfind('"');
    if (colon == std::string_view::npos || q1 == std::string_view::npos || q2 <= q1) continue;
    const std::string name(pyrepr::trim(arg.substr(0, colon)));
    const std::string_view type = arg.substr(q1 + 1, q2 - q1 - 1);
    InputType t;
    if (type.substr(0, 4) == "Sym(" && type.back() == ')') {
      t.symbol = std::string(type.substr(4, type.size() - 5));
    } else if (const size_t b = type.find('['); b != std::string_view::npos) {
      for (std::string_view d : pyrepr::splitTopLevel(inside(type, b))) t.dims.emplace_back(pyrepr::trim(d));
    }
    out[name] = std::move(t);
  }
  return out;
}

}  // namespace

std::map<std::string, int64_t> recordedSizeHints(std::string_view fxGraphReadable, std::string_view outputCode) {
  std::map<std::string, int64_t> hints;
  const auto inputs = forwardInputs(fxGraphReadable);
  const size_t args = outputCode.find("def get_args():");
  if (inputs.empty() || args == std::string_view::npos) return hints;
  size_t pos = outputCode.find('\n', args);
  while (pos != std::string_view::npos && pos + 1 < outputCode.size()) {
    const size_t end = outputCode.find('\n', pos + 1);
    const std::string_view line = outputCode.substr(pos + 1, end == std::string_view::npos ? std::string_view::npos : end - pos - 1);
    pos = end;
    const std::string_view t = pyrepr::trim(line);
    if (t.substr(0, 6) == "return" || (!line.empty() && line[0] != ' ')) break;
    const size_t eq = t.find(" = ");
    if (eq == std::string_view::npos) continue;
    const auto input = inputs.find(std::string(t.substr(0, eq)));
    if (input == inputs.end()) continue;
    const std::string_view value = t.substr(eq + 3);
    if (!input->second.symbol.empty()) {
      if (const auto v = integer(value); v && isSymbol(input->second.symbol)) hints.emplace(input->second.symbol, *v);
    } else if (value.substr(0, 12) == "rand_strided") {
      const size_t call = value.find('(');   // rand_strided((3, 100), (100, 1), ...): the first tuple
      const std::string_view shape = inside(value, value.find('(', call + 1));
      const auto sizes = pyrepr::splitTopLevel(shape);
      for (size_t i = 0; i < sizes.size() && i < input->second.dims.size(); ++i)
        if (const auto v = integer(sizes[i]); v && isSymbol(input->second.dims[i])) hints.emplace(input->second.dims[i], *v);
    }
  }
  return hints;
}

std::map<std::string, int64_t> runnableSizeHints(std::string_view fxGraphRunnable) {
  std::map<std::string, int64_t> hints;
  size_t pos = 0;
  while (pos < fxGraphRunnable.size()) {
    size_t end = fxGraphRunnable.find('\n', pos);
    if (end == std::string_view::npos) end = fxGraphRunnable.size();
    const std::string_view line = fxGraphRunnable.substr(pos, end - pos);
    pos = end + 1;
    const size_t eq = line.find(" = ");
    if (eq == std::string_view::npos || !isSymbol(line.substr(0, eq))) continue;
    if (const auto v = integer(line.substr(eq + 3))) hints.emplace(std::string(line.substr(0, eq)), *v);
  }
  return hints;
}

}  // namespace fusescope
