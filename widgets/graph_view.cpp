#include "graph_view.h"
#include "overview_view.h"
#include "path_tiles.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <optional>

#include "layout/hull.h"
#include "layout/palette.h"

namespace fusescope::gui {

namespace {
QColor qc(const Rgba& c) { return QColor(c.r, c.g, c.b, c.a); }
// The selected node's outline: a blue that stands out on the node fills and on either background.
QColor selectionColour(Theme t) { return t == Theme::Dark ? QColor(0x4d, 0xa3, 0xff) : QColor(0x00, 0x5c, 0xd6); }
constexpr int kNodeType = QGraphicsItem::UserType + 1;
}  // namespace

class NodeItem : public QGraphicsItem {
 public:
  NodeItem(const SceneNode& n, double fontSize, QColor selection) : node_(n), fontSize_(fontSize), selection_(selection) {
    const NodeStyle st = nodeStyle(static_cast<NodeCategory>(std::clamp(n.category, 0, kNodeCategoryCount - 1)));
    fill_ = qc(st.fill);
    border_ = qc(st.border);
    text_ = qc(st.text);
    setZValue(10);
    setToolTip(n.lines.join(QLatin1Char('\n')));
    setAcceptHoverEvents(false);
  }
  int type() const override { return kNodeType; }
  NodeId nodeId() const { return node_.node; }
  QRectF boundingRect() const override { return node_.rect.adjusted(-3, -3, 3, 3); }
  void setSelectedNode(bool on) {
    if (on == selected_) return;
    selected_ = on;
    update();
  }
  // The heat overlay's colours in place of the category's (heat < 0: restore them).
  void setHeat(double heat) {
    const NodeStyle st = nodeStyle(static_cast<NodeCategory>(std::clamp(node_.category, 0, kNodeCategoryCount - 1)));
    if (heat < -1.5) {          // overlay off
      fill_ = qc(st.fill);
      text_ = qc(st.text);
    } else if (heat < 0) {      // overlay on, nothing measured for this node
      fill_ = QColor(0xd9, 0xd9, 0xd9);
      text_ = QColor(0x60, 0x60, 0x60);
    } else {
      fill_ = qc(heatColor(heat));
      text_ = qc(heatTextColor(heat));
    }
    update();
  }
  void paint(QPainter* p, const QStyleOptionGraphicsItem* opt, QWidget*) override {
    const qreal lod = opt->levelOfDetailFromTransform(p->worldTransform());
    const QRectF r = node_.rect;
    p->setPen(selected_ ? QPen(selection_, 3.0) : QPen(border_, 1.0));
    p->setBrush(fill_);
    if (lod < 0.25) {
      p->drawRect(r);
      return;
    }
    p->drawRoundedRect(r, 4, 4);
    if (lod * fontSize_ < 7.0) {
      // Zoomed out: the full text would be unreadable, but the name alone fits at 7 px when the box is
      // at least ~36 px wide on screen (names when they fit).
      if (lod * r.width() < 36 || node_.lines.isEmpty()) return;
      // One font and metrics per zoom level, not per node: every node of a pass shares the lod.
      static thread_local qreal cachedLod = -1;
      static thread_local QFont font;
      static thread_local std::optional<QFontMetricsF> metrics;
      if (lod != cachedLod) {
        cachedLod = lod;
        font = p->font();
        font.setBold(true);
        font.setPointSizeF(7.0 / lod * 0.75);
        metrics.emplace(font);
      }
      p->setFont(font);
      p->setPen(text_);
      const QRectF inner = r.adjusted(2, 1, -2, -1);
      p->drawText(inner, Qt::AlignCenter, metrics->elidedText(node_.lines.front(), Qt::ElideRight, inner.width()));
      return;
    }
    p->setPen(text_);
    QFont f = p->font();
    f.setPixelSize(std::max(6, static_cast<int>(std::lround(fontSize_))));
    const QRectF inner = r.adjusted(3, 2, -3, -2);
    const int n = static_cast<int>(node_.lines.size());
    const qreal lineH = std::min(inner.height() / std::max(1, n), fontSize_ * 1.25);
    qreal y = inner.center().y() - lineH * n / 2;
    for (int i = 0; i < n; ++i) {
      f.setBold(i == 0);
      p->setFont(f);
      const QString text = QFontMetricsF(f).elidedText(node_.lines[i], Qt::ElideRight, inner.width());
      p->drawText(QRectF(inner.left(), y, inner.width(), lineH), Qt::AlignCenter, text);
      y += lineH;
    }
  }

 private:
  SceneNode node_;
  double fontSize_ = 10;
  QColor selection_, fill_, border_, text_;
  bool selected_ = false;
};

// Every graph input/output terminal in one item (they can number in the hundreds).
class TerminalsItem : public QGraphicsItem {
 public:
  TerminalsItem(std::shared_ptr<const SceneGeometry> geo, double fontSize, const ThemeColors& colours)
      : geo_(std::move(geo)), fontSize_(fontSize), colours_(colours) {
    for (const auto& t : geo_->terminals) bounds_ = bounds_.united(t.rect);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
  }
  QRectF boundingRect() const override { return bounds_.adjusted(-2, -2, 2, 2); }
  void paint(QPainter* p, const QStyleOptionGraphicsItem* opt, QWidget*) override {
    const qreal lod = opt->levelOfDetailFromTransform(p->worldTransform());
    p->setPen(QPen(qc(colours_.terminalBorder), 0.8));
    p->setBrush(qc(colours_.terminalFill));
    QFont f = p->font();
    f.setPixelSize(std::max(5, static_cast<int>(std::lround(fontSize_ * 0.8))));
    p->setFont(f);
    const bool text = lod * fontSize_ >= 4.0;
    for (const auto& t : geo_->terminals) {
      if (!opt->exposedRect.intersects(t.rect)) continue;
      p->drawRect(t.rect);
      if (text) {
        p->setPen(qc(colours_.text));
        p->drawText(t.rect, Qt::AlignCenter, QFontMetricsF(f).elidedText(t.label, Qt::ElideMiddle, t.rect.width() - 2));
        p->setPen(QPen(qc(colours_.terminalBorder), 0.8));
      }
    }
  }

 private:
  std::shared_ptr<const SceneGeometry> geo_;
  double fontSize_;
  ThemeColors colours_;
  QRectF bounds_;
};

GraphScene::GraphScene(QObject* parent) : QGraphicsScene(parent) {
  setItemIndexMethod(QGraphicsScene::BspTreeIndex);
  setBackgroundBrush(qc(colours_.background));
}

GraphScene::~GraphScene() {
  // QGraphicsScene's destructor detaches its views, whose scroll bars then move: they must not reach here.
  for (QGraphicsView* v : views())
    if (auto* view = qobject_cast<GraphView*>(v); view && view->graphScene() == this) view->setGraphScene(nullptr);
}

void GraphScene::setTheme(Theme theme) {
  if (theme == theme_) return;
  theme_ = theme;
  colours_ = themeColors(theme);
  setBackgroundBrush(qc(colours_.background));
  const auto groups = groups_;
  const auto highlight = highlightState_;
  const NodeId selected = selected_;
  setGeometry(geometry_, nullptr);
  setGroups(groups);
  setHighlight(highlight.first, highlight.second, highlight.fused, highlight.tooltip);
  setSelectedNode(selected);
}

void GraphScene::setGeometry(std::shared_ptr<const SceneGeometry> geometry, const Graph* graph) {
  if (graph) nodeEdges_ = nodeEdges(*graph);   // a theme change keeps them (no graph)
  covers_.clear();   // clear() deletes them
  runCovers_.clear();
  folded_.clear();
  foldedOf_.clear();
  layoutIndex_.reset();
  blockEdges_ = nullptr;
  edgeItems_.clear();
  searchCurrent_ = kNone;
  clear();
  nodeItems_.clear();
  clusterLabels_.clear();
  hulls_.clear();
  groups_.clear();
  clusterSets_.clear();
  highlightState_ = {};
  highlight_[0] = highlight_[1] = nullptr;
  pairLabels_.clear();
  pathItem_ = referenceItem_ = matchItem_ = nullptr;
  blockingPath_.clear();
  referenceCount_ = 0;
  matchCount_ = 0;
  selected_ = kNone;
  geometry_ = std::move(geometry);
  if (!geometry_) {
    setSceneRect(QRectF());
    return;
  }
  const QColor edge = qc(colours_.edge);
  const Qt::PenStyle styles[3] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine};
  for (int k = 0; k < 3; ++k) {
    if (!geometry_->edges[k] || geometry_->edges[k]->empty()) continue;
    // Star/weak edges a little fainter than memory edges: towards the background in either theme.
    QPen pen(k == 0 ? edge : theme_ == Theme::Dark ? edge.darker(130) : edge.lighter(130), 1.2, styles[k]);
    pen.setCosmetic(false);
    auto* e = new TiledPathItem(geometry_->bounds.adjusted(-50, -50, 50, 50), pen);
    e->setTiles(geometry_->edges[k]);
    auto* a = new TiledPathItem(geometry_->bounds.adjusted(-50, -50, 50, 50), QPen(Qt::NoPen), edge);
    a->setTiles(geometry_->arrows[k]);
    for (QGraphicsItem* item : {static_cast<QGraphicsItem*>(e), static_cast<QGraphicsItem*>(a)}) {
      item->setZValue(1);
      addItem(item);
      edgeItems_.push_back(item);
    }
  }
  for (size_t i = 0; i < geometry_->clusters.size(); ++i) {
    const SceneCluster& c = geometry_->clusters[i];
    const HullStyle hs = hullStyle(static_cast<int>(i), theme_);
    QPainterPath box;
    box.addRoundedRect(c.rect, 6, 6);
    auto* item = addPath(box, QPen(qc(hs.outline), 1.2), qc(hs.fill));
    item->setZValue(0.5);
    item->setToolTip(c.label + tr("\ncluster of %1 nodes").arg(c.members.size()));
    if (!c.members.empty()) item->setData(1, c.members.front());
    // Labelled like a hull: same font, straddling the top edge, clear of the member boxes (dot's cluster
    // margin is 8 pt).
    auto* label = addSimpleText(c.label);
    QFont f = label->font();
    f.setPointSizeF(8);
    f.setItalic(true);
    label->setFont(f);
    label->setBrush(qc(colours_.text));
    label->setText(QFontMetricsF(f).elidedText(c.label, Qt::ElideRight, std::max<qreal>(c.rect.width() - 10, 60)));
    label->setPos(c.rect.left() + 6, c.rect.top() + 6 - label->boundingRect().height());
    label->setZValue(3);
    clusterLabels_.push_back(label);
    clusterSets_.insert(c.members);
  }
  nodeItems_.reserve(geometry_->nodes.size());
  for (const auto& n : geometry_->nodes) {
    auto* item = new NodeItem(n, geometry_->fontSize, selectionColour(theme_));
    addItem(item);
    nodeItems_.push_back(item);
  }
  applyHeat();
  if (!geometry_->terminals.empty()) {
    auto* terms = new TerminalsItem(geometry_, geometry_->fontSize, colours_);
    terms->setZValue(5);
    addItem(terms);
  }
  for (int i = 0; i < 2; ++i) {
    highlight_[i] = addPath(QPainterPath(), QPen(Qt::NoPen));
    highlight_[i]->setZValue(20);
    highlight_[i]->setVisible(false);
  }
  pathItem_ = addPath(QPainterPath(), QPen(Qt::NoPen));
  pathItem_->setZValue(22);
  referenceItem_ = addPath(QPainterPath(), QPen(Qt::NoPen));
  referenceItem_->setZValue(4);
  matchItem_ = addPath(QPainterPath(), QPen(Qt::NoPen));
  matchItem_->setZValue(21);
  setSceneRect(geometry_->bounds.adjusted(-40, -40, 40, 40));
  buildCovers();
  emit focusChanged();
}

QPainterPath GraphScene::hullPath(const std::vector<NodeId>& members, qreal pad) const {
  // core's hull builder (the exporters' too): a convex hull only when it covers no other node, otherwise
  // padded member boxes joined along the group's own edges, so a hull never seems to hold a stranger.
  if (geometry_ && geometry_->layout && members.size() > 1) {
    HullOptions options;
    options.margin = pad;
    if (!layoutIndex_) layoutIndex_ = std::make_unique<LayoutIndex>(*geometry_->layout);   // dropped with the geometry
    const auto hulls = computeGroupHulls(*geometry_->layout, {FusionGroupView{std::string(), members}}, options, layoutIndex_.get());
    if (!hulls.empty()) {
      QPainterPath path;
      path.setFillRule(Qt::WindingFill);
      for (const auto& polygon : hulls.front().polygons) {
        QPolygonF poly;
        for (const Point& p : polygon) poly << QPointF(p.x, p.y);
        path.addPolygon(poly);
        path.closeSubpath();
      }
      return path;
    }
  }
  std::vector<QPointF> pts;
  pts.reserve(members.size() * 4);
  for (NodeId id : members)
    if (const SceneNode* n = geometry_ ? geometry_->find(id) : nullptr) {
      const QRectF r = n->rect.adjusted(-pad, -pad, pad, pad);
      pts.insert(pts.end(), {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()});
    }
  QPainterPath path;
  if (pts.empty()) return path;
  // Monotone chain convex hull.
  std::sort(pts.begin(), pts.end(), [](const QPointF& a, const QPointF& b) {
    return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
  });
  auto cross = [](const QPointF& o, const QPointF& a, const QPointF& b) {
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
  };
  std::vector<QPointF> h(pts.size() * 2);
  size_t k = 0;
  for (size_t i = 0; i < pts.size(); ++i) {
    while (k >= 2 && cross(h[k - 2], h[k - 1], pts[i]) <= 0) --k;
    h[k++] = pts[i];
  }
  for (size_t i = pts.size() - 1, t = k + 1; i > 0; --i) {
    while (k >= t && cross(h[k - 2], h[k - 1], pts[i - 1]) <= 0) --k;
    h[k++] = pts[i - 1];
  }
  h.resize(k > 1 ? k - 1 : k);
  QPolygonF poly(h.begin(), h.end());
  path.addPolygon(poly);
  path.closeSubpath();
  return path;
}

void GraphScene::removeHull(int id) {
  auto it = hulls_.find(id);
  if (it == hulls_.end()) return;
  if (it->summary) collapseHull(id, *it, false);   // its members show again
  delete it->label;
  delete it->path;
  hulls_.erase(it);
}

void GraphScene::setGroups(const std::vector<GroupShape>& groups) {
  if (!geometry_) return;
  groups_ = groups;
  QHash<int, const GroupShape*> wanted;
  auto isCluster = [&](const GroupShape& g) {
    if (clusterSets_.empty() || g.differs) return false;
    auto sorted = g.members;
    std::sort(sorted.begin(), sorted.end());
    return clusterSets_.count(sorted) > 0;
  };
  for (const auto& g : groups)
    if (g.members.size() > 1 && !isCluster(g)) wanted.insert(g.id, &g);
  // Drop hulls that are gone or whose membership / compare state changed.
  const auto ids = hulls_.keys();
  for (int id : ids) {
    auto w = wanted.find(id);
    if (w == wanted.end() || (*w)->members != hulls_[id].members || (*w)->differs != hulls_[id].differs) removeHull(id);
  }
  for (auto it = wanted.begin(); it != wanted.end(); ++it) {
    if (hulls_.contains(it.key())) continue;
    const GroupShape& g = **it;
    const HullStyle hs = hullStyle(g.id, theme_);
    Hull h;
    h.members = g.members;
    h.differs = g.differs;
    QPen pen(g.differs ? QColor(0xd6, 0x33, 0x84) : qc(hs.outline), g.differs ? 3.0 : 1.5);
    pen.setJoinStyle(Qt::RoundJoin);
    if (g.differs) pen.setStyle(Qt::DashLine);
    h.path = addPath(hullPath(g.members, 10), pen, qc(hs.fill));
    h.path->setZValue(2);
    h.path->setToolTip(g.label + QStringLiteral("\n%1 nodes").arg(g.members.size()));
    h.path->setData(0, g.id);
    QString text = g.label;
    if (text.size() > 48) text = text.left(45) + QStringLiteral("…");
    h.label = addSimpleText(text);
    QFont f = h.label->font();
    f.setPointSizeF(8);
    f.setItalic(true);
    h.label->setFont(f);
    h.label->setBrush(qc(colours_.text));
    const QRectF br = h.path->path().boundingRect();
    h.label->setPos(br.left() + 6, br.top() - h.label->boundingRect().height() + 8);
    h.label->setZValue(3);
    hulls_.insert(g.id, h);
  }
  for (auto it = hulls_.begin(); it != hulls_.end(); ++it) {
    const bool want = collapsedIds_.count(it.key()) > 0;
    if (want != (it->summary != nullptr)) collapseHull(it.key(), *it, want);
  }
  if (closedBlockCount() > 0) hideClosedHulls();
}

QGraphicsItem* GraphScene::nodeGraphicsItem(NodeId id) const { return itemOf(id); }

NodeItem* GraphScene::itemOf(NodeId id) const {
  if (!geometry_ || id < 0 || static_cast<size_t>(id) >= geometry_->nodeIndex.size()) return nullptr;
  const int i = geometry_->nodeIndex[static_cast<size_t>(id)];
  return i >= 0 && static_cast<size_t>(i) < nodeItems_.size() ? nodeItems_[static_cast<size_t>(i)] : nullptr;
}

void GraphScene::collapseHull(int id, Hull& h, bool on) {
  for (NodeId n : h.members)
    if (NodeItem* item = itemOf(n)) item->setVisible(!on && !nodeInClosedBlock(n));
  if (!on) {
    delete h.summary;
    h.summary = nullptr;
    h.path->setZValue(2);
    h.path->setBrush(qc(hullStyle(id, theme_).fill));
    h.label->setVisible(true);
    return;
  }
  // Denser than an open hull and above the edges (which then end at its border), but below the nodes:
  // a node that is not a member but lies inside the hull's outline stays visible.
  QColor fill = qc(hullStyle(id, theme_).outline);
  fill.setAlpha(150);
  h.path->setBrush(fill);
  h.path->setZValue(9);
  h.label->setVisible(false);
  // The summary sits over the members' own boxes (a convex hull can bulge over unrelated nodes).
  QRectF members;
  for (NodeId n : h.members)
    if (const SceneNode* sn = geometry_->find(n)) members = members.isNull() ? sn->rect : members.united(sn->rect);
  h.summary = addSimpleText(tr("%1 nodes").arg(h.members.size()) + QLatin1Char('\n') + h.label->text());
  QFont f = h.summary->font();
  f.setPointSizeF(9);
  f.setBold(true);
  h.summary->setFont(f);
  h.summary->setBrush(qc(colours_.text));
  h.summary->setZValue(13);
  const QRectF sr = h.summary->boundingRect();
  const SceneNode* first = geometry_->find(h.members.front());
  const QPointF at = first ? first->rect.center() : members.center();
  h.summary->setPos(at - QPointF(sr.width() / 2, sr.height() / 2));
  h.summary->setToolTip(h.path->toolTip() + tr("\nCollapsed (View → Collapse Groups): double-click to open"));
}

void GraphScene::setCollapsedGroups(const std::set<int>& ids) {
  collapsedIds_ = ids;
  for (auto it = hulls_.begin(); it != hulls_.end(); ++it) {
    const bool want = ids.count(it.key()) > 0;
    if (want != (it->summary != nullptr)) collapseHull(it.key(), *it, want);
  }
}

int GraphScene::collapsedCount() const {
  int n = 0;
  for (const Hull& h : hulls_) n += h.summary != nullptr;
  return n;
}

bool GraphScene::nodeShown(NodeId id) const {
  const NodeItem* item = itemOf(id);
  return item && item->isVisible();
}

int GraphScene::hiddenNodeCount() const {
  int n = 0;
  for (const NodeItem* item : nodeItems_) n += !item->isVisible();
  return n;
}

std::vector<std::pair<int, std::vector<NodeId>>> GraphScene::hullSnapshot() const {
  std::vector<std::pair<int, std::vector<NodeId>>> out;
  for (auto it = hulls_.begin(); it != hulls_.end(); ++it) {
    auto m = it->members;
    std::sort(m.begin(), m.end());
    out.emplace_back(it.key(), std::move(m));
  }
  std::sort(out.begin(), out.end());
  return out;
}

void GraphScene::setHighlight(const std::vector<NodeId>& first, const std::vector<NodeId>& second, bool fused,
                              const QString& tooltip) {
  if (!highlight_[0]) return;
  highlightState_ = {first, second, fused, tooltip};
  const QColor c = fused ? qc(colours_.accepted) : qc(colours_.rejected);
  const std::vector<NodeId>* sets[2] = {&first, &second};
  for (int i = 0; i < 2; ++i) {
    if (sets[i]->empty()) {
      highlight_[i]->setVisible(false);
      continue;
    }
    QPen pen(c, 4.0);
    pen.setJoinStyle(Qt::RoundJoin);
    if (i == 1) pen.setStyle(Qt::DashLine);
    highlight_[i]->setPen(pen);
    QColor fill = c;
    fill.setAlpha(40);
    highlight_[i]->setBrush(fill);
    highlight_[i]->setPath(hullPath(*sets[i], 5));
    highlight_[i]->setToolTip(tooltip);
    highlight_[i]->setVisible(true);
  }
  // Name both sides; GraphView::drawForeground draws them at a fixed screen size.
  pairLabels_.clear();
  for (int i = 0; i < 2; ++i) {
    if (sets[i]->empty() || !geometry_) continue;
    QString name;
    if (const SceneNode* n = geometry_->find(sets[i]->front()); n && !n->lines.isEmpty()) name = n->lines.front();
    if (sets[i]->size() > 1) name += tr(" +%1").arg(sets[i]->size() - 1);
    pairLabels_.push_back({(i == 0 ? QStringLiteral("① ") : QStringLiteral("② ")) + name,
                           highlight_[i]->path().boundingRect().topLeft(), c.darker(theme_ == Theme::Dark ? 70 : 130)});
  }
  update();
  emit focusChanged();
}

std::vector<QRectF> GraphScene::groupLabelRects() const {
  std::vector<QRectF> out;
  for (const QGraphicsSimpleTextItem* label : clusterLabels_)
    if (label->isVisible()) out.push_back(label->sceneBoundingRect());
  for (const Hull& h : hulls_)
    if (h.label && h.label->isVisible()) out.push_back(h.label->sceneBoundingRect());
  return out;
}

bool GraphScene::inHighlight(NodeId node) const {
  const auto has = [node](const std::vector<NodeId>& v) { return std::find(v.begin(), v.end(), node) != v.end(); };
  return has(highlightState_.first) || has(highlightState_.second);
}

void GraphScene::setBlockingPath(const std::vector<NodeId>& path) {
  blockingPath_ = path;
  if (!pathItem_ || !geometry_) return;
  QPainterPath p;
  bool first = true;
  for (NodeId id : path)
    if (const SceneNode* n = geometry_->find(id)) {
      if (first) p.moveTo(n->rect.center());
      else p.lineTo(n->rect.center());
      first = false;
    }
  for (NodeId id : path)
    if (const SceneNode* n = geometry_->find(id)) p.addRoundedRect(n->rect.adjusted(-4, -4, 4, 4), 5, 5);
  QPen pen(QColor(0xff, 0x8c, 0x00), 5.0);
  pen.setJoinStyle(Qt::RoundJoin);
  pen.setCapStyle(Qt::RoundCap);
  pathItem_->setPen(pen);
  pathItem_->setPath(p);
  pathItem_->setToolTip(tr("Blocking path: %1 nodes").arg(path.size()));
  pathItem_->setVisible(!path.empty());
}

void GraphScene::setReferenceGroups(const std::vector<std::vector<NodeId>>& groups) {
  if (!referenceItem_) return;
  QPainterPath all;
  referenceCount_ = 0;
  for (const auto& g : groups) {
    if (g.size() < 2) continue;
    all.addPath(hullPath(g, 16));
    ++referenceCount_;
  }
  QPen pen(theme_ == Theme::Dark ? QColor(0xe0, 0xe0, 0xe0) : QColor(0x20, 0x20, 0x20), 2.0, Qt::DotLine);
  pen.setJoinStyle(Qt::RoundJoin);
  referenceItem_->setPen(pen);
  referenceItem_->setBrush(Qt::NoBrush);
  referenceItem_->setPath(all);
  referenceItem_->setVisible(referenceCount_ > 0);
}

void GraphScene::setNodeHeat(std::vector<double> heat) {
  heat_ = std::move(heat);
  applyHeat();
}

void GraphScene::applyHeat() {
  for (NodeItem* item : nodeItems_) {
    const NodeId id = item->nodeId();
    if (heat_.empty()) item->setHeat(-2.0);
    else item->setHeat(id >= 0 && static_cast<size_t>(id) < heat_.size() ? heat_[static_cast<size_t>(id)] : -1.0);
  }
  heatCovers();
}

void GraphScene::setFocusNodes(const std::vector<NodeId>& keep) {
  if (!geometry_ || (keep.empty() && dimmed_ == 0)) return;   // nothing dimmed, nothing to undo
  std::vector<char> kept(geometry_->nodeIndex.size(), keep.empty() ? 1 : 0);
  for (NodeId n : keep)
    if (n >= 0 && static_cast<size_t>(n) < kept.size()) kept[static_cast<size_t>(n)] = 1;
  dimmed_ = 0;
  for (NodeItem* item : nodeItems_) {
    const NodeId id = item->nodeId();
    const bool on = id >= 0 && static_cast<size_t>(id) < kept.size() && kept[static_cast<size_t>(id)];
    item->setOpacity(on ? 1.0 : 0.18);
    dimmed_ += on ? 0 : 1;
  }
}

void GraphScene::setSearchMatches(const std::vector<NodeId>& matches, NodeId current) {
  if (!matchItem_ || !geometry_) return;
  QPainterPath p;
  matchCount_ = 0;
  for (NodeId id : matches)
    if (const SceneNode* n = geometry_->find(id)) {
      p.addRoundedRect(n->rect.adjusted(-6, -6, 6, 6), 6, 6);
      if (id == current) p.addRoundedRect(n->rect.adjusted(-10, -10, 10, 10), 8, 8);
      ++matchCount_;
    }
  QPen pen(QColor(0xf5, 0xb8, 0x00), 3.0);
  matchItem_->setPen(pen);
  matchItem_->setBrush(Qt::NoBrush);
  matchItem_->setPath(p);
  matchItem_->setVisible(matchCount_ > 0);
  searchCurrent_ = current;
  emit focusChanged();
}

void GraphScene::setSelectedNode(NodeId node) {
  if (!geometry_) return;
  auto itemOf = [&](NodeId id) -> NodeItem* {
    if (id < 0 || static_cast<size_t>(id) >= geometry_->nodeIndex.size()) return nullptr;
    const int i = geometry_->nodeIndex[static_cast<size_t>(id)];
    return i < 0 ? nullptr : nodeItems_[static_cast<size_t>(i)];
  };
  if (NodeItem* old = itemOf(selected_)) old->setSelectedNode(false);
  selected_ = node;
  if (NodeItem* n = itemOf(node)) n->setSelectedNode(true);
  emit focusChanged();
}

QRectF GraphScene::nodesRect(const std::vector<NodeId>& nodes) const {
  QRectF r;
  if (!geometry_) return r;
  for (NodeId id : nodes)
    if (const SceneNode* n = geometry_->find(id)) r = r.isNull() ? n->rect : r.united(n->rect);
  return r;
}

// ---------------------------------------------------------------------------------------------------

GraphView::GraphView(QWidget* parent) : QGraphicsView(parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setDragMode(QGraphicsView::ScrollHandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setOptimizationFlags(QGraphicsView::DontSavePainterState);
  setFocusPolicy(Qt::StrongFocus);
  overview_ = new OverviewView(this);
  connect(this, &GraphView::viewChanged, this, &GraphView::updateClosedBlocks);
  connect(this, &GraphView::viewChanged, this, &GraphView::schedulePlaceOverview);   // never over the pair
}

void GraphView::setGraphScene(GraphScene* scene) {
  graphScene_ = scene;
  if (scene) {
    connect(scene, &GraphScene::focusChanged, this, &GraphView::updateClosedBlocks);
    connect(scene, &GraphScene::focusChanged, this, &GraphView::schedulePlaceOverview);
  }
  setScene(scene);
  overview_->setScene(scene);
  overview_->refit();
}

qreal GraphView::zoom() const { return transform().m11(); }

void GraphView::setZoom(qreal z) {
  z = std::clamp(z, minimumZoom(), 8.0);
  const ViewportAnchor old = transformationAnchor();
  setTransformationAnchor(QGraphicsView::AnchorViewCenter);
  setTransform(QTransform::fromScale(z, z));
  setTransformationAnchor(old);
  emit viewChanged();
}

QPointF GraphView::viewCentre() const { return mapToScene(viewport()->rect()).boundingRect().center(); }

void GraphView::setViewCentre(QPointF centre) {
  followTarget_.clear();
  centerOn(centre);
  emit viewChanged();
}

void GraphView::zoomBy(qreal factor) {
  const qreal z = zoom();
  const qreal target = std::clamp(z * factor, minimumZoom(), 8.0);
  if (target == z) return;
  scale(target / z, target / z);
  overview_->viewport()->update();
  emit viewChanged();
}

qreal GraphView::minimumZoom() const {
  const QRectF r = scene() ? scene()->sceneRect() : QRectF();
  if (r.isEmpty()) return 0.02;
  const qreal fit = std::min(viewport()->width() / r.width(), viewport()->height() / r.height());
  return std::min(0.02, fit / 2);
}

void GraphView::fitAll() {
  if (!scene()) return;
  const QRectF r = scene()->sceneRect();
  if (r.isEmpty()) return;
  fitInView(r, Qt::KeepAspectRatio);
  // Room at the edges for the names drawn beside nodes and blocks in viewport pixels (the pair's numbers,
  // a block's name): fitted to the very edge they were cut off.
  constexpr qreal kLabelMargin = 64;
  const QRectF port = viewport()->rect();
  if (port.width() > 4 * kLabelMargin && port.height() > 4 * kLabelMargin)
    setZoom(zoom() * std::min((port.width() - 2 * kLabelMargin) / port.width(), (port.height() - 2 * kLabelMargin) / port.height()));
  centerOn(r.center());
  if (zoom() > 1.5) setZoom(1.5);
  overview_->viewport()->update();
  emit viewChanged();
}

void GraphView::centreOn(const std::vector<NodeId>& nodes) {
  if (!graphScene_) return;
  followTarget_.clear();   // an explicit place to look (a selection, a search hit) wins over the pair
  const QRectF r = graphScene_->nodesRect(nodes);
  if (r.isNull()) return;
  const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
  // Zoom out when the pair does not fit, otherwise keep the zoom and just move.
  if (r.width() > visible.width() * 0.9 || r.height() > visible.height() * 0.9) {
    fitInView(r.adjusted(-60, -60, 60, 60), Qt::KeepAspectRatio);
    if (zoom() > 1.5) setZoom(1.5);
  }
  jumpTo(r.center());
  overview_->viewport()->update();
  emit viewChanged();
}

qreal GraphView::legibleZoom() const {
  const double font = graphScene_ && graphScene_->sceneGeometry() ? graphScene_->sceneGeometry()->fontSize : 10.0;
  return 8.0 / std::max(1.0, font);
}

bool GraphView::nodesVisible(const std::vector<NodeId>& nodes) const {
  if (!graphScene_) return false;
  const QRectF r = graphScene_->nodesRect(nodes);
  if (r.isNull()) return false;
  return mapToScene(viewport()->rect()).boundingRect().contains(r);
}

void GraphView::follow(const std::vector<NodeId>& nodes) {
  if (!graphScene_) return;
  followTarget_ = nodes;
  const QRectF r = graphScene_->nodesRect(nodes);
  if (r.isNull()) return;
  const QRectF padded = r.adjusted(-50, -50 - 30 / std::max<qreal>(zoom(), 0.05), 50, 50);   // room for the ① ② labels
  const QSizeF vp = viewport()->size();
  const qreal fit = std::min(vp.width() / std::max<qreal>(1, padded.width()), vp.height() / std::max<qreal>(1, padded.height()));
  // Zoom in to a legible size when the pair fits there, never past what keeps the pair in view.
  const qreal z = std::clamp(zoom(), std::min(legibleZoom(), fit), std::min(fit, 1.5));
  const bool rezoom = std::abs(z - zoom()) > 1e-6;
  if (rezoom) setZoom(z);
  const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
  if (rezoom || !visible.contains(r.adjusted(-20, -20, 20, 20))) jumpTo(padded.center());
  overview_->viewport()->update();
  emit viewChanged();
}

void GraphView::jumpTo(QPointF centre) {
  // A short move scrolls the pixels already drawn and paints the strip uncovered. A long one repaints
  // most of the viewport anyway, and letting centerOn scroll it first costs one blit of the viewport per
  // scroll bar for pixels that are then overwritten.
  const QPointF delta = mapFromScene(centre) - QPointF(viewport()->rect().center());
  if (std::abs(delta.x()) < viewport()->width() / 3.0 && std::abs(delta.y()) < viewport()->height() / 3.0) {
    centerOn(centre);
    return;
  }
  const ViewportUpdateMode mode = viewportUpdateMode();
  setViewportUpdateMode(QGraphicsView::NoViewportUpdate);
  centerOn(centre);
  setViewportUpdateMode(mode);
  viewport()->update();
}

void GraphView::wheelEvent(QWheelEvent* event) {
  const int delta = event->angleDelta().y();
  if (delta == 0) return;
  followTarget_.clear();   // the user took the view over
  zoomBy(std::pow(1.0015, delta));
  event->accept();
}

NodeId GraphView::nodeAt(const QPoint& pos) const {
  for (QGraphicsItem* item : items(pos))
    if (item->type() == kNodeType) return static_cast<NodeItem*>(item)->nodeId();
  return kNone;
}

void GraphView::mousePressEvent(QMouseEvent* event) {
  followTarget_.clear();
  if (event->button() == Qt::LeftButton) {
    // A block's name opens it: the view zooms to the block's nodes.
    for (const Landmark& m : landmarks())
      if (m.label.contains(event->pos())) {
        follow(blocks_[static_cast<size_t>(m.block)].members);
        event->accept();
        return;
      }
    const NodeId n = nodeAt(event->pos());
    if (n != kNone) {
      emit nodeClicked(n);
      event->accept();
      return;
    }
    for (QGraphicsItem* item : items(event->pos()))   // a closed block's box opens too
      if (const int b = graphScene_ ? graphScene_->coverBlock(item) : -1; b >= 0) {
        follow(blocks_[static_cast<size_t>(b)].members);
        event->accept();
        return;
      }
  }
  QGraphicsView::mousePressEvent(event);
}

void GraphView::mouseDoubleClickEvent(QMouseEvent* event) {
  const NodeId n = nodeAt(event->pos());
  if (n != kNone) {
    emit nodeDoubleClicked(n);
    event->accept();
    return;
  }
  // Double-click on a hull or cluster box: open its first member's kernel.
  for (QGraphicsItem* item : items(event->pos()))
    if (auto* path = qgraphicsitem_cast<QGraphicsPathItem*>(item); path && path->data(1).isValid()) {
      emit nodeDoubleClicked(path->data(1).toInt());
      return;
    } else if (path && path->data(0).isValid() && graphScene_) {
      auto snap = graphScene_->hullSnapshot();
      const int id = path->data(0).toInt();
      for (const auto& [hid, members] : snap)
        if (hid == id && !members.empty()) {
          emit nodeDoubleClicked(members.front());
          return;
        }
    }
  QGraphicsView::mouseDoubleClickEvent(event);
}

void GraphView::schedulePlaceOverview() {
  // A step moves the pair, then zooms, then scrolls: place the minimap once, where the view ends up (each
  // move repaints the whole graph in miniature: 40 ms at 20,000 nodes).
  if (overviewPlacementPending_) return;
  overviewPlacementPending_ = true;
  QTimer::singleShot(0, this, [this] {
    overviewPlacementPending_ = false;
    placeOverview();
  });
}

void GraphView::placeOverview() {
  const int w = std::clamp(viewport()->width() / 5, 120, 260);
  const int h = std::clamp(viewport()->height() / 5, 90, 200);
  // The bottom-right corner, unless the pair or the selection is under it there: then the first other
  // corner that leaves them in sight (names included).
  QRect focus;
  if (graphScene_)
    if (const QRectF r = graphScene_->nodesRect(graphScene_->focusNodes()); !r.isNull())
      focus = mapFromScene(r.adjusted(-10, -40 / std::max<qreal>(zoom(), 0.05), 10, 10)).boundingRect();
  for (const OverlayLabel& label : overlayLabels()) focus = focus.united(label.box);   // the pair's names run right of it
  const int right = viewport()->width() - w - 8, bottom = viewport()->height() - h - 8;
  const QRect corners[4] = {{right, bottom, w, h}, {8, bottom, w, h}, {right, 8, w, h}, {8, 8, w, h}};
  QRect place = corners[0];
  for (const QRect& c : corners)
    if (!c.intersects(focus)) {
      place = c;
      break;
    }
  if (place == overview_->geometry()) return;
  overview_->setGeometry(place);
  overview_->refit();
}

void GraphView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  placeOverview();
  // The docks settle (or the window is resized) after a step: keep the followed pair in view.
  if (!followTarget_.empty() && !nodesVisible(followTarget_)) {
    const auto target = followTarget_;
    follow(target);
  }
}

void GraphView::scrollContentsBy(int dx, int dy) {
  QGraphicsView::scrollContentsBy(dx, dy);
  overview_->viewport()->update();
  emit viewChanged();
}

QFont GraphView::overlayFont() const {
  QFont f = font();
  f.setBold(true);
  f.setPixelSize(13);
  return f;
}

std::vector<GraphView::OverlayLabel> GraphView::overlayLabels() const {
  std::vector<OverlayLabel> out;
  if (!graphScene_) return out;
  std::vector<GraphScene::PairLabel> labels = graphScene_->pairLabels();
  // The selection is named at every zoom too (below its box), unless it is already one of the pair.
  if (const NodeId sel = graphScene_->selectedNode(); sel != kNone && graphScene_->sceneGeometry() &&
                                                      !graphScene_->inHighlight(sel)) {
    if (const SceneNode* n = graphScene_->sceneGeometry()->find(sel); n && !n->lines.isEmpty())
      labels.push_back({n->lines.front(), n->rect.bottomLeft() + QPointF(0, 4 + 18 / std::max<qreal>(zoom(), 0.05)),
                        selectionColour(graphScene_->theme())});
  }
  const QFontMetrics fm(overlayFont());
  // Names already on the graph (a group's or a cluster's, at the same corner as the pair's outline).
  std::vector<QRect> taken;
  const QRect around = viewport()->rect().adjusted(-200, -200, 200, 200);
  for (const QRectF& r : graphScene_->groupLabelRects())
    if (const QRect v = mapFromScene(r).boundingRect(); v.intersects(around)) taken.push_back(v);
  for (const auto& label : labels) {
    QRect box = fm.boundingRect(label.text).adjusted(-3, -1, 3, 1);
    box.moveBottomLeft(mapFromScene(label.at) + QPoint(0, -4));
    // Two outlines that start close together would put their names on top of each other.
    for (bool moved = true; moved;) {
      moved = false;
      for (const QRect& other : taken)
        if (other.intersects(box)) {
          box.moveBottom(other.top() - 2);
          moved = true;
        }
    }
    taken.push_back(box);
    out.push_back({label.text, box, label.colour});
  }
  return out;
}

// More blocks in view than this and only the odd and the selected one are outlined.
constexpr size_t kMaxOutlinedBlocks = 40;

void GraphView::drawForeground(QPainter* painter, const QRectF&) {
  const std::vector<OverlayLabel> labels = overlayLabels();
  const std::vector<Landmark> marks = landmarks();
  if (labels.empty() && marks.empty()) return;
  painter->save();
  painter->resetTransform();   // viewport pixels: the labels keep their size at every zoom
  painter->setFont(overlayFont());
  QColor back = graphScene_->backgroundBrush().color();
  back.setAlpha(210);
  const QColor text = graphScene_->colours().text.r > 128 ? QColor(0xe0, 0xe0, 0xe0) : QColor(0x30, 0x30, 0x30);
  const QColor odd(0xc6, 0x28, 0x28);
  // Past a few dozen blocks in view their outlines overlap into a texture: keep the names, and outline
  // only the blocks that fused unlike their siblings and the selection's.
  const bool crowded = marks.size() > kMaxOutlinedBlocks;
  const NodeId selected = graphScene_->selectedNode();
  for (const Landmark& m : marks) {
    if (m.outline.isEmpty()) continue;
    const auto& members = blocks_[static_cast<size_t>(m.block)].members;
    if (crowded && !m.odd && !std::binary_search(members.begin(), members.end(), selected)) continue;
    // A closed block's and a folded stretch's outline is their box's border.
    if (graphScene_->foldedRunOf(m.block) || graphScene_->blockClosed(m.block)) continue;
    QPen pen(m.odd ? odd : text, m.odd ? 2.5 : 1.0, m.remainder ? Qt::DashLine : Qt::SolidLine);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    if (m.border.empty())
      painter->drawRoundedRect(m.outline, 4, 4);
    else
      painter->drawLines(m.border.data(), static_cast<int>(m.border.size()));
  }
  for (const Landmark& m : marks) {
    if (m.label.isEmpty()) continue;
    painter->fillRect(m.label, back);
    painter->setPen(m.odd ? odd : text);
    painter->drawText(m.label, Qt::AlignCenter, m.text);
  }
  for (const auto& label : labels) {
    painter->fillRect(label.box, back);
    painter->setPen(label.colour);
    painter->drawText(label.box, Qt::AlignCenter, label.text);
  }
  painter->restore();
}

void GraphView::drawBackground(QPainter* painter, const QRectF& rect) {
  painter->fillRect(rect, backgroundBrush().style() == Qt::NoBrush && scene() ? scene()->backgroundBrush() : backgroundBrush());
}

}  // namespace fusescope::gui
