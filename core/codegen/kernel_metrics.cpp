#include "codegen/kernel_metrics.h"

#include <cstdint>

#include "graph/dtype.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

namespace fusescope::codegen {
namespace {

int64_t evalOr(const std::string& text, const SymbolValues& hints, int64_t fallback) {
  try {
    return parseExpr(text).evaluate(hints);
  } catch (const std::exception&) {
    return fallback;
  }
}

int64_t numel(const Layout& l, const SymbolValues& hints) {
  int64_t n = 1;
  for (const auto& s : l.size) n *= evalOr(s, hints, 1);
  return n;
}

// A buffer's layout, or a graph input's from the FX signature (the dump gives graph inputs none); null when
// neither is known.
const Layout* layoutOf(const Graph& graph, const std::string& name) {
  const Buffer* b = graph.findBuffer(name);
  if (b && !b->layout.dtype.empty()) return &b->layout;
  if (auto it = graph.inductor.inputLayouts.find(name); it != graph.inductor.inputLayouts.end() && (!b || b->isGraphInput))
    return &it->second;
  return nullptr;
}

int64_t bufferBytes(const Graph& graph, const std::string& name, const SymbolValues& hints) {
  const Layout* l = layoutOf(graph, name);
  if (!l) return 0;
  return numel(*l, hints) * dtypeSize(l->dtype);
}

// FLOPs of the extern kernels the seed resolves (kernel_name_to_op), from the output and input layouts.
double externFlops(const Graph& graph, const Node& node, const SymbolValues& hints) {
  if (node.outputs.empty()) return 0;
  const Layout& out = graph.buffers[static_cast<size_t>(node.outputs[0])].layout;
  std::vector<std::vector<int64_t>> inputs;
  for (const auto* deps : {&node.unmetDeps, &node.metDeps})
    for (const auto& d : *deps)
      if (const Layout* l = layoutOf(graph, d.name)) {
        std::vector<int64_t> s;
        for (const auto& e : l->size) s.push_back(evalOr(e, hints, 1));
        inputs.push_back(s);
      }
  std::vector<int64_t> o;
  for (const auto& e : out.size) o.push_back(evalOr(e, hints, 1));
  const std::string& k = node.kernel;
  int64_t outNumel = 1;
  for (int64_t v : o) outNumel *= v;
  if ((k == "extern_kernels.mm" || k == "extern_kernels.addmm") && o.size() == 2) {
    for (const auto& in : inputs)  // A is [M, K]
      if (in.size() == 2 && in[0] == o[0]) return 2.0 * static_cast<double>(outNumel) * static_cast<double>(in[1]);
  } else if (k == "extern_kernels.bmm" && o.size() == 3) {
    for (const auto& in : inputs)
      if (in.size() == 3 && in[0] == o[0] && in[1] == o[1]) return 2.0 * static_cast<double>(outNumel) * static_cast<double>(in[2]);
  } else if (k == "extern_kernels.convolution" && o.size() >= 3) {
    for (const auto& in : inputs)  // weight [Cout, Cin/groups, k...]
      if (in.size() == o.size() && in[0] == o[1]) {
        int64_t perOut = 1;
        for (size_t i = 1; i < in.size(); ++i) perOut *= in[i];
        return 2.0 * static_cast<double>(outNumel) * static_cast<double>(perOut);
      }
  }
  return 0;
}

}  // namespace

double DeviceProfile::tflopsFor(const std::string& dtype) const {
  auto it = tflops.find(dtype);
  return it == tflops.end() ? tflops.at("torch.float32") : it->second;
}

DeviceProfile DeviceProfile::named(const std::string& name) {
  std::string n;
  for (char c : name) n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  DeviceProfile p;
  if (n == "h100") return p;
  if (n == "h200") {
    p.name = "H200";
    p.dramGbps = 4800.0;
    return p;
  }
  if (n == "a100") {
    p.name = "A100-SXM-80GB";
    p.dramGbps = 2039.0;
    p.tflops = {{"torch.float32", 19.5}, {"torch.float16", 312.0}, {"torch.bfloat16", 312.0}, {"torch.float64", 9.7}};
    return p;
  }
  throw std::invalid_argument("unknown device profile '" + name + "' (h100, h200, a100)");
}

int64_t dtypeSize(const std::string& d) { return dtypeBytes(d); }

KernelMetrics kernelMetrics(const Graph& graph, const std::vector<NodeId>& members, const DeviceProfile& device,
                            const SymbolValues& hints) {
  KernelMetrics m;
  std::set<std::string> seenOrigin;
  for (NodeId id : members)
    for (const auto& o : graph.nodes[static_cast<size_t>(id)].origins) {
      const std::string name = o.substr(0, o.find(':'));
      if (seenOrigin.insert(name).second) m.origins.push_back(name);
    }
  if (members.empty()) {
    m.runtimeModel = "none";
    m.noEstimateReason = "no members";
    return m;
  }
  const bool allNop = std::all_of(members.begin(), members.end(), [&](NodeId id) { return graph.nodes[static_cast<size_t>(id)].kind == NodeKind::Nop; });
  if (allNop) {
    m.runtimeModel = "none";
    m.noEstimateReason = "nop: no code";
    return m;
  }
  // get_read_write_buffers_sizes
  std::set<std::string> reads, writes, memberNames;
  for (NodeId id : members) memberNames.insert(graph.nodes[static_cast<size_t>(id)].name);
  for (NodeId id : members) {
    const Node& n = graph.nodes[static_cast<size_t>(id)];
    for (const auto* deps : {&n.unmetDeps, &n.metDeps})
      for (const auto& d : *deps) reads.insert(d.name);
    for (const auto& d : n.writes) writes.insert(d.name);
  }
  if (members.size() > 1) {
    std::set<std::string> removed;
    for (const auto& w : writes) {
      const Buffer* b = graph.findBuffer(w);
      if (!b) continue;
      bool materialized = false;
      for (const auto& u : b->users) materialized = materialized || !memberNames.count(u.node);
      if (!materialized) removed.insert(w);
    }
    for (const auto& r : removed) {
      writes.erase(r);
      reads.erase(r);
    }
  }
  for (const auto& r : reads)
    if (!writes.count(r)) m.bytesRead += bufferBytes(graph, r, hints);
  for (const auto& w : writes) m.bytesWritten += bufferBytes(graph, w, hints);

  // get_estimated_runtime
  const Node& first = graph.nodes[static_cast<size_t>(members[0])];
  std::string device0 = first.device;
  std::string dtype = "torch.float32";
  if (!first.outputs.empty()) {
    const Layout& l = graph.buffers[static_cast<size_t>(first.outputs[0])].layout;
    if (device0.empty()) device0 = l.device;
    if (!l.dtype.empty()) dtype = l.dtype;
  }
  m.dtype = dtype;
  if (device0.rfind("cuda", 0) != 0) {
    m.runtimeModel = "none";
    m.noEstimateReason = "not a CUDA kernel";
    return m;
  }
  if (first.kind == NodeKind::Extern) {
    const double flops = externFlops(graph, first, hints);
    m.flops = flops;
    if (flops > 0) {
      m.runtimeModel = "flops";
      m.estimatedRuntimeUs = 0.5 * flops / (device.tflopsFor(dtype) * 1e12) * 1e6;
    } else {
      m.runtimeModel = "none";
      m.noEstimateReason = "extern kernel without a FLOP count";
    }
    return m;
  }
  // bytes / (GB/s) is nanoseconds.
  m.runtimeModel = "memory";
  m.estimatedRuntimeUs = static_cast<double>(m.bytesRead + m.bytesWritten) / device.dramGbps / 1000.0;
  return m;
}

std::string durationText(double us) {
  const double ns = us * 1000.0;
  if (!(ns >= 0.0)) return "unknown";  // NaN or negative: nothing sensible to print
  if (ns == 0.0) return "0 ns";
  // 999.5 rounds to "1e+03" at three digits: the next unit takes it.
  if (ns < 999.5) return fmt::format("{:.3g} ns", ns);
  if (us < 999.5) return fmt::format("{:.3g} µs", us);
  if (us < 999.5e3) return fmt::format("{:.3g} ms", us / 1000.0);
  return fmt::format("{:.3g} s", us / 1e6);
}

std::string durationDeltaText(double us) {
  if (us == 0.0) return "0 ns";
  return (us > 0 ? "+" : "-") + durationText(us > 0 ? us : -us);
}

std::string bytesText(int64_t b) {
  if (b < 0) return "-" + bytesText(b == INT64_MIN ? INT64_MAX : -b);
  if (b < 1024) return fmt::format("{} B", b);
  const double x = static_cast<double>(b);
  if (b < 1024 * 1024) return fmt::format("{:.1f} KiB", x / 1024.0);
  if (b < 1024LL * 1024 * 1024) return fmt::format("{:.2f} MiB", x / (1024.0 * 1024.0));
  return fmt::format("{:.2f} GiB", x / (1024.0 * 1024.0 * 1024.0));
}

std::string bytesDeltaText(int64_t b) {
  if (b == 0) return "0 B";
  return b > 0 ? "+" + bytesText(b) : bytesText(b);
}

std::string runtimeEstimateText(const KernelMetrics& m) {
  if (m.runtimeModel == "none" || m.runtimeModel.empty())
    return "no runtime estimate: " + (m.noEstimateReason.empty() ? std::string("not modelled") : m.noEstimateReason);
  return fmt::format("est. {} ({} model)", durationText(m.estimatedRuntimeUs), m.runtimeModel);
}

}  // namespace fusescope::codegen
