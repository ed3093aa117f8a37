#include "report/run_index.h"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>
#include <pugixml.hpp>

#include "report/report_script.h"

namespace fusescope::report {

std::string htmlRunIndex(const std::string& run, const std::vector<IndexEntry>& entries, const std::string& generatedBy) {
  pugi::xml_document doc;
  pugi::xml_node html = doc.append_child("html");
  html.append_attribute("lang") = "en";
  pugi::xml_node head = html.append_child("head");
  head.append_child("meta").append_attribute("charset") = "utf-8";
  head.append_child("title").text() = ("FuseScope report: " + run).c_str();
  head.append_child("style").text() = "@@STYLE@@";
  pugi::xml_node body = html.append_child("body");
  body.append_child("h1").text() = ("FuseScope report: " + run).c_str();
  const size_t differing = static_cast<size_t>(std::count_if(entries.begin(), entries.end(), [](const auto& e) { return e.differs; }));
  pugi::xml_node meta = body.append_child("p");
  meta.append_attribute("class") = "meta";
  meta.text() = fmt::format("{} graphs; {} differ from Inductor's own result", entries.size(), differing).c_str();
  pugi::xml_node table = body.append_child("table");
  table.append_attribute("id") = "graphs";
  pugi::xml_node tr = table.append_child("thead").append_child("tr");
  const bool measured = std::any_of(entries.begin(), entries.end(), [](const auto& e) { return !e.measured.empty(); });
  for (const char* h : {"graph", "rank", "nodes", "kernels", "against Inductor"}) tr.append_child("th").text() = h;
  if (measured) tr.append_child("th").text() = "measured GPU time";
  pugi::xml_node tbody = table.append_child("tbody");
  for (const IndexEntry& e : entries) {
    pugi::xml_node row = tbody.append_child("tr");
    if (e.differs) row.append_attribute("class") = "disagrees";
    pugi::xml_node a = row.append_child("td").append_child("a");
    a.append_attribute("href") = e.page.c_str();
    a.text() = e.graph.c_str();
    row.append_child("td").text() = e.rank < 0 ? "" : std::to_string(e.rank).c_str();
    row.append_child("td").text() = std::to_string(e.nodes).c_str();
    row.append_child("td").text() = std::to_string(e.kernels).c_str();
    row.append_child("td").text() = e.trust.c_str();
    if (measured) row.append_child("td").text() = e.measured.c_str();
  }
  if (!generatedBy.empty()) {
    pugi::xml_node p = body.append_child("p");
    p.append_attribute("class") = "meta";
    p.text() = ("Made by " + generatedBy).c_str();
  }
  std::ostringstream out;
  out << "<!DOCTYPE html>\n";
  doc.save(out, "", pugi::format_raw | pugi::format_no_declaration | pugi::format_no_empty_element_tags, pugi::encoding_utf8);
  std::string page = out.str();
  page.replace(page.find("@@STYLE@@"), 9, kReportStyle);
  return page;
}

}  // namespace fusescope::report
