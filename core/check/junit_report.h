// JUnit XML of a check, the format every CI system shows: one <testsuite> per graph, one <testcase> per
// expectation, a failing one with its headline as the message and detailLines as the body.
#pragma once

#include <string>
#include <vector>

#include "check/fusion_check.h"

namespace fusescope::check {

std::string junitXml(const std::vector<GraphCheck>& checks);

}  // namespace fusescope::check
