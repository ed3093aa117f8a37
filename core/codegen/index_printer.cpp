#include "codegen/index_printer.h"

#include <cctype>
#include <vector>

#include "codegen/output_code_scan.h"
#include "util/python_repr.h"

namespace fusescope::codegen {
namespace {

std::string convert(std::string_view text, IndexDialect d);

std::string call(const std::string& fn, const std::vector<std::string>& a, IndexDialect d) {
  const bool cpp = d == IndexDialect::Cpp;
  if ((fn == "FloorDiv" || fn == "IndexingDiv") && a.size() == 2)
    return cpp ? "c10::div_floor_integer(static_cast<int64_t>(" + a[0] + "), static_cast<int64_t>(" + a[1] + "))"
               : "((" + a[0] + ") // (" + a[1] + "))";
  if (fn == "ModularIndexing" && a.size() == 3) {
    const std::string q = a[1] == "1" ? a[0] : (cpp ? "(" + a[0] + ") / (" + a[1] + ")" : "(" + a[0] + ") // (" + a[1] + ")");
    return "((" + q + ") % (" + a[2] + "))";
  }
  if ((fn == "Mod" || fn == "PythonMod") && a.size() == 2) return "((" + a[0] + ") % (" + a[1] + "))";
  if ((fn == "Min" || fn == "Max") && a.size() >= 2) {
    std::string r = a[0];
    for (size_t i = 1; i < a.size(); ++i)
      r = cpp ? "std::" + std::string(fn == "Min" ? "min" : "max") + "(" + r + ", " + a[i] + ")"
              : "triton_helpers." + std::string(fn == "Min" ? "minimum" : "maximum") + "(" + r + ", " + a[i] + ")";
    return r;
  }
  if (fn == "Abs" && a.size() == 1) return cpp ? "std::abs(" + a[0] + ")" : "tl_math.abs(" + a[0] + ")";
  std::string r = fn + "(";
  for (size_t i = 0; i < a.size(); ++i) r += (i ? ", " : "") + a[i];
  return r + ")";
}

std::string convert(std::string_view text, IndexDialect d) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) ++j;
      const std::string name(text.substr(i, j - i));
      if (j < text.size() && text[j] == '(') {
        int depth = 0;
        size_t k = j;
        for (; k < text.size(); ++k) {
          if (text[k] == '(') ++depth;
          if (text[k] == ')' && --depth == 0) break;
        }
        std::vector<std::string> args;
        for (std::string_view a : pyrepr::splitTopLevel(text.substr(j + 1, k - j - 1))) args.push_back(convert(a, d));
        out += call(name, args, d);
        i = k + 1;
        continue;
      }
      out += name;
      i = j;
      continue;
    }
    if (d == IndexDialect::Cpp && c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      out += '/';  // non-negative index arithmetic: C++ division floors too
      i += 2;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

}  // namespace

std::string printIndex(std::string_view canonicalText, IndexDialect dialect) { return convert(canonicalText, dialect); }

}  // namespace fusescope::codegen
