#include "export/annotated_trace.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "export/export_error.h"
#include "export/exporter.h"
#include "util/load_options.h"
#include "source/source_label.h"
#include "util/gzip.h"
#include "util/import_error.h"

namespace fusescope {
namespace fs = std::filesystem;
using ordered = nlohmann::ordered_json;

namespace {

constexpr int kTrackPid = 0x46534350;   // "FSCP": a process of its own, apart from every pid of the trace
constexpr size_t kMaxSourceLines = 8, kMaxRefusals = 5;

std::string groupName(const ordered& nodes) {
  std::string s;
  for (const auto& n : nodes) s += (s.empty() ? "" : "_") + n.get<std::string>();
  return s.empty() ? std::string("(no nodes)") : s;
}

// What every launch of one measured kernel carries (its measured time is the event's own).
ordered kernelArgs(const AnnotatedGraph& g, size_t k) {
  const profile::GraphMeasurement& m = *g.measurement;
  const profile::MeasuredKernel& kernel = m.kernels[k];
  ordered nodes = ordered::array();
  for (NodeId n : m.kernelNodes[k]) nodes.push_back(g.graph->nodes[static_cast<size_t>(n)].name);
  ordered lines = ordered::array();
  if (g.sources)
    for (const std::string& line : source::locationTexts(g.sources->kernel(m.kernelNodes[k])))
      if (lines.size() < kMaxSourceLines) lines.push_back(line);
  ordered refusals = ordered::array();
  if (g.refusals)
    for (const profile::CostlyRefusal& r : *g.refusals) {
      if (refusals.size() >= kMaxRefusals) break;
      if (std::find(r.cost.kernels.begin(), r.cost.kernels.end(), static_cast<int>(k)) == r.cost.kernels.end()) continue;
      refusals.push_back({{"decision", r.decision + 1}, {"pair", r.node1 + " + " + r.node2}, {"reason", r.reason},
                          {"cost", r.cost.text()}});
    }
  const bool estimated = !(kernel.estimateModel.empty() || kernel.estimateModel == "none");
  ordered args = {{"graph", g.name},
                  {"kernel", kernel.name},
                  {"output_code_line", kernel.line},
                  {"fusion_group", groupName(nodes)},
                  {"nodes", nodes},
                  {"source", lines},
                  {"mean_us", kernel.meanUs},
                  {"calls", kernel.calls},
                  {"inductor_estimate_us", estimated ? ordered(kernel.estimateUs) : ordered(nullptr)},
                  {"inductor_estimate_model", estimated ? kernel.estimateModel : std::string("none")},
                  {"refusals_kept_apart", refusals}};
  return args;
}

}  // namespace

AnnotationSummary writeAnnotatedTrace(const profile::RunProfile& p, const std::vector<AnnotatedGraph>& graphs,
                                      const fs::path& out) {
  const std::string text = profile::readMaybeGzipped(p.trace.file, profile::kMaxTraceBytes);
  ordered doc;
  try {
    doc = ordered::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw ImportError(p.trace.file, 0, fmt::format("cannot be read again to annotate it: {}", e.what()));
  }
  ordered* events = doc.is_array() ? &doc : doc.is_object() && doc.contains("traceEvents") ? &doc["traceEvents"] : nullptr;
  if (!events || !events->is_array()) throw ImportError(p.trace.file, 0, "has no traceEvents list to annotate");
  AnnotationSummary summary;
  summary.originalEvents = static_cast<int64_t>(events->size());

  // graph index -> (call site -> measured kernel) and its args.
  std::map<int, const AnnotatedGraph*> byIndex;
  for (const AnnotatedGraph& g : graphs) byIndex[g.index] = &g;
  std::map<std::pair<int, int>, std::pair<ordered, size_t>> bySite;   // (graph, site) -> (args, kernel)
  for (const AnnotatedGraph& g : graphs)
    for (size_t k = 0; k < g.measurement->kernels.size(); ++k)
      bySite[{g.index, g.measurement->kernels[k].site}] = {kernelArgs(g, k), k};

  ordered added = ordered::array();
  std::map<int, int> trackOf;   // graph index -> tid
  for (size_t i = 0; i < p.trace.gpu.size(); ++i) {
    const int graph = p.attribution.eventGraph[i], site = p.attribution.eventSite[i];
    if (graph < 0 || !byIndex.count(graph)) continue;
    ++summary.attributedEvents;
    const auto found = bySite.find({graph, site});
    const profile::GpuEvent& e = p.trace.gpu[i];
    if (found == bySite.end() || e.eventIndex < 0 || static_cast<size_t>(e.eventIndex) >= events->size()) continue;
    ordered& event = (*events)[static_cast<size_t>(e.eventIndex)];
    if (!event.is_object()) continue;
    ordered args = found->second.first;
    args["measured_us"] = e.dur;
    if (!event.contains("args") || !event["args"].is_object()) event["args"] = ordered::object();
    event["args"]["fusescope"] = std::move(args);
    ++summary.annotatedEvents;
    // The launch as a slice on its graph's fusion-group track.
    auto [track, isNew] = trackOf.try_emplace(graph, static_cast<int>(trackOf.size()) + 1);
    if (isNew)
      added.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", kTrackPid}, {"tid", track->second},
                       {"args", {{"name", byIndex[graph]->name}}}});
    const ordered& nodes = found->second.first["nodes"];
    added.push_back({{"ph", "X"}, {"cat", "fusescope"}, {"name", groupName(nodes)}, {"pid", kTrackPid}, {"tid", track->second},
                     {"ts", e.ts}, {"dur", e.dur},
                     {"args", {{"graph", byIndex[graph]->name}, {"kernel", found->second.first["kernel"]}, {"nodes", nodes}}}});
    ++summary.trackSlices;
  }
  if (!added.empty()) {
    events->push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", kTrackPid}, {"args", {{"name", "FuseScope: fusion groups"}}}});
    events->push_back({{"ph", "M"}, {"name", "process_sort_index"}, {"pid", kTrackPid}, {"args", {{"sort_index", 1 << 20}}}});
    for (auto& e : added) events->push_back(std::move(e));
  }
  const std::string written = doc.dump();
  const bool gz = out.extension() == ".gz";
  writeFileAtomically(out, gz ? gzip(written) : written);
  return summary;
}

}  // namespace fusescope
