#include "check/junit_report.h"

#include <sstream>

#include <fmt/format.h>
#include <pugixml.hpp>

#include "check/check_text.h"

namespace fusescope::check {

std::string junitXml(const std::vector<GraphCheck>& checks) {
  pugi::xml_document doc;
  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node suites = doc.append_child("testsuites");
  suites.append_attribute("name") = "fusescope check";
  int tests = 0, failures = 0;
  for (const GraphCheck& g : checks) {
    pugi::xml_node suite = suites.append_child("testsuite");
    const std::string label = graphLabel(g);
    suite.append_attribute("name") = label.c_str();
    suite.append_attribute("tests") = static_cast<int>(g.results.size());
    suite.append_attribute("failures") = g.failed();
    suite.append_attribute("errors") = 0;
    pugi::xml_node props = suite.append_child("properties");
    auto property = [&](const char* name, const std::string& value) {
      pugi::xml_node p = props.append_child("property");
      p.append_attribute("name") = name;
      p.append_attribute("value") = value.c_str();
    };
    property("kernels", std::to_string(g.kernels));
    property("kernels_from", g.kernelsNote);
    for (const ExpectationResult& r : g.results) {
      pugi::xml_node tc = suite.append_child("testcase");
      tc.append_attribute("classname") = label.c_str();
      tc.append_attribute("name") = r.expectation.text().c_str();
      if (!r.expectation.file.empty())
        tc.append_attribute("file") = r.expectation.file.c_str();
      if (r.expectation.line > 0) tc.append_attribute("line") = r.expectation.line;
      const std::string body = fmt::format("{}\n", fmt::join(detailLines(r, g), "\n"));
      if (r.met) {
        tc.append_child("system-out").text() = fmt::format("{}\n{}", r.summary, body).c_str();
        continue;
      }
      pugi::xml_node failure = tc.append_child("failure");
      failure.append_attribute("message") = headline(r).c_str();
      failure.append_attribute("type") = toString(r.expectation.kind);
      failure.text() = body.c_str();
    }
    tests += static_cast<int>(g.results.size());
    failures += g.failed();
  }
  suites.append_attribute("tests") = tests;
  suites.append_attribute("failures") = failures;
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
  return out.str();
}

}  // namespace fusescope::check
