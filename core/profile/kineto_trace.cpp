#include "profile/kineto_trace.h"

#include <algorithm>
#include <map>
#include <charconv>
#include <optional>
#include <unordered_map>

#include <fmt/format.h>
#include <simdjson.h>

#include "import/capture_loader.h"
#include "util/gzip.h"
#include "util/import_error.h"

namespace fusescope::profile {
namespace {

int lineAt(std::string_view text, size_t position) {
  position = std::min(position, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(position), '\n'));
}

// The fields of one traceEvents entry that attribution uses, collected while its keys go by.
struct RawEvent {
  std::string_view ph, cat;
  std::string name;
  int64_t pid = 0, tid = 0;
  double ts = 0.0, dur = 0.0;
  int64_t externalId = -1, correlation = -1;
  int device = -1, stream = -1, registers = 0;
  int64_t bytes = 0;
  int64_t msgInElems = 0, msgOutElems = 0;   // an NCCL kernel's "In msg nelems", "Out msg nelems"
  std::string_view dtype;                    // and its "dtype"
  std::array<int, 3> grid{}, block{};
  std::string kernelName, kernelHash;
  std::vector<std::vector<int64_t>> dims;
  // "Concrete Inputs": views into the parser's string buffer (no copy per event); kept for convolutions
  // only, once the name is known (it may come after "args").
  std::vector<std::string_view> concrete;
  std::string_view firstInputType;   // "Input type"'s first entry ("c10::BFloat16")
  bool hasTs = false;
};

// Bytes of one element of a profiler "dtype" ("BFloat16", "Float", "c10::Half"); 0 when unknown.
int64_t dtypeBytes(std::string_view dtype) {
  if (dtype.starts_with("c10::")) dtype.remove_prefix(5);
  if (dtype == "Double" || dtype == "Long" || dtype == "ComplexFloat") return 8;
  if (dtype == "Float" || dtype == "Int") return 4;
  if (dtype == "BFloat16" || dtype == "Half" || dtype == "Short") return 2;
  if (dtype == "Byte" || dtype == "Char" || dtype == "Bool" || dtype.starts_with("Float8")) return 1;
  return 0;
}

// The operators whose FLOPs the trace's shapes give (operatorFlops).
bool isMatmulOp(std::string_view name) {
  return name == "aten::mm" || name == "aten::addmm" || name == "aten::bmm" || name == "aten::baddbmm";
}
bool isConvolutionOp(std::string_view name) {
  return name == "aten::convolution" || name == "aten::_convolution" || name == "aten::convolution_backward";
}
// Fused attention (flash, memory-efficient, cuDNN), forward and backward.
bool isAttentionOp(std::string_view name) { return name.starts_with("aten::_scaled_dot_product_") && name.find("attention") != std::string_view::npos; }

namespace od = simdjson::ondemand;

// A value of the wrong type is treated as absent (a trace from another tool may write a pid as text);
// any other error is the JSON's own and ends the read.
bool ok(simdjson::error_code e) {
  if (e == simdjson::SUCCESS) return true;
  if (e == simdjson::INCORRECT_TYPE || e == simdjson::NUMBER_ERROR || e == simdjson::NUMBER_OUT_OF_RANGE ||
      e == simdjson::UNSUPPORTED_ARCHITECTURE)
    return false;
  throw simdjson::simdjson_error(e);
}

std::optional<double> asDouble(od::value v) {
  double d = 0;
  if (ok(v.get_double().get(d))) return d;
  return std::nullopt;
}

std::optional<int64_t> asInt(od::value v) {
  od::number n;
  if (!ok(v.get_number().get(n))) return std::nullopt;
  if (n.is_int64()) return n.get_int64();
  if (n.is_uint64()) return n.get_uint64() > static_cast<uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<int64_t>(n.get_uint64());
  const double d = n.get_double();
  return d >= -9.2e18 && d <= 9.2e18 ? static_cast<int64_t>(d) : 0;
}

std::string_view asString(od::value v) {
  std::string_view s;
  if (!ok(v.get_string().get(s))) return {};
  return s;
}

void readStrings(od::value v, std::vector<std::string_view>& out) {
  od::array a;
  if (!ok(v.get_array().get(a))) return;
  for (auto item : a) {
    od::value x;
    if (!ok(item.get(x))) break;
    out.push_back(asString(x));  // a non-string entry reads as ""
  }
}

void readTriple(od::value v, std::array<int, 3>& out) {
  od::array a;
  if (!ok(v.get_array().get(a))) return;
  size_t i = 0;
  for (auto item : a) {
    od::value x;
    if (!ok(item.get(x))) break;
    if (i < 3) out[i] = static_cast<int>(asInt(x).value_or(0));
    ++i;
  }
}

void readDims(od::value v, std::vector<std::vector<int64_t>>& out) {
  od::array rows;
  if (!ok(v.get_array().get(rows))) return;
  for (auto row : rows) {
    out.emplace_back();
    od::array cols;
    if (!ok(row.get_array().get(cols))) continue;
    for (auto c : cols) {
      od::value x;
      if (!ok(c.get(x))) break;
      out.back().push_back(asInt(x).value_or(0));
    }
  }
}

class TraceReader {
 public:
  explicit TraceReader(KinetoTrace& trace) : trace_(trace) {}

  void readRoot(od::document& doc, bool& sawEvents) {
    od::json_type type = od::json_type::null;
    if (!ok(doc.type().get(type))) throw simdjson::simdjson_error(simdjson::TAPE_ERROR);
    if (type == od::json_type::array) {  // the JSON Array Format: a bare list of events
      sawEvents = true;
      readEvents(doc.get_array());
      return;
    }
    if (type != od::json_type::object) return;
    for (auto field : doc.get_object()) {
      const std::string_view key = field.unescaped_key();
      if (key == "traceEvents") {
        od::array events;
        if (!ok(field.value().get_array().get(events))) continue;
        sawEvents = true;
        readEvents(events);
      } else if (key == "deviceProperties") {
        trace_.kineto = true;
        od::array devices;
        if (!ok(field.value().get_array().get(devices))) continue;
        for (auto d : devices) readDevice(d);
      } else if (key == "schemaVersion" || key == "cupti_version") {
        trace_.kineto = true;
      }
    }
  }

 private:
  void readEvents(od::array events) {
    for (auto item : events) {
      od::object o;
      if (!ok(item.get_object().get(o))) {
        ++trace_.events;
        continue;
      }
      readEvent(o);
    }
  }

  void readDevice(simdjson::simdjson_result<od::value> item) {
    od::object o;
    if (!ok(item.get_object().get(o))) return;
    TraceDevice d;
    for (auto field : o) {
      const std::string_view key = field.unescaped_key();
      od::value v = field.value();
      if (key == "id") d.id = static_cast<int>(asInt(v).value_or(-1));
      else if (key == "name") d.name = std::string(asString(v));
      else if (key == "numSms") d.numSms = static_cast<int>(asInt(v).value_or(0));
      else if (key == "computeMajor") d.computeMajor = static_cast<int>(asInt(v).value_or(0));
      else if (key == "computeMinor") d.computeMinor = static_cast<int>(asInt(v).value_or(0));
      else if (key == "totalGlobalMem") d.totalGlobalMem = asInt(v).value_or(0);
    }
    trace_.devices.push_back(std::move(d));
  }

  void readArgs(od::value value) {
    od::object o;
    if (!ok(value.get_object().get(o))) return;
    for (auto field : o) {
      const std::string_view key = field.unescaped_key();
      od::value v = field.value();
      if (key == "External id") e_.externalId = asInt(v).value_or(-1);
      else if (key == "correlation") e_.correlation = asInt(v).value_or(-1);
      else if (key == "device") e_.device = static_cast<int>(asInt(v).value_or(-1));
      else if (key == "stream") e_.stream = static_cast<int>(asInt(v).value_or(-1));
      else if (key == "registers per thread") e_.registers = static_cast<int>(asInt(v).value_or(0));
      else if (key == "bytes") e_.bytes = asInt(v).value_or(0);
      else if (key == "In msg nelems") e_.msgInElems = asInt(v).value_or(0);
      else if (key == "Out msg nelems") e_.msgOutElems = asInt(v).value_or(0);
      else if (key == "dtype") e_.dtype = asString(v);
      else if (key == "grid") readTriple(v, e_.grid);
      else if (key == "block") readTriple(v, e_.block);
      else if (key == "kernel_name") e_.kernelName = asString(v);
      else if (key == "kernel_hash") e_.kernelHash = asString(v);
      else if (key == "Input Dims") readDims(v, e_.dims);
      else if (key == "Concrete Inputs") readStrings(v, e_.concrete);  // stride, padding, ... of a convolution
      else if (key == "Input type") {
        std::vector<std::string_view> types;
        readStrings(v, types);
        if (!types.empty()) e_.firstInputType = types.front();
      }
    }
  }

  void readEvent(od::object o) {
    e_.ph = {};
    e_.cat = {};
    e_.name.clear();
    e_.pid = e_.tid = 0;
    e_.ts = e_.dur = 0.0;
    e_.externalId = e_.correlation = -1;
    e_.device = e_.stream = -1;
    e_.registers = 0;
    e_.bytes = 0;
    e_.msgInElems = e_.msgOutElems = 0;
    e_.dtype = {};
    e_.grid = {};
    e_.block = {};
    e_.kernelName = {};
    e_.kernelHash = {};
    e_.dims.clear();
    e_.concrete.clear();
    e_.firstInputType = {};
    e_.hasTs = false;
    for (auto field : o) {
      const std::string_view key = field.unescaped_key();
      od::value v = field.value();
      if (key == "ph") e_.ph = asString(v);
      else if (key == "cat") e_.cat = asString(v);
      else if (key == "name") e_.name = asString(v);
      else if (key == "pid") e_.pid = asInt(v).value_or(0);
      else if (key == "tid") e_.tid = asInt(v).value_or(0);
      else if (key == "ts") {
        if (auto d = asDouble(v)) e_.ts = *d, e_.hasTs = true;
      } else if (key == "dur") e_.dur = asDouble(v).value_or(0.0);
      else if (key == "args") readArgs(v);
      // Strings are views into the parser's buffer, valid until the next string is read: keep copies.
      if (key == "ph" || key == "cat") copyShort(key == "ph" ? e_.ph : e_.cat, key == "ph" ? ph_ : cat_);
    }
    finishEvent();
  }

  static void copyShort(std::string_view& view, std::string& keep) {
    keep.assign(view);
    view = keep;
  }

  int intern(std::string_view s) {
    auto it = nameIndex_.find(s);
    if (it != nameIndex_.end()) return it->second;
    trace_.names.emplace_back(s);
    const int index = static_cast<int>(trace_.names.size() - 1);
    nameIndex_.emplace(trace_.names.back(), index);
    return index;
  }

  void finishEvent() {
    ++trace_.events;
    const RawEvent& e = e_;
    if (e.ph != "X" || !e.hasTs) return;  // flows, counters, metadata and instants carry no activity
    if (e.cat == "kernel" || e.cat == "gpu_memset" || e.cat == "gpu_memcpy") {
      trace_.kineto = true;
      GpuEvent g;
      g.kind = e.cat == "kernel" ? GpuActivity::Kernel : e.cat == "gpu_memset" ? GpuActivity::Memset : GpuActivity::Memcpy;
      g.name = intern(e.name);
      g.ts = e.ts;
      g.dur = e.dur;
      g.externalId = e.externalId;
      g.correlation = e.correlation;
      g.device = e.device;
      g.stream = e.stream;
      g.grid = e.grid;
      g.block = e.block;
      g.registers = e.registers;
      g.bytes = e.bytes;
      // A collective's size: the larger of its input and output messages (an all-gather's gathered tensor,
      // a reduce-scatter's whole input), in the dtype the profiler recorded.
      if (const int64_t elems = std::max(e.msgInElems, e.msgOutElems); elems > 0 && g.kind == GpuActivity::Kernel)
        g.bytes = elems * dtypeBytes(e.dtype);
      g.eventIndex = trace_.events - 1;
      trace_.gpu.push_back(g);
      return;
    }
    CpuKind kind = CpuKind::Other;
    if (e.cat == "cpu_op") kind = CpuKind::Operator;
    else if (e.cat == "user_annotation") kind = CpuKind::Annotation;
    else if (e.cat == "cuda_runtime" || e.cat == "cuda_driver") kind = CpuKind::Runtime;
    else return;  // python_function, overhead, Trace spans, gpu_user_annotation: not needed
    if (kind == CpuKind::Operator) trace_.kineto = true;
    CpuEvent c;
    c.kind = kind;
    c.name = intern(e.name);
    c.pid = e.pid;
    c.tid = e.tid;
    c.ts = e.ts;
    c.dur = e.dur;
    c.externalId = e.externalId;
    c.correlation = e.correlation;
    if (!e.kernelName.empty()) c.kernelName = intern(e.kernelName);
    c.kernelHash = e.kernelHash;
    if (kind == CpuKind::Operator && !e.dims.empty() && (isMatmulOp(e.name) || isConvolutionOp(e.name) || isAttentionOp(e.name))) {
      c.inputDims = e.dims;
      if (isConvolutionOp(e.name)) c.concreteInputs.assign(e.concrete.begin(), e.concrete.end());
      c.inputType = std::string(e.firstInputType);
    }
    trace_.cpu.push_back(std::move(c));
  }

  KinetoTrace& trace_;
  RawEvent e_;
  std::string ph_, cat_;
  std::unordered_map<std::string_view, int> nameIndex_;  // views into trace_.names' strings (stable: see below)
};

KinetoTrace parsePadded(simdjson::padded_string_view json, std::string_view text, const std::string& file) {
  KinetoTrace trace;
  trace.file = file;
  trace.names.reserve(1 << 16);
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) throw ImportError(file, 0, "empty file: not a torch.profiler trace");
  od::parser parser;
  od::document doc;
  bool sawEvents = false;
  bool iterating = false;   // the document exists: only then can it say where an error is
  try {
    if (auto err = parser.iterate(json).get(doc); err != simdjson::SUCCESS) throw simdjson::simdjson_error(err);
    iterating = true;
    TraceReader reader(trace);
    reader.readRoot(doc, sawEvents);
  } catch (const simdjson::simdjson_error& e) {
    const char* where = nullptr;
    size_t offset = text.size();
    // A document that failed to start (an unclosed string, bad UTF-8 found while indexing) has no position
    // to ask for (simdjson would read through a null pointer): the error then names no line.
    if (iterating && doc.current_location().get(where) == simdjson::SUCCESS && where >= json.data() && where <= json.data() + text.size())
      offset = static_cast<size_t>(where - json.data());
    else if (!iterating)
      throw ImportError(file, 0, std::string("not valid JSON: ") + e.what());
    const bool truncated = e.error() == simdjson::INCOMPLETE_ARRAY_OR_OBJECT || (e.error() == simdjson::TAPE_ERROR && offset >= text.size());
    throw ImportError(file, lineAt(text, offset),
                      truncated ? std::string("the trace ends in the middle of its JSON (truncated?): ") + e.what()
                                : std::string("not valid JSON: ") + e.what());
  }
  if (!sawEvents)
    throw ImportError(file, 0, "not a Chrome trace: no \"traceEvents\" list (torch.profiler's export_chrome_trace writes one)");
  if (trace.gpu.empty())
    throw ImportError(file, 0, fmt::format("{} event(s) but no GPU kernel, memset or memcpy: a CPU-only profile? Record it with "
                                           "activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]",
                                           trace.events));
  return trace;
}

}  // namespace

namespace {

// "[1, 2]" -> {1, 2}, "4" -> {4}; nullopt for anything else ("False", "").
std::optional<std::vector<int64_t>> intList(std::string_view s) {
  if (!s.empty() && s.front() == '[') {
    if (s.back() != ']') return std::nullopt;
    s = s.substr(1, s.size() - 2);
  }
  std::vector<int64_t> out;
  while (!s.empty()) {
    while (!s.empty() && (s.front() == ' ' || s.front() == ',')) s.remove_prefix(1);
    if (s.empty()) break;
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc()) return std::nullopt;
    out.push_back(v);
    s.remove_prefix(static_cast<size_t>(end - s.data()));
  }
  if (out.empty()) return std::nullopt;
  return out;
}

// "[True, False, True]" -> {true, false, true}; nullopt for anything else (a profiler that records the
// mask in another form gives no FLOPs rather than a wrong count).
std::optional<std::vector<bool>> boolList(std::string_view s) {
  if (s.size() < 2 || s.front() != '[' || s.back() != ']') return std::nullopt;
  s = s.substr(1, s.size() - 2);
  std::vector<bool> out;
  while (!s.empty()) {
    while (!s.empty() && (s.front() == ' ' || s.front() == ',')) s.remove_prefix(1);
    if (s.empty()) break;
    if (s.starts_with("True")) {
      out.push_back(true);
      s.remove_prefix(4);
    } else if (s.starts_with("False")) {
      out.push_back(false);
      s.remove_prefix(5);
    } else {
      return std::nullopt;
    }
  }
  return out;
}

// The i-th of a per-dimension list that may give one value for every dimension.
int64_t perDim(const std::vector<int64_t>& list, size_t i) { return list.size() == 1 ? list[0] : list[i]; }

// 2·N·prod(weight)·prod(spatial) with spatial the output's (the input's for a transposed convolution):
// every output element of a group sums Cin/groups·kernel products (torch.utils.flop_counter's count).
double convolutionForwardFlops(const std::vector<int64_t>& x, const std::vector<int64_t>& w,
                               const std::vector<int64_t>& spatial) {
  double flops = 2.0 * static_cast<double>(x[0]);
  for (int64_t v : w) flops *= static_cast<double>(v);
  for (int64_t v : spatial) flops *= static_cast<double>(v);
  return flops;
}

}  // namespace

double convolutionFlops(const KinetoTrace& trace, const CpuEvent& op) {
  const std::string& name = trace.name(op.name);
  const auto& d = op.inputDims;
  const auto& c = op.concreteInputs;
  if (name == "aten::convolution_backward") {
    // (grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding, groups,
    // output_mask): the input and weight gradients each cost the forward's FLOPs.
    if (d.size() < 3 || c.size() < 11) return 0.0;
    const auto &gradOut = d[0], &x = d[1], &w = d[2];
    if (x.size() < 3 || w.size() != x.size() || gradOut.size() != x.size()) return 0.0;
    const bool transposed = c[7] == "True";
    const std::vector<int64_t> spatial(transposed ? x.begin() + 2 : gradOut.begin() + 2, transposed ? x.end() : gradOut.end());
    const auto mask = boolList(c[10]);
    if (!mask) return 0.0;
    const int gradients = (mask->size() > 0 && (*mask)[0]) + (mask->size() > 1 && (*mask)[1]);
    return gradients * convolutionForwardFlops(x, w, spatial);
  }
  if (name != "aten::convolution" && name != "aten::_convolution") return 0.0;
  // (input, weight, bias, stride, padding, dilation, transposed, output_padding, groups, ...)
  if (d.size() < 2 || c.size() < 9) return 0.0;
  const auto &x = d[0], &w = d[1];
  if (x.size() < 3 || w.size() != x.size()) return 0.0;
  const size_t dims = x.size() - 2;
  if (c[6] == "True") return convolutionForwardFlops(x, w, std::vector<int64_t>(x.begin() + 2, x.end()));
  const auto stride = intList(c[3]), padding = intList(c[4]), dilation = intList(c[5]);
  if (!stride || !padding || !dilation) return 0.0;
  for (const auto* l : {&*stride, &*padding, &*dilation})
    if (l->size() != 1 && l->size() != dims) return 0.0;
  std::vector<int64_t> out(dims);
  for (size_t i = 0; i < dims; ++i) {
    const int64_t s = perDim(*stride, i);
    if (s <= 0) return 0.0;
    out[i] = (x[i + 2] + 2 * perDim(*padding, i) - perDim(*dilation, i) * (w[i + 2] - 1) - 1) / s + 1;
    if (out[i] <= 0) return 0.0;
  }
  return convolutionForwardFlops(x, w, out);
}

double attentionFlops(const KinetoTrace& trace, const CpuEvent& op) {
  const std::string& name = trace.name(op.name);
  if (!isAttentionOp(name)) return 0.0;
  // torch.utils.flop_counter's sdpa_flop_count / sdpa_backward_flop_count: the two (forward) or five
  // (backward: scores recomputed, then dV, dScores, dQ, dK) batched matmuls, a causal mask not subtracted.
  const bool backward = name.ends_with("_backward");
  const auto& d = op.inputDims;
  const size_t q = backward ? 1 : 0;   // the backward takes grad_out first
  if (d.size() < q + 3) return 0.0;
  const auto &query = d[q], &key = d[q + 1], &value = d[q + 2];
  if (query.size() != 4 || key.size() != 4 || value.size() != 4) return 0.0;
  const double bh = static_cast<double>(query[0]) * static_cast<double>(query[1]);
  const double sq = static_cast<double>(query[2]), dq = static_cast<double>(query[3]);
  const double sk = static_cast<double>(key[2]), dv = static_cast<double>(value[3]);
  return backward ? 2.0 * bh * sq * sk * (3.0 * dq + 2.0 * dv) : 2.0 * bh * sq * sk * (dq + dv);
}

std::string torchDtypeOf(const std::string& t) {
  static const std::map<std::string, std::string, std::less<>> kTypes = {
      {"float", "torch.float32"}, {"double", "torch.float64"}, {"c10::Half", "torch.float16"},
      {"c10::BFloat16", "torch.bfloat16"}, {"c10::Float8_e4m3fn", "torch.float8_e4m3fn"}, {"signed char", "torch.int8"}};
  const auto it = kTypes.find(t);
  return it == kTypes.end() ? std::string() : it->second;
}

double operatorFlops(const KinetoTrace& trace, const CpuEvent& op) {
  if (const double matmul = matmulFlops(trace, op); matmul > 0) return matmul;
  if (const double attention = attentionFlops(trace, op); attention > 0) return attention;
  return convolutionFlops(trace, op);
}

double matmulFlops(const KinetoTrace& trace, const CpuEvent& op) {
  const std::string& name = trace.name(op.name);
  const auto& d = op.inputDims;
  // addmm and baddbmm take the bias first.
  const size_t a = name == "aten::addmm" || name == "aten::baddbmm" ? 1 : 0;
  if (d.size() < a + 2) return 0.0;
  const auto &x = d[a], &y = d[a + 1];
  if ((name == "aten::mm" || name == "aten::addmm") && x.size() == 2 && y.size() == 2 && x[1] == y[0])
    return 2.0 * static_cast<double>(x[0]) * static_cast<double>(y[1]) * static_cast<double>(x[1]);
  if ((name == "aten::bmm" || name == "aten::baddbmm") && x.size() == 3 && y.size() == 3 && x[2] == y[1])
    return 2.0 * static_cast<double>(x[0]) * static_cast<double>(x[1]) * static_cast<double>(y[2]) * static_cast<double>(x[2]);
  return 0.0;
}

std::string readMaybeGzipped(const std::filesystem::path& file, std::uintmax_t maxBytes) {
  std::string bytes = readTextFile(file, maxBytes);
  if (!isGzip(bytes)) return bytes;
  return gunzip(bytes, file.string(), maxBytes);
}

KinetoTrace parseKinetoTrace(std::string_view json, const std::string& file) {
  const simdjson::padded_string padded(json);
  return parsePadded(padded, json, file);
}

KinetoTrace readKinetoTrace(const std::filesystem::path& file) {
  std::string text = readMaybeGzipped(file, kMaxTraceBytes);
  const size_t size = text.size();
  text.reserve(size + simdjson::SIMDJSON_PADDING);  // parsed in place, no copy
  return parsePadded(simdjson::padded_string_view(text.data(), size, text.capacity()), std::string_view(text.data(), size), file.string());
}

}  // namespace fusescope::profile
