// A loop body (`opN_loop_body`) parsed into statements both code generators walk: each printed line
// `name = ops.add(a, b)` / `self.get_index('index0')` / `self.masked_subblock1(lt, 0.0)` /
// `self.set_indirect0(load)` / `reduction[0]` / `return x` becomes one LoopStatement.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "graph/graph.h"

namespace fusescope {

struct LoopStatement {
  enum class Kind { Op, GetIndex, Masked, SetIndirect, GetItem, Return, Unknown } kind = Kind::Unknown;
  std::string result;              // left-hand side ("" for return)
  std::string op;                  // Op: "load", "add", ...; Masked: the sub-block name; GetIndex: index name
  std::vector<std::string> args;   // positional arguments as printed
  std::map<std::string, std::string> kwargs;  // e.g. src_dtype
  int item = 0;                    // GetItem: the tuple position
  std::string text;                // the line as printed
};

struct LoopBlockProgram {
  std::string name;                // "body", "masked_subblock1"
  std::vector<LoopStatement> statements;
};

struct LoopBodyProgram {
  std::vector<NamedExpr> varRanges;
  std::map<std::string, std::string> indices;  // index0 -> "2048*p0 + p1"
  std::map<std::string, LoopBlockProgram> blocks;
  const LoopBlockProgram* body() const;
};

LoopStatement parseLoopStatement(const std::string& line);
LoopBodyProgram parseLoopBody(const LoopBody& body);

// 'buf0' -> buf0 (Python string literal to its text).
std::string unquote(const std::string& s);

}  // namespace fusescope
