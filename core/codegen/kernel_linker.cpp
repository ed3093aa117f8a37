#include "codegen/kernel_linker.h"

#include <algorithm>
#include <map>
#include <set>

namespace fusescope::codegen {
namespace {

bool isExternGroup(const KernelGroup& g) { return g.kind == "extern"; }

struct Candidate {
  int call = -1;
  bool callsOwnKernel = false;  // the call is to the extern node's own `node.kernel`: of an mm writing buf2
                                // and the all_reduce_ and wait_tensor that mutate it in place, each node's own
  int score = 0;    // buffers the call writes that are the group's own outputs (not only mutation targets)
  int argHits = 0;  // the call's arguments the group writes: of two in-place calls on one buffer, the one
                    // passing the node's other mutated buffers too
  bool operator==(const Candidate& o) const {
    return callsOwnKernel == o.callsOwnKernel && score == o.score && argHits == o.argHits;
  }
};

// Whether `call` calls the kernel an extern group's node names (`opN.node.kernel`).
bool callsOwnKernel(const Graph& graph, const KernelGroup& g, const CallSite& call) {
  if (g.members.size() != 1) return false;
  const std::string& kernel = graph.nodes[static_cast<size_t>(g.members.front())].kernel;
  return !kernel.empty() && kernel == call.callee;
}

// CppScheduling generates the kernels of consecutive scheduler nodes into one C++ function (its kernel
// group, flushed at an extern kernel or after cpp.max_horizontal_fusion_size of them), so one call writes
// the buffers of several of the schedule's kernels. A C++ call no single kernel accounts for is shared by
// the unlinked C++ kernels whose buffers it writes, when together they account for all it writes.
void linkSharedCppFunctions(const Graph& graph, const std::vector<KernelGroup>& groups, const OutputCodeIndex& code,
                            const std::vector<bool>& taken, std::vector<KernelLink>& links) {
  const auto open = [&](size_t c) {
    const CallSite& call = code.calls[c];
    return !taken[c] && call.kind == CallKind::Kernel && !call.written.empty() && call.definition >= 0 &&
           code.definitions[static_cast<size_t>(call.definition)].language == "cpp";
  };
  const auto writesAny = [](const CallSite& call, const std::set<std::string>& buffers) {
    return std::any_of(call.written.begin(), call.written.end(), [&](const std::string& b) { return buffers.count(b) > 0; });
  };
  // Per unlinked C++ kernel: what it may write (outputs and what they mutate), its own outputs, and the
  // last open C++ call writing any of those. A kernel that reaches a call only through a buffer it mutates
  // (an atomic_add into a zero-filled buffer) joins the last call writing it: a mutation comes after the
  // write it mutates, which may be another function's.
  std::vector<std::set<std::string>> written(groups.size()), own(groups.size());
  std::vector<size_t> lastCall(groups.size(), code.calls.size());
  for (size_t gi = 0; gi < groups.size(); ++gi)
    if (groups[gi].kind == "cpp" && links[gi].status == LinkStatus::NoCallSite) {
      const auto w = groupWrittenBuffers(graph, groups[gi]);
      written[gi].insert(w.begin(), w.end());
      for (NodeId id : groups[gi].members)
        for (BufferId b : graph.nodes[static_cast<size_t>(id)].outputs) own[gi].insert(graph.buffers[static_cast<size_t>(b)].name);
      for (size_t c = 0; c < code.calls.size(); ++c)
        if (open(c) && writesAny(code.calls[c], written[gi])) lastCall[gi] = c;
    }
  for (size_t c = 0; c < code.calls.size(); ++c) {
    if (!open(c)) continue;
    const CallSite& call = code.calls[c];
    std::vector<size_t> sharing;
    std::set<std::string> covered;
    for (size_t gi = 0; gi < groups.size(); ++gi) {
      if (written[gi].empty() || links[gi].status != LinkStatus::NoCallSite || !writesAny(call, written[gi])) continue;
      if (!writesAny(call, own[gi]) && lastCall[gi] != c) continue;
      sharing.push_back(gi);
      covered.insert(written[gi].begin(), written[gi].end());
    }
    const bool accounted = std::all_of(call.written.begin(), call.written.end(), [&](const std::string& b) { return covered.count(b) > 0; });
    if (sharing.size() < 2 || !accounted) continue;
    for (size_t gi : sharing) {
      links[gi].status = LinkStatus::Linked;
      links[gi].call = static_cast<int>(c);
      links[gi].definition = call.definition;
      links[gi].unique = true;
      links[gi].sharedWith = static_cast<int>(sharing.size()) - 1;
      links[gi].note = "one C++ function with " + std::to_string(sharing.size() - 1) +
                       " other kernel(s) of the schedule: CppScheduling generates consecutive kernels together";
    }
  }
}

// A C++ kernel whose buffer no call names: Inductor handed its storage on (`buf4 = buf0; del buf0  #
// reuse`) to a buffer the next C++ function computes in place (in_out_ptr0), and that function computes
// this kernel too, under the new name. It joins the first C++ call after the reuse writing the new name.
void linkThroughReuses(const Graph& graph, const std::vector<KernelGroup>& groups, const OutputCodeIndex& code,
                       std::vector<KernelLink>& links) {
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    if (groups[gi].kind != "cpp" || links[gi].status != LinkStatus::NoCallSite) continue;
    const auto w = groupWrittenBuffers(graph, groups[gi]);
    const std::set<std::string> written(w.begin(), w.end());
    const bool named = std::any_of(code.calls.begin(), code.calls.end(), [&](const CallSite& call) {
      return std::any_of(call.written.begin(), call.written.end(), [&](const std::string& b) { return written.count(b) > 0; });
    });
    if (named) continue;
    for (const BufferReuse& r : code.reuses) {
      if (!written.count(r.from)) continue;
      const auto call = std::find_if(code.calls.begin(), code.calls.end(), [&](const CallSite& c) {
        return c.line > r.line && c.kind == CallKind::Kernel && c.definition >= 0 &&
               code.definitions[static_cast<size_t>(c.definition)].language == "cpp" &&
               std::find(c.written.begin(), c.written.end(), r.to) != c.written.end();
      });
      if (call == code.calls.end()) continue;
      const int c = static_cast<int>(call - code.calls.begin());
      std::vector<size_t> sharing = {gi};
      for (size_t gj = 0; gj < groups.size(); ++gj)
        if (gj != gi && links[gj].status == LinkStatus::Linked && links[gj].call == c) sharing.push_back(gj);
      for (size_t s : sharing) {
        links[s].status = LinkStatus::Linked;
        links[s].call = c;
        links[s].definition = call->definition;
        links[s].sharedWith = static_cast<int>(sharing.size()) - 1;
      }
      links[gi].unique = true;
      links[gi].note = "its buffer " + r.from + " is reused as " + r.to + " (output_code.py line " + std::to_string(r.line) +
                       "), which this C++ function computes in place with " + std::to_string(sharing.size() - 1) +
                       " other kernel(s)";
      break;
    }
  }
}

}  // namespace

const char* toString(LinkStatus status) {
  switch (status) {
    case LinkStatus::Linked: return "linked";
    case LinkStatus::Nop: return "nop";
    case LinkStatus::NoCallSite: return "no call site";
  }
  return "?";
}

std::vector<std::string> groupWrittenBuffers(const Graph& graph, const KernelGroup& group) {
  std::set<std::string> seen;
  std::vector<std::string> todo;
  for (NodeId id : group.members)
    for (BufferId b : graph.nodes[static_cast<size_t>(id)].outputs) todo.push_back(graph.buffers[static_cast<size_t>(b)].name);
  while (!todo.empty()) {
    std::string name = todo.back();
    todo.pop_back();
    if (!seen.insert(name).second) continue;
    if (const Buffer* b = graph.findBuffer(name))
      for (const auto& m : b->mutations) todo.push_back(m);
  }
  return {seen.begin(), seen.end()};
}

std::vector<KernelLink> linkKernels(const Graph& graph, const std::vector<KernelGroup>& groups, const OutputCodeIndex& code) {
  std::map<std::string, std::vector<int>, std::less<>> callsWriting;
  for (size_t c = 0; c < code.calls.size(); ++c)
    for (const auto& w : code.calls[c].written) callsWriting[w].push_back(static_cast<int>(c));

  std::vector<KernelLink> links(groups.size());
  std::vector<std::vector<Candidate>> candidates(groups.size());
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    const KernelGroup& g = groups[gi];
    if (g.kind == "nop") {
      links[gi].status = LinkStatus::Nop;
      links[gi].note = "nop node: Inductor generates no code for it";
      continue;
    }
    const auto written = groupWrittenBuffers(graph, g);
    const std::set<std::string> writtenSet(written.begin(), written.end());
    std::set<std::string> own;
    for (NodeId id : g.members)
      for (BufferId b : graph.nodes[static_cast<size_t>(id)].outputs) own.insert(graph.buffers[static_cast<size_t>(b)].name);
    std::set<int> tried;
    for (const auto& w : written) {
      auto it = callsWriting.find(w);
      if (it == callsWriting.end()) continue;
      for (int c : it->second) {
        if (!tried.insert(c).second) continue;
        const CallSite& call = code.calls[static_cast<size_t>(c)];
        if (isExternGroup(g) != (call.kind != CallKind::Kernel)) continue;
        // Sound: everything the call writes must be something this group writes.
        bool subset = std::all_of(call.written.begin(), call.written.end(), [&](const std::string& b) { return writtenSet.count(b) > 0; });
        if (!subset) continue;
        int score = static_cast<int>(std::count_if(call.written.begin(), call.written.end(), [&](const std::string& b) { return own.count(b) > 0; }));
        const std::set<std::string> args(call.args.begin(), call.args.end());
        const int argHits = static_cast<int>(std::count_if(args.begin(), args.end(), [&](const std::string& b) { return writtenSet.count(b) > 0; }));
        candidates[gi].push_back({c, isExternGroup(g) && callsOwnKernel(graph, g, call), score, argHits});
      }
    }
    std::sort(candidates[gi].begin(), candidates[gi].end(), [](const Candidate& a, const Candidate& b) {
      if (a.callsOwnKernel != b.callsOwnKernel) return a.callsOwnKernel;
      if (a.score != b.score) return a.score > b.score;
      return a.argHits != b.argHits ? a.argHits > b.argHits : a.call < b.call;
    });
    if (candidates[gi].empty()) {
      std::string list;
      for (const auto& w : written) list += (list.empty() ? "" : ", ") + w;
      links[gi].note = "no call in output_code.py writes any of [" + list + "]";
    }
  }

  // First the groups whose best candidate is unique, repeatedly (taking a call removes it for others),
  // then the rest in schedule order.
  std::vector<bool> taken(code.calls.size(), false);
  auto best = [&](size_t gi, std::vector<int>& out) {
    out.clear();
    const Candidate* top = nullptr;
    for (const auto& c : candidates[gi]) {
      if (taken[static_cast<size_t>(c.call)]) continue;
      if (!top) top = &c;
      if (c == *top) out.push_back(c.call);
    }
  };
  auto assign = [&](size_t gi, int call, bool unique) {
    taken[static_cast<size_t>(call)] = true;
    links[gi].status = LinkStatus::Linked;
    links[gi].call = call;
    links[gi].definition = code.calls[static_cast<size_t>(call)].definition;
    links[gi].unique = unique;
    links[gi].note = unique ? "matched by written buffers" : "several calls write these buffers; first unused one in call order";
  };
  std::vector<int> top;
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t gi = 0; gi < groups.size(); ++gi) {
      if (links[gi].status != LinkStatus::NoCallSite || candidates[gi].empty()) continue;
      best(gi, top);
      if (top.size() == 1) {
        assign(gi, top[0], true);
        progress = true;
      }
    }
  }
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    if (links[gi].status != LinkStatus::NoCallSite || candidates[gi].empty()) continue;
    best(gi, top);
    if (!top.empty())
      assign(gi, top[0], false);
    else
      links[gi].note = "every call writing its buffers is already linked to another group";
  }
  linkSharedCppFunctions(graph, groups, code, taken, links);
  linkThroughReuses(graph, groups, code, links);
  return links;
}

OutputCodeIndex indexFromCodeKernels(const std::vector<CodeKernel>& kernels) {
  // Reuse the scanner: render each kernel as a tiny output_code.py with one definition and one call.
  OutputCodeIndex index;
  for (const auto& k : kernels) {
    CallSite call;
    call.callee = k.name;
    call.line = k.line;
    if (k.language == "extern") {
      call.kind = CallKind::Extern;
      // What the scanner found it writes; a file saved before that was kept knows only out= arguments.
      call.written = k.written;
      for (const auto& a : k.callArgs) {
        if (a.rfind("out=", 0) == 0) {
          if (k.written.empty()) call.written.push_back(a.substr(4));
        } else if (std::find(call.written.begin(), call.written.end(), a) == call.written.end()) {
          call.read.push_back(a);
        }
      }
      call.args = k.callArgs;
    } else {
      KernelDefinition def;
      def.name = k.name;
      def.language = k.language;
      def.source = k.source;
      def.sourceNodes = k.sourceNodes;
      def.atenOrigins = k.atenOrigins;
      def.line = k.line;
      std::string text = def.name + " = async_compile." + (k.language == "cpp" ? "cpp_pybinding" : k.language) + "('" +
                         def.name + "', '''\n" + k.source + "\n''')\n";
      auto scanned = scanOutputCode(text);
      if (!scanned.definitions.empty()) def.params = scanned.definitions[0].params;
      call.kind = CallKind::Kernel;
      call.definition = static_cast<int>(index.definitions.size());
      call.args = k.callArgs;
      for (size_t i = 0; i < k.callArgs.size(); ++i) {
        bool w = i < def.params.size() &&
                 (def.params[i].rfind("out_ptr", 0) == 0 || def.params[i].rfind("in_out_ptr", 0) == 0);
        (w ? call.written : call.read).push_back(k.callArgs[i]);
      }
      index.definitionByName[def.name] = call.definition;
      index.definitions.push_back(std::move(def));
    }
    index.calls.push_back(std::move(call));
  }
  return index;
}

LinkCoverage coverage(const std::vector<KernelLink>& links) {
  LinkCoverage c;
  for (const auto& l : links) {
    if (l.status == LinkStatus::Nop) {
      ++c.nop;
      continue;
    }
    ++c.groups;
    if (l.status == LinkStatus::Linked) ++c.linked;
  }
  return c;
}

}  // namespace fusescope::codegen
