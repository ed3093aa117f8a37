#include "codegen/kernel_report.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "codegen/cpp_codegen.h"
#include "codegen/cutlass_evt.h"
#include "codegen/origin_table.h"
#include "codegen/template_backends.h"
#include "codegen/triton_codegen.h"

namespace fusescope::codegen {
namespace {

std::string extraField(const Node& n, const std::string& key) {
  for (const auto& f : n.extra)
    if (f.key == key) return f.value;
  return {};
}

std::vector<std::string> inputsOf(const Graph& graph, const std::vector<NodeId>& members) {
  std::vector<std::string> out;
  std::set<std::string> produced;
  for (NodeId id : members)
    for (BufferId b : graph.nodes[static_cast<size_t>(id)].outputs) produced.insert(graph.buffers[static_cast<size_t>(b)].name);
  for (NodeId id : members)
    for (const auto* deps : {&graph.nodes[static_cast<size_t>(id)].unmetDeps, &graph.nodes[static_cast<size_t>(id)].metDeps})
      for (const auto& d : *deps)
        if (!produced.count(d.name) && std::find(out.begin(), out.end(), d.name) == out.end()) out.push_back(d.name);
  return out;
}

const Node* templateNode(const Graph& graph, const KernelGroup& g) {
  for (NodeId id : g.members)
    if (graph.nodes[static_cast<size_t>(id)].isTemplate()) return &graph.nodes[static_cast<size_t>(id)];
  return nullptr;
}

// The template's own source when the graph carries it (Node::extra "template_source"), else a stub that
// names the template's arguments; Inductor's dumps do not contain template bodies.
std::string templateSource(const Graph& graph, const KernelGroup& g, const std::string& kind) {
  const Node* t = templateNode(graph, g);
  if (t)
    if (std::string src = extraField(*t, "template_source"); !src.empty()) return src;
  std::vector<std::string> args = inputsOf(graph, g.members);
  if (t && !t->outputs.empty()) args.push_back(graph.buffers[static_cast<size_t>(t->outputs[0])].name);
  const std::string list = fmt::format("{}", fmt::join(args, ", "));
  if (kind == "cutedsl")
    return fmt::format(
        "import cutlass\nimport cutlass.cute as cute\n\n@cute.kernel\ndef Placeholder.KERNEL_NAME_kernel({0}):\n"
        "    # FuseScope stub: the CuteDSL template body is not part of the capture\n    pass\n\n@cute.jit\n"
        "def Placeholder.KERNEL_NAME_main({0}, stream):\n"
        "    Placeholder.KERNEL_NAME_kernel({0}).launch(grid=[1, 1, 1], block=[128, 1, 1], stream=stream)\n", list);
  std::string params;
  for (const auto& a : args) params += (params.empty() ? "" : ", ") + std::string("const void* ") + a;
  return fmt::format(
      "#include <exception>\n#include <ck/ck.hpp>\n\nextern \"C\" {{\nPT_EXPORT int KERNEL_NAME({}, size_t* workspace_size, "
      "uint8_t* workspace, hipStream_t stream) {{\n    // FuseScope stub: the CK template body is not part of the capture\n"
      "    return 0;\n}}\n}}\n", params);
}

EvtBuffer evtBuffer(const Graph& graph, const std::string& name, const SymbolValues& hints) {
  EvtBuffer b{name, "torch.float32", {}, {}};
  if (const Buffer* buf = graph.findBuffer(name)) {
    b.dtype = buf->layout.dtype.empty() ? "torch.float32" : buf->layout.dtype;
    for (const auto& s : buf->layout.size) b.size.push_back(parseExpr(s).evaluate(hints));
    for (const auto& s : buf->layout.stride) b.stride.push_back(parseExpr(s).evaluate(hints));
  }
  return b;
}

// CUTLASS: the EVT argument block of the epilogue members (aux loads, computes, the stored output).
GeneratedKernel cutlassKernel(const Graph& graph, const KernelGroup& g, const std::vector<Origin>& origins, WrapperState& wrapper,
                              const SymbolValues& hints) {
  GeneratedKernel k;
  k.language = "cpp";
  k.name = fmt::format("cuda_{}_{}", fusedKernelName(origins), wrapper.nextKernelSuffix());
  const Node* t = templateNode(graph, g);
  std::set<std::string> produced;
  for (NodeId id : g.members)
    for (BufferId b : graph.nodes[static_cast<size_t>(id)].outputs) produced.insert(graph.buffers[static_cast<size_t>(b)].name);
  std::vector<std::pair<std::string, EvtType>> children = {{"accum", EvtType::byte()}};
  std::map<std::string, EvtBuffer> buffers;
  std::string lastOutput;
  try {
    for (NodeId id : g.members) {
      const Node& n = graph.nodes[static_cast<size_t>(id)];
      if (&n == t) continue;
      for (const auto* deps : {&n.unmetDeps, &n.metDeps})
        for (const auto& d : *deps)
          if (!produced.count(d.name) && !buffers.count(d.name)) {
            buffers[d.name] = evtBuffer(graph, d.name, hints);
            exampleTensorFromBuffer(buffers[d.name]);  // row/column-major check, Inductor's error otherwise
            children.emplace_back(d.name, EvtType::argument({{"ptr_aux", EvtFieldType::Pointer},
                                                             {"null_default", EvtFieldType::Element},
                                                             {"dAux", EvtFieldType::Stride}}));
          }
      for (BufferId b : n.outputs) {
        lastOutput = graph.buffers[static_cast<size_t>(b)].name;
        children.emplace_back(fmt::format("compute_{}", children.size() - 1), EvtType::byte());
      }
    }
    if (!lastOutput.empty()) {
      buffers[lastOutput] = evtBuffer(graph, lastOutput, hints);
      exampleTensorFromBuffer(buffers[lastOutput]);
      children.emplace_back(lastOutput, EvtType::argument({{"ptr_aux", EvtFieldType::Pointer}, {"dAux", EvtFieldType::Stride}}));
    }
    const EvtArguments args = renderEvtArguments(EvtType::visitor(children), buffers);
    std::string renames;
    for (const auto& [buf, ptr] : args.renames.renames()) renames += fmt::format("// {} -> {}\n", ptr, buf);
    k.source = fmt::format("// {}: CUTLASS GEMM template with an EVT epilogue (SM90+).\n// Epilogue arguments "
                           "(evt_extensions._render_argument_type):\n{}{}", k.name, renames, args.text);
  } catch (const std::exception& e) {
    k.source = fmt::format("// {}: the EVT epilogue cannot be rendered: {}\n", k.name, e.what());
    k.notes.push_back(e.what());
  }
  k.definition = k.source;
  return k;
}

// A Conditional, WhileLoop or InvokeSubgraph node: one whose outer graph run lists it as a subgraph's caller.
bool runsSubgraphs(const Graph& graph, const KernelGroup& g) {
  for (const SchedulerRunInfo& run : graph.schedulerRuns)
    for (const std::string& caller : run.calledBy)
      for (NodeId m : g.members)
        if (graph.nodes[static_cast<size_t>(m)].name == caller) return true;
  const std::string& ir = graph.nodes[static_cast<size_t>(g.members.front())].irType;
  return ir == "Conditional" || ir == "WhileLoop" || ir == "InvokeSubgraph";
}

GeneratedKernel externCall(const Graph& graph, const KernelGroup& g) {
  GeneratedKernel k;
  k.language = "python";
  const Node& n = graph.nodes[static_cast<size_t>(g.members.front())];
  k.name = n.kernel.empty() ? n.irType : n.kernel;
  const std::string out = n.outputs.empty() ? "" : graph.buffers[static_cast<size_t>(n.outputs[0])].name;
  const std::string ins = fmt::format("{}", fmt::join(inputsOf(graph, g.members), ", "));
  if (n.irType == "ExternKernelOut" && !out.empty())
    k.source = fmt::format("{}({}, out={})\n", k.name, ins, out);
  else if (!out.empty())
    k.source = fmt::format("{} = {}({})\n", out, k.name, ins);
  else
    k.source = fmt::format("{}({})\n", k.name, ins);
  k.definition = k.source;
  return k;
}

}  // namespace

std::vector<KernelReport> buildKernelReports(const Graph& graph, const std::vector<KernelGroup>& groups,
                                             const OutputCodeIndex* code, const KernelReportOptions& options) {
  OutputCodeIndex fallback;
  const bool noCode = !code && graph.inductor.codeKernels.empty();
  if (!code) {
    fallback = indexFromCodeKernels(graph.inductor.codeKernels);
    code = &fallback;
  }
  const OriginTable origins = OriginTable::fromOutputCode(*code);
  std::vector<KernelLink> links;
  if (options.schedule) {
    const auto all = linkKernels(graph, *options.schedule, *code);
    for (const KernelGroup& g : groups) {
      const auto it = std::find_if(options.schedule->begin(), options.schedule->end(),
                                   [&](const KernelGroup& s) { return s.members == g.members; });
      links.push_back(it == options.schedule->end() ? KernelLink{} : all[static_cast<size_t>(it - options.schedule->begin())]);
    }
  } else {
    links = linkKernels(graph, groups, *code);
  }
  WrapperState wrapper;
  wrapper.cacheDir = options.cacheDir;
  std::vector<KernelReport> reports;
  for (size_t i = 0; i < groups.size(); ++i) {
    const KernelGroup& g = groups[i];
    KernelReport r;
    r.group = g;
    for (NodeId id : g.members) r.memberNames.push_back(graph.nodes[static_cast<size_t>(id)].name);
    r.link = links[i];
    if (noCode && r.link.status == LinkStatus::NoCallSite) r.link.note = "the graph has no output_code.py: no real kernel to link";
    r.metrics = kernelMetrics(graph, g.members, options.device, options.hints);
    for (NodeId id : g.members) r.nodeMetrics.push_back(kernelMetrics(graph, {id}, options.device, options.hints));
    if (options.real && links[i].status == LinkStatus::Linked) {
      const CallSite& call = code->calls[static_cast<size_t>(links[i].call)];
      RealKernel rk{call.callee, "extern", externCallSource(*code, call), call.line, call.atenOrigins};
      if (call.definition >= 0) {
        const auto& def = code->definitions[static_cast<size_t>(call.definition)];
        rk.language = def.language;
        rk.source = def.source;
        rk.atenOrigins = def.atenOrigins;
      }
      r.real = rk;
    }
    if (g.kind == "nop") r.note = "nop node: Inductor generates no code for it";
    if (options.generated) {
      const std::vector<Origin> o = origins.originsOf(graph, g.members);
      if (g.kind == "triton" || g.kind == "foreach") {
        if (templateNode(graph, g)) {
          r.note = "Triton template: its source is the template's, not a loop body (see the real kernel)";
        } else {
          TritonOptions t;
          t.suffix = wrapper.kernelSuffix++;
          t.origins = &origins;
          t.hints = options.hints;
          t.cacheDir = options.cacheDir;
          r.generated = generateTriton(graph, g, t);
        }
      } else if (g.kind == "cpp" && templateNode(graph, g)) {
        r.note = "C++ template (CPU GEMM): its source is the template's, not a loop body (see the real kernel)";
      } else if (g.kind == "cpp") {
        CppOptions c;
        c.suffix = wrapper.kernelSuffix++;
        c.origins = &origins;
        r.generated = generateCpp(graph, g, c);
      } else if (g.kind == "extern" && runsSubgraphs(graph, g)) {
        // Inductor's wrapper runs the node as calls of its subgraphs' functions (each subgraph has its own
        // schedule); FuseScope does not generate that wrapper code, so there is nothing to compare.
        r.note = "runs subgraphs: Inductor calls their functions here; FuseScope generates no wrapper code for "
                 "them (each subgraph is a scheduler run of its own)";
      } else if (g.kind == "extern") {
        r.generated = externCall(graph, g);
      } else if (g.kind == "cutedsl" || g.kind == "rocm") {
        GeneratedKernel k;
        const std::string src = templateSource(graph, g, g.kind);
        k.name = g.kind == "cutedsl" ? defineCuteDslKernel(wrapper, src, o) : defineRocmKernel(wrapper, src, o);
        k.language = g.kind == "cutedsl" ? "python" : "cpp";
        for (const auto& d : wrapper.kernels)
          if (d.name == k.name) {
            k.source = d.compileWrapper;
            k.definition = d.definition;
          }
        r.generated = k;
      } else if (g.kind == "cutlass") {
        r.generated = cutlassKernel(graph, g, o, wrapper, options.hints);
      }
    }
    reports.push_back(std::move(r));
  }
  return reports;
}

nlohmann::json kernelReportsToJson(const std::vector<KernelReport>& reports) {
  nlohmann::json kernels = nlohmann::json::array();
  for (const auto& r : reports) {
    nlohmann::json k;
    k["name"] = r.group.name;
    k["members"] = r.memberNames;
    k["kind"] = r.group.kind;
    k["link"] = {{"status", toString(r.link.status)}, {"note", r.link.note}};
    if (r.real)
      k["real"] = {{"name", r.real->name}, {"language", r.real->language}, {"source", r.real->source}, {"line", r.real->line}};
    else
      k["real"] = nullptr;
    if (r.generated) {
      nlohmann::json args = nlohmann::json::array();
      for (const auto& [p, b] : r.generated->args) args.push_back({{"param", p}, {"buffer", b}});
      k["generated"] = {{"name", r.generated->name},     {"language", r.generated->language},
                        {"source", r.generated->source}, {"args", args},
                        {"loads", r.generated->loads},   {"stores", r.generated->stores},
                        {"notes", r.generated->notes}};
    } else {
      k["generated"] = nullptr;
    }
    k["metadata"] = {{"bytes_read", r.metrics.bytesRead},
                     {"bytes_written", r.metrics.bytesWritten},
                     {"estimated_runtime_us", r.metrics.estimatedRuntimeUs},
                     {"runtime_model", r.metrics.runtimeModel},
                     {"no_estimate_reason", r.metrics.noEstimateReason.empty() ? nlohmann::json()
                                                                               : nlohmann::json(r.metrics.noEstimateReason)},
                     {"origins", r.metrics.origins}};
    nlohmann::json nodes = nlohmann::json::array();
    for (size_t m = 0; m < r.nodeMetrics.size() && m < r.memberNames.size(); ++m)
      nodes.push_back({{"name", r.memberNames[m]},
                       {"bytes_read", r.nodeMetrics[m].bytesRead},
                       {"bytes_written", r.nodeMetrics[m].bytesWritten},
                       {"estimated_runtime_us", r.nodeMetrics[m].estimatedRuntimeUs},
                       {"origins", r.nodeMetrics[m].origins}});
    k["metadata"]["nodes"] = nodes;
    if (!r.note.empty()) k["note"] = r.note;
    kernels.push_back(std::move(k));
  }
  return {{"kernels", kernels}};
}

}  // namespace fusescope::codegen
