#include "report/html_report.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include "analysis/inductor_agreement.h"
#include "profile/pair_cost.h"
#include "profile/profile_attribution.h"
#include "report/report_script.h"
#include "source/source_label.h"
#include "util/counted.h"

namespace fusescope::report {

namespace {

// The page is built as a tree and serialized once, so every text is escaped by pugixml; the script and
// the style go in afterwards, verbatim (an HTML parser reads <script> text without entities).
constexpr const char* kScriptSlot = "@@FUSESCOPE_SCRIPT@@";
constexpr const char* kStyleSlot = "@@FUSESCOPE_STYLE@@";
constexpr const char* kDataSlot = "@@FUSESCOPE_DECISIONS@@";

pugi::xml_node add(pugi::xml_node parent, const char* tag, const std::string& text = {}, const char* cls = nullptr) {
  pugi::xml_node n = parent.append_child(tag);
  if (cls) n.append_attribute("class") = cls;
  if (!text.empty()) n.append_child(pugi::node_pcdata).set_value(text.c_str());
  return n;
}

void addText(pugi::xml_node parent, const std::string& text) { parent.append_child(pugi::node_pcdata).set_value(text.c_str()); }

// A node name that shows the node in the picture when clicked.
void nodeLink(pugi::xml_node parent, const std::string& name) {
  // As short as a link can be (a decisions table holds thousands): the script handles the click and reads
  // the node's name from the text.
  add(parent, "a", name, "n");
}

// Every node name of a fused name ("op4_op5" -> op4, op5) as links, the rest as text.
void namesCell(pugi::xml_node td, const Graph& graph, const std::vector<std::string>& names) {
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) addText(td, " ");
    if (graph.findNode(names[i])) nodeLink(td, names[i]);
    else addText(td, names[i]);
  }
}

void header(pugi::xml_node body, const ReportInputs& in, const analysis::InductorAgreement& agreement) {
  add(body, "h1", "FuseScope report: " + in.graph.name);
  std::string meta = fmt::format("{} · policy {} · {}, {}", counted(static_cast<long long>(in.graph.nodes.size()), "node"),
                                 in.trace.policy, counted(static_cast<long long>(in.trace.decisions.size()), "decision"),
                                 counted(static_cast<long long>(in.trace.fusions.size()), "fusion"));
  if (!in.graph.inductor.torchVersion.empty()) meta += " · compiled by PyTorch " + in.graph.inductor.torchVersion;
  if (in.graph.inductor.rank >= 0) meta += fmt::format(" · rank {}", in.graph.inductor.rank);
  add(body, "p", meta, "meta");
  pugi::xml_node trust = add(body, "p", "Against Inductor's own result: " + agreement.headline(),
                             agreement.identical() || !agreement.hasResult ? "trust" : "trust differs");
  trust.append_attribute("id") = "trust";
}

void picture(pugi::xml_node body, const ReportInputs& in) {
  pugi::xml_node h = add(body, "h2", "The graph");
  h.append_attribute("id") = "picture";
  pugi::xml_node note = add(body, "p", in.pictureNote, "meta");
  if (in.pictureSvg.empty()) return;
  pugi::xml_node fit = add(note, "button", "Fit to width", "fit");
  fit.append_attribute("id") = "fit";
  fit.append_attribute("type") = "button";
  pugi::xml_document svg;
  const pugi::xml_parse_result parsed = svg.load_string(in.pictureSvg.c_str());
  if (!parsed) throw std::runtime_error(std::string("the picture is not well-formed SVG: ") + parsed.description());
  add(body, "div", {}, "picture").append_copy(svg.document_element());
}

void answers(pugi::xml_node body, const ReportInputs& in) {
  if (in.answers.empty()) return;
  add(body, "h2", "Why (not) fused").append_attribute("id") = "why";
  for (const analysis::PairExplanation& e : in.answers) {
    pugi::xml_node box = add(body, "div", {}, "answer");
    box.append_attribute("data-pair") = (e.nameA + " " + e.nameB).c_str();
    pugi::xml_node title = add(box, "h3");
    nodeLink(title, e.nameA);
    addText(title, fmt::format(" ({}) and ", e.groupA));
    nodeLink(title, e.nameB);
    addText(title, fmt::format(" ({}) after {} decisions", e.groupB, e.step));
    std::string verdict = analysis::toString(e.outcome);
    if (e.decision >= 0) verdict += fmt::format(" at decision {}", e.decision + 1);
    if (!e.reason.empty()) verdict += ": " + e.reason;
    add(box, "p", fmt::format("FuseScope ({}): {}{}", e.policy, verdict, e.basis == "ported" ? "" : " [" + e.basis + "]"));
    if (!e.basisNote.empty()) add(box, "p", e.basisNote, "meta");
    add(box, "p", e.inductorLogged ? fmt::format("Inductor (fusion.log line {}): {}{}", e.inductorLine, e.inductorVerdict,
                                                 e.inductorReason.empty() ? "" : ": " + e.inductorReason)
                                   : std::string("Inductor: no fusion.log line for this pair"));
    if (e.reasonSource)
      add(box, "p", "Inductor's rule: " + sched::ruleSourceText(*e.reasonSource), "meta");
    pugi::xml_node facts = add(box, "ul");
    for (const analysis::PairFact& f : e.facts) {
      pugi::xml_node li = add(facts, "li");
      add(li, "span", f.ok ? "✓ " : "✗ ", f.ok ? "ok" : "no");
      addText(li, f.name + ": " + f.detail);
    }
    if (!e.path.empty()) {
      add(box, "p", "Blocking path, from one group to the other:");
      pugi::xml_node path = add(box, "ol", {}, "path");
      for (const analysis::PathNode& p : e.path) {
        pugi::xml_node li = add(path, "li");
        nodeLink(li, p.name);
        addText(li, " " + p.what + (p.where.empty() ? "" : " — " + p.where));
      }
    }
    for (const auto& [group, lines] : {std::pair{e.groupA, e.sourceA}, std::pair{e.groupB, e.sourceB}}) {
      if (lines.empty()) continue;
      add(box, "p", group + " comes from:");
      pugi::xml_node ul = add(box, "ul", {}, "mono");
      for (const auto& l : lines) add(ul, "li", l);
    }
  }
}

void decisions(pugi::xml_node body, const ReportInputs& in) {
  add(body, "h2", "Decisions").append_attribute("id") = "decisions-heading";
  pugi::xml_node filters = add(body, "div", {}, "filters");
  pugi::xml_node search = add(filters, "input");
  search.append_attribute("type") = "search";
  search.append_attribute("id") = "filter-text";
  search.append_attribute("placeholder") = "filter: node, reason, kind…";
  pugi::xml_node select = add(filters, "select");
  select.append_attribute("id") = "filter-verdict";
  for (const char* v : {"all", "fused", "rejected", "candidate"}) {
    pugi::xml_node o = add(select, "option", v);
    o.append_attribute("value") = v;
  }
  pugi::xml_node label = add(filters, "label");
  pugi::xml_node box = add(label, "input");
  box.append_attribute("type") = "checkbox";
  box.append_attribute("id") = "filter-disagrees";
  addText(label, " disagrees with Inductor ");
  add(filters, "span", fmt::format("{} decisions", in.trace.decisions.size()), "meta").append_attribute("id") = "filter-count";

  pugi::xml_node table = add(body, "table");
  table.append_attribute("id") = "decisions";
  pugi::xml_node tr = add(add(table, "thead"), "tr");
  for (const char* h : {"#", "round", "phase", "kind", "node 1", "node 2", "verdict", "reason", "basis", "Inductor"}) add(tr, "th", h);
  add(table, "tbody");
  add(body, "noscript", "The Decisions table is drawn by the page's script: allow JavaScript for this file to see it.");
}

// The Decisions rows as compact JSON the page's script draws (a 1,500-node graph has 7,600 decisions: as
// HTML rows they would be 2 MB of the page's 5). Repeated words (phase, kind, verdict, reason, basis,
// Inductor's agreement) are indices into `words`; a side is an array of node names (links) or one string.
std::string decisionData(const ReportInputs& in, const analysis::InductorAgreement& agreement) {
  // Written as text, each node's cell made once: a JSON tree per row of 115,000 decisions (7,000 nodes) with
  // a map lookup per name part was a tenth of `report`.
  std::vector<std::string_view> words;
  std::unordered_map<std::string_view, int> wordIndex;
  auto word = [&](std::string_view w) {
    const auto [it, added] = wordIndex.emplace(w, static_cast<int>(words.size()));
    if (added) words.push_back(w);
    return it->second;
  };
  // A group's name "op3_op4" as its node names when each part is a node, else the name itself.
  std::unordered_map<sched::SchedNodeId, std::string> cells;
  auto cell = [&](sched::SchedNodeId n) -> const std::string& {
    const auto [it, added] = cells.try_emplace(n);
    if (!added) return it->second;
    const std::string& name = in.trace.name(n);
    std::vector<std::string> parts;
    for (size_t at = 0; at <= name.size();) {
      const size_t end = std::min(name.find('_', at), name.size());
      parts.push_back(name.substr(at, end - at));
      at = end + 1;
    }
    const bool allNodes = std::all_of(parts.begin(), parts.end(), [&](const auto& p) { return in.graph.findNode(p); });
    it->second = allNodes ? nlohmann::json(parts).dump() : nlohmann::json(name).dump();
    return it->second;
  };
  std::string rows;
  rows.reserve(in.trace.decisions.size() * 48);
  auto out = std::back_inserter(rows);
  for (size_t i = 0; i < in.trace.decisions.size(); ++i) {
    const sched::Decision& d = in.trace.decisions[i];
    const analysis::LoggedVerdict logged =
        i < agreement.logged.perDecision.size() ? agreement.logged.perDecision[i] : analysis::LoggedVerdict{};
    fmt::format_to(out, "{}[{},{},{},{},{},{},{},{},{},{}]", i == 0 ? "" : ",", d.round, word(sched::toString(d.phase)),
                   word(sched::toString(d.kind)), cell(d.node1), cell(d.node2), word(sched::toString(d.verdict)), word(d.reason),
                   word(d.basis == sched::DecisionBasis::Ported ? "" : sched::toString(d.basis)),   // the rare ones stand out
                   word(analysis::toString(logged.agreement)), logged.disagrees() ? 1 : 0);
  }
  nlohmann::json wordList = nlohmann::json::array();
  for (std::string_view w : words) wordList.push_back(std::string(w));
  std::string text = fmt::format(R"({{"rows":[{}],"words":{}}})", rows, wordList.dump());
  // Inside <script> only "</" could end the element early; "<\/" is the same JSON string.
  for (size_t at = text.find("</"); at != std::string::npos; at = text.find("</", at + 3)) text.replace(at, 2, "<\\/");
  return text;
}

void kernels(pugi::xml_node body, const ReportInputs& in) {
  add(body, "h2", fmt::format("Kernels ({})", in.kernels.size())).append_attribute("id") = "kernels";
  add(body, "p", in.kernelsFrom, "meta");
  pugi::xml_node table = add(body, "table");
  table.append_attribute("id") = "kernel-table";
  pugi::xml_node tr = add(add(table, "thead"), "tr");
  for (const char* h : {"#", "kernel", "nodes", "moves", "estimate", "from your code"}) add(tr, "th", h);
  pugi::xml_node tbody = add(table, "tbody");
  size_t sourceBytes = 0, sourcesLeftOut = 0;
  for (size_t i = 0; i < in.kernels.size(); ++i) {
    const codegen::KernelReport& k = in.kernels[i];
    pugi::xml_node row = add(tbody, "tr");
    add(row, "td", std::to_string(i));
    pugi::xml_node name = add(row, "td");
    if (k.real && !k.real->source.empty()) {
      if (sourceBytes + k.real->source.size() <= kMaxKernelSourceBytes) {
        sourceBytes += k.real->source.size();
        pugi::xml_node details = add(name, "details");
        add(details, "summary", k.real->name);
        add(details, "pre", k.real->source).append_attribute("class") = "source";
        add(details, "p", fmt::format("output_code.py line {}", k.real->line), "meta");
      } else {
        ++sourcesLeftOut;
        addText(name, k.real->name);
      }
    } else {
      addText(name, k.real ? k.real->name : k.group.name);
    }
    namesCell(add(row, "td"), in.graph, k.memberNames);
    add(row, "td", codegen::bytesText(k.metrics.bytesRead + k.metrics.bytesWritten));
    add(row, "td", codegen::runtimeEstimateText(k.metrics));
    add(row, "td", in.sources.nodes.empty() ? std::string() : source::sourceSummary(in.sources.kernel(k.group.members), 3));
  }
  if (sourcesLeftOut)
    add(body, "p", fmt::format("The source of {} kernels is left out: the page keeps at most {} of kernel source.",
                               sourcesLeftOut, codegen::bytesText(static_cast<int64_t>(kMaxKernelSourceBytes))), "meta");
}

void measured(pugi::xml_node body, const ReportInputs& in) {
  if (!in.measured) return;
  const profile::GraphMeasurement& m = *in.measured;
  add(body, "h2", "Where the GPU time goes").append_attribute("id") = "measured";
  add(body, "p", fmt::format("{} — trace {}", m.summary(), m.traceFile), "meta");
  // The whole step first: how much of it fusion can touch at all (profile/step_breakdown.h).
  if (m.step.spanUs > 0) add(body, "p", "The whole step: " + m.step.text()).append_attribute("id") = "step-breakdown";
  for (const auto& note : m.notes) add(body, "p", note, "meta");
  if (m.kernels.empty()) return;
  if (!in.blockTimes.empty()) {
    // Where the time goes in the model's own terms, before the kernels that make it up.
    add(body, "h3", fmt::format("By block of the model, {} (each kernel counted in the block holding most of its nodes)",
                                profile::perStepText(m.stepsAssumed)));
    pugi::xml_node blocks = add(body, "table");
    blocks.append_attribute("id") = "block-times";
    pugi::xml_node head = add(add(blocks, "thead"), "tr");
    for (const char* h : {"block", "measured", "share", "kernels"}) add(head, "th", h);
    pugi::xml_node rows = add(blocks, "tbody");
    for (size_t i = 0; i < in.blockTimes.size() && i < kMeasuredKernelsShown; ++i) {
      const auto& b = in.blockTimes[i];
      pugi::xml_node row = add(rows, "tr");
      add(row, "td", b.name);
      add(row, "td", codegen::durationText(b.time.usPerStep));
      add(row, "td", fmt::format("{:.1f}%", 100.0 * b.time.share));
      add(row, "td", std::to_string(b.time.kernels));
    }
  }
  pugi::xml_node table = add(body, "table");
  table.append_attribute("id") = "measured-table";
  pugi::xml_node tr = add(add(table, "thead"), "tr");
  for (const char* h : {"kernel", "measured", "nodes", "from your code"}) add(tr, "th", h);
  pugi::xml_node tbody = add(table, "tbody");
  for (size_t i = 0; i < m.kernels.size() && i < kMeasuredKernelsShown; ++i) {
    pugi::xml_node row = add(tbody, "tr");
    add(row, "td", m.kernels[i].name, "mono");
    add(row, "td", m.kernelLine(m.kernels[i]));
    std::vector<std::string> names;
    const std::vector<NodeId> nodes = i < m.kernelNodes.size() ? m.kernelNodes[i] : std::vector<NodeId>{};
    for (NodeId n : nodes) names.push_back(in.graph.nodes[static_cast<size_t>(n)].name);
    namesCell(add(row, "td", {}, "mono"), in.graph, names);
    add(row, "td", in.sources.nodes.empty() || nodes.empty() ? std::string() : source::sourceSummary(in.sources.kernel(nodes), 2));
  }
  if (m.kernels.size() > kMeasuredKernelsShown)
    add(body, "p", fmt::format("(the {} largest of {} measured kernels)", kMeasuredKernelsShown, m.kernels.size()), "meta");
  const auto refusals = profile::costlyRefusals(m, in.graph, in.trace);
  if (refusals.empty()) return;
  add(body, "h3", "Refusals that cost the most");
  pugi::xml_node costs = add(body, "table");
  costs.append_attribute("id") = "costly-refusals";
  pugi::xml_node head = add(add(costs, "thead"), "tr");
  for (const char* h : {"decision", "pair", "reason", "what it costs (measured)"}) add(head, "th", h);
  pugi::xml_node rows = add(costs, "tbody");
  for (size_t i = 0; i < refusals.size() && i < kCostlyRefusalsShown; ++i) {
    const profile::CostlyRefusal& r = refusals[i];
    pugi::xml_node row = add(rows, "tr");
    add(row, "td", std::to_string(r.decision + 1));
    add(row, "td", r.node1 + " + " + r.node2, "mono");
    add(row, "td", r.reason);
    add(row, "td", r.cost.text());
  }
}

}  // namespace

std::string htmlReport(const ReportInputs& in) {
  const std::optional<analysis::InductorAgreement> made =
      in.agreement ? std::nullopt : std::optional(analysis::checkAgainstInductor(in.graph, in.trace));
  const analysis::InductorAgreement& agreement = in.agreement ? *in.agreement : *made;
  pugi::xml_document doc;
  pugi::xml_node html = doc.append_child("html");
  html.append_attribute("lang") = "en";
  pugi::xml_node head = add(html, "head");
  add(head, "meta").append_attribute("charset") = "utf-8";
  add(head, "title", "FuseScope report: " + in.graph.name);
  add(head, "style", kStyleSlot);
  pugi::xml_node body = add(html, "body");
  header(body, in, agreement);
  // The page opens at what was asked: the answers come first, then the picture that marks their pair.
  answers(body, in);
  picture(body, in);
  measured(body, in);
  decisions(body, in);
  add(body, "script", kDataSlot).append_attribute("id") = "decision-data";
  body.last_child().append_attribute("type") = "application/json";
  kernels(body, in);
  if (!in.generatedBy.empty()) add(body, "p", "Made by " + in.generatedBy, "meta");
  add(body, "script", kScriptSlot);

  std::ostringstream out;
  out << "<!DOCTYPE html>\n";
  doc.save(out, "", pugi::format_raw | pugi::format_no_declaration | pugi::format_no_empty_element_tags, pugi::encoding_utf8);
  std::string page = out.str();
  page.replace(page.find(kStyleSlot), std::string_view(kStyleSlot).size(), kReportStyle);
  page.replace(page.find(kScriptSlot), std::string_view(kScriptSlot).size(), kReportScript);
  page.replace(page.find(kDataSlot), std::string_view(kDataSlot).size(), decisionData(in, agreement));
  return page;
}

}  // namespace fusescope::report
