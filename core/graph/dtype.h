// Bytes per element of a torch dtype as Inductor's dumps print it. One table for the scheduler's memory
// scores, the kernel metrics and the Inspector, so the three never disagree on a buffer's size.
#pragma once

#include <cstdint>
#include <string_view>

namespace fusescope {

// "torch.float32" / "float32" and the C-style aliases ("float", "half", "double", "long"); 0 when unknown.
int64_t knownDtypeBytes(std::string_view dtype);
// As above with 4 for unknown dtypes (what the schedulers assume, as Inductor's float32 default).
int64_t dtypeBytes(std::string_view dtype);

}  // namespace fusescope
