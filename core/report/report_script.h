// The report page's script and style sheet: filters on the Decisions table, and a click on a node name
// that shows the node in the picture. Plain JavaScript, no library, nothing fetched.
#pragma once

namespace fusescope::report {

extern const char* const kReportScript;
extern const char* const kReportStyle;

}  // namespace fusescope::report
