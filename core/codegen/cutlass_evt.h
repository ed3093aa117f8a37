// The CUTLASS epilogue visitor tree (EVT) pieces of evt_extensions.py that do not need the cutlass
// Python package: example tensors from buffer layouts (row/column-major check), argument renames
// (`ptr_N`) and the argument-type rendering `{ /* thread */ ...}` the C++ template is filled with.
// The visitor type tree CUTLASS would trace is passed in as data (EvtType).
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace fusescope::codegen {

// A buffer as the EVT sees it: name, torch dtype and integer size/stride (size hints applied).
struct EvtBuffer {
  std::string name;
  std::string dtype;             // "torch.float32"
  std::vector<int64_t> size;
  std::vector<int64_t> stride;
};

// EVTArgRenames: buffer name -> "ptr_N" in first-use order.
class EvtArgRenames {
 public:
  std::string newName(const std::string& name);
  std::string get(const std::string& name) const;
  const std::map<std::string, std::string>& renames() const { return renames_; }

 private:
  std::map<std::string, std::string> renames_;
};

enum class EvtLayoutTag { RowMajor, ColumnMajor };

struct EvtExampleTensor {
  std::vector<int64_t> shape;
  EvtLayoutTag layout = EvtLayoutTag::RowMajor;
  std::string element;           // cutlass_library DataType name, e.g. "f32"
};

// create_example_tensors' cutlass_tensor_from_buffer. Throws std::runtime_error with Inductor's
// message for layouts that are neither row- nor column-major.
EvtExampleTensor exampleTensorFromBuffer(const EvtBuffer& buffer);
// ir.is_contiguous_strides_for_shape on integer sizes.
bool isContiguousStridesForShape(const std::vector<int64_t>& stride, const std::vector<int64_t>& shape);

// The ctypes field types an EVT argument struct holds.
enum class EvtFieldType {
  Stride,      // cutlass c_types tuple_factory TupleType -> "{2048, _1{}, _0{}}"
  Pointer,     // ctypes.c_void_p -> "(float*) (ptr_0 + ptr_0_offset)"
  Element,     // a CUTLASS C dtype (element) -> "float(0)"
  EmptyByte,   // EmptyByte -> "{}"
  Unsupported, // anything else -> NotImplementedError
};

// The epilogue thread type tree: a visitor (nested, fields rendered recursively), a plain c_byte
// argument ("{}"), or an argument struct whose fields come from the named buffer.
struct EvtType {
  enum class Kind { Visitor, Byte, Struct } kind = Kind::Byte;
  std::vector<std::pair<std::string, EvtType>> children;                  // Visitor
  std::vector<std::pair<std::string, EvtFieldType>> fields;               // Struct

  // A declared (not aggregate) default constructor: clang with libstdc++ otherwise asks whether EvtType is
  // default-constructible while std::pair<std::string, EvtType> is still incomplete, and fails.
  EvtType();
  static EvtType visitor(std::vector<std::pair<std::string, EvtType>> c);
  static EvtType byte();
  static EvtType argument(std::vector<std::pair<std::string, EvtFieldType>> f);
};

inline EvtType::EvtType() = default;
inline EvtType EvtType::visitor(std::vector<std::pair<std::string, EvtType>> c) {
  EvtType t;
  t.kind = Kind::Visitor;
  t.children = std::move(c);
  return t;
}
inline EvtType EvtType::byte() { return {}; }
inline EvtType EvtType::argument(std::vector<std::pair<std::string, EvtFieldType>> f) {
  EvtType t;
  t.kind = Kind::Struct;
  t.fields = std::move(f);
  return t;
}

struct EvtArguments {
  std::string text;              // the rendered `{ /* thread */ ... }` block
  EvtArgRenames renames;
};

// _render_argument_type. Struct arguments look their buffer up by their field name in `nameToBuffer`
// (std::out_of_range naming it when missing, like Python's KeyError).
EvtArguments renderEvtArguments(const EvtType& threadType, const std::map<std::string, EvtBuffer>& nameToBuffer);

// CUTLASSTemplate._DTYPE_TO_CUTLASS: "torch.float32" -> "float", "torch.float16" -> "cutlass::half_t", ...
std::string cutlassCType(const std::string& torchDtype);
// cutlass_utils.torch_dtype_to_cutlass_type: "torch.float32" -> "f32".
std::string cutlassDataType(const std::string& torchDtype);

}  // namespace fusescope::codegen
