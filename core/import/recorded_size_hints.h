// The sizes a dynamic-shape graph was compiled and run with. Inductor scores fusions with
// `size_hint(s33)`, the example input's size, which the dump does not print; but output_code.py's
// get_args() rebuilds the example inputs (`arg0_1 = 3`, `rand_strided((3, 100), ...)`) and
// fx_graph_readable.py's forward() signature says which symbol each input or dimension is
// (`arg0_1: "Sym(s33)"`, `arg2_1: "i64[s33, s50]"`). Together they give each backed symbol its hint.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace fusescope {

// symbol -> the example input's size ("s33" -> 3); empty for static graphs or when either text lacks the
// parts it needs. A symbol given two different sizes keeps the first (Inductor's inputs agree).
std::map<std::string, int64_t> recordedSizeHints(std::string_view fxGraphReadable, std::string_view outputCode);

// The same hints from fx_graph_runnable.py, which opens with one `s33 = 3` line per backed symbol: the only
// record of them in a capture without output_code.py (a compile stopped after the scheduler, or whose code
// generation failed).
std::map<std::string, int64_t> runnableSizeHints(std::string_view fxGraphRunnable);

}  // namespace fusescope
