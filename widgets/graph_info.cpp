#include "graph_info.h"

#include "codegen/kernel_metrics.h"
#include "graph/dep_bytes.h"
#include "graph/dtype.h"
#include "source/source_label.h"

#include <algorithm>
#include <set>

namespace fusescope::gui {

QStringList qsl(const std::vector<std::string>& v) {
  QStringList out;
  out.reserve(static_cast<qsizetype>(v.size()));
  for (const auto& s : v) out << qs(s);
  return out;
}

QString depKindName(DepKind k) {
  switch (k) {
    case DepKind::Memory: return QStringLiteral("MemoryDep");
    case DepKind::Star: return QStringLiteral("StarDep");
    case DepKind::Weak: return QStringLiteral("WeakDep");
  }
  return {};
}

static QString rangesText(const std::vector<NamedExpr>& r) {
  QStringList parts;
  for (const auto& [k, v] : r) parts << qs(k) + QStringLiteral(": ") + qs(v);
  return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QString depText(const Dependency& d) {
  switch (d.kind) {
    case DepKind::Memory: {
      QString s = QStringLiteral("MemoryDep('%1', %2, %3").arg(qs(d.name), qs(d.index), rangesText(d.ranges));
      if (!d.mode.empty()) s += QStringLiteral(", ") + qs(d.mode);
      return s + QLatin1Char(')');
    }
    case DepKind::Star:
      return QStringLiteral("StarDep(name='%1', mode=%2)").arg(qs(d.name), d.mode.empty() ? QStringLiteral("None") : qs(d.mode));
    case DepKind::Weak:
      return QStringLiteral("WeakDep(name='%1', mutating_buf='%2', is_fake=%3)")
          .arg(qs(d.name), qs(d.mutatingBuf), d.isFake ? QStringLiteral("True") : QStringLiteral("False"));
  }
  return {};
}

int dtypeBytes(const std::string& dtype) { return static_cast<int>(knownDtypeBytes(dtype)); }

std::optional<long long> numelOf(const std::vector<std::string>& sizes) {
  long long n = 1;
  for (const auto& s : sizes) {
    bool ok = false;
    const long long v = QString::fromStdString(s).trimmed().toLongLong(&ok);
    if (!ok || v < 0) return std::nullopt;
    if (v != 0 && n > (1LL << 50) / v) return std::nullopt;
    n *= v;
  }
  return n;
}

std::optional<long long> depBytes(const Graph& g, const Dependency& d) {
  // core's rule (graph/dep_bytes.h): loop variables matched as identifiers, core's dtype table.
  if (auto bytes = memoryDepBytes(g, d)) return static_cast<long long>(*bytes);
  return std::nullopt;
}

std::optional<long long> bufferBytes(const Buffer& b) {
  const int eb = dtypeBytes(b.layout.dtype);
  if (eb == 0) return std::nullopt;
  auto n = numelOf(b.layout.size);
  if (!n) return std::nullopt;
  return *n * eb;
}

QString humanBytes(long long b) { return QString::fromStdString(codegen::bytesText(b)); }  // core's one text

QString nodeKindLabel(const Node& n) {
  switch (n.kind) {
    case NodeKind::Extern: return QStringLiteral("extern");
    case NodeKind::Nop: return QStringLiteral("nop");
    case NodeKind::Unknown: return QStringLiteral("unknown");
    case NodeKind::Scheduler: break;
  }
  if (n.isTemplate()) return QStringLiteral("template");
  return n.isReduction() ? QStringLiteral("reduction") : QStringLiteral("pointwise");
}

const RecordedKernel* findRecordedKernel(const Graph& g, const std::string& nodeName) {
  for (const auto& k : g.inductor.kernels)
    if (std::find(k.members.begin(), k.members.end(), nodeName) != k.members.end()) return &k;
  return nullptr;
}

static void addDeps(KvNode* parent, const Graph& g, const QString& title, const std::vector<Dependency>& deps) {
  KvNode* sec = parent->add(title, QString::number(deps.size()));
  for (const auto& d : deps) {
    KvNode* row = sec->add(qs(d.name), depKindName(d.kind), qs(d.name));
    row->tooltip = depText(d);
    if (d.kind == DepKind::Memory) {
      row->add(QStringLiteral("index"), qs(d.index));
      row->add(QStringLiteral("ranges"), rangesText(d.ranges));
      if (auto b = depBytes(g, d)) row->value += QStringLiteral(" · ") + humanBytes(*b);
    }
    if (!d.mode.empty()) row->add(QStringLiteral("mode"), qs(d.mode));
    if (d.kind == DepKind::Weak) {
      row->add(QStringLiteral("mutating_buf"), qs(d.mutatingBuf), qs(d.mutatingBuf));
      row->add(QStringLiteral("is_fake"), d.isFake ? QStringLiteral("True") : QStringLiteral("False"));
    }
  }
}

static QString layoutText(const Layout& l) {
  if (l.kind.empty() && !l.text.empty()) return qs(l.text);
  return QStringLiteral("%1('%2', %3, size=[%4], stride=[%5]%6)")
      .arg(qs(l.kind), qs(l.device), qs(l.dtype), qsl(l.size).join(QStringLiteral(", ")),
           qsl(l.stride).join(QStringLiteral(", ")),
           l.offset.empty() || l.offset == "0" ? QString() : QStringLiteral(", offset=") + qs(l.offset));
}

static void addBufferRows(KvNode* row, const Graph& g, const Buffer& b) {
  row->add(QStringLiteral("ir type"), qs(b.irType.empty() ? std::string("graph input") : b.irType));
  KvNode* lay = row->add(QStringLiteral("layout"), layoutText(b.layout));
  lay->tooltip = qs(b.layout.text);
  lay->add(QStringLiteral("kind"), qs(b.layout.kind));
  lay->add(QStringLiteral("device"), qs(b.layout.device));
  lay->add(QStringLiteral("dtype"), qs(b.layout.dtype));
  lay->add(QStringLiteral("size"), QLatin1Char('[') + qsl(b.layout.size).join(QStringLiteral(", ")) + QLatin1Char(']'));
  lay->add(QStringLiteral("stride"), QLatin1Char('[') + qsl(b.layout.stride).join(QStringLiteral(", ")) + QLatin1Char(']'));
  lay->add(QStringLiteral("offset"), qs(b.layout.offset));
  if (auto bytes = bufferBytes(b)) row->add(QStringLiteral("bytes"), humanBytes(*bytes));
  KvNode* users = row->add(QStringLiteral("users"), QString::number(b.users.size()));
  for (const auto& u : b.users) {
    QString flags;
    if (u.canInplace) flags += QStringLiteral(" can_inplace");
    if (u.isWeak) flags += QStringLiteral(" weak");
    users->add(qs(u.node), qs(u.nodeType) + flags, u.node == "OUTPUT" ? QString() : qs(u.node));
  }
  if (!b.mutations.empty()) {
    KvNode* m = row->add(QStringLiteral("mutations"), QString::number(b.mutations.size()));
    for (const auto& s : b.mutations) m->add(qs(s), QString(), qs(s));
  }
  if (!b.aliases.empty()) {
    KvNode* a = row->add(QStringLiteral("aliases"), QString::number(b.aliases.size()));
    for (const auto& s : b.aliases) a->add(qs(s), QString(), qs(s));
  }
  if (b.producer != kNone && static_cast<size_t>(b.producer) < g.nodes.size())
    row->add(QStringLiteral("producer"), qs(g.nodes[static_cast<size_t>(b.producer)].name),
             qs(g.nodes[static_cast<size_t>(b.producer)].name));
}

std::unique_ptr<KvNode> buildNodeInspector(const Graph& g, NodeId id, const InspectorContext& ctx) {
  auto root = std::make_unique<KvNode>();
  if (id < 0 || static_cast<size_t>(id) >= g.nodes.size()) return root;
  const Node& n = g.nodes[static_cast<size_t>(id)];
  KvNode* head = root->add(qs(n.name), nodeKindLabel(n));
  head->add(QStringLiteral("type"), qs(n.typeName) + QStringLiteral("(") + qs(n.irType) + QStringLiteral(")"));
  head->add(QStringLiteral("device"), qs(n.device));
  // A Conditional / WhileLoop / InvokeSubgraph node: the subgraphs it runs, each its own scheduler run.
  for (const SchedulerRunInfo& run : g.schedulerRuns) {
    if (std::find(run.calledBy.begin(), run.calledBy.end(), n.name) == run.calledBy.end()) continue;
    head->add(QStringLiteral("runs subgraph"),
              QStringLiteral("%1 (%2 nodes; double-click to open its schedule)").arg(qs(run.subgraph)).arg(run.nodes),
              QLatin1String(kSubgraphLinkPrefix) + qs(run.subgraph));
  }
  if (!n.groupText.empty() || !n.group.empty())
    head->add(QStringLiteral("group"), n.groupText.empty() ? qsl(n.group).join(QStringLiteral(", ")) : qs(n.groupText));
  if (!n.iterSizes.empty() || !n.reduceSizes.empty())
    head->add(QStringLiteral("sizes"), QStringLiteral("([%1], [%2])")
                                           .arg(qsl(n.iterSizes).join(QStringLiteral(", ")),
                                                qsl(n.reduceSizes).join(QStringLiteral(", "))));
  // The kernel row names exactly what the Kernel dock shows (core's linkage, codegen::kernelsOfNode).
  const codegen::KernelReport* real = ctx.kernels.real;
  if (real && real->real) head->add(QStringLiteral("kernel"), qs(real->real->name));
  else if (real && real->group.kind == "nop") head->add(QStringLiteral("kernel"), QStringLiteral("none (nop node)"));
  else if (real) head->add(QStringLiteral("kernel"), QStringLiteral("none linked"))->tooltip = qs(real->link.note);
  if (!n.kernel.empty() && (!real || !real->real || real->real->name != n.kernel))
    head->add(QStringLiteral("extern kernel (IR)"), qs(n.kernel));
  if (n.sourceLine > 0) head->add(QStringLiteral("ir_pre_fusion.txt line"), QString::number(n.sourceLine));
  // Source: the user's code first, as the engineer thinks of it; each fact says which file told us.
  if (const source::NodeSource* src = ctx.source) {
    auto from = [](const std::vector<source::SourceKind>& kinds) {
      QStringList l;
      for (auto k : kinds) l << QString::fromLatin1(source::toString(k));
      return QStringLiteral("from ") + l.join(QStringLiteral(", "));
    };
    KvNode* s = root->add(QStringLiteral("Source"), src->locations.empty() ? QStringLiteral("no source line in the capture")
                                                                            : qs(source::sourceSummary(*src)));
    for (const auto& f : src->locations) {
      const auto& loc = f.value;
      KvNode* row = s->add(qs(source::shortLocation(loc)), qs(loc.function.empty() ? loc.code : loc.function + ": " + loc.code));
      row->tooltip = qs(loc.file) + QStringLiteral(":") + QString::number(loc.line) + QStringLiteral("\n") + from(f.sources);
    }
    for (const auto& f : src->modules) s->add(QStringLiteral("module"), qs(f.value))->tooltip = from(f.sources);
    for (const auto& f : src->layers) s->add(QStringLiteral("layer"), qs(f.value))->tooltip = from(f.sources);
    for (const auto& f : src->preGrad) s->add(QStringLiteral("pre-grad"), qs(f.value))->tooltip = from(f.sources);
    for (const auto& f : src->fxNodes) s->add(QStringLiteral("FX node"), qs(f.value))->tooltip = from(f.sources);
    for (const auto& f : src->aten) s->add(QStringLiteral("ATen"), qs(f.value))->tooltip = from(f.sources);
    for (const auto& note : src->notes) s->add(QStringLiteral("note"), qs(note));
  }
  // Fusion history: every decision on the node's group, fusions with the bytes they saved.
  if (!ctx.history.empty()) {
    int fused = 0;
    long long saved = 0;
    for (const auto& e : ctx.history)
      if (e.verdict == "fused") {
        ++fused;
        saved += e.bytesSaved;
      }
    KvNode* h = root->add(QStringLiteral("Fusion history"),
                          QStringLiteral("%1 decisions, %2 fusions, %3 saved").arg(ctx.history.size()).arg(fused).arg(humanBytes(saved)));
    constexpr size_t kShown = 200;   // a node of a huge group can be in thousands of candidate pairs
    for (size_t i = 0; i < ctx.history.size() && i < kShown; ++i) {
      const auto& e = ctx.history[i];
      QString value = QStringLiteral("round %1 %2 · %3 + %4 · %5").arg(e.round).arg(qs(e.phase), qs(e.group), qs(e.partner), qs(e.verdict));
      if (!e.reason.empty()) value += QStringLiteral(": ") + qs(e.reason);
      if (e.bytesSaved > 0) value += QStringLiteral(" · saved ") + humanBytes(e.bytesSaved);
      else if (e.memoryScore > 0) value += QStringLiteral(" · shares ") + humanBytes(e.memoryScore);
      KvNode* row = h->add(QStringLiteral("decision %1").arg(e.decision + 1), value);
      row->tooltip = value;
    }
    if (ctx.history.size() > kShown) h->add(QStringLiteral("…"), QStringLiteral("%1 more").arg(ctx.history.size() - kShown));
  }
  if (!ctx.measured.isEmpty()) {
    KvNode* row = head->add(QStringLiteral("measured (profile)"), ctx.measured);
    row->tooltip = ctx.measured;
  }
  if (!ctx.groupName.isEmpty()) {
    KvNode* grp = head->add(QStringLiteral("fused into"), ctx.groupName);
    for (const auto& m : ctx.groupMembers) grp->add(m, QString(), m);
  }

  // Estimated bytes moved: reads + writes of this node alone.
  long long bytes = 0;
  bool known = true;
  for (const auto* list : {&n.writes, &n.unmetDeps, &n.metDeps})
    for (const auto& d : *list) {
      if (d.kind == DepKind::Weak) continue;
      if (auto b = depBytes(g, d)) bytes += *b;
      else if (const Buffer* buf = g.findBuffer(d.name); buf && bufferBytes(*buf)) bytes += *bufferBytes(*buf);
      else known = false;
    }
  if (bytes > 0) {
    head->add(QStringLiteral("estimated bytes"), (known ? QString() : QStringLiteral("≥ ")) + humanBytes(bytes));
  }
  // The node as a kernel of its own under Inductor's runtime model: the kernel report's own per-member
  // numbers (the scheduler's size hints), as `fusescope-cli kernels --json` prints them; no second model.
  if (const codegen::KernelReport* report = ctx.kernels.generated ? ctx.kernels.generated : ctx.kernels.real)
    for (size_t m = 0; m < report->group.members.size() && m < report->nodeMetrics.size(); ++m)
      if (report->group.members[m] == n.id)
        head->add(QStringLiteral("runtime alone"), QString::fromStdString(codegen::runtimeEstimateText(report->nodeMetrics[m])));

  addDeps(root.get(), g, QStringLiteral("writes"), n.writes);
  addDeps(root.get(), g, QStringLiteral("unmet dependencies"), n.unmetDeps);
  addDeps(root.get(), g, QStringLiteral("met dependencies"), n.metDeps);

  KvNode* outs = root->add(QStringLiteral("outputs"), QString::number(n.outputs.size()));
  for (BufferId b : n.outputs) {
    if (b < 0 || static_cast<size_t>(b) >= g.buffers.size()) continue;
    const Buffer& buf = g.buffers[static_cast<size_t>(b)];
    KvNode* row = outs->add(qs(buf.name), qs(buf.irType), qs(buf.name));
    addBufferRows(row, g, buf);
  }
  if (!n.seedUsers.empty()) {
    KvNode* su = root->add(QStringLiteral("users"), QString::number(n.seedUsers.size()));
    for (const auto& u : n.seedUsers) su->add(qs(u));
  }
  if (!n.origins.empty()) {
    KvNode* o = root->add(QStringLiteral("origins"), QString::number(n.origins.size()));
    for (const auto& s : n.origins) o->add(qs(s));
  }
  if (n.body) {
    KvNode* body = root->add(QStringLiteral("loop body"), QString());
    KvNode* vr = body->add(QStringLiteral("var_ranges"), rangesText(n.body->varRanges));
    (void)vr;
    for (const auto& [k, v] : n.body->indices) body->add(qs(k), qs(v));
    for (const auto& blk : n.body->blocks) {
      KvNode* b = body->add(qs(blk.name), QStringLiteral("%1 lines").arg(blk.lines.size()));
      int i = 0;
      for (const auto& l : blk.lines) b->add(QString::number(++i), qs(l));
    }
  }
  if (!n.extra.empty()) {
    KvNode* ex = root->add(QStringLiteral("other fields"), QString::number(n.extra.size()));
    for (const auto& f : n.extra) ex->add(qs(f.key), qs(f.value));
  }
  if (real && real->real) {
    const codegen::RealKernel& k = *real->real;
    KvNode* kr = root->add(QStringLiteral("kernel (output_code.py)"), qs(k.name));
    kr->add(QStringLiteral("language"), qs(k.language));
    if (k.line > 0) kr->add(QStringLiteral("call line"), QString::number(k.line));
    if (!k.atenOrigins.empty()) kr->add(QStringLiteral("ATen"), qsl(k.atenOrigins).join(QStringLiteral(", ")));
    KvNode* grp = kr->add(QStringLiteral("kernel group"), qs(real->group.name));
    for (const auto& m : real->memberNames) grp->add(qs(m), QString(), qs(m));
    const QString linkedBy = real->link.sharedWith > 0
                                 ? QObject::tr("the buffers it writes (one C++ function with %1 other kernel(s))").arg(real->link.sharedWith)
                             : real->link.unique ? QStringLiteral("the buffers it writes")
                                                 : QStringLiteral("the buffers it writes, then call order");
    kr->add(QStringLiteral("linked by"), linkedBy)->tooltip = qs(real->link.note);
  } else if (real) {
    root->add(QStringLiteral("kernel (output_code.py)"),
              qs(real->note.empty() ? real->link.note : real->note));
  }
  if (const codegen::KernelReport* gen = ctx.kernels.generated; gen && gen->generated)
    root->add(QStringLiteral("FuseScope kernel"), qs(gen->generated->name));
  if (const RecordedKernel* rk = findRecordedKernel(g, n.name)) {
    KvNode* kr = root->add(QStringLiteral("Inductor kernel (ir_post_fusion)"), qs(rk->name));
    kr->add(QStringLiteral("type"), qs(rk->typeName));
    for (const auto& m : rk->members) kr->add(qs(m), QString(), qs(m));
  }
  return root;
}

std::unique_ptr<KvNode> buildBufferInspector(const Graph& g, BufferId id) {
  auto root = std::make_unique<KvNode>();
  if (id < 0 || static_cast<size_t>(id) >= g.buffers.size()) return root;
  const Buffer& b = g.buffers[static_cast<size_t>(id)];
  KvNode* row = root->add(qs(b.name), b.isGraphInput ? QStringLiteral("graph input") : QStringLiteral("buffer"));
  addBufferRows(row, g, b);
  return root;
}

}  // namespace fusescope::gui
