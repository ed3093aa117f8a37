#include "embedded_pattern.h"

// .incbin copies the file into .rodata at assembly time; FUSESCOPE_PATTERN_FILE comes from CMake.
__asm__(".section .rodata\n"
        ".global fusescope_pattern_begin\n"
        ".balign 16\n"
        "fusescope_pattern_begin:\n"
        ".incbin \"" FUSESCOPE_PATTERN_FILE "\"\n"
        ".global fusescope_pattern_end\n"
        "fusescope_pattern_end:\n"
        ".byte 0\n"
        ".previous\n");

extern "C" const char fusescope_pattern_begin[];
extern "C" const char fusescope_pattern_end[];

namespace fusescope::cli {

std::string_view embeddedPatternText() {
  return std::string_view(fusescope_pattern_begin, static_cast<size_t>(fusescope_pattern_end - fusescope_pattern_begin));
}

}  // namespace fusescope::cli
