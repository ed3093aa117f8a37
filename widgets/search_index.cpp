#include "search_index.h"

#include "graph_info.h"
#include "source/source_label.h"

namespace fusescope::gui {

std::vector<SearchHit> searchGraph(const Graph& g, const codegen::KernelIndex* inductor, const codegen::KernelIndex* schedule,
                                   const QString& query, const source::SourceMap* sources) {
  std::vector<SearchHit> hits;
  const QString q = query.trimmed();
  if (q.isEmpty()) return hits;
  auto match = [&](const std::string& s) { return !s.empty() && qs(s).contains(q, Qt::CaseInsensitive); };
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    const NodeId id = static_cast<NodeId>(i);
    auto hit = [&](const char* what, const std::string& text) {
      hits.push_back({id, QString::fromLatin1(what), qs(text)});
      return true;
    };
    if (match(n.name)) {
      SearchHit h{id, QStringLiteral("op"), qs(n.name)};
      if (qs(n.name).compare(q, Qt::CaseInsensitive) == 0) hits.insert(hits.begin(), h);
      else hits.push_back(h);
      continue;
    }
    [&] {
      for (BufferId b : n.outputs)
        if (b >= 0 && static_cast<size_t>(b) < g.buffers.size() && match(g.buffers[static_cast<size_t>(b)].name))
          return hit("buffer", g.buffers[static_cast<size_t>(b)].name);
      const codegen::NodeKernels k = codegen::kernelsOfNode(inductor, schedule, id);
      if (match(k.realName())) return hit("kernel", k.realName());
      if (k.generated && k.generated->generated && match(k.generated->generated->name))
        return hit("FuseScope kernel", k.generated->generated->name);
      for (const auto& o : n.origins)
        if (match(o)) return hit("origin", o);
      if (k.real && k.real->real)
        for (const auto& o : k.real->real->atenOrigins)
          if (match(o)) return hit("ATen origin", o);
      if (sources && i < sources->nodes.size())
        for (const auto& f : sources->nodes[i].locations) {
          const auto& loc = f.value;
          const std::string full = loc.file + ":" + std::to_string(loc.line);
          if (match(full) || match(source::shortLocation(loc))) return hit("source", source::locationText(loc));
          if (match(loc.function) || match(loc.code)) return hit("source", source::locationText(loc));
        }
      return false;
    }();
  }
  return hits;
}

}  // namespace fusescope::gui
