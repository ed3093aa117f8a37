// Export failures (unwritable path, renderer error) with a message naming the file and the cause.
#pragma once

#include <stdexcept>

namespace fusescope {

class ExportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace fusescope
