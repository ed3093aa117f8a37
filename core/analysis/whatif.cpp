#include "analysis/whatif.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <thread>

#include "sched/schedule_cancel.h"
#include "sched/scheduler.h"

namespace fusescope::analysis {

// One scheduler run under one setting, reduced to what the search asks of it.
struct WhatIfSearch::Run {
  std::vector<KnobChange> changes;
  std::shared_ptr<const sched::Trace> trace;   // null when not kept (WhatIfOptions::keptTraceBytes)
  // Verdicts on the pairs asked while the trace was at hand (a run without its trace answers from here).
  mutable std::map<std::pair<NodeId, NodeId>, PairVerdict> verdicts;
  std::vector<NodeGroup> groups;           // final kernels, members sorted
  std::vector<std::string> names;          // their fused names
  std::vector<int> kernelOf;               // NodeId -> index into groups; -1 for dead nodes
  std::set<NodeGroup> groupSet;
};

namespace {

std::vector<std::string> assignments(const std::vector<KnobChange>& changes) {
  std::vector<std::string> out;
  for (const KnobChange& c : changes) out.push_back(c.assignment());
  return out;
}

// Fills a run's kernel fields from its trace.
template <class Run>
void indexKernels(Run& run, size_t nodes) {
  const sched::Trace& trace = *run.trace;
  run.groups = finalGroups(trace);
  run.kernelOf.assign(nodes, -1);
  for (size_t k = 0; k < run.groups.size(); ++k) {
    run.names.push_back(trace.name(trace.kernels[k].node));
    for (NodeId n : run.groups[k]) run.kernelOf[static_cast<size_t>(n)] = static_cast<int>(k);
  }
  run.groupSet.insert(run.groups.begin(), run.groups.end());
}

// What a trace holds in memory, roughly: its decisions and their reasons are nearly all of it.
std::size_t approximateBytes(const sched::Trace& trace) {
  std::size_t bytes = trace.decisions.capacity() * sizeof(sched::Decision) + trace.nodes.capacity() * sizeof(sched::SchedNodeInfo);
  for (const sched::Decision& d : trace.decisions)
    if (d.reason.capacity() > 15) bytes += d.reason.capacity() + 1;
  return bytes;
}

std::string settingLabel(const std::vector<std::string>& set) {
  if (set.empty()) return "base";
  std::string out;
  for (const auto& s : set) out += (out.empty() ? "" : ",") + s;
  return out;
}

}  // namespace

WhatIfSearch::WhatIfSearch(const Graph& graph, const sched::Trace& base, WhatIfOptions options)
    : graph_(graph), policy_(base.policy), baseConfig_(base.config), options_(options),
      singles_(candidateChanges(base.config, base.policy, graph)), costs_(graph, base.config) {
  auto run = std::make_shared<Run>();
  run->trace = std::shared_ptr<const sched::Trace>(&base, [](const sched::Trace*) {});  // the caller owns it
  indexKernels(*run, graph.nodes.size());
  base_ = std::move(run);
}

WhatIfSearch::~WhatIfSearch() = default;

std::shared_ptr<const WhatIfSearch::Run> WhatIfSearch::runFor(const std::vector<KnobChange>& changes) const {
  auto it = runs_.find(assignments(changes));
  return it == runs_.end() ? nullptr : it->second;
}

PairVerdict WhatIfSearch::verdictOf(const Run& run, NodeId a, NodeId b, const std::atomic<bool>* cancel) const {
  if (run.trace) return pairVerdict(*run.trace, a, b);
  if (const auto it = run.verdicts.find({a, b}); it != run.verdicts.end()) return it->second;
  const sched::Trace again = sched::runScheduler(graph_, applyChanges(baseConfig_, run.changes), policy_, cancel);
  return run.verdicts[{a, b}] = pairVerdict(again, a, b);
}

void WhatIfSearch::runAll(const std::vector<std::vector<KnobChange>>& settings, NodeId a, NodeId b, const std::atomic<bool>* cancel) {
  std::vector<std::vector<KnobChange>> todo;
  for (const auto& s : settings)
    if (!runFor(s)) todo.push_back(s);
  if (todo.empty()) return;
  std::vector<std::shared_ptr<Run>> done(todo.size());
  std::atomic<size_t> next{0};
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
  auto work = [&] {
    for (size_t i = next++; i < todo.size() && !failed; i = next++) {
      try {
        auto run = std::make_shared<Run>();
        run->changes = todo[i];
        // A fresh policy per run (runScheduler by name): policies keep per-run caches.
        run->trace = std::make_shared<const sched::Trace>(
            sched::runScheduler(graph_, applyChanges(baseConfig_, todo[i]), policy_, cancel));
        indexKernels(*run, graph_.nodes.size());
        run->verdicts[{a, b}] = pairVerdict(*run->trace, a, b);
        // Kept while the traces fit, decided at once: 22 traces of a 21,000-node graph waiting for the
        // last run to finish were 1.5 GB.
        const std::size_t bytes = approximateBytes(*run->trace);
        std::size_t kept = keptBytes_.load();
        bool keep = false;
        while (kept + bytes <= options_.keptTraceBytes && !(keep = keptBytes_.compare_exchange_weak(kept, kept + bytes))) {
        }
        if (!keep) run->trace = nullptr;
        done[i] = std::move(run);
      } catch (...) {
        if (!failed.exchange(true)) failure = std::current_exception();
      }
    }
  };
  const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
  const size_t threads = std::min<size_t>(todo.size(), options_.threads > 0 ? static_cast<size_t>(options_.threads) : hardware);
  std::vector<std::thread> pool;
  for (size_t t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  for (auto& run : done) runs_.emplace(assignments(run->changes), std::move(run));
}

WhatIfResult WhatIfSearch::propose(NodeId a, NodeId b, const std::atomic<bool>* cancel) {
  const auto count = static_cast<NodeId>(graph_.nodes.size());
  if (a < 0 || b < 0 || a >= count || b >= count) throw std::out_of_range("whatIf: node id outside the graph");
  WhatIfResult out;
  out.a = a;
  out.b = b;
  out.nameA = graph_.nodes[static_cast<size_t>(a)].name;
  out.nameB = graph_.nodes[static_cast<size_t>(b)].name;
  out.policy = policy_;
  out.baseKernels = static_cast<int>(base_->groups.size());
  out.baseCost = costs_.total(base_->groups);

  auto together = [&](const Run& r) {
    const int ka = r.kernelOf[static_cast<size_t>(a)];
    return ka >= 0 && ka == r.kernelOf[static_cast<size_t>(b)];
  };
  auto evaluate = [&](const Run& r) {
    TriedSetting t;
    t.set = assignments(r.changes);
    t.together = together(r);
    t.kernels = static_cast<int>(r.groups.size());
    // The verdict alone: the full explanation (facts, paths, Inductor's lines) is asked once, for the base.
    const PairVerdict v = verdictOf(r, a, b, cancel);
    t.outcome = v.outcome;
    if (!t.together) t.reason = v.reason;
    return t;
  };
  auto groupsOf = [&](const Run& r) {
    std::vector<NodeGroup> g;
    for (NodeId n : {a, b})
      if (const int k = r.kernelOf[static_cast<size_t>(n)]; k >= 0) g.push_back(r.groups[static_cast<size_t>(k)]);
    return g;
  };

  const TriedSetting base = evaluate(*base_);
  out.tried.push_back(base);
  if (a == b || base.together) {
    out.togetherAtBase = true;
    const int k = base_->kernelOf[static_cast<size_t>(a)];
    if (k >= 0) out.baseKernel = base_->names[static_cast<size_t>(k)];
    return out;
  }
  const std::vector<NodeGroup> baseGroups = groupsOf(*base_);

  auto addProposal = [&](const Run& r) {
    WhatIfProposal p;
    p.set = assignments(r.changes);
    p.kernel = r.names[static_cast<size_t>(r.kernelOf[static_cast<size_t>(a)])];
    p.kernelsDelta = static_cast<int>(r.groups.size()) - out.baseKernels;
    for (size_t k = 0; k < r.groups.size(); ++k)
      if (!base_->groupSet.count(r.groups[k])) {
        p.changedGroups.push_back(namedGroup(graph_, r.names[k], r.groups[k]));
        p.added += costs_.cost(r.groups[k]);
      }
    for (size_t k = 0; k < base_->groups.size(); ++k)
      if (!r.groupSet.count(base_->groups[k])) {
        p.replacedGroups.push_back(namedGroup(graph_, base_->names[k], base_->groups[k]));
        p.removed += costs_.cost(base_->groups[k]);
      }
    p.bytesDelta = p.added.bytes - p.removed.bytes;
    out.proposals.push_back(std::move(p));
  };

  // Settings are counted whether or not an earlier pair already ran them, so the answer does not depend
  // on what was asked before.
  int budget = options_.maxRuns;
  std::vector<std::vector<KnobChange>> singles;
  for (const KnobChange& c : singles_) {
    if (budget-- <= 0) {
      out.budgetExhausted = true;
      break;
    }
    singles.push_back({c});
  }
  runAll(singles, a, b, cancel);
  std::vector<KnobChange> mattered;  // single changes that moved the pair's groups or the policy's answer
  for (const auto& s : singles) {
    const Run& r = *runFor(s);
    TriedSetting t = evaluate(r);
    if (t.together) addProposal(r);
    else if (groupsOf(r) != baseGroups || t.outcome != base.outcome || t.reason != base.reason)
      mattered.push_back(s.front());
    out.tried.push_back(std::move(t));
  }
  if (mattered.size() > static_cast<size_t>(options_.maxComboKnobs)) mattered.resize(static_cast<size_t>(options_.maxComboKnobs));

  // Combinations of what mattered, smallest first, each knob once; none containing a smaller proposal.
  std::vector<std::vector<std::string>> found;
  for (const auto& p : out.proposals) found.push_back(p.set);
  auto containsProposal = [&](const std::vector<KnobChange>& combo) {
    const auto set = assignments(combo);
    return std::any_of(found.begin(), found.end(), [&](const std::vector<std::string>& f) {
      return std::all_of(f.begin(), f.end(), [&](const std::string& s) { return std::find(set.begin(), set.end(), s) != set.end(); });
    });
  };
  for (int size = 2; size <= options_.maxComboSize && !out.budgetExhausted; ++size) {
    std::vector<std::vector<KnobChange>> combos;
    std::vector<size_t> pick;
    // Index combinations of `size` out of mattered.size(), in lexicographic order.
    std::function<void(size_t)> choose = [&](size_t from) {
      if (out.budgetExhausted) return;
      if (pick.size() == static_cast<size_t>(size)) {
        std::vector<KnobChange> combo;
        std::set<std::string> keys;
        for (size_t i : pick) {
          combo.push_back(mattered[i]);
          keys.insert(mattered[i].key);
        }
        if (keys.size() != combo.size() || containsProposal(combo)) return;
        if (budget-- <= 0) {
          out.budgetExhausted = true;
          return;
        }
        combos.push_back(std::move(combo));
        return;
      }
      for (size_t i = from; i < mattered.size(); ++i) {
        pick.push_back(i);
        choose(i + 1);
        pick.pop_back();
      }
    };
    choose(0);
    runAll(combos, a, b, cancel);
    for (const auto& c : combos) {
      const Run& r = *runFor(c);
      TriedSetting t = evaluate(r);
      if (t.together) {
        addProposal(r);
        found.push_back(t.set);
      }
      out.tried.push_back(std::move(t));
    }
  }
  out.runs = static_cast<int>(out.tried.size()) - 1;

  if (out.proposals.empty()) {
    std::map<std::string, size_t> at;
    for (const TriedSetting& t : out.tried) {
      const std::string reason = !t.reason.empty() ? t.reason
                                 : t.outcome == PairOutcome::NotEvaluated ? "never evaluated"
                                                                          : toString(t.outcome);
      auto [it, fresh] = at.emplace(reason, out.blocking.size());
      if (fresh) out.blocking.push_back({reason, 0, {}});
      BlockingReason& br = out.blocking[it->second];
      ++br.settings;
      if (br.examples.size() < 3) br.examples.push_back(settingLabel(t.set));
    }
    std::stable_sort(out.blocking.begin(), out.blocking.end(),
                     [](const BlockingReason& x, const BlockingReason& y) { return x.settings > y.settings; });
    const PairExplanation e = explainPair(graph_, *base_->trace, a, b);
    for (const PairFact& f : e.facts)
      if (!f.ok) out.blockingFacts.push_back(f);
  }
  return out;
}

WhatIfResult whatIf(const Graph& graph, const sched::Trace& base, NodeId a, NodeId b, const WhatIfOptions& options,
                    const std::atomic<bool>* cancel) {
  // One pair is asked: no later pair would read a kept trace (each is about 70 MB at 21,000 nodes).
  WhatIfOptions once = options;
  once.keptTraceBytes = 0;
  WhatIfSearch search(graph, base, once);
  return search.propose(a, b, cancel);
}

}  // namespace fusescope::analysis
