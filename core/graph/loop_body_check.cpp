#include "graph/loop_body_check.h"

#include <string_view>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

namespace fusescope {

namespace {

bool isWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

struct Call {
  std::size_t callee;  // block index
  std::size_t line;    // line index in the caller
};

}  // namespace

std::optional<LoopBodyProblem> checkLoopBody(const LoopBody& body) {
  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t b = 0; b < body.blocks.size(); ++b) {
    if (!index.emplace(body.blocks[b].name, b).second) {
      return LoopBodyProblem{b, 0, fmt::format("block {} is defined twice", body.blocks[b].name)};
    }
  }
  // Calls as printed: `masked_subblock1 = self.masked_subblock1(lt, 0.0)`.
  constexpr std::string_view kCall = "self.masked_subblock";
  std::vector<std::vector<Call>> calls(body.blocks.size());
  for (std::size_t b = 0; b < body.blocks.size(); ++b) {
    const auto& lines = body.blocks[b].lines;
    for (std::size_t l = 0; l < lines.size(); ++l) {
      const std::string_view text = lines[l];
      for (std::size_t at = text.find(kCall); at != std::string_view::npos; at = text.find(kCall, at + 1)) {
        std::size_t end = at + 5;  // after "self."
        while (end < text.size() && isWordChar(text[end])) ++end;
        if (end >= text.size() || text[end] != '(') continue;
        const std::string_view name = text.substr(at + 5, end - at - 5);
        auto it = index.find(name);
        if (it == index.end()) {
          return LoopBodyProblem{b, l, fmt::format("calls {}, which the loop body does not define", name)};
        }
        calls[b].push_back({it->second, l});
      }
    }
  }
  // Depth-first from every block, iteratively (the nesting being checked may itself be hostile); a block's
  // height (1 + its deepest callee's) is known once all its callees are done.
  enum : char { kNew, kOpen, kDone };
  std::vector<char> state(body.blocks.size(), kNew);
  std::vector<int> height(body.blocks.size(), 0);
  struct Frame {
    std::size_t block, next;
  };
  for (std::size_t root = 0; root < body.blocks.size(); ++root) {
    if (state[root] != kNew) continue;
    std::vector<Frame> stack{{root, 0}};
    state[root] = kOpen;
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.next == calls[f.block].size()) {
        const std::size_t b = f.block;
        height[b] = 1;
        for (const Call& c : calls[b]) {
          if (height[c.callee] + 1 > height[b]) height[b] = height[c.callee] + 1;
          if (height[b] > kMaxSubblockNesting + 1) {  // + 1: the body itself is not a sub-block
            return LoopBodyProblem{b, c.line, fmt::format("sub-blocks nest more than {} deep", kMaxSubblockNesting)};
          }
        }
        state[b] = kDone;
        stack.pop_back();
        continue;
      }
      const Call call = calls[f.block][f.next++];
      if (state[call.callee] == kOpen) {
        return LoopBodyProblem{f.block, call.line, fmt::format("calls {}, which is already being called (a cycle)",
                                                               body.blocks[call.callee].name)};
      }
      if (state[call.callee] == kDone) continue;
      state[call.callee] = kOpen;
      stack.push_back({call.callee, 0});  // invalidates f
    }
  }
  return std::nullopt;
}

}  // namespace fusescope
