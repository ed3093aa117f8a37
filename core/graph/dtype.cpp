#include "graph/dtype.h"

namespace fusescope {

int64_t knownDtypeBytes(std::string_view dtype) {
  if (dtype.rfind("torch.", 0) == 0) dtype.remove_prefix(6);
  if (dtype == "float32" || dtype == "int32" || dtype == "uint32" || dtype == "float") return 4;
  if (dtype == "float16" || dtype == "bfloat16" || dtype == "int16" || dtype == "uint16" || dtype == "half") return 2;
  if (dtype == "float64" || dtype == "int64" || dtype == "uint64" || dtype == "complex64" || dtype == "double" ||
      dtype == "long")
    return 8;
  if (dtype == "int8" || dtype == "uint8" || dtype == "bool" || dtype.rfind("float8", 0) == 0) return 1;
  if (dtype == "complex128") return 16;
  return 0;
}

int64_t dtypeBytes(std::string_view dtype) {
  const int64_t known = knownDtypeBytes(dtype);
  return known == 0 ? 4 : known;
}

}  // namespace fusescope
