#include "import/fx_graph_inputs.h"

#include <array>
#include <cctype>
#include <utility>

namespace fusescope {

std::string torchDtypeOfAbbreviation(std::string_view a) {
  // torch.fx.graph's dtype_abbrs.
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 22> kDtypes = {{
      {"f32", "torch.float32"},       {"f16", "torch.float16"},     {"bf16", "torch.bfloat16"},
      {"f64", "torch.float64"},       {"i64", "torch.int64"},       {"i32", "torch.int32"},
      {"i16", "torch.int16"},         {"i8", "torch.int8"},         {"u8", "torch.uint8"},
      {"u16", "torch.uint16"},        {"u32", "torch.uint32"},      {"u64", "torch.uint64"},
      {"b8", "torch.bool"},           {"c32", "torch.complex32"},   {"c64", "torch.complex64"},
      {"c128", "torch.complex128"},   {"f8e4m3fn", "torch.float8_e4m3fn"}, {"f8e5m2", "torch.float8_e5m2"},
      {"f8e4m3fnuz", "torch.float8_e4m3fnuz"}, {"f8e5m2fnuz", "torch.float8_e5m2fnuz"},
      {"f8e8m0fnu", "torch.float8_e8m0fnu"}, {"b16", "torch.bits16"},
  }};
  for (const auto& [abbr, name] : kDtypes)
    if (abbr == a) return std::string(name);
  return {};
}

std::map<std::string, Layout> fxGraphInputs(std::string_view text) {
  std::map<std::string, Layout> out;
  const std::size_t def = text.find("def forward(");
  if (def == std::string_view::npos) return out;
  const std::size_t end = text.find("):", def);
  const std::string_view params = text.substr(def, end == std::string_view::npos ? std::string_view::npos : end - def);
  // `name: "dtype[sizes]"`, one after another; anything else (self, Sym(...)) is skipped.
  for (std::size_t at = params.find(": \""); at != std::string_view::npos; at = params.find(": \"", at + 3)) {
    std::size_t nameBegin = at;
    while (nameBegin > 0 && (std::isalnum(static_cast<unsigned char>(params[nameBegin - 1])) || params[nameBegin - 1] == '_')) --nameBegin;
    const std::string_view name = params.substr(nameBegin, at - nameBegin);
    const std::size_t typeBegin = at + 3;
    const std::size_t close = params.find('"', typeBegin);
    if (name.empty() || close == std::string_view::npos) continue;
    const std::string_view type = params.substr(typeBegin, close - typeBegin);
    const std::size_t open = type.find('[');
    if (open == std::string_view::npos || type.back() != ']') continue;
    Layout layout;
    layout.dtype = torchDtypeOfAbbreviation(type.substr(0, open));
    if (layout.dtype.empty()) continue;
    std::string_view dims = type.substr(open + 1, type.size() - open - 2);
    while (!dims.empty()) {
      const std::size_t comma = dims.find(',');
      std::string_view dim = dims.substr(0, comma);
      while (!dim.empty() && dim.front() == ' ') dim.remove_prefix(1);
      while (!dim.empty() && dim.back() == ' ') dim.remove_suffix(1);
      if (!dim.empty()) layout.size.emplace_back(dim);
      if (comma == std::string_view::npos) break;
      dims.remove_prefix(comma + 1);
    }
    layout.text = std::string(type);
    out.emplace(std::string(name), std::move(layout));
  }
  return out;
}

}  // namespace fusescope
