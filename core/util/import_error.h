// Bad input is reported as an ImportError naming the file and the line, never as a crash or a
// silent partial result. The CLI maps it to exit code 2, the GUI to a dialog.
#pragma once

#include <stdexcept>
#include <string>

namespace fusescope {

class ImportError : public std::runtime_error {
 public:
  ImportError(std::string file, int line, const std::string& message)
      : std::runtime_error(format(file, line, message)), file_(std::move(file)), line_(line), message_(message) {}

  const std::string& file() const { return file_; }
  int line() const { return line_; }                // 1-based; 0 when the whole file is at fault
  const std::string& message() const { return message_; }

 private:
  static std::string format(const std::string& file, int line, const std::string& message) {
    return line > 0 ? file + ":" + std::to_string(line) + ": " + message : file + ": " + message;
  }
  std::string file_;
  int line_;
  std::string message_;
};

}  // namespace fusescope
