#include "search_index.h"

#include "graph_info.h"

namespace fusescope::gui {

std::vector<int> computeNodeKernels(const Graph& g) {
  std::vector<int> out(g.nodes.size(), -1);
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (const CodeKernel* k = findCodeKernel(g, static_cast<NodeId>(i)))
      out[i] = static_cast<int>(k - g.inductor.codeKernels.data());
  return out;
}

std::vector<SearchHit> searchGraph(const Graph& g, const std::vector<int>& nodeKernel, const QString& query) {
  std::vector<SearchHit> hits;
  const QString q = query.trimmed();
  if (q.isEmpty()) return hits;
  auto match = [&](const std::string& s) { return QString::fromStdString(s).contains(q, Qt::CaseInsensitive); };
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    const NodeId id = static_cast<NodeId>(i);
    if (match(n.name)) {
      SearchHit h{id, QStringLiteral("op"), qs(n.name)};
      if (qs(n.name).compare(q, Qt::CaseInsensitive) == 0) hits.insert(hits.begin(), h);
      else hits.push_back(h);
      continue;
    }
    bool found = false;
    for (BufferId b : n.outputs)
      if (b >= 0 && static_cast<size_t>(b) < g.buffers.size() && match(g.buffers[static_cast<size_t>(b)].name)) {
        hits.push_back({id, QStringLiteral("buffer"), qs(g.buffers[static_cast<size_t>(b)].name)});
        found = true;
        break;
      }
    if (found) continue;
    if (!n.kernel.empty() && match(n.kernel)) {
      hits.push_back({id, QStringLiteral("kernel"), qs(n.kernel)});
      continue;
    }
    const int k = i < nodeKernel.size() ? nodeKernel[i] : -1;
    if (k >= 0 && static_cast<size_t>(k) < g.inductor.codeKernels.size()) {
      const CodeKernel& ck = g.inductor.codeKernels[static_cast<size_t>(k)];
      if (match(ck.name)) {
        hits.push_back({id, QStringLiteral("kernel"), qs(ck.name)});
        continue;
      }
    }
    for (const auto& o : n.origins)
      if (match(o)) {
        hits.push_back({id, QStringLiteral("origin"), qs(o)});
        found = true;
        break;
      }
    if (found) continue;
    if (k >= 0 && static_cast<size_t>(k) < g.inductor.codeKernels.size())
      for (const auto& o : g.inductor.codeKernels[static_cast<size_t>(k)].atenOrigins)
        if (match(o)) {
          hits.push_back({id, QStringLiteral("ATen origin"), qs(o)});
          break;
        }
  }
  return hits;
}

}  // namespace fusescope::gui
