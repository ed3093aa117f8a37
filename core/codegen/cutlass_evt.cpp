#include "codegen/cutlass_evt.h"

#include <algorithm>

#include <fmt/format.h>

#include "codegen/indented_buffer.h"

namespace fusescope::codegen {
namespace {

std::string pythonTuple(const std::vector<int64_t>& v) {
  if (v.size() == 1) return fmt::format("({},)", v[0]);
  return fmt::format("({})", fmt::join(v, ", "));
}

std::string renderStride(int64_t x) {
  // Empty-base optimisation types for 0 and 1.
  if (x == 0) return "_0{}";
  if (x == 1) return "_1{}";
  return std::to_string(x);
}

const EvtBuffer& lookup(const std::map<std::string, EvtBuffer>& nameToBuffer, const std::string& name) {
  auto it = nameToBuffer.find(name);
  if (it == nameToBuffer.end()) throw std::out_of_range("EVT argument '" + name + "' names no buffer");
  return it->second;
}

// _get_arg_from_node
std::string argFromNode(EvtFieldType type, const EvtBuffer& node, EvtArgRenames& renames) {
  switch (type) {
    case EvtFieldType::Stride: {
      constexpr size_t kDefaultStrideLen = 3;
      if (node.stride.size() > kDefaultStrideLen)
        throw std::runtime_error(fmt::format("EVT stride of {} has {} dimensions; at most 3 are supported", node.name,
                                             node.stride.size()));
      std::vector<int64_t> stride = node.stride;
      stride.resize(kDefaultStrideLen, 0);
      std::vector<std::string> parts;
      for (int64_t s : stride) parts.push_back(renderStride(s));
      return fmt::format("{{{}}}", fmt::join(parts, ", "));
    }
    case EvtFieldType::Pointer: {
      const std::string name = renames.newName(node.name);
      return fmt::format("({}*) ({} + {}_offset)", cutlassCType(node.dtype), name, name);
    }
    case EvtFieldType::Element: return cutlassCType(node.dtype) + "(0)";
    case EvtFieldType::EmptyByte: return "{}";
    case EvtFieldType::Unsupported: break;
  }
  throw std::runtime_error("Unsupported arg type for " + node.name);
}

void renderArgumentType(IndentedBuffer& buffer, const std::string& name, const EvtType& t,
                        const std::map<std::string, EvtBuffer>& nameToBuffer, EvtArgRenames& renames) {
  if (t.kind != EvtType::Kind::Struct) {
    buffer.writeline(fmt::format("{{}}, /* {} */", name));
    return;
  }
  std::vector<std::string> fieldStrs;
  for (const auto& [fname, ftype] : t.fields)
    fieldStrs.push_back(fmt::format("/* {} */ {}", fname, argFromNode(ftype, lookup(nameToBuffer, name), renames)));
  buffer.writeline(fmt::format("{{{}}}, /* {} */", fmt::join(fieldStrs, ", "), name));
}

void renderThreadType(IndentedBuffer& buffer, const std::string& name, const EvtType& t,
                      const std::map<std::string, EvtBuffer>& nameToBuffer, EvtArgRenames& renames) {
  if (t.kind == EvtType::Kind::Visitor) {
    buffer.writeline(fmt::format("{{ /* {} */", name));
    {
      auto indent = buffer.indent();
      for (const auto& [inner, innerT] : t.children) renderThreadType(buffer, inner, innerT, nameToBuffer, renames);
    }
    buffer.writeline("},");
  } else {
    renderArgumentType(buffer, name, t, nameToBuffer, renames);
  }
}

}  // namespace

std::string EvtArgRenames::newName(const std::string& name) {
  if (auto it = renames_.find(name); it != renames_.end()) return it->second;
  std::string n = "ptr_" + std::to_string(renames_.size());
  renames_[name] = n;
  return n;
}

std::string EvtArgRenames::get(const std::string& name) const {
  auto it = renames_.find(name);
  return it == renames_.end() ? name : it->second;
}

bool isContiguousStridesForShape(const std::vector<int64_t>& stride, const std::vector<int64_t>& shape) {
  int64_t expected = 1, expectedMax = 1;
  const size_t n = std::min(stride.size(), shape.size());  // zip
  for (size_t i = n; i-- > 0;) {
    if (shape[i] == 1) continue;
    if (stride[i] != expected && stride[i] != expectedMax) return false;
    expectedMax *= std::max<int64_t>(1, shape[i]);
    expected *= shape[i];
  }
  return true;
}

EvtExampleTensor exampleTensorFromBuffer(const EvtBuffer& buffer) {
  const bool rowMajor = isContiguousStridesForShape(buffer.stride, buffer.size);
  std::vector<int64_t> rs(buffer.stride.rbegin(), buffer.stride.rend()), rsize(buffer.size.rbegin(), buffer.size.rend());
  const bool columnMajor = isContiguousStridesForShape(rs, rsize);
  if (!rowMajor && !columnMajor)
    throw std::runtime_error(fmt::format(
        "Cannot create example tensor for {} with non-contiguous layout, received stride: {} and shape: {}", buffer.name,
        pythonTuple(buffer.stride), pythonTuple(buffer.size)));
  return {buffer.size, rowMajor ? EvtLayoutTag::RowMajor : EvtLayoutTag::ColumnMajor, cutlassDataType(buffer.dtype)};
}

EvtArguments renderEvtArguments(const EvtType& threadType, const std::map<std::string, EvtBuffer>& nameToBuffer) {
  EvtArguments out;
  IndentedBuffer buffer;
  buffer.setTabwidth(2);
  // The outermost thread type is unrolled once: no trailing comma, no indentation of its own braces.
  buffer.writeline("{ /* thread */");
  {
    auto indent3 = buffer.indent(3);
    if (threadType.kind == EvtType::Kind::Visitor) {
      auto indent1 = buffer.indent();
      for (const auto& [name, inner] : threadType.children) renderThreadType(buffer, name, inner, nameToBuffer, out.renames);
    } else {
      renderArgumentType(buffer, "thread", threadType, nameToBuffer, out.renames);
    }
    buffer.writeline("}");
  }
  out.text = buffer.getvalue();
  return out;
}

std::string cutlassCType(const std::string& torchDtype) {
  static const std::map<std::string, std::string> kMap = {
      {"torch.float32", "float"},         {"torch.float64", "double"},       {"torch.float16", "cutlass::half_t"},
      {"torch.int32", "int32_t"},         {"torch.int16", "int16_t"},        {"torch.int8", "int8_t"},
      {"torch.uint8", "uint8_t"},         {"torch.bool", "bool"},            {"torch.bfloat16", "cutlass::bfloat16_t"},
      {"torch.float8_e4m3fn", "cutlass::float_e4m3_t"}};
  auto it = kMap.find(torchDtype);
  if (it == kMap.end()) throw std::out_of_range("no CUTLASS C++ type for " + torchDtype);
  return it->second;
}

std::string cutlassDataType(const std::string& torchDtype) {
  static const std::map<std::string, std::string> kMap = {
      {"torch.float32", "f32"}, {"torch.float64", "f64"}, {"torch.float16", "f16"}, {"torch.bfloat16", "bf16"},
      {"torch.int32", "s32"},   {"torch.int8", "s8"},     {"torch.uint8", "u8"},    {"torch.float8_e4m3fn", "e4m3"},
      {"torch.float8_e5m2", "e5m2"}};
  auto it = kMap.find(torchDtype);
  if (it == kMap.end()) throw std::out_of_range("no CUTLASS DataType for " + torchDtype);
  return it->second;
}

}  // namespace fusescope::codegen
